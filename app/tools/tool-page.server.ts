import { data, redirect } from 'react-router'

import { optionGridViewFor } from '#engine/aids/grid-view.ts'
import { evaluateTool, type Evaluation } from '#engine/evaluate.ts'
import { describeIconArray, layoutIconArray } from '#engine/iconarray/index.ts'
import { isInputType } from '#engine/schema/field-types.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'
import { isEmptyValue, type FieldValue } from '#engine/values.ts'
import { findMovedTool, findTool, recordToolOf } from '#engine/library.ts'
import type { UserState } from '#app/auth/user-state.ts'
import { findFavourite } from '#app/favourites/favourites.server.ts'
import { favouriteToolTypeOf } from '#app/favourites/tools.server.ts'

import { readToolForm, type FormReading } from './form-inputs.ts'
import { readGridUi } from './grid-ui.ts'
import { navigationOf, nextStep, type StepKey } from './navigation.ts'
import type { Access, BookmarkState, GridSource, GridState, PopulationArray, ToolPageState } from './tool-view.ts'
import { isRenderableType } from './renderable.ts'
import { chartNoteText, resultLine } from './templates.ts'

export type { Access, BookmarkState, GridSource, GridState, PopulationArray, StepKey, ToolPageState } from './tool-view.ts'

/**
 * The tool and evaluation the record texts (chart note, copied result) are written from: the
 * English definition for a translated aid, so that the record stays English (decision 0022).
 */
function recordOf(tool: ToolDefinition, reading: FormReading, evaluation: Evaluation): { tool: ToolDefinition; evaluation: Evaluation } {
  const english = recordToolOf(tool)
  return english === tool ? { tool, evaluation } : { tool: english, evaluation: evaluateTool(english, reading.inputs) }
}

/** A translation keeps the English chart-note templates (translateAid), so `template` is English either way. */
function recordNote(tool: ToolDefinition, template: string, reading: FormReading, evaluation: Evaluation): string {
  const record = recordOf(tool, reading, evaluation)
  return chartNoteText(record.tool, template, record.evaluation.fields, record.evaluation.outcome, reading)
}

function recordLine(tool: ToolDefinition, reading: FormReading, evaluation: Evaluation): string {
  const record = recordOf(tool, reading, evaluation)
  return resultLine(record.tool, record.evaluation.fields, record.evaluation.outcome, reading)
}

/** The options step's grid for the entered data (null on other steps, with errors or without a grid). */
function gridFor(tool: ToolDefinition, reading: FormReading, evaluation: Evaluation, source: GridSource | null): GridState | null {
  if (!tool.optiongrid || evaluation.errorCount > 0) return null
  const view = optionGridViewFor(tool, reading.inputs)
  if (!view) return null
  const template = tool.chartNote?.sdm ?? tool.chartNote?.all
  const input: Record<string, FieldValue> = {}
  for (const field of Object.values(tool.controls)) {
    const state = evaluation.fields[field.name]
    if (!state || state.hidden || !isInputType(field.type) || isEmptyValue(state.value)) continue
    input[state.cpdn] = state.value
  }
  return {
    view,
    ui: readGridUi(view, source ?? new URLSearchParams()),
    note: template ? recordNote(tool, template, reading, evaluation) : null,
    input,
  }
}

function populationArrays(tool: ToolDefinition, evaluation: Evaluation): PopulationArray[] {
  if (evaluation.errorCount > 0) return []
  const arrays: PopulationArray[] = []
  for (const name of tool.population ?? []) {
    const field = tool.controls[name]
    if (!field || evaluation.fields[name]?.hidden) continue
    for (const [gi, group] of (field.attributes?.iconGroups ?? []).entries()) {
      const denominator = group.denominator ?? field.parameters?.population ?? 100
      const icons = [...group.icons].sort((a, b) => a.order - b.order)
      const layout = layoutIconArray({
        denominator,
        groups: icons.map((icon, i) => {
          let count = NaN
          if (typeof icon.count === 'number') count = icon.count
          else {
            const source = Object.values(evaluation.fields).find((s) => s.name === icon.count || s.cpdn === icon.count)
            const v = source?.value ?? evaluation.outcome[icon.count]
            if (typeof v === 'number') count = v
          }
          return { key: `${gi}-${i}`, count, icon: icon.icon, label: icon.label ?? '', order: icon.order }
        }),
      })
      // The array is drawn only when its counts fill it exactly (spec 02 §5).
      if (!layout.ok) continue
      arrays.push({ key: `${name}-${gi}`, heading: group.heading, layout, description: describeIconArray(layout, { denominator, language: tool.language }) })
    }
  }
  return arrays
}

/** The tool for the route's params, or a thrown 404 (unknown slug, version or publication type). */
export function requireTool(
  params: { toolSlug?: string; toolVersion?: string; pubType?: string },
  request?: Request,
): ToolDefinition {
  const moved = params.toolSlug && !findTool(params.toolSlug) ? findMovedTool(params.toolSlug) : null
  if (moved && request) {
    // A renamed tool: the old address goes to the new one, keeping the query string.
    throw redirect(`/tool/${moved.slug}${new URL(request.url).search}`, 301)
  }
  const tool = params.toolSlug ? findTool(params.toolSlug, params.toolVersion) : null
  if (!tool || tool.status === 'draft' || (params.pubType !== undefined && params.pubType !== tool.pubType)) {
    throw data(null, { status: 404 })
  }
  return tool
}

/** A released tool using a field style the pages cannot draw is shown as unavailable. */
export function hasUnsupportedField(tool: ToolDefinition): boolean {
  return Object.values(tool.controls).some((f) => !isRenderableType(f.type))
}

/** Free tools are open to all (the FREE badge only for unauthorized users); others need an active subscription. */
export function accessTo(tool: ToolDefinition, user: UserState): Access {
  const authorised = user.userState.subscriptionActive
  if (tool.isFree) return { kind: 'open', showFreeBadge: !authorised && !user.userState.personalized && !user.userState.organizational }
  return authorised ? { kind: 'open', showFreeBadge: false } : { kind: 'subscription' }
}

function stateFor(tool: ToolDefinition, reading: FormReading, step: StepKey, showErrors: boolean, gridSource: GridSource | null = null): ToolPageState {
  const evaluation = evaluateTool(tool, reading.inputs)
  for (const [name, reason] of Object.entries(reading.entryErrors)) {
    const s = evaluation.fields[name]
    if (!s) continue
    s.validations = [
      reason === 'unit'
        ? { type: 'error', kind: 'unit' }
        : { type: 'error', kind: 'type', message: reason === 'inches-out-of-range' ? 'Inches must be from 0 to 11.' : undefined },
    ]
    if (evaluation.errorCount === 0) evaluation.outcome = {}
    evaluation.errorCount = Math.max(evaluation.errorCount, 1)
  }
  const complete = evaluation.errorCount === 0
  const noteTemplate = tool.chartNote?.all ?? tool.chartNote?.cc
  return {
    step,
    evaluation,
    entered: reading.entered,
    units: reading.units,
    measures: reading.measures,
    showErrors,
    chartNote: complete && noteTemplate ? recordNote(tool, noteTemplate, reading, evaluation) : null,
    resultLine: complete ? recordLine(tool, reading, evaluation) : null,
    populations: populationArrays(tool, evaluation),
    grid: step === 'options' ? gridFor(tool, reading, evaluation, gridSource) : null,
  }
}

/**
 * The page as first shown: the first step (an option grid tool opens on its grid, ui from the
 * query), with the values of `values` (an EHR prefill, posted form-shaped) when given.
 */
export function initialState(tool: ToolDefinition, query: URLSearchParams = new URLSearchParams(), values?: FormData): ToolPageState {
  const first = navigationOf(tool)[0]?.key ?? 'patient'
  const reading = values ? readToolForm(tool, values) : { inputs: {}, entered: {}, units: {}, entryErrors: {}, measures: {} }
  return stateFor(tool, reading, first, false, query)
}

export type ToolIntent = { kind: 'update' } | { kind: 'goto'; step: StepKey }

export function parseIntent(tool: ToolDefinition, value: FormDataEntryValue | null, from: FormDataEntryValue | null): ToolIntent {
  const text = typeof value === 'string' ? value : ''
  const keys = navigationOf(tool).map((n) => n.key)
  // The option grid's own form (show/hide, view, share) stays on the options step.
  if (!text.startsWith('goto:') && from === 'options' && keys.includes('options')) return { kind: 'goto', step: 'options' }
  if (text.startsWith('goto:')) {
    const step = text.slice(5) as StepKey
    if (keys.includes(step)) return { kind: 'goto', step }
  }
  if (text === 'continue') {
    const current = typeof from === 'string' && keys.includes(from as StepKey) ? (from as StepKey) : 'patient'
    const next = nextStep(tool, current)
    if (next) return { kind: 'goto', step: next }
  }
  return { kind: 'update' }
}

/**
 * One POST of the patient-data form: re-render with visibility and errors ('update'),
 * or move to a step — later steps only once every visible field is valid.
 */
export function handleToolPost(tool: ToolDefinition, form: FormData): { status: number; state: ToolPageState } {
  const reading = readToolForm(tool, form)
  const intent = parseIntent(tool, form.get('intent'), form.get('from'))
  if (intent.kind === 'update') {
    return { status: 200, state: stateFor(tool, reading, 'patient', form.get('showErrors') === '1') }
  }
  const target = intent.step
  const first: StepKey = navigationOf(tool)[0]?.key ?? 'patient'
  if (target === first) return { status: 200, state: stateFor(tool, reading, first, false, form) }
  const state = stateFor(tool, reading, target, true, form)
  if (state.evaluation.errorCount > 0) return { status: 400, state: { ...state, step: first } }
  return { status: 200, state }
}

/** What the bookmark button needs: the tool's favourite keys and whether the signed-in user keeps it. */
export async function bookmarkOf(tool: ToolDefinition, userId: string | null): Promise<BookmarkState | null> {
  if (tool.status !== 'released') return null
  const favourite = userId ? await findFavourite(userId, tool.contentName) : null
  return { an: tool.contentName, toolType: favouriteToolTypeOf(tool), signedIn: userId !== null, favouriteId: favourite?.id ?? null }
}
