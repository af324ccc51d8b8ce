import type { Choice } from './fields.ts'

/** Sex as the published equations use it, without points: `choice('Sex', FEMALE_MALE)`. */
export const FEMALE_MALE: readonly Choice[] = [
  ['Female', 'female'],
  ['Male', 'male'],
]
