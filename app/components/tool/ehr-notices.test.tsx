/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import { english } from '#app/i18n/test-i18n.tsx'
import { I18nProvider } from '#app/i18n/use-translation.tsx'
import { ehrFieldsOf, prefilledFields, prefillForm, type EhrPrefill, type EhrNotices, type MissingGroup } from '#app/tools/ehr-prefill.ts'
import { initialState } from '#app/tools/tool-page.server.ts'
import { findTool } from '#engine/library.ts'

import { loadEhrUi } from './ehr-deferred.tsx'
import { EhrBanner, EhrMissingDialog, NOTICE_ACTION } from './ehr-notices.tsx'
import { PatientStep } from './patient-step.tsx'

const tool = findTool('ascvd-pooled-cohort')!
beforeAll(async () => {
  // As the tool page's loader does: the markers' code is there before the first render.
  await loadEhrUi()
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const notices: EhrNotices = { banner: true, popup: true, canRemember: true }
const groups: MissingGroup[] = [
  {
    reason: 'none-in-window',
    timeWindow: '12 months',
    labels: ['Systolic blood pressure', 'HDL cholesterol'],
  },
  {
    reason: 'unit-not-convertible',
    timeWindow: null,
    labels: ['Total cholesterol'],
  },
  { reason: 'not-permitted', timeWindow: null, labels: ['Diabetes'] },
]

/** The page around a component: a router at /tool/x?session-number=2 and the tool title to take the focus. */
function onPage(node: React.ReactNode) {
  const Stub = createRoutesStub([
    {
      path: '/tool/ascvd-pooled-cohort',
      Component: () => (
        <I18nProvider translator={english}>
          <h1 id="tool-title">ASCVD</h1>
          {node}
        </I18nProvider>
      ),
      action: () => null,
    },
  ])
  return <Stub initialEntries={['/tool/ascvd-pooled-cohort?session-number=2']} />
}

function stubFetch() {
  const posts: FormData[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      posts.push(init.body as FormData)
      return Response.json({ saved: 'preference' })
    }),
  )
  return posts
}

const fields = (form: FormData) => Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))

describe('EHR banner', () => {
  test('explains where the values came from and how lab dates are dated', async () => {
    render(onPage(<EhrBanner slug={tool.slug} notices={notices} />))
    const banner = await screen.findByRole('region', {
      name: 'Values from the electronic health record',
    })
    expect(banner.textContent).toContain('Lab dates are the collection date or, if unavailable, the result date.')
    expect(within(banner).getByRole('checkbox', { name: "Don't show again" })).toBeTruthy()
  })

  test("Dismiss with 'Don't show again' saves it for this tool, hides the banner and moves the focus to the title", async () => {
    const posts = stubFetch()
    render(onPage(<EhrBanner slug={tool.slug} notices={notices} />))
    fireEvent.click(await screen.findByRole('checkbox', { name: "Don't show again" }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })))
    expect(
      screen.queryByRole('region', {
        name: 'Values from the electronic health record',
      }),
    ).toBeNull()
    expect(posts.map(fields)).toEqual([
      {
        notice: 'banner',
        tool: tool.slug,
        returnTo: '/tool/ascvd-pooled-cohort?session-number=2',
        remember: 'on',
        reply: 'json',
      },
    ])
    expect(document.activeElement?.id).toBe('tool-title')
  })

  test('Dismiss alone hides it for the session (no remember field)', async () => {
    const posts = stubFetch()
    render(onPage(<EhrBanner slug={tool.slug} notices={notices} />))
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' })))
    expect(fields(posts[0]!)).not.toHaveProperty('remember')
  })

  test('without JavaScript it is a plain form post to the preference route', () => {
    const html = renderToString(onPage(<EhrBanner slug={tool.slug} notices={notices} />))
    expect(html).toContain(`action="${NOTICE_ACTION}"`)
    expect(html).toContain('method="post"')
    expect(html).toContain('name="returnTo" value="/tool/ascvd-pooled-cohort?session-number=2"')
  })

  test('a dismissed banner is not drawn', () => {
    render(onPage(<EhrBanner slug={tool.slug} notices={{ ...notices, banner: false }} />))
    expect(screen.queryByText('Values from the electronic health record')).toBeNull()
  })
})

describe('missing-EHR popup', () => {
  test('opens as a modal dialog with the spec sentence per time window and sentences for the other reasons', async () => {
    render(onPage(<EhrMissingDialog slug={tool.slug} notices={notices} groups={groups} />))
    const dialog = await screen.findByRole('dialog', {
      name: 'Some answers could not be filled in from the EHR',
    })
    expect(dialog.hasAttribute('open')).toBe(true)
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toEqual([
      'Systolic blood pressure, HDL cholesterol: No data available from within the last 12 months.',
      "Total cholesterol: The record's value is in a unit this tool cannot convert without guessing, so the answer was left empty.",
      'Diabetes: The EHR did not give this app permission to read this data.',
    ])
  })

  test('closing it (Close or Escape) stores showInfoPopup false and returns the focus to the page', async () => {
    const posts = stubFetch()
    render(onPage(<EhrMissingDialog slug={tool.slug} notices={notices} groups={groups} />))
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Close' })))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(posts.map(fields)).toEqual([
      {
        notice: 'popup',
        tool: tool.slug,
        returnTo: '/tool/ascvd-pooled-cohort?session-number=2',
        reply: 'json',
      },
    ])
    expect(document.activeElement?.id).toBe('tool-title')
    cleanup()

    const escaped = stubFetch()
    render(onPage(<EhrMissingDialog slug={tool.slug} notices={notices} groups={groups} />))
    const dialog = await screen.findByRole('dialog')
    await act(async () => (dialog as HTMLDialogElement).close())
    expect(escaped).toHaveLength(1)
  })

  test('not shown once closed before, nor without missing data', () => {
    render(onPage(<EhrMissingDialog slug={tool.slug} notices={{ ...notices, popup: false }} groups={groups} />))
    render(onPage(<EhrMissingDialog slug={tool.slug} notices={notices} groups={[]} />))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('without JavaScript it is a notice above the form with a Close form post', () => {
    const html = renderToString(onPage(<EhrMissingDialog slug={tool.slug} notices={notices} groups={groups} />))
    expect(html).not.toContain('<dialog')
    expect(html).toContain('No data available from within the last 12 months.')
    expect(html).toContain('name="notice" value="popup"')
  })
})

describe('EHR-enabled fields on the patient step', () => {
  const prefill: EhrPrefill = {
    values: {
      total_cholesterol: {
        cpdn: 'total_cholesterol',
        value: '5.2',
        unit: 'mmol/L cholesterol',
        reported: { value: '5.2', unit: 'mmol/L' },
        date: '2026-03-04T09:30:00Z',
        dateKind: 'collected',
        resourceType: 'Observation',
        converted: false,
      },
      hdl_cholesterol: {
        cpdn: 'hdl_cholesterol',
        value: '48',
        unit: 'mg/dL cholesterol',
        reported: { value: '48', unit: 'mg/dL' },
        date: '2026-02-01',
        dateKind: 'resulted',
        resourceType: 'Observation',
        converted: false,
      },
    },
    missing: [],
    metadata: {},
  }
  const { prefilled } = prefilledFields(tool, prefill)
  const state = initialState(tool, new URLSearchParams(), prefillForm(prefilled))
  state.ehr = ehrFieldsOf(tool, prefilled, state)
  const accountability = 'Please confirm that any EHR-enabled responses are accurate before continuing.'

  test('each prefilled field shows the marker with accessible text and its lab date; the accountability message shows', async () => {
    render(onPage(<PatientStep tool={tool} state={state} stamp={0} answered={undefined} submitCheck={() => {}} />))
    const box = (await screen.findByLabelText(/^Total cholesterol/)) as HTMLInputElement
    expect(box.value).toBe('5.2')
    const note = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)!
    expect(note.textContent).toContain('Filled in from the electronic health record')
    expect(note.textContent).toContain('Collected Mar 4, 2026')
    const hdl = screen.getByLabelText(/^HDL cholesterol/)
    expect(document.getElementById(hdl.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toContain('Resulted Feb 1, 2026')
    expect(screen.getByText(accountability)).toBeTruthy()
    // Only prefilled fields are marked.
    expect(document.querySelectorAll('[data-ehr-note]')).toHaveLength(2)
  })

  test('a changed value loses its marker at once; with no EHR value left the accountability message goes', async () => {
    render(onPage(<PatientStep tool={tool} state={state} stamp={0} answered={undefined} submitCheck={() => {}} />))
    const tc = (await screen.findByLabelText(/^Total cholesterol/)) as HTMLInputElement
    fireEvent.change(tc, { target: { value: '5.9' } })
    expect(tc.getAttribute('aria-describedby') ?? '').not.toMatch(/-ehr\b/)
    expect(document.querySelectorAll('[data-ehr-note]')).toHaveLength(1)
    expect(screen.getByText(accountability)).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/^HDL cholesterol/), {
      target: { value: '50' },
    })
    expect(document.querySelectorAll('[data-ehr-note]')).toHaveLength(0)
    expect(screen.queryByText(accountability)).toBeNull()
    // Back to the EHR's value: it is the EHR's value again.
    fireEvent.change(tc, { target: { value: '5.2' } })
    expect(document.querySelectorAll('[data-ehr-note]')).toHaveLength(1)
  })

  test('without a prefill nothing is marked and no message shows', async () => {
    render(onPage(<PatientStep tool={tool} state={initialState(tool)} stamp={0} answered={undefined} submitCheck={() => {}} />))
    await screen.findByLabelText(/^Total cholesterol/)
    expect(document.querySelectorAll('[data-ehr-note]')).toHaveLength(0)
    expect(screen.queryByText(accountability)).toBeNull()
  })
})
