import { useTranslation } from 'react-i18next'

import { describeIconArray, layoutIconArray } from '#engine/iconarray/index.ts'
import type { FieldDefinition, ToolDefinition } from '#engine/schema/tool.ts'
import type { ToolPageState } from '#app/tools/tool-page.server.ts'

import { IconArray, LegendSwatch } from './icon-array.tsx'

export function PopulationView({ tool, state }: { tool: ToolDefinition; state: ToolPageState }) {
  const { t } = useTranslation()
  const fields = (tool.population ?? []).map((n) => tool.controls[n]).filter((f): f is FieldDefinition => Boolean(f))
  return (
    <section aria-labelledby="population-title" className="rounded-lg border border-slate-200 p-4">
      <h3 id="population-title" className="mb-3 text-lg font-semibold">
        {t('tool.populationView')}
      </h3>
      {(tool.populationHeader ?? []).map((n) => (
        <p key={n} className="mb-2 text-slate-800">
          {tool.controls[n]?.attributes?.fieldInfo?.baseContent}
        </p>
      ))}
      {fields.map((field) => {
        const groups = field.attributes?.iconGroups ?? []
        return groups.map((group, gi) => {
          const denominator = group.denominator ?? field.parameters?.population ?? 100
          const icons = [...group.icons].sort((a, b) => a.order - b.order)
          const counts = icons.map((icon) => {
            if (typeof icon.count === 'number') return icon.count
            const source = Object.values(state.evaluation.fields).find((s) => s.name === icon.count || s.cpdn === icon.count)
            const v = source?.value ?? state.evaluation.outcome[icon.count]
            return typeof v === 'number' ? v : NaN
          })
          const layout = layoutIconArray({
            denominator,
            groups: icons.map((icon, i) => ({ key: `${gi}-${i}`, count: counts[i] ?? NaN, icon: icon.icon, label: icon.label ?? '' })),
          })
          if (!layout.ok) return null
          const description = describeIconArray(layout, { denominator })
          return (
            <figure key={`${field.name}-${gi}`} className="space-y-3">
              {group.heading ? <figcaption className="font-semibold">{group.heading}</figcaption> : null}
              <IconArray layout={layout} description={description} />
              <ul className="grid gap-2 sm:grid-cols-2">
                {layout.groups.map((g, i) => (
                  <li key={g.key} className="flex items-center gap-2 text-sm">
                    <LegendSwatch pattern={g.pattern} index={i} />
                    <span>
                      <strong>{g.count}</strong> {g.label}
                    </span>
                  </li>
                ))}
              </ul>
            </figure>
          )
        })
      })}
    </section>
  )
}
