import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import { packYears } from '../formulas/packyears.ts'
import definition from './pack-years.ts'

const { run, outcome: outcomeOf, refused: refusedFields, evaluate, expectRange } = toolHarness(definition)

const current = { smoking_status: 'current', amount_unit: 'cigarettes', cigarettes_per_day: 20, years_started: 30 }
const former = { ...current, smoking_status: 'former', years_quit: 10 }

const errorMessages = (inputs: Inputs, field: string) =>
  evaluate(inputs)
    .fields[field]!.validations.filter((v) => v.type === 'error')
    .map((v) => v.message ?? v.kind)

describe('pack-years: spec formula (cigarettes/day ÷ 20 × (years since starting − years since quitting))', () => {
  // Spec 02 §9 and the pack-year definition (USPSTF 2021: one pack-year = 20 cigarettes a day for a year).
  test('current smoker: 20 a day for 30 years → 30 pack-years (years since quitting taken as 0)', () => {
    const o = outcomeOf(current)
    expect(o.pack_years).toBe(30)
    expect(o.smoking_years).toBe(30)
  })

  test('former smoker: 20 a day, started 30 and quit 10 years ago → 20 pack-years over 20 years', () => {
    const o = outcomeOf(former)
    expect(o.pack_years).toBe(20)
    expect(o.smoking_years).toBe(20)
  })

  test('10 a day for 25 − 5 = 20 years → 10; 40 a day for 15 years → 30; 15 a day for 7 years → 5.25 (shown as 5)', () => {
    expect(outcomeOf({ ...former, cigarettes_per_day: 10, years_started: 25, years_quit: 5 }).pack_years).toBe(10)
    expect(outcomeOf({ ...current, cigarettes_per_day: 40, years_started: 15 }).pack_years).toBe(30)
    expect(outcomeOf({ ...current, cigarettes_per_day: 15, years_started: 7 }).pack_years).toBe(5.25)
  })

  test('a years-since-quitting value sent for a current smoker is ignored (the field is hidden)', () => {
    expect(outcomeOf({ ...current, years_quit: 25 }).pack_years).toBe(30)
    expect(evaluate({ ...current, years_quit: 25 }).fields.years_quit!.hidden).toBe(true)
  })
})

describe('packs or cigarettes: dependent visibility and equivalence (packs × 20 = cigarettes)', () => {
  test('cigarettes per day is the default; choosing packs shows the packs field instead', () => {
    const byDefault = evaluate({ smoking_status: 'current' })
    expect(byDefault.fields.amount_unit!.value).toBe('cigarettes')
    expect(byDefault.fields.cigarettes_per_day!.hidden).toBe(false)
    expect(byDefault.fields.packs_per_day!.hidden).toBe(true)
    const packs = evaluate({ smoking_status: 'current', amount_unit: 'packs' })
    expect(packs.fields.cigarettes_per_day!.hidden).toBe(true)
    expect(packs.fields.packs_per_day!.hidden).toBe(false)
  })

  test('1.5 packs a day equals 30 cigarettes a day', () => {
    const viaPacks = outcomeOf({ ...current, amount_unit: 'packs', packs_per_day: 1.5, cigarettes_per_day: undefined })
    const viaCigs = outcomeOf({ ...current, cigarettes_per_day: 30 })
    expect(viaPacks.pack_years).toBe(45)
    expect(viaPacks.pack_years).toBe(viaCigs.pack_years)
  })

  test('the hidden amount field neither counts nor blocks', () => {
    // Packs chosen: an out-of-range cigarettes value left behind is ignored.
    expect(outcomeOf({ ...current, amount_unit: 'packs', packs_per_day: 1, cigarettes_per_day: 999 }).pack_years).toBe(30)
    // Cigarettes chosen: a stray packs value is ignored.
    expect(outcomeOf({ ...current, packs_per_day: 3 }).pack_years).toBe(30)
  })

  test('property: p packs a day and 20 × p cigarettes a day give the same pack-years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 70 }), (cigs, years) => {
        const packs = cigs / 20
        const a = outcomeOf({ ...current, amount_unit: 'packs', packs_per_day: packs, years_started: years }).pack_years as number
        const b = outcomeOf({ ...current, cigarettes_per_day: cigs, years_started: years }).pack_years as number
        expect(a).toBeCloseTo(b, 10)
      }),
      { numRuns: 300 },
    )
  })
})

describe('refusals', () => {
  test('years since quitting must be less than years since starting (equal or more is refused with a clear message)', () => {
    expect(refusedFields({ ...former, years_quit: 30 })).toEqual(['years_quit'])
    expect(refusedFields({ ...former, years_quit: 35 })).toEqual(['years_quit'])
    expect(errorMessages({ ...former, years_quit: 30 }, 'years_quit')).toEqual([
      'Years since quitting must be less than years since starting to smoke: a person cannot quit before, or in the same year as, starting.',
    ])
    expect(outcomeOf({ ...former, years_quit: 29 }).pack_years).toBe(1)
  })

  test('years since starting must be less than the age, when the age is given', () => {
    expect(refusedFields({ ...current, age: 30 })).toEqual(['years_started'])
    expect(errorMessages({ ...current, age: 30 }, 'years_started')).toEqual(['Years since starting to smoke must be less than the person’s age.'])
    expect(outcomeOf({ ...current, age: 31 }).pack_years).toBe(30)
  })

  test.each([
    ['cigarettes_per_day', current, 1, 200, 1],
    ['years_started', current, 1, 100, 1],
    ['years_quit', { ...former, years_started: 100 }, 0, 99, 1],
    ['age', { ...current, years_started: 10 }, 18, 120, 1],
  ] as const)('%s: min and max accepted, one step outside refused', (field, profile, min, max, step) => {
    expectRange(field, min, max, min - step, max + step, profile)
  })

  test('packs per day 0.05–10 at the precision given (a third of a pack is 0.33)', () => {
    const packs = { ...current, amount_unit: 'packs' }
    expect(run({ ...packs, packs_per_day: 0.05 }).ok).toBe(true)
    expect(run({ ...packs, packs_per_day: 10 }).ok).toBe(true)
    expect(run({ ...packs, packs_per_day: 0.75 }).ok).toBe(true)
    expect(refusedFields({ ...packs, packs_per_day: 0 })).toEqual(['packs_per_day'])
    expect(refusedFields({ ...packs, packs_per_day: 10.05 })).toEqual(['packs_per_day'])
    expect(refusedFields({ ...packs, packs_per_day: 0.33 })).toEqual([])
  })

  test('fractions of a cigarette or a year are refused', () => {
    expect(refusedFields({ ...current, cigarettes_per_day: 12.5 })).toEqual(['cigarettes_per_day'])
    expect(refusedFields({ ...current, years_started: 10.5 })).toEqual(['years_started'])
  })

  test('missing inputs are refused with each visible required field named; age is optional', () => {
    expect(refusedFields({})).toEqual(['cigarettes_per_day', 'smoking_status', 'years_started'])
    expect(refusedFields({ ...former, years_quit: undefined })).toEqual(['years_quit'])
    expect(refusedFields({ ...current, amount_unit: 'packs' })).toEqual(['packs_per_day'])
    expect(run(current).ok).toBe(true)
  })
})

describe('USPSTF 2021 lung cancer screening criteria (guidance)', () => {
  const screening = (inputs: Inputs) => outcomeOf(inputs).screening as string
  const criteria = (inputs: Inputs) => outcomeOf(inputs).screening_criteria

  test('without an age, the sentence asks for it and no criteria list is shown', () => {
    expect(screening(current)).toMatch(/^Enter the age/)
    expect(outcomeOf(current)).not.toHaveProperty('screening_criteria')
  })

  test('age 50–80, ≥ 20 pack-years, current smoker → meets', () => {
    expect(screening({ ...current, age: 50 })).toMatch(/^Meets the USPSTF 2021 criteria/)
    expect(screening({ ...current, age: 80 })).toMatch(/^Meets/)
    expect(criteria({ ...current, age: 60 })).toBe('Age 50–80: met. At least 20 pack-years: met. Currently smoking or quit less than 15 years ago: met.')
    expect(screening({ ...current, age: 60 })).toMatch(/Stopping smoking/)
  })

  test('each criterion on its own can fail', () => {
    expect(screening({ ...current, age: 49 })).toMatch(/^Does not meet/)
    expect(criteria({ ...current, age: 49 })).toMatch(/^Age 50–80: not met\./)
    expect(screening({ ...current, age: 81 })).toMatch(/^Does not meet/)
    // 19 pack-years (19 a day for 20 years).
    expect(screening({ ...current, cigarettes_per_day: 19, years_started: 20, age: 60 })).toMatch(/^Does not meet/)
    expect(criteria({ ...current, cigarettes_per_day: 19, years_started: 20, age: 60 })).toMatch(/At least 20 pack-years: not met/)
    // Quit 15 years ago: screening stops once a person has not smoked for 15 years.
    const quit15 = { ...former, cigarettes_per_day: 40, years_started: 40, years_quit: 15, age: 70 }
    expect(screening(quit15)).toMatch(/^Does not meet/)
    expect(criteria(quit15)).toMatch(/quit less than 15 years ago: not met/)
    expect(screening({ ...quit15, years_quit: 14 })).toMatch(/^Meets/)
    expect(screening({ ...quit15, years_quit: 14 })).not.toMatch(/Stopping smoking/)
  })

  test('the threshold is checked on the displayed whole number (19.5 shows as 20 and counts as 20)', () => {
    // 13 a day for 30 years = 19.5 pack-years.
    const o = outcomeOf({ ...current, cigarettes_per_day: 13, years_started: 30, age: 60 })
    expect(o.pack_years).toBe(19.5)
    expect(o.screening).toMatch(/^Meets/)
    // 7 a day for 55 years = 19.25, shown as 19 → not met.
    expect(outcomeOf({ ...current, cigarettes_per_day: 7, years_started: 55, age: 70 }).screening).toMatch(/^Does not meet/)
  })
})

describe('properties', () => {
  test('every valid input gives a finite, non-negative pack-years equal to the formula', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        (cigs, started, quit, isFormer) => {
          const inputs = isFormer
            ? { smoking_status: 'former', amount_unit: 'cigarettes', cigarettes_per_day: cigs, years_started: started, years_quit: quit }
            : { smoking_status: 'current', amount_unit: 'cigarettes', cigarettes_per_day: cigs, years_started: started }
          const r = run(inputs)
          if (isFormer && quit >= started) {
            expect(r.ok).toBe(false)
            if (!r.ok) expect(Object.keys(r.errors)).toEqual(['years_quit'])
            return
          }
          expect(r.ok).toBe(true)
          if (!r.ok) return
          const v = r.outcome.pack_years as number
          expect(Number.isFinite(v) && v > 0).toBe(true)
          expect(v).toBe(packYears({ cigarettesPerDay: cigs, yearsSinceStarted: started, yearsSinceQuit: isFormer ? quit : 0 }))
          expect(v).toBeLessThanOrEqual(1000)
        },
      ),
      { numRuns: 400 },
    )
  })
})
