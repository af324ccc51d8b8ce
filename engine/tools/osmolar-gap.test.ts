import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition, { OG_RANGES } from './osmolar-gap.ts'

// Smithline N, Gardner KD, JAMA 1976;236:1594–1597: 2 × Na + glucose + urea (mmol/L); ethanol
// 1.25 × mmol/L (Purssell RA et al., Ann Emerg Med 2001;38:653–659).
const base = { measured_osmolality: 310, sodium: 140, glucose: 5, 'glucose.unit': 'mmol/L glucose', urea: 5 }
const { tool, outcome, refused, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const text = (inputs: Record<string, unknown>) => String(outcome(inputs).interpretation)

describe('osmolar gap: hand-derived values', () => {
  test('2 × 140 + 5 + 5 = 290; 310 − 290 = 20', () => {
    const o = outcome({})
    expect(o.calculated_osmolality as number).toBeCloseTo(290, 10)
    expect(o.osmolar_gap as number).toBeCloseTo(20, 10)
  })

  test('ethanol 20 mmol/L adds 25; 92.14 mg/dL is the same 20 mmol/L', () => {
    expect(outcome({ ethanol: 20 }).ethanol_contribution).toBe(25)
    expect(outcome({ ethanol: 20 }).calculated_osmolality as number).toBeCloseTo(315, 10)
    expect(outcome({ ethanol: 92.14, 'ethanol.unit': 'mg/dL ethanol' }).calculated_osmolality as number).toBeCloseTo(315, 8)
    // mg/dL ÷ 3.7 (Purssell’s US form) is within 0.2 mOsm/kg at 92 mg/dL.
    expect(Math.abs(92.14 / 3.7 - 25)).toBeLessThan(0.2)
    expect(outcome({})).not.toHaveProperty('ethanol_contribution')
  })
})

describe('units: each quantity in either unit gives the same result', () => {
  test('glucose mg/dL ↔ mmol/L (18.016), urea ↔ BUN (× 2.8), ethanol mmol/L ↔ mg/dL (4.607)', () => {
    for (const [g, u, e] of [
      [5, 5, 0],
      [30, 20, 50],
      [1.1, 0.5, 3.3],
    ] as const) {
      const si = outcome({ glucose: g, urea: u, ethanol: e })
      const us = outcome({ glucose: g * 18.016, 'glucose.unit': 'mg/dL glucose', urea: u * 2.8, 'urea.unit': 'mg/dL BUN', ethanol: e * 4.607, 'ethanol.unit': 'mg/dL ethanol' })
      expect(us.calculated_osmolality as number).toBeCloseTo(si.calculated_osmolality as number, 8)
    }
  })

  test('the unit switches are the shared ones; an unknown unit is refused', () => {
    expect(tool.controls.glucose!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mg/dL glucose', 'mmol/L glucose'])
    expect(tool.controls.urea!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmol/L urea', 'mg/dL BUN'])
    expect(tool.controls.ethanol!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmol/L ethanol', 'mg/dL ethanol'])
    expect(refused({ ethanol: 10, 'ethanol.unit': 'mg/dL' })).toEqual(['ethanol'])
  })
})

describe('interpretation at the ±10 edges', () => {
  test('10 is not raised, 10.1 is; −10 is not flagged, −10.1 is', () => {
    expect(text({ measured_osmolality: 300 })).toMatch(/^Osmolar gap 10 mOsm\/kg or less/)
    expect(text({ measured_osmolality: 300.1 })).toMatch(/^Osmolar gap above 10.*ethanol \(not entered\)/)
    expect(text({ measured_osmolality: 300.1, ethanol: 0 })).not.toMatch(/not entered/)
    expect(text({ measured_osmolality: 280 })).toMatch(/^Osmolar gap 10 mOsm\/kg or less/)
    expect(text({ measured_osmolality: 279.9 })).toMatch(/^Osmolar gap below −10/)
  })
})

describe('ranges and required fields', () => {
  test('edges accepted, one step beyond refused', () => {
    expectRange('measured_osmolality', 200, 500, 199.9, 500.1)
    expectRange('sodium', 80, 250, 79.9, 250.1)
    expectRange('urea', OG_RANGES.urea.min, OG_RANGES.urea.max, 0.2, 107.1)
    expectRange('ethanol', 0, 217, -0.1, 217.1)
    expectRange('glucose', 10, 3000, 9.9, 3000.1, { 'glucose.unit': 'mg/dL glucose' })
  })

  test('all but ethanol required', () => {
    expect(bare.refused({})).toEqual(['glucose', 'measured_osmolality', 'sodium', 'urea'])
  })
})
