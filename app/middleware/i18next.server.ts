import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from 'react-router'

import { defaultNS, type Language, supportedLanguages } from '#app/i18n/config.ts'
import { detectLocale } from '#app/i18n/detect-locale.server.ts'
import { MissingLocaleError } from '#app/i18n/locale-files.ts'
import { loadNamespace } from '#app/i18n/messages.server.ts'
import { createTranslator, type Translator } from '#app/i18n/translator.ts'

export const localeCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
})

type Loaded = { translator: Translator; missing?: MissingLocaleError }

// One translator per locale, built once for the process: a request only picks one.
const translators = new Map<string, Promise<Loaded>>()

export function translatorFor(language: string): Promise<Loaded> {
  let loaded = translators.get(language)
  if (!loaded) {
    loaded = loadNamespace(language, defaultNS).then(
      (messages) => ({ translator: createTranslator(language, messages) }),
      (error: unknown) => {
        if (!(error instanceof MissingLocaleError)) throw error
        return { translator: createTranslator(language, {}), missing: error }
      },
    )
    translators.set(language, loaded)
  }
  return loaded
}

for (const language of supportedLanguages) void translatorFor(language)

const localeContext = createContext<Language>()
const translatorContext = createContext<Loaded>()

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const locale = await detectLocale(request, localeCookie)
  context.set(localeContext, locale)
  context.set(translatorContext, await translatorFor(locale))
  return next()
}

export const getLocale = (context: Readonly<RouterContextProvider>): Language => context.get(localeContext)

/** The request's translator (`t`, `language`, `dir`), shared by every request in its locale. */
export const getInstance = (context: Readonly<RouterContextProvider>): Translator => context.get(translatorContext).translator

/** A supported locale whose file is missing fails the request instead of showing raw keys. */
export const requireLocaleLoaded: MiddlewareFunction<Response> = async ({ context }, next) => {
  const { missing } = context.get(translatorContext)
  if (missing) throw missing
  return next()
}
