import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import bishopScore from './bishop-score.ts'

// Bishop EH, Obstet Gynecol 1964;24:266–268 (points); ACOG Practice Bulletin 107 (≤ 6 unfavourable,
// > 8 favourable).
const base = { dilatation: 'closed', effacement: '0-30', station: '-3', consistency: 'firm', position: 'posterior' }
const { outcome, refused, expectEachRequired } = toolHarness(bishopScore, { base })

describe('Bishop score', () => {
  test('each category carries its published points', () => {
    const s = (i: Record<string, string>) => outcome(i).bishop_score
    expect(s({})).toBe(0)
    expect([s({ dilatation: '1-2' }), s({ dilatation: '3-4' }), s({ dilatation: '5+' })]).toEqual([1, 2, 3])
    expect([s({ effacement: '40-50' }), s({ effacement: '60-70' }), s({ effacement: '80+' })]).toEqual([1, 2, 3])
    expect([s({ station: '-2' }), s({ station: '-1/0' }), s({ station: '+1/+2' })]).toEqual([1, 2, 3])
    expect([s({ consistency: 'medium' }), s({ consistency: 'soft' })]).toEqual([1, 2])
    expect([s({ position: 'mid' }), s({ position: 'anterior' })]).toEqual([1, 2])
  })

  test('bands at their edges: 6 unfavourable, 7 and 8 intermediate, 9 favourable', () => {
    const six = { dilatation: '3-4', effacement: '60-70', station: '-1/0' }
    expect(outcome(six).bishop_score).toBe(6)
    expect(outcome(six).bishop_cervix).toBe('Unfavourable (0–6)')
    expect(outcome({ ...six, position: 'mid' }).bishop_cervix).toBe('Intermediate (7–8)')
    expect(outcome({ ...six, position: 'anterior' }).bishop_cervix).toBe('Intermediate (7–8)')
    expect(outcome({ ...six, position: 'anterior', consistency: 'medium' }).bishop_score).toBe(9)
    expect(outcome({ ...six, position: 'anterior', consistency: 'medium' }).bishop_cervix).toBe('Favourable (9–13)')
    expect(String(outcome(six).interpretation)).toMatch(/^Unfavourable cervix: .*ripen the cervix/)
    expect(String(outcome({ ...six, position: 'mid' }).interpretation)).toMatch(/^Intermediate score/)
    expect(String(outcome({ ...six, position: 'anterior', consistency: 'medium' }).interpretation)).toMatch(/^Favourable cervix/)
  })

  test('every finding required; a category not in the table refused', () => {
    expectEachRequired(['dilatation', 'effacement', 'station', 'consistency', 'position'])
    expect(refused({ dilatation: '2' })).toEqual(['dilatation'])
    expect(refused({ station: '+3' })).toEqual(['station'])
  })
})
