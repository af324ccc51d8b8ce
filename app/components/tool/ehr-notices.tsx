import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { useLocation } from 'react-router'

import { CsrfField } from '#app/components/csrf-field.tsx'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import type { EhrNotices, MissingGroup } from '#app/tools/ehr-prefill.ts'

/** Where the banner's Dismiss and the popup's Close post (a plain form without JavaScript). */
export const NOTICE_ACTION = '/ehr-notices'

/** With JavaScript the same form is posted in the background; the page stays as it is. */
async function postInBackground(form: HTMLFormElement) {
  const body = new FormData(form)
  body.set('reply', 'json')
  await fetch(form.action, {
    method: 'POST',
    body,
    credentials: 'same-origin',
  }).catch(() => null)
}

/** After a notice goes, the focus goes to the tool's title rather than to the top of the document. */
function focusTitle() {
  const title = document.getElementById('tool-title')
  if (!title) return
  if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1')
  title.focus()
}

function NoticeFields({ notice, slug }: { notice: 'banner' | 'popup'; slug: string }) {
  const location = useLocation()
  return (
    <>
      <input type="hidden" name="notice" value={notice} />
      <input type="hidden" name="tool" value={slug} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
    </>
  )
}

/**
 * The EHR banner at the top of the tool page: values came from the record, how lab dates are
 * dated. Dismiss with 'Don't show again' keeps it hidden for this tool (the user's preference);
 * without, for this browser session.
 */
export function EhrBanner({ slug, notices }: { slug: string; notices: EhrNotices }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [hidden, setHidden] = useState(false)
  if (!notices.banner || hidden) return null
  return (
    <section aria-labelledby="ehr-banner-title" className="space-y-2 rounded-lg border border-sky-300 bg-sky-50 p-4 text-slate-900" data-ehr-banner>
      <h2 id="ehr-banner-title" className="font-semibold">
        {t('tool.ehr.bannerTitle')}
      </h2>
      <p>{t('tool.ehr.bannerBody')}</p>
      <form
        method="post"
        action={NOTICE_ACTION}
        className="flex flex-wrap items-center gap-x-4 gap-y-2"
        onSubmit={(event) => {
          if (!hydrated) return
          event.preventDefault()
          void postInBackground(event.currentTarget)
          setHidden(true)
          focusTitle()
        }}
      >
        <CsrfField />
        <NoticeFields notice="banner" slug={slug} />
        <label className="flex cursor-pointer items-center gap-2">
          <input type="checkbox" name="remember" value="on" aria-describedby="ehr-banner-hint" />
          {t('tool.ehr.dontShowAgain')}
        </label>
        <button type="submit" className="rounded-md border border-slate-500 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50">
          {t('tool.ehr.dismiss')}
        </button>
        <p id="ehr-banner-hint" className="w-full text-sm text-slate-700">
          {t('tool.ehr.dismissHint')}
        </p>
      </form>
    </section>
  )
}

/** The sentence of a missing-data group (the spec's for a time window; one of ours for each other reason). */
export function missingSentence(t: (key: string, options?: Record<string, unknown>) => string, group: MissingGroup): string {
  switch (group.reason) {
    case 'none-in-window':
      return group.timeWindow ? t('tool.ehr.noneInWindow', { timeWindow: group.timeWindow }) : t('tool.ehr.noneAtAll')
    case 'unit-not-convertible':
      return t('tool.ehr.unitNotConvertible')
    case 'not-permitted':
      return t('tool.ehr.notPermitted')
    default:
      return t('tool.ehr.unavailable')
  }
}

function MissingList({ groups }: { groups: MissingGroup[] }) {
  const { t } = useTranslation()
  return (
    <ul className="space-y-2">
      {groups.map((g) => (
        <li key={`${g.reason}|${g.timeWindow ?? ''}`}>
          <span className="font-semibold">{g.labels.join(', ')}:</span> {missingSentence(t, g)}
        </li>
      ))}
    </ul>
  )
}

/**
 * The missing-EHR notice, once: a modal dialog with JavaScript, a notice above the form
 * without. Closing it (Close, or Escape) stores showInfoPopup false.
 */
export function EhrMissingDialog({ slug, notices, groups }: { slug: string; notices: EhrNotices; groups: MissingGroup[] }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const ref = useRef<HTMLDialogElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const [closed, setClosed] = useState(false)
  const show = notices.popup && groups.length > 0 && !closed
  useEffect(() => {
    if (hydrated && show && !ref.current?.open) ref.current?.showModal()
  }, [hydrated, show])
  if (!show) return null
  const body = (
    <>
      <h2 id="ehr-missing-title" className="text-lg font-semibold">
        {t('tool.ehr.missingTitle')}
      </h2>
      <p>{t('tool.ehr.missingIntro')}</p>
      <MissingList groups={groups} />
    </>
  )
  const form = (
    <form
      ref={formRef}
      method="post"
      action={NOTICE_ACTION}
      onSubmit={(event) => {
        if (!hydrated) return
        event.preventDefault()
        ref.current?.close()
      }}
    >
      <CsrfField />
      <NoticeFields notice="popup" slug={slug} />
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {t('tool.ehr.close')}
      </button>
    </form>
  )
  if (!hydrated) {
    return (
      <section aria-labelledby="ehr-missing-title" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4" data-ehr-missing>
        {body}
        {form}
      </section>
    )
  }
  return (
    <dialog
      ref={ref}
      aria-labelledby="ehr-missing-title"
      className="m-auto max-w-lg space-y-4 rounded-lg p-6 backdrop:bg-slate-900/60"
      data-ehr-missing
      onClose={() => {
        // Close and Escape alike: remembered, and the focus goes back into the page.
        if (formRef.current) void postInBackground(formRef.current)
        setClosed(true)
        focusTitle()
      }}
    >
      {body}
      {form}
    </dialog>
  )
}
