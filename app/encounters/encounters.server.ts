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

/**
 * A new tool session: its aggregate id, with a TOOL_LAUNCHED event. One statement (a
 * data-modifying CTE) writes both rows atomically in a single round trip: every tool page view
 * starts a session, so this is on the path of the page's answer.
 */
export async function startEncounter(db: Db, start: EncounterStart): Promise<string> {
  const id = randomUUID()
  const at = (start.now ?? new Date()).toISOString()
  const { slug, version } = start.tool
  await db.execute(sql`
    with created as (
      insert into ${encounters} (id, organisation_id, user_id, tool_slug, tool_version, language, brand, created_at)
      values (${id}, ${start.organisationId}, ${start.userId}, ${slug}, ${version}, ${start.language ?? null}, ${start.brand ?? null}, ${at}::timestamptz)
      returning id
    )
    insert into ${encounterEvents} (aggregate_id, type, organisation_id, tool_slug, tool_version, payload, occurred_at)
    select id, 'TOOL_LAUNCHED', ${start.organisationId}, ${slug}, ${version}, '{}'::jsonb, ${at}::timestamptz from created`)
  return id
}

export async function findEncounter(db: Db, aggregateId: unknown): Promise<Encounter | null> {
  if (!isAggregateId(aggregateId)) return null
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
