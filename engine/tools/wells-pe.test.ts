import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import wellsPe from './wells-pe.ts'

// Wells PS et al., Thromb Haemost 2000;83:416–420: item points; three tiers (< 2, 2–6, > 6)
// and two tiers (≤ 4 unlikely, > 4 likely). Per-band PE prevalences are NOT asserted: secondary
// sources quote different figures for them and the primary table could not be checked.
const POINTS = {
  dvt_signs: 3,
  pe_most_likely: 3,
  tachycardia: 1.5,
  immobilisation_surgery: 1.5,
  previous_vte: 1.5,
  haemoptysis: 1,
  malignancy: 1,
} as const
type Item = keyof typeof POINTS
const ITEMS = Object.keys(POINTS) as Item[]

const base: Record<string, unknown> = {
  haemodynamic_instability: 'no',
  ...Object.fromEntries(ITEMS.map((k) => [k, 'no'])),
}
const { tool, run, outcome, evaluate } = toolHarness(wellsPe, { base })
const bare = toolHarness(wellsPe)
const withItems = (...items: Item[]) => Object.fromEntries(items.map((k) => [k, 'yes']))
const score = (...items: Item[]) => outcome(withItems(...items)).wells_pe_score

describe('Wells criteria for PE', () => {
  test('each item carries its published points', () => {
    expect(score()).toBe(0)
    for (const k of ITEMS) expect(score(k), k).toBe(POINTS[k])
  })

  test('fractional points add exactly; maximum 12.5', () => {
    expect(score('tachycardia', 'immobilisation_surgery')).toBe(3)
    expect(score('tachycardia', 'immobilisation_surgery', 'previous_vte')).toBe(4.5)
    expect(score(...ITEMS)).toBe(12.5)
  })

  // Profiles at each band edge, built from the item points (sums written out).
  const edges: [string, Item[], number][] = [
    ['1.5: tachycardia', ['tachycardia'], 1.5],
    ['2.0: haemoptysis + cancer', ['haemoptysis', 'malignancy'], 2],
    ['4.0: 3 + 1 (DVT signs + haemoptysis)', ['dvt_signs', 'haemoptysis'], 4],
    ['4.5: 3 + 1.5 (DVT signs + tachycardia)', ['dvt_signs', 'tachycardia'], 4.5],
    ['6.0: 3 + 3 (DVT signs + PE most likely)', ['dvt_signs', 'pe_most_likely'], 6],
    ['6.5: 3 + 1.5 + 1 + 1 (DVT signs, tachycardia, haemoptysis, cancer)', ['dvt_signs', 'tachycardia', 'haemoptysis', 'malignancy'], 6.5],
  ]

  test.each(edges)('edge profile %s', (_d, items, expected) => {
    expect(score(...items)).toBe(expected)
  })

  test('three-tier bands: 1.5 low, 2.0 moderate, 6.0 moderate, 6.5 high', () => {
    const tier = (...items: Item[]) => String(outcome(withItems(...items)).three_tier)
    expect(tier()).toMatch(/^Low clinical probability/)
    expect(tier('tachycardia')).toMatch(/^Low clinical probability/)
    expect(tier('haemoptysis', 'malignancy')).toMatch(/^Moderate clinical probability/)
    expect(tier('dvt_signs', 'pe_most_likely')).toMatch(/^Moderate clinical probability/)
    expect(tier('dvt_signs', 'tachycardia', 'haemoptysis', 'malignancy')).toMatch(/^High clinical probability/)
    expect(tier(...ITEMS)).toMatch(/^High clinical probability/)
  })

  test('two-tier bands: 4.0 PE unlikely, 4.5 PE likely', () => {
    const tier = (...items: Item[]) => String(outcome(withItems(...items)).two_tier)
    expect(tier()).toMatch(/^PE unlikely/)
    expect(tier('dvt_signs', 'haemoptysis')).toMatch(/^PE unlikely/)
    expect(tier('dvt_signs', 'tachycardia')).toMatch(/^PE likely/)
  })

  test('next steps: D-dimer/PERC when low or unlikely, CTPA when high or likely', () => {
    const low = outcome({})
    expect(String(low.three_tier)).toMatch(/PERC/)
    expect(String(low.three_tier)).toMatch(/D-dimer/)
    expect(String(low.two_tier)).toMatch(/D-dimer/)
    const high = outcome(withItems(...ITEMS))
    expect(String(high.three_tier)).toMatch(/CTPA/)
    expect(String(high.two_tier)).toMatch(/CTPA/)
  })

  describe('haemodynamic instability', () => {
    test('"Yes" gives a warning (not an error), an alert in the results, and leaves the score unchanged', () => {
      const evaluation = evaluate({ haemodynamic_instability: 'yes' })
      expect(evaluation.errorCount).toBe(0)
      expect(evaluation.fields.haemodynamic_instability?.validations).toEqual([
        expect.objectContaining({ type: 'warning', kind: 'rule' }),
      ])
      const o = outcome({ haemodynamic_instability: 'yes', dvt_signs: 'yes' })
      expect(o.wells_pe_score).toBe(3)
      expect(String(o.high_risk_alert)).toMatch(/does not apply/)
    })

    test('"No" gives no warning and no alert', () => {
      const evaluation = evaluate()
      expect(evaluation.fields.haemodynamic_instability?.validations).toEqual([])
      expect(evaluation.fields.high_risk_alert?.hidden).toBe(true)
      expect('high_risk_alert' in outcome({})).toBe(false)
    })
  })

  test('no ui-default: an unanswered item is refused, never scored as "No"', () => {
    // The scheme (two- or three-level) is not scored: it alone has a default.
    for (const field of Object.values(tool.controls)) if (field.name !== 'pathway') expect(field.attributes?.fieldInfo?.['ui-default']).toBeUndefined()
    for (const k of ITEMS) {
      const r = run({ [k]: undefined })
      expect(r.ok).toBe(false)
      if (!r.ok) {
        expect(Object.keys(r.errors)).toEqual([k])
        expect(r.errors[k]?.[0]?.kind).toBe('required')
      }
    }
    expect(bare.refused()).toEqual(['haemodynamic_instability', ...ITEMS].sort())
  })

  test('values outside the choices are refused with the field named', () => {
    for (const bad of ['maybe', 1.5, 'Yes']) {
      const r = run({ tachycardia: bad })
      expect(r.ok).toBe(false)
      if (!r.ok) expect(Object.keys(r.errors)).toEqual(['tachycardia'])
    }
  })

  test('the score is shown with one decimal', () => {
    expect(tool.controls.score?.attributes?.fieldInfo?.decimals).toBe(1)
  })

  test('property: every combination gives a multiple of 0.5 in 0–12.5 equal to the hand sum, with consistent bands', () => {
    fc.assert(
      fc.property(fc.subarray(ITEMS), fc.constantFrom('yes', 'no'), (items, unstable) => {
        const o = outcome({ ...withItems(...items), haemodynamic_instability: unstable })
        const s = o.wells_pe_score as number
        const expected = items.reduce((t, k) => t + POINTS[k], 0)
        expect(s).toBe(expected)
        expect(Number.isFinite(s) && s >= 0 && s <= 12.5 && Number.isInteger(s * 2)).toBe(true)
        const three = String(o.three_tier)
        if (s < 2) expect(three).toMatch(/^Low/)
        else if (s <= 6) expect(three).toMatch(/^Moderate/)
        else expect(three).toMatch(/^High/)
        expect(String(o.two_tier)).toMatch(s <= 4 ? /^PE unlikely/ : /^PE likely/)
      }),
    )
  })
})

// One pathway, chosen by the clinician and named. Two-level (PE unlikely ≤ 4, likely > 4): Wells 2000
// (dichotomised score with D-dimer), the scheme of NICE NG158 (2020, section 1.1, suspected PE) and of
// the Christopher study (van Belle 2006); three-level (< 2, 2–6, > 6): Wells 2000/2001.
describe('one labelled pathway', () => {
  const at45 = withItems('tachycardia', 'immobilisation_surgery', 'previous_vte') // 1.5 × 3 = 4.5

  test('4.5 points, default two-level: "PE likely → CTPA" only, never also "D-dimer excludes"', () => {
    const o = outcome(at45)
    expect(o.wells_pe_score).toBe(4.5)
    const text = String(o.pathway_result)
    expect(text).toMatch(/^Two-level Wells score \(NICE NG158\): PE likely \(more than 4 points\)\. Arrange CTPA/)
    expect(text).not.toMatch(/D-dimer: a negative result excludes PE|Moderate clinical probability/)
  })

  test('4.5 points, three-level chosen: "moderate → D-dimer" only, never also "Arrange CTPA"', () => {
    const text = String(outcome({ ...at45, pathway: 'three' }).pathway_result)
    expect(text).toMatch(/^Three-level Wells score \(Wells 2001\): Moderate clinical probability \(2 to 6 points\)/)
    expect(text).not.toMatch(/Arrange CTPA|PE likely/)
  })

  test('the chart note and the result line carry the one pathway, named', () => {
    for (const template of [tool.chartNote!.cc!, tool.resultSummary]) {
      expect(template).toMatch(/\{\{pathway_result\}\}/)
      expect(template).not.toMatch(/three_tier|two_tier/)
    }
    expect(tool.risk).toContain('pathway_result')
    expect(tool.risk).not.toContain('three_tier')
    expect(tool.risk).not.toContain('two_tier')
  })
})
