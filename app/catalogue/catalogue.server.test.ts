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
  categoryCounts,
  categoryTools,
  CONDITION_OPTIONS_MAX,
  consumerFilter,
  eligibilityByInfoPath,
  eligibilityHtml,
  featuredTool,
  featuredTools,
  findTools,
  isForbidden,
  letterOf,
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

  test('on the consumer site a category the filter empties is not listed', () => {
    const withEncounterOnly = [...library, variant({ slug: 'lung-encounter', name: 'Lung encounter', contentName: 'lung-encounter', toolType: 2, optiongrid: GRID, category: 'Lungs' })]
    expect(browseCategories('sharedTools', withEncounterOnly).map((c) => c.title)).toEqual(['Heart', 'Lungs'])
    expect(browseCategories('sharedTools', withEncounterOnly, { filter: true }).map((c) => c.title)).toEqual(['Heart'])
    for (const c of browseCategories('sharedTools', withEncounterOnly, { filter: true })) {
      expect(categoryTools('sharedTools', c.nestedElementsPath, users.anonymous, { library: withEncounterOnly, filter: true })?.tools.length).toBeGreaterThan(0)
    }
  })

  test('every category the real consumer site lists has a tool in it', () => {
    const listed = browseCategories('sharedTools', undefined, { filter: true })
    expect(listed.length).toBeGreaterThan(0)
    for (const c of listed) expect(categoryTools('sharedTools', c.nestedElementsPath, users.anonymous, { filter: true })?.tools.length, c.title).toBeGreaterThan(0)
  })

  test('the consumer site describes a tool in the patient\'s words and language; the clinician site does not', () => {
    const patient = {
      'en-US': { description: 'For you.', instructions: 'Read it.', fields: {}, fixed: {} },
      es: { description: 'Para usted.', instructions: 'Léalo.', fields: {}, fixed: {} },
    }
    const lib = [variant({ slug: 'aid', name: 'An aid', contentName: 'aid', toolType: 1, optiongrid: GRID, category: 'Heart', patient })]
    const heart = browseCategories('sharedTools', lib)[0]!.nestedElementsPath
    const description = (options: { filter?: boolean; language?: string }) => categoryTools('sharedTools', heart, users.anonymous, { library: lib, ...options })?.tools[0]?.shortDescription
    expect(description({ filter: true })).toBe('For you.')
    expect(description({ filter: true, language: 'es' })).toBe('Para usted.')
    expect(description({ filter: false })).toBe(lib[0]!.description)
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
    const es = browseCategories('clinicalTools', undefined, { language: 'es' })
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
    expect(browseCategories('clinicalTools', library, { language: 'es' })).toEqual([{ title: 'Dermatology', nestedElementsPath: 'clinicalTools/dermatology', language: 'en-US' }])
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

describe('the /tools finder', () => {
  const library = [
    variant({ slug: 'alpha', contentName: 'alpha', name: 'Alpha Score', category: 'Cardiology', conditions: ['hypertension', 'stroke'] }),
    variant({ slug: 'beta', contentName: 'beta', name: 'Beta Index', category: 'Cardiology', conditions: ['stroke'] }),
    variant({ slug: 'gamma', contentName: 'gamma', name: 'éGamma Rule', category: 'Nephrology', conditions: ['Hypertension', 'kidney stones'] }),
    variant({ slug: 'draft', contentName: 'draft', name: 'Draft', category: 'Nephrology', conditions: ['gout'], status: 'draft' }),
  ]
  const names = (r: ReturnType<typeof findTools>) => r.tools?.map((t) => t.slug) ?? null

  test('options count the released tools of each specialty, condition and letter', () => {
    const { options } = findTools('clinician', {}, users.anonymous, library)
    expect(options.specialties).toEqual([
      { value: 'cardiology', label: 'Cardiology', count: 2 },
      { value: 'nephrology', label: 'Nephrology', count: 1 },
    ])
    expect(options.conditions).toEqual([
      { value: 'hypertension', label: 'hypertension', count: 2 },
      { value: 'stroke', label: 'stroke', count: 2 },
    ])
    expect(options.letters.filter((l) => l.count > 0).map((l) => [l.value, l.count])).toEqual([
      ['a', 1],
      ['b', 1],
      ['e', 1],
    ])
    expect(options.letters).toHaveLength(27)
    expect(categoryCounts('clinician', library)).toEqual({ cardiology: 2, nephrology: 1 })
  })

  test('a condition only one tool names is not offered, but its link still filters', () => {
    const { options } = findTools('clinician', {}, users.anonymous, library)
    expect(options.conditions.map((o) => o.value)).not.toContain('kidney-stones')
    expect(names(findTools('clinician', { condition: 'kidney-stones' }, users.anonymous, library))).toEqual(['gamma'])
  })

  test('at most CONDITION_OPTIONS_MAX conditions are offered, those grouping the most tools, in name order', () => {
    const many = Array.from({ length: CONDITION_OPTIONS_MAX + 5 }, (_, i) => `condition ${String(i).padStart(3, '0')}`)
    const wide = [
      // 'condition 124' groups three tools, the rest two: it is kept although it sorts last.
      ...[0, 1].map((n) => variant({ slug: `w${n}`, contentName: `w${n}`, name: `W${n}`, category: 'Cardiology', conditions: many })),
      variant({ slug: 'w2', contentName: 'w2', name: 'W2', category: 'Cardiology', conditions: [many.at(-1)!] }),
    ]
    const { options } = findTools('clinician', {}, users.anonymous, wide)
    expect(options.conditions).toHaveLength(CONDITION_OPTIONS_MAX)
    expect(options.conditions.at(-1)).toMatchObject({ label: many.at(-1), count: 3 })
    expect(options.conditions.slice(0, -1).map((o) => o.label)).toEqual(many.slice(0, CONDITION_OPTIONS_MAX - 1))
    // One left out is still found by its link.
    expect(names(findTools('clinician', { condition: 'condition-123' }, users.anonymous, wide))).toEqual(['w0', 'w1'])
  })

  test('nothing chosen: no list; chosen values narrow it together, by name', () => {
    expect(findTools('clinician', {}, users.anonymous, library).tools).toBeNull()
    expect(names(findTools('clinician', { specialty: 'cardiology' }, users.anonymous, library))).toEqual(['alpha', 'beta'])
    expect(names(findTools('clinician', { condition: 'hypertension' }, users.anonymous, library))).toEqual(['alpha', 'gamma'])
    expect(names(findTools('clinician', { specialty: 'nephrology', condition: 'stroke' }, users.anonymous, library))).toEqual([])
    expect(names(findTools('clinician', { letter: 'e' }, users.anonymous, library))).toEqual(['gamma'])
  })

  test('a letter stands alone; unknown values are ignored', () => {
    const r = findTools('clinician', { letter: 'b', specialty: 'nephrology', condition: 'nope' }, users.anonymous, library)
    expect(r.chosen).toEqual({ specialty: null, condition: null, letter: 'b' })
    expect(names(r)).toEqual(['beta'])
    expect(findTools('clinician', { specialty: '../x', condition: 'gout', letter: 'ab' }, users.anonymous, library).tools).toBeNull()
  })

  test('each listed tool carries its eligibility for the disclosure without JavaScript', () => {
    const r = findTools('clinician', { specialty: 'cardiology' }, users.anonymous, library)
    expect(Object.keys(r.eligibility).sort()).toEqual(r.tools!.map((t) => toolInfoPath(t.an, t.version)).sort())
  })

  test('the consumer finder holds what the consumer browse shows', () => {
    const { options } = findTools('consumer', {}, users.anonymous)
    const shown = browseCategories('sharedTools').flatMap((c) => categoryTools('sharedTools', c.nestedElementsPath, users.anonymous, { filter: true })!.tools)
    expect(options.specialties.reduce((n, o) => n + o.count, 0)).toBe(shown.length)
  })

  test('letters ignore accents and put digits together', () => {
    expect(letterOf('Éclair')).toBe('e')
    expect(letterOf('4-2-1 rule')).toBe('0-9')
  })

  test('every released tool and aid names the conditions it is used for', () => {
    for (const tool of toolLibrary().values()) if (tool.status === 'released') expect(tool.conditions, tool.slug).not.toHaveLength(0)
  })
})
