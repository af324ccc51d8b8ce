import { useEffect, useState } from 'react'

import { IE_WARNING_KEY } from '#app/consent/old-browser.ts'

/**
 * 'Dear Internet Explorer User' (spec 01 §2): the server decides from the User-Agent and
 * writes the dialog as plain HTML (app/consent/consent.server.ts), because old Internet
 * Explorer runs neither our scripts nor our style sheet; its form post dismisses it for the
 * session (cookie ie-warning-dismissed). Where scripts do run, the dismissal is kept in
 * session storage (ie-warning-dismissed) without a reload.
 */
export function OldBrowserDialog({ html }: { html: string }) {
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (sessionStorage.getItem(IE_WARNING_KEY)) setDismissed(true)
  }, [])
  if (dismissed) return null
  return (
    <div
      onSubmit={(event) => {
        event.preventDefault()
        sessionStorage.setItem(IE_WARNING_KEY, 'true')
        document.cookie = `${IE_WARNING_KEY}=true; Path=/; SameSite=Lax`
        setDismissed(true)
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
