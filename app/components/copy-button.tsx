import { useEffect, useId, useRef, useState } from 'react'

import { useHydrated } from '#app/hooks/use-hydrated.ts'

const CONFIRMATION_MS = 2500

/**
 * A Copy button whose confirmation ("… copied to clipboard") is announced politely: a tooltip
 * under the button, or with `inline` a note beside it. `copy` answers the confirmation, or null
 * when nothing could be copied. The button shows only once the page runs JavaScript, because
 * copying needs it; without it the text stays on the page to select.
 */
export function CopyButton({
  label,
  copy,
  onClick,
  inline = false,
}: {
  label: string
  copy: () => Promise<string | null>
  onClick?: () => void
  inline?: boolean
}) {
  const hydrated = useHydrated()
  const [tip, setTip] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const tipId = useId()
  useEffect(() => () => clearTimeout(timer.current), [])
  if (!hydrated) return null
  async function copyNow() {
    onClick?.()
    const copied = await copy()
    clearTimeout(timer.current)
    setTip(copied)
    if (copied) timer.current = setTimeout(() => setTip(null), CONFIRMATION_MS)
  }
  if (inline) {
    return (
      <span className="relative inline-flex items-center gap-2">
        <button
          type="button"
          onClick={() => void copyNow()}
          className="rounded-md border border-slate-500 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
        >
          {label}
        </button>
        <span role="status" className="text-sm text-green-800">
          {tip ?? ''}
        </span>
      </span>
    )
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
