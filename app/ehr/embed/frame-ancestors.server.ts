import { eq } from 'drizzle-orm'
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router'

import { databaseContext } from '#app/context.server.ts'
import type { Db } from '#app/db/client.server.ts'
import { organisations } from '#app/db/schema.ts'
import { ehrSessionIdFrom, ehrSessionOf } from '#app/middleware/ehr-session.server.ts'
import { FALLBACK_CSP } from '#app/utils/security-headers.server.ts'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * An origin an EHR page may frame us from, normalised (`https://ehr.example.org`), or null.
 * Only a bare origin: https, or http on the loopback interface (tests, a local test EHR). No
 * wildcards, paths, credentials or keywords: each ends up verbatim in a CSP header.
 */
export function frameOrigin(value: string): string | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  const https = url.protocol === 'https:'
  if (!https && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) return null
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null
  if (url.hostname.includes('*')) return null
  const trimmed = value.trim().replace(/\/$/, '')
  // Anything the URL parser had to repair (case aside) is not an origin as written.
  if (trimmed.toLowerCase() !== url.origin.toLowerCase()) return null
  return url.origin
}

/** The organisation's allowed framing origins; anything stored that is not a valid origin is skipped. */
export async function frameAncestorsOf(db: Db, organisationId: string): Promise<string[]> {
  const [row] = await db
    .select({ frameAncestors: organisations.frameAncestors })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
  return [...new Set((row?.frameAncestors ?? []).map(frameOrigin).filter((o): o is string => o !== null))]
}

/** Sets the organisation's framing origins (operator command); refuses the whole list if one is invalid. */
export async function setFrameAncestors(db: Db, organisationId: string, values: readonly string[]): Promise<string[]> {
  const origins = values.map((v) => ({ given: v, origin: frameOrigin(v) }))
  const bad = origins.filter((o) => o.origin === null).map((o) => o.given)
  if (bad.length) throw new Error(`not an https origin (or http on loopback): ${bad.join(', ')}`)
  const list = [...new Set(origins.map((o) => o.origin as string))]
  const updated = await db
    .update(organisations)
    .set({ frameAncestors: list })
    .where(eq(organisations.id, organisationId))
    .returning()
  if (!updated.length) throw new Error('no such organisation')
  return list
}

/** The policy with its frame-ancestors directive replaced by these origins ('none' when empty). */
export function withFrameAncestors(csp: string, origins: readonly string[]): string {
  const value = origins.length ? origins.join(' ') : `'none'`
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^frame-ancestors(\s|$)/i.test(d))
  return [...directives, `frame-ancestors ${value}`].join('; ')
}

type Framing = { organisationId: string | null }

const framingContext = createContext<Framing | null>(null)

/**
 * For routes that answer before an EHR session exists (`/smart/launch`, `/smart/callback`)
 * once they know the launch's issuer is allow-listed: this response may be framed by that
 * organisation's EHR origins.
 */
export function allowFramingFor(context: Readonly<RouterContextProvider>, organisationId: string) {
  const framing = context.get(framingContext)
  if (framing) framing.organisationId = organisationId
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value)
    return response
  } catch {
    // Immutable headers (Response.redirect and the like): copy.
    const headers = new Headers(response.headers)
    headers.set(name, value)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

/**
 * A response that belongs to an EHR session (or that a launch route marked with
 * allowFramingFor) may be framed by the organisation's allowed origins: its CSP frame-ancestors
 * lists them, and the baseline leaves out X-Frame-Options (which cannot express a list; see
 * security-headers.server.ts). Everything else keeps `frame-ancestors 'none'`.
 */
export const embeddingMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const framing: Framing = { organisationId: null }
  context.set(framingContext, framing)
  const response = await next()
  let organisationId = framing.organisationId
  if (!organisationId && (await ehrSessionIdFrom(request))) {
    organisationId = (await ehrSessionOf(context))?.organisationId ?? null
  }
  if (!organisationId) return response
  let origins: string[]
  try {
    origins = await frameAncestorsOf(await context.get(databaseContext), organisationId)
  } catch {
    return response
  }
  if (!origins.length) return response
  const csp = response.headers.get('content-security-policy') ?? FALLBACK_CSP
  return withHeader(response, 'Content-Security-Policy', withFrameAncestors(csp, origins))
}
