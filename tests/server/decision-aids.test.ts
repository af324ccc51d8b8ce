import path from 'node:path'

import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { openDb } from '#app/db/client.server.ts'
import { encounterEvents, snapshots } from '#app/db/schema.ts'
import { AF_INPUT, pdfText } from '#tests/support/pdf.ts'
import { hashSnapshotId, revokeSnapshot } from '#app/snapshots/snapshots.server.ts'
import { findTool } from '#engine/library.ts'
import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

/**
 * The decision aids against the real server and database: the options step posted as a
 * browser without JavaScript posts it, the share intents, the recipient's snapshot view,
 * the tool payload and the batch executor.
 */

const dataDir = newDataDir()
let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir })
})
afterAll(() => server.stop())

const STATIN = 'statin-choice-primary-prevention'
const KNEE = 'knee-osteoarthritis-treatment-choice'
const BREAST = 'early-breast-cancer-surgery-choice'
const AF = 'af-stroke-prevention-choice'
const statin = findTool(STATIN)!
const V1 = statin.testVectors.find((v) => v.description.startsWith('PREVENT V1'))!

/** The V1 person as the patient step's form names them (egfr is entered; each measured value with its unit). */
const V1_FORM: [string, string][] = [
  ['risk_model', 'prevent'],
  ['age', '50'],
  ['sex', 'female'],
  ['total_cholesterol', '200'],
  ['total_cholesterol.unit', 'mg/dL cholesterol'],
  ['hdl_cholesterol', '45'],
  ['hdl_cholesterol.unit', 'mg/dL cholesterol'],
  ['systolic_bp', '160'],
  ['bp_treated', 'yes'],
  ['diabetes', 'yes'],
  ['smoker', 'no'],
  ['egfr_method', 'enter'],
  ['egfr_entered', '90'],
]
const V1_SENTENCES = {
  none: 'About 9 out of 100 will have a heart attack or stroke. The other 91 will not.',
  moderate: 'About 7 out of 100 will have a heart attack or stroke, even with the statin.',
  high: 'About 6 out of 100 will have a heart attack or stroke, even with the statin.',
}
const OPTION_NAMES = { none: 'No statin for now', moderate: 'Moderate-intensity statin', high: 'High-intensity statin' }

/** A form post without JavaScript; repeated names (selected=…) as a browser sends them. */
function post(pathname: string, entries: [string, string][], headers: Record<string, string> = {}) {
  return fetch(`${server.url}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...headers },
    body: new URLSearchParams(entries).toString(),
  })
}

const postJson = (url: string, payload: string) =>
  fetch(`${server.url}${url}`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json' }, body: payload })

/**
 * What the page draws, without its scripts: the route data serialized for hydration repeats
 * every text, so a check on the raw HTML would pass whether or not the page shows it.
 */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
const text = (fragment: string) => fragment.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim()

/** The option names heading the grid table's columns (the question column left out). */
function optionColumns(html: string): string[] {
  const table = /<table\b[\s\S]*?<\/table>/.exec(markup(html))?.[0] ?? ''
  const heads = [...table.matchAll(/<th scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map((m) => m[1] ?? '')
  // Each option's head is its name in a <span> (in its own language, then its parts' list), then its hide button (×).
  return heads.slice(1).map((h) => text(/<span\b[^>]*>([^<]+)</.exec(h)?.[1] ?? h))
}

const questionColumn = (html: string) => /<table\b[\s\S]*?<th scope="col"[^>]*>([\s\S]*?)<\/th>/.exec(markup(html))?.[1]

/** The option grid's own form: its opening tag and the names of the fields it submits. */
function gridForm(html: string) {
  const form = /<form\b[^>]*aria-labelledby="option-grid-title"[^>]*>[\s\S]*?<\/form>/.exec(markup(html))?.[0] ?? ''
  return { tag: /<form\b[^>]*>/.exec(form)?.[0] ?? '', names: new Set([...form.matchAll(/\bname="([^"]+)"/g)].map((m) => m[1])) }
}

const aggregateIn = (html: string) => /name="aggregateId" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? null

async function launch(slug = STATIN): Promise<string> {
  const page = await fetch(`${server.url}/tool/${slug}`)
  expect(page.status).toBe(200)
  const id = aggregateIn(await page.text())
  expect(id).not.toBeNull()
  return id!
}

async function createSnapshot(slug: string, input: Record<string, unknown>, selected: string[]) {
  const aggregateId = await launch(slug)
  const res = await postJson(`/api-tool-experience/create?aggregateId=${aggregateId}&withData=0`, JSON.stringify({ calculator: { input }, ui: { selected, viewType: 'OPTION_GRID_GRID_VIEW' } }))
  expect(res.status).toBe(201)
  const { id } = (await res.json()) as { id: string }
  return { id, aggregateId }
}

const SNAPSHOT_HEADER_NAMES = ['cache-control', 'referrer-policy', 'x-robots-tag', 'content-type']
const headerSet = (res: Response) => Object.fromEntries(SNAPSHOT_HEADER_NAMES.map((n) => [n, res.headers.get(n)]))

describe('options step without JavaScript (statin aid, PREVENT V1)', () => {
  test('goto:options with the patient data: Patient Options with the grid as a table of the three options and the V1 numbers', async () => {
    const aggregateId = await launch()
    const res = await post(`/tool/${STATIN}`, [['aggregateId', aggregateId], ['from', 'patient'], ['intent', 'goto:options'], ...V1_FORM])
    expect(res.status).toBe(200)
    const html = await res.text()
    const page = markup(html)
    expect(page).toMatch(/<h2 id="patient-options-title"[^>]*>Patient Options<\/h2>/)
    expect(optionColumns(html)).toEqual([OPTION_NAMES.none, OPTION_NAMES.moderate, OPTION_NAMES.high])
    expect(text(questionColumn(html) ?? '')).toBe('Patient Questions')
    for (const sentence of Object.values(V1_SENTENCES)) expect(page).toContain(`<p>${sentence}</p>`)
    // The grid's form carries the patient data and the session, so its buttons work without JavaScript.
    const grid = gridForm(html)
    expect(grid.tag).toMatch(/method="post"/)
    for (const [name] of V1_FORM) expect(grid.names.has(name), name).toBe(true)
    expect(page).toContain(`name="aggregateId" value="${aggregateId}"`)
  })

  test('the grid form posted with an option unchecked or closed: its column is gone and the selector says it is hidden; the list view has no table', async () => {
    const aggregateId = await launch()
    const base: [string, string][] = [['aggregateId', aggregateId], ['from', 'options'], ['grid', '1'], ['viewType', 'OPTION_GRID_GRID_VIEW'], ...V1_FORM]

    const unchecked = await post(`/tool/${STATIN}`, [...base, ['selected', 'none'], ['selected', 'moderate']])
    expect(unchecked.status).toBe(200)
    const uncheckedHtml = await unchecked.text()
    expect(optionColumns(uncheckedHtml)).toEqual([OPTION_NAMES.none, OPTION_NAMES.moderate])
    expect(markup(uncheckedHtml)).toMatch(new RegExp(`<summary\\b[^>]*>Hidden: ${OPTION_NAMES.high}</summary>`))
    expect(markup(uncheckedHtml)).not.toContain(V1_SENTENCES.high)

    // The column's × button posts every shown option and hide=<its key>.
    const closed = await post(`/tool/${STATIN}`, [...base, ['selected', 'none'], ['selected', 'moderate'], ['selected', 'high'], ['hide', 'none']])
    const closedHtml = await closed.text()
    expect(optionColumns(closedHtml)).toEqual([OPTION_NAMES.moderate, OPTION_NAMES.high])
    expect(markup(closedHtml)).toContain(`Hidden: ${OPTION_NAMES.none}</summary>`)

    const list = await post(`/tool/${STATIN}`, [...base, ['selected', 'none'], ['selected', 'moderate'], ['viewType', 'OPTION_GRID_LIST_VIEW']])
    expect(list.status).toBe(200)
    const listPage = markup(await list.text())
    expect(listPage).not.toContain('<table')
    for (const key of ['none', 'moderate'] as const) {
      expect(listPage).toMatch(new RegExp(`<h4 id="q\\d+-${key}"[^>]*>${OPTION_NAMES[key]}</h4>`))
      expect(listPage).toContain(`<p>${V1_SENTENCES[key]}</p>`)
    }
    expect(listPage).not.toMatch(/<h4 id="q\d+-high"/)
    expect(listPage).toMatch(/<h3\b[^>]*>Out of 100 people like me, how many will have a heart attack or stroke in the next 10 years\?<\/h3>/)
  })

  test('out-of-range patient data and goto:options: 400, the patient step again with the entries as typed (never clamped)', async () => {
    const aggregateId = await launch()
    const entries = V1_FORM.map(([n, v]): [string, string] => [n, n === 'age' ? '150' : n === 'systolic_bp' ? '260' : v])
    const res = await post(`/tool/${STATIN}`, [['aggregateId', aggregateId], ['from', 'patient'], ['intent', 'goto:options'], ...entries])
    expect(res.status).toBe(400)
    const page = markup(await res.text())
    expect(page).not.toContain('id="patient-options-title"')
    expect(page).not.toContain('<table')
    expect(page).toMatch(/<form[^>]*aria-labelledby="patient-step-title"/)
    const input = (name: string) => new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(page)?.[0] ?? ''
    expect(input('age')).toMatch(/value="150"/)
    expect(input('systolic_bp')).toMatch(/value="260"/)
    expect(input('total_cholesterol')).toMatch(/value="200"/)
    expect(page).toMatch(/role="alert"/)
  })

  test('type 1 (breast surgery): the options travel in the URL, two columns; the grid form submits only grid fields', async () => {
    const res = await fetch(`${server.url}/tool/${BREAST}?grid=1&selected=mastectomy&selected=lumpectomy_radiation`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(optionColumns(html)).toEqual(['Lumpectomy with radiation', 'Mastectomy'])
    expect(markup(html)).toContain('Hidden: Mastectomy with reconstruction</summary>')
    const grid = gridForm(html)
    expect(grid.tag).toMatch(/method="get"/)
    // 'intent' is the name of the Link, QR Code and PDF buttons, which post (formmethod="post").
    expect([...grid.names].sort()).toEqual(['grid', 'hide', 'intent', 'selected', 'showAll', 'viewType'])
    expect(markup(html)).toMatch(/<button[^>]*value="share:pdf"[^>]*formMethod="post"/)

    const plain = await fetch(`${server.url}/tool/${BREAST}`)
    expect(optionColumns(await plain.text())).toEqual(['Lumpectomy with radiation', 'Mastectomy', 'Mastectomy with reconstruction'])
  })
})

/** The statin grid's form with two options shown, posted with a share intent. */
const shareForm = (aggregateId: string, intent: string): [string, string][] => [
  ['aggregateId', aggregateId],
  ['grid', '1'],
  ['viewType', 'OPTION_GRID_GRID_VIEW'],
  ['selected', 'none'],
  ['selected', 'moderate'],
  ...V1_FORM,
  ['intent', intent],
]

describe('share intents without JavaScript', () => {
  test('share:pdf with an option hidden: the warning first; confirmed, 303 to the PDF of a new snapshot of this grid', async () => {
    const aggregateId = await launch()
    const warned = await post(`/tool/${STATIN}`, shareForm(aggregateId, 'share:pdf'))
    expect(warned.status).toBe(200)
    expect(markup(await warned.text())).toContain('You have one or more options hidden and these will not be included in the PDF. Okay to proceed?')
    const res = await post(`/tool/${STATIN}`, shareForm(aggregateId, 'share:pdf:confirmed'))
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location') ?? '', server.url)
    expect(location.pathname).toBe('/api-tool-experience/pdf')
    expect(location.searchParams.get('snapshotId')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(location.searchParams.get('aggregateId')).toBe(aggregateId)
    expect([...location.searchParams.keys()].sort()).toEqual(['aggregateId', 'snapshotId'])

    const pdf = await fetch(location)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const { text: content } = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(content).toContain(statin.name)
    expect(content).toContain(OPTION_NAMES.moderate)

    const snapshot = await fetch(`${server.url}/api-tool-experience/snapshot/${location.searchParams.get('snapshotId')}`)
    expect(await snapshot.json()).toMatchObject({ ui: { selected: ['none', 'moderate'] }, calculator: { input: { age: 50, egfr: 90 } } })
  })

  test('share:link: 200 with the options step and the patient link to the tool page with ?snapshotId=', async () => {
    const aggregateId = await launch()
    const res = await post(`/tool/${STATIN}`, shareForm(aggregateId, 'share:link'))
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(optionColumns(html)).toEqual([OPTION_NAMES.none, OPTION_NAMES.moderate])
    // The answer carries the link in the route data (the share panel is not drawn on this branch yet).
    const link = new RegExp(`${server.url.replace(/[.:/]/g, '\\$&')}/tool/${STATIN}\\?snapshotId=([A-Za-z0-9_-]{43})`).exec(html)
    expect(link).not.toBeNull()
    const snapshotId = link![1]!
    const view = await fetch(`${server.url}/tool/${STATIN}?snapshotId=${snapshotId}`)
    expect(view.status).toBe(200)
    expect(optionColumns(await view.text())).toEqual([OPTION_NAMES.none, OPTION_NAMES.moderate])
  })

  test('share:link: the page draws the patient link for a browser without JavaScript', async () => {
    const aggregateId = await launch()
    const html = await (await post(`/tool/${STATIN}`, shareForm(aggregateId, 'share:link'))).text()
    expect(markup(html)).toMatch(new RegExp(`value="${server.url}/tool/${STATIN}\\?snapshotId=[A-Za-z0-9_-]{43}"`))
  })
})

describe('the recipient’s view of a snapshot', () => {
  let snapshotId = ''
  beforeAll(async () => {
    snapshotId = (await createSnapshot(STATIN, V1.inputs, ['none', 'moderate'])).id
  })

  test('200, never cached, referred or indexed: the two chosen options, Generated on and the disclaimer; no patient form, no session, no third-party resource', async () => {
    const res = await fetch(`${server.url}/tool/${STATIN}?snapshotId=${snapshotId}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/)
    const html = await res.text()
    const page = markup(html)
    expect(optionColumns(html)).toEqual([OPTION_NAMES.none, OPTION_NAMES.moderate])
    expect(page).toContain(`<p>${V1_SENTENCES.moderate}</p>`)
    expect(page).toMatch(/<p>Generated on [A-Z][a-z]{2} \d{1,2}, \d{4}<\/p>/)
    expect(page).toContain('<p>If you have concerns that information might be out of date, please contact your healthcare provider.</p>')
    expect(page).not.toMatch(/\bname="(age|sex|total_cholesterol|systolic_bp|egfr_entered)"/)
    expect(page).not.toContain('patient-step-title')
    expect(page).not.toContain('name="aggregateId"')
    const grid = gridForm(html)
    expect(grid.tag).toMatch(/method="get"/)
    expect(grid.names.has('snapshotId')).toBe(true)
    // Scripts, styles, images and preloads come from this server only.
    const resources = [...html.matchAll(/<(?:script|img|link|iframe|source)\b[^>]*\b(?:src|href)="([^"]*)"/g)].map((m) => m[1] ?? '')
    expect(resources.length).toBeGreaterThan(0)
    for (const url of resources) expect(url, url).toMatch(/^\/(?!\/)/)
    expect(html).not.toMatch(/<script\b[^>]*\bsrc="(?!\/(?!\/))/)
  })

  test('the recipient unhides an option: three columns', async () => {
    const res = await fetch(`${server.url}/tool/${STATIN}?snapshotId=${snapshotId}&grid=1&selected=none&selected=moderate&selected=high`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(optionColumns(html)).toEqual([OPTION_NAMES.none, OPTION_NAMES.moderate, OPTION_NAMES.high])
    expect(markup(html)).toContain(`<p>${V1_SENTENCES.high}</p>`)
  })
})

describe('GET /api-tool-experience/tool', () => {
  test('the statin aid carries sections.optionGrid with options, questions and references', async () => {
    const res = await fetch(`${server.url}/api-tool-experience/tool/${STATIN}`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { snapshot: unknown; sections: { optionGrid: { options: { optionKey: string }[]; questions: unknown[]; references: { id: string }[]; cpdnDefaults: unknown } } }
    const grid = body.sections.optionGrid
    expect(grid.options.map((o) => o.optionKey)).toEqual(['none', 'moderate', 'high'])
    expect(grid.questions).toHaveLength(statin.optiongrid!.questions.length)
    expect(grid.references.map((r) => r.id)).toEqual(expect.arrayContaining(['ctt2010', 'khan2024']))
    expect(grid.cpdnDefaults).toEqual({ statin_option: 'none' })
    expect(body.snapshot).toBeNull()
  })

  test('language=es on the knee aid: Spanish content; an unsupported language: 400 JSON', async () => {
    const es = await fetch(`${server.url}/api-tool-experience/tool/${KNEE}?language=es`)
    expect(es.status).toBe(200)
    const body = (await es.json()) as { metadata: { toolName: string }; sections: { optionGrid: { decision: string; options: { name: string }[] } } }
    expect(body.metadata.toolName).toBe('Artrosis de rodilla: cómo elegir el tratamiento')
    expect(body.sections.optionGrid.decision).toBe('¿Qué debo hacer con el dolor de rodilla por artrosis?')
    expect(body.sections.optionGrid.options[0]?.name).toBe('Esperar y vigilar, con cuidados propios')
    const en = (await (await fetch(`${server.url}/api-tool-experience/tool/${KNEE}`)).json()) as typeof body
    expect(en.sections.optionGrid.options[0]?.name).toBe('Watch and wait, with self-care')

    const fr = await fetch(`${server.url}/api-tool-experience/tool/${KNEE}?language=fr`)
    expect(fr.status).toBe(400)
    expect(fr.headers.get('content-type')).toMatch(/application\/json/)
    expect(await fr.json()).toMatchObject({ error: { code: 'unsupported_language' } })
  })

  test('snapshotId: the snapshot with its ui, under the snapshot headers; an unknown id: 404 JSON', async () => {
    const { id } = await createSnapshot(STATIN, V1.inputs, ['moderate', 'high'])
    const res = await fetch(`${server.url}/api-tool-experience/tool/${STATIN}?snapshotId=${id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    const body = (await res.json()) as { snapshot: Record<string, unknown> }
    expect(body.snapshot).toMatchObject({ ui: { selected: ['moderate', 'high'], viewType: 'OPTION_GRID_GRID_VIEW' }, tool: { slug: STATIN, version: statin.version } })

    const unknown = await fetch(`${server.url}/api-tool-experience/tool/${STATIN}?snapshotId=${'Q'.repeat(43)}`)
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/)
    expect(await unknown.json()).toEqual({ error: { code: 'snapshot_not_found', message: 'There is no such snapshot.' } })
  })
})

describe('POST …/batch-executor', () => {
  const url = (slug = STATIN, version = statin.version) => `/api-tool-experience/calculators/${slug}/versions/${version}/batch-executor`
  const grid = statin.optiongrid!
  const overrideOptions = Object.fromEntries(grid.options.map((o) => [o.optionKey, { ...grid.cpdnDefaults, ...o.cpdnOverrides }]))

  test('V1 with each option’s overrides: the outcome per option, 9, 7 and 6 out of 100', async () => {
    const res = await postJson(url(), JSON.stringify({ requestParams: V1.inputs, overrideOptions }))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as { optionGridOutcome: Record<string, Record<string, unknown> | null>; errors: Record<string, unknown> }
    expect(Object.keys(body.optionGridOutcome)).toEqual(['none', 'moderate', 'high'])
    expect(body.optionGridOutcome.none).toMatchObject({ events_option: 9, no_event: 91 })
    expect(body.optionGridOutcome.moderate).toMatchObject({ events_option: 7, prevented_option: 2 })
    expect(body.optionGridOutcome.high).toMatchObject({ events_option: 6, prevented_option: 3 })
    expect(body.errors).toEqual({})
  })

  test('malformed bodies, unknown options and out-of-range inputs: 400 JSON', async () => {
    const cases: [string, string, string][] = [
      ['not JSON', '{oops', 'invalid_json'],
      ['no overrideOptions', JSON.stringify({ requestParams: V1.inputs }), 'invalid_body'],
      ['an extra key', JSON.stringify({ requestParams: V1.inputs, overrideOptions, patient: 'Ann' }), 'invalid_body'],
      ['an object as a value', JSON.stringify({ requestParams: { ...V1.inputs, age: { $gt: 1 } }, overrideOptions }), 'invalid_body'],
      ['an unknown option', JSON.stringify({ requestParams: V1.inputs, overrideOptions: { ...overrideOptions, homeopathy: { statin_option: 'none' } } }), 'unknown_options'],
      ['age 150', JSON.stringify({ requestParams: { ...V1.inputs, age: 150 }, overrideOptions }), 'invalid_inputs'],
    ]
    for (const [what, payload, code] of cases) {
      const res = await postJson(url(), payload)
      expect(res.status, what).toBe(400)
      expect(res.headers.get('content-type'), what).toMatch(/application\/json/)
      expect(((await res.json()) as { error: { code: string } }).error.code, what).toBe(code)
    }
    const outOfRange = await postJson(url(), JSON.stringify({ requestParams: { ...V1.inputs, age: 150 }, overrideOptions }))
    expect(await outOfRange.json()).toMatchObject({
      error: { fields: { moderate: { age: expect.arrayContaining([expect.objectContaining({ kind: 'max', bound: 79 })]) } } },
    })
  })

  test('GET: 405; unknown tool or version, or a tool without a grid: 404 JSON', async () => {
    const get = await fetch(`${server.url}${url()}`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const body = JSON.stringify({ requestParams: V1.inputs, overrideOptions })
    for (const [what, target, code] of [
      ['unknown tool', url('no-such-aid'), 'tool_not_found'],
      ['unknown version', url(STATIN, '9.9.9'), 'tool_not_found'],
      ['no grid', url('cha2ds2-vasc', findTool('cha2ds2-vasc')!.version), 'no_option_grid'],
    ] as const) {
      const res = await postJson(target, body)
      expect(res.status, what).toBe(404)
      expect(((await res.json()) as { error: { code: string } }).error.code, what).toBe(code)
    }
  })
})

describe('the Spanish knee aid page', () => {
  test('with the language chosen through /locale, the grid is in Spanish; without it, in English', async () => {
    const chosen = await post('/locale', [['lng', 'es'], ['returnTo', `/tool/${KNEE}`]])
    expect(chosen.status).toBe(302)
    const cookie = chosen.headers.getSetCookie().find((c) => c.startsWith('lng='))?.split(';')[0]
    expect(cookie).toBeDefined()

    const es = await fetch(`${server.url}/tool/${KNEE}`, { headers: { cookie: cookie! } })
    expect(es.status).toBe(200)
    const esHtml = await es.text()
    expect(markup(esHtml)).toMatch(/<html lang="es"/)
    expect(optionColumns(esHtml)).toEqual(['Esperar y vigilar, con cuidados propios', 'Ejercicio y fisioterapia', 'Bajar de peso', 'Medicamentos', 'Cirugía de reemplazo de rodilla'])
    expect(markup(esHtml)).toContain('¿Qué debo hacer con el dolor de rodilla por artrosis?')
    expect(markup(esHtml)).toMatch(/<h1 id="tool-title"[^>]*>Artrosis de rodilla: cómo elegir el tratamiento<\/h1>/)

    const en = await fetch(`${server.url}/tool/${KNEE}`)
    expect(optionColumns(await en.text())[0]).toBe('Watch and wait, with self-care')
  })
})

describe('what the database recorded; expired, revoked and foreign snapshots on the tool page', () => {
  test('PATIENT_OPTIONS_VIEWED once on arriving at the options step; OPEN_ACCESS_URL_GENERATED for the link; one same 404 for every snapshot that does not answer here', async () => {
    // A session that arrived at the options step, and one that shared the patient link.
    const recorded = { optionsViewed: await launch(), linkShared: { aggregateId: await launch() } }
    const arrived = await post(`/tool/${STATIN}`, [['aggregateId', recorded.optionsViewed], ['from', 'patient'], ['intent', 'goto:options'], ...V1_FORM])
    expect(arrived.status).toBe(200)
    await arrived.text()
    const shared = await post(`/tool/${STATIN}`, shareForm(recorded.linkShared.aggregateId, 'share:link'))
    expect(shared.status).toBe(200)
    await shared.text()
    const live = await createSnapshot(STATIN, V1.inputs, ['none', 'moderate'])
    const expiring = await createSnapshot(STATIN, V1.inputs, ['none', 'moderate'])
    const revoking = await createSnapshot(STATIN, V1.inputs, ['none', 'moderate'])
    const foreign = await createSnapshot(AF, AF_INPUT, ['warfarin', 'doac'])
    // The other grid posts of an options step (show/hide, view) are not new arrivals.
    const again = await post(`/tool/${STATIN}`, [['aggregateId', recorded.optionsViewed], ['from', 'options'], ['grid', '1'], ['selected', 'none'], ['selected', 'high'], ...V1_FORM])
    expect(again.status).toBe(200)

    await server.stop()
    const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
    try {
      const typesOf = async (aggregateId: string) =>
        (await handle.db.select().from(encounterEvents).where(eq(encounterEvents.aggregateId, aggregateId))).map((e) => e.type)
      expect((await typesOf(recorded.optionsViewed)).filter((t) => t === 'PATIENT_OPTIONS_VIEWED')).toHaveLength(1)
      // The grid's post without JavaScript is stored as the interface change a browser would send.
      const changed = await handle.db
        .select()
        .from(encounterEvents)
        .where(and(eq(encounterEvents.aggregateId, recorded.optionsViewed), eq(encounterEvents.type, 'INTERFACE_CHANGED')))
      expect(changed.map((e) => e.payload)).toContainEqual({ selected: ['none', 'high'], viewType: 'OPTION_GRID_GRID_VIEW' })
      const shared = await handle.db
        .select()
        .from(encounterEvents)
        .where(and(eq(encounterEvents.aggregateId, recorded.linkShared.aggregateId), eq(encounterEvents.type, 'OPEN_ACCESS_URL_GENERATED')))
      expect(shared.map((e) => e.payload)).toEqual([{ task: 'SNAPSHOT_OPEN_LINK' }])
      expect(await typesOf(recorded.linkShared.aggregateId)).toContain('SNAPSHOT_CREATED')
      // A share post made the snapshot; it did not count as arriving on the options step.
      expect(await typesOf(recorded.linkShared.aggregateId)).not.toContain('PATIENT_OPTIONS_VIEWED')

      await handle.db.update(snapshots).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(snapshots.idHash, hashSnapshotId(expiring.id)))
      expect(await revokeSnapshot(handle.db, revoking.id)).toBe(true)
    } finally {
      await handle.close()
    }
    server = await startServer({ DATA_DIR: dataDir })

    const page = (id: string) => fetch(`${server.url}/tool/${STATIN}?snapshotId=${id}`)
    expect((await page(live.id)).status).toBe(200)
    const answers = []
    for (const id of ['Z'.repeat(43), expiring.id, revoking.id, foreign.id]) {
      const res = await page(id)
      answers.push({ status: res.status, headers: headerSet(res), leaked: (await res.text()).includes('<table') })
    }
    expect(answers[0]).toMatchObject({ status: 404, headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }, leaked: false })
    expect(answers[0]?.headers['x-robots-tag']).toMatch(/noindex/)
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0])
    // The foreign snapshot still answers on its own tool's page.
    expect((await fetch(`${server.url}/tool/${AF}?snapshotId=${foreign.id}`)).status).toBe(200)
  })
})
