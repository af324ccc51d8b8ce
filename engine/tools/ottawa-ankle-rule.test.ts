import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import ottawaAnkleRule from './ottawa-ankle-rule.ts'

// Stiell IG et al., JAMA 1993;269:1127–1132 (refined Ottawa ankle and foot rules).
const both = vectorInputs(ottawaAnkleRule, 'Pain in both zones, no finding')
const { outcome, refused, expectEachRequired } = toolHarness(ottawaAnkleRule, { base: both })
const xrays = (inputs: Record<string, unknown>) => {
  const o = outcome(inputs)
  return [o.ottawa_ankle_xray, o.ottawa_foot_xray]
}

describe('Ottawa ankle and foot rules', () => {
  test('each ankle finding indicates an ankle series', () => {
    expect(xrays({ lateral_malleolus: 'yes' })).toEqual(['Indicated', 'Not indicated'])
    expect(xrays({ medial_malleolus: 'yes' })).toEqual(['Indicated', 'Not indicated'])
  })

  test('each foot finding indicates a foot series', () => {
    expect(xrays({ fifth_metatarsal: 'yes' })).toEqual(['Not indicated', 'Indicated'])
    expect(xrays({ navicular: 'yes' })).toEqual(['Not indicated', 'Indicated'])
  })

  test('inability to bear weight counts for each zone with pain', () => {
    expect(xrays({ unable_to_bear_weight: 'yes' })).toEqual(['Indicated', 'Indicated'])
    expect(xrays({ midfoot_pain: 'no', fifth_metatarsal: undefined, navicular: undefined, unable_to_bear_weight: 'yes' })).toEqual(['Indicated', 'Not indicated'])
    expect(xrays({ malleolar_pain: 'no', lateral_malleolus: undefined, medial_malleolus: undefined, unable_to_bear_weight: 'yes' })).toEqual(['Not indicated', 'Indicated'])
  })

  test('no finding: no X-ray, with sprain advice', () => {
    expect(xrays({})).toEqual(['Not indicated', 'Not indicated'])
    expect(String(outcome({}).interpretation)).toMatch(/not needed/)
  })

  test('no pain in either zone: the tenderness questions are not asked', () => {
    const h = toolHarness(ottawaAnkleRule, { base: vectorInputs(ottawaAnkleRule, 'No pain in either zone') })
    expect(h.outcome({}).ottawa_ankle_xray).toBe('Not indicated')
    expect(String(h.outcome({}).interpretation)).toMatch(/No pain in the malleolar or midfoot zone/)
  })

  test('every shown question is required', () => {
    expectEachRequired(Object.keys(both))
    expect(refused({ navicular: 'maybe' })).toEqual(['navicular'])
  })
})
