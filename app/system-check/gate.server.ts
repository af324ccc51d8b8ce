import type { RouterContextProvider } from 'react-router'

import { requestInfoContext, sessionContext } from '#app/context.server.ts'
import { bucketKeyFor, isFlagOn, SYSTEM_CHECK_FLAG } from '#app/flags/flags.ts'
import { flagsFor } from '#app/flags/flags.server.ts'
import { sessionNumberOf } from '#app/utils/session-number.ts'

/** The system check exists for a visitor only while f45679_system_check is on for them (spec 01 §2, §6). */
export async function systemCheckEnabled(request: Request, context: Readonly<RouterContextProvider>): Promise<boolean> {
  const flags = await flagsFor(
    bucketKeyFor({
      sessionNumber: sessionNumberOf(new URL(request.url).searchParams),
      userId: context.get(sessionContext)?.userId,
      clientIp: context.get(requestInfoContext).clientIp,
    }),
  )
  return isFlagOn(flags, SYSTEM_CHECK_FLAG)
}
