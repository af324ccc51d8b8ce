import { FhirError, type FhirReader } from '#app/ehr/ehr-session.ts'
import { SYSTEM } from '#app/ehr/codes.ts'

import { windowStart, type PrefillItem } from './ehr-map.ts'
import type { MissingReason } from './types.ts'

/**
 * Reads what a tool's prefill needs from the EHR: the patient, one Observation search per
 * item (its codes, its window, newest first) and the problem list when a condition is asked for.
 * All reads run at once within one time budget. A failed read leaves its items empty with a
 * reason (403 → not-permitted, anything else → unavailable): manual entry still works.
 * Paths and answers hold patient data: nothing here is logged or put in an error message.
 */

/** The whole prefill waits at most this long for the EHR. */
export const PREFILL_BUDGET_MS = 4_000
/** Enough rows to skip preliminary or entered-in-error results and still reach the newest usable one. */
const ROWS = 20

type Read = { path: string; cpdns: string[] }

export type Fetched = { resources: unknown[]; failures: Record<string, MissingReason> }

const token = (system: string, code: string) => `${system}|${code}`

/** The searches for `items` of `patientId` at `now`. Exported for tests. */
export function readsFor(items: readonly PrefillItem[], patientId: string, now: Date): Read[] {
  const reads: Read[] = []
  const patient = encodeURIComponent(patientId)
  const patientCpdns = items.filter((i) => i.source.kind === 'age' || i.source.kind === 'sex').map((i) => i.cpdn)
  if (patientCpdns.length) reads.push({ path: `Patient/${patient}`, cpdns: patientCpdns })
  const conditionCpdns = items.filter((i) => i.source.kind === 'condition').map((i) => i.cpdn)
  if (conditionCpdns.length) {
    reads.push({ path: `Condition?patient=${patient}&clinical-status=active,recurrence,relapse&_count=100`, cpdns: conditionCpdns })
  }
  for (const item of items) {
    const s = item.source
    if (s.kind !== 'quantity' && s.kind !== 'coded' && s.kind !== 'date') continue
    const codes = s.kind === 'quantity' ? [...s.codes.map((c) => c.code), ...(s.panels ?? [])] : s.codes
    const params = [`patient=${patient}`, `code=${[...new Set(codes)].map((c) => encodeURIComponent(token(SYSTEM.loinc, c))).join(',')}`]
    if (item.window) params.push(`date=ge${encodeURIComponent(windowStart(now, item.window).toISOString())}`)
    params.push('_sort=-date', `_count=${ROWS}`)
    reads.push({ path: `Observation?${params.join('&')}`, cpdns: [item.cpdn] })
  }
  return reads
}

/** The resources of a read's answer: a Bundle's entries, or the resource itself. */
function resourcesOf(answer: unknown): unknown[] {
  if (typeof answer !== 'object' || answer === null) return []
  const a = answer as { resourceType?: unknown; entry?: unknown }
  if (a.resourceType === 'Bundle') {
    return Array.isArray(a.entry) ? a.entry.map((e) => (typeof e === 'object' && e !== null ? (e as { resource?: unknown }).resource : undefined)).filter((r) => r !== undefined) : []
  }
  return [answer]
}

class BudgetExceeded extends Error {}

export async function fetchForPrefill(reader: FhirReader, patientId: string, items: readonly PrefillItem[], now: Date, budgetMs = PREFILL_BUDGET_MS): Promise<Fetched> {
  const reads = readsFor(items, patientId, now)
  let timer: ReturnType<typeof setTimeout> | undefined
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BudgetExceeded()), budgetMs)
  })
  budget.catch(() => {})
  try {
    const settled = await Promise.allSettled(reads.map((r) => Promise.race([Promise.resolve().then(() => reader.read(r.path)), budget])))
    const resources: unknown[] = []
    const failures: Record<string, MissingReason> = {}
    settled.forEach((result, i) => {
      const read = reads[i]!
      if (result.status === 'fulfilled') {
        resources.push(...resourcesOf(result.value))
        return
      }
      const reason: MissingReason = result.reason instanceof FhirError && result.reason.status === 403 ? 'not-permitted' : 'unavailable'
      for (const cpdn of read.cpdns) failures[cpdn] = reason
    })
    return { resources, failures }
  } finally {
    clearTimeout(timer)
  }
}
