import fc from 'fast-check'
import { redirect } from 'react-router'
import { describe, expect, test } from 'vitest'

import { parseForm } from '#app/utils/parse-form.ts'

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
    ['/.//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2E%2E//evil.example/x', '/'],
    ['/./tools', '/tools'],
    ['/tool/../tools', '/tools'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected)
  })

  // Pieces that URL parsers treat specially, so that the generator finds their combinations.
  const piece = fc.constantFrom(
    '/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%5c', '%00', ':', '@', '?', '#', '\t', '\n', ' ',
    'evil.example', 'http:', 'https:', 'javascript:', 'tools', 'a', '\u3002', '\uff0e', '\uff0f',
  )
  const candidate = fc.oneof(fc.array(piece, { maxLength: 8 }).map((p) => p.join('')), fc.string(), fc.webUrl())
  const ours = fc.webPath().map((p) => new URL(`https://consilium.example/${p.replace(/^\/+/, '')}`))

  test('every output is a same-origin path, wherever the page that follows it sits', () => {
    fc.assert(
      fc.property(candidate, ours, (input, page) => {
        const out = safeReturnPath(input)
        expect(out.startsWith('/')).toBe(true)
        expect(out.startsWith('//')).toBe(false)
        expect(new URL(out, page).origin).toBe(page.origin)
      }),
      { numRuns: 5000 },
    )
  })

  test('as a Location header, every output resolves to our own origin', () => {
    fc.assert(
      fc.property(candidate, ours, (input, page) => {
        const location = redirect(safeReturnPath(input, '/cookies?saved=1')).headers.get('Location') ?? ''
        expect(new URL(location, page).origin).toBe(page.origin)
      }),
      { numRuns: 5000 },
    )
  })

  test('a safe output is returned unchanged when checked again', () => {
    fc.assert(
      fc.property(candidate, (input) => {
        const out = safeReturnPath(input)
        expect(safeReturnPath(out)).toBe(out)
      }),
    )
  })
})

describe('sign-in and create-account schemas (shared by browser and server)', () => {
  test('email is trimmed and lower-cased', () => {
    const r = parseForm(form({ email: '  Ana@Example.ORG ', password: 'x' }), SignInSchema)
    expect(r.status).toBe('success')
    if (r.status === 'success') expect(r.value.email).toBe('ana@example.org')
  })

  test('errors are translation keys beside each field', () => {
    const r = parseForm(form({ name: '', email: 'not-an-email', password: 'short' }), RegisterSchema)
    expect(r.status).toBe('error')
    const reply = r.reply()
    expect(reply.error).toMatchObject({
      name: ['auth.errors.nameRequired'],
      email: ['auth.errors.emailInvalid'],
      password: ['auth.errors.passwordTooShort'],
    })
  })

  test('an empty field counts as missing: its "required" message, not a length one', () => {
    const r = parseForm(form({ name: '', email: '', password: '' }), RegisterSchema)
    expect(r.reply().error).toMatchObject({
      name: ['auth.errors.nameRequired'],
      email: ['auth.errors.emailRequired'],
      password: ['auth.errors.passwordRequired'],
    })
  })

  test('the password may not be the email address', () => {
    const r = parseForm(form({ name: 'A', email: 'longname@example.org', password: 'LongName@example.org' }), RegisterSchema)
    expect(r.reply().error).toMatchObject({ password: ['auth.errors.passwordIsEmail'] })
  })

  test('a good registration passes', () => {
    const r = parseForm(form({ name: 'Ana Lima', email: 'ana@example.org', password: 'three random words here' }), RegisterSchema)
    expect(r.status).toBe('success')
  })
})
