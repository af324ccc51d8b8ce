import { useTranslation } from '#app/i18n/use-translation.tsx'

import type { ContentStatus } from '#app/tools/content-status.ts'
import { formatToolDate } from '#app/tools/templates.ts'

/**
 * The tool's content status (decision 0065): review dates stated honestly (never a made-up
 * date; an overdue review says so), and in a disclosure that works without JavaScript, what the
 * clinical-safety audit checked against which source and the figures still unchecked.
 */
export function ContentStatusSection({ status }: { status: ContentStatus }) {
  const { t, i18n } = useTranslation()
  // The audit and the evidence statements are kept in English; their text says so to assistive technology on other languages.
  const auditLang = i18n.language === 'en-US' ? undefined : 'en'
  return (
    <section id="content-status" aria-labelledby="content-status-heading" className="space-y-2 rounded-lg border border-slate-200 p-4 text-sm text-slate-800">
      <h2 id="content-status-heading" className="text-base font-semibold text-slate-900">
        {t('contentStatus.heading')}
      </h2>
      <ul className="space-y-1">
        <li>{status.lastReviewed ? t('contentStatus.lastReviewed', { date: formatToolDate(status.lastReviewed) }) : t('contentStatus.notReviewed')}</li>
        <li>{t('contentStatus.interval', { months: String(status.intervalMonths) })}</li>
        <li className={status.state === 'current' ? undefined : 'font-semibold text-red-800'}>
          {status.nextReviewDue === null
            ? t('contentStatus.nextDueNow')
            : t(status.state === 'overdue' ? 'contentStatus.nextDueOverdue' : 'contentStatus.nextDue', { date: formatToolDate(status.nextReviewDue) })}
        </li>
      </ul>
      <details className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer font-semibold text-slate-900">{t('contentStatus.details')}</summary>
        {status.audit ? (
          <dl className="mt-2 space-y-2">
            <div>
              <dt className="font-semibold">{t('contentStatus.checked')}</dt>
              <dd lang={auditLang}>{status.audit.checked}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t('contentStatus.against')}</dt>
              <dd lang={auditLang}>{status.audit.sources || t('contentStatus.noSource')}</dd>
            </div>
            {status.audit.notes ? (
              <div>
                <dt className="font-semibold">{t('contentStatus.notes')}</dt>
                <dd lang={auditLang}>{status.audit.notes}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="mt-2">{t('contentStatus.noAudit')}</p>
        )}
        <h3 className="mt-3 font-semibold text-slate-900">{t('contentStatus.openQuestions')}</h3>
        {status.openQuestions.length ? (
          <>
            <p>{t('contentStatus.openQuestionsIntro')}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {status.openQuestions.map((q) => (
                <li key={q.statement} lang={auditLang}>
                  {q.statement}
                  {q.note ? ` (${q.note})` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('contentStatus.noOpenQuestions')}</p>
        )}
      </details>
    </section>
  )
}
