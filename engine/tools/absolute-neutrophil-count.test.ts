import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './absolute-neutrophil-count.ts'

// ANC = WBC × (segs % + bands %) ÷ 100; neutropenia < 1.5, mild 1.0–1.5, moderate 0.5–1.0,
// severe < 0.5 × 10⁹/L (Newburger PE, Dale DC, Semin Hematol 2013;50:198–206).
const base = { wbc: 6, neutrophils: 55, bands: 5 }
const { outcome, refused, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const grade = (inputs: Record<string, unknown>) => String(outcome(inputs).neutropenia_grade)

describe('absolute neutrophil count', () => {
  test('WBC × (segs + bands) ÷ 100, also per µL', () => {
    expect(outcome({}).anc).toBeCloseTo(3.6, 12)
    expect(outcome({}).anc_per_ul).toBe(3600)
    expect(outcome({ bands: undefined }).anc).toBeCloseTo(3.3, 12)
  })

  test('grades at their edges (WBC 10: ANC = percentage ÷ 10)', () => {
    const at = (pct: number) => grade({ wbc: 10, neutrophils: pct, bands: 0 })
    expect(at(15)).toMatch(/^No neutropenia/)
    expect(at(14.9)).toMatch(/^Mild/)
    expect(at(10)).toMatch(/^Mild/)
    expect(at(9.9)).toMatch(/^Moderate/)
    expect(at(5)).toMatch(/^Moderate/)
    expect(at(4.9)).toMatch(/^Severe/)
    expect(at(0)).toMatch(/^Severe/)
  })

  test('grades use the unrounded count: 0.495 is severe, 0.995 moderate, 1.495 mild', () => {
    expect(grade({ wbc: 0.99, neutrophils: 50, bands: 0 })).toMatch(/^Severe/)
    expect(outcome({ wbc: 0.99, neutrophils: 50, bands: 0 }).anc_per_ul).toBeCloseTo(495, 9)
    expect(grade({ wbc: 1.99, neutrophils: 50, bands: 0 })).toMatch(/^Moderate/)
    expect(grade({ wbc: 2.99, neutrophils: 50, bands: 0 })).toMatch(/^Mild/)
  })

  test('severe neutropenia names neutropenic sepsis', () => {
    expect(String(outcome({ wbc: 1, neutrophils: 20, bands: 0 }).interpretation)).toMatch(/neutropenic sepsis/)
  })

  test('segs and bands together cannot exceed 100 %', () => {
    expect(refused({ neutrophils: 95, bands: 5 })).toEqual([])
    expect(refused({ neutrophils: 95, bands: 5.1 })).toEqual(['bands'])
  })

  test('ranges and required fields', () => {
    expectRange('wbc', 0, 1000, -0.1, 1000.1)
    expect(refused({ neutrophils: 0, bands: 0 })).toEqual([])
    expect(refused({ neutrophils: 100, bands: 0 })).toEqual([])
    expect(refused({ neutrophils: -0.1, bands: 0 })).toEqual(['neutrophils'])
    // 100.1 % is refused by its range (and by the sum with bands).
    expect(refused({ neutrophils: 100.1, bands: undefined })).toEqual(['neutrophils'])
    expectRange('bands', 0, 40, -0.1, 100.1)
    expect(bare.refused({})).toEqual(['neutrophils', 'wbc'])
  })
})
