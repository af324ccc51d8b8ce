import type { Db } from '#app/db/client.server.ts'
import { recordEvent, startEncounter, type EncounterStart } from '#app/encounters/encounters.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

import { buildSnapshotPayload, type BuildFailure } from './build-snapshot.server.ts'
import { countMiss, limitOrNull, missesExceeded, snapshotCreateBudgets, type Requester } from './limits.server.ts'
import type { CreatedSnapshot } from './snapshot-api.ts'
import { createSnapshot, getSnapshot, SNAPSHOT_HEADERS, snapshotNotFound, type FoundSnapshot } from './snapshots.server.ts'

export type OpenedSnapshot<T> =
  | { status: 'open'; id: string; snapshot: FoundSnapshot; value: T }
  /** The client missed too often (429, not counted), or `before` ended the request. */
  | { status: 'refused'; response: Response }
  /** Unknown, expired, revoked, or not what `read` accepts: counted as a miss; the one 404. */
  | { status: 'missing'; response: Response }

export type OpenOptions<T> = {
  /** Checks of the request that run once the client may look up ids, before the lookup. */
  before?: () => Promise<Response | null> | Response | null
  /** What the caller takes from the snapshot, or null when it does not fit (a miss like any other). */
  read?: (snapshot: FoundSnapshot) => T | null
}

/**
 * The one way to open a snapshot by its id. A client that already missed too often is refused
 * without a lookup; an id that does not answer is counted as a miss and gets the same 404
 * whether it is unknown, expired, revoked or of another tool, so ids cannot be probed.
 */
export async function openSnapshot<T = FoundSnapshot>(
  db: Db,
  requester: Requester,
  id: unknown,
  options: OpenOptions<T> = {},
): Promise<OpenedSnapshot<T>> {
  const refused = (await missesExceeded(db, requester, SNAPSHOT_HEADERS)) ?? (await options.before?.()) ?? null
  if (refused) return { status: 'refused', response: refused }
  const found = await getSnapshot(db, id)
  const value = found && (options.read ? options.read(found) : (found as T))
  if (!found || value === null || typeof id !== 'string') {
    await countMiss(db, requester)
    return { status: 'missing', response: snapshotNotFound() }
  }
  return { status: 'open', id, snapshot: found, value }
}

export type SharedSnapshot =
  | { status: 'created'; aggregateId: string; snapshot: CreatedSnapshot }
  /** The create budget is spent (429), or `read` ended the request. */
  | { status: 'refused'; response: Response }
  /** The body does not make a snapshot of this tool. */
  | { status: 'invalid'; failure: BuildFailure }
  /** Storing failed (the tool session, the snapshot or its event). */
  | { status: 'failed'; error: unknown }

type ShareContent = { tool: ToolDefinition; body: unknown }

export type ShareRequest = {
  requester: Requester
  /** The tool session the snapshot is of, or the one to start once the snapshot can be made. */
  session: { aggregateId: string } | { start: Omit<EncounterStart, 'tool'> }
  /** Read once the budget allows: the tool and the body to build the snapshot from, or the answer that ends the request. */
  read: () => ShareContent | Response | Promise<ShareContent | Response>
}

/**
 * The one way to make a snapshot: the create budget (per account, else per tool session; and
 * per address) is counted, the payload is built from the tool's own fields with outputs
 * computed here, the snapshot is stored and SNAPSHOT_CREATED recorded against its tool session.
 */
export async function shareSnapshot(db: Db, request: ShareRequest): Promise<SharedSnapshot> {
  const { session } = request
  const known = 'aggregateId' in session ? session.aggregateId : null
  const limited = await limitOrNull(db, snapshotCreateBudgets(request.requester, known), SNAPSHOT_HEADERS)
  if (limited) return { status: 'refused', response: limited }
  const content = await request.read()
  if (content instanceof Response) return { status: 'refused', response: content }
  const built = buildSnapshotPayload(content.tool, content.body)
  if (!built.ok) return { status: 'invalid', failure: built }
  try {
    const aggregateId = 'aggregateId' in session ? session.aggregateId : await startEncounter(db, { ...session.start, tool: content.tool })
    const snapshot = await createSnapshot(db, { aggregateId, tool: content.tool, payload: built.payload, ttlDays: getEnv().SNAPSHOT_TTL_DAYS })
    await recordEvent(db, aggregateId, 'SNAPSHOT_CREATED', { selectedCount: built.payload.ui.selected.length, viewType: built.payload.ui.viewType })
    return { status: 'created', aggregateId, snapshot }
  } catch (error) {
    return { status: 'failed', error }
  }
}
