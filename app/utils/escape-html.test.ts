import { expect, test } from 'vitest'

import { escapeHtml } from './escape-html.ts'

test('escapes the five characters that matter in HTML text and attributes', () => {
  expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
    '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
  )
  expect(escapeHtml('Age ≥ 65 – café')).toBe('Age ≥ 65 – café')
})
