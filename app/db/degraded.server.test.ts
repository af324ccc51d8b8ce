import { Writable } from 'node:stream'

import { beforeEach, describe, expect, test } from 'vitest'

import { createLogger } from '#app/utils/logger.server.ts'

import { carryOnWithoutDb, databaseUnreachable, resetDbFailureReports } from './degraded.server.ts'

beforeEach(resetDbFailureReports)

test('an outage is logged once a minute per kind, with the error class', () => {
  const lines: { kind: string; err: { type: string; code?: string } }[] = []
  const log = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number])
        done()
      },
    }),
  )
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
  const t0 = Date.parse('2026-03-01T10:00:00Z')
  for (let s = 0; s < 59; s++) carryOnWithoutDb('session', refused, log, t0 + s * 1000)
  carryOnWithoutDb('tool-session', refused, log, t0 + 5_000)
  expect(lines.map((l) => l.kind)).toEqual(['session', 'tool-session'])
  expect(lines[0]?.err).toMatchObject({ type: 'Error', code: 'ECONNREFUSED' })
  carryOnWithoutDb('session', refused, log, t0 + 60_000)
  expect(lines.map((l) => l.kind)).toEqual(['session', 'tool-session', 'session'])
})

describe('databaseUnreachable', () => {
  test('names a connection-level failure, through the wrappers that carry it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    expect(databaseUnreachable(refused)).toBe('ECONNREFUSED')
    expect(databaseUnreachable(new Error('Failed query: select 1', { cause: refused }))).toBe('ECONNREFUSED')
    expect(databaseUnreachable(new AggregateError([refused]))).toBe('ECONNREFUSED')
    expect(databaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe('timeout')
    expect(databaseUnreachable(Object.assign(new Error('the database system is shutting down'), { code: '57P03' }))).toBe('57P03')
  })

  test('a query the database refused is not an outage', () => {
    expect(databaseUnreachable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull()
    expect(databaseUnreachable(new Error('boom'))).toBeNull()
    expect(databaseUnreachable(null)).toBeNull()
  })
})
