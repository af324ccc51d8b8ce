import type { EhrState } from './ehr-prefill.ts'

/** Whether a field of the form still holds the EHR's value (kept apart: every tool page uses it). */
export const hasEhrEnabledField = (ehr: EhrState | null | undefined) => Boolean(ehr && Object.values(ehr.fields).some((f) => f.ehrEnabledField))
