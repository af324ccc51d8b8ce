import type { RouterContextProvider } from 'react-router'

import type { UserState } from '#app/auth/user-state.ts'
import { databaseContext, requestInfoContext } from '#app/context.server.ts'
import { recordEvent } from '#app/encounters/encounters.server.ts'
import { carryEncounter } from '#app/encounters/tool-session.server.ts'
import { chartIntentOf, handleChartIntent } from '#app/ehr/chart-write.server.ts'
import { handleShareIntent, shareTaskOf, type ShareAnswer } from '#app/snapshots/share-intent.server.ts'
import { PDF_CONFIRMED_INTENT, SHARE_INTENTS } from '#app/snapshots/share-intents.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

import { handleToolPost } from './tool-page.server.ts'
import type { ChartAnswer, ToolPageState } from './tool-view.ts'

/**
 * What the tool page shows after a post, and before any (the loader's, stamp 0): the page state,
 * when it was asked for, the answer to a share button (link or QR code) posted without JavaScript,
 * and the step of 'Save to chart' this post answers.
 */
export type ToolAnswer = { state: ToolPageState; stamp: number; share: ShareAnswer | null; chart?: ChartAnswer | null }

/**
 * One post of a tool page's forms (patient data, steps, the option grid, its share buttons):
 * the page's answer, or a response that replaces the page (a PDF's redirect). Records the tool
 * session's events a post stands for: the options step viewed, the grid changed without JavaScript.
 */
export async function submitToolForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
  tool: ToolDefinition,
  user: UserState,
  form: FormData,
): Promise<Response | { status: number; answer: ToolAnswer }> {
  carryEncounter(context, form)
  const confirmedPdf = form.get('intent') === PDF_CONFIRMED_INTENT
  if (confirmedPdf) form.set('intent', SHARE_INTENTS.pdf)
  const task = shareTaskOf(form.get('intent'))
  if (task) form.set('from', 'options')
  const chartIntent = chartIntentOf(form.get('intent'))
  // 'Save to chart' posts the step's carried inputs: the step is computed again from them.
  if (chartIntent) form.set('intent', 'goto:assessment')
  const { status, state } = handleToolPost(tool, form)
  if (chartIntent) {
    const stamp = requestStamp(form.get('requestedAt'))
    if (status !== 200) return { status, answer: { state, stamp, share: null, chart: { phase: 'failed', reason: 'incomplete' } } }
    const outcome = await handleChartIntent(context, tool, state, chartIntent, form.get('chartLaunch'))
    return { status: outcome.status, answer: { state, stamp, share: null, chart: outcome.chart } }
  }
  if (state.step === 'options' && !state.grid) {
    // The page shows the options error; the operator sees why it could not be built.
    context.get(requestInfoContext).log.error({ toolSlug: tool.slug }, 'option grid could not be built')
  }
  let share: ShareAnswer | null = null
  if (task === 'pdf' && !confirmedPdf && state.grid && state.grid.ui.selected.length < state.grid.view.options.length) {
    // Without JavaScript the warning the dialog would show is the page's answer, before any snapshot.
    share = { task, confirmHidden: true }
  } else if (task) {
    const answer = await handleShareIntent(context, request, tool, user, form, task, state.grid)
    if (answer instanceof Response) return answer
    share = answer
  } else if (state.step === 'options' && form.get('from') !== 'options' && tool.toolType !== 1) {
    // Arriving on the options step: the grid was loaded for this session (spec: PATIENT_OPTIONS_VIEWED).
    await recordEvent(await context.get(databaseContext), form.get('aggregateId'), 'PATIENT_OPTIONS_VIEWED', {}).catch(() => null)
  } else if (state.grid && form.get('from') === 'options' && form.has('grid')) {
    // The grid's own form without JavaScript: what the browser would send as interface-changed.
    await recordEvent(await context.get(databaseContext), form.get('aggregateId'), 'INTERFACE_CHANGED', state.grid.ui).catch(() => null)
  }
  return { status, answer: { state, stamp: requestStamp(form.get('requestedAt')), share } }
}

/**
 * Answers are ordered by when they were asked for, so a slow live check never overwrites
 * the answer to a later Continue. Without JavaScript there is no client time: now.
 */
function requestStamp(value: FormDataEntryValue | null): number {
  const now = Date.now()
  const given = Number(value)
  return Number.isFinite(given) && Math.abs(now - given) < 86_400_000 ? given : now
}
