// The HTTP server: one Express app in front of React Router, for `npm start` (production
// build) and `npm run dev` (Vite middleware). Plain JavaScript because Node 20 cannot
// run TypeScript; everything else lives in server/app.ts and is built by Vite.
import { createServer } from 'node:http'
import zlib from 'node:zlib'

import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'

import { trustProxySetting } from './server/trust-proxy.js'

const dev = process.env.NODE_ENV !== 'production'
const port = Number.parseInt(process.env.PORT || '3000', 10)
const host = process.env.HOST || '127.0.0.1'

/** One JSON line, as the application's logger writes them. */
function logFatal(msg, error) {
  const err = { type: error?.name, message: error?.message, stack: error?.stack }
  console.error(JSON.stringify({ level: 60, time: Date.now(), service: 'consilium', err, msg }))
}

function fail(error) {
  // A clear message for expected start-up failures (bad environment, database in use,
  // database unreachable), without a stack trace.
  const expected = ['EnvError', 'DataDirInUseError', 'StartupError'].includes(error?.name)
  if (expected) console.error(`Consilium cannot start.\n${error.message}`)
  else logFatal('Consilium cannot start.', error)
  process.exit(1)
}

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY))
// Brotli at quality 3 with a 64 KB window: pages are small, the default 4 MB window made
// compression most of the cost of a server-rendered page on two cores, and quality 4 costs
// three to four times quality 3's CPU for output 3-5 % smaller (decision 0059).
app.use(
  compression({
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
      },
    },
  }),
)

let serverModule
try {
  if (dev) {
    const vite = await import('vite')
    const viteServer = await vite.createServer({ server: { middlewareMode: true } })
    serverModule = await viteServer.ssrLoadModule('./server/app.ts')
    app.use(serverModule.requestLogging, serverModule.securityHeaders)
    app.use(viteServer.middlewares)
    app.use(async (req, res, next) => {
      try {
        const { app: handler } = await viteServer.ssrLoadModule('./server/app.ts')
        handler(req, res, next)
      } catch (error) {
        if (error instanceof Error) viteServer.ssrFixStacktrace(error)
        next(error)
      }
    })
  } else {
    serverModule = await import('./build/server/index.js')
    app.use(serverModule.requestLogging, serverModule.securityHeaders)
    // The PDF handouts keep their names from build to build: not immutable like hashed assets.
    app.use('/assets/pdf', express.static('build/client/assets/pdf', { maxAge: '1h', index: false, fallthrough: true }))
    // Scripts, stylesheets and locale files go out as compressed at build time (scripts/precompress.js).
    app.use(
      '/assets',
      expressStaticGzip('build/client/assets', {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        serveStatic: { immutable: true, maxAge: '1y', index: false },
      }),
    )
    // Every file there has an extension: a page's path (no dot in its last segment) costs no file look-up.
    const publicFiles = express.static('build/client', { maxAge: '1h', index: false })
    app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()))
    app.use(serverModule.app)
  }
  app.use(serverModule.serverError)
  serverModule.installProcessHandlers()
  await serverModule.startup()
} catch (error) {
  fail(error)
}

const server = createServer(app)
// Without this listener Node answers `Expect: 100-continue` with 100 at once; the request
// gate sends it only when it accepts the body (server/request-limits.ts).
server.on('checkContinue', (req, res) => server.emit('request', req, res))
server.keepAliveTimeout = 65_000
server.listen(port, host, () => {
  console.log(
    JSON.stringify({
      level: 30,
      time: Date.now(),
      service: 'consilium',
      msg: `Consilium is serving on http://${host}:${server.address().port}`,
    }),
  )
})

let stopping = false
async function stop(signal) {
  if (stopping) return
  stopping = true
  server.close()
  server.closeIdleConnections()
  // Requests still running get a few seconds to finish.
  const force = setTimeout(() => server.closeAllConnections(), 5_000)
  force.unref()
  try {
    await serverModule.shutdown()
  } catch (error) {
    logFatal(`Error while closing the database on ${signal}`, error)
    process.exit(1)
  }
  process.exit(0)
}
process.once('SIGTERM', () => void stop('SIGTERM'))
process.once('SIGINT', () => void stop('SIGINT'))
