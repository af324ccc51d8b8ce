import { useState, type InputHTMLAttributes, type ReactNode } from 'react'

import { useHydrated } from '#app/hooks/use-hydrated.ts'
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
  after,
}: {
  label: string
  hint?: string
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string }
  errors?: string[] | null
  errorId: string
  /** Shown beside the input (the show-password button). */
  after?: ReactNode
}) {
  const hintId = hint ? `${inputProps.id}-hint` : undefined
  const invalid = Boolean(errors?.length)
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined
  const input = (
    <input
      {...inputProps}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={`min-w-0 rounded-md border px-3 py-2 text-base shadow-sm focus:border-brand-600 ${after ? 'flex-1' : ''} ${
        invalid ? 'border-red-700' : 'border-slate-500'
      }`}
    />
  )
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
      {after ? (
        <div className="flex items-stretch gap-2">
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

/**
 * A password field with a button that shows what was typed. The button exists only once
 * JavaScript runs: without it the field stays an ordinary password field.
 */
export function PasswordField(props: Parameters<typeof Field>[0]) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [shown, setShown] = useState(false)
  const toggle = hydrated ? (
    <button
      type="button"
      aria-pressed={shown}
      aria-controls={props.inputProps.id}
      onClick={() => setShown((v) => !v)}
      className="shrink-0 rounded-md border border-slate-500 px-3 text-sm font-medium text-brand-700 hover:bg-slate-50"
    >
      {shown ? t('auth.hidePassword') : t('auth.showPassword')}
    </button>
  ) : null
  return <Field {...props} inputProps={{ ...props.inputProps, type: shown ? 'text' : 'password' }} after={toggle} />
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
