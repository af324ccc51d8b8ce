import * as z from 'zod/mini'

import { hasNoNul } from '#app/utils/text.ts'

// zod/mini: the same checks as zod's chained API, in the few kilobytes the sign-in page loads
// (the chained API carries every method of every type). Messages are translation keys
// (app/locales/*/common.json), translated where shown. Read with parseForm (app/utils/parse-form.ts).
const email = z.pipe(
  z.pipe(
    z.string({ error: 'auth.errors.emailRequired' }).check(
      z.trim(),
      z.minLength(1, 'auth.errors.emailRequired'),
      z.maxLength(254, 'auth.errors.emailInvalid'),
    ),
    z.email({ error: 'auth.errors.emailInvalid' }),
  ),
  z.transform((v: string) => v.toLowerCase()),
)

const returnFields = {
  returnToUrl: z.optional(z.string().check(z.maxLength(2048))),
  sessionNumber: z.optional(z.string().check(z.maxLength(128))),
}

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

export const SignInSchema = z.object({
  email,
  password: z
    .string({ error: 'auth.errors.passwordRequired' })
    .check(z.minLength(1, 'auth.errors.passwordRequired'), z.maxLength(PASSWORD_MAX_LENGTH, 'auth.errors.passwordTooLong')),
  ...returnFields,
})

export const RegisterSchema = z
  .object({
    name: z
      .string({ error: 'auth.errors.nameRequired' })
      .check(
        z.trim(),
        z.minLength(1, 'auth.errors.nameRequired'),
        z.maxLength(100, 'auth.errors.nameTooLong'),
        z.refine(hasNoNul, 'auth.errors.invalidCharacters'),
      ),
    email,
    password: z
      .string({ error: 'auth.errors.passwordRequired' })
      .check(
        z.minLength(PASSWORD_MIN_LENGTH, 'auth.errors.passwordTooShort'),
        z.maxLength(PASSWORD_MAX_LENGTH, 'auth.errors.passwordTooLong'),
      ),
    ...returnFields,
  })
  .check(
    z.refine((v) => v.password.trim().toLowerCase() !== v.email, {
      path: ['password'],
      message: 'auth.errors.passwordIsEmail',
    }),
  )

const OWN_ORIGIN = 'http://consilium.invalid'

/**
 * Only same-site paths are followed after sign-in: "/tools?x=1" yes,
 * "//evil.example", "https://evil.example" or "/\\evil.example" no. The candidate is
 * normalised by the URL parser against our own origin, and the normalised path must
 * itself resolve there: dot segments turn "/.//evil.example" into "//evil.example".
 */
export function safeReturnPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate) return fallback
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback
  try {
    const url = new URL(candidate, OWN_ORIGIN)
    if (url.origin !== OWN_ORIGIN) return fallback
    const path = url.pathname + url.search + url.hash
    if (path.startsWith('//') || new URL(path, `${OWN_ORIGIN}/a/b/`).origin !== OWN_ORIGIN) return fallback
    if (url.pathname === '/login' || url.pathname === '/logout') return fallback
    return path
  } catch {
    return fallback
  }
}

export const ForgotPasswordSchema = z.object({ email })

/** The new password of a reset: the rules of registration (the email check is on the server, which knows the account). */
export const ResetPasswordSchema = z.object({
  password: z
    .string({ error: 'auth.errors.passwordRequired' })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, 'auth.errors.passwordTooShort'),
      z.maxLength(PASSWORD_MAX_LENGTH, 'auth.errors.passwordTooLong'),
    ),
})
