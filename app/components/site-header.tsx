import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'

import type { UserState } from '#app/auth/user-state.ts'
import { SearchForm } from '#app/components/search-form.tsx'

export function SiteHeader({ user }: { user: UserState }) {
  const { t } = useTranslation()
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to="/" aria-label={t('nav.home')} className="flex items-center gap-2 text-xl font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('meta.appName')}</span>
        </Link>
        <SearchForm id="site-search-q" landmarkLabel={t('search.label')} className="order-last w-full sm:order-none sm:w-auto sm:min-w-72" />
        <UserMenu user={user} />
      </div>
    </header>
  )
}

function UserMenu({ user }: { user: UserState }) {
  const { t } = useTranslation()
  const { personalized, organizational } = user.userState
  return (
    <nav aria-label={t('nav.account')} className="text-sm">
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {user.organization ? (
          <li className="text-slate-700">
            {organizational
              ? t('nav.organisationAccess', { organization: user.organization })
              : user.organization}
          </li>
        ) : null}
        {personalized && user.userName ? (
          <li className="font-medium text-slate-900">{t('nav.signedInAs', { name: user.userName })}</li>
        ) : null}
        {user.messaging ? (
          <li className="text-slate-700" data-testid="user-messaging">
            {!personalized && !organizational && user.linkURLs.signIn ? (
              <Link to={user.linkURLs.signIn} className="underline hover:text-brand-700">
                {user.messaging}
              </Link>
            ) : (
              user.messaging
            )}
          </li>
        ) : null}
        {user.customLinks.map((link) => (
          <li key={link.path}>
            <a
              href={link.path}
              className="text-brand-700 underline"
              {...(link.isExternal ? { target: '_blank', rel: 'noreferrer' } : {})}
            >
              {link.text}
            </a>
          </li>
        ))}
        {organizational && user.linkURLs.signIn ? (
          <li>
            <Link to={user.linkURLs.signIn} className="text-brand-700 underline">
              {t('nav.signIn')}
            </Link>
          </li>
        ) : null}
        {!personalized && user.linkURLs.createAccount ? (
          <li>
            <Link
              to={user.linkURLs.createAccount}
              className="rounded-md bg-brand-700 px-3 py-2 font-medium text-white hover:bg-brand-800"
            >
              {t('nav.createAccount')}
            </Link>
          </li>
        ) : null}
        {personalized ? (
          <li>
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="rounded-md border border-slate-300 px-3 py-2 font-medium text-slate-800 hover:bg-slate-50"
              >
                {t('nav.signOut')}
              </button>
            </Form>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
