// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { english } from '#app/i18n/test-i18n.tsx'
import { I18nProvider } from '#app/i18n/use-translation.tsx'
import { optionGridViewFor } from '#engine/aids/grid-view.ts'
import { findTool } from '#engine/library.ts'

import { OptionGrid, OptionParts } from './option-grid.tsx'

const tool = findTool('early-breast-cancer-surgery-choice')!
const view = optionGridViewFor(tool, {})!
const ALL = view.options.map((o) => o.optionKey)
afterEach(cleanup)

function renderGrid(props: Partial<Parameters<typeof OptionGrid>[0]> = {}, at = '/tool/x') {
  const Grid = () => <OptionGrid tool={tool} view={view} ui={{ selected: ALL, viewType: 'OPTION_GRID_GRID_VIEW' }} method="get" {...props} />
  const Stub = createRoutesStub([{ path: '/tool/x', Component: Grid, HydrateFallback: () => null }])
  return render(
    <I18nProvider translator={english}>
      <Stub initialEntries={[at]} />
    </I18nProvider>,
  )
}

describe('OptionGrid', () => {
  test('a real table: column headers per option and row headers per question', async () => {
    renderGrid()
    const table = await screen.findByRole('table')
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col'])
    expect(headers[0]!.textContent).toBe('Patient Questions')
    const rows = within(table).getAllByRole('rowheader')
    expect(rows).toHaveLength(view.rows.length)
    expect(rows.every((r) => r.getAttribute('scope') === 'row')).toBe(true)
  })

  test('hiding in place: the column goes, the selector names it, Show All brings it back, the change is reported', async () => {
    const onUiChange = vi.fn()
    renderGrid({ onUiChange })
    const hide = await screen.findAllByRole('button', { name: 'Hide Mastectomy' })
    await act(async () => fireEvent.click(hide[0]!))
    expect(screen.queryByRole('columnheader', { name: /^Mastectomy$/ })).toBeNull()
    expect(screen.getByText('Hidden: Mastectomy')).toBeTruthy()
    expect(onUiChange).toHaveBeenLastCalledWith(
      { selected: ['lumpectomy_radiation', 'mastectomy_reconstruction'], viewType: 'OPTION_GRID_GRID_VIEW' },
      { optionKey: 'mastectomy', affordance: 'hidden' },
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show All' })))
    expect(screen.getByText('Show/Hide')).toBeTruthy()
  })

  test('list view: one heading per question and per option', async () => {
    renderGrid({ ui: { selected: ['mastectomy'], viewType: 'OPTION_GRID_LIST_VIEW' } })
    for (const row of view.rows) expect(await screen.findByRole('heading', { level: 3, name: row.question })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 4, name: 'Mastectomy' })).toHaveLength(view.rows.length)
    expect(screen.queryByRole('table')).toBeNull()
  })

  test('the snapshot view dates the grid and carries the disclaimer; the live one says when it was updated', async () => {
    renderGrid({ snapshotCreatedAt: '2026-11-20T10:00:00.000Z' })
    expect(await screen.findByText('Generated on Nov 20, 2026')).toBeTruthy()
    expect(screen.getByText('If you have concerns that information might be out of date, please contact your healthcare provider.')).toBeTruthy()
    cleanup()
    renderGrid()
    expect(await screen.findByText(/^Last updated /)).toBeTruthy()
  })

  test('a GET grid keeps the session-number of an EHR launch as a field (the query is replaced on submit)', async () => {
    const { container } = renderGrid({}, '/tool/x?session-number=S-42')
    await screen.findByRole('table')
    expect(container.querySelector('input[type="hidden"][name="session-number"]')?.getAttribute('value')).toBe('S-42')
    cleanup()
    const plain = renderGrid()
    await screen.findByRole('table')
    expect(plain.container.querySelector('input[name="session-number"]')).toBeNull()
  })

  test('option compound parts outside the Option Grid raise an error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<OptionParts option={view.options[0]!} />)).toThrow('Option compound parts can only be rendered inside the Option Grid.')
  })
})
