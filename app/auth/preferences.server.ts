import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '#app/db/client.server.ts'
import { ehrUserPreferences, userPreferences } from '#app/db/schema.ts'

/** productCode is a JSON string keyed by DSD or DCD, each listing tool content names. */
const ProductCodeShape = z
  .object({
    DSD: z.array(z.string().min(1).max(200)).max(500).optional(),
    DCD: z.array(z.string().min(1).max(200)).max(500).optional(),
  })
  .strict()

export const PreferenceUpdateSchema = z
  .object({
    productCode: z
      .string()
      .max(20_000)
      .refine((text) => {
        try {
          return ProductCodeShape.safeParse(JSON.parse(text)).success
        } catch {
          return false
        }
      }, 'productCode must be a JSON string of the form {"DSD": [...], "DCD": [...]}')
      .optional(),
    showBanner: z.boolean().optional(),
    showInfoPopup: z.boolean().optional(),
  })
  .strict()

export type Preference = {
  puaId: string
  showBanner: boolean
  productCode: string
  showInfoPopup: boolean
}

/**
 * Whose preferences: a signed-in account (user_preferences), or a clinician launched from an EHR,
 * known by the hash of their EHR user (ehr_user_preferences, never linked to an account).
 */
export type PreferenceOwner = { kind: 'user'; userId: string } | { kind: 'ehr'; userHash: string }

const ownerOf = (owner: string | PreferenceOwner): PreferenceOwner => (typeof owner === 'string' ? { kind: 'user', userId: owner } : owner)

const DEFAULTS = { showBanner: true, productCode: '{}', showInfoPopup: true }

type Row = { showBanner: boolean; productCode: string; showInfoPopup: boolean } | undefined

export async function getPreference(db: Db, who: string | PreferenceOwner): Promise<Preference> {
  const owner = ownerOf(who)
  let row: Row
  if (owner.kind === 'user') [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, owner.userId))
  else [row] = await db.select().from(ehrUserPreferences).where(eq(ehrUserPreferences.userHash, owner.userHash))
  return {
    puaId: owner.kind === 'user' ? owner.userId : owner.userHash,
    showBanner: row?.showBanner ?? DEFAULTS.showBanner,
    productCode: row?.productCode ?? DEFAULTS.productCode,
    showInfoPopup: row?.showInfoPopup ?? DEFAULTS.showInfoPopup,
  }
}

export async function updatePreference(
  db: Db,
  who: string | PreferenceOwner,
  update: z.infer<typeof PreferenceUpdateSchema>,
): Promise<Preference> {
  const owner = ownerOf(who)
  const changes = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined))
  const updatedAt = new Date()
  if (owner.kind === 'user') {
    await db
      .insert(userPreferences)
      .values({ userId: owner.userId, ...DEFAULTS, ...changes, updatedAt })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt } })
  } else {
    await db
      .insert(ehrUserPreferences)
      .values({ userHash: owner.userHash, ...DEFAULTS, ...changes, updatedAt })
      .onConflictDoUpdate({ target: ehrUserPreferences.userHash, set: { ...changes, updatedAt } })
  }
  return getPreference(db, owner)
}

/**
 * Adds a tool's content name to the owner's dismissed banners (productCode, under DSD or DCD),
 * in one statement, so two dismissals at once both stay.
 */
export async function dismissBanner(db: Db, who: string | PreferenceOwner, key: 'DSD' | 'DCD', contentName: string): Promise<Preference> {
  const owner = ownerOf(who)
  const table = owner.kind === 'user' ? userPreferences : ehrUserPreferences
  const initial = JSON.stringify({ [key]: [contentName] })
  // productCode is kept as JSON text (spec 02 §3); the merge is done in SQL on its jsonb reading.
  const merged = sql`(
    select (p.code || jsonb_build_object(${key}::text,
      case when coalesce(p.code -> ${key}::text, '[]'::jsonb) ? ${contentName}::text
        then coalesce(p.code -> ${key}::text, '[]'::jsonb)
        else coalesce(p.code -> ${key}::text, '[]'::jsonb) || to_jsonb(${contentName}::text) end))::text
    from (select case when jsonb_typeof(${table.productCode}::jsonb) = 'object' then ${table.productCode}::jsonb else '{}'::jsonb end as code) p
  )`
  const updatedAt = new Date()
  if (owner.kind === 'user') {
    await db
      .insert(userPreferences)
      .values({ userId: owner.userId, ...DEFAULTS, productCode: initial, updatedAt })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { productCode: merged, updatedAt } })
  } else {
    await db
      .insert(ehrUserPreferences)
      .values({ userHash: owner.userHash, ...DEFAULTS, productCode: initial, updatedAt })
      .onConflictDoUpdate({ target: ehrUserPreferences.userHash, set: { productCode: merged, updatedAt } })
  }
  return getPreference(db, owner)
}
