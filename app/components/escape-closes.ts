import type { KeyboardEvent } from 'react'

/**
 * Escape closes an open <details> used as a popover and gives the focus back to its summary,
 * as for a menu or a dialog. Without JavaScript the summary still toggles it.
 */
export function escapeCloses(event: KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget
  if (event.key !== 'Escape' || !details.open) return
  event.stopPropagation()
  details.open = false
  details.querySelector<HTMLElement>(':scope > summary')?.focus()
}
