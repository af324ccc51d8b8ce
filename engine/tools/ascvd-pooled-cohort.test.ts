import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import { PCE_RANGES, pce10YearRisk, pceRiskCategory, type PceRace } from '../formulas/pce.ts'
import { roundTo } from '../formulas/rounding.ts'
import { describeIconArray, layoutIconArray, riskToIconCount } from '../iconarray/index.ts'
import { convertMeasure } from '../units.ts'
import definition from './ascvd-pooled-cohort.ts'

// The guideline's worked example profile (Goff 2013): 55 y, TC 213, HDL 50, SBP 120 untreated, non-smoker, no diabetes.
const base = {
  age: 55,
  sex: 'female',
  race: 'white',
  total_cholesterol: 213,
  hdl_cholesterol: 50,
  systolic_bp: 120,
  bp_treated: 'no',
  smoker: 'no',
  diabetes: 'no',
}
const { tool, run, outcome, refused, evaluate, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const risk = (inputs: Inputs) => outcome(inputs).ascvd_10y_risk as number

describe('ASCVD Pooled Cohort Equations: published values', () => {
  // Goff DC Jr et al., Circulation 2014;129(25 Suppl 2):S49–S73, worked example: 2.1 / 3.0 / 5.3 / 6.1 %.
  test.each([
    ['female', 'white', 2.1, 'Low'],
    ['female', 'aa', 3.0, 'Low'],
    ['male', 'white', 5.3, 'Borderline'],
    ['male', 'aa', 6.1, 'Borderline'],
  ] as const)('worked example, %s / %s → %s %% (±0.1)', (sex, race, published, category) => {
    const o = outcome({ sex, race })
    expect(Math.abs((o.ascvd_10y_risk as number) - published)).toBeLessThanOrEqual(0.1)
    expect(o.risk_category).toBe(category)
  })

  test('the worked example at full precision and as displayed (one decimal)', () => {
    // Full precision as in engine/formulas/pce.test.ts; the white-man value shows as 5.4 because the guideline
    // summed rounded products (published 5.3).
    expect(risk({})).toBeCloseTo(2.0544, 3)
    expect(roundTo(risk({ race: 'aa' }), 1)).toBe(3.0)
    expect(roundTo(risk({ sex: 'male' }), 1)).toBe(5.4)
    expect(roundTo(risk({ sex: 'male', race: 'aa' }), 1)).toBe(6.1)
  })

  test('race "other" uses the equations for white adults', () => {
    expect(risk({ race: 'other' })).toBe(risk({ race: 'white' }))
    expect(risk({ race: 'other', sex: 'male' })).toBe(risk({ race: 'white', sex: 'male' }))
  })

  // Independent implementation: Cerner ascvd-risk-calculator test suite (1-decimal results), as used in
  // engine/formulas/pce.test.ts; 46 y, treated SBP 140, smoker, diabetes.
  test.each([
    ['male', 'white', 150, 40, 12.2],
    ['male', 'aa', 150, 40, 24.9],
    ['female', 'white', 141, 34, 10.3],
    ['female', 'aa', 141, 34, 26.8],
  ] as const)('cross-check: %s / %s, TC %s, HDL %s → %s %%', (sex, race, tc, hdl, expected) => {
    const r = risk({ age: 46, sex, race, total_cholesterol: tc, hdl_cholesterol: hdl, systolic_bp: 140, bp_treated: 'yes', smoker: 'yes', diabetes: 'yes' })
    expect(Math.abs(r - expected)).toBeLessThanOrEqual(0.05)
  })
})

describe('categories, interpretation and guidance', () => {
  test('category follows the displayed risk: < 5 low, 5–< 7.5 borderline, 7.5–< 20 intermediate, ≥ 20 high', () => {
    expect(outcome({}).risk_category).toBe('Low')
    expect(outcome({}).interpretation).toMatch(/^Low risk/)
    expect(outcome({ sex: 'male' }).interpretation).toMatch(/^Borderline risk/)
    expect(outcome({ sex: 'female', age: 70, smoker: 'yes', total_cholesterol: 180, hdl_cholesterol: 60, systolic_bp: 135 }).interpretation).toMatch(
      /^Intermediate risk/,
    )
    expect(outcome({ sex: 'male', age: 60, total_cholesterol: 240, hdl_cholesterol: 40, systolic_bp: 150, bp_treated: 'yes', smoker: 'yes', diabetes: 'yes' }).interpretation).toMatch(
      /^High risk/,
    )
  })

  test('a risk just under a bound that displays as the bound takes the upper category (7.45–7.5 % → Intermediate)', () => {
    // Search the SBP/TC grid for a profile whose full-precision risk lies in [7.45, 7.5).
    let found: Inputs | null = null
    for (let sbp = 90; sbp <= 200 && !found; sbp++) {
      for (let tc = 130; tc <= 320 && !found; tc++) {
        const inputs = { sex: 'male', age: 58, systolic_bp: sbp, total_cholesterol: tc }
        const r = risk(inputs)
        if (r >= 7.45 && r < 7.5) found = inputs
      }
    }
    expect(found).not.toBeNull()
    const o = outcome(found!)
    expect(pceRiskCategory((o.ascvd_10y_risk as number) / 100)?.key).toBe('borderline') // full precision
    expect(roundTo(o.ascvd_10y_risk as number, 1)).toBe(7.5) // what the page shows
    expect(o.risk_category).toBe('Intermediate')
  })

  // ACC/AHA 2018 (Grundy 2019) §4.3 rec. 1, Class I, LOE A: diabetes at 40–75 → moderate-intensity
  // statin regardless of estimated risk; §4.2 LDL-C ≥ 190 mg/dL; §4.1 clinical ASCVD.
  test('guidance puts the diabetes indication at 40–75 first, and the age caveat above 75', () => {
    expect(outcome({ diabetes: 'yes' }).guidance).toMatch(/^Diabetes at age 40–75: a moderate-intensity statin is indicated whatever the calculated risk/)
    expect(outcome({}).guidance).not.toMatch(/Diabetes at age/)
    expect(outcome({ age: 78, diabetes: 'yes' }).guidance).toMatch(/Above 75/)
    expect(outcome({ age: 78, diabetes: 'yes' }).guidance).not.toMatch(/Diabetes at age 40–75/)
    expect(outcome({ ldl_190: 'yes' }).guidance).toMatch(/^LDL-C 190 mg\/dL/)
    expect(outcome({ clinical_ascvd: 'yes' }).guidance).toMatch(/^Clinical ASCVD: this is secondary prevention/)
    expect(outcome({ clinical_ascvd: 'yes' }).risk_category).toBe('Not applicable (clinical ASCVD)')
  })
})

describe('valid ranges: refused, never clamped', () => {
  test.each([
    ['age', PCE_RANGES.age.min, PCE_RANGES.age.max, 1],
    ['total_cholesterol', PCE_RANGES.totalCholesterol.min, PCE_RANGES.totalCholesterol.max, 1],
    ['hdl_cholesterol', PCE_RANGES.hdl.min, PCE_RANGES.hdl.max, 1],
    ['systolic_bp', PCE_RANGES.systolicBp.min, PCE_RANGES.systolicBp.max, 1],
  ] as const)('%s: %s and %s accepted, one step outside refused', (field, min, max, step) => {
    // HDL 100 with TC 213 is fine; keep TC high enough for HDL tests to stay plausible.
    expectRange(field, min, max, min - step, max + step)
  })

  test('the refusal carries the bound crossed', () => {
    const r = run({ age: 80 })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors.age?.[0]).toMatchObject({ kind: 'max', bound: 79 })
  })

  test('age and an averaged blood pressure are accepted at the precision given', () => {
    expect(refused({ age: 55.5 })).toEqual([])
    expect(refused({ systolic_bp: 120.5 })).toEqual([])
  })

  test('missing inputs are refused with every missing field named', () => {
    expect(bare.refused({})).toEqual(
      ['age', 'bp_treated', 'diabetes', 'hdl_cholesterol', 'race', 'sex', 'smoker', 'systolic_bp', 'total_cholesterol'].sort(),
    )
    expect(refused({ race: '' })).toEqual(['race'])
    expect(refused({ race: 'asian' })).toEqual(['race'])
  })
})

describe('warnings (shown, not blocking)', () => {
  const warnings = (inputs: Inputs, field: string) => evaluate(inputs).fields[field]!.validations.filter((v) => v.type === 'warning')

  test('age above 75 warns that the categories were written for 40–75', () => {
    expect(warnings({ age: 75 }, 'age')).toEqual([])
    expect(warnings({ age: 76 }, 'age')).toHaveLength(1)
    expect(run({ age: 76 }).ok).toBe(true)
  })

  test('TC − HDL ≥ 190 mg/dL warns that LDL may be ≥ 190 mg/dL (the calculator would not apply)', () => {
    expect(warnings({ total_cholesterol: 239, hdl_cholesterol: 50 }, 'total_cholesterol')).toEqual([])
    expect(warnings({ total_cholesterol: 240, hdl_cholesterol: 50 }, 'total_cholesterol')).toHaveLength(1)
    expect(run({ total_cholesterol: 240, hdl_cholesterol: 50 }).ok).toBe(true)
    // No spurious warning while HDL is still empty.
    expect(warnings({ total_cholesterol: 300, hdl_cholesterol: '' }, 'total_cholesterol')).toEqual([])
  })
})

describe('units: mmol/L ↔ mg/dL (canonical mg/dL)', () => {
  const toMmol = (mg: number) => convertMeasure(mg, 'mg/dL cholesterol', 'mmol/L cholesterol', 2)!
  const toMg = (mmol: number) => convertMeasure(mmol, 'mmol/L cholesterol', 'mg/dL cholesterol', 2)!

  test('conversion both ways (1 mmol/L = 38.67 mg/dL)', () => {
    expect(toMmol(213)).toBe(5.51)
    expect(toMg(5.51)).toBe(213.07)
    expect(toMmol(50)).toBe(1.29)
    expect(toMg(1.29)).toBe(49.88)
  })

  test('round trip mg/dL → mmol/L → mg/dL stays within half an mmol/L display step', () => {
    for (let mg = PCE_RANGES.totalCholesterol.min; mg <= PCE_RANGES.totalCholesterol.max; mg++) {
      expect(Math.abs(toMg(toMmol(mg)) - mg)).toBeLessThanOrEqual(0.005 * 38.67 + 1e-9)
    }
  })

  test('entering the worked example in mmol/L gives the same risk to within 0.05 percentage points', () => {
    const viaMmol = risk({ total_cholesterol: toMg(5.51), hdl_cholesterol: toMg(1.29) })
    expect(Math.abs(viaMmol - risk({}))).toBeLessThan(0.05)
  })

  test('the stated mmol/L ranges convert inside the canonical ranges; one step further is refused', () => {
    expect(run({ total_cholesterol: toMg(3.37) }).ok).toBe(true)
    expect(run({ total_cholesterol: toMg(8.27) }).ok).toBe(true)
    expect(refused({ total_cholesterol: toMg(3.36) })).toEqual(['total_cholesterol'])
    expect(refused({ total_cholesterol: toMg(8.28) })).toEqual(['total_cholesterol'])
    expect(run({ hdl_cholesterol: toMg(0.52) }).ok).toBe(true)
    expect(run({ hdl_cholesterol: toMg(2.58) }).ok).toBe(true)
    expect(refused({ hdl_cholesterol: toMg(0.51) })).toEqual(['hdl_cholesterol'])
    expect(refused({ hdl_cholesterol: toMg(2.59) })).toEqual(['hdl_cholesterol'])
  })
})

describe('population view', () => {
  test('listed in the population tab with 100 person icons that add up', () => {
    expect(tool.tabs).toEqual(['patientData', 'riskAndGuidelines', 'populationView'])
    expect(tool.population).toEqual(['population_array'])
    const group = tool.controls.population_array!.attributes!.iconGroups![0]!
    expect(group.denominator).toBe(100)
    expect(group.icons.map((i) => [i.count, i.icon, i.label])).toEqual([
      ['events_per_100', 'person', 'have a heart attack or stroke in the next 10 years'],
      ['others_per_100', 'person', 'do not'],
    ])
  })

  test('worked example, white man: 5 of 100 affected, and a describable 10 × 10 picture', () => {
    const o = outcome({ sex: 'male' })
    expect(o.events_per_100).toBe(5)
    expect(o.others_per_100).toBe(95)
    const layout = layoutIconArray({
      denominator: 100,
      groups: [
        { key: 'events', count: o.events_per_100 as number, icon: 'person', label: 'have a heart attack or stroke in the next 10 years' },
        { key: 'others', count: o.others_per_100 as number, icon: 'person', label: 'do not' },
      ],
    })
    expect(layout.ok).toBe(true)
    expect(describeIconArray(layout, { denominator: 100 })).toMatch(/^Out of 100 people like you: 5 have a heart attack or stroke in the next 10 years .*; 95 do not/)
  })

  test('a risk below 0.5 % still shows one affected person', () => {
    const o = outcome({ sex: 'female', race: 'aa', age: 40, total_cholesterol: 130, hdl_cholesterol: 100, systolic_bp: 90 })
    expect(o.ascvd_10y_risk as number).toBeLessThan(0.5)
    expect(o.events_per_100).toBe(1)
    expect(o.others_per_100).toBe(99)
    expect(o.interpretation).toMatch(/only because of rounding/)
  })

  test('an extreme risk that would round to 100 % shows 99 affected, never all 100', () => {
    const o = outcome({ sex: 'female', race: 'aa', age: 40, total_cholesterol: 320, hdl_cholesterol: 20, systolic_bp: 200, bp_treated: 'yes', smoker: 'yes', diabetes: 'yes' })
    expect(o.ascvd_10y_risk as number).toBeLessThan(100)
    expect(o.events_per_100).toBe(99)
    expect(o.others_per_100).toBe(1)
  })
})

// Valid inputs over the whole published range.
const validInputs = fc.record({
  age: fc.integer({ min: PCE_RANGES.age.min, max: PCE_RANGES.age.max }),
  sex: fc.constantFrom('female', 'male'),
  race: fc.constantFrom<PceRace>('white', 'aa', 'other'),
  total_cholesterol: fc.integer({ min: PCE_RANGES.totalCholesterol.min, max: PCE_RANGES.totalCholesterol.max }),
  hdl_cholesterol: fc.integer({ min: PCE_RANGES.hdl.min, max: PCE_RANGES.hdl.max }),
  systolic_bp: fc.integer({ min: PCE_RANGES.systolicBp.min, max: PCE_RANGES.systolicBp.max }),
  bp_treated: fc.constantFrom('yes', 'no'),
  smoker: fc.constantFrom('yes', 'no'),
  diabetes: fc.constantFrom('yes', 'no'),
})

describe('properties', () => {
  test('every valid input gives a finite risk strictly between 0 and 100 %, equal to the formula, with consistent icons and category', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const o = outcome(inputs)
        const r = o.ascvd_10y_risk as number
        expect(Number.isFinite(r)).toBe(true)
        expect(r).toBeGreaterThan(0)
        expect(r).toBeLessThan(100)
        const fraction = pce10YearRisk({
          age: inputs.age,
          sex: inputs.sex,
          race: inputs.race,
          totalCholesterol: inputs.total_cholesterol,
          hdl: inputs.hdl_cholesterol,
          systolicBp: inputs.systolic_bp,
          bpTreated: inputs.bp_treated === 'yes',
          smoker: inputs.smoker === 'yes',
          diabetes: inputs.diabetes === 'yes',
        })!
        expect(r).toBeCloseTo(fraction * 100, 10)
        expect((o.events_per_100 as number) + (o.others_per_100 as number)).toBe(100)
        expect(o.events_per_100).toBe(riskToIconCount(fraction, 100)!.count)
        const key = pceRiskCategory(roundTo(r, 1)! / 100)!.key
        expect(String(o.risk_category).toLowerCase()).toBe(key)
        expect(typeof o.interpretation).toBe('string')
        expect(typeof o.guidance).toBe('string')
      }),
      { numRuns: 400 },
    )
  })

  test('risk rises with systolic blood pressure (treated or untreated), everything else fixed', () => {
    fc.assert(
      fc.property(
        validInputs,
        fc.integer({ min: PCE_RANGES.systolicBp.min, max: PCE_RANGES.systolicBp.max }),
        fc.integer({ min: PCE_RANGES.systolicBp.min, max: PCE_RANGES.systolicBp.max }),
        (inputs, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a]
          expect(risk({ ...inputs, systolic_bp: hi })).toBeGreaterThanOrEqual(risk({ ...inputs, systolic_bp: lo }))
        },
      ),
      { numRuns: 300 },
    )
  })

  test('diabetes raises the risk at every valid profile', () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        expect(risk({ ...inputs, diabetes: 'yes' })).toBeGreaterThan(risk({ ...inputs, diabetes: 'no' }))
      }),
      { numRuns: 200 },
    )
  })
})
