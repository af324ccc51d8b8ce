import { describe, expect, test } from 'vitest'

import { runCheck } from './run-check.server.ts'

describe('runCheck', () => {
  test('ok with the detail and the time taken', async () => {
    const result = await runCheck('database', async () => 'select 1 answered', 1000)
    expect(result).toMatchObject({ id: 'database', status: 'ok', detail: 'select 1 answered' })
    expect(result.ms).toBeGreaterThanOrEqual(0)
  })

  test('failed with the reason when the check throws', async () => {
    expect(await runCheck('x', () => Promise.reject(new Error('connection refused')), 1000)).toMatchObject({
      status: 'failed',
      detail: 'connection refused',
    })
  })

  test('failed when the check does not answer in time', async () => {
    const result = await runCheck('slow', () => new Promise<string>(() => {}), 50)
    expect(result).toMatchObject({ status: 'failed', detail: 'no answer within 50 ms' })
    expect(result.ms).toBeGreaterThanOrEqual(45)
  })
})
