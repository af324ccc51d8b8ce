import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './ttkg.ts'

const base = { potassium: 3.0, urine_potassium: 40, serum_osm: 290, urine_osm: 600, urine_sodium: 60 }
const { run, outcome, errors, expectRange, expectEachRequired } = toolHarness(definition, { base })

describe('formula (West 1986)', () => {
  test('(urine K / serum K) / (urine osm / serum osm)', () => {
    expect(outcome({}).ttkg as number).toBeCloseTo(40 / 3 / (600 / 290), 12)
    expect(outcome({ potassium: 6, urine_potassium: 60, urine_osm: 580 }).ttkg as number).toBeCloseTo(5, 12)
  })
})

describe('validity conditions are warnings, and the interpretation says so', () => {
  test('urine osmolality not above serum: warning, not interpreted', () => {
    const r = run({ urine_osm: 290 })
    expect(r.ok).toBe(true)
    const o = outcome({ urine_osm: 290 })
    expect(o.validity).toMatch(/^Not interpretable: urine osmolality is not above serum osmolality\.$/)
    expect(o.interpretation).toMatch(/^The conditions for the TTKG are not met/)
    expect(errors({ urine_osm: 290 })).toEqual({})
  })

  test('urine sodium 25 or less: warning, not interpreted; 25.1 is accepted as valid', () => {
    expect(outcome({ urine_sodium: 25 }).validity).toMatch(/urine sodium is 25 mmol\/L or less/)
    expect(outcome({ urine_sodium: 25.1 }).validity).toMatch(/^Both conditions hold/)
    expect(outcome({ urine_sodium: 20, urine_osm: 280 }).validity).toMatch(/osmolality .*; urine sodium/)
  })

  test('the evaluation carries the warnings on the fields', () => {
    const toolEval = toolHarness(definition, { base: { ...base, urine_osm: 280, urine_sodium: 20 } }).evaluate()
    expect(toolEval.fields.urine_osm!.validations.map((v) => v.type)).toContain('warning')
    expect(toolEval.fields.urine_sodium!.validations.map((v) => v.type)).toContain('warning')
  })
})

describe('interpretation by serum potassium, on the displayed TTKG (one decimal)', () => {
  // serum osm 290, urine osm 580 (ratio 2): TTKG = urine K / serum K / 2
  const at = (k: number, value: number) => outcome({ potassium: k, urine_potassium: value * k * 2, urine_osm: 580 })
  test('hypokalaemia: below 2 extrarenal, 2 or more renal', () => {
    expect(at(3.0, 1.94).interpretation).toMatch(/^Hypokalaemia with TTKG below 2/)
    expect(at(3.0, 1.95).interpretation).toMatch(/^Hypokalaemia with TTKG of 2 or more/)
    expect(at(3.4, 6).interpretation).toMatch(/^Hypokalaemia with TTKG of 2 or more/)
  })
  test('hyperkalaemia: 10 or more expected, below 10 low', () => {
    expect(at(6.0, 9.94).interpretation).toMatch(/^Hyperkalaemia with TTKG below 10/)
    expect(at(6.0, 9.95).interpretation).toMatch(/^Hyperkalaemia with TTKG of 10 or more/)
    expect(at(5.1, 4).interpretation).toMatch(/^Hyperkalaemia with TTKG below 10/)
  })
  test('normal potassium (3.5–5.0)', () => {
    expect(at(3.5, 5).interpretation).toMatch(/^Serum potassium is within 3\.5–5\.0/)
    expect(at(5.0, 5).interpretation).toMatch(/^Serum potassium is within 3\.5–5\.0/)
  })
  test('every interpretation names the 2011 reappraisal', () => {
    expect(outcome({}).interpretation).toMatch(/Kamel and Halperin 2011/)
  })
})

describe('ranges and required fields', () => {
  test('ranges', () => {
    expectRange('potassium', 1, 15, 0.9, 15.1)
    expectRange('urine_potassium', 1, 300, 0.9, 301)
    expectRange('serum_osm', 200, 500, 199, 501)
    expectRange('urine_osm', 30, 1500, 29, 1501)
    expectRange('urine_sodium', 1, 300, 0.9, 301)
  })
  test('each input is required', () => {
    expectEachRequired(['potassium', 'urine_potassium', 'serum_osm', 'urine_osm', 'urine_sodium'])
  })
})
