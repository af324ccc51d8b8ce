import { startTransition, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

import { categoryQuery, type BrowseCategory, type BrowseTool, type CategoryType, type CdhResponse, type OpenedCategory } from '#app/catalogue/types.ts'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { apiFetch } from '#app/utils/api-client.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

import { entryFromBrowseTool, ToolListItem } from './tool-list-item.tsx'

type Section = {
  title: string
  language: string
  path: string
  tools: BrowseTool[] | null
  status: 'idle' | 'loading' | 'loaded' | 'error'
}

function cdhPath(categoryType: CategoryType, path: string, filter: boolean): string {
  const query = new URLSearchParams({ path })
  if (filter) query.set('filter', 'consumer')
  return `/api-tool-experience/cdh/${categoryType}?${query.toString()}`
}

/**
 * The categories of a category type. The server sends their titles and the tools of the one
 * category opened by ?category={slug} only, so the page costs the same whatever the
 * catalogue's size (decision 0056). Without JavaScript each other category is a link that
 * opens it that way. With it (spec 01 §4) every category is a disclosure, all collapsed at
 * first: the first category's tools load at once, the others' through the cdh API when first
 * opened; Expand All loads and opens every section, Collapse All closes them.
 */
export function CategoryAccordion({
  id,
  categoryType,
  categories,
  opened,
  filter = false,
  showFree,
  withIcons = false,
  headingLevel = 2,
  counts,
}: {
  id: string
  categoryType: CategoryType
  categories: BrowseCategory[]
  opened: OpenedCategory | null
  filter?: boolean
  showFree: boolean
  withIcons?: boolean
  headingLevel?: 2 | 3
  /** How many tools each category has, by its ?category= slug (shown beside its title). */
  counts?: Record<string, number>
}) {
  const { t } = useTranslation()
  const langOf = useLangOf()
  const hydrated = useHydrated()
  const href = useInternalHref()
  const location = useLocation()
  const openedPath = opened?.nestedElementsPath ?? null
  const [sections, setSections] = useState<Section[]>(() =>
    categories.map((c) =>
      c.nestedElementsPath === openedPath
        ? { title: c.title, language: c.language, path: c.nestedElementsPath, tools: opened!.tools, status: 'loaded' }
        : { title: c.title, language: c.language, path: c.nestedElementsPath, tools: null, status: 'idle' },
    ),
  )
  const [open, setOpen] = useState<Set<string>>(() => new Set(openedPath ? [openedPath] : []))
  const requested = useRef(new Set<string>(openedPath ? [openedPath] : []))
  const listRef = useRef<HTMLDivElement>(null)

  const load = (path: string) => {
    if (requested.current.has(path)) return
    requested.current.add(path)
    setSections((all) => all.map((s) => (s.path === path ? { ...s, status: 'loading' } : s)))
    apiFetch<CdhResponse>(cdhPath(categoryType, path, filter)).then(
      // A transition: React renders a long list in slices rather than in one task.
      (answer) =>
        startTransition(() =>
          setSections((all) => all.map((s) => (s.path === path ? { ...s, tools: answer.tools, status: 'loaded' } : s))),
        ),
      () => {
        requested.current.delete(path)
        setSections((all) => all.map((s) => (s.path === path ? { ...s, status: 'error' } : s)))
      },
    )
  }

  // Once running in the browser: the opened category stays as someone left it before, and the
  // first category's tools load once the browser is idle (they wait collapsed; until then
  // opening it loads them at once).
  useEffect(() => {
    const details = openedPath ? listRef.current?.querySelector<HTMLDetailsElement>(`details[data-path="${openedPath}"]`) : null
    if (details && !details.open) setOpen(new Set())
    const first = categories[0]?.nestedElementsPath
    if (!first) return
    return whenIdle(() => load(first))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const toggle = (path: string, isOpen: boolean) => {
    setOpen((current) => {
      if (current.has(path) === isOpen) return current
      const next = new Set(current)
      if (isOpen) next.add(path)
      else next.delete(path)
      return next
    })
    if (isOpen) {
      const section = sections.find((s) => s.path === path)
      if (section && section.tools === null) load(path)
    }
  }

  const expandAll = () => {
    setOpen(new Set(sections.map((s) => s.path)))
    for (const s of sections) if (s.tools === null) load(s.path)
  }

  if (!sections.length) return <p className="rounded-lg bg-slate-50 p-4 text-slate-700">{t('discovery.tools.noCategories')}</p>

  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const count = (path: string) => {
    const n = counts?.[categoryQuery(path)]
    return n === undefined ? null : (
      <span className="shrink-0 text-sm whitespace-nowrap text-slate-600">{t('discovery.tools.toolCount', { count: n })}</span>
    )
  }
  return (
    <div ref={listRef}>
      {hydrated ? (
        <div className="mb-3 flex justify-end gap-2">
          <button
            type="button"
            onClick={expandAll}
            aria-controls={sections.map((_, i) => `${id}-${i}`).join(' ')}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('discovery.tools.expandAll')}
          </button>
          <button
            type="button"
            onClick={() => setOpen(new Set())}
            aria-controls={sections.map((_, i) => `${id}-${i}`).join(' ')}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('discovery.tools.collapseAll')}
          </button>
        </div>
      ) : null}
      <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {sections.map((section, i) =>
          !hydrated && section.tools === null ? (
            <div key={section.path} id={`${id}-${i}`} className="flex items-center gap-3 pr-4 hover:bg-slate-50">
              <Heading className="min-w-0 flex-1 text-base font-semibold text-slate-900">
                <a
                  href={href(`${location.pathname}?category=${encodeURIComponent(categoryQuery(section.path))}#${id}-${i}`)}
                  className="flex items-center justify-between gap-3 py-3 pl-4"
                >
                  <span lang={langOf(section.language)}>{section.title}</span>
                </a>
              </Heading>
              {count(section.path)}
              <Chevron />
            </div>
          ) : (
            <details
              key={section.path}
              id={`${id}-${i}`}
              data-path={section.path}
              open={open.has(section.path)}
              onToggle={(event) => toggle(section.path, event.currentTarget.open)}
              className="group"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                {/* On a phone a long name takes the line and its count goes under it, rather than the name breaking inside a word. */}
                <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
                  <Heading lang={langOf(section.language)} className="min-w-0 text-base font-semibold break-words text-slate-900">
                    {section.title}
                  </Heading>
                  {count(section.path)}
                </div>
                <Chevron />
              </summary>
              <div className="px-4 pb-2">
                {section.status === 'loading' ? (
                  <p role="status" className="py-3 text-sm text-slate-600">
                    {t('discovery.tools.loading')}
                  </p>
                ) : section.tools && section.tools.length === 0 ? (
                  <p className="py-3 text-sm text-slate-600">{t('discovery.tools.noTools')}</p>
                ) : section.tools ? (
                  <ul>
                    {section.tools.map((tool) => {
                      const entry = entryFromBrowseTool(tool, t('discovery.list.info', { title: tool.title }), withIcons)
                      return (
                        <ToolListItem
                          key={tool.slug}
                          entry={entry}
                          showFree={showFree}
                          eligibilityHtml={opened?.eligibility[entry.info.apiPath]}
                        />
                      )
                    })}
                  </ul>
                ) : null}
              </div>
            </details>
          ),
        )}
      </div>
    </div>
  )
}

/** Runs `task` when the browser is next idle (within 2 s); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 200)
  return () => clearTimeout(handle)
}

function Chevron() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
      fill="currentColor"
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  )
}
