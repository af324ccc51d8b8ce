import { useId } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import { CopyButton } from '#app/components/copy-button.tsx'
import { copying } from '#app/components/copy-text.ts'

export type SharePanelProps = {
  /** The patient link (the tool page address with ?snapshotId=). */
  link: string | null
  /** The QR image address (qrSrc()). */
  qrSrc: string | null
  /** The snapshot's PDF (snapshotPdfUrl()). */
  pdfHref: string | null
}

/**
 * The tool page's answer to a share button posted without JavaScript: the link to read or
 * select, the QR image and an Open PDF link. The Copy button appears only with JavaScript.
 */
export function SharePanel({ link, qrSrc, pdfHref }: SharePanelProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const linkId = useId()
  if (!link && !qrSrc && !pdfHref) return null
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border border-slate-300 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('share.panelTitle')}
      </h2>
      {link ? (
        <div className="space-y-2">
          <ShareNotes />
          <label htmlFor={linkId} className="block font-medium">
            {t('share.linkLabel')}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={linkId}
              type="text"
              readOnly
              value={link}
              className="min-w-0 flex-1 rounded-md border border-slate-500 px-2 py-1 font-mono text-sm"
            />
            <CopyButton
              label={t('share.copyLink')}
              copy={copying(link, t('share.linkCopied'))}
            />
          </div>
        </div>
      ) : null}
      {qrSrc ? <img src={qrSrc} alt={t('share.qrAlt')} width={200} height={200} className="h-50 w-50" /> : null}
      {pdfHref ? (
        <p>
          <a href={pdfHref} className="font-semibold text-brand-700 underline">
            {t('share.openPdf')}
          </a>
        </p>
      ) : null}
    </section>
  )
}

/** What a shared link shows (spec 02 'Link modal'), said in the dialogs and the panel alike. */
export function ShareNotes() {
  const { t } = useTranslation()
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      <li>{t('share.linkAnyone')}</li>
      <li>{t('share.linkAsIs')}</li>
      <li>{t('share.linkHidden')}</li>
    </ul>
  )
}
