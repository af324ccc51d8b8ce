import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { makeTool } from '#tests/support/tool-fixture.ts'

import { execute } from './execute.ts'


const tool = makeTool({
  years: { type: 'numeric.basic', cpdn: 'age', attributes: { fieldInfo: { constraints: { required: 'yes', minValue: 18 } } } },
  sex: {
    type: 'singleselect.radiogroup',
    attributes: {
      fieldInfo: {
        labels: [
          { name: 'Female', value: 'female' },
          { name: 'Male', value: 'male' },
        ],
        constraints: { required: 'yes' },
      },
    },
  },
  smoker: {
    type: 'singleselect.toggle',
    attributes: {
      fieldInfo: {
        labels: [
          { name: 'Yes', value: 'true' },
          { name: 'No', value: 'false' },
        ],
      },
    },
  },
  cigs: {
    type: 'numeric.basic',
    visibility: 'smoker',
    attributes: {
      fieldInfo: {
        constraints: { required: 'yes', minValue: 1 },
        validations: [{ rule: 'cigs <= 60', message: 'That is a lot.', type: 'warning' }],
      },
    },
  },
  score: { type: 'result.score', cpdn: 'total', attributes: { fieldInfo: { value: "age + (sex = 'female') + if(cigs = null, 0, cigs)" } } },
  score_text: { type: 'result.value', attributes: { fieldInfo: { value: "if(score > 50, ' 61 ', '-1')" } } },
  decimal_text: { type: 'result.value', attributes: { fieldInfo: { value: "'0.25'" } } },
  flag_text: { type: 'result.value', attributes: { fieldInfo: { value: "if(score > 50, 'true', 'false')" } } },
  words: { type: 'summary.statement', attributes: { fieldInfo: { value: "'Score ' + if(score > 50, 'high', 'low')" } } },
  nothing: { type: 'result.value', attributes: { fieldInfo: { value: 'null' } } },
})

describe('execute', () => {
  test('numeric strings in are numbers; numeric and boolean strings out are converted; text stays text', () => {
    const result = execute(tool, { age: '40', sex: 'female', smoker: 'true', cigs: '20' })
    expect(result).toEqual({
      ok: true,
      outcome: {
        total: 61,
        score: 61,
        score_text: 61,
        decimal_text: 0.25,
        flag_text: true,
        words: 'Score high',
        nothing: null,
      },
    })
  })

  test('the same inputs as numbers and booleans give the same outcome', () => {
    expect(execute(tool, { age: 40, sex: 'female', smoker: true, cigs: 20 })).toEqual(execute(tool, { age: '40', sex: 'female', smoker: 'true', cigs: '20' }))
  })

  test('"false" is false: the hidden field is ignored even when posted', () => {
    const result = execute(tool, { age: 40, sex: 'male', smoker: 'false', cigs: '-5' })
    expect(result).toEqual({ ok: true, outcome: expect.objectContaining({ total: 40, flag_text: false }) as unknown })
  })

  test('errors are keyed by cpdn, errors only (no warnings), and there is no outcome', () => {
    const result = execute(tool, { age: '17', sex: 'other', smoker: 'true', cigs: 80 })
    expect(result).toEqual({
      ok: false,
      errors: {
        age: [{ type: 'error', kind: 'min', bound: 18 }],
        sex: [{ type: 'error', kind: 'choice' }],
      },
    })
  })

  test('a warning alone does not stop the calculation', () => {
    const result = execute(tool, { age: 40, sex: 'male', smoker: true, cigs: 80 })
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.outcome.total).toBe(120)
  })

  test('missing required inputs are reported', () => {
    expect(execute(tool, {})).toEqual({
      ok: false,
      errors: { age: [{ type: 'error', kind: 'required' }], sex: [{ type: 'error', kind: 'required' }] },
    })
    expect(execute(tool, { age: 40, sex: 'male', smoker: 'true' })).toEqual({ ok: false, errors: { cigs: [{ type: 'error', kind: 'required' }] } })
  })

  test('a choice value not among the labels is refused', () => {
    expect(execute(tool, { age: 40, sex: 'Female' })).toEqual({ ok: false, errors: { sex: [{ type: 'error', kind: 'choice' }] } })
  })

  test('text in a numeric input is refused as a type error', () => {
    expect(execute(tool, { age: 'forty', sex: 'male' })).toEqual({ ok: false, errors: { age: [{ type: 'error', kind: 'type' }] } })
  })

  test('never throws and answers either an outcome or errors', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('age', 'sex', 'smoker', 'cigs', 'score', 'x'), fc.oneof(fc.anything(), fc.constantFrom('40', 'male', 'true', 'false', '3'))), (inputs) => {
        const result = execute(tool, inputs)
        if (result.ok) {
          for (const v of Object.values(result.outcome)) {
            expect(v === null || ['number', 'boolean', 'string'].includes(typeof v)).toBe(true)
            if (typeof v === 'string') expect(v).not.toMatch(/^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$|^(true|false)$/)
          }
        } else {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0)
          for (const list of Object.values(result.errors)) for (const v of list) expect(v.type).toBe('error')
        }
      }),
      { numRuns: 300 },
    )
  })
})
