import type { ReactNode } from 'react'

/** The heading-and-text block shared by the status pages (not found, unavailable, …). */
export function StatusMessage({
  title,
  body,
  children,
}: {
  title: string
  body?: ReactNode
  children?: ReactNode
}) {
  return (
    <section aria-labelledby="status-title" className="mx-auto max-w-2xl py-8 text-center">
      <h1 id="status-title" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {body ? <div className="mt-4 text-lg text-slate-700">{body}</div> : null}
      {children ? <div className="mt-6 space-y-3 text-slate-700">{children}</div> : null}
    </section>
  )
}
