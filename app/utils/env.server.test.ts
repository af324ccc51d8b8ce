import { describe, expect, test } from 'vitest'

import { parseEnv } from './env.server.ts'

describe('environment validation at boot', () => {
  test('needs nothing: every variable has a default', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ HOST: '127.0.0.1', PORT: 3000, DATA_DIR: './data', SESSION_IDLE_MINUTES: 30, SESSION_ABSOLUTE_HOURS: 12, DEMO_DATA: true })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SECURITY_CONTACT).toBe('mailto:security@consilium.health')
    expect(parseEnv({ SECURITY_CONTACT: 'https://hospital.example/security' }).SECURITY_CONTACT).toBe('https://hospital.example/security')
  })

  test('a bad value is refused with the variable named', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/)
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/)
    expect(() => parseEnv({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/)
    expect(() => parseEnv({ SECURITY_CONTACT: 'security@example.org' })).toThrow(/SECURITY_CONTACT/)
  })

  test('empty strings count as not set', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })

  test('booleans and numbers are read from text', () => {
    expect(parseEnv({ DEMO_DATA: 'false', SESSION_IDLE_MINUTES: '15' })).toMatchObject({ DEMO_DATA: false, SESSION_IDLE_MINUTES: 15 })
  })
})

describe('accuracy test mode', () => {
  test('off unless set to on; the mock bundle must be a file', () => {
    expect(parseEnv({}).EHR_ACCURACY_TEST_MODE).toBe(false)
    expect(parseEnv({ EHR_ACCURACY_TEST_MODE: 'on', EHR_MOCK_BUNDLE: 'app/ehr/prefill/demo-bundle.json' })).toMatchObject({ EHR_ACCURACY_TEST_MODE: true })
    expect(() => parseEnv({ EHR_ACCURACY_TEST_MODE: 'true' })).toThrow(/EHR_ACCURACY_TEST_MODE/)
    expect(() => parseEnv({ EHR_MOCK_BUNDLE: '/nonexistent/bundle.json' })).toThrow(/EHR_MOCK_BUNDLE: no such file/)
  })
})

describe('TRUST_PROXY', () => {
  test('a hop count, proxy addresses, CIDR blocks and Express range names are accepted', () => {
    for (const value of ['1', '2', 'false', 'loopback', '10.0.0.0/8, 192.168.1.10', 'uniquelocal,2001:db8::/32']) {
      expect(() => parseEnv({ TRUST_PROXY: value })).not.toThrow()
    }
  })

  test('"true" is refused: any client could choose its address through X-Forwarded-For', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" would let any client choose its address/)
  })

  test('anything else that is not an address is refused with the entry named', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'loopback,proxy.internal' })).toThrow(/TRUST_PROXY: "proxy.internal" is not/)
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/)
  })
})

describe('PUBLIC_URL', () => {
  test('an http(s) address, kept without its trailing slash; unset by default', () => {
    expect(parseEnv({}).PUBLIC_URL).toBeUndefined()
    expect(parseEnv({ PUBLIC_URL: 'https://consilium.example.org/' }).PUBLIC_URL).toBe('https://consilium.example.org')
    expect(parseEnv({ PUBLIC_URL: 'https://hospital.example/consilium' }).PUBLIC_URL).toBe('https://hospital.example/consilium')
  })

  test('anything else is refused', () => {
    for (const bad of ['consilium.example.org', 'ftp://consilium.example.org', 'https://consilium.example.org/?a=1', 'https://consilium.example.org/#x']) {
      expect(() => parseEnv({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/)
    }
  })
})
