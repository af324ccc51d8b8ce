import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Form, Link } from 'react-router'

import { UNAUTHORIZED_MESSAGE, type UserState } from '#app/auth/user-state.ts'
import { useLangOf } from '#app/i18n/content-language.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

import { ExternalLink } from './external-link.tsx'
import { UserIcon } from './icons.tsx'
import { closeOtherTrays, TRAY_DETAILS, TRAY_NAME, TRAY_SUMMARY } from './trays.ts'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { usePatientSite } from '#app/hooks/use-patient-site.ts'

export const PATIENT_ENCOUNTER_REPORTS_PATH = '/patient-encounter-reports'

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

/**
 * The user menu (spec 01 §2 and §6): organisation, name, links, state and messaging, by user
 * kind. On narrow screens it is a dropdown tray of the header; at md and up it is one row.
 */
export function UserMenu({ user }: { user: UserState }) {
  const { t } = useTranslation()
  const langOf = useLangOf()
  const href = useInternalHref()
  const { personalized, organizational } = user.userState
  const anonymous = !personalized && !organizational
  const patientSite = usePatientSite()
  const items: { key: string; node: ReactNode; className?: string }[] = []

  if (organizational && user.organization) {
    items.push({
      key: 'organisation',
      node: t('nav.organisationAccess', { organization: user.organization }),
      className: 'text-slate-700',
    })
  }
  if (personalized && user.userName) {
    items.push({
      key: 'name',
      node: t('nav.signedInAs', { name: user.userName }),
      className: 'font-medium text-slate-900',
    })
  }
  if (personalized && user.organization) {
    items.push({ key: 'organisation', node: user.organization, className: 'text-slate-700' })
  }
  if (user.messaging) {
    // The state's message is English (spec 01 §6): the one every visitor gets is translated here.
    const message = user.messaging === UNAUTHORIZED_MESSAGE ? t('shell.user.signInPrompt') : <span lang={langOf()}>{user.messaging}</span>
    items.push({
      key: 'messaging',
      className: anonymous ? undefined : 'font-medium text-amber-900',
      node:
        anonymous && user.linkURLs.signIn ? (
          <Link to={href(user.linkURLs.signIn)} className={linkClass}>
            {/* Patients read free aids: no subscription to speak of (decision 0066). */}
            {patientSite ? t('nav.signIn') : message}
          </Link>
        ) : (
          <span data-testid="user-messaging">{message}</span>
        ),
    })
  }
  if (personalized && user.access.patientEncounterReport) {
    items.push({
      key: 'reports',
      node: (
        <Link to={href(PATIENT_ENCOUNTER_REPORTS_PATH)} className={linkClass}>
          {t('shell.user.patientEncounterReports')}
        </Link>
      ),
    })
  }
  for (const link of user.customLinks) {
    if (!link.isExternal && new URL(link.path, 'http://x.invalid').pathname === PATIENT_ENCOUNTER_REPORTS_PATH) continue
    items.push({
      key: `custom:${link.path}`,
      node: link.isExternal ? (
        <ExternalLink href={link.path} className={linkClass}>
          {link.text}
        </ExternalLink>
      ) : (
        <Link to={href(link.path)} className={linkClass}>
          {link.text}
        </Link>
      ),
    })
  }
  if (organizational && user.displaySignIn && user.linkURLs.signIn) {
    items.push({
      key: 'signin',
      node: (
        <Link to={href(user.linkURLs.signIn)} className={linkClass}>
          {t('nav.signIn')}
        </Link>
      ),
    })
  }
  if (!personalized && user.linkURLs.createAccount) {
    items.push({
      key: 'create',
      node: (
        <Link
          to={href(user.linkURLs.createAccount)}
          className="inline-block rounded-md bg-brand-700 px-3 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t('nav.createAccount')}
        </Link>
      ),
    })
  }
  if (personalized && user.linkURLs.signOut) {
    items.push({
      key: 'signout',
      node: (
        // A full page load: the answer may lead to the organisation's sign-out (see routes/auth/logout.tsx).
        <Form method="post" action={user.linkURLs.signOut} reloadDocument>
  <CsrfField />
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-3 py-2 font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('nav.signOut')}
          </button>
        </Form>
      ),
    })
  }

  return (
    <nav aria-label={t('nav.account')} className="text-sm">
      <details
        name={TRAY_NAME}
        data-tray="account"
        className={TRAY_DETAILS}
        onToggle={(event) => closeOtherTrays(event.currentTarget)}
      >
        <summary className={TRAY_SUMMARY}>
          <UserIcon />
          <span className="sr-only">{t('shell.user.menu')}</span>
        </summary>
        <ul className="absolute inset-x-0 top-full z-30 flex flex-col gap-3 border-y border-slate-200 bg-white px-4 py-4 shadow-md md:static md:flex-row md:flex-wrap md:items-center md:justify-end md:gap-x-4 md:gap-y-2 md:border-0 md:p-0 md:shadow-none">
          {items.map((item) => (
            <li key={item.key} className={item.className}>
              {item.node}
            </li>
          ))}
        </ul>
      </details>
    </nav>
  )
}
