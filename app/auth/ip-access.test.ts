import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { ipInRanges, normaliseIp, parseCidr, rateLimitAddress } from './ip-access.ts'

describe('organisation network ranges', () => {
  test('IPv4 blocks', () => {
    expect(ipInRanges('127.0.0.1', ['127.0.0.0/8'])).toBe(true)
    expect(ipInRanges('10.20.30.40', ['10.20.0.0/16'])).toBe(true)
    expect(ipInRanges('10.21.0.1', ['10.20.0.0/16'])).toBe(false)
    expect(ipInRanges('192.0.2.7', ['192.0.2.7'])).toBe(true)
    expect(ipInRanges('192.0.2.8', ['192.0.2.7/32'])).toBe(false)
  })

  test('IPv4-mapped IPv6 addresses from dual-stack sockets', () => {
    expect(normaliseIp('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(ipInRanges('::ffff:127.0.0.1', ['127.0.0.0/8'])).toBe(true)
  })

  test('IPv6 blocks', () => {
    expect(ipInRanges('2001:db8::1', ['2001:db8::/32'])).toBe(true)
    expect(ipInRanges('2001:db9::1', ['2001:db8::/32'])).toBe(false)
  })

  test('malformed ranges and addresses never match', () => {
    for (const bad of ['10.0.0.0/33', '10.0.0/8', 'abc', '10.0.0.0/8/1', '::/129', '10.0.0.0/-1']) {
      expect(parseCidr(bad)).toBeNull()
    }
    expect(ipInRanges('10.0.0.1', ['10.0.0.0/33', 'abc'])).toBe(false)
    expect(ipInRanges('', ['0.0.0.0/0'])).toBe(false)
    expect(ipInRanges('unknown', ['0.0.0.0/0'])).toBe(false)
  })

  test('a /N block holds exactly the addresses sharing the first N bits', () => {
    const toIp = (n: number) => [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 32 }), (a, b, prefix) => {
        const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0
        const network = toIp((a & mask) >>> 0)
        const sameBits = ((a & mask) >>> 0) === ((b & mask) >>> 0)
        expect(ipInRanges(toIp(b), [`${network}/${prefix}`])).toBe(sameBits)
      }),
    )
  })
})

describe('the address a rate limit counts', () => {
  test('IPv4 addresses count one by one', () => {
    expect(rateLimitAddress('192.0.2.7')).toBe('192.0.2.7')
    expect(rateLimitAddress('::ffff:192.0.2.7')).toBe('192.0.2.7')
  })

  test('IPv6 addresses count by their /64: one household or host gets the whole block', () => {
    expect(rateLimitAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress('2001:DB8:1:2:0:0:0:9')).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(rateLimitAddress('2001:db8:1:2::1'))
  })

  test('every address of a /64 gets the same key, and other /64s another', () => {
    const group = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 4, maxLength: 4 })
    fc.assert(
      fc.property(group, group, (a, b) => {
        const address = (tail: number[]) => ['2001', 'db8', '7', 'a', ...tail.map((n) => n.toString(16))].join(':')
        expect(rateLimitAddress(address(a))).toBe(rateLimitAddress(address(b)))
      }),
    )
  })

  test('text that is not an address is kept as it is', () => {
    expect(rateLimitAddress('')).toBe('')
    expect(rateLimitAddress('unknown')).toBe('unknown')
  })
})
