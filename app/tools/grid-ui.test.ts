import { describe, expect, test } from 'vitest'

import { optionGridViewFor } from '#engine/aids/grid-view.ts'
import { findTool } from '#engine/library.ts'

import { canHideOptions, readGridUi } from './grid-ui.ts'

const view = optionGridViewFor(findTool('early-breast-cancer-surgery-choice')!, {})!
const ALL = ['lumpectomy_radiation', 'mastectomy', 'mastectomy_reconstruction']
const q = (s: string) => new URLSearchParams(s)

describe('readGridUi', () => {
  test('no option form submitted: the fallback (a snapshot’s ui), else the defaults', () => {
    expect(readGridUi(view, q(''))).toEqual({ selected: ALL, viewType: 'OPTION_GRID_GRID_VIEW' })
    expect(readGridUi(view, q(''), { selected: ['mastectomy'], viewType: 'OPTION_GRID_LIST_VIEW' })).toEqual({
      selected: ['mastectomy'],
      viewType: 'OPTION_GRID_LIST_VIEW',
    })
  })
  test('checked boxes, minus a header close button’s option', () => {
    expect(readGridUi(view, q('grid=1&selected=mastectomy&selected=lumpectomy_radiation')).selected).toEqual(['lumpectomy_radiation', 'mastectomy'])
    expect(readGridUi(view, q(`grid=1&${ALL.map((k) => `selected=${k}`).join('&')}&hide=mastectomy`)).selected).toEqual([
      'lumpectomy_radiation',
      'mastectomy_reconstruction',
    ])
  })
  test('Show All selects every option; hiding everything keeps what was shown', () => {
    expect(readGridUi(view, q('grid=1&selected=mastectomy&showAll=1')).selected).toEqual(ALL)
    expect(readGridUi(view, q('grid=1&selected=mastectomy&hide=mastectomy'), { selected: ['mastectomy'], viewType: 'OPTION_GRID_GRID_VIEW' }).selected).toEqual([
      'mastectomy',
    ])
    expect(readGridUi(view, q('grid=1')).selected).toEqual(ALL)
  })
  test('the last view type wins (a view button comes after the hidden field); unknown ones are ignored', () => {
    expect(readGridUi(view, q('viewType=OPTION_GRID_GRID_VIEW&viewType=OPTION_GRID_LIST_VIEW')).viewType).toBe('OPTION_GRID_LIST_VIEW')
    expect(readGridUi(view, q('viewType=SIDEWAYS')).viewType).toBe('OPTION_GRID_GRID_VIEW')
    expect(readGridUi({ ...view, singleColumn: true }, q('viewType=OPTION_GRID_LIST_VIEW')).viewType).toBe('OPTION_GRID_GRID_VIEW')
  })
  test('a form post reads the same way', () => {
    const form = new FormData()
    form.append('grid', '1')
    form.append('selected', 'mastectomy')
    form.append('selected', 'mastectomy_reconstruction')
    expect(readGridUi(view, form).selected).toEqual(['mastectomy', 'mastectomy_reconstruction'])
  })
  test('hiding needs more than two options', () => {
    expect(canHideOptions(view)).toBe(true)
    expect(canHideOptions({ ...view, options: view.options.slice(0, 2) })).toBe(false)
  })
})
