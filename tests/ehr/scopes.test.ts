import { describe, expect, it } from 'vitest'

import { grantingScopes, parseResourceScope, scopeCovers } from './scopes.ts'

describe('SMART scopes', () => {
  it('reads v2 and v1 permissions', () => {
    expect([...parseResourceScope('patient/Observation.rs')!.permissions].sort()).toEqual(['r', 's'])
    expect([...parseResourceScope('patient/Observation.read')!.permissions].sort()).toEqual(['r', 's'])
    expect([...parseResourceScope('user/*.write')!.permissions].sort()).toEqual(['c', 'd', 'u'])
    expect([...parseResourceScope('patient/*.*')!.permissions].sort()).toEqual(['c', 'd', 'r', 's', 'u'])
    expect(parseResourceScope('patient/Observation.sr')).toBeNull() // v2 letters keep their order
    expect(parseResourceScope('openid')).toBeNull()
    expect(parseResourceScope('patient/Observation.rs?category=laboratory')!.constraints).toEqual([['category', 'laboratory']])
  })

  it('covers a requested scope by a registered wildcard or wider one only', () => {
    expect(scopeCovers('patient/*.rs', 'patient/Observation.rs')).toBe(true)
    expect(scopeCovers('patient/*.rs', 'patient/Observation.r')).toBe(true)
    expect(scopeCovers('patient/*.rs', 'patient/DocumentReference.c')).toBe(false)
    expect(scopeCovers('patient/*.rs', 'user/Observation.rs')).toBe(false)
    expect(scopeCovers('patient/Observation.rs', 'patient/Condition.rs')).toBe(false)
    expect(scopeCovers('patient/Observation.rs?category=laboratory', 'patient/Observation.rs')).toBe(false)
    expect(scopeCovers('patient/Observation.rs', 'patient/Observation.rs?category=laboratory')).toBe(true)
    expect(scopeCovers('launch', 'launch')).toBe(true)
    expect(scopeCovers('launch', 'launch/patient')).toBe(false)
  })

  it('finds the scopes that grant an interaction', () => {
    const scopes = ['openid', 'patient/Observation.rs', 'patient/DocumentReference.c', 'user/Practitioner.read']
    expect(grantingScopes(scopes, 'Observation', 's')).toHaveLength(1)
    expect(grantingScopes(scopes, 'Observation', 'c')).toHaveLength(0)
    expect(grantingScopes(scopes, 'DocumentReference', 'c')).toHaveLength(1)
    expect(grantingScopes(scopes, 'Practitioner', 'r')[0]!.context).toBe('user')
  })
})
