import { useToolLang } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import type { FieldState } from '#engine/evaluate.ts'
import { isChoiceType, isComputedType, isDateType, isInputType, isMultiSelectType } from '#engine/schema/field-types.ts'
import type { ClientField, ClientTool } from '#engine/schema/tool.ts'
import { formatNumber as roundedText } from '#engine/formulas/rounding.ts'
import { convertMeasure } from '#engine/units.ts'
import { canonicalUnit, CHOICE_SUFFIX, containerOf, shownUnit, TYPED_SUFFIX, TYPED_UNIT_SUFFIX, UNIT_SUFFIX, type UnitChoices } from '#app/tools/form-inputs.ts'
import type { EhrFieldUi } from '#app/tools/ehr-prefill.ts'
import { validationMessage } from '#app/tools/messages.ts'
import { isFormRenderable } from '#app/tools/renderable.ts'
import { unitsFor } from '#app/tools/count-noun.ts'

import { EhrFieldNote } from './ehr-deferred.tsx'
import { UnitControl } from './unit-control.tsx'

export type FieldRenderContext = {
  tool: ClientTool
  states: Record<string, FieldState>
  entered: Record<string, string | string[]>
  units: UnitChoices
  /** Show errors (after a Continue or a change), not on a pristine form. */
  showErrors: boolean
  /** Fields prefilled from the EHR, by field name (spec 02 §3: ehrEnabledField, labDateInfo). */
  ehr?: Record<string, EhrFieldUi>
}

const isRequired = (f: ClientField) => {
  const r = f.attributes?.fieldInfo?.constraints?.required
  return r === true || r === 'yes'
}

export function FieldControl({ field, ctx }: { field: ClientField; ctx: FieldRenderContext }) {
  const { t } = useTranslation()
  const state = ctx.states[field.name]
  if (!state || state.hidden) return null
  if (!isFormRenderable(field.type)) {
    return (
      <p role="alert" className="text-red-700">
        {t('tool.componentMissing')} {field.type} {field.name}
      </p>
    )
  }
  if (field.type.startsWith('text.')) return <TextBlock field={field} />
  if (['group', 'horizontal_group', 'basic', 'numeric.heightweight'].includes(field.type)) return <Group field={field} ctx={ctx} />
  if (isComputedType(field.type)) return <ComputedValue field={field} state={state} />
  if (!isInputType(field.type)) return null
  return <InputField field={field} state={state} ctx={ctx} />
}

function TextBlock({ field }: { field: ClientField }) {
  const lang = useToolLang()
  const text = field.attributes?.fieldInfo?.baseContent ?? ''
  switch (field.type) {
    case 'text.heading':
      return (
        <h3 lang={lang} className="text-lg font-semibold text-slate-900">
          {text}
        </h3>
      )
    case 'text.subheading':
      return (
        <h4 lang={lang} className="font-semibold text-slate-800">
          {text}
        </h4>
      )
    case 'text.reference':
      return (
        <p lang={lang} className="text-sm text-slate-600">
          {text}
        </p>
      )
    case 'text.legend':
      return (
        <p lang={lang} className="text-sm text-slate-700">
          {text}
        </p>
      )
    default:
      return (
        <p lang={lang} className="text-slate-800">
          {text}
        </p>
      )
  }
}

function Group({ field, ctx }: { field: ClientField; ctx: FieldRenderContext }) {
  const { t } = useTranslation()
  const lang = useToolLang()
  const info = field.attributes?.fieldInfo
  const children = (field.children ?? []).map((n) => ctx.tool.controls[n]).filter((f): f is ClientField => Boolean(f))
  const horizontal = field.type === 'horizontal_group'
  const system = ctx.units[field.name] ?? systemShown(ctx, children)
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4" data-field={field.name}>
      {info?.baseContent ? (
        <legend lang={lang} className="px-1 font-semibold text-slate-900">
          {info.baseContent}
        </legend>
      ) : null}
      {info?.inlineText ? (
        <p lang={lang} className="text-sm text-slate-600">
          {info.inlineText}
        </p>
      ) : null}
      {field.type === 'numeric.heightweight' ? (
        <UnitControl
          name={`${field.name}${CHOICE_SUFFIX}`}
          legend={t('tool.unitSystem')}
          visibleLegend
          options={(['imperial', 'metric'] as const).map((s) => ({ value: s, label: t(`tool.${s}`) }))}
          current={system}
        />
      ) : null}
      <div className={horizontal ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>
        {children.map((child) => (
          <FieldControl key={child.name} field={child} ctx={ctx} />
        ))}
      </div>
    </fieldset>
  )
}

/** The system the children are drawn in (the first child's unit), else their default's. */
function systemShown(ctx: FieldRenderContext, children: ClientField[]): string {
  for (const c of children) {
    const m = c.attributes?.measureInfo
    const unit = shownUnit(ctx.tool, c, ctx.entered, ctx.units)
    const system = m?.labels.find((l) => l.value === unit)?.system
    if (system) return system
  }
  return 'imperial'
}

function ComputedValue({ field, state }: { field: ClientField; state: FieldState }) {
  const lang = useToolLang()
  const info = field.attributes?.fieldInfo
  const value = typeof state.value === 'number' ? formatNumber(state.value, info?.decimals) : state.value
  return (
    <div className="flex items-baseline justify-between gap-3 rounded-md bg-slate-50 px-3 py-2">
      <span lang={lang} className="font-medium text-slate-800">
        {info?.baseContent ?? field.name}
      </span>
      <output name={field.name} lang={typeof value === 'string' ? lang : undefined} className="font-semibold text-slate-900">
        {value === null || value === undefined ? '—' : `${String(value)}${info?.units ? ` ${unitsFor(String(value), info.units)}` : ''}`}
      </output>
    </div>
  )
}

/** Display rounding follows the engine's policy (half away from zero, decimal-correct). */
export function formatNumber(value: number, decimals = 0): string {
  return roundedText(value, decimals) ?? ''
}

function Label({ field, htmlFor, as = 'label' }: { field: ClientField; htmlFor?: string; as?: 'label' | 'legend' }) {
  const { t } = useTranslation()
  const lang = useToolLang()
  const info = field.attributes?.fieldInfo
  const content = (
    <>
      <span lang={lang}>{info?.baseContent ?? field.name}</span>
      {isRequired(field) ? (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      ) : null}
      {isRequired(field) ? <span className="sr-only"> ({t('tool.required')})</span> : null}
    </>
  )
  if (as === 'legend') return <legend className="font-medium text-slate-900">{content}</legend>
  return (
    <label htmlFor={htmlFor} className="font-medium text-slate-900">
      {content}
    </label>
  )
}

function InputField({ field, state, ctx }: { field: ClientField; state: FieldState; ctx: FieldRenderContext }) {
  const { t } = useTranslation()
  const lang = useToolLang()
  const info = field.attributes?.fieldInfo
  const id = `f-${field.name}`
  const hintId = info?.inlineText ? `${id}-hint` : undefined
  const errorId = `${id}-error`
  const unit = shownUnit(ctx.tool, field, ctx.entered, ctx.units)
  const unitName = field.attributes?.measureInfo?.labels.find((l) => l.value === unit)?.name
  const shown = ctx.showErrors ? state.validations : state.validations.filter((v) => v.kind === 'definition')
  // One range message is enough when a value crosses two upper bounds (field and policy).
  const errors = shown.filter((v, i, all) => v.type === 'error' && !(v.kind === 'maxPolicy' && all.slice(0, i).some((p) => p.kind === 'max')))
  const warnings = state.validations.filter((v) => v.type === 'warning')
  const messages = [...errors, ...warnings].map((v) => ({
    type: v.type,
    // Ranges are stated in the unit the user is entering (a height range in cm when entering cm).
    text: validationMessage(t, field, v, state.validations, unitName, (b) => {
      const canonical = canonicalUnit(field)
      const measure = field.attributes?.measureInfo
      if (!measure || !unit || !canonical || unit === canonical) return b
      return convertMeasure(b, canonical, unit, measure.precisions[unit] ?? 1) ?? b
    }),
  }))
  const ehr = ctx.ehr?.[field.name]
  const ehrId = ehr?.ehrEnabledField ? `${id}-ehr` : undefined
  const describedBy = [ehrId, hintId, messages.length ? errorId : undefined].filter(Boolean).join(' ') || undefined
  const invalid = errors.length > 0
  const background = state.backgroundText ?? []

  const feedback = (
    <>
      {ehr && ehrId ? <EhrFieldNote id={ehrId} ui={ehr} /> : null}
      {info?.inlineText ? (
        <p id={hintId} lang={lang} className="text-sm text-slate-600">
          {info.inlineText}
        </p>
      ) : null}
      {messages.length ? (
        <ul id={errorId} className="space-y-1 text-sm font-medium">
          {messages.map((m) => (
            <li key={m.text} className={m.type === 'error' ? 'text-red-700' : 'text-amber-800'}>
              {m.type === 'warning' ? `${t('tool.warning')}: ` : ''}
              {m.text}
            </li>
          ))}
        </ul>
      ) : null}
      {state.defaultMessage ? (
        <p lang={lang} className="text-sm text-slate-600">
          {state.defaultMessage}
        </p>
      ) : null}
      {background.length ? (
        <div lang={lang} className="text-sm text-slate-600">
          {background.map((b) => (
            <p key={b}>{b}</p>
          ))}
        </div>
      ) : null}
    </>
  )

  if (isChoiceType(field.type) && field.type !== 'singleselect.dropdown' && field.type !== 'singleselect.filter') {
    const labels = info?.labels ?? []
    const current = ctx.entered[field.name] ?? (state.value === null ? '' : String(state.value))
    const toggle = field.type === 'singleselect.toggle' || field.type === 'singleselect.scale'
    return (
      <fieldset className="space-y-1.5" aria-describedby={describedBy} aria-invalid={invalid || undefined} data-field={field.name}>
        <Label field={field} as="legend" />
        {field.type === 'singleselect.scale' && info?.minText ? (
          <p lang={lang} className="flex justify-between text-xs text-slate-600">
            <span>{info.minText}</span>
            <span>{info.maxText}</span>
          </p>
        ) : null}
        <div className={toggle ? 'flex flex-wrap gap-2' : 'space-y-1.5'}>
          {labels.map((l) => (
            <label
              key={String(l.value)}
              className={
                toggle
                  ? 'flex cursor-pointer items-center gap-2 rounded-md border border-slate-500 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold'
                  : 'flex cursor-pointer items-start gap-2'
              }
            >
              <input type="radio" name={field.name} value={String(l.value)} defaultChecked={String(current) === String(l.value)} className="mt-1" />
              <span lang={lang}>
                {l.name}
                {l.points !== undefined && labels.some((x) => x.points !== l.points) ? ' ' : null}
                {l.points !== undefined && labels.some((x) => x.points !== l.points) ? (
                  <span className="text-sm text-slate-600">({l.points >= 0 ? `+${l.points}` : l.points})</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
        {feedback}
      </fieldset>
    )
  }

  if (field.type === 'singleselect.dropdown' || field.type === 'singleselect.filter') {
    const current = ctx.entered[field.name] ?? (state.value === null ? '' : String(state.value))
    return (
      <div className="flex flex-col gap-1" data-field={field.name}>
        <Label field={field} htmlFor={id} />
        <select id={id} name={field.name} defaultValue={String(current)} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="rounded-md border border-slate-500 bg-white px-3 py-2">
          <option value="">—</option>
          {(info?.labels ?? []).map((l) => (
            <option key={String(l.value)} value={String(l.value)} lang={lang}>
              {l.name}
            </option>
          ))}
        </select>
        {feedback}
      </div>
    )
  }

  if (isMultiSelectType(field.type)) {
    const current = new Set(Array.isArray(ctx.entered[field.name]) ? (ctx.entered[field.name] as string[]) : Array.isArray(state.value) ? state.value : [])
    return (
      <fieldset className="space-y-1.5" aria-describedby={describedBy} aria-invalid={invalid || undefined} data-field={field.name}>
        <Label field={field} as="legend" />
        <div className="space-y-1.5">
          {(info?.labels ?? []).map((l) => (
            <label key={String(l.value)} className="flex cursor-pointer items-start gap-2">
              <input type="checkbox" name={field.name} value={String(l.value)} defaultChecked={current.has(String(l.value))} className="mt-1" />
              <span lang={lang}>
                {l.name}
                {l.points !== undefined ? ' ' : null}
                {l.points !== undefined ? <span className="text-sm text-slate-600">(+{l.points})</span> : null}
              </span>
            </label>
          ))}
        </div>
        {feedback}
      </fieldset>
    )
  }

  if (isDateType(field.type)) {
    const current = typeof ctx.entered[field.name] === 'string' ? (ctx.entered[field.name] as string) : typeof state.value === 'string' ? state.value : ''
    return (
      <div className="flex flex-col gap-1" data-field={field.name}>
        <Label field={field} htmlFor={id} />
        {/* A native date picker; browsers without one show a text box that takes YYYY-MM-DD. */}
        <input
          id={id}
          type="date"
          name={field.name}
          defaultValue={current}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`w-48 rounded-md border px-3 py-2 ${invalid ? 'border-red-700' : 'border-slate-500'}`}
        />
        {feedback}
      </div>
    )
  }

  // Numeric inputs: text with a decimal keyboard (type=number mangles entries in some locales).
  const measure = field.attributes?.measureInfo
  const shownValue = (): string => {
    const typed = ctx.entered[field.name]
    if (typeof typed === 'string') return typed
    if (typeof state.value !== 'number') return ''
    const canonical = canonicalUnit(field)
    if (measure && unit && canonical && unit !== canonical) {
      return String(convertMeasure(state.value, canonical, unit, measure.precisions[unit] ?? 1) ?? '')
    }
    return String(state.value)
  }
  // The number travels with the unit printed beside it; a converted one also with what was typed.
  // Not type=hidden: a hidden input's value is its default, which every re-render would reset,
  // undoing a unit switch made on the spot. A hidden text input keeps what the switch set; a
  // new value from the server draws a new input.
  const hiddenField = (suffix: string, value: string, data: Record<string, string>) => (
    <input key={`${suffix}:${value}`} type="text" hidden readOnly tabIndex={-1} name={`${field.name}${suffix}`} defaultValue={value} {...data} />
  )
  const unitFields = measure ? (
    <>
      {hiddenField(UNIT_SUFFIX, unit ?? '', { 'data-unit-of': field.name })}
      {hiddenField(TYPED_SUFFIX, String(ctx.entered[`${field.name}${TYPED_SUFFIX}`] ?? ''), { 'data-typed-of': field.name })}
      {hiddenField(TYPED_UNIT_SUFFIX, String(ctx.entered[`${field.name}${TYPED_UNIT_SUFFIX}`] ?? ''), { 'data-typed-unit-of': field.name })}
    </>
  ) : null
  const unitChoice =
    measure && measure.labels.length > 1 && !containerOf(ctx.tool, field) ? (
      <UnitControl
        name={`${field.name}${CHOICE_SUFFIX}`}
        legend={`${info?.baseContent ?? field.name}: ${t('tool.unit')}`}
        options={measure.labels.map((l) => ({ value: l.value, label: l.name }))}
        current={unit}
      />
    ) : null

  if (field.type === 'numeric.height' && unit === 'in') {
    const ft = String(ctx.entered[`${field.name}__ft`] ?? '')
    const inch = String(ctx.entered[`${field.name}__in`] ?? '')
    return (
      <fieldset className="space-y-1.5" aria-describedby={describedBy} data-field={field.name}>
        <Label field={field} as="legend" />
        {unitFields}
        <div className="flex items-center gap-2">
          <input id={`${id}-ft`} name={`${field.name}__ft`} defaultValue={ft} inputMode="numeric" autoComplete="off" aria-invalid={invalid || undefined} aria-describedby={`${id}-ft-hint`} className={`w-20 rounded-md border px-3 py-2 ${invalid ? 'border-red-700' : 'border-slate-500'}`} />
          <label htmlFor={`${id}-ft`}>{t('tool.feet')}</label>
          <input id={`${id}-in`} name={`${field.name}__in`} defaultValue={inch} inputMode="decimal" autoComplete="off" aria-invalid={invalid || undefined} className={`w-20 rounded-md border px-3 py-2 ${invalid ? 'border-red-700' : 'border-slate-500'}`} />
          <label htmlFor={`${id}-in`}>{t('tool.inches')}</label>
        </div>
        <p id={`${id}-ft-hint`} className="text-xs text-slate-600">
          {t('tool.feetHint')}
        </p>
        {unitChoice}
        {feedback}
      </fieldset>
    )
  }

  return (
    <div className="flex flex-col gap-1" data-field={field.name}>
      <Label field={field} htmlFor={id} />
      {unitFields}
      <div className="flex items-center gap-2">
        <input
          // Not redrawn when the unit changes: with JavaScript the switch converts the box on the
          // spot, and a redraw on the server's answer would drop what was typed since.
          id={id}
          name={field.name}
          data-unit={unit}
          defaultValue={shownValue()}
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`w-32 rounded-md border px-3 py-2 ${invalid ? 'border-red-700' : 'border-slate-500'}`}
        />
        <span lang={lang} className="text-slate-700" data-unit-label={measure ? field.name : undefined}>
          {unitName ?? info?.unitsShown ?? info?.units}
        </span>
      </div>
      {unitChoice}
      {feedback}
    </div>
  )
}
