import { describe, expect, test } from 'vitest'

import { execute, inputsInCanonicalUnits } from '../execute.ts'
import { computationOrder, evaluateTool } from '../evaluate.ts'
import type { RuleValue } from '../rules/index.ts'
import { isNumericInputType } from '../schema/field-types.ts'
import { AGE_PLAUSIBLE_MAX, cpdnOf } from '../schema/fields.ts'
import type { FieldDefinition, ToolDefinition } from '../schema/tool.ts'
import { validateToolDefinition } from '../schema/validate.ts'
import { UNIT_SUFFIX, unitsOfField } from '../units.ts'
import { TOOL_DEFINITIONS, toolLibrary } from '../library.ts'

describe('the tool library', () => {
  test('slugs are unique', () => {
    const slugs = TOOL_DEFINITIONS.map((d) => d.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  describe.each(TOOL_DEFINITIONS.map((d) => [d.slug, d] as const))('%s', (_slug, definition) => {
    test('validates against the schema and its own references', () => {
      const result = validateToolDefinition(definition)
      expect(result.ok ? [] : result.issues).toEqual([])
    })

    const tool = toolLibrary().get(definition.slug)!

    test('computed fields have no cycles', () => {
      expect(() => computationOrder(tool)).not.toThrow()
    })

    test.each(tool.testVectors.map((v) => [v.description, v] as const))('reference vector: %s', (_d, vector) => {
      const result = execute(tool, vector.inputs)
      expect(result.ok ? null : result.errors).toBeNull()
      if (!result.ok) return
      for (const [key, expected] of Object.entries(vector.expected)) {
        const actual = result.outcome[key]
        if (typeof expected === 'number') {
          expect(typeof actual, `${key} (${vector.source})`).toBe('number')
          expect(Math.abs((actual as number) - expected), `${key}: ${String(actual)} vs ${expected} (${vector.source})`).toBeLessThanOrEqual(
            vector.tolerance ?? 1e-9,
          )
        } else {
          expect(actual, `${key} (${vector.source})`).toEqual(expected)
        }
      }
    })

    const numericInputs = Object.values(tool.controls).filter((f) => isNumericInputType(f.type))
    const ageFields = numericInputs.filter((f) => f.name === 'age' || f.cpdn === 'age')

    test.runIf(ageFields.length > 0)('age is capped only where the source model is bounded, and the refusal says why', () => {
      for (const field of ageFields) {
        const c = field.attributes!.fieldInfo!.constraints!
        expect(c.maxValuePolicy, field.name).toBeUndefined()
        expect(typeof c.maxValue, field.name).toBe('number')
        const max = c.maxValue as number
        expect(max, field.name).toBeLessThanOrEqual(AGE_PLAUSIBLE_MAX)
        if (max < AGE_PLAUSIBLE_MAX) expect(c.rangeReason, `${field.name}: a bounded age names its source`).toMatch(/.{20,}/)
        const vector = vectorShowing(tool, field)
        if (!vector) continue
        const old = evaluateTool(tool, { ...vector, [cpdnOf(field)]: 93 }).fields[field.name]!.validations.filter((v) => v.type === 'error')
        if (max >= 93) expect(old, `${field.name}: a 93-year-old is accepted`).toEqual([])
        else expect(old.every((v) => v.kind === 'max' && v.reason), `${field.name}: ${JSON.stringify(old)}`).toBe(true)
      }
    })

    test.runIf(numericInputs.length > 0)('measured values are accepted at the precision given; only counts are whole numbers', () => {
      for (const field of numericInputs) {
        const vector = vectorShowing(tool, field)
        const value = vector?.[cpdnOf(field)]
        if (!vector || typeof value !== 'number') continue
        const c = field.attributes?.fieldInfo?.constraints ?? {}
        const max = typeof c.maxValue === 'number' ? c.maxValue : Infinity
        const finer = value + 0.37 <= max ? value + 0.37 : value - 0.37
        const errors = evaluateTool(tool, { ...vector, [cpdnOf(field)]: Number(finer.toFixed(6)) }).fields[field.name]!.validations.filter((v) => v.type === 'error')
        expect(errors.map((v) => v.kind), `${field.name} = ${finer}`).toEqual(c.integer ? ['integer'] : [])
      }
    })

    // Scores and results of calculators (an aid's option numbers are differences of rounded counts).
    test.runIf(numericInputs.length > 0 && !tool.optiongrid)('a value between two neighbouring values scores between them: no band has a gap', () => {
      expect(bandGaps(tool).slice(0, 10)).toEqual([])
    }, 120_000)

    const serum = (names: string[]) => numericInputs.filter((f) => names.includes(f.name) || names.includes(f.cpdn ?? ''))
    test.runIf(serum(['sodium', 'serum_sodium', 'potassium']).length > 0)('serum sodium and potassium accept every value a patient can survive with', () => {
      for (const [field, values] of [
        ...serum(['sodium', 'serum_sodium']).map((f) => [f, [85, 110, 131.27, 190, 240]] as const),
        ...serum(['potassium']).map((f) => [f, [1.2, 7.5, 12.4]] as const),
      ]) {
        const vector = vectorShowing(tool, field)
        if (!vector) continue
        for (const value of values) {
          const errors = evaluateTool(tool, { ...vector, [cpdnOf(field)]: value }).fields[field.name]!.validations.filter((v) => v.type === 'error')
          expect(errors, `${field.name} = ${value}`).toEqual([])
        }
      }
    })

    test.runIf(serum(['temp_c', 'temp_f', 'temperature']).length > 0)('body temperatures of survivors of severe hypothermia and heat stroke are accepted', () => {
      for (const [field, values, unit] of [
        ...serum(['temp_c', 'temperature']).map((f) => [f, [20, 46.2], undefined] as const),
        ...serum(['temp_f']).map((f) => [f, [68, 115.2], undefined] as const),
        ...serum(['temperature']).map((f) => [f, [68, 115.2], '°F'] as const),
      ]) {
        const vector = vectorShowing(tool, field)
        if (!vector) continue
        for (const value of values) {
          const given = { ...vector, [cpdnOf(field)]: value, ...(unit === undefined ? {} : { [`${cpdnOf(field)}${UNIT_SUFFIX}`]: unit }) }
          const errors = evaluateTool(tool, inputsInCanonicalUnits(tool, given).inputs).fields[field.name]!.validations.filter((v) => v.type === 'error')
          expect(errors, `${field.name} = ${value}`).toEqual([])
        }
      }
    })

    const measured = MEASURED_VALUES.flatMap(([quantity, names, values, unit]) => serum(names).filter((f) => unit === undefined || unitsOfField(f).includes(unit)).map((f) => [quantity, f, values, unit] as const))
    test.runIf(measured.length > 0)('vital signs and laboratory values accept every value a living patient can have (SBP 30, HR 15, SpO₂ 45 %, creatinine 30 mg/dL…)', () => {
      const refused: string[] = []
      for (const [quantity, field, values, unit] of measured) {
        const vector = vectorShowing(tool, field)
        if (!vector) continue
        const bounded = MODEL_BOUNDED.has(`${definition.slug}:${field.name}`)
        expect(field.attributes?.fieldInfo?.constraints?.rangeReason, `${field.name}: a refusal of ${quantity} says why`).toMatch(/.{20,}/)
        for (const value of values) {
          const given = { ...vector, [cpdnOf(field)]: value, ...(unit === undefined ? {} : { [`${cpdnOf(field)}${UNIT_SUFFIX}`]: unit }) }
          const errors = evaluateTool(tool, inputsInCanonicalUnits(tool, given).inputs).fields[field.name]!.validations.filter((v) => v.type === 'error')
          if (errors.length > 0 && !bounded) refused.push(`${quantity} ${field.name} = ${value}: ${errors.map((e) => e.kind).join(', ')}`)
        }
      }
      expect(refused).toEqual([])
    })

    test('an empty form calculates nothing and flags every required field', () => {
      const evaluation = evaluateTool(tool, {})
      expect(evaluation.outcome).toEqual({})
      const required = Object.values(tool.controls).filter((f) => {
        const r = f.attributes?.fieldInfo?.constraints?.required
        return (r === true || r === 'yes') && !f.visibility && !f.attributes?.fieldInfo?.['ui-default']?.length
      })
      for (const f of required) {
        expect(evaluation.fields[f.name]?.validations.map((v) => v.kind), f.name).toContain('required')
      }
    })
  })
})

describe('the band check and published step tables (decision 0070)', () => {
  const tool = toolLibrary().get('ldl-martin-hopkins')!
  const ldlGaps = (gaps: string[]) => gaps.filter((g) => /: ldl_(martin_hopkins_)?(mgdl|mmol) = /.test(g))

  test('the Martin/Hopkins LDL steps where its table changes cell, which the tool declares', () => {
    expect(tool.publishedStepTables.map((t) => [t.table, t.cell, t.results])).toEqual([['Figure 2', 'factor', ['ldl_mgdl', 'ldl_mmol']]])
    expect(bandGaps(tool)).toEqual([])
  }, 120_000)

  test('without the declaration the same tool fails the check at the non-HDL-C column boundaries', () => {
    const gaps = ldlGaps(bandGaps({ ...tool, publishedStepTables: [] }))
    expect(gaps.length).toBeGreaterThan(0)
    // TC 200 (the first vector): HDL 100 gives non-HDL 100 (factor 6.0, LDL 75.0), HDL 100.5 and 101 the < 100 column (6.5: 76.4, 75.9)
    expect(gaps).toContain('hdl_mgdl 100.5: ldl_mgdl = 76.42307692307692 (75 at 100, 75.92307692307692 at 101)')
  }, 120_000)

  test('a declaration accepts only the results it names', () => {
    const [table] = tool.publishedStepTables
    const gaps = ldlGaps(bandGaps({ ...tool, publishedStepTables: [{ ...table!, results: ['ldl_mmol'] }] }))
    expect(gaps.length).toBeGreaterThan(0)
    expect(gaps.every((g) => /: ldl_(martin_hopkins_)?mgdl = /.test(g))).toBe(true)
  }, 120_000)

  test('a cell that slides instead of stepping accepts nothing: a declaration cannot hide a gap behind a continuous result', () => {
    const [table] = tool.publishedStepTables
    expect(ldlGaps(bandGaps({ ...tool, publishedStepTables: [{ ...table!, cell: 'non_hdl_mgdl' }] })).length).toBeGreaterThan(0)
  }, 120_000)
})

/**
 * Where a number at the midpoint of two neighbouring values of an input lies outside the numbers at
 * those values (`between`). A result of a declared published step table may jump only where its
 * cell steps: the cell differs between the neighbours and the midpoint takes one of their cells.
 */
function bandGaps(tool: ToolDefinition): string[] {
  // The outcome holds each value under its field name and its cpdn; cells are read by name.
  const cellsOf = new Map<string, string[]>()
  for (const table of tool.publishedStepTables) {
    for (const result of table.results) {
      for (const key of new Set([result, cpdnOf(tool.controls[result]!)])) cellsOf.set(key, [...(cellsOf.get(key) ?? []), table.cell])
    }
  }
  const gaps: string[] = []
  for (const field of Object.values(tool.controls).filter((f) => isNumericInputType(f.type))) {
    const c = field.attributes?.fieldInfo?.constraints ?? {}
    const vector = vectorShowing(tool, field)
    if (!vector || c.integer || typeof c.minValue !== 'number' || typeof c.maxValue !== 'number') continue
    const span = c.maxValue - c.minValue
    const grid = [0.01, 0.1, 1, 10, 100].find((g) => span / g <= 1000)!
    const at = (x: number) => evaluateTool(tool, { ...vector, [cpdnOf(field)]: Number(x.toFixed(6)) }).outcome
    let lower = at(c.minValue)
    for (let k = 1; c.minValue + k * grid <= c.maxValue + 1e-9; k++) {
      const a = c.minValue + (k - 1) * grid
      const upper = at(a + grid)
      const mid = at(a + grid / 2)
      for (const key of Object.keys(mid)) {
        if (typeof lower[key] !== 'number' || typeof upper[key] !== 'number') continue
        if (between(mid[key] ?? null, lower[key], upper[key])) continue
        const steps = (cellsOf.get(key) ?? []).some((cell) => lower[cell] !== upper[cell] && (mid[cell] === lower[cell] || mid[cell] === upper[cell]))
        if (!steps) gaps.push(`${field.name} ${a + grid / 2}: ${key} = ${String(mid[key])} (${String(lower[key])} at ${a}, ${String(upper[key])} at ${a + grid})`)
      }
      lower = upper
    }
  }
  return gaps
}

/**
 * Quantity, field names or cpdns, values measured in living patients that every tool asking for them
 * accepts, and the unit they are given in when it is not the field's canonical unit (fields without
 * that unit are skipped).
 */
const MEASURED_VALUES: readonly (readonly [string, string[], number[], string?])[] = [
  ['systolic blood pressure', ['sbp', 'systolic_bp'], [22, 30, 39, 290]],
  ['diastolic blood pressure', ['diastolic_bp'], [0, 10]],
  ['mean arterial pressure', ['map'], [8, 15, 240]],
  ['heart rate', ['heart_rate', 'pulse'], [8, 15, 19, 320]],
  ['respiratory rate', ['resp_rate'], [0, 1, 4, 95]],
  ['oxygen saturation', ['spo2', 'oxygen_saturation'], [20, 45, 49]],
  ['creatinine (mg/dL)', ['creatinine', 'serum_creatinine', 'creatinine_mgdl'], [0.12, 26, 30, 55]],
  ['creatinine (µmol/L)', ['creatinine_umol'], [2300, 2652, 5000]],
  ['creatinine (µmol/L)', ['creatinine', 'serum_creatinine'], [2300, 2652, 5000], 'µmol/L creatinine'],
  ['bilirubin (mg/dL)', ['bilirubin_mgdl', 'bilirubin'], [60, 90]],
  ['bilirubin (µmol/L)', ['bilirubin_umol'], [1000, 1500]],
  ['bilirubin (µmol/L)', ['bilirubin'], [1000, 1500], 'µmol/L bilirubin'],
  ['albumin (g/dL)', ['albumin_g_dl', 'albumin_gdl', 'albumin'], [0.6, 6.8]],
  ['albumin (g/L)', ['albumin_g_l', 'albumin_gl'], [6, 68]],
  ['albumin (g/L)', ['albumin'], [6, 68], 'g/L albumin'],
  ['glucose (mg/dL)', ['glucose', 'glucose_mg_dl'], [15, 2500]],
  ['glucose (mmol/L)', ['glucose_mmol_l'], [0.9, 150]],
  ['glucose (mmol/L)', ['glucose'], [0.9, 150], 'mmol/L glucose'],
  ['haemoglobin (g/dL)', ['hb_gdl'], [1, 1.9, 24]],
  ['haemoglobin (g/dL)', ['haemoglobin'], [1, 1.9, 24], 'g/dL haemoglobin'],
  ['haemoglobin (g/L)', ['hb_gl', 'haemoglobin'], [10, 19, 240]],
  ['haematocrit', ['hematocrit', 'haematocrit'], [3, 78]],
  ['platelets', ['platelets'], [2, 2500, 4000]],
  ['white cell count', ['wbc'], [0.05, 250, 900]],
  ['arterial pH', ['ph', 'arterial_ph'], [6.1, 6.45, 7.95]],
  ['PaO₂ (mmHg)', ['pao2_mmhg', 'pao2'], [10, 18, 780]],
  ['PaO₂ (kPa)', ['pao2_kpa'], [1.3, 2.5, 104]],
  ['PaO₂ (kPa)', ['pao2'], [1.3, 2.5, 104], 'kPa'],
  ['PaCO₂ (mmHg)', ['paco2_mmhg', 'paco2'], [160, 250]],
  ['PaCO₂ (kPa)', ['paco2_kpa'], [21, 33]],
  ['PaCO₂ (kPa)', ['paco2'], [21, 33], 'kPa'],
]

/** Fields whose source model is valid over a narrower range than can be measured; they refuse with their own reason. */
const MODEL_BOUNDED = new Set([
  'ascvd-pooled-cohort:systolic_bp',
  'statin-choice-primary-prevention:systolic_bp',
  'prevent:systolic_bp',
  'prevent:creatinine',
  'statin-choice-primary-prevention:creatinine',
  'homa-ir:glucose',
  'qtc:heart_rate',
])

/** Inputs of the first reference vector in which the field is shown and valid. */
function vectorShowing(tool: ToolDefinition, field: FieldDefinition): Record<string, unknown> | undefined {
  for (const vector of tool.testVectors) {
    const e = evaluateTool(tool, vector.inputs)
    const state = e.fields[field.name]!
    if (!state.hidden && typeof state.value === 'number' && e.errorCount === 0) return vector.inputs
  }
  return undefined
}

/**
 * The number at a midpoint lies between the numbers at its neighbours (a tenth of their
 * difference either side allows a smooth curve next to a jump, as where a weight convention
 * changes); a band with a gap scores outside them (0 points between a 3 and a 1).
 */
function between(mid: RuleValue, a: number, b: number): boolean {
  if (typeof mid !== 'number') return false
  const tolerance = 0.1 * Math.abs(b - a) + 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
  return mid >= Math.min(a, b) - tolerance && mid <= Math.max(a, b) + tolerance
}
