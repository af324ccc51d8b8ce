// The bare framework page served as `react-router-serve` serves it (@react-router/serve 7.18.4's
// cli): Express, `compression()` with its defaults (brotli quality 4, 4 MB window), hashed
// assets immutable for a year, the rest of build/client for an hour, and every other request
// through @react-router/express's handler. That package is not installed here, so its
// handler is reproduced below from @react-router/node's stream helpers. Not reproduced:
// morgan's request log (our server does not log requests at the bench's LOG_LEVEL either).
// Decision 0058.
import path from 'node:path'

import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import compression from 'compression'
import express from 'express'
import { createRequestHandler as createRouterHandler } from 'react-router'

const here = import.meta.dirname
const build = await import(path.join(here, 'build/server/index.js'))
const port = Number.parseInt(process.env.PORT || '0', 10)
const host = process.env.HOST || '127.0.0.1'

/** @react-router/express 7.18.4's createRequestHandler. */
function createRequestHandler({ build, mode }) {
  const handleRequest = createRouterHandler(build, mode)
  return async (req, res, next) => {
    try {
      const response = await handleRequest(fetchRequest(req, res))
      await sendResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}

function fetchRequest(req, res) {
  const [, forwardedPort] = req.get('X-Forwarded-Host')?.split(':') ?? []
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p, 10)).find(Number.isSafeInteger) ?? ''
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`)
  let controller = new AbortController()
  const headers = new Headers()
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values) continue
    if (Array.isArray(values)) for (const value of values) headers.append(name, value)
    else headers.set(name, values)
  }
  const init = { method: req.method, headers, signal: controller.signal }
  res.on('finish', () => (controller = null))
  res.on('close', () => controller?.abort())
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req)
    init.duplex = 'half'
  }
  return new Request(url.href, init)
}

async function sendResponse(res, response) {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [key, value] of response.headers.entries()) res.append(key, value)
  if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders()
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}

const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use(
  path.posix.join(build.publicPath, 'assets'),
  express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }),
)
app.use(build.publicPath, express.static(path.join(here, 'build/client')))
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }))

const server = app.listen(port, host, () => {
  console.log(`The framework page is serving on http://${host}:${server.address().port}`)
})
process.once('SIGTERM', () => server.close(() => process.exit(0)))
