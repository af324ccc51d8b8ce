import { createHash } from 'node:crypto'

import { and, eq, gt } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { ehrIssuers, smartLaunches } from '#app/db/schema.ts'
import { findIssuer, type Issuer } from '#app/ehr/smart/launch.server.ts'

/** The allow-listed issuer of a pending launch (by its `state`), read before the launch is claimed. */
export async function issuerOfPendingLaunch(db: Db, state: string, now = new Date()): Promise<Issuer | null> {
  const stateHash = createHash('sha256').update(state).digest('hex')
  const [row] = await db
    .select({ issuer: ehrIssuers })
    .from(smartLaunches)
    .innerJoin(ehrIssuers, eq(ehrIssuers.id, smartLaunches.issuerId))
    .where(and(eq(smartLaunches.stateHash, stateHash), gt(smartLaunches.expiresAt, now)))
  return row?.issuer ?? null
}

/**
 * The 'Open in a new window' target of the cookies-blocked page: a new launch from the same
 * allow-listed issuer, as a top-level window where our cookies are first-party. It carries only
 * the issuer's public FHIR base URL (`iss`), never the EHR's `launch`, a state or a code: a
 * standalone launch, in which the EHR asks who the patient is. Null for an unknown issuer.
 */
export async function reopenTargetFor(db: Db, iss: string | null): Promise<{ href: string; issuer: Issuer } | null> {
  if (!iss || iss.length > 2048) return null
  const issuer = await findIssuer(db, iss)
  if (!issuer) return null
  return { href: `/smart/launch?${new URLSearchParams({ iss: issuer.iss }).toString()}`, issuer }
}
