import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { makeTool, type Control } from '#tests/support/tool-fixture.ts'

import { computationOrder, cpdnOf, evaluateTool, type Evaluation } from './evaluate.ts'
import { COMPUTED_FIELD_TYPES, INPUT_FIELD_TYPES, LAYOUT_FIELD_TYPES, TEXT_FIELD_TYPES } from './schema/field-types.ts'
import { ToolDefinitionSchema } from './schema/tool.ts'
import { toolLibrary } from './library.ts'


const yesNo = [
  { name: 'No', value: 'no' },
  { name: 'Yes', value: 'yes' },
]
const sexLabels = [
  { name: 'Female', value: 'female' },
  { name: 'Male', value: 'male' },
]
const symptomLabels = [
  { name: 'Chest pain', value: 'chest_pain' },
  { name: 'Dyspnoea', value: 'dyspnoea' },
  { name: 'Syncope', value: 'syncope' },
]

type Constraints = NonNullable<NonNullable<NonNullable<Control['attributes']>['fieldInfo']>['constraints']>

/** A numeric.basic field; `extra` (including attributes) replaces the defaults. */
const num = (constraints: Constraints = {}, extra: Partial<Control> = {}): Control => ({
  type: 'numeric.basic',
  attributes: { fieldInfo: { constraints } },
  ...extra,
})
/** A singleselect.toggle field; `extra` (including attributes) replaces the defaults. */
const choice = (labels = yesNo, extra: Partial<Control> = {}): Control => ({
  type: 'singleselect.toggle',
  attributes: { fieldInfo: { labels } },
  ...extra,
})

const kinds = (e: Evaluation, name: string) => e.fields[name]!.validations.map((v) => v.kind)
const only = (e: Evaluation, name: string) => e.fields[name]!.validations

const NUMERIC_INPUTS = INPUT_FIELD_TYPES.filter((t) => t.startsWith('numeric.'))
const CHOICE_INPUTS = INPUT_FIELD_TYPES.filter((t) => t.startsWith('singleselect.') || t === 'list.radiogroup')
const MULTI_INPUTS = INPUT_FIELD_TYPES.filter((t) => t.startsWith('multiselect.'))

describe('the input field type lists', () => {
  test('every input type is numeric, single choice, multiselect or a date', () => {
    expect([...NUMERIC_INPUTS, ...CHOICE_INPUTS, ...MULTI_INPUTS, 'date.basic'].sort()).toEqual([...INPUT_FIELD_TYPES].sort())
    expect(NUMERIC_INPUTS).toHaveLength(7)
    expect(CHOICE_INPUTS).toHaveLength(6)
    expect(MULTI_INPUTS).toHaveLength(2)
  })
})

describe('numeric inputs', () => {
  describe.each(NUMERIC_INPUTS)('%s', (type) => {
    const tool = makeTool({ x: { type, attributes: { fieldInfo: { constraints: { required: 'yes', minValue: 0, maxValue: 100 } } } } })

    test('a numeric string becomes a number and validates', () => {
      const e = evaluateTool(tool, { x: ' 42 ' })
      expect(e.fields.x!.value).toBe(42)
      expect(e.fields.x!.validations).toEqual([])
      expect(e.errorCount).toBe(0)
    })

    test('a number stays a number', () => {
      expect(evaluateTool(tool, { x: 7.0 }).fields.x!.value).toBe(7)
    })

    test('empty stays empty and a required field fails with kind required and no message', () => {
      for (const raw of ['', '   ', null, undefined]) {
        const e = evaluateTool(tool, { x: raw })
        expect(e.fields.x!.value).toBeNull()
        expect(only(e, 'x')).toEqual([{ type: 'error', kind: 'required' }])
        expect(e.errorCount).toBe(1)
      }
    })

    test('0 is a value, not empty, for a required field', () => {
      const e = evaluateTool(tool, { x: '0' })
      expect(e.fields.x!.value).toBe(0)
      expect(only(e, 'x')).toEqual([])
    })

    test('text that is not a number is a type error', () => {
      const e = evaluateTool(tool, { x: 'forty' })
      expect(only(e, 'x')).toEqual([{ type: 'error', kind: 'type' }])
      expect(e.errorCount).toBe(1)
    })

    test('true and false are not numbers', () => {
      for (const raw of [true, false, 'true', 'false']) {
        expect(kinds(evaluateTool(tool, { x: raw }), 'x'), String(raw)).toEqual(['type'])
      }
    })

    test('an overflowing numeral is not a number', () => {
      expect(kinds(evaluateTool(tool, { x: '1e999' }), 'x')).toEqual(['type'])
      expect(kinds(evaluateTool(makeTool({ x: { type } }), { x: '1e999' }), 'x')).toEqual(['type'])
    })

    test('numeric inputs have no label', () => {
      expect(evaluateTool(tool, { x: 5 }).fields.x!.label).toBeNull()
    })
  })
})

describe('single-choice inputs', () => {
  describe.each(CHOICE_INPUTS)('%s', (type) => {
    const tool = makeTool({
      sex: { type, attributes: { fieldInfo: { labels: sexLabels, constraints: { required: true } } } },
      score: { type, attributes: { fieldInfo: { labels: [0, 1, 2, 3].map((v) => ({ name: `${v} points`, value: v })) } } },
    })

    test('a choice resolves to its label', () => {
      const e = evaluateTool(tool, { sex: 'female', score: '2' })
      expect(e.fields.sex).toMatchObject({ value: 'female', label: 'Female', validations: [] })
      expect(e.fields.score).toMatchObject({ value: 2, label: '2 points', validations: [] })
      expect(e.errorCount).toBe(0)
    })

    test('a value not among the labels is refused', () => {
      const e = evaluateTool(tool, { sex: 'unknown', score: 4 })
      expect(only(e, 'sex')).toEqual([{ type: 'error', kind: 'choice' }])
      expect(only(e, 'score')).toEqual([{ type: 'error', kind: 'choice' }])
      expect(e.fields.sex!.label).toBeNull()
      expect(e.errorCount).toBe(2)
      expect(e.outcome).toEqual({})
    })

    test('required and empty fails; not required and empty passes', () => {
      const e = evaluateTool(tool, {})
      expect(kinds(e, 'sex')).toEqual(['required'])
      expect(kinds(e, 'score')).toEqual([])
      expect(e.errorCount).toBe(1)
    })

    test('0 is an answer', () => {
      const e = evaluateTool(tool, { sex: 'male', score: 0 })
      expect(e.fields.score).toMatchObject({ value: 0, label: '0 points', validations: [] })
    })
  })

  test('a choice whose value is "true" is read as the boolean and still matches its label', () => {
    const tool = makeTool({ t: choice([{ name: 'Ticked', value: 'true' }, { name: 'Not ticked', value: 'false' }]) })
    const e = evaluateTool(tool, { t: 'true' })
    expect(e.fields.t).toMatchObject({ value: true, label: 'Ticked', validations: [] })
    expect(evaluateTool(tool, { t: false }).fields.t).toMatchObject({ value: false, label: 'Not ticked', validations: [] })
  })
})

describe('multiselect inputs', () => {
  describe.each(MULTI_INPUTS)('%s', (type) => {
    const tool = makeTool({
      symptoms: { type, attributes: { fieldInfo: { labels: symptomLabels, constraints: { required: 'yes' } } } },
      n: { type: 'result.value', attributes: { fieldInfo: { value: 'symptoms' } } },
      has_pain: { type: 'result.value', attributes: { fieldInfo: { value: 'symptoms.chest_pain' } } },
      has_syncope: { type: 'result.value', attributes: { fieldInfo: { value: 'symptoms.syncope' } } },
      unknown_choice: { type: 'result.value', attributes: { fieldInfo: { value: 'symptoms.fever' } } },
    })

    test('a list keeps every choice; labels are joined in the order given', () => {
      const e = evaluateTool(tool, { symptoms: ['dyspnoea', 'chest_pain'] })
      expect(e.fields.symptoms).toMatchObject({ value: ['dyspnoea', 'chest_pain'], label: 'Dyspnoea, Chest pain', validations: [] })
    })

    test('a single value becomes a one-element list', () => {
      expect(evaluateTool(tool, { symptoms: 'syncope' }).fields.symptoms).toMatchObject({ value: ['syncope'], label: 'Syncope' })
    })

    test('rules see the count of choices and field.choice as a boolean', () => {
      const e = evaluateTool(tool, { symptoms: ['chest_pain', 'dyspnoea'] })
      expect(e.outcome).toEqual({ n: 2, has_pain: true, has_syncope: false, unknown_choice: false })
    })

    test('empty strings are dropped; nothing chosen is empty and fails required', () => {
      for (const raw of [[], '', null, undefined, ['']]) {
        const e = evaluateTool(tool, { symptoms: raw })
        expect(e.fields.symptoms!.value, JSON.stringify(raw)).toEqual([])
        expect(e.fields.symptoms!.label).toBeNull()
        expect(kinds(e, 'symptoms')).toEqual(['required'])
        expect(e.outcome).toEqual({})
      }
    })

    test('a choice not among the labels is refused', () => {
      const e = evaluateTool(tool, { symptoms: ['chest_pain', 'fever'] })
      expect(only(e, 'symptoms')).toEqual([{ type: 'error', kind: 'choice' }])
      expect(e.errorCount).toBe(1)
      expect(e.outcome).toEqual({})
    })
  })
})

describe('layout, text and computed fields take no input', () => {
  test.each([...LAYOUT_FIELD_TYPES, ...TEXT_FIELD_TYPES, 'visual.iconarray' as const])('%s ignores a posted value', (type) => {
    const tool = makeTool({ a: num(), thing: { type, attributes: { fieldInfo: { baseContent: 'Text', constraints: { required: 'yes' } } } } })
    const e = evaluateTool(tool, { a: 1, thing: 'posted' })
    expect(e.fields.thing).toMatchObject({ value: null, label: null, hidden: false, validations: [] })
    expect(e.errorCount).toBe(0)
    expect(e.outcome).toEqual({})
  })

  test('a computed field ignores a posted value and takes its expression', () => {
    const tool = makeTool({ a: num(), total: { type: 'result.score', attributes: { fieldInfo: { value: 'a * 2' } } } })
    const e = evaluateTool(tool, { a: 3, total: 100 })
    expect(e.fields.total!.value).toBe(6)
    expect(e.outcome).toEqual({ total: 6 })
  })
})

describe('constraints', () => {
  test('required accepts true and "yes"; false, "no" and absent are optional', () => {
    for (const required of [true, 'yes'] as const) {
      expect(kinds(evaluateTool(makeTool({ x: num({ required }) }), {}), 'x'), String(required)).toEqual(['required'])
    }
    for (const required of [false, 'no', undefined] as const) {
      const e = evaluateTool(makeTool({ x: num(required === undefined ? {} : { required }) }), {})
      expect(kinds(e, 'x'), String(required)).toEqual([])
      expect(e.errorCount).toBe(0)
    }
  })

  test('an empty optional field skips every other check', () => {
    const tool = makeTool({
      x: {
        type: 'numeric.basic',
        attributes: { fieldInfo: { constraints: { minValue: 10 }, validations: [{ rule: 'x > 100', message: 'Too small', type: 'error' }] } },
      },
    })
    expect(only(evaluateTool(tool, {}), 'x')).toEqual([])
  })

  test('minValue and maxValue are inclusive and report the bound crossed', () => {
    const tool = makeTool({ x: num({ minValue: 40, maxValue: 79 }) })
    expect(only(evaluateTool(tool, { x: 40 }), 'x')).toEqual([])
    expect(only(evaluateTool(tool, { x: 79 }), 'x')).toEqual([])
    expect(only(evaluateTool(tool, { x: 39 }), 'x')).toEqual([{ type: 'error', kind: 'min', bound: 40 }])
    expect(only(evaluateTool(tool, { x: 80 }), 'x')).toEqual([{ type: 'error', kind: 'max', bound: 79 }])
  })

  test('maxValuePolicy is a second upper bound', () => {
    const tool = makeTool({ x: num({ maxValue: 120, maxValuePolicy: 100 }) })
    expect(only(evaluateTool(tool, { x: 100 }), 'x')).toEqual([])
    expect(only(evaluateTool(tool, { x: 101 }), 'x')).toEqual([{ type: 'error', kind: 'maxPolicy', bound: 100 }])
    expect(only(evaluateTool(tool, { x: 121 }), 'x')).toEqual([
      { type: 'error', kind: 'max', bound: 120 },
      { type: 'error', kind: 'maxPolicy', bound: 100 },
    ])
  })

  test('an age field has only the bounds its tool declares: no default cap (a 93-year-old is accepted)', () => {
    for (const tool of [makeTool({ age: num({ minValue: 18, maxValue: 120 }) }), makeTool({ years: num({ minValue: 18, maxValue: 120 }, { cpdn: 'age' }) })]) {
      const name = Object.keys(tool.controls)[0]!
      const key = cpdnOf(tool.controls[name]!)
      expect(only(evaluateTool(tool, { [key]: 93 }), name)).toEqual([])
      expect(only(evaluateTool(tool, { [key]: 121 }), name)).toEqual([{ type: 'error', kind: 'max', bound: 120 }])
    }
  })

  test('an age field keeps its own maxValuePolicy', () => {
    const tool = makeTool({ age: num({ maxValuePolicy: 95 }) })
    expect(only(evaluateTool(tool, { age: 95 }), 'age')).toEqual([])
    expect(only(evaluateTool(tool, { age: 96 }), 'age')).toEqual([{ type: 'error', kind: 'maxPolicy', bound: 95 }])
  })

  test('a range refusal carries the reason the field gives for its range', () => {
    const reason = 'The Pooled Cohort Equations were derived in adults aged 40–79.'
    const tool = makeTool({ age: num({ minValue: 40, maxValue: 79, rangeReason: reason }) })
    expect(only(evaluateTool(tool, { age: 39 }), 'age')).toEqual([{ type: 'error', kind: 'min', bound: 40, reason }])
    expect(only(evaluateTool(tool, { age: 80 }), 'age')).toEqual([{ type: 'error', kind: 'max', bound: 79, reason }])
  })

  test('bounds may be expressions over other fields', () => {
    const tool = makeTool({
      age: num({ minValue: 18, maxValue: 120 }),
      age_started: num({ minValue: 'age - age + 5', maxValue: 'age' }),
      sbp: num(),
      dbp: num({ maxValuePolicy: 'sbp - 10' }),
    })
    expect(only(evaluateTool(tool, { age: 50, age_started: 50, sbp: 120, dbp: 110 }), 'age_started')).toEqual([])
    expect(only(evaluateTool(tool, { age: 50, age_started: 51 }), 'age_started')).toEqual([{ type: 'error', kind: 'max', bound: 50 }])
    expect(only(evaluateTool(tool, { age: 50, age_started: 4 }), 'age_started')).toEqual([{ type: 'error', kind: 'min', bound: 5 }])
    expect(only(evaluateTool(tool, { sbp: 120, dbp: 111 }), 'dbp')).toEqual([{ type: 'error', kind: 'maxPolicy', bound: 110 }])
  })

  test('a bound over an empty or hidden field does not apply', () => {
    const tool = makeTool({
      show: choice(),
      age: num({}, { visibility: "show = 'yes'" }),
      started: num({ maxValue: 'age' }),
    })
    expect(only(evaluateTool(tool, { started: 70 }), 'started')).toEqual([])
    expect(only(evaluateTool(tool, { show: 'no', age: 30, started: 70 }), 'started')).toEqual([])
    expect(only(evaluateTool(tool, { show: 'yes', age: 30, started: 70 }), 'started')).toEqual([{ type: 'error', kind: 'max', bound: 30 }])
  })

  test('a bound that is not a number is a definition error: Incorrect condition', () => {
    const tool = makeTool({ label: choice(), x: num({ maxValue: 'label', minValue: 'nosuchfn(1)' }) })
    const e = evaluateTool(tool, { label: 'yes', x: 5 })
    expect(only(e, 'x')).toEqual([
      { type: 'error', kind: 'definition', message: 'Incorrect condition' },
      { type: 'error', kind: 'definition', message: 'Incorrect condition' },
    ])
    expect(e.errorCount).toBe(1)
  })

  describe('measured values and counts', () => {
    test('a measured value is accepted at the precision it is given (a laboratory report, a dose)', () => {
      const tool = makeTool({ x: num({ minValue: 0, maxValue: 2000 }) })
      for (const v of ['12.45', '151.2', '131.27', '7.125', '0.35', 0.1 + 0.2, 12.3456]) expect(only(evaluateTool(tool, { x: v }), 'x'), String(v)).toEqual([])
    })

    test('a count (integer: true) takes whole numbers only', () => {
      const tool = makeTool({ x: num({ minValue: 0, integer: true }) })
      expect(only(evaluateTool(tool, { x: 5 }), 'x')).toEqual([])
      expect(only(evaluateTool(tool, { x: '12' }), 'x')).toEqual([])
      expect(only(evaluateTool(tool, { x: '5.5' }), 'x')).toEqual([{ type: 'error', kind: 'integer' }])
    })

    test('a bound error and a whole-number error are both reported', () => {
      const tool = makeTool({ x: num({ minValue: 10, integer: true }) })
      expect(kinds(evaluateTool(tool, { x: 5.5 }), 'x')).toEqual(['min', 'integer'])
    })
  })
})

describe('validation rules', () => {
  const tool = makeTool({
    sbp: num(),
    dbp: {
      type: 'numeric.basic',
      attributes: {
        fieldInfo: {
          validations: [
            { rule: 'dbp < sbp', message: 'Diastolic must be below systolic.', type: 'error' },
            { rule: 'dbp >= 40', message: 'Check this unusually low value.', type: 'warning' },
          ],
        },
      },
    },
  })

  test('a rule that holds gives nothing', () => {
    expect(only(evaluateTool(tool, { sbp: 120, dbp: 80 }), 'dbp')).toEqual([])
  })

  test('a failing error rule gives its message with type error and counts', () => {
    const e = evaluateTool(tool, { sbp: 120, dbp: 130 })
    expect(only(e, 'dbp')).toEqual([{ type: 'error', kind: 'rule', message: 'Diastolic must be below systolic.' }])
    expect(e.errorCount).toBe(1)
  })

  test('a failing warning rule gives its message, does not count and does not block the outcome', () => {
    const withResult = makeTool({ ...Object.fromEntries(Object.entries(tool.controls)), pp: { type: 'result.value', attributes: { fieldInfo: { value: 'sbp - dbp' } } } })
    const e = evaluateTool(withResult, { sbp: 120, dbp: 30 })
    expect(only(e, 'dbp')).toEqual([{ type: 'warning', kind: 'rule', message: 'Check this unusually low value.' }])
    expect(e.errorCount).toBe(0)
    expect(e.outcome).toEqual({ pp: 90 })
  })

  test('rules are checked only when the field has a value', () => {
    expect(only(evaluateTool(tool, { sbp: 120 }), 'dbp')).toEqual([])
  })

  test('rules are not checked when a basic check already failed', () => {
    const t2 = makeTool({
      x: { type: 'numeric.basic', attributes: { fieldInfo: { constraints: { maxValue: 10 }, validations: [{ rule: 'x < 5', message: 'Below 5', type: 'error' }] } } },
    })
    expect(only(evaluateTool(t2, { x: 11 }), 'x')).toEqual([{ type: 'error', kind: 'max', bound: 10 }])
    expect(only(evaluateTool(t2, { x: 7 }), 'x')).toEqual([{ type: 'error', kind: 'rule', message: 'Below 5' }])
  })

  test('rules apply to choice and multiselect fields too', () => {
    const t2 = makeTool({
      sex: choice(sexLabels),
      pregnant: choice(yesNo, { attributes: { fieldInfo: { labels: yesNo, validations: [{ rule: "not (pregnant = 'yes' and sex = 'male')", message: 'Check sex.', type: 'error' }] } } }),
      symptoms: {
        type: 'multiselect.filter',
        attributes: { fieldInfo: { labels: symptomLabels, validations: [{ rule: 'symptoms <= 2', message: 'At most two.', type: 'error' }] } },
      },
    })
    expect(only(evaluateTool(t2, { sex: 'male', pregnant: 'yes' }), 'pregnant')).toEqual([{ type: 'error', kind: 'rule', message: 'Check sex.' }])
    expect(only(evaluateTool(t2, { symptoms: ['chest_pain', 'dyspnoea', 'syncope'] }), 'symptoms')).toEqual([
      { type: 'error', kind: 'rule', message: 'At most two.' },
    ])
    expect(only(evaluateTool(t2, { symptoms: ['chest_pain', 'dyspnoea'] }), 'symptoms')).toEqual([])
  })

  test.each(['x >', 'x = = 1', 'nosuchfn(x)', "round(x, 'a', 2, 3)"])('a malformed rule %j reports "Incorrect validation rule: {rule}"', (rule) => {
    const t2 = makeTool({ x: { type: 'numeric.basic', attributes: { fieldInfo: { validations: [{ rule, message: 'never shown', type: 'warning' }] } } } })
    const e = evaluateTool(t2, { x: 1 })
    expect(only(e, 'x')).toEqual([{ type: 'error', kind: 'definition', message: `Incorrect validation rule: ${rule}` }])
    expect(e.errorCount).toBe(1)
  })
})

describe('visibility', () => {
  const tool = makeTool({
    smoker: choice(yesNo, { attributes: { fieldInfo: { labels: yesNo, constraints: { required: 'yes' } } } }),
    cigs: num({ required: 'yes', minValue: 1 }, { visibility: "smoker = 'yes'" }),
    twice: { type: 'result.value', attributes: { fieldInfo: { value: 'if(cigs = null, -1, cigs * 2)' } } },
  })

  test('a hidden field loses value and label, is not validated and rules read it as empty', () => {
    const e = evaluateTool(tool, { smoker: 'no', cigs: 0 })
    expect(e.fields.cigs).toMatchObject({ hidden: true, value: null, label: null, validations: [] })
    expect(e.errorCount).toBe(0)
    expect(e.outcome).toEqual({ twice: -1 })
  })

  test('a shown field is validated and used', () => {
    expect(kinds(evaluateTool(tool, { smoker: 'yes' }), 'cigs')).toEqual(['required'])
    const e = evaluateTool(tool, { smoker: 'yes', cigs: 10 })
    expect(e.fields.cigs).toMatchObject({ hidden: false, value: 10 })
    expect(e.outcome).toEqual({ twice: 20 })
  })

  test('a hidden choice loses its label', () => {
    const t2 = makeTool({ a: choice(), b: choice(sexLabels, { visibility: "a = 'yes'" }) })
    expect(evaluateTool(t2, { a: 'no', b: 'male' }).fields.b).toMatchObject({ hidden: true, value: null, label: null })
    expect(evaluateTool(t2, { a: 'yes', b: 'male' }).fields.b).toMatchObject({ hidden: false, value: 'male', label: 'Male' })
  })

  // A hides B, B's value controls C: C must follow B's visibility, not B's stale value.
  const chain = {
    a: choice(),
    b: choice(yesNo, { visibility: "a = 'yes'" }),
    c: num({ required: 'yes' }, { visibility: "b = 'yes'" }),
  }
  test.each([
    ['declared A, B, C', ['a', 'b', 'c']],
    ['declared C, B, A', ['c', 'b', 'a']],
    ['declared B, C, A', ['b', 'c', 'a']],
  ])('visibility chains (%s)', (_d, order) => {
    const t2 = makeTool(Object.fromEntries(order.map((k) => [k, chain[k as keyof typeof chain]])))
    const hiddenAll = evaluateTool(t2, { a: 'no', b: 'yes', c: 5 })
    expect(hiddenAll.fields.b!.hidden).toBe(true)
    expect(hiddenAll.fields.c).toMatchObject({ hidden: true, value: null })
    expect(hiddenAll.errorCount).toBe(0)
    const shownAll = evaluateTool(t2, { a: 'yes', b: 'yes' })
    expect(shownAll.fields.c!.hidden).toBe(false)
    expect(kinds(shownAll, 'c')).toEqual(['required'])
    expect(evaluateTool(t2, { a: 'yes', b: 'no', c: 5 }).fields.c!.hidden).toBe(true)
  })

  test('children of a hidden container are hidden, however deep', () => {
    const t2 = makeTool({
      show: choice(),
      outer: { type: 'group', children: ['inner'], visibility: "show = 'yes'" },
      inner: { type: 'horizontal_group', isChild: true, children: ['x'] },
      x: num({ required: 'yes' }, { isChild: true }),
    })
    const e = evaluateTool(t2, { show: 'no', x: 3 })
    expect(e.fields.outer!.hidden).toBe(true)
    expect(e.fields.inner!.hidden).toBe(true)
    expect(e.fields.x).toMatchObject({ hidden: true, value: null })
    expect(e.errorCount).toBe(0)
    const shown = evaluateTool(t2, { show: 'yes' })
    expect(shown.fields.x!.hidden).toBe(false)
    expect(shown.errorCount).toBe(1)
  })

  test('multiselect count and field.choice work in visibility', () => {
    const t2 = makeTool({
      symptoms: { type: 'multiselect.toggle', attributes: { fieldInfo: { labels: symptomLabels } } },
      pain_score: num({}, { visibility: 'symptoms.chest_pain' }),
      several: num({}, { visibility: 'symptoms >= 2' }),
    })
    const e = evaluateTool(t2, { symptoms: ['chest_pain'] })
    expect(e.fields.pain_score!.hidden).toBe(false)
    expect(e.fields.several!.hidden).toBe(true)
    const e2 = evaluateTool(t2, { symptoms: ['dyspnoea', 'syncope'] })
    expect(e2.fields.pain_score!.hidden).toBe(true)
    expect(e2.fields.several!.hidden).toBe(false)
  })

  test('a malformed visibility rule shows "Incorrect visibility rule" on a shown field and blocks the calculation', () => {
    for (const visibility of ['a = ', 'nosuchfn(a)']) {
      const t2 = makeTool({
        a: num(),
        b: num({}, { visibility }),
        r: { type: 'result.value', attributes: { fieldInfo: { value: 'a + 1' } } },
      })
      const e = evaluateTool(t2, { a: 1, b: 2 })
      expect(e.fields.b!.hidden, visibility).toBe(false)
      expect(only(e, 'b')).toEqual([{ type: 'error', kind: 'definition', message: 'Incorrect visibility rule' }])
      expect(e.errorCount).toBe(1)
      expect(e.outcome).toEqual({})
    }
  })

  test('results may show or hide by the outcome (guidance after the calculation)', () => {
    const t2 = makeTool({
      a: num({ required: 'yes' }),
      score: { type: 'result.score', attributes: { fieldInfo: { value: 'a * 2' } } },
      high: { type: 'text.paragraph', visibility: 'score >= 10', attributes: { fieldInfo: { baseContent: 'Treat.' } } },
      low: { type: 'text.paragraph', visibility: 'score < 10', attributes: { fieldInfo: { baseContent: 'Reassure.' } } },
      band: { type: 'result.interpretation', visibility: 'score >= 10', attributes: { fieldInfo: { value: "'high'" } } },
    })
    const high = evaluateTool(t2, { a: 6 })
    expect(high.fields.high!.hidden).toBe(false)
    expect(high.fields.low!.hidden).toBe(true)
    expect(high.outcome).toEqual({ score: 12, band: 'high' })
    const low = evaluateTool(t2, { a: 2 })
    expect(low.fields.high!.hidden).toBe(true)
    expect(low.fields.low!.hidden).toBe(false)
    expect(low.fields.band).toMatchObject({ hidden: true, value: null })
    expect(low.outcome).toEqual({ score: 4 })
    // No outcome while the form has errors: neither shows.
    const none = evaluateTool(t2, {})
    expect(none.fields.high!.hidden).toBe(true)
    expect(none.fields.low!.hidden).toBe(true)
  })
})

describe('fields sharing a cpdn', () => {
  const tool = makeTool({
    sex_a: choice(sexLabels, { cpdn: 'sex' }),
    sex_b: { type: 'singleselect.radiogroup', cpdn: 'sex', attributes: { fieldInfo: { labels: [{ name: 'Woman', value: 'female' }, { name: 'Man', value: 'male' }] } } },
    r: { type: 'result.value', attributes: { fieldInfo: { value: 'sex' } } },
  })

  test('mirror value; each resolves its own label', () => {
    const e = evaluateTool(tool, { sex: 'female' })
    expect(e.fields.sex_a).toMatchObject({ cpdn: 'sex', value: 'female', label: 'Female' })
    expect(e.fields.sex_b).toMatchObject({ cpdn: 'sex', value: 'female', label: 'Woman' })
    expect(e.outcome).toEqual({ r: 'female' })
  })

  test('the cpdn wins over a field name when both are posted', () => {
    expect(evaluateTool(tool, { sex: 'male', sex_a: 'female' }).fields.sex_a!.value).toBe('male')
    expect(evaluateTool(tool, { sex_a: 'female' }).fields.sex_a!.value).toBe('female')
  })

  test('rules read the cpdn from a shown field when another field with it is hidden', () => {
    const t2 = makeTool({
      metric: choice(),
      height_in: num({}, { cpdn: 'height', visibility: "metric = 'no'" }),
      height_other: num({}, { cpdn: 'height', visibility: "metric = 'yes'" }),
      r: { type: 'result.value', attributes: { fieldInfo: { value: 'height' } } },
    })
    expect(evaluateTool(t2, { metric: 'yes', height: 70 }).outcome).toEqual({ r: 70 })
    expect(evaluateTool(t2, { metric: 'no', height: 70 }).outcome).toEqual({ r: 70 })
  })

  test('a name wins over another field’s cpdn in rules', () => {
    const t2 = makeTool({
      x: num({}, { cpdn: 'y' }),
      y: num({}, { cpdn: 'q' }),
      r: { type: 'result.value', attributes: { fieldInfo: { value: 'y' } } },
    })
    const e = evaluateTool(t2, { y: 2, q: 9 })
    expect([e.fields.x!.value, e.fields.y!.value]).toEqual([2, 9])
    expect(e.outcome).toEqual({ r: 9 })
  })

  test('a hidden field read by its name stays empty even when another field’s cpdn is that name', () => {
    const t2 = makeTool({
      show: choice(),
      x: num({}, { cpdn: 'y' }),
      y: num({}, { cpdn: 'q', visibility: "show = 'yes'" }),
      r: { type: 'result.value', attributes: { fieldInfo: { value: 'if(y = null, -1, y)' } } },
    })
    expect(evaluateTool(t2, { show: 'no', y: 2, q: 9 }).outcome).toEqual({ r: -1 })
    expect(evaluateTool(t2, { show: 'yes', y: 2, q: 9 }).outcome).toEqual({ r: 9 })
  })
})

describe('ui-defaults', () => {
  const tool = makeTool({
    country: choice([
      { name: 'US', value: 'us' },
      { name: 'UK', value: 'uk' },
    ]),
    units: {
      type: 'singleselect.dropdown',
      attributes: {
        fieldInfo: {
          labels: [
            { name: 'mg/dL', value: 'mgdl' },
            { name: 'mmol/L', value: 'mmol' },
          ],
          constraints: { required: 'yes' },
          'ui-default': [
            { value: 'mmol', condition: "country = 'uk'", message: 'UK laboratories report mmol/L.', link: 'https://example.org/uk' },
            { value: 'mgdl', message: 'Defaulted to mg/dL.' },
          ],
        },
      },
    },
  })

  test('the first default whose condition holds applies to an empty field, with its message and link', () => {
    const e = evaluateTool(tool, { country: 'uk' })
    expect(e.fields.units).toMatchObject({ value: 'mmol', label: 'mmol/L', defaultMessage: 'UK laboratories report mmol/L.', defaultMessageLink: 'https://example.org/uk' })
    expect(e.errorCount).toBe(0)
  })

  test('a later default without a condition applies when an earlier condition fails', () => {
    const e = evaluateTool(tool, { country: 'us' })
    expect(e.fields.units).toMatchObject({ value: 'mgdl', label: 'mg/dL', defaultMessage: 'Defaulted to mg/dL.' })
    expect(e.fields.units!.defaultMessageLink).toBeUndefined()
  })

  test('a value given by the user is never replaced, and carries no default message', () => {
    const e = evaluateTool(tool, { country: 'uk', units: 'mgdl' })
    expect(e.fields.units).toMatchObject({ value: 'mgdl', label: 'mg/dL' })
    expect(e.fields.units!.defaultMessage).toBeUndefined()
    expect(e.fields.units!.defaultMessageLink).toBeUndefined()
  })

  test('no default applies when no condition holds', () => {
    const t2 = makeTool({
      a: choice(),
      b: num({ required: 'yes' }, { attributes: { fieldInfo: { constraints: { required: 'yes' }, 'ui-default': [{ value: 5, condition: "a = 'yes'" }] } } }),
    })
    expect(evaluateTool(t2, { a: 'no' }).fields.b).toMatchObject({ value: null })
    expect(kinds(evaluateTool(t2, { a: 'no' }), 'b')).toEqual(['required'])
    expect(evaluateTool(t2, { a: 'yes' }).fields.b).toMatchObject({ value: 5, validations: [] })
    expect(evaluateTool(t2, { a: 'yes' }).fields.b!.defaultMessage).toBeUndefined()
  })

  test('a numeric default given as text is converted and validated like an entry', () => {
    const t2 = makeTool({ b: { type: 'numeric.basic', attributes: { fieldInfo: { constraints: { maxValue: 3 }, 'ui-default': [{ value: '4' }] } } } })
    const e = evaluateTool(t2, {})
    expect(e.fields.b!.value).toBe(4)
    expect(only(e, 'b')).toEqual([{ type: 'error', kind: 'max', bound: 3 }])
  })

  test('a multiselect default becomes a list', () => {
    const t2 = makeTool({ s: { type: 'multiselect.filter', attributes: { fieldInfo: { labels: symptomLabels, 'ui-default': [{ value: 'syncope' }] } } } })
    expect(evaluateTool(t2, {}).fields.s).toMatchObject({ value: ['syncope'], label: 'Syncope' })
  })

  test('a default on a hidden field is dropped with the field', () => {
    const t2 = makeTool({ a: choice(), b: num({}, { visibility: "a = 'yes'", attributes: { fieldInfo: { 'ui-default': [{ value: 5 }] } } }) })
    expect(evaluateTool(t2, { a: 'no' }).fields.b).toMatchObject({ hidden: true, value: null })
  })

  test('a malformed condition does not apply its default', () => {
    const t2 = makeTool({ b: { type: 'numeric.basic', attributes: { fieldInfo: { 'ui-default': [{ value: 1, condition: 'a >' }, { value: 2 }] } } } })
    expect(evaluateTool(t2, {}).fields.b!.value).toBe(2)
  })
})

describe('computed fields', () => {
  test('numeric.bmi from weight (lb) and height (in) with factor 703.07', () => {
    const tool = makeTool({
      weight: num({ required: 'yes' }),
      height: num({ required: 'yes' }),
      bmi: { type: 'numeric.bmi', attributes: { fieldInfo: { value: 'bmi_imperial(weight, height)' } } },
      bmi1: { type: 'result.value', attributes: { fieldInfo: { value: 'round1(bmi)' } } },
    })
    const e = evaluateTool(tool, { weight: '180', height: '70' })
    expect(e.outcome.bmi).toBeCloseTo((703.07 * 180) / 70 ** 2, 10)
    expect(e.outcome.bmi1).toBe(25.8)
  })

  test('numeric.egfr by CKD-EPI 2009 (141, κ, α, −1.209, 0.993^age, 1.018 female, 1.159 African American)', () => {
    const tool = makeTool({
      scr: num(),
      age: num(),
      sex: choice(sexLabels),
      aa_status: choice(yesNo),
      egfr: { type: 'numeric.egfr', cpdn: 'egfr_value', attributes: { fieldInfo: { value: 'round(egfr_ckdepi2009(scr, age, sex, aa_status))' } } },
    })
    const expected = (scr: number, age: number, female: boolean, aa: boolean) => {
      const k = female ? 0.7 : 0.9
      const a = female ? -0.329 : -0.411
      return Math.round(141 * Math.min(scr / k, 1) ** a * Math.max(scr / k, 1) ** -1.209 * 0.993 ** age * (female ? 1.018 : 1) * (aa ? 1.159 : 1))
    }
    for (const [scr, age, sex, aa] of [
      [1.0, 50, 'female', 'no'],
      [0.6, 40, 'female', 'yes'],
      [1.3, 70, 'male', 'no'],
      [0.5, 30, 'male', 'yes'],
    ] as const) {
      const e = evaluateTool(tool, { scr, age, sex, aa_status: aa })
      expect(e.outcome, `${scr} ${age} ${sex} ${aa}`).toEqual({ egfr_value: expected(scr, age, sex === 'female', aa === 'yes'), egfr: expected(scr, age, sex === 'female', aa === 'yes') })
    }
  })

  test('numeric.pkyrs from packs per day (20 cigarettes a pack), start and quit', () => {
    const tool = makeTool({
      packs: { type: 'numeric.packsperday', attributes: { fieldInfo: { constraints: { minValue: 0 } } } },
      started: { type: 'numeric.startsmoking' },
      quit: { type: 'numeric.quitsmoking' },
      pkyrs: { type: 'numeric.pkyrs', attributes: { fieldInfo: { value: 'round(pack_years(packs_to_cigarettes(packs), started, quit))' } } },
    })
    expect(evaluateTool(tool, { packs: 1.5, started: 30, quit: 10 }).outcome).toEqual({ pkyrs: 30 })
    expect(evaluateTool(tool, { packs: '2', started: '25', quit: '0' }).outcome).toEqual({ pkyrs: 50 })
  })

  test.each(COMPUTED_FIELD_TYPES)('%s needs no input and is never validated as one', (type) => {
    const tool = makeTool({ a: num(), c: { type, attributes: { fieldInfo: { value: 'a + 1', constraints: { required: 'yes' } } } } })
    const e = evaluateTool(tool, { a: 1 })
    expect(e.fields.c).toMatchObject({ value: 2, validations: [] })
    expect(e.errorCount).toBe(0)
  })

  test('results are computed in dependency order whatever the declaration order, keyed by cpdn and name', () => {
    const tool = makeTool({
      label: { type: 'result.interpretation', attributes: { fieldInfo: { value: "if(risk_pct >= 10, 'high', 'low')" } } },
      risk: { type: 'result.risk', cpdn: 'risk_pct', attributes: { fieldInfo: { value: 'score * 5' } } },
      score: { type: 'result.score', attributes: { fieldInfo: { value: 'a + b' } } },
      a: num(),
      b: num(),
      constant: { type: 'result.value', attributes: { fieldInfo: { value: 42 } } },
      empty: { type: 'result.value' },
    })
    expect(computationOrder(tool).map((f) => f.name)).toEqual(['score', 'risk', 'label', 'constant'])
    const e = evaluateTool(tool, { a: 1, b: 0 })
    expect(e.outcome).toEqual({ label: 'low', risk_pct: 5, risk: 5, score: 1, constant: 42 })
    expect(evaluateTool(tool, { a: 1, b: 2 }).outcome).toMatchObject({ label: 'high', risk_pct: 15 })
    expect(e.fields.empty!.value).toBeNull()
  })

  test('a cycle between computed fields is reported with its path', () => {
    const tool = makeTool({
      a: { type: 'result.value', attributes: { fieldInfo: { value: 'c + 1' } } },
      b: { type: 'result.value', attributes: { fieldInfo: { value: 'a + 1' } } },
      c: { type: 'result.value', attributes: { fieldInfo: { value: 'b + 1' } } },
    })
    expect(() => computationOrder(tool)).toThrow('Computed fields depend on each other in a cycle: a → c → b → a')
  })

  test('a field reading itself is not a cycle (it reads empty)', () => {
    const tool = makeTool({ a: { type: 'result.value', attributes: { fieldInfo: { value: 'if(a = null, 1, 2)' } } } })
    expect(computationOrder(tool).map((f) => f.name)).toEqual(['a'])
    expect(evaluateTool(tool, {}).outcome).toEqual({ a: 1 })
  })

  test('the outcome is empty while any visible input has an error, and computed values stay empty', () => {
    const tool = makeTool({
      a: num({ required: 'yes' }),
      b: num({ maxValue: 5 }),
      s: { type: 'result.score', attributes: { fieldInfo: { value: '1' } } },
    })
    const e = evaluateTool(tool, { a: 1, b: 6 })
    expect(e.errorCount).toBe(1)
    expect(e.outcome).toEqual({})
    expect(e.fields.s!.value).toBeNull()
    expect(evaluateTool(tool, { a: 1, b: 5 }).outcome).toEqual({ s: 1 })
  })

  test('a hidden computed field has no outcome and reads empty to others', () => {
    const tool = makeTool({
      a: choice(),
      x: { type: 'result.value', visibility: "a = 'yes'", attributes: { fieldInfo: { value: '5' } } },
      y: { type: 'result.value', attributes: { fieldInfo: { value: 'if(x = null, 0, x)' } } },
    })
    expect(evaluateTool(tool, { a: 'no' }).outcome).toEqual({ y: 0 })
    expect(evaluateTool(tool, { a: 'no' }).fields.x).toMatchObject({ hidden: true, value: null })
    expect(evaluateTool(tool, { a: 'yes' }).outcome).toEqual({ x: 5, y: 5 })
  })

  test('an expression that cannot be evaluated gives an empty value and a definition message', () => {
    const tool = makeTool({ a: num(), r: { type: 'result.value', attributes: { fieldInfo: { value: 'nosuchfn(a)' } } } })
    const e = evaluateTool(tool, { a: 1 })
    expect(e.outcome).toEqual({ r: null })
    expect(only(e, 'r')).toEqual([{ type: 'error', kind: 'definition', message: 'Incorrect expression: nosuchfn(a)' }])
  })
})

describe('errorCount', () => {
  test('counts visible fields with an error, not errors and not warnings', () => {
    const tool = makeTool({
      a: num({ minValue: 10 }),
      b: num({ required: 'yes' }),
      c: num({ required: 'yes' }, { visibility: 'a > 100' }),
      d: { type: 'numeric.basic', attributes: { fieldInfo: { validations: [{ rule: 'd > 10', message: 'Low', type: 'warning' }] } } },
    })
    const e = evaluateTool(tool, { a: 5.5, d: 1 })
    expect(kinds(e, 'a')).toEqual(['min'])
    expect(kinds(e, 'b')).toEqual(['required'])
    expect(e.fields.c!.hidden).toBe(true)
    expect(kinds(e, 'd')).toEqual(['rule'])
    expect(e.errorCount).toBe(2)
  })
})

describe('inputs', () => {
  test('unknown input keys are ignored', () => {
    const tool = makeTool({ a: num() })
    expect(evaluateTool(tool, { a: 1, zzz: 'x' }).fields).not.toHaveProperty('zzz')
  })

  test('objects and non-finite numbers are read as empty', () => {
    const tool = makeTool({ a: num({ required: 'yes' }) })
    for (const raw of [{ v: 1 }, Number.NaN, Number.POSITIVE_INFINITY]) expect(kinds(evaluateTool(tool, { a: raw }), 'a')).toEqual(['required'])
  })
})

// ------------------------------------------------------------------------------------------
// Properties
// ------------------------------------------------------------------------------------------

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length

describe('properties', () => {
  const bounded = fc
    .record({
      min: fc.integer({ min: -1000, max: 1000 }),
      step: fc.constantFrom(1, 0.5, 0.25, 0.1, 0.01, 2, 5),
      span: fc.integer({ min: 1, max: 5000 }),
    })
    .map(({ min, step, span }) => {
      const decimals = decimalsOf(step)
      const max = Number((min + span * step).toFixed(decimals))
      return { min, max, step, span, decimals }
    })

  test('any value within [min, max], at any precision, validates (typed as text or as a number)', () => {
    fc.assert(
      fc.property(
        bounded.chain((b) => fc.tuple(fc.constant(b), fc.integer({ min: 0, max: b.span * 1000 }))),
        fc.boolean(),
        ([b, k], asText) => {
          const tool = makeTool({ x: num({ required: 'yes', minValue: b.min, maxValue: b.max }) })
          const text = (b.min + (k / 1000) * b.step).toFixed(b.decimals + 3)
          const e = evaluateTool(tool, { x: asText ? text : Number(text) })
          expect(e.fields.x!.validations).toEqual([])
          expect(e.fields.x!.value).toBe(Number(text))
          expect(e.errorCount).toBe(0)
        },
      ),
    )
  })

  test('a value outside [min, max] is refused with kind min or max and the bound', () => {
    fc.assert(
      fc.property(bounded, fc.integer({ min: 1, max: 10_000 }), fc.boolean(), (b, k, below) => {
        const tool = makeTool({ x: num({ minValue: b.min, maxValue: b.max }) })
        const value = Number((below ? b.min - k * b.step : b.max + k * b.step).toFixed(b.decimals))
        const e = evaluateTool(tool, { x: String(value) })
        expect(e.fields.x!.validations).toContainEqual(below ? { type: 'error', kind: 'min', bound: b.min } : { type: 'error', kind: 'max', bound: b.max })
        expect(e.errorCount).toBe(1)
        expect(e.outcome).toEqual({})
      }),
    )
  })

  test('a count (integer: true) refuses a value between whole numbers with kind integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 999 }), (whole, thousandths) => {
        const tool = makeTool({ x: num({ integer: true }) })
        expect(kinds(evaluateTool(tool, { x: whole }), 'x')).toEqual([])
        expect(kinds(evaluateTool(tool, { x: whole + thousandths / 1000 }), 'x')).toEqual(['integer'])
      }),
    )
  })

  // One field of every type, with rules over each other, ui-defaults, bounds by expression.
  const everything = makeTool({
    ...Object.fromEntries(
      NUMERIC_INPUTS.map((type, i) => [
        `n${i}`,
        {
          type,
          visibility: i % 2 ? `c0 != 'no'` : undefined,
          attributes: {
            fieldInfo: {
              constraints: { required: i % 3 === 0 ? 'yes' : undefined, minValue: i === 1 ? 'n0 - 5' : 0, maxValue: 200, integer: i === 2 ? true : undefined },
              validations: [{ rule: `n${i} < 150`, message: 'High', type: i % 2 ? 'warning' : 'error' }],
              'ui-default': i === 3 ? [{ value: 7, condition: 'm0 >= 1' }] : undefined,
            },
          },
        } satisfies Control,
      ]),
    ),
    ...Object.fromEntries(CHOICE_INPUTS.map((type, i) => [`c${i}`, { type, cpdn: i < 2 ? 'shared' : undefined, visibility: i > 2 ? 'm1.syncope' : undefined, attributes: { fieldInfo: { labels: yesNo } } } satisfies Control])),
    ...Object.fromEntries(MULTI_INPUTS.map((type, i) => [`m${i}`, { type, attributes: { fieldInfo: { labels: symptomLabels, constraints: { required: 'yes' } } } } satisfies Control])),
    ...Object.fromEntries([...LAYOUT_FIELD_TYPES, ...TEXT_FIELD_TYPES, 'visual.iconarray' as const].map((type, i) => [`l${i}`, { type, visibility: i === 0 ? 'n0 > 5' : undefined } satisfies Control])),
    bmi: { type: 'numeric.bmi', attributes: { fieldInfo: { value: 'bmi_imperial(n6, n1)' } } },
    egfr: { type: 'numeric.egfr', attributes: { fieldInfo: { value: 'egfr_ckdepi2009(n0, n2, shared, c3)' } } },
    pkyrs: { type: 'numeric.pkyrs', attributes: { fieldInfo: { value: 'pack_years(packs_to_cigarettes(n3), n4, n5)' } } },
    score: { type: 'result.score', attributes: { fieldInfo: { value: 'n0 + m0 + (c2 = "yes") + round(bmi)' } } },
    risk: { type: 'result.risk', visibility: 'score > 3', attributes: { fieldInfo: { value: 'score / 10' } } },
    text: { type: 'summary.statement', attributes: { fieldInfo: { value: "if(risk > 1, 'high', 'low')" } } },
  })
  const fieldKeys = [...Object.keys(everything.controls), 'shared', 'm1.syncope', 'zzz']

  test('evaluateTool never throws, and its results are consistent, for arbitrary inputs', () => {
    const value = fc.oneof(
      fc.anything(),
      fc.constantFrom('yes', 'no', 'chest_pain', 'syncope', '5', '0', '', ' 7.5 ', 'true', '1e999'),
      fc.array(fc.constantFrom('chest_pain', 'dyspnoea', 'syncope', 'x', '')),
      fc.double(),
      fc.integer({ min: -10, max: 300 }),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fieldKeys), value), fc.anything(), (picked, junk) => {
        const inputs: Record<string, unknown> = { ...picked }
        if (junk && typeof junk === 'object' && !Array.isArray(junk)) Object.assign(inputs, junk)
        const e = evaluateTool(everything, inputs)
        const visibleWithErrors = Object.values(e.fields).filter((s) => !s.hidden && s.validations.some((v) => v.type === 'error') && s.name[0] !== 'l' && !['bmi', 'egfr', 'pkyrs', 'score', 'risk', 'text'].includes(s.name))
        expect(e.errorCount).toBe(visibleWithErrors.length)
        if (e.errorCount > 0) expect(e.outcome).toEqual({})
        for (const s of Object.values(e.fields)) {
          if (s.hidden) expect([s.value, s.label]).toEqual([null, null])
          expect(s.value === null || ['number', 'string', 'boolean'].includes(typeof s.value) || Array.isArray(s.value)).toBe(true)
          if (typeof s.value === 'number') expect(Number.isFinite(s.value)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  test('evaluateTool never throws when inputs are whole records from fc.anything', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const inputs = junk && typeof junk === 'object' && !Array.isArray(junk) ? (junk as Record<string, unknown>) : { n0: junk, m0: junk, c0: junk }
        expect(() => evaluateTool(everything, inputs)).not.toThrow()
      }),
      { numRuns: 200 },
    )
  })
})

describe('background text', () => {
  test('texts show when their condition holds; a malformed condition says so', async () => {
    const { ToolDefinitionSchema } = await import('./schema/tool.ts')
    const { evaluateTool: evaluate } = await import('./evaluate.ts')
    const base = (await import('./library.ts')).toolLibrary().get('cha2ds2-vasc')!
    const tool = ToolDefinitionSchema.parse({
      ...base,
      controls: {
        ...base.controls,
        age: {
          ...base.controls.age,
          attributes: {
            fieldInfo: {
              ...base.controls.age!.attributes!.fieldInfo,
              backgroundText: [
                { content: 'Always shown.' },
                { content: 'Shown from 75.', condition: 'age >= 75' },
                { content: 'Broken.', condition: 'age >=' },
              ],
            },
          },
        },
      },
    })
    const young = evaluate(tool, { age: 60 }).fields.age!
    expect(young.backgroundText).toEqual(['Always shown.'])
    expect(young.validations).toContainEqual({ type: 'error', kind: 'definition', message: 'Incorrect background text' })
    expect(evaluate(tool, { age: 80 }).fields.age!.backgroundText).toEqual(['Always shown.', 'Shown from 75.'])
  })
})

describe('date fields', () => {
  const tool = () =>
    ToolDefinitionSchema.parse({
      ...toolLibrary().get('cha2ds2-vasc')!,
      sections: { patient: ['lmp', 'asof'] },
      risk: ['edd'],
      controls: {
        lmp: {
          name: 'lmp',
          type: 'date.basic',
          attributes: { fieldInfo: { baseContent: 'Last period', constraints: { required: 'yes', minValue: 'date_add(asof, -300)', maxValue: 'asof' } } },
        },
        asof: {
          name: 'asof',
          type: 'date.basic',
          attributes: { fieldInfo: { baseContent: 'On', 'ui-default': [{ value: '=today()', message: 'Today' }] } },
        },
        edd: { name: 'edd', type: 'result.value', attributes: { fieldInfo: { value: 'date_add(lmp, 280)' } } },
        ga: { name: 'ga', type: 'result.value', attributes: { fieldInfo: { value: "concat(floor(days_between(lmp, asof) / 7), ' weeks ', days_between(lmp, asof) % 7, ' days')" } } },
      },
      testVectors: [{ description: 'x', inputs: {}, expected: {}, source: 'x' }],
    })

  test('today() answers the evaluation date; ui-default expressions fill it in', () => {
    const e = evaluateTool(tool(), { lmp: '2026-01-01' }, { today: '2026-03-05' })
    expect(e.fields.asof?.value).toBe('2026-03-05')
    expect(e.fields.asof?.defaultMessage).toBe('Today')
    expect(e.outcome).toMatchObject({ edd: '2026-10-08', ga: '9 weeks 0 days' })
  })

  test('impossible or malformed dates are refused; date bounds are checked', () => {
    for (const lmp of ['2026-02-30', '01/01/2026', '2026']) {
      expect(evaluateTool(tool(), { lmp }, { today: '2026-03-05' }).fields.lmp?.validations[0]).toMatchObject({ kind: 'type' })
    }
    const future = evaluateTool(tool(), { lmp: '2026-03-06' }, { today: '2026-03-05' })
    expect(future.fields.lmp?.validations[0]).toMatchObject({ kind: 'max', date: '2026-03-05' })
    const tooOld = evaluateTool(tool(), { lmp: '2025-01-01' }, { today: '2026-03-05' })
    expect(tooOld.fields.lmp?.validations[0]).toMatchObject({ kind: 'min', date: '2025-05-09' })
  })
})

describe('hostile inputs', () => {
  test('objects inside a multiselect answer are dropped, never stringified', () => {
    const tool = toolLibrary().get('has-bled')!
    expect(() => evaluateTool(tool, { renal_liver: [{ toString: false }, { valueOf: 1 }, 'renal'] })).not.toThrow()
    expect(evaluateTool(tool, { renal_liver: [{ toString: false }, 'renal'] }).fields.renal_liver?.value).toEqual(['renal'])
  })
})

describe('points(field, …) over a tool', () => {
  const scored = (labels: { name: string; value: string; points?: number }[], extra: Partial<Control> = {}): Control => ({
    type: 'singleselect.toggle',
    attributes: { fieldInfo: { labels } },
    ...extra,
  })
  const tool = makeTool({
    a: scored([
      { name: 'No', value: 'no', points: 0 },
      { name: 'Yes', value: 'yes', points: 2 },
    ]),
    b: scored([
      { name: 'Low', value: 'low', points: -1 },
      { name: 'High', value: 'high', points: 1.5 },
    ]),
    c: scored([{ name: 'Yes', value: 'yes', points: 5 }], { visibility: "a = 'yes'" }),
    m: {
      type: 'multiselect.toggle',
      attributes: {
        fieldInfo: {
          labels: [
            { name: 'One', value: 'one', points: 1 },
            { name: 'Ten', value: 'ten', points: 10 },
          ],
        },
      },
    },
    bare: choice(),
    total: { type: 'result.score', attributes: { fieldInfo: { value: 'points(a, b)' } } },
    with_hidden: { type: 'result.score', attributes: { fieldInfo: { value: 'points(c)' } } },
    chosen: { type: 'result.score', attributes: { fieldInfo: { value: 'points(m)' } } },
    unscored: { type: 'result.score', attributes: { fieldInfo: { value: 'points(bare)' } } },
  })
  const outcome = (inputs: Record<string, unknown>) => evaluateTool(tool, inputs, { today: '2026-01-01' }).outcome

  test('sums the points of the chosen labels', () => {
    expect(outcome({ a: 'yes', b: 'high' }).total).toBe(3.5)
    expect(outcome({ a: 'no', b: 'low' }).total).toBe(-1)
  })

  test('a field without a value, or hidden, makes the sum unknown', () => {
    expect(outcome({ a: 'yes' }).total).toBeNull()
    expect(outcome({ a: 'yes', c: 'yes' }).with_hidden).toBe(5)
    expect(outcome({ a: 'no', c: 'yes' }).with_hidden).toBeNull()
  })

  test('a multiselect scores every chosen label, none chosen 0', () => {
    expect(outcome({ m: ['one', 'ten'] }).chosen).toBe(11)
    expect(outcome({ m: ['ten'] }).chosen).toBe(10)
    expect(outcome({}).chosen).toBe(0)
  })

  test('a label without points is a definition error, not a silent 0', () => {
    const evaluation = evaluateTool(tool, { bare: 'yes' })
    expect(evaluation.outcome.unscored).toBeNull()
    expect(evaluation.fields.unscored!.validations.map((v) => v.kind)).toEqual(['definition'])
  })
})
