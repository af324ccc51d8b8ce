import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './killip-class.ts'

// Killip T, Kimball JT, Am J Cardiol 1967;20:457–464: hospital mortality I 6 %, II 17 %, III 38 %, IV 81 %.
const { outcome, refused } = toolHarness(definition)

describe('Killip classification', () => {
  test.each([
    ['I', 6],
    ['II', 17],
    ['III', 38],
    ['IV', 81],
  ] as const)('class %s: %d % hospital mortality', (killip, rate) => {
    const o = outcome({ killip })
    expect(o.killip_class).toBe(`Class ${killip}`)
    expect(o.killip_mortality).toBe(rate)
    expect(String(o.interpretation)).toMatch(new RegExp(`^Killip class ${killip}: .* ${rate} % of patients`))
  })

  test('the class is required and must be one of the four', () => {
    expect(refused({})).toEqual(['killip'])
    expect(refused({ killip: 'V' })).toEqual(['killip'])
  })
})
