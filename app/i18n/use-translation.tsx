import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

import type { TFunction, Translator } from './translator.ts'

export type { TFunction } from './translator.ts'

export interface I18n {
  language: string
  dir: (language?: string) => 'ltr' | 'rtl'
  /** Loads another locale's texts (in the browser, on demand) and re-renders with them. */
  changeLanguage: (language: string) => Promise<void>
}

export interface Translation {
  t: TFunction
  i18n: I18n
}

const TranslationContext = createContext<Translation | null>(null)

export function I18nProvider({
  translator,
  load,
  children,
}: {
  translator: Translator
  /** How to get another locale's translator; without it the language is fixed (server, tests). */
  load?: (language: string) => Promise<Translator>
  children: ReactNode
}) {
  const [switched, setSwitched] = useState<Translator | null>(null)
  const current = switched ?? translator
  const value = useMemo<Translation>(
    () => ({
      t: current.t,
      i18n: {
        language: current.language,
        dir: current.dir,
        async changeLanguage(language) {
          if (!load || language === current.language) return
          setSwitched(await load(language))
        },
      },
    }),
    [current, load],
  )
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>
}

export function useTranslation(): Translation {
  const value = useContext(TranslationContext)
  if (!value) throw new Error('useTranslation needs an <I18nProvider> above it')
  return value
}
