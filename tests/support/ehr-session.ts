import { eq } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { ehrIssuers, organisations } from '#app/db/schema.ts'
import { createEhrSession, ehrSessionCookie, type EhrSessionSecret } from '#app/ehr/ehr-session.server.ts'
import { DEFAULT_SCOPE } from '#app/ehr/smart/scopes.ts'

export type TestEhrSessionOptions = Partial<Omit<EhrSessionSecret, 'endpoints'>> & {
  /** FHIR base URL; an issuer row is created for it unless one exists. */
  iss: string
  /** Token endpoint used by a refresh; default `{iss}/token` (never called unless a 401 or expiry). */
  tokenEndpoint?: string
  organisationId?: string
  organisationName?: string
  clientId?: string
  userHash?: string | null
  /** The app's origin, for the cookie's name (`__Host-` over https). Default http://127.0.0.1. */
  appOrigin?: string
}

export type TestEhrSession = {
  /** The raw session id (the cookie's value). */
  id: string
  idHash: string
  /** `name=value`, ready for a Cookie header. */
  cookie: string
  organisationId: string
  issuerId: string
}

/**
 * An EHR session as a launch would leave it (issuer row, encrypted tokens, patient context) and
 * the cookie that carries it, for tests of pages that read `ehrSessionOf(context)`. Works on the
 * database the server will use: for a server test on the embedded database, open its data
 * directory, call this, close it, then start the server (the token key lives in app_secrets).
 */
export async function createTestEhrSession(db: Db, options: TestEhrSessionOptions): Promise<TestEhrSession> {
  let organisationId = options.organisationId
  if (!organisationId) {
    const [org] = await db
      .insert(organisations)
      .values({ name: options.organisationName ?? 'Test hospital', subscriptionStatus: 'active' })
      .returning()
    if (!org) throw new Error('organisation not created')
    organisationId = org.id
  }
  let [issuer] = await db.select().from(ehrIssuers).where(eq(ehrIssuers.iss, options.iss))
  if (!issuer) {
    ;[issuer] = await db
      .insert(ehrIssuers)
      .values({
        organisationId,
        iss: options.iss,
        clientId: options.clientId ?? 'consilium',
        tenant: options.tenant ?? null,
        scope: DEFAULT_SCOPE,
      })
      .returning()
  }
  if (!issuer) throw new Error('issuer not created')
  const secret: EhrSessionSecret = {
    accessToken: options.accessToken ?? 'test-access-token',
    refreshToken: options.refreshToken ?? null,
    accessExpiresAt: options.accessExpiresAt ?? null,
    scope: options.scope ?? null,
    endpoints: {
      issuer: options.iss,
      authorizationEndpoint: `${options.iss}/authorize`,
      tokenEndpoint: options.tokenEndpoint ?? `${options.iss}/token`,
    },
    patientId: options.patientId ?? null,
    encounterId: options.encounterId ?? null,
    scopes: options.scopes ?? DEFAULT_SCOPE.split(' '),
    needPatientBanner: options.needPatientBanner ?? true,
    fhirUser: options.fhirUser ?? null,
    intent: options.intent ?? null,
    appContext: options.appContext ?? null,
    fhirContext: options.fhirContext ?? null,
    tenant: options.tenant ?? null,
  }
  const { id, idHash } = await createEhrSession(db, {
    issuerId: issuer.id,
    organisationId: issuer.organisationId,
    userHash: options.userHash ?? null,
    secret,
  })
  const header = await ehrSessionCookie(new Request(options.appOrigin ?? 'http://127.0.0.1/')).serialize(id)
  return { id, idHash, cookie: header.split(';')[0] ?? '', organisationId: issuer.organisationId, issuerId: issuer.id }
}
