import { describe, expect, test } from 'vitest'

import { buildUserState, type UserState } from '#app/auth/user-state.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'
import { aidLibrary } from '#engine/library.ts'
import { toolLibrary } from '#engine/library.ts'
import { makeTool } from '#tests/support/tool-fixture.ts'

import {
  browse,
  browseCategories,
  browseTool,
  categoryTools,
  consumerFilter,
  eligibilityByInfoPath,
  eligibilityHtml,
  featuredTool,
  featuredTools,
  isForbidden,
  openedCategory,
  toolInfo,
} from './catalogue.server.ts'
import { FEATURED_SLUGS } from './content.ts'
import { toolInfoPath, type CategoryType } from './types.ts'

const org = { id: 'org', name: 'Org', displaySignIn: true, ehrVendor: null }
const users = {
  anonymous: buildUserState({ user: null, userOrganisation: null, networkOrganisation: null }),
  personal: buildUserState({
    user: { id: 'u', name: 'P', patientEncounterReportAccess: false },
    userOrganisation: null,
    networkOrganisation: null,
  }),
  subscriber: buildUserState({
    user: { id: 'u', name: 'S', patientEncounterReportAccess: false },
    userOrganisation: { ...org, subscriptionStatus: 'active' },
    networkOrganisation: null,
  }),
  lapsed: buildUserState({
    user: { id: 'u', name: 'L', patientEncounterReportAccess: false },
    userOrganisation: { ...org, subscriptionStatus: 'inactive' },
    networkOrganisation: null,
  }),
  network: buildUserState({ user: null, userOrganisation: null, networkOrganisation: { ...org, subscriptionStatus: 'active' } }),
}

/** Every category of a type with its tools, as the accordion shows them once all are open. */
function everyCategory(categoryType: CategoryType, user: UserState, options: { filter?: boolean; library?: ToolDefinition[] } = {}) {
  return browseCategories(categoryType, options.library).map((c) => categoryTools(categoryType, c.nestedElementsPath, user, options)!)
}

function variant(over: Partial<ToolDefinition>): ToolDefinition {
  return { ...makeTool({ a: { type: 'numeric.basic' } }), ...over }
}

/** A real option grid, so that tools carrying one are typed and shaped as in the library. */
const GRID = [...aidLibrary().values()].find((aid) => aid.optiongrid)!.optiongrid

const released = [...toolLibrary().values()].filter((t) => t.status === 'released')

describe('clinical tools', () => {
  test('every released tool appears in exactly one category', () => {
    const seen = new Map<string, number>()
    for (const section of everyCategory('clinicalTools', users.anonymous)) {
      for (const tool of section.tools) seen.set(tool.slug, (seen.get(tool.slug) ?? 0) + 1)
    }
    expect([...seen.keys()].sort()).toEqual(released.map((t) => t.slug).sort())
    expect([...seen.values()].every((n) => n === 1)).toBe(true)
  })

  test('categories are the tools’ clinical categories, each with its own path', () => {
    const categories = browseCategories('clinicalTools')
    expect(categories.map((c) => c.title)).toEqual([...new Set(released.map((t) => t.category))].sort((a, b) => a.localeCompare(b)))
    expect(new Set(categories.map((c) => c.nestedElementsPath)).size).toBe(categories.length)
    expect(browse('clinicalTools').cdh[0]!.nestedElementsPath).toEqual(categories)
  })

  test('a path of another category type, or none at all, finds nothing', () => {
    const path = browseCategories('clinicalTools')[0]!.nestedElementsPath
    expect(categoryTools('clinicalTools', path, users.anonymous)?.tools.length).toBeGreaterThan(0)
    expect(categoryTools('dynaMedDecisionsTools', path, users.anonymous)).toBeNull()
    expect(categoryTools('clinicalTools', 'clinicalTools/nothing', users.anonymous)).toBeNull()
  })
})

describe('the category opened by ?category= (the accordion without JavaScript)', () => {
  test('its tools with their eligibility; nothing for no slug or a slug of no category of the type', () => {
    const opened = openedCategory('clinicalTools', 'cardiology', users.anonymous)!
    expect(opened.nestedElementsPath).toBe('clinicalTools/cardiology')
    expect(opened.tools).toEqual(categoryTools('clinicalTools', 'clinicalTools/cardiology', users.anonymous)!.tools)
    expect(Object.keys(opened.eligibility).sort()).toEqual(opened.tools.map((t) => toolInfoPath(t.an, t.version)).sort())
    const prevent = toolLibrary().get('prevent')!
    expect(opened.eligibility[toolInfoPath(prevent.contentName, prevent.version)]).toContain('<p>Adults')
    expect(openedCategory('clinicalTools', null, users.anonymous)).toBeNull()
    expect(openedCategory('clinicalTools', 'no-such-category', users.anonymous)).toBeNull()
    expect(openedCategory('dynaMedDecisionsTools', 'cardiology', users.anonymous)).toBeNull()
  })

  test('isForbidden is decided for the asking user', () => {
    const library = [variant({ slug: 'paid', name: 'Paid', contentName: 'paid', isFree: false, category: 'Heart' })]
    expect(openedCategory('clinicalTools', 'heart', users.anonymous, { library })!.tools[0]!.isForbidden).toBe(true)
    expect(openedCategory('clinicalTools', 'heart', users.subscriber, { library })!.tools[0]!.isForbidden).toBe(false)
  })
})

describe('browse tool', () => {
  test('has exactly the fields of spec 01 §3', () => {
    const tool = toolLibrary().get('cha2ds2-vasc')!
    expect(browseTool(tool, users.anonymous)).toEqual({
      an: tool.contentName,
      version: tool.version,
      title: tool.name,
      slug: 'cha2ds2-vasc',
      shortDescription: tool.description,
      language: 'en-US',
      pubTypePretty: 'Calculator',
      isFree: true,
      isForbidden: false,
      isPatientData: true,
      isSharedDecision: false,
      isPatientFAQ: tool.definitions.length > 0,
    })
  })

  test('flags follow the tool type and its option grid', () => {
    const aid = browseTool(variant({ toolType: 1, optiongrid: GRID }), users.anonymous)
    expect(aid).toMatchObject({ isPatientData: false, isSharedDecision: false, pubTypePretty: 'Decision Aid' })
    const encounter = browseTool(variant({ toolType: 2, optiongrid: GRID }), users.anonymous)
    expect(encounter).toMatchObject({ isPatientData: true, isSharedDecision: true, pubTypePretty: 'Shared Decision Tool' })
    const faq = browseTool(variant({ definitions: [{ term: 'Risk', definition: 'The chance.' }] }), users.anonymous)
    expect(faq.isPatientFAQ).toBe(true)
  })

  test('isForbidden: a paid tool without an active subscription; free tools never', () => {
    const paid = variant({ isFree: false })
    const free = variant({ isFree: true })
    expect(isForbidden(paid, users.anonymous)).toBe(true)
    expect(isForbidden(paid, users.personal)).toBe(true)
    expect(isForbidden(paid, users.lapsed)).toBe(true)
    expect(isForbidden(paid, users.subscriber)).toBe(false)
    expect(isForbidden(paid, users.network)).toBe(false)
    for (const user of Object.values(users)) expect(isForbidden(free, user)).toBe(false)
  })
})

describe('shared tools and the consumer filter', () => {
  const library = [
    variant({ slug: 'aid', name: 'An aid', contentName: 'aid', toolType: 1, optiongrid: GRID, category: 'Heart' }),
    variant({ slug: 'encounter', name: 'Encounter', contentName: 'encounter', toolType: 2, optiongrid: GRID, category: 'Heart' }),
    variant({ slug: 'calc', name: 'Calc', contentName: 'calc', toolType: 3, category: 'Kidney' }),
    variant({ slug: 'draft', name: 'Draft aid', contentName: 'draft', toolType: 1, status: 'draft', category: 'Lungs' }),
  ]

  test('shared tools are the released aids and tools with an option grid', () => {
    const all = everyCategory('sharedTools', users.anonymous, { library })
    expect(all.map((c) => [c.title, c.tools.map((t) => t.slug)])).toEqual([['Heart', ['aid', 'encounter']]])
  })

  test('filtering leaves out tools with patient data or for shared decisions', () => {
    const heart = browseCategories('sharedTools', library)[0]!.nestedElementsPath
    expect(categoryTools('sharedTools', heart, users.anonymous, { library, filter: true })?.tools.map((t) => t.slug)).toEqual(['aid'])
    expect(consumerFilter([{ isPatientData: true, isSharedDecision: false }, { isPatientData: false, isSharedDecision: false }])).toHaveLength(1)
  })

  test('the real library may have no shared tools: an empty list, not an error', () => {
    expect(() => browse('sharedTools')).not.toThrow()
    expect(browse('sharedTools').cdh[0]!.nestedElementsPath).toEqual(browseCategories('sharedTools'))
  })

  test('the consumer featured tool is a patient-facing aid, or none', () => {
    expect(featuredTool('Featured', { consumer: true, library })?.slug).toBe('aid')
    expect(featuredTool('Featured', { consumer: true, library: library.slice(1) })).toBeNull()
  })

  test('the whole collection is grouped by kind of tool', () => {
    expect(browseCategories('dynaMedDecisionsTools', library).map((c) => c.title)).toEqual([
      'Calculators',
      'Decision Aids',
      'Shared Decision Tools',
    ])
  })
})

describe('tool info and featured tools', () => {
  test('eligibility is escaped plain text as html', () => {
    expect(eligibilityHtml(variant({ eligibility: 'Adults <18 & "others"\nSecond line' }))).toBe(
      '<p>Adults &lt;18 &amp; &quot;others&quot;</p><p>Second line</p>',
    )
    const prevent = toolLibrary().get('prevent')!
    expect(toolInfo('prevent', prevent.version)?.eligibility).toContain('<p>Adults')
    expect(toolInfo('prevent', '0.0.1')).toBeNull()
    expect(toolInfo('no-such-tool', '1.0.0')).toBeNull()
    const path = `/api-tool-experience/content/prevent/${prevent.version}/info`
    expect(Object.keys(eligibilityByInfoPath([path, '/nothing']))).toEqual([path])
  })

  test('the curated featured list holds released tools, in order', () => {
    expect(featuredTools().map((t) => t.slug)).toEqual(FEATURED_SLUGS.filter((s) => toolLibrary().get(s)?.status === 'released'))
    expect(featuredTools().length).toBeGreaterThanOrEqual(3)
    const card = featuredTool('Featured Tool')!
    expect(card).toEqual({ sectionTitle: 'Featured Tool', title: expect.any(String), isFree: true, eligibility: expect.any(String), slug: 'prevent', language: 'en-US' })
  })
})

describe('the catalogue in Spanish', () => {
  const knee = 'knee-osteoarthritis-treatment-choice'
  const kneeEs = aidLibrary().get(`${knee}:es`)!

  test('category titles are translated; their paths stay the English slugs', () => {
    const en = browseCategories('clinicalTools')
    const es = browseCategories('clinicalTools', undefined, 'es')
    expect(es.map((c) => c.nestedElementsPath).sort()).toEqual(en.map((c) => c.nestedElementsPath).sort())
    expect(es.find((c) => c.nestedElementsPath === 'clinicalTools/cardiology')).toEqual({
      title: 'Cardiología',
      nestedElementsPath: 'clinicalTools/cardiology',
      language: 'es',
    })
    expect(en.find((c) => c.nestedElementsPath === 'clinicalTools/cardiology')).toEqual({ title: 'Cardiology', nestedElementsPath: 'clinicalTools/cardiology', language: 'en-US' })
    expect(browse('dynaMedDecisionsTools', undefined, 'es').cdh[0]).toMatchObject({ title: 'Todas las herramientas', language: 'es' })
  })

  test('a category without a translation keeps its English title and says so', () => {
    const library = [variant({ slug: 'x', contentName: 'x', category: 'Dermatology' })]
    expect(browseCategories('clinicalTools', library, 'es')).toEqual([{ title: 'Dermatology', nestedElementsPath: 'clinicalTools/dermatology', language: 'en-US' }])
  })

  test('an aid with a Spanish version is listed in Spanish; a tool without one in English, marked English', () => {
    const ortho = categoryTools('sharedTools', 'sharedTools/orthopaedics', users.anonymous, { language: 'es' })!
    expect(ortho.title).toBe('Ortopedia y traumatología')
    expect(ortho.tools.find((t) => t.slug === knee)).toMatchObject({
      title: kneeEs.name,
      shortDescription: kneeEs.description,
      language: 'es',
      pubTypePretty: 'Ayuda para decidir',
    })
    const cardiology = categoryTools('clinicalTools', 'clinicalTools/cardiology', users.anonymous, { language: 'es' })!
    const cha = cardiology.tools.find((t) => t.slug === 'cha2ds2-vasc')!
    expect(cha).toMatchObject({ title: toolLibrary().get('cha2ds2-vasc')!.name, language: 'en-US', pubTypePretty: 'Calculadora' })
  })

  test('eligibility, info and the featured card follow the same language', () => {
    const path = toolInfoPath(kneeEs.contentName, kneeEs.version)
    expect(toolInfo(kneeEs.contentName, kneeEs.version, undefined, 'es')).toEqual({ eligibility: `<p>${kneeEs.eligibility}</p>`, language: 'es' })
    expect(eligibilityByInfoPath([path], undefined, 'es')[path]).toBe(`<p>${kneeEs.eligibility}</p>`)
    expect(featuredTool('Destacada', { language: 'es' })).toMatchObject({ slug: 'prevent', language: 'en-US' })
  })

  test('a translation of another version is not used', () => {
    const older = { ...toolLibrary().get(knee)!, version: '0.9.0' }
    const listed = categoryTools('sharedTools', 'sharedTools/orthopaedics', users.anonymous, { library: [older], language: 'es' })!
    expect(listed.tools[0]).toMatchObject({ title: older.name, language: 'en-US' })
  })
})
