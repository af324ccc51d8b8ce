import type { FieldDefinition } from './tool.ts'

/** A field's shared clinical data name: its cpdn, or its name when it has none. */
export const cpdnOf = (field: FieldDefinition) => field.cpdn ?? field.name

/** Ages above this are refused unless a field sets its own maxValuePolicy (spec 02 §5). */
export const DEFAULT_AGE_MAX_POLICY = 89
