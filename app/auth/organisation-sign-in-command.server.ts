import { parseArgs } from 'node:util'

import { eq } from 'drizzle-orm'
import * as oidc from 'openid-client'

import type { Db } from '#app/db/client.server.ts'
import { closeDb, getDb } from '#app/db/db.server.ts'
import { organisations, organisationSignIns } from '#app/db/schema.ts'
import { isLoopbackHttp } from '#app/ehr/smart/urls.ts'
import type { CommandIo } from '#app/flags/flags-command.server.ts'

import { CALLBACK_PATH, configureOrganisationSignIn, normaliseIssuer } from './organisation-sign-in.server.ts'
import { POST_LOGOUT_PATH } from './organisation-sign-out.server.ts'

export const SIGN_IN_USAGE = `Usage: npm run sign-in -- <command>

  list                                        organisations that sign in through their own OpenID provider
  set --organisation <name|id> --issuer <URL> --client-id <id> --domain <domain> [--domain <domain> ...]
      [--link-existing-accounts] [--keep-provider-session]
                                              sign in this organisation's people (emails of these domains)
                                              through its provider; the client secret is read from the
                                              environment variable ORGANISATION_CLIENT_SECRET, never from
                                              the command line
  remove --organisation <name|id>             stop signing in through the provider (accounts stay)

Register Consilium with the provider as a confidential web client (client_secret_basic or
client_secret_post, authorization code with PKCE S256, scopes openid email profile) with the
redirect URI {PUBLIC_URL}${CALLBACK_PATH} exactly, and the post-logout redirect URI
{PUBLIC_URL}${POST_LOGOUT_PATH}. The issuer must be https (http only on 127.0.0.1, localhost or
[::1]); \`set\` reads its discovery document before saving.
--link-existing-accounts: a password account with the same verified email, in no other
organisation, is joined to the provider at its first organisation sign-in (decision 0063).
Signing out of Consilium also signs out at the provider when it publishes an end_session_endpoint;
--keep-provider-session: signing out ends the Consilium session only.
Works on the database the server uses (DATABASE_URL, else the embedded database under DATA_DIR;
stop the server first for the embedded one).`

class CommandError extends Error {
  override name = 'SignInCommandError'
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

export type SignInCommand =
  | { command: 'help' }
  | { command: 'list' }
  | {
      command: 'set'
      organisation: string
      issuer: string
      clientId: string
      domains: string[]
      linkExistingAccounts: boolean
      keepProviderSession: boolean
    }
  | { command: 'remove'; organisation: string }

/** Reads the command line (after `--`); throws with a message for the operator. */
export function parseSignInCommand(argv: readonly string[]): SignInCommand {
  const [name, ...rest] = argv
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return { command: 'help' }
  let values: Record<string, string | string[] | boolean | undefined>
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: true,
      options: {
        organisation: { type: 'string' },
        issuer: { type: 'string' },
        'client-id': { type: 'string' },
        domain: { type: 'string', multiple: true },
        'link-existing-accounts': { type: 'boolean' },
        'keep-provider-session': { type: 'boolean' },
      },
    }))
  } catch (error) {
    throw new CommandError((error as Error).message)
  }
  if (positionals.length) throw new CommandError(`${name} takes no arguments besides its options (got "${positionals.join(' ')}").`)
  const required = (option: string) => {
    const value = values[option]
    if (typeof value !== 'string' || !value.trim()) throw new CommandError(`--${option} is required.`)
    return value.trim()
  }
  switch (name) {
    case 'list':
      if (Object.keys(values).length) throw new CommandError('list takes no options.')
      return { command: 'list' }
    case 'remove':
      return { command: 'remove', organisation: required('organisation') }
    case 'set': {
      const issuer = normaliseIssuer(required('issuer'))
      if (!issuer) throw new CommandError('--issuer must be an https URL (http only on 127.0.0.1, localhost or [::1]) without query, fragment or credentials.')
      const domains = ((values.domain as string[] | undefined) ?? []).map((d) => d.trim().toLowerCase().replace(/^@/, ''))
      if (!domains.length) throw new CommandError('--domain is required (one for each email domain of the organisation).')
      const bad = domains.find((d) => !DOMAIN.test(d))
      if (bad) throw new CommandError(`--domain "${bad}" is not a domain such as hospital.org.`)
      return {
        command: 'set',
        organisation: required('organisation'),
        issuer,
        clientId: required('client-id'),
        domains: [...new Set(domains)],
        linkExistingAccounts: values['link-existing-accounts'] === true,
        keepProviderSession: values['keep-provider-session'] === true,
      }
    }
    default:
      throw new CommandError(`Unknown command "${name}": use list, set or remove (see help).`)
  }
}

async function findOrganisation(db: Db, nameOrId: string) {
  const rows = UUID.test(nameOrId)
    ? await db.select().from(organisations).where(eq(organisations.id, nameOrId))
    : await db.select().from(organisations).where(eq(organisations.name, nameOrId))
  if (rows.length > 1) throw new CommandError(`${rows.length} organisations are named "${nameOrId}": give its id (npm run ehr -- organisation list).`)
  const [org] = rows
  if (!org) throw new CommandError(`There is no organisation "${nameOrId}" (npm run ehr -- organisation list).`)
  return org
}

/** Does the work of one parsed command; answers the exit code. */
export async function executeSignInCommand(
  db: Db,
  command: SignInCommand,
  io: CommandIo,
  { clientSecret = process.env.ORGANISATION_CLIENT_SECRET, discover = true }: { clientSecret?: string; discover?: boolean } = {},
): Promise<number> {
  switch (command.command) {
    case 'help':
      io.out(SIGN_IN_USAGE)
      return 0
    case 'list': {
      const rows = await db
        .select({ signIn: organisationSignIns, organisation: organisations.name })
        .from(organisationSignIns)
        .innerJoin(organisations, eq(organisations.id, organisationSignIns.organisationId))
        .orderBy(organisations.name)
      if (!rows.length) io.out('No organisation signs in through its own provider.')
      else io.out('organisation\tissuer\tclient id\temail domains\tlink existing accounts\tsign out at the provider')
      for (const { signIn, organisation } of rows) {
        io.out(
          `${organisation}\t${signIn.issuer}\t${signIn.clientId}\t${signIn.emailDomains.join(' ')}\t${signIn.linkExistingAccounts ? 'yes' : 'no'}` +
            `\t${signIn.endProviderSession ? 'yes' : 'no'}`,
        )
      }
      return 0
    }
    case 'set': {
      if (!clientSecret) throw new CommandError('Set ORGANISATION_CLIENT_SECRET to the client secret the provider gave (it is stored encrypted).')
      const org = await findOrganisation(db, command.organisation)
      const taken = await db
        .select({ organisationId: organisationSignIns.organisationId, domains: organisationSignIns.emailDomains })
        .from(organisationSignIns)
      const clash = taken.find((row) => row.organisationId !== org.id && row.domains.some((d) => command.domains.includes(d)))
      if (clash) throw new CommandError(`An email domain given is already signed in by another organisation (${clash.domains.join(' ')}).`)
      if (discover) {
        try {
          await oidc.discovery(new URL(command.issuer), command.clientId, clientSecret, undefined, {
            execute: isLoopbackHttp(command.issuer) ? [oidc.allowInsecureRequests] : [],
          })
        } catch (error) {
          throw new CommandError(`The issuer's discovery document could not be read (${(error as { code?: string }).code ?? (error as Error).message}).`)
        }
      }
      await configureOrganisationSignIn(db, {
        organisationId: org.id,
        issuer: command.issuer,
        clientId: command.clientId,
        clientSecret,
        emailDomains: command.domains,
        linkExistingAccounts: command.linkExistingAccounts,
        endProviderSession: !command.keepProviderSession,
      })
      io.out(
        `${org.name} signs in through ${command.issuer} (client id ${command.clientId}) for ${command.domains.join(', ')}; ` +
          `existing accounts ${command.linkExistingAccounts ? 'are' : 'are not'} linked; ` +
          `signing out ${command.keepProviderSession ? 'keeps' : 'also ends'} the session at the provider. Running servers pick it up within five minutes.`,
      )
      return 0
    }
    case 'remove': {
      const org = await findOrganisation(db, command.organisation)
      const removed = await db.delete(organisationSignIns).where(eq(organisationSignIns.organisationId, org.id)).returning()
      if (!removed.length) {
        io.err(`${org.name} does not sign in through its own provider.`)
        return 1
      }
      io.out(`${org.name} no longer signs in through ${removed[0]!.issuer}; its accounts stay.`)
      return 0
    }
  }
}

const consoleIo: CommandIo = { out: (l) => console.log(l), err: (l) => console.error(l) }

/** `npm run sign-in -- …`: answers the process exit code (0 done, 1 failed, 2 bad input). */
export async function runSignInCommand(argv: readonly string[], io: CommandIo = consoleIo, db?: Db): Promise<number> {
  let command: SignInCommand
  try {
    command = parseSignInCommand(argv)
  } catch (error) {
    if (!(error instanceof CommandError)) throw error
    io.err(`${error.message}\n\n${SIGN_IN_USAGE}`)
    return 2
  }
  if (command.command === 'help') {
    io.out(SIGN_IN_USAGE)
    return 0
  }
  try {
    return await executeSignInCommand(db ?? (await getDb()), command, io)
  } catch (error) {
    if (error instanceof CommandError) {
      io.err(error.message)
      return 1
    }
    throw error
  } finally {
    if (!db) await closeDb()
  }
}
