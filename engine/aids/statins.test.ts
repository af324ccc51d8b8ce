import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import { execute } from '../execute.ts'
import { benefitIconCounts } from '../iconarray/counts.ts'
import { optionGridViewFor } from './grid-view.ts'
import { findAid } from '../library.ts'
import { optionGridOutcomes } from './optiongrid.ts'
import { STATIN_HARMS_PER_100, STATIN_RELATIVE_RISK } from './statins.ts'
import { evaluateField } from './test-support.ts'

const aid = findAid('statin-choice-primary-prevention')!
const counts = (risk: number) =>
  Object.fromEntries(
    ['events_none', 'events_moderate', 'events_high', 'prevented_moderate', 'prevented_high', 'no_event'].map((name) => [name, evaluateField(aid, name, { ascvd_risk: risk })]),
  )

describe('statin effects and harms, from the cited figures', () => {
  test('moderate intensity: CTT RR 0.78 per mmol/L over a 30–49 % fall from 3.3 mmol/L lands near 0.75', () => {
    // 30 % and 40 % of 3.3 mmol/L = 0.99 and 1.32 mmol/L; 0.78^0.99 = 0.782, 0.78^1.32 = 0.720
    expect(0.78 ** (0.3 * 3.3)).toBeCloseTo(0.782, 3)
    expect(0.78 ** (0.4 * 3.3)).toBeCloseTo(0.72, 3)
    expect(STATIN_RELATIVE_RISK.moderate).toBe(0.75)
  })

  test('high intensity: a further 15 % (CTT 2010) → 0.75 × 0.85 = 0.6375', () => {
    expect(STATIN_RELATIVE_RISK.high).toBeCloseTo(0.6375, 12)
  })

  test('muscle symptoms: 11 extra per 1000 in year 1 (CTT 2022) → about 1 out of 100', () => {
    expect(Math.round(11 / 10)).toBe(STATIN_HARMS_PER_100.muscle.moderate)
    expect(STATIN_HARMS_PER_100.muscle.high).toBe(1)
  })

  test('diabetes: 1 per 255 over 4 years (Sattar 2010) → 1 out of 100 over 10 years; + 2.0 per 1000 a year (Preiss 2011) → 3', () => {
    const moderate = (100 / 255 / 4) * 10
    expect(moderate).toBeCloseTo(0.98, 2)
    expect(Math.round(moderate)).toBe(STATIN_HARMS_PER_100.diabetes.moderate)
    expect(Math.round(moderate + (2.0 / 1000) * 10 * 100)).toBe(STATIN_HARMS_PER_100.diabetes.high)
  })
})

describe('out of 100 over 10 years, hand-computed', () => {
  test.each([
    // risk, none, moderate (× 0.75), high (× 0.6375)
    [0.1, { events_none: 10, events_moderate: 8, events_high: 6, prevented_moderate: 2, prevented_high: 4, no_event: 90 }], // 7.5 → 8, 6.375 → 6
    [0.2, { events_none: 20, events_moderate: 15, events_high: 13, prevented_moderate: 5, prevented_high: 7, no_event: 80 }], // 15, 12.75 → 13
    [0.05, { events_none: 5, events_moderate: 4, events_high: 3, prevented_moderate: 1, prevented_high: 2, no_event: 95 }], // 3.75 → 4, 3.19 → 3
    [0.3, { events_none: 30, events_moderate: 23, events_high: 19, prevented_moderate: 7, prevented_high: 11, no_event: 70 }], // 22.5 → 23, 19.125 → 19
    [0.004, { events_none: 1, events_moderate: 1, events_high: 1, prevented_moderate: 0, prevented_high: 0, no_event: 99 }], // below 1: shown as 1
  ])('%s 10-year risk', (risk, expected) => {
    expect(counts(risk)).toEqual(expected)
  })

  test('match the icon-array rules of engine/iconarray for every risk from 0.1 % to 60 %', () => {
    for (let tenths = 1; tenths <= 600; tenths++) {
      const risk = tenths / 1000
      const c = counts(risk)
      for (const [intensity, rr] of [['moderate', STATIN_RELATIVE_RISK.moderate], ['high', STATIN_RELATIVE_RISK.high]] as const) {
        // The treated risk as the decimal product (0.3 × 0.75 = 0.225, not binary 0.22499…).
        const ref = benefitIconCounts({ untreatedRisk: risk, treatedRisk: Number((risk * rr).toPrecision(12)), denominator: 100 })!
        expect({ anyway: c[`events_${intensity}`], avoided: c[`prevented_${intensity}`], none: c.no_event }, `${risk} ${intensity}`).toEqual({
          anyway: ref.eventAnyway,
          avoided: ref.avoided,
          none: ref.noEvent,
        })
      }
    }
  })
})

describe('PREVENT and PCE reference vectors feed the aid', () => {
  const base = { total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', diabetes: 'yes', smoker: 'no', egfr: 90 }
  test.each([
    // prevent.md §3: ASCVD 10-year, base model, statin no
    ['V1 woman 50', { ...base, age: 50, sex: 'female' }, 9.195, { events_none: 9, events_moderate: 7, events_high: 6 }],
    ['V2 man 50', { ...base, age: 50, sex: 'male' }, 10.194, { events_none: 10, events_moderate: 8, events_high: 6 }],
    [
      'V3 woman 45',
      { age: 45, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 60, systolic_bp: 120, bp_treated: 'no', diabetes: 'yes', smoker: 'no', egfr: 95 },
      2.102,
      { events_none: 2, events_moderate: 2, events_high: 1 }, // 1.58 → 2, 1.34 → 1
    ],
    [
      'V14 man 40, SBP 100, smoker, eGFR 45',
      { age: 40, sex: 'male', total_cholesterol: 180, hdl_cholesterol: 40, systolic_bp: 100, bp_treated: 'no', diabetes: 'no', smoker: 'yes', egfr: 45 },
      2.671,
      { events_none: 3, events_moderate: 2, events_high: 2 }, // 2.00 → 2, 1.70 → 2
    ],
  ])('%s', (_label, inputs, ascvd, expected) => {
    const result = execute(aid, inputs)
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    expect(result.outcome.ascvd_10y as number).toBeCloseTo(ascvd, 2)
    expect(result.outcome).toMatchObject(expected)
  })

  test.each([
    // Goff 2014 worked example: age 55, TC 213, HDL 50, SBP 120 untreated, non-smoker, no diabetes
    ['white woman', 'female', 'white', 2.1],
    ['African-American woman', 'female', 'aa', 3.0],
    ['white man', 'male', 'white', 5.3],
    ['African-American man', 'male', 'aa', 6.1],
  ])('PCE example, %s: %s %', (_label, sex, race, published) => {
    const inputs = { risk_model: 'pce', age: 55, sex, race, total_cholesterol: 213, hdl_cholesterol: 50, systolic_bp: 120, bp_treated: 'no', diabetes: 'no', smoker: 'no' }
    const result = execute(aid, inputs)
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    expect(Math.abs((result.outcome.ascvd_10y as number) - published)).toBeLessThanOrEqual(0.1)
  })

  test('the Pooled Cohort Equations refuse ages under 40; PREVENT accepts 30', () => {
    const inputs = { age: 35, sex: 'male', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 130, bp_treated: 'no', diabetes: 'no', smoker: 'no', race: 'white' }
    const pce = execute(aid, { ...inputs, risk_model: 'pce' })
    expect(pce.ok).toBe(false)
    expect(execute(aid, { ...inputs, egfr: 90 }).ok).toBe(true)
  })

  test('the option grid shows each option’s own numbers (V2)', () => {
    const outcomes = optionGridOutcomes(aid, { ...base, age: 50, sex: 'male' })
    const pick = (key: string) => {
      const r = outcomes[key]!
      if (!r.ok) throw new Error(key)
      return [r.outcome.events_option, r.outcome.prevented_option]
    }
    expect(pick('none')).toEqual([10, 0])
    expect(pick('moderate')).toEqual([8, 2])
    expect(pick('high')).toEqual([6, 4])
  })
})

// prevent.md §3 V3: woman 45 with diabetes, PREVENT-ASCVD 10-year 2.102 % (low). ACC/AHA 2018
// cholesterol guideline (Grundy 2019) §4.3 recommendation 1, Class I, LOE A: diabetes at 40–75 →
// moderate-intensity statin regardless of the estimated 10-year risk.
const V3 = { age: 45, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 60, systolic_bp: 120, bp_treated: 'no', diabetes: 'yes', smoker: 'no', egfr: 95 }

describe('a statin indication that does not depend on the risk comes first', () => {
  const { outcome } = toolHarness(aid)

  test('diabetes at 45: guidance, key data, grid and chart note lead with the indication, not "low risk, no statin"', () => {
    const o = outcome(V3)
    expect(String(o.guidance)).toMatch(/^Diabetes at age 40–75: a moderate-intensity statin is indicated whatever the calculated risk/)
    expect(String(o.guidance)).not.toMatch(/not routinely suggested|no routine statin/i)
    expect(String(o.keydata_warning)).toMatch(/^A statin is advised whatever this 10-year number: with diabetes at age 40–75/)
    const view = optionGridViewFor(aid, V3)!
    expect(view.rows[0]!.question).toBe('Is a statin advised for me whatever my 10-year chance?')
    for (const cell of view.rows[0]!.cells) expect(cell.text).toMatch(/^Yes\. With diabetes at age 40–75/)
    expect(aid.chartNote?.sdm).toMatch(/^\{\{statin_group_note\}\}/)
    expect(String(o.statin_group_note)).toMatch(/^Diabetes, age 40–75: moderate-intensity statin indicated regardless of calculated risk/)
  })

  test('clinical ASCVD: the aid says its equations do not apply', () => {
    const o = outcome({ ...V3, clinical_ascvd: 'yes' })
    expect(String(o.guidance)).toMatch(/^Clinical ASCVD: this is secondary prevention/)
    expect(String(o.keydata_warning)).toMatch(/do not apply/)
  })

  test('no group: the grid says the choice rests on the risk', () => {
    const view = optionGridViewFor(aid, { ...V3, diabetes: 'no' })!
    expect(view.rows[0]!.cells[0]!.text).toMatch(/^No\. /)
  })
})

describe('small benefits are not rounded up', () => {
  test('at a 1.5 % risk a moderate-intensity statin helps 0.375 in 100: "fewer than 1", never "1"', () => {
    // 1.5 × (1 − 0.75) = 0.375 per 100 (the old display: round(1.5) − round(1.125) = 2 − 1 = 1)
    expect(evaluateField(aid, 'prevented_moderate', { ascvd_risk: 0.015 })).toBe(0)
    expect(evaluateField(aid, 'prevented_option_text', { ascvd_risk: 0.015, statin_option: 'moderate' })).toBe('fewer than 1')
    expect(evaluateField(aid, 'prevented_option_graph', { ascvd_risk: 0.015, statin_option: 'moderate' })).toBeNull()
  })

  test('property: the benefit row never shows more than the computed benefit rounded to whole people, nor "0" for a real one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 40, max: 79 }),
        fc.constantFrom('female', 'male'),
        fc.integer({ min: 130, max: 320 }),
        fc.integer({ min: 20, max: 100 }),
        fc.integer({ min: 90, max: 200 }),
        fc.constantFrom('yes', 'no'),
        fc.constantFrom('yes', 'no'),
        (age, sex, tc, hdl, sbp, diabetes, smoker) => {
          const inputs = { age, sex, total_cholesterol: tc, hdl_cholesterol: hdl, systolic_bp: sbp, bp_treated: 'no', diabetes, smoker, egfr: 90 }
          const r = execute(aid, inputs)
          if (!r.ok) return
          const risk = r.outcome.ascvd_risk as number
          const view = optionGridViewFor(aid, inputs)!
          const row = view.rows.find((q) => q.question.startsWith('How many of them will avoid'))!
          for (const [key, rr] of [['moderate', STATIN_RELATIVE_RISK.moderate], ['high', STATIN_RELATIVE_RISK.high]] as const) {
            const exact = Number((risk * (1 - rr) * 100).toFixed(9))
            const cell = row.cells.find((c) => c.optionKey === key)!
            const text = cell.text
            // A real benefit below one person is not drawn as an empty picture ("0 out of 100").
            if (exact > 0 && cell.graph) expect(cell.graph.numerator).toBeGreaterThan(0)
            const shown = /fewer than 1/.test(text) ? null : Number(/Out of 100, (\d+) would avoid/.exec(text)?.[1])
            if (shown === null) expect(exact).toBeLessThan(1)
            else {
              expect(shown).toBeLessThanOrEqual(Math.round(exact))
              if (exact > 0) expect(shown).toBeGreaterThan(0)
            }
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})
