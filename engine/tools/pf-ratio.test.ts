import { describe, expect, test } from 'vitest'

import { toolHarness } from '#tests/support/tool-harness.ts'

import definition from './pf-ratio.ts'

// Berlin Definition (ARDS Definition Task Force, JAMA 2012;307:2526–2533), Table 3: mild
// 200 < PaO₂/FiO₂ ≤ 300 with PEEP or CPAP ≥ 5 cmH₂O; moderate 100 < ratio ≤ 200; severe ≤ 100
// (PEEP ≥ 5 cmH₂O).
const base = { pao2: 90, fio2: 30, support: 'invasive', berlin_other: 'yes' }
const { outcome, refused, expectRange, tool } = toolHarness(definition, { base })
const bare = toolHarness(definition)
const cat = (inputs: Record<string, unknown>) => String(outcome(inputs).berlin_ards)

describe('PaO₂/FiO₂ ratio', () => {
  test('PaO₂ × 100 ÷ FiO₂ %', () => {
    expect(outcome({}).pf_ratio).toBe(300)
    expect(outcome({ pao2: 95, fio2: 21 }).pf_ratio).toBeCloseTo(452.38, 2)
    expect(outcome({}).pf_ratio_kpa).toBeCloseTo(300 / 7.50062, 10)
  })

  test('kPa: 40 kPa on 100 % is 300.02 mmHg, the same as 300.0248 mmHg entered', () => {
    const kpa = outcome({ pao2: 40, 'pao2.unit': 'kPa', fio2: 100 })
    expect(kpa.pf_ratio as number).toBeCloseTo(300.0248, 10)
    expect(kpa).toEqual(outcome({ pao2: 300.0248, fio2: 100 }))
    expect(tool.controls.pao2!.attributes!.measureInfo!.labels.map((l) => l.value)).toEqual(['mmHg', 'kPa'])
  })
})

describe('Berlin categories at their edges (ratio in whole mmHg)', () => {
  test('300 is mild, 301 is not ARDS', () => {
    expect(cat({ pao2: 90 })).toMatch(/^Mild ARDS/)
    expect(cat({ pao2: 90.3 })).toMatch(/^No ARDS/) // 301
    expect(cat({ pao2: 90.1 })).toMatch(/^Mild ARDS/) // 300.33 shown as 300
  })

  test('201 is mild, 200 moderate; 101 moderate, 100 severe', () => {
    expect(cat({ pao2: 60.3 })).toMatch(/^Mild/) // 201
    expect(cat({ pao2: 60 })).toMatch(/^Moderate/) // 200
    expect(cat({ pao2: 30.3 })).toMatch(/^Moderate/) // 101
    expect(cat({ pao2: 30 })).toMatch(/^Severe/) // 100
  })

  test('PEEP or CPAP ≥ 5 cmH₂O is required; non-invasive grades mild only', () => {
    expect(cat({ support: 'none' })).toMatch(/^Not gradable/)
    expect(cat({ support: 'noninvasive' })).toMatch(/^Mild ARDS/)
    expect(cat({ support: 'noninvasive', pao2: 60 })).toMatch(/^ARDS, at least mild/)
    expect(cat({ support: 'none', pao2: 100 })).toMatch(/^No ARDS/)
  })

  test('without the other Berlin criteria no ARDS category is given', () => {
    expect(cat({ berlin_other: 'no' })).toMatch(/^Not ARDS by the Berlin definition/)
    expect(String(outcome({ berlin_other: 'no' }).interpretation)).toMatch(/ARDS is not diagnosed/)
  })

  test('management text follows the category', () => {
    expect(String(outcome({ pao2: 30 }).interpretation)).toMatch(/^Severe ARDS: .*prone/)
    expect(String(outcome({ pao2: 60 }).interpretation)).toMatch(/^Moderate ARDS/)
  })
})

describe('ranges and required fields', () => {
  test('edges', () => {
    expectRange('pao2', 5, 800, 4.9, 800.1)
    expectRange('fio2', 21, 100, 20.9, 100.1)
  })

  test('every input is required', () => {
    expect(bare.refused({})).toEqual(['berlin_other', 'fio2', 'pao2', 'support'])
    expect(refused({ support: 'cpap' })).toEqual(['support'])
  })
})
