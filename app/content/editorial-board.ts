/**
 * The editorial board shown on /editorial-leadership. OPERATORS: replace each `name`
 * (and `credentials`) with the real person's; a member whose name is still
 * NAME_TO_BE_CONFIGURED is shown as "<role> (name to be configured)".
 */
export const NAME_TO_BE_CONFIGURED = null

export type BoardRole =
  | 'editorInChief'
  | 'deputyEditor'
  | 'clinicalContentEditor'
  | 'decisionAidEditor'
  | 'methodsEditor'
  | 'patientPartner'

export type BoardMember = {
  role: BoardRole
  name: string | typeof NAME_TO_BE_CONFIGURED
  /** Degrees, specialty and affiliation, e.g. "MD, MPH — Internal Medicine". */
  credentials: string
}

export const EDITORIAL_BOARD: readonly BoardMember[] = [
  { role: 'editorInChief', name: NAME_TO_BE_CONFIGURED, credentials: '' },
  { role: 'deputyEditor', name: NAME_TO_BE_CONFIGURED, credentials: '' },
  { role: 'clinicalContentEditor', name: NAME_TO_BE_CONFIGURED, credentials: '' },
  { role: 'decisionAidEditor', name: NAME_TO_BE_CONFIGURED, credentials: '' },
  { role: 'methodsEditor', name: NAME_TO_BE_CONFIGURED, credentials: '' },
  { role: 'patientPartner', name: NAME_TO_BE_CONFIGURED, credentials: '' },
]
