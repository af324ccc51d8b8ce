/**
 * The EHR side of CDS Hooks 2.0 for tests: the EHR's ES384 signing key, its JWKS on loopback
 * (the `jku`), signed bearer JWTs for each call (and the bad ones a service must refuse: alg none,
 * HS256, wrong aud, expired, a key not in the JWKS), and prefetch resolved against the test EHR's
 * FHIR store.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type * as fhir4 from 'fhir/r4'
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'

export type CdsJwtOptions = {
  /** The exact URL of the endpoint called (discovery, service or feedback). */
  aud: string | string[]
  /** Default: the client's `iss`. */
  iss?: string
  jti?: string
  /** Seconds since the epoch; default now + 5 minutes. */
  exp?: number
  /** Default now. */
  iat?: number
  /** ES384 (default), RS384, `none` (unsigned) or `HS256` (a shared secret): the last two must be refused. */
  alg?: 'ES384' | 'RS384' | 'none' | 'HS256'
  /** Default: the published key's kid (or the unpublished key's when `unpublishedKey`). */
  kid?: string
  /** Default: the JWKS URL; `null` leaves `jku` out. */
  jku?: string | null
  /** Default 'JWT'; `null` leaves it out. */
  typ?: string | null
  tenant?: string
  /** Sign with a key that is not in the JWKS (a service must refuse the token). */
  unpublishedKey?: boolean
  /** Extra payload claims. */
  extra?: Record<string, unknown>
}

export type PrefetchContext = { patientId?: string; userId?: string; encounterId?: string; [key: string]: string | undefined }

export type CdsClient = {
  iss: string
  /** JWKS URL (`jku`). */
  jku: string
  kid: string
  jwks: { keys: JWK[] }
  signCdsJwt(options: CdsJwtOptions): Promise<string>
  /**
   * Resolves prefetch templates (`Patient/{{context.patientId}}`, `Observation?patient=…`) against
   * a FHIR base; a query that fails gives `null` for its key, as an EHR that could not fetch it.
   */
  resolvePrefetch(
    templates: Record<string, string>,
    context: PrefetchContext,
    fhirBase: string,
    accessToken?: string,
  ): Promise<Record<string, fhir4.Resource | null>>
  stop(): Promise<void>
}

export type CdsClientOptions = {
  /** The EHR's `iss` claim (default `https://ehr.test.example/cds-client`). */
  iss?: string
  port?: number
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Replaces `{{context.x}}` and `{{userPractitionerId}}` (and the like) in a prefetch template. */
export function fillPrefetchTemplate(template: string, context: PrefetchContext): string | null {
  let missing = false
  const filled = template.replace(/\{\{\s*([A-Za-z.]+)\s*\}\}/g, (_m, name: string) => {
    let value: string | undefined
    if (name.startsWith('context.')) value = context[name.slice('context.'.length)]
    else if (/^user(Practitioner|PractitionerRole|Patient|RelatedPerson)Id$/.test(name)) {
      const type = name.slice('user'.length, -'Id'.length)
      const user = context.userId ?? ''
      value = user.startsWith(`${type}/`) ? user.slice(type.length + 1) : undefined
    }
    if (value === undefined) missing = true
    return encodeURIComponent(value ?? '')
  })
  return missing ? null : filled
}

export async function startCdsClient(options: CdsClientOptions = {}): Promise<CdsClient> {
  const published = await generateKeyPair('ES384', { extractable: true })
  const unpublished = await generateKeyPair('ES384', { extractable: true })
  const publishedRsa = await generateKeyPair('RS384', { extractable: true })
  const kid = `ehr-es384-${randomBytes(4).toString('hex')}`
  const rsaKid = `ehr-rs384-${randomBytes(4).toString('hex')}`
  const jwks = {
    keys: [
      { ...(await exportJWK(published.publicKey)), kid, alg: 'ES384', use: 'sig' },
      { ...(await exportJWK(publishedRsa.publicKey)), kid: rsaKid, alg: 'RS384', use: 'sig' },
    ],
  }

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=60' })
      res.end(JSON.stringify(jwks))
      return
    }
    res.writeHead(404)
    res.end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const jku = `http://127.0.0.1:${port}/jwks.json`
  const iss = options.iss ?? 'https://ehr.test.example/cds-client'

  async function signCdsJwt(o: CdsJwtOptions): Promise<string> {
    const now = Math.floor(Date.now() / 1000)
    const alg = o.alg ?? 'ES384'
    const payload: Record<string, unknown> = {
      iss: o.iss ?? iss,
      aud: o.aud,
      iat: o.iat ?? now,
      exp: o.exp ?? now + 300,
      jti: o.jti ?? randomUUID(),
      ...(o.tenant ? { tenant: o.tenant } : {}),
      ...o.extra,
    }
    const header: Record<string, unknown> = { alg }
    if (o.typ !== null) header.typ = o.typ ?? 'JWT'
    if (o.jku !== null) header.jku = o.jku ?? jku

    if (alg === 'none') {
      header.kid = o.kid ?? kid
      return `${base64url(header)}.${base64url(payload)}.`
    }
    if (alg === 'HS256') {
      header.kid = o.kid ?? kid
      return new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(randomBytes(32))
    }
    let key: CryptoKey
    if (o.unpublishedKey) {
      key = unpublished.privateKey
      header.kid = o.kid ?? `unpublished-${kid}`
    } else if (alg === 'RS384') {
      key = publishedRsa.privateKey
      header.kid = o.kid ?? rsaKid
    } else {
      key = published.privateKey
      header.kid = o.kid ?? kid
    }
    return new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(key)
  }

  async function resolvePrefetch(
    templates: Record<string, string>,
    context: PrefetchContext,
    fhirBase: string,
    accessToken?: string,
  ): Promise<Record<string, fhir4.Resource | null>> {
    const out: Record<string, fhir4.Resource | null> = {}
    for (const [key, template] of Object.entries(templates)) {
      const path = fillPrefetchTemplate(template, context)
      if (path === null) {
        out[key] = null
        continue
      }
      try {
        const response = await fetch(`${fhirBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, {
          headers: { accept: 'application/fhir+json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
        })
        out[key] = response.ok ? ((await response.json()) as fhir4.Resource) : null
      } catch {
        out[key] = null
      }
    }
    return out
  }

  return {
    iss,
    jku,
    kid,
    jwks,
    signCdsJwt,
    resolvePrefetch,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
