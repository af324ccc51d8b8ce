import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { roundTo } from '../formulas/rounding.ts'
import { convertMeasure, toCanonicalUnit } from '../units.ts'
import definition from './eag-hba1c.ts'

const { run, outcome, expectRange, expectEachRequired, evaluate } = toolHarness(definition, { base: { hba1c: 7 } })

describe('ADAG equations (Nathan 2008)', () => {
  test.each([
    [5, 97, 5.4, '97 (76–120) mg/dL', '5.4 (4.2–6.7) mmol/L'],
    [6, 126, 7.0, '126 (100–152) mg/dL', '7.0 (5.5–8.5) mmol/L'],
    [7, 154, 8.5, '154 (123–185) mg/dL', '8.6 (6.8–10.3) mmol/L'],
    [8, 183, 10.1, '183 (147–217) mg/dL', '10.2 (8.1–12.1) mmol/L'],
    [9, 212, 11.7, '212 (170–249) mg/dL', '11.8 (9.4–13.9) mmol/L'],
    [10, 240, 13.3, '240 (193–282) mg/dL', '13.4 (10.7–15.7) mmol/L'],
    [11, 269, 14.9, '269 (217–314) mg/dL', '14.9 (12.0–17.5) mmol/L'],
    [12, 298, 16.5, '298 (240–347) mg/dL', '16.5 (13.3–19.3) mmol/L'],
  ] as const)('A1C %d %%: %d mg/dL as in Table 1', (a1c, mgdl, mmol, rowMg, rowMmol) => {
    const o = outcome({ hba1c: a1c })
    expect(o.eag_mgdl as number).toBeCloseTo(28.7 * a1c - 46.7, 10)
    expect(roundTo(o.eag_mgdl as number, 0)).toBe(mgdl)
    expect(o.eag_mmol as number).toBeCloseTo(1.59 * a1c - 2.59, 10)
    // 1.59 × A1C − 2.59 rounds within 0.1 mmol/L of the table (which divides mg/dL by 18)
    expect(Math.abs(roundTo(o.eag_mmol as number, 1)! - mmol)).toBeLessThanOrEqual(0.1 + 1e-9)
    expect(o.table_mgdl).toBe(rowMg)
    expect(o.table_mmol).toBe(rowMmol)
    expect(o.interpretation).toMatch(/gives a 95 % confidence interval at this value/)
  })

  test('between whole values there is no table row, and the interpretation says so', () => {
    const o = outcome({ hba1c: 6.5 })
    expect(o.table_mgdl ?? null).toBeNull()
    expect(o.interpretation).toMatch(/only at whole values from 5 to 12 %/)
    expect(o.interpretation).toMatch(/^This HbA1c corresponds, on average, to the glucose shown above/)
    expect(roundTo(o.eag_mgdl as number, 0)).toBe(140)
    expect(roundTo(o.eag_mmol as number, 1)).toBe(7.7)
    expect(outcome({ hba1c: 4 }).table_mgdl ?? null).toBeNull()
    expect(outcome({ hba1c: 13 }).table_mmol ?? null).toBeNull()
  })

  test('IFCC value: 10.929 × (7 − 2.15) = 53.0 mmol/mol', () => {
    expect(outcome({}).hba1c_ifcc as number).toBeCloseTo(53.00565, 10)
  })
})

describe('units: % (NGSP) ↔ mmol/mol (IFCC)', () => {
  test('53 mmol/mol is 7.0 %; 48 mmol/mol is 6.5 %', () => {
    expect(convertMeasure(53, 'mmol/mol HbA1c', '% HbA1c', 1)).toBe(7)
    expect(convertMeasure(48, 'mmol/mol HbA1c', '% HbA1c', 1)).toBe(6.5)
    expect(convertMeasure(7, '% HbA1c', 'mmol/mol HbA1c', 0)).toBe(53)
  })
  test('a value in mmol/mol gives the eAG of its % equivalent (NGSP = IFCC / 10.929 + 2.15)', () => {
    const pct = toCanonicalUnit(53, 'mmol/mol HbA1c', '% HbA1c')!
    expect(pct).toBeCloseTo(53 / 10.929 + 2.15, 10)
    expect(outcome({ hba1c: pct }).eag_mgdl as number).toBeCloseTo(28.7 * (53 / 10.929 + 2.15) - 46.7, 8)
  })
})

describe('range and the study-range warning', () => {
  test('3–20 % accepted, outside refused', () => {
    expectRange('hba1c', 3, 20, 2.9, 20.1)
    expectEachRequired(['hba1c'])
  })
  test('outside 3.8–14.3 % a warning is shown with the result', () => {
    expect(run({ hba1c: 15 }).ok).toBe(true)
    const kinds = (v: number) => evaluate({ hba1c: v }).fields.hba1c!.validations.map((x) => x.type)
    expect(kinds(15)).toContain('warning')
    expect(kinds(3.5)).toContain('warning')
    expect(kinds(14.3)).not.toContain('warning')
    expect(kinds(3.8)).not.toContain('warning')
  })
})
