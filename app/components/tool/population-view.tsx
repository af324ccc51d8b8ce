import { useTranslation } from '#app/i18n/use-translation.tsx'

import type { ClientTool } from '#engine/schema/tool.ts'
import type { ToolPageState } from '#app/tools/tool-view.ts'

import { IconArrayFigure } from './icon-array.tsx'
import { STEP_HEADING_ID } from './step-anchors.ts'

export function PopulationView({ tool, state }: { tool: ClientTool; state: ToolPageState }) {
  const { t } = useTranslation()
  if (!state.populations.length) return null
  return (
    <section aria-labelledby={STEP_HEADING_ID.population} className="rounded-lg border border-slate-200 p-4">
      <h3 id={STEP_HEADING_ID.population} tabIndex={-1} className="mb-3 text-lg font-semibold">
        {t('tool.populationView')}
      </h3>
      {(tool.populationHeader ?? []).map((n) => (
        <p key={n} className="mb-2 text-slate-800">
          {tool.controls[n]?.attributes?.fieldInfo?.baseContent}
        </p>
      ))}
      {state.populations.map((array) => (
        <IconArrayFigure key={array.key} array={array} />
      ))}
    </section>
  )
}
