import { expect } from 'vitest'

import type { Db } from '#app/db/client.server.ts'
import { ehrIssuers, organisations } from '#app/db/schema.ts'
import { DEFAULT_SCOPE, WRITE_BACK_SCOPE } from '#app/ehr/smart/scopes.ts'
import { followAuthorization, type LaunchContext, type TestEhr } from '#tests/ehr/test-ehr.ts'

/**
 * Real SMART launches through the running app and the test EHR, for server tests:
 *
 *   const ehr = await startTestEhr()
 *   const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
 *   await allowIssuer(handle.db, ehr.iss); await handle.close()
 *   server = await startServer({ DATA_DIR: dataDir })
 *   registerApp(ehr, server.url)
 *   const { jar, location } = await launchThroughApp(server.url, ehr, patientLaunch('prevent', { intent: 'tool:prevent' }))
 *   await fetch(`${server.url}${location}`, { headers: { cookie: cookieHeader(jar) } })
 */
export type Jar = Map<string, string>

export async function allowIssuer(
  db: Db,
  iss: string,
  { clientId = 'consilium', tenant = null, writeBack = false }: { clientId?: string; tenant?: string | null; writeBack?: boolean } = {},
) {
  const [org] = await db.insert(organisations).values({ name: `Hospital of ${iss}`, subscriptionStatus: 'active' }).returning()
  await db.insert(ehrIssuers).values({ organisationId: org!.id, iss, clientId, tenant, scope: writeBack ? WRITE_BACK_SCOPE : DEFAULT_SCOPE })
  return org!.id
}

/** Registers the app at the test EHR: its JWKS and callback on `appUrl`, every scope it may ask for. */
export function registerApp(ehr: TestEhr, appUrl: string, { clientId = 'consilium', jwksUri }: { clientId?: string; jwksUri?: string } = {}) {
  ehr.registerClient({
    clientId,
    jwksUri: jwksUri ?? `${appUrl}/.well-known/jwks.json`,
    redirectUris: [`${appUrl}/smart/callback`],
    scope: `${WRITE_BACK_SCOPE} launch/patient`,
  })
}

export function keepCookies(jar: Jar, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const eq = pair!.indexOf('=')
    const name = pair!.slice(0, eq)
    const value = pair!.slice(eq + 1)
    if (/max-age=0/i.test(line) || !value) jar.delete(name)
    else jar.set(name, value)
  }
}

export const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')

/** A GET as the browser makes it (no redirects followed), keeping the cookies it sets. */
export async function browserGet(url: string, jar: Jar = new Map()) {
  const response = await fetch(url, { redirect: 'manual', headers: jar.size ? { cookie: cookieHeader(jar) } : {} })
  keepCookies(jar, response)
  return response
}

/**
 * The clinician opens Consilium from the chart: `/smart/launch` → the EHR's authorize endpoint →
 * `/smart/callback`. Answers the responses and where the callback sends the browser.
 */
export async function launchUrlThroughApp(appUrl: string, launchUrl: string, jar: Jar = new Map(), { callbackJar = jar }: { callbackJar?: Jar } = {}) {
  const started = await browserGet(launchUrl, jar)
  expect(started.status).toBe(302)
  const authorize = started.headers.get('location')!
  const callbackUrl = await followAuthorization(authorize, `${appUrl}/smart/callback`)
  const callback = await browserGet(callbackUrl.href, callbackJar)
  return { started, authorize: new URL(authorize), callbackUrl, callback, location: callback.headers.get('location'), jar }
}

export function launchThroughApp(appUrl: string, ehr: TestEhr, context: LaunchContext, jar: Jar = new Map()) {
  return launchUrlThroughApp(appUrl, ehr.launchUrl(`${appUrl}/smart/launch`, context), jar)
}
