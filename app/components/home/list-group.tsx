import { Link } from 'react-router'

import type { ListGroup as Group } from '#app/catalogue/types.ts'
import { Glyph } from '#app/components/tool-list/glyphs.tsx'
import { entryFromHomeItem, ToolListItem } from '#app/components/tool-list/tool-list-item.tsx'
import { useInternalHref } from '#app/utils/session-number.ts'

const ICON_COLOURS: Record<string, string> = { brand: 'text-brand-700', amber: 'text-amber-600' }

/** A titled list of tools (spec 01 §3 list group) with its optional "view all" link. */
export function ListGroup({
  id,
  group,
  showFree,
  loading,
  empty,
  eligibility,
  onRemove,
}: {
  id: string
  group: Group
  showFree: boolean
  loading: boolean
  empty?: React.ReactNode
  eligibility: Record<string, string>
  onRemove?: (apiPath: string) => void
}) {
  const href = useInternalHref()
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-5">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span className={ICON_COLOURS[group.icon.color] ?? 'text-brand-700'}>
          <Glyph name={group.icon.glyph} />
        </span>
        {group.title}
      </h2>
      {loading ? (
        <ListSkeleton />
      ) : group.items.length ? (
        <ul className="mt-2">
          {group.items.map((item) => {
            const entry = entryFromHomeItem(item)
            return (
              <ToolListItem
                key={entry.key}
                entry={entry}
                showFree={showFree}
                eligibilityHtml={eligibility[entry.info.apiPath]}
                onRemove={onRemove}
              />
            )
          })}
        </ul>
      ) : (
        <div className="mt-3 text-sm text-slate-700">{empty}</div>
      )}
      {group.viewAll ? (
        <p className="mt-3">
          <Link to={href(group.viewAll.route)} className="font-medium text-brand-700 underline">
            {group.viewAll.label}
          </Link>
        </p>
      ) : null}
    </section>
  )
}

/** Placeholder rows while the home data reloads. */
export function ListSkeleton() {
  return (
    <div aria-hidden="true" data-testid="home-skeleton" className="mt-3 animate-pulse space-y-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2">
          <div className="h-4 w-1/2 rounded bg-slate-200" />
          <div className="h-3 w-5/6 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  )
}
