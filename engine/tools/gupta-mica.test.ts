import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { toolHarness, vectorInputs } from '#tests/support/tool-harness.ts'

import definition from './gupta-mica.ts'

const base = vectorInputs(definition, 'Age 65, independent, ASA II')
const { outcome, refused, expectRange, expectEachRequired, evaluate } = toolHarness(definition, { base })

/**
 * Gupta 2011 model, written independently of the definition. Coefficients as reproduced by
 * independent implementations (the paper's full text was not opened: see the evidence checks).
 */
const FUNCTIONAL = { independent: 0, partially_dependent: 0.65, totally_dependent: 1.03 } as const
const ASA = { 1: -5.17, 2: -3.29, 3: -1.92, 4: -0.95, 5: 0 } as const
const PROCEDURE = {
  anorectal: -0.16,
  aortic: 1.6,
  bariatric: -0.25,
  brain: 1.4,
  breast: -1.61,
  cardiac: 1.01,
  ent: 0.71,
  foregut_hpb: 1.39,
  gallbladder_appendix_adrenal_spleen: 0.59,
  hernia: 0,
  intestinal: 1.14,
  neck: 0.18,
  obstetric_gynaecological: 0.76,
  orthopaedic: 0.8,
  other_abdominal: 1.13,
  peripheral_vascular: 0.86,
  skin: 0.54,
  spine: 0.21,
  thoracic: 0.4,
  vein: -1.09,
  urological: -0.26,
} as const

function mica(age: number, functional: keyof typeof FUNCTIONAL, asa: keyof typeof ASA, creatinine: number | null, procedure: keyof typeof PROCEDURE) {
  const creat = creatinine === null ? -0.1 : creatinine > 1.5 ? 0.61 : 0
  const x = -5.25 + 0.02 * age + FUNCTIONAL[functional] + ASA[asa] + creat + PROCEDURE[procedure]
  return { x, risk: (100 * Math.exp(x)) / (1 + Math.exp(x)) }
}

describe('published and hand-calculated values', () => {
  test('65, independent, ASA II, normal creatinine, orthopaedic: x −6.44, 0.16 % (independent calculator’s worked example)', () => {
    const o = outcome({})
    expect(o.mica_logit as number).toBeCloseTo(-6.44, 10)
    expect(o.gupta_mica_risk as number).toBeCloseTo(0.159386, 6)
    expect(o.mica_risk_text).toBe('0.16 %')
  })
  test('75, partially dependent, ASA III, creatinine 2.0, aortic: 5.68 %', () => {
    const o = outcome({ age: 75, functional_status: 'partially_dependent', asa_class: 3, creatinine: 2.0, procedure: 'aortic' })
    expect(o.mica_logit as number).toBeCloseTo(-2.81, 10)
    expect(o.gupta_mica_risk as number).toBeCloseTo(5.678618, 6)
  })
  test('each procedure coefficient moves the logit from hernia repair by its published value', () => {
    const hernia = outcome({ procedure: 'hernia' }).mica_logit as number
    for (const [procedure, coefficient] of Object.entries(PROCEDURE)) {
      expect((outcome({ procedure }).mica_logit as number) - hernia, procedure).toBeCloseTo(coefficient, 10)
    }
  })
  test('each ASA class and functional status moves the logit by its published value', () => {
    const asa5 = outcome({ asa_class: 5 }).mica_logit as number
    for (const [asa, coefficient] of Object.entries(ASA)) expect((outcome({ asa_class: Number(asa) }).mica_logit as number) - asa5).toBeCloseTo(coefficient, 10)
    const independent = outcome({ functional_status: 'independent' }).mica_logit as number
    for (const [status, coefficient] of Object.entries(FUNCTIONAL)) {
      expect((outcome({ functional_status: status }).mica_logit as number) - independent).toBeCloseTo(coefficient, 10)
    }
  })
  test('age adds 0.02 per year', () => {
    expect((outcome({ age: 75 }).mica_logit as number) - (outcome({ age: 65 }).mica_logit as number)).toBeCloseTo(0.2, 10)
  })
})

describe('creatinine: above 1.5 mg/dL (132.6 µmol/L), or not measured', () => {
  test('1.5 mg/dL is not raised, 1.51 is; 132 µmol/L is not, 133 µmol/L (1.505 mg/dL) is', () => {
    expect(outcome({ creatinine: 1.5 }).mica_creatinine_raised).toBe('No')
    expect(outcome({ creatinine: 1.51 }).mica_creatinine_raised).toBe('Yes')
    expect(outcome({ creatinine: 132, 'creatinine.unit': 'µmol/L creatinine' }).mica_creatinine_raised).toBe('No')
    expect(outcome({ creatinine: 133, 'creatinine.unit': 'µmol/L creatinine' }).mica_creatinine_raised).toBe('Yes')
  })
  test('raised creatinine adds 0.61; not measured adds −0.10', () => {
    const normal = outcome({}).mica_logit as number
    expect((outcome({ creatinine: 2.4 }).mica_logit as number) - normal).toBeCloseTo(0.61, 10)
    expect((outcome({ creatinine_measured: 'no', creatinine: undefined }).mica_logit as number) - normal).toBeCloseTo(-0.1, 10)
  })
  test('the same creatinine in µmol/L gives the same risk', () => {
    expect(outcome({ creatinine: 176.8, 'creatinine.unit': 'µmol/L creatinine' }).gupta_mica_risk as number).toBeCloseTo(outcome({ creatinine: 2 }).gupta_mica_risk as number, 12)
  })
  test('not measured hides the creatinine field and does not require it', () => {
    expect(refused({ creatinine_measured: 'no', creatinine: undefined })).toEqual([])
    expect(evaluate({ creatinine_measured: 'no' }).fields.creatinine!.hidden).toBe(true)
  })
})

describe('display: 2 decimals, never rounded up, never shown as 0', () => {
  test('a risk that would show as 0.00 % reads below 0.01 %', () => {
    const o = outcome({ age: 18, asa_class: 1, procedure: 'breast' })
    expect(o.gupta_mica_risk as number).toBeCloseTo(0.000855, 6)
    expect(o.mica_risk_text).toBe('below 0.01 %')
    expect(String(o.interpretation)).toContain('below 0.01 %')
  })
  test('the text is the risk rounded half away from zero to 2 decimals', () => {
    expect(outcome({ age: 50, asa_class: 2, procedure: 'hernia' }).mica_risk_text).toBe('0.05 %')
    expect(outcome({ age: 55, asa_class: 2, procedure: 'vein' }).mica_risk_text).toBe('0.02 %')
  })
})

describe('interpretation at the 1 % line of the 2024 AHA/ACC guideline', () => {
  test('below 1 % is low, 1 % or more elevated, each citing the 2024 guideline', () => {
    const low = outcome({ age: 70, asa_class: 3, procedure: 'peripheral_vascular' })
    expect(low.gupta_mica_risk as number).toBeLessThan(1)
    expect(String(low.interpretation)).toMatch(/Below 1 %\. The 2024 AHA\/ACC guideline/)
    expect(String(low.interpretation)).toContain('without further cardiac testing')
    const elevated = outcome({ age: 75, functional_status: 'partially_dependent', asa_class: 3, creatinine: 2, procedure: 'aortic' })
    expect(String(elevated.interpretation)).toMatch(/1 % or more: elevated risk by the 2024 AHA\/ACC guideline/)
    for (const o of [low, elevated]) expect(String(o.interpretation)).not.toContain('2014')
  })
  test('the 1 % line is said to be for MACE, a wider outcome than MICA, in both bands', () => {
    const low = String(outcome({}).interpretation)
    expect(low).toContain('MACE risk is at least as high as this estimate')
    const elevated = String(outcome({ age: 75, functional_status: 'partially_dependent', asa_class: 3, creatinine: 2, procedure: 'aortic' }).interpretation)
    expect(elevated).toContain('MACE risk is at least this high')
  })
  test('elevated risk: functional capacity (DASI, class 2a), biomarkers with the guideline populations, stress testing class 2b', () => {
    const text = String(outcome({ age: 75, functional_status: 'partially_dependent', asa_class: 3, creatinine: 2, procedure: 'aortic' }).interpretation)
    expect(text).toContain('Duke Activity Status Index (class 2a)')
    expect(text).toContain('4 METs or more (DASI above 34)')
    expect(text).toContain('known cardiovascular disease, aged 65 or over, or aged 45 or over with symptoms suggesting cardiovascular disease')
    expect(text).toContain('BNP or NT-proBNP before surgery is reasonable (class 2a)')
    expect(text).toContain('troponin may be reasonable (class 2b)')
    expect(text).toContain('stress testing may be considered (class 2b) only when its result would change management')
  })
  test('the current guideline is cited; the 2014 guideline stays only as history', () => {
    const ids = definition.references.map((r) => r.id)
    expect(ids).toContain('thompson2024')
    expect(definition.pearls.join(' ')).toMatch(/2014 guideline first drew the 1 % line/)
  })
  test('the edge: the band follows the unrounded risk', () => {
    // 1 % at x = ln(1/99) = −4.595, reached at about 71.7 years here; vary age by 0.1 year
    const seen = new Set<boolean>()
    for (let tenths = 650; tenths <= 800; tenths++) {
      const o = outcome({ age: tenths / 10, asa_class: 3, procedure: 'intestinal' })
      const elevated = (o.gupta_mica_risk as number) >= 1
      seen.add(elevated)
      expect(String(o.interpretation).includes('1 % or more'), String(tenths)).toBe(elevated)
    }
    expect(seen).toEqual(new Set([true, false]))
  })
  test('a cardiac operation is told that the guideline thresholds are for non-cardiac surgery', () => {
    expect(String(outcome({ procedure: 'cardiac' }).interpretation)).toContain('do not apply to a cardiac operation')
    expect(String(outcome({}).interpretation)).not.toContain('cardiac operation')
  })
})

describe('ranges and required inputs (refused, never clamped)', () => {
  test('age 18–120', () => {
    expectRange('age', 18, 120, 17, 121)
  })
  test('creatinine 0.1–60 mg/dL', () => {
    expectRange('creatinine', 0.1, 60, 0.09, 61)
  })
  test('each input is required', () => {
    expectEachRequired(['age', 'functional_status', 'asa_class', 'creatinine_measured', 'creatinine', 'procedure'])
  })
  test('an unknown choice is refused', () => {
    expect(refused({ procedure: 'eye' })).toEqual(['procedure'])
    expect(refused({ asa_class: 6 })).toEqual(['asa_class'])
  })
})

describe('properties', () => {
  test('matches the model for every valid input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 180, max: 1200 }).map((a) => a / 10),
        fc.constantFrom(...(Object.keys(FUNCTIONAL) as (keyof typeof FUNCTIONAL)[])),
        fc.constantFrom(1, 2, 3, 4, 5 as const),
        fc.option(
          fc.integer({ min: 10, max: 6000 }).map((c) => c / 100),
          { nil: null },
        ),
        fc.constantFrom(...(Object.keys(PROCEDURE) as (keyof typeof PROCEDURE)[])),
        (age, functional, asa, creatinine, procedure) => {
          const o = outcome({
            age,
            functional_status: functional,
            asa_class: asa,
            creatinine_measured: creatinine === null ? 'no' : 'yes',
            creatinine: creatinine ?? undefined,
            procedure,
          })
          const ref = mica(age, functional, asa as keyof typeof ASA, creatinine, procedure)
          expect(o.mica_logit as number).toBeCloseTo(ref.x, 9)
          expect(o.gupta_mica_risk as number).toBeCloseTo(ref.risk, 9)
          expect(o.gupta_mica_risk as number).toBeGreaterThan(0)
          expect(o.gupta_mica_risk as number).toBeLessThan(100)
        },
      ),
      { numRuns: 300 },
    )
  })
})
