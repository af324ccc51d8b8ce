import { describe, expect, test } from 'vitest'

import { findTool } from '#engine/tools/index.ts'

import { buildSnapshotPayload } from './build-snapshot.server.ts'

const tool = findTool('cha2ds2-vasc')!
const input = { age: 76, sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'yes', vascular: 'no', diabetes: 'no' }
const ui = { selected: [], viewType: 'grid' }

describe('snapshot payload', () => {
  test('the output is computed by the server, whatever the client claims', () => {
    const built = buildSnapshotPayload(tool, {
      calculator: { input: { ...input, age: '76' }, output: { cha2ds2_vasc_score: 0 } },
      calculatorBatch: { output: { forged: true } },
      ui,
    })
    expect(built.ok).toBe(true)
    if (!built.ok) return
    expect(built.payload.calculator.output).toMatchObject({ cha2ds2_vasc_score: 6, stroke_rate: 13.6 })
    expect(built.payload.calculator.input).toMatchObject({ age: 76, sex: 'female' })
    expect(built.payload.calculatorBatch.output).toBeNull()
    expect(built.payload.ui).toEqual({ selected: [], viewType: 'grid' })
  })

  test('out-of-range values are refused, never clamped', () => {
    for (const age of [17, 200, -1]) {
      const built = buildSnapshotPayload(tool, { calculator: { input: { ...input, age } }, ui })
      expect(built).toMatchObject({ ok: false, code: 'invalid_inputs' })
    }
  })

  test('keys that are not fields of the tool are refused (no free text rides along)', () => {
    const built = buildSnapshotPayload(tool, { calculator: { input: { ...input, patient_name: 'Ann Example' } }, ui })
    expect(built).toMatchObject({ ok: false, code: 'unknown_fields', extra: { fields: ['patient_name'] } })
  })

  test('selected options must be options of the tool; a malformed body is refused', () => {
    expect(buildSnapshotPayload(tool, { calculator: { input }, ui: { selected: ['surgery'], viewType: 'grid' } })).toMatchObject({
      ok: false,
      code: 'unknown_options',
    })
    for (const body of [null, [], {}, { calculator: { input }, ui: { selected: [], viewType: 'cards' } }, { calculator: { input }, ui: { ...ui, extra: 1 } }]) {
      expect(buildSnapshotPayload(tool, body)).toMatchObject({ ok: false, code: 'invalid_body' })
    }
  })

  test('tools asking for dates about a person are not shared', () => {
    const dated = findTool('due-date-naegele')!
    expect(buildSnapshotPayload(dated, { calculator: { input: {} }, ui })).toMatchObject({ ok: false, code: 'not_shareable' })
  })

  test('option grid outcomes are computed per option from the grid overrides', () => {
    const withGrid = {
      ...tool,
      optiongrid: {
        cpdnDefaults: { chf: 'no' },
        options: [
          { optionKey: 'a', cpdnOverrides: { diabetes: 'yes' } },
          { optionKey: 'b', cpdnOverrides: { diabetes: 'no' } },
        ],
      },
    }
    const built = buildSnapshotPayload(withGrid, { calculator: { input }, ui: { selected: ['b', 'a', 'b'], viewType: 'list' } })
    expect(built.ok).toBe(true)
    if (!built.ok) return
    expect(built.payload.ui.selected).toEqual(['b', 'a'])
    expect(built.payload.calculatorBatch.output).toMatchObject({ a: { cha2ds2_vasc_score: 7 }, b: { cha2ds2_vasc_score: 6 } })
  })
})
