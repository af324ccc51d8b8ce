/**
 * The share flows with JavaScript (spec 02 'Modals on the tool page', 'Link and QR flow',
 * 'PDF flow'): loaded on the first click of a share button, never with the page.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import { track } from '#app/analytics/analytics.ts'
import { CopyButton } from '#app/components/copy-button.tsx'
import { copyText, copying } from '#app/components/copy-text.ts'
import {
  browserDeps,
  openSharing,
  patientLink,
  sendSnapshotEvent,
  SNAPSHOT_OPEN_LINK,
  SNAPSHOT_QR_CODE,
} from '#app/snapshots/snapshot-machine.ts'

import { copyImageAsPng } from './copy-image.ts'
import { PdfViewer } from './pdf-viewer.tsx'
import { ourApiFetch, pdfStart, snapshotForPdf } from './share-flows.ts'
import { ShareNotes } from './share-panel.tsx'
import type { ShareDialogsProps } from './share-props.ts'
import { qrSrc, snapshotPdfUrl } from '#app/snapshots/share-urls.ts'

type View =
  | { kind: 'link' | 'qr'; phase: 'working' | 'failed' }
  | { kind: 'link' | 'qr'; phase: 'ready'; snapshotId: string }
  | { kind: 'pdf-warning' }
  | { kind: 'pdf'; phase: 'working' | 'failed' }
  | { kind: 'viewer'; url: string; snapshotId: string | null }

export default function ShareDialogs(props: ShareDialogsProps) {
  const { t } = useTranslation()
  const [view, setView] = useState<View | null>(null)
  const deps = useMemo(() => props.deps ?? browserDeps(ourApiFetch), [props.deps])
  // Props as of now, for the flows started by a request; a flow whose run is over is ignored.
  const latest = useRef(props)
  latest.current = props
  const run = useRef(0)
  const handled = useRef(-1)

  const toolProps = () => ({ toolSlug: latest.current.tool.slug, toolVersion: latest.current.tool.version })

  async function share(kind: 'link' | 'qr') {
    const mine = ++run.current
    const { store, snapshotBody } = latest.current
    track(kind === 'link' ? 'Generate Link clicked' : 'Generate QR Code clicked', toolProps())
    setView({ kind, phase: 'working' })
    const id = await openSharing(store, deps, kind === 'link' ? SNAPSHOT_OPEN_LINK : SNAPSHOT_QR_CODE, snapshotBody())
    if (run.current !== mine) return
    setView(id ? { kind, phase: 'ready', snapshotId: id } : { kind, phase: 'failed' })
  }

  function showPdf(url: string, snapshotId: string | null) {
    setView({ kind: 'viewer', url, snapshotId })
  }

  /**
   * Recorded once the viewer has the document, not when it is merely asked for. A snapshot's
   * PDF is recorded by the server that made it (PDF_GENERATED against the session); a static
   * handout has no such request, so the browser records that one.
   */
  function pdfShown(snapshotId: string | null) {
    const { store, snapshotBody } = latest.current
    track('PDF generated', snapshotId ? { ...toolProps(), optionCount: snapshotBody().ui.selected.length } : toolProps())
    if (!snapshotId) void sendSnapshotEvent(store, deps, 'pdf-generated', { body: { snapshot: false } })
  }

  async function generatePdf() {
    const mine = ++run.current
    const { store, snapshotBody, aggregateId } = latest.current
    setView({ kind: 'pdf', phase: 'working' })
    const id = await snapshotForPdf(store, deps, snapshotBody())
    if (run.current !== mine) return
    if (id) showPdf(snapshotPdfUrl(id, aggregateId), id)
    else setView({ kind: 'pdf', phase: 'failed' })
  }

  function pdf() {
    run.current++
    const { store, staticPdf, hiddenOptions, aggregateId } = latest.current
    const start = pdfStart(store.getState(), staticPdf, hiddenOptions)
    if (start.kind === 'snapshot') showPdf(snapshotPdfUrl(start.snapshotId, aggregateId), start.snapshotId)
    else if (start.kind === 'static') showPdf(start.url, null)
    else if (start.kind === 'warn') setView({ kind: 'pdf-warning' })
    else void generatePdf()
  }

  function close() {
    run.current++
    latest.current.store.dispatch({ type: 'CLOSE' })
    setView(null)
    latest.current.onDone()
  }

  const { request } = props
  useEffect(() => {
    if (handled.current === request.id) return
    handled.current = request.id
    if (request.flow === 'pdf') pdf()
    else void share(request.flow)
    // The flows read the current props through `latest`; only a new request starts one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.id, request.flow])

  if (!view) return null
  if (view.kind === 'viewer') {
    const { snapshotId } = view
    return (
      <PdfViewer url={view.url} toolName={props.tool.name} onClose={close} onLoaded={() => pdfShown(snapshotId)} openPdf={props.openPdf} />
    )
  }
  if (view.kind === 'pdf-warning') {
    return (
      <FlowDialog key="pdf-warning" title={t('share.hiddenTitle')} alert onClose={close}>
        <p>{t('share.hiddenWarning')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => void generatePdf()} className={PRIMARY}>
            {t('share.generatePdf')}
          </button>
          <button type="button" onClick={close} className={SECONDARY}>
            {t('share.cancel')}
          </button>
        </div>
      </FlowDialog>
    )
  }
  const title = t(view.kind === 'link' ? 'share.linkTitle' : view.kind === 'qr' ? 'share.qrTitle' : 'share.pdfTitle')
  return (
    <FlowDialog key={view.kind} title={title} onClose={close}>
      {view.phase === 'working' ? <Working text={t(`share.${view.kind}Working`)} /> : null}
      {view.phase === 'failed' ? (
        <p role="alert" className="font-medium text-red-800">
          {t(`share.${view.kind}Error`)}
        </p>
      ) : null}
      {view.phase === 'ready' && view.kind === 'link' ? <LinkReady link={patientLink(window.location.href, view.snapshotId)} tool={toolProps()} /> : null}
      {view.phase === 'ready' && view.kind === 'qr' ? <QrReady snapshotId={view.snapshotId} tool={toolProps()} /> : null}
      <div className="flex justify-end">
        <button type="button" onClick={close} className={SECONDARY}>
          {t('share.close')}
        </button>
      </div>
    </FlowDialog>
  )
}

const PRIMARY =
  'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2'
const SECONDARY =
  'rounded-md border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * A labelled modal dialog (native, in the top layer) in which Escape means Close. It stays
 * where it is rendered, inside the page's form: it holds no form and no submit button, and
 * its one text field ignores Enter (see LinkReady). A portal would cost every page a chunk.
 */
function FlowDialog({ title, alert = false, onClose, children }: { title: string; alert?: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal()
  }, [])
  return (
    <dialog
      ref={ref}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-lg space-y-4 rounded-lg bg-white p-6 text-slate-900 backdrop:bg-slate-900/60"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </dialog>
  )
}

function Working({ text }: { text: string }) {
  const { t } = useTranslation()
  return (
    <div role="status" className="flex items-center gap-3">
      <span aria-hidden="true" className="size-6 shrink-0 animate-spin rounded-full border-4 border-slate-300 border-t-brand-700" />
      <p>
        {text} {t('share.moment')}
      </p>
    </div>
  )
}

type ToolProps = { toolSlug: string; toolVersion: string }

function LinkReady({ link, tool }: { link: string; tool: ToolProps }) {
  const { t } = useTranslation()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    input.current?.focus()
    input.current?.select()
  }, [])
  return (
    <div className="space-y-3">
      <ShareNotes />
      <label htmlFor={inputId} className="block font-medium">
        {t('share.linkLabel')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={inputId}
          type="text"
          readOnly
          value={link}
          // Enter in a text field would submit the page's form around the dialog.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault()
          }}
          className="min-w-0 flex-1 rounded-md border border-slate-500 px-2 py-1 font-mono text-sm"
        />
        <CopyButton
          label={t('share.copy')}
          onClick={() => track('Generate Link copy clicked', tool)}
          copy={copying(link, t('share.linkCopied'))}
        />
      </div>
    </div>
  )
}

function QrReady({ snapshotId, tool }: { snapshotId: string; tool: ToolProps }) {
  const { t } = useTranslation()
  const src = qrSrc(snapshotId, window.location.pathname)
  const link = patientLink(window.location.href, snapshotId)
  return (
    <div className="space-y-3">
      <p>{t('share.qrIntro')}</p>
      <img src={src} alt={t('share.qrAlt')} width={224} height={224} className="mx-auto size-56" />
      <div className="flex justify-center">
        <CopyButton
          label={t('share.copy')}
          onClick={() => track('Generate QR Code copy clicked', tool)}
          copy={async () => {
            if (await copyImageAsPng(src)) return t('share.qrCopied')
            return (await copyText(link)) ? t('share.linkCopied') : null
          }}
        />
      </div>
    </div>
  )
}
