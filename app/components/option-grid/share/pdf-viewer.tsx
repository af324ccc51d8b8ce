import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import { openPdf as openWithPdfjs, PdfUnavailableError, type OpenPdf, type PdfPages } from './pdf-document.ts'

/** Spec 02 'PDF flow': the viewer's default zoom. */
export const PDF_SCALE = 1.35
export const THUMBNAIL_SCALE = 0.2

/** unavailable: the server had no PDF (spec 02 §8 text); undrawable: pdf.js could not show it here. */
type Loaded = { status: 'loading' } | { status: 'ready'; pages: PdfPages } | { status: 'unavailable' | 'undrawable' }

/**
 * The full-screen PDF viewer: dark, with page thumbnails in a sidebar and the pages drawn to
 * canvas. Canvas cannot be read by screen readers, so the file itself is always one link
 * away. 'Back to Tool' and Escape close it. `onLoaded` tells that the PDF was really shown.
 */
export function PdfViewer({
  url,
  toolName,
  onClose,
  onLoaded,
  openPdf = openWithPdfjs,
}: {
  url: string
  toolName: string
  onClose: () => void
  onLoaded?: () => void
  openPdf?: OpenPdf
}) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [current, setCurrent] = useState(1)
  const loadedCallback = useRef(onLoaded)
  loadedCallback.current = onLoaded

  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal()
  }, [])

  useEffect(() => {
    let gone = false
    let pages: PdfPages | null = null
    setLoaded({ status: 'loading' })
    openPdf(url).then(
      (opened) => {
        pages = opened
        if (gone) return opened.destroy()
        setLoaded({ status: 'ready', pages: opened })
        loadedCallback.current?.()
      },
      (error: unknown) => {
        if (!gone) setLoaded({ status: error instanceof PdfUnavailableError ? 'unavailable' : 'undrawable' })
      },
    )
    return () => {
      gone = true
      pages?.destroy()
    }
  }, [url, openPdf])

  // The page most in view becomes the current one (thumbnail highlight, "Page n of m").
  const scroller = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = scroller.current
    if (loaded.status !== 'ready' || !root || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const best = entries.filter((e) => e.isIntersecting).sort((a, b) => b.intersectionRatio - a.intersectionRatio)[0]
        const page = Number((best?.target as HTMLElement | undefined)?.dataset.page)
        if (page) setCurrent(page)
      },
      { root, threshold: [0.25, 0.5, 0.75] },
    )
    for (const element of root.querySelectorAll('[data-page]')) observer.observe(element)
    return () => observer.disconnect()
  }, [loaded])

  const count = loaded.status === 'ready' ? loaded.pages.numPages : 0
  const numbers = Array.from({ length: count }, (_, i) => i + 1)

  function show(page: number) {
    setCurrent(page)
    const target = ref.current?.querySelector<HTMLElement>(`[data-page="${page}"]`)
    target?.scrollIntoView({ block: 'start' })
    target?.focus()
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-neutral-900 p-0 text-neutral-100 backdrop:bg-neutral-950"
    >
      <div className="flex h-full flex-col">
        <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-neutral-700 bg-neutral-800 px-4 py-2">
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="rounded-md bg-white px-4 py-2 font-semibold text-neutral-900 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <span aria-hidden="true">← </span>
            {t('share.backToTool')}
          </button>
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-semibold">
            {t('share.viewerTitle', { name: toolName })}
          </h2>
          {loaded.status === 'unavailable' ? null : (
            <a
              href={url}
              target="_blank"
              rel="noopener"
              className="font-semibold text-sky-300 underline hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-white"
            >
              {t('share.openPdf')}
              <span className="sr-only"> {t('share.openPdfHint')}</span>
            </a>
          )}
        </header>
        <p role="status" className={loaded.status === 'ready' ? 'sr-only' : 'px-4 py-3'}>
          {loaded.status === 'loading' ? t('share.viewerLoading') : null}
          {loaded.status === 'undrawable' ? t('share.viewerFailed') : null}
          {loaded.status === 'ready' ? t('share.pageOf', { page: current, count }) : null}
        </p>
        {loaded.status === 'unavailable' ? (
          <p role="alert" className="px-4 py-3 font-medium">
            {t('share.pdfError')}
          </p>
        ) : null}
        {loaded.status === 'ready' ? (
          <div className="flex min-h-0 flex-1">
            <nav aria-label={t('share.pages')} className="hidden w-44 shrink-0 overflow-y-auto bg-neutral-800 p-3 sm:block">
              <ol className="space-y-3">
                {numbers.map((n) => (
                  <li key={n}>
                    <button
                      type="button"
                      onClick={() => show(n)}
                      aria-current={n === current ? 'page' : undefined}
                      className={`block w-full rounded p-1 text-center text-sm focus-visible:outline-2 focus-visible:outline-white ${
                        n === current ? 'bg-sky-800' : 'hover:bg-neutral-700'
                      }`}
                    >
                      <PageCanvas pages={loaded.pages} page={n} scale={THUMBNAIL_SCALE} className="mx-auto mb-1 bg-white" />
                      {t('share.pageN', { page: n })}
                    </button>
                  </li>
                ))}
              </ol>
            </nav>
            {/* Focusable, so that the pages scroll with the keyboard. */}
            <div
              ref={scroller}
              tabIndex={0}
              role="region"
              aria-labelledby={titleId}
              className="min-w-0 flex-1 overflow-auto focus-visible:outline-2 focus-visible:outline-white"
            >
              <div className="flex flex-col items-center gap-6 p-6">
                {numbers.map((n) => (
                  <div
                    key={n}
                    data-page={n}
                    tabIndex={-1}
                    role="img"
                    aria-label={t('share.pageOf', { page: n, count })}
                    className="shadow-lg focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <PageCanvas pages={loaded.pages} page={n} scale={PDF_SCALE} className="block bg-white" />
                  </div>
                ))}
              </div>
            </div>
          </div>
        ) : null}
      </div>
    </dialog>
  )
}

function PageCanvas({ pages, page, scale, className }: { pages: PdfPages; page: number; scale: number; className: string }) {
  const ref = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (ref.current) pages.render(page, ref.current, scale).catch(() => undefined)
  }, [pages, page, scale])
  return <canvas ref={ref} aria-hidden="true" className={className} />
}
