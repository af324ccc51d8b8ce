import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import type { ToolDefinitionInput } from './tool.ts'
import { validateToolDefinition, type DefinitionIssue } from './validate.ts'

type Control = Omit<ToolDefinitionInput['controls'][string], 'name'> & { name?: string }

/** A minimal valid definition (not parsed) holding `controls`, each named by its key unless given a name. */
function definition(controls: Record<string, Control> = { age: { type: 'numeric.basic' } }, extra: Partial<ToolDefinitionInput> = {}): ToolDefinitionInput {
  const named = Object.fromEntries(Object.entries(controls).map(([key, f]) => [key, { name: key, ...f }]))
  return {
    slug: 'test-tool',
    name: 'Test tool',
    calcId: 'calc-test',
    status: 'released',
    toolType: 3,
    eligibility: 'Adults',
    description: 'A tool for tests.',
    isFree: true,
    contentName: 'test-tool',
    modified: '2026-03-05',
    version: '1.0.0',
    steps: ['patient', 'assessment'],
    sections: { patient: Object.keys(controls).slice(0, 1) },
    controls: named,
    risk: Object.keys(controls).slice(0, 1),
    references: [{ id: 'ref', citation: 'A citation of some length.' }],
    contributors: [{ name: 'Team', role: 'Authoring' }],
    competingInterests: 'None declared.',
    category: 'Test',
    instructions: 'Use it in tests.',
    whenToUse: ['In tests.'],
    pearls: ['None.'],
    nextSteps: { advice: [], management: [] },
    evidence: ['None.'],
    formula: ['x'],
    resultSummary: 'x',
    testVectors: [{ description: 'none', inputs: {}, expected: {}, source: 'ref' }],
    ...extra,
  }
}

function issuesOf(input: unknown): DefinitionIssue[] {
  const result = validateToolDefinition(input)
  return result.ok ? [] : result.issues
}

describe('validateToolDefinition', () => {
  test('a valid definition passes, parsed with its defaults', () => {
    const result = validateToolDefinition(definition())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.tool.ehrpdns).toEqual([])
    expect(result.tool.guideline).toEqual([])
    expect(result.tool.controls.age!.type).toBe('numeric.basic')
  })

  describe('schema issues carry the path of the bad member', () => {
    test.each<[string, (d: ToolDefinitionInput) => unknown, string]>([
      ['slug', (d) => ({ ...d, slug: 'Bad Slug' }), 'slug'],
      ['version', (d) => ({ ...d, version: '1.0' }), 'version'],
      ['modified', (d) => ({ ...d, modified: '2026-02-30' }), 'modified'],
      ['field type', (d) => ({ ...d, controls: { age: { name: 'age', type: 'numeric.unknown' } } }), 'controls.age.type'],
      ['field name', (d) => ({ ...d, controls: { age: { name: 'the age', type: 'numeric.basic' } } }), 'controls.age.name'],
      ['step (no grid refuses a measured value)', (d) => ({ ...d, controls: { age: { name: 'age', type: 'numeric.basic', attributes: { fieldInfo: { constraints: { step: 0.1 } } } } } }), 'controls.age.attributes.fieldInfo.constraints.step'],
      ['integer', (d) => ({ ...d, controls: { age: { name: 'age', type: 'numeric.basic', attributes: { fieldInfo: { constraints: { integer: false } } } } } }), 'controls.age.attributes.fieldInfo.constraints.integer'],
      ['rule type', (d) => ({ ...d, controls: { age: { name: 'age', type: 'numeric.basic', attributes: { fieldInfo: { validations: [{ rule: 'age > 1', message: 'm', type: 'info' }] } } } } }), 'controls.age.attributes.fieldInfo.validations.0.type'],
      ['missing risk', (d) => ({ ...d, risk: undefined }), 'risk'],
      ['reference citation', (d) => ({ ...d, references: [{ id: 'r', citation: 'short' }] }), 'references.0.citation'],
    ])('%s', (_d, change, path) => {
      const issues = issuesOf(change(definition()))
      expect(issues.map((i) => i.path)).toContain(path)
      for (const i of issues) expect(i.message.length).toBeGreaterThan(0)
    })

    test('an unknown member is reported at its own path', () => {
      const d = definition({ age: { type: 'numeric.basic', attributes: { fieldInfo: { baseContent: 'Age' } } } })
      const withExtra = { ...d, controls: { age: { ...d.controls.age, colour: 'red', attributes: { fieldInfo: { baseContent: 'Age', maxValue: 3 } } } } }
      const issues = issuesOf(withExtra)
      expect(issues).toContainEqual({ path: 'controls.age.colour', message: expect.stringContaining('colour') as unknown })
      expect(issues).toContainEqual({ path: 'controls.age.attributes.fieldInfo.maxValue', message: expect.stringContaining('maxValue') as unknown })
    })

    test('input that is not an object is refused, not thrown', () => {
      for (const input of [null, undefined, 42, 'tool', [], { controls: 1 }]) {
        const result = validateToolDefinition(input)
        expect(result.ok).toBe(false)
      }
    })

    test('never throws for arbitrary input', () => {
      fc.assert(
        fc.property(fc.anything(), (input) => {
          expect(validateToolDefinition(input).ok).toBe(false)
        }),
        { numRuns: 200 },
      )
    })
  })

  describe('cross-reference issues', () => {
    test('a key that differs from the field name', () => {
      expect(issuesOf(definition({ age: { name: 'years', type: 'numeric.basic' } }))).toEqual([{ path: 'controls.age.name', message: 'must equal its key "age"' }])
    })

    test.each<[string, Partial<ToolDefinitionInput>, string]>([
      ['sections.patient', { sections: { patient: ['age', 'zzz'] } }, 'sections.patient.1'],
      ['sections.header', { sections: { header: ['zzz'], patient: ['age'] } }, 'sections.header.0'],
      ['risk', { risk: ['age', 'age', 'zzz'] }, 'risk.2'],
      ['guideline', { guideline: ['zzz'] }, 'guideline.0'],
      ['dataHeader', { dataHeader: ['zzz'] }, 'dataHeader.0'],
      ['populationHeader', { populationHeader: ['zzz'] }, 'populationHeader.0'],
      ['population', { population: ['age', 'zzz'] }, 'population.1'],
      ['groups', { groups: { vitals: ['age', 'zzz'] } }, 'groups.vitals.1'],
    ])('an unknown field in %s', (_d, extra, path) => {
      expect(issuesOf(definition(undefined, extra))).toEqual([{ path, message: 'no field named "zzz"' }])
    })

    test('an unknown child', () => {
      const issues = issuesOf(definition({ age: { type: 'numeric.basic' }, box: { type: 'group', children: ['age', 'zzz'] } }))
      expect(issues).toEqual([{ path: 'controls.box.children.1', message: 'no field named "zzz"' }])
    })

    test('an EHR cpdn no field has', () => {
      expect(issuesOf(definition({ years: { type: 'numeric.basic', cpdn: 'age' } }, { ehrpdns: ['age', 'years', 'sex'] }))).toEqual([
        { path: 'ehrpdns.2', message: 'no field with cpdn "sex"' },
      ])
    })

    test('an evidence check citing a reference the tool does not list', () => {
      const evidenceChecks = [{ statement: 'Band figures', citations: ['zzz'], checkedAgainstPrimary: false }]
      expect(issuesOf(definition(undefined, { evidenceChecks }))).toEqual([{ path: 'evidenceChecks.0.citations.0', message: 'no reference with id "zzz"' }])
    })

    test('a published step table must name computed fields of the tool and cite its references', () => {
      const controls: Record<string, Control> = {
        age: { type: 'numeric.basic' },
        factor: { type: 'result.value', attributes: { fieldInfo: { value: 'age / 10' } } },
        estimate: { type: 'result.value', attributes: { fieldInfo: { value: 'age / factor' } } },
      }
      const table = { table: 'Table 2', cell: 'factor', results: ['estimate'], citations: ['ref'], reason: 'The published method is the stratified table.' }
      expect(issuesOf(definition(controls, { publishedStepTables: [table] }))).toEqual([])
      expect(issuesOf(definition(controls, { publishedStepTables: [{ ...table, cell: 'age', results: ['estimate', 'zzz', 'factor'], citations: ['zzz'] }] }))).toEqual([
        { path: 'publishedStepTables.0.citations.0', message: 'no reference with id "zzz"' },
        { path: 'publishedStepTables.0.cell', message: 'no computed field named "age"' },
        { path: 'publishedStepTables.0.results.1', message: 'no computed field named "zzz"' },
      ])
      expect(issuesOf(definition(controls, { publishedStepTables: [{ ...table, results: ['factor'] }] }))).toEqual([
        { path: 'publishedStepTables.0.cell', message: 'the cell is not one of the stepped results' },
      ])
    })

    test('a tab listed twice', () => {
      expect(issuesOf(definition(undefined, { tabs: ['patientData', 'optionGrid', 'patientData'] }))).toEqual([{ path: 'tabs', message: 'a tab is listed twice' }])
    })

    test('malformed rules anywhere are reported with their path, message and position', () => {
      const issues = issuesOf(
        definition({
          age: {
            type: 'numeric.basic',
            visibility: 'a >',
            attributes: {
              fieldInfo: {
                constraints: { minValue: 'x +* 2', maxValue: 10, maxValuePolicy: "'open" },
                validations: [
                  { rule: 'age > 1', message: 'ok', type: 'error' },
                  { rule: 'a = = 1', message: 'bad', type: 'warning' },
                ],
                'ui-default': [{ value: 1, condition: 'a + (b' }],
                backgroundText: [{ content: 'x' }, { content: 'y', condition: 'and' }],
              },
            },
          },
          score: { type: 'result.score', attributes: { fieldInfo: { value: 'age *' } } },
        }),
      )
      expect(issues).toEqual([
        { path: 'controls.age.visibility', message: 'Unexpected end of rule: expected a value (at 3)' },
        { path: 'controls.age.attributes.fieldInfo.validations.1.rule', message: "Unexpected '=': expected a value (at 4)" },
        { path: 'controls.age.attributes.fieldInfo.ui-default.0.condition', message: "Missing ')' to close '(' at position 4 (at 6)" },
        { path: 'controls.age.attributes.fieldInfo.backgroundText.1.condition', message: expect.stringMatching(/\(at 0\)$/) as unknown },
        { path: 'controls.age.attributes.fieldInfo.constraints.minValue', message: "Unexpected '*': expected a value (at 3)" },
        { path: 'controls.age.attributes.fieldInfo.constraints.maxValuePolicy', message: 'Unterminated text: missing closing quote (at 0)' },
        { path: 'controls.score.attributes.fieldInfo.value', message: expect.stringMatching(/\(at 5\)$/) as unknown },
      ])
    })

    test('icon counts must name a field or cpdn', () => {
      const issues = issuesOf(
        definition({
          risk_pct: { type: 'result.risk', cpdn: 'risk_cpdn', attributes: { fieldInfo: { value: '10' } } },
          icons: {
            type: 'visual.iconarray',
            attributes: {
              iconGroups: [
                {
                  icons: [
                    { order: 1, count: 'risk_cpdn', icon: 'person' },
                    { order: 2, count: 'zzz', icon: 'person' },
                    { order: 3, count: 'risk_pct', icon: 'person' },
                  ],
                },
                { icons: [{ order: 1, count: 40, icon: 'person' }, { order: 2, count: 'nope', icon: 'person' }] },
              ],
            },
          },
        }),
      )
      expect(issues).toEqual([
        { path: 'controls.icons.attributes.iconGroups.0.icons.1.count', message: 'no field named "zzz"' },
        { path: 'controls.icons.attributes.iconGroups.1.icons.1.count', message: 'no field named "nope"' },
      ])
    })

    test('a measure default must be among the labels, and every unit needs a precision', () => {
      const measure = (uiDefaultMeasure: string, precisions: Record<string, number>): Control => ({
        type: 'numeric.weight',
        attributes: {
          measureInfo: {
            labels: [
              { value: 'lb', name: 'lb', system: 'imperial' },
              { value: 'kg', name: 'kg', system: 'metric' },
            ],
            precisions,
            uiDefaultMeasure,
          },
        },
      })
      expect(issuesOf(definition({ w: measure('kg', { lb: 0, kg: 1 }) }))).toEqual([])
      expect(issuesOf(definition({ w: measure('g', { lb: 0, kg: 1 }) }))).toEqual([{ path: 'controls.w.attributes.measureInfo.uiDefaultMeasure', message: 'must be one of the labels' }])
      expect(issuesOf(definition({ w: measure('lb', { lb: 0 }) }))).toEqual([{ path: 'controls.w.attributes.measureInfo.precisions', message: 'no precision for "kg"' }])
    })

    test('computed numeric fields need a value expression; inputs cannot have one', () => {
      expect(issuesOf(definition({ age: { type: 'numeric.basic' }, bmi: { type: 'numeric.bmi' }, note: { type: 'result.value' } }))).toEqual([
        { path: 'controls.bmi.attributes.fieldInfo.value', message: 'a computed field needs a value expression' },
      ])
      expect(issuesOf(definition({ age: { type: 'numeric.basic', attributes: { fieldInfo: { value: '3' } } } }))).toEqual([
        { path: 'controls.age.attributes.fieldInfo.value', message: 'an input field cannot have a value expression' },
      ])
    })

    test('every issue is reported, not only the first', () => {
      const issues = issuesOf(definition({ age: { name: 'years', type: 'numeric.basic', visibility: '(' } }, { risk: ['zzz'] }))
      expect(issues.map((i) => i.path).sort()).toEqual(['controls.age.name', 'controls.age.visibility', 'risk.0'])
    })
  })
})

describe('names and functions used by rules', () => {
  test('a misspelt field name is reported at the rule', () => {
    const issues = issuesOf(
      definition({ age: { type: 'numeric.basic' }, score: { type: 'result.score', attributes: { fieldInfo: { value: 'agee + 1' } } } }),
    )
    expect(issues).toContainEqual({ path: 'controls.score.attributes.fieldInfo.value', message: 'refers to "agee", which is not a field' })
  })

  test('a multiselect choice reference names its field', () => {
    const ok = issuesOf(
      definition({
        signs: { type: 'multiselect.toggle', attributes: { fieldInfo: { labels: [{ name: 'A', value: 'a' }] } } },
        score: { type: 'result.score', attributes: { fieldInfo: { value: 'signs.a + signs' } } },
      }),
    )
    expect(ok).toEqual([])
  })

  test('an unknown function is reported; built-ins and formulas are known', () => {
    const issues = issuesOf(
      definition({
        age: { type: 'numeric.basic' },
        a: { type: 'result.value', attributes: { fieldInfo: { value: 'frobnicate(age)' } } },
        b: { type: 'result.value', attributes: { fieldInfo: { value: 'round(bmi_metric(70, age), 1)' } } },
      }),
    )
    expect(issues).toEqual([{ path: 'controls.a.attributes.fieldInfo.value', message: 'calls "frobnicate", which is not a known function' }])
  })

  test('points() names fields whose every label has points', () => {
    const labels = (withPoints: boolean) => [
      { name: 'No', value: 'no', ...(withPoints ? { points: 0 } : {}) },
      { name: 'Yes', value: 'yes', points: 1 },
    ]
    const toggle = (withPoints: boolean): Control => ({ type: 'singleselect.toggle', attributes: { fieldInfo: { labels: labels(withPoints) } } })
    const score = (value: string): Control => ({ type: 'result.score', attributes: { fieldInfo: { value } } })
    const at = 'controls.score.attributes.fieldInfo.value'
    expect(issuesOf(definition({ a: toggle(true), score: score('points(a)') }))).toEqual([])
    expect(issuesOf(definition({ a: toggle(false), score: score('points(a)') }))).toEqual([{ path: at, message: 'points(a): every label of "a" needs points' }])
    expect(issuesOf(definition({ age: { type: 'numeric.basic' }, score: score('points(age)') }))).toEqual([
      { path: at, message: 'points(age): "age" is not a field with labels' },
    ])
    expect(issuesOf(definition({ a: toggle(true), score: score('points(a, b)') }))).toEqual([{ path: at, message: 'refers to "b", which is not a field' }])
  })
})
