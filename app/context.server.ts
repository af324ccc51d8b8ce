import { createContext } from 'react-router'

import type { UserState } from '#app/auth/user-state.ts'
import type { Db } from '#app/db/client.server.ts'
import type { EhrSession } from '#app/ehr/ehr-session.ts'
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

/**
 * Set by the database middleware: the database handle, opened once per process. A promise,
 * so that a page that can do without the database is not held up or failed by it: the
 * error of an unreachable database reaches only what awaits it (`await context.get(databaseContext)`).
 */
export const databaseContext = createContext<Promise<Db>>()

/**
 * Set by the user middleware: the visitor's user state (signed in, subscription, network
 * organisation), resolved at most once per request, on first use. Read it with `userOf(context)`.
 */
export const userContext = createContext<() => Promise<UserState>>()

/**
 * Set by the EHR session middleware: the SMART launch this request belongs to, or null.
 * Resolved at most once per request, on first use: read it with `ehrSessionOf(context)`.
 */
export const ehrSessionContext = createContext<() => Promise<EhrSession | null>>(async () => null)
