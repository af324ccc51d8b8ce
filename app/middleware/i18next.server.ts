import { initReactI18next } from 'react-i18next'
import { createCookie, type MiddlewareFunction } from 'react-router'
import { createI18nextMiddleware } from 'remix-i18next/middleware'

import { defaultNS, fallbackLanguage, i18nextOptions, supportedLanguages } from '#app/i18n/config.ts'
import { lazyBackend, MissingLocaleError } from '#app/i18n/lazy-backend.ts'

export const localeCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
})

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: localeCookie,
    order: ['cookie', 'header'],
  },
  i18next: i18nextOptions,
  plugins: [initReactI18next, lazyBackend],
})

/**
 * i18next reports a backend failure only through its logger; a supported locale
 * whose file is missing must fail the request instead of showing raw keys.
 */
export const requireLocaleLoaded: MiddlewareFunction<Response> = async ({ context }, next) => {
  const locale = getLocale(context)
  if (!getInstance(context).hasResourceBundle(locale, defaultNS)) {
    throw new MissingLocaleError(`Cannot find module '../locales/${locale}/${defaultNS}.json'`)
  }
  return next()
}
