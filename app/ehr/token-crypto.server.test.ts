import { randomBytes } from 'node:crypto'

import { describe, expect, test } from 'vitest'

import { decryptJson, encryptJson, parseTokenKeys } from './token-crypto.server.ts'

const key = () => randomBytes(32)

describe('EHR token encryption at rest', () => {
  test('round-trips and does not contain the plain text', () => {
    const keys = [key()]
    const text = encryptJson(keys, 'p', { accessToken: 'secret-token-123', patientId: 'pt-1' })
    expect(text).not.toContain('secret-token-123')
    expect(text).not.toContain('pt-1')
    expect(decryptJson(keys, 'p', text)).toEqual({ accessToken: 'secret-token-123', patientId: 'pt-1' })
  })

  test('every encryption uses a fresh nonce', () => {
    const keys = [key()]
    expect(encryptJson(keys, 'p', 'x')).not.toBe(encryptJson(keys, 'p', 'x'))
  })

  test('another key, another purpose or a flipped bit opens nothing', () => {
    const keys = [key()]
    const text = encryptJson(keys, 'ehr_sessions.secret', { a: 1 })
    expect(decryptJson([key()], 'ehr_sessions.secret', text)).toBeNull()
    expect(decryptJson(keys, 'smart_launches.secret', text)).toBeNull()
    const [v, iv, body] = text.split('.') as [string, string, string]
    const bytes = Buffer.from(body, 'base64url')
    bytes[0] = (bytes[0] ?? 0) ^ 1
    expect(decryptJson(keys, 'ehr_sessions.secret', `${v}.${iv}.${bytes.toString('base64url')}`)).toBeNull()
    expect(decryptJson(keys, 'ehr_sessions.secret', 'garbage')).toBeNull()
  })

  test('rotation: the first key encrypts, older keys still decrypt', () => {
    const oldKey = key()
    const text = encryptJson([oldKey], 'p', 'v')
    const rotated = [key(), oldKey]
    expect(decryptJson(rotated, 'p', text)).toBe('v')
    expect(decryptJson([rotated[0] as Buffer], 'p', encryptJson(rotated, 'p', 'w'))).toBe('w')
  })

  test('keys must be 32 bytes', () => {
    expect(() => parseTokenKeys([randomBytes(16).toString('base64url')])).toThrow(/32 bytes/)
    expect(parseTokenKeys([randomBytes(32).toString('base64url')])[0]).toHaveLength(32)
  })
})
