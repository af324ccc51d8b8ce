import { describe, expect, test } from 'vitest'

import { aidLibrary, toolLibrary } from '#engine/library.ts'
import { convertUnit, unitsOfField } from '#engine/units.ts'

import { EHR_MAP, NOT_PREFILLED, prefillItemsOf, TOOL_WINDOWS, windowStart, windowText } from './ehr-map.ts'
import { fieldOf } from './select.ts'

const tools = [...toolLibrary().values(), ...aidLibrary().values()]
const pairs = tools.flatMap((tool) => tool.ehrpdns.map((cpdn) => ({ tool, cpdn, name: `${tool.slug}${tool.language === 'en-US' ? '' : `:${tool.language}`} ${cpdn}` })))

describe('every cpdn of every ehrpdns is mapped', () => {
  test('there are tools with ehrpdns', () => expect(pairs.length).toBeGreaterThan(100))

  test.each(pairs)('$name', ({ tool, cpdn }) => {
    const skipped = NOT_PREFILLED[tool.slug]?.[cpdn]
    if (skipped) {
      expect(skipped.length).toBeGreaterThan(10)
      expect(prefillItemsOf(tool).map((i) => i.cpdn)).not.toContain(cpdn)
      return
    }
    const source = EHR_MAP[cpdn]
    expect(source, `no EHR_MAP entry for ${cpdn}`).toBeDefined()
    const field = fieldOf(tool, cpdn)
    expect(field, `no input field with cpdn ${cpdn}`).not.toBeNull()
    const labels = (field!.attributes?.fieldInfo?.labels ?? []).map((l) => String(l.value))
    switch (source!.kind) {
      case 'quantity': {
        const produced = new Set(source!.codes.flatMap((c) => Object.values(c.units)))
        const keyOf = (u: string) => source!.fieldUnits?.[u] ?? u
        const offered = unitsOfField(field!)
        const fieldKeys = (offered.length ? offered : ['']).map(keyOf)
        // Each unit the field offers is reported by some accepted code, or converts from one.
        for (const key of fieldKeys) {
          const reachable = produced.has(key) || [...produced].some((p) => convertUnit(1, p, key) !== null)
          expect(reachable, `${cpdn}: field unit key "${key}" is reached by no accepted UCUM unit`).toBe(true)
        }
        // And at least one is taken as reported, without conversion.
        expect(fieldKeys.some((k) => produced.has(k)), `${cpdn}: no accepted unit is the field's own`).toBe(true)
        break
      }
      case 'sex':
        expect(labels).toEqual(expect.arrayContaining(Object.values(source!.genders)))
        break
      case 'coded':
        expect(labels).toEqual(expect.arrayContaining([...new Set(Object.values(source!.answers))]))
        break
      case 'condition':
        expect(labels).toContain(source!.present)
        break
      case 'age':
        expect(unitsOfField(field!)).toEqual(['years'])
        break
      case 'date':
        expect(field!.type).toMatch(/^date/)
        break
    }
  })

  test('exceptions name real tools and cpdns', () => {
    for (const [slug, cpdns] of [...Object.entries(NOT_PREFILLED), ...Object.entries(TOOL_WINDOWS)]) {
      const tool = toolLibrary().get(slug)
      expect(tool, slug).toBeDefined()
      for (const cpdn of Object.keys(cpdns)) expect(tool!.ehrpdns, `${slug} ${cpdn}`).toContain(cpdn)
    }
  })

  test('every window is written as the missing-EHR popup says it', () => {
    for (const tool of tools) for (const item of prefillItemsOf(tool)) if (item.window) expect(windowText(item.window)).toMatch(/^\d+ (hours?|days?|months?|years?)$/)
    expect(windowText({ amount: 1, unit: 'months' })).toBe('1 month')
    expect(windowText(null)).toBeNull()
  })
})

describe('windowStart', () => {
  const now = new Date('2026-03-31T10:00:00Z')
  test('hours and days are exact durations', () => {
    expect(windowStart(now, { amount: 24, unit: 'hours' }).toISOString()).toBe('2026-03-30T10:00:00.000Z')
    expect(windowStart(now, { amount: 30, unit: 'days' }).toISOString()).toBe('2026-03-01T10:00:00.000Z')
  })
  test('months and years are calendar months, ending on the last day of a shorter month', () => {
    expect(windowStart(now, { amount: 1, unit: 'months' }).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(windowStart(now, { amount: 12, unit: 'months' }).toISOString()).toBe('2025-03-31T10:00:00.000Z')
    expect(windowStart(new Date('2028-02-29T00:00:00Z'), { amount: 1, unit: 'years' }).toISOString()).toBe('2027-02-28T00:00:00.000Z')
  })
})
