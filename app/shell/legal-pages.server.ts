import type { Language } from '#app/i18n/config.ts'

import copyrightEn from './content/copyright.en-US.md?raw'
import copyrightEs from './content/copyright.es.md?raw'
import privacyEn from './content/privacy.en-US.md?raw'
import privacyEs from './content/privacy.es.md?raw'
import { escapeHtml } from '#app/utils/escape-html.ts'

import { renderTermsMarkdown } from './terms-markdown.ts'

// Long legal texts are rendered on the server, one markdown file per locale, so they do not
// weigh on the locale bundle every page loads.
const PAGES: Record<'privacy' | 'copyright', Record<Language, string>> = {
  privacy: { 'en-US': privacyEn, es: privacyEs },
  copyright: { 'en-US': copyrightEn, es: copyrightEs },
}

export function legalPageHtml(
  page: keyof typeof PAGES,
  locale: string,
  vars: { brand: string; year: number },
): string {
  const source = PAGES[page][locale as Language] ?? PAGES[page]['en-US']
  const markdown = source.replace(/\{\{(brand|year)\}\}/g, (_, key: 'brand' | 'year') =>
    escapeHtml(String(vars[key])),
  )
  return renderTermsMarkdown(markdown)
}
