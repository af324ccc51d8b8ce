import { useId } from 'react'

import { usDateOf } from '#app/reports/report-dates.ts'
import type { UsageBar, UsageSummary } from '#app/reports/usage.ts'

const BAR_HEIGHT = 22
const LABEL_WIDTH = 220
const CHART_WIDTH = 560

/** A horizontal bar chart drawn on the server, with the same numbers in a table beside it. */
function BarChart({ title, bars, unit }: { title: string; bars: UsageBar[]; unit: string }) {
  const id = useId()
  const max = Math.max(1, ...bars.map((b) => b.value))
  const height = Math.max(1, bars.length) * (BAR_HEIGHT + 6)
  const barSpace = CHART_WIDTH - LABEL_WIDTH - 60
  return (
    <figure className="mt-6" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <div className="mt-2 flex flex-wrap gap-6">
        <svg role="img" aria-labelledby={`${id}-title`} viewBox={`0 0 ${CHART_WIDTH} ${height}`} className="w-full max-w-xl">
          {bars.map((bar, i) => {
            const y = i * (BAR_HEIGHT + 6)
            const w = Math.round((bar.value / max) * barSpace)
            return (
              <g key={bar.label}>
                <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT * 0.7} textAnchor="end" fontSize="13" fill="#0f172a">
                  {bar.label.length > 30 ? `${bar.label.slice(0, 29)}…` : bar.label}
                </text>
                <rect x={LABEL_WIDTH} y={y} width={Math.max(w, 1)} height={BAR_HEIGHT} fill="#1d4ed8" />
                <text x={LABEL_WIDTH + w + 6} y={y + BAR_HEIGHT * 0.7} fontSize="13" fill="#0f172a">
                  {bar.value}
                </text>
              </g>
            )
          })}
        </svg>
        <table className="text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4 text-left">
                {title}
              </th>
              <th scope="col" className="text-right">
                {unit}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row" className="pr-4 text-left font-normal">
                  {bar.label}
                </th>
                <td className="text-right">{bar.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

export function UsageSummaryView({ summary }: { summary: UsageSummary }) {
  const share = summary.sessions ? Math.round((summary.reachedOptions / summary.sessions) * 100) : 0
  return (
    <section aria-labelledby="usage-title" className="mt-10 border-t border-slate-300 pt-6">
      <h2 id="usage-title" className="text-xl font-semibold text-slate-900">
        Usage from {usDateOf(summary.startDate)} to {usDateOf(summary.endDate)} (UTC)
      </h2>
      <form method="get" className="mt-3 flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col">
          From (MM/DD/YYYY)
          <input name="usageStart" defaultValue={usDateOf(summary.startDate)} maxLength={10} className="w-32 rounded border border-slate-500 px-2 py-1" />
        </label>
        <label className="flex flex-col">
          To (MM/DD/YYYY)
          <input name="usageEnd" defaultValue={usDateOf(summary.endDate)} maxLength={10} className="w-32 rounded border border-slate-500 px-2 py-1" />
        </label>
        <button type="submit" className="rounded-md border border-brand-700 px-3 py-1 font-semibold text-brand-800">
          Show usage
        </button>
      </form>
      <p className="mt-3">
        {summary.sessions} tool sessions; {summary.reachedOptions} ({share}%) reached the options step.
      </p>
      {summary.sessions ? (
        <>
          <BarChart title="Sessions per tool" bars={summary.perTool} unit="Sessions" />
          <BarChart title="Sessions per week" bars={summary.perWeek} unit="Sessions" />
          <BarChart title="Shared with patients" bars={summary.shared} unit="Count" />
        </>
      ) : null}
    </section>
  )
}
