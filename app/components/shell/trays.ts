/**
 * The header's trays (hamburger, search, account on narrow screens) are native <details>
 * sharing one `name`, so that opening one closes the others even without JavaScript. These
 * class names show a tray's content at md and up, where it is part of the header's row
 * and its toggle is hidden.
 */
export const TRAY_NAME = 'site-header-tray'

export const TRAY_DETAILS =
  'group/tray md:[&::details-content]:contents md:[&::details-content]:[content-visibility:visible]'

export const TRAY_SUMMARY =
  'flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 group-open/tray:bg-brand-50 group-open/tray:text-brand-800 md:hidden [&::-webkit-details-marker]:hidden'

/** Opening one tray closes the others (for browsers without exclusive <details>). */
export function closeOtherTrays(opened: HTMLDetailsElement) {
  if (!opened.open) return
  const root = opened.closest('header') ?? document
  for (const tray of root.querySelectorAll<HTMLDetailsElement>(`details[data-tray][open]`)) {
    if (tray !== opened) tray.open = false
  }
}

export function closeAllTrays(root: ParentNode) {
  for (const tray of root.querySelectorAll<HTMLDetailsElement>(`details[data-tray][open]`)) tray.open = false
}
