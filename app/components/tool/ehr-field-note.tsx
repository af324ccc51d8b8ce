import { useTranslation } from '#app/i18n/use-translation.tsx'

import { labDateText, type EhrFieldUi } from '#app/tools/ehr-prefill.ts'

/**
 * Beside a value filled in from the EHR: the 'From EHR' marker and its lab date ('Collected' or,
 * when the record had no collection date, 'Resulted'). Gone once the value is changed.
 */
export function EhrFieldNote({ id, ui }: { id: string; ui: EhrFieldUi }) {
  const { t, i18n } = useTranslation()
  if (!ui.ehrEnabledField) return null
  const info = ui.labDateInfo
  const date = info && !info.isHidden && info.effectiveDateTime ? labDateText(info.effectiveDateTime, i18n.language || 'en-US') : null
  return (
    <p id={id} className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-ehr-note>
      <span className="inline-flex items-center gap-1 rounded border border-sky-700 bg-sky-50 px-1.5 py-0.5 text-xs font-semibold text-sky-900">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3 fill-current">
          <path d="M6 1h4v5h5v4h-5v5H6v-5H1V6h5z" />
        </svg>
        <span aria-hidden="true">{t('tool.ehr.marker')}</span>
        <span className="sr-only">{t('tool.ehr.markerFull')}</span>
      </span>
      {date ? <span data-lab-date>{t(info!.kind === 'resulted' ? 'tool.ehr.resulted' : 'tool.ehr.collected', { date })}</span> : null}
    </p>
  )
}
