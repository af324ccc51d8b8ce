import { holdsNul } from './text.ts'

/** JSON answers for our HTTP API: errors are always `{ error: { code, message, … } }`. */
export function jsonError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
): Response {
  return Response.json({ error: { code, message, ...extra } }, { status, headers })
}

/**
 * Mutating resource routes are outside React Router's own origin check, so they check
 * the Origin (or, failing that, Referer) header against the request's own origin.
 * A request with neither header comes from a non-browser client and carries no
 * ambient browser credentials worth protecting against CSRF.
 */
export function isSameOrigin(request: Request): boolean {
  const own = new URL(request.url).origin
  const origin = request.headers.get('origin')
  if (origin) return origin === own
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      return new URL(referer).origin === own
    } catch {
      return false
    }
  }
  return true
}

export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) {
    throw jsonError(403, 'cross_origin', 'Cross-origin requests may not change data.')
  }
}

/** The body is already bounded: the request gate (server/request-limits.ts) read it. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw jsonError(415, 'unsupported_media_type', 'Send the body as application/json.')
  }
  const text = await request.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw jsonError(400, 'invalid_json', 'The body is not valid JSON.')
  }
  if (holdsNul(body)) throw jsonError(400, 'invalid_text', 'Text may not contain the NUL character (U+0000).')
  return body
}
