import { describe, expect, test } from 'vitest'

import { countSyllables, fleschKincaid, sentenceCount, words } from './readability.ts'

describe('countSyllables', () => {
  test.each([
    ['cat', 1],
    ['the', 1],
    ['make', 1],
    ['stones', 1],
    ['used', 1],
    ['table', 2],
    ['water', 2],
    ['statin', 2],
    ['people', 2],
    ['beautiful', 3],
    ['syllable', 3],
    ['medicine', 3],
    ['reconstruction', 4],
    ['cholesterol', 4],
    ['anticoagulant', 6],
    ['radiation', 4],
    ['usual', 3],
    ['patient', 2],
    ['yes', 1],
    ['year', 1],
  ])('%s has %i', (word, n) => {
    expect(countSyllables(word)).toBe(n)
  })
})

test('a known limit: runs of three vowels are undercounted', () => {
  expect(countSyllables('osteoarthritis')).toBe(5) // os-te-o-ar-thri-tis: 6
})

describe('words and sentences', () => {
  test('words keep contractions and numbers whole', () => {
    expect(words('Don’t take 1.5 pills, it’s 10 out of 100.')).toEqual(['Don’t', 'take', '1.5', 'pills', 'it’s', '10', 'out', 'of', '100'])
  })
  test('decimal points do not end sentences', () => {
    expect(sentenceCount('Take 2.5 mg. Then wait! Is it better? Yes')).toBe(4)
  })
})

describe('fleschKincaid', () => {
  test('a very simple sentence scores below grade 1', () => {
    // 6 words, 1 sentence, 6 syllables: 0.39 × 6 + 11.8 × 1 − 15.59 = −1.45
    const r = fleschKincaid('The cat sat on the mat.')
    expect(r).toMatchObject({ words: 6, sentences: 1, syllables: 6 })
    expect(r.grade).toBeCloseTo(-1.45, 10)
  })

  test('a hand-counted two-sentence text', () => {
    // "A statin is a daily pill." 6 words, 8 syllables (a, sta-tin, is, a, dai-ly, pill)
    // "It lowers cholesterol." 3 words, 7 syllables (it, low-ers, cho-les-te-rol)
    // 9 words, 2 sentences, 15 syllables: 0.39 × 4.5 + 11.8 × 15/9 − 15.59
    const r = fleschKincaid('A statin is a daily pill. It lowers cholesterol.')
    expect(r).toMatchObject({ words: 9, sentences: 2, syllables: 15 })
    expect(r.grade).toBeCloseTo(0.39 * 4.5 + (11.8 * 15) / 9 - 15.59, 10)
  })

  test('long sentences with long words score as hard text', () => {
    const hard =
      'Pharmacological intervention with hydroxymethylglutaryl-coenzyme reductase inhibitors substantially attenuates atherosclerotic cardiovascular morbidity in asymptomatic individuals with elevated lipoprotein concentrations.'
    expect(fleschKincaid(hard).grade).toBeGreaterThan(18)
  })

  test('empty text is grade 0', () => {
    expect(fleschKincaid('  ').grade).toBe(0)
  })
})
