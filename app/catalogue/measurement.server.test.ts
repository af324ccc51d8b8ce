import { afterAll, describe, expect, test } from 'vitest'

import { buildUserState } from '#app/auth/user-state.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { TOOL_DEFINITIONS, multiplyToolLibrary, toolLibrary } from '#engine/library.ts'

import { browseCategories, categoryTools, findReleasedByContent } from './catalogue.server.ts'
import { applyMeasurementCatalogue } from './measurement.server.ts'

const anonymous = buildUserState({ user: null, userOrganisation: null, networkOrganisation: null })

// This file changes the process's library: it runs in a module graph of its own (the unit project isolates files).
afterAll(() => multiplyToolLibrary(1))

describe('the measurement catalogue (MEASUREMENT_CATALOGUE_COPIES)', () => {
  test('off unless asked for, from 1 to 20 copies', () => {
    expect(parseEnv({}).MEASUREMENT_CATALOGUE_COPIES).toBe(1)
    expect(parseEnv({ MEASUREMENT_CATALOGUE_COPIES: '10' }).MEASUREMENT_CATALOGUE_COPIES).toBe(10)
    for (const value of ['0', '21', 'ten', '2.5']) expect(() => parseEnv({ MEASUREMENT_CATALOGUE_COPIES: value })).toThrow(/MEASUREMENT_CATALOGUE_COPIES/)
    expect(applyMeasurementCatalogue({ MEASUREMENT_CATALOGUE_COPIES: 1, DATABASE_URL: undefined })).toBeNull()
    expect(toolLibrary().size).toBe(TOOL_DEFINITIONS.length)
  })

  test('refused next to a real database, and then the catalogue is left as it is', () => {
    const answer = applyMeasurementCatalogue({ MEASUREMENT_CATALOGUE_COPIES: 10, DATABASE_URL: 'postgres://db/consilium' })
    expect(answer).toEqual({ refused: expect.stringContaining('MEASUREMENT_CATALOGUE_COPIES') })
    expect(toolLibrary().size).toBe(TOOL_DEFINITIONS.length)
  })

  test('ten copies: distinct slugs and content names, the same categories with ten times the tools', () => {
    const before = browseCategories('clinicalTools')
    const cardiology = before.find((c) => c.title === 'Cardiology')!.nestedElementsPath
    const toolsBefore = categoryTools('clinicalTools', cardiology, anonymous)!.tools

    expect(applyMeasurementCatalogue({ MEASUREMENT_CATALOGUE_COPIES: 10, DATABASE_URL: undefined })).toEqual({ tools: 10 * TOOL_DEFINITIONS.length })
    const tools = [...toolLibrary().values()]
    expect(new Set(tools.map((t) => t.slug)).size).toBe(tools.length)
    expect(new Set(tools.map((t) => t.contentName)).size).toBe(tools.length)
    const copy = toolLibrary().get('cha2ds2-vasc-copy-7')!
    expect(copy).toMatchObject({ category: toolLibrary().get('cha2ds2-vasc')!.category, contentName: `${toolLibrary().get('cha2ds2-vasc')!.contentName}-copy-7` })
    expect(findReleasedByContent(copy.contentName)?.slug).toBe('cha2ds2-vasc-copy-7')

    // The catalogue follows the library it is built from.
    expect(browseCategories('clinicalTools')).toEqual(before)
    expect(categoryTools('clinicalTools', cardiology, anonymous)!.tools).toHaveLength(10 * toolsBefore.length)

    multiplyToolLibrary(1)
    expect(toolLibrary().size).toBe(TOOL_DEFINITIONS.length)
    expect(categoryTools('clinicalTools', cardiology, anonymous)!.tools).toEqual(toolsBefore)
  })
})
