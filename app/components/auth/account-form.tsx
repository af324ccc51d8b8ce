import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Form, useNavigation } from 'react-router'

import { PASSWORD_MIN_LENGTH, RegisterSchema, SignInSchema } from '#app/auth/schemas.ts'
import { Field, FormAlert, PasswordField } from '#app/components/forms.tsx'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { parseForm } from '#app/utils/parse-form.ts'

export type AccountFormMode = 'signin' | 'register'

type FormProps = {
  lastResult: SubmissionResult<string[]> | undefined
  returnToUrl: string
  sessionNumber: string
  retryMinutes?: number
}

function HiddenReturnFields({ returnToUrl, sessionNumber }: Pick<FormProps, 'returnToUrl' | 'sessionNumber'>) {
  return (
    <>
      {returnToUrl ? <input type="hidden" name="returnToUrl" value={returnToUrl} /> : null}
      {sessionNumber ? <input type="hidden" name="sessionNumber" value={sessionNumber} /> : null}
    </>
  )
}

function useSubmitting() {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formAction?.startsWith('/login')
}

/**
 * The server's reply never sends a password back (hideFields), but with JavaScript the
 * browser keeps what was typed in the input: empty it whenever a new reply arrives.
 */
function useClearPasswordOnReply(lastResult: FormProps['lastResult'], inputId: string) {
  useEffect(() => {
    if (!lastResult) return
    const input = document.getElementById(inputId)
    if (input instanceof HTMLInputElement) input.value = ''
  }, [lastResult, inputId])
}

const FORMS = {
  signin: { retryMinutes: 5, email: 'username', password: 'current-password', button: 'auth.signInButton' },
  register: { retryMinutes: 60, email: 'email', password: 'new-password', button: 'auth.registerButton' },
} as const

/** The sign-in and the registration form: the same form, registration with a name and a password hint. */
export function AccountForm({ mode, lastResult, returnToUrl, sessionNumber, retryMinutes }: FormProps & { mode: AccountFormMode }) {
  const { t } = useTranslation()
  const submitting = useSubmitting()
  const look = FORMS[mode]
  const schema = mode === 'register' ? RegisterSchema : SignInSchema
  const [form, fields] = useForm<{ name?: string; email: string; password: string }>({
    id: mode,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema),
  })
  useClearPasswordOnReply(lastResult, fields.password.id)
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <CsrfField />
      <input type="hidden" name="intent" value={mode} />
      <HiddenReturnFields returnToUrl={returnToUrl} sessionNumber={sessionNumber} />
      <FormAlert
        id={form.errorId}
        messages={form.errors?.map((e) => (e === 'auth.rateLimited' ? t(e, { minutes: retryMinutes ?? look.retryMinutes }) : e))}
      />
      {mode === 'register' ? (
        <Field
          label={t('auth.name')}
          inputProps={{ ...getInputProps(fields.name, { type: 'text', ariaAttributes: false }), autoComplete: 'name' }}
          errors={fields.name.errors}
          errorId={fields.name.errorId}
        />
      ) : null}
      <Field
        label={t('auth.email')}
        inputProps={{ ...getInputProps(fields.email, { type: 'email', ariaAttributes: false }), autoComplete: look.email }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <PasswordField
        label={t('auth.password')}
        hint={mode === 'register' ? t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
        inputProps={{
          ...getInputProps(fields.password, { type: 'password', ariaAttributes: false }),
          autoComplete: look.password,
        }}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
      />
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {t(look.button)}
      </button>
    </Form>
  )
}
