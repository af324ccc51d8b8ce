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
