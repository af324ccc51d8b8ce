/**
 * Text that stands in for content nobody has written yet. None of it may reach a page: the
 * placeholder test crawls the site for it, and the editorial command refuses it as a name.
 */
export const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /\bto be (?:configured|confirmed|determined|added|decided)\b/i,
  /\bpor (?:configurar|confirmar|determinar)\b/i,
  /\bTBD\b/,
  /\bTBC\b/,
  /\bTODO\b/,
  /\bFIXME\b/,
  /\blorem\b/i,
  /\bipsum\b/i,
  /\bplaceholder\b/i,
  /\bJohn Doe\b|\bJane Doe\b/i,
  /\bexample\.(?:com|org)\b/i,
  /\{\{\s*\w+\s*\}\}/,
  /\{brand\}/,
  // A value the code never filled ("Dose: undefined mg"), not the word in prose ("the formula is undefined").
  /(?<!\b(?:is|are|be|remains) )\bundefined\b/,
  /\bNaN\b/,
  /\[object Object\]/,
]

/** A certification stated as "None" (or "N/A") is a gap shown as if it were a fact. */
export const EMPTY_CERTIFICATION = /Certification\s*(?:<[^>]*>\s*)*(?:None|N\/A|Ninguna)\.?\s*</i

/** The placeholders found in `text` (the page's visible text or its HTML). */
export function placeholdersIn(text: string): string[] {
  const found: string[] = []
  for (const pattern of PLACEHOLDER_PATTERNS) {
    const match = pattern.exec(text)
    if (match) found.push(match[0])
  }
  return found
}
