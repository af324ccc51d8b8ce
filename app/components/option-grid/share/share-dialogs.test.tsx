/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { pending } from '#app/analytics/queue.ts'
import {
  createSnapshotStore,
  initialSnapshotState,
  SNAPSHOT_MIN_WAIT_MS,
  SPINNER_HIDE_DELAY_MS,
  type SnapshotStore,
} from '#app/snapshots/snapshot-machine.ts'

import { PdfUnavailableError, type PdfPages } from './pdf-document.ts'
import { PDF_SCALE, THUMBNAIL_SCALE } from './pdf-viewer.tsx'
import { ShareActions, type ShareActionsProps } from './share-actions.tsx'
import { withI18n } from '#app/i18n/test-i18n.tsx'
import { AGG, apiDouble, BODY, CREATED, installDialogPolyfill, SNAPSHOT_ID, TOOL, type Reply } from './share-test-utils.tsx'

const PAGE = `/tool/${TOOL.slug}`
const CREATE = '/api-tool-experience/create'
const OPENED = '/api-tool-experience/event/open-access-url-generated'
const PDF_EVENT = '/api-tool-experience/event/pdf-generated'
const PDF_URL = `/api-tool-experience/pdf?snapshotId=${SNAPSHOT_ID}&aggregateId=${AGG}&session-number=7`

beforeAll(async () => {
  installDialogPolyfill()
  // Loaded once, so that the dynamic import resolves within act() under fake timers.
  await import('./share-dialogs.tsx')
})

let clipboard: { writeText: ReturnType<typeof vi.fn> }
beforeEach(() => {
  vi.useFakeTimers()
  window.history.replaceState(null, '', `${PAGE}?session-number=7`)
  pending().splice(0)
  clipboard = { writeText: vi.fn(() => Promise.resolve()) }
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

type Viewer = { urls: string[]; renders: { page: number; scale: number }[] }

function setup(replies: Record<string, Reply[]> = {}, overrides: Partial<ShareActionsProps> = {}) {
  const api = apiDouble(replies)
  const store: SnapshotStore = createSnapshotStore(initialSnapshotState(AGG))
  const viewer: Viewer = { urls: [], renders: [] }
  // The page's form around the buttons (and so around the dialogs): nothing in them may post it.
  const posted: string[] = []
  const pages = (count: number): PdfPages => ({
    numPages: count,
    render: (page, _canvas, scale) => {
      viewer.renders.push({ page, scale })
      return Promise.resolve()
    },
    destroy: () => undefined,
  })
  render(
    withI18n(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          posted.push((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? 'implicit')
        }}
      >
        <ShareActions
          tool={TOOL}
          aggregateId={AGG}
          store={store}
          snapshotBody={() => BODY}
          hiddenOptions={0}
          staticPdf={null}
          deps={api.deps}
          openPdf={(url) => {
            viewer.urls.push(url)
            return Promise.resolve(pages(3))
          }}
          {...overrides}
        />
      </form>,
    ),
  )
  return { api, store, viewer, posted }
}

/**
 * Moves the clock by `ms`, then a few more, so that the promise chains the last timers started
 * settle; the schemas a share loads on demand are loaded first, as a browser would have by then.
 */
const advance = (ms = 0) =>
  act(async () => {
    await vi.dynamicImportSettled()
    await vi.advanceTimersByTimeAsync(ms)
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(1)
  })

async function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }))
  await advance()
}

const dialog = () => screen.getByRole('dialog')
const tracked = () => pending().map((e) => [e.name, e.properties])

async function noAxeViolations() {
  vi.useRealTimers()
  // jsdom cannot compute colours; contrast is checked in the browser tests.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
}

describe('link', () => {
  test('spinner text, then the link (page address + snapshotId only), Copy with its tooltip, analytics', async () => {
    const { api, posted } = setup({ [CREATE]: [{ status: 201, json: CREATED }] })
    await click('Link')
    expect(posted).toEqual([])
    expect(dialog().getAttribute('open')).toBe('')
    expect(within(dialog()).getByRole('heading').textContent).toBe('Share by link')
    expect(within(dialog()).getByRole('status').textContent).toBe('Your link is being generated. This may take a moment...')
    expect(tracked()).toEqual([['Generate Link clicked', { toolSlug: TOOL.slug, toolVersion: TOOL.version }]])

    await advance(SNAPSHOT_MIN_WAIT_MS)
    expect(api.paths()).toEqual([CREATE])
    expect(api.calls[0]!.query.get('aggregateId')).toBe(AGG)
    expect(JSON.parse(api.calls[0]!.init.body as string)).toEqual(BODY)
    expect(within(dialog()).queryByRole('textbox')).toBeNull()
    await advance(SPINNER_HIDE_DELAY_MS)
    expect(api.paths()).toEqual([CREATE, OPENED])
    expect(api.calls[1]!.query.get('snapshotId')).toBe(SNAPSHOT_ID)
    expect(JSON.parse(api.calls[1]!.init.body as string)).toEqual({ task: 'SNAPSHOT_OPEN_LINK' })

    const link = within(dialog()).getByRole('textbox', { name: 'Link to this result' }) as HTMLInputElement
    expect(link.value).toBe(`http://localhost:3000${PAGE}?snapshotId=${SNAPSHOT_ID}`)
    expect(document.activeElement).toBe(link)
    expect(dialog().textContent).toContain('Anyone who has this link can open it.')
    expect(dialog().textContent).toContain('It shows the content as it is now: later changes are not added to it.')
    expect(dialog().textContent).toContain('Options you have hidden are not shown, but the person who opens the link can show them again.')

    // Enter in the field would submit the page's form around the dialog; it must not.
    expect(fireEvent.keyDown(link, { key: 'Enter' })).toBe(false)
    await click('Copy')
    expect(clipboard.writeText).toHaveBeenCalledWith(link.value)
    expect(screen.getByRole('tooltip').textContent).toBe('Link copied to clipboard')
    expect(tracked().at(-1)).toEqual(['Generate Link copy clicked', { toolSlug: TOOL.slug, toolVersion: TOOL.version }])
    expect(posted).toEqual([])
    await noAxeViolations()
  })

  test('the snapshot cannot be made: the error text with Close, which returns focus to the Link button', async () => {
    const { api } = setup({ [CREATE]: [{ status: 500 }] })
    await click('Link')
    await advance(SNAPSHOT_MIN_WAIT_MS)
    expect(api.paths()).toEqual([CREATE])
    expect(within(dialog()).getByRole('alert').textContent).toBe("We're sorry! We were unable to generate a link. Please try again later.")
    await click('Close')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Link' }))
  })

  test('Escape closes the dialog while the link is being made, and a late answer opens nothing', async () => {
    setup({ [CREATE]: [{ status: 201, json: CREATED }] })
    await click('Link')
    act(() => (dialog() as HTMLDialogElement).close())
    expect(screen.queryByRole('dialog')).toBeNull()
    await advance(SNAPSHOT_MIN_WAIT_MS + SPINNER_HIDE_DELAY_MS)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('QR code', () => {
  test('spinner text, then the QR image of this page, Copy falls back to the link where images cannot be copied', async () => {
    setup({ [CREATE]: [{ status: 201, json: CREATED }] })
    await click('QR Code')
    expect(within(dialog()).getByRole('heading').textContent).toBe('Share by QR Code')
    expect(within(dialog()).getByRole('status').textContent).toBe('Your QR Code is being generated. This may take a moment...')
    await advance(SNAPSHOT_MIN_WAIT_MS + SPINNER_HIDE_DELAY_MS)
    const img = within(dialog()).getByRole('img', { name: 'QR code that opens the shared result on a phone' })
    expect(img.getAttribute('src')).toBe(`/api-tool-experience/qr?snapshotId=${SNAPSHOT_ID}&path=%2Ftool%2F${TOOL.slug}`)
    await click('Copy')
    // jsdom has no ClipboardItem: the link is copied, and the tooltip says so.
    expect(clipboard.writeText).toHaveBeenCalledWith(`http://localhost:3000${PAGE}?snapshotId=${SNAPSHOT_ID}`)
    expect(screen.getByRole('tooltip').textContent).toBe('Link copied to clipboard')
    expect(tracked()).toEqual([
      ['Generate QR Code clicked', { toolSlug: TOOL.slug, toolVersion: TOOL.version }],
      ['Generate QR Code copy clicked', { toolSlug: TOOL.slug, toolVersion: TOOL.version }],
    ])
    await noAxeViolations()
  })

  test('open-access-url-generated not answered 201: the QR error text', async () => {
    const { api } = setup({ [CREATE]: [{ status: 201, json: CREATED }], [OPENED]: [{ status: 404 }] })
    await click('QR Code')
    await advance(SNAPSHOT_MIN_WAIT_MS + SPINNER_HIDE_DELAY_MS)
    expect(api.paths()).toEqual([CREATE, OPENED])
    expect(within(dialog()).getByRole('alert').textContent).toBe("We're sorry! We were unable to generate a qr code. Please try again later.")
    expect(within(dialog()).queryByRole('img')).toBeNull()
  })
})

describe('PDF', () => {
  test('hidden options: the warning; Cancel closes without making anything', async () => {
    const { api } = setup({}, { hiddenOptions: 2 })
    await click('PDF')
    const warning = screen.getByRole('alertdialog')
    expect(within(warning).getByRole('heading').textContent).toBe('Options are hidden')
    expect(warning.textContent).toContain('You have one or more options hidden and these will not be included in the PDF. Okay to proceed?')
    expect(within(warning).getAllByRole('button').map((b) => b.textContent)).toEqual(['Yes, Generate PDF', 'Cancel'])
    await noAxeViolations()
    vi.useFakeTimers()
    await click('Cancel')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(api.calls).toEqual([])
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'PDF' }))
  })

  test('hidden options, Yes: spinner, snapshot, then the viewer on its PDF; PDF generated is tracked', async () => {
    const { api, viewer, posted } = setup({ [CREATE]: [{ status: 201, json: CREATED }] }, { hiddenOptions: 1 })
    await click('PDF')
    await click('Yes, Generate PDF')
    expect(posted).toEqual([])
    expect(within(dialog()).getByRole('status').textContent).toBe('Your PDF is being generated. This may take a moment...')
    await advance(SNAPSHOT_MIN_WAIT_MS + SPINNER_HIDE_DELAY_MS)
    expect(viewer.urls).toEqual([PDF_URL])
    // The server that makes a snapshot's PDF records PDF_GENERATED; the browser sends no event of its own.
    expect(api.paths()).toEqual([CREATE])
    expect(tracked()).toEqual([['PDF generated', { toolSlug: TOOL.slug, toolVersion: TOOL.version, optionCount: 2 }]])
    expect(within(dialog()).getByRole('heading').textContent).toBe('PDF: Statin Choice')
  })

  test('no hidden options: the spinner starts at once; failure shows the PDF error', async () => {
    const { api, viewer } = setup({ [CREATE]: ['network-error'] })
    await click('PDF')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(within(dialog()).getByRole('status').textContent).toBe('Your PDF is being generated. This may take a moment...')
    await advance(SNAPSHOT_MIN_WAIT_MS)
    expect(api.paths()).toEqual([CREATE])
    expect(within(dialog()).getByRole('alert').textContent).toBe("We're sorry! We were unable to generate a PDF. Please try again later.")
    expect(viewer.urls).toEqual([])
    await click('Close')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('a snapshot already made (by the link) gives its PDF without another one', async () => {
    const { api, viewer } = setup({ [CREATE]: [{ status: 201, json: CREATED }] }, { hiddenOptions: 1 })
    await click('Link')
    await advance(SNAPSHOT_MIN_WAIT_MS + SPINNER_HIDE_DELAY_MS)
    await click('Close')
    await click('PDF')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(viewer.urls).toEqual([PDF_URL])
    expect(api.paths().filter((p) => p === CREATE)).toHaveLength(1)
  })

  test('a static PDF is shown as it is', async () => {
    const { api, viewer } = setup({}, { staticPdf: '/assets/pdf/fibroids-en.pdf', hiddenOptions: 1 })
    await click('PDF')
    expect(viewer.urls).toEqual(['/assets/pdf/fibroids-en.pdf'])
    expect(api.paths()).toEqual([PDF_EVENT])
    expect(JSON.parse(api.calls[0]!.init.body as string)).toEqual({ snapshot: false })
  })
})

describe('PDF viewer', () => {
  async function openViewer(overrides: Partial<ShareActionsProps> = {}) {
    const result = setup({}, { staticPdf: '/assets/pdf/handout.pdf', ...overrides })
    await click('PDF')
    return result
  }

  test('full screen, pages at 1.35 with thumbnails, the file one link away, Back to Tool returns focus', async () => {
    const { viewer } = await openViewer()
    const view = dialog()
    expect(document.activeElement).toBe(within(view).getByRole('button', { name: 'Back to Tool' }))
    const open = within(view).getByRole('link', { name: /^Open PDF/ })
    expect(open.getAttribute('href')).toBe('/assets/pdf/handout.pdf')
    expect(open.textContent).toContain('screen readers')
    expect(within(view).getAllByRole('img').map((p) => p.getAttribute('aria-label'))).toEqual(['Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3'])
    const thumbnails = within(within(view).getByRole('navigation', { name: 'Pages' })).getAllByRole('button')
    expect(thumbnails.map((b) => b.textContent)).toEqual(['Page 1', 'Page 2', 'Page 3'])
    expect(viewer.renders.filter((r) => r.scale === PDF_SCALE).map((r) => r.page)).toEqual([1, 2, 3])
    expect(viewer.renders.filter((r) => r.scale === THUMBNAIL_SCALE).map((r) => r.page)).toEqual([1, 2, 3])

    fireEvent.click(thumbnails[2]!)
    expect(thumbnails[2]!.getAttribute('aria-current')).toBe('page')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Page 3 of 3')
    await noAxeViolations()

    fireEvent.click(within(view).getByRole('button', { name: 'Back to Tool' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'PDF' }))
  })

  test('Escape closes it', async () => {
    await openViewer()
    act(() => (dialog() as HTMLDialogElement).close())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'PDF' }))
  })

  test('a PDF that cannot be drawn leaves the message and the link to the file; nothing is recorded', async () => {
    const { api } = await openViewer({ openPdf: () => Promise.reject(new Error('Invalid PDF structure')) })
    expect(within(dialog()).getByRole('status').textContent).toBe('The PDF cannot be shown here. Open the file itself with the link above.')
    expect(within(dialog()).getByRole('link', { name: /^Open PDF/ }).getAttribute('href')).toBe('/assets/pdf/handout.pdf')
    expect(api.calls).toEqual([])
    expect(tracked()).toEqual([])
  })

  test('the server has no PDF: the PDF error text, and no link to a file that is not there', async () => {
    const { api } = await openViewer({ openPdf: () => Promise.reject(new PdfUnavailableError('PDF answered 500')) })
    expect(within(dialog()).getByRole('alert').textContent).toBe("We're sorry! We were unable to generate a PDF. Please try again later.")
    expect(within(dialog()).queryByRole('link')).toBeNull()
    expect(within(dialog()).getByRole('button', { name: 'Back to Tool' })).toBeTruthy()
    expect(api.calls).toEqual([])
  })
})
