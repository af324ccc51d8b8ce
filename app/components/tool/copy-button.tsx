import { useState } from 'react'

/** Copies text to the clipboard; without JavaScript it is not drawn and the text stays selectable. */
export function CopyButton({ text, label, done, onCopy }: { text: string; label: string; done: string; onCopy?: () => void }) {
  const [copied, setCopied] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  if (typeof window !== 'undefined' && !hydrated) queueMicrotask(() => setHydrated(true))
  if (!hydrated) return null
  return (
    <span className="relative inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => {
          onCopy?.()
          void navigator.clipboard?.writeText(text).then(() => {
            setCopied(true)
            setTimeout(() => setCopied(false), 3000)
          })
        }}
        className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
      >
        {label}
      </button>
      <span role="status" className="text-sm text-green-800">
        {copied ? done : ''}
      </span>
    </span>
  )
}
