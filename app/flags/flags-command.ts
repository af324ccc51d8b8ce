import { FLAG_KEY } from './flags.ts'

export const FLAGS_USAGE = `Usage: npm run flags -- <command>

  list                                 show every flag
  set <key> on|off [options]           create or change a flag
      --rollout N                      share of visitors who get it when on, 0-100 (new flags: 100)
      --payload JSON                   JSON value handed to the page (null clears it)
      --description text               what the flag is for
  delete <key>                         remove a flag

The command works on the database the server uses (DATABASE_URL, else the embedded
database under DATA_DIR). The embedded database serves one process at a time: stop the
server first, or use DATABASE_URL. Running servers see a change within 5 seconds.`

export type FlagsCommand =
  | { command: 'help' }
  | { command: 'list' }
  | {
      command: 'set'
      key: string
      enabled: boolean
      rolloutPercent?: number
      payload?: unknown
      description?: string
    }
  | { command: 'delete'; key: string }

export class FlagsCommandError extends Error {
  override name = 'FlagsCommandError'
}

function checkKey(key: string | undefined): string {
  if (key === undefined || key.startsWith('--')) throw new FlagsCommandError('Name the flag: a key such as f45679_system_check.')
  if (!FLAG_KEY.test(key)) {
    throw new FlagsCommandError(
      `"${key}" is not a valid flag key: use 1-64 letters, digits, '_', '-' or '.', starting with a letter or digit.`,
    )
  }
  return key
}

const OPTIONS = new Set(['--rollout', '--payload', '--description'])

/** Reads the command line (after `--`); throws FlagsCommandError with a message for the operator. */
export function parseFlagsCommand(argv: readonly string[]): FlagsCommand {
  const [command, ...rest] = argv
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') return { command: 'help' }
  if (command === 'list') {
    if (rest.length) throw new FlagsCommandError(`list takes no arguments (got "${rest.join(' ')}").`)
    return { command: 'list' }
  }
  if (command === 'delete') {
    const key = checkKey(rest[0])
    if (rest.length > 1) throw new FlagsCommandError(`delete takes one flag key (got "${rest.join(' ')}").`)
    return { command: 'delete', key }
  }
  if (command !== 'set') throw new FlagsCommandError(`Unknown command "${command}": use list, set or delete.`)

  const key = checkKey(rest[0])
  const state = rest[1]
  if (state !== 'on' && state !== 'off') {
    throw new FlagsCommandError(`Say whether ${key} is on or off: set ${key} on|off (got ${state === undefined ? 'nothing' : `"${state}"`}).`)
  }
  const out: Extract<FlagsCommand, { command: 'set' }> = { command: 'set', key, enabled: state === 'on' }
  const seen = new Set<string>()
  for (let i = 2; i < rest.length; i++) {
    const arg = rest[i]!
    const eq = arg.indexOf('=')
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg
    if (!OPTIONS.has(name)) throw new FlagsCommandError(`Unknown option "${arg}": use --rollout, --payload or --description.`)
    if (seen.has(name)) throw new FlagsCommandError(`${name} is given twice.`)
    seen.add(name)
    let value: string | undefined
    if (name !== arg) value = arg.slice(eq + 1)
    else {
      value = rest[i + 1]
      i++
    }
    if (value === undefined) throw new FlagsCommandError(`${name} needs a value.`)
    if (name === '--rollout') {
      if (!/^\d{1,3}$/.test(value.trim()) || Number(value) > 100) {
        throw new FlagsCommandError(`--rollout must be a whole number from 0 to 100 (got "${value}").`)
      }
      out.rolloutPercent = Number(value)
    } else if (name === '--payload') {
      try {
        out.payload = JSON.parse(value) as unknown
      } catch (error) {
        throw new FlagsCommandError(
          `--payload is not valid JSON (${(error as Error).message}). Quote it for the shell, e.g. --payload '{"heading":"Planned maintenance"}'.`,
        )
      }
    } else {
      if (value.length > 500) throw new FlagsCommandError('--description may have at most 500 characters.')
      out.description = value
    }
  }
  return out
}
