import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type FormulaValue,
  bmiImperial,
  coerceAfricanAmerican,
  coerceBoolean,
  coerceNumber,
  egfrCkdEpi2009,
  egfrCkdEpi2021,
  formulaFunctionNames,
  formulaFunctions,
  getFormulaFunction,
  pce10YearRisk,
} from './index.ts'

function call(name: string, ...args: FormulaValue[]): FormulaValue {
  const fn = getFormulaFunction(name)
  if (!fn) throw new Error(`no formula function ${name}`)
  return fn(...args)
}

describe('coercion of plain values', () => {
  it('numbers: finite numbers and exact numeric strings only', () => {
    expect(coerceNumber(55)).toBe(55)
    expect(coerceNumber('55')).toBe(55)
    expect(coerceNumber(' 1.5 ')).toBe(1.5)
    expect(coerceNumber('-3')).toBe(-3)
    expect(coerceNumber('.5')).toBe(0.5)
    expect(coerceNumber('1e2')).toBe(100)
    for (const bad of ['', ' ', 'abc', '12abc', '0x10', 'NaN', 'Infinity', '1,5', true, false, null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(coerceNumber(bad as FormulaValue)).toBeNull()
    }
  })

  it('booleans: true/false, 1/0, yes/no, true/false strings, 1/0 strings', () => {
    for (const t of [true, 1, 'yes', 'YES', ' Yes ', 'true', '1']) expect(coerceBoolean(t)).toBe(true)
    for (const f of [false, 0, 'no', 'No', 'false', '0']) expect(coerceBoolean(f)).toBe(false)
    for (const bad of [2, -1, 0.5, 'y', 'n', '', 'maybe', null, undefined]) expect(coerceBoolean(bad as FormulaValue)).toBeNull()
  })

  it("eGFR race flag also accepts race codes: 'aa' → true, 'white'/'other' → false", () => {
    expect(coerceAfricanAmerican('aa')).toBe(true)
    expect(coerceAfricanAmerican('white')).toBe(false)
    expect(coerceAfricanAmerican('other')).toBe(false)
    expect(coerceAfricanAmerican('yes')).toBe(true)
    expect(coerceAfricanAmerican('black')).toBeNull()
  })
})

describe('formulaFunctions', () => {
  it('pce10 accepts booleans as true/false, yes/no or 1/0 and matches pce10YearRisk', () => {
    const expected = pce10YearRisk({ age: 60, sex: 'male', race: 'white', totalCholesterol: 240, hdl: 40, systolicBp: 150, bpTreated: true, smoker: true, diabetes: true })
    expect(call('pce10', 60, 'male', 'white', 240, 40, 150, true, true, true)).toBe(expected)
    expect(call('pce10', 60, 'male', 'white', 240, 40, 150, 'yes', 'yes', 'yes')).toBe(expected)
    expect(call('pce10', 60, 'male', 'white', 240, 40, 150, 1, 1, 1)).toBe(expected)
    expect(call('pce10', '60', 'Male', 'WHITE', '240', '40', '150', 'true', '1', 'Yes')).toBe(expected)
    expect(expected).toBeCloseTo(0.46222, 5)
  })

  it('pce10 returns null for any null or invalid argument', () => {
    const ok: FormulaValue[] = [55, 'female', 'white', 213, 50, 120, false, false, false]
    expect(call('pce10', ...ok)).toBeCloseTo(0.020544, 5)
    for (let i = 0; i < ok.length; i++) {
      const withNull = [...ok]
      withNull[i] = null
      expect(call('pce10', ...withNull)).toBeNull()
      const withJunk = [...ok]
      withJunk[i] = 'junk'
      expect(call('pce10', ...withJunk)).toBeNull()
    }
    expect(call('pce10', 55, 'female', 'white', 213, 50, 120, 2, false, false)).toBeNull() // 2 is not a boolean
    expect(call('pce10', 55, 'female', 'white', 213, 50, 120, false, false)).toBeNull() // missing argument
    expect(call('pce10', ...ok, 1)).toBeNull() // extra argument
  })

  it('pce10_category', () => {
    expect(call('pce10_category', 0.03)).toBe('low')
    expect(call('pce10_category', 0.06)).toBe('borderline')
    expect(call('pce10_category', 0.1)).toBe('intermediate')
    expect(call('pce10_category', 0.25)).toBe('high')
    expect(call('pce10_category', null)).toBeNull()
  })

  it('bmi_imperial, bmi_metric, bsa_mosteller', () => {
    expect(call('bmi_imperial', 150, 65)).toBe(bmiImperial({ weightLb: 150, heightIn: 65 }))
    expect(call('bmi_metric', 70, 175)).toBeCloseTo(22.857142857, 8)
    expect(call('bsa_mosteller', 70, 175)).toBeCloseTo(1.844662, 6)
    expect(call('bmi_imperial', 150, 0)).toBeNull()
    expect(call('bmi_imperial', 150, null)).toBeNull()
    expect(call('bmi_metric', true, 175)).toBeNull()
    expect(call('bsa_mosteller', 70)).toBeNull()
  })

  it('egfr_ckdepi2009 and egfr_ckdepi2021', () => {
    const aa = egfrCkdEpi2009({ creatinineMgDl: 1.5, age: 60, sex: 'male', africanAmerican: true })
    expect(call('egfr_ckdepi2009', 1.5, 60, 'male', 'yes')).toBe(aa)
    expect(call('egfr_ckdepi2009', 1.5, 60, 'male', 'aa')).toBe(aa)
    expect(call('egfr_ckdepi2009', 1.5, 60, 'male', 1)).toBe(aa)
    expect(call('egfr_ckdepi2009', 1.5, 60, 'male', false)).toBeCloseTo(49.8837, 3)
    expect(call('egfr_ckdepi2009', 1.5, 60, 'male', 'white')).toBeCloseTo(49.8837, 3)
    expect(call('egfr_ckdepi2009', 1.5, 60, 'male', 'unknown')).toBeNull()
    expect(call('egfr_ckdepi2021', 1.0, 50, 'female')).toBe(egfrCkdEpi2021({ creatinineMgDl: 1, age: 50, sex: 'female' }))
    expect(call('egfr_ckdepi2021', 0, 50, 'female')).toBeNull()
    expect(call('egfr_ckdepi2021', 1, 50, 'other')).toBeNull()
    expect(call('scr_umol_to_mgdl', 88.4)).toBe(1)
  })

  it('pack_years and conversions', () => {
    expect(call('pack_years', 20, 30, 10)).toBe(20)
    expect(call('pack_years', 20, 30, 0)).toBe(30)
    expect(call('pack_years', 20, 10, 10)).toBeNull()
    expect(call('pack_years', 0, 10, 0)).toBe(0)
    expect(call('pack_years', 20, 30, null)).toBeNull()
    expect(call('packs_to_cigarettes', 1.5)).toBe(30)
    expect(call('cigarettes_to_packs', 10)).toBe(0.5)
  })

  it('rounding helpers', () => {
    expect(call('round_to', 1.005, 2)).toBe(1.01)
    expect(call('round_to', 1.005, 2.5)).toBeNull()
    expect(call('round_to', 1.005, -1)).toBeNull()
    expect(call('round_to', 1.005, null)).toBeNull()
    expect(call('round_whole', 2.5)).toBe(3)
    expect(call('round1', 24.96)).toBe(25)
    expect(call('round2', 1.844)).toBe(1.84)
    expect(call('round3', 1.0005)).toBe(1.001)
    expect(call('round1', 'x')).toBeNull()
  })

  it('has no prototype and is frozen, so only registered names resolve', () => {
    expect(Object.getPrototypeOf(formulaFunctions)).toBeNull()
    expect(Object.isFrozen(formulaFunctions)).toBe(true)
    expect(getFormulaFunction('constructor')).toBeUndefined()
    expect(getFormulaFunction('toString')).toBeUndefined()
    expect(getFormulaFunction('__proto__')).toBeUndefined()
    expect(getFormulaFunction('nope')).toBeUndefined()
    expect(formulaFunctionNames).toEqual(expect.arrayContaining(['pce10', 'bmi_imperial', 'bmi_metric', 'bsa_mosteller', 'egfr_ckdepi2009', 'egfr_ckdepi2021', 'pack_years']))
  })

  it('property: every function returns a finite number, string, boolean or null for any plain arguments (never throws, never NaN/Infinity)', () => {
    const value: fc.Arbitrary<FormulaValue> = fc.oneof(
      fc.double(),
      fc.integer({ min: -5, max: 300 }),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('female', 'male', 'white', 'aa', 'other', 'yes', 'no', '1', '0', '', 'junk', '55', '-1', 'NaN'),
    )
    fc.assert(
      fc.property(fc.constantFrom(...formulaFunctionNames), fc.array(value, { maxLength: 10 }), (name, args) => {
        const result = call(name, ...args)
        if (typeof result === 'number') expect(Number.isFinite(result)).toBe(true)
        else expect(result === null || typeof result === 'string' || typeof result === 'boolean').toBe(true)
      }),
      { numRuns: 3000 },
    )
  })
})
