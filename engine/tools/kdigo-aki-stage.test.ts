import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './kdigo-aki-stage.ts'

const cr = { criteria: 'creatinine', baseline_creatinine: 1.0, creatinine: 1.0, rise_timing: '48h', rrt: 'no' }
const uo = { criteria: 'urine', weight: 100, urine_volume: 1000, urine_hours: 12, rrt: 'no' }
const creat = toolHarness(definition, { base: cr })
const urine = toolHarness(definition, { base: uo })
const both = toolHarness(definition, { base: { ...cr, ...uo, criteria: 'both' } })

describe('creatinine criteria (KDIGO 2012 Table 2)', () => {
  test.each([
    [1.29, '48h', 0],
    [1.3, '48h', 1],
    [1.49, '7d', 0],
    [1.5, '7d', 1],
    [1.99, '7d', 1],
    [2.0, '7d', 2],
    [2.99, '7d', 2],
    [3.0, '7d', 3],
    [3.0, '48h', 3],
    [2.0, 'longer', 0],
  ] as const)('baseline 1.0 → %s mg/dL (%s): stage %i', (current, timing, stage) => {
    const o = creat.outcome({ creatinine: current, rise_timing: timing })
    expect(o.creatinine_stage).toBe(stage)
    expect(o.kdigo_aki_stage).toBe(stage)
  })

  test('a 0.3 mg/dL rise counts only within 48 hours', () => {
    expect(creat.outcome({ baseline_creatinine: 2.0, creatinine: 2.3, rise_timing: '48h' }).kdigo_aki_stage).toBe(1)
    expect(creat.outcome({ baseline_creatinine: 2.0, creatinine: 2.3, rise_timing: '7d' }).kdigo_aki_stage).toBe(0)
    expect(creat.outcome({ baseline_creatinine: 2.0, creatinine: 2.29, rise_timing: '48h' }).kdigo_aki_stage).toBe(0)
    // floating point: 1.2 − 0.9 = 0.29999999999999993 still counts as 0.3 (ratio 1.33)
    expect(creat.outcome({ baseline_creatinine: 0.9, creatinine: 1.2, rise_timing: '48h' }).creatinine_stage).toBe(1)
    expect(creat.outcome({ baseline_creatinine: 0.6, creatinine: 0.9, rise_timing: '48h' }).creatinine_stage).toBe(1)
  })

  test('26.5 µmol/L is the same threshold as 0.3 mg/dL', () => {
    // 150 µmol/L → 176.5 µmol/L: a rise of 26.5 µmol/L = 0.2998 mg/dL
    expect(creat.outcome({ baseline_creatinine: 150 / 88.4, creatinine: 176.5 / 88.4 }).creatinine_stage).toBe(1)
    expect(creat.outcome({ baseline_creatinine: 150 / 88.4, creatinine: 176 / 88.4 }).creatinine_stage).toBe(0)
  })

  test('4.0 mg/dL (353.6 µmol/L) is stage 3 with an acute rise, not without', () => {
    expect(creat.outcome({ baseline_creatinine: 3.5, creatinine: 4.0, rise_timing: '48h' }).kdigo_aki_stage).toBe(3)
    expect(creat.outcome({ baseline_creatinine: 3.5, creatinine: 353.6 / 88.4, rise_timing: '48h' }).kdigo_aki_stage).toBe(3)
    expect(creat.outcome({ baseline_creatinine: 3.75, creatinine: 3.99, rise_timing: '48h' }).kdigo_aki_stage).toBe(0)
    expect(creat.outcome({ baseline_creatinine: 4.2, creatinine: 4.3, rise_timing: '48h' }).kdigo_aki_stage).toBe(0)
    expect(creat.outcome({ baseline_creatinine: 3.5, creatinine: 4.5, rise_timing: 'longer' }).kdigo_aki_stage).toBe(0)
  })

  test('the ratio is compared as displayed (two decimals)', () => {
    expect(creat.outcome({ creatinine: 1.496 }).ratio).toBeCloseTo(1.496, 10)
    expect(creat.outcome({ creatinine: 1.496, rise_timing: '7d' }).creatinine_stage).toBe(1)
    expect(creat.outcome({ creatinine: 1.494, rise_timing: '7d' }).creatinine_stage).toBe(0)
  })
})

describe('urine output criteria', () => {
  // weight 100 kg: volume (mL) / (100 × hours) mL/kg/h
  test.each([
    [300, 6, 0.5, 0],
    [294, 6, 0.49, 1],
    [294, 5, 0.59, 0],
    [590, 12, 0.49, 2],
    [600, 12, 0.5, 0],
    [710, 24, 0.3, 2],
    [700, 24, 0.29, 3],
    [0, 12, 0, 3],
    [0, 11, 0, 1],
    [0, 6, 0, 1],
  ] as const)('%i mL over %i h (%s mL/kg/h): stage %i', (volume, hours, rate, stage) => {
    const o = urine.outcome({ urine_volume: volume, urine_hours: hours })
    expect(Math.round((o.uo_rate as number) * 100) / 100).toBe(rate)
    expect(o.urine_stage).toBe(stage)
    expect(o.kdigo_aki_stage).toBe(stage)
  })

  test('rate = volume / (weight × hours)', () => {
    expect(urine.outcome({ weight: 70, urine_volume: 504, urine_hours: 12 }).uo_rate).toBeCloseTo(0.6, 10)
  })
})

describe('combined, RRT and the paediatric criterion', () => {
  test('the higher of the two stages counts', () => {
    expect(both.outcome({ creatinine: 1.5, rise_timing: '7d', urine_volume: 590, urine_hours: 12 }).kdigo_aki_stage).toBe(2)
    expect(both.outcome({ creatinine: 2.1, rise_timing: '7d', urine_volume: 5000, urine_hours: 12 }).kdigo_aki_stage).toBe(2)
  })

  test('starting kidney replacement therapy is stage 3', () => {
    expect(creat.outcome({ rrt: 'yes' }).kdigo_aki_stage).toBe(3)
    expect(creat.outcome({ child_egfr_below_35: 'yes' }).kdigo_aki_stage).toBe(3)
  })

  test('interpretation per stage', () => {
    expect(creat.outcome({}).interpretation).toMatch(/^No acute kidney injury/)
    expect(creat.outcome({ creatinine: 1.5 }).interpretation).toMatch(/^KDIGO stage 1/)
    expect(creat.outcome({ creatinine: 2.0 }).interpretation).toMatch(/^KDIGO stage 2.*kidney replacement therapy and ICU/)
    expect(creat.outcome({ creatinine: 3.0 }).interpretation).toMatch(/^KDIGO stage 3.*subclavian/)
  })
})

describe('ranges and required fields', () => {
  test('creatinine shared range 0.1–60 mg/dL', () => {
    creat.expectRange('creatinine', 0.1, 60, 0.09, 60.1)
    creat.expectRange('baseline_creatinine', 0.1, 60, 0.09, 60.1)
  })
  test('urine volume 0–50,000 mL, 1–168 hours, weight 0.2–454 kg', () => {
    urine.expectRange('urine_volume', 0, 50000, -1, 50001)
    urine.expectRange('urine_hours', 1, 168, 0.5, 169)
    urine.expectRange('weight', 0.2, 454, 0.1, 455)
  })
  test('the fields of the chosen criteria are required; the others are hidden', () => {
    creat.expectEachRequired(['baseline_creatinine', 'creatinine', 'rise_timing', 'rrt'])
    urine.expectEachRequired(['weight', 'urine_volume', 'urine_hours', 'rrt'])
    expect(creat.evaluate().fields.weight!.hidden).toBe(true)
    expect(urine.evaluate().fields.creatinine!.hidden).toBe(true)
  })
})
