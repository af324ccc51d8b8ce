import { createHmac, hkdfSync } from 'node:crypto'

import type { RouterContextProvider } from 'react-router'

import { databaseContext } from '#app/context.server.ts'
import { tokenKeysFor } from '#app/ehr/token-crypto.server.ts'
import { ehrSessionIdFrom, ehrSessionOf } from '#app/middleware/ehr-session.server.ts'

import { csrfTokenFor } from './csrf.server.ts'
import type { EmbedState } from './embed-state.ts'
import { frameAncestorsOf } from './frame-ancestors.server.ts'

/**
 * The per-session handshake token when the EHR gave no SMART Web Messaging handle: stable for
 * the session (every message of one frame carries the same one), useless for anything else.
 */
function handshakeTokenFor(key: Buffer, sessionId: string): string {
  const derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'consilium ehr handshake v1', 32))
  return createHmac('sha256', derived).update(sessionId).digest('base64url')
}

/**
 * The embed state of a request that carries the EHR session cookie, else null. The CSRF
 * token is given even when the session has ended: the cookie alone makes posts need it.
 */
export async function embedStateFor(request: Request, context: Readonly<RouterContextProvider>): Promise<EmbedState | null> {
  const sessionId = await ehrSessionIdFrom(request)
  if (!sessionId) return null
  const db = await context.get(databaseContext)
  const keys = await tokenKeysFor(db)
  const key = keys[0]
  if (!key) return null
  const session = await ehrSessionOf(context)
  const handle = (session as { webMessagingHandle?: unknown } | null)?.webMessagingHandle
  return {
    csrfToken: csrfTokenFor(keys, sessionId),
    hostOrigins: session ? await frameAncestorsOf(db, session.organisationId) : [],
    handshakeToken: !session ? null : typeof handle === 'string' && handle ? handle : handshakeTokenFor(key, sessionId),
  }
}
