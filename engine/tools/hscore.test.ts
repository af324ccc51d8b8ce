import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './hscore.ts'

// Fardet L et al., Arthritis Rheumatol 2014;66:2613–2620: points of the nine variables; cut-off 169.
const base = {
  immunosuppression: 'no',
  temperature: 37,
  organomegaly: 'none',
  haemoglobin: 130,
  wbc: 7,
  platelets: 250,
  ferritin: 200,
  triglycerides: 1.2,
  fibrinogen: 3.5,
  ast: 25,
  haemophagocytosis: 'no',
}
const { outcome, refused, expectRange } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const total = (inputs: Record<string, unknown>) => outcome(inputs).hscore

describe('HScore points at each threshold', () => {
  test('yes/no items and organomegaly', () => {
    expect(total({})).toBe(0)
    expect(total({ immunosuppression: 'yes' })).toBe(18)
    expect(total({ haemophagocytosis: 'yes' })).toBe(35)
    expect(total({ organomegaly: 'one' })).toBe(23)
    expect(total({ organomegaly: 'both' })).toBe(38)
  })

  test('temperature: < 38.4 → 0, 38.4–39.4 → 33, > 39.4 → 49 (°C to 0.1; °F converted)', () => {
    expect([38.3, 38.4, 39.4, 39.44, 39.45, 39.5].map((temperature) => total({ temperature }))).toEqual([0, 33, 33, 33, 49, 49])
    // 101.1 °F = 38.39 → 38.4 °C.
    expect(total({ temperature: 101.1, 'temperature.unit': '°F' })).toBe(33)
  })

  test('cytopenias: one lineage 0, two 24, three 34, at the limits 92 g/L, 5 and 110 × 10⁹/L', () => {
    expect(total({ haemoglobin: 92 })).toBe(0)
    expect(total({ haemoglobin: 92, wbc: 5 })).toBe(24)
    expect(total({ haemoglobin: 92.1, wbc: 5 })).toBe(0)
    expect(total({ haemoglobin: 92, wbc: 5, platelets: 110 })).toBe(34)
    expect(total({ haemoglobin: 92, wbc: 5, platelets: 110.1 })).toBe(24)
    expect(total({ haemoglobin: 9.2, 'haemoglobin.unit': 'g/dL haemoglobin', wbc: 5 })).toBe(24)
  })

  test('ferritin: < 2000 → 0, 2000–6000 → 35, > 6000 → 50', () => {
    expect([1999, 2000, 6000, 6001].map((ferritin) => total({ ferritin }))).toEqual([0, 35, 35, 50])
  })

  test('triglycerides: < 1.5 → 0, 1.5–4 → 44, > 4 → 64 mmol/L; mg/dL converted with 88.57', () => {
    expect([1.49, 1.5, 4, 4.01].map((triglycerides) => total({ triglycerides }))).toEqual([0, 44, 44, 64])
    const mg = (v: number) => total({ triglycerides: v, 'triglycerides.unit': 'mg/dL triglycerides' })
    // 1.5 mmol/L = 132.855 mg/dL; 4 mmol/L = 354.28 mg/dL.
    expect([132, 133, 354, 355].map(mg)).toEqual([0, 44, 44, 64])
  })

  test('fibrinogen ≤ 2.5 g/L (250 mg/dL) → 30; AST ≥ 30 → 19', () => {
    expect([2.5, 2.51].map((fibrinogen) => total({ fibrinogen }))).toEqual([30, 0])
    expect(total({ fibrinogen: 250, 'fibrinogen.unit': 'mg/dL fibrinogen' })).toBe(30)
    expect(total({ fibrinogen: 251, 'fibrinogen.unit': 'mg/dL fibrinogen' })).toBe(0)
    expect([29, 30].map((ast) => total({ ast }))).toEqual([0, 19])
  })
})

describe('total and cut-off', () => {
  test('maximum 337', () => {
    expect(
      total({ immunosuppression: 'yes', temperature: 40, organomegaly: 'both', haemoglobin: 70, wbc: 1, platelets: 20, ferritin: 20000, triglycerides: 5, fibrinogen: 1, ast: 200, haemophagocytosis: 'yes' }),
    ).toBe(337)
  })

  // Point combinations giving each edge (found by enumeration of the item values).
  const three = { haemoglobin: 80, wbc: 4, platelets: 50 }
  const two = { haemoglobin: 80, wbc: 4 }
  const profiles: Record<number, Record<string, unknown>> = {
    90: { temperature: 38.5, organomegaly: 'one', ...three },
    91: { organomegaly: 'one', ...two, triglycerides: 2 },
    168: { ferritin: 7000, triglycerides: 5, ast: 30, haemophagocytosis: 'yes' },
    169: { temperature: 38.5, organomegaly: 'one', triglycerides: 5, fibrinogen: 2, ast: 30 },
    249: { temperature: 38.5, organomegaly: 'one', ...three, ferritin: 7000, triglycerides: 2, fibrinogen: 2, haemophagocytosis: 'yes' },
    250: { organomegaly: 'both', ...three, ferritin: 7000, triglycerides: 2, fibrinogen: 2, ast: 30, haemophagocytosis: 'yes' },
  }

  test.each(Object.entries(profiles))('profile scores %s', (expected, inputs) => {
    expect(total(inputs)).toBe(Number(expected))
  })

  test('168 is below the cut-off, 169 at it', () => {
    expect(outcome(profiles[168]!).hscore_cutoff).toBe('Below the cut-off of 169')
    expect(outcome(profiles[169]!).hscore_cutoff).toBe('At or above the cut-off of 169')
    expect(String(outcome(profiles[169]!).interpretation)).toMatch(/sensitivity 93 %, specificity 86 %/)
  })

  test('≤ 90 and ≥ 250 name the published probability end points; 91 and 249 do not', () => {
    const text = (s: number) => String(outcome(profiles[s]!).interpretation)
    expect(text(90)).toMatch(/below 1 % at scores of 90 or less/)
    expect(text(91)).not.toMatch(/below 1 %/)
    expect(text(249)).not.toMatch(/above 99 %/)
    expect(text(250)).toMatch(/above 99 % at scores of 250 or more/)
  })
})

describe('ranges and required fields', () => {
  test('edges', () => {
    expectRange('ferritin', 1, 500000, 0.9, 500001)
    expectRange('triglycerides', 0.1, 60, 0.09, 60.1)
    expectRange('fibrinogen', 0, 15, -0.1, 15.1)
    expectRange('ast', 1, 50000, 0.9, 50001)
    expectRange('platelets', 0, 5000, -1, 5001)
  })

  test('every item is required', () => {
    expect(bare.refused({})).toEqual(['ast', 'ferritin', 'fibrinogen', 'haemoglobin', 'haemophagocytosis', 'immunosuppression', 'organomegaly', 'platelets', 'temperature', 'triglycerides', 'wbc'])
    expect(refused({ organomegaly: 'liver' })).toEqual(['organomegaly'])
  })
})
