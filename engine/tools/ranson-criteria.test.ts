import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './ranson-criteria.ts'

const ADMISSION = ['age_over_55', 'wbc_over_16', 'glucose_over_200', 'ldh_over_350', 'ast_over_250']
const H48 = ['haematocrit_fall', 'bun_rise', 'calcium_below_8', 'pao2_below_60', 'base_deficit_over_4', 'fluid_over_6l']
const none = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, 'no']))
const admission = toolHarness(definition, { base: { timing: 'admission', ...none(ADMISSION) } })
const at48 = toolHarness(definition, { base: { timing: 'h48', ...none(ADMISSION), ...none(H48) } })
const bare = toolHarness(definition)

// Ranson JH et al., Surg Gynecol Obstet 1974;139:69–81: five admission and six 48-hour signs; 3 or more severe.
describe('counting', () => {
  test('each sign adds 1', () => {
    for (const k of ADMISSION) expect(admission.outcome({ [k]: 'yes' }).ranson_score).toBe(1)
    for (const k of H48) expect(at48.outcome({ [k]: 'yes' }).ranson_score).toBe(1)
  })
  test('on admission only, the 48-hour signs are hidden and not asked', () => {
    const state = admission.evaluate()
    for (const k of H48) expect(state.fields[k]!.hidden).toBe(true)
    expect(admission.refused({})).toEqual([])
    expect(admission.outcome({}).ranson_score).toBe(0)
  })
  test('at 48 hours the six signs are required', () => {
    for (const k of H48) expect(at48.refused({ [k]: undefined })).toEqual([k])
  })
})

describe('band at 3', () => {
  test('2 is not severe, 3 is severe, on admission and at 48 hours', () => {
    expect(admission.outcome({ age_over_55: 'yes', ast_over_250: 'yes' }).ranson_severity).toBe('Not severe so far (fewer than 3 admission signs)')
    expect(admission.outcome({ age_over_55: 'yes', ast_over_250: 'yes', ldh_over_350: 'yes' }).ranson_severity).toBe('Severe (3 or more signs)')
    expect(at48.outcome({ age_over_55: 'yes', bun_rise: 'yes' }).ranson_severity).toBe('Not severe (fewer than 3 signs)')
    expect(at48.outcome({ age_over_55: 'yes', bun_rise: 'yes', fluid_over_6l: 'yes' }).ranson_severity).toBe('Severe (3 or more signs)')
    expect(String(admission.outcome({}).interpretation)).toMatch(/complete only at 48 hours/)
    expect(String(at48.outcome({}).interpretation)).toMatch(/^Fewer than 3 signs at 48 hours/)
    expect(String(at48.outcome({ age_over_55: 'yes', bun_rise: 'yes', fluid_over_6l: 'yes' }).interpretation)).toMatch(/^3 or more signs/)
  })
})

describe('required inputs', () => {
  test('the timing and the admission signs are required', () => {
    expect(bare.refused({})).toEqual([...ADMISSION, 'timing'].sort())
    admission.expectEachRequired(['timing', ...ADMISSION])
    expect(admission.refused({ timing: 'h24' })).toEqual(['timing'])
  })
})

describe('properties', () => {
  test('the score counts the signs met (48-hour signs only when assessed)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }), fc.boolean(), (signs, full) => {
        const inputs = Object.fromEntries([...ADMISSION, ...H48].map((k, i) => [k, signs[i] ? 'yes' : 'no']))
        const o = bare.outcome({ ...inputs, timing: full ? 'h48' : 'admission' })
        expect(o.ranson_score).toBe(signs.slice(0, full ? 11 : 5).filter(Boolean).length)
      }),
      { numRuns: 200 },
    )
  })
})
