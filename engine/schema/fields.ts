import type { FieldDefinition } from './tool.ts'

/** A field's shared clinical data name: its cpdn, or its name when it has none. */
export const cpdnOf = (field: FieldDefinition) => field.cpdn ?? field.name

/**
 * The oldest age any field accepts: a plausibility limit (the oldest documented person lived to
 * 122). Tools whose source model is bounded declare their own, narrower range (decision 0039).
 */
export const AGE_PLAUSIBLE_MAX = 120

/**
 * Serum sodium and potassium a patient can present with (mmol/L): survivors are reported from
 * the 80s to above 250 mmol/L of sodium (salt poisoning) and up to about 14 mmol/L of
 * potassium. Narrower ranges refused values a clinician can see.
 */
export const SERUM_SODIUM_RANGE = { min: 80, max: 250 } as const
export const SERUM_POTASSIUM_RANGE = { min: 1, max: 15 } as const
