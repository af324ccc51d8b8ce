import type { TFunction } from '#app/i18n/translator.ts'

import type { ValidationResult } from '#engine/evaluate.ts'
import type { ClientField } from '#engine/schema/tool.ts'

import { formatToolDate } from './templates.ts'

/** The text shown beside a field for one validation result. */
export function validationMessage(
  t: TFunction,
  field: ClientField,
  result: ValidationResult,
  all: ValidationResult[],
  unitLabel?: string,
  /** Converts a bound (in the canonical unit) into the unit the user is entering. */
  toShownUnit: (bound: number) => number = (b) => b,
): string {
  if (result.message) return result.message
  if (field.type === 'date.basic') {
    if (result.kind === 'type') return t('tool.errors.date')
    if (result.kind === 'min' && result.date) return t('tool.errors.dateMin', { date: formatToolDate(result.date) })
    if (result.kind === 'max' && result.date) return t('tool.errors.dateMax', { date: formatToolDate(result.date) })
  }
  const fixed = field.attributes?.fieldInfo?.unitsShown ?? field.attributes?.fieldInfo?.units
  const units = unitLabel ? ` ${unitLabel}` : fixed ? ` ${fixed}` : ''
  const c = field.attributes?.fieldInfo?.constraints
  const min = typeof c?.minValue === 'number' ? c.minValue : all.find((r) => r.kind === 'min')?.bound
  const policy = c?.maxValuePolicy
  // Upper bounds given as numbers, and those crossed (an expression's bound is known only then).
  const crossed = all.filter((r) => r.kind === 'max' || r.kind === 'maxPolicy').map((r) => r.bound)
  const maxes = [c?.maxValue, policy, ...crossed].filter((b): b is number => typeof b === 'number')
  const maxCanonical = maxes.length ? Math.min(...maxes) : undefined
  const shown = (b: number | undefined) => (b === undefined ? undefined : toShownUnit(b))
  const [minShown, maxShown] = [shown(min), shown(maxCanonical)]
  switch (result.kind) {
    case 'required':
      return t('tool.errors.required')
    case 'min':
    case 'max':
    case 'maxPolicy': {
      const range =
        minShown !== undefined && maxShown !== undefined
          ? t('tool.errors.range', { min: minShown, max: maxShown, units })
          : result.kind === 'min'
            ? t('tool.errors.min', { min: shown(result.bound), units })
            : t('tool.errors.max', { max: shown(result.bound), units })
      return result.reason ? `${range} ${result.reason}` : range
    }
    case 'integer':
      return t('tool.errors.wholeNumber')
    case 'type':
      return t('tool.errors.type')
    case 'choice':
      return t('tool.errors.choice')
    case 'unit':
      return t('tool.errors.unit')
    default:
      return t('tool.errors.definition')
  }
}
