import { isAllowedEndpoint, isLoopbackHttp } from '#app/ehr/smart/urls.ts'

export const EHR_USAGE = `Usage: npm run ehr -- <command>

  organisation list                           organisations and the origins that may frame them
  organisation add --name <name>              create an organisation
  issuer list                                 EHRs allowed to launch Consilium
  issuer add --organisation <name|id> --iss <FHIR base URL> --client-id <id>
             [--tenant <t>] [--scope "<scopes>"] [--write-back]
                                              allow an EHR (its FHIR base URL, exactly as it sends iss)
  issuer remove --iss <FHIR base URL>         refuse its launches from now on (ends its sessions)
  frame-ancestors set --organisation <name|id> [<origin> ...]
                                              EHR page origins that may frame Consilium (none: never)
  cds-client list
  cds-client add --organisation <name|id> --iss <JWT iss> --jku <JWKS URL> [--tenant <t>]
  cds-client remove --iss <JWT iss>
  keys list                                   the signing keys published at /.well-known/jwks.json
  keys rotate [--keep-previous-minutes N] [--force]
                                              sign with the next key, publish a new next key and keep
                                              the old public key listed N minutes more (default 1440)

URLs must be https (http only on 127.0.0.1, localhost or [::1]). Without --scope an issuer gets
the default read scopes; --write-back adds DocumentReference and Observation create.
Works on the database the server uses (DATABASE_URL, else the embedded database under DATA_DIR;
stop the server first for the embedded one).`

export type EhrCommand =
  | { command: 'help' }
  | { command: 'organisation list' }
  | { command: 'organisation add'; name: string }
  | { command: 'issuer list' }
  | { command: 'issuer add'; organisation: string; iss: string; clientId: string; tenant: string | null; scope: string | null; writeBack: boolean }
  | { command: 'issuer remove'; iss: string }
  | { command: 'frame-ancestors set'; organisation: string; origins: string[] }
  | { command: 'cds-client list' }
  | { command: 'cds-client add'; organisation: string; iss: string; jku: string; tenant: string | null }
  | { command: 'cds-client remove'; iss: string }
  | { command: 'keys list' }
  | { command: 'keys rotate'; keepPreviousMinutes: number; force: boolean }

export class EhrCommandError extends Error {
  override name = 'EhrCommandError'
}

type Parsed = { positional: string[]; options: Map<string, string | true> }

function parseArgs(args: readonly string[], valued: readonly string[], switches: readonly string[] = []): Parsed {
  const positional: string[] = []
  const options = new Map<string, string | true>()
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (!arg.startsWith('--')) {
      positional.push(arg)
      continue
    }
    const eq = arg.indexOf('=')
    const name = eq > 0 ? arg.slice(0, eq) : arg
    if (options.has(name)) throw new EhrCommandError(`${name} is given twice.`)
    if (switches.includes(name)) {
      if (eq > 0) throw new EhrCommandError(`${name} takes no value.`)
      options.set(name, true)
      continue
    }
    if (!valued.includes(name)) {
      const known = [...valued, ...switches]
      throw new EhrCommandError(`Unknown option "${name}"${known.length ? `: use ${known.join(', ')}` : ''}.`)
    }
    const value = eq > 0 ? arg.slice(eq + 1) : args[++i]
    if (value === undefined || value === '' || (eq < 0 && value.startsWith('--'))) throw new EhrCommandError(`${name} needs a value.`)
    options.set(name, value)
  }
  return { positional, options }
}

function required(p: Parsed, name: string): string {
  const value = p.options.get(name)
  if (typeof value !== 'string') throw new EhrCommandError(`${name} is required.`)
  return value
}

function optional(p: Parsed, name: string): string | null {
  const value = p.options.get(name)
  return typeof value === 'string' ? value : null
}

function noPositional(p: Parsed, command: string) {
  if (p.positional.length) throw new EhrCommandError(`${command} takes no arguments besides its options (got "${p.positional.join(' ')}").`)
}

/** A FHIR base URL or JWT issuer as stored: https (or loopback http), no query, no trailing slash. */
export function normaliseBaseUrl(value: string, what: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new EhrCommandError(`${what} "${value}" is not a URL.`)
  }
  if (!isAllowedEndpoint(url.href)) throw new EhrCommandError(`${what} must be https (http only on 127.0.0.1, localhost or [::1]).`)
  if (url.username || url.password || url.search || url.hash) throw new EhrCommandError(`${what} must not carry credentials, a query or a fragment.`)
  return url.href.replace(/\/+$/, '')
}

/** An origin for CSP frame-ancestors: scheme, host and port only. */
export function normaliseOrigin(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new EhrCommandError(`"${value}" is not an origin such as https://ehr.hospital.org.`)
  }
  if (url.origin === 'null' || url.href.replace(/\/$/, '') !== url.origin || value.replace(/\/$/, '') !== url.origin) {
    throw new EhrCommandError(`"${value}" is not an origin: give the scheme, host and port only (https://ehr.hospital.org).`)
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url.href)) {
    throw new EhrCommandError(`"${value}" must be https (http only on 127.0.0.1, localhost or [::1]).`)
  }
  if (url.hostname.includes('*')) throw new EhrCommandError(`"${value}": wildcards are not allowed.`)
  return url.origin
}

const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/

/** Reads the command line (after `--`); throws EhrCommandError with a message for the operator. */
export function parseEhrCommand(argv: readonly string[]): EhrCommand {
  const [group, action, ...rest] = argv
  if (group === undefined || group === 'help' || group === '--help' || group === '-h') return { command: 'help' }
  const name = `${group} ${action ?? ''}`.trim()
  switch (name) {
    case 'organisation list':
    case 'issuer list':
    case 'cds-client list':
    case 'keys list': {
      noPositional(parseArgs(rest, []), name)
      return { command: name }
    }
    case 'organisation add': {
      const p = parseArgs(rest, ['--name'])
      noPositional(p, name)
      const orgName = required(p, '--name').trim()
      if (!orgName) throw new EhrCommandError('--name needs a value.')
      return { command: name, name: orgName }
    }
    case 'issuer add': {
      const p = parseArgs(rest, ['--organisation', '--iss', '--client-id', '--tenant', '--scope'], ['--write-back'])
      noPositional(p, name)
      const scope = optional(p, '--scope')
      if (scope !== null) {
        const tokens = scope.split(/\s+/).filter(Boolean)
        if (!tokens.length || !tokens.every((t) => SCOPE_TOKEN.test(t))) throw new EhrCommandError('--scope must be space-separated scope tokens.')
        if (p.options.has('--write-back')) throw new EhrCommandError('Give either --scope or --write-back, not both.')
      }
      return {
        command: name,
        organisation: required(p, '--organisation'),
        iss: normaliseBaseUrl(required(p, '--iss'), '--iss'),
        clientId: required(p, '--client-id'),
        tenant: optional(p, '--tenant'),
        scope: scope === null ? null : scope.split(/\s+/).filter(Boolean).join(' '),
        writeBack: p.options.has('--write-back'),
      }
    }
    case 'issuer remove':
    case 'cds-client remove': {
      const p = parseArgs(rest, ['--iss'])
      noPositional(p, name)
      return { command: name, iss: normaliseBaseUrl(required(p, '--iss'), '--iss') }
    }
    case 'frame-ancestors set': {
      const p = parseArgs(rest, ['--organisation'])
      const origins = [...new Set(p.positional.map(normaliseOrigin))]
      return { command: name, organisation: required(p, '--organisation'), origins }
    }
    case 'cds-client add': {
      const p = parseArgs(rest, ['--organisation', '--iss', '--jku', '--tenant'])
      noPositional(p, name)
      const jku = required(p, '--jku')
      try {
        if (!isAllowedEndpoint(new URL(jku).href)) throw new Error()
      } catch {
        throw new EhrCommandError('--jku must be an https URL (http only on 127.0.0.1, localhost or [::1]).')
      }
      return {
        command: name,
        organisation: required(p, '--organisation'),
        iss: required(p, '--iss'),
        jku: new URL(jku).href,
        tenant: optional(p, '--tenant'),
      }
    }
    case 'keys rotate': {
      const p = parseArgs(rest, ['--keep-previous-minutes'], ['--force'])
      noPositional(p, name)
      const keep = optional(p, '--keep-previous-minutes') ?? '1440'
      if (!/^\d{1,6}$/.test(keep)) throw new EhrCommandError('--keep-previous-minutes must be a whole number of minutes.')
      return { command: name, keepPreviousMinutes: Number(keep), force: p.options.has('--force') }
    }
    default:
      throw new EhrCommandError(`Unknown command "${name}": use organisation, issuer, frame-ancestors, cds-client or keys (see help).`)
  }
}
