import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'

import { RegisterSchema, safeReturnPath, SignInSchema } from './schemas.ts'

const form = (entries: Record<string, string>) => {
  const fd = new FormData()
  for (const [k, v] of Object.entries(entries)) fd.set(k, v)
  return fd
}

describe('safeReturnPath never makes an open redirect', () => {
  test.each([
    ['/tools?x=1#top', '/tools?x=1#top'],
    ['/tool/ascvd', '/tool/ascvd'],
    ['//evil.example/path', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
    ['/ok\n/next', '/'],
    ['/login?returnToUrl=/x', '/'],
    ['/logout', '/'],
    ['', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected)
  })
})

describe('sign-in and create-account schemas (shared by browser and server)', () => {
  test('email is trimmed and lower-cased', () => {
    const r = parseWithZod(form({ email: '  Ana@Example.ORG ', password: 'x' }), { schema: SignInSchema })
    expect(r.status).toBe('success')
    if (r.status === 'success') expect(r.value.email).toBe('ana@example.org')
  })

  test('errors are translation keys beside each field', () => {
    const r = parseWithZod(form({ name: '', email: 'not-an-email', password: 'short' }), { schema: RegisterSchema })
    expect(r.status).toBe('error')
    const reply = r.reply()
    expect(reply.error).toMatchObject({
      name: ['auth.errors.nameRequired'],
      email: ['auth.errors.emailInvalid'],
      password: ['auth.errors.passwordTooShort'],
    })
  })

  test('the password may not be the email address', () => {
    const r = parseWithZod(form({ name: 'A', email: 'longname@example.org', password: 'LongName@example.org' }), {
      schema: RegisterSchema,
    })
    expect(r.reply().error).toMatchObject({ password: ['auth.errors.passwordIsEmail'] })
  })

  test('a good registration passes', () => {
    const r = parseWithZod(form({ name: 'Ana Lima', email: 'ana@example.org', password: 'three random words here' }), {
      schema: RegisterSchema,
    })
    expect(r.status).toBe('success')
  })
})
