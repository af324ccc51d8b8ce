import { describe, expect, test } from 'vitest'

import type { ToolDefinition } from '../schema/tool.ts'
import { aidLibrary } from '../library.ts'
import { fernandezHuerta, fleschKincaid } from './readability.ts'

/** The upper bound on the Flesch–Kincaid grade of what a patient reads in an aid. */
const PATIENT_TEXT_MAX_GRADE = 10
/** Spanish: the lower bound on Fernández-Huerta reading ease (60–70 ≈ US grade 8–9). */
const PATIENT_TEXT_MIN_EASE_ES = 60

/** Every text a patient reads in the option grid, with placeholders read as a two-digit number. */
function patientTexts(aid: ToolDefinition): Record<string, string[]> {
  const grid = aid.optiongrid!
  const fill = (t: string) => t.replace(/\{\{[^}]+\}\}/g, '12')
  return {
    'condition and decision': [grid.condition, grid.decision, grid.doNothingRationale ?? ''],
    options: grid.options.flatMap((o) => [o.name, ...(o.parts ?? []).flatMap((p) => [p.name, p.description ?? ''])]),
    questions: grid.questions.map((q) => q.question),
    answers: grid.questions.flatMap((q) => q.answers.map((a) => fill(a.answer))),
    glossary: aid.definitions.map((d) => d.definition),
    'about the numbers': [grid.uncertainty, grid.neutralityStatement, grid.funding, grid.updatePolicy],
  }
}

const english = [...aidLibrary().values()].filter((a) => a.language === 'en-US')

describe('reading level of patient-facing text (Flesch–Kincaid grade)', () => {
  test.each(english.map((a) => [a.slug, a] as const))('%s', (_slug, aid) => {
    const sections = patientTexts(aid)
    const all = Object.values(sections)
      .flat()
      .filter((t) => t.trim())
      .map((t) => (/[.?!]$/.test(t.trim()) ? t : `${t}.`))
      .join(' ')
    const overall = fleschKincaid(all)
    const lines = Object.entries(sections).map(([name, texts]) => {
      const r = fleschKincaid(texts.filter((t) => t.trim()).map((t) => (/[.?!]$/.test(t.trim()) ? t : `${t}.`)).join(' '))
      return `  ${name.padEnd(24)} grade ${r.grade.toFixed(1)} (${r.words} words, ${r.sentences} sentences)`
    })
    console.log(`${aid.slug}: grade ${overall.grade.toFixed(1)} overall\n${lines.join('\n')}`)
    expect(overall.grade).toBeLessThanOrEqual(PATIENT_TEXT_MAX_GRADE)
    // Answers are what patients read most: hold them to the same bound on their own.
    expect(fleschKincaid(sections.answers!.join(' ')).grade).toBeLessThanOrEqual(PATIENT_TEXT_MAX_GRADE)
  })

  test.each([...aidLibrary().values()].filter((a) => a.language === 'es').map((a) => [a.slug, a] as const))('%s (es, Fernández-Huerta reading ease)', (_slug, aid) => {
    const sections = patientTexts(aid)
    const join = (texts: string[]) => texts.filter((t) => t.trim()).map((t) => (/[.?!]$/.test(t.trim()) ? t : `${t}.`)).join(' ')
    const overall = fernandezHuerta(join(Object.values(sections).flat()))
    const lines = Object.entries(sections).map(([name, texts]) => `  ${name.padEnd(24)} ease ${fernandezHuerta(join(texts)).ease.toFixed(0)}`)
    console.log(`${aid.slug} (es): reading ease ${overall.ease.toFixed(0)} overall\n${lines.join('\n')}`)
    expect(overall.ease).toBeGreaterThanOrEqual(PATIENT_TEXT_MIN_EASE_ES)
    expect(fernandezHuerta(join(sections.answers!)).ease).toBeGreaterThanOrEqual(PATIENT_TEXT_MIN_EASE_ES)
  })
})
