import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { convertMeasure } from '../units.ts'
import psi from './pneumonia-severity-index.ts'

// Fine MJ et al., N Engl J Med 1997;336:243–250 (Table 2 points; Figure 1 step 1; classes II ≤ 70,
// III 71–90, IV 91–130, V > 130). Mortality ranges for classes I–III are from the abstract
// (0.1–0.4 %, 0.6–0.7 %, 0.9–2.8 %); classes IV and V are shown as approximate ranges only.

/** A 60-year-old man with no findings: not class I (age > 50), 60 points. */
const base: Record<string, unknown> = {
  age: 60,
  sex: 'male',
  nursing_home: 'no',
  neoplastic: 'no',
  liver: 'no',
  chf: 'no',
  cerebrovascular: 'no',
  renal: 'no',
  altered_mental: 'no',
  resp_rate: 18,
  systolic_bp: 130,
  temperature: 37.5,
  heart_rate: 90,
  pleural_effusion: 'no',
}
const { tool, run, outcome, refused, evaluate, expectRange } = toolHarness(psi, { base })
const points = (inputs: Record<string, unknown>) => outcome(inputs).psi_points as number
const klass = (inputs: Record<string, unknown>) => outcome(inputs).psi_class
describe('Pneumonia Severity Index: point table', () => {
  test('age: men score their age, women age − 10', () => {
    expect(points({})).toBe(60)
    expect(points({ sex: 'female' })).toBe(50)
    expect(points({ age: 89 })).toBe(89)
    expect(points({ age: 95 })).toBe(95)
  })

  test('each item adds its published points (base 60)', () => {
    const items: [string, Record<string, unknown>, number][] = [
      ['nursing home', { nursing_home: 'yes' }, 10],
      ['neoplastic disease', { neoplastic: 'yes' }, 30],
      ['liver disease', { liver: 'yes' }, 20],
      ['heart failure', { chf: 'yes' }, 10],
      ['cerebrovascular disease', { cerebrovascular: 'yes' }, 10],
      ['renal disease', { renal: 'yes' }, 10],
      ['altered mental status', { altered_mental: 'yes' }, 20],
      ['respiratory rate 30', { resp_rate: 30 }, 20],
      ['systolic 89', { systolic_bp: 89 }, 20],
      ['temperature 34.9 °C', { temperature: 34.9 }, 15],
      ['temperature 40.0 °C', { temperature: 40 }, 15],
      ['pulse 125', { heart_rate: 125 }, 10],
      ['pH 7.34', { arterial_ph: 7.34 }, 30],
      ['BUN 30 mg/dL', { urea: 30, 'urea.unit': 'mg/dL BUN' }, 20],
      ['sodium 129', { sodium: 129 }, 20],
      ['glucose 250 mg/dL', { glucose: 250 }, 10],
      ['haematocrit 29.9 %', { haematocrit: 29.9 }, 10],
      ['PaO2 59 mmHg', { pao2: 59 }, 10],
      ['saturation 89 %', { oxygen_saturation: 89 }, 10],
      ['pleural effusion', { pleural_effusion: 'yes' }, 10],
    ]
    for (const [label, inputs, added] of items) expect(points(inputs) - 60, label).toBe(added)
  })

  test('no points just inside each threshold', () => {
    const normal: Record<string, unknown>[] = [
      { resp_rate: 29 },
      { systolic_bp: 90 },
      { temperature: 35 },
      { temperature: 39.9 },
      { heart_rate: 124 },
      { arterial_ph: 7.35 },
      { urea: 29.9, 'urea.unit': 'mg/dL BUN' },
      { sodium: 130 },
      { glucose: 249 },
      { haematocrit: 30 },
      { pao2: 60 },
      { oxygen_saturation: 90 },
    ]
    for (const inputs of normal) expect(points(inputs), JSON.stringify(inputs)).toBe(60)
  })

  test('low PaO2 and low saturation together still add 10 (one item)', () => {
    expect(points({ pao2: 50, oxygen_saturation: 85 })).toBe(70)
  })

  test('a man of 90 with every item = 375 points', () => {
    // 90 + 10 + (30 + 20 + 10 + 10 + 10) + (20 + 20 + 20 + 15 + 10) + (30 + 20 + 20 + 10 + 10 + 10 + 10) = 375
    const all = {
      age: 90,
      nursing_home: 'yes',
      neoplastic: 'yes',
      liver: 'yes',
      chf: 'yes',
      cerebrovascular: 'yes',
      renal: 'yes',
      altered_mental: 'yes',
      resp_rate: 40,
      systolic_bp: 70,
      temperature: 41,
      heart_rate: 140,
      arterial_ph: 7.1,
      urea: 60, 'urea.unit': 'mg/dL BUN',
      sodium: 120,
      glucose: 400,
      haematocrit: 25,
      pao2: 45,
      pleural_effusion: 'yes',
    }
    expect(points(all)).toBe(375)
    expect(klass(all)).toBe('V')
  })
})

describe('step 1 (class I) and the class bands', () => {
  const young = { age: 50, sex: 'male' }

  test('age ≤ 50 with no coexisting illness and normal examination: class I, whatever the labs or residence', () => {
    expect(klass(young)).toBe('I')
    expect(klass({ age: 18 })).toBe('I')
    expect(klass({ ...young, nursing_home: 'yes', arterial_ph: 7.2, sodium: 125, urea: 40, 'urea.unit': 'mg/dL BUN', pleural_effusion: 'yes' })).toBe('I')
    expect(String(outcome(young).interpretation)).toMatch(/^Class I, lowest risk/)
    expect(outcome(young).psi_mortality).toBe('0.1–0.4 %')
  })

  test('age 51 fails step 1 even with nothing else (51 points = class II)', () => {
    expect(klass({ age: 51 })).toBe('II')
  })

  test('each step-1 item alone moves a 50-year-old out of class I', () => {
    const exclusions: Record<string, unknown>[] = [
      { neoplastic: 'yes' },
      { liver: 'yes' },
      { chf: 'yes' },
      { cerebrovascular: 'yes' },
      { renal: 'yes' },
      { altered_mental: 'yes' },
      { heart_rate: 125 },
      { resp_rate: 30 },
      { systolic_bp: 89 },
      { temperature: 34.9 },
      { temperature: 40 },
      { temperature: 104, 'temperature.unit': '°F' },
    ]
    for (const e of exclusions) expect(klass({ ...young, ...e }), JSON.stringify(e)).not.toBe('I')
  })

  test('a woman of 50 with a pulse of 125 has 50 points but is class II (not class I)', () => {
    // 50 − 10 + 10 = 50
    const o = outcome({ age: 50, sex: 'female', heart_rate: 125 })
    expect(o.psi_points).toBe(50)
    expect(o.psi_class).toBe('II')
  })

  test('band edges: 70 II, 71 III, 90 III, 91 IV, 130 IV, 131 V (hand sums)', () => {
    expect(klass({ age: 70 })).toBe('II') // 70
    expect(klass({ age: 71 })).toBe('III') // 71
    expect(klass({ age: 80, chf: 'yes' })).toBe('III') // 80 + 10 = 90
    expect(klass({ age: 81, chf: 'yes' })).toBe('IV') // 81 + 10 = 91
    expect(klass({ age: 80, neoplastic: 'yes', chf: 'yes', renal: 'yes' })).toBe('IV') // 80 + 30 + 10 + 10 = 130
    expect(klass({ age: 81, neoplastic: 'yes', chf: 'yes', renal: 'yes' })).toBe('V') // 131
  })

  test('mortality text and advice follow the class', () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ age: 70 }, '0.6–0.7 %', /^Class II/],
      [{ age: 71 }, '0.9–2.8 %', /^Class III/],
      [{ age: 81, chf: 'yes' }, 'about 8–9 %', /^Class IV.*Admit to hospital/],
      [{ age: 81, neoplastic: 'yes', chf: 'yes', renal: 'yes' }, 'about 27–31 %', /^Class V.*intensive care/],
    ]
    for (const [inputs, mort, advice] of cases) {
      const o = outcome(inputs)
      expect(o.psi_mortality).toBe(mort)
      expect(String(o.interpretation)).toMatch(advice)
    }
  })
})

describe('published-style cases summed by hand from the point table', () => {
  test('man 45, pulse 130 → 45 + 10 = 55, class II', () => {
    const o = outcome({ age: 45, heart_rate: 130 })
    expect(o.psi_points).toBe(55)
    expect(o.psi_class).toBe('II')
  })

  test('man 70, nursing home, heart failure, RR 32, BUN 35 → 70 + 10 + 10 + 20 + 20 = 130, class IV', () => {
    const o = outcome({ age: 70, nursing_home: 'yes', chf: 'yes', resp_rate: 32, urea: 35, 'urea.unit': 'mg/dL BUN' })
    expect(o.psi_points).toBe(130)
    expect(o.psi_class).toBe('IV')
  })

  test('woman 80, cancer, confusion, pH 7.30, urea 12 mmol/L, Na 128, effusion → 70 + 30 + 20 + 30 + 20 + 20 + 10 = 200, class V', () => {
    const o = outcome({
      age: 80,
      sex: 'female',
      neoplastic: 'yes',
      altered_mental: 'yes',
      arterial_ph: 7.3,
      urea: 12,
      sodium: 128,
      pleural_effusion: 'yes',
    })
    expect(o.psi_points).toBe(200)
    expect(o.psi_class).toBe('V')
  })

  test('woman 65, liver disease, SBP 85, temp 34.5 °C, glucose 300, Hct 28 → 55 + 20 + 20 + 15 + 10 + 10 = 130, class IV', () => {
    const o = outcome({ age: 65, sex: 'female', liver: 'yes', systolic_bp: 85, temperature: 34.5, glucose: 300, haematocrit: 28 })
    expect(o.psi_points).toBe(130)
    expect(o.psi_class).toBe('IV')
  })

  test('man 55, stroke history, SpO2 88 %, effusion → 55 + 10 + 10 + 10 = 85, class III', () => {
    const o = outcome({ age: 55, cerebrovascular: 'yes', oxygen_saturation: 88, pleural_effusion: 'yes' })
    expect(o.psi_points).toBe(85)
    expect(o.psi_class).toBe('III')
  })
})

describe('units', () => {
  test('temperature: °F thresholds are the exact equivalents of 35 °C and 40 °C', () => {
    expect(((95 - 32) * 5) / 9).toBe(35)
    expect(((104 - 32) * 5) / 9).toBe(40)
    expect(points({ temperature: 94.9, 'temperature.unit': '°F' })).toBe(75)
    expect(points({ temperature: 95, 'temperature.unit': '°F' })).toBe(60)
    expect(points({ temperature: 103.9, 'temperature.unit': '°F' })).toBe(60)
    expect(points({ temperature: 104, 'temperature.unit': '°F' })).toBe(75)
    for (const c of [30, 34.9, 35, 37, 39.9, 40, 42]) {
      const f = Math.round((c * 9) / 5 * 10 + 320) / 10
      expect(points({ temperature: f, 'temperature.unit': '°F' }), `${c} °C = ${f} °F`).toBe(points({ temperature: c }))
    }
  })

  test('urea: BUN ≥ 30 mg/dL = urea × 2.8 ≥ 30 (10.7 mmol/L no, 10.8 mmol/L yes)', () => {
    expect(10.7 * 2.8).toBeLessThan(30)
    expect(10.8 * 2.8).toBeGreaterThanOrEqual(30)
    expect(points({ urea: 10.7 })).toBe(60)
    expect(points({ urea: 10.8 })).toBe(80)
    // Away from the cut-off (rounding BUN to 0.1 mg/dL would move 10.7 mmol/L = 29.96 mg/dL onto 30.0).
    for (const urea of [3, 7, 10.5, 11, 20]) {
      const bun = Math.round(urea * 28) / 10
      expect(points({ urea: bun, 'urea.unit': 'mg/dL BUN' }), `${urea} mmol/L`).toBe(points({ urea: urea }))
    }
  })

  test('BUN 30 mg/dL exactly scores; 29.9 does not', () => {
    expect(points({ urea: 30, 'urea.unit': 'mg/dL BUN' })).toBe(80)
    expect(points({ urea: 29.9, 'urea.unit': 'mg/dL BUN' })).toBe(60)
  })

  test('PaO2: kPa × 7.50062 < 60 mmHg (8.0 kPa no, 7.99 kPa yes)', () => {
    expect(points({ pao2: 8, 'pao2.unit': 'kPa' })).toBe(60)
    expect(points({ pao2: 7.99, 'pao2.unit': 'kPa' })).toBe(70)
  })

  test('the same quantity in either unit gives the same result (temperature, urea, PaO₂)', () => {
    for (let tenths = 130; tenths <= 470; tenths += 3) {
      const c = tenths / 10
      expect(outcome({ temperature: (c * 9) / 5 + 32, 'temperature.unit': '°F' })).toEqual(outcome({ temperature: c, 'temperature.unit': '°C' }))
    }
    for (let tenths = 3; tenths <= 1000; tenths += 7) {
      const urea = tenths / 10
      expect(outcome({ urea: urea * 2.8, 'urea.unit': 'mg/dL BUN' })).toEqual(outcome({ urea, 'urea.unit': 'mmol/L urea' }))
    }
    for (let mmHg = 20; mmHg <= 700; mmHg += 3) {
      expect(outcome({ pao2: mmHg / 7.50062, 'pao2.unit': 'kPa' })).toEqual(outcome({ pao2: mmHg, 'pao2.unit': 'mmHg' }))
    }
  })

  test('one field each with the units of the shared unit control (urea shown first as BUN); no separate unit question', () => {
    expect(tool.controls.temperature!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['°C', '°F'])
    expect(tool.controls.urea!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmol/L urea', 'mg/dL BUN'])
    expect(tool.controls.urea!.attributes!.measureInfo!.uiDefaultMeasure).toBe('mg/dL BUN')
    expect(tool.controls.pao2!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmHg', 'kPa'])
    expect(Object.keys(tool.controls).filter((f) => /^(temp_|urea_|bun_|pao2_)/.test(f))).toEqual([])
    expect(refused({ urea: 30, 'urea.unit': 'mgdl' })).toEqual(['urea'])
  })

  test('glucose: mmol/L ↔ mg/dL through the shared conversion (canonical mg/dL)', () => {
    expect(convertMeasure(250, 'mg/dL glucose', 'mmol/L glucose', 1)).toBe(13.9)
    expect(convertMeasure(13.9, 'mmol/L glucose', 'mg/dL glucose', 0)).toBe(250)
    expect(convertMeasure(14, 'mmol/L glucose', 'mg/dL glucose', 0)).toBe(252)
    // The page keeps two more decimals than the canonical precision (0) when converting.
    expect(points({ glucose: convertMeasure(13.9, 'mmol/L glucose', 'mg/dL glucose', 2) })).toBe(70) // 250.42
    expect(points({ glucose: convertMeasure(13.8, 'mmol/L glucose', 'mg/dL glucose', 2) })).toBe(60) // 248.62
    // 10–2000 mg/dL is 0.6–111 mmol/L.
    expect(convertMeasure(10, 'mg/dL glucose', 'mmol/L glucose', 1)).toBe(0.6)
    expect(convertMeasure(2000, 'mg/dL glucose', 'mmol/L glucose', 0)).toBe(111)
  })
})

describe('tests not entered', () => {
  test('all blank: every item listed as scored normal', () => {
    expect(outcome({}).missing_note).toBe(
      'Not entered, scored as normal: arterial pH, urea (BUN), sodium, glucose, haematocrit, PaO₂ or oxygen saturation. An abnormal result would add points and could raise the class; enter the values when they are available.',
    )
  })

  test('some entered: only the blank ones are listed; a saturation alone covers oxygenation', () => {
    const note = String(outcome({ arterial_ph: 7.4, sodium: 135, oxygen_saturation: 95 }).missing_note)
    expect(note).toBe(
      'Not entered, scored as normal: urea (BUN), glucose, haematocrit. An abnormal result would add points and could raise the class; enter the values when they are available.',
    )
  })

  test('a urea in either unit counts as entered', () => {
    expect(String(outcome({ urea: 5 }).missing_note)).not.toMatch(/urea/)
    expect(String(outcome({ urea: 14, 'urea.unit': 'mg/dL BUN' }).missing_note)).not.toMatch(/urea/)
    expect(String(outcome({ urea: undefined }).missing_note)).toMatch(/urea \(BUN\)/)
  })

  test('everything entered', () => {
    const full = { arterial_ph: 7.4, urea: 15, 'urea.unit': 'mg/dL BUN', sodium: 138, glucose: 100, haematocrit: 40, pao2: 85 }
    expect(outcome(full).missing_note).toBe('All laboratory and oxygenation items were entered.')
  })
})

describe('every adult age is scored as it is (no cap at 89)', () => {
  test('a man of 95 scores 95 points for age: class IV without other items', () => {
    const o = outcome({ age: 95 })
    expect(o.psi_points).toBe(95)
    expect(o.psi_class).toBe('IV')
  })

  test('age is in completed years: 70.5 is refused as not a whole number', () => {
    expect(refused({ age: 70.5 })).toEqual(['age'])
  })

  test('a child is refused with the reason', () => {
    const age = evaluate({ age: 12 }).fields.age!
    expect(age.validations).toEqual([{ type: 'error', kind: 'min', bound: 18, reason: expect.stringMatching(/adults/) }])
  })
})

describe('values beyond the published thresholds score as those thresholds (Fine 1997)', () => {
  test('SBP 30 scores as below 90 (20 points), heart rate 15 and RR 4 score nothing, SpO₂ 45 % and pH 6.4 score their points', () => {
    expect(points({ systolic_bp: 30 })).toBe(points({ systolic_bp: 89 }))
    expect(points({ heart_rate: 15 })).toBe(points({}))
    expect(points({ resp_rate: 4 })).toBe(points({}))
    expect(points({ oxygen_saturation: 45 })).toBe(points({ oxygen_saturation: 89 }))
    expect(points({ arterial_ph: 6.4 })).toBe(points({ arterial_ph: 7.34 }))
  })
})

describe('valid ranges: edges accepted, beyond refused with the field named', () => {
  const edges: [string, number, number, number, Record<string, unknown>][] = [
    ['age', 18, 120, 1, {}],
    ['resp_rate', 0, 100, 1, {}],
    ['systolic_bp', 20, 300, 1, {}],
    ['heart_rate', 5, 350, 1, {}],
    ['temperature', 13, 47, 0.1, {}],
    ['temperature', 55.4, 116.6, 0.1, { 'temperature.unit': '°F' }],
    ['arterial_ph', 6, 8, 0.01, {}],
    ['urea', 1, 280, 0.2, { 'urea.unit': 'mg/dL BUN' }],
    ['urea', 0.3, 100, 0.1, {}],
    ['sodium', 80, 250, 1, {}],
    ['glucose', 10, 3000, 0.01, {}],
    ['haematocrit', 2, 80, 0.1, {}],
    ['pao2', 5, 800, 0.1, {}],
    ['pao2', 0.67, 106.65, 0.01, { 'pao2.unit': 'kPa' }],
    ['oxygen_saturation', 1, 100, 1, {}],
  ]
  test.each(edges)('%s %d–%d', (field, min, max, step, extra) => {
    const dp = Math.max(0, -Math.floor(Math.log10(step)))
    const below = Number((min - step).toFixed(dp))
    const above = Number((max + step).toFixed(dp))
    expectRange(field, min, max, below, above, extra)
  })

  test('required items are refused when missing; laboratory items are optional', () => {
    expect(toolHarness(psi).refused()).toEqual(
      [
        'age',
        'sex',
        'nursing_home',
        'neoplastic',
        'liver',
        'chf',
        'cerebrovascular',
        'renal',
        'altered_mental',
        'resp_rate',
        'systolic_bp',
        'temperature',
        'heart_rate',
        'pleural_effusion',
      ].sort(),
    )
    expect(run({}).ok).toBe(true)
    expect(refused({ sex: 'other' })).toEqual(['sex'])
    expect(refused({ temperature: undefined, 'temperature.unit': '°F' })).toEqual(['temperature'])
  })
})

describe('property', () => {
  const yn = fc.constantFrom('yes', 'no')
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
  const inputs = fc.record({
    age: fc.integer({ min: 18, max: 88 }),
    sex: fc.constantFrom('female', 'male'),
    nursing_home: yn,
    neoplastic: yn,
    liver: yn,
    chf: yn,
    cerebrovascular: yn,
    renal: yn,
    altered_mental: yn,
    resp_rate: fc.integer({ min: 2, max: 80 }),
    systolic_bp: fc.integer({ min: 40, max: 300 }),
    temp10: fc.integer({ min: 250, max: 450 }),
    heart_rate: fc.integer({ min: 20, max: 300 }),
    ph100: maybe(fc.integer({ min: 650, max: 800 })),
    bun10: maybe(fc.integer({ min: 10, max: 2800 })),
    sodium: maybe(fc.integer({ min: 100, max: 200 })),
    glucose: maybe(fc.integer({ min: 10, max: 2000 })),
    hct10: maybe(fc.integer({ min: 50, max: 750 })),
    pao2: maybe(fc.integer({ min: 20, max: 700 })),
    sat: maybe(fc.integer({ min: 50, max: 100 })),
    pleural_effusion: yn,
  })

  test('valid inputs give a finite point total equal to an independent sum, and a consistent class', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const temp = i.temp10 / 10
        const ph = i.ph100 === undefined ? undefined : i.ph100 / 100
        const bun = i.bun10 === undefined ? undefined : i.bun10 / 10
        const hct = i.hct10 === undefined ? undefined : i.hct10 / 10
        const o = outcome({
          ...i,
          temperature: temp,
          arterial_ph: ph,
          urea: bun,
          'urea.unit': 'mg/dL BUN',
          haematocrit: hct,
          pao2: i.pao2,
          oxygen_saturation: i.sat,
        })
        const y = (v: string) => v === 'yes'
        const tempAbn = temp < 35 || temp >= 40
        const expected =
          (i.sex === 'female' ? i.age - 10 : i.age) +
          10 * Number(y(i.nursing_home)) +
          30 * Number(y(i.neoplastic)) +
          20 * Number(y(i.liver)) +
          10 * Number(y(i.chf)) +
          10 * Number(y(i.cerebrovascular)) +
          10 * Number(y(i.renal)) +
          20 * Number(y(i.altered_mental)) +
          20 * Number(i.resp_rate >= 30) +
          20 * Number(i.systolic_bp < 90) +
          15 * Number(tempAbn) +
          10 * Number(i.heart_rate >= 125) +
          30 * Number(ph !== undefined && ph < 7.35) +
          20 * Number(bun !== undefined && bun >= 30) +
          20 * Number(i.sodium !== undefined && i.sodium < 130) +
          10 * Number(i.glucose !== undefined && i.glucose >= 250) +
          10 * Number(hct !== undefined && hct < 30) +
          10 * Number((i.pao2 !== undefined && i.pao2 < 60) || (i.sat !== undefined && i.sat < 90)) +
          10 * Number(y(i.pleural_effusion))
        const p = o.psi_points as number
        expect(p).toBe(expected)
        expect(Number.isFinite(p) && p >= 8 && p <= 375).toBe(true)
        const stepOne =
          i.age <= 50 &&
          !['neoplastic', 'liver', 'chf', 'cerebrovascular', 'renal', 'altered_mental'].some((k) => y(i[k as keyof typeof i] as string)) &&
          i.heart_rate < 125 &&
          i.resp_rate < 30 &&
          i.systolic_bp >= 90 &&
          !tempAbn
        const expectedClass = stepOne ? 'I' : p <= 70 ? 'II' : p <= 90 ? 'III' : p <= 130 ? 'IV' : 'V'
        expect(o.psi_class).toBe(expectedClass)
        expect(typeof o.psi_mortality).toBe('string')
      }),
    )
  })
})
