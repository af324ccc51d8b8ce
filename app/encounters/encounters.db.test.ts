import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import { encounterEvents, encounters, organisations } from '#app/db/schema.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import {
  clientEventType,
  encounterStartsWritten,
  eventsOf,
  findEncounter,
  recordEvent,
  startEncounter,
  startEncounterSoon,
} from './encounters.server.ts'

let t: TestDb
let orgId: string
beforeAll(async () => {
  t = await createTestDb()
  const [org] = await t.db.insert(organisations).values({ name: 'Clinic' }).returning()
  orgId = org!.id
})
afterAll(() => t.close())

const tool = { slug: 'cha2ds2-vasc', version: '1.0.0' }

describe('encounters', () => {
  test('a tool session gets an aggregate id and a TOOL_LAUNCHED event with organisation, tool, version and time', async () => {
    const at = new Date('2026-11-22T10:00:00Z')
    const id = await startEncounter(t.db, { tool, organisationId: orgId, userId: null, now: at })
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await findEncounter(t.db, id)).toMatchObject({ id, organisationId: orgId, toolSlug: tool.slug, toolVersion: '1.0.0' })
    const events = await eventsOf(t.db, id)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ type: 'TOOL_LAUNCHED', organisationId: orgId, toolSlug: tool.slug, toolVersion: '1.0.0', payload: {} })
    expect(events[0]?.occurredAt.toISOString()).toBe('2026-11-22T10:00:00.000Z')
  })

  test('sessions started together are written after the caller goes on, in one statement; readers wait for them', async () => {
    const onError = vi.fn()
    const execute = vi.spyOn(t.db, 'execute')
    const ids = [0, 1, 2].map((i) => startEncounterSoon(t.db, { tool, organisationId: orgId, userId: null, brand: `b${i}` }, onError))
    expect(execute).not.toHaveBeenCalled()
    // An event sent at once still finds its session: the read waits for the queued write.
    expect(await recordEvent(t.db, ids[2], 'CHART_NOTE_COPIED', {})).toMatchObject({ ok: true })
    expect(execute).toHaveBeenCalledTimes(1)
    execute.mockRestore()
    for (const [i, id] of ids.entries()) {
      expect(await findEncounter(t.db, id)).toMatchObject({ id, organisationId: orgId, toolSlug: tool.slug, brand: `b${i}` })
      expect((await eventsOf(t.db, id))[0]).toMatchObject({ type: 'TOOL_LAUNCHED', organisationId: orgId, toolSlug: tool.slug })
    }
    expect(onError).not.toHaveBeenCalled()
  })

  test('a queued session whose write fails is reported, not thrown', async () => {
    const onError = vi.fn()
    const id = startEncounterSoon(t.db, { tool, organisationId: '00000000-0000-4000-8000-000000000000', userId: null }, onError)
    await encounterStartsWritten(t.db)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(await findEncounter(t.db, id)).toBeNull()
  })

  test('events take organisation and tool from the encounter; payloads are the allowed product facts only', async () => {
    const id = await startEncounter(t.db, { tool, organisationId: orgId, userId: null })
    const ok = await recordEvent(t.db, id, 'INTERFACE_CHANGED', { selected: [], viewType: 'OPTION_GRID_LIST_VIEW' })
    expect(ok.ok).toBe(true)
    const [, changed] = await eventsOf(t.db, id)
    expect(changed).toMatchObject({ type: 'INTERFACE_CHANGED', organisationId: orgId, toolSlug: tool.slug, payload: { selected: [], viewType: 'OPTION_GRID_LIST_VIEW' } })

    const refused = [
      ['INTERFACE_CHANGED', { selected: [], viewType: 'OPTION_GRID_LIST_VIEW', age: 76 }],
      ['INTERFACE_CHANGED', { selected: ['Ann Example'], viewType: 'OPTION_GRID_GRID_VIEW' }],
      ['INTERFACE_CHANGED', { selected: 'a', viewType: 'OPTION_GRID_GRID_VIEW' }],
      ['PATIENT_OPTIONS_VIEWED', { name: 'x' }],
      ['PATIENT_DATA_UPDATED', { step: 'patient', values: { age: 1 } }],
      ['PDF_GENERATED', { snapshot: 'yes' }],
    ] as const
    for (const [type, payload] of refused) {
      expect(await recordEvent(t.db, id, type, payload), JSON.stringify(payload)).toMatchObject({ ok: false, reason: 'invalid_payload' })
    }
    // Option keys must be options of the tool; this one has no option grid.
    expect(await recordEvent(t.db, id, 'INTERFACE_CHANGED', { selected: ['surgery'], viewType: 'OPTION_GRID_GRID_VIEW' })).toMatchObject({ ok: false })
    expect(await eventsOf(t.db, id)).toHaveLength(2)
  })

  test('an unknown or malformed aggregate id is unknown', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "1' or '1'='1", null, 5]) {
      expect(await recordEvent(t.db, id, 'PATIENT_OPTIONS_VIEWED', {})).toEqual({ ok: false, reason: 'unknown_aggregate' })
    }
  })

  test('the event path names map onto the allow-list only', () => {
    expect(clientEventType('interface-changed')).toBe('INTERFACE_CHANGED')
    expect(clientEventType('open-access-url-generated')).toBe('OPEN_ACCESS_URL_GENERATED')
    expect(clientEventType('tool-launched')).toBeNull()
    expect(clientEventType('constructor')).toBeNull()
    expect(clientEventType('__proto__')).toBeNull()
  })

  test('deleting an organisation keeps its encounters without it', async () => {
    const [org] = await t.db.insert(organisations).values({ name: 'Gone' }).returning()
    const id = await startEncounter(t.db, { tool, organisationId: org!.id, userId: null })
    const { eq } = await import('drizzle-orm')
    await t.db.delete(organisations).where(eq(organisations.id, org!.id))
    expect((await findEncounter(t.db, id))?.organisationId).toBeNull()
    expect((await t.db.select().from(encounterEvents).where(eq(encounterEvents.aggregateId, id)))[0]?.organisationId).toBeNull()
    expect(await t.db.select().from(encounters).where(eq(encounters.id, id))).toHaveLength(1)
  })
})
