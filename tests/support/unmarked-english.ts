/**
 * Finds English on a page whose language is another (WCAG 2.2 SC 3.1.2, language of parts):
 * every text of the body, and every attribute a screen reader speaks, whose nearest `lang`
 * is not English is checked against a list of frequent English words. Spanish shares none of
 * them (words both languages have, such as "a", "no", "me", "he" or "has", are left out).
 */
export const ENGLISH_WORDS = new Set([
  'the', 'and', 'of', 'to', 'in', 'for', 'with', 'on', 'at', 'by', 'from', 'or', 'this', 'that', 'these', 'those',
  'is', 'are', 'was', 'were', 'be', 'been', 'will', 'would', 'should', 'could', 'can', 'have', 'had',
  'it', 'its', 'you', 'your', 'we', 'our', 'they', 'their', 'them', 'she', 'his', 'her', 'what', 'which',
  'who', 'how', 'when', 'where', 'why', 'not', 'all', 'any', 'more', 'most', 'about', 'out', 'into', 'over',
  'than', 'then', 'there', 'after', 'before', 'without', 'between', 'do', 'does', 'if', 'an', 'my', 'new',
  'tools', 'tool', 'risk', 'score', 'decision', 'aid', 'calculator', 'search', 'sign', 'view', 'read',
  'open', 'close', 'back', 'next', 'share', 'patient', 'patients', 'heart', 'people', 'years', 'surgery',
  'treatment', 'choosing', 'shared', 'clinical', 'free', 'page', 'home', 'help', 'about', 'questions', 'ask',
])

/**
 * Words that look English but are names or abbreviations every language keeps (the product's
 * and its brands', the equations' and scores', units).
 */
export const ALLOWED = new Set(['consilium', 'choices', 'prevent', 'ascvd', 'cha2ds2-vasc', 'has-bled', 'heart', 'meld', 'ckd-epi'])

/** The English words of a text, lower-cased; empty when it reads as another language. */
export function englishWordsIn(text: string): string[] {
  // Whole words of any script ('año' is one word, not 'a' and 'o'), in composed form.
  const words = text.normalize('NFC').toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? []
  return words.filter((w) => ENGLISH_WORDS.has(w) && !ALLOWED.has(w))
}

const SPOKEN_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder', 'aria-description']

function languageOf(element: Element | null): string {
  const marked = element?.closest('[lang]')
  return marked?.getAttribute('lang') ?? ''
}

function isEnglish(lang: string): boolean {
  return /^en(-|$)/i.test(lang)
}

export type UnmarkedEnglish = { text: string; words: string[]; where: string }

function describe(element: Element): string {
  const id = element.id ? `#${element.id}` : ''
  const cls = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : ''
  return `${element.tagName.toLowerCase()}${id}${cls}`
}

/**
 * Texts in the body that read as English but are not inside an element marked `lang="en…"`.
 * Hidden templates, scripts and styles are skipped; hidden elements are not (a screen reader
 * or a disclosure may reveal them).
 */
export function unmarkedEnglish(document: Document): UnmarkedEnglish[] {
  const found: UnmarkedEnglish[] = []
  const walker = document.createTreeWalker(document.body, 1 | 4)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 1) {
      const element = node as Element
      if (isEnglish(languageOf(element))) continue
      for (const name of SPOKEN_ATTRIBUTES) {
        const value = element.getAttribute(name)
        if (!value) continue
        const words = englishWordsIn(value)
        if (words.length) found.push({ text: `${name}="${value}"`, words, where: describe(element) })
      }
      continue
    }
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, template, noscript')) continue
    if (isEnglish(languageOf(parent))) continue
    const text = (node.textContent ?? '').trim()
    if (!text) continue
    const words = englishWordsIn(text)
    if (words.length) found.push({ text, words, where: describe(parent) })
  }
  return found
}
