import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

import type { DialogRequest } from './dialog-request.ts'

const DialogContext = createContext<(request: DialogRequest) => void>(() => {})

// The dialogs' code is fetched the first time one opens.
const Dialogs = lazy(() => import('./dialogs.tsx'))

/** Hosts the tool info and subscription modals for the tool lists inside it. */
export function ToolDialogsProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null)
  const open = useCallback((next: DialogRequest) => setRequest(next), [])
  const close = useCallback(() => {
    const trigger = request?.trigger
    setRequest(null)
    // Focus goes back to the control that opened the dialog.
    if (trigger?.isConnected) requestAnimationFrame(() => trigger.focus())
  }, [request])
  const value = useMemo(() => open, [open])
  return (
    <DialogContext.Provider value={value}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <Dialogs request={request} onClose={close} />
        </Suspense>
      ) : null}
    </DialogContext.Provider>
  )
}

export function useOpenToolDialog() {
  return useContext(DialogContext)
}
