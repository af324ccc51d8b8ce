import { eq } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '#app/db/client.server.ts'
import { userPreferences } from '#app/db/schema.ts'

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

const DEFAULTS = { showBanner: true, productCode: '{}', showInfoPopup: true }

export async function getPreference(db: Db, userId: string): Promise<Preference> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId))
  return {
    puaId: userId,
    showBanner: row?.showBanner ?? DEFAULTS.showBanner,
    productCode: row?.productCode ?? DEFAULTS.productCode,
    showInfoPopup: row?.showInfoPopup ?? DEFAULTS.showInfoPopup,
  }
}

export async function updatePreference(
  db: Db,
  userId: string,
  update: z.infer<typeof PreferenceUpdateSchema>,
): Promise<Preference> {
  const changes = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined))
  await db
    .insert(userPreferences)
    .values({ userId, ...DEFAULTS, ...changes, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { ...changes, updatedAt: new Date() },
    })
  return getPreference(db, userId)
}
