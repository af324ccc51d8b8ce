import { describe, expect, test } from 'vitest'

import { findAid } from '#engine/library.ts'
import { findTool } from '#engine/library.ts'

import { buildSnapshotPayload } from './build-snapshot.server.ts'

const tool = findTool('cha2ds2-vasc')!
const input = { age: 76, sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'yes', vascular: 'no', diabetes: 'no' }
const ui = { selected: [], viewType: 'OPTION_GRID_GRID_VIEW' }

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
    expect(built.payload.ui).toEqual({ selected: [], viewType: 'OPTION_GRID_GRID_VIEW' })
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
    expect(buildSnapshotPayload(tool, { calculator: { input }, ui: { selected: ['surgery'], viewType: 'OPTION_GRID_GRID_VIEW' } })).toMatchObject({
      ok: false,
      code: 'unknown_options',
    })
    for (const body of [null, [], {}, { calculator: { input }, ui: { selected: [], viewType: 'grid' } }, { calculator: { input }, ui: { ...ui, extra: 1 } }]) {
      expect(buildSnapshotPayload(tool, body)).toMatchObject({ ok: false, code: 'invalid_body' })
    }
  })

  test('tools asking for dates about a person are not shared', () => {
    const dated = findTool('due-date-naegele')!
    expect(buildSnapshotPayload(dated, { calculator: { input: {} }, ui })).toMatchObject({ ok: false, code: 'not_shareable' })
  })

  test('option grid outcomes are computed per option from the grid defaults and overrides', () => {
    const aid = findAid('af-stroke-prevention-choice')!
    const af = { ...input, age: 70, hypertension: 'no', stroke_tia: 'no', uncontrolled_bp: 'no', renal_liver: ['none'], bleeding: 'no', warfarin: 'no', drugs: 'no', alcohol: 'no' }
    const built = buildSnapshotPayload(aid, {
      calculator: { input: af },
      calculatorBatch: { output: { none: { strokes_option: 0 } } },
      ui: { selected: ['doac', 'none', 'doac'], viewType: 'OPTION_GRID_LIST_VIEW' },
    })
    expect(built.ok).toBe(true)
    if (!built.ok) return
    expect(built.payload.ui).toEqual({ selected: ['doac', 'none'], viewType: 'OPTION_GRID_LIST_VIEW' })
    expect(built.payload.calculatorBatch.output).toMatchObject({
      none: { strokes_option: 29 },
      warfarin: { strokes_option: 10 },
      doac: { strokes_option: 8 },
    })
    expect(buildSnapshotPayload(aid, { calculator: { input: af }, ui: { selected: ['aspirin'], viewType: 'OPTION_GRID_GRID_VIEW' } })).toMatchObject({
      ok: false,
      code: 'unknown_options',
    })
  })
})
