/**
 * Reading level of English text: the Flesch–Kincaid grade level,
 *   0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59,
 * with a syllable count by heuristic (vowel groups, minus a silent final e). Good enough to
 * report and bound an aid's reading level; not a substitute for testing with readers.
 */

const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*|\d+(?:[.,]\d+)*/g

/** Syllables in one English word (at least 1). Numbers count as the words they are read as, roughly. */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/['’]/g, '')
  if (/^\d/.test(w)) return Math.max(1, w.replace(/\D/g, '').length)
  if (w.length <= 3) return 1
  let stem = w
  // Silent endings: "make", "stones", "used" — but not "table" (consonant + le) or "agreed".
  if (/[^aeiouy]e$/.test(stem) && !/[^aeiouy]le$/.test(stem)) stem = stem.slice(0, -1)
  else if (/[^aeiouy]es$/.test(stem) && !/(?:[sxzc]|[cs]h|g)es$/.test(stem)) stem = stem.slice(0, -2)
  else if (/[^aeiouytd]ed$/.test(stem)) stem = stem.slice(0, -2)
  const groups = stem.replace(/^y/, '').match(/[aeiouy]+/g)
  // Vowel pairs usually read as two syllables (o-a in coagulant, e-o in osteo but not people,
  // u-a in usual), and i-o except in -tion, -sion, -cious, -gion. Runs of three vowels
  // (osteoarthritis: 6, counted 5) are still undercounted.
  const split = (stem.match(/(?=(ia|eo(?!p)|oag|ua|uo|iu))/g) ?? []).length + (stem.match(/[^tscg]io/g) ?? []).length
  return Math.max(1, (groups?.length ?? 0) + split)
}

export function words(text: string): string[] {
  return text.match(WORD) ?? []
}

/** Sentences: runs of text ended by . ! ? or ; or a line break (headings and list items count). */
export function sentenceCount(text: string): number {
  const parts = text
    .replace(/(\d)\.(\d)/g, '$1$2')
    .split(/[.!?;:]+(?:\s|$)|\n+/)
    .filter((s) => words(s).length > 0)
  return Math.max(1, parts.length)
}

export type Readability = { words: number; sentences: number; syllables: number; grade: number }

/** Flesch–Kincaid grade of a text (one or more sentences). */
export function fleschKincaid(text: string): Readability {
  const list = words(text)
  const sentences = sentenceCount(text)
  const syllables = list.reduce((sum, w) => sum + countSyllables(w), 0)
  if (list.length === 0) return { words: 0, sentences: 0, syllables: 0, grade: 0 }
  const grade = 0.39 * (list.length / sentences) + 11.8 * (syllables / list.length) - 15.59
  return { words: list.length, sentences, syllables, grade }
}
