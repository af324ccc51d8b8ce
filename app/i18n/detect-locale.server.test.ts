import { createCookie } from 'react-router'
import { describe, expect, test } from 'vitest'

import { detectLocale } from './detect-locale.server.ts'

const cookie = createCookie('lng')

async function detect(headers: Record<string, string>) {
  return detectLocale(new Request('http://consilium.test/', { headers }), cookie)
}

describe('detectLocale', () => {
  test('without a cookie or Accept-Language: en-US', async () => {
    expect(await detect({})).toBe('en-US')
  })

  test('the lng cookie wins over Accept-Language', async () => {
    expect(await detect({ cookie: await cookie.serialize('es'), 'accept-language': 'en-US' })).toBe('es')
    expect(await detect({ cookie: await cookie.serialize('en-US'), 'accept-language': 'es' })).toBe('en-US')
  })

  test('an unsupported cookie value falls through to Accept-Language', async () => {
    expect(await detect({ cookie: await cookie.serialize('fr'), 'accept-language': 'es' })).toBe('es')
  })

  test('Accept-Language: exact, then by language, from the most preferred locale only', async () => {
    expect(await detect({ 'accept-language': 'es' })).toBe('es')
    expect(await detect({ 'accept-language': 'es-MX,es;q=0.9' })).toBe('es')
    expect(await detect({ 'accept-language': 'en-GB' })).toBe('en-US')
    expect(await detect({ 'accept-language': 'en' })).toBe('en-US')
    expect(await detect({ 'accept-language': 'fr;q=0.5, es;q=0.8' })).toBe('es')
    expect(await detect({ 'accept-language': 'fr-FR, es;q=0.9' })).toBe('en-US')
    expect(await detect({ 'accept-language': '*' })).toBe('en-US')
  })
})
