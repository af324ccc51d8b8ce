import { Link } from 'react-router'

import { useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { InEnglishNote } from '#app/components/in-english.tsx'

import type { ClientTool } from '#engine/schema/tool.ts'
import { formatToolDate } from '#app/tools/templates.ts'
import { useInternalHref } from '#app/utils/session-number.ts'
import { useBrandName } from '#app/hooks/use-brand-name.ts'

// The guide is written for clinicians and is not translated: its lists are marked English.
function Section({ title, items }: { title: string; items: string[] }) {
  const lang = useLangOf()()
  if (!items.length) return null
  return (
    <details className="rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold">{title}</summary>
      <InEnglishNote />
      <ul lang={lang} className="mt-3 list-disc space-y-1.5 pl-5 text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  )
}

/** What the best calculator sites give beside the numbers: when to use, pitfalls, next steps, evidence, formula. */
export function ToolGuide({ tool }: { tool: ClientTool }) {
  const { t } = useTranslation()
  const lang = useLangOf()()
  return (
    <section className="space-y-3" aria-label={t('tool.instructions')}>
      <Section title={t('tool.whenToUse')} items={tool.whenToUse} />
      <Section title={t('tool.pearls')} items={tool.pearls} />
      <details className="rounded-lg border border-slate-200 p-4">
        <summary className="cursor-pointer font-semibold">{t('tool.nextSteps')}</summary>
        <InEnglishNote />
        <h3 className="mt-3 font-semibold">{t('tool.advice')}</h3>
        <ul lang={lang} className="mt-1 list-disc space-y-1.5 pl-5 text-slate-800">
          {tool.nextSteps.advice.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
        {tool.nextSteps.management.length ? (
          <>
            <h3 className="mt-3 font-semibold">{t('tool.management')}</h3>
            <ul lang={lang} className="mt-1 list-disc space-y-1.5 pl-5 text-slate-800">
              {tool.nextSteps.management.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          </>
        ) : null}
      </details>
      <Section title={t('tool.evidence')} items={tool.evidence} />
      <details className="rounded-lg border border-slate-200 p-4">
        <summary className="cursor-pointer font-semibold">{t('tool.formula')}</summary>
        <InEnglishNote />
        <ul lang={lang} className="mt-3 space-y-1 font-mono text-sm text-slate-800">
          {tool.formula.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  )
}

/** Contributors, certification, disclosure and funding: the 'More About' disclosures of tools and aids. */
export function ToolCredits({ tool, funding }: { tool: ClientTool; funding?: string }) {
  const { t } = useTranslation()
  const href = useInternalHref()
  const langOf = useLangOf()
  // Contributors' names stay as they are; roles, certifications and the disclosure are the tool's text.
  return (
    <>
      <h3 className="mt-2 font-semibold text-slate-900">{t('tool.contributors')}</h3>
      <ul className="list-disc pl-5">
        {tool.contributors.map((c) => (
          <li key={c.name}>
            <span lang={langOf()}>{c.name}</span>: <span lang={langOf(tool.language)}>{c.role}</span>
          </li>
        ))}
      </ul>
      <p>
        <Link to={href('/editorial-leadership')} className="text-brand-700 underline">
          {t('tool.editorialProcess')}
        </Link>
      </p>
      <h3 className="mt-2 font-semibold text-slate-900">{t('tool.certification')}</h3>
      {tool.certifications.length ? <p lang={langOf()}>{tool.certifications.join('; ')}</p> : <p>{t('tool.noCertification')}</p>}
      <h3 className="mt-2 font-semibold text-slate-900">{t('tool.disclosure')}</h3>
      <p lang={langOf(tool.language)}>{tool.competingInterests}</p>
      <h3 className="mt-2 font-semibold text-slate-900">{t('tool.funding')}</h3>
      <p>{funding ?? t('tool.fundingText')}</p>
    </>
  )
}

export function ToolFooter({ tool }: { tool: ClientTool }) {
  const { t } = useTranslation()
  const brandName = useBrandName()
  const lang = useLangOf()()
  return (
    <footer className="space-y-3 border-t border-slate-200 pt-4 text-sm text-slate-700">
      <div className="flex flex-wrap gap-3">
        <details className="w-full rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold text-slate-900">{t('tool.references')}</summary>
          <p className="mt-2">{t('tool.referencesIntro', { brand: brandName })}</p>
          <ol lang={lang} className="mt-2 list-decimal space-y-2 pl-5">
            {tool.references.map((r) => (
              <li key={r.id}>
                {r.citation}
                {r.cohort ? ` (${r.cohort})` : ''}
                {r.pmid ? (
                  <>
                    {' '}
                    <a className="text-brand-700 underline" href={`https://pubmed.ncbi.nlm.nih.gov/${r.pmid}/`} rel="noreferrer" target="_blank">
                      PubMed {r.pmid}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </details>
        <details className="w-full rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold text-slate-900">{t('tool.moreAbout')}</summary>
          <ToolCredits tool={tool} />
        </details>
      </div>
      <p>
        {t('tool.lastUpdated', { date: formatToolDate(tool.modified) })} · {t('tool.version', { version: tool.version })}
      </p>
      <p>{t('tool.liveDisclaimer', { brand: brandName })}</p>
    </footer>
  )
}
