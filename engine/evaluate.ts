import { formulaFunctions } from './formulas/index.ts'
import { dayToIso, evaluateRule, RuleEvaluationError, isoDay, isTruthy, referencedNames, ruleErrorMessage, type RuleFunction, type RuleValue } from './rules/index.ts'
import { isChoiceType, isComputedType, isDateType, isInputType, isMultiSelectType, isNumericInputType } from './schema/field-types.ts'
import { cpdnOf } from './schema/fields.ts'
import type { FieldDefinition, ToolDefinition } from './schema/tool.ts'

export { cpdnOf }
import { convertValue, isEmptyValue, toNumber, type FieldValue } from './values.ts'

export type ValidationKind = 'required' | 'min' | 'max' | 'maxPolicy' | 'integer' | 'type' | 'choice' | 'rule' | 'definition' | 'unit'

/** One finding on a field (spec: type error or warning, with a message when the rule has one). */
export type ValidationResult = {
  type: 'error' | 'warning'
  kind: ValidationKind
  message?: string
  /** The bound that was crossed, for a message such as "Enter 40 to 79". */
  bound?: number
  /** For date fields: the crossed bound as an ISO date. */
  date?: string
  /** For a range refusal: why the field's range is what it is (its `rangeReason`). */
  reason?: string
}

export type FieldState = {
  name: string
  cpdn: string
  value: FieldValue
  label: string | null
  hidden: boolean
  validations: ValidationResult[]
  defaultMessage?: string
  defaultMessageLink?: string
  /** Help texts whose conditions hold (spec: backgroundText with optional visibility conditions). */
  backgroundText?: string[]
}

export type Evaluation = {
  fields: Record<string, FieldState>
  /** Computed values keyed by cpdn (and name); empty while any visible input has an error. */
  outcome: Record<string, RuleValue>
  /** Visible fields carrying an error-type validation (the spec's validationErrorsNumber). */
  errorCount: number
}

const MAX_VISIBILITY_PASSES = 20

// `today()` answers the evaluation's date; evaluation is synchronous, so one slot suffices.
let evaluationDay = ''
const functions: Record<string, RuleFunction> = { ...formulaFunctions, today: () => evaluationDay }

export type EvaluateOptions = {
  /** The date `today()` answers (ISO YYYY-MM-DD); the current UTC date when absent. */
  today?: string
}

/**
 * Evaluates a tool for a set of inputs keyed by cpdn (or field name): converts values,
 * resolves labels, mirrors fields that share a cpdn, applies ui-defaults, decides
 * visibility (hidden fields lose value and label), validates visible inputs and, when
 * there is no error, computes every result.
 */
export function evaluateTool(tool: ToolDefinition, rawInputs: Record<string, unknown>, options: EvaluateOptions = {}): Evaluation {
  evaluationDay = options.today !== undefined && isoDay(options.today) !== null ? options.today : new Date().toISOString().slice(0, 10)
  const fields = Object.values(tool.controls)
  const states: Record<string, FieldState> = {}

  for (const field of fields) {
    const cpdn = cpdnOf(field)
    const raw = cpdn in rawInputs ? rawInputs[cpdn] : rawInputs[field.name]
    const value = isInputType(field.type) ? normaliseInput(field, raw) : null
    states[field.name] = { name: field.name, cpdn, value, label: labelFor(field, value), hidden: false, validations: [] }
  }

  applyUiDefaults(tool, states)
  decideVisibility(tool, states)

  let errorCount = 0
  for (const field of fields) {
    const state = states[field.name]!
    if (state.hidden) {
      state.value = null
      state.label = null
      continue
    }
    if (!isInputType(field.type)) continue
    state.validations = validateField(field, state, scopeOf(tool, states))
    if (state.validations.some((v) => v.type === 'error')) errorCount++
  }

  let outcome: Record<string, RuleValue> = {}
  if (errorCount === 0) {
    // Results, guidance text and containers may show or hide by the outcome: decide their
    // visibility again once it is known, until it settles.
    const isOutput = (f: FieldDefinition) => !isInputType(f.type)
    outcome = computeOutcome(tool, states)
    for (let pass = 0; pass < MAX_VISIBILITY_PASSES && decideVisibility(tool, states, isOutput); pass++) outcome = computeOutcome(tool, states)
    for (const state of Object.values(states)) {
      if (!state.hidden) continue
      state.value = null
      state.label = null
    }
  }
  applyBackgroundText(tool, states)
  return { fields: states, outcome, errorCount }
}

function applyBackgroundText(tool: ToolDefinition, states: Record<string, FieldState>) {
  const scope = scopeOf(tool, states)
  for (const field of Object.values(tool.controls)) {
    const texts = field.attributes?.fieldInfo?.backgroundText
    const state = states[field.name]!
    if (!texts?.length || state.hidden) continue
    state.backgroundText = []
    for (const text of texts) {
      const shown = safeCondition(text.condition, scope)
      if (shown === 'invalid') {
        state.validations.push({ type: 'error', kind: 'definition', message: ruleErrorMessage('backgroundText', text.condition ?? '') })
      } else if (shown) {
        state.backgroundText.push(text.content)
      }
    }
  }
}

function normaliseInput(field: FieldDefinition, raw: unknown): FieldValue {
  if (isMultiSelectType(field.type)) {
    if (raw === undefined || raw === null || raw === '') return []
    const list = Array.isArray(raw) ? raw : [raw]
    // Only texts and numbers are choices; anything else (objects from a JSON body) is dropped.
    return list
      .filter((v): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
      .map((v) => String(v))
      .filter((v) => v !== '')
  }
  const value = convertValue(raw)
  if (Array.isArray(value)) return value[0] ?? null
  return value
}

function labelFor(field: FieldDefinition, value: FieldValue): string | null {
  const labels = field.attributes?.fieldInfo?.labels
  if (!labels || value === null) return null
  if (Array.isArray(value)) {
    const names = value.map((v) => labels.find((l) => String(l.value) === v)?.name).filter(Boolean)
    return names.length ? names.join(', ') : null
  }
  return labels.find((l) => String(l.value) === String(value))?.name ?? null
}

/** Values rules see: hidden fields are empty, multiselects count their choices. */
type Scope = { get(name: string): RuleValue; points(name: string): RuleValue }
const scopes = new WeakMap<Record<string, FieldState>, Scope>()

/**
 * What rules see. Built once per evaluation: lookups read the fields' current values and
 * visibility, so the same scope stays right as evaluation proceeds.
 */
function scopeOf(tool: ToolDefinition, states: Record<string, FieldState>): Scope {
  const cached = scopes.get(states)
  if (cached) return cached
  const byName = new Map<string, FieldState>()
  const byCpdn = new Map<string, FieldState[]>()
  for (const state of Object.values(states)) {
    byName.set(state.name, state)
    const list = byCpdn.get(state.cpdn) ?? []
    list.push(state)
    byCpdn.set(state.cpdn, list)
  }
  // Fields sharing a cpdn mirror each other: read the cpdn from one that is shown.
  const resolve = (key: string): FieldState | undefined => {
    const named = byName.get(key)
    const sharing = byCpdn.get(named ? named.cpdn : key)
    if (named && (!named.hidden || !sharing)) return named
    return sharing?.find((s) => !s.hidden) ?? named ?? sharing?.[0]
  }
  const read = (state: FieldState): RuleValue => {
    if (state.hidden) return null
    if (Array.isArray(state.value)) return state.value.length
    return state.value
  }
  const scope: Scope = {
    get(name: string): RuleValue {
      const direct = resolve(name)
      if (direct) return read(direct)
      // `symptoms.chest_pain`: whether a multiselect includes that choice.
      const dot = name.lastIndexOf('.')
      if (dot > 0) {
        const owner = resolve(name.slice(0, dot))
        if (owner && Array.isArray(owner.value) && !owner.hidden) return owner.value.includes(name.slice(dot + 1))
      }
      return null
    },
    // A multiselect scores the points of every chosen label (none chosen: 0).
    points(name: string): RuleValue {
      const state = resolve(name)
      const labels = state && tool.controls[state.name]?.attributes?.fieldInfo?.labels
      if (!state || !labels) throw new RuleEvaluationError(`points(): '${name}' is not a field with labels`)
      if (state.hidden || state.value === null) return null
      const chosen = Array.isArray(state.value) ? state.value : [String(state.value)]
      let total = 0
      for (const value of chosen) {
        const label = labels.find((l) => String(l.value) === value)
        if (label === undefined) return null
        if (label.points === undefined) throw new RuleEvaluationError(`points(): the label '${label.name}' of '${name}' has no points`)
        total += label.points
      }
      return total
    },
  }
  scopes.set(states, scope)
  return scope
}

function safeCondition(source: string | undefined, scope: ReturnType<typeof scopeOf>): boolean | 'invalid' {
  if (!source) return true
  try {
    return isTruthy(evaluateRule(source, scope, functions))
  } catch {
    return 'invalid'
  }
}

function applyUiDefaults(tool: ToolDefinition, states: Record<string, FieldState>) {
  for (const field of Object.values(tool.controls)) {
    const defaults = field.attributes?.fieldInfo?.['ui-default']
    const state = states[field.name]!
    if (!defaults?.length || !isEmptyValue(state.value)) continue
    for (const d of defaults) {
      if (safeCondition(d.condition, scopeOf(tool, states)) !== true) continue
      // A value starting with '=' is an expression, e.g. '=today()'.
      let value: unknown = d.value
      if (typeof value === 'string' && value.startsWith('=')) {
        try {
          value = evaluateRule(value.slice(1), scopeOf(tool, states), functions)
        } catch {
          state.validations.push({ type: 'error', kind: 'definition', message: ruleErrorMessage('condition', String(d.value)) })
          continue
        }
      }
      state.value = normaliseInput(field, value)
      state.label = labelFor(field, state.value)
      if (d.message) state.defaultMessage = d.message
      if (d.link) state.defaultMessageLink = d.link
      break
    }
  }
}

/**
 * Visibility may depend on fields that are themselves hidden: repeat until nothing changes.
 * Decides the fields `only` selects (all by default); returns whether any changed.
 */
function decideVisibility(tool: ToolDefinition, states: Record<string, FieldState>, only: (f: FieldDefinition) => boolean = () => true): boolean {
  const parents = new Map<string, string>()
  for (const field of Object.values(tool.controls)) for (const child of field.children ?? []) parents.set(child, field.name)
  let changedAny = false
  for (let pass = 0; pass < MAX_VISIBILITY_PASSES; pass++) {
    let changed = false
    const scope = scopeOf(tool, states)
    for (const field of Object.values(tool.controls)) {
      if (!only(field)) continue
      const own = safeCondition(field.visibility, scope)
      const parent = parents.get(field.name)
      // A malformed rule leaves the field shown, carrying its 'Incorrect visibility rule' error.
      const hidden = own === false || (parent !== undefined && states[parent]?.hidden === true)
      const state = states[field.name]!
      if (state.hidden !== hidden) {
        state.hidden = hidden
        changed = true
      }
      if (own === 'invalid' && !state.validations.some((v) => v.kind === 'definition')) {
        state.validations.push({ type: 'error', kind: 'definition', message: ruleErrorMessage('visibility', field.visibility ?? '') })
      }
    }
    if (!changed) return changedAny
    changedAny = true
  }
  return changedAny
}

function isRequired(field: FieldDefinition) {
  const r = field.attributes?.fieldInfo?.constraints?.required
  return r === true || r === 'yes'
}

function resolveBound(bound: number | string | undefined, scope: ReturnType<typeof scopeOf>): number | null | 'invalid' {
  if (bound === undefined) return null
  if (typeof bound === 'number') return bound
  try {
    const v = toNumber(convertValue(evaluateRule(bound, scope, functions)))
    return v === undefined ? 'invalid' : v
  } catch {
    return 'invalid'
  }
}

function validateField(field: FieldDefinition, state: FieldState, scope: ReturnType<typeof scopeOf>): ValidationResult[] {
  const results: ValidationResult[] = state.validations.filter((v) => v.kind === 'definition')
  const info = field.attributes?.fieldInfo
  const constraints = info?.constraints ?? {}

  if (isEmptyValue(state.value)) {
    if (isRequired(field)) results.push({ type: 'error', kind: 'required' })
    return results
  }

  if (isNumericInputType(field.type)) {
    const n = toNumber(state.value)
    if (n === undefined || n === null) {
      results.push({ type: 'error', kind: 'type' })
      return results
    }
    state.value = n
    const checks: [ValidationKind, number | string | undefined, (x: number, b: number) => boolean][] = [
      ['min', constraints.minValue, (x, b) => x >= b],
      ['max', constraints.maxValue, (x, b) => x <= b],
      ['maxPolicy', constraints.maxValuePolicy, (x, b) => x <= b],
    ]
    for (const [kind, source, ok] of checks) {
      const b = resolveBound(source, scope)
      if (b === 'invalid') results.push({ type: 'error', kind: 'definition', message: ruleErrorMessage('condition', String(source)) })
      else if (b !== null && !ok(n, b)) results.push({ type: 'error', kind, bound: b, ...(constraints.rangeReason ? { reason: constraints.rangeReason } : {}) })
    }
    // Only counts are held to whole numbers; a measured value keeps the precision it was given.
    if (constraints.integer && !Number.isInteger(n)) results.push({ type: 'error', kind: 'integer' })
  } else if (isDateType(field.type)) {
    if (typeof state.value !== 'string' || isoDay(state.value) === null) {
      results.push({ type: 'error', kind: 'type' })
      return results
    }
    // Date bounds are expressions giving dates, e.g. "today()" or "date_add(today(), -300)".
    for (const [kind, source, ok] of [
      ['min', constraints.minValue, (x: number, b: number) => x >= b],
      ['max', constraints.maxValue, (x: number, b: number) => x <= b],
    ] as const) {
      if (source === undefined) continue
      let bound: number | null
      try {
        bound = typeof source === 'string' ? isoDay(evaluateRule(source, scope, functions)) : null
      } catch {
        bound = null
      }
      if (bound === null) results.push({ type: 'error', kind: 'definition', message: ruleErrorMessage('condition', String(source)) })
      else if (!ok(isoDay(state.value)!, bound)) results.push({ type: 'error', kind, bound, date: dayToIso(bound) ?? undefined })
    }
  } else if (isChoiceType(field.type)) {
    const labels = info?.labels ?? []
    if (!labels.some((l) => String(l.value) === String(state.value))) results.push({ type: 'error', kind: 'choice' })
  } else if (isMultiSelectType(field.type)) {
    const labels = new Set((info?.labels ?? []).map((l) => String(l.value)))
    if (!(state.value as string[]).every((v) => labels.has(v))) results.push({ type: 'error', kind: 'choice' })
  }

  // Rules are checked only when the value passed the basic checks.
  if (results.some((r) => r.type === 'error')) return results
  for (const v of info?.validations ?? []) {
    let holds: boolean
    try {
      holds = isTruthy(evaluateRule(v.rule, scope, functions))
    } catch {
      results.push({ type: 'error', kind: 'definition', message: ruleErrorMessage('validation', v.rule) })
      continue
    }
    if (!holds) results.push({ type: v.type, kind: 'rule', message: v.message })
  }
  return results
}

/** Computed fields in dependency order; each sees the inputs and the results before it. */
export function computationOrder(tool: ToolDefinition): FieldDefinition[] {
  const computed = Object.values(tool.controls).filter((f) => isComputedType(f.type) && f.attributes?.fieldInfo?.value !== undefined)
  const byKey = new Map<string, FieldDefinition>()
  for (const f of computed) {
    byKey.set(f.name, f)
    byKey.set(cpdnOf(f), f)
  }
  const order: FieldDefinition[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (f: FieldDefinition, path: string[]) => {
    const s = state.get(f.name)
    if (s === 'done') return
    if (s === 'visiting') throw new Error(`Computed fields depend on each other in a cycle: ${[...path, f.name].join(' → ')}`)
    state.set(f.name, 'visiting')
    const source = f.attributes?.fieldInfo?.value
    if (typeof source === 'string') {
      for (const ref of referencedNames(source)) {
        const dep = byKey.get(ref)
        if (dep && dep !== f) visit(dep, [...path, f.name])
      }
    }
    state.set(f.name, 'done')
    order.push(f)
  }
  for (const f of computed) visit(f, [])
  return order
}

function computeOutcome(tool: ToolDefinition, states: Record<string, FieldState>): Record<string, RuleValue> {
  const outcome: Record<string, RuleValue> = {}
  for (const field of computationOrder(tool)) {
    const state = states[field.name]!
    if (state.hidden) continue
    const source = field.attributes!.fieldInfo!.value!
    let value: RuleValue
    try {
      value = typeof source === 'number' ? source : evaluateRule(source, scopeOf(tool, states), functions)
    } catch {
      const message = ruleErrorMessage('value', String(source))
      if (!state.validations.some((v) => v.message === message)) state.validations.push({ type: 'error', kind: 'definition', message })
      value = null
    }
    state.value = value
    outcome[state.cpdn] = value
    if (state.cpdn !== field.name) outcome[field.name] = value
  }
  return outcome
}
