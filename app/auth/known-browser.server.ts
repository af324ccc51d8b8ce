import { createHash, randomBytes } from 'node:crypto'

import { createCookie, type Cookie } from 'react-router'

/**
 * A browser that has signed in to an account keeps a signed token for it (OWASP's "device
 * cookie"). Failed sign-ins from such a browser count against that token's own budget instead
 * of the account's and the address's, so an attacker who uses up an account's budget does not
 * lock its owner out of the browsers the owner already uses. A shared workstation keeps tokens
 * for a few accounts.
 */
const MAX_ACCOUNTS = 5
const MAX_AGE_SECONDS = 180 * 24 * 3600
const TOKEN = /^[\w-]{16}\.[\w-]{22}$/

export function knownBrowserCookie(request: Request, secrets: string[]): Cookie {
  const secure = new URL(request.url).protocol === 'https:'
  return createCookie(secure ? '__Host-consilium_known' : 'consilium_known', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    secrets,
    maxAge: MAX_AGE_SECONDS,
  })
}

const accountTag = (userId: string) =>
  createHash('sha256').update(`known-browser:${userId}`).digest('base64url').slice(0, 16)

/** The tokens of the request's cookie; a cookie that was not signed by us gives none. */
export async function readKnownBrowserTokens(request: Request, secrets: string[]): Promise<string[]> {
  const value: unknown = await knownBrowserCookie(request, secrets).parse(request.headers.get('cookie'))
  if (!Array.isArray(value)) return []
  return value.filter((t): t is string => typeof t === 'string' && TOKEN.test(t)).slice(0, MAX_ACCOUNTS)
}

/** This browser's token for the account, or null when it has not signed in to it. */
export function tokenForAccount(tokens: readonly string[], userId: string): string | null {
  const tag = `${accountTag(userId)}.`
  return tokens.find((t) => t.startsWith(tag)) ?? null
}

/** The tokens to keep after a sign-in to the account: its token first, the oldest dropped. */
export function rememberAccount(tokens: readonly string[], userId: string): string[] {
  const token = tokenForAccount(tokens, userId) ?? `${accountTag(userId)}.${randomBytes(16).toString('base64url')}`
  return [token, ...tokens.filter((t) => t !== token)].slice(0, MAX_ACCOUNTS)
}
