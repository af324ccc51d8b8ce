import { createHash } from 'node:crypto'

import type { RouterContextProvider } from 'react-router'

import { hitEach, type Window } from '#app/auth/rate-limit.server.ts'
import { databaseContext, requestInfoContext } from '#app/context.server.ts'
import type { Db } from '#app/db/client.server.ts'
import { chartWrites } from '#app/db/schema.ts'
import { ehrSessionOf } from '#app/middleware/ehr-session.server.ts'
import type { ChartAnswer, ChartFailure, ToolPageState } from '#app/tools/tool-view.ts'
import type { Logger } from '#app/utils/logger.server.ts'
import { recordToolOf } from '#engine/library.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

import { authorOf, chartWritePlan, documentReferenceFor, observationFor, patientLabelOf, writeScopesOf, type ChartTarget } from './chart-write.ts'
import { FhirError, type EhrSession } from './ehr-session.ts'

/** The two posts of 'Save to chart': show what will be written, then write it. */
export type ChartIntent = 'review' | 'save'

export function chartIntentOf(value: FormDataEntryValue | null): ChartIntent | null {
  if (value === 'chart:review') return 'review'
  if (value === 'chart:save') return 'save'
  return null
}

/** Writes per EHR session: a clinician files a handful of notes an hour. */
export const CHART_WRITE_LIMIT: Window = { limit: 30, windowSeconds: 600 }

const FAILURE_STATUS: Record<ChartFailure, number> = {
  'not-allowed': 403,
  incomplete: 400,
  relaunch: 401,
  forbidden: 403,
  retry: 502,
  'rate-limited': 429,
  'other-launch': 409,
}

export type ChartOutcome = { status: number; chart: ChartAnswer }

const failed = (reason: ChartFailure): ChartOutcome => ({ status: FAILURE_STATUS[reason], chart: { phase: 'failed', reason } })

/** Whether this request's EHR session may file a note to the launch patient's chart. */
export function canSaveToChart(session: EhrSession | null): boolean {
  return Boolean(session?.patientId) && writeScopesOf(session?.scopes ?? []).document
}

/**
 * The launch a tool page was rendered under, carried by its 'Save to chart' posts (the
 * `chartLaunch` field): not secret, derived from the session id's hash. A second launch in the
 * same browser replaces the EHR session cookie, so a page still open for the first patient
 * carries a value that no longer matches, and nothing is written.
 */
export function chartLaunchTag(session: EhrSession): string {
  return createHash('sha256').update(`consilium chart launch\n${session.idHash}`).digest('base64url').slice(0, 22)
}

/**
 * 'Save to chart' for a page state the server has just computed from the posted inputs: the
 * confirm step ('review'), or the write ('save'). The note and result are never taken from
 * the post. Patient and encounter come from the EHR session only.
 */
export async function handleChartIntent(
  context: Readonly<RouterContextProvider>,
  tool: ToolDefinition,
  state: ToolPageState,
  intent: ChartIntent,
  postedLaunch: FormDataEntryValue | null,
): Promise<ChartOutcome> {
  // The chart gets the English record of a translated aid: its note, result label and unit (decision 0022).
  tool = recordToolOf(tool)
  const session = await ehrSessionOf(context)
  if (!session?.patientId || !canSaveToChart(session)) return failed('not-allowed')
  if (postedLaunch !== chartLaunchTag(session)) return failed('other-launch')
  const plan = chartWritePlan(tool, state, writeScopesOf(session.scopes))
  if (!plan) return failed('incomplete')
  if (intent === 'review') {
    const result = plan.result ? { label: plan.result.label, text: plan.result.text, unit: plan.result.unit } : null
    // Who the note is for, as the EHR names them; without an answer the confirm step says 'the patient open in your EHR'.
    const patient = await session.fhir
      .read(`Patient/${encodeURIComponent(session.patientId)}`)
      .then(patientLabelOf)
      .catch(() => null)
    return { status: 200, chart: { phase: 'confirm', note: plan.note, result, patient } }
  }

  const db = await context.get(databaseContext)
  const limit = await hitEach(db, [{ key: `chart-write-ehr:${session.idHash}`, window: CHART_WRITE_LIMIT }])
  if (!limit.allowed) return failed('rate-limited')

  const log = context.get(requestInfoContext).log
  const target: ChartTarget = {
    patientId: session.patientId,
    encounterId: session.encounterId,
    now: new Date(),
    author: authorOf(session.fhirUser, session.iss),
  }
  let documentId: string | null
  try {
    ;({ id: documentId } = await session.fhir.create(documentReferenceFor(tool, plan.note, target)))
  } catch (error) {
    // The status only: a FHIR path or answer may hold patient data.
    log.warn({ toolSlug: tool.slug, resourceType: 'DocumentReference', status: error instanceof FhirError ? error.status : null }, 'chart write failed')
    return failed(failureOf(error))
  }
  await record(db, log, session, tool, 'DocumentReference', documentId)

  if (!plan.result) return { status: 200, chart: { phase: 'saved', observation: 'none' } }
  try {
    const { id } = await session.fhir.create(observationFor(tool, plan.result, target, documentId))
    await record(db, log, session, tool, 'Observation', id)
    return { status: 200, chart: { phase: 'saved', observation: 'saved' } }
  } catch (error) {
    log.warn({ toolSlug: tool.slug, resourceType: 'Observation', status: error instanceof FhirError ? error.status : null }, 'chart write failed')
    return { status: 200, chart: { phase: 'saved', observation: 'failed' } }
  }
}

/** A FHIR answer as the clinician's next step: relaunch (401 after the one refresh), not allowed (403), or try again. */
function failureOf(error: unknown): ChartFailure {
  if (!(error instanceof FhirError)) return 'retry'
  if (error.status === 401) return 'relaunch'
  if (error.status === 403) return 'forbidden'
  return 'retry'
}

/** One row per resource written: who (organisation, issuer), which tool, what was created. No patient data. */
async function record(db: Db, log: Logger, session: EhrSession, tool: ToolDefinition, resourceType: string, resourceId: string | null) {
  try {
    await db.insert(chartWrites).values({
      organisationId: session.organisationId,
      issuerId: session.issuerId,
      toolSlug: tool.slug,
      toolVersion: tool.version,
      resourceType,
      resourceId,
    })
  } catch {
    // The resource is in the chart: the clinician is told so; the operator sees the record is missing.
    log.error({ toolSlug: tool.slug, resourceType }, 'chart write not recorded')
  }
}
