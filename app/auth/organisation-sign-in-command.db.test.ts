import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { organisations, organisationSignIns } from '#app/db/schema.ts'
import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { executeSignInCommand, parseSignInCommand, runSignInCommand } from './organisation-sign-in-command.server.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
  await t.db.insert(organisations).values([{ name: 'Riverside Health' }, { name: 'Hillside Clinic' }])
})
afterAll(() => t.close())

async function run(argv: string[], clientSecret?: string) {
  const out: string[] = []
  const err: string[] = []
  const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }
  let code: number
  try {
    code = await executeSignInCommand(t.db, parseSignInCommand(argv), io, { clientSecret, discover: false })
  } catch (error) {
    err.push((error as Error).message)
    code = -1
  }
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('npm run sign-in', () => {
  test('bad input is refused with the reason and the usage', async () => {
    const lines: string[] = []
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) }
    expect(await runSignInCommand(['set', '--organisation', 'Riverside Health', '--issuer', 'http://idp.example.org', '--client-id', 'c', '--domain', 'riverside.test'], io, t.db)).toBe(2)
    expect(lines.join('\n')).toContain('--issuer must be an https URL')
    expect(() => parseSignInCommand(['set', '--organisation', 'R', '--issuer', 'https://idp.example.org', '--client-id', 'c'])).toThrow('--domain is required')
    expect(() => parseSignInCommand(['set', '--organisation', 'R', '--issuer', 'https://idp.example.org', '--client-id', 'c', '--domain', 'not a domain'])).toThrow('is not a domain')
    expect(() => parseSignInCommand(['set', '--client-secret', 'x'])).toThrow()
  })

  test('set stores the provider with the secret encrypted; list never shows the secret; a domain belongs to one organisation; remove', async () => {
    const args = ['set', '--organisation', 'Riverside Health', '--issuer', 'https://idp.riverside.test/', '--client-id', 'consilium', '--domain', '@Riverside.test']
    expect((await run(args)).err).toContain('ORGANISATION_CLIENT_SECRET')
    const set = await run(args, 'the-client-secret-0123')
    expect(set.code).toBe(0)
    const [org] = await t.db.select().from(organisations).where(eq(organisations.name, 'Riverside Health'))
    const [row] = await t.db.select().from(organisationSignIns).where(eq(organisationSignIns.organisationId, org!.id))
    expect(row).toMatchObject({ issuer: 'https://idp.riverside.test', clientId: 'consilium', emailDomains: ['riverside.test'], linkExistingAccounts: false })
    expect(row!.clientSecret).not.toContain('the-client-secret-0123')

    const list = await run(['list'])
    expect(list.out).toContain('Riverside Health\thttps://idp.riverside.test\tconsilium\triverside.test\tno\tyes')
    expect(list.out).not.toContain('the-client-secret-0123')

    const clash = await run(['set', '--organisation', 'Hillside Clinic', '--issuer', 'https://idp.hillside.test', '--client-id', 'c', '--domain', 'riverside.test'], 's')
    expect(clash.err).toContain('already signed in by another organisation')

    expect((await run(['remove', '--organisation', 'Riverside Health'])).code).toBe(0)
    expect(await t.db.select().from(organisationSignIns)).toEqual([])
  })
})
