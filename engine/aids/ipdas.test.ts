import { describe, expect, test } from 'vitest'

import { aidLibrary } from '../library.ts'
import { IPDAS_CRITERIA, denominatorsIn } from './ipdas.ts'

const aids = [...aidLibrary().entries()]

describe('IPDAS checks on every aid record', () => {
  test('the list covers all 6 qualifying and the 6 general certification criteria', () => {
    expect(IPDAS_CRITERIA.filter((c) => c.group === 'qualifying').map((c) => c.id)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6'])
    expect(IPDAS_CRITERIA.filter((c) => c.group === 'certification').map((c) => c.id)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6'])
  })

  describe.each(aids)('%s', (_key, aid) => {
    test('has an option grid', () => {
      expect(aid.optiongrid).toBeDefined()
    })
    test.each(IPDAS_CRITERIA.map((c) => [`${c.id} ${c.criterion}`, c] as const))('%s', (_label, criterion) => {
      expect(criterion.check(aid, aid.optiongrid!)).toEqual([])
    })
    test('no aid is for a screening test (the 4 screening criteria do not apply)', () => {
      expect(aid.optiongrid!.questions.map((q) => q.question).join(' ')).not.toMatch(/\bscreening\b/i)
    })
  })

  test('denominators are read from English and Spanish natural frequencies', () => {
    expect(denominatorsIn('About 12 out of 100; 48 for every 100 people; 26 de cada 1,000; 12 por cada 100')).toEqual([100, 100, 1000, 100])
  })

  test('a check finds what is missing', () => {
    const [, aid] = aids[0]!
    const grid = aid.optiongrid!
    const broken = {
      ...grid,
      decision: 'Statins',
      funding: '',
      questions: grid.questions.filter((q) => q.kind !== 'harm').map((q) => ({ ...q, answers: q.answers.map((a) => ({ ...a, answer: a.answer + ' 3 out of 1000.' })) })),
    }
    const failed = IPDAS_CRITERIA.filter((c) => c.check(aid, broken).length).map((c) => c.id)
    expect(failed).toEqual(['Q2', 'Q5', 'C1', 'C6', 'P1'])
  })
})
