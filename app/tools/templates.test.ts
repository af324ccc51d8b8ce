import { describe, expect, test } from 'vitest'

import { evaluateTool } from '#engine/evaluate.ts'
import { ToolDefinitionSchema, type ToolDefinition, type ToolDefinitionInput } from '#engine/schema/tool.ts'

import { fillTemplate, formatToolDate, inputSummary, resultLine } from './templates.ts'

type Control = Omit<ToolDefinitionInput['controls'][string], 'name'> & { name?: string }

function makeTool(controls: Record<string, Control>, extra: Partial<ToolDefinitionInput> = {}): ToolDefinition {
  const named = Object.fromEntries(Object.entries(controls).map(([key, f]) => [key, { name: key, ...f }]))
  return ToolDefinitionSchema.parse({
    slug: 'test-tool',
    name: 'Test tool',
    calcId: 'calc-test',
    status: 'released',
    toolType: 3,
    eligibility: 'Adults',
    description: 'A tool for tests.',
    isFree: true,
    contentName: 'test-tool',
    modified: '2026-03-05',
    version: '1.2.3',
    steps: ['patient', 'assessment'],
    sections: { patient: Object.keys(controls) },
    controls: named,
    risk: Object.keys(controls).slice(0, 1),
    references: [{ id: 'ref', citation: 'A citation of some length.' }],
    contributors: [{ name: 'Team', role: 'Authoring' }],
    competingInterests: 'None declared.',
    category: 'Test',
    instructions: 'Use it in tests.',
    whenToUse: ['In tests.'],
    pearls: ['None.'],
    nextSteps: { advice: [], management: [] },
    evidence: ['None.'],
    formula: ['x'],
    resultSummary: 'Score {{score}} points; risk {{risk_pct}} %.',
    testVectors: [{ description: 'none', inputs: {}, expected: {}, source: 'ref' }],
    ...extra,
  } satisfies ToolDefinitionInput)
}

describe('formatToolDate', () => {
  test.each([
    ['2026-03-05', 'Mar 5, 2026'],
    ['2026-01-31', 'Jan 31, 2026'],
    ['2025-12-01', 'Dec 1, 2025'],
    ['2024-02-29', 'Feb 29, 2024'],
    // No time-zone shift: the date part of a timestamp, whatever the offset.
    ['2026-12-31T23:59:59Z', 'Dec 31, 2026'],
    ['2026-07-04T00:30:00+14:00', 'Jul 4, 2026'],
  ])('%s → %s', (iso, text) => {
    expect(formatToolDate(iso)).toBe(text)
  })

  test('every month has its three-letter name', () => {
    const names = Array.from({ length: 12 }, (_, i) => formatToolDate(`2026-${String(i + 1).padStart(2, '0')}-10`).slice(0, 3))
    expect(names).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])
  })

  test('what is not a date is returned unchanged', () => {
    for (const text of ['', 'yesterday', '2026-13-01', '2026-00-10', '2026-02-00', '2026/03/05']) expect(formatToolDate(text), text).toBe(text)
  })
})

describe('fillTemplate', () => {
  const tool = makeTool({
    a: { type: 'numeric.basic', attributes: { fieldInfo: { baseContent: 'A' } } },
    score: { type: 'result.score', attributes: { fieldInfo: { value: 'a' } } },
    risk: { type: 'result.risk', cpdn: 'risk_pct', attributes: { fieldInfo: { value: 'a / 3', decimals: 1 } } },
    band: { type: 'result.interpretation', attributes: { fieldInfo: { value: "if(a > 5, 'high', 'low')" } } },
    exact: { type: 'result.value', attributes: { fieldInfo: { value: 'a / 7' } } },
    whole: { type: 'result.value', attributes: { fieldInfo: { value: 'a * 1.25', decimals: 0 } } },
  })

  test('facts of the tool: name, version and modified date', () => {
    expect(fillTemplate(tool, '{{toolName}} v{{version}} ({{modified}})', {})).toBe('Test tool v1.2.3 (Mar 5, 2026)')
  })

  test('outcome values by name or cpdn, with the field’s decimals', () => {
    const { outcome } = evaluateTool(tool, { a: 10 })
    expect(fillTemplate(tool, '{{score}}|{{risk}}|{{risk_pct}}|{{band}}|{{ exact }}|{{whole}}', outcome)).toBe('10|3.3|3.3|high|1.428571|13')
  })

  test('decimals are padded; negative values that round to zero show no sign', () => {
    const t2 = makeTool({ r: { type: 'result.value', attributes: { fieldInfo: { value: '0', decimals: 2 } } } })
    expect(fillTemplate(t2, '{{r}}', { r: 2 })).toBe('2.00')
    expect(fillTemplate(t2, '{{r}}', { r: -0.001 })).toBe('0.00')
    expect(fillTemplate(t2, '{{r}}', { r: -1.5 })).toBe('-1.50')
  })

  test('an empty or unknown value shows a dash', () => {
    expect(fillTemplate(tool, '[{{score}}] [{{nothing}}] [{{a}}]', { score: null })).toBe('[—] [—] [—]')
  })

  test('text without placeholders, or with malformed ones, is unchanged', () => {
    expect(fillTemplate(tool, 'No {placeholders} {{ }} {{a-b}} here.', {})).toBe('No {placeholders} {{ }} {{a-b}} here.')
  })

  test('booleans and text are shown as they are', () => {
    expect(fillTemplate(tool, '{{band}} {{score}}', { band: 'low', score: true })).toBe('low true')
  })
})

describe('inputSummary and resultLine', () => {
  const tool = makeTool({
    age: { type: 'numeric.basic', attributes: { fieldInfo: { baseContent: 'Age', units: 'years' } } },
    sex: {
      type: 'singleselect.toggle',
      attributes: {
        fieldInfo: {
          baseContent: 'Sex',
          labels: [
            { name: 'Female', value: 'female' },
            { name: 'Male', value: 'male' },
          ],
        },
      },
    },
    smoker: {
      type: 'singleselect.toggle',
      attributes: {
        fieldInfo: {
          labels: [
            { name: 'Yes', value: 'yes' },
            { name: 'No', value: 'no' },
          ],
        },
      },
    },
    cigs: { type: 'numeric.basic', visibility: "smoker = 'yes'", attributes: { fieldInfo: { baseContent: 'Cigarettes a day' } } },
    symptoms: {
      type: 'multiselect.filter',
      attributes: {
        fieldInfo: {
          baseContent: 'Symptoms',
          labels: [
            { name: 'Chest pain', value: 'chest_pain' },
            { name: 'Dyspnoea', value: 'dyspnoea' },
          ],
        },
      },
    },
    weight: {
      type: 'numeric.weight',
      attributes: {
        fieldInfo: { baseContent: 'Weight' },
        measureInfo: {
          labels: [
            { value: 'lb', name: 'lb' },
            { value: 'kg', name: 'kg' },
          ],
          precisions: { lb: 0, kg: 1 },
          uiDefaultMeasure: 'kg',
        },
      },
    },
    heading: { type: 'text.heading', attributes: { fieldInfo: { baseContent: 'Heading' } } },
    score: { type: 'result.score', attributes: { fieldInfo: { baseContent: 'Score', value: 'age + 1' } } },
    risk: { type: 'result.risk', cpdn: 'risk_pct', attributes: { fieldInfo: { value: 'age / 3', decimals: 1 } } },
  })

  test('visible answered inputs with labels or units, in definition order; results, text and hidden fields left out', () => {
    const e = evaluateTool(tool, { age: 64, sex: 'female', smoker: 'no', cigs: 20, symptoms: ['dyspnoea', 'chest_pain'], weight: 150 })
    expect(inputSummary(tool, e.fields)).toBe('Age: 64 years; Sex: Female; smoker: No; Symptoms: Dyspnoea, Chest pain; Weight: 150 lb')
  })

  test('unanswered inputs, including an empty multiselect, are left out', () => {
    const e = evaluateTool(tool, { age: 64, symptoms: [] })
    expect(inputSummary(tool, e.fields)).toBe('Age: 64 years')
  })

  test('a shown dependent field appears', () => {
    const e = evaluateTool(tool, { smoker: 'yes', cigs: 20 })
    expect(inputSummary(tool, e.fields)).toBe('smoker: Yes; Cigarettes a day: 20')
  })

  test('the result line: tool, version, summary and inputs', () => {
    const e = evaluateTool(tool, { age: 64, sex: 'male' })
    expect(resultLine(tool, e.fields, e.outcome)).toBe('Test tool (Consilium, version 1.2.3): Score 65 points; risk 21.3 %. Inputs: Age: 64 years; Sex: Male.')
  })
})
