import { randomUUID } from 'node:crypto'

import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '#app/db/client.server.ts'
import { encounterEvents, encounters } from '#app/db/schema.ts'
import { findTool } from '#engine/library.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

import { OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW, optionKeysOf } from './option-keys.ts'

/**
 * Encounter events. Payloads hold product facts only (option keys, view type, step names,
 * whether a snapshot exists) and never a patient value: every schema is strict, so an
 * unexpected key is refused rather than stored.
 */
const OPTION_KEY = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)
const VIEW_TYPE = z.enum([OPTION_GRID_GRID_VIEW, OPTION_GRID_LIST_VIEW])
const STEP = z.enum(['patient', 'assessment', 'population', 'options'])
const TASK = z.enum(['SNAPSHOT_OPEN_LINK', 'SNAPSHOT_QR_CODE'])

export const EVENT_PAYLOADS = {
  TOOL_LAUNCHED: z.strictObject({}),
  PATIENT_DATA_UPDATED: z.strictObject({ step: STEP.optional() }),
  PATIENT_OPTIONS_VIEWED: z.strictObject({}),
  INTERFACE_CHANGED: z.strictObject({ selected: z.array(OPTION_KEY).max(50), viewType: VIEW_TYPE }),
  OPEN_ACCESS_URL_GENERATED: z.strictObject({ task: TASK.optional() }),
  PDF_GENERATED: z.strictObject({ snapshot: z.boolean().optional() }),
  CHART_NOTE_COPIED: z.strictObject({}),
  SNAPSHOT_CREATED: z.strictObject({ selectedCount: z.number().int().min(0).max(50), viewType: VIEW_TYPE }),
} as const

export type EventType = keyof typeof EVENT_PAYLOADS
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_PAYLOADS)[T]>

/** The events a browser may send, by the path segment of POST /api-tool-experience/event/{eventType}. */
export const CLIENT_EVENTS = {
  'patient-data-updated': 'PATIENT_DATA_UPDATED',
  'patient-options-viewed': 'PATIENT_OPTIONS_VIEWED',
  'interface-changed': 'INTERFACE_CHANGED',
  'open-access-url-generated': 'OPEN_ACCESS_URL_GENERATED',
  'pdf-generated': 'PDF_GENERATED',
  'chart-note-copied': 'CHART_NOTE_COPIED',
} as const satisfies Record<string, EventType>

export type ClientEventName = keyof typeof CLIENT_EVENTS

export function clientEventType(segment: string): EventType | null {
  return Object.hasOwn(CLIENT_EVENTS, segment) ? CLIENT_EVENTS[segment as ClientEventName] : null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An aggregate id in the shape the database keeps (anything else is simply unknown). */
export const isAggregateId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

export type Encounter = typeof encounters.$inferSelect

export type EncounterStart = {
  tool: Pick<ToolDefinition, 'slug' | 'version'>
  organisationId: string | null
  userId: string | null
  /** Language of the definition shown and the brand variant of the host (for reports). */
  language?: string | null
  brand?: string | null
  now?: Date
}

type Launch = EncounterStart & { id: string; now: Date }

/**
 * Writes tool sessions with their TOOL_LAUNCHED events: one statement (a data-modifying CTE)
 * for both tables and every session given, atomically, in a single round trip.
 */
async function insertEncounters(db: Db, launches: Launch[]): Promise<void> {
  const rows = launches.map((s) => {
    const at = s.now.toISOString()
    return sql`(${s.id}::uuid, ${s.organisationId}::uuid, ${s.userId}::uuid, ${s.tool.slug}, ${s.tool.version}, ${s.language ?? null}, ${s.brand ?? null}, ${at}::timestamptz)`
  })
  await db.execute(sql`
    with created as (
      insert into ${encounters} (id, organisation_id, user_id, tool_slug, tool_version, language, brand, created_at)
      values ${sql.join(rows, sql`, `)}
      returning id, organisation_id, tool_slug, tool_version, created_at
    )
    insert into ${encounterEvents} (aggregate_id, type, organisation_id, tool_slug, tool_version, payload, occurred_at)
    select id, 'TOOL_LAUNCHED', organisation_id, tool_slug, tool_version, '{}'::jsonb, created_at from created`)
}

/** A new tool session, written before it answers: its aggregate id. */
export async function startEncounter(db: Db, start: EncounterStart): Promise<string> {
  const id = randomUUID()
  await insertEncounters(db, [{ ...start, id, now: start.now ?? new Date() }])
  return id
}

type LaunchQueue = { waiting: Launch[]; writing: Promise<void> | null }
const launchQueues = new WeakMap<Db, LaunchQueue>()

/**
 * A new tool session whose rows are written just after the page that starts it has answered:
 * the id at once, the insert off the response path. Sessions started while a write runs go
 * together in the next statement. Whatever reads an encounter waits for the writes queued
 * before it (encounterStartsWritten), so an event, a form post or a report sees it. A write
 * that fails is logged like any other database failure of a tool page (the session is lost).
 */
export function startEncounterSoon(db: Db, start: EncounterStart, onError: (err: unknown) => void): string {
  const id = randomUUID()
  let queue = launchQueues.get(db)
  if (!queue) launchQueues.set(db, (queue = { waiting: [], writing: null }))
  queue.waiting.push({ ...start, id, now: start.now ?? new Date() })
  queue.writing ??= writeQueued(db, queue, onError)
  return id
}

async function writeQueued(db: Db, queue: LaunchQueue, onError: (err: unknown) => void): Promise<void> {
  // Let the page's answer go first.
  await new Promise((resolve) => setImmediate(resolve))
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0)
    await insertEncounters(db, batch).catch(onError)
  }
  queue.writing = null
}

/** Resolves once the tool sessions started so far (startEncounterSoon) are in the database. */
export async function encounterStartsWritten(db: Db): Promise<void> {
  await launchQueues.get(db)?.writing
}

export async function findEncounter(db: Db, aggregateId: unknown): Promise<Encounter | null> {
  if (!isAggregateId(aggregateId)) return null
  await encounterStartsWritten(db)
  const [row] = await db.select().from(encounters).where(eq(encounters.id, aggregateId.toLowerCase()))
  return row ?? null
}

export type RecordOutcome =
  | { ok: true; id: string; occurredAt: Date }
  | { ok: false; reason: 'unknown_aggregate' }
  | { ok: false; reason: 'invalid_payload'; issues: { path: string; message: string }[] }

/**
 * Validates and stores one event against an encounter. Organisation, tool and version come
 * from the encounter row, never from the caller; the time is the server's (UTC).
 */
export async function recordEvent(
  db: Db,
  aggregateId: unknown,
  type: EventType,
  payload: unknown,
  now = new Date(),
): Promise<RecordOutcome> {
  const encounter = await findEncounter(db, aggregateId)
  if (!encounter) return { ok: false, reason: 'unknown_aggregate' }
  const parsed = EVENT_PAYLOADS[type].safeParse(payload ?? {})
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid_payload',
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    }
  }
  const unknownOption = unknownOptionKey(encounter, parsed.data)
  if (unknownOption !== null) {
    return { ok: false, reason: 'invalid_payload', issues: [{ path: 'selected', message: `Not an option of this tool: ${unknownOption}` }] }
  }
  const [row] = await db
    .insert(encounterEvents)
    .values({
      aggregateId: encounter.id,
      type,
      organisationId: encounter.organisationId,
      toolSlug: encounter.toolSlug,
      toolVersion: encounter.toolVersion,
      payload: parsed.data,
      occurredAt: now,
    })
    .returning()
  if (!row) throw new Error('the event was not stored')
  return { ok: true, id: row.id, occurredAt: row.occurredAt }
}

/** Selected keys must be options of the encounter's tool (so no free text rides along as a key). */
function unknownOptionKey(encounter: Encounter, payload: object): string | null {
  if (!('selected' in payload) || !Array.isArray(payload.selected)) return null
  const tool = findTool(encounter.toolSlug, encounter.toolVersion) ?? findTool(encounter.toolSlug)
  const keys = tool ? optionKeysOf(tool) : []
  return (payload.selected as string[]).find((k) => !keys.includes(k)) ?? null
}

export async function eventsOf(db: Db, aggregateId: string) {
  return db.select().from(encounterEvents).where(eq(encounterEvents.aggregateId, aggregateId)).orderBy(encounterEvents.occurredAt)
}
