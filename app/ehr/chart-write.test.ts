import { describe, expect, test } from 'vitest'

import { findTool } from '#engine/library.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'
import { handleToolPost } from '#app/tools/tool-page.server.ts'
import type { ToolPageState } from '#app/tools/tool-view.ts'

import { authorOf, chartResultOf, chartWritePlan, documentReferenceFor, observationFor, patientLabelOf, writeScopesOf } from './chart-write.ts'

const NOW = new Date('2026-11-26T10:15:00.000Z')

function tool(slug: string): ToolDefinition {
  const found = findTool(slug)
  if (!found) throw new Error(`no tool ${slug}`)
  return found
}

/** The assessment step as the server computes it from a posted form. */
function assess(t: ToolDefinition, fields: Record<string, string>): ToolPageState {
  const form = new FormData()
  for (const [k, v] of Object.entries({ ...fields, intent: 'goto:assessment', from: 'patient' })) form.set(k, v)
  const { status, state } = handleToolPost(t, form)
  expect(status).toBe(200)
  return state
}

const CHA2DS2 = { age: '70', sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'no', vascular: 'no', diabetes: 'no' }

describe('writeScopesOf', () => {
  test.each([
    // SMART v2
    [['patient/DocumentReference.c'], { document: true, observation: false }],
    [['patient/DocumentReference.cruds', 'patient/Observation.c'], { document: true, observation: true }],
    [['patient/DocumentReference.cu'], { document: true, observation: false }],
    [['user/DocumentReference.c'], { document: true, observation: false }],
    [['patient/*.cruds'], { document: true, observation: true }],
    [['patient/DocumentReference.rs', 'patient/Observation.rs'], { document: false, observation: false }],
    [['patient/DocumentReference.u'], { document: false, observation: false }],
    // SMART v1
    [['patient/DocumentReference.write', 'patient/Observation.write'], { document: true, observation: true }],
    [['patient/DocumentReference.read'], { document: false, observation: false }],
    [['patient/*.*'], { document: true, observation: true }],
    [['patient/*.write'], { document: true, observation: true }],
    [['patient/*.read'], { document: false, observation: false }],
    // Not write scopes: system context, granular constraints, malformed or unrelated
    [['system/DocumentReference.c'], { document: false, observation: false }],
    [['patient/DocumentReference.c?category=clinical-note'], { document: false, observation: false }],
    [['patient/DocumentReference.rc'], { document: false, observation: false }],
    [['patient/documentreference.c', 'DocumentReference.c', 'launch', 'openid', 'fhirUser'], { document: false, observation: false }],
    [[], { document: false, observation: false }],
  ])('%j → %j', (scopes, expected) => {
    expect(writeScopesOf(scopes)).toEqual(expected)
  })
})

describe('chartResultOf', () => {
  test('a point score: the value as shown, the tool unit, UCUM {score}', () => {
    const t = tool('cha2ds2-vasc')
    expect(chartResultOf(t, assess(t, CHA2DS2))).toEqual({ label: 'CHA₂DS₂-VASc score', value: 3, text: '3', unit: 'points', code: '{score}' })
  })

  test('a score unit with a range stays as the tool reports it', () => {
    const t = tool('cha2ds2-vasc')
    const state = assess(t, CHA2DS2)
    const edited: ToolDefinition = structuredClone(t)
    edited.controls.score!.attributes!.fieldInfo!.units = 'points (0–9)'
    expect(chartResultOf(edited, state)).toMatchObject({ unit: 'points (0–9)', code: '{score}' })
  })

  test('a percentage risk is written in UCUM %, rounded exactly as the page shows it', () => {
    const t = tool('cha2ds2-vasc')
    const state = assess(t, CHA2DS2)
    // The risk first, as a tool whose headline is a percentage has it; a value the display rounds.
    const edited: ToolDefinition = { ...structuredClone(t), risk: ['stroke_rate', 'score'] }
    edited.controls.stroke_rate!.attributes!.fieldInfo!.units = '%'
    state.evaluation.fields.stroke_rate!.value = 4.649999
    expect(chartResultOf(edited, state)).toEqual({ label: expect.any(String), value: 4.6, text: '4.6', unit: '%', code: '%' })
    state.evaluation.fields.stroke_rate!.value = 4.65
    expect(chartResultOf(edited, state)).toMatchObject({ value: 4.7, text: '4.7' })
  })

  test.each(['per 1000 patient-years', '% per year'])('a risk in %s is not written (no unit is guessed); the next score is', (units) => {
    const t = tool('cha2ds2-vasc')
    const state = assess(t, CHA2DS2)
    const edited: ToolDefinition = { ...structuredClone(t), risk: ['stroke_rate', 'score'] }
    edited.controls.stroke_rate!.attributes!.fieldInfo!.units = units
    expect(chartResultOf(edited, state)).toMatchObject({ value: 3, code: '{score}' })
  })

  test('a calculator without a score or risk has no result to write', () => {
    const t = tool('ckd-epi-2021')
    const state = assess(tool('cha2ds2-vasc'), CHA2DS2)
    // Every result of the tool shown with a number: an eGFR in mL/min/1.73 m² is still not a score.
    const fields = Object.fromEntries(t.risk.map((name) => [name, { name, cpdn: name, value: 61, label: null, hidden: false, validations: [] }]))
    expect(chartResultOf(t, { ...state, evaluation: { fields, outcome: {}, errorCount: 0 } })).toBeNull()
  })

  test('a hidden or incomplete result is not written', () => {
    const t = tool('cha2ds2-vasc')
    const state = assess(t, CHA2DS2)
    state.evaluation.errorCount = 1
    expect(chartResultOf(t, state)).toBeNull()
    state.evaluation.errorCount = 0
    // Hidden score; the next result is a risk per year (UCUM %/a), which is not written either.
    state.evaluation.fields.score!.hidden = true
    expect(chartResultOf(t, state)).toBeNull()
  })
})

describe('chartWritePlan', () => {
  const t = tool('cha2ds2-vasc')
  test('the note as the page shows it, and the result only with an Observation scope', () => {
    const state = assess(t, CHA2DS2)
    expect(chartWritePlan(t, state, { document: true, observation: true })).toEqual({ note: state.chartNote, result: chartResultOf(t, state) })
    expect(chartWritePlan(t, state, { document: true, observation: false })).toEqual({ note: state.chartNote, result: null })
    expect(chartWritePlan(t, state, { document: false, observation: true })).toBeNull()
  })

  test('nothing without a complete note', () => {
    const state = assess(t, CHA2DS2)
    expect(chartWritePlan(t, { ...state, chartNote: null }, { document: true, observation: true })).toBeNull()
  })
})

describe('documentReferenceFor', () => {
  const t = tool('cha2ds2-vasc')
  const note = 'Score 3 points — “Ünïcode” ₂ 4.6 % per year. Inputs: Age: 70 years.'

  test('a final clinical note for the launch patient and encounter, the exact text in base64 UTF-8', () => {
    const doc = documentReferenceFor(t, note, { patientId: 'pt-1', encounterId: 'enc-1', now: NOW })
    expect(doc).toEqual({
      resourceType: 'DocumentReference',
      status: 'current',
      docStatus: 'final',
      type: { coding: [{ system: 'http://loinc.org', code: '34109-9', display: 'Note' }], text: 'Note' },
      category: [
        {
          coding: [{ system: 'http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category', code: 'clinical-note', display: 'Clinical Note' }],
        },
      ],
      subject: { reference: 'Patient/pt-1' },
      date: '2026-11-26T10:15:00.000Z',
      description: `${t.name} (Consilium, version ${t.version})`,
      content: [{ attachment: { contentType: 'text/plain; charset=utf-8', data: expect.any(String), title: t.name } }],
      context: { encounter: [{ reference: 'Encounter/enc-1' }] },
    })
    const data = doc.content[0]!.attachment.data!
    expect(Buffer.from(data, 'base64').toString('utf8')).toBe(note)
    expect(Buffer.from(note, 'utf8').toString('base64')).toBe(data)
  })

  test('without an encounter there is no context; without an author none is written', () => {
    const doc = documentReferenceFor(t, note, { patientId: 'pt-1', encounterId: null, now: NOW })
    expect(doc).not.toHaveProperty('context')
    expect(doc).not.toHaveProperty('author')
    expect(documentReferenceFor(t, note, { patientId: 'pt-1', encounterId: null, now: NOW, author: null })).not.toHaveProperty('author')
  })

  test('the EHR user as author when they are a Practitioner', () => {
    const doc = documentReferenceFor(t, note, { patientId: 'pt-1', encounterId: null, now: NOW, author: 'Practitioner/pr-1' })
    expect(doc.author).toEqual([{ reference: 'Practitioner/pr-1' }])
  })
})

describe('authorOf', () => {
  const iss = 'https://ehr.example/fhir'
  test('a Practitioner or PractitionerRole, relative or under iss, as a relative reference', () => {
    expect(authorOf('Practitioner/pr-1', iss)).toBe('Practitioner/pr-1')
    expect(authorOf('https://ehr.example/fhir/Practitioner/pr-1', iss)).toBe('Practitioner/pr-1')
    expect(authorOf('https://ehr.example/fhir/PractitionerRole/r.2', `${iss}/`)).toBe('PractitionerRole/r.2')
  })
  test('no author for other users, other servers or odd references', () => {
    expect(authorOf(null, iss)).toBeNull()
    expect(authorOf('Patient/pt-1', iss)).toBeNull()
    expect(authorOf('RelatedPerson/rp-1', iss)).toBeNull()
    expect(authorOf('https://elsewhere.example/fhir/Practitioner/pr-1', iss)).toBeNull()
    expect(authorOf('Practitioner/pr 1', iss)).toBeNull()
    expect(authorOf('Practitioner/', iss)).toBeNull()
    expect(authorOf('Practitioner/a/_history/2', iss)).toBeNull()
  })
})

describe('observationFor', () => {
  const t = tool('cha2ds2-vasc')
  const result = chartResultOf(t, assess(t, CHA2DS2))!

  test('coded by tool, the value and unit as shown, derived from the note', () => {
    expect(observationFor(t, result, { patientId: 'pt-1', encounterId: 'enc-1', now: NOW }, 'doc-9')).toEqual({
      resourceType: 'Observation',
      status: 'final',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey', display: 'Survey' }] }],
      code: { coding: [{ system: 'urn:consilium:tool', code: 'cha2ds2-vasc', display: t.name }], text: `${t.name}: CHA₂DS₂-VASc score` },
      subject: { reference: 'Patient/pt-1' },
      encounter: { reference: 'Encounter/enc-1' },
      effectiveDateTime: '2026-11-26T10:15:00.000Z',
      issued: '2026-11-26T10:15:00.000Z',
      valueQuantity: { value: 3, unit: 'points', system: 'http://unitsofmeasure.org', code: '{score}' },
      note: [{ text: `Calculated with Consilium ${t.name} version ${t.version}.` }],
      derivedFrom: [{ reference: 'DocumentReference/doc-9' }],
    })
  })

  test('encounter and derivedFrom only when known', () => {
    const obs = observationFor(t, result, { patientId: 'pt-1', encounterId: null, now: NOW }, null)
    expect(obs).not.toHaveProperty('encounter')
    expect(obs).not.toHaveProperty('derivedFrom')
  })
})

describe('patientLabelOf', () => {
  test.each([
    [{ resourceType: 'Patient', name: [{ use: 'official', family: 'Haddad', given: ['Samir', 'J'] }], birthDate: '1949-05-30' }, { name: 'Samir J Haddad', birthDate: '1949-05-30' }],
    [{ resourceType: 'Patient', name: [{ use: 'nickname', given: ['Sam'] }, { text: ' Samir Haddad ' }] }, { name: 'Samir Haddad', birthDate: null }],
    [{ resourceType: 'Patient', name: [{ use: 'old', family: 'Old' }, { use: 'official', family: 'New', given: ['A'] }] }, { name: 'A New', birthDate: null }],
    [{ resourceType: 'Patient', birthDate: '1949' }, { name: null, birthDate: '1949' }],
    [{ resourceType: 'Patient', birthDate: '30/05/1949' }, null],
    [{ resourceType: 'Patient' }, null],
    [{ resourceType: 'Observation', name: [{ text: 'x' }] }, null],
    [null, null],
  ])('%j → %j', (resource, expected) => {
    expect(patientLabelOf(resource)).toEqual(expected)
  })
})
