import type { InputHTMLAttributes } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'

/** Error messages are translation keys; anything else is shown as it is. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const { t } = useTranslation()
  const shown = errors?.filter(Boolean) ?? []
  if (!shown.length) return null
  return (
    <ul id={id} className="mt-1 space-y-1 text-sm font-medium text-red-700">
      {shown.map((error) => (
        <li key={error}>{t(error, { defaultValue: error })}</li>
      ))}
    </ul>
  )
}

export function Field({
  label,
  hint,
  inputProps,
  errors,
  errorId,
}: {
  label: string
  hint?: string
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string }
  errors?: string[] | null
  errorId: string
}) {
  const hintId = hint ? `${inputProps.id}-hint` : undefined
  const invalid = Boolean(errors?.length)
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputProps.id} className="font-medium text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        {...inputProps}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`rounded-md border px-3 py-2 text-base shadow-sm focus:border-brand-600 ${
          invalid ? 'border-red-700' : 'border-slate-500'
        }`}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

export function FormAlert({ id, messages }: { id: string; messages?: string[] | null }) {
  const { t } = useTranslation()
  const shown = messages?.filter(Boolean) ?? []
  if (!shown.length) return null
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
      {shown.map((m) => (
        <p key={m}>{t(m, { defaultValue: m })}</p>
      ))}
    </div>
  )
}
