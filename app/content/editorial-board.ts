/**
 * The roles of the editorial board, in the order the page lists them. Who holds a role is
 * operator data (the editorial_board_members table, `npm run editorial`), never a default here:
 * an empty board is shown as the editorial process and a contact, not as placeholder names.
 */
export const BOARD_ROLES = ['editorInChief', 'deputyEditor', 'clinicalContentEditor', 'decisionAidEditor', 'methodsEditor', 'patientPartner'] as const

export type BoardRole = (typeof BOARD_ROLES)[number]

export const isBoardRole = (value: string): value is BoardRole => (BOARD_ROLES as readonly string[]).includes(value)

export type BoardMember = {
  id: string
  role: BoardRole
  name: string
  /** Degrees, specialty and affiliation; empty when the operator gave none. */
  credentials: string
}

/** Members in the order of their roles, then in the order they were added. */
export function orderBoard<T extends { role: string }>(members: readonly T[]): (T & { role: BoardRole })[] {
  return members
    .filter((m): m is T & { role: BoardRole } => isBoardRole(m.role))
    .map((m, i) => ({ m, i }))
    .sort((a, b) => BOARD_ROLES.indexOf(a.m.role) - BOARD_ROLES.indexOf(b.m.role) || a.i - b.i)
    .map(({ m }) => m)
}
