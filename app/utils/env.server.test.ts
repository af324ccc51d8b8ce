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
