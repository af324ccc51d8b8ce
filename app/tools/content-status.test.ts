import { describe, expect, test } from 'vitest'

import { aidLibrary, toolLibrary } from '#engine/library.ts'

import { AUDIT, contentStatus } from './content-status.server.ts'
import { addMonths, contentStatusOf, parseAudit } from './content-status.ts'

const everyDefinition = () => [...toolLibrary().values(), ...aidLibrary().values()]

describe('the clinical-safety audit as the tool pages read it', () => {
  test('every tool and aid has its row, with what was checked', () => {
    for (const tool of everyDefinition()) {
      const row = AUDIT.get(tool.slug)
      expect(row, tool.slug).toBeDefined()
      expect(row!.checked.length, tool.slug).toBeGreaterThan(0)
    }
  })

  test('a row is read cell by cell; an aid is named by its slug; a dash means no source', () => {
    const rows = parseAudit(['| tool | checked | source | test | notes |', '| --- | --- | --- | --- | --- |', '| x-aid (aid) | no numeric inputs | — | a.test.ts |  |', '', '| not | a row |'].join('\n'))
    expect([...rows.values()]).toEqual([{ slug: 'x-aid', checked: 'no numeric inputs', sources: '', tests: 'a.test.ts', notes: '' }])
  })
})

describe('content status', () => {
  test('a calculator with no recorded review says so: no date is made up, and a review is due now', () => {
    const cha = toolLibrary().get('cha2ds2-vasc')!
    const status = contentStatus(cha, '2026-11-27')
    expect(status).toMatchObject({ lastReviewed: null, nextReviewDue: null, state: 'not-reviewed', intervalMonths: 12, openQuestions: [] })
    expect(status.audit?.sources).toBe('Lip 2010')
  })

  test('an aid takes its option grid dates; past the due date the review is overdue', () => {
    const aid = aidLibrary().get('statin-choice-primary-prevention')!
    const grid = aid.optiongrid!
    const onTime = contentStatus(aid, grid.nextReviewDue)
    expect(onTime).toMatchObject({ lastReviewed: grid.lastReviewed, nextReviewDue: grid.nextReviewDue, state: 'current' })
    expect(contentStatus(aid, addMonths(grid.nextReviewDue, 1)).state).toBe('overdue')
  })

  test('every figure not checked against its primary source is listed as an open question', () => {
    for (const aid of aidLibrary().values()) {
      const unchecked = aid.optiongrid!.evidenceDocument.entries.filter((e) => !e.checkedAgainstPrimary)
      expect(contentStatus(aid).openQuestions.map((q) => q.statement), aid.slug).toEqual(unchecked.map((e) => e.statement))
    }
  })

  test("a calculator's figures not checked against the primary publication are listed; checked ones are not", () => {
    const evidenceChecks = [
      { statement: 'Band mortality figures from the derivation table.', citations: ['x'], checkedAgainstPrimary: true },
      { statement: 'Coefficients as reprinted in a review.', citations: ['x'], checkedAgainstPrimary: false, note: 'the primary table could not be opened' },
    ]
    const status = contentStatusOf({ review: { intervalMonths: 12 }, optiongrid: undefined, evidenceChecks }, undefined, '2026-11-27')
    expect(status.openQuestions).toEqual([{ statement: 'Coefficients as reprinted in a review.', note: 'the primary table could not be opened' }])
  })

  test('a review recorded in the definition gives the next due date from the interval', () => {
    const status = contentStatusOf({ review: { lastReviewed: '2026-01-31', intervalMonths: 1 }, optiongrid: undefined, evidenceChecks: [] }, undefined, '2026-03-01')
    expect(status).toMatchObject({ lastReviewed: '2026-01-31', nextReviewDue: '2026-02-28', state: 'overdue', audit: null })
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28')
  })
})
