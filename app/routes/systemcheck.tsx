import { data } from 'react-router'

import type { Route } from './+types/systemcheck.ts'
import { PageNotAvailable } from '#app/components/page-not-available.tsx'
import { SYSTEM_CHECK_TEXT } from '#app/content/system-check.ts'
import { fallbackLanguage, isSupportedLanguage } from '#app/i18n/config.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'
import { systemCheckEnabled } from '#app/system-check/gate.server.ts'
import { runSystemCheck } from '#app/system-check/system-check.server.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

const noStore = { 'Cache-Control': 'no-store' }

export const headers: Route.HeadersFunction = () => noStore

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const brand = (matches[0]?.data as { brand?: { name?: string } } | undefined)?.brand?.name ?? 'Consilium'
  const title = loaderData?.available ? loaderData.text.title : 'Page Not Available'
  return [{ title: `${title} | ${brand}` }, { name: 'robots', content: 'noindex' }]
}

/** GET /systemcheck: every part of the product pinged on the server, while the flag is on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context)
  const text = SYSTEM_CHECK_TEXT[isSupportedLanguage(locale) ? locale : fallbackLanguage]
  if (!(await systemCheckEnabled(request, context))) {
    return data({ available: false as const, body: text.pageNotAvailableBody }, { status: 404, headers: noStore })
  }
  const report = await runSystemCheck()
  const failed = report.results.filter((r) => r.status === 'failed').length
  const checkedAt = new Date(report.checkedAt).toLocaleString(locale, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'medium' })
  return data(
    {
      available: true as const,
      text,
      summary: failed ? text.someFailed.replace('{count}', String(failed)) : text.allOk,
      caption: text.caption.replace('{time}', checkedAt),
      failed,
      report,
    },
    { headers: noStore },
  )
}

export default function SystemCheck({ loaderData }: Route.ComponentProps) {
  const href = useInternalHref()
  if (!loaderData.available) {
    return (
      <PageNotAvailable>
        <p className="text-lg">{loaderData.body}</p>
      </PageNotAvailable>
    )
  }
  const { text, report, failed } = loaderData
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{text.title}</h1>
      <p className="text-slate-700">{text.intro}</p>
      <p className={`rounded-md border p-3 font-semibold ${failed ? 'border-red-300 bg-red-50 text-red-800' : 'border-green-300 bg-green-50 text-green-900'}`}>
        {loaderData.summary}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="mb-2 text-left text-slate-700">{loaderData.caption}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="py-2 pr-4">{text.part}</th>
              <th scope="col" className="py-2 pr-4">{text.status}</th>
              <th scope="col" className="py-2 pr-4 text-right">{text.time}</th>
              <th scope="col" className="py-2">{text.detail}</th>
            </tr>
          </thead>
          <tbody>
            {report.results.map((r) => (
              <tr key={r.id} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-medium">{text.checks[r.id]}</th>
                <td className={`py-2 pr-4 font-semibold ${r.status === 'ok' ? 'text-green-800' : 'text-red-700'}`}>
                  {r.status === 'ok' ? text.ok : text.failed}
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
          {text.runAgain}
        </a>
      </p>
    </div>
  )
}
