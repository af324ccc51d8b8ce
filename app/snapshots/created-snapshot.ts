import * as z from 'zod/mini'

/**
 * 201 from POST /api-tool-experience/create: the id is shown this once and never stored. The
 * browser checks the answer with it (zod/mini, loaded on the first share); the create body's
 * schema (snapshot-schemas.ts) stays on the server.
 */
export const CreatedSnapshot = z.object({ id: z.string().check(z.minLength(1)), createdAt: z.string(), expiresAt: z.string() })
export type CreatedSnapshot = z.infer<typeof CreatedSnapshot>
