import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Link, useFetcher, useLocation } from 'react-router'

import { CONSENT_OPEN_EVENT, type Consent } from '#app/consent/consent.ts'
import { CsrfField } from '#app/components/csrf-field.tsx'
import { useBrandName } from '#app/hooks/use-brand-name.ts'

/**
 * The consent drawer: a bottom sheet drawn on the server while the visitor has not chosen,
 * so it works without JavaScript (a form post to /cookies that comes back here). It keeps
 * the page usable: it sits in the page flow and sticks to the bottom, so nothing ends up
 * under it, and only a choice closes it. With JavaScript the choice is saved without
 * leaving the page, and Manage Cookies opens it again.
 */
export function ConsentDrawer({ consent }: { consent: Consent }) {
  const { t } = useTranslation()
  const brandName = useBrandName()
  const location = useLocation()
  const fetcher = useFetcher()
  const [reopened, setReopened] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const onOpen = () => setReopened(true)
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen)
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, onOpen)
  }, [])
  useEffect(() => {
    if (reopened) heading.current?.focus()
  }, [reopened])
  const open = (consent.analytics === null || reopened) && fetcher.state === 'idle' && location.pathname !== '/cookies'
  if (!open) return null
  const returnTo = location.pathname + location.search
  const button = 'rounded-md px-4 py-2 font-semibold'
  return (
    <section
      aria-labelledby="consent-title"
      className="sticky bottom-0 z-40 max-h-[45vh] overflow-y-auto border-t-2 border-brand-700 bg-white shadow-lg [html:has(&)]:scroll-pb-[45vh]"
    >
      <div className="mx-auto max-w-5xl space-y-3 px-4 py-4 sm:px-6">
        <h2 id="consent-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {t('consent.drawer.title')}
        </h2>
        <p className="text-sm text-slate-800">{t('consent.drawer.body', { brand: brandName })}</p>
        <form
          method="post"
          action="/cookies"
          className="flex flex-wrap items-center gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)
            data.set('via', 'fetch')
            setReopened(false)
            void fetcher.submit(data, { method: 'post', action: '/cookies' })
          }}
        >
          <CsrfField />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" name="intent" value="accept-all" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
            {t('consent.acceptAll')}
          </button>
          <button type="submit" name="intent" value="reject-all" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
            {t('consent.rejectAll')}
          </button>
          <Link to={`/cookies?returnTo=${encodeURIComponent(returnTo)}`} className="font-medium text-brand-700 underline">
            {t('consent.choose')}
          </Link>
        </form>
      </div>
    </section>
  )
}
