// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi, type Mock } from 'vitest'

import { useFocusOnChange } from './use-focus-on-change.ts'

// jsdom does not lay out, so it has no scrollIntoView: a spy stands in and records where the view went.
let scroll: Mock
beforeEach(() => {
  scroll = vi.fn()
  HTMLElement.prototype.scrollIntoView = scroll
})
afterEach(cleanup)

const HEADINGS = { patient: 'patient-step-title', assessment: 'assessment-step-title' } as const

function Steps({ step, late = false }: { step: keyof typeof HEADINGS; late?: boolean }) {
  useFocusOnChange(step, HEADINGS[step])
  return (
    <>
      <input aria-label="Age" />
      {late && step === 'assessment' ? null : (
        <h2 id={HEADINGS[step]} tabIndex={-1}>
          {step}
        </h2>
      )}
    </>
  )
}

describe('useFocusOnChange', () => {
  test('a page that has just loaded keeps its focus and place', () => {
    render(<Steps step="patient" />)
    expect(document.activeElement).toBe(document.body)
    expect(scroll).not.toHaveBeenCalled()
  })

  test('a step change moves the view and the focus to the new step heading', () => {
    const { rerender } = render(<Steps step="patient" />)
    screen.getByLabelText('Age').focus()
    rerender(<Steps step="assessment" />)
    const heading = screen.getByRole('heading', { name: 'assessment' })
    expect(document.activeElement).toBe(heading)
    expect(scroll).toHaveBeenCalledWith({ block: 'start' })
    expect(scroll.mock.contexts.at(-1)).toBe(heading)

    rerender(<Steps step="patient" />)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'patient' }))
  })

  test('a re-render of the same step (a live check) leaves the focus where the user is', () => {
    const { rerender } = render(<Steps step="assessment" />)
    screen.getByLabelText('Age').focus()
    rerender(<Steps step="assessment" />)
    expect(document.activeElement).toBe(screen.getByLabelText('Age'))
  })

  test('a heading drawn by code that arrives later is waited for', () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb))
    const { rerender } = render(<Steps step="patient" />)
    rerender(<Steps step="assessment" late />)
    expect(frames).toHaveLength(1)
    const heading = document.createElement('h2')
    heading.id = 'assessment-step-title'
    heading.tabIndex = -1
    document.body.appendChild(heading)
    act(() => frames.shift()!(0))
    expect(document.activeElement).toBe(heading)
    heading.remove()
  })
})
