import { closeDb, getDb } from '#app/db/db.server.ts'

import { FLAGS_USAGE, FlagsCommandError, parseFlagsCommand } from './flags-command.ts'
import { deleteFlag, listFlags, setFlag, type StoredFlag } from './flags.server.ts'

export type CommandIo = { out: (line: string) => void; err: (line: string) => void }

const consoleIo: CommandIo = { out: (l) => console.log(l), err: (l) => console.error(l) }

function describe(flag: StoredFlag): string {
  const state = flag.enabled ? 'on ' : 'off'
  const payload = flag.payload === null || flag.payload === undefined ? '-' : JSON.stringify(flag.payload)
  return `${flag.key}\t${state}\t${flag.rolloutPercent}%\t${payload}\t${flag.description || '-'}`
}

/** `npm run flags -- …`: answers the process exit code (0 done, 1 failed, 2 bad input). */
export async function runFlagsCommand(argv: readonly string[], io: CommandIo = consoleIo): Promise<number> {
  let command
  try {
    command = parseFlagsCommand(argv)
  } catch (error) {
    if (!(error instanceof FlagsCommandError)) throw error
    io.err(`${error.message}\n\n${FLAGS_USAGE}`)
    return 2
  }
  if (command.command === 'help') {
    io.out(FLAGS_USAGE)
    return 0
  }
  try {
    const db = await getDb()
    if (command.command === 'list') {
      const flags = await listFlags(db)
      if (!flags.length) io.out('No flags are stored.')
      else {
        io.out('key\tstate\trollout\tpayload\tdescription')
        for (const flag of flags) io.out(describe(flag))
      }
      return 0
    }
    if (command.command === 'delete') {
      if (await deleteFlag(db, command.key)) {
        io.out(`Deleted ${command.key}.`)
        return 0
      }
      io.err(`There is no flag ${command.key}.`)
      return 1
    }
    const { key, ...change } = command
    const saved = await setFlag(db, key, change)
    io.out(`Saved: ${describe(saved)}`)
    return 0
  } finally {
    await closeDb()
  }
}
