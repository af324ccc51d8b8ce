import { useTranslation } from 'react-i18next'
import { data } from 'react-router'

import type { Route } from './+types/systemcheck.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { useInternalHref } from '#app/utils/session-number.ts'
import { systemCheckEnabled } from '#app/system-check/gate.server.ts'
import { runSystemCheck } from '#app/system-check/system-check.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

export const headers: Route.HeadersFunction = () => noStore

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const brand = (matches[0]?.data as { brand?: { name?: string } } | undefined)?.brand?.name ?? 'Consilium'
  return [{ title: `${loaderData?.title ?? 'System Check'} | ${brand}` }, { name: 'robots', content: 'noindex' }]
}

/** GET /systemcheck: every part of the product pinged on the server, while the flag is on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getInstance(context).t
  if (!(await systemCheckEnabled(request, context))) {
    return data({ available: false as const, title: t('platform.pageNotAvailable') }, { status: 404, headers: noStore })
  }
  const report = await runSystemCheck()
  return data({ available: true as const, title: t('platform.systemCheck.title'), report }, { headers: noStore })
}

export default function SystemCheck({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const href = useInternalHref()
  if (!loaderData.available) {
    // Until the shared Page Not Available component is merged.
    return (
      <section aria-labelledby="page-not-available" className="mx-auto max-w-2xl py-8 text-center">
        <h1 id="page-not-available" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
          Page Not Available
        </h1>
        <p className="mt-4 text-lg text-slate-700">{t('platform.pageNotAvailableBody')}</p>
      </section>
    )
  }
  const { report } = loaderData
  const failed = report.results.filter((r) => r.status === 'failed').length
  const checkedAt = new Date(report.checkedAt)
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('platform.systemCheck.title')}</h1>
      <p className="text-slate-700">{t('platform.systemCheck.intro')}</p>
      <p className={`rounded-md border p-3 font-semibold ${failed ? 'border-red-300 bg-red-50 text-red-800' : 'border-green-300 bg-green-50 text-green-900'}`}>
        {failed ? t('platform.systemCheck.someFailed', { count: failed }) : t('platform.systemCheck.allOk')}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="mb-2 text-left text-slate-700">
            {t('platform.systemCheck.caption', {
              time: checkedAt.toLocaleString(i18n.language, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'medium' }),
            })}
          </caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="py-2 pr-4">{t('platform.systemCheck.part')}</th>
              <th scope="col" className="py-2 pr-4">{t('platform.systemCheck.status')}</th>
              <th scope="col" className="py-2 pr-4 text-right">{t('platform.systemCheck.time')}</th>
              <th scope="col" className="py-2">{t('platform.systemCheck.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {report.results.map((r) => (
              <tr key={r.id} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-medium">{t(`platform.systemCheck.checks.${r.id}`)}</th>
                <td className={`py-2 pr-4 font-semibold ${r.status === 'ok' ? 'text-green-800' : 'text-red-700'}`}>
                  {r.status === 'ok' ? t('platform.systemCheck.ok') : t('platform.systemCheck.failed')}
                </td>
                <td className="py-2 pr-4 text-right tabular-nums">{r.ms}</td>
                <td className="py-2 text-sm text-slate-700">{r.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        {/* A plain link: a full reload runs every check again, with or without JavaScript. */}
        <a href={href('/systemcheck')} className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('platform.systemCheck.runAgain')}
        </a>
      </p>
    </div>
  )
}
