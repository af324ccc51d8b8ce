import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, type Inputs } from '#tests/support/tool-harness.ts'

import definition, { MME_DOSE_RANGES, MME_FACTORS, MME_FACTORS_TRANSMUCOSAL_FENTANYL } from './morphine-milligram-equivalents.ts'

const { tool, run, outcome, refused, evaluate } = toolHarness(definition)
type Key = keyof typeof MME_FACTORS
const KEYS = Object.keys(MME_FACTORS) as Key[]

const total = (inputs: Inputs) => outcome(inputs).mme_per_day as number
const single = (key: Key, dose: number) => ({ opioids: [key], [`${key}_dose`]: dose })

describe('CDC 2022 conversion factors', () => {
  test('each factor matches the 2022 guideline table', () => {
    // Dowell D et al., MMWR Recomm Rep 2022;71(3):1–95, table of MME conversion factors.
    expect(MME_FACTORS).toEqual({
      codeine: 0.15,
      fentanyl_patch: 2.4,
      hydrocodone: 1,
      hydromorphone: 5,
      methadone: 4.7,
      morphine: 1,
      oxycodone: 1.5,
      oxymorphone: 3,
      tapentadol: 0.4,
      tramadol: 0.2,
    })
  })

  test('100 units of each opioid give 100 × its factor', () => {
    for (const key of KEYS) {
      const o = outcome(single(key, 100))
      expect(o.mme_per_day as number, key).toBeCloseTo(100 * MME_FACTORS[key], 10)
      expect(o[`${key}_mme`] as number, key).toBeCloseTo(100 * MME_FACTORS[key], 10)
    }
  })

  test('methadone uses one factor at every dose (no 2016 dose tiers)', () => {
    for (const dose of [10, 30, 50, 70, 100]) expect(total(single('methadone', dose))).toBeCloseTo(dose * 4.7, 10)
  })
})

describe('published examples (footnote to the CDC 2022 table)', () => {
  test('hydrocodone 5 mg four times a day = 20 mg/day = 20 MME/day', () => {
    expect(total(single('hydrocodone', 5 * 4))).toBe(20)
  })

  test('extended-release oxycodone 10 mg twice a day = 20 mg/day = 30 MME/day', () => {
    expect(total(single('oxycodone', 10 * 2))).toBeCloseTo(30, 10)
  })

  test('several opioids add up: the two examples together = 50 MME/day, in the 50–90 band', () => {
    const o = outcome({ opioids: ['hydrocodone', 'oxycodone'], hydrocodone_dose: 20, oxycodone_dose: 20 })
    expect(o.mme_per_day as number).toBeCloseTo(50, 10)
    expect(o.dose_band).toBe('50 to under 90 MME/day')
  })

  test('hand calculation: fentanyl 25 µg/h (60) + tramadol 200 mg (40) + codeine 240 mg (36) = 136 MME/day', () => {
    const o = outcome({ opioids: ['fentanyl_patch', 'tramadol', 'codeine'], fentanyl_patch_dose: 25, tramadol_dose: 200, codeine_dose: 240 })
    expect(o.fentanyl_patch_mme as number).toBeCloseTo(60, 10)
    expect(o.tramadol_mme as number).toBeCloseTo(40, 10)
    expect(o.codeine_mme as number).toBeCloseTo(36, 10)
    expect(o.mme_per_day as number).toBeCloseTo(136, 10)
    expect(o.dose_band).toBe('90 MME/day or more')
  })
})

describe('bands and warnings', () => {
  test.each([
    [49.9, 'below 50 MME/day', /^Below 50 MME\/day/],
    [50, '50 to under 90 MME/day', /^50 MME\/day or more/],
    [89.9, '50 to under 90 MME/day', /^50 MME\/day or more/],
    [90, '90 MME/day or more', /^90 MME\/day or more/],
  ] as const)('morphine %s mg/day → %s', (dose, band, text) => {
    const o = outcome(single('morphine', dose))
    expect(o.dose_band).toBe(band)
    expect(o.interpretation).toMatch(text)
  })

  test('the band follows the total as displayed (one decimal)', () => {
    // Tapentadol 124.9 mg × 0.4 = 49.96 → shown 50.0 → 50–90 band.
    const o = outcome(single('tapentadol', 124.9))
    expect(o.mme_per_day as number).toBeCloseTo(49.96, 10)
    expect(o.dose_band).toBe('50 to under 90 MME/day')
  })

  test('methadone and fentanyl notes appear only when those opioids are chosen', () => {
    expect(outcome(single('methadone', 10)).interpretation).toMatch(/Methadone: one factor cannot capture it/)
    expect(outcome(single('fentanyl_patch', 12)).interpretation).toMatch(/Fentanyl patch/)
    const plain = outcome(single('morphine', 30)).interpretation as string
    expect(plain).not.toMatch(/Methadone/)
    expect(plain).not.toMatch(/Fentanyl/)
  })

  test('the warning against using MME to switch opioids is always shown', () => {
    expect(outcome(single('morphine', 30)).switching_warning).toMatch(/^Do not use these figures to convert a dose from one opioid to another/)
  })
})

describe('dependent visibility', () => {
  test('only the chosen opioids show a dose field and an MME line', () => {
    const evaluation = evaluate({ opioids: ['oxycodone', 'tramadol'], oxycodone_dose: 20, tramadol_dose: 100 })
    for (const key of KEYS) {
      const chosen = key === 'oxycodone' || key === 'tramadol'
      expect(evaluation.fields[`${key}_dose`]?.hidden, key).toBe(!chosen)
      expect(evaluation.fields[`${key}_mme`]?.hidden, key).toBe(!chosen)
    }
    expect(evaluation.outcome.mme_per_day as number).toBeCloseTo(50, 10)
    expect(evaluation.outcome).not.toHaveProperty('morphine_mme')
  })

  test('a dose typed for an opioid that is not ticked is ignored (hidden fields count as empty)', () => {
    expect(total({ opioids: ['morphine'], morphine_dose: 30, oxycodone_dose: 1000 })).toBe(30)
  })

  test('a ticked opioid without a dose is refused with its dose field named', () => {
    expect(refused({ opioids: ['morphine', 'codeine'], morphine_dose: 30 })).toEqual(['codeine_dose'])
  })
})

describe('valid ranges and required inputs', () => {
  test('each dose field: minimum 0.1 and its maximum accepted; 0, min − 0.1 and max + 0.1 refused with the field named', () => {
    for (const key of KEYS) {
      const { min, max } = MME_DOSE_RANGES[key]
      expect(run(single(key, min)).ok, key).toBe(true)
      expect(run(single(key, max)).ok, key).toBe(true)
      expect(refused(single(key, 0)), key).toEqual([`${key}_dose`])
      expect(refused(single(key, max + 0.1)), key).toEqual([`${key}_dose`])
      expect(refused(single(key, -5)), key).toEqual([`${key}_dose`])
    }
  })

  test('doses are accepted at the precision given (37.5 and 12.25 µg/h patches)', () => {
    expect(total(single('fentanyl_patch', 37.5))).toBeCloseTo(90, 10)
    expect(refused(single('fentanyl_patch', 12.25))).toEqual([])
  })

  test('no opioid chosen, or an unknown opioid, is refused', () => {
    const r = run({})
    expect(r.ok).toBe(false)
    if (!r.ok) expect(Object.keys(r.errors)).toEqual(['opioids'])
    expect(refused({ opioids: [] })).toEqual(['opioids'])
    expect(refused({ opioids: ['buprenorphine'] })).toEqual(['opioids'])
  })
})

describe('properties', () => {
  const dose = (key: Key) => fc.integer({ min: 1, max: MME_DOSE_RANGES[key].max * 10 }).map((v) => v / 10)
  const regimen = fc
    .subarray(KEYS, { minLength: 1 })
    .chain((keys) => fc.tuple(fc.constant(keys), fc.tuple(...keys.map((k) => dose(k)))))

  test('any valid regimen gives a finite total equal to the sum of dose × factor, with a band and the warning', () => {
    fc.assert(
      fc.property(regimen, ([keys, doses]) => {
        const inputs: Inputs = { opioids: keys }
        let expected = 0
        keys.forEach((k, i) => {
          inputs[`${k}_dose`] = doses[i]
          expected += (doses[i] as number) * MME_FACTORS[k]
        })
        const o = outcome(inputs)
        const t = o.mme_per_day as number
        expect(Number.isFinite(t)).toBe(true)
        expect(t).toBeGreaterThan(0)
        expect(t).toBeCloseTo(expected, 8)
        // Ceiling: every opioid at its maximum.
        expect(t).toBeLessThanOrEqual(KEYS.reduce((s, k) => s + MME_DOSE_RANGES[k].max * MME_FACTORS[k], 0))
        expect(['below 50 MME/day', '50 to under 90 MME/day', '90 MME/day or more']).toContain(o.dose_band)
        expect(typeof o.switching_warning).toBe('string')
      }),
      { numRuns: 300 },
    )
  })
})

// Buccal and other transmucosal fentanyl are not in the 2022 guideline's table (transdermal only).
// Their factors are in CDC's compilation "Opioid analgesics with oral morphine milligram equivalent
// conversion factors", 2017 version (National Center for Injury Prevention and Control), the same
// as in the CDC/CMS table of May 2014: buccal or sublingual tablet, or lozenge/troche 0.13 per µg;
// film or oral spray 0.18 per µg; nasal spray 0.16 per µg.
describe('transmucosal fentanyl, with the table that has its factors named', () => {
  test('factors as in the CDC 2017 compilation', () => {
    expect(MME_FACTORS_TRANSMUCOSAL_FENTANYL).toEqual({ fentanyl_buccal: 0.13, fentanyl_film_spray: 0.18, fentanyl_nasal: 0.16 })
  })

  test('buccal tablets 400 µg × 2 a day = 800 µg/day × 0.13 = 104 MME/day; the table is named', () => {
    const o = outcome({ opioids: ['fentanyl_buccal'], fentanyl_buccal_dose: 800 })
    expect(o.mme_per_day as number).toBeCloseTo(104, 10)
    expect(String(o.factor_tables)).toBe(
      'CDC 2022 guideline table; transmucosal fentanyl: CDC compilation of oral MME conversion factors, 2017 version (not in the 2022 table)',
    )
    expect(tool.chartNote!.cc).toMatch(/\{\{factor_tables\}\}/)
  })

  test('with only 2022-table opioids the note names the 2022 table alone', () => {
    expect(String(outcome(single('morphine', 60)).factor_tables)).toBe('CDC 2022 guideline table')
  })

  test('film 200 µg + nasal spray 100 µg a day: 200 × 0.18 + 100 × 0.16 = 52 MME/day', () => {
    expect(total({ opioids: ['fentanyl_film_spray', 'fentanyl_nasal'], fentanyl_film_spray_dose: 200, fentanyl_nasal_dose: 100 })).toBeCloseTo(52, 10)
  })
})
