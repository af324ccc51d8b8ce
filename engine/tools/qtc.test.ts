import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './qtc.ts'

const { run, outcome, refused, evaluate, expectRange } = toolHarness(definition, { base: { sex: 'male', qt: 400, heart_rate: 75 } })
const bare = toolHarness(definition)
type Inputs = Record<string, unknown>

// Formulas as tabulated by Vandenberk B et al., J Am Heart Assoc 2016;5:e003264 (Table 1) from their primary
// sources: Bazett 1920, Fridericia 1920, Sagie 1992 (Framingham), Hodges 1983, Rautaharju 2014.
// No published worked example is used; each expected value is an independent hand calculation written out here.
describe('QTc: hand-derived values for each formula', () => {
  test('QT 400 ms at 75 per minute (RR = 60/75 = 0.8 s)', () => {
    const o = outcome({})
    expect(o.rr_seconds).toBeCloseTo(0.8, 12)
    expect(o.rate_used).toBe(75)
    // Bazett: 400 / √0.8 = 400 / 0.894427 = 447.2136
    expect(o.qtc_bazett as number).toBeCloseTo(447.2136, 4)
    // Fridericia: 0.8^(1/3) = e^(ln 0.8 / 3) = e^(−0.0743811) = 0.9283178; 400 / 0.9283178 = 430.8869
    expect(o.qtc_fridericia as number).toBeCloseTo(430.8869, 4)
    // Framingham: 400 + 154 × (1 − 0.8) = 400 + 30.8 = 430.8
    expect(o.qtc_framingham as number).toBeCloseTo(430.8, 10)
    // Hodges: 400 + 1.75 × (75 − 60) = 400 + 26.25 = 426.25
    expect(o.qtc_hodges as number).toBeCloseTo(426.25, 10)
    // Rautaharju: 400 × (120 + 75) / 180 = 400 × 1.083333 = 433.3333
    expect(o.qtc_rautaharju as number).toBeCloseTo(433.3333, 4)
    // Default interpretation formula: Fridericia.
    expect(o.qtc_selected as number).toBeCloseTo(430.8869, 4)
    expect(o.qtc_category).toBe('Normal')
  })

  test('QT 440 ms at 50 per minute (RR = 60/50 = 1.2 s)', () => {
    const o = outcome({ qt: 440, heart_rate: 50, sex: 'female' })
    expect(o.qtc_bazett as number).toBeCloseTo(440 / Math.sqrt(1.2), 10) // 401.6632
    expect(o.qtc_bazett as number).toBeCloseTo(401.6632, 4)
    expect(o.qtc_fridericia as number).toBeCloseTo(414.0559, 4) // 440 / 1.2^(1/3) = 440 / 1.0626586
    expect(o.qtc_framingham as number).toBeCloseTo(409.2, 10) // 440 − 30.8
    expect(o.qtc_hodges as number).toBeCloseTo(422.5, 10) // 440 − 17.5
    expect(o.qtc_rautaharju as number).toBeCloseTo(415.5556, 4) // 440 × 170 / 180
  })

  test('at RR 1 s (60 per minute) every formula returns the measured QT, whichever way the rate is entered', () => {
    for (const inputs of [{ heart_rate: 60 }, { rate_input: 'rr', rr_interval: 1000, heart_rate: '' }]) {
      const o = outcome({ qt: 420, ...inputs })
      for (const key of ['qtc_bazett', 'qtc_fridericia', 'qtc_framingham', 'qtc_hodges', 'qtc_rautaharju']) {
        expect(o[key] as number).toBeCloseTo(420, 10)
      }
    }
  })

  test('heart rate and RR interval entries agree (75 per minute = 800 ms)', () => {
    const viaHr = outcome({})
    const viaRr = outcome({ rate_input: 'rr', rr_interval: 800, heart_rate: '' })
    for (const key of ['qtc_bazett', 'qtc_fridericia', 'qtc_framingham', 'qtc_hodges', 'qtc_rautaharju']) {
      expect(viaRr[key] as number).toBeCloseTo(viaHr[key] as number, 10)
    }
    expect(viaRr.rate_used as number).toBeCloseTo(75, 10)
  })

  test('the chosen formula is the one interpreted', () => {
    const keys = { bazett: 'qtc_bazett', fridericia: 'qtc_fridericia', framingham: 'qtc_framingham', hodges: 'qtc_hodges', rautaharju: 'qtc_rautaharju' }
    for (const [formula, key] of Object.entries(keys)) {
      const o = outcome({ formula })
      expect(o.qtc_selected).toBe(o[key])
    }
  })
})

describe('QTc: thresholds (AHA/ACCF/HRS 2009; ≥ 500 ms from Drew 2010), on the displayed value', () => {
  // At RR 1 s the QTc equals the QT, so the QT sets the QTc directly.
  const category = (qt: number, sex: string) => outcome({ qt, heart_rate: 60, sex }).qtc_category
  test('men: 449 normal, 450 prolonged, 499 prolonged, 500 markedly prolonged', () => {
    expect(category(449, 'male')).toBe('Normal')
    expect(category(450, 'male')).toBe('Prolonged')
    expect(category(499, 'male')).toBe('Prolonged')
    expect(category(500, 'male')).toBe('Markedly prolonged')
  })
  test('women: 459 normal, 460 prolonged, 500 markedly prolonged', () => {
    expect(category(459, 'female')).toBe('Normal')
    expect(category(460, 'female')).toBe('Prolonged')
    expect(category(500, 'female')).toBe('Markedly prolonged')
  })
  test('short: 390 short, 391 normal', () => {
    expect(category(390, 'male')).toBe('Short')
    expect(category(391, 'female')).toBe('Normal')
  })
  test('449.6 ms shows as 450 and is called prolonged in a man', () => {
    // Framingham at RR 0.8: QT + 30.8. QT 419 → 449.8 (shows 450).
    const o = outcome({ qt: 419, formula: 'framingham' })
    expect(o.qtc_selected as number).toBeCloseTo(449.8, 10)
    expect(o.qtc_category).toBe('Prolonged')
  })
  test('the interpretation text names the sex-specific threshold', () => {
    expect(outcome({ qt: 470, heart_rate: 60, sex: 'female' }).interpretation).toMatch(/^QTc 460 ms or more in a woman/)
    expect(outcome({ qt: 455, heart_rate: 60, sex: 'male' }).interpretation).toMatch(/^QTc 450 ms or more in a man/)
    expect(outcome({ qt: 455, heart_rate: 60, sex: 'female' }).interpretation).toMatch(/^QTc below 460 ms in a woman/)
    expect(outcome({ qt: 520, heart_rate: 60 }).interpretation).toMatch(/^QTc 500 ms or more/)
  })
})

describe('QTc: rate entry (dependent visibility)', () => {
  test('heart rate is the default; the RR field is hidden and its value ignored', () => {
    const e = evaluate({ rr_interval: 5 })
    expect(e.fields.rate_input!.value).toBe('hr')
    expect(e.fields.rr_interval!.hidden).toBe(true)
    expect(e.fields.heart_rate!.hidden).toBe(false)
    expect(e.errorCount).toBe(0)
  })

  test('choosing RR hides the heart rate and requires the RR interval', () => {
    const r = run({ rate_input: 'rr' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(Object.keys(r.errors)).toEqual(['rr_interval'])
    const e = evaluate({ rate_input: 'rr', rr_interval: 800 })
    expect(e.fields.heart_rate!.hidden).toBe(true)
    expect(e.errorCount).toBe(0)
  })
})

describe('QTc: refusals', () => {
  test.each([
    ['qt', 200, 800, { heart_rate: 30 }],
    ['heart_rate', 30, 200, { qt: 200 }],
  ] as const)('%s: %s and %s accepted, one step outside refused', (field, min, max, other) => {
    expectRange(field, min, max, min - 1, max + 1, other)
  })

  test('rr_interval: 300 and 2000 accepted, 299 and 2001 refused', () => {
    const rr = (rr_interval: number) => ({ rate_input: 'rr', rr_interval, qt: 200 })
    expect(run(rr(300)).ok).toBe(true)
    expect(run(rr(2000)).ok).toBe(true)
    expect(refused(rr(299))).toEqual(['rr_interval'])
    expect(refused(rr(2001))).toEqual(['rr_interval'])
  })

  test('a QT as long as the RR interval is refused on the QT field', () => {
    // 150 per minute → RR 400 ms.
    expect(refused({ qt: 400, heart_rate: 150 })).toEqual(['qt'])
    expect(run({ qt: 399, heart_rate: 150 }).ok).toBe(true)
    expect(refused({ qt: 500, rate_input: 'rr', rr_interval: 500 })).toEqual(['qt'])
    expect(run({ qt: 499, rate_input: 'rr', rr_interval: 500 }).ok).toBe(true)
  })

  test('rates outside 60–100 per minute warn but still calculate', () => {
    const warnings = (inputs: Inputs, field: string) => evaluate(inputs).fields[field]!.validations.filter((v) => v.type === 'warning')
    expect(warnings({ heart_rate: 60 }, 'heart_rate')).toEqual([])
    expect(warnings({ heart_rate: 100 }, 'heart_rate')).toEqual([])
    expect(warnings({ heart_rate: 101 }, 'heart_rate')).toHaveLength(1)
    expect(warnings({ heart_rate: 59 }, 'heart_rate')).toHaveLength(1)
    expect(warnings({ rate_input: 'rr', rr_interval: 1001 }, 'rr_interval')).toHaveLength(1)
    expect(run({ heart_rate: 120, qt: 300 }).ok).toBe(true)
  })

  test('missing inputs are refused with the fields named; fields with defaults are not', () => {
    expect(bare.refused({})).toEqual(['heart_rate', 'qt', 'sex'])
    expect(refused({ formula: 'hodgkin' })).toEqual(['formula'])
  })
})

describe('properties', () => {
  test('every valid input gives five finite, positive QTc values matching the formulas', () => {
    const inputs = fc.record({
      sex: fc.constantFrom('female', 'male'),
      qt: fc.integer({ min: 200, max: 800 }),
      heart_rate: fc.integer({ min: 30, max: 200 }),
      formula: fc.constantFrom('bazett', 'fridericia', 'framingham', 'hodges', 'rautaharju'),
    })
    fc.assert(
      fc.property(inputs, (i) => {
        fc.pre(i.qt < 60000 / i.heart_rate)
        const o = outcome(i)
        const rr = 60 / i.heart_rate
        const expected = {
          qtc_bazett: i.qt / Math.sqrt(rr),
          qtc_fridericia: i.qt / Math.cbrt(rr),
          qtc_framingham: i.qt + 154 * (1 - rr),
          qtc_hodges: i.qt + 1.75 * (i.heart_rate - 60),
          qtc_rautaharju: (i.qt * (120 + i.heart_rate)) / 180,
        }
        for (const [key, value] of Object.entries(expected)) {
          const v = o[key] as number
          expect(Number.isFinite(v)).toBe(true)
          expect(v).toBeGreaterThan(0)
          expect(v).toBeCloseTo(value, 8)
        }
        expect(o.qtc_selected).toBe(o[`qtc_${i.formula}`])
        expect(['Short', 'Normal', 'Prolonged', 'Markedly prolonged']).toContain(o.qtc_category)
      }),
      { numRuns: 400 },
    )
  })
})
