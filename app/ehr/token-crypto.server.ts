import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

import type { Db } from '#app/db/client.server.ts'
import { getOrCreateSecret } from '#app/auth/secrets.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * AES-256-GCM for what the EHR hands us (tokens, patient context, PKCE verifiers) before it
 * is written to PostgreSQL. The first key encrypts; every key decrypts, so a key can be
 * rotated by putting the new one first in EHR_TOKEN_KEY and keeping the old one behind it.
 *
 * `purpose` is bound in as additional authenticated data: a launch row's secret cannot be
 * pasted into a session row (or the other way round) and still decrypt.
 */
export type TokenKeys = readonly Buffer[]

const VERSION = 'v1'

export function parseTokenKeys(values: readonly string[]): TokenKeys {
  return values.map((value) => {
    const key = Buffer.from(value, 'base64url')
    if (key.length !== 32) throw new Error('each EHR token key must be 32 bytes, base64url-encoded')
    return key
  })
}

export function encryptJson(keys: TokenKeys, purpose: string, value: unknown): string {
  const key = keys[0]
  if (!key) throw new Error('no EHR token key')
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(purpose))
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()])
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`
}

/** The decrypted value, or null when no key opens it (wrong key, other purpose, tampered). */
export function decryptJson(keys: TokenKeys, purpose: string, text: string): unknown {
  const [version, ivText, bodyText] = text.split('.')
  if (version !== VERSION || !ivText || !bodyText) return null
  const iv = Buffer.from(ivText, 'base64url')
  const body = Buffer.from(bodyText, 'base64url')
  if (iv.length !== 12 || body.length < 16) return null
  const tag = body.subarray(body.length - 16)
  const data = body.subarray(0, body.length - 16)
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv)
      decipher.setAAD(Buffer.from(purpose))
      decipher.setAuthTag(tag)
      const plain = Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
      return JSON.parse(plain) as unknown
    } catch {
      // Not this key.
    }
  }
  return null
}

const cache = new WeakMap<Db, Promise<TokenKeys>>()

/** EHR_TOKEN_KEY when set; otherwise a key generated on first start and kept in app_secrets. */
export function tokenKeysFor(db: Db): Promise<TokenKeys> {
  let keys = cache.get(db)
  if (!keys) {
    keys = getOrCreateSecret(db, 'ehr-token-key', getEnv().EHR_TOKEN_KEY).then(parseTokenKeys)
    keys.catch(() => cache.delete(db))
    cache.set(db, keys)
  }
  return keys
}
