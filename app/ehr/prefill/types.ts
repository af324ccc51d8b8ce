/**
 * What an EHR prefills on a tool page (spec 02 §4 'EHR prefill', §7 tool payload `ehr`),
 * keyed by cpdn. Patient data: never logged, never put in a URL, never cached beyond the request.
 */
export type PrefilledValue = {
  cpdn: string
  /** As the form takes it: the number as text in `unit`, a choice's label value, or label values for a multiselect. */
  value: string | string[]
  /**
   * The field's measureInfo label value (unit key) the value is in; null for fields without units.
   * For a field with one fixed unit (`fieldInfo.units`), that unit text (what `unitsOfField` gives).
   */
  unit: string | null
  /** What the EHR reported, before any conversion (UCUM code or unit text). */
  reported: { value: string; unit: string | null }
  /** Collection date (effectiveDateTime / effectivePeriod.start), else the result date (issued): ISO 8601. */
  date: string | null
  dateKind: 'collected' | 'resulted' | null
  resourceType: string
  /** True when `value` was converted from the reported unit through the engine's unit tables. */
  converted: boolean
}
export type MissingReason = 'none-in-window' | 'unit-not-convertible' | 'not-permitted' | 'unavailable'
export type MissingEhrValue = { cpdn: string; reason: MissingReason; timeWindow: string | null /* e.g. "12 months" */ }
export type EhrPrefill = {
  values: Record<string, PrefilledValue>
  missing: MissingEhrValue[]
  metadata: Record<string, { resourceType: string; timeWindow: string | null }>
}

/** The tool payload's `ehr` (spec 02 §7). */
export type SpecEhrPayload = {
  ehrpdns: Record<string, PrefilledValue>
  missing_ehrpdns: MissingEhrValue[]
  metadata: { ehrpdns: Record<string, { resourceType: string; timeWindow: string | null }> }
}
