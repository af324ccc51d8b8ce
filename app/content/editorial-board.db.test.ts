import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { createTestDb, type TestDb } from '#tests/support/test-db.ts'

import { addBoardMember, listBoard, removeBoardMember } from './editorial-board.server.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.execute(sql`delete from editorial_board_members`)
})

describe('the editorial board in the database', () => {
  test('a new database has no board: nobody is named until the operator names them', async () => {
    expect(await listBoard(t.db)).toEqual([])
  })

  test('members are listed in the order of their roles, then as added; removing one leaves the others', async () => {
    const partner = await addBoardMember(t.db, { role: 'patientPartner', name: 'Ana Ruiz' })
    const chief = await addBoardMember(t.db, { role: 'editorInChief', name: 'Dr Mei Chen', credentials: 'MD, MPH, Internal Medicine' })
    const methods = await addBoardMember(t.db, { role: 'methodsEditor', name: 'Dr Sam Okafor' })
    expect((await listBoard(t.db)).map((m) => [m.role, m.name, m.credentials])).toEqual([
      ['editorInChief', 'Dr Mei Chen', 'MD, MPH, Internal Medicine'],
      ['methodsEditor', 'Dr Sam Okafor', ''],
      ['patientPartner', 'Ana Ruiz', ''],
    ])
    expect(await removeBoardMember(t.db, methods.id)).toBe(true)
    expect(await removeBoardMember(t.db, methods.id)).toBe(false)
    expect((await listBoard(t.db)).map((m) => m.id)).toEqual([chief.id, partner.id])
  })

  test('a row whose role is not a board role is not shown', async () => {
    await t.db.execute(sql`insert into editorial_board_members (role, name) values ('intern', 'Someone')`)
    expect(await listBoard(t.db)).toEqual([])
  })
})
