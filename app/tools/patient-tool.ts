import type { ClientField, ClientTool, PatientTexts } from '#engine/schema/tool.ts'

/** The language of a tool's patient texts in `language`: that language, else English; null when it is not written for patients. */
export function patientTextsLanguage(tool: Pick<ClientTool, 'patient'>, language: string): string | null {
  const texts = tool.patient as Record<string, PatientTexts | undefined> | undefined
  if (!texts) return null
  return texts[language] ? language : 'en-US'
}

/** The patient's texts of a tool in a language (English when that language has none); null when it is not written for patients. */
export function patientTextsOf(tool: Pick<ClientTool, 'patient'>, language: string): PatientTexts | null {
  const key = patientTextsLanguage(tool, language)
  return key === null ? null : (tool.patient as Record<string, PatientTexts>)[key]!
}

function patientField(field: ClientField, texts: NonNullable<PatientTexts['fields'][string]>): ClientField {
  const info = field.attributes?.fieldInfo ?? {}
  const options = texts.options
  const labels = options ? (info.labels ?? []).filter((l) => String(l.value) in options).map((l) => ({ ...l, name: options[String(l.value)]! })) : info.labels
  return {
    ...field,
    attributes: {
      ...field.attributes,
      fieldInfo: { ...info, baseContent: texts.label ?? info.baseContent, inlineText: texts.help ?? info.inlineText, ...(labels ? { labels } : {}) },
    },
  }
}

/**
 * A tool as the consumer site shows it to a patient: the patient's description, instructions
 * and field texts; an input set for the patient becomes the sentence that says so (its
 * ui-default gives the value on the server); the assessment's results in the patient's words
 * when the tool has them; no chart note.
 */
export function patientToolOf(tool: ClientTool, language: string): ClientTool {
  const { chartNote: _clinicianOnly, ...rest } = tool
  const texts = patientTextsOf(tool, language)
  if (!texts) return rest
  const controls: Record<string, ClientField> = { ...tool.controls }
  for (const [name, fieldTexts] of Object.entries(texts.fields)) {
    const field = controls[name]
    if (field) controls[name] = patientField(field, fieldTexts)
  }
  for (const [name, sentence] of Object.entries(texts.fixed)) {
    if (controls[name]) controls[name] = { name, type: 'text.paragraph', attributes: { fieldInfo: { baseContent: sentence } } }
  }
  return {
    ...rest,
    description: texts.description,
    instructions: texts.instructions,
    controls,
    ...(texts.risk ? { risk: texts.risk } : {}),
    ...(texts.guideline ? { guideline: texts.guideline } : {}),
  }
}
