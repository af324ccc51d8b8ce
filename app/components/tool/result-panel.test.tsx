// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { withI18n } from '#app/i18n/test-i18n.tsx'
import type { ToolPageState } from '#app/tools/tool-view.ts'
import { evaluateTool } from '#engine/evaluate.ts'
import { findTool } from '#engine/library.ts'

import { ResultAnnouncer, ResultHeadline, ResultPanel, headlineOf, spokenResult } from './result-panel.tsx'

const tool = findTool('glasgow-coma-scale')!
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function stateFor(inputs: Record<string, unknown>): ToolPageState {
  return {
    step: 'patient',
    evaluation: evaluateTool(tool, inputs),
    entered: {},
    units: {},
    measures: {},
    showErrors: false,
    chartNote: null,
    resultLine: null,
    populations: [],
    grid: null,
  }
}


describe('ResultPanel', () => {
  test('asks for the missing answers, then shows the result; a focusable region named by its heading', () => {
    const { rerender } = render(withI18n(<ResultPanel tool={tool} state={stateFor({ gcs_eye: 2, gcs_motor: 4 })} />))
    const region = screen.getByRole('region', { name: 'Patient Assessment' })
    expect(region.id).toBe('tool-result')
    expect(region.tabIndex).toBe(-1)
    expect(region.textContent).toContain('Complete the required fields to see the result.')
    // What is still missing is named, so a question that has just appeared is not overlooked.
    expect(region.textContent).toContain('Still to answer or correct: Verbal response (V).')

    rerender(withI18n(<ResultPanel tool={tool} state={stateFor({ gcs_eye: 2, gcs_verbal: 2, gcs_motor: 4 })} />))
    expect(within(region).getByText('8 of 15')).toBeTruthy()
    expect(region.textContent).not.toContain('Complete the required fields')
    expect(region.textContent).not.toContain('Still to answer')
  })
})

describe('headline and spoken result', () => {
  test('the first number of the result with its label; every value said once', () => {
    const state = stateFor({ gcs_eye: 2, gcs_verbal: 2, gcs_motor: 4 })
    expect(headlineOf(tool, state)).toEqual({ label: 'GCS total', text: '8 of 15' })
    expect(spokenResult(tool, state)).toMatch(/^GCS total: 8 of 15\. Components: E2 V2 M4\. Severe impairment of consciousness \(3–8\)\.$/)
  })

  test('a describing text (the equation used) is passed over for the first value', () => {
    const aid = findTool('statin-choice-primary-prevention')!
    const inputs = { age: 50, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', diabetes: 'yes', smoker: 'no', risk_model: 'prevent', egfr_method: 'enter', egfr_entered: 90 }
    const state = { ...stateFor({}), evaluation: evaluateTool(aid, inputs) }
    expect(aid.risk[0]).toBe('model_used')
    expect(headlineOf(aid, state)?.label).toBe(aid.controls.ascvd_10y?.attributes?.fieldInfo?.baseContent)
    expect(headlineOf(aid, state)?.text).toMatch(/^\d/)
  })

  test('nothing before the answers are complete', () => {
    const state = stateFor({ gcs_eye: 2 })
    expect(headlineOf(tool, state)).toBeNull()
    expect(spokenResult(tool, state)).toBe('')
    render(withI18n(<ResultHeadline tool={tool} state={state} />))
    expect(screen.queryByRole('link')).toBeNull()
  })

  test('the sticky bar link moves the view and the focus to the result', () => {
    const state = stateFor({ gcs_eye: 2, gcs_verbal: 2, gcs_motor: 4 })
    render(withI18n(
      <>
        <ResultPanel tool={tool} state={state} />
        <ResultHeadline tool={tool} state={state} />
      </>,
    ))
    const scrolled = vi.fn()
    const region = screen.getByRole('region', { name: 'Patient Assessment' })
    region.scrollIntoView = scrolled
    const link = screen.getByRole('link', { name: 'GCS total: 8 of 15' })
    expect(link.getAttribute('href')).toBe('#tool-result')
    act(() => link.click())
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' })
    expect(document.activeElement).toBe(region)
  })
})

describe('ResultAnnouncer', () => {
  test('a polite status that says nothing at first and the result once it has settled, not each step of typing', () => {
    vi.useFakeTimers()
    const { rerender } = render(withI18n(<ResultAnnouncer text="" />))
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')

    rerender(withI18n(<ResultAnnouncer text="BMI: 2.4 kg/m²." />))
    act(() => vi.advanceTimersByTime(300))
    rerender(withI18n(<ResultAnnouncer text="BMI: 24.2 kg/m²." />))
    act(() => vi.advanceTimersByTime(900))
    expect(status.textContent).toBe('')
    act(() => vi.advanceTimersByTime(100))
    expect(status.textContent).toBe('BMI: 24.2 kg/m².')

    // The same result again (a re-render) is not said again.
    rerender(withI18n(<ResultAnnouncer text="BMI: 24.2 kg/m²." />))
    act(() => vi.advanceTimersByTime(2000))
    expect(status.textContent).toBe('BMI: 24.2 kg/m².')
  })

  test('a result already on the page when it loads is not announced', () => {
    vi.useFakeTimers()
    render(withI18n(<ResultAnnouncer text="GCS total: 8 of 15." />))
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
