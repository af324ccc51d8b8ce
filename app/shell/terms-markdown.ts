import { Marked, type Tokens } from 'marked'

import { escapeHtml } from '#app/utils/escape-html.ts'

/**
 * Markdown for the terms of use, shared by the /terms-of-use page (server) and the terms
 * dialog (browser, loaded only when the dialog opens). Raw HTML in the markdown is shown
 * as text, and links keep only http(s), mailto and relative targets. The browser
 * additionally runs the output through DOMPurify.
 */
export const TERMS_ERROR = 'Unable to fetch the terms of use, please try again.'

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto'])

const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', amp: '&' }

/** How a browser would read the target once the attribute's entities are decoded. */
function decodeForProbe(href: string): string {
  return href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED[name.toLowerCase()] ?? whole)
    // eslint-disable-next-line no-control-regex -- browsers drop these characters from URLs
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
}

/** True for http(s), mailto and relative targets (including #fragments). */
export function isSafeHref(href: string): boolean {
  const probe = decodeForProbe(href)
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(probe)
  if (!scheme) return !probe.startsWith('\\') && !/^\/[\\]/.test(probe)
  return ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase())
}

export function createTermsMarked(): Marked {
  const marked = new Marked({ gfm: true, breaks: false, async: false })
  marked.use({
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text)
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens)
        if (!isSafeHref(href)) return inner
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : ''
        return `<a href="${escapeHtml(href)}"${titleAttr}>${inner}</a>`
      },
      image({ text }: Tokens.Image) {
        return escapeHtml(text)
      },
    },
  })
  return marked
}

let shared: Marked | undefined

/** The terms markdown as HTML; empty or blank markdown gives an empty string. */
export function renderTermsMarkdown(markdown: string): string {
  if (!markdown.trim()) return ''
  shared ??= createTermsMarked()
  return shared.parse(markdown, { async: false })
}
