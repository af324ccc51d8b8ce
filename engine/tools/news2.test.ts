import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import definition from './news2.ts'

const { tool, outcome, refused, evaluate, expectRange } = toolHarness(definition, {
  base: { resp_rate: 16, spo2: 97, air_oxygen: 'air', sbp: 125, pulse: 72, consciousness: 'A', temperature: 36.8 },
})
const bare = toolHarness(definition)
const score = (inputs: Inputs) => outcome(inputs).news2_score

// Royal College of Physicians, NEWS2 (2017), Chart 1 (scoring) and Chart 2/3 (thresholds and
// response). The report has no worked patient with numbers to reproduce; expected totals are hand
// sums of the chart's points.
describe('NEWS2: chart bands at every edge', () => {
  test.each([
    [8, 3],
    [9, 1],
    [11, 1],
    [12, 0],
    [20, 0],
    [21, 2],
    [24, 2],
    [25, 3],
  ])('respiration rate %i → %i', (resp_rate, points) => {
    expect(outcome({ resp_rate }).rr_points).toBe(points)
  })

  test.each([
    [91, 3],
    [92, 2],
    [93, 2],
    [94, 1],
    [95, 1],
    [96, 0],
    [100, 0],
  ])('SpO₂ Scale 1 %i %% → %i', (spo2, points) => {
    expect(outcome({ spo2 }).spo2_points).toBe(points)
    // Scale 1 points do not depend on air or oxygen.
    expect(outcome({ spo2, air_oxygen: 'oxygen' }).spo2_points).toBe(points)
  })

  test.each([
    [83, 'air', 3],
    [84, 'air', 2],
    [85, 'oxygen', 2],
    [86, 'air', 1],
    [87, 'oxygen', 1],
    [88, 'oxygen', 0],
    [92, 'oxygen', 0],
    [93, 'air', 0],
    [100, 'air', 0],
    [93, 'oxygen', 1],
    [94, 'oxygen', 1],
    [95, 'oxygen', 2],
    [96, 'oxygen', 2],
    [97, 'oxygen', 3],
    [100, 'oxygen', 3],
  ] as const)('SpO₂ Scale 2 %i %% on %s → %i', (spo2, air_oxygen, points) => {
    expect(outcome({ spo2_scale: 'scale2', spo2, air_oxygen }).spo2_points).toBe(points)
  })

  test('oxygen adds 2, air 0', () => {
    expect(outcome({ air_oxygen: 'oxygen' }).oxygen_points).toBe(2)
    expect(outcome({}).oxygen_points).toBe(0)
  })

  test.each([
    [90, 3],
    [91, 2],
    [100, 2],
    [101, 1],
    [110, 1],
    [111, 0],
    [219, 0],
    [220, 3],
  ])('systolic %i mmHg → %i', (sbp, points) => {
    expect(outcome({ sbp }).sbp_points).toBe(points)
  })

  test.each([
    [40, 3],
    [41, 1],
    [50, 1],
    [51, 0],
    [90, 0],
    [91, 1],
    [110, 1],
    [111, 2],
    [130, 2],
    [131, 3],
  ])('pulse %i → %i', (pulse, points) => {
    expect(outcome({ pulse }).pulse_points).toBe(points)
  })

  test.each([
    ['A', 0],
    ['C', 3],
    ['V', 3],
    ['P', 3],
    ['U', 3],
  ])('consciousness %s → %i', (consciousness, points) => {
    expect(outcome({ consciousness }).consciousness_points).toBe(points)
  })

  test.each([
    [35.0, 3],
    [35.1, 1],
    [36.0, 1],
    [36.1, 0],
    [38.0, 0],
    [38.1, 1],
    [39.0, 1],
    [39.1, 2],
  ])('temperature %f °C → %i', (temperature, points) => {
    expect(outcome({ temperature }).temperature_points).toBe(points)
  })
})

describe('aggregate score and clinical response (RCP 2017)', () => {
  test('all normal → 0, low, routine 12-hourly observations', () => {
    const o = outcome({})
    expect(o).toMatchObject({ news2_score: 0, news2_clinical_risk: 'Low', news2_single_parameter_3: 'No' })
    expect(String(o.response)).toMatch(/^Low \(0\)/)
  })

  test('hand sum: RR 22, SpO₂ 95 on O₂, SBP 105, pulse 100, alert, 38.5 °C → 2 + 1 + 2 + 1 + 1 + 0 + 1 = 8', () => {
    expect(score({ resp_rate: 22, spo2: 95, air_oxygen: 'oxygen', sbp: 105, pulse: 100, temperature: 38.5 })).toBe(8)
  })

  test('maximum 20: every parameter at its worst (temperature ≤ 35.0 scores 3)', () => {
    expect(score({ resp_rate: 30, spo2: 85, air_oxygen: 'oxygen', sbp: 80, pulse: 140, consciousness: 'U', temperature: 34.5 })).toBe(20)
  })

  test.each([
    [{ pulse: 95 }, 1, 'Low', /^Low \(1–4\)/],
    [{ pulse: 95, resp_rate: 22, temperature: 38.5 }, 4, 'Low', /^Low \(1–4\)/],
    [{ consciousness: 'C' }, 3, 'Low–medium', /^Low–medium/],
    [{ resp_rate: 8, pulse: 95 }, 4, 'Low–medium', /^Low–medium/],
    [{ pulse: 95, resp_rate: 22, air_oxygen: 'oxygen' }, 5, 'Medium', /^Medium \(5–6\)/],
    // A single 3 within a total of 5–6 is medium, not low–medium.
    [{ resp_rate: 25, air_oxygen: 'oxygen', pulse: 95 }, 6, 'Medium', /^Medium/],
    [{ resp_rate: 25, air_oxygen: 'oxygen', pulse: 115 }, 7, 'High', /^High \(7 or more\)/],
  ] as const)('%o → %i, %s', (inputs, total, risk, text) => {
    const o = outcome(inputs)
    expect(o.news2_score).toBe(total)
    expect(o.news2_clinical_risk).toBe(risk)
    expect(String(o.response)).toMatch(text)
  })

  test('oxygen (2 points) never counts as a single-parameter 3', () => {
    expect(outcome({ air_oxygen: 'oxygen' }).news2_single_parameter_3).toBe('No')
  })
})

describe('SpO₂ Scale 2: dependent visibility and guidance', () => {
  test('Scale 1 is the default; the Scale 2 note is hidden', () => {
    const e = evaluate()
    expect(e.fields.spo2_scale!.value).toBe('scale1')
    expect(e.fields.scale2_note!.hidden).toBe(true)
    expect(outcome({})).not.toHaveProperty('scale2_note')
    expect(e.fields.spo2!.backgroundText?.join(' ')).toMatch(/^Scale 1/)
  })

  test('choosing Scale 2 shows the note and the Scale 2 bands', () => {
    const e = evaluate({ spo2_scale: 'scale2' })
    expect(e.fields.scale2_note!.hidden).toBe(false)
    expect(String(e.outcome.scale2_note)).toMatch(/hypercapnic/)
    expect(e.fields.spo2!.backgroundText?.join(' ')).toMatch(/^Scale 2/)
  })

  test('the same saturation scores differently on the two scales', () => {
    expect(outcome({ spo2: 89 }).spo2_points).toBe(3)
    expect(outcome({ spo2: 89, spo2_scale: 'scale2' }).spo2_points).toBe(0)
    expect(outcome({ spo2: 98, air_oxygen: 'oxygen' }).spo2_points).toBe(0)
    expect(outcome({ spo2: 98, air_oxygen: 'oxygen', spo2_scale: 'scale2' }).spo2_points).toBe(3)
  })
})

describe('temperature in °F: (°F − 32) × 5/9, rounded to 0.1 °C, then the chart bands', () => {
  test.each([
    [95.0, 35.0, 3],
    [95.2, 35.1, 1],
    [96.8, 36.0, 1],
    [97.0, 36.1, 0],
    [100.4, 38.0, 0],
    [100.6, 38.1, 1],
    [102.2, 39.0, 1],
    [102.4, 39.1, 2],
  ])('%f °F → %f °C → %i', (temp_f, celsius, points) => {
    const o = outcome({ temperature: temp_f, 'temperature.unit': '°F' })
    expect(o.temperature_c).toBe(celsius)
    expect(o.temperature_points).toBe(points)
  })

  test('°C → °F → °C round trip gives the same points for every chart value', () => {
    for (let tenth = 250; tenth <= 450; tenth++) {
      const c = tenth / 10
      const f = Math.round((c * 9) / 5 * 10 + 320) / 10 // °F to 0.1, as a thermometer shows it
      expect(outcome({ temperature: f, 'temperature.unit': '°F' }).temperature_points).toBe(outcome({ temperature: c }).temperature_points)
    }
  })

  test('the same quantity in °C or °F gives the same result', () => {
    for (let hundredth = 1300; hundredth <= 4700; hundredth += 3) {
      const c = hundredth / 100
      expect(outcome({ temperature: (c * 9) / 5 + 32, 'temperature.unit': '°F' }), `${c} °C`).toEqual(outcome({ temperature: c, 'temperature.unit': '°C' }))
    }
  })

  test('a °C value with two decimals is banded as the chart value it rounds to (35.04 → 35.0 → 3)', () => {
    expect(outcome({ temperature: 35.04 })).toMatchObject({ temperature_c: 35, temperature_points: 3 })
    expect(outcome({ temperature: 35.05 })).toMatchObject({ temperature_c: 35.1, temperature_points: 1 })
  })

  test('one temperature field with the units of the shared unit control; no separate unit question', () => {
    expect(tool.controls.temperature!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['°C', '°F'])
    expect(Object.keys(tool.controls).filter((f) => f.startsWith('temp_'))).toEqual([])
    expect(refused({ temperature: 98.6, 'temperature.unit': 'F' })).toEqual(['temperature'])
  })
})

describe('values beyond the outermost bands score as those bands (RCP 2017 chart 1)', () => {
  test('SBP 30, pulse 15, SpO₂ 45 %, RR 4 each score 3', () => {
    expect(outcome({ sbp: 30 }).sbp_points).toBe(3)
    expect(outcome({ pulse: 15 }).pulse_points).toBe(3)
    expect(outcome({ spo2: 45 }).spo2_points).toBe(3)
    expect(outcome({ resp_rate: 4 }).rr_points).toBe(3)
    expect(score({ sbp: 30, pulse: 15, spo2: 45, resp_rate: 4 })).toBe(12)
  })
})

describe('valid ranges and required inputs (refused, never clamped)', () => {
  test.each([
    ['resp_rate', {}, 0, 100, -1, 101],
    ['spo2', {}, 1, 100, 0, 101],
    ['sbp', {}, 20, 300, 19, 301],
    ['pulse', {}, 5, 350, 4, 351],
    ['temperature', {}, 13, 47, 12.9, 47.1],
    ['temperature', { 'temperature.unit': '°F' }, 55.4, 116.6, 55.3, 116.7],
  ] as const)('%s (%o) accepts %f and %f, refuses %f and %f', (field, extra, min, max, below, above) => {
    expectRange(field, min, max, below, above, extra)
  })

  test('missing inputs are refused with each field named; unknown choices refused', () => {
    expect(bare.refused({})).toEqual(['air_oxygen', 'consciousness', 'pulse', 'resp_rate', 'sbp', 'spo2', 'temperature'])
    expect(refused({ consciousness: 'confused' })).toEqual(['consciousness'])
    expect(refused({ temperature: 36.85 })).toEqual([])
  })
})

describe('properties', () => {
  test('every valid input gives a whole score 0–20 equal to the sum of the parameter points, with a consistent risk level', () => {
    fc.assert(
      fc.property(
        fc.record({
          resp_rate: fc.integer({ min: 1, max: 80 }),
          spo2: fc.integer({ min: 50, max: 100 }),
          spo2_scale: fc.constantFrom('scale1', 'scale2'),
          air_oxygen: fc.constantFrom('air', 'oxygen'),
          sbp: fc.integer({ min: 40, max: 300 }),
          pulse: fc.integer({ min: 20, max: 300 }),
          consciousness: fc.constantFrom('A', 'C', 'V', 'P', 'U'),
          temperature: fc.integer({ min: 250, max: 450 }).map((t) => t / 10),
        }),
        (inputs) => {
          const o = outcome(inputs)
          const s = o.news2_score as number
          expect(Number.isInteger(s) && s >= 0 && s <= 20).toBe(true)
          const parts = ['rr_points', 'spo2_points', 'oxygen_points', 'sbp_points', 'pulse_points', 'consciousness_points', 'temperature_points'].map(
            (k) => o[k] as number,
          )
          expect(s).toBe(parts.reduce((a, b) => a + b, 0))
          const anyThree = parts.some((p, i) => i !== 2 && p === 3)
          expect(o.news2_single_parameter_3).toBe(anyThree ? 'Yes' : 'No')
          expect(o.news2_clinical_risk).toBe(s >= 7 ? 'High' : s >= 5 ? 'Medium' : anyThree ? 'Low–medium' : 'Low')
        },
      ),
      { numRuns: 500 },
    )
  })
})
