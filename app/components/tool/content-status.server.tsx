import { renderToStaticMarkup } from 'react-dom/server'

import { I18nProvider } from '#app/i18n/use-translation.tsx'
import type { Translator } from '#app/i18n/translator.ts'
import type { ContentStatus } from '#app/tools/content-status.ts'

import { ContentStatusSection } from './content-status.tsx'

/**
 * The content status section as HTML, made on the server: it is the same for every view of a
 * tool in a language and has nothing to do in the browser (its disclosure is a native
 * <details>), so its component never reaches the browser bundle. React escapes every text.
 */
export function contentStatusHtml(status: ContentStatus, translator: Translator): string {
  const key = `${translator.language}\u0000${JSON.stringify(status)}`
  let html = made.get(key)
  if (html === undefined) {
    html = renderToStaticMarkup(
      <I18nProvider translator={translator}>
        <ContentStatusSection status={status} />
      </I18nProvider>,
    )
    if (made.size >= MAX_KEPT) made.clear()
    made.set(key, html)
  }
  return html
}

// One per tool, language and status (the status changes with the date only at review dates).
const MAX_KEPT = 1000
const made = new Map<string, string>()
