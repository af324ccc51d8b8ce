/** Small inline icons for the header and footer; decorative (the text names the action). */
type IconProps = { className?: string }

const base = {
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
} as const

export function MenuIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  )
}

export function SearchIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...base} className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  )
}

export function UserIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...base} className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  )
}

export function ExternalIcon({ className = 'size-3.5' }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}

export function LinkedInIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg aria-hidden focusable={false} viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.55h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5.03c0-1.2-.02-2.75-1.68-2.75-1.68 0-1.94 1.31-1.94 2.66V21h-4V9.75Z" />
    </svg>
  )
}

export function MastodonIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg aria-hidden focusable={false} viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d="M21.3 13.9c-.3 1.6-2.7 3.3-5.5 3.6-1.4.2-2.9.3-4.4.3-2.5-.1-4.4-.6-4.4-.6v.7c.3 2.3 2.3 2.4 4.2 2.5 1.9.1 3.6-.5 3.6-.5l.1 1.7s-1.3.7-3.7.9c-1.3.1-2.9 0-4.8-.5-4.1-1.1-4.8-5.5-4.9-10V7.7c0-4.2 2.7-5.4 2.7-5.4C5.6 1.7 8 1.4 10.4 1.4h.1c2.5 0 4.8.3 6.2.9 0 0 2.7 1.2 2.7 5.4 0 0 .1 3.1-.4 5.2Zm-2.9-4.9c0-1-.3-1.9-.8-2.5-.6-.6-1.3-.9-2.2-.9-1.1 0-1.9.4-2.4 1.3l-.5.9-.5-.9c-.5-.9-1.3-1.3-2.4-1.3-.9 0-1.7.3-2.2.9-.5.6-.8 1.5-.8 2.5v5h2V9.2c0-1 .4-1.5 1.3-1.5.9 0 1.4.6 1.4 1.8v2.6h2V9.5c0-1.2.5-1.8 1.4-1.8.8 0 1.3.5 1.3 1.5V14h2V9Z" />
    </svg>
  )
}
