import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import centorMcisaac from './centor-mcisaac.ts'

// Centor RM et al., Med Decis Making 1981;1:239–246 (four findings, 1 point each) and McIsaac WJ et al.,
// CMAJ 1998;158:75–83 (age 3–14 +1, 15–44 0, ≥ 45 −1; management: ≤ 1 no test or antibiotic,
// 2–3 test and treat if positive, ≥ 4 test/treat).
const base: Record<string, unknown> = { age: 30, fever: 'no', cough: 'present', nodes: 'no', tonsils: 'no' }
const { run, outcome, refused, expectEachRequired } = toolHarness(centorMcisaac, { base })
const ALL = { fever: 'yes', cough: 'absent', nodes: 'yes', tonsils: 'yes' }

describe('Centor / McIsaac', () => {
  test('each clinical finding adds 1 to both scores', () => {
    expect(outcome({}).mcisaac_score).toBe(0)
    for (const inputs of [{ fever: 'yes' }, { cough: 'absent' }, { nodes: 'yes' }, { tonsils: 'yes' }]) {
      const o = outcome(inputs)
      expect(o.mcisaac_score).toBe(1)
      expect(o.centor_score).toBe(1)
    }
    expect(outcome(ALL).centor_score).toBe(4)
  })

  test('age bands at their edges: 14 → +1, 15 → 0, 44 → 0, 45 → −1; the Centor score ignores age', () => {
    const adj = (age: number) => outcome({ ...ALL, age }).mcisaac_score as number
    expect(adj(3)).toBe(5)
    expect(adj(14)).toBe(5)
    expect(adj(15)).toBe(4)
    expect(adj(44)).toBe(4)
    expect(adj(45)).toBe(3)
    expect(adj(89)).toBe(3)
    for (const age of [3, 14, 15, 44, 45, 89]) expect(outcome({ ...ALL, age }).centor_score).toBe(4)
  })

  test('hand-summed examples', () => {
    // 10 years, all four findings: 4 + 1 = 5
    expect(outcome({ ...ALL, age: 10 }).mcisaac_score).toBe(5)
    // 30 years, fever and exudate: 1 + 1 + 0 = 2
    expect(outcome({ fever: 'yes', tonsils: 'yes' }).mcisaac_score).toBe(2)
    // 50 years, nothing: 0 − 1 = −1
    expect(outcome({ age: 50 }).mcisaac_score).toBe(-1)
    // 60 years, no cough and tender nodes: 2 − 1 = 1
    expect(outcome({ age: 60, cough: 'absent', nodes: 'yes' }).mcisaac_score).toBe(1)
  })

  test('management bands: ≤ 1 no test, 2–3 test, ≥ 4 test or treat', () => {
    const text = (inputs: Record<string, unknown>) => String(outcome(inputs).interpretation)
    expect(text({ age: 50 })).toMatch(/^Low likelihood/) // −1
    expect(text({})).toMatch(/^Low likelihood/) // 0
    expect(text({ fever: 'yes' })).toMatch(/^Low likelihood/) // 1
    expect(text({ fever: 'yes', tonsils: 'yes' })).toMatch(/^Intermediate likelihood/) // 2
    expect(text({ fever: 'yes', tonsils: 'yes', nodes: 'yes' })).toMatch(/^Intermediate likelihood/) // 3
    expect(text(ALL)).toMatch(/^High likelihood/) // 4
    expect(text({ ...ALL, age: 8 })).toMatch(/^High likelihood/) // 5
  })

  describe('valid ranges and required answers', () => {
    test('age 3–120: edges accepted (no cap at 89); 2 and 121 refused', () => {
      expect(run({ age: 3 }).ok).toBe(true)
      expect(run({ age: 93 }).ok).toBe(true)
      expect(run({ age: 12.5 }).ok).toBe(true)
      expect(refused({ age: 2 })).toEqual(['age'])
      expect(refused({ age: 121 })).toEqual(['age'])
    })

    test('every answer is required; unknown choices refused', () => {
      expectEachRequired(Object.keys(base))
      expect(refused({ cough: 'yes' })).toEqual(['cough'])
      expect(refused({ fever: 'maybe' })).toEqual(['fever'])
    })
  })

  test('property: McIsaac = Centor + age adjustment, an integer in −1…5, with the matching band', () => {
    const inputs = fc.record({
      age: fc.integer({ min: 3, max: 89 }),
      fever: fc.constantFrom('yes', 'no'),
      cough: fc.constantFrom('absent', 'present'),
      nodes: fc.constantFrom('yes', 'no'),
      tonsils: fc.constantFrom('yes', 'no'),
    })
    fc.assert(
      fc.property(inputs, (i) => {
        const o = outcome(i)
        const centor = Number(i.fever === 'yes') + Number(i.cough === 'absent') + Number(i.nodes === 'yes') + Number(i.tonsils === 'yes')
        const adj = i.age <= 14 ? 1 : i.age <= 44 ? 0 : -1
        const m = o.mcisaac_score as number
        expect(o.centor_score).toBe(centor)
        expect(m).toBe(centor + adj)
        expect(Number.isInteger(m) && m >= -1 && m <= 5).toBe(true)
        expect(String(o.interpretation)).toMatch(m <= 1 ? /^Low/ : m <= 3 ? /^Intermediate/ : /^High/)
      }),
    )
  })
})
