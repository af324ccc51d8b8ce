import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import {
  assignFlags,
  bucketKeyFor,
  bucketOf,
  FLAG_KEY,
  isFlagOn,
  MAINTENANCE_ALERT_FLAG,
  maintenanceAlert,
  SYSTEM_CHECK_FLAG,
  type FlagRow,
} from './flags.ts'

const flag = (over: Partial<FlagRow> = {}): FlagRow => ({
  key: 'new-checkout',
  enabled: true,
  rolloutPercent: 100,
  payload: null,
  ...over,
})

describe('bucketOf', () => {
  test('is stable: the same flag and visitor always land in the same bucket, 0-99', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 80 }), async (key, visitor) => {
        const first = await bucketOf(key, visitor)
        expect(Number.isInteger(first)).toBe(true)
        expect(first).toBeGreaterThanOrEqual(0)
        expect(first).toBeLessThan(100)
        expect(await bucketOf(key, visitor)).toBe(first)
      }),
      { numRuns: 200 },
    )
  })

  test('is roughly uniform over many visitors', async () => {
    const counts = Array.from({ length: 10 }, () => 0)
    const visitors = 5_000
    for (let i = 0; i < visitors; i++) counts[Math.floor((await bucketOf('uniformity', `session:${i}`)) / 10)]! += 1
    // Each tenth expects 500; a fair hash stays well within ±20 %.
    for (const c of counts) expect(c).toBeGreaterThan(400)
    for (const c of counts) expect(c).toBeLessThan(600)
  })

  test('buckets differ between flags, so one visitor is not in every early rollout', async () => {
    const buckets = new Set<number>()
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) buckets.add(await bucketOf(key, 'ip:10.0.0.1'))
    expect(buckets.size).toBeGreaterThan(1)
  })
})

describe('assignFlags', () => {
  test('a rollout shows a flag to the visitors whose bucket is under the percentage, stably', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 100 }), fc.string({ maxLength: 40 }), async (percent, visitor) => {
        const rows = [flag({ rolloutPercent: percent })]
        const on = 'new-checkout' in (await assignFlags(rows, visitor))
        expect(on).toBe((await bucketOf('new-checkout', visitor)) < percent)
        expect('new-checkout' in (await assignFlags(rows, visitor))).toBe(on)
      }),
      { numRuns: 200 },
    )
  })

  test('0 % is nobody and 100 % is everybody', async () => {
    for (let i = 0; i < 200; i++) {
      expect(await assignFlags([flag({ rolloutPercent: 0 })], `user:${i}`)).toEqual({})
      expect(await assignFlags([flag({ rolloutPercent: 100 })], `user:${i}`)).toEqual({ 'new-checkout': { payload: null } })
    }
  })

  test('about the rollout share of visitors get a partial flag', async () => {
    let on = 0
    for (let i = 0; i < 2_000; i++) if ('new-checkout' in (await assignFlags([flag({ rolloutPercent: 25 })], `ip:${i}`))) on++
    expect(on / 2_000).toBeGreaterThan(0.2)
    expect(on / 2_000).toBeLessThan(0.3)
  })

  test('a disabled flag is off whatever its rollout', async () => {
    expect(await assignFlags([flag({ enabled: false, rolloutPercent: 100 })], 'x')).toEqual({})
  })

  test('payloads pass through unchanged; a missing payload is null', async () => {
    const payload = { heading: 'Planned work', nested: { list: [1, 2] } }
    expect(
      await assignFlags([flag({ key: 'a', payload }), flag({ key: 'b', payload: undefined }), flag({ key: 'c', payload: 'text' })], 'x'),
    ).toEqual({ a: { payload }, b: { payload: null }, c: { payload: 'text' } })
  })
})

describe('bucketKeyFor', () => {
  test('session-number first, then the account, then a named customer, then the address', () => {
    const all = { sessionNumber: 'S1', userId: 'u1', customerId: 'c1', clientIp: '10.0.0.1' }
    expect(bucketKeyFor(all)).toBe('session:S1')
    expect(bucketKeyFor({ ...all, sessionNumber: null })).toBe('user:u1')
    expect(bucketKeyFor({ ...all, sessionNumber: null, userId: null })).toBe('customer:c1')
    expect(bucketKeyFor({ clientIp: '10.0.0.1' })).toBe('ip:10.0.0.1')
  })
})

describe('flag keys', () => {
  test('the known flags are valid keys', () => {
    expect(FLAG_KEY.test(SYSTEM_CHECK_FLAG)).toBe(true)
    expect(FLAG_KEY.test(MAINTENANCE_ALERT_FLAG)).toBe(true)
    expect(FLAG_KEY.test('-leading')).toBe(false)
    expect(FLAG_KEY.test('has space')).toBe(false)
    expect(FLAG_KEY.test('x'.repeat(65))).toBe(false)
  })

  test('isFlagOn', () => {
    expect(isFlagOn({ [SYSTEM_CHECK_FLAG]: { payload: null } }, SYSTEM_CHECK_FLAG)).toBe(true)
    expect(isFlagOn({}, SYSTEM_CHECK_FLAG)).toBe(false)
    expect(isFlagOn(undefined, SYSTEM_CHECK_FLAG)).toBe(false)
    expect(isFlagOn({}, 'toString')).toBe(false)
  })
})

describe('maintenanceAlert', () => {
  test('off when the flag is not assigned', () => {
    expect(maintenanceAlert({})).toBeNull()
  })

  test("the spec's defaults when the payload has no texts", () => {
    for (const payload of [null, {}, 'text', { heading: '  ', message: 42 }]) {
      expect(maintenanceAlert({ [MAINTENANCE_ALERT_FLAG]: { payload } })).toEqual({
        alert: null,
        heading: 'Site-Wide Alert',
        message: 'A message has not been set for this alert.',
      })
    }
  })

  test('the payload texts, trimmed', () => {
    expect(
      maintenanceAlert({
        [MAINTENANCE_ALERT_FLAG]: { payload: { alert: 'warning', heading: ' Planned work ', message: 'Back at 22:00 UTC.' } },
      }),
    ).toEqual({ alert: 'warning', heading: 'Planned work', message: 'Back at 22:00 UTC.' })
  })
})
