import type { Choice } from './fields.ts'

/** Sex as most formulas read it: 'female' / 'male', in that order, without points. */
export const SEXES = [
  ['Female', 'female'],
  ['Male', 'male'],
] as const satisfies readonly Choice[]
