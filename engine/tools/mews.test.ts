import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './mews.ts'

// Subbe CP et al., QJM 2001;94:521–526, Table 1.
const base = { systolic_bp: 120, heart_rate: 80, resp_rate: 12, temperature: 37, avpu: 'A' }
const { outcome, refused, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const pts = (key: string, inputs: Record<string, unknown>) => outcome(inputs)[key]

describe('MEWS bands at their edges', () => {
  test('systolic blood pressure', () => {
    const p = (systolic_bp: number) => pts('sbp_points', { systolic_bp })
    expect([p(20), p(70), p(70.5), p(71), p(80), p(81), p(100), p(101), p(199), p(200), p(300)]).toEqual([3, 3, 3, 2, 2, 1, 1, 0, 0, 2, 2])
  })

  test('heart rate', () => {
    const p = (heart_rate: number) => pts('hr_points', { heart_rate })
    expect([p(5), p(40), p(41), p(50), p(51), p(100), p(101), p(110), p(111), p(129), p(130), p(350)]).toEqual([2, 2, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3])
  })

  test('respiratory rate', () => {
    const p = (resp_rate: number) => pts('rr_points', { resp_rate })
    expect([p(0), p(8), p(9), p(14), p(15), p(20), p(21), p(29), p(30), p(100)]).toEqual([2, 2, 0, 0, 1, 1, 2, 2, 3, 3])
  })

  test('temperature in °C (rounded to 0.1) and °F', () => {
    const p = (temperature: number) => pts('temperature_points', { temperature })
    expect([p(34.9), p(35), p(38.4), p(38.44), p(38.45), p(38.5)]).toEqual([2, 0, 0, 0, 2, 2])
    // 101.3 °F = 38.5 °C; 101.1 °F = 38.4 °C.
    expect(pts('temperature_points', { temperature: 101.3, 'temperature.unit': '°F' })).toBe(2)
    expect(pts('temperature_points', { temperature: 101.1, 'temperature.unit': '°F' })).toBe(0)
  })

  test('AVPU 0–3', () => {
    expect(['A', 'V', 'P', 'U'].map((avpu) => pts('avpu_points', { avpu }))).toEqual([0, 1, 2, 3])
  })
})

describe('total and interpretation', () => {
  test('sum of the five parameters; 4 is below the trigger, 5 reaches it', () => {
    expect(outcome({ systolic_bp: 85, heart_rate: 115, resp_rate: 24, temperature: 38.6 }).mews_score).toBe(7)
    const four = outcome({ resp_rate: 24, heart_rate: 115 })
    expect(four.mews_score).toBe(4)
    expect(String(four.interpretation)).toMatch(/^MEWS below 5/)
    const five = outcome({ resp_rate: 24, heart_rate: 115, avpu: 'V' })
    expect(five.mews_score).toBe(5)
    expect(String(five.interpretation)).toMatch(/^MEWS 5 or more/)
  })

  test('maximum 14', () => {
    expect(outcome({ systolic_bp: 65, heart_rate: 135, resp_rate: 32, temperature: 34.5, avpu: 'U' }).mews_score).toBe(14)
  })
})

describe('ranges and required fields', () => {
  test('shared measurable ranges', () => {
    expectRange('systolic_bp', 20, 300, 19, 301)
    expectRange('heart_rate', 5, 350, 4, 351)
    expectRange('resp_rate', 0, 100, -1, 101)
    expectRange('temperature', 13, 47, 12.9, 47.1)
  })

  test('every observation is required', () => {
    expect(bare.refused({})).toEqual(['avpu', 'heart_rate', 'resp_rate', 'systolic_bp', 'temperature'])
    expect(refused({ avpu: 'C' })).toEqual(['avpu'])
  })
})
