import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { registerUser } from './accounts.server.ts'
import { dismissBanner, getPreference, PreferenceUpdateSchema, updatePreference } from './preferences.server.ts'

let t: TestDb
let userId: string
beforeAll(async () => {
  t = await createTestDb()
  const r = await registerUser(t.db, { name: 'P', email: 'p@example.org', password: 'long enough password' })
  if (!r.ok) throw new Error('setup')
  userId = r.userId
})
afterAll(() => t.close())

describe('user preference', () => {
  test('defaults before anything is saved', async () => {
    expect(await getPreference(t.db, userId)).toEqual({
      puaId: userId,
      showBanner: true,
      productCode: '{}',
      showInfoPopup: true,
    })
  })

  test('saves productCode and flags, and a later partial update keeps the rest', async () => {
    const productCode = JSON.stringify({ DSD: ['statins-for-primary-prevention'] })
    await updatePreference(t.db, userId, { productCode, showInfoPopup: false })
    const after = await updatePreference(t.db, userId, { showBanner: false })
    expect(after).toEqual({ puaId: userId, showBanner: false, productCode, showInfoPopup: false })
  })

  test('productCode must be a JSON string keyed by DSD or DCD', () => {
    expect(PreferenceUpdateSchema.safeParse({ productCode: '{"DCD":["a"]}' }).success).toBe(true)
    expect(PreferenceUpdateSchema.safeParse({ productCode: 'not json' }).success).toBe(false)
    expect(PreferenceUpdateSchema.safeParse({ productCode: '{"XYZ":[]}' }).success).toBe(false)
    expect(PreferenceUpdateSchema.safeParse({ productCode: { DSD: [] } }).success).toBe(false)
    expect(PreferenceUpdateSchema.safeParse({ showBanner: 'no' }).success).toBe(false)
    expect(PreferenceUpdateSchema.safeParse({ unknown: 1 }).success).toBe(false)
  })
})

describe('preferences of a clinician launched from an EHR', () => {
  const ehr = { kind: 'ehr', userHash: 'a'.repeat(64) } as const

  test('are kept by the EHR user hash, apart from accounts', async () => {
    expect(await getPreference(t.db, ehr)).toEqual({ puaId: ehr.userHash, showBanner: true, productCode: '{}', showInfoPopup: true })
    await updatePreference(t.db, ehr, { showInfoPopup: false })
    expect((await getPreference(t.db, ehr)).showInfoPopup).toBe(false)
    expect((await getPreference(t.db, { kind: 'ehr', userHash: 'b'.repeat(64) })).showInfoPopup).toBe(true)
    const account = await getPreference(t.db, { kind: 'user', userId })
    expect(account.puaId).toBe(userId)
  })

  test('dismissing a banner adds the content name under its key once, keeping what is there', async () => {
    await updatePreference(t.db, ehr, { productCode: JSON.stringify({ DSD: ['knee-osteoarthritis'] }) })
    await dismissBanner(t.db, ehr, 'DCD', 'ascvd-pooled-cohort')
    await dismissBanner(t.db, ehr, 'DCD', 'ascvd-pooled-cohort')
    const after = await dismissBanner(t.db, ehr, 'DSD', 'statins')
    expect(JSON.parse(after.productCode)).toEqual({ DSD: ['knee-osteoarthritis', 'statins'], DCD: ['ascvd-pooled-cohort'] })
    expect(after.showInfoPopup).toBe(false)
  })

  test('two dismissals at once both stay; a first one creates the row', async () => {
    const fresh = { kind: 'ehr', userHash: 'c'.repeat(64) } as const
    await Promise.all([dismissBanner(t.db, fresh, 'DCD', 'one'), dismissBanner(t.db, fresh, 'DCD', 'two')])
    expect(JSON.parse((await getPreference(t.db, fresh)).productCode).DCD.sort()).toEqual(['one', 'two'])
  })

  test('an account dismisses the same way', async () => {
    await dismissBanner(t.db, { kind: 'user', userId }, 'DCD', 'ascvd-pooled-cohort')
    expect(JSON.parse((await getPreference(t.db, userId)).productCode).DCD).toEqual(['ascvd-pooled-cohort'])
  })

  test('a productCode that is not an object is replaced, not merged into', async () => {
    const odd = { kind: 'ehr', userHash: 'd'.repeat(64) } as const
    await updatePreference(t.db, odd, { showBanner: true })
    await t.db.execute(sql`update ehr_user_preferences set product_code = '[1]' where user_hash = ${odd.userHash}`)
    expect(JSON.parse((await dismissBanner(t.db, odd, 'DSD', 'x')).productCode)).toEqual({ DSD: ['x'] })
  })
})
