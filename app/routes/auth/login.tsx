import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, redirect, useNavigation } from 'react-router'

import type { Route } from './+types/login.ts'
import { KNOWN_BROWSER_FAILURES, registerUser, signIn } from '#app/auth/accounts.server.ts'
import { getSessionPolicy, startSession } from '#app/auth/auth.server.ts'
import { isCommonPassword } from '#app/auth/common-passwords.server.ts'
import { rateLimitAddress } from '#app/auth/ip-access.ts'
import { knownBrowserCookie, readKnownBrowserTokens } from '#app/auth/known-browser.server.ts'
import { hasUnseenNotices, takeUnseenNotices } from '#app/auth/notices.server.ts'
import { hit } from '#app/auth/rate-limit.server.ts'
import {
  PASSWORD_MIN_LENGTH,
  RegisterSchema,
  safeReturnPath,
  SignInSchema,
} from '#app/auth/schemas.ts'
import { Field, FormAlert } from '#app/components/forms.tsx'
import { requestInfoContext, sessionContext } from '#app/context.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { withSessionNumber } from '#app/utils/session-number.ts'

type Mode = 'signin' | 'register'

function readParams(url: URL) {
  return {
    mode: (url.searchParams.get('action') === 'register' ? 'register' : 'signin') as Mode,
    returnToUrl: safeReturnPath(url.searchParams.get('returnToUrl'), ''),
    sessionNumber: url.searchParams.get('session-number') ?? '',
  }
}

// The longest value a field of these forms may hold (returnToUrl).
const MAX_ECHO_LENGTH = 2048

/**
 * A reply shows the user's entries again: only this form's own fields, each cut to a length
 * no valid entry exceeds, so a post full of unknown or huge fields is not sent back.
 */
function echoOnlyFields(result: SubmissionResult<string[]>, schema: typeof SignInSchema | typeof RegisterSchema) {
  const known = Object.keys(getZodConstraint(schema))
  const initialValue = Object.fromEntries(
    Object.entries(result.initialValue ?? {})
      .filter(([name]) => known.includes(name))
      .map(([name, value]) => [name, typeof value === 'string' ? value.slice(0, MAX_ECHO_LENGTH) : ''] as const),
  )
  return { ...result, initialValue, fields: result.fields?.filter((name) => known.includes(name)) }
}

function destination(returnToUrl: string | undefined, sessionNumber: string | undefined) {
  return withSessionNumber(safeReturnPath(returnToUrl), sessionNumber)
}

// Carries an action's Retry-After onto the re-rendered page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Consilium' }]
}

/** /login with the return fields kept, plus `extra` (registered=1, notices=1). */
function loginPath(returnToUrl: string | undefined, sessionNumber: string | undefined, extra: Record<string, string>) {
  const query = new URLSearchParams(extra)
  const back = safeReturnPath(returnToUrl, '')
  if (back) query.set('returnToUrl', back)
  if (sessionNumber) query.set('session-number', sessionNumber)
  return `/login?${query}`
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const params = readParams(url)
  const t = getInstance(context).t
  const signedIn = context.get(sessionContext)
  if (signedIn) {
    // Right after a sign-in: what happened to the account since the last one (no email yet).
    const notices = url.searchParams.has('notices') ? await takeUnseenNotices(await getDb(), signedIn.userId) : []
    if (!notices.length) throw redirect(destination(params.returnToUrl, params.sessionNumber))
    return {
      ...params,
      title: `${t('auth.notices.title')} | Consilium`,
      registered: false,
      notices: notices.map((n) => ({ kind: n.kind, at: n.createdAt.toISOString() })),
      continueTo: destination(params.returnToUrl, params.sessionNumber),
    }
  }
  const title = `${params.mode === 'register' ? t('auth.registerTitle') : t('auth.signInTitle')} | Consilium`
  return { ...params, title, registered: url.searchParams.has('registered'), notices: null, continueTo: null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const mode: Mode = formData.get('intent') === 'register' ? 'register' : 'signin'
  const env = getEnv()
  const db = await getDb()
  const { clientIp, log } = context.get(requestInfoContext)
  const previous = context.get(sessionContext)

  if (mode === 'register') {
    const submission = parseWithZod(formData, { schema: RegisterSchema })
    if (submission.status !== 'success') {
      return data({ mode, result: echoOnlyFields(submission.reply({ hideFields: ['password'] }), RegisterSchema) }, { status: 400 })
    }
    if (await isCommonPassword(submission.value.password)) {
      return data(
        {
          mode,
          result: echoOnlyFields(
            submission.reply({ fieldErrors: { password: ['auth.errors.passwordCommon'] }, hideFields: ['password'] }),
            RegisterSchema,
          ),
        },
        { status: 400 },
      )
    }
    const limit = await hit(db, `register-address:${rateLimitAddress(clientIp)}`, {
      limit: env.REGISTER_MAX_PER_IP_HOUR,
      windowSeconds: 3600,
    })
    if (!limit.allowed) {
      return data(
        {
          mode,
          result: echoOnlyFields(
            submission.reply({ formErrors: ['auth.rateLimited'], hideFields: ['password'] }),
            RegisterSchema,
          ),
          retryMinutes: Math.ceil(limit.retryAfterSeconds / 60),
        },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }
    // A new email and one that has an account get one and the same answer: sign in now. The
    // owner of an existing account is told at their next sign-in (registerUser).
    const outcome = await registerUser(db, submission.value)
    log.info({ created: outcome.ok }, 'registration answered')
    return redirect(loginPath(submission.value.returnToUrl, submission.value.sessionNumber, { registered: '1' }))
  }

  const submission = parseWithZod(formData, { schema: SignInSchema })
  if (submission.status !== 'success') {
    return data({ mode, result: echoOnlyFields(submission.reply({ hideFields: ['password'] }), SignInSchema) }, { status: 400 })
  }
  const sessionPolicy = await getSessionPolicy()
  const outcome = await signIn(
    db,
    {
      email: submission.value.email,
      password: submission.value.password,
      clientIp,
      knownBrowserTokens: await readKnownBrowserTokens(request, sessionPolicy.secrets),
    },
    {
      perAccountFailures: { limit: env.SIGNIN_MAX_FAILURES_PER_ACCOUNT_HOUR, windowSeconds: 3600 },
      perAddressFailures: { limit: env.SIGNIN_MAX_ATTEMPTS_PER_IP, windowSeconds: env.SIGNIN_IP_WINDOW_SECONDS },
      perKnownBrowserFailures: KNOWN_BROWSER_FAILURES,
    },
  )
  if (!outcome.ok) {
    const limited = outcome.reason === 'rate-limited'
    log.warn({ reason: outcome.reason }, 'sign-in refused')
    return data(
      {
        mode,
        result: echoOnlyFields(
          submission.reply({
            formErrors: [limited ? 'auth.rateLimited' : 'auth.invalidCredentials'],
            hideFields: ['password'],
          }),
          SignInSchema,
        ),
        retryMinutes: limited ? Math.ceil(outcome.retryAfterSeconds / 60) : undefined,
      },
      {
        status: limited ? 429 : 400,
        headers: limited ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined,
      },
    )
  }
  log.info({ userId: outcome.userId }, 'signed in')
  const headers = new Headers()
  headers.append('Set-Cookie', await startSession(request, outcome.userId, previous?.sessionId))
  headers.append('Set-Cookie', await knownBrowserCookie(request, sessionPolicy.secrets).serialize(outcome.knownBrowserTokens))
  const { returnToUrl, sessionNumber } = submission.value
  const next = (await hasUnseenNotices(db, outcome.userId))
    ? loginPath(returnToUrl, sessionNumber, { notices: '1' })
    : destination(returnToUrl, sessionNumber)
  return redirect(next, { headers })
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { mode, returnToUrl, sessionNumber } = loaderData
  const switchParams = new URLSearchParams()
  if (mode === 'signin') switchParams.set('action', 'register')
  if (returnToUrl) switchParams.set('returnToUrl', returnToUrl)
  if (sessionNumber) switchParams.set('session-number', sessionNumber)
  const switchHref = `/login${switchParams.size ? `?${switchParams}` : ''}`
  const lastResult = actionData?.mode === mode ? actionData.result : undefined
  const retryMinutes =
    actionData && 'retryMinutes' in actionData && typeof actionData.retryMinutes === 'number'
      ? actionData.retryMinutes
      : undefined

  if (loaderData.notices) {
    return <AccountNotices notices={loaderData.notices} continueTo={loaderData.continueTo} />
  }

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">
        {mode === 'register' ? t('auth.registerTitle') : t('auth.signInTitle')}
      </h1>
      {loaderData.registered && mode === 'signin' ? (
        <p role="status" className="mt-4 rounded-md border border-brand-200 bg-brand-50 p-3 text-slate-800">
          {t('auth.registered')}
        </p>
      ) : null}
      <p className="mt-2 text-slate-700">
        {mode === 'register' ? t('auth.registerIntro') : t('auth.signInIntro')}
      </p>
      <div className="mt-6 rounded-lg border border-slate-200 p-5 shadow-sm">
        {mode === 'register' ? (
          <RegisterForm
            key="register"
            lastResult={lastResult}
            returnToUrl={returnToUrl}
            sessionNumber={sessionNumber}
            retryMinutes={retryMinutes}
          />
        ) : (
          <SignInForm
            key="signin"
            lastResult={lastResult}
            returnToUrl={returnToUrl}
            sessionNumber={sessionNumber}
            retryMinutes={retryMinutes}
          />
        )}
      </div>
      <p className="mt-6 text-slate-700">
        {mode === 'register' ? t('auth.haveAccount') : t('auth.noAccount')}{' '}
        <Link to={switchHref} className="font-medium text-brand-700 underline">
          {mode === 'register' ? t('auth.signInInstead') : t('auth.createOne')}
        </Link>
      </p>
    </div>
  )
}

function AccountNotices({ notices, continueTo }: { notices: { kind: string; at: string }[]; continueTo: string }) {
  const { t, i18n } = useTranslation()
  // Shown in UTC: the server renders it and does not know the reader's time zone.
  const when = (iso: string) =>
    `${new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('auth.notices.title')}</h1>
      <ul className="mt-4 space-y-3">
        {notices.map((notice) => (
          <li key={`${notice.kind}-${notice.at}`} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-800">
            {t(notice.kind === 'sign-in-limit' ? 'auth.notices.signInLimit' : 'auth.notices.registrationAttempt', {
              when: when(notice.at),
            })}
          </li>
        ))}
      </ul>
      <Link to={continueTo} className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
        {t('auth.notices.continue')}
      </Link>
    </div>
  )
}

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

function SignInForm({ lastResult, returnToUrl, sessionNumber, retryMinutes }: FormProps) {
  const { t } = useTranslation()
  const submitting = useSubmitting()
  const [form, fields] = useForm({
    id: 'signin',
    lastResult,
    constraint: getZodConstraint(SignInSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
  })
  useClearPasswordOnReply(lastResult, fields.password.id)
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="signin" />
      <HiddenReturnFields returnToUrl={returnToUrl} sessionNumber={sessionNumber} />
      <FormAlert
        id={form.errorId}
        messages={form.errors?.map((e) => (e === 'auth.rateLimited' ? t(e, { minutes: retryMinutes ?? 5 }) : e))}
      />
      <Field
        label={t('auth.email')}
        inputProps={{ ...getInputProps(fields.email, { type: 'email', ariaAttributes: false }), autoComplete: 'username' }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <Field
        label={t('auth.password')}
        inputProps={{
          ...getInputProps(fields.password, { type: 'password', ariaAttributes: false }),
          autoComplete: 'current-password',
        }}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
      />
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {t('auth.signInButton')}
      </button>
    </Form>
  )
}

function RegisterForm({ lastResult, returnToUrl, sessionNumber, retryMinutes }: FormProps) {
  const { t } = useTranslation()
  const submitting = useSubmitting()
  const [form, fields] = useForm({
    id: 'register',
    lastResult,
    constraint: getZodConstraint(RegisterSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
  })
  useClearPasswordOnReply(lastResult, fields.password.id)
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="register" />
      <HiddenReturnFields returnToUrl={returnToUrl} sessionNumber={sessionNumber} />
      <FormAlert
        id={form.errorId}
        messages={form.errors?.map((e) => (e === 'auth.rateLimited' ? t(e, { minutes: retryMinutes ?? 60 }) : e))}
      />
      <Field
        label={t('auth.name')}
        inputProps={{ ...getInputProps(fields.name, { type: 'text', ariaAttributes: false }), autoComplete: 'name' }}
        errors={fields.name.errors}
        errorId={fields.name.errorId}
      />
      <Field
        label={t('auth.email')}
        inputProps={{ ...getInputProps(fields.email, { type: 'email', ariaAttributes: false }), autoComplete: 'email' }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <Field
        label={t('auth.password')}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        inputProps={{
          ...getInputProps(fields.password, { type: 'password', ariaAttributes: false }),
          autoComplete: 'new-password',
        }}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
      />
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {t('auth.registerButton')}
      </button>
    </Form>
  )
}
