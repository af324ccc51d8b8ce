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

// Modified Bishop score: Calder AA et al., J Obstet Gynaecol Br Commonw 1974;81:39–46 (table as reproduced,
// see evidenceChecks); NICE NG207 (2021) recommendations 1.3.7–1.3.9: 6 or less against more than 6.
const modifiedBase = { version: 'modified', dilatation_modified: '<1', cervical_length: '>4', station: '-3', consistency: 'firm', position_modified: 'posterior' }
const modified = toolHarness(bishopScore, { base: modifiedBase })

describe('modified Bishop score', () => {
  test('without a choice, Bishop’s original score, as before', () => {
    expect(outcome({}).bishop_version).toBe('Bishop score')
    expect(outcome({}).bishop_maximum).toBe(13)
  })

  test('each category carries its published points; maximum 12', () => {
    const s = (i: Record<string, string>) => modified.outcome(i).bishop_score
    expect(s({})).toBe(0)
    expect([s({ dilatation_modified: '1-2' }), s({ dilatation_modified: '2-4' }), s({ dilatation_modified: '>4' })]).toEqual([1, 2, 3])
    expect([s({ cervical_length: '2-4' }), s({ cervical_length: '1-2' }), s({ cervical_length: '<1' })]).toEqual([1, 2, 3])
    expect([s({ station: '-2' }), s({ station: '-1/0' }), s({ station: '+1/+2' })]).toEqual([1, 2, 3])
    expect([s({ consistency: 'medium' }), s({ consistency: 'soft' })]).toEqual([1, 2])
    expect(s({ position_modified: 'mid/anterior' })).toBe(1)
    expect(modified.outcome({ dilatation_modified: '>4', cervical_length: '<1', station: '+1/+2', consistency: 'soft', position_modified: 'mid/anterior' }).bishop_score).toBe(12)
    expect(modified.outcome({}).bishop_maximum).toBe(12)
  })

  test('NICE NG207 threshold at 6/7, with its recommendation', () => {
    const six = { dilatation_modified: '2-4', cervical_length: '1-2', station: '-1/0' }
    expect(modified.outcome(six).bishop_score).toBe(6)
    expect(modified.outcome(six).bishop_cervix).toBe('6 or less (NICE NG207)')
    expect(String(modified.outcome(six).interpretation)).toMatch(/^Modified Bishop score 6 or less: NICE NG207 recommends .*dinoprostone.*misoprostol.*mechanical method/)
    expect(modified.outcome({ ...six, position_modified: 'mid/anterior' }).bishop_score).toBe(7)
    expect(modified.outcome({ ...six, position_modified: 'mid/anterior' }).bishop_cervix).toBe('More than 6 (NICE NG207)')
    expect(String(modified.outcome({ ...six, position_modified: 'mid/anterior' }).interpretation)).toMatch(/amniotomy and an intravenous oxytocin infusion/)
  })

  test('the original’s effacement, dilatation and position are hidden and not asked; the modified findings are required', () => {
    const state = modified.evaluate()
    for (const k of ['dilatation', 'effacement', 'position']) expect(state.fields[k]!.hidden).toBe(true)
    expect(modified.refused({})).toEqual([])
    modified.expectEachRequired(['dilatation_modified', 'cervical_length', 'station', 'consistency', 'position_modified'])
    expect(modified.refused({ position_modified: 'anterior' })).toEqual(['position_modified'])
    expect(modified.refused({ version: 'calder' })).toEqual(['version'])
  })

  test('the original’s inputs do not count under the modified score', () => {
    expect(modified.outcome({ effacement: '80+', dilatation: '5+', position: 'anterior' }).bishop_score).toBe(0)
  })
})
