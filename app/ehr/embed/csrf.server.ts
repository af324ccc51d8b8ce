import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

import { data, type MiddlewareFunction } from 'react-router'

import { databaseContext } from '#app/context.server.ts'
import { tokenKeysFor, type TokenKeys } from '#app/ehr/token-crypto.server.ts'
import { ehrSessionIdFrom } from '#app/middleware/ehr-session.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

import { CSRF_FIELD, CSRF_HEADER } from './csrf.ts'

/**
 * The EHR session cookie is `SameSite=None` (it must reach us inside the EHR's cross-site
 * frame), so the browser would also send it with a post from any other site. Every post made
 * under it carries a token only our pages know: an HMAC of the session id under a key derived
 * from the EHR token key (rotated with it). Nothing is stored; a new launch means a new token.
 */
function csrfKey(key: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'consilium ehr csrf v1', 32))
}

function tokenWith(key: Buffer, sessionId: string): string {
  return createHmac('sha256', csrfKey(key)).update(sessionId).digest('base64url')
}

export function csrfTokenFor(keys: TokenKeys, sessionId: string): string {
  const key = keys[0]
  if (!key) throw new Error('no EHR token key')
  return tokenWith(key, sessionId)
}

export function isValidCsrfToken(keys: TokenKeys, sessionId: string, given: string | null | undefined): boolean {
  if (!given) return false
  const presented = Buffer.from(given)
  return keys.some((key) => {
    const expected = Buffer.from(tokenWith(key, sessionId))
    return expected.length === presented.length && timingSafeEqual(expected, presented)
  })
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The token a request presents: the header, else the form field of a form-encoded body. */
export async function presentedCsrfToken(request: Request): Promise<string | null> {
  const header = request.headers.get(CSRF_HEADER)
  if (header) return header
  const type = request.headers.get('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null
  try {
    const value = (await request.clone().formData()).get(CSRF_FIELD)
    return typeof value === 'string' ? value : null
  } catch {
    return null
  }
}

/** The JSON API paths (server/route-classes.ts API_PATH; csrf.server.test.ts keeps them in step). */
export const isApiPath = (path: string) => /^\/(?:api[-/]|healthz$|experimentVariants$|assets\/pdf\/)/.test(path)

export const CSRF_MESSAGE = 'This request did not come from a Consilium page of your current clinical-record session.'

/**
 * Every mutating request that carries the EHR session cookie must present the token, pages
 * and JSON APIs alike (root middleware runs for resource routes too). Without the cookie
 * nothing changes: account sessions are `SameSite=Lax` and keep the Origin checks.
 * A refusal is a 403 through the usual paths: JSON for the API, the error page for pages.
 */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (SAFE_METHODS.has(request.method)) return next()
  const sessionId = await ehrSessionIdFrom(request)
  if (!sessionId) return next()
  let valid: boolean
  try {
    const keys = await tokenKeysFor(await context.get(databaseContext))
    valid = isValidCsrfToken(keys, sessionId, await presentedCsrfToken(request))
  } catch {
    valid = false
  }
  if (valid) return next()
  if (isApiPath(new URL(request.url).pathname)) return jsonError(403, 'csrf', CSRF_MESSAGE)
  // A page renders its error boundary; a resource route (/locale, /favourites) answers this JSON.
  throw data({ error: { code: 'csrf', message: CSRF_MESSAGE } }, { status: 403 })
}
