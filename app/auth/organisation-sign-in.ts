import * as z from 'zod/mini'

// Shared by the browser and the server: the form that starts a sign-in through an organisation's
// own OpenID provider, and why such a sign-in can be refused (decision 0063).

export const OrganisationSignInSchema = z.object({
  email: z.pipe(
    z.pipe(
      z.string({ error: 'auth.errors.emailRequired' }).check(
        z.trim(),
        z.minLength(1, 'auth.errors.emailRequired'),
        z.maxLength(254, 'auth.errors.emailInvalid'),
      ),
      z.email({ error: 'auth.errors.emailInvalid' }),
    ),
    z.transform((v: string) => v.toLowerCase()),
  ),
  returnToUrl: z.optional(z.string().check(z.maxLength(2048))),
  sessionNumber: z.optional(z.string().check(z.maxLength(128))),
})

/** Why an organisation sign-in did not sign the user in; each has its own explanation. */
export const REFUSALS = ['unverified-email', 'wrong-organisation', 'account-exists', 'other-organisation', 'failed', 'unavailable'] as const
export type Refusal = (typeof REFUSALS)[number]

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'string' && (REFUSALS as readonly string[]).includes(value)
}

/** The lower-cased domain of an email address, or null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@')
  if (at < 1 || at === email.length - 1) return null
  return email.slice(at + 1).toLowerCase()
}

/** A sign-in page's address with the return fields kept (`/login` or `/login/organisation`). */
export function signInHref(path: '/login' | '/login/organisation', returnToUrl: string, sessionNumber: string): string {
  const query = new URLSearchParams()
  if (returnToUrl) query.set('returnToUrl', returnToUrl)
  if (sessionNumber) query.set('session-number', sessionNumber)
  return `${path}${query.size ? `?${query}` : ''}`
}
