import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs, vectorInputs } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import definition from './apache-ii.ts'

const base = vectorInputs(definition, 'Every variable in its normal band')
const { tool, outcome, refused, evaluate, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)

// Knaus WA et al., Crit Care Med 1985;13:818–829, Table (APACHE II severity of disease
// classification system). The paper gives no worked patient to reproduce; expected values are
// the published points at each band edge and hand sums of them.
describe('APACHE II: published point table at every band edge', () => {
  const cases: [string, string, [number, number][]][] = [
    ['temperature', 'temperature_points', [[41, 4], [40.9, 3], [39, 3], [38.9, 1], [38.5, 1], [38.4, 0], [36, 0], [35.9, 1], [34, 1], [33.9, 2], [32, 2], [31.9, 3], [30, 3], [29.9, 4]]],
    ['map', 'map_points', [[160, 4], [159, 3], [130, 3], [129, 2], [110, 2], [109, 0], [70, 0], [69, 2], [50, 2], [49, 4]]],
    ['heart_rate', 'heart_rate_points', [[180, 4], [179, 3], [140, 3], [139, 2], [110, 2], [109, 0], [70, 0], [69, 2], [55, 2], [54, 3], [40, 3], [39, 4]]],
    ['resp_rate', 'resp_rate_points', [[50, 4], [49, 3], [35, 3], [34, 1], [25, 1], [24, 0], [12, 0], [11, 1], [10, 1], [9, 2], [6, 2], [5, 4]]],
    ['pao2', 'oxygenation_points', [[71, 0], [70, 1], [61, 1], [60, 3], [55, 3], [54, 4]]],
    ['ph', 'acid_base_points', [[7.7, 4], [7.69, 3], [7.6, 3], [7.59, 1], [7.5, 1], [7.49, 0], [7.33, 0], [7.32, 2], [7.25, 2], [7.24, 3], [7.15, 3], [7.14, 4]]],
    ['sodium', 'sodium_points', [[180, 4], [179, 3], [160, 3], [159, 2], [155, 2], [154, 1], [150, 1], [149, 0], [130, 0], [129, 2], [120, 2], [119, 3], [111, 3], [110, 4]]],
    ['potassium', 'potassium_points', [[7, 4], [6.9, 3], [6, 3], [5.9, 1], [5.5, 1], [5.4, 0], [3.5, 0], [3.4, 1], [3, 1], [2.9, 2], [2.5, 2], [2.4, 4]]],
    ['creatinine', 'creatinine_points', [[3.5, 4], [3.4, 3], [2, 3], [1.9, 2], [1.5, 2], [1.4, 0], [0.6, 0], [0.59, 2]]],
    ['hematocrit', 'hematocrit_points', [[60, 4], [59.9, 2], [50, 2], [49.9, 1], [46, 1], [45.9, 0], [30, 0], [29.9, 2], [20, 2], [19.9, 4]]],
    ['wbc', 'wbc_points', [[40, 4], [39.9, 2], [20, 2], [19.9, 1], [15, 1], [14.9, 0], [3, 0], [2.9, 2], [1, 2], [0.9, 4]]],
    ['gcs_total', 'gcs_points', [[15, 0], [14, 1], [8, 7], [3, 12]]],
  ]
  for (const [input, points, pairs] of cases) {
    test.each(pairs)(`${input} %f → %i`, (value, expected) => {
      expect(outcome({ [input]: value })[points]).toBe(expected)
    })
  }

  test('A–a gradient (FiO₂ ≥ 0.50): ≥ 500 → 4; 350–499 → 3; 200–349 → 2; < 200 → 0', () => {
    for (const [aa, points] of [[500, 4], [499, 3], [350, 3], [349, 2], [200, 2], [199, 0], [0, 0]] as const) {
      expect(outcome({ fio2: 0.5, aa_gradient: aa }).oxygenation_points).toBe(points)
    }
  })

  test('venous bicarbonate when no arterial gas: ≥ 52 → 4 … < 15 → 4', () => {
    const pairs = [[52, 4], [51.9, 3], [41, 3], [40.9, 1], [32, 1], [31.9, 0], [22, 0], [21.9, 2], [18, 2], [17.9, 3], [15, 3], [14.9, 4]] as const
    for (const [hco3, points] of pairs) expect(outcome({ acid_base: 'hco3', hco3 }).acid_base_points).toBe(points)
  })

  test('age points: ≤ 44 → 0; 45–54 → 2; 55–64 → 3; 65–74 → 5; ≥ 75 → 6', () => {
    for (const [age, points] of [[44, 0], [45, 2], [54, 2], [55, 3], [64, 3], [65, 5], [74, 5], [75, 6], [89, 6]] as const) {
      expect(outcome({ age }).age_points).toBe(points)
    }
  })

  test('chronic health points: 5 non-operative or emergency postoperative, 2 elective postoperative, 0 without', () => {
    expect(outcome({}).chronic_points).toBe(0)
    expect(outcome({ chronic_health: 'yes', admission_type: 'nonoperative' }).chronic_points).toBe(5)
    expect(outcome({ chronic_health: 'yes', admission_type: 'emergency_postop' }).chronic_points).toBe(5)
    expect(outcome({ chronic_health: 'yes', admission_type: 'elective_postop' }).chronic_points).toBe(2)
  })

  test('acute renal failure doubles raised creatinine points; < 0.6 stays 2', () => {
    for (const [creatinine, points] of [[3.5, 8], [2, 6], [1.5, 4], [1.4, 0], [0.5, 2]] as const) {
      expect(outcome({ creatinine, arf: 'yes' }).creatinine_points).toBe(points)
    }
  })
})

describe('APACHE II: totals (hand sums)', () => {
  test('all normal, age 40, no chronic disease → 0', () => {
    expect(outcome({})).toMatchObject({ apache_ii_score: 0, apache_ii_aps: 0, age_points: 0, chronic_points: 0 })
  })

  test('worked case: 1 + 2 + 2 + 1 + 1 + 2 + 0 + 1 + 2 + 2 + 1 + 2 = 17; + age 5 + chronic 5 = 27', () => {
    const o = outcome({
      age: 67,
      chronic_health: 'yes',
      admission_type: 'nonoperative',
      temperature: 38.7,
      map: 65,
      heart_rate: 115,
      resp_rate: 28,
      fio2: 0.4,
      pao2: 68,
      ph: 7.3,
      sodium: 132,
      potassium: 3.2,
      creatinine: 1.8,
      hematocrit: 28,
      wbc: 16,
      gcs_total: 13,
    })
    expect(o).toMatchObject({ apache_ii_aps: 17, age_points: 5, chronic_points: 5, apache_ii_score: 27 })
  })

  test('maximum 71: 10 variables × 4 + creatinine 8 (ARF) + GCS 12 = 60; age 6; chronic 5', () => {
    const o = outcome({
      age: 80,
      chronic_health: 'yes',
      admission_type: 'nonoperative',
      temperature: 42,
      map: 45,
      heart_rate: 35,
      resp_rate: 4,
      fio2: 1,
      aa_gradient: 600,
      ph: 7.75,
      sodium: 105,
      potassium: 2,
      creatinine: 6,
      arf: 'yes',
      hematocrit: 15,
      wbc: 0.5,
      gcs_total: 3,
    })
    expect(o).toMatchObject({ apache_ii_aps: 60, apache_ii_score: 71 })
  })
})

describe('oxygenation: dependent visibility on FiO₂', () => {
  test('FiO₂ below 0.50 shows PaO₂; 0.50 or more shows the A–a gradient', () => {
    const low = evaluate({ fio2: 0.49 })
    expect(low.fields.pao2!.hidden).toBe(false)
    expect(low.fields.aa_gradient!.hidden).toBe(true)
    const high = evaluate({ fio2: 0.5 })
    expect(high.fields.pao2!.hidden).toBe(true)
    expect(high.fields.aa_gradient!.hidden).toBe(false)
    expect(refused({ fio2: 0.5 })).toEqual(['aa_gradient'])
  })

  test('the value that is not used is ignored: PaO₂ 50 does not count at FiO₂ 0.60', () => {
    expect(outcome({ fio2: 0.6, pao2: 50, aa_gradient: 150 }).oxygenation_points).toBe(0)
  })

  test('with no FiO₂ neither oxygenation field is shown, and FiO₂ is required', () => {
    const e = evaluate({ fio2: null })
    expect(e.fields.pao2!.hidden).toBe(true)
    expect(e.fields.aa_gradient!.hidden).toBe(true)
    expect(refused({ fio2: null })).toEqual(['fio2'])
  })

  test('the chronic-health admission type is asked only when chronic health is yes', () => {
    expect(evaluate().fields.admission_type!.hidden).toBe(true)
    expect(refused({ chronic_health: 'yes' })).toEqual(['admission_type'])
  })

  test('pH or bicarbonate: only the chosen field is shown', () => {
    const e = evaluate({ acid_base: 'hco3' })
    expect(e.fields.ph!.hidden).toBe(true)
    expect(e.fields.hco3!.hidden).toBe(false)
    expect(refused({ acid_base: 'hco3' })).toEqual(['hco3'])
  })
})

describe('units', () => {
  test('blood gases in kPa: × 7.50062, rounded to whole mmHg, then the mmHg bands', () => {
    const kpa = (inputs: Inputs) => outcome({ 'pao2.unit': 'kPa', 'aa_gradient.unit': 'kPa', ...inputs })
    // 8.0 kPa = 60.005 → 60 mmHg (55–60 → 3); 8.2 kPa = 61.505 → 62 mmHg (61–70 → 1); 9.4 kPa = 70.5 → 71 (> 70 → 0)
    expect(kpa({ pao2: 8.0 })).toMatchObject({ oxygen_mmhg: 60, oxygenation_points: 3 })
    expect(kpa({ pao2: 8.2 })).toMatchObject({ oxygen_mmhg: 62, oxygenation_points: 1 })
    expect(kpa({ pao2: 9.4 })).toMatchObject({ oxygen_mmhg: 71, oxygenation_points: 0 })
    // 66.7 kPa = 500.29 → 500 mmHg (≥ 500 → 4); 46.6 kPa = 349.53 → 350 (→ 3)
    expect(kpa({ fio2: 0.8, aa_gradient: 66.7 })).toMatchObject({ oxygen_mmhg: 500, oxygenation_points: 4 })
    expect(kpa({ fio2: 0.8, aa_gradient: 46.6 })).toMatchObject({ oxygen_mmhg: 350, oxygenation_points: 3 })
    // and back: mmHg ÷ 7.50062 = kPa
    expect(60 / 7.50062).toBeCloseTo(8.0, 2)
  })

  test('kPa and mmHg entries of the same tension score the same', () => {
    for (let tenth = 27; tenth <= 533; tenth++) {
      const kPa = tenth / 10
      const mmHg = Math.round(kPa * 7.50062)
      if (mmHg < 20 || mmHg > 400) continue
      expect(outcome({ pao2: kPa, 'pao2.unit': 'kPa' }).oxygenation_points).toBe(outcome({ pao2: mmHg }).oxygenation_points)
    }
  })

  test('temperature in °F: (°F − 32) × 5/9 rounded to 0.1 °C', () => {
    // 101.3 °F = 38.5 °C (→ 1); 101.1 °F = 38.39 → 38.4 °C (→ 0); 105.8 °F = 41.0 °C (→ 4); 96.8 °F = 36.0 (→ 0)
    expect(outcome({ temperature: 101.3, 'temperature.unit': '°F' })).toMatchObject({ temperature_c: 38.5, temperature_points: 1 })
    expect(outcome({ temperature: 101.1, 'temperature.unit': '°F' })).toMatchObject({ temperature_c: 38.4, temperature_points: 0 })
    expect(outcome({ temperature: 105.8, 'temperature.unit': '°F' })).toMatchObject({ temperature_c: 41, temperature_points: 4 })
    expect(outcome({ temperature: 96.8, 'temperature.unit': '°F' })).toMatchObject({ temperature_c: 36, temperature_points: 0 })
    for (let tenth = 250; tenth <= 450; tenth++) {
      const c = tenth / 10
      const f = Math.round(((c * 9) / 5) * 10 + 320) / 10
      expect(outcome({ temperature: f, 'temperature.unit': '°F' }).temperature_points).toBe(outcome({ temperature: c }).temperature_points)
    }
  })

  test('the same quantity in either unit gives the same result (temperature, PaO₂, A–a gradient)', () => {
    for (let tenths = 130; tenths <= 470; tenths += 3) {
      const c = tenths / 10
      expect(outcome({ temperature: (c * 9) / 5 + 32, 'temperature.unit': '°F' })).toEqual(outcome({ temperature: c, 'temperature.unit': '°C' }))
    }
    for (let mmHg = 20; mmHg <= 400; mmHg += 3) {
      expect(outcome({ pao2: mmHg / 7.50062, 'pao2.unit': 'kPa' })).toEqual(outcome({ pao2: mmHg, 'pao2.unit': 'mmHg' }))
    }
    for (let mmHg = 0; mmHg <= 700; mmHg += 7) {
      const high = { fio2: 0.6 }
      expect(outcome({ ...high, aa_gradient: mmHg / 7.50062, 'aa_gradient.unit': 'kPa' })).toEqual(outcome({ ...high, aa_gradient: mmHg, 'aa_gradient.unit': 'mmHg' }))
    }
  })

  test('one field each with the units of the shared unit control; no separate unit question', () => {
    expect(tool.controls.temperature!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['°C', '°F'])
    expect(tool.controls.pao2!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmHg', 'kPa'])
    expect(tool.controls.aa_gradient!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmHg', 'kPa'])
    expect(Object.keys(tool.controls).filter((f) => /^(temp_|bg_|aa_(mmhg|kpa)|pao2_)/.test(f))).toEqual([])
  })

  test('creatinine µmol/L ↔ mg/dL through the shared converter', () => {
    expect(convertMeasure(309, 'µmol/L creatinine', 'mg/dL creatinine', 2)).toBe(3.5)
    expect(convertMeasure(3.5, 'mg/dL creatinine', 'µmol/L creatinine', 0)).toBe(309)
    expect(outcome({ creatinine: convertMeasure(309, 'µmol/L creatinine', 'mg/dL creatinine', 2) }).creatinine_points).toBe(4)
    expect(outcome({ creatinine: convertMeasure(308, 'µmol/L creatinine', 'mg/dL creatinine', 2) }).creatinine_points).toBe(3) // 3.48
    expect(outcome({ creatinine: convertMeasure(133, 'µmol/L creatinine', 'mg/dL creatinine', 2) }).creatinine_points).toBe(2) // 1.50
    // A converted value between two printed limits (1.45 mg/dL) falls in the lower band.
    expect(outcome({ creatinine: 1.45 }).creatinine_points).toBe(0)
  })
})

describe('valid ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['age', {}, 18, 120, 17, 121],
    ['temperature', {}, 13, 47, 12.9, 47.1],
    ['temperature', { 'temperature.unit': '°F' }, 55.4, 116.6, 55.3, 116.7],
    ['map', {}, 5, 250, 4, 251],
    ['heart_rate', {}, 5, 350, 4, 351],
    ['resp_rate', {}, 0, 100, -1, 101],
    ['fio2', { aa_gradient: 100 }, 0.21, 1, 0.2, 1.01],
    ['pao2', {}, 5, 800, 4, 801],
    ['pao2', { 'pao2.unit': 'kPa' }, 0.67, 106.65, 0.66, 106.66],
    ['aa_gradient', { fio2: 0.6 }, 0, 700, -1, 701],
    ['aa_gradient', { fio2: 0.6, 'aa_gradient.unit': 'kPa' }, 0, 93.3, -0.1, 93.4],
    ['ph', {}, 6, 8, 5.99, 8.01],
    ['hco3', { acid_base: 'hco3' }, 1, 70, 0.9, 70.1],
    ['sodium', {}, 80, 250, 79, 251],
    ['potassium', {}, 1, 15, 0.9, 15.1],
    ['creatinine', {}, 0.1, 60, 0.09, 60.01],
    ['hematocrit', {}, 2, 80, 1.9, 80.1],
    ['wbc', {}, 0, 1000, -0.01, 1000.01],
    ['gcs_total', {}, 3, 15, 2, 16],
  ] as const)('%s (%o) accepts %f and %f, refuses %f and %f', (field, extra, min, max, below, above) => {
    expectRange(field, min, max, below, above, extra)
  })

  test('FiO₂ entered as a percentage is refused, not reinterpreted', () => {
    expect(refused({ fio2: 40 })).toContain('fio2')
  })

  test('missing inputs are refused with each field named', () => {
    expect(bare.refused()).toEqual(
      ['age', 'arf', 'chronic_health', 'creatinine', 'fio2', 'gcs_total', 'heart_rate', 'hematocrit', 'map', 'ph', 'potassium', 'resp_rate', 'sodium', 'temperature', 'wbc'].sort(),
    )
  })
})

/** An independent implementation of the published table (thresholds as "at least the lower limit"). */
function band(x: number, limits: [number, number][], otherwise: number) {
  for (const [limit, points] of limits) if (x >= limit) return points
  return otherwise
}

describe('properties', () => {
  test('every valid input gives a whole total 0–71 equal to APS + age + chronic, matching an independent implementation', () => {
    fc.assert(
      fc.property(
        fc.record({
          age: fc.integer({ min: 18, max: 120 }),
          temp10: fc.integer({ min: 250, max: 450 }),
          map: fc.integer({ min: 20, max: 220 }),
          heart_rate: fc.integer({ min: 20, max: 300 }),
          resp_rate: fc.integer({ min: 1, max: 80 }),
          fio2: fc.integer({ min: 21, max: 100 }),
          oxygen: fc.integer({ min: 20, max: 400 }),
          ph100: fc.integer({ min: 650, max: 800 }),
          sodium: fc.integer({ min: 90, max: 200 }),
          k10: fc.integer({ min: 10, max: 100 }),
          cr100: fc.integer({ min: 10, max: 2500 }),
          arf: fc.boolean(),
          hct10: fc.integer({ min: 50, max: 800 }),
          wbc100: fc.integer({ min: 0, max: 50000 }),
          gcs: fc.integer({ min: 3, max: 15 }),
          chronic: fc.constantFrom('no', 'nonoperative', 'emergency_postop', 'elective_postop'),
        }),
        (x) => {
          const fio2 = x.fio2 / 100
          const inputs: Inputs = {
            age: x.age,
            temperature: x.temp10 / 10,
            map: x.map,
            heart_rate: x.heart_rate,
            resp_rate: x.resp_rate,
            fio2,
            pao2: x.oxygen,
            aa_gradient: x.oxygen,
            ph: x.ph100 / 100,
            sodium: x.sodium,
            potassium: x.k10 / 10,
            creatinine: x.cr100 / 100,
            arf: x.arf ? 'yes' : 'no',
            hematocrit: x.hct10 / 10,
            wbc: x.wbc100 / 100,
            gcs_total: x.gcs,
            chronic_health: x.chronic === 'no' ? 'no' : 'yes',
            admission_type: x.chronic === 'no' ? undefined : x.chronic,
          }
          const o = outcome(inputs)
          const cr = x.cr100 / 100
          const crBase = band(cr, [[3.5, 4], [2, 3], [1.5, 2], [0.6, 0]], 2)
          const expected = [
            band(x.temp10 / 10, [[41, 4], [39, 3], [38.5, 1], [36, 0], [34, 1], [32, 2], [30, 3]], 4),
            band(x.map, [[160, 4], [130, 3], [110, 2], [70, 0], [50, 2]], 4),
            band(x.heart_rate, [[180, 4], [140, 3], [110, 2], [70, 0], [55, 2], [40, 3]], 4),
            band(x.resp_rate, [[50, 4], [35, 3], [25, 1], [12, 0], [10, 1], [6, 2]], 4),
            fio2 >= 0.5 ? band(x.oxygen, [[500, 4], [350, 3], [200, 2]], 0) : band(x.oxygen, [[71, 0], [61, 1], [55, 3]], 4),
            band(x.ph100 / 100, [[7.7, 4], [7.6, 3], [7.5, 1], [7.33, 0], [7.25, 2], [7.15, 3]], 4),
            band(x.sodium, [[180, 4], [160, 3], [155, 2], [150, 1], [130, 0], [120, 2], [111, 3]], 4),
            band(x.k10 / 10, [[7, 4], [6, 3], [5.5, 1], [3.5, 0], [3, 1], [2.5, 2]], 4),
            x.arf && cr >= 1.5 ? 2 * crBase : crBase,
            band(x.hct10 / 10, [[60, 4], [50, 2], [46, 1], [30, 0], [20, 2]], 4),
            band(x.wbc100 / 100, [[40, 4], [20, 2], [15, 1], [3, 0], [1, 2]], 4),
            15 - x.gcs,
          ]
          const aps = expected.reduce((a, b) => a + b, 0)
          const agePts = band(x.age, [[75, 6], [65, 5], [55, 3], [45, 2]], 0)
          const chronicPts = x.chronic === 'no' ? 0 : x.chronic === 'elective_postop' ? 2 : 5
          expect(o.apache_ii_aps).toBe(aps)
          expect(o.age_points).toBe(agePts)
          expect(o.chronic_points).toBe(chronicPts)
          const total = o.apache_ii_score as number
          expect(total).toBe(aps + agePts + chronicPts)
          expect(Number.isInteger(total) && total >= 0 && total <= 71).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  })
})
