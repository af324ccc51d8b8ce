import { describe, expect, test } from 'vitest'

import { LANGUAGES, type PatientTexts, type ToolDefinition } from '../schema/tool.ts'
import { aidLibrary, findAid, toolLibrary } from '../library.ts'
import { fernandezHuerta, fleschKincaid } from './readability.ts'
import { expressionTexts } from './translate.ts'

/**
 * What the consumer site writes for patients beside the option grid (descriptions,
 * instructions, questions and their help, the sentences that stand for inputs set for them) is
 * held to grade 8: below the aids' own grid texts (grade 10, reading-level.test.ts), because it
 * is short, new and tells a patient what to do; grade 6–8 is what the NIH and the AMA advise for
 * patient material (decision 0066).
 */
export const PATIENT_SITE_MAX_GRADE = 8
/** Spanish: Fernández-Huerta reading ease of at least 70 ("fairly easy", about US grade 7–8). */
export const PATIENT_SITE_MIN_EASE_ES = 70

/**
 * Every text of one language's patient block, each ending as a sentence, with every text the
 * assessment's results shown to a patient can take (in `tool`, the definition in that language).
 */
function textsOf(p: PatientTexts, tool: ToolDefinition): string[] {
  const fields = Object.values(p.fields).flatMap((f) => [f.label ?? '', f.help ?? '', ...Object.values(f.options ?? {})])
  const results = [...(p.risk ?? []), ...(p.guideline ?? [])].flatMap((name) => {
    const value = tool.controls[name]?.attributes?.fieldInfo?.value
    return typeof value === 'string' ? expressionTexts(value) : []
  })
  return [p.description, p.instructions, ...fields, ...Object.values(p.fixed), ...results]
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => (/[.?!]$/.test(t) ? t : `${t}.`))
}

/** The shape of a patient block: which fields, options and fixed inputs it names. */
function shapeOf(p: PatientTexts) {
  return {
    fields: Object.fromEntries(
      Object.entries(p.fields).map(([name, f]) => [name, { label: f.label !== undefined, help: f.help !== undefined, options: Object.keys(f.options ?? {}).sort() }]),
    ),
    fixed: Object.keys(p.fixed).sort(),
    risk: p.risk,
    guideline: p.guideline,
  }
}

const english = [...aidLibrary().values()].filter((a) => a.language === 'en-US')
/** The aids, and the calculators a patient fills in themselves (PHQ-9, GAD-7, EPDS): held to the same texts. */
const written = [...english, ...[...toolLibrary().values()].filter((t) => t.patient !== undefined)]
const withTexts = (aids: ToolDefinition[]) => aids.map((a) => [a.slug, a, a.patient!] as const)

describe("patient texts of the decision aids and of the calculators patients fill in", () => {
  test('every decision aid, which the consumer site offers, is written for patients', () => {
    expect(english.length).toBeGreaterThan(0)
    expect(english.filter((a) => !a.patient).map((a) => a.slug)).toEqual([])
  })

  test.each(withTexts(written))('%s: Spanish has the same texts as English', (_slug, _aid, patient) => {
    for (const language of LANGUAGES) expect(shapeOf(patient[language])).toEqual(shapeOf(patient['en-US']))
  })

  test.each(withTexts(written))('%s: names only its own fields, options and defaulted inputs', (_slug, aid, patient) => {
    const p = patient['en-US']
    for (const [name, f] of Object.entries(p.fields)) {
      const field = aid.controls[name]
      expect(field, name).toBeDefined()
      const values = (field!.attributes?.fieldInfo?.labels ?? []).map((l) => String(l.value))
      for (const value of Object.keys(f.options ?? {})) expect(values, `${name}: ${value}`).toContain(value)
    }
    for (const name of [...(p.risk ?? []), ...(p.guideline ?? [])]) {
      expect(aid.controls[name], name).toBeDefined()
      // Labelled in the patient's words, as every result a patient reads.
      expect(p.fields[name]?.label, name).toBeDefined()
    }
    for (const name of Object.keys(p.fixed)) {
      // An input a patient is not asked must have a value the page can state: its ui-default.
      const defaults = aid.controls[name]?.attributes?.fieldInfo?.['ui-default'] ?? []
      expect(defaults.filter((d) => d.condition === undefined), name).not.toEqual([])
      expect(p.fields[name], `${name} is both asked and fixed`).toBeUndefined()
    }
  })

  test.each(withTexts(written))('%s: reading level (Flesch–Kincaid grade, English)', (slug, aid, patient) => {
    const texts = textsOf(patient['en-US'], aid)
    const overall = fleschKincaid(texts.join(' '))
    const hardest = texts.map((t) => ({ t, grade: fleschKincaid(t).grade })).sort((a, b) => b.grade - a.grade)[0]!
    console.log(`${slug}: patient texts grade ${overall.grade.toFixed(1)} (${overall.words} words); hardest ${hardest.grade.toFixed(1)}: ${hardest.t.slice(0, 80)}`)
    expect(overall.grade).toBeLessThanOrEqual(PATIENT_SITE_MAX_GRADE)
    expect(fleschKincaid(patient['en-US'].description).grade).toBeLessThanOrEqual(PATIENT_SITE_MAX_GRADE)
    expect(fleschKincaid(patient['en-US'].instructions).grade).toBeLessThanOrEqual(PATIENT_SITE_MAX_GRADE)
  })

  test.each(withTexts(written))('%s: reading ease (Fernández-Huerta, Spanish)', (slug, aid, patient) => {
    // The results' texts are the Spanish definition's (an aid's translation; a calculator is English).
    const spanish = (aid.optiongrid && findAid(aid.slug, 'es')) || aid
    const texts = textsOf(patient.es, spanish)
    const overall = fernandezHuerta(texts.join(' '))
    for (const text of texts.filter((t) => /\p{L}/u.test(t))) expect(fernandezHuerta(text).ease, text).toBeGreaterThan(0)
    console.log(`${slug} (es): patient texts reading ease ${overall.ease.toFixed(0)}`)
    expect(overall.ease).toBeGreaterThanOrEqual(PATIENT_SITE_MIN_EASE_ES)
  })
})
