import { createContext } from 'react-router'

import type { Logger } from '#app/utils/logger.server.ts'

export type RequestInfo = {
  requestId: string
  /** The client's address as the server sees it (behind TRUST_PROXY, the forwarded one). */
  clientIp: string
  log: Logger
}

export const requestInfoContext = createContext<RequestInfo>()

export type SignedInUser = {
  sessionId: string
  userId: string
}

/** Set by the session middleware: the signed-in user, or null. */
export const sessionContext = createContext<SignedInUser | null>(null)
