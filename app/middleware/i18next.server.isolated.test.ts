import { RouterContextProvider } from 'react-router'
import { describe, expect, test, vi } from 'vitest'

import type * as Messages from '#app/i18n/messages.server.ts'

import { localeCookie, getInstance, getLocale, i18nextMiddleware, translatorFor } from './i18next.server.ts'

type Args = Parameters<typeof i18nextMiddleware>[0]

async function run(headers: Record<string, string>) {
  const context = new RouterContextProvider()
  const args = { request: new Request('http://consilium.test/', { headers }), context, params: {}, unstable_pattern: '/' } as unknown as Args
  await i18nextMiddleware(args, async () => new Response())
  return context
}

describe('i18n middleware', () => {
  test('one translator per locale for the whole process', async () => {
    expect(translatorFor('es')).toBe(translatorFor('es'))
    const [a, b] = await Promise.all([run({ 'accept-language': 'es' }), run({ cookie: await localeCookie.serialize('es') })])
    expect(getInstance(a)).toBe(getInstance(b))
    expect(getLocale(a)).toBe('es')
    expect(getInstance(a).t('status.goHome')).toBe('Ir a la página de inicio')
  })

  test('a request without a preference is in en-US', async () => {
    const context = await run({})
    expect(getLocale(context)).toBe('en-US')
    expect(getInstance(context).t('status.goHome')).toBe('Go to the home page')
  })

  test('a supported locale whose file is missing fails the request with the spec\'s error', async () => {
    vi.resetModules()
    vi.doMock('#app/i18n/messages.server.ts', async (actual) => {
      const real = await actual<typeof Messages>()
      return { loadNamespace: (lng: string, ns: string) => real.loadNamespace(lng, ns, lng === 'es' ? {} : undefined) }
    })
    const fresh = await import('./i18next.server.ts')
    const context = new RouterContextProvider()
    const args = { request: new Request('http://consilium.test/', { headers: { 'accept-language': 'es' } }), context, params: {}, unstable_pattern: '/' } as unknown as Args
    const page = async () => new Response('not reached')
    const request = async () => fresh.i18nextMiddleware(args, async () => (await fresh.requireLocaleLoaded(args, page)) ?? page())
    await expect(request()).rejects.toMatchObject({
      name: 'MissingLocaleError',
      message: "Cannot find module '../locales/es/common.json'",
    })
    // The error page still has texts to render with: the keys.
    expect(fresh.getInstance(context).t('status.goHome')).toBe('status.goHome')
    vi.doUnmock('#app/i18n/messages.server.ts')
  })
})
