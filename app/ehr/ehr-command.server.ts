import { addCdsClient } from '#app/cds/trust.server.ts'
import { eq } from 'drizzle-orm'

import type { Db } from '#app/db/client.server.ts'
import { closeDb, getDb } from '#app/db/db.server.ts'
import { cdsClients, ehrIssuers, organisations } from '#app/db/schema.ts'
import type { CommandIo } from '#app/flags/flags-command.server.ts'

import { EHR_USAGE, EhrCommandError, parseEhrCommand, type EhrCommand } from './ehr-command.ts'
import { loadKeySet, publicJwks, rotateKeys } from './keys.server.ts'
import { DEFAULT_SCOPE, WRITE_BACK_SCOPE } from './smart/scopes.ts'

const consoleIo: CommandIo = { out: (l) => console.log(l), err: (l) => console.error(l) }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function findOrganisation(db: Db, nameOrId: string) {
  const rows = UUID.test(nameOrId)
    ? await db.select().from(organisations).where(eq(organisations.id, nameOrId))
    : await db.select().from(organisations).where(eq(organisations.name, nameOrId))
  if (rows.length > 1) throw new EhrCommandError(`${rows.length} organisations are named "${nameOrId}": give its id (npm run ehr -- organisation list).`)
  const [org] = rows
  if (!org) throw new EhrCommandError(`There is no organisation "${nameOrId}" (npm run ehr -- organisation list).`)
  return org
}

/** Does the work of one parsed command; answers the exit code. */
export async function executeEhrCommand(db: Db, command: EhrCommand, io: CommandIo, now = new Date()): Promise<number> {
  switch (command.command) {
    case 'help':
      io.out(EHR_USAGE)
      return 0
    case 'organisation list': {
      const orgs = await db.select().from(organisations).orderBy(organisations.name)
      if (!orgs.length) io.out('No organisations are stored.')
      for (const org of orgs) io.out(`${org.id}\t${org.name}\tframe-ancestors: ${org.frameAncestors.join(' ') || "'none'"}`)
      return 0
    }
    case 'organisation add': {
      const [org] = await db.insert(organisations).values({ name: command.name, subscriptionStatus: 'active' }).returning()
      io.out(`Created organisation ${org?.name} (${org?.id}).`)
      return 0
    }
    case 'issuer list': {
      const rows = await db
        .select({ issuer: ehrIssuers, organisation: organisations.name })
        .from(ehrIssuers)
        .innerJoin(organisations, eq(organisations.id, ehrIssuers.organisationId))
        .orderBy(ehrIssuers.iss)
      if (!rows.length) io.out('No EHR issuers are allowed.')
      else io.out('iss\torganisation\tclient id\ttenant\tscope')
      for (const { issuer, organisation } of rows) {
        io.out(`${issuer.iss}\t${organisation}\t${issuer.clientId}\t${issuer.tenant ?? '-'}\t${issuer.scope}`)
      }
      return 0
    }
    case 'issuer add': {
      const org = await findOrganisation(db, command.organisation)
      const values = {
        organisationId: org.id,
        iss: command.iss,
        clientId: command.clientId,
        tenant: command.tenant,
        scope: command.scope ?? (command.writeBack ? WRITE_BACK_SCOPE : DEFAULT_SCOPE),
      }
      const [saved] = await db
        .insert(ehrIssuers)
        .values(values)
        .onConflictDoUpdate({ target: ehrIssuers.iss, set: values })
        .returning()
      io.out(`Allowed ${saved?.iss} for ${org.name}: client id ${saved?.clientId}, scope "${saved?.scope}".`)
      return 0
    }
    case 'issuer remove': {
      const removed = await db.delete(ehrIssuers).where(eq(ehrIssuers.iss, command.iss)).returning()
      if (!removed.length) {
        io.err(`No issuer ${command.iss} is allowed.`)
        return 1
      }
      io.out(`Removed ${command.iss}: its launches are refused and its sessions ended.`)
      return 0
    }
    case 'frame-ancestors set': {
      const org = await findOrganisation(db, command.organisation)
      await db.update(organisations).set({ frameAncestors: command.origins }).where(eq(organisations.id, org.id))
      io.out(
        command.origins.length
          ? `${org.name} may be framed by: ${command.origins.join(' ')}`
          : `${org.name} may not be framed (frame-ancestors 'none').`,
      )
      return 0
    }
    case 'cds-client list': {
      const rows = await db
        .select({ client: cdsClients, organisation: organisations.name })
        .from(cdsClients)
        .innerJoin(organisations, eq(organisations.id, cdsClients.organisationId))
        .orderBy(cdsClients.iss)
      if (!rows.length) io.out('No CDS Hooks clients are trusted.')
      for (const { client, organisation } of rows) io.out(`${client.iss}\t${organisation}\t${client.jku}\t${client.tenant ?? '-'}`)
      return 0
    }
    case 'cds-client add': {
      const org = await findOrganisation(db, command.organisation)
      try {
        await addCdsClient(db, { organisationId: org.id, iss: command.iss, jku: command.jku, tenant: command.tenant })
      } catch (error) {
        io.err((error as Error).message)
        return 1
      }
      io.out(`Trusted CDS Hooks client ${command.iss} for ${org.name} (keys from ${command.jku}).`)
      return 0
    }
    case 'cds-client remove': {
      const removed = await db.delete(cdsClients).where(eq(cdsClients.iss, command.iss)).returning()
      if (!removed.length) {
        io.err(`No CDS Hooks client ${command.iss} is trusted.`)
        return 1
      }
      io.out(`Removed CDS Hooks client ${command.iss}.`)
      return 0
    }
    case 'keys list': {
      const keys = await loadKeySet(db, now)
      io.out(`current\t${keys.current.kid}\tsince ${keys.current.createdAt}`)
      io.out(`next\t${keys.next.kid}\tpublished since ${keys.next.createdAt}`)
      for (const old of keys.retired) {
        io.out(`retired\t${old.kid}\t${new Date(old.until) > now ? 'listed until' : 'no longer listed since'} ${old.until}`)
      }
      io.out(`Published: ${publicJwks(keys, now).keys.length} keys.`)
      return 0
    }
    case 'keys rotate': {
      const result = await rotateKeys(db, { keepPreviousMinutes: command.keepPreviousMinutes, force: command.force, now })
      if (!result.ok && result.reason === 'keys-from-env') {
        io.err('The signing keys come from EHR_SIGNING_KEYS: rotate them in the secret store (the new key first, the old one behind it until EHR caches have expired).')
        return 1
      }
      if (!result.ok) {
        io.err(
          `The next key has not been published long enough for EHRs that cache our JWKS to know it: ` +
            `rotate after ${result.publishableAt.toISOString()} (or --force, which can break launches until their cache expires).`,
        )
        return 1
      }
      io.out(`Signing with ${result.current}; new next key ${result.next}; ${result.retired} stays listed until ${result.retiredUntil.toISOString()}.`)
      io.out('Running servers pick up the new key within a minute.')
      return 0
    }
  }
}

/** `npm run ehr -- …`: answers the process exit code (0 done, 1 failed, 2 bad input). */
export async function runEhrCommand(argv: readonly string[], io: CommandIo = consoleIo, db?: Db): Promise<number> {
  let command: EhrCommand
  try {
    command = parseEhrCommand(argv)
  } catch (error) {
    if (!(error instanceof EhrCommandError)) throw error
    io.err(`${error.message}\n\n${EHR_USAGE}`)
    return 2
  }
  if (command.command === 'help') {
    io.out(EHR_USAGE)
    return 0
  }
  try {
    return await executeEhrCommand(db ?? (await getDb()), command, io)
  } catch (error) {
    if (error instanceof EhrCommandError) {
      io.err(error.message)
      return 1
    }
    throw error
  } finally {
    if (!db) await closeDb()
  }
}

