import { useEffect, useId, useRef, useState } from 'react'

export const COPIED_TOOLTIP_MS = 2500

/**
 * A Copy button with a tooltip ("… copied to clipboard") that is also announced politely.
 * `copy` answers the tooltip's text, or null when nothing could be copied. The button shows
 * only once the page runs JavaScript, because copying needs it.
 */
export function CopyButton({
  label,
  copy,
  onClick,
}: {
  label: string
  copy: () => Promise<string | null>
  onClick?: () => void
}) {
  const [ready, setReady] = useState(false)
  const [tip, setTip] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const tipId = useId()
  useEffect(() => {
    setReady(true)
    return () => clearTimeout(timer.current)
  }, [])
  if (!ready) return null
  async function copyNow() {
    onClick?.()
    const copied = await copy()
    clearTimeout(timer.current)
    setTip(copied)
    if (copied) timer.current = setTimeout(() => setTip(null), COPIED_TOOLTIP_MS)
  }
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onClick={() => void copyNow()}
        aria-describedby={tip ? tipId : undefined}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {label}
      </button>
      <span role="status" className="absolute top-full left-1/2 z-10 mt-2 -translate-x-1/2 whitespace-nowrap">
        {tip ? (
          <span id={tipId} role="tooltip" className="block rounded bg-slate-900 px-2 py-1 text-sm text-white">
            {tip}
          </span>
        ) : null}
      </span>
    </span>
  )
}
