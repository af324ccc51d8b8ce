import { databaseContext } from '#app/context.server.ts'
import { cachedKeySet, JWKS_MAX_AGE_SECONDS, publicJwks } from '#app/ehr/keys.server.ts'

import type { Route } from './+types/jwks.ts'

/**
 * Our public signing keys (SMART confidential asymmetric client): the EHR verifies our
 * `private_key_jwt` assertions with them. Lists the current and the next key, so a rotation
 * never meets an EHR whose cached copy lacks the key we sign with.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const keys = await cachedKeySet(await context.get(databaseContext))
  return Response.json(publicJwks(keys), {
    headers: {
      'Cache-Control': `public, max-age=${JWKS_MAX_AGE_SECONDS}`,
      'Access-Control-Allow-Origin': '*',
    },
  })
}
