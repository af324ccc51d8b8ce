import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './grace-6-month.ts'

// Eagle KA et al., JAMA 2004;291:2727–2733, nomogram (Figure), via the reproductions named in the
// definition's evidenceChecks. Base profile: age < 40 (0), HR < 50 (0), SBP ≥ 200 (0),
// creatinine < 0.40 (1), no history, no ST depression, markers not raised, PCI done: 1 point.
const base = {
  age: 35,
  history_chf: 'no',
  history_mi: 'no',
  heart_rate: 45,
  systolic_bp: 210,
  st_depression: 'no',
  creatinine: 0.3,
  raised_markers: 'no',
  in_hospital_pci: 'yes',
}
const { outcome, refused, expectRange } = toolHarness(definition, { base })
const total = (inputs: Record<string, unknown>) => outcome(inputs).grace_6_month_score as number
const score = (inputs: Record<string, unknown>) => total(inputs) - 1

describe('GRACE 6-month score: nomogram points at each band edge', () => {
  const bands: [string, [number, number][]][] = [
    ['age', [[18, 0], [39.9, 0], [40, 18], [49.9, 18], [50, 36], [60, 55], [70, 73], [79.9, 73], [80, 91], [89.9, 91], [90, 100], [120, 100]]],
    ['heart_rate', [[49, 0], [49.9, 0], [50, 3], [69.5, 3], [70, 9], [90, 14], [109.9, 14], [110, 23], [149, 23], [150, 35], [199, 35], [200, 43], [350, 43]]],
    ['systolic_bp', [[20, 24], [79.9, 24], [80, 22], [99.5, 22], [100, 18], [120, 14], [140, 10], [159, 10], [160, 4], [199, 4], [200, 0], [300, 0]]],
  ]
  test.each(bands)('%s', (field, edges) => {
    for (const [value, points] of edges) expect(score({ [field]: value }), `${field} ${value}`).toBe(points)
  })

  test('creatinine in mg/dL and in µmol/L (1 mg/dL = 88.4 µmol/L)', () => {
    const mg: [number, number][] = [[0.1, 1], [0.39, 1], [0.4, 3], [0.79, 3], [0.8, 5], [1.19, 5], [1.2, 7], [1.6, 9], [1.99, 9], [2, 15], [3.99, 15], [4, 20], [60, 20]]
    for (const [value, points] of mg) expect(score({ creatinine: value }) + 1, `${value} mg/dL`).toBe(points)
    const umol = (v: number) => ({ creatinine: v, 'creatinine.unit': 'µmol/L creatinine' })
    expect(score(umol(30)) + 1).toBe(1)
    expect(score(umol(88)) + 1).toBe(5)
    // Converted exactly, not rounded first: 106 µmol/L is 1.199 mg/dL (5 points), 107 is 1.210 (7).
    expect(score(umol(106)) + 1).toBe(5)
    expect(score(umol(107)) + 1).toBe(7)
    expect(score(umol(176.8)) + 1).toBe(15)
    expect(score(umol(353.6)) + 1).toBe(20)
  })

  test('history, ECG, markers and PCI: points for each', () => {
    expect(score({ history_chf: 'yes' })).toBe(24)
    expect(score({ history_mi: 'yes' })).toBe(12)
    expect(score({ st_depression: 'yes' })).toBe(11)
    expect(score({ raised_markers: 'yes' })).toBe(15)
    // It is the absence of a PCI in hospital that scores.
    expect(score({ in_hospital_pci: 'no' })).toBe(14)
    expect(score({ in_hospital_pci: 'yes' })).toBe(0)
  })

  test('the total runs from 1 to 263, as the reproductions state', () => {
    expect(total({})).toBe(1)
    const worst = { age: 95, history_chf: 'yes', history_mi: 'yes', heart_rate: 210, systolic_bp: 70, st_depression: 'yes', creatinine: 5, raised_markers: 'yes', in_hospital_pci: 'no' }
    expect(total(worst)).toBe(263)
  })
})

describe('GRACE 6-month score: risk group for death within 6 months after discharge', () => {
  const group = (inputs: Record<string, unknown>) => String(outcome(inputs).grace_6_month_risk_group)

  test('88 / 89 and 118 / 119 (non-ST-elevation ACS groups)', () => {
    // age 60–69 (55) + HR 90–109 (14) + SBP 100–119 (18) + creatinine < 0.40 (1) = 88
    const at88 = { age: 65, heart_rate: 95, systolic_bp: 110 }
    expect(total(at88)).toBe(88)
    expect(group(at88)).toBe('Low (88 or less; under 3 %)')
    // age 70–79 (73) + HR 70–89 (9) + SBP 160–199 (4) + creatinine 0.40–0.79 (3) = 89
    const at89 = { age: 75, heart_rate: 75, systolic_bp: 170, creatinine: 0.4 }
    expect(total(at89)).toBe(89)
    expect(group(at89)).toBe('Intermediate (89–118; 3–8 %)')
    // age 80–89 (91) + SBP 120–139 (14) + history of MI (12) + creatinine < 0.40 (1) = 118
    const at118 = { age: 85, systolic_bp: 130, history_mi: 'yes' }
    expect(total(at118)).toBe(118)
    expect(group(at118)).toBe('Intermediate (89–118; 3–8 %)')
    // age 80–89 (91) + SBP 120–139 (14) + ST depression (11) + creatinine 0.40–0.79 (3) = 119
    const at119 = { age: 85, systolic_bp: 130, st_depression: 'yes', creatinine: 0.5 }
    expect(total(at119)).toBe(119)
    expect(group(at119)).toBe('High (over 118; over 8 %)')
  })

  test('the interpretation names the population and the outcome', () => {
    const text = String(outcome({ age: 85, systolic_bp: 130, st_depression: 'yes', creatinine: 0.5 }).interpretation)
    expect(text).toContain('survived to discharge')
    expect(text).toContain('within 6 months after discharge')
    expect(text).toContain('over 8 %')
    expect(text).toContain('does not estimate death in hospital')
  })
})

describe('GRACE 6-month score: ranges and required fields', () => {
  test('shared measurable ranges; refusals name the field', () => {
    expectRange('age', 18, 120, 17, 121)
    expectRange('heart_rate', 5, 350, 4, 351)
    expectRange('systolic_bp', 20, 300, 19, 301)
    expectRange('creatinine', 0.1, 60, 0.09, 60.1)
    expect(toolHarness(definition).refused()).toEqual(Object.keys(base).sort())
    expect(refused({ in_hospital_pci: 'maybe' })).toEqual(['in_hospital_pci'])
  })
})
