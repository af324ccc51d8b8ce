import { describe, expect, test } from 'vitest'

import { execute } from '../execute.ts'
import { isInputType } from '../schema/field-types.ts'
import { validateToolDefinition, type DefinitionIssue } from '../schema/validate.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import breastSurgeryAid from './breast-cancer-surgery.ts'
import { AID_DEFINITIONS, aidLibrary, findAid, findToolIn, TOOL_DEFINITIONS } from '../library.ts'
import kneeAidEs from './knee-osteoarthritis.es.ts'
import kneeAid from './knee-osteoarthritis.ts'
import { answerText, graphNumerator, optionGridOutcomes, optionGridSection } from './optiongrid.ts'
import statinAid from './statins.ts'
import { type AidTranslation, expressionTexts, type FieldTranslation, fieldTexts, translateAid } from './translate.ts'
import { STATIN_AID_ES_TEXTS } from './statins.es.ts'

const issuesOf = (input: unknown): DefinitionIssue[] => {
  const result = validateToolDefinition(input)
  return result.ok ? [] : result.issues
}

describe('the aid library', () => {
  test('has the four aids, each in English and Spanish', () => {
    expect([...aidLibrary().keys()].sort()).toEqual([
      'af-stroke-prevention-choice',
      'af-stroke-prevention-choice:es',
      'early-breast-cancer-surgery-choice',
      'early-breast-cancer-surgery-choice:es',
      'knee-osteoarthritis-treatment-choice',
      'knee-osteoarthritis-treatment-choice:es',
      'statin-choice-primary-prevention',
      'statin-choice-primary-prevention:es',
    ])
  })

  test('English aids are in the tool library; translations are found by language', () => {
    const toolSlugs = TOOL_DEFINITIONS.map((t) => t.slug)
    for (const aid of AID_DEFINITIONS) expect(toolSlugs.filter((s) => s === aid.slug), aid.slug).toHaveLength(1)
    expect(findToolIn('knee-osteoarthritis-treatment-choice', 'es')?.language).toBe('es')
    expect(findToolIn('statin-choice-primary-prevention', 'es')?.language).toBe('es')
    expect(findToolIn('cha2ds2-vasc', 'es')?.language).toBe('en-US')
    expect(findToolIn('knee-osteoarthritis-treatment-choice', 'en-US')?.language).toBe('en-US')
  })

  test('the payload section carries the grid with its references and glossary (spec 02 §7)', () => {
    const aid = findAid('early-breast-cancer-surgery-choice')!
    const section = optionGridSection(aid)!
    expect(Object.keys(section).slice(0, 6)).toEqual(['references', 'contributors', 'certifications', 'competingInterests', 'definitions', 'popUpComponents'])
    expect(section.options.map((o) => o.optionKey)).toEqual(['lumpectomy_radiation', 'mastectomy', 'mastectomy_reconstruction'])
    expect(section.viewType).toBe('OPTION_GRID_GRID_VIEW')
    expect(optionGridSection({ ...aid, optiongrid: undefined })).toBeNull()
  })

  test('findAid picks the language and falls back to English', () => {
    expect(findAid('knee-osteoarthritis-treatment-choice', 'es')?.language).toBe('es')
    expect(findAid('statin-choice-primary-prevention', 'es')?.language).toBe('es')
    expect(findAid('statin-choice-primary-prevention', 'fr')?.language).toBe('en-US')
    expect(findAid('no-such-aid')).toBeNull()
  })

  describe.each(AID_DEFINITIONS.map((d) => [`${d.slug} (${d.language ?? 'en-US'})`, d] as const))('%s', (_label, definition) => {
    test('validates against the schema and its own references', () => {
      expect(issuesOf(definition)).toEqual([])
    })

    const aid = findAid(definition.slug, definition.language)!
    const grid = aid.optiongrid!
    const denominator = grid.naturalFrequency.denominator

    if (aid.toolType === 1) {
      test('an option grid only: every graph is a fixed number within the denominator', () => {
        for (const q of grid.questions) for (const a of q.answers) if (a.graph) expect(typeof a.graph.numerator).toBe('number')
      })
      return
    }

    test.each(aid.testVectors.map((v) => [v.description, v] as const))('reference vector: %s', (_d, vector) => {
      const result = execute(aid, vector.inputs)
      expect(result.ok ? null : result.errors).toBeNull()
      if (!result.ok) return
      for (const [key, expected] of Object.entries(vector.expected)) {
        const actual = result.outcome[key]
        if (typeof expected === 'number') expect(Math.abs((actual as number) - expected), `${key}: ${String(actual)} vs ${expected}`).toBeLessThanOrEqual(vector.tolerance ?? 1e-9)
        else expect(actual, key).toEqual(expected)
      }
    })

    test.each(aid.testVectors.map((v) => [v.description, v] as const))('every option calculates, fills its answers and draws within the denominator: %s', (_d, vector) => {
      const outcomes = optionGridOutcomes(aid, vector.inputs)
      expect(Object.keys(outcomes)).toEqual(grid.options.map((o) => o.optionKey))
      for (const q of grid.questions) {
        for (const a of q.answers) {
          const result = outcomes[a.optionKey]!
          expect(result.ok, `${a.optionKey}`).toBe(true)
          if (!result.ok) continue
          expect(answerText(aid, a, result.outcome), `${q.question} / ${a.optionKey}`).not.toContain('—')
          const n = graphNumerator(a, result.outcome)
          if (a.graph) {
            expect(Number.isInteger(n), `${q.question} / ${a.optionKey}`).toBe(true)
            expect(n!).toBeGreaterThanOrEqual(0)
            expect(n!).toBeLessThanOrEqual(denominator)
          }
        }
      }
    })

    test('the key-data icon arrays add up to the denominator', () => {
      const result = execute(aid, aid.testVectors[0]!.inputs)
      if (!result.ok) throw new Error('vector failed')
      for (const name of aid.population ?? []) {
        for (const group of aid.controls[name]!.attributes!.iconGroups!) {
          const total = group.icons.reduce((sum, icon) => sum + (typeof icon.count === 'number' ? icon.count : (result.outcome[icon.count] as number)), 0)
          expect(total, name).toBe(group.denominator)
          expect(group.denominator).toBe(denominator)
        }
      }
    })
  })
})

/** Texts that are the same word in Spanish and English. */
const SAME_IN_SPANISH = new Set(['No', 'Diabetes', 'Diabetes mellitus', 'INR'])

const TRANSLATED = ['knee-osteoarthritis-treatment-choice', 'early-breast-cancer-surgery-choice', 'statin-choice-primary-prevention', 'af-stroke-prevention-choice']

describe.each(TRANSLATED)('the Spanish aid %s', (slug) => {
  const en = findAid(slug)!
  const es = findAid(slug, 'es')!
  const digits = (text: string) => (text.match(/\d+/g) ?? []).sort()

  test('shares options, graphs, citations, dates and references with the English aid', () => {
    const shape = (t: typeof en) => ({
      options: t.optiongrid!.options.map((o) => [o.optionKey, o.doNothing, o.parts?.length ?? 0]),
      cells: t.optiongrid!.questions.map((q) => [q.kind, q.answers.map((a) => [a.optionKey, a.graph, a.citations, a.evidenceQuality])]),
      dates: [t.optiongrid!.publicationDate, t.optiongrid!.lastReviewed, t.optiongrid!.nextReviewDue, t.modified, t.version],
      references: t.references,
      denominator: t.optiongrid!.naturalFrequency.denominator,
    })
    expect(shape(es)).toEqual(shape(en))
  })

  test('every answer keeps the numbers of the English answer', () => {
    en.optiongrid!.questions.forEach((q, i) => {
      q.answers.forEach((a, j) => {
        expect(digits(es.optiongrid!.questions[i]!.answers[j]!.answer), `${q.question} / ${a.optionKey}`).toEqual(digits(a.answer))
      })
    })
  })

  test('every patient-facing text is translated', () => {
    const texts = (t: typeof en) => [
      t.name,
      t.description,
      t.eligibility,
      t.optiongrid!.condition,
      t.optiongrid!.decision,
      t.optiongrid!.uncertainty,
      t.optiongrid!.funding,
      t.optiongrid!.neutralityStatement,
      t.optiongrid!.updatePolicy,
      ...t.optiongrid!.options.map((o) => o.name),
      ...t.optiongrid!.questions.flatMap((q) => [q.question, ...q.answers.map((a) => a.answer)]),
      ...t.definitions.flatMap((d) => [d.term, d.definition]),
      ...t.optiongrid!.clinicalInformation.flatMap((c) => [c.title, c.body]),
    ]
    const english = texts(en)
    texts(es).forEach((text, i) => {
      // An answer that is only a computed text is translated with its field.
      if (/^\{\{\s*\w+\s*\}\}$/.test(text) || SAME_IN_SPANISH.has(text)) return
      expect(text, english[i]).not.toBe(english[i])
      expect(text.trim()).not.toBe('')
    })
    expect(es.language).toBe('es')
  })
})

describe.each(['statin-choice-primary-prevention', 'af-stroke-prevention-choice'])('the Spanish aid %s: its fields', (slug) => {
  const en = findAid(slug)!
  const es = findAid(slug, 'es')!
  const digits = (text: string) => (text.match(/\d+/g) ?? []).sort()
  const withoutTexts = (t: typeof en) =>
    Object.entries(t.controls).map(([name, f]) => {
      const info = f.attributes?.fieldInfo
      return {
        name,
        type: f.type,
        cpdn: f.cpdn,
        visibility: f.visibility,
        choices: info?.labels?.map((l) => [l.value, l.points]),
        constraints: { ...info?.constraints, rangeReason: undefined },
        rules: info?.validations?.map((v) => [v.rule, v.type]),
        defaults: info?.['ui-default']?.map((d) => [d.value, d.condition]),
        decimals: info?.decimals,
        // An input's unit is its key: the same; a result's is shown only.
        unitKey: isInputType(f.type) ? info?.units : undefined,
        units: f.attributes?.measureInfo?.labels.map((u) => u.value),
        precisions: f.attributes?.measureInfo?.precisions,
        // The expression's logic: every shown text replaced by the same mark.
        value: typeof info?.value === 'string' ? info.value.replace(/'((?:[^'\\]|\\.)*)'/g, (whole, body: string) => (expressionTexts(whole).length ? "'…'" : `'${body}'`)) : info?.value,
        icons: f.attributes?.iconGroups?.map((g) => g.icons.map((i) => [i.order, i.count, i.icon])),
      }
    })

  test('keeps every field, key, choice, rule, bound, unit and expression of the English aid', () => {
    expect(withoutTexts(es)).toEqual(withoutTexts(en))
    expect([es.risk, es.guideline, es.sections, es.population, es.populationHeader, es.testVectors]).toEqual([en.risk, en.guideline, en.sections, en.population, en.populationHeader, en.testVectors])
  })

  test('translates every text of every field, keeping its numbers', () => {
    for (const [name, field] of Object.entries(en.controls)) {
      const english = fieldTexts(field)
      const spanish = fieldTexts(es.controls[name]!)
      // Units are checked apart: a translated unit may be too short to read as words ("% al año").
      const shown = (m: Map<string, string>) => [...m].filter(([key]) => !key.startsWith('values.') && key !== 'units')
      expect(shown(spanish).map(([key]) => key), name).toEqual(shown(english).map(([key]) => key))
      for (const [key, text] of [...shown(english), ...(english.has('units') ? [['units', english.get('units')!] as const] : [])]) {
        const shownUnit = es.controls[name]!.attributes?.fieldInfo?.unitsShown ?? es.controls[name]!.attributes?.fieldInfo?.units
        const translated = key === 'units' ? shownUnit! : spanish.get(key)!
        if (!SAME_IN_SPANISH.has(text)) expect(translated, `${name} ${key}`).not.toBe(text)
        expect(digits(translated), `${name} ${key}: ${translated}`).toEqual(digits(text))
      }
      const values = (m: Map<string, string>) => [...m].filter(([key]) => key.startsWith('values.')).map(([, text]) => text)
      // The chart note's fields stay English (decision 0022); every other computed text is Spanish.
      if (name === 'statin_group_note') {
        expect(values(spanish), name).toEqual(values(english))
        continue
      }
      expect(values(spanish).length, name).toBe(values(english).length)
      values(english).forEach((text, i) => {
        expect(values(spanish)[i], `${name}: ${text}`).not.toBe(text)
        expect(digits(values(spanish)[i]!), `${name}: ${text}`).toEqual(digits(text))
      })
    }
  })

  test.each(en.testVectors.map((v) => [v.description, v] as const))('calculates the numbers of the English aid: %s', (_d, vector) => {
    const a = execute(en, vector.inputs)
    const b = execute(es, vector.inputs)
    if (!a.ok || !b.ok) throw new Error('vector failed')
    for (const [key, value] of Object.entries(a.outcome)) {
      if (typeof value === 'string' && key !== 'statin_group_note' && expressionTexts(`'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`).length) expect(b.outcome[key], key).not.toBe(value)
      else expect(b.outcome[key], key).toEqual(value)
    }
  })
})

describe('translateAid', () => {
  test('a translation that does not cover the English aid is refused', () => {
    expect(kneeAidEs.slug).toBe(kneeAid.slug)
    const translation = {
      language: 'es' as const,
      name: 'x',
      description: 'x',
      eligibility: 'x',
      competingInterests: 'x',
      contributorRoles: ['x'],
      definitions: [],
      condition: 'x',
      decision: 'x',
      options: {},
      questions: [],
      naturalFrequency: { timeFrame: 'x', referenceClass: 'x' },
      clinicalInformation: [],
      uncertainty: 'x',
      updatePolicy: 'x',
      funding: 'x',
      neutralityStatement: 'x',
    }
    expect(() => translateAid(kneeAid, translation)).toThrow(/definitions/)
  })

  describe('an aid with fields: the translation must cover each field exactly', () => {
    const fields = STATIN_AID_ES_TEXTS.fields!
    const withFields = (changes: Record<string, FieldTranslation | undefined>, more: Partial<AidTranslation> = {}) =>
      () => translateAid(statinAid, { ...STATIN_AID_ES_TEXTS, ...more, fields: Object.fromEntries(Object.entries({ ...fields, ...changes }).filter(([, f]) => f !== undefined)) as Record<string, FieldTranslation> })

    test('as written, it is accepted', () => {
      expect(withFields({})().language).toBe('es')
    })
    test.each<[string, () => unknown, RegExp]>([
      ['a field left out', withFields({ age: undefined }), /field "age" is not translated/],
      ['a help text left out', withFields({ age: { ...fields.age, help: undefined } }), /field "age" has no translation of help/],
      ['a choice left out', withFields({ sex: { label: 'Sexo', choices: { female: 'Mujer' } } }), /field "sex" has no translation of choices.male/],
      ['a refusal message left out', withFields({ age: { ...fields.age, messages: [] } }), /field "age" has no translation of messages.0/],
      ['a computed text left out', withFields({ model_used: { label: 'x', values: {} } }), /field "model_used" has no translation of values.Pooled Cohort Equations/],
      ['a text the English field does not have', withFields({ sex: { ...fields.sex, help: 'x' } }), /field "sex" translates help, which the English field does not have/],
      ['a field the English aid does not have', withFields({ zzz: { label: 'x' } }), /no field "zzz"/],
      ['an empty text', withFields({ sex: { ...fields.sex, label: ' ' } }), /field "sex", label is empty/],
      ['a shown field kept English', withFields({}, { recordOnly: ['risk_category'] }), /"risk_category" is shown on the page/],
    ])('%s is refused', (_label, translate, message) => {
      expect(translate).toThrow(message)
    })

    test('a text in an expression is translated where it stands, keys are not', () => {
      const value = String(findAid('statin-choice-primary-prevention', 'es')!.controls.model_used!.attributes!.fieldInfo!.value)
      expect(value).toBe("if(risk_model = 'pce', 'Ecuaciones de cohortes agrupadas (ACC/AHA 2013)', 'Modelo base PREVENT-ASCVD (AHA 2024), el que usa la guía ACC/AHA de 2026')")
      expect(expressionTexts(`if(x = 'yes', 'It\\'s 1', if(x = "no", "Two words", 'ldl190'))`)).toEqual(["It's 1", 'Two words'])
    })
  })
})

describe('option grid cross-checks', () => {
  const base = breastSurgeryAid as ToolDefinitionInput
  const grid = base.optiongrid!
  const withGrid = (changes: Partial<typeof grid>) => ({ ...base, optiongrid: { ...grid, ...changes } })
  const firstAnswer = (changes: Record<string, unknown>) => ({
    questions: grid.questions.map((q, i) => (i === 0 ? { ...q, answers: q.answers.map((a, j) => (j === 0 ? { ...a, ...changes } : a)) } : q)),
  })
  const at = 'optiongrid.questions.0.answers.0'

  test.each<[string, Partial<typeof grid>, DefinitionIssue[]]>([
    ['an unknown option key', firstAnswer({ optionKey: 'zzz' }), [
      { path: `${at}.optionKey`, message: 'no option "zzz"' },
      { path: 'optiongrid.questions.0.answers', message: 'no answer for option "lumpectomy_radiation"' },
    ]],
    ['a citation of a missing reference', firstAnswer({ citations: ['nope'] }), [{ path: `${at}.citations.0`, message: 'no reference with id "nope"' }]],
    ['a graph numerator above the denominator', firstAnswer({ graph: { numerator: 101, denominator: 100 } }), [{ path: `${at}.graph.numerator`, message: 'the numerator exceeds the denominator' }]],
    ['a graph out of another denominator', firstAnswer({ graph: { numerator: 5, denominator: 1000 } }), [{ path: `${at}.graph.denominator`, message: 'the aid counts out of 100' }]],
    ['a graph numerator naming no field', firstAnswer({ graph: { numerator: 'zzz', denominator: 100 } }), [{ path: `${at}.graph.numerator`, message: 'no field named "zzz"' }]],
    ['a template naming no field', firstAnswer({ answer: 'About {{zzz}} out of 100 ({{toolName}}).' }), [{ path: `${at}.answer`, message: 'refers to "zzz", which is not a field' }]],
    ['an override of an unknown cpdn', { cpdnDefaults: { zzz: 1 } }, [{ path: 'optiongrid.cpdnDefaults.zzz', message: 'no input field with cpdn "zzz"' }]],
    ['a selected option that does not exist', { selected: ['zzz'] }, [{ path: 'optiongrid.selected.0', message: 'no option "zzz"' }]],
    ['doing nothing left out without a reason', { doNothingRationale: undefined }, [{ path: 'optiongrid.doNothingRationale', message: 'say why doing nothing is not a reasonable option' }]],
    ['doing nothing reasonable but not offered', { doNothingReasonable: true }, [{ path: 'optiongrid.options', message: 'doing nothing is reasonable here, so one option must be it (doNothing)' }]],
    ['a review due before the last review', { nextReviewDue: '2026-01-01' }, [{ path: 'optiongrid.nextReviewDue', message: 'must be after the last review' }]],
  ])('%s', (_label, changes, expected) => {
    expect(issuesOf(withGrid(changes))).toEqual(expected)
  })

  test('an answer without citations fails the schema', () => {
    expect(issuesOf(withGrid(firstAnswer({ citations: [] })))).toEqual([{ path: `${at}.citations`, message: 'every statement cites at least one reference' }])
  })

  test('option choices in overrides must be labels of the field', () => {
    const statin = statinAid
    const options = statin.optiongrid!.options.map((o, i) => (i === 1 ? { ...o, cpdnOverrides: { statin_option: 'mega' } } : o))
    expect(issuesOf({ ...statin, optiongrid: { ...statin.optiongrid!, options } })).toEqual([
      { path: 'optiongrid.options.1.cpdnOverrides.statin_option', message: '"mega" is not a choice of "statin_option"' },
    ])
  })

  test('an options step needs an option grid, and tool types 2 and 3 need patient data and vectors', () => {
    const { optiongrid: _omit, ...noGrid } = statinAid
    expect(issuesOf(noGrid)).toEqual([{ path: 'optiongrid', message: 'an option grid tool needs its option grid' }])
    expect(issuesOf({ ...statinAid, sections: { patient: [] }, risk: [], testVectors: [] })).toEqual([
      { path: 'sections.patient', message: 'tool types 2 and 3 need patient fields' },
      { path: 'risk', message: 'tool types 2 and 3 need an assessment' },
      { path: 'testVectors', message: 'tool types 2 and 3 need reference vectors' },
    ])
  })
})
