/**
 * Finds English on a page whose language is another (WCAG 2.2 SC 3.1.2, language of parts):
 * every text of the body, and every attribute a screen reader speaks, whose nearest `lang`
 * is not English is checked against a list of frequent English words. Spanish shares none of
 * them (words both languages have, such as "a", "no", "me", "he" or "has", are left out).
 */
export const ENGLISH_WORDS = [
  'the', 'and', 'of', 'to', 'in', 'for', 'with', 'on', 'at', 'by', 'from', 'or', 'this', 'that', 'these', 'those',
  'is', 'are', 'was', 'were', 'be', 'been', 'will', 'would', 'should', 'could', 'can', 'have', 'had',
  'it', 'its', 'you', 'your', 'we', 'our', 'they', 'their', 'them', 'she', 'his', 'her', 'what', 'which',
  'who', 'how', 'when', 'where', 'why', 'not', 'all', 'any', 'more', 'most', 'about', 'out', 'into', 'over',
  'than', 'then', 'there', 'after', 'before', 'without', 'between', 'do', 'does', 'if', 'an', 'my', 'new',
  'tools', 'tool', 'risk', 'score', 'decision', 'aid', 'calculator', 'search', 'sign', 'view', 'read',
  'open', 'close', 'back', 'next', 'share', 'patient', 'patients', 'heart', 'people', 'years', 'surgery',
  'treatment', 'choosing', 'shared', 'clinical', 'free', 'page', 'home', 'help', 'about', 'questions', 'ask',
]

/**
 * Words that look English but are names or abbreviations every language keeps (the product's
 * and its brands', the equations' and scores', units).
 */
export const ALLOWED = ['consilium', 'choices', 'prevent', 'ascvd', 'heart', 'meld']

export type EnglishCheck = { words: string[]; allowed: string[] }

export const ENGLISH_CHECK: EnglishCheck = { words: ENGLISH_WORDS, allowed: ALLOWED }

export type UnmarkedEnglish = { text: string; words: string[]; where: string }

/**
 * Texts in the body that read as English but are not inside an element marked `lang="en…"`.
 * Scripts, styles and templates are skipped; hidden elements are not (a screen reader or a
 * disclosure may reveal them). Self-contained, so that a browser can run it as it is
 * (`page.evaluate(unmarkedEnglish, ENGLISH_CHECK)`); in Node, pass a parsed document.
 */
export function unmarkedEnglish(check: EnglishCheck, root: Document = document): UnmarkedEnglish[] {
  const english = new Set(check.words)
  const allowed = new Set(check.allowed)
  // Whole words of any script ('año' is one word, not 'a' and 'o'), in composed form.
  // An address is not text in a language ("/tool/…" on a Spanish page is not English).
  const wordsOf = (text: string) =>
    (text.replace(/\bhttps?:\/\/\S+/g, ' ').normalize('NFC').toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? []).filter((w) => english.has(w) && !allowed.has(w))
  const isEnglish = (element: Element | null) => /^en(-|$)/i.test(element?.closest('[lang]')?.getAttribute('lang') ?? '')
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : ''
    const cls = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : ''
    return `${element.tagName.toLowerCase()}${id}${cls}`
  }
  const spoken = ['alt', 'aria-label', 'title', 'placeholder', 'aria-description']
  const found: UnmarkedEnglish[] = []
  // 1 | 4: elements and texts.
  const walker = root.createTreeWalker(root.body, 5)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 1) {
      const element = node as Element
      if (isEnglish(element)) continue
      for (const name of spoken) {
        const value = element.getAttribute(name)
        const words = value ? wordsOf(value) : []
        if (words.length) found.push({ text: `${name}="${value}"`, words, where: describe(element) })
      }
      continue
    }
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, template, noscript') || isEnglish(parent)) continue
    const text = (node.textContent ?? '').trim()
    const words = text ? wordsOf(text) : []
    if (words.length) found.push({ text, words, where: describe(parent) })
  }
  return found
}
