import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import wellsDvt from './wells-dvt.ts'

// Wells PS et al., N Engl J Med 2003;349:1227–1235 (Table 1): nine items +1 each, alternative diagnosis
// at least as likely −2; DVT likely ≥ 2, unlikely < 2. Three-tier bands (low ≤ 0, moderate 1–2,
// high ≥ 3) from Wells PS et al., Lancet 1997;350:1795–1798. No per-band prevalences are asserted.
const PLUS = [
  'active_cancer',
  'paralysis_cast',
  'bedridden_surgery',
  'vein_tenderness',
  'whole_leg_swollen',
  'calf_swelling',
  'pitting_oedema',
  'collateral_veins',
  'previous_dvt',
] as const
type Item = (typeof PLUS)[number] | 'alternative_diagnosis'
const POINTS: Record<Item, number> = { ...Object.fromEntries(PLUS.map((k) => [k, 1])), alternative_diagnosis: -2 } as Record<Item, number>
const ITEMS = Object.keys(POINTS) as Item[]

const base: Record<string, unknown> = Object.fromEntries(ITEMS.map((k) => [k, 'no']))
const { tool, run, outcome } = toolHarness(wellsDvt, { base })
const bare = toolHarness(wellsDvt)
const withItems = (...items: Item[]) => Object.fromEntries(items.map((k) => [k, 'yes']))
const score = (...items: Item[]) => outcome(withItems(...items)).wells_dvt_score

describe('Wells criteria for DVT', () => {
  test('each item carries its published points', () => {
    expect(score()).toBe(0)
    for (const k of ITEMS) expect(score(k), k).toBe(POINTS[k])
  })

  test('range −2 to 9', () => {
    expect(score('alternative_diagnosis')).toBe(-2)
    expect(score(...PLUS)).toBe(9)
    expect(score(...ITEMS)).toBe(7)
  })

  test('two-tier edges: 1 unlikely, 2 likely (hand sums)', () => {
    const tier = (...items: Item[]) => String(outcome(withItems(...items)).two_tier)
    expect(tier('active_cancer')).toMatch(/^DVT unlikely/) // 1
    expect(tier('active_cancer', 'previous_dvt')).toMatch(/^DVT likely/) // 1 + 1 = 2
    expect(tier('calf_swelling', 'pitting_oedema', 'vein_tenderness', 'alternative_diagnosis')).toMatch(/^DVT unlikely/) // 3 − 2 = 1
    expect(tier('calf_swelling', 'pitting_oedema', 'vein_tenderness', 'whole_leg_swollen', 'alternative_diagnosis')).toMatch(/^DVT likely/) // 4 − 2 = 2
  })

  test('three-tier edges: 0 low, 1 moderate, 2 moderate, 3 high; −2 low', () => {
    const tier = (...items: Item[]) => String(outcome(withItems(...items)).three_tier)
    expect(tier('alternative_diagnosis')).toMatch(/^Low probability/)
    expect(tier()).toMatch(/^Low probability/)
    expect(tier('active_cancer')).toMatch(/^Moderate probability/)
    expect(tier('active_cancer', 'previous_dvt')).toMatch(/^Moderate probability/)
    expect(tier('active_cancer', 'previous_dvt', 'collateral_veins')).toMatch(/^High probability/)
    expect(tier()).toMatch(/before previous DVT was added/)
  })

  test('next steps: D-dimer when unlikely, ultrasound when likely', () => {
    expect(String(outcome({}).two_tier)).toMatch(/D-dimer/)
    expect(String(outcome(withItems('active_cancer', 'previous_dvt')).two_tier)).toMatch(/ultrasound/)
  })

  test('no ui-default: each unanswered item is refused with the field named', () => {
    for (const field of Object.values(tool.controls)) expect(field.attributes?.fieldInfo?.['ui-default']).toBeUndefined()
    for (const k of ITEMS) {
      const r = run({ [k]: undefined })
      expect(r.ok).toBe(false)
      if (!r.ok) {
        expect(Object.keys(r.errors)).toEqual([k])
        expect(r.errors[k]?.[0]?.kind).toBe('required')
      }
    }
    expect(bare.refused()).toEqual([...ITEMS].sort())
  })

  test('values outside the choices are refused', () => {
    for (const bad of ['maybe', 1, 'Yes']) {
      const r = run({ previous_dvt: bad })
      expect(r.ok).toBe(false)
      if (!r.ok) expect(Object.keys(r.errors)).toEqual(['previous_dvt'])
    }
  })

  test('property: every combination gives the hand sum, an integer in −2…9, with consistent bands', () => {
    fc.assert(
      fc.property(fc.subarray(ITEMS), (items) => {
        const o = outcome(withItems(...items))
        const s = o.wells_dvt_score as number
        expect(s).toBe(items.reduce((t, k) => t + POINTS[k], 0))
        expect(Number.isInteger(s) && s >= -2 && s <= 9).toBe(true)
        expect(String(o.two_tier)).toMatch(s >= 2 ? /^DVT likely/ : /^DVT unlikely/)
        expect(String(o.three_tier)).toMatch(s <= 0 ? /^Low/ : s <= 2 ? /^Moderate/ : /^High/)
      }),
    )
  })
})
