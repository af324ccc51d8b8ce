import { describe, expect, test } from 'vitest'

import { cleanQuery, completion, indexStats, searchTools, slugsByContentName } from './search.server.ts'

const top = (q: string, n = 3) => searchTools(q, n).map((h) => h.slug)

describe('searchTools', () => {
  test.each([
    ['afib', ['cha2ds2-vasc', 'has-bled']],
    ['AF', ['cha2ds2-vasc', 'has-bled']],
    ['atrial fibrillation', ['cha2ds2-vasc', 'has-bled']],
    ['CKD', ['ckd-epi-2021', 'mdrd-gfr', 'cockcroft-gault']],
    ['GFR', ['ckd-epi-2021', 'mdrd-gfr', 'cockcroft-gault']],
    ['kidney', ['ckd-epi-2021', 'mdrd-gfr', 'cockcroft-gault']],
    ['PE', ['wells-pe', 'perc-rule']],
    ['DVT', ['wells-dvt']],
    ['ASCVD', ['ascvd-pooled-cohort', 'prevent']],
    ['heart attack', ['framingham-hard-chd']],
    ['heart attack', ['ascvd-pooled-cohort']],
    ['cholesterol', ['ldl-friedewald']],
    ['statin', ['ascvd-pooled-cohort', 'prevent']],
    ['pneumonia', ['curb-65', 'pneumonia-severity-index']],
    ['sore throat', ['centor-mcisaac', 'feverpain']],
    ['MME', ['morphine-milligram-equivalents']],
    ['opioid', ['morphine-milligram-equivalents']],
    ['QTc', ['qtc']],
    ['BMI', ['bmi-bsa']],
    ['pregnancy', ['due-date-naegele']],
    ['due date', ['due-date-naegele']],
  ])('%s finds %j in the top 3', (q, slugs) => {
    expect(top(q)).toEqual(expect.arrayContaining(slugs))
  })

  test('typos and prefixes', () => {
    expect(top('atrail fibrilation')).toEqual(expect.arrayContaining(['cha2ds2-vasc', 'has-bled']))
    expect(top('cha2', 1)).toEqual(['cha2ds2-vasc'])
    expect(top('CHA₂DS₂', 1)).toEqual(['cha2ds2-vasc'])
    expect(top('pneumo')).toEqual(expect.arrayContaining(['curb-65', 'pneumonia-severity-index']))
    expect(top('creatinin clearence', 1)).toEqual(['cockcroft-gault'])
  })

  test('hits carry slug, name, description and category; limit is respected', () => {
    const hits = searchTools('score', 4)
    expect(hits).toHaveLength(4)
    for (const h of hits) {
      expect(Object.keys(h).sort()).toEqual(['category', 'description', 'name', 'slug'])
      expect(h.name).not.toBe('')
    }
  })

  test('empty, blank or punctuation-only text finds nothing; nonsense falls back to nothing', () => {
    expect(searchTools('')).toEqual([])
    expect(searchTools('   ')).toEqual([])
    expect(searchTools('+++')).toEqual([])
    expect(searchTools('zzqxw')).toEqual([])
  })

  test("'+' reads as a space", () => {
    expect(cleanQuery('  sore+throat  ')).toBe('sore throat')
    expect(top('sore+throat')).toEqual(top('sore throat'))
  })

  test('an unmatched extra word falls back to any-word matching', () => {
    expect(top('wells pulmonary xylophone', 2)).toContain('wells-pe')
  })
})

describe('completion', () => {
  test('topics are tools with their content name; terms are phrases; at most max each', () => {
    const c = completion('atr', 5)
    expect(c.topics.length).toBeGreaterThan(0)
    expect(c.topics.length).toBeLessThanOrEqual(5)
    expect(c.terms.length).toBeGreaterThan(0)
    expect(c.terms.length).toBeLessThanOrEqual(5)
    expect(c.topics[0]).toEqual({ suggestion: expect.stringContaining('Atrial Fibrillation'), id: expect.any(String) })
    expect(c.terms.map((t) => t.suggestion)).toContain('atrial fibrillation')
    for (const item of [...c.topics, ...c.terms]) expect(item.suggestion.trim()).not.toBe('')
  })

  test('the default is 5; max limits both lists', () => {
    const c = completion('s')
    expect(c.topics.length).toBeLessThanOrEqual(5)
    expect(c.terms.length).toBeLessThanOrEqual(5)
    const one = completion('score', 1)
    expect(one.topics).toHaveLength(1)
    expect(one.terms.length).toBeLessThanOrEqual(1)
  })

  test('blank text gives empty lists', () => {
    expect(completion('')).toEqual({ topics: [], terms: [] })
    expect(completion('  ')).toEqual({ topics: [], terms: [] })
  })

  test('a topic id resolves to its slug', () => {
    const [topic] = completion('wells pe').topics
    expect(slugsByContentName([topic!.id, 'nope'])).toEqual([{ an: topic!.id, slug: 'wells-pe' }])
  })
})

test('figures: index build and query time', () => {
  searchTools('warm up')
  const started = performance.now()
  const queries = ['afib', 'atrail fibrilation', 'kidney', 'cha2', 'sore throat', 'heart attack', 'pe', 'pregnancy']
  for (let i = 0; i < 125; i++) for (const q of queries) searchTools(q)
  const perQuery = (performance.now() - started) / 1000
  const { buildMs, documents } = indexStats()
  console.info(`search index: ${documents} tools in ${buildMs.toFixed(1)} ms; ${(perQuery * 1000).toFixed(0)} µs per query`)
  expect(documents).toBeGreaterThan(40)
  expect(perQuery).toBeLessThan(5)
})

describe('what search used to get wrong', () => {
  test('a known word is not typo-matched into other tools', () => {
    expect(searchTools('wells', 10).map((r) => r.slug).sort()).toEqual(['wells-dvt', 'wells-pe'])
    expect(searchTools('statins', 10).map((r) => r.slug)).not.toContain('free-water-deficit')
    expect(searchTools('meld', 10).map((r) => r.slug).sort()).toEqual(['meld-3', 'meld-na'])
  })

  test('generic words are left out of matching, not out of phrases', () => {
    expect(top('egfr calculator', 1)).toEqual(['ckd-epi-2021'])
    expect(top('egfr calculator', 10).sort()).toEqual(top('egfr', 10).sort())
    expect(top('heart score', 1)).toEqual(['heart-score'])
    expect(top('risk score', 3)).toHaveLength(3)
  })

  test('conditions find the tools used for them', () => {
    expect(top('hypertension')).toContain('prevent')
    expect(top('hemorrhage')).toContain('glasgow-blatchford')
    expect(top('diabetes', 1)).not.toEqual(['conception-date'])
  })

  test('heart attack risk: PREVENT above Framingham, the statins aid among the results; statin: the aid first', () => {
    const hits = top('heart attack risk', 10)
    expect(hits.indexOf('prevent')).toBeLessThan(hits.indexOf('framingham-hard-chd'))
    expect(hits).toContain('statin-choice-primary-prevention')
    expect(top('statin', 1)).toEqual(['statin-choice-primary-prevention'])
  })

  test('on the consumer host only what is written for patients is found: the aids, not the calculators', () => {
    expect(searchTools('heart attack', 10)).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'prevent' })]))
    expect(searchTools('heart attack', 10, 'consumer').map((r) => r.slug)).toEqual(['statin-choice-primary-prevention'])
    expect(searchTools('apache', 10, 'consumer')).toEqual([])
    expect(searchTools('knee', 10, 'consumer').map((r) => r.slug)).toEqual(['knee-osteoarthritis-treatment-choice'])
  })
})

describe('two neighbouring letters swapped', () => {
  test('a word the index does not know is read as the one known word the swap gives', () => {
    expect(searchTools('atrail fibrilation', 1).map((r) => r.slug)).toEqual(['cha2ds2-vasc'])
    expect(searchTools('pnuemonia', 3).map((r) => r.slug)).toEqual(searchTools('pneumonia', 3).map((r) => r.slug))
  })
})

describe('known abbreviations are not typo-matched', () => {
  test('afib finds the atrial fibrillation tools, not FIB-4', async () => {
    const { searchTools } = await import('./search.server.ts')
    expect(searchTools('afib', 10).map((r) => r.slug)).not.toContain('fib-4')
  })
})
