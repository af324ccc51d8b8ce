import { describe, expect, test } from 'vitest'

import { findTool } from '#engine/library.ts'

import { FhirError, type FhirReader } from '#app/ehr/ehr-session.ts'

import { prefillItemsOf } from './ehr-map.ts'
import { fetchForPrefill, readsFor } from './fetch.server.ts'

const NOW = new Date('2026-11-01T12:00:00Z')
const items = (slug: string) => prefillItemsOf(findTool(slug)!)

/** A reader answering each path by a rule, recording the paths and how many reads ran at once. */
function reader(answer: (path: string) => Promise<unknown>) {
  const paths: string[] = []
  let running = 0
  let most = 0
  const r: FhirReader = {
    async read<T>(path: string) {
      paths.push(path)
      running += 1
      most = Math.max(most, running)
      try {
        return (await answer(path)) as T
      } finally {
        running -= 1
      }
    },
    create: () => Promise.reject(new Error('not used')),
  }
  return { r, paths, most: () => most }
}
const bundle = (...resources: unknown[]) => ({ resourceType: 'Bundle', type: 'searchset', entry: resources.map((resource) => ({ resource })) })
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('readsFor', () => {
  test('the patient once, one Observation search per item with its codes, window, newest first', () => {
    const reads = readsFor(items('framingham-hard-chd'), 'pt 1', NOW)
    expect(reads.map((r) => r.path)).toEqual([
      'Patient/pt%201',
      'Observation?patient=pt%201&code=http%3A%2F%2Floinc.org%7C2093-3,http%3A%2F%2Floinc.org%7C14647-2&date=ge2025-11-01T12%3A00%3A00.000Z&_sort=-date&_count=20',
      'Observation?patient=pt%201&code=http%3A%2F%2Floinc.org%7C2085-9,http%3A%2F%2Floinc.org%7C14646-4&date=ge2025-11-01T12%3A00%3A00.000Z&_sort=-date&_count=20',
      'Observation?patient=pt%201&code=http%3A%2F%2Floinc.org%7C8480-6,http%3A%2F%2Floinc.org%7C85354-9,http%3A%2F%2Floinc.org%7C55284-4&date=ge2025-11-01T12%3A00%3A00.000Z&_sort=-date&_count=20',
    ])
    expect(reads[0]!.cpdns).toEqual(['age', 'sex'])
  })

  test('a condition is read from the problem list of the patient', () => {
    const prevent = findTool('prevent')!
    const reads = readsFor(prefillItemsOf({ ...prevent, ehrpdns: ['diabetes'] }), 'p', NOW)
    expect(reads).toEqual([{ path: 'Condition?patient=p&clinical-status=active,recurrence,relapse&_count=100', cpdns: ['diabetes'] }])
  })
})

describe('fetchForPrefill', () => {
  test('all reads run at once and their resources are gathered', async () => {
    const { r, paths, most } = reader(async (path) => {
      await later(5)
      return path.startsWith('Patient/') ? { resourceType: 'Patient', id: 'p' } : bundle({ resourceType: 'Observation', id: path.length.toString() })
    })
    const fetched = await fetchForPrefill(r, 'p', items('framingham-hard-chd'), NOW)
    expect(paths).toHaveLength(4)
    expect(most()).toBe(4)
    expect(fetched.failures).toEqual({})
    expect(fetched.resources).toHaveLength(4)
    expect(fetched.resources[0]).toEqual({ resourceType: 'Patient', id: 'p' })
  })

  test('403 → not-permitted, any other failure → unavailable, for the items of that read only', async () => {
    const { r } = reader(async (path) => {
      if (path.startsWith('Patient/')) throw new FhirError(403, 'Forbidden')
      if (path.includes('2085-9')) throw new FhirError(500, 'Server error')
      if (path.includes('8480-6')) throw new FhirError(0, 'Timed out')
      return bundle()
    })
    const fetched = await fetchForPrefill(r, 'p', items('framingham-hard-chd'), NOW)
    expect(fetched.failures).toEqual({ age: 'not-permitted', sex: 'not-permitted', hdl_cholesterol: 'unavailable', systolic_bp: 'unavailable' })
  })

  test('an error that is not a FhirError is unavailable too, and its message goes nowhere', async () => {
    const { r } = reader(() => Promise.reject(new TypeError('secret path Patient/p')))
    const fetched = await fetchForPrefill(r, 'p', items('cha2ds2-vasc'), NOW)
    expect(fetched).toEqual({ resources: [], failures: { age: 'unavailable', sex: 'unavailable' } })
  })

  test('reads still running when the time budget ends are unavailable; the others count', async () => {
    const { r } = reader(async (path) => {
      if (path.includes('2093-3')) await later(10_000)
      return path.startsWith('Patient/') ? { resourceType: 'Patient', id: 'p' } : bundle()
    })
    const started = Date.now()
    const fetched = await fetchForPrefill(r, 'p', items('framingham-hard-chd'), NOW, 50)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(fetched.failures).toEqual({ total_cholesterol: 'unavailable' })
    expect(fetched.resources).toEqual([{ resourceType: 'Patient', id: 'p' }])
  })

  test('a reader that throws at once fails its read, not the prefill', async () => {
    const r: FhirReader = {
      read: () => {
        throw new FhirError(403, 'no')
      },
      create: () => Promise.reject(new Error('not used')),
    }
    expect(await fetchForPrefill(r, 'p', items('heart-score'), NOW)).toEqual({ resources: [], failures: { age: 'not-permitted' } })
  })

  test('answers that are not resources are ignored', async () => {
    const { r } = reader(async () => ({ resourceType: 'Bundle', entry: [null, 5, { resource: { resourceType: 'Observation' } }, {}] }))
    const fetched = await fetchForPrefill(r, 'p', items('heart-score'), NOW)
    expect(fetched.resources).toEqual([{ resourceType: 'Observation' }])
  })
})
