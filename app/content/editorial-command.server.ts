import { closeDb, getDb } from '#app/db/db.server.ts'
import type { CommandIo } from '#app/flags/flags-command.server.ts'

import { addBoardMember, listBoard, removeBoardMember } from './editorial-board.server.ts'
import { EDITORIAL_USAGE, EditorialCommandError, parseEditorialCommand } from './editorial-command.ts'

const consoleIo: CommandIo = { out: (l) => console.log(l), err: (l) => console.error(l) }

/** `npm run editorial -- …`: answers the process exit code (0 done, 1 failed, 2 bad input). */
export async function runEditorialCommand(argv: readonly string[], io: CommandIo = consoleIo): Promise<number> {
  let command
  try {
    command = parseEditorialCommand(argv)
  } catch (error) {
    if (!(error instanceof EditorialCommandError)) throw error
    io.err(`${error.message}\n\n${EDITORIAL_USAGE}`)
    return 2
  }
  if (command.command === 'help') {
    io.out(EDITORIAL_USAGE)
    return 0
  }
  try {
    const db = await getDb()
    if (command.command === 'list') {
      const board = await listBoard(db)
      if (!board.length) io.out('The editorial board is empty: /editorial-leadership describes the editorial process and the contact instead.')
      else {
        io.out('id\trole\tname\tcredentials')
        for (const m of board) io.out(`${m.id}\t${m.role}\t${m.name}\t${m.credentials || '-'}`)
      }
      return 0
    }
    if (command.command === 'remove') {
      if (await removeBoardMember(db, command.id)) {
        io.out(`Removed ${command.id}.`)
        return 0
      }
      io.err(`There is no member ${command.id}.`)
      return 1
    }
    const added = await addBoardMember(db, command)
    io.out(`Added: ${added.id}\t${added.role}\t${added.name}\t${added.credentials || '-'}`)
    return 0
  } finally {
    await closeDb()
  }
}
