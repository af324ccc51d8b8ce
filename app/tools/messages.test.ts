import { describe, expect, test } from 'vitest'

import { evaluateTool, type ValidationResult } from '#engine/evaluate.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'
import { english } from '#app/i18n/test-i18n.tsx'
import { makeTool } from '#tests/support/tool-fixture.ts'

import { validationMessage } from './messages.ts'

const { t } = english

/** The messages a field shows for a value, evaluated by the engine. */
function messagesFor(tool: ToolDefinition, name: string, inputs: Record<string, unknown>, unitLabel?: string): string[] {
  const state = evaluateTool(tool, inputs).fields[name]!
  return state.validations.map((v) => validationMessage(t, tool.controls[name]!, v, state.validations, unitLabel))
}

describe('validationMessage', () => {
  const tool = makeTool({
    age: { type: 'numeric.basic', attributes: { fieldInfo: { units: 'years', constraints: { required: 'yes', minValue: 18, maxValue: 120 } } } },
    count: { type: 'numeric.basic', attributes: { fieldInfo: { constraints: { minValue: 1 } } } },
    cap: { type: 'numeric.basic', attributes: { fieldInfo: { constraints: { maxValue: 10 } } } },
    points: { type: 'numeric.basic', attributes: { fieldInfo: { constraints: { integer: true } } } },
    pce_age: { type: 'numeric.basic', attributes: { fieldInfo: { units: 'years', constraints: { minValue: 40, maxValue: 79, rangeReason: 'The Pooled Cohort Equations were derived in adults aged 40–79.' } } } },
    sex: { type: 'singleselect.toggle', attributes: { fieldInfo: { labels: [{ name: 'Female', value: 'female' }] } } },
    dbp: { type: 'numeric.basic', attributes: { fieldInfo: { validations: [{ rule: 'dbp < 200', message: 'Check the diastolic pressure.', type: 'warning' }] } } },
    broken: { type: 'numeric.basic', visibility: 'age >' },
  })

  test('required', () => {
    expect(messagesFor(tool, 'age', {})).toEqual(['This field is required.'])
  })

  test('a field with both bounds names the range and its units; an age has no hidden cap', () => {
    expect(messagesFor(tool, 'age', { age: 17 })).toEqual(['Enter a value from 18 to 120 years.'])
    expect(messagesFor(tool, 'age', { age: 95 })).toEqual([])
    expect(messagesFor(tool, 'age', { age: 17 }, 'yrs')).toEqual(['Enter a value from 18 to 120 yrs.'])
  })

  test('a range refusal says why the range is what it is', () => {
    expect(messagesFor(tool, 'pce_age', { pce_age: 85 })).toEqual(['Enter a value from 40 to 79 years. The Pooled Cohort Equations were derived in adults aged 40–79.'])
  })

  test('a single bound says at least or at most', () => {
    expect(messagesFor(tool, 'count', { count: 0 })).toEqual(['Enter a value of at least 1.'])
    expect(messagesFor(tool, 'cap', { cap: 11 })).toEqual(['Enter a value of at most 10.'])
  })

  test('a measured value is accepted at any precision; a count asks for a whole number', () => {
    expect(messagesFor(tool, 'cap', { cap: 2.45 })).toEqual([])
    expect(messagesFor(tool, 'points', { points: 2.5 })).toEqual(['Enter a whole number.'])
  })

  test('type and choice', () => {
    expect(messagesFor(tool, 'cap', { cap: 'ten' })).toEqual(['Enter a number.'])
    expect(messagesFor(tool, 'sex', { sex: 'male' })).toEqual(['Choose one of the options.'])
  })

  test('a rule’s or a definition error’s own message is shown as it is', () => {
    expect(messagesFor(tool, 'dbp', { dbp: 250 })).toEqual(['Check the diastolic pressure.'])
    expect(messagesFor(tool, 'broken', { age: 40, broken: 1 })).toEqual(['Incorrect visibility rule'])
  })

  test('a definition error without a message asks for a report', () => {
    const result: ValidationResult = { type: 'error', kind: 'definition' }
    expect(validationMessage(t, tool.controls.age!, result, [result])).toBe('This question cannot be checked. Please report it.')
  })

  test('bounds given by expressions are read from the results', () => {
    const t2 = makeTool({
      age: { type: 'numeric.basic', attributes: { fieldInfo: { constraints: { maxValue: 120 } } } },
      started: { type: 'numeric.basic', attributes: { fieldInfo: { units: 'years', constraints: { minValue: 'age - age + 10', maxValue: 'age' } } } },
    })
    expect(messagesFor(t2, 'started', { age: 40, started: 45 })).toEqual(['Enter a value of at most 40 years.'])
    expect(messagesFor(t2, 'started', { age: 40, started: 5 })).toEqual(['Enter a value of at least 10 years.'])
  })

  test('a policy bound given by an expression is the upper bound named when it is crossed', () => {
    const t2 = makeTool({
      limit: { type: 'numeric.basic' },
      dose: { type: 'numeric.basic', attributes: { fieldInfo: { units: 'mg', constraints: { minValue: 1, maxValue: 100, maxValuePolicy: 'limit' } } } },
    })
    expect(messagesFor(t2, 'dose', { limit: 50, dose: 60 })).toEqual(['Enter a value from 1 to 50 mg.'])
  })

  test('an age field keeps its own policy bound', () => {
    const t2 = makeTool({
      old: { type: 'numeric.basic', cpdn: 'age', attributes: { fieldInfo: { constraints: { minValue: 40, maxValue: 120, maxValuePolicy: 100 } } } },
    })
    expect(messagesFor(t2, 'old', { age: 90 })).toEqual([])
    expect(messagesFor(t2, 'old', { age: 101 })).toEqual(['Enter a value from 40 to 100.'])
  })
})
