import type { ReactNode } from 'react'

import type { ContentPage, ContentSection } from './types.ts'

function Section({ section }: { section: ContentSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24 space-y-3">
      <h2 id={`${section.id}-heading`} className="text-2xl font-semibold text-brand-900">
        {section.heading}
      </h2>
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.list ? (
        <ul className="list-disc space-y-2 pl-6">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.after?.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </section>
  )
}

/** An editorial page: title, introduction, in-page contents and sections; `children` go before the sections. */
export function ContentPageView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl space-y-8 leading-relaxed text-slate-800">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{page.title}</h1>
        {page.intro.map((p) => (
          <p key={p} className="text-lg">
            {p}
          </p>
        ))}
      </header>
      <nav aria-labelledby="page-contents" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h2 id="page-contents" className="font-semibold text-slate-900">
          {page.contents}
        </h2>
        <ul className="mt-2 space-y-1">
          {page.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 underline hover:text-brand-800">
                {s.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
      {page.sections.map((s) => (
        <Section key={s.id} section={s} />
      ))}
    </article>
  )
}
