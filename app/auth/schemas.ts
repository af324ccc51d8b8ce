import { z } from 'zod'

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
      .max(100, 'auth.errors.nameTooLong'),
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

/**
 * Only same-site paths are followed after sign-in: "/tools?x=1" yes,
 * "//evil.example", "https://evil.example" or "/\\evil.example" no.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate) return fallback
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return fallback
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback
  try {
    const base = 'http://consilium.invalid'
    const url = new URL(candidate, base)
    if (url.origin !== base) return fallback
    if (url.pathname === '/login' || url.pathname === '/logout') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
