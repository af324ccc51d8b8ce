import { describe, expect, test } from 'vitest'

import { isShareIntent, shareAnswer, snapshotPdfUrl } from './share-urls.ts'

const AGG = '7b0c9a52-3f7e-4e7a-9c1e-2a6b8e9d0f11'
const TOOL = { slug: 'statin-choice-primary-prevention' }

describe('share addresses', () => {
  test('the PDF keeps the page session-number', () => {
    expect(snapshotPdfUrl('abc', AGG, '42')).toBe(`/api-tool-experience/pdf?snapshotId=abc&aggregateId=${AGG}&session-number=42`)
  })
})

describe('the server answer to a posted share button', () => {
  const at = { pageUrl: `https://consilium.test/tool/${TOOL.slug}?session-number=7#grid`, snapshotId: 'abc', aggregateId: AGG, sessionNumber: '7' }

  test('Link: the patient link only (no session-number, no fragment)', () => {
    expect(shareAnswer('share:link', at)).toEqual({
      panel: { link: `https://consilium.test/tool/${TOOL.slug}?snapshotId=abc`, qrSrc: null, pdfHref: null },
    })
  })

  test('QR Code: the QR image of this page, with the link it encodes', () => {
    expect(shareAnswer('share:qr', at)).toEqual({
      panel: {
        link: `https://consilium.test/tool/${TOOL.slug}?snapshotId=abc`,
        qrSrc: `/api-tool-experience/qr?snapshotId=abc&path=%2Ftool%2F${TOOL.slug}`,
        pdfHref: null,
      },
    })
  })

  test('PDF: a redirect to the PDF with the session-number', () => {
    expect(shareAnswer('share:pdf', at)).toEqual({ redirect: `/api-tool-experience/pdf?snapshotId=abc&aggregateId=${AGG}&session-number=7` })
  })

  test('only the three intents are share intents', () => {
    expect(['share:link', 'share:qr', 'share:pdf'].every(isShareIntent)).toBe(true)
    expect(isShareIntent('share:csv')).toBe(false)
    expect(isShareIntent('goto:options')).toBe(false)
  })
})
