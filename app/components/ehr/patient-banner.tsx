import { useTranslation } from '#app/i18n/use-translation.tsx'

import { formatToolDate } from '#app/tools/templates.ts'

type Banner = {
  name: string | null
  birthDate: string | null
  sex: 'male' | 'female' | 'other' | 'unknown' | null
}

/** The launch patient, at the top of a tool page opened outside the EHR's own banner. */
export function PatientBanner({ patient }: { patient: Banner }) {
  const { t } = useTranslation()
  const known = patient.name || patient.birthDate || patient.sex
  return (
    <section
      aria-label={t('chart.patient')}
      data-patient-banner
      className="mb-4 rounded-md border border-slate-300 bg-slate-50 px-4 py-2 text-sm text-slate-900"
    >
      {known ? (
        <p>
          <span className="font-semibold">{t('chart.patient')}: </span>
          {[
            patient.name,
            patient.birthDate ? t('chart.born', { date: formatToolDate(patient.birthDate) }) : null,
            patient.sex ? t(`chart.sex.${patient.sex}`) : null,
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
      ) : (
        <p>{t('chart.bannerUnavailable')}</p>
      )}
    </section>
  )
}
