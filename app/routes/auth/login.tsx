import type { Submission, SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { data, Link, redirect } from 'react-router'

import type { Route } from './+types/login.ts'
import { requestRegistration, signIn } from '#app/auth/accounts.server.ts'
import { getSessionPolicy, startSession } from '#app/auth/auth.server.ts'
import { knownBrowserCookie, readKnownBrowserTokens } from '#app/auth/known-browser.server.ts'
import { hasUnseenNotices, takeUnseenNotices } from '#app/auth/notices.server.ts'
import { signInHref } from '#app/auth/organisation-sign-in.ts'
import { RegisterSchema, safeReturnPath, SignInSchema } from '#app/auth/schemas.ts'
import { AccountForm, type AccountFormMode } from '#app/components/auth/account-form.tsx'
import { AccountNotices } from '#app/components/auth/account-notices.tsx'
import { databaseContext, requestInfoContext, sessionContext } from '#app/context.server.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { parseForm } from '#app/utils/parse-form.ts'
import { withSessionNumber } from '#app/utils/session-number.ts'
import { useBrandName } from '#app/hooks/use-brand-name.ts'

type Mode = AccountFormMode

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
    const notices = url.searchParams.has('notices') ? await takeUnseenNotices(await context.get(databaseContext), signedIn.userId) : []
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
  return {
    ...params,
    title,
    registered: url.searchParams.has('registered'),
    passwordChanged: url.searchParams.has('password-changed'),
    notices: null,
    continueTo: null,
  }
}

const SCHEMA_OF = { signin: SignInSchema, register: RegisterSchema } as const

/**
 * A refused post: the form again with its errors (never the password), 400, or 429 with
 * Retry-After when a limit was reached.
 */
function refused(
  mode: Mode,
  submission: Submission<unknown>,
  errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  retryAfterSeconds?: number,
) {
  const result = echoOnlyFields(submission.reply({ ...errors, hideFields: ['password'] }), SCHEMA_OF[mode])
  if (retryAfterSeconds === undefined) return data({ mode, result, retryMinutes: undefined }, { status: 400 })
  return data(
    { mode, result, retryMinutes: Math.ceil(retryAfterSeconds / 60) },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const mode: Mode = formData.get('intent') === 'register' ? 'register' : 'signin'
  const db = await context.get(databaseContext)
  const { clientIp, log } = context.get(requestInfoContext)
  const previous = context.get(sessionContext)

  if (mode === 'register') {
    const submission = parseForm(formData, RegisterSchema)
    if (submission.status !== 'success') return refused(mode, submission)
    const outcome = await requestRegistration(db, { ...submission.value, clientIp })
    if (!outcome.ok && outcome.reason === 'common-password') {
      return refused(mode, submission, { fieldErrors: { password: ['auth.errors.passwordCommon'] } })
    }
    if (!outcome.ok && outcome.reason === 'rate-limited') {
      return refused(mode, submission, { formErrors: ['auth.rateLimited'] }, outcome.retryAfterSeconds)
    }
    // A new email and one that has an account get one and the same answer: sign in now. The
    // owner of an existing account is told at their next sign-in (registerUser).
    log.info({ created: outcome.ok }, 'registration answered')
    return redirect(loginPath(submission.value.returnToUrl, submission.value.sessionNumber, { registered: '1' }))
  }

  const submission = parseForm(formData, SignInSchema)
  if (submission.status !== 'success') return refused(mode, submission)
  const sessionPolicy = await getSessionPolicy()
  const outcome = await signIn(db, {
    email: submission.value.email,
    password: submission.value.password,
    clientIp,
    knownBrowserTokens: await readKnownBrowserTokens(request, sessionPolicy.secrets),
  })
  if (!outcome.ok) {
    log.warn({ reason: outcome.reason }, 'sign-in refused')
    return outcome.reason === 'rate-limited'
      ? refused(mode, submission, { formErrors: ['auth.rateLimited'] }, outcome.retryAfterSeconds)
      : refused(mode, submission, { formErrors: ['auth.invalidCredentials'] })
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
  const brandName = useBrandName()
  const { mode, returnToUrl, sessionNumber } = loaderData
  const switchParams = new URLSearchParams()
  if (mode === 'signin') switchParams.set('action', 'register')
  if (returnToUrl) switchParams.set('returnToUrl', returnToUrl)
  if (sessionNumber) switchParams.set('session-number', sessionNumber)
  const switchHref = `/login${switchParams.size ? `?${switchParams}` : ''}`
  const lastResult = actionData?.mode === mode ? actionData.result : undefined
  const retryMinutes = actionData?.retryMinutes

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
      {'passwordChanged' in loaderData && loaderData.passwordChanged && mode === 'signin' ? (
        <p role="status" className="mt-4 rounded-md border border-brand-200 bg-brand-50 p-3 text-slate-800">
          {t('auth.passwordChanged')}
        </p>
      ) : null}
      <p className="mt-2 text-slate-700">
        {mode === 'register' ? t('auth.registerIntro') : t('auth.signInIntro', { brand: brandName })}
      </p>
      <div className="mt-6 rounded-lg border border-slate-200 p-5 shadow-sm">
        <AccountForm
          key={mode}
          mode={mode}
          lastResult={lastResult}
          returnToUrl={returnToUrl}
          sessionNumber={sessionNumber}
          retryMinutes={retryMinutes}
        />
      </div>
      {mode === 'signin' ? (
        <p className="mt-4">
          <Link to="/forgot-password" className="font-medium text-brand-700 underline">
            {t('auth.forgotLink')}
          </Link>
        </p>
      ) : null}
      {mode === 'signin' ? (
        <p className="mt-2">
          <Link to={signInHref('/login/organisation', returnToUrl, sessionNumber)} className="font-medium text-brand-700 underline">
            {t('orgSignIn.link')}
          </Link>
        </p>
      ) : null}
      <p className="mt-6 text-slate-700">
        {mode === 'register' ? t('auth.haveAccount') : t('auth.noAccount', { brand: brandName })}{' '}
        <Link to={switchHref} className="font-medium text-brand-700 underline">
          {mode === 'register' ? t('auth.signInInstead') : t('auth.createOne')}
        </Link>
      </p>
    </div>
  )
}
