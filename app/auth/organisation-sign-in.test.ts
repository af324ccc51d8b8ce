import { describe, expect, test } from 'vitest'

import { parseForm } from '#app/utils/parse-form.ts'

import { emailDomain, isRefusal, OrganisationSignInSchema, signInHref } from './organisation-sign-in.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

describe('organisation sign-in form', () => {
  test('the work email is trimmed and lower-cased; a missing or malformed one gets its message', () => {
    const ok = parseForm(form({ email: '  Ana.Lopez@Riverside.TEST ' }), OrganisationSignInSchema)
    expect(ok.status === 'success' && ok.value.email).toBe('ana.lopez@riverside.test')
    const errorsOf = (email: string) => parseForm(form({ email }), OrganisationSignInSchema).reply().error
    expect(errorsOf('')).toEqual({ email: ['auth.errors.emailRequired'] })
    expect(errorsOf('not-an-email')).toEqual({ email: ['auth.errors.emailInvalid'] })
  })

  test('the domain of an email; refusal reasons are only the known ones', () => {
    expect(emailDomain('a@Riverside.Test')).toBe('riverside.test')
    expect(emailDomain('no-at-sign')).toBeNull()
    expect(emailDomain('trailing@')).toBeNull()
    expect(isRefusal('unverified-email')).toBe(true)
    expect(isRefusal('<script>')).toBe(false)
    expect(isRefusal(null)).toBe(false)
  })

  test('sign-in links keep the return path and the session number', () => {
    expect(signInHref('/login/organisation', '', '')).toBe('/login/organisation')
    expect(signInHref('/login', '/tools?q=a', 'S1')).toBe('/login?returnToUrl=%2Ftools%3Fq%3Da&session-number=S1')
  })
})
