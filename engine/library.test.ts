import { readdirSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { AIDS } from './aids/all.ts'
import { AID_DEFINITIONS, TOOL_DEFINITIONS, aidLibrary, findAid, findMovedTool, findTool, findToolIn, toolLibrary } from './library.ts'
import type { ToolDefinitionInput } from './schema/tool.ts'
import { TOOLS } from './tools/all.ts'

/** The default exports of the definition files of a folder (not tests, lists or helpers). */
async function definitionFiles(folder: string, skip: readonly string[]): Promise<[string, unknown][]> {
  const files = readdirSync(new URL(`./${folder}/`, import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !skip.includes(f))
  return Promise.all(files.map(async (f) => [f, ((await import(`./${folder}/${f}`)) as { default?: unknown }).default] as [string, unknown]))
}

describe('the library lists every definition', () => {
  test('every file of engine/tools is in engine/tools/all.ts', async () => {
    const files = await definitionFiles('tools', ['all.ts', 'common.ts', 'references.ts'])
    expect(files.length).toBeGreaterThan(40)
    const unlisted = files.filter(([, d]) => !TOOLS.includes(d as ToolDefinitionInput)).map(([f]) => f)
    expect(unlisted).toEqual([])
    expect(TOOLS).toHaveLength(files.length)
  })

  test('every aid of engine/aids is in engine/aids/all.ts', async () => {
    // Aid files without a default export are helpers (grid view, IPDAS checks, translation…).
    const files = (await definitionFiles('aids', ['all.ts'])).filter(([, d]) => d !== undefined)
    const unlisted = files.filter(([, d]) => !AIDS.includes(d as ToolDefinitionInput)).map(([f]) => f)
    expect(unlisted).toEqual([])
    expect(AIDS).toHaveLength(files.length)
  })

  test('tools and English aids are served, sorted by name; translations only through findToolIn', () => {
    expect(TOOL_DEFINITIONS).toHaveLength(TOOLS.length + AIDS.filter((a) => (a.language ?? 'en-US') === 'en-US').length)
    const names = TOOL_DEFINITIONS.map((d) => d.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(toolLibrary().size).toBe(TOOL_DEFINITIONS.length)
    expect(aidLibrary().size).toBe(AID_DEFINITIONS.length)
    expect(findTool('cha2ds2-vasc')?.slug).toBe('cha2ds2-vasc')
    expect(findTool('cha2ds2-vasc', '0.0.1')).toBeNull()
    expect(findMovedTool('bmi')?.slug).toBe('bmi-bsa')
    expect(findToolIn('knee-osteoarthritis-treatment-choice', 'es')?.language).toBe('es')
    expect(findAid('knee-osteoarthritis-treatment-choice', 'es')?.language).toBe('es')
  })
})
