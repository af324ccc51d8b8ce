import { z } from 'zod'

import { hit } from '#app/auth/rate-limit.server.ts'
import { getDb } from '#app/db/db.server.ts'

import { favouriteToolTypeOf, releasedToolByAn } from './tools.server.ts'

/** Adds and removes allowed per user and minute, through the API and the form route together. */
export const FAVOURITE_CHANGES_PER_MINUTE = 60

/** Counts one add or remove; the answer says whether it is allowed and when to try again. */
export async function countFavouriteChange(userId: string) {
  return hit(await getDb(), `favourite-change:${userId}`, { limit: FAVOURITE_CHANGES_PER_MINUTE, windowSeconds: 60 })
}

/** POST payload of the favourite-tool call (spec 02 §7): a released tool's content name and its type. */
export const AddFavouriteSchema = z
  .object({
    an: z.string().trim().min(1).max(200),
    toolType: z.enum(['clinicalTools', 'sharedTools']),
  })
  .superRefine((value, ctx) => {
    const tool = releasedToolByAn(value.an)
    if (!tool) {
      ctx.addIssue({ code: 'custom', path: ['an'], message: 'No released tool has this content name.' })
    } else if (favouriteToolTypeOf(tool) !== value.toolType) {
      ctx.addIssue({ code: 'custom', path: ['toolType'], message: `This tool is one of the ${favouriteToolTypeOf(tool)}.` })
    }
  })

export function issuesOf(error: z.ZodError) {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
}
