import type { ReactNode } from 'react'
import { useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import type { ClientTool } from '#engine/schema/tool.ts'

/** The tool's name and description, with what the page adds beside them (badge, bookmark) and below (instructions). */
export function ToolHeader({ tool, badges, children }: { tool: ClientTool; badges?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation()
  const lang = useLangOf()(tool.language)
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="tool-title" lang={lang} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {tool.name}
        </h1>
        {badges}
      </div>
      {/* A tool without a translation in the page's language is shown in English, and says so. */}
      {lang ? <p className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">{t('tool.inEnglishNote')}</p> : null}
      <p lang={lang} className="text-slate-700">
        {tool.description}
      </p>
      {children}
    </header>
  )
}

export function FreeBadge() {
  const { t } = useTranslation()
  return <span className="rounded bg-green-700 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">{t('tool.free')}</span>
}
