import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition, { MAX_PREDNISONE_UNITS, STEROID_EQUIVALENTS, type SteroidKey } from './corticosteroid-conversion.ts'

const KEYS = Object.keys(STEROID_EQUIVALENTS) as SteroidKey[]
const outKey = (k: SteroidKey) => (k === 'prednisone' ? 'prednisone_equivalent' : `eq_${k}`)

const { tool, run, outcome, refused: refusedFields } = toolHarness(definition, { base: { drug: 'prednisone', dose: 5 } })

describe('equivalent doses (Liu D et al., Allergy Asthma Clin Immunol 2013;9:30, Table 1)', () => {
  const table = { hydrocortisone: 20, cortisone: 25, prednisone: 5, prednisolone: 5, methylprednisolone: 4, triamcinolone: 4, dexamethasone: 0.75, betamethasone: 0.6 }

  test('the table values', () => {
    expect(STEROID_EQUIVALENTS).toEqual(table)
  })

  test('starting from any drug at its table dose, every drug comes out at its table dose', () => {
    for (const from of KEYS) {
      const o = outcome({ drug: from, dose: table[from] })
      for (const to of KEYS) expect(o[outKey(to)] as number, `${from} → ${to}`).toBeCloseTo(table[to], 10)
      expect(o.dose_level).toBe('Low')
    }
  })

  test('hand calculations: dexamethasone 6 mg → prednisone 40, methylprednisolone 32, hydrocortisone 160 mg', () => {
    const o = outcome({ drug: 'dexamethasone', dose: 6 })
    expect(o.prednisone_equivalent as number).toBeCloseTo((6 * 5) / 0.75, 10)
    expect(o.eq_methylprednisolone as number).toBeCloseTo(32, 10)
    expect(o.eq_hydrocortisone as number).toBeCloseTo(160, 10)
    expect(o.eq_betamethasone as number).toBeCloseTo(4.8, 10)
    expect(o.dose_level).toBe('High')
  })

  test('hydrocortisone 100 mg → prednisone 25, methylprednisolone 20, dexamethasone 3.75 mg', () => {
    const o = outcome({ drug: 'hydrocortisone', dose: 100 })
    expect(o.prednisone_equivalent as number).toBeCloseTo(25, 10)
    expect(o.eq_methylprednisolone as number).toBeCloseTo(20, 10)
    expect(o.eq_dexamethasone as number).toBeCloseTo(3.75, 10)
    expect(o.dose_level).toBe('Medium')
  })
})

describe('dose levels (Buttgereit F et al., Ann Rheum Dis 2002) on the prednisone equivalent', () => {
  test.each([
    [7.5, 'Low'],
    [7.51, 'Medium'],
    [30, 'Medium'],
    [30.01, 'High'],
    [100, 'High'],
    [100.01, 'Very high'],
    [249.99, 'Very high'],
    [250, 'Pulse'],
  ] as const)('prednisone %s mg → %s', (dose, level) => {
    const o = outcome({ dose })
    expect(o.dose_level).toBe(level)
    expect(o.interpretation).toMatch(new RegExp(`^${level === 'Pulse' ? 'Pulse range' : `${level} dose`}`))
  })

  test('band edges reached from another drug land exactly (hydrocortisone 30 mg = prednisone 7.5 → Low; dexamethasone 4.5 mg = 30 → Medium)', () => {
    expect(outcome({ drug: 'hydrocortisone', dose: 30 }).dose_level).toBe('Low')
    expect(outcome({ drug: 'dexamethasone', dose: 4.5 }).dose_level).toBe('Medium')
    expect(outcome({ drug: 'methylprednisolone', dose: 200 }).dose_level).toBe('Pulse')
  })
})

describe('mineralocorticoid and duration notes follow the source drug', () => {
  test.each([
    ['hydrocortisone', /retain salt/],
    ['cortisone', /retain salt/],
    ['dexamethasone', /36 hours or more/],
    ['betamethasone', /36 hours or more/],
    ['prednisone', /about 12–36 hours/],
    ['methylprednisolone', /about 12–36 hours/],
  ] as const)('%s', (drug, note) => {
    const o = outcome({ drug, dose: STEROID_EQUIVALENTS[drug] })
    expect(o.interpretation).toMatch(/anti-inflammatory effect only/)
    expect(o.interpretation).toMatch(note)
  })
})

describe('valid ranges and required inputs', () => {
  test('each drug: 0.01 mg and 250 × its equivalent dose accepted; 0 and above the maximum refused with the dose named', () => {
    for (const drug of KEYS) {
      const max = MAX_PREDNISONE_UNITS * STEROID_EQUIVALENTS[drug]
      expect(run({ drug, dose: 0.01 }).ok, drug).toBe(true)
      expect(run({ drug, dose: max }).ok, drug).toBe(true)
      expect(outcome({ drug, dose: max }).prednisone_equivalent as number).toBeCloseTo(1250, 9)
      expect(refusedFields({ drug, dose: 0 }), drug).toEqual(['dose'])
      expect(refusedFields({ drug, dose: max + 0.01 }), drug).toEqual(['dose'])
    }
  })

  test('a dose is accepted at the precision given (7.125 mg, 2.555 mg)', () => {
    expect(run({ dose: 2.55 }).ok).toBe(true)
    expect(run({ dose: 2.555 }).ok).toBe(true)
    expect(run({ dose: 7.125 }).ok).toBe(true)
  })

  test('missing or unknown inputs are refused with the field named', () => {
    expect(toolHarness(definition).refused()).toEqual(['dose', 'drug'])
    expect(refusedFields({ drug: 'fludrocortisone' })).toEqual(['drug'])
    expect(refusedFields({ dose: 'ten' })).toEqual(['dose'])
  })
})

describe('properties', () => {
  test('every valid input gives finite, positive equivalents in the fixed ratios, with a dose level', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), fc.double({ min: 0, max: 1, noNaN: true }), (drug, u) => {
        const maxHundredths = Math.round(MAX_PREDNISONE_UNITS * STEROID_EQUIVALENTS[drug] * 100)
        const dose = Math.max(1, Math.round(u * maxHundredths)) / 100
        const o = outcome({ drug, dose })
        const pred = o.prednisone_equivalent as number
        expect(pred).toBeGreaterThan(0)
        expect(pred).toBeLessThanOrEqual(1250 + 1e-9)
        for (const to of KEYS) {
          const v = o[outKey(to)] as number
          expect(Number.isFinite(v)).toBe(true)
          expect(v / STEROID_EQUIVALENTS[to]).toBeCloseTo(pred / 5, 9)
        }
        expect(o[outKey(drug)] as number).toBeCloseTo(dose, 9)
        expect(['Low', 'Medium', 'High', 'Very high', 'Pulse']).toContain(o.dose_level)
      }),
      { numRuns: 400 },
    )
  })
})

// Two published tables differ for betamethasone only: Liu 2013 (Allergy Asthma Clin Immunol 9:30),
// Table 1: 0.6 mg; BNF, "Equivalent anti-inflammatory doses of corticosteroids" (chapter 6):
// 750 micrograms (dexamethasone 750 micrograms, hydrocortisone 20 mg, prednisolone 5 mg in both).
describe('the equivalence table is named, and the other one offered', () => {
  test('Liu 2013 Table 1 by default: prednisone 5 mg = betamethasone 0.6 mg', () => {
    const o = outcome({})
    expect(o.eq_betamethasone).toBeCloseTo(0.6, 12)
    expect(o.table_used).toBe('Liu 2013, Table 1 (betamethasone 0.6 mg = prednisone 5 mg)')
  })

  test('BNF chosen: prednisone 5 mg = betamethasone 0.75 mg; betamethasone 0.75 mg = prednisone 5 mg; the rest unchanged', () => {
    const o = outcome({ equivalence_table: 'bnf' })
    expect(o.eq_betamethasone).toBeCloseTo(0.75, 12)
    expect(o.eq_dexamethasone).toBeCloseTo(0.75, 12)
    expect(o.eq_hydrocortisone).toBeCloseTo(20, 12)
    expect(o.table_used).toBe('BNF, equivalent anti-inflammatory doses (betamethasone 0.75 mg = prednisolone 5 mg)')
    expect(outcome({ equivalence_table: 'bnf', drug: 'betamethasone', dose: 0.75 }).prednisone_equivalent).toBeCloseTo(5, 12)
    expect(outcome({ drug: 'betamethasone', dose: 0.6 }).prednisone_equivalent).toBeCloseTo(5, 12)
  })

  test('the chart note names the table', () => {
    expect(tool.chartNote!.cc).toMatch(/\{\{table_used\}\}/)
  })
})
