import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import definition from './saps-ii.ts'

// Le Gall JR, Lemeshow S, Saulnier F, JAMA 1993;270:2957–2963 (Table 1 and the mortality equation).
const base = vectorInputs(definition, 'Scheduled surgical, age 35')
const { outcome, refused, evaluate, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const pts = (key: string, inputs: Record<string, unknown>) => outcome(inputs)[key]
const series = (key: string, field: string, values: number[], extra: Record<string, unknown> = {}) => values.map((v) => pts(key, { ...extra, [field]: v }))

describe('SAPS II bands at their edges', () => {
  test('age', () => expect(series('age_points', 'age', [39, 40, 59, 60, 69, 70, 74, 75, 79, 80, 120])).toEqual([0, 7, 7, 12, 12, 15, 15, 16, 16, 18, 18]))
  test('heart rate', () => expect(series('hr_points', 'heart_rate', [39, 40, 69, 70, 119, 120, 159, 160])).toEqual([11, 2, 2, 0, 0, 4, 4, 7]))
  test('systolic blood pressure', () => expect(series('sbp_points', 'systolic_bp', [69, 70, 99, 100, 199, 200])).toEqual([13, 5, 5, 0, 0, 2]))
  test('temperature (°C to 0.1; °F converted)', () => {
    expect(series('temperature_points', 'temperature', [38.9, 38.94, 38.95, 39])).toEqual([0, 0, 3, 3])
    expect(pts('temperature_points', { temperature: 102.2, 'temperature.unit': '°F' })).toBe(3)
  })
  test('PaO₂/FiO₂ only when ventilated', () => {
    const v = { ventilated: 'yes', fio2: 100 }
    expect(series('pf_points', 'pao2', [99, 100, 199, 200, 500], v)).toEqual([11, 9, 9, 6, 6])
    expect(pts('pf_points', { ventilated: 'no', pao2: 50, fio2: 100 })).toBe(0)
    expect(evaluate({ ventilated: 'no' }).fields.pao2!.hidden).toBe(true)
    expect(refused({ ventilated: 'yes' })).toEqual(['fio2', 'pao2'])
    // kPa converted: 13.3 kPa = 99.76 mmHg → ratio 99.76 on 100 %, below 100 (unrounded).
    expect(pts('pf_points', { ...v, pao2: 13.3, 'pao2.unit': 'kPa' })).toBe(11)
    expect(pts('pf_points', { ...v, pao2: 99.9 })).toBe(11)
  })
  test('urine output', () => expect(series('urine_points', 'urine_output', [0, 499, 500, 999, 1000])).toEqual([11, 11, 4, 4, 0]))
  test('urea mmol/L and BUN mg/dL (28 and 84 mg/dL = 10 and 30 mmol/L)', () => {
    expect(series('urea_points', 'urea', [9.9, 10, 29.9, 30])).toEqual([0, 6, 6, 10])
    expect(series('urea_points', 'urea', [27, 28, 83, 84], { 'urea.unit': 'mg/dL BUN' })).toEqual([0, 6, 6, 10])
  })
  test('white cells, potassium, sodium, bicarbonate', () => {
    expect(series('wbc_points', 'wbc', [0.9, 1, 19.9, 20])).toEqual([12, 0, 0, 3])
    expect(series('potassium_points', 'potassium', [2.9, 3, 4.9, 5])).toEqual([3, 0, 0, 3])
    expect(series('sodium_points', 'sodium', [124, 125, 144, 145])).toEqual([5, 0, 0, 1])
    expect(series('bicarbonate_points', 'bicarbonate', [14.9, 15, 19.9, 20])).toEqual([6, 3, 3, 0])
  })
  test('bilirubin mg/dL and µmol/L (68.4 and 102.6 µmol/L = 4 and 6 mg/dL)', () => {
    expect(series('bilirubin_points', 'bilirubin', [3.9, 4, 5.9, 6])).toEqual([0, 4, 4, 9])
    expect(series('bilirubin_points', 'bilirubin', [68, 68.4, 102, 102.6], { 'bilirubin.unit': 'µmol/L bilirubin' })).toEqual([0, 4, 4, 9])
  })
  test('Glasgow Coma Scale', () => expect(series('gcs_points', 'gcs', [3, 5, 6, 8, 9, 10, 11, 13, 14, 15])).toEqual([26, 26, 13, 13, 7, 7, 5, 5, 0, 0]))
  test('chronic disease and admission type', () => {
    expect(['none', 'metastatic_cancer', 'haematological_malignancy', 'aids'].map((chronic_disease) => pts('chronic_points', { chronic_disease }))).toEqual([0, 9, 10, 17])
    expect(['scheduled_surgical', 'medical', 'unscheduled_surgical'].map((admission_type) => pts('admission_points', { admission_type }))).toEqual([0, 6, 8])
  })
})

describe('score and predicted hospital mortality', () => {
  const mortality = (s: number) => 100 / (1 + Math.exp(-(-7.7631 + 0.0737 * s + 0.9971 * Math.log(s + 1))))

  test('score 0: 0.042 %; the worked vector: 56 → 59.76 %', () => {
    expect(outcome({}).saps_ii_score).toBe(0)
    expect(outcome({}).saps_ii_mortality as number).toBeCloseTo(mortality(0), 10)
    const v = outcome(vectorInputs(definition, 'Medical, age 72'))
    expect(v.saps_ii_score).toBe(56)
    expect(v.saps_ii_mortality as number).toBeCloseTo(59.7588, 4)
  })

  test('the equation passes near 10, 25, 50, 75 and 90 % at scores 29, 40, 52, 64 and 77', () => {
    expect(mortality(29)).toBeCloseTo(9.67, 2)
    expect(mortality(40)).toBeCloseTo(24.74, 2)
    expect(mortality(52)).toBeCloseTo(50.7, 1)
    expect(mortality(64)).toBeCloseTo(75.32, 2)
    expect(mortality(77)).toBeCloseTo(90.52, 2)
  })

  test('maximum 163 points', () => {
    const o = outcome({
      age: 85,
      admission_type: 'unscheduled_surgical',
      chronic_disease: 'aids',
      heart_rate: 30,
      systolic_bp: 60,
      temperature: 40,
      ventilated: 'yes',
      pao2: 50,
      fio2: 100,
      urine_output: 100,
      urea: 40,
      wbc: 0.5,
      potassium: 2,
      sodium: 120,
      bicarbonate: 10,
      bilirubin: 10,
      gcs: 3,
    })
    expect(o.saps_ii_score).toBe(163)
    expect(o.saps_ii_mortality as number).toBeCloseTo(mortality(163), 10)
  })
})

describe('ranges and required fields', () => {
  test('edges', () => {
    expectRange('age', 18, 120, 17.9, 120.1)
    expectRange('urine_output', 0, 20000, -1, 20001)
    expectRange('urea', 0.3, 107, 0.2, 107.1)
    expectRange('gcs', 3, 15, 2, 16)
    expect(refused({ gcs: 14.5 })).toEqual(['gcs'])
  })

  test('every variable is required; PaO₂ and FiO₂ only when ventilated', () => {
    expect(bare.refused({})).toEqual([
      'admission_type',
      'age',
      'bicarbonate',
      'bilirubin',
      'chronic_disease',
      'gcs',
      'heart_rate',
      'potassium',
      'sodium',
      'systolic_bp',
      'temperature',
      'urea',
      'urine_output',
      'ventilated',
      'wbc',
    ])
  })
})
