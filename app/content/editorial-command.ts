import { parseArgs } from 'node:util'

import { BOARD_ROLES, isBoardRole, type BoardRole } from './editorial-board.ts'
import { placeholdersIn } from './placeholders.ts'

export const EDITORIAL_USAGE = `Usage: npm run editorial -- <command>

  list                                            show the editorial board
  add --role <role> --name <name> [--credentials <text>]
                                                  add a member (shown on /editorial-leadership)
  remove <id>                                     remove a member (its id from list)

Roles: ${BOARD_ROLES.join(', ')}.

The command works on the database the server uses (DATABASE_URL, else the embedded
database under DATA_DIR). The embedded database serves one process at a time: stop the
server first, or use DATABASE_URL. While the board is empty the page describes how content
is written, reviewed and updated, and whom to contact.`

export type EditorialCommand =
  | { command: 'help' }
  | { command: 'list' }
  | { command: 'add'; role: BoardRole; name: string; credentials: string }
  | { command: 'remove'; id: string }

export class EditorialCommandError extends Error {
  override name = 'EditorialCommandError'
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function text(label: string, value: string | undefined, max: number, required: boolean): string {
  const v = (value ?? '').trim()
  if (required && !v) throw new EditorialCommandError(`${label} needs a value.`)
  if (v.length > max) throw new EditorialCommandError(`${label} may have at most ${max} characters.`)
  const placeholders = placeholdersIn(v)
  if (placeholders.length) throw new EditorialCommandError(`${label} looks like a placeholder ("${placeholders[0]}"): give the real text or leave the member out.`)
  return v
}

/** Reads the command line (after `--`); throws EditorialCommandError with a message for the operator. */
export function parseEditorialCommand(argv: readonly string[]): EditorialCommand {
  const [command, ...rest] = argv
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') return { command: 'help' }
  if (command === 'list') {
    if (rest.length) throw new EditorialCommandError(`list takes no arguments (got "${rest.join(' ')}").`)
    return { command: 'list' }
  }
  if (command === 'remove') {
    const id = rest[0]
    if (rest.length !== 1 || !id || !UUID.test(id)) throw new EditorialCommandError('remove takes one member id, as shown by list.')
    return { command: 'remove', id: id.toLowerCase() }
  }
  if (command !== 'add') throw new EditorialCommandError(`Unknown command "${command}": use list, add or remove.`)
  let values
  try {
    ;({ values } = parseArgs({
      args: [...rest],
      options: { role: { type: 'string' }, name: { type: 'string' }, credentials: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new EditorialCommandError((error as Error).message)
  }
  const role = values.role ?? ''
  if (!isBoardRole(role)) throw new EditorialCommandError(`--role must be one of ${BOARD_ROLES.join(', ')} (got ${role ? `"${role}"` : 'nothing'}).`)
  return { command: 'add', role, name: text('--name', values.name, 200, true), credentials: text('--credentials', values.credentials, 300, false) }
}
