import { describe, expect, test } from 'vitest'

import { isSafeHref, renderTermsMarkdown } from './terms-markdown.ts'

describe('renderTermsMarkdown', () => {
  test('renders headings, lists, emphasis and safe links', () => {
    const html = renderTermsMarkdown(
      '## Accounts\n\n- one **bold**\n- [contact](mailto:legal@consilium.health)\n\n[site](https://consilium.health) [page](/privacy) [top](#top)',
    )
    expect(html).toContain('<h2>Accounts</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<a href="mailto:legal@consilium.health">contact</a>')
    expect(html).toContain('<a href="https://consilium.health">site</a>')
    expect(html).toContain('<a href="/privacy">page</a>')
    expect(html).toContain('<a href="#top">top</a>')
  })

  test('script tags and other raw HTML are shown as text', () => {
    const html = renderTermsMarkdown('Hello <script>alert(1)</script>\n\n<div onclick="x()">block</div>\n\n<img src=x onerror=alert(1)>')
    expect(html).not.toMatch(/<script|<div|<img/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;div onclick=&quot;x()&quot;&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  test('javascript:, data: and disguised targets lose their link', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java%0ascript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      'javascript&#58;alert(1)',
      'javascript&colon;alert(1)',
      ' javascript:alert(1)',
    ]) {
      const html = renderTermsMarkdown(`[click](${href})`)
      expect(html, href).not.toMatch(/href="(?!java%0ascript)/i)
      expect(html, href).toContain('click')
    }
    expect(renderTermsMarkdown('<javascript:alert(1)>')).not.toContain('href')
  })

  test('titles and text are escaped', () => {
    const html = renderTermsMarkdown('[a](https://x.example "t\\" onmouseover=\\"y")')
    expect(html).not.toContain('" onmouseover="')
  })

  test('images become their alternative text', () => {
    expect(renderTermsMarkdown('![a logo](https://evil.example/x.png)')).toBe('<p>a logo</p>\n')
  })

  test('blank markdown renders nothing', () => {
    expect(renderTermsMarkdown('  \n ')).toBe('')
  })

  test('isSafeHref', () => {
    expect(isSafeHref('https://a.example')).toBe(true)
    expect(isSafeHref('HTTP://a.example')).toBe(true)
    expect(isSafeHref('mailto:a@b.example')).toBe(true)
    expect(isSafeHref('/terms')).toBe(true)
    expect(isSafeHref('terms.md')).toBe(true)
    expect(isSafeHref('javascript:alert(1)')).toBe(false)
    expect(isSafeHref('java\tscript:alert(1)')).toBe(false)
    expect(isSafeHref('&#106;avascript:alert(1)')).toBe(false)
    expect(isSafeHref('ftp://a.example')).toBe(false)
  })
})
