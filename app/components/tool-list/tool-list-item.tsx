import { useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Link, useLocation } from 'react-router'

import type { BrowseTool, ToolListItem as HomeItem } from '#app/catalogue/types.ts'
import { toolInfoPath } from '#app/catalogue/types.ts'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

import { useOpenToolDialog } from './dialog-context.tsx'
import { Glyph } from './glyphs.tsx'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { Phrase } from '#app/components/phrase.tsx'

/** What one row of a tool list shows, from a home list item or a browse tool. */
export type ListEntry = {
  key: string
  title: string
  route: string
  slug: string
  shortDescription: string
  /** The language of the title and description. */
  language: string
  isFree: boolean
  isForbidden: boolean
  badgeLabel: string | null
  info: { apiPath: string; altText: string }
  remove?: { apiPath: string; altText: string }
  icons?: { patientData: boolean; keyData: boolean; faq: boolean }
}

export function entryFromHomeItem(item: HomeItem): ListEntry {
  return {
    key: item.title.route,
    title: item.title.label,
    route: item.title.route,
    slug: item.title.route.replace(/^\/tool\//, ''),
    shortDescription: item.shortDescription,
    language: item.language,
    isFree: item.isFree,
    isForbidden: false,
    badgeLabel: item.badgeLabel,
    info: { apiPath: item.info.functionArgs.apiPath, altText: item.info.altText },
    remove: item.delete ? { apiPath: item.delete.functionArgs.apiPath, altText: item.delete.altText } : undefined,
  }
}

export function entryFromBrowseTool(tool: BrowseTool, infoAlt: string, withIcons: boolean): ListEntry {
  return {
    key: tool.slug,
    title: tool.title,
    route: `/tool/${tool.slug}`,
    slug: tool.slug,
    shortDescription: tool.shortDescription,
    language: tool.language,
    isFree: tool.isFree,
    isForbidden: tool.isForbidden,
    badgeLabel: tool.pubTypePretty,
    info: { apiPath: toolInfoPath(tool.an, tool.version), altText: infoAlt },
    icons: withIcons ? { patientData: tool.isPatientData, keyData: tool.isSharedDecision, faq: tool.isPatientFAQ } : undefined,
  }
}

const iconButton =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 cursor-pointer'

/**
 * One tool: title link, short description, badges, info control and (favourites) delete.
 * Without JavaScript the info control is a disclosure with the server-rendered eligibility
 * and delete is a form post; with it, a modal and an API call.
 */
export function ToolListItem({
  entry,
  showFree,
  eligibilityHtml,
  onRemove,
}: {
  entry: ListEntry
  showFree: boolean
  /** Server-rendered eligibility for the disclosure used without JavaScript. */
  eligibilityHtml?: string
  onRemove?: (apiPath: string) => void
}) {
  const { t } = useTranslation()
  const lang = useLangOf()(entry.language)
  const hydrated = useHydrated()
  const href = useInternalHref()
  const location = useLocation()
  // A title in another language than the page's is spoken from marked text, not from an attribute.
  const infoLabel = lang ? <Phrase template={t('discovery.list.info')} value={entry.title} lang={lang} /> : entry.info.altText
  const openDialog = useOpenToolDialog()
  const favouriteId = entry.remove?.apiPath.split('/').pop() ?? ''

  return (
    <li className="flex gap-3 border-b border-slate-200 py-3 last:border-b-0">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={href(entry.route)}
            lang={lang}
            className="font-semibold text-brand-800 underline decoration-brand-100 underline-offset-2 hover:text-brand-700 hover:decoration-brand-700"
            onClick={(event) => {
              if (!entry.isForbidden) return
              event.preventDefault()
              openDialog({ kind: 'subscription', title: entry.title, slug: entry.slug, trigger: event.currentTarget })
            }}
          >
            {entry.title}
          </Link>
          {entry.badgeLabel ? (
            <span className="text-xs font-bold uppercase tracking-wide text-green-800">{entry.badgeLabel}</span>
          ) : null}
          {showFree && entry.isFree ? (
            <span className="rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
              {t('discovery.list.free')}
            </span>
          ) : null}
          {entry.icons ? <ToolIcons icons={entry.icons} /> : null}
        </div>
        <p lang={lang} className="mt-1 text-sm text-slate-700">
          {entry.shortDescription}
        </p>
        {!hydrated && eligibilityHtml ? (
          <details className="mt-1 text-sm">
            <summary className="inline-flex cursor-pointer items-center gap-1 font-medium text-brand-700">
              <Glyph name="info" className="h-4 w-4" />
              {infoLabel}
            </summary>
            <div lang={lang} className="mt-1 space-y-1 text-slate-800" dangerouslySetInnerHTML={{ __html: eligibilityHtml }} />
          </details>
        ) : null}
      </div>
      <div className="flex items-start gap-1">
        {hydrated || !eligibilityHtml ? (
          <button
            type="button"
            className={iconButton}
            aria-label={lang ? undefined : entry.info.altText}
            title={lang ? undefined : entry.info.altText}
            onClick={(event) =>
              openDialog({
                kind: 'info',
                title: entry.title,
                language: entry.language,
                apiPath: entry.info.apiPath,
                trigger: event.currentTarget,
                toolHref: entry.isForbidden ? null : href(entry.route),
              })
            }
          >
            <Glyph name="info" />
            {lang ? <span className="sr-only">{infoLabel}</span> : null}
          </button>
        ) : null}
        {entry.remove ? (
          <form
            method="post"
            action={href('/favourites')}
            onSubmit={(event) => {
              if (!onRemove) return
              event.preventDefault()
              onRemove(entry.remove!.apiPath)
            }}
          >
            <CsrfField />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="favoriteToolId" value={favouriteId} />
            <input type="hidden" name="returnTo" value={location.pathname + location.search} />
            <button type="submit" className={iconButton} aria-label={entry.remove.altText} title={entry.remove.altText}>
              <Glyph name="delete" />
            </button>
          </form>
        ) : null}
      </div>
    </li>
  )
}

function ToolIcons({ icons }: { icons: NonNullable<ListEntry['icons']> }) {
  const { t } = useTranslation()
  const shown = [
    icons.patientData ? (['patientData', t('discovery.list.patientData')] as const) : null,
    icons.keyData ? (['keyData', t('discovery.list.keyData')] as const) : null,
    icons.faq ? (['faq', t('discovery.list.patientFAQ')] as const) : null,
  ].filter((x) => x !== null)
  if (!shown.length) return null
  return (
    <span className="inline-flex items-center gap-1 text-slate-600">
      {shown.map(([glyph, label]) => (
        <span key={glyph} title={label} className="inline-flex">
          <Glyph name={glyph} className="h-4 w-4" />
          <span className="sr-only">{label}</span>
        </span>
      ))}
    </span>
  )
}
