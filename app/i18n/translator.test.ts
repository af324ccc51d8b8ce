import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test, vi } from 'vitest'

import { fetchTranslator, localeUrl, MissingLocaleError } from './locale-files.ts'
import { createTranslator, type Messages } from './translator.ts'

const read = (lng: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../locales/${lng}/common.json`), 'utf8')) as Messages

const en = createTranslator('en-US', read('en-US'))
const es = createTranslator('es', read('es'))

describe('translator', () => {
  test('a dotted key finds its text in the locale file', () => {
    expect(en.t('status.goHome')).toBe('Go to the home page')
    expect(es.t('status.goHome')).toBe('Ir a la página de inicio')
  })

  test('interpolates {{name}} without escaping (React escapes)', () => {
    expect(en.t('tool.errors.dateMin', { date: 'Jan 1, 2020' })).toBe('Enter a date on or after Jan 1, 2020.')
    expect(en.t('search.noResults', { query: '<b>&' })).toBe('No results for “<b>&”. Check the spelling or try a shorter or more general term.')
  })

  test('a value that is not given leaves its placeholder; one given as undefined is empty', () => {
    expect(en.t('tool.errors.dateMin')).toBe('Enter a date on or after {{date}}.')
    expect(en.t('tool.errors.dateMin', { date: undefined })).toBe('Enter a date on or after .')
    expect(en.t('tool.errors.range', { min: 0, max: 10, units: ' mg' })).toContain('0')
  })

  test('plural keys in en-US: _zero for 0 where there is one, else _one / _other', () => {
    expect(en.t('autocomplete.count', { count: 0 })).toBe('No suggestions')
    expect(en.t('autocomplete.count', { count: 1 })).toBe('1 suggestion available')
    expect(en.t('autocomplete.count', { count: 2 })).toBe('2 suggestions available')
    expect(en.t('search.resultsCount', { count: 0, query: 'gfr' })).toBe('0 results for “gfr”')
    expect(en.t('search.resultsCount', { count: 1, query: 'gfr' })).toBe('1 result for “gfr”')
  })

  test('plural keys in es', () => {
    expect(es.t('autocomplete.count', { count: 0 })).toBe('No hay sugerencias')
    expect(es.t('autocomplete.count', { count: 1 })).toBe('1 sugerencia disponible')
    expect(es.t('autocomplete.count', { count: 5 })).toBe('5 sugerencias disponibles')
    expect(es.t('search.resultsCount', { count: 1, query: 'tfg' })).toBe('1 resultado para «tfg»')
    expect(es.t('search.resultsCount', { count: 1_000_000, query: 'tfg' })).toBe('1000000 resultados para «tfg»')
  })

  test('a missing key is the key, or the default value when one is given', () => {
    expect(en.t('no.such.key')).toBe('no.such.key')
    expect(en.t('status')).toBe('status')
    expect(en.t('Something went wrong.', { defaultValue: 'Something went wrong.' })).toBe('Something went wrong.')
  })

  test('text direction', () => {
    expect(en.dir()).toBe('ltr')
    expect(es.dir('es')).toBe('ltr')
    expect(en.dir('ar')).toBe('rtl')
    expect(createTranslator('he', {}).dir()).toBe('rtl')
  })
})

describe('locale files in the browser', () => {
  test('every supported locale has a file URL; another locale has none', () => {
    expect(localeUrl('en-US')).toMatch(/common/)
    expect(localeUrl('es')).toMatch(/common/)
    expect(localeUrl('fr')).toBeUndefined()
  })

  test('a locale without a file is the spec\'s "Cannot find module" error', async () => {
    await expect(fetchTranslator('fr')).rejects.toBeInstanceOf(MissingLocaleError)
    await expect(fetchTranslator('fr')).rejects.toThrow("Cannot find module '../locales/fr/common.json'")
  })

  test('a locale file that does not arrive is the same error', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 404 }))
    await expect(fetchTranslator('es')).rejects.toThrow("Cannot find module '../locales/es/common.json'")
    fetch.mockRestore()
  })

  test('the fetched file becomes the translator', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(read('es')))
    const translator = await fetchTranslator('es')
    expect(fetch).toHaveBeenCalledWith(localeUrl('es'))
    expect(translator.language).toBe('es')
    expect(translator.t('autocomplete.count', { count: 2 })).toBe('2 sugerencias disponibles')
    fetch.mockRestore()
  })
})
