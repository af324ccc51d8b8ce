import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import nexusCSpine from './nexus-c-spine.ts'

// Hoffman JR et al., N Engl J Med 2000;343:94–99: low risk only when all five findings are absent.
const base = vectorInputs(nexusCSpine, 'No finding')
const { outcome, refused, expectEachRequired } = toolHarness(nexusCSpine, { base })

describe('NEXUS', () => {
  test('no finding: low risk', () => {
    expect(outcome({}).nexus_result).toBe('Low risk: imaging not indicated')
    expect(String(outcome({}).interpretation)).toMatch(/not indicated/)
  })

  test.each(Object.keys(base))('%s alone makes imaging indicated', (field) => {
    const o = outcome({ [field]: 'yes' })
    expect(o.nexus_result).toBe('Not low risk: imaging indicated')
    expect(o.nexus_findings_count).toBe(1)
  })

  test('all five present', () => {
    const all = Object.fromEntries(Object.keys(base).map((k) => [k, 'yes']))
    const o = outcome(all)
    expect(o.nexus_findings_count).toBe(5)
    expect(o.nexus_findings_present).toBe('posterior midline cervical tenderness, intoxication, altered level of alertness, focal neurological deficit, painful distracting injury')
  })

  test('every finding must be answered; other answers refused', () => {
    expectEachRequired(Object.keys(base))
    expect(refused({ intoxication: 'maybe' })).toEqual(['intoxication'])
  })
})
