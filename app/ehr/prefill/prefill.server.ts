import type { RouterContextProvider } from 'react-router'

import type { ToolDefinition } from '#engine/schema/tool.ts'

import { ehrSessionContext } from '#app/context.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

import { prefillItemsOf } from './ehr-map.ts'
import { fetchForPrefill } from './fetch.server.ts'
import { accuracyTestMode, configuredMockBundle, mockRecordOf, type MockBundle } from './mock.server.ts'
import { selectPrefill } from './select.ts'
import type { EhrPrefill, SpecEhrPayload } from './types.ts'

/**
 * What the EHR prefills on this tool for this request: from the launch patient's record through
 * the request's EHR session, or, in accuracy test mode without a launch, from the mock bundle.
 * Null when there is neither, or the tool prefills nothing. Computed per request, kept nowhere.
 */
export async function ehrPrefillOf(context: Readonly<RouterContextProvider>, tool: ToolDefinition): Promise<EhrPrefill | null> {
  const items = prefillItemsOf(tool)
  if (items.length === 0) return null
  const session = await context.get(ehrSessionContext)()
  if (session?.patientId) {
    const now = new Date()
    const { resources, failures } = await fetchForPrefill(session.fhir, session.patientId, items, now, getEnv().EHR_PREFILL_BUDGET_MS)
    return selectPrefill(tool, resources, { patientId: session.patientId, now, failures })
  }
  if (!session && accuracyTestMode()) return mockPrefill(tool, configuredMockBundle())
  return null
}

/** The prefill of `tool` from a mock bundle (accuracy test mode), by the same selection. */
export function mockPrefill(tool: ToolDefinition, bundle: MockBundle): EhrPrefill | null {
  if (prefillItemsOf(tool).length === 0) return null
  const { resources, patientId, now } = mockRecordOf(bundle)
  return selectPrefill(tool, resources, { patientId, now })
}

/** The tool payload's `ehr` (spec 02 §7): empty without a prefill. */
export function specEhrPayload(prefill: EhrPrefill | null): SpecEhrPayload {
  return {
    ehrpdns: prefill?.values ?? {},
    missing_ehrpdns: prefill?.missing ?? [],
    metadata: { ehrpdns: prefill?.metadata ?? {} },
  }
}
