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

// Gallstone pancreatitis, Ranson JH, Am J Gastroenterol 1982;77:633–638 (limits as reproduced; see evidenceChecks):
// five admission signs and five 48-hour signs, no PaO₂ sign.
const GALL_ADMISSION = ['age_over_70', 'wbc_over_18', 'glucose_over_220', 'ldh_over_400', 'ast_over_250']
const GALL_H48 = ['haematocrit_fall', 'bun_rise_over_2', 'calcium_below_8', 'base_deficit_over_5', 'fluid_over_4l']
const gallAdmission = toolHarness(definition, { base: { aetiology: 'gallstone', timing: 'admission', ...none(GALL_ADMISSION) } })
const gall48 = toolHarness(definition, { base: { aetiology: 'gallstone', timing: 'h48', ...none(GALL_ADMISSION), ...none(GALL_H48) } })

describe('gallstone criteria', () => {
  test('without a choice, the criteria for other causes apply, as before', () => {
    expect(admission.outcome({}).ranson_criteria_set).toBe('Pancreatitis not caused by gallstones (Ranson 1974)')
    expect(admission.evaluate().fields.aetiology!.value).toBe('other')
  })
  test('each gallstone sign adds 1; the signs of the other set are hidden and not asked', () => {
    for (const k of GALL_ADMISSION) expect(gallAdmission.outcome({ [k]: 'yes' }).ranson_score).toBe(1)
    for (const k of GALL_H48) expect(gall48.outcome({ [k]: 'yes' }).ranson_score).toBe(1)
    const state = gall48.evaluate()
    for (const k of ['age_over_55', 'wbc_over_16', 'glucose_over_200', 'ldh_over_350', 'bun_rise', 'pao2_below_60', 'base_deficit_over_4', 'fluid_over_6l']) {
      expect(state.fields[k]!.hidden).toBe(true)
    }
    expect(gall48.refused({})).toEqual([])
  })
  test('the signs of the other set do not count under the gallstone criteria', () => {
    expect(gall48.outcome({ age_over_55: 'yes', pao2_below_60: 'yes', fluid_over_6l: 'yes', base_deficit_over_4: 'yes' }).ranson_score).toBe(0)
  })
  test('the gallstone signs are required', () => {
    toolHarness(definition, { base: { aetiology: 'gallstone', timing: 'h48', ...none(GALL_ADMISSION), ...none(GALL_H48) } }).expectEachRequired([
      ...GALL_ADMISSION,
      ...GALL_H48,
    ])
  })
  test('band at 3 and the maximum of 10', () => {
    expect(gall48.outcome({ age_over_70: 'yes', bun_rise_over_2: 'yes' }).ranson_severity).toBe('Not severe (fewer than 3 signs)')
    expect(gall48.outcome({ age_over_70: 'yes', bun_rise_over_2: 'yes', fluid_over_4l: 'yes' }).ranson_severity).toBe('Severe (3 or more signs)')
    const all = Object.fromEntries([...GALL_ADMISSION, ...GALL_H48].map((k) => [k, 'yes']))
    expect(gall48.outcome(all).ranson_score).toBe(10)
  })
  test('the aetiology must be one of the two sets', () => {
    expect(gallAdmission.refused({ aetiology: 'alcohol' })).toEqual(['aetiology'])
  })
})
