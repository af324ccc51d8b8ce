import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import parklandBurns, { LUND_HEAD, LUND_LOWER_LEG, LUND_REGIONS, LUND_THIGH, NINES_REGIONS } from './parkland-burns.ts'

// Baxter CR, Shires T 1968: 4 mL × kg × %TBSA, half in the first 8 h from the burn, half in the next 16 h.
// Wallace 1951 (rule of nines); Lund and Browder 1944 (chart by age).
const adultNines = vectorInputs(parklandBurns, 'Adult 70 kg, rule of nines')
const child = vectorInputs(parklandBurns, 'Child aged 3')
const adultLund = vectorInputs(parklandBurns, 'Adult 80 kg, Lund–Browder')
const nines = toolHarness(parklandBurns, { base: adultNines })
const lund = toolHarness(parklandBurns, { base: child })
const allLund = (pct: number) => Object.fromEntries(LUND_REGIONS.map(([key]) => [key, pct]))
const allNines = (pct: number) => Object.fromEntries(NINES_REGIONS.map(([key]) => [key, pct]))

describe('%TBSA', () => {
  test('every region burned adds to 100 % by either method and in every Lund–Browder column', () => {
    expect(nines.outcome(allNines(100)).burn_tbsa).toBeCloseTo(100, 10)
    for (const age of [0, 0.99, 1, 4.9, 5, 9.9, 10, 14.9, 15, 15.9, 16, 40]) {
      expect(lund.outcome({ age, ...(age >= 16 ? { method: 'lund' } : {}), ...allLund(100) }).burn_tbsa, `age ${age}`).toBeCloseTo(100, 10)
    }
  })

  test('Lund–Browder age columns at their edges (head, thigh, lower leg)', () => {
    const edges: [number, number][] = [
      [0.99, 0],
      [1, 1],
      [4.99, 1],
      [5, 2],
      [9.99, 2],
      [10, 3],
      [14.99, 3],
      [15, 4],
      [15.99, 4],
      [16, 5],
    ]
    const zero = allLund(0)
    for (const [age, column] of edges) {
      const method = age >= 16 ? { method: 'lund' } : {}
      expect(lund.outcome({ age, ...method, ...zero, lb_head: 100 }).burn_tbsa, `head at ${age}`).toBe(LUND_HEAD[column])
      expect(lund.outcome({ age, ...method, ...zero, lb_thigh_left: 100 }).burn_tbsa, `thigh at ${age}`).toBe(LUND_THIGH[column])
      expect(lund.outcome({ age, ...method, ...zero, lb_leg_right: 100 }).burn_tbsa, `leg at ${age}`).toBe(LUND_LOWER_LEG[column])
    }
  })

  test('partial regions: half of the head and a quarter of the back in a child of 3', () => {
    // 0.5 × 17 + 0.25 × 13 = 11.75 → shown 11.8 (one decimal)
    const o = lund.outcome({ ...allLund(0), lb_head: 50, lb_trunk_back: 25 })
    expect(o.burn_tbsa).toBeCloseTo(11.75, 10)
  })

  test('under 16 the method is not asked and Lund–Browder is used; from 16 the method is required', () => {
    expect(lund.outcome({}).burn_method).toBe('Lund–Browder chart for age 1–4 years')
    expect(nines.outcome({}).burn_method).toBe('Rule of nines (adult)')
    const h = toolHarness(parklandBurns, { base: { age: 40, weight: 70 } })
    expect(h.refused()).toEqual(['method'])
  })

  test('every shown region must be answered (a skipped region is not taken as unburned)', () => {
    nines.expectEachRequired(NINES_REGIONS.map(([key]) => key))
    lund.expectEachRequired(LUND_REGIONS.map(([key]) => key))
    toolHarness(parklandBurns, { base: adultLund }).expectEachRequired(['method'])
  })

  test('region percentages 0–100', () => {
    nines.expectRange('nines_head_neck', 0, 100, -1, 100.5)
  })
})

describe('Parkland volumes', () => {
  test('4 mL × kg × %TBSA; half in 8 h, half in 16 h; the rates', () => {
    const o = nines.outcome({})
    expect(o.parkland_24h_ml).toBeCloseTo(4 * 70 * 54, 9)
    expect(o.parkland_first_8h_ml).toBeCloseTo(2 * 70 * 54, 9)
    expect(o.parkland_next_16h_ml).toBeCloseTo(2 * 70 * 54, 9)
    expect(o.parkland_first_8h_rate).toBeCloseTo((2 * 70 * 54) / 8, 9)
    expect(o.parkland_next_16h_rate).toBeCloseTo((2 * 70 * 54) / 16, 9)
  })

  test('the formula uses %TBSA as shown (one decimal)', () => {
    // 11.75 % is shown as 11.8 %; 4 × 15 × 11.8 = 708 mL.
    expect(lund.outcome({ ...allLund(0), lb_head: 50, lb_trunk_back: 25 }).parkland_24h_ml).toBeCloseTo(708, 9)
  })

  test('weight in lb converts exactly (1 lb = 0.45359237 kg)', () => {
    const kg = nines.outcome({ weight: 70 })
    const lb = nines.outcome({ weight: 70 / 0.45359237, 'weight.unit': 'lb' })
    expect(lb.parkland_24h_ml as number).toBeCloseTo(kg.parkland_24h_ml as number, 6)
  })

  test('weight 0.5–450 kg; age 0–120', () => {
    nines.expectRange('weight', 0.5, 450, 0.4, 451)
    lund.expectRange('age', 0, 15, -0.1, 121, { method: 'lund' })
  })

  test('children are told to add maintenance fluid; small burns are flagged', () => {
    expect(String(lund.outcome({}).interpretation)).toMatch(/maintenance fluid with glucose/)
    expect(String(nines.outcome({}).interpretation)).not.toMatch(/maintenance fluid/)
    expect(String(lund.outcome({ ...allLund(0), lb_hand_right: 100 }).interpretation)).toMatch(/usually do not need formal intravenous resuscitation/)
  })
})
