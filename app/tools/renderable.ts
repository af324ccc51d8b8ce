const SUPPORTED = new Set([
  'list.radiogroup', 'multiselect.filter', 'multiselect.toggle', 'numeric.basic', 'numeric.height', 'numeric.heightweight',
  'numeric.measure', 'numeric.packsperday', 'numeric.quitsmoking', 'numeric.startsmoking', 'numeric.weight', 'numeric.bmi',
  'numeric.egfr', 'numeric.pkyrs', 'singleselect.dropdown', 'singleselect.filter', 'singleselect.radiogroup',
  'singleselect.scale', 'singleselect.toggle', 'date.basic', 'horizontal_group', 'basic', 'group', 'text.heading', 'text.subheading',
  'text.paragraph', 'text.definition', 'text.legend', 'text.reference',
])

/** Field types the pages can draw in the form; results and icon arrays are drawn in the assessment. */
export const isFormRenderable = (type: string) => SUPPORTED.has(type)
export const isRenderableType = (type: string) =>
  SUPPORTED.has(type) || type.startsWith('result.') || type.startsWith('summary.') || type === 'visual.iconarray' ||
  ['patient_data_summary', 'assessment_result', 'guidance_section_title', 'risk_section_title', 'patient_data_summary_title', 'decision_warning', 'decision_input'].includes(type)
