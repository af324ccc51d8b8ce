import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { execute } from '../execute.ts'
import { AF_EFFECTS } from './af-anticoagulation.ts'
import { findAid, toolLibrary } from '../library.ts'
import { optionGridOutcomes } from './optiongrid.ts'
import { evaluateField } from '#tests/support/aid-fields.ts'

const aid = findAid('af-stroke-prevention-choice')!

describe('effects, from the cited figures', () => {
  test('warfarin −64 % (Hart 2007); DOAC 0.81 of warfarin (Ruff 2014) → 0.2916', () => {
    expect(AF_EFFECTS.strokeRelativeRisk.warfarin).toBe(1 - 0.64)
    expect(AF_EFFECTS.strokeRelativeRisk.doac).toBeCloseTo(0.2916, 12)
    expect(AF_EFFECTS.bleedRelativeToWarfarin.doac).toBe(0.86)
    // Hart 2007: warfarin adds at most 0.3 % a year of major extracranial bleeding = 3 out of 1000.
    expect(0.3 * 10).toBe(AF_EFFECTS.warfarinExtraBleedsPer1000)
  })
})

describe('strokes out of 1000 a year by CHA₂DS₂-VASc (Friberg 2012 rates), hand-computed', () => {
  // rate % → none = rate × 10; warfarin × 3.6; DOAC × 2.916; rounded half up
  test.each([
    [0, 0.3, [3, 1, 1]], // 1.08, 0.87
    [1, 0.9, [9, 3, 3]], // 3.24, 2.62
    [2, 2.9, [29, 10, 8]], // 10.44, 8.46
    [3, 4.6, [46, 17, 13]], // 16.56, 13.41
    [4, 6.7, [67, 24, 20]], // 24.12, 19.54
    [5, 10.0, [100, 36, 29]], // 36, 29.16
    [6, 13.6, [136, 49, 40]], // 48.96, 39.66
    [7, 15.7, [157, 57, 46]], // 56.52, 45.78
    [8, 15.2, [152, 55, 44]], // 54.72, 44.32
    [9, 17.4, [174, 63, 51]], // 62.64, 50.74
  ])('score %i (%s %% a year)', (score, rate, expected) => {
    expect(evaluateField(aid, 'stroke_rate', { cha2ds2_vasc_score: score })).toBe(rate)
    const given = { stroke_rate: rate }
    expect(['strokes_none', 'strokes_warfarin', 'strokes_doac'].map((n) => evaluateField(aid, n, given))).toEqual(expected)
  })
})

describe('serious bleeds out of 1000 a year by HAS-BLED (Pisters 2010 rates), hand-computed', () => {
  // warfarin = rate × 10; none = rate × 10 − 3; DOAC = rate × 8.6
  test.each([
    [0, 1.13, [11, 8, 10]], // 11.3, 8.3, 9.72
    [1, 1.02, [10, 7, 9]], // 10.2, 7.2, 8.77
    [2, 1.88, [19, 16, 16]], // 18.8, 15.8, 16.17
    [3, 3.74, [37, 34, 32]], // 37.4, 34.4, 32.16
    [4, 8.7, [87, 84, 75]], // 87, 84, 74.82
    [5, 12.5, [125, 122, 108]], // 125, 122, 107.5
    [6, 12.5, [125, 122, 108]], // no published rate: the rate at 5 as a floor
  ])('score %i', (score, rate, expected) => {
    expect(evaluateField(aid, 'bleed_rate', { has_bled_score: score })).toBe(rate)
    expect(['bleeds_warfarin', 'bleeds_none', 'bleeds_doac'].map((n) => evaluateField(aid, n, { bleed_rate: rate }))).toEqual(expected)
  })
})

describe('the scores are the calculators’ own', () => {
  const cha = toolLibrary().get('cha2ds2-vasc')!
  const hasBled = toolLibrary().get('has-bled')!
  const yn = fc.constantFrom('yes', 'no')

  test('for any answers, the aid scores and rates equal CHA₂DS₂-VASc and HAS-BLED', () => {
    fc.assert(
      fc.property(
        fc.record({
          age: fc.integer({ min: 18, max: 120 }),
          sex: fc.constantFrom('female', 'male'),
          chf: yn,
          hypertension: yn,
          stroke_tia: yn,
          vascular: yn,
          diabetes: yn,
          uncontrolled_bp: yn,
          renal_liver: fc.constantFrom(['none'], ['renal'], ['liver'], ['renal', 'liver']),
          bleeding: yn,
          warfarin: yn,
          labile_inr: yn,
          drugs: yn,
          alcohol: yn,
        }),
        (inputs) => {
          const a = execute(aid, inputs)
          const c = execute(cha, inputs)
          const h = execute(hasBled, { ...inputs, hypertension: inputs.uncontrolled_bp, stroke: inputs.stroke_tia })
          if (!a.ok || !c.ok || !h.ok) throw new Error('a vector failed to calculate')
          expect(a.outcome.cha2ds2_vasc_score).toBe(c.outcome.score)
          expect(a.outcome.stroke_rate).toBe(c.outcome.stroke_rate)
          expect(a.outcome.has_bled_score).toBe(h.outcome.score)
          if (h.outcome.bleed_rate !== null) expect(a.outcome.bleed_rate).toBe(h.outcome.bleed_rate)
        },
      ),
      { numRuns: 200 },
    )
  }, 60_000)
})

test('the option grid shows each option’s own strokes and bleeds (woman 70, scores 2 and 1)', () => {
  // The aid's first test vector: the definition and this test speak of the same person.
  const inputs = aid.testVectors[0]!.inputs
  const outcomes = optionGridOutcomes(aid, inputs)
  const pick = (key: string) => {
    const r = outcomes[key]!
    if (!r.ok) throw new Error(key)
    return [r.outcome.strokes_option, r.outcome.prevented_option, r.outcome.bleeds_option, r.outcome.bleeds_extra_option]
  }
  expect(pick('none')).toEqual([29, 0, 7, 0])
  expect(pick('warfarin')).toEqual([10, 19, 10, 3])
  expect(pick('doac')).toEqual([8, 21, 9, 2])
})

// Friberg 2012 (Eur Heart J 33:1500–1510, Table 2): the rates by CHA₂DS₂-VASc are of stroke, TIA or
// systemic embolism, so every place that shows them names that outcome, never "stroke" alone.
describe('the outcome is named as the source measures it', () => {
  const OUTCOME = /stroke, TIA or systemic embolism/
  test('field labels, icon-array legends, grid questions and answers, key data and chart note', () => {
    for (const name of ['strokes_none', 'strokes_warfarin', 'strokes_doac', 'prevented_warfarin', 'prevented_doac', 'strokes_option', 'prevented_option']) {
      expect(aid.controls[name]!.attributes!.fieldInfo!.baseContent, name).toMatch(OUTCOME)
    }
    for (const name of ['array_none', 'array_warfarin', 'array_doac']) {
      const groups = aid.controls[name]!.attributes!.iconGroups!
      for (const icon of groups[0]!.icons.filter((i) => i.count !== 'no_stroke')) expect(icon.label, name).toMatch(OUTCOME)
    }
    const [events, prevented] = aid.optiongrid!.questions
    expect(events!.question).toMatch(OUTCOME)
    expect(prevented!.question).toMatch(/strokes, TIAs or systemic embolisms/)
    for (const a of events!.answers) expect(a.answer).toMatch(OUTCOME)
    expect(String(aid.controls.keydata_warning!.attributes!.fieldInfo!.value)).toMatch(OUTCOME)
    expect(aid.chartNote?.sdm).toMatch(OUTCOME)
    expect(aid.resultSummary).toMatch(OUTCOME)
  })

  test('a benefit below 1 in 1000 reads "fewer than 1"; otherwise never above its own rounding', () => {
    // score 0: 0.3 %/year → 3 of 1000; warfarin 1.08 → 1; avoided min(3 − 1, round(1.92)) = 2
    expect(evaluateField(aid, 'prevented_option_text', { stroke_rate: 0.3, anticoagulant_option: 'warfarin' })).toBe('2')
    // a rate of 0.05 %/year (0.5 of 1000) with a DOAC: 0.5 × 0.7084 = 0.35 avoided → "fewer than 1"
    expect(evaluateField(aid, 'prevented_option_text', { stroke_rate: 0.05, anticoagulant_option: 'doac' })).toBe('fewer than 1')
    // and is not drawn as an empty picture, which would read "0 out of 1000"
    expect(evaluateField(aid, 'prevented_option_graph', { stroke_rate: 0.05, anticoagulant_option: 'doac' })).toBeNull()
    expect(evaluateField(aid, 'prevented_option_graph', { stroke_rate: 0.3, anticoagulant_option: 'warfarin' })).toBe(2)
  })
})
