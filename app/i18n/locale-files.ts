import { defaultNS } from './config.ts'
import { createTranslator, type Messages, type Translator } from './translator.ts'

// Each locale file is a hashed static asset: the page preloads its own locale's file in <head>
// and the browser fetches another only when the language is switched to it.
const urls = import.meta.glob<string>('../locales/*/*.json', { query: '?url', import: 'default', eager: true })

export class MissingLocaleError extends Error {
  override name = 'MissingLocaleError'
}

const fileOf = (language: string, namespace: string) => `../locales/${language}/${namespace}.json`

export function localeUrl(language: string, namespace = defaultNS, available: Record<string, string> = urls): string | undefined {
  return available[fileOf(language, namespace)]
}

/**
 * In the browser: the locale's texts, answered by the preload the page started (a fetch with
 * the same mode and credentials). A locale without a file is an error, not a silent fallback.
 */
export async function fetchTranslator(language: string, available: Record<string, string> = urls): Promise<Translator> {
  const missing = () => new MissingLocaleError(`Cannot find module '${fileOf(language, defaultNS)}'`)
  const url = localeUrl(language, defaultNS, available)
  if (!url) throw missing()
  const response = await fetch(url)
  if (!response.ok) throw missing()
  return createTranslator(language, (await response.json()) as Messages)
}
