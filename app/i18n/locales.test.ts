import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import { supportedLanguages } from './config.ts'
import { MissingLocaleError } from './locale-files.ts'
import { loadNamespace } from './messages.server.ts'

const localesDir = path.resolve(import.meta.dirname, '../locales')

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
  }
  return [prefix]
}

const read = (lng: string, ns: string) =>
  JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), 'utf8')) as unknown

describe('locales', () => {
  const namespaces = readdirSync(path.join(localesDir, 'en-US')).map((f) => f.replace(/\.json$/, ''))

  test.each(supportedLanguages.filter((l) => l !== 'en-US'))('%s has exactly the keys of en-US', (lng) => {
    for (const ns of namespaces) {
      expect(keysOf(read(lng, ns)).sort()).toEqual(keysOf(read('en-US', ns)).sort())
    }
  })

  test('no translation is empty', () => {
    for (const lng of supportedLanguages) {
      for (const ns of namespaces) {
        const empty = keysOf(read(lng, ns)).filter((k) => {
          const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], read(lng, ns))
          return typeof v !== 'string' || v.trim() === ''
        })
        expect(empty, `${lng}/${ns}`).toEqual([])
      }
    }
  })

  test('every supported locale has a file for every namespace', () => {
    for (const lng of supportedLanguages) {
      expect(readdirSync(path.join(localesDir, lng)).sort()).toEqual([...namespaces.map((n) => `${n}.json`)].sort())
    }
  })

  test('a requested locale without a file is an error, not a silent fallback', async () => {
    await expect(loadNamespace('fr', 'common')).rejects.toBeInstanceOf(MissingLocaleError)
    await expect(loadNamespace('fr', 'common')).rejects.toThrow("Cannot find module '../locales/fr/common.json'")
  })

  test('a locale file loads on demand', async () => {
    const es = (await loadNamespace('es', 'common')) as { status: { notFoundTitle: string } }
    expect(es.status.notFoundTitle).toBe('Página no encontrada')
  })
})
