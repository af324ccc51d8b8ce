import path from 'node:path'

import { openDb } from '#app/db/client.server.ts'
import { ehrIssuers, organisations } from '#app/db/schema.ts'
import { WRITE_BACK_SCOPE } from '#app/ehr/smart/scopes.ts'

import { startTestEhr, type TestEhr } from '../../ehr/test-ehr.ts'
import { newDataDir, startServer, type RunningServer } from '../../support/server.ts'

export type SmartApp = { ehr: TestEhr; app: RunningServer; stop: () => Promise<void> }

/**
 * A worker's own test EHR (tests/ehr, in this process) and app server (production build), both on
 * port 0: the app's database allow-lists the EHR's issuer with write-back scopes, and the EHR
 * knows the app as the SMART client `consilium` (its JWKS and callback on the app's address).
 * Call from `test.beforeAll` with a long timeout: two servers start on shared cores.
 */
export async function startSmartApp(): Promise<SmartApp> {
  const ehr = await startTestEhr()
  try {
    const dataDir = newDataDir()
    const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
    const [org] = await handle.db.insert(organisations).values({ name: 'Test hospital', subscriptionStatus: 'active' }).returning()
    await handle.db.insert(ehrIssuers).values({ organisationId: org!.id, iss: ehr.iss, clientId: 'consilium', scope: WRITE_BACK_SCOPE })
    await handle.close()
    // The EHR answers from the test worker's own event loop, on shared cores: wider limits than
    // production's (10 s a call, 4 s for a page's prefill), so a loaded machine is not a failed read.
    const app = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', EHR_FETCH_TIMEOUT_MS: '30000', EHR_PREFILL_BUDGET_MS: '30000' })
    ehr.registerClient({
      clientId: 'consilium',
      jwksUri: `${app.url}/.well-known/jwks.json`,
      redirectUris: [`${app.url}/smart/callback`],
      scope: WRITE_BACK_SCOPE,
    })
    return {
      ehr,
      app,
      async stop() {
        await app.stop()
        await ehr.stop()
      },
    }
  } catch (error) {
    await ehr.stop()
    throw error
  }
}
