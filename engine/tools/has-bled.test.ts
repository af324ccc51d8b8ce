import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import hasBled from './has-bled.ts'

const base = vectorInputs(hasBled, 'No risk factors, age 50')
const { run, outcome, refused, evaluate } = toolHarness(hasBled, { base })
const bare = toolHarness(hasBled)
const score = (inputs: Record<string, unknown>) => outcome(inputs).has_bled_score

// Pisters R et al., Chest 2010;138:1093–1100: nine items of 1 point each (kidney and liver
// count separately, as do drugs and alcohol); bleeds per 100 patient-years by score in the
// Euro Heart Survey: 0 → 1.13, 1 → 1.02, 2 → 1.88, 3 → 3.74, 4 → 8.70, 5 → 12.50, > 5 no rate.
const PUBLISHED_RATES = [1.13, 1.02, 1.88, 3.74, 8.7, 12.5]

describe('HAS-BLED', () => {
  test('each item carries 1 point', () => {
    expect(score({})).toBe(0)
    expect(score({ hypertension: 'yes' })).toBe(1)
    expect(score({ renal_liver: ['renal'] })).toBe(1)
    expect(score({ renal_liver: ['liver'] })).toBe(1)
    expect(score({ renal_liver: ['renal', 'liver'] })).toBe(2)
    expect(score({ stroke: 'yes' })).toBe(1)
    expect(score({ bleeding: 'yes' })).toBe(1)
    expect(score({ warfarin: 'yes', labile_inr: 'yes' })).toBe(1)
    expect(score({ warfarin: 'yes', labile_inr: 'no' })).toBe(0)
    expect(score({ drugs: 'yes' })).toBe(1)
    expect(score({ alcohol: 'yes' })).toBe(1)
  })

  test('elderly means older than 65: 65 → 0, 66 → 1', () => {
    expect(score({ age: 65 })).toBe(0)
    expect(score({ age: 66 })).toBe(1)
    expect(score({ age: 89 })).toBe(1)
  })

  test('total bounds: 0 with nothing, 9 with everything', () => {
    expect(score({})).toBe(0)
    expect(
      score({
        age: 80,
        hypertension: 'yes',
        renal_liver: ['renal', 'liver'],
        stroke: 'yes',
        bleeding: 'yes',
        warfarin: 'yes',
        labile_inr: 'yes',
        drugs: 'yes',
        alcohol: 'yes',
      }),
    ).toBe(9)
  })

  test('scores 0–5 give the published Euro Heart Survey rates; 6 and above give none', () => {
    // One profile per score, each item worth 1 point (kidney + liver together are 2).
    const one = { hypertension: 'yes' }
    const two = { ...one, stroke: 'yes' }
    const three = { ...two, bleeding: 'yes' }
    const four = { ...three, drugs: 'yes' }
    const five = { ...four, alcohol: 'yes' }
    const six = { ...five, age: 70 }
    const profiles: Record<string, unknown>[] = [{}, one, two, three, four, five, six, { ...six, renal_liver: ['renal'] }, { ...six, renal_liver: ['renal', 'liver'] }]
    for (const [s, profile] of profiles.entries()) {
      const o = outcome(profile)
      expect(o.has_bled_score).toBe(s)
      if (s <= 5) {
        expect(o.bleed_rate).toBe(PUBLISHED_RATES[s])
        expect(String(o.rate_statement)).toContain(`had ${PUBLISHED_RATES[s]!.toFixed(2)} major bleeds per 100 patient-years`)
      } else {
        expect(o.bleed_rate).toBeNull()
        expect(String(o.rate_statement)).toMatch(/^Too few patients scored 6 or more/)
      }
    }
  })

  test('risk bands: low 0–1, moderate 2, high ≥ 3 (correct risk factors; not a reason to withhold)', () => {
    const text = (inputs: Record<string, unknown>) => String(outcome(inputs).interpretation)
    expect(text({})).toMatch(/^Low bleeding risk/)
    expect(text({ drugs: 'yes' })).toMatch(/^Low bleeding risk/)
    expect(text({ drugs: 'yes', alcohol: 'yes' })).toMatch(/^Moderate bleeding risk/)
    const high = text({ drugs: 'yes', alcohol: 'yes', stroke: 'yes' })
    expect(high).toMatch(/^High bleeding risk/)
    expect(high).toMatch(/not a reason to withhold anticoagulation/)
  })

  describe('labile INR depends on warfarin', () => {
    test('hidden and ignored when not on warfarin, even if a value is sent', () => {
      expect(score({ warfarin: 'no', labile_inr: 'yes' })).toBe(0)
      const evaluation = evaluate({ warfarin: 'no', labile_inr: 'yes' })
      expect(evaluation.fields.labile_inr?.hidden).toBe(true)
      expect(evaluation.fields.labile_inr?.value).toBeNull()
    })

    test('hidden, not required, while the warfarin question is unanswered', () => {
      const evaluation = evaluate({ warfarin: undefined })
      expect(evaluation.fields.labile_inr?.hidden).toBe(true)
      expect(evaluation.fields.labile_inr?.validations).toEqual([])
      expect(evaluation.fields.warfarin?.validations.map((v) => v.kind)).toEqual(['required'])
    })

    test('shown and required on warfarin', () => {
      const evaluation = evaluate({ warfarin: 'yes' })
      expect(evaluation.fields.labile_inr?.hidden).toBe(false)
      expect(refused({ warfarin: 'yes' })).toEqual(['labile_inr'])
    })
  })

  describe('kidney/liver multiselect', () => {
    test('the engine sees the count of ticked choices and each choice as true/false', () => {
      const evaluation = evaluate({ renal_liver: ['liver'] })
      expect(evaluation.fields.renal_liver?.value).toEqual(['liver'])
      expect(evaluation.fields.renal_liver?.label).toMatch(/^Abnormal liver function/)
      expect(score({ renal_liver: ['liver'] })).toBe(1)
    })

    test('an empty answer is refused as missing (never silently 0)', () => {
      expect(refused({ renal_liver: [] })).toEqual(['renal_liver'])
      const r = run({ renal_liver: [] })
      if (!r.ok) expect(r.errors.renal_liver?.[0]?.kind).toBe('required')
    })

    test('"Neither" together with a dysfunction is refused with a message', () => {
      for (const ticked of [
        ['none', 'renal'],
        ['none', 'liver'],
        ['none', 'renal', 'liver'],
      ]) {
        const r = run({ renal_liver: ticked })
        expect(r.ok).toBe(false)
        if (!r.ok) {
          expect(Object.keys(r.errors)).toEqual(['renal_liver'])
          expect(r.errors.renal_liver?.[0]).toMatchObject({ kind: 'rule', type: 'error' })
        }
      }
    })

    test('an unknown choice is refused', () => {
      expect(refused({ renal_liver: ['heart'] })).toEqual(['renal_liver'])
    })

    test('a single ticked choice sent as a plain string is accepted', () => {
      expect(score({ renal_liver: 'renal' })).toBe(1)
    })
  })

  test('age range edges: 18 and 120 accepted (95 scores 1), 17, 121 and text refused with the field named', () => {
    expect(score({ age: 18 })).toBe(0)
    expect(score({ age: 95 })).toBe(1)
    expect(score({ age: 18.5 })).toBe(0)
    for (const age of [17, 121, 'old']) {
      expect(refused({ age })).toEqual(['age'])
    }
  })

  test('missing required inputs are refused with every field named', () => {
    expect(bare.run().ok).toBe(false)
    expect(bare.refused()).toEqual(['age', 'alcohol', 'bleeding', 'drugs', 'hypertension', 'renal_liver', 'stroke', 'warfarin'])
    expect(refused({ stroke: 'maybe' })).toEqual(['stroke'])
  })

  test('property: every valid input gives a whole score 0–9 equal to the item count, and a matching rate', () => {
    const yn = fc.constantFrom('yes', 'no')
    fc.assert(
      fc.property(
        fc.record({
          age: fc.integer({ min: 18, max: 120 }),
          hypertension: yn,
          renal: fc.boolean(),
          liver: fc.boolean(),
          stroke: yn,
          bleeding: yn,
          warfarin: yn,
          labile_inr: yn,
          drugs: yn,
          alcohol: yn,
        }),
        (p) => {
          const ticked = [...(p.renal ? ['renal'] : []), ...(p.liver ? ['liver'] : [])]
          const { renal: _r, liver: _l, ...rest } = p
          const o = outcome({ ...rest, renal_liver: ticked.length ? ticked : ['none'] })
          const s = o.has_bled_score as number
          const expected =
            [p.hypertension, p.stroke, p.bleeding, p.drugs, p.alcohol].filter((v) => v === 'yes').length +
            ticked.length +
            (p.age > 65 ? 1 : 0) +
            (p.warfarin === 'yes' && p.labile_inr === 'yes' ? 1 : 0)
          expect(s).toBe(expected)
          expect(Number.isInteger(s) && s >= 0 && s <= 9).toBe(true)
          if (s <= 5) expect(o.bleed_rate).toBe(PUBLISHED_RATES[s])
          else expect(o.bleed_rate).toBeNull()
          expect(typeof o.interpretation).toBe('string')
        },
      ),
    )
  })
})
