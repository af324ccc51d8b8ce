/** @vitest-environment jsdom */
import { renderToString } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'

import { qrSrc, snapshotPdfUrl } from '#app/snapshots/share-urls.ts'
import { createSnapshotStore, initialSnapshotState } from '#app/snapshots/snapshot-machine.ts'

import { ShareActions, type ShareActionsProps } from './share-actions.tsx'
import { ourApiFetch } from './share-flows.ts'
import { SharePanel } from './share-panel.tsx'
import { withI18n } from '#app/i18n/test-i18n.tsx'
import { AGG, BODY, TOOL } from './share-test-utils.tsx'


function props(aggregateId: string | null): ShareActionsProps {
  return {
    tool: TOOL,
    aggregateId,
    store: createSnapshotStore(initialSnapshotState(aggregateId)),
    snapshotBody: () => BODY,
    hiddenOptions: 0,
    staticPdf: null,
  }
}

/** The server's HTML, as a browser without JavaScript gets it. */
function serverHtml(node: React.ReactNode): Document {
  return new DOMParser().parseFromString(`<body>${renderToString(withI18n(node))}</body>`, 'text/html')
}

describe('share buttons without JavaScript', () => {
  test('three submit buttons post their intent to the page form, skipping validation', () => {
    const doc = serverHtml(<ShareActions {...props(AGG)} />)
    const group = doc.querySelector('[role="group"]')
    expect(group?.getAttribute('aria-label')).toBe('Share this decision aid')
    const buttons = [...doc.querySelectorAll('button')]
    expect(buttons.map((b) => [b.textContent, b.type, b.name, b.value, b.getAttribute('formmethod'), b.hasAttribute('formnovalidate')])).toEqual([
      ['Link', 'submit', 'intent', 'share:link', 'post', true],
      ['QR Code', 'submit', 'intent', 'share:qr', 'post', true],
      ['PDF', 'submit', 'intent', 'share:pdf', 'post', true],
    ])
  })

  test('without an aggregate id nothing is offered', () => {
    expect(renderToString(withI18n(<ShareActions {...props(null)} />))).toBe('')
  })
})

describe('share panel (the server answer to a share button)', () => {
  const link = `https://consilium.test/tool/${TOOL.slug}?snapshotId=abc`

  test('the link to read and select, the QR image with alt text and the PDF link; no Copy button without JavaScript', () => {
    const doc = serverHtml(
      <SharePanel link={link} qrSrc={qrSrc('abc', `/tool/${TOOL.slug}`)} pdfHref={snapshotPdfUrl('abc', AGG, null)} />,
    )
    const section = doc.querySelector('section')!
    expect(doc.getElementById(section.getAttribute('aria-labelledby')!)?.textContent).toBe('Share this result')
    const input = doc.querySelector('input')!
    expect(input.value).toBe(link)
    expect(input.readOnly).toBe(true)
    expect(doc.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Link to this result')
    expect(section.textContent).toContain('Anyone who has this link can open it.')
    expect(section.textContent).toContain('can show them again')
    expect(doc.querySelector('button')).toBeNull()
    const img = doc.querySelector('img')!
    expect(img.getAttribute('src')).toBe(`/api-tool-experience/qr?snapshotId=abc&path=%2Ftool%2F${TOOL.slug}`)
    expect(img.getAttribute('alt')).toBe('QR code that opens the shared result on a phone')
    const pdf = doc.querySelector('a')!
    expect(pdf.textContent).toBe('Open PDF')
    expect(pdf.getAttribute('href')).toBe(`/api-tool-experience/pdf?snapshotId=abc&aggregateId=${AGG}`)
  })

  test('shows only what it is given, and nothing without anything', () => {
    const doc = serverHtml(<SharePanel link={null} qrSrc="/api-tool-experience/qr?snapshotId=abc" pdfHref={null} />)
    expect(doc.querySelector('input')).toBeNull()
    expect(doc.querySelector('a')).toBeNull()
    expect(doc.querySelector('img')).not.toBeNull()
    expect(renderToString(withI18n(<SharePanel link={null} qrSrc={null} pdfHref={null} />))).toBe('')
  })
})

describe("the machine's fetch in the browser", () => {
  test('keeps the page session-number and sends the session cookie', async () => {
    window.history.replaceState(null, '', '/tool/x?session-number=7')
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 201 }))
    await ourApiFetch(`/api-tool-experience/create?aggregateId=${AGG}&withData=0`, { method: 'POST' })
    expect(fetch).toHaveBeenCalledWith(`/api-tool-experience/create?aggregateId=${AGG}&withData=0&session-number=7`, {
      credentials: 'same-origin',
      method: 'POST',
    })
  })
})
