import { describe, expect, test } from 'vitest'

import { isSignOutState, newSignOutState, SIGN_OUT_STATE_TTL_MS } from './organisation-sign-out.server.ts'

describe('the state of a sign-out at the provider', () => {
  const now = new Date('2026-11-27T10:00:00Z')

  test('ours and recent: recognised, also after the secret is rotated (old secret still listed)', () => {
    const state = newSignOutState(['new-secret'], now)
    expect(state).toMatch(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/)
    expect(isSignOutState(['new-secret'], state, now)).toBe(true)
    expect(isSignOutState(['newer-secret', 'new-secret'], state, now)).toBe(true)
    expect(newSignOutState(['new-secret'], now)).not.toBe(state)
  })

  test('another secret, a changed character, a missing or malformed state: not recognised', () => {
    const state = newSignOutState(['secret'], now)
    expect(isSignOutState(['other'], state, now)).toBe(false)
    const last = state.at(-1) === 'A' ? 'B' : 'A'
    expect(isSignOutState(['secret'], `${state.slice(0, -1)}${last}`, now)).toBe(false)
    const [, nonce, mac] = state.split('.')
    expect(isSignOutState(['secret'], `zzzz.${nonce}.${mac}`, now)).toBe(false)
    for (const bad of [null, '', 'state', 'a.b.c', `${state}.x`]) expect(isSignOutState(['secret'], bad, now)).toBe(false)
  })

  test('too old: not recognised', () => {
    const state = newSignOutState(['secret'], now)
    expect(isSignOutState(['secret'], state, new Date(now.getTime() + SIGN_OUT_STATE_TTL_MS))).toBe(true)
    expect(isSignOutState(['secret'], state, new Date(now.getTime() + SIGN_OUT_STATE_TTL_MS + 1000))).toBe(false)
  })
})
