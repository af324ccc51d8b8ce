import { Writable } from 'node:stream'

import { beforeEach, expect, test } from 'vitest'

import { createLogger } from '#app/utils/logger.server.ts'

import { carryOnWithoutDb, resetDbFailureReports } from './degraded.server.ts'

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
