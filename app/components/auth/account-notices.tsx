import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Link } from 'react-router'

/** Right after a sign-in: what happened to the account since the last one. */
export function AccountNotices({ notices, continueTo }: { notices: { kind: string; at: string }[]; continueTo: string }) {
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
