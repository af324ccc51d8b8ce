import type { RouterContextProvider } from 'react-router'

import { userOf } from '#app/middleware/user.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

import type { ReportRequester } from './reports.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * Who may use reports (spec 02 §6): a signed-in user of an organisation with
 * access.patientEncounterReport. 401 without sign-in, 403 without access.
 */
export async function reportRequesterOf(
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: true; who: ReportRequester } | { ok: false; response: Response }> {
  const user = await userOf(context)
  if (!user.userState.personalized || !user.puaId) {
    return { ok: false, response: jsonError(401, 'unauthorized', 'Sign in to use reports.', {}, noStore) }
  }
  if (!user.access.patientEncounterReport || !user.affiliationId) {
    return { ok: false, response: jsonError(403, 'forbidden', 'This account has no access to reports.', {}, noStore) }
  }
  return { ok: true, who: { organisationId: user.affiliationId, userId: user.puaId } }
}
