import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import sofaScore from './sofa-score.ts'

// Vincent JL et al., Intensive Care Med 1996;22:707–710 (table of six organ systems, 0–4 each, with
// mg/dL and µmol/L bands), as reproduced in Singer M et al., JAMA 2016;315:801–810 (Table 1);
// Sepsis-3: a rise of ≥ 2 points from baseline (assumed 0 when unknown). Not published worked
// examples: every expected value below is read from the table and summed by hand.
const base = vectorInputs(sofaScore, 'Normal values:')
const { tool, run, outcome, refused, evaluate, expectRange } = toolHarness(sofaScore, { base })
const bare = toolHarness(sofaScore)
const part = (key: string, inputs: Record<string, unknown>) => outcome(inputs)[`sofa_${key}`]

describe('SOFA components at every band edge', () => {
  test('normal values score 0', () => {
    const o = outcome({})
    expect(o.sofa_score).toBe(0)
    for (const k of ['respiration', 'coagulation', 'liver', 'cardiovascular', 'cns', 'renal']) expect(o[`sofa_${k}`], k).toBe(0)
  })

  test('respiration: 400 → 0, 399 → 1, 300 → 1, 299 → 2; < 200 needs support for 3, < 100 for 4', () => {
    // PaO2 × 100 / FiO2: with FiO2 100 % the ratio equals the PaO2.
    const r = (pao2: number, support = 'yes') => part('respiration', { pao2: pao2, fio2: 100, resp_support: support })
    expect(r(400)).toBe(0)
    expect(r(399)).toBe(1)
    expect(r(300)).toBe(1)
    expect(r(299)).toBe(2)
    expect(r(200)).toBe(2)
    expect(r(199)).toBe(3)
    expect(r(100)).toBe(3)
    expect(r(99)).toBe(4)
    expect(r(199, 'no')).toBe(2)
    expect(r(50, 'no')).toBe(2)
    // 120 mmHg on 40 %: 120 × 100 / 40 = 300 exactly → 1 (not 2 through rounding).
    const o = outcome({ pao2: 120, fio2: 40 })
    expect(o.pf_ratio).toBe(300)
    expect(o.sofa_respiration).toBe(1)
  })

  test('coagulation: 150/149, 100/99, 50/49, 20/19', () => {
    const c = (platelets: number) => part('coagulation', { platelets })
    expect([c(150), c(149), c(100), c(99), c(50), c(49), c(20), c(19), c(0)]).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4])
  })

  test('liver (mg/dL): 1.1/1.2, 1.9/2.0, 5.9/6.0, 11.9/12.0', () => {
    const l = (bilirubin_mgdl: number) => part('liver', { bilirubin_mgdl })
    expect([l(1.1), l(1.2), l(1.9), l(2), l(5.9), l(6), l(11.9), l(12)]).toEqual([0, 1, 1, 2, 2, 3, 3, 4])
  })

  test('liver (µmol/L, printed bands): 19/20, 32/33, 101/102, 204/205', () => {
    const l = (bilirubin_umol: number) => part('liver', { lab_units: 'si', bilirubin_umol, creatinine_umol: 80 })
    expect([l(19), l(20), l(32), l(33), l(101), l(102), l(204), l(205)]).toEqual([0, 1, 1, 2, 2, 3, 3, 4])
  })

  test('cardiovascular: MAP 70/69 without drugs; vasopressor levels 2, 3, 4', () => {
    expect(part('cardiovascular', { map: 70 })).toBe(0)
    expect(part('cardiovascular', { map: 69 })).toBe(1)
    expect(part('cardiovascular', { vasopressors: 'low', map: undefined })).toBe(2)
    expect(part('cardiovascular', { vasopressors: 'moderate', map: undefined })).toBe(3)
    expect(part('cardiovascular', { vasopressors: 'high', map: undefined })).toBe(4)
  })

  test('CNS: GCS 15, 14/13, 12/10, 9/6, 5/3', () => {
    const n = (gcs: number) => part('cns', { gcs })
    expect([n(15), n(14), n(13), n(12), n(10), n(9), n(6), n(5), n(3)]).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4])
  })

  test('renal (mg/dL): 1.19/1.2, 1.99/2.0, 3.49/3.5, 4.99/5.0', () => {
    const k = (creatinine_mgdl: number) => part('renal', { creatinine_mgdl })
    expect([k(1.19), k(1.2), k(1.99), k(2), k(3.49), k(3.5), k(4.99), k(5)]).toEqual([0, 1, 1, 2, 2, 3, 3, 4])
  })

  test('renal (µmol/L, printed bands): 109/110, 170/171, 299/300, 440/441', () => {
    const k = (creatinine_umol: number) => part('renal', { lab_units: 'si', creatinine_umol, bilirubin_umol: 10 })
    expect([k(109), k(110), k(170), k(171), k(299), k(300), k(440), k(441)]).toEqual([0, 1, 1, 2, 2, 3, 3, 4])
  })

  test('renal: urine output < 500 → 3, < 200 → 4, and the higher of creatinine and urine counts', () => {
    const k = (inputs: Record<string, unknown>) => part('renal', inputs)
    expect(k({ urine_output: 500 })).toBe(0)
    expect(k({ urine_output: 499 })).toBe(3)
    expect(k({ urine_output: 200 })).toBe(3)
    expect(k({ urine_output: 199 })).toBe(4)
    expect(k({ creatinine_mgdl: 5.5, urine_output: 450 })).toBe(4)
    expect(k({ creatinine_mgdl: 2.5, urine_output: 1500 })).toBe(2)
  })
})

describe('totals, Sepsis-3 change and organ failures', () => {
  test('ventilated septic shock, summed by hand: 3 + 2 + 2 + 4 + 1 + 2 = 14', () => {
    const o = outcome({
      pao2: 90,
      fio2: 50,
      resp_support: 'yes',
      platelets: 80,
      bilirubin_mgdl: 2.5,
      vasopressors: 'high',
      map: undefined,
      gcs: 13,
      creatinine_mgdl: 2.1,
    })
    expect(o.sofa_score).toBe(14)
    expect(o.sofa_organ_failures).toBe(2) // respiration 3, cardiovascular 4
    expect(o.sofa_change).toBe(14)
    expect(String(o.interpretation)).toMatch(/baseline assumed 0/)
    expect(String(o.interpretation)).toMatch(/meets the Sepsis-3 definition/)
  })

  test('maximum 24', () => {
    const o = outcome({
      pao2: 50,
      fio2: 100,
      resp_support: 'yes',
      platelets: 5,
      bilirubin_mgdl: 20,
      vasopressors: 'high',
      gcs: 3,
      creatinine_mgdl: 8,
    })
    expect(o.sofa_score).toBe(24)
    expect(o.sofa_organ_failures).toBe(6)
  })

  test('change from baseline: < 2 does not meet Sepsis-3, ≥ 2 does', () => {
    const one = outcome({ map: 65 }) // 1
    expect(one.sofa_change).toBe(1)
    expect(String(one.interpretation)).toMatch(/less than 2 points above baseline \(baseline assumed 0\)/)
    const withBaseline = outcome({ map: 65, platelets: 120, gcs: 14, baseline_sofa: 1 }) // 3 − 1 = 2
    expect(withBaseline.sofa_score).toBe(3)
    expect(withBaseline.sofa_change).toBe(2)
    expect(String(withBaseline.interpretation)).not.toMatch(/assumed/)
    expect(String(withBaseline.interpretation)).toMatch(/^The SOFA score is 2 or more points above baseline/)
    expect(outcome({ map: 65, platelets: 120, gcs: 14, baseline_sofa: 2 }).sofa_change).toBe(1)
    expect(outcome({ baseline_sofa: 3 }).sofa_change).toBe(-3)
  })
})

describe('units and dependent fields', () => {
  test('PaO2 in kPa: × 7.50062 (10 kPa on 40 % = 187.5 mmHg ratio)', () => {
    const o = outcome({ pao2: 10, 'pao2.unit': 'kPa', fio2: 40 })
    expect(o.pf_ratio as number).toBeCloseTo((10 * 7.50062 * 100) / 40, 10)
    expect(o.sofa_respiration).toBe(2)
    // 53.33 kPa ≈ 400 mmHg on room air … on 100 %: 53.33 × 7.50062 = 400.01 → 0; 53.32 → 399.93 → 1.
    expect(part('respiration', { pao2: 53.33, 'pao2.unit': 'kPa', fio2: 100 })).toBe(0)
    expect(part('respiration', { pao2: 53.32, 'pao2.unit': 'kPa', fio2: 100 })).toBe(1)
  })

  test('mmHg and kPa give the same score for equivalent values away from the edges', () => {
    for (const mmhg of [45, 70, 95, 150, 250, 450]) {
      const kpa = Math.round((mmhg / 7.50062) * 100) / 100
      for (const fio2 of [21, 40, 60, 100]) {
        expect(part('respiration', { pao2: kpa, 'pao2.unit': 'kPa', fio2 }), `${mmhg} mmHg, ${fio2} %`).toBe(part('respiration', { pao2: mmhg, fio2 }))
      }
    }
  })

  test('PaO₂: the same quantity in mmHg or kPa gives the same result; one field in the shared unit control', () => {
    for (let mmHg = 20; mmHg <= 700; mmHg += 3) {
      expect(outcome({ pao2: mmHg / 7.50062, 'pao2.unit': 'kPa' })).toEqual(outcome({ pao2: mmHg, 'pao2.unit': 'mmHg' }))
    }
    expect(tool.controls.pao2!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmHg', 'kPa'])
    expect(Object.keys(tool.controls).filter((f) => f.startsWith('pao2_'))).toEqual([])
  })

  test('one unit choice switches bilirubin and creatinine; the hidden fields are ignored', () => {
    const us = evaluate()
    expect(us.fields.lab_units!.value).toBe('us')
    expect(us.fields.bilirubin_umol!.hidden).toBe(true)
    expect(us.fields.creatinine_umol!.hidden).toBe(true)
    expect(refused({ lab_units: 'si' })).toEqual(['bilirubin_umol', 'creatinine_umol'])
    expect(outcome({ lab_units: 'si', bilirubin_umol: 15, creatinine_umol: 80, bilirubin_mgdl: 20, creatinine_mgdl: 8 }).sofa_score).toBe(0)
  })

  test('printed µmol/L bands agree with the mg/dL bands for typical values (× 17.1 bilirubin, × 88.4 creatinine)', () => {
    for (const mg of [0.5, 1.5, 3, 8, 15]) {
      expect(part('liver', { lab_units: 'si', bilirubin_umol: Math.round(mg * 17.1), creatinine_umol: 80 }), `${mg} mg/dL`).toBe(part('liver', { bilirubin_mgdl: mg }))
    }
    for (const mg of [0.8, 1.5, 2.5, 4, 6]) {
      expect(part('renal', { lab_units: 'si', creatinine_umol: Math.round(mg * 88.4), bilirubin_umol: 10 }), `${mg} mg/dL`).toBe(part('renal', { creatinine_mgdl: mg }))
    }
  })

  test('MAP is asked only without vasopressors, and is then required', () => {
    expect(evaluate({ vasopressors: 'low' }).fields.map!.hidden).toBe(true)
    expect(refused({ map: undefined })).toEqual(['map'])
    expect(run({ map: undefined, vasopressors: 'moderate' }).ok).toBe(true)
  })
})

describe('values beyond the highest bands score 4 (Vincent 1996)', () => {
  test('creatinine 30 mg/dL (2652 µmol/L), bilirubin 60 mg/dL (1026 µmol/L) and platelets 0.5 × 10³/µL score 4', () => {
    expect(part('renal', { creatinine_mgdl: 30 })).toBe(4)
    expect(part('renal', { lab_units: 'si', creatinine_umol: 2652, bilirubin_umol: 10 })).toBe(4)
    expect(part('liver', { bilirubin_mgdl: 60 })).toBe(4)
    expect(part('liver', { lab_units: 'si', bilirubin_umol: 1026, creatinine_umol: 80 })).toBe(4)
    expect(part('coagulation', { platelets: 0.5 })).toBe(4)
  })
})

describe('valid ranges: edges accepted, beyond refused with the field named', () => {
  const edges: [string, number, number, number, Record<string, unknown>][] = [
    ['pao2', 5, 800, 0.1, {}],
    ['pao2', 0.67, 106.65, 0.01, { 'pao2.unit': 'kPa' }],
    ['fio2', 21, 100, 1, {}],
    ['platelets', 0, 5000, 1, {}],
    ['bilirubin_mgdl', 0.1, 100, 0.1, {}],
    ['bilirubin_umol', 1.7, 1710, 0.1, { lab_units: 'si', creatinine_umol: 80 }],
    ['map', 5, 250, 1, {}],
    ['gcs', 3, 15, 1, {}],
    ['creatinine_mgdl', 0.1, 60, 0.01, {}],
    ['creatinine_umol', 8.84, 5304, 0.01, { lab_units: 'si', bilirubin_umol: 10 }],
    ['urine_output', 0, 20000, 1, {}],
    ['baseline_sofa', 0, 24, 1, {}],
  ]
  test.each(edges)('%s %d–%d', (field, min, max, step, extra) => {
    const dp = Math.max(0, -Math.floor(Math.log10(step)))
    expectRange(field, min, max, Number((min - step).toFixed(dp)), Number((max + step).toFixed(dp)), extra)
  })

  test('required answers are refused when missing; urine output and baseline are optional', () => {
    expect(bare.refused()).toEqual(
      ['bilirubin_mgdl', 'creatinine_mgdl', 'fio2', 'gcs', 'pao2', 'platelets', 'resp_support', 'vasopressors'].sort(),
    )
    expect(run({ urine_output: undefined, baseline_sofa: undefined }).ok).toBe(true)
    expect(refused({ vasopressors: 'vasopressin' })).toEqual(['vasopressors'])
    expect(refused({ gcs: 14.5 })).toEqual(['gcs'])
  })
})

describe('property', () => {
  const band = (v: number, cuts: number[]) => cuts.filter((c) => v < c).length
  const inputs = fc.record({
    pao2: fc.integer({ min: 20, max: 700 }),
    fio2: fc.integer({ min: 21, max: 100 }),
    resp_support: fc.constantFrom('yes', 'no'),
    platelets: fc.integer({ min: 0, max: 2000 }),
    bili10: fc.integer({ min: 1, max: 500 }),
    vasopressors: fc.constantFrom('none', 'low', 'moderate', 'high'),
    map: fc.integer({ min: 20, max: 200 }),
    gcs: fc.integer({ min: 3, max: 15 }),
    creat100: fc.integer({ min: 10, max: 2500 }),
    urine: fc.option(fc.integer({ min: 0, max: 20000 }), { nil: undefined }),
    baseline: fc.option(fc.integer({ min: 0, max: 24 }), { nil: undefined }),
  })

  test('every valid input gives components 0–4 matching an independent reading of the table, total 0–24', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const bili = i.bili10 / 10
        const creat = i.creat100 / 100
        const o = outcome({
          pao2: i.pao2,
          fio2: i.fio2,
          resp_support: i.resp_support,
          platelets: i.platelets,
          bilirubin_mgdl: bili,
          vasopressors: i.vasopressors,
          map: i.map,
          gcs: i.gcs,
          creatinine_mgdl: creat,
          urine_output: i.urine,
          baseline_sofa: i.baseline,
        })
        const pf = (i.pao2 * 100) / i.fio2
        const respRaw = band(pf, [400, 300, 200, 100])
        const resp = i.resp_support === 'yes' ? respRaw : Math.min(respRaw, 2)
        const coag = band(i.platelets, [150, 100, 50, 20])
        const liver = 4 - band(bili, [12, 6, 2, 1.2])
        const cardio = { none: i.map < 70 ? 1 : 0, low: 2, moderate: 3, high: 4 }[i.vasopressors]
        const cns = i.gcs === 15 ? 0 : i.gcs >= 13 ? 1 : i.gcs >= 10 ? 2 : i.gcs >= 6 ? 3 : 4
        const renalCr = 4 - band(creat, [5, 3.5, 2, 1.2])
        const renalUo = i.urine === undefined ? 0 : i.urine < 200 ? 4 : i.urine < 500 ? 3 : 0
        const renal = Math.max(renalCr, renalUo)
        const expected = [resp, coag, liver, cardio, cns, renal]
        const got = ['respiration', 'coagulation', 'liver', 'cardiovascular', 'cns', 'renal'].map((k) => o[`sofa_${k}`])
        expect(got).toEqual(expected)
        const total = o.sofa_score as number
        expect(total).toBe(expected.reduce((a, b) => a + b, 0))
        expect(Number.isInteger(total) && total >= 0 && total <= 24).toBe(true)
        expect(o.sofa_change).toBe(total - (i.baseline ?? 0))
        expect(Number.isFinite(o.pf_ratio as number)).toBe(true)
      }),
    )
  })
})
