import { sql } from 'drizzle-orm'

import { hashPassword } from '#app/auth/password.server.ts'

import type { Db } from './client.server.ts'
import { organisations, users } from './schema.ts'

export const DEMO_ORGANISATION_ID = '6f1d3c52-6a43-4f7e-9a51-2f1f0f3c9a01'

/** Sign-ins of the demo data; the README lists them. */
export const DEMO_ACCOUNTS = {
  clinician: {
    email: 'clinician@consilium.test',
    password: 'consilium-clinician',
    name: 'Dr. Alex Rivera',
  },
  personal: {
    email: 'reader@consilium.test',
    password: 'consilium-reader',
    name: 'Sam Patel',
  },
} as const

export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(
    sql`select (select count(*) from ${users}) + (select count(*) from ${organisations}) as n`,
  )
  return Number(result.rows[0]?.n ?? 0) === 0
}

/** Idempotent: running it again changes nothing that is already there. */
export async function seedDemoData(db: Db): Promise<void> {
  await db
    .insert(organisations)
    .values({
      id: DEMO_ORGANISATION_ID,
      name: 'Riverside Health',
      subscriptionStatus: 'active',
      ipAccessEnabled: false,
      ipRanges: ['127.0.0.0/8'],
      displaySignIn: true,
    })
    .onConflictDoNothing()

  const { clinician, personal } = DEMO_ACCOUNTS
  await db
    .insert(users)
    .values([
      {
        email: clinician.email,
        name: clinician.name,
        passwordHash: await hashPassword(clinician.password),
        organisationId: DEMO_ORGANISATION_ID,
        patientEncounterReportAccess: true,
      },
      {
        email: personal.email,
        name: personal.name,
        passwordHash: await hashPassword(personal.password),
      },
    ])
    .onConflictDoNothing({ target: users.email })
}
