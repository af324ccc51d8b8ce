import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { MAINTENANCE_ALERT_FLAG, SYSTEM_CHECK_FLAG } from './flags.ts'
import { createFlagService, deleteFlag, listFlags, setFlag } from './flags.server.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.execute(sql`delete from experiment_flags`)
})

describe('flagsFor against the database', () => {
  test('answers the enabled flags with their payloads, and nothing for a disabled one', async () => {
    await setFlag(t.db, SYSTEM_CHECK_FLAG, { enabled: true })
    await setFlag(t.db, MAINTENANCE_ALERT_FLAG, { enabled: false, payload: { heading: 'Planned work' } })
    const service = createFlagService(async () => t.db, { cacheMs: 0 })
    expect(await service.flagsFor('ip:10.0.0.1')).toEqual({ [SYSTEM_CHECK_FLAG]: { payload: null } })

    await setFlag(t.db, MAINTENANCE_ALERT_FLAG, { enabled: true })
    expect(await service.flagsFor('ip:10.0.0.1')).toEqual({
      [SYSTEM_CHECK_FLAG]: { payload: null },
      [MAINTENANCE_ALERT_FLAG]: { payload: { heading: 'Planned work' } },
    })
  })

  test('a rollout of 0 reaches nobody; the same visitor keeps the same answer', async () => {
    await setFlag(t.db, 'half', { enabled: true, rolloutPercent: 50 })
    await setFlag(t.db, 'none', { enabled: true, rolloutPercent: 0 })
    const service = createFlagService(async () => t.db, { cacheMs: 0 })
    let on = 0
    for (let i = 0; i < 200; i++) {
      const flags = await service.flagsFor(`session:${i}`)
      expect(flags).not.toHaveProperty('none')
      expect(await service.flagsFor(`session:${i}`)).toEqual(flags)
      if ('half' in flags) on++
    }
    expect(on).toBeGreaterThan(60)
    expect(on).toBeLessThan(140)
  })

  test('the table is read once per cache period', async () => {
    const read = vi.fn(async () => t.db)
    const service = createFlagService(read, { cacheMs: 60_000 })
    await service.flagsFor('a')
    await service.flagsFor('b')
    expect(read).toHaveBeenCalledTimes(1)
    service.clear()
    await service.flagsFor('c')
    expect(read).toHaveBeenCalledTimes(2)
  })

  test('when the database fails: no flags, a warning is logged, and the next call tries again', async () => {
    await setFlag(t.db, SYSTEM_CHECK_FLAG, { enabled: true })
    const warn = vi.fn()
    let down = true
    const service = createFlagService(
      async () => {
        if (down) throw new Error('connection refused')
        return t.db
      },
      { warn, cacheMs: 60_000 },
    )
    expect(await service.flagsFor('ip:10.0.0.1')).toEqual({})
    expect(warn).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'connection refused' }) }, expect.stringContaining('experiment flags unavailable'))
    down = false
    expect(await service.flagsFor('ip:10.0.0.1')).toEqual({ [SYSTEM_CHECK_FLAG]: { payload: null } })
  })

  test('a failing query (not only a failing connection) also answers no flags', async () => {
    const warn = vi.fn()
    const broken = { select: () => ({ from: () => Promise.reject(new Error('relation does not exist')) }) }
    const service = createFlagService(async () => broken as unknown as TestDb['db'], { warn })
    expect(await service.flagsFor('x')).toEqual({})
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('operator changes', () => {
  test('set creates with defaults, later changes keep what they leave out, delete removes', async () => {
    const created = await setFlag(t.db, 'dd-maintenance-alert', { enabled: false, description: 'Site-wide banner' })
    expect(created).toMatchObject({ enabled: false, rolloutPercent: 100, payload: null, description: 'Site-wide banner' })

    await setFlag(t.db, 'dd-maintenance-alert', { enabled: true, rolloutPercent: 30, payload: { message: 'Back soon' } })
    const [stored] = await listFlags(t.db)
    expect(stored).toMatchObject({
      key: 'dd-maintenance-alert',
      enabled: true,
      rolloutPercent: 30,
      payload: { message: 'Back soon' },
      description: 'Site-wide banner',
    })

    await setFlag(t.db, 'dd-maintenance-alert', { enabled: true, payload: null })
    expect((await listFlags(t.db))[0]?.payload).toBeNull()

    expect(await deleteFlag(t.db, 'dd-maintenance-alert')).toBe(true)
    expect(await deleteFlag(t.db, 'dd-maintenance-alert')).toBe(false)
    expect(await listFlags(t.db)).toEqual([])
  })

  test('list is sorted by key', async () => {
    await setFlag(t.db, 'b', { enabled: true })
    await setFlag(t.db, 'a', { enabled: false })
    expect((await listFlags(t.db)).map((f) => f.key)).toEqual(['a', 'b'])
  })
})
