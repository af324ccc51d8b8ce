import type { z } from 'zod'

import type {
  BackgroundTextSchema,
  FieldDefinitionSchema,
  IconGroupSchema,
  MeasureInfoSchema,
  UiDefaultSchema,
  ValidationRuleSchema,
} from '../../schema/tool.ts'
import type {
  COMPUTED_FIELD_TYPES,
  LAYOUT_FIELD_TYPES,
  RESULT_FIELD_TYPES,
  TEXT_FIELD_TYPES,
} from '../../schema/field-types.ts'

/**
 * Builders for the controls of a tool definition. Each returns the plain field object the
 * schema reads (no behaviour lives here): a definition written with them parses to exactly what
 * the same definition written out by hand does.
 */

/** A field as written in a definition, before `controls()` gives it its name. */
export type FieldInput = Omit<z.input<typeof FieldDefinitionSchema>, 'name'> & { name?: string }
export type NamedField = z.input<typeof FieldDefinitionSchema>
export type MeasureInfoInput = z.input<typeof MeasureInfoSchema>
type FieldInfoInput = NonNullable<NonNullable<FieldInput['attributes']>['fieldInfo']>
type ValidationRule = z.input<typeof ValidationRuleSchema>
type UiDefault = z.input<typeof UiDefaultSchema>
type BackgroundText = z.input<typeof BackgroundTextSchema>
type IconGroup = z.input<typeof IconGroupSchema>

/** A rule expression (see engine/rules). */
export type Expression = string
/** A bound: a number, or an expression over other fields ("age - 10", "'1900-01-01'"). */
export type Bound = number | Expression

export type ChoiceType = 'singleselect.toggle' | 'singleselect.radiogroup' | 'singleselect.dropdown' | 'singleselect.filter' | 'singleselect.scale' | 'list.radiogroup'
export type MultiSelectType = 'multiselect.toggle' | 'multiselect.filter'
export type NumericType =
  | 'numeric.basic'
  | 'numeric.measure'
  | 'numeric.height'
  | 'numeric.weight'
  | 'numeric.packsperday'
  | 'numeric.quitsmoking'
  | 'numeric.startsmoking'
export type ResultType = (typeof RESULT_FIELD_TYPES)[number] | (typeof COMPUTED_FIELD_TYPES)[number]
export type TextType = (typeof TEXT_FIELD_TYPES)[number]
export type LayoutType = (typeof LAYOUT_FIELD_TYPES)[number]

/** What every field may carry besides its type and label. */
export type FieldOptions = {
  /** Shared clinical data name, when it is not the field's key. */
  cpdn?: string
  /** Shown only while this holds. */
  visibility?: Expression
  /** Inside a layout field (`numeric.heightweight`, `group`) that lists it in its children. */
  isChild?: boolean
  outputClass?: string
}

/** What every input may carry. */
export type InputOptions = FieldOptions & {
  /** Short hint under the label (`inlineText`). */
  help?: string
  /** Required unless `false` (`constraints.required: 'yes'`). */
  required?: boolean
  validations?: ValidationRule[]
  /** `ui-default`: values the field starts with. */
  defaults?: UiDefault[]
  /** `backgroundText`: further help, optionally conditional. */
  background?: BackgroundText[]
  /** Chooses how data is entered, not a patient fact (summaries leave it out). */
  interfaceChoice?: boolean
  ehrPrepopulationMessage?: string
}

/** Drops members that are undefined, so that a built field has only the members it was given. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** Any field, for what no other builder covers. */
export function field(type: FieldInput['type'], options: FieldOptions, fieldInfo: FieldInfoInput | undefined, extra: Partial<FieldInput> = {}): FieldInput {
  const attributes = compact({ fieldInfo: fieldInfo && compact(fieldInfo), ...(extra.attributes ?? {}) })
  return compact({
    type,
    cpdn: options.cpdn,
    visibility: options.visibility,
    isChild: options.isChild,
    outputClass: options.outputClass,
    children: extra.children,
    parameters: extra.parameters,
    attributes: Object.keys(attributes).length ? attributes : undefined,
  })
}

type ConstraintsInput = NonNullable<FieldInfoInput['constraints']>

function inputInfo(label: string, options: InputOptions, constraints: Omit<ConstraintsInput, 'required'> = {}): FieldInfoInput {
  const all = compact({ required: options.required === false ? undefined : ('yes' as const), ...constraints })
  return {
    baseContent: label,
    inlineText: options.help,
    backgroundText: options.background,
    interfaceChoice: options.interfaceChoice,
    constraints: Object.keys(all).length ? all : undefined,
    validations: options.validations,
    'ui-default': options.defaults,
    ehrPrepopulationMessage: options.ehrPrepopulationMessage,
  }
}

/**
 * The controls of a definition, each named by its key:
 * `controls({ age: measure('Age', 'years', AGE), … })`.
 */
export function controls<K extends string>(fields: Record<K, FieldInput>): Record<K, NamedField> {
  return Object.fromEntries(Object.entries<FieldInput>(fields).map(([name, f]) => [name, { name, ...f }])) as Record<K, NamedField>
}

/** One choice: `[name, value]`, `[name, value, points]` or `[name, value, points, description]`. */
export type Choice = readonly [name: string, value: string | number, points?: number, description?: string]

function labelsOf(choices: readonly Choice[]) {
  return choices.map(([name, value, points, description]) => compact({ name, value, points, description }))
}

export type ChoiceOptions = InputOptions & {
  /** The control: a toggle unless given. */
  type?: ChoiceType
  /** Texts at the two ends of a `singleselect.scale`. */
  minText?: string
  maxText?: string
}

/** A single choice among labels, each with its value and, for a score, its points. */
export function choice(label: string, choices: readonly Choice[], options: ChoiceOptions = {}): FieldInput {
  return field(options.type ?? 'singleselect.toggle', options, {
    ...inputInfo(label, options),
    labels: labelsOf(choices),
    minText: options.minText,
    maxText: options.maxText,
  })
}

export type YesNoOptions = ChoiceOptions & {
  /** Points of "Yes" (then "No" scores 0), or of each answer. Absent: the labels carry no points. */
  points?: number | { yes: number; no: number }
  /** Label texts, when not "No" and "Yes". */
  names?: { yes: string; no: string }
}

/** A "No" / "Yes" toggle (values 'no' and 'yes', in that order). */
export function yesNo(label: string, options: YesNoOptions = {}): FieldInput {
  const { points, names, ...rest } = options
  const p = points === undefined ? undefined : typeof points === 'number' ? { no: 0, yes: points } : points
  return choice(
    label,
    [
      [names?.no ?? 'No', 'no', p?.no],
      [names?.yes ?? 'Yes', 'yes', p?.yes],
    ],
    rest,
  )
}

/** Several choices at once (the rules see how many are chosen, and `field.value` for each). */
export function multiselect(label: string, choices: readonly Choice[], options: InputOptions & { type?: MultiSelectType } = {}): FieldInput {
  return field(options.type ?? 'multiselect.toggle', options, { ...inputInfo(label, options), labels: labelsOf(choices) })
}

/** The accepted range of a number: bounds (numbers or expressions) and why they are what they are. */
export type Range = {
  min?: Bound
  max?: Bound
  /** A second upper bound from the tool's own policy (`maxValuePolicy`). */
  policy?: Bound
  /** `rangeReason`: shown after the range message. */
  reason?: string
  /** Whole numbers only (counts, never measured quantities). */
  integer?: true
}

function rangeConstraints(range: Range | null | undefined) {
  if (!range) return {}
  return compact({ minValue: range.min, maxValue: range.max, maxValuePolicy: range.policy, rangeReason: range.reason, integer: range.integer })
}

/** One unit of a unit switch, with the decimals a converted value is rounded to. */
export type UnitChoice = {
  value: string
  name: string
  system?: 'imperial' | 'metric' | 'us' | 'si'
  format?: string
  precision: number
}

/**
 * A unit switch (`measureInfo`): the first unit is canonical (rules and ranges use it); the
 * form starts in `initial`, the first unit when not given.
 */
export function units(choices: readonly [UnitChoice, ...UnitChoice[]], initial?: string): MeasureInfoInput {
  return {
    labels: choices.map(({ value, name, system, format }) => compact({ value, name, system, format })),
    precisions: Object.fromEntries(choices.map((u) => [u.value, u.precision])),
    uiDefaultMeasure: initial ?? choices[0].value,
  }
}

export type MeasureOptions = InputOptions & {
  /** `numeric.basic` with a fixed unit (or none), `numeric.measure` with a unit switch, unless given. */
  type?: NumericType
}

/**
 * A number: `units` is the fixed unit's text ('years', 'mmHg'), a unit switch (`units(…)` or a
 * shared one such as `BILIRUBIN_MEASURE`), or null for none; `range` its accepted values.
 */
export function measure(label: string, unit: string | MeasureInfoInput | null, range: Range | null, options: MeasureOptions = {}): FieldInput {
  const switched = unit !== null && typeof unit === 'object'
  return field(
    options.type ?? (switched ? 'numeric.measure' : 'numeric.basic'),
    options,
    { ...inputInfo(label, options, rangeConstraints(range)), units: switched ? undefined : (unit ?? undefined) },
    switched ? { attributes: { measureInfo: unit } } : {},
  )
}

/** A calendar date (ISO YYYY-MM-DD); bounds are expressions (`"'1900-01-01'"`, `'lmp'`). */
export function date(label: string, range: Range | null, options: InputOptions = {}): FieldInput {
  return field('date.basic', options, inputInfo(label, options, rangeConstraints(range)))
}

export type ResultOptions = FieldOptions & {
  /** `result.value` unless given; also the computed numeric types and summary statements. */
  type?: ResultType
  units?: string
  /** Decimals shown (the outcome keeps full precision). */
  decimals?: number
  help?: string
  background?: BackgroundText[]
}

/** A value computed by an expression over the other fields (or a constant number). */
export function result(label: string, value: Expression | number, options: ResultOptions = {}): FieldInput {
  return field(options.type ?? 'result.value', options, {
    baseContent: label,
    inlineText: options.help,
    backgroundText: options.background,
    units: options.units,
    decimals: options.decimals,
    value,
  })
}

/** A point score (`result.score`). */
export const score = (label: string, value: Expression, options: Omit<ResultOptions, 'type'> = {}) => result(label, value, { ...options, type: 'result.score' })
/** A risk (`result.risk`). */
export const risk = (label: string, value: Expression, options: Omit<ResultOptions, 'type'> = {}) => result(label, value, { ...options, type: 'result.risk' })
/** A sentence that interprets the results (`result.interpretation`), labelled "Interpretation" unless given. */
export const interpretation = (value: Expression, options: Omit<ResultOptions, 'type'> & { label?: string } = {}) =>
  result(options.label ?? 'Interpretation', value, { ...options, type: 'result.interpretation' })

/** Text shown in the form: a heading, a paragraph, a legend… (`content` allows the limited markup). */
export function text(type: TextType, content: string, options: FieldOptions = {}): FieldInput {
  return field(type, options, { baseContent: content })
}

/** A layout field holding other fields (their keys): a `group` unless given, e.g. `numeric.heightweight`. */
export function group(label: string | undefined, children: readonly string[], options: FieldOptions & { type?: LayoutType; help?: string } = {}): FieldInput {
  const info = label === undefined && options.help === undefined ? undefined : { baseContent: label, inlineText: options.help }
  return field(options.type ?? 'group', options, info, { children: [...children] })
}

/** An icon array of the population view. */
export function iconArray(iconGroups: IconGroup[], options: FieldOptions & { population?: 100 | 1000 } = {}): FieldInput {
  return field('visual.iconarray', options, undefined, {
    attributes: { iconGroups },
    parameters: options.population === undefined ? undefined : { population: options.population },
  })
}
