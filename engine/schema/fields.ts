import type { FieldDefinition } from './tool.ts'

/** A field's shared clinical data name: its cpdn, or its name when it has none. */
export const cpdnOf = (field: FieldDefinition) => field.cpdn ?? field.name

/**
 * The oldest age any field accepts: a plausibility limit (the oldest documented person lived to
 * 122). Tools whose source model is bounded declare their own, narrower range (decision 0039).
 */
export const AGE_PLAUSIBLE_MAX = 120
