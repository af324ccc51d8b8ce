import { eq } from 'drizzle-orm'

import { requestInfoContext, sessionContext } from '#app/context.server.ts'
import type { Db } from '#app/db/client.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { carryOnWithoutDb } from '#app/db/degraded.server.ts'
import { organisations } from '#app/db/schema.ts'
import { getEnv } from '#app/utils/env.server.ts'
import type { RouterContextProvider } from 'react-router'

import { findUserWithOrganisation } from './accounts.server.ts'
import { ipInRanges } from './ip-access.ts'
import { getOrCreateSecret } from './secrets.server.ts'
import {
  createSession,
  deleteSession,
  hashSessionId,
  readSession,
  sessionCookie,
  type SessionPolicy,
} from './session.server.ts'
import { buildUserState, type OrganisationFacts, type UserState } from './user-state.ts'

let policy: Promise<SessionPolicy> | undefined

export function getSessionPolicy(): Promise<SessionPolicy> {
  policy ??= (async () => {
    const env = getEnv()
    return {
      idleMinutes: env.SESSION_IDLE_MINUTES,
      absoluteHours: env.SESSION_ABSOLUTE_HOURS,
      secrets: await getOrCreateSecret(await getDb(), 'session-cookie', env.SESSION_SECRET),
    }
  })()
  policy.catch(() => {
    policy = undefined
  })
  return policy
}

/** The signed-in user's session from the request's cookie, or null. */
export async function readRequestSession(request: Request) {
  const sessionPolicy = await getSessionPolicy()
  const id: unknown = await sessionCookie(request, sessionPolicy).parse(request.headers.get('cookie'))
  if (typeof id !== 'string' || id.length < 20) return null
  const session = await readSession(await getDb(), id, sessionPolicy)
  return session ? { sessionId: id, userId: session.userId } : null
}

/**
 * A fresh session (a new id at every sign-in); returns the Set-Cookie value. `remember` stores
 * what goes with the new session, keyed by the stored hash of its id.
 */
export async function startSession(
  request: Request,
  userId: string,
  previousSessionId?: string,
  remember?: (db: Db, sessionIdHash: string) => Promise<void>,
) {
  const db = await getDb()
  const sessionPolicy = await getSessionPolicy()
  if (previousSessionId) await deleteSession(db, previousSessionId)
  const { id } = await createSession(db, userId, sessionPolicy)
  if (remember) await remember(db, hashSessionId(id))
  return sessionCookie(request, sessionPolicy).serialize(id)
}

/** Deletes the session row and returns the Set-Cookie value that clears the cookie. */
export async function endSession(request: Request, sessionId: string | undefined) {
  const sessionPolicy = await getSessionPolicy()
  if (sessionId) await deleteSession(await getDb(), sessionId)
  return sessionCookie(request, sessionPolicy).serialize('', { maxAge: 0, expires: new Date(0) })
}

type NetworkOrganisation = OrganisationFacts & { ipRanges: string[] }
let networkCache: { at: number; orgs: Promise<NetworkOrganisation[]> } | undefined
const NETWORK_CACHE_MS = 10_000

/** Organisations that grant access by network range (cached briefly: read on every page). */
async function networkOrganisations(): Promise<NetworkOrganisation[]> {
  if (!networkCache || Date.now() - networkCache.at > NETWORK_CACHE_MS) {
    const orgs = (async () => {
      const db = await getDb()
      return db
        .select({
          id: organisations.id,
          name: organisations.name,
          subscriptionStatus: organisations.subscriptionStatus,
          displaySignIn: organisations.displaySignIn,
          ehrVendor: organisations.ehrVendor,
          ipRanges: organisations.ipRanges,
        })
        .from(organisations)
        .where(eq(organisations.ipAccessEnabled, true))
    })()
    networkCache = { at: Date.now(), orgs }
    orgs.catch(() => {
      networkCache = undefined
    })
  }
  return networkCache.orgs
}

export function clearNetworkCache() {
  networkCache = undefined
}

export async function organisationForIp(ip: string): Promise<OrganisationFacts | null> {
  const match = (await networkOrganisations()).find((o) => ipInRanges(ip, o.ipRanges))
  if (!match) return null
  const { ipRanges: _ranges, ...facts } = match
  return facts
}

export async function resolveUserState(
  context: Readonly<RouterContextProvider>,
  request: Request,
  { returnHere = true }: { returnHere?: boolean } = {},
): Promise<UserState> {
  const session = context.get(sessionContext)
  const url = new URL(request.url)
  const sessionNumber = url.searchParams.get('session-number')
  const returnTo = returnHere ? url.pathname + url.search : undefined
  const { clientIp, log } = context.get(requestInfoContext)
  // Without the database, the page renders as for an anonymous visitor outside any network.
  const withoutDb = (err: unknown) => {
    carryOnWithoutDb('user-state', err, log)
    return null
  }
  if (session) {
    const found = await getDb()
      .then((db) => findUserWithOrganisation(db, session.userId))
      .catch(withoutDb)
    if (found) {
      return buildUserState({
        user: found.user,
        userOrganisation: found.organisation,
        networkOrganisation: null,
        sessionNumber,
        returnTo,
      })
    }
  }
  return buildUserState({
    user: null,
    userOrganisation: null,
    networkOrganisation: await organisationForIp(clientIp).catch(withoutDb),
    sessionNumber,
    returnTo,
  })
}
