/**
 * The test EHR: a FHIR R4 store (Medplum's router, in memory) loaded with the synthetic patients,
 * and a SMART App Launch authorization server with a FHIR gate in front of the store, all in this
 * process on free ports. See tests/ehr/README.md and decision 0044.
 *
 *   const ehr = await startTestEhr({ client: { clientId, jwksUri, redirectUris, scope } })
 *   const { launch, iss } = ehr.launch({ patient: 'pt-prevent-1', encounter: 'enc-prevent-1' })
 *   // → GET {app}/smart/launch?iss={iss}&launch={launch}
 */
import type * as fhir4 from 'fhir/r4'

import { type FhirStore, startFhirStore } from './fhir-store.ts'
import { PATIENTS, PRACTITIONER_ID, syntheticPatientsBundle } from './patients.ts'
import { type LaunchContext, type SmartClientRegistration, type SmartEhr, startSmartEhr } from './smart-ehr.ts'

export type { FhirContextItem, LaunchContext, SmartClientRegistration } from './smart-ehr.ts'
export { PATIENTS, PRACTITIONER_ID, daysAgo, fixtureValues } from './patients.ts'

export type TestEhrOptions = {
  /** The app's client registration (more with `registerClient`). */
  client?: SmartClientRegistration
  clients?: SmartClientRegistration[]
  /** Port of the SMART server + FHIR gate (default 0 = free port). */
  port?: number
  /** Port of the direct FHIR store (default 0). */
  storePort?: number
  /** Load the synthetic patients (default true). */
  seed?: boolean
  /** Extra transaction Bundles loaded after the synthetic patients. */
  bundles?: fhir4.Bundle[]
  /** Share the store of another test EHR (a second issuer over the same records). */
  store?: FhirStore
  clientAuthAlgs?: string[]
  accessTokenTtl?: number
  standaloneContext?: LaunchContext
  testEndpoints?: boolean
  launchTtlSeconds?: number
}

export type TestEhr = {
  /** FHIR base the app is launched with (behind the SMART gate): `http://127.0.0.1:{port}/fhir`. */
  iss: string
  /** The store without authorization, for test set-up and assertions. */
  fhirBaseDirect: string
  /** Issuer of the authorization server. */
  authorizationServer: string
  authorizeUrl: string
  tokenUrl: string
  smartConfiguration: Record<string, unknown>
  /** Creates a launch id: the EHR opening the app from a chart (defaults: user pr-1). */
  launch(context: LaunchContext): { launch: string; iss: string }
  /** `{appLaunchUrl}?iss=…&launch=…` for a context. */
  launchUrl(appLaunchUrl: string, context: LaunchContext): string
  registerClient(client: SmartClientRegistration): void
  expireAccessTokens(): Promise<number>
  revokeAll(): Promise<void>
  tokenContext: SmartEhr['tokenContext']
  /** An access token without a browser flow (CDS Hooks `fhirAuthorization`). */
  issueAccessToken: SmartEhr['issueAccessToken']
  /** Direct store access for assertions (no token): `ehr.store.search('DocumentReference?patient=…')`. */
  store: FhirStore
  smart: SmartEhr
  stop(): Promise<void>
}

export async function startTestEhr(options: TestEhrOptions = {}): Promise<TestEhr> {
  const ownStore = !options.store
  const store =
    options.store ??
    (await startFhirStore({
      port: options.storePort,
      seed: [...(options.seed === false ? [] : [syntheticPatientsBundle()]), ...(options.bundles ?? [])],
    }))
  let smart: SmartEhr
  try {
    smart = await startSmartEhr({
      store,
      port: options.port,
      clients: [...(options.client ? [options.client] : []), ...(options.clients ?? [])],
      clientAuthAlgs: options.clientAuthAlgs,
      accessTokenTtl: options.accessTokenTtl,
      standaloneContext: options.standaloneContext,
      testEndpoints: options.testEndpoints,
      launchTtlSeconds: options.launchTtlSeconds,
    })
  } catch (error) {
    if (ownStore) await store.stop()
    throw error
  }
  const withDefaults = (context: LaunchContext): LaunchContext => ({ user: `Practitioner/${PRACTITIONER_ID}`, ...context })
  return {
    iss: smart.iss,
    fhirBaseDirect: store.baseUrl,
    authorizationServer: smart.issuer,
    authorizeUrl: smart.authorizeUrl,
    tokenUrl: smart.tokenUrl,
    smartConfiguration: smart.smartConfiguration,
    launch: (context) => smart.launch(withDefaults(context)),
    launchUrl(appLaunchUrl, context) {
      const { launch, iss } = smart.launch(withDefaults(context))
      const url = new URL(appLaunchUrl)
      url.searchParams.set('iss', iss)
      url.searchParams.set('launch', launch)
      return url.toString()
    },
    registerClient: smart.registerClient,
    expireAccessTokens: smart.expireAccessTokens,
    revokeAll: smart.revokeAll,
    tokenContext: smart.tokenContext,
    issueAccessToken: smart.issueAccessToken,
    store,
    smart,
    async stop() {
      await smart.stop()
      if (ownStore) await store.stop()
    },
  }
}

/**
 * Controls of a test EHR running in another process (`npm run ehr:test-server`, or a Playwright
 * webServer), over its test-only HTTP endpoints.
 */
export function remoteTestEhr(authorizationServer: string) {
  async function post<T>(path: string, body: unknown = {}): Promise<T> {
    const response = await fetch(`${authorizationServer.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`Test EHR ${path} answered ${response.status}`)
    return (await response.json()) as T
  }
  return {
    launch: (context: LaunchContext) => post<{ launch: string; iss: string }>('/test/launch', context),
    registerClient: (client: SmartClientRegistration) => post<{ clientId: string }>('/test/clients', client),
    expireAccessTokens: async () => (await post<{ expired: number }>('/test/expire-access-tokens')).expired,
    revokeAll: async () => {
      await post('/test/revoke-all')
    },
  }
}

/** The launch context of each synthetic patient (patient and encounter). */
export function patientLaunch(which: keyof typeof PATIENTS, extra: Partial<LaunchContext> = {}): LaunchContext {
  return { patient: PATIENTS[which].id, encounter: PATIENTS[which].encounterId, ...extra }
}

/**
 * The clinician's browser between the app and the EHR, for tests without Playwright: follows the
 * redirects of an authorization request (keeping the EHR's cookies) and stops at the first
 * redirect to `stopAt` (the app's redirect URI), which it returns without fetching.
 */
export async function followAuthorization(authorizationUrl: string, stopAt: string, cookies: Map<string, string> = new Map()): Promise<URL> {
  let url = authorizationUrl
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(stopAt)) return new URL(url)
    const response = await fetch(url, {
      redirect: 'manual',
      headers: cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      const name = pair!.slice(0, eq).trim()
      const value = pair!.slice(eq + 1).trim()
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    const location = response.headers.get('location')
    if (!location || response.status < 300 || response.status >= 400) {
      const text = await response.text()
      throw new Error(`Authorization stopped with ${response.status}: ${text.slice(0, 3000)}`)
    }
    url = new URL(location, url).toString()
  }
  throw new Error('Too many redirects during authorization')
}
