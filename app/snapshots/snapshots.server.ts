import { createHash, randomBytes } from 'node:crypto'

import { eq, lt } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { snapshots } from '#app/db/schema.ts'
import type { ViewType } from '#app/encounters/option-keys.ts'
import type { FieldValue } from '#engine/values.ts'
import type { RuleValue } from '#engine/rules/index.ts'

import type { CreatedSnapshot } from './snapshot-api.ts'

/** 32 random bytes: 256 bits, written as 43 base64url characters. */
export const SNAPSHOT_ID_BYTES = 32
export const SNAPSHOT_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A snapshot id is a capability: unguessable, shown once, and never stored as such. */
export function newSnapshotId(): string {
  return randomBytes(SNAPSHOT_ID_BYTES).toString('base64url')
}

/** What the database keeps instead of the id: its SHA-256, in hex. */
export function hashSnapshotId(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex')
}

export type SnapshotPayload = {
  calculator: { input: Record<string, FieldValue>; output: Record<string, RuleValue> }
  calculatorBatch: { output: Record<string, Record<string, RuleValue> | null> | null }
  ui: { selected: string[]; viewType: ViewType }
}

/** What a snapshot link shows: the payload, the tool version and the snapshot's dates. */
export type StoredSnapshot = SnapshotPayload & {
  tool: { slug: string; version: string }
  createdAt: string
  expiresAt: string
}

export type NewSnapshot = {
  aggregateId: string
  tool: { slug: string; version: string }
  payload: SnapshotPayload
  ttlDays: number
  now?: Date
}

export async function createSnapshot(db: Db, input: NewSnapshot): Promise<CreatedSnapshot> {
  const now = input.now ?? new Date()
  const expires = new Date(now.getTime() + input.ttlDays * 86_400_000)
  const id = newSnapshotId()
  const data: StoredSnapshot = {
    ...input.payload,
    tool: { slug: input.tool.slug, version: input.tool.version },
    createdAt: now.toISOString(),
    expiresAt: expires.toISOString(),
  }
  await db.insert(snapshots).values({
    idHash: hashSnapshotId(id),
    aggregateId: input.aggregateId,
    toolSlug: input.tool.slug,
    toolVersion: input.tool.version,
    data,
    createdAt: now,
    expiresAt: expires,
  })
  return { id, createdAt: data.createdAt, expiresAt: data.expiresAt }
}

export type FoundSnapshot = { aggregateId: string | null; data: StoredSnapshot }

/**
 * The snapshot for an id, or null — alike for an unknown, expired or revoked id, so that
 * callers cannot tell them apart. Any string is hashed and looked up the same way.
 */
export async function getSnapshot(db: Db, id: unknown, now = new Date()): Promise<FoundSnapshot | null> {
  if (typeof id !== 'string' || id.length > 256) return null
  const [row] = await db.select().from(snapshots).where(eq(snapshots.idHash, hashSnapshotId(id)))
  if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return null
  return { aggregateId: row.aggregateId, data: row.data as StoredSnapshot }
}

/** Ends a link for good; true when a live snapshot was revoked. */
export async function revokeSnapshot(db: Db, id: string, now = new Date()): Promise<boolean> {
  const live = await getSnapshot(db, id, now)
  if (!live) return false
  await db.update(snapshots).set({ revokedAt: now }).where(eq(snapshots.idHash, hashSnapshotId(id)))
  return true
}

/** Removes snapshots past their expiry (revoked ones too, once expired). */
export async function deleteExpiredSnapshots(db: Db, now = new Date()): Promise<void> {
  await db.delete(snapshots).where(lt(snapshots.expiresAt, now))
}

/** Headers for every answer about a snapshot: never cached, never referred, never indexed. */
export const SNAPSHOT_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
}

/** A page opened with ?snapshotId= (the recipient's view) sends the same headers. */
export function snapshotViewHeaders(request: Request): Record<string, string> {
  return new URL(request.url).searchParams.has('snapshotId') ? SNAPSHOT_HEADERS : {}
}

/** The one answer for an unknown, expired or revoked snapshot id. */
export function snapshotNotFound(): Response {
  return Response.json(
    { error: { code: 'snapshot_not_found', message: 'There is no such snapshot.' } },
    { status: 404, headers: SNAPSHOT_HEADERS },
  )
}
