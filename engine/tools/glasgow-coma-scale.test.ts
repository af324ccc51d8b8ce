import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import glasgowComaScale from './glasgow-coma-scale.ts'

const gcs = toolHarness(glasgowComaScale)
const { tool, evaluate } = gcs
const components = (eye: unknown, verbal: unknown, motor: unknown) => ({ gcs_eye: eye, gcs_verbal: verbal, gcs_motor: motor })
const run = (eye: unknown, verbal: unknown, motor: unknown) => gcs.run(components(eye, verbal, motor))
const outcome = (eye: unknown, verbal: unknown, motor: unknown) => gcs.outcome(components(eye, verbal, motor))

// Teasdale G, Jennett B, Lancet 1974;2:81–84, and the standard 15-point form (Teasdale G et al.,
// Lancet Neurol 2014;13:844–854): eye 1–4, verbal 1–5, motor 1–6; total = E + V + M, 3–15.
// No published worked example is reproduced: every expected total below is the hand sum
// of the component values, written out.
describe('Glasgow Coma Scale', () => {
  test('minimum 3 (E1 V1 M1) and maximum 15 (E4 V5 M6)', () => {
    expect(outcome(1, 1, 1)).toMatchObject({ gcs_total: 3, gcs_components: 'E1 V1 M1' })
    expect(outcome(4, 5, 6)).toMatchObject({ gcs_total: 15, gcs_components: 'E4 V5 M6' })
  })

  test('choice values are the points of each component', () => {
    const values = (name: string) => tool.controls[name]?.attributes?.fieldInfo?.labels?.map((l) => l.value)
    expect(values('eye')).toEqual([1, 2, 3, 4, 'NT'])
    expect(values('verbal')).toEqual([1, 2, 3, 4, 5, 'NT'])
    expect(values('motor')).toEqual([1, 2, 3, 4, 5, 6, 'NT'])
    // Each component contributes its own value: raise one at a time from E1 V1 M1.
    for (let e = 1; e <= 4; e++) expect(outcome(e, 1, 1).gcs_total).toBe(e + 2)
    for (let v = 1; v <= 5; v++) expect(outcome(1, v, 1).gcs_total).toBe(v + 2)
    for (let m = 1; m <= 6; m++) expect(outcome(1, 1, m).gcs_total).toBe(m + 2)
  })

  test('eye opening is a scale with text at both ends; verbal and motor are radio groups', () => {
    expect(tool.controls.eye?.type).toBe('singleselect.scale')
    expect(tool.controls.eye?.attributes?.fieldInfo?.minText).toBeTruthy()
    expect(tool.controls.eye?.attributes?.fieldInfo?.maxText).toBeTruthy()
    expect(tool.controls.verbal?.type).toBe('list.radiogroup')
    expect(tool.controls.motor?.type).toBe('singleselect.radiogroup')
  })

  test.each([
    ['8 = 2 + 2 + 4', 2, 2, 4, 8, /^Severe/],
    ['9 = 2 + 2 + 5', 2, 2, 5, 9, /^Moderate/],
    ['12 = 3 + 4 + 5', 3, 4, 5, 12, /^Moderate/],
    ['13 = 3 + 4 + 6', 3, 4, 6, 13, /^Mild/],
    ['3 = 1 + 1 + 1', 1, 1, 1, 3, /^Severe/],
    ['15 = 4 + 5 + 6', 4, 5, 6, 15, /^Mild/],
  ])('band edge %s', (_d, e, v, m, total, band) => {
    const o = outcome(e, v, m)
    expect(o.gcs_total).toBe(total)
    expect(String(o.severity)).toMatch(band)
  })

  describe('not testable components', () => {
    test.each([
      ['NT', 4, 6, 'E(NT) V4 M6'],
      [3, 'NT', 5, 'E3 V(NT) M5'],
      [2, 3, 'NT', 'E2 V3 M(NT)'],
      ['NT', 'NT', 'NT', 'E(NT) V(NT) M(NT)'],
    ])('E %s V %s M %s → components %s, no total, no severity band', (e, v, m, text) => {
      const r = run(e, v, m)
      expect(r.ok).toBe(true)
      if (!r.ok) return
      expect(r.outcome.gcs_components).toBe(text)
      expect('gcs_total' in r.outcome).toBe(false)
      expect(String(r.outcome.severity)).toMatch(/^No total/)
      expect(String(r.outcome.severity)).not.toMatch(/Severe|Moderate|Mild/)
      const evaluation = evaluate(components(e, v, m))
      expect(evaluation.fields.total?.hidden).toBe(true)
    })

    test('the total is shown again once every component is testable', () => {
      const evaluation = evaluate(components(3, 4, 5))
      expect(evaluation.fields.total?.hidden).toBe(false)
      expect(evaluation.outcome.gcs_total).toBe(12)
    })
  })

  test('the one-line statement: "GCS 12 (E3 V4 M5)", or "GCS not totalled (…)" with a not testable component', () => {
    expect(outcome(3, 4, 5).gcs_statement).toBe('GCS 12 (E3 V4 M5)')
    expect(outcome(1, 1, 1).gcs_statement).toBe('GCS 3 (E1 V1 M1)')
    expect(outcome(4, 5, 6).gcs_statement).toBe('GCS 15 (E4 V5 M6)')
    expect(outcome(3, 'NT', 5).gcs_statement).toBe('GCS not totalled (E3 V(NT) M5)')
  })

  test('out-of-range and missing values are refused with the field named', () => {
    const cases: [unknown, unknown, unknown, string][] = [
      [0, 5, 6, 'gcs_eye'],
      [5, 5, 6, 'gcs_eye'],
      [4, 0, 6, 'gcs_verbal'],
      [4, 6, 6, 'gcs_verbal'],
      [4, 5, 0, 'gcs_motor'],
      [4, 5, 7, 'gcs_motor'],
      [3.5, 5, 6, 'gcs_eye'],
      ['nt', 5, 6, 'gcs_eye'],
    ]
    for (const [e, v, m, field] of cases) {
      const r = run(e, v, m)
      expect(r.ok).toBe(false)
      if (!r.ok) {
        expect(Object.keys(r.errors)).toEqual([field])
        expect(r.errors[field]?.[0]?.kind).toBe('choice')
      }
    }
    const missing = gcs.run({ gcs_eye: 4 })
    expect(missing.ok).toBe(false)
    if (!missing.ok) expect(Object.keys(missing.errors).sort()).toEqual(['gcs_motor', 'gcs_verbal'])
  })

  test('numeric strings from a form are read as the same choices', () => {
    expect(outcome('4', '5', '6').gcs_total).toBe(15)
  })

  test('property: any valid answers give either a total 3–15 equal to E + V + M, or no total when one is NT', () => {
    const eye = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant('NT'))
    const verbal = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant('NT'))
    const motor = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant('NT'))
    fc.assert(
      fc.property(eye, verbal, motor, (e, v, m) => {
        const o = outcome(e, v, m)
        const text = (x: number | string) => (x === 'NT' ? '(NT)' : String(x))
        const components = `E${text(e)} V${text(v)} M${text(m)}`
        expect(o.gcs_components).toBe(components)
        if (typeof e === 'number' && typeof v === 'number' && typeof m === 'number') {
          const total = o.gcs_total as number
          expect(total).toBe(e + v + m)
          expect(o.gcs_statement).toBe(`GCS ${e + v + m} (${components})`)
          expect(Number.isInteger(total) && total >= 3 && total <= 15).toBe(true)
          expect(String(o.severity)).toMatch(total <= 8 ? /^Severe/ : total <= 12 ? /^Moderate/ : /^Mild/)
        } else {
          expect('gcs_total' in o).toBe(false)
          expect(String(o.severity)).toMatch(/^No total/)
          expect(o.gcs_statement).toBe(`GCS not totalled (${components})`)
        }
      }),
    )
  })
})
