import jsQR from 'jsqr'
import QRCode from 'qrcode'
import { describe, expect, test } from 'vitest'

import { QR_OPTIONS, renderQrSvg, snapshotLink, toolPagePaths } from './qr.server.ts'
import { decodeQrSvg, svgModules } from '#tests/support/qr.ts'

describe('QR code of a snapshot link', () => {
  const link = snapshotLink('https://consilium.example', '/tool/cha2ds2-vasc', 'A'.repeat(21) + '_-' + 'z'.repeat(20))

  test('the SVG has an accessible title and draws exactly the matrix of the link', async () => {
    const svg = await renderQrSvg(link, 'QR code of the link <shared>')
    expect(svg).toMatch(/^<svg role="img" aria-labelledby="qr-title" /)
    expect(svg).toContain('<title id="qr-title">QR code of the link &lt;shared&gt;</title>')
    const expected = QRCode.create(link, QR_OPTIONS).modules
    expect(svgModules(svg)).toEqual(
      Array.from({ length: expected.size }, (_, r) => Array.from({ length: expected.size }, (_, c) => Boolean(expected.get(r, c)))),
    )
  })

  test('the drawn code decodes back to the link', async () => {
    expect(decodeQrSvg(await renderQrSvg(link, 'QR'))).toBe(link)
    expect(jsQR).toBeTypeOf('function')
  })

  test('links go to our tool page addresses only', () => {
    expect(toolPagePaths({ slug: 'x', version: '1.2.3', pubType: undefined })).toEqual(['/tool/x', '/tool/x/version/1.2.3'])
    expect(toolPagePaths({ slug: 'x', version: '1.2.3', pubType: 'calculator' })).toContain('/calculator/x/version/1.2.3')
    expect(snapshotLink('http://h', '/tool/x', 'a b')).toBe('http://h/tool/x?snapshotId=a%20b')
  })
})
