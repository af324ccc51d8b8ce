import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { hashSnapshotId, newSnapshotId, SNAPSHOT_ID_PATTERN } from './snapshots.server.ts'

describe('snapshot ids are capabilities', () => {
  test('43 base64url characters: 256 random bits', () => {
    for (let i = 0; i < 200; i++) {
      const id = newSnapshotId()
      expect(id).toMatch(SNAPSHOT_ID_PATTERN)
      expect(Buffer.from(id, 'base64url')).toHaveLength(32)
    }
  })

  test('ids are distinct and every character of the alphabet turns up (no fixed positions)', () => {
    const ids = Array.from({ length: 2000 }, newSnapshotId)
    expect(new Set(ids).size).toBe(ids.length)
    const seen = new Set(ids.join(''))
    expect(seen.size).toBe(64)
    // Each of the first 42 positions varies (the 43rd carries 4 bits only).
    for (let p = 0; p < 42; p++) expect(new Set(ids.map((id) => id[p])).size, `position ${p}`).toBeGreaterThan(40)
  })

  test('property: a batch of ids never repeats and always has the shape', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 50 }), (n) => {
        const ids = Array.from({ length: n }, newSnapshotId)
        return new Set(ids).size === n && ids.every((id) => id.length >= 43 && SNAPSHOT_ID_PATTERN.test(id))
      }),
    )
  })

  test('the stored form is the SHA-256 in hex, which never contains the id', () => {
    fc.assert(
      fc.property(fc.constant(null), () => {
        const id = newSnapshotId()
        const hash = hashSnapshotId(id)
        return /^[0-9a-f]{64}$/.test(hash) && !hash.includes(id) && hashSnapshotId(id) === hash
      }),
      { numRuns: 200 },
    )
    expect(hashSnapshotId('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
