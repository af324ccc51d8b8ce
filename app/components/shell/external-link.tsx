import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import { ExternalIcon } from './icons.tsx'

/** A link that opens a new tab, and says so to everyone (icon) and to screen readers (text). */
export function ExternalLink({
  href,
  children,
  className,
  icon = true,
  rel = 'noopener noreferrer',
}: {
  href: string
  children: ReactNode
  className?: string
  icon?: boolean
  rel?: string
}) {
  const { t } = useTranslation()
  return (
    <a href={href} target="_blank" rel={rel} className={className}>
      {children}
      {icon ? <ExternalIcon className="ml-1 inline size-3.5 align-[-0.125em]" /> : null}
      <span className="sr-only"> {t('shell.opensNewTab')}</span>
    </a>
  )
}
