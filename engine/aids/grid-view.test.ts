import { describe, expect, test } from 'vitest'

import { findTool } from '../library.ts'
import { cellSize, hiddenSummary, isEmptyAnswer, optionGridView, optionGridViewFor, shownOptions, UNAVAILABLE_TEXT } from './grid-view.ts'

const statins = findTool('statin-choice-primary-prevention')!
const breast = findTool('early-breast-cancer-surgery-choice')!
const af = findTool('af-stroke-prevention-choice')!
// PREVENT V1 (statins.ts test vectors): 9 of 100 without a statin, 7 moderate, 6 high.
const V1 = { age: 50, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', diabetes: 'yes', smoker: 'no', egfr: 90, risk_model: 'prevent', egfr_method: 'enter', egfr_entered: 90 }

describe('optionGridView', () => {
  test('templated answers and graphs come from each option’s own outcome (statins, PREVENT V1)', () => {
    const view = optionGridViewFor(statins, V1)!
    expect(view.options.map((o) => o.optionKey)).toEqual(['none', 'moderate', 'high'])
    expect(view.failed).toEqual([])
    // Row 1 says whether a statin is advised whatever the risk (V1 has diabetes at 50: yes).
    expect(view.rows[0]!.cells[0]!.text).toMatch(/^Yes\. With diabetes at age 40–75/)
    const first = view.rows[1]!
    expect(first.cells.map((c) => c.graph?.numerator)).toEqual([9, 7, 6])
    expect(first.cells[0]!.text).toBe('About 9 out of 100 will have a heart attack or stroke. The other 91 will not.')
    expect(first.cells.every((c) => c.graph?.denominator === 100)).toBe(true)
    const avoided = view.rows[2]!
    expect(avoided.cells.map((c) => c.graph?.numerator)).toEqual([0, 2, 3])
    // 9.195 × 0.25 = 2.30 → 2; 9.195 × 0.3625 = 3.33 → 3
    expect(avoided.cells[1]!.text).toMatch(/^Out of 100, 2 would avoid a heart attack or stroke/)
    expect(view.rows.every((r) => r.cells.every((c) => c.citations.length > 0))).toBe(true)
  })

  test('an option whose outcome failed says so instead of showing a number', () => {
    const view = optionGridView(statins, { none: null, moderate: null, high: null })!
    expect(view.failed).toEqual(['none', 'moderate', 'high'])
    expect(view.rows[0]!.cells[0]!.text).toBe(UNAVAILABLE_TEXT)
    expect(view.rows[0]!.cells[0]!.graph).toBeNull()
  })

  test('a type 1 grid needs no inputs; per-1000 graphs keep their denominator', () => {
    const view = optionGridViewFor(breast, {})!
    expect(view.failed).toEqual([])
    expect(view.options[0]!.parts.map((p) => p.name)).toEqual(['Lumpectomy', 'Radiation therapy'])
    expect(view.rows[0]!.cells[0]!.text).toMatch(/58 out of 100/)
    const afView = optionGridViewFor(af, af.testVectors[0]!.inputs)!
    expect(afView.denominator).toBe(1000)
    expect(afView.rows[0]!.cells.every((c) => c.graph?.denominator === 1000)).toBe(true)
  })

  test('a single-column grid drops empty answers and empty rows', () => {
    const grid = breast.optiongrid!
    const single = {
      ...breast,
      optiongrid: {
        ...grid,
        singleColumn: true,
        questions: [
          { ...grid.questions[0]!, answers: [{ ...grid.questions[0]!.answers[0]!, answer: '<p> </p>' }] },
          grid.questions[1]!,
        ],
      },
    }
    const view = optionGridView(single, {})!
    expect(view.rows).toHaveLength(1)
    expect(view.rows[0]!.question).toBe(grid.questions[1]!.question)
  })
})

describe('what is shown', () => {
  const view = optionGridViewFor(breast, {})!
  test('requested keys in the tool’s order; nothing valid → the defaults', () => {
    expect(shownOptions(view, ['mastectomy', 'lumpectomy_radiation'])).toEqual(['lumpectomy_radiation', 'mastectomy'])
    expect(shownOptions(view, ['nope'])).toEqual(view.defaultSelected)
    expect(shownOptions(view, null)).toEqual(view.defaultSelected)
  })
  test('with two options or a single column nothing can be hidden', () => {
    const two = { ...view, options: view.options.slice(0, 2) }
    expect(shownOptions(two, ['mastectomy'])).toEqual(['lumpectomy_radiation', 'mastectomy'])
    expect(shownOptions({ ...view, singleColumn: true }, ['mastectomy'])).toHaveLength(3)
  })
  test('the selector label names the first hidden option and counts the rest', () => {
    expect(hiddenSummary(view, ['lumpectomy_radiation', 'mastectomy', 'mastectomy_reconstruction'])).toBeNull()
    expect(hiddenSummary(view, ['lumpectomy_radiation'])).toEqual({ first: 'Mastectomy', more: 1 })
    expect(hiddenSummary(view, ['lumpectomy_radiation', 'mastectomy'])).toEqual({ first: 'Mastectomy with reconstruction', more: 0 })
  })
  test('cell width: one large, two medium, more small', () => {
    expect([1, 2, 3, 5].map(cellSize)).toEqual(['large', 'medium', 'small', 'small'])
  })
  test('empty answers', () => {
    expect(['', '  ', '<p></p>', '<p>&nbsp;</p>'].every(isEmptyAnswer)).toBe(true)
    expect(isEmptyAnswer('<p>Yes</p>')).toBe(false)
  })
})
