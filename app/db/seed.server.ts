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

  // A month of tool sessions for the demo organisation, so its encounter report has rows.
  await db.execute(sql`
    with e as (
      insert into encounters (organisation_id, tool_slug, tool_version, language, brand, created_at)
      select ${DEMO_ORGANISATION_ID}, 'cha2ds2-vasc', '1.0.0', 'en-US', 'clinician',
        date_trunc('day', now() at time zone 'utc') at time zone 'utc' - (i * interval '1 day') + interval '14 hours'
      from generate_series(1, 30) as i
      where not exists (select 1 from encounters where organisation_id = ${DEMO_ORGANISATION_ID})
      returning id, organisation_id, tool_slug, tool_version, created_at
    )
    insert into encounter_events (aggregate_id, type, organisation_id, tool_slug, tool_version, payload, occurred_at)
    select id, t.type, organisation_id, tool_slug, tool_version, t.payload::jsonb, created_at + t.after
    from e, (values ('TOOL_LAUNCHED', '{}', interval '0'), ('PATIENT_DATA_UPDATED', '{"step":"assessment"}', interval '2 minutes')) as t(type, payload, after)`)
}
