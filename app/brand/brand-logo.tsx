import type { BrandVariant } from './brand.ts'

/**
 * The brand's mark, drawn inline: an SVG in an <img> makes the browser build a whole isolated
 * document for it, 20–35 ms of main-thread work on a slow machine before the page is usable
 * (decision 0074). Decorative: the link around it names the brand.
 */
export function BrandLogo({ variant, className }: { variant: BrandVariant; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width={32} height={32} className={className} aria-hidden="true" focusable="false" data-logo={variant}>
      {variant === 'consumer' ? (
        <>
          <circle cx="16" cy="16" r="16" fill="#0f5d6a" />
          <circle cx="11.5" cy="12.5" r="3" fill="#fff" />
          <circle cx="20.5" cy="12.5" r="3" fill="#fff" />
          <path
            d="M6.5 23.5c.6-3.6 2.6-5.5 5-5.5s4.4 1.9 5 5.5M15.5 23.5c.6-3.6 2.6-5.5 5-5.5s4.4 1.9 5 5.5"
            fill="none"
            stroke="#fff"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </>
      ) : (
        <>
          <rect width="32" height="32" rx="7" fill="#0f5d6a" />
          <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
        </>
      )}
    </svg>
  )
}
