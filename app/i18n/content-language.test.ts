import { describe, expect, test } from 'vitest'

import { inLanguage, langAttribute, sameLanguage } from './content-language.ts'

describe('content in the page language', () => {
  const article = { title: 'Questions to ask', summary: 'A short list.' }
  const translations = { es: { title: 'Preguntas para hacer', summary: 'Una lista breve.' } }

  test('a translation in the page language is picked and said to be in it', () => {
    expect(inLanguage(article, translations, 'es')).toEqual({ value: translations.es, language: 'es' })
  })

  test('a regional page language takes the language’s translation', () => {
    expect(inLanguage(article, translations, 'es-MX')).toEqual({ value: translations.es, language: 'es' })
  })

  test('without a translation the English text comes back, said to be English', () => {
    expect(inLanguage(article, undefined, 'es')).toEqual({ value: article, language: 'en-US' })
    expect(inLanguage(article, {}, 'es')).toEqual({ value: article, language: 'en-US' })
    expect(inLanguage(article, { fr: article }, 'es')).toEqual({ value: article, language: 'en-US' })
    expect(inLanguage(article, { es: undefined }, 'es')).toEqual({ value: article, language: 'en-US' })
  })

  test('an English page shows the English text even when translations exist', () => {
    expect(inLanguage(article, translations, 'en-US')).toEqual({ value: article, language: 'en-US' })
    expect(inLanguage(article, translations, 'en-GB')).toEqual({ value: article, language: 'en-US' })
  })

  test('lang is set only where the text and the page differ in language', () => {
    expect(sameLanguage('en', 'en-US')).toBe(true)
    expect(sameLanguage('es', 'en-US')).toBe(false)
    expect(langAttribute('en-US', 'es')).toBe('en-US')
    expect(langAttribute('es', 'es')).toBeUndefined()
    expect(langAttribute('en-US', 'en-US')).toBeUndefined()
    expect(langAttribute('es', 'en-US')).toBe('es')
  })
})
