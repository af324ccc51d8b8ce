import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import epworth from './epworth-sleepiness-scale.ts'

// Johns MW, Sleep 1991;14:540–545: eight situations 0–3, total 0–24. Bands as the author gives
// them: 0–5 lower normal, 6–10 higher normal, 11–12 mild, 13–15 moderate, 16–24 severe excessive
// daytime sleepiness.
const ITEMS = ['reading', 'television', 'public_place', 'passenger', 'afternoon_rest', 'conversation', 'after_lunch', 'traffic']
const zero = Object.fromEntries(ITEMS.map((k) => [k, 0]))
const { tool, outcome, refused, expectEachRequired } = toolHarness(epworth, { base: zero })

const withTotal = (total: number) => {
  const inputs: Record<string, number> = { ...zero }
  let left = total
  for (const k of ITEMS) {
    inputs[k] = Math.min(3, left)
    left -= inputs[k]
  }
  return inputs
}

describe('Epworth Sleepiness Scale', () => {
  test('each situation adds its answer (0–3); maximum 24', () => {
    for (const k of ITEMS) for (const v of [0, 1, 2, 3]) expect(outcome({ [k]: v }).ess_score).toBe(v)
    expect(outcome(withTotal(24)).ess_score).toBe(24)
  })

  test('bands at their edges: 5/6, 10/11, 12/13, 15/16', () => {
    const band = (t: number) => String(outcome(withTotal(t)).ess_band)
    expect(band(5)).toMatch(/^Lower normal/)
    expect(band(6)).toMatch(/^Higher normal/)
    expect(band(10)).toMatch(/^Higher normal/)
    expect(band(11)).toMatch(/^Mild excessive/)
    expect(band(12)).toMatch(/^Mild excessive/)
    expect(band(13)).toMatch(/^Moderate excessive/)
    expect(band(15)).toMatch(/^Moderate excessive/)
    expect(band(16)).toMatch(/^Severe excessive/)
    expect(String(outcome(withTotal(10)).interpretation)).toMatch(/^Within the normal range/)
    expect(String(outcome(withTotal(11)).interpretation)).toMatch(/^Excessive daytime sleepiness/)
  })

  test('every situation required; answers outside 0–3 refused', () => {
    expectEachRequired(ITEMS)
    expect(refused({ traffic: 4 })).toEqual(['traffic'])
  })

  test('the page says the situations are paraphrased and the scale is licensed', () => {
    expect(tool.instructions).toMatch(/copyright Murray W\. Johns.*Mapi Research Trust.*our own words/)
    expect(tool.pearls.join(' ')).toMatch(/our own words/)
  })
})
