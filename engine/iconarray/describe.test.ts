import { describe, expect, it } from 'vitest'
import { describeIconArray, describePattern } from './describe.ts'
import { layoutIconArray } from './layout.ts'

const heart = [
  { key: 'event', count: 8, icon: 'person', label: 'have a heart attack or stroke in the next 10 years', labelOne: 'has a heart attack or stroke in the next 10 years', order: 1 },
  { key: 'none', count: 92, icon: 'person', label: 'do not', labelOne: 'does not', order: 2 },
]

describe('describeIconArray', () => {
  it('builds the sentence from group labels, counts and patterns', () => {
    const layout = layoutIconArray({ denominator: 100, groups: heart })
    expect(describeIconArray(layout, { denominator: 100 })).toBe(
      'Out of 100 people like you: 8 have a heart attack or stroke in the next 10 years (filled figures); 92 do not (outlined figures).',
    )
  })

  it('describes three-state arrays in drawing order', () => {
    const layout = layoutIconArray({
      groups: [
        { key: 'none', count: 90, icon: 'person', label: 'would not have one anyway', order: 3 },
        { key: 'anyway', count: 7, icon: 'person', label: 'would have one even with a statin', order: 1 },
        { key: 'avoided', count: 3, icon: 'person', label: 'avoid one because of the statin', order: 2 },
      ],
    })
    expect(describeIconArray(layout)).toBe(
      'Out of 100 people like you: 7 would have one even with a statin (filled figures); 3 avoid one because of the statin (hatched figures); 90 would not have one anyway (outlined figures).',
    )
  })

  it('uses the singular label and noun for a count of 1, and squares for 1000', () => {
    const layout = layoutIconArray({ denominator: 1000, groups: [{ ...heart[0]!, count: 1 }, { ...heart[1]!, count: 999 }] })
    expect(describeIconArray(layout, { subject: 'women like you' })).toBe(
      'Out of 1,000 women like you: 1 has a heart attack or stroke in the next 10 years (filled square); 999 do not (outlined squares).',
    )
  })

  it('speaks Spanish for Spanish labels, with the nouns and adjectives agreeing', () => {
    const people = layoutIconArray({
      groups: [
        { key: 'anyway', count: 5, icon: 'person', label: 'tendrían un infarto de todos modos', order: 1 },
        { key: 'avoided', count: 1, icon: 'person', label: 'evitarían un infarto gracias a la estatina', order: 2 },
        { key: 'none', count: 94, icon: 'person', label: 'no lo tendrían de todos modos', order: 3 },
      ],
    })
    expect(describeIconArray(people, { language: 'es' })).toBe(
      'De 100 personas como usted: 5 tendrían un infarto de todos modos (figuras rellenas); 1 evitarían un infarto gracias a la estatina (figura rayada); 94 no lo tendrían de todos modos (figuras sin relleno).',
    )
    const blocks = layoutIconArray({ denominator: 1000, groups: [{ ...heart[0]!, label: 'tendrían un derrame', count: 67 }, { ...heart[1]!, label: 'no lo tendrían', count: 933 }] })
    expect(describeIconArray(blocks, { language: 'es' })).toBe('De 1000 personas como usted: 67 tendrían un derrame (cuadrados rellenos); 933 no lo tendrían (cuadrados sin relleno).')
  })

  it('leaves out groups with a count of 0', () => {
    const layout = layoutIconArray({
      groups: [
        { key: 'anyway', count: 5, icon: 'person', label: 'have one anyway', order: 1 },
        { key: 'avoided', count: 0, icon: 'person', label: 'avoid one', order: 2 },
        { key: 'none', count: 95, icon: 'person', label: 'do not', order: 3 },
      ],
    })
    expect(describeIconArray(layout)).toBe('Out of 100 people like you: 5 have one anyway (filled figures); 95 do not (outlined figures).')
  })

  it('returns null for a refused layout or a denominator that does not match', () => {
    expect(describeIconArray(layoutIconArray({ groups: [{ ...heart[0]!, count: 9 }, heart[1]!] }))).toBeNull()
    expect(describeIconArray(layoutIconArray({ groups: heart }), { denominator: 1000 })).toBeNull()
  })

  it('describePattern', () => {
    expect(describePattern('solid', 'person', 2)).toBe('filled figures')
    expect(describePattern('outline', 'block', 1)).toBe('outlined square')
    expect(describePattern('cross-hatched', 'person', 1)).toBe('cross-hatched figure')
  })
})
