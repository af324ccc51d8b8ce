import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, test } from 'vitest'

/** Every post form in app/ carries the EHR session's CSRF token (csrf.server.ts refuses it otherwise). */
const root = fileURLToPath(new URL('../..', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : []
  })
}

const withPostForms = sources(root).filter((file) => /<(?:Form|form|fetcher\.Form)\b[^>]*?\bmethod=(?:"post"|\{method\})/s.test(readFileSync(file, 'utf8')))

describe('post forms', () => {
  test('there are post forms to check', () => {
    expect(withPostForms.length).toBeGreaterThan(10)
  })

  test.each(withPostForms.map((f) => [relative(root, f), f]))('%s carries the CSRF field', (_name, file) => {
    const text = readFileSync(file, 'utf8')
    const forms = text.match(/<(?:Form|form|fetcher\.Form)\b[^>]*?\bmethod=(?:"post"|\{method\})/gs) ?? []
    expect((text.match(/<CsrfField \/>/g) ?? []).length).toBeGreaterThanOrEqual(forms.length)
  })
})
