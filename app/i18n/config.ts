export const supportedLanguages = ['en-US', 'es'] as const
export type Language = (typeof supportedLanguages)[number]
export const fallbackLanguage: Language = 'en-US'
export const defaultNS = 'common'

export const languageNames: Record<Language, string> = {
  'en-US': 'English (US)',
  es: 'Español',
}

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value)
}

/** i18next options shared by the server middleware and the browser. */
export const i18nextOptions = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: false as const,
  // 'en-US' alone, never also 'en': each locale is one file.
  load: 'currentOnly' as const,
  ns: [defaultNS],
  defaultNS,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
}
