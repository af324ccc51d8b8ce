import { z } from 'zod'

import { hasNoNul } from '#app/utils/text.ts'

// Messages are translation keys (app/locales/*/common.json), translated where shown.
const email = z
  .string({ error: 'auth.errors.emailRequired' })
  .trim()
  .min(1, 'auth.errors.emailRequired')
  .max(254, 'auth.errors.emailInvalid')
  .pipe(z.email({ error: 'auth.errors.emailInvalid' }))
  .transform((v) => v.toLowerCase())

const returnFields = {
  returnToUrl: z.string().max(2048).optional(),
  sessionNumber: z.string().max(128).optional(),
}

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

export const SignInSchema = z.object({
  email,
  password: z
    .string({ error: 'auth.errors.passwordRequired' })
    .min(1, 'auth.errors.passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'auth.errors.passwordTooLong'),
  ...returnFields,
})

export const RegisterSchema = z
  .object({
    name: z
      .string({ error: 'auth.errors.nameRequired' })
      .trim()
      .min(1, 'auth.errors.nameRequired')
      .max(100, 'auth.errors.nameTooLong')
      .refine(hasNoNul, 'auth.errors.invalidCharacters'),
    email,
    password: z
      .string({ error: 'auth.errors.passwordRequired' })
      .min(PASSWORD_MIN_LENGTH, 'auth.errors.passwordTooShort')
      .max(PASSWORD_MAX_LENGTH, 'auth.errors.passwordTooLong'),
    ...returnFields,
  })
  .refine((v) => v.password.trim().toLowerCase() !== v.email, {
    path: ['password'],
    message: 'auth.errors.passwordIsEmail',
  })

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
