import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'

import { IE_WARNING_KEY } from './old-browser.ts'

/**
 * 'Dear Internet Explorer User' (spec 01 §2): decided on the server from the User-Agent and
 * drawn in plain HTML with inline styles, because old Internet Explorer runs neither our
 * scripts nor our style sheet. Dismissing posts a form that sets a session cookie; with
 * JavaScript the dismissal is kept in session storage (ie-warning-dismissed) as well.
 */
export default function OldBrowserDialog() {
  const { t } = useTranslation()
  const location = useLocation()
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (sessionStorage.getItem(IE_WARNING_KEY)) setDismissed(true)
  }, [])
  if (dismissed) return null
  return (
    <div
      role="dialog"
      aria-labelledby="ie-warning-title"
      aria-describedby="ie-warning-text"
      style={{
        position: 'fixed',
        top: '1rem',
        left: '1rem',
        right: '1rem',
        zIndex: 60,
        maxWidth: '36rem',
        margin: '0 auto',
        padding: '1rem',
        background: '#fff',
        color: '#0f172a',
        border: '2px solid #1e3a8a',
      }}
    >
      <h2 id="ie-warning-title" style={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {t('consent.ie.title')}
      </h2>
      <p id="ie-warning-text" style={{ margin: '0.5rem 0 1rem' }}>
        {t('consent.ie.body')}
      </p>
      <form
        method="post"
        action="/browser-warning"
        onSubmit={(event) => {
          event.preventDefault()
          sessionStorage.setItem(IE_WARNING_KEY, 'true')
          document.cookie = `${IE_WARNING_KEY}=true; Path=/; SameSite=Lax`
          setDismissed(true)
        }}
      >
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <button
          type="submit"
          style={{ padding: '0.5rem 1rem', background: '#1e3a8a', color: '#fff', fontWeight: 600 }}
        >
          {t('consent.ie.dismiss')}
        </button>
      </form>
    </div>
  )
}
