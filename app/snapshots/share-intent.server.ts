import { redirect, type RouterContextProvider } from 'react-router'

import type { UserState } from '#app/auth/user-state.ts'
import { requestInfoContext } from '#app/context.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { findEncounter, recordEvent } from '#app/encounters/encounters.server.ts'
import type { GridState } from '#app/tools/tool-page.server.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

import { isShareIntent, SHARE_INTENTS, type ShareAnswer, type ShareFlow } from './share-intents.ts'
import { shareAnswer } from './share-urls.ts'

import { requesterOf } from './limits.server.ts'
import { shareSnapshot } from './snapshot-service.server.ts'

export type { ShareAnswer } from './share-intents.ts'
export type ShareTask = ShareFlow

/** The flow a share button asked for (intent share:link, share:qr or share:pdf), or null. */
export function shareTaskOf(intent: FormDataEntryValue | null): ShareTask | null {
  if (!isShareIntent(intent)) return null
  return (Object.keys(SHARE_INTENTS) as ShareFlow[]).find((flow) => SHARE_INTENTS[flow] === intent) ?? null
}

/**
 * Link, QR Code and PDF without JavaScript: the option grid's form posts here with the entered
 * data and the grid's ui; the server makes the snapshot the browser flow would have made.
 * PDF → 303 to the PDF of that snapshot; link and QR code → what the page shows in its share
 * panel (`shareAnswer`, shared with the browser's flows). The tool session is the one the form carried, or a new one (a grid opened by GET has
 * none in its form, so its aggregate id never travels in a URL).
 */
export async function handleShareIntent(
  context: Readonly<RouterContextProvider>,
  request: Request,
  tool: ToolDefinition,
  user: UserState,
  form: FormData,
  task: ShareTask,
  grid: GridState | null,
): Promise<ShareAnswer | Response> {
  if (!grid) return { task, error: true }
  const db = await getDb()
  const { log } = context.get(requestInfoContext)
  const found = await findEncounter(db, form.get('aggregateId'))
  const carried = found && found.toolSlug === tool.slug ? found : null
  const shared = await shareSnapshot(db, {
    requester: requesterOf(context),
    session: carried ? { aggregateId: carried.id } : { start: { organisationId: user.affiliationId, userId: user.puaId } },
    read: () => ({ tool, body: { calculator: { input: grid.input }, ui: grid.ui } }),
  })
  if (shared.status === 'failed') log.error({ err: shared.error }, 'snapshot for a share request failed')
  if (shared.status !== 'created') return { task, error: true }
  const { aggregateId, snapshot } = shared
  const answer = shareAnswer(SHARE_INTENTS[task], {
    pageUrl: request.url,
    snapshotId: snapshot.id,
    aggregateId,
    sessionNumber: new URL(request.url).searchParams.get('session-number'),
  })
  if ('redirect' in answer) throw redirect(answer.redirect, 303)
  try {
    await recordEvent(db, aggregateId, 'OPEN_ACCESS_URL_GENERATED', { task: task === 'qr' ? 'SNAPSHOT_QR_CODE' : 'SNAPSHOT_OPEN_LINK' })
  } catch (error) {
    log.error({ err: error }, 'snapshot for a share request failed')
    return { task, error: true }
  }
  return { task, ...answer.panel }
}
