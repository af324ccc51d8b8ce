import type { RouterContextProvider } from 'react-router'

import { requestInfoContext } from '#app/context.server.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

import { ehrNoticesOf } from './ehr-notices.server.ts'
import {
  carriesValues,
  ehrFieldsOf,
  missingGroupsOf,
  prefilledFields,
  prefillForm,
  type EhrPage,
  type EhrPrefill,
  type EhrState,
  type PrefilledField,
} from './ehr-prefill.ts'
import type { ToolPageState } from './tool-view.ts'

type Context = Readonly<RouterContextProvider>

/** Where a request's EHR prefill comes from (the EHR launch of the request, or the accuracy test mode's mock). */
export type PrefillSource = (context: Context, tool: ToolDefinition) => Promise<EhrPrefill | null>

/** The request's prefill, read afresh (never cached beyond the request); a failure is logged without any of its data. */
async function prefillOf(context: Context, tool: ToolDefinition, source: PrefillSource): Promise<Record<string, PrefilledField> | null> {
  const prefill = await readPrefill(context, tool, source)
  return prefill ? prefilledFields(tool, prefill).prefilled : null
}

async function readPrefill(context: Context, tool: ToolDefinition, source: PrefillSource): Promise<EhrPrefill | null> {
  try {
    return await source(context, tool)
  } catch {
    // The error may quote FHIR paths or values: only the tool is named.
    context.get(requestInfoContext).log.warn({ toolSlug: tool.slug }, 'EHR prefill could not be read')
    return null
  }
}

export type EhrLoad = {
  page: EhrPage | null
  prefilled: Record<string, PrefilledField> | null
  /** The prefill as the form would post it: the page's initial values; null when the request carries values. */
  values: FormData | null
}

/** The tool page's EHR part as first shown: notices, and the values to start from. */
export async function ehrLoadOf(context: Context, request: Request, tool: ToolDefinition, source: PrefillSource): Promise<EhrLoad> {
  const prefill = await readPrefill(context, tool, source)
  if (!prefill) return { page: null, prefilled: null, values: null }
  const { prefilled, refused } = prefilledFields(tool, prefill)
  const missing = missingGroupsOf(tool, [...prefill.missing, ...refused])
  const notices = await ehrNoticesOf(context, request, tool, missing.length > 0)
  const filled = Object.keys(prefilled).length > 0
  const values = !filled || request.method !== 'GET' || carriesValues(tool, new URL(request.url).searchParams) ? null : prefillForm(prefilled)
  return {
    page: {
      notices: { ...notices, banner: notices.banner && filled },
      missing,
    },
    prefilled: filled ? prefilled : null,
    values,
  }
}

/** The EHR state of what was posted, against the prefill of this request (the marker goes once a value is changed). */
export async function ehrStateOfPost(context: Context, tool: ToolDefinition, source: PrefillSource, state: ToolPageState): Promise<EhrState | null> {
  const prefilled = await prefillOf(context, tool, source)
  return prefilled && Object.keys(prefilled).length ? ehrFieldsOf(tool, prefilled, state) : null
}

/** The EHR state of the page as first shown. */
export const ehrStateOfLoad = (tool: ToolDefinition, load: EhrLoad, state: ToolPageState): EhrState | null =>
  load.prefilled ? ehrFieldsOf(tool, load.prefilled, state) : null
