import { useEffect, useId, useRef, useState } from 'react'
import { useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Link } from 'react-router'

import type { ToolInfo } from '#app/catalogue/types.ts'
import { useRootData } from '#app/hooks/use-root-data.ts'
import { apiFetch } from '#app/utils/api-client.ts'
import { useInternalHref } from '#app/utils/session-number.ts'

import type { DialogRequest } from './dialog-request.ts'

/** Eligibility html by info URL, kept for the page's lifetime (spec 01 §4). */
const infoCache = new Map<string, ToolInfo>()

type InfoState = { status: 'loading' } | { status: 'loaded'; html: string; language: string } | { status: 'error' }

function useToolInfo(apiPath: string): InfoState {
  // The answer is in the page's language: another language is another entry.
  const key = `${useTranslation().i18n.language} ${apiPath}`
  const cached = infoCache.get(key)
  const [state, setState] = useState<InfoState>(
    cached !== undefined ? { status: 'loaded', html: cached.eligibility, language: cached.language } : { status: 'loading' },
  )
  useEffect(() => {
    if (infoCache.has(key)) return
    let live = true
    apiFetch<ToolInfo>(apiPath).then(
      (info) => {
        infoCache.set(key, info)
        if (live) setState({ status: 'loaded', html: info.eligibility, language: info.language })
      },
      () => live && setState({ status: 'error' }),
    )
    return () => {
      live = false
    }
  }, [apiPath, key])
  return state
}

function Modal({
  labelledBy,
  onClose,
  className,
  children,
}: {
  labelledBy: string
  onClose: () => void
  className: string
  children: React.ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === ref.current) ref.current.close()
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-lg p-0 shadow-xl backdrop:bg-slate-900/50 ${className}`}
    >
      <div className="p-6">{children}</div>
    </dialog>
  )
}

function CloseButton({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <form method="dialog" className="mt-6 flex flex-wrap items-center justify-end gap-3">
      {children}
      <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50">
        {t('discovery.dialog.close')}
      </button>
    </form>
  )
}

function InfoDialog({ title, language, apiPath, toolHref, onClose }: { title: string; language?: string; apiPath: string; toolHref: string | null; onClose: () => void }) {
  const { t } = useTranslation()
  const langOf = useLangOf()
  const id = useId()
  const info = useToolInfo(apiPath)
  return (
    // Spec 01 §9: 47rem on mobile and wide desktop, 40rem in between.
    <Modal labelledBy={id} onClose={onClose} className="max-w-[47rem] md:max-w-[40rem] xl:max-w-[47rem]">
      <h2 id={id} lang={langOf(language)} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">{t('discovery.list.eligibility')}</h3>
      <div aria-live="polite" aria-busy={info.status === 'loading'} className="mt-1 space-y-2 text-slate-800">
        {info.status === 'loading' ? <p>{t('discovery.dialog.infoLoading')}</p> : null}
        {info.status === 'loaded' ? <div lang={langOf(info.language)} className="space-y-2" dangerouslySetInnerHTML={{ __html: info.html }} /> : null}
      </div>
      <CloseButton>
        {toolHref ? (
          <Link to={toolHref} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t('discovery.dialog.openTool')}
          </Link>
        ) : null}
      </CloseButton>
    </Modal>
  )
}

function SubscriptionDialog({ title, slug, onClose }: { title: string; slug: string; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const href = useInternalHref()
  const root = useRootData()
  const aboutUrl = root?.brand.aboutUrl ?? '/about'
  return (
    <Modal labelledBy={id} onClose={onClose} className="max-w-lg">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t('discovery.dialog.subscribersOnly')}
      </h2>
      <p className="mt-2 text-slate-700">{title}</p>
      <p className="mt-5">
        <a
          href={aboutUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('discovery.dialog.learnSubscriptions')}
        </a>
      </p>
      <p className="mt-3">
        <Link to={href(`/login?returnToUrl=${encodeURIComponent(`/tool/${slug}`)}`)} className="font-medium text-brand-700 underline">
          {t('discovery.dialog.alreadySubscriber')}
        </Link>
      </p>
      <CloseButton />
    </Modal>
  )
}

export default function Dialogs({ request, onClose }: { request: DialogRequest; onClose: () => void }) {
  if (request.kind === 'info') return <InfoDialog key={request.apiPath} title={request.title} language={request.language} apiPath={request.apiPath} toolHref={request.toolHref} onClose={onClose} />
  return <SubscriptionDialog key={request.slug} title={request.title} slug={request.slug} onClose={onClose} />
}
