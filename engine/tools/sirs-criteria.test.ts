import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import sirsCriteria from './sirs-criteria.ts'

// Bone RC et al., Chest 1992;101:1644–1655: temperature > 38 °C or < 36 °C; heart rate > 90/min;
// respiratory rate > 20/min or PaCO2 < 32 mmHg; WBC > 12,000/mm³ or < 4,000/mm³ or > 10 % bands.
// SIRS = 2 or more. Not a published worked example: thresholds checked at their edges by hand.
const base: Record<string, unknown> = { temperature: 37, heart_rate: 80, resp_rate: 16, wbc: 8 }
const { tool, run, outcome, refused, expectRange } = toolHarness(sirsCriteria, { base })
const count = (inputs: Record<string, unknown>) => outcome(inputs).sirs_criteria_count

describe('SIRS criteria', () => {
  test('each criterion just beyond its threshold counts; on the threshold it does not', () => {
    expect(count({})).toBe(0)
    expect(count({ temperature: 38 })).toBe(0)
    expect(count({ temperature: 38.1 })).toBe(1)
    expect(count({ temperature: 36 })).toBe(0)
    expect(count({ temperature: 35.9 })).toBe(1)
    expect(count({ heart_rate: 90 })).toBe(0)
    expect(count({ heart_rate: 91 })).toBe(1)
    expect(count({ resp_rate: 20 })).toBe(0)
    expect(count({ resp_rate: 21 })).toBe(1)
    expect(count({ paco2: 32 })).toBe(0)
    expect(count({ paco2: 31.9 })).toBe(1)
    expect(count({ wbc: 12 })).toBe(0)
    expect(count({ wbc: 12.01 })).toBe(1)
    expect(count({ wbc: 4 })).toBe(0)
    expect(count({ wbc: 3.99 })).toBe(1)
    expect(count({ bands: 10 })).toBe(0)
    expect(count({ bands: 10.1 })).toBe(1)
  })

  test('a fast rate and a low PaCO2 together are one criterion; a high count and bands are one', () => {
    expect(count({ resp_rate: 30, paco2: 25 })).toBe(1)
    expect(count({ wbc: 20, bands: 15 })).toBe(1)
    expect(count({ temperature: 39, heart_rate: 120, resp_rate: 28, wbc: 2 })).toBe(4)
  })

  test('result and list of criteria met', () => {
    const one = outcome({ heart_rate: 100 })
    expect(one.sirs_result).toBe('SIRS criteria not met')
    expect(one.sirs_criteria_met).toBe('heart rate')
    const two = outcome({ heart_rate: 100, wbc: 15 })
    expect(two.sirs_result).toBe('SIRS criteria met (2 or more)')
    expect(two.sirs_criteria_met).toBe('heart rate, white cell count')
    expect(String(two.interpretation)).toMatch(/Sepsis-3/)
    expect(outcome({ temperature: 39, heart_rate: 120, resp_rate: 28, wbc: 2 }).sirs_criteria_met).toBe(
      'temperature, heart rate, respiratory rate or PaCO₂, white cell count',
    )
  })

  describe('white cell count not known', () => {
    test('one other criterion: undetermined; none: not met; two: met', () => {
      expect(outcome({ wbc: undefined, heart_rate: 100 }).sirs_result).toBe('Undetermined: white cell count needed')
      expect(outcome({ wbc: undefined }).sirs_result).toBe('SIRS criteria not met')
      expect(outcome({ wbc: undefined, heart_rate: 100, resp_rate: 24 }).sirs_result).toBe('SIRS criteria met (2 or more)')
    })

    test('a band count alone answers the white-cell criterion', () => {
      expect(outcome({ wbc: undefined, heart_rate: 100, bands: 5 }).sirs_result).toBe('SIRS criteria not met')
      expect(outcome({ wbc: undefined, heart_rate: 100, bands: 12 }).sirs_result).toBe('SIRS criteria met (2 or more)')
    })
  })

  describe('units: each value with its unit beside it', () => {
    const F = { 'temperature.unit': '°F' }
    const KPA = { 'paco2.unit': 'kPa' }

    test('°F thresholds are the exact equivalents (100.4 °F = 38 °C, 96.8 °F = 36 °C)', () => {
      const f = (temperature: number) => count({ ...F, temperature })
      expect(f(100.4)).toBe(0)
      expect(f(100.5)).toBe(1)
      expect(f(96.8)).toBe(0)
      expect(f(96.7)).toBe(1)
    })

    test('the same quantity in °C or °F, mmHg or kPa gives the same result', () => {
      for (let tenths = 130; tenths <= 470; tenths++) {
        const c = tenths / 10
        expect(outcome({ ...F, temperature: (c * 9) / 5 + 32 }), `${c} °C`).toEqual(outcome({ temperature: c, 'temperature.unit': '°C' }))
      }
      for (let mmHg = 5; mmHg <= 150; mmHg++) {
        expect(outcome({ ...KPA, paco2: mmHg / 7.50062 }), `${mmHg} mmHg`).toEqual(outcome({ paco2: mmHg, 'paco2.unit': 'mmHg' }))
      }
    })

    test('PaCO2 in kPa: 4.27 kPa (32.03 mmHg) no, 4.26 kPa (31.95 mmHg) yes', () => {
      expect(count({ ...KPA, paco2: 4.27 })).toBe(0)
      expect(count({ ...KPA, paco2: 4.26 })).toBe(1)
    })

    test('one field each with the units of the shared unit control; no separate unit question', () => {
      expect(tool.controls.temperature!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['°C', '°F'])
      expect(tool.controls.paco2!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmHg', 'kPa'])
      expect(Object.keys(tool.controls).filter((f) => /^(temp_|paco2_)/.test(f))).toEqual([])
      expect(refused({ temperature: 100, 'temperature.unit': 'f' })).toEqual(['temperature'])
    })
  })

  describe('valid ranges: edges accepted, beyond refused with the field named', () => {
    const edges: [string, number, number, number, Record<string, unknown>][] = [
      ['temperature', 13, 47, 0.1, {}],
      ['temperature', 55.4, 116.6, 0.1, { 'temperature.unit': '°F' }],
      ['heart_rate', 5, 350, 1, {}],
      ['resp_rate', 0, 100, 1, {}],
      ['paco2', 5, 300, 0.1, {}],
      ['paco2', 0.67, 39.99, 0.01, { 'paco2.unit': 'kPa' }],
      ['wbc', 0, 1000, 0.01, {}],
      ['bands', 0, 100, 0.1, {}],
    ]
    test.each(edges)('%s %d–%d', (field, min, max, step, extra) => {
      const dp = Math.max(0, -Math.floor(Math.log10(step)))
      expectRange(field, min, max, Number((min - step).toFixed(dp)), Number((max + step).toFixed(dp)), extra)
    })

    test('temperature, heart rate and respiratory rate are required', () => {
      expect(toolHarness(sirsCriteria).refused()).toEqual(['heart_rate', 'resp_rate', 'temperature'])
      expect(run({ wbc: undefined, bands: undefined, paco2: undefined }).ok).toBe(true)
    })
  })

  test('property: the count equals an independent count (0–4) and the result follows it', () => {
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
    const inputs = fc.record({
      temp10: fc.integer({ min: 250, max: 450 }),
      heart_rate: fc.integer({ min: 20, max: 300 }),
      resp_rate: fc.integer({ min: 2, max: 80 }),
      paco2: maybe(fc.integer({ min: 50, max: 1500 })),
      wbc100: maybe(fc.integer({ min: 0, max: 20000 })),
      bands10: maybe(fc.integer({ min: 0, max: 1000 })),
    })
    fc.assert(
      fc.property(inputs, (i) => {
        const t = i.temp10 / 10
        const paco2 = i.paco2 === undefined ? undefined : i.paco2 / 10
        const wbc = i.wbc100 === undefined ? undefined : i.wbc100 / 100
        const bands = i.bands10 === undefined ? undefined : i.bands10 / 10
        const o = outcome({ temperature: t, heart_rate: i.heart_rate, resp_rate: i.resp_rate, paco2, wbc, bands })
        const expected =
          Number(t > 38 || t < 36) +
          Number(i.heart_rate > 90) +
          Number(i.resp_rate > 20 || (paco2 !== undefined && paco2 < 32)) +
          Number((wbc !== undefined && (wbc > 12 || wbc < 4)) || (bands !== undefined && bands > 10))
        const n = o.sirs_criteria_count as number
        expect(n).toBe(expected)
        expect(Number.isInteger(n) && n >= 0 && n <= 4).toBe(true)
        const unknown = wbc === undefined && bands === undefined
        const result = n >= 2 ? 'SIRS criteria met (2 or more)' : unknown && n === 1 ? 'Undetermined: white cell count needed' : 'SIRS criteria not met'
        expect(o.sirs_result).toBe(result)
      }),
    )
  })
})
