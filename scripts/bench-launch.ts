// SMART EHR launch to the prefilled tool page, bundled and run by scripts/bench.js. Plays the EHR
// and the clinician's browser: the test EHR (tests/ehr) in this process, allow-listed in a fresh
// embedded database; per launch, GET /smart/launch → the EHR's authorize → /smart/callback → the
// tool page's HTML, one launch after another (the launch id is made outside the timed part).
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { openDb } from '../app/db/client.server.ts'
import { ehrIssuers, organisations } from '../app/db/schema.ts'
import { DEFAULT_SCOPE } from '../app/ehr/smart/scopes.ts'
import { followAuthorization, patientLaunch, startTestEhr } from '../tests/ehr/test-ehr.ts'

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

type Jar = Map<string, string>

/** A GET as the browser makes it: no redirects followed, cookies kept. */
async function browserGet(url: string, jar: Jar) {
  const response = await fetch(url, { redirect: 'manual', headers: jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {} })
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const eq = pair!.indexOf('=')
    if (/max-age=0/i.test(line) || eq === pair!.length - 1) jar.delete(pair!.slice(0, eq))
    else jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
  }
  return response
}

type Start = (o: { tag: string; env: Record<string, string> }) => Promise<{ child: { kill: (signal: string) => void } }>

/** `startProduction` comes from bench.js: bundled, this file would not find server.js from its own folder. */
export async function runLaunchBench({ launches, startProduction }: { launches: number; startProduction: Start }) {
  const ehr = await startTestEhr()
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let child: { kill: (signal: string) => void } | undefined
  try {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'consilium-bench-launch-'))
    const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
    const [org] = await handle.db.insert(organisations).values({ name: 'Bench Hospital', subscriptionStatus: 'active' }).returning()
    await handle.db.insert(ehrIssuers).values({ organisationId: org!.id, iss: ehr.iss, clientId: 'consilium', scope: DEFAULT_SCOPE })
    await handle.close()
    ehr.registerClient({ clientId: 'consilium', jwksUri: `${base}/.well-known/jwks.json`, redirectUris: [`${base}/smart/callback`], scope: DEFAULT_SCOPE })
    ;({ child } = await startProduction({ tag: 'bench-launch', env: { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, DEMO_DATA: 'false' } }))

    /** One launch, a fresh browser (cookie jar) each time; answers the time in ms. */
    async function launchOnce() {
      const launchUrl = ehr.launchUrl(`${base}/smart/launch`, patientLaunch('prevent', { intent: 'tool:prevent' }))
      const jar: Jar = new Map()
      const t0 = performance.now()
      const started = await browserGet(launchUrl, jar)
      await started.arrayBuffer()
      const authorize = started.headers.get('location')
      if (started.status !== 302 || !authorize) throw new Error(`/smart/launch answered ${started.status}`)
      const callbackUrl = await followAuthorization(authorize, `${base}/smart/callback`)
      const callback = await browserGet(callbackUrl.href, jar)
      await callback.arrayBuffer()
      const location = callback.headers.get('location')
      if (location !== '/tool/prevent') throw new Error(`/smart/callback answered ${callback.status}, to ${location ?? 'nowhere'}`)
      const page = await browserGet(new URL(location, base).href, jar)
      const html = await page.text()
      const ms = performance.now() - t0
      // The page is the prefilled one (the newer total cholesterol of pt-prevent-1), or the figure is void.
      if (page.status !== 200 || !/data-ehr-note/.test(html) || !/value="213"/.test(html)) throw new Error('the tool page was not prefilled')
      return ms
    }

    // Warm-up: the first launch fetches discovery and compiles the routes.
    await launchOnce()
    const latencies: number[] = []
    for (let i = 0; i < launches; i++) latencies.push(await launchOnce())
    latencies.sort((a, b) => a - b)
    return {
      label: `EHR launch → prefilled /tool/prevent (${launches} sequential launches)`,
      'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
      'p90 ms': Number(percentile(latencies, 90).toFixed(1)),
      'max ms': Number(latencies.at(-1)!.toFixed(1)),
    }
  } finally {
    child?.kill('SIGTERM')
    await ehr.stop()
  }
}
