import { useRef, useState, type ComponentType, type MouseEvent } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'

import { SHARE_INTENTS, type ShareFlow } from '#app/snapshots/share-intents.ts'
import type { ShareActionsProps, ShareDialogsProps, ShareRequest } from './share-props.ts'

export type { ShareActionsProps }

const FLOWS: readonly ShareFlow[] = ['link', 'qr', 'pdf']

// The dialogs, the flows and (later, from them) pdf.js are loaded on first use.
const loadDialogs = () => import('./share-dialogs.tsx')
const prefetch = () => void loadDialogs().catch(() => undefined)

/**
 * The option grid's Link, QR Code and PDF buttons. They are submit buttons of the page's form
 * (intent share:link, share:qr, share:pdf), answered by the server without JavaScript; with
 * JavaScript they open the dialogs instead, and fall back to posting if those cannot load.
 */
export function ShareActions(props: ShareActionsProps) {
  const { t } = useTranslation()
  const [Dialogs, setDialogs] = useState<ComponentType<ShareDialogsProps> | null>(null)
  const [request, setRequest] = useState<ShareRequest | null>(null)
  const buttons = useRef<Partial<Record<ShareFlow, HTMLButtonElement | null>>>({})
  const { aggregateId } = props
  if (aggregateId === null) return null

  function open(flow: ShareFlow, event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    const button = event.currentTarget
    loadDialogs().then(
      (module) => {
        setDialogs(() => module.default)
        setRequest((previous) => ({ flow, id: (previous?.id ?? 0) + 1 }))
      },
      () => button.form?.requestSubmit(button),
    )
  }

  return (
    <>
      <div role="group" aria-label={t('share.actions')} className="flex flex-wrap gap-2" onPointerEnter={prefetch} onFocus={prefetch}>
        {FLOWS.map((flow) => (
          <button
            key={flow}
            ref={(element) => {
              buttons.current[flow] = element
            }}
            type="submit"
            name="intent"
            value={SHARE_INTENTS[flow]}
            formMethod="post"
            formNoValidate
            onClick={(event) => open(flow, event)}
            className="rounded-md border border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t(`share.${flow}`)}
          </button>
        ))}
      </div>
      {Dialogs && request ? (
        <Dialogs {...props} aggregateId={aggregateId} request={request} onDone={() => buttons.current[request.flow]?.focus()} />
      ) : null}
    </>
  )
}
