import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { registerUser } from './accounts.server.ts'
import { getPreference, PreferenceUpdateSchema, updatePreference } from './preferences.server.ts'

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
