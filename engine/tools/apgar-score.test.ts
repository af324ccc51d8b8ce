import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import apgarScore from './apgar-score.ts'

// Apgar V, Curr Res Anesth Analg 1953;32:260–267 (five signs 0–2); AAP/ACOG 2015 (7–10 reassuring,
// 4–6 moderately abnormal, 0–3 low; a 5-minute score below 7 is repeated every 5 minutes to 20).
const SIGNS = ['appearance', 'pulse', 'grimace', 'activity', 'respiration']
const full = { minute: 5, ...Object.fromEntries(SIGNS.map((k) => [k, 2])) }
const { outcome, refused, expectEachRequired } = toolHarness(apgarScore, { base: full })

const withTotal = (total: number) => {
  const inputs: Record<string, number> = { ...full }
  let left = total
  for (const k of SIGNS) {
    inputs[k] = Math.min(2, left)
    left -= inputs[k]
  }
  return inputs
}

describe('Apgar score', () => {
  test('each sign adds 0, 1 or 2', () => {
    for (const k of SIGNS) for (const v of [0, 1]) expect(outcome({ [k]: v }).apgar_score).toBe(8 + v)
    expect(outcome({}).apgar_score).toBe(10)
  })

  test('bands at their edges: 3/4 and 6/7', () => {
    expect(outcome(withTotal(3)).apgar_band).toBe('Low (0–3)')
    expect(outcome(withTotal(4)).apgar_band).toBe('Moderately abnormal (4–6)')
    expect(outcome(withTotal(6)).apgar_band).toBe('Moderately abnormal (4–6)')
    expect(outcome(withTotal(7)).apgar_band).toBe('Reassuring (7–10)')
  })

  test('repeat every 5 minutes to 20 while below 7 from 5 minutes; not at 20, not at 7', () => {
    const text = (t: number, minute: number) => String(outcome({ ...withTotal(t), minute }).interpretation)
    expect(text(6, 5)).toMatch(/Score again every 5 minutes up to 20 minutes/)
    expect(text(6, 15)).toMatch(/Score again every 5 minutes/)
    expect(text(6, 20)).not.toMatch(/Score again every 5 minutes/)
    expect(text(7, 5)).not.toMatch(/Score again every 5 minutes/)
    expect(text(3, 1)).toMatch(/^Low score: .*1-minute score alone does not predict outcome/)
  })

  test('every sign and the minute required; values outside the scale refused', () => {
    expectEachRequired(['minute', ...SIGNS])
    expect(refused({ pulse: 3 })).toEqual(['pulse'])
    expect(refused({ minute: 2 })).toEqual(['minute'])
  })
})
