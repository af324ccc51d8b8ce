import { describe, expect, test } from 'vitest'

import { ANALYTICS_ADDRESS_RATE_LIMIT, ANALYTICS_RATE_LIMIT, analyticsBudgets } from './analytics.server.ts'

describe('analytics rate-limit budgets', () => {
  test('a signed-in account counts on its own; the address (IPv6: its /64) only as a coarse outer budget', () => {
    const signedIn = analyticsBudgets({ userId: 'u-1', clientIp: '2001:db8:1:2:aaaa::1' })
    expect(signedIn.map((b) => b.window)).toEqual([ANALYTICS_RATE_LIMIT, ANALYTICS_ADDRESS_RATE_LIMIT])
    expect(ANALYTICS_ADDRESS_RATE_LIMIT.limit).toBeGreaterThanOrEqual(ANALYTICS_RATE_LIMIT.limit * 50)
    const neighbour = analyticsBudgets({ userId: null, clientIp: '2001:db8:1:2:bbbb::9' })
    expect(neighbour).toHaveLength(1)
    expect(neighbour[0]!.key).toBe(signedIn[1]!.key)
    expect(analyticsBudgets({ userId: null, clientIp: '2001:db8:1:3::1' })[0]!.key).not.toBe(signedIn[1]!.key)
    // No address or account id sits next to analytics in the clear.
    for (const { key } of signedIn) expect(key).not.toMatch(/2001|u-1/)
  })
})
