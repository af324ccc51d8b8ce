import type { ReactNode } from 'react'

import en from '#app/locales/en-US/common.json'

import { createTranslator, type Translator } from './translator.ts'
import { I18nProvider } from './use-translation.tsx'

/** For tests: the English texts, as the pages have them. */
export const english: Translator = createTranslator('en-US', en)

export function withI18n(node: ReactNode, translator: Translator = english) {
  return <I18nProvider translator={translator}>{node}</I18nProvider>
}
