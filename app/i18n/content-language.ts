import { createContext, useContext } from 'react'

import { useTranslation } from './use-translation.tsx'

/**
 * Content (tools, aids, categories, articles) is written in English and may carry
 * translations. These helpers pick the version in the page's language when there is one,
 * and tell the page which language a text is really in, so that an English text on a
 * Spanish page is marked `lang="en-US"` (WCAG 2.2 SC 3.1.2).
 */

/** The language content is written in before it is translated. */
export const CONTENT_LANGUAGE = 'en-US'

/** The same language when the primary subtags agree ('es' and 'es-MX', 'en' and 'en-US'). */
export function sameLanguage(a: string, b: string): boolean {
  return a.split('-')[0]!.toLowerCase() === b.split('-')[0]!.toLowerCase()
}

/** The `lang` attribute for a text in `content` on a page in `page`: none when they agree. */
export function langAttribute(content: string, page: string): string | undefined {
  return sameLanguage(content, page) ? undefined : content
}

/** `lang` for a text in the content language (or `content`) on this page: `lang={langOf()}`. */
export function useLangOf(): (content?: string) => string | undefined {
  const { i18n } = useTranslation()
  return (content = CONTENT_LANGUAGE) => langAttribute(content, i18n.language)
}

/**
 * A text with translations: `{ en: 'Oncology', es: 'Oncología' }` is written as the English
 * text and a `translations` record keyed by language.
 */
export type Translations<T> = { [language: string]: T | undefined }

export type InLanguage<T> = { value: T; language: string }

/**
 * The version of `english` in `language`, or English when there is none: `language` says
 * which one was given, for the `lang` attribute.
 */
export function inLanguage<T>(english: T, translations: Translations<T> | undefined, language: string): InLanguage<T> {
  if (sameLanguage(language, CONTENT_LANGUAGE)) return { value: english, language: CONTENT_LANGUAGE }
  const exact = translations?.[language]
  if (exact !== undefined) return { value: exact, language }
  const primary = language.split('-')[0]!
  const loose = Object.entries(translations ?? {}).find(([key, value]) => value !== undefined && sameLanguage(key, primary))
  return loose ? { value: loose[1]!, language: loose[0] } : { value: english, language: CONTENT_LANGUAGE }
}

/** The language of the tool whose texts a subtree shows (set by the option grid). */
export const ToolLanguage = createContext<string>(CONTENT_LANGUAGE)

/** `lang` for a text of the tool around this component, on this page: none when they agree. */
export function useToolLang(): string | undefined {
  const { i18n } = useTranslation()
  return langAttribute(useContext(ToolLanguage), i18n.language)
}
