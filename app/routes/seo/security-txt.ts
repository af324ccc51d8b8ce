import { supportedLanguages } from '#app/i18n/config.ts'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * The first day of the month six months ahead: under the year RFC 9116 allows, and the
 * same for every request in a month, so the answer caches.
 */
export function securityTxtExpiry(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 6, 1))
}

/** How to report a vulnerability (RFC 9116). */
export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin
  const languages = [...new Set(supportedLanguages.map((l) => l.split('-')[0]))].join(', ')
  const body = [
    `Contact: ${getEnv().SECURITY_CONTACT}`,
    `Expires: ${securityTxtExpiry(new Date()).toISOString()}`,
    `Preferred-Languages: ${languages}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } })
}
