/** Every field type (style) a tool definition may use (spec 02 §3). */
export const INPUT_FIELD_TYPES = [
  'list.radiogroup',
  'multiselect.filter',
  'multiselect.toggle',
  'numeric.basic',
  'numeric.height',
  'numeric.measure',
  'numeric.packsperday',
  'numeric.quitsmoking',
  'numeric.startsmoking',
  'numeric.weight',
  'singleselect.dropdown',
  'singleselect.filter',
  'singleselect.radiogroup',
  'singleselect.scale',
  'singleselect.toggle',
  // Beyond the spec's list: calendar dates (obstetric dating), as ISO YYYY-MM-DD.
  'date.basic',
] as const

/** Computed from other fields by the tool's expression; shown, never typed. */
export const COMPUTED_FIELD_TYPES = ['numeric.bmi', 'numeric.egfr', 'numeric.pkyrs'] as const

/** Containers of other fields; numeric.heightweight holds a height and a weight with one unit switch. */
export const LAYOUT_FIELD_TYPES = ['horizontal_group', 'basic', 'group', 'numeric.heightweight'] as const

export const TEXT_FIELD_TYPES = [
  'text.heading',
  'text.subheading',
  'text.paragraph',
  'text.definition',
  'text.legend',
  'text.reference',
] as const

export const VISUAL_FIELD_TYPES = ['visual.iconarray'] as const

/** Results and summary statements (spec: "result and summary statement types"). */
export const RESULT_FIELD_TYPES = [
  'result.score',
  'result.risk',
  'result.value',
  'result.interpretation',
  'summary.statement',
  'patient_data_summary',
  'assessment_result',
  'guidance_section_title',
  'risk_section_title',
  'patient_data_summary_title',
  'decision_warning',
  'decision_input',
] as const

export const FIELD_TYPES = [
  ...INPUT_FIELD_TYPES,
  ...COMPUTED_FIELD_TYPES,
  ...LAYOUT_FIELD_TYPES,
  ...TEXT_FIELD_TYPES,
  ...VISUAL_FIELD_TYPES,
  ...RESULT_FIELD_TYPES,
] as const

export type InputFieldType = (typeof INPUT_FIELD_TYPES)[number]
export type FieldType = (typeof FIELD_TYPES)[number]

const inputSet = new Set<string>(INPUT_FIELD_TYPES)
const numericInputs = new Set<string>([
  'numeric.basic',
  'numeric.height',
  'numeric.measure',
  'numeric.packsperday',
  'numeric.quitsmoking',
  'numeric.startsmoking',
  'numeric.weight',
])
const choiceInputs = new Set<string>([
  'list.radiogroup',
  'singleselect.dropdown',
  'singleselect.filter',
  'singleselect.radiogroup',
  'singleselect.scale',
  'singleselect.toggle',
])
const multiInputs = new Set<string>(['multiselect.filter', 'multiselect.toggle'])
const computedSet = new Set<string>([...COMPUTED_FIELD_TYPES, ...RESULT_FIELD_TYPES])

export const isInputType = (t: string) => inputSet.has(t)
export const isNumericInputType = (t: string) => numericInputs.has(t)
export const isChoiceType = (t: string) => choiceInputs.has(t)
export const isMultiSelectType = (t: string) => multiInputs.has(t)
/** Types whose value comes from an expression over other fields. */
export const isComputedType = (t: string) => computedSet.has(t)
export const isDateType = (t: string) => t === 'date.basic'
