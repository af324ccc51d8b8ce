import { afterAll, beforeAll, expect, test } from 'vitest'

import { fuzz, fuzzContext } from '../../scripts/fuzz-requests.js'
import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

// A fixed seed: the same 300 requests on every run (`npm run fuzz` draws new ones).
const SEED = 20_261_126
const RUNS = 300

let server: RunningServer
beforeAll(async () => {
  server = await startServer({
    DATA_DIR: newDataDir(),
    LOG_LEVEL: 'warn',
    SIGNIN_MAX_ATTEMPTS_PER_IP: '1000000',
    REGISTER_MAX_PER_IP_HOUR: '1000000',
    // A public address, so the CDS endpoints check the (random) tokens instead of being off.
    PUBLIC_URL: 'http://127.0.0.1',
  })
})
afterAll(() => server.stop())

test(`${RUNS} random requests over every API and form action: none answered 5xx, none left hanging`, async () => {
  const { failures } = await fuzz({
    url: server.url,
    context: await fuzzContext(server.url),
    runs: RUNS,
    seed: SEED,
    parallel: 4,
    timeoutMs: 15_000,
  })
  expect(failures).toEqual([])
}, 300_000)
