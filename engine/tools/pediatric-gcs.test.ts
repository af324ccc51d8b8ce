import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import glasgowComaScale from './glasgow-coma-scale.ts'
import pediatricGcs from './pediatric-gcs.ts'

const pgcs = toolHarness(pediatricGcs)
const { tool, evaluate } = pgcs
const components = (eye: unknown, verbal: unknown, motor: unknown) => ({ pgcs_eye: eye, pgcs_verbal: verbal, pgcs_motor: motor })
const run = (eye: unknown, verbal: unknown, motor: unknown) => pgcs.run(components(eye, verbal, motor))
const outcome = (eye: unknown, verbal: unknown, motor: unknown) => pgcs.outcome(components(eye, verbal, motor))

// Paediatric GCS for preverbal children (James 1986; Holmes 2005): eye 1–4 (as in adults), verbal
// 1–5 (none, moans to pain, cries to pain, irritable crying, coos and babbles), motor 1–6 (none,
// extension, abnormal flexion, withdraws from pain, withdraws from touch, spontaneous and
// purposeful); total = E + V + M, 3–15. Expected totals are hand sums of the component values.
describe('Paediatric Glasgow Coma Scale', () => {
  test('minimum 3 and maximum 15', () => {
    expect(outcome(1, 1, 1)).toMatchObject({ pgcs_total: 3, pgcs_components: 'E1 V1 M1' })
    expect(outcome(4, 5, 6)).toMatchObject({ pgcs_total: 15, pgcs_components: 'E4 V5 M6' })
  })

  test('choice values are the points of each component, as in the adult GCS', () => {
    const values = (t: typeof tool, name: string) => t.controls[name]?.attributes?.fieldInfo?.labels?.map((l) => l.value)
    const adult = toolHarness(glasgowComaScale).tool
    for (const name of ['eye', 'verbal', 'motor']) expect(values(tool, name), name).toEqual(values(adult, name))
    for (let e = 1; e <= 4; e++) expect(outcome(e, 1, 1).pgcs_total).toBe(e + 2)
    for (let v = 1; v <= 5; v++) expect(outcome(1, v, 1).pgcs_total).toBe(v + 2)
    for (let m = 1; m <= 6; m++) expect(outcome(1, 1, m).pgcs_total).toBe(m + 2)
  })

  test('the infant descriptors sit at their published levels', () => {
    const label = (name: string, value: number) => tool.controls[name]!.attributes!.fieldInfo!.labels!.find((l) => l.value === value)!.name
    expect(label('verbal', 5)).toMatch(/Coos and babbles/)
    expect(label('verbal', 4)).toMatch(/Irritable crying/)
    expect(label('verbal', 3)).toMatch(/Cries to pain/)
    expect(label('verbal', 2)).toMatch(/Moans to pain/)
    expect(label('motor', 6)).toMatch(/spontaneously and purposefully/)
    expect(label('motor', 5)).toMatch(/Withdraws from touch/)
    expect(label('motor', 4)).toMatch(/Withdraws from pain/)
  })

  test.each([
    ['8 = 2 + 2 + 4', 2, 2, 4, 8, /^Severe/],
    ['9 = 2 + 3 + 4', 2, 3, 4, 9, /^Moderate/],
    ['12 = 3 + 4 + 5', 3, 4, 5, 12, /^Moderate/],
    ['13 = 3 + 4 + 6', 3, 4, 6, 13, /^Mild/],
  ])('band edge %s', (_d, e, v, m, total, band) => {
    const o = outcome(e, v, m)
    expect(o.pgcs_total).toBe(total)
    expect(String(o.severity)).toMatch(band)
  })

  test.each([
    ['NT', 4, 6, 'E(NT) V4 M6'],
    [3, 'NT', 5, 'E3 V(NT) M5'],
    [2, 3, 'NT', 'E2 V3 M(NT)'],
  ])('not testable: E %s V %s M %s → %s, no total, no band', (e, v, m, text) => {
    const r = run(e, v, m)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.outcome.pgcs_components).toBe(text)
    expect('pgcs_total' in r.outcome).toBe(false)
    expect(r.outcome.pgcs_statement).toBe(`Paediatric GCS not totalled (${text})`)
    expect(String(r.outcome.severity)).toMatch(/^No total/)
    expect(evaluate(components(e, v, m)).fields.total?.hidden).toBe(true)
  })

  test('out-of-range and missing values are refused with the field named', () => {
    for (const [e, v, m, field] of [
      [0, 5, 6, 'pgcs_eye'],
      [4, 6, 6, 'pgcs_verbal'],
      [4, 5, 7, 'pgcs_motor'],
      [3.5, 5, 6, 'pgcs_eye'],
    ] as const) {
      const r = run(e, v, m)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(Object.keys(r.errors)).toEqual([field])
    }
    const missing = pgcs.run({ pgcs_eye: 4 })
    expect(missing.ok).toBe(false)
    if (!missing.ok) expect(Object.keys(missing.errors).sort()).toEqual(['pgcs_motor', 'pgcs_verbal'])
  })

  test('property: a total 3–15 equal to E + V + M, or no total when one is NT', () => {
    const eye = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant('NT'))
    const verbal = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant('NT'))
    const motor = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant('NT'))
    fc.assert(
      fc.property(eye, verbal, motor, (e, v, m) => {
        const o = outcome(e, v, m)
        if (typeof e === 'number' && typeof v === 'number' && typeof m === 'number') {
          expect(o.pgcs_total).toBe(e + v + m)
          expect(o.pgcs_statement).toBe(`Paediatric GCS ${e + v + m} (E${e} V${v} M${m})`)
        } else expect('pgcs_total' in o).toBe(false)
      }),
    )
  })
})
