import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './grace.ts'

// Granger CB et al., Arch Intern Med 2003;163:2345–2353, nomogram and probability table.
// Base profile: age < 30 (0), HR < 50 (0), SBP ≥ 200 (0), creatinine < 0.40 (1), Killip I: 1 point.
const base = { age: 25, heart_rate: 45, systolic_bp: 210, creatinine: 0.3, killip: 'I', cardiac_arrest: 'no', st_deviation: 'no', raised_markers: 'no' }
const { outcome, refused, expectRange } = toolHarness(definition, { base })
const score = (inputs: Record<string, unknown>) => (outcome(inputs).grace_in_hospital_score as number) - 1

describe('GRACE in-hospital score: nomogram points at each band edge', () => {
  const bands: [string, [number, number][]][] = [
    ['age', [[29.9, 0], [30, 8], [39.9, 8], [40, 25], [50, 41], [60, 58], [70, 75], [80, 91], [89.9, 91], [90, 100], [105, 100]]],
    ['heart_rate', [[49, 0], [50, 3], [69.5, 3], [70, 9], [90, 15], [110, 24], [149, 24], [150, 38], [200, 46], [300, 46]]],
    ['systolic_bp', [[20, 58], [79, 58], [80, 53], [99.5, 53], [100, 43], [120, 34], [140, 24], [160, 10], [199, 10], [200, 0]]],
  ]
  test.each(bands)('%s', (field, edges) => {
    for (const [value, points] of edges) expect(score({ [field]: value }), `${field} ${value}`).toBe(points)
  })

  test('creatinine in mg/dL and in µmol/L (1 mg/dL = 88.4 µmol/L)', () => {
    const mg: [number, number][] = [[0.39, 1], [0.4, 4], [0.79, 4], [0.8, 7], [1.2, 10], [1.6, 13], [1.99, 13], [2, 21], [3.99, 21], [4, 28], [15, 28]]
    for (const [value, points] of mg) expect(score({ creatinine: value }) + 1, `${value} mg/dL`).toBe(points)
    const umol = (v: number) => ({ creatinine: v, 'creatinine.unit': 'µmol/L creatinine' })
    expect(score(umol(88)) + 1).toBe(7)
    // Converted exactly, not rounded first: 106 µmol/L is 1.199 mg/dL (7 points), 107 is 1.210 (10).
    expect(score(umol(106)) + 1).toBe(7)
    expect(score(umol(107)) + 1).toBe(10)
    expect(score(umol(176.8)) + 1).toBe(21)
    expect(score(umol(353.6)) + 1).toBe(28)
  })

  test('Killip class and the three yes/no items', () => {
    expect(score({ killip: 'II' })).toBe(20)
    expect(score({ killip: 'III' })).toBe(39)
    expect(score({ killip: 'IV' })).toBe(59)
    expect(score({ cardiac_arrest: 'yes' })).toBe(39)
    expect(score({ st_deviation: 'yes' })).toBe(28)
    expect(score({ raised_markers: 'yes' })).toBe(14)
  })

  test('the maximum is 372', () => {
    expect(outcome({ age: 95, heart_rate: 210, systolic_bp: 70, creatinine: 5, killip: 'IV', cardiac_arrest: 'yes', st_deviation: 'yes', raised_markers: 'yes' }).grace_in_hospital_score).toBe(372)
  })
})

describe('GRACE in-hospital death: the published table, a range between rows', () => {
  const death = (inputs: Record<string, unknown>) => outcome(inputs).grace_in_hospital_death
  test('on a row, between rows, and at both open ends', () => {
    // 1 + age 58 (60–69) = 59; + raised markers 14 = 73; + HR 3 (50–69) = 62 …
    expect(death({ age: 65 })).toBe('0.2 % or less') // 59
    expect(death({ age: 65, heart_rate: 55 })).toBe('0.2–0.3 %') // 62
    expect(death({ age: 65, raised_markers: 'yes' })).toBe('0.3–0.4 %') // 73
    // 1 + 41 + 24 + 34 = 100 exactly
    expect(outcome({ age: 55, systolic_bp: 130, heart_rate: 120 }).grace_in_hospital_score).toBe(100)
    expect(death({ age: 55, systolic_bp: 130, heart_rate: 120 })).toBe('0.8 %')
    // 1 + 100 + 46 + 58 + 59 = 264
    expect(death({ age: 95, heart_rate: 210, systolic_bp: 70, killip: 'IV' })).toBe('52 % or more')
    // 1 + 100 + 46 + 58 + 39 = 244
    expect(death({ age: 95, heart_rate: 210, systolic_bp: 70, killip: 'III' })).toBe('44–52 %')
  })

  test('risk groups at 108 / 109 and 140 / 141', () => {
    const at = (inputs: Record<string, unknown>) => outcome(inputs)
    // creatinine 0.4 (4) + age 85 (91) + HR 90 (15) = 110; with creatinine 0.3 (1): 107
    expect(at({ age: 85, heart_rate: 90, creatinine: 0.4 }).grace_in_hospital_score).toBe(110)
    expect(at({ age: 85, heart_rate: 90 }).grace_in_hospital_score).toBe(107)
    expect(at({ age: 85, heart_rate: 90 }).risk_group).toMatch(/^Low/)
    expect(at({ age: 85, heart_rate: 70, killip: 'II' }).grace_in_hospital_score).toBe(121)
    expect(at({ age: 85, heart_rate: 70, killip: 'II' }).risk_group).toMatch(/^Intermediate/)
    // 1 + 91 + 9 + 39 = 140; + HR 90 instead (15) = 146
    expect(at({ age: 85, heart_rate: 70, killip: 'III' }).grace_in_hospital_score).toBe(140)
    expect(at({ age: 85, heart_rate: 70, killip: 'III' }).risk_group).toMatch(/^Intermediate/)
    expect(at({ age: 85, heart_rate: 90, killip: 'III' }).grace_in_hospital_score).toBe(146)
    expect(at({ age: 85, heart_rate: 90, killip: 'III' }).risk_group).toMatch(/^High/)
    expect(String(at({ age: 85, heart_rate: 90, killip: 'III' }).interpretation)).toContain('within 24 hours')
    // 108 exactly: age 55 (41) + HR 90 (15) + SBP 130 (34) + creatinine 0.4 (4) + markers (14)
    expect(at({ age: 55, heart_rate: 90, systolic_bp: 130, creatinine: 0.4, raised_markers: 'yes', killip: 'I' }).grace_in_hospital_score).toBe(108)
    expect(at({ age: 55, heart_rate: 90, systolic_bp: 130, creatinine: 0.4, raised_markers: 'yes', killip: 'I' }).risk_group).toMatch(/^Low/)
    // 109 exactly: the same with creatinine 0.8 (7) and HR 70 (9): 41 + 9 + 34 + 7 + 14 = 105; with HR 110 (24): 120
    expect(at({ age: 55, heart_rate: 70, systolic_bp: 130, creatinine: 0.8, raised_markers: 'yes' }).grace_in_hospital_score).toBe(105)
    // 109: age 25 (0) + HR 110 (24) + SBP 90 (53) + creatinine 0.4 (4) + ST deviation (28)
    expect(at({ heart_rate: 110, systolic_bp: 90, creatinine: 0.4, st_deviation: 'yes' }).grace_in_hospital_score).toBe(109)
    expect(at({ heart_rate: 110, systolic_bp: 90, creatinine: 0.4, st_deviation: 'yes' }).risk_group).toMatch(/^Intermediate/)
  })
})

describe('GRACE: ranges and required fields', () => {
  test('shared measurable ranges; refusals name the field', () => {
    expectRange('age', 18, 120, 17, 121)
    expectRange('heart_rate', 5, 350, 4, 351)
    expectRange('systolic_bp', 20, 300, 19, 301)
    expectRange('creatinine', 0.1, 60, 0.09, 60.1)
    expect(toolHarness(definition).refused()).toEqual(Object.keys(base).sort())
    expect(refused({ killip: 'V' })).toEqual(['killip'])
  })
})
