import { describe, expect, test } from 'vitest'

import { makeTool, type Control } from '#tests/support/tool-fixture.ts'

import { evaluateTool } from '#engine/evaluate.ts'

import { canonicalUnit, readToolForm, unitFor } from './form-inputs.ts'


function form(entries: [string, string][]): FormData {
  const f = new FormData()
  for (const [k, v] of entries) f.append(k, v)
  return f
}

const heightIn: Control = {
  type: 'numeric.height',
  attributes: {
    fieldInfo: { constraints: { required: 'yes', minValue: 36, maxValue: 96 } },
    measureInfo: {
      labels: [
        { value: 'in', name: 'in', system: 'imperial' },
        { value: 'cm', name: 'cm', system: 'metric' },
      ],
      precisions: { in: 1, cm: 1 },
      uiDefaultMeasure: 'in',
    },
  },
}
const heightCm: Control = {
  type: 'numeric.height',
  attributes: {
    measureInfo: {
      labels: [
        { value: 'cm', name: 'cm', system: 'metric' },
        { value: 'in', name: 'in', system: 'imperial' },
      ],
      precisions: { in: 1, cm: 1 },
      uiDefaultMeasure: 'in',
    },
  },
}
const weightLb: Control = {
  type: 'numeric.weight',
  attributes: {
    fieldInfo: { constraints: { required: 'yes' } },
    measureInfo: {
      labels: [
        { value: 'lb', name: 'lb', system: 'imperial' },
        { value: 'kg', name: 'kg', system: 'metric' },
      ],
      precisions: { lb: 0, kg: 1 },
      uiDefaultMeasure: 'lb',
    },
  },
}

describe('readToolForm', () => {
  const tool = makeTool({
    age: { type: 'numeric.basic', cpdn: 'patient_age' },
    sex: { type: 'singleselect.radiogroup', attributes: { fieldInfo: { labels: [{ name: 'Female', value: 'female' }] } } },
    symptoms: {
      type: 'multiselect.toggle',
      attributes: {
        fieldInfo: {
          labels: [
            { name: 'A', value: 'a' },
            { name: 'B', value: 'b' },
          ],
        },
      },
    },
    heading: { type: 'text.heading' },
    score: { type: 'result.score', attributes: { fieldInfo: { value: '1' } } },
  })

  test('inputs by cpdn (trimmed); what was typed by field name (as typed)', () => {
    const r = readToolForm(tool, form([['age', ' 65 '], ['sex', 'female'], ['heading', 'x'], ['score', '99']]))
    expect(r.inputs).toEqual({ patient_age: '65', sex: 'female', symptoms: [] })
    expect(r.entered).toEqual({ age: ' 65 ', sex: 'female', symptoms: [] })
    expect(r.entryErrors).toEqual({})
    expect(r.units).toEqual({})
  })

  test('absent fields read as empty text', () => {
    expect(readToolForm(tool, form([])).inputs).toEqual({ patient_age: '', sex: '', symptoms: [] })
  })

  test('a multiselect reads every posted value, dropping empty ones', () => {
    const r = readToolForm(tool, form([['symptoms', 'a'], ['symptoms', ''], ['symptoms', 'b']]))
    expect(r.inputs.symptoms).toEqual(['a', 'b'])
    expect(r.entered.symptoms).toEqual(['a', 'b'])
  })

  test('file uploads are not text and read as empty', () => {
    const f = new FormData()
    f.append('age', new Blob(['65']), 'age.txt')
    expect(readToolForm(tool, f).inputs.patient_age).toBe('')
  })

  describe('units', () => {
    const t2 = makeTool({ weight: weightLb, height: heightIn, hcm: heightCm })

    test('the canonical unit is the first label', () => {
      expect(canonicalUnit(t2.controls.weight!)).toBe('lb')
      expect(canonicalUnit(t2.controls.hcm!)).toBe('cm')
      expect(canonicalUnit(tool.controls.age!)).toBeUndefined()
    })

    test('a value posted with its unit is converted into the canonical unit at full precision', () => {
      const r = readToolForm(t2, form([['weight', '80'], ['weight.unit', 'kg']]))
      expect(r.inputs.weight).toBe(176.369809748)
      expect(r.entered.weight).toBe('80')
      expect(r.measures.weight).toEqual({ text: '80', unit: 'kg' })
    })

    test('in the canonical unit the text goes through unchanged', () => {
      expect(readToolForm(t2, form([['weight', '176'], ['weight.unit', 'lb']])).inputs.weight).toBe('176')
    })

    test('the unit chosen to show never changes what a posted number means', () => {
      // 180 typed beside "lb", then kg chosen: still 180 lb, now shown as 81.6 kg.
      const r = readToolForm(t2, form([['weight', '180'], ['weight.unit', 'lb'], ['weight__unit', 'kg']]))
      expect(r.inputs.weight).toBe('180')
      expect(r.entered).toMatchObject({ weight: '81.6', 'weight.unit': 'kg', 'weight.typed': '180', 'weight.typed.unit': 'lb' })
      expect(r.measures.weight).toEqual({ text: '180', unit: 'lb' })
    })

    test('switching back and forth returns exactly what was typed, never a drifted value', () => {
      let fields: [string, string][] = [['weight', '180'], ['weight.unit', 'lb']]
      for (const unit of ['kg', 'lb', 'kg', 'kg', 'lb']) {
        const r = readToolForm(t2, form([...fields, ['weight__unit', unit]]))
        expect(r.inputs.weight).toBe('180')
        fields = Object.entries(r.entered).filter((e): e is [string, string] => typeof e[1] === 'string')
      }
      expect(fields).toContainEqual(['weight', '180'])
      expect(fields).toContainEqual(['weight.unit', 'lb'])
    })

    test('a converted value edited by hand is the new entry, in the unit beside it', () => {
      const r = readToolForm(t2, form([['weight', '82'], ['weight.unit', 'kg'], ['weight.typed', '180'], ['weight.typed.unit', 'lb']]))
      expect(r.inputs.weight).toBe(180.779054992)
      expect(r.measures.weight).toEqual({ text: '82', unit: 'kg' })
    })

    test('a measured value without its unit, or in a unit the field does not have, is refused', () => {
      for (const unit of [null, 'stone', 'kg ']) {
        const r = readToolForm(t2, form(unit === null ? [['weight', '80']] : [['weight', '80'], ['weight.unit', unit]]))
        expect(r.entryErrors, String(unit)).toEqual({ weight: 'unit' })
        expect(r.inputs.weight).toBe('invalid')
        expect(r.entered.weight).toBe('80')
      }
      // An empty box needs no unit.
      expect(readToolForm(t2, form([['weight', '']])).entryErrors).toEqual({})
    })

    test('a unit choice the field does not have falls back to its default', () => {
      const r = readToolForm(t2, form([['weight', '80'], ['weight.unit', 'lb'], ['weight__unit', 'stone']]))
      expect(unitFor(t2, t2.controls.weight!, r.units)).toBe('lb')
      expect(r.inputs.weight).toBe('80')
    })

    test('in inches a height is typed as feet and inches; a single box posts its own unit', () => {
      // hcm is canonical in cm, entered by default in inches (feet + inches).
      expect(readToolForm(t2, form([['hcm__ft', '5'], ['hcm__in', '10'], ['hcm.unit', 'in']])).inputs.hcm).toBe(177.8)
      expect(readToolForm(t2, form([['hcm', '177.8'], ['hcm.unit', 'cm']])).inputs.hcm).toBe('177.8')
      expect(readToolForm(t2, form([['hcm', '70'], ['hcm.unit', 'in']])).inputs.hcm).toBe(177.8)
    })

    test('text that is not a number is passed on in any unit, and the engine refuses it', () => {
      for (const text of ['heavy', '0x50', '1e999', 'Infinity']) {
        const r = readToolForm(t2, form([['weight', text], ['weight.unit', 'kg']]))
        expect(r.inputs.weight, text).toBe(text)
        expect(evaluateTool(t2, r.inputs).fields.weight!.validations.map((v) => v.kind), text).toEqual(['type'])
      }
    })

    test('fields in a height-and-weight container are shown in its unit system; their numbers keep their units', () => {
      const t3 = makeTool({ hw: { type: 'numeric.heightweight', children: ['height', 'weight'] }, height: { ...heightIn, isChild: true }, weight: { ...weightLb, isChild: true } })
      const r = readToolForm(t3, form([['hw__unit', 'metric'], ['height', '177.8'], ['height.unit', 'cm'], ['weight', '80'], ['weight.unit', 'kg']]))
      expect(unitFor(t3, t3.controls.height!, r.units)).toBe('cm')
      expect(r.inputs).toEqual({ height: 70, weight: 176.369809748 })
      // The no-JavaScript switch: typed in US units, metric chosen, the numbers are not reread.
      const sw = readToolForm(t3, form([['hw__unit', 'metric'], ['height__ft', '5'], ['height__in', '9'], ['height.unit', 'in'], ['weight', '180'], ['weight.unit', 'lb']]))
      expect(sw.inputs).toEqual({ height: '69', weight: '180' })
      expect(sw.entered).toMatchObject({ height: '175.3', 'height.unit': 'cm', weight: '81.6', 'weight.unit': 'kg' })
    })
  })

  describe('height in feet and inches', () => {
    const t2 = makeTool({ height: heightIn, hcm: heightCm })

    test('feet and inches become inches (12 a foot)', () => {
      const r = readToolForm(t2, form([['height__ft', '5'], ['height__in', '10']]))
      expect(r.inputs.height).toBe('70')
      expect(r.entered).toMatchObject({ height__ft: '5', height__in: '10', 'height.unit': 'in' })
      expect(r.entryErrors).toEqual({})
      expect(r.measures.height).toEqual({ text: '70', unit: 'in', feet: '5', inches: '10' })
    })

    test('feet alone, with inches empty, is whole feet', () => {
      expect(readToolForm(t2, form([['height__ft', '6'], ['height__in', '']])).inputs.height).toBe('72')
    })

    test('into a field canonical in cm', () => {
      expect(readToolForm(t2, form([['hcm__unit', 'in'], ['hcm__ft', '5'], ['hcm__in', '10']])).inputs.hcm).toBe(177.8)
    })

    test('inches from 0 to 11 are accepted; 12 and more, or below 0, are entry errors', () => {
      for (const inch of ['0', '11', '11.5']) expect(readToolForm(t2, form([['height__ft', '5'], ['height__in', inch]])).entryErrors, inch).toEqual({})
      for (const inch of ['12', '-1', '15']) {
        const r = readToolForm(t2, form([['height__ft', '5'], ['height__in', inch]]))
        expect(r.entryErrors, inch).toEqual({ height: 'inches-out-of-range' })
        expect(r.inputs.height).toBe('invalid')
        expect(r.entered.height__in).toBe(inch)
        expect(evaluateTool(t2, r.inputs).errorCount).toBeGreaterThan(0)
      }
    })

    test('text is not a number; nothing typed is empty, not an entry error', () => {
      expect(readToolForm(t2, form([['height__ft', 'five'], ['height__in', '']])).entryErrors).toEqual({ height: 'not-a-number' })
      const empty = readToolForm(t2, form([['height__ft', ' '], ['height__in', '']]))
      expect(empty.entryErrors).toEqual({})
      expect(empty.inputs.height).toBe('')
      expect(evaluateTool(t2, empty.inputs).fields.height!.validations.map((v) => v.kind)).toEqual(['required'])
    })

    test('feet and inches posted with another unit are refused', () => {
      expect(readToolForm(t2, form([['height__ft', '5'], ['height__in', '10'], ['height.unit', 'cm']])).entryErrors).toEqual({ height: 'unit' })
    })

    test('feet and inches, then cm chosen: the height is shown in cm and back in exactly the feet and inches typed', () => {
      const r = readToolForm(t2, form([['height__unit', 'cm'], ['height__ft', '5'], ['height__in', '10.25'], ['height.unit', 'in']]))
      expect(r.inputs.height).toBe('70.25')
      expect(r.entered).toMatchObject({ height: '178.4', 'height.unit': 'cm', 'height.typed': '70.25', 'height.typed.unit': 'in' })
      expect(r.entered.height__ft).toBeUndefined()
      const back = readToolForm(t2, form([...(Object.entries(r.entered) as [string, string][]), ['height__unit', 'in']]))
      expect(back.inputs.height).toBe('70.25')
      expect(back.entered).toMatchObject({ height__ft: '5', height__in: '10.25', 'height.unit': 'in' })
    })
  })

  describe('fields sharing a cpdn', () => {
    test('the first answered field gives the value, wherever it is in the form', () => {
      const t2 = makeTool({ w1: { ...weightLb, cpdn: 'weight' }, w2: { ...weightLb, cpdn: 'weight' } })
      expect(readToolForm(t2, form([['w1', ''], ['w2', '150'], ['w2.unit', 'lb']])).inputs).toEqual({ weight: '150' })
      expect(readToolForm(t2, form([['w1', '150'], ['w1.unit', 'lb'], ['w2', '160'], ['w2.unit', 'lb']])).inputs).toEqual({ weight: '150' })
      expect(readToolForm(t2, form([['w1', ''], ['w2', '80'], ['w2.unit', 'kg']])).inputs).toEqual({ weight: 176.369809748 })
    })

    test('also for heights in feet and inches and for multiselects', () => {
      const t2 = makeTool({ h1: { ...heightIn, cpdn: 'height' }, h2: { ...heightIn, cpdn: 'height' } })
      expect(readToolForm(t2, form([['h1__ft', ''], ['h1__in', ''], ['h2__ft', '5'], ['h2__in', '2']])).inputs).toEqual({ height: '62' })
      const labels = [{ name: 'A', value: 'a' }]
      const t3 = makeTool({ m1: { type: 'multiselect.filter', cpdn: 'm', attributes: { fieldInfo: { labels } } }, m2: { type: 'multiselect.toggle', cpdn: 'm', attributes: { fieldInfo: { labels } } } })
      expect(readToolForm(t3, form([['m2', 'a']])).inputs).toEqual({ m: ['a'] })
    })
  })
})
