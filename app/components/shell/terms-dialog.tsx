import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Link } from 'react-router'

import { useInternalHref } from '#app/utils/session-number.ts'

// The dialog, the markdown renderer and the sanitiser load only when the terms are opened.
const TermsDialog = lazy(() => import('./terms-dialog-content.tsx'))

/**
 * The footer's Terms of Use: a link to /terms-of-use that, with JavaScript, opens the terms
 * in a modal dialog instead of navigating (spec 01 §2).
 */
export function TermsOfUseLink({ termsUrl, className }: { termsUrl: string; className?: string }) {
  const { t } = useTranslation()
  const href = useInternalHref()
  const trigger = useRef<HTMLAnchorElement>(null)
  const [opens, setOpens] = useState(0)

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    setOpens((n) => n + 1)
  }

  return (
    <>
      <Link ref={trigger} to={href('/terms-of-use')} onClick={open} className={className}>
        {t('shell.footer.terms')}
      </Link>
      {opens > 0 ? (
        <Suspense fallback={null}>
          <TermsDialog termsUrl={termsUrl} opens={opens} onClosed={() => trigger.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  )
}
