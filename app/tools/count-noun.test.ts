import { describe, expect, test } from 'vitest'

import { fillAgreeing, unitsFor } from './count-noun.ts'

describe('count words after a number', () => {
  test('one takes the singular, every other number the plural', () => {
    expect(unitsFor(1, 'points')).toBe('point')
    expect(unitsFor('1', 'points (0–23)')).toBe('point (0–23)')
    expect(unitsFor(0, 'points')).toBe('points')
    expect(unitsFor(2, 'points')).toBe('points')
    expect(unitsFor('1.0', 'points')).toBe('points')
    expect(unitsFor('-1', 'points')).toBe('points')
    expect(unitsFor(1, 'pack-years')).toBe('pack-year')
    expect(unitsFor(1, 'puntos')).toBe('punto')
  })

  test('units that are not counts are left alone', () => {
    for (const units of ['mmol/L', '%', 'kg', 'mL/min/1.73 m²', 'of 4', 'per minute', '% per year']) expect(unitsFor(1, units)).toBe(units)
  })

  test('a template agrees the word after a placeholder with the value filled in', () => {
    const values: Record<string, string> = { score: '1', risk: '1', other: '3' }
    const fill = (placeholder: string) => values[placeholder.slice(2, -2).trim()] ?? '—'
    expect(fillAgreeing('HAS-BLED {{score}} points: {{ risk }} % per year, {{other}} points.', fill)).toBe('HAS-BLED 1 point: 1 % per year, 3 points.')
    expect(fillAgreeing('{{missing}} points', fill)).toBe('— points')
  })
})
