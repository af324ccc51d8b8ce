import { readFileSync } from 'node:fs'

import { z } from 'zod'

import { getEnv } from '#app/utils/env.server.ts'

import demoBundle from './demo-bundle.json'

/**
 * Accuracy test mode (spec 02 §4): the EHR data comes from a mock FHIR Bundle of one synthetic
 * patient instead of a launch. The selection is made as of the Bundle's `timestamp` (when it was
 * assembled), so a bundle gives the same prefill whenever it is tested; without one, as of now.
 */

/** Entries a mock bundle may hold: a patient's record for one tool is far smaller. */
export const MOCK_MAX_ENTRIES = 500

const ResourceSchema = z.looseObject({ resourceType: z.string().min(1).max(64), id: z.string().max(64).optional() })

export const MockBundleSchema = z
  .looseObject({
    resourceType: z.literal('Bundle', { error: 'bundle.resourceType must be "Bundle".' }),
    timestamp: z.iso.datetime({ offset: true, error: 'bundle.timestamp must be an ISO 8601 date-time with a time zone.' }).optional(),
    entry: z.array(z.looseObject({ resource: ResourceSchema }), { error: 'bundle.entry must be a list of { resource } objects.' }).max(MOCK_MAX_ENTRIES, {
      error: `A mock bundle holds at most ${MOCK_MAX_ENTRIES} entries.`,
    }),
  })
  .superRefine((bundle, ctx) => {
    const patients = bundle.entry.filter((e) => e.resource.resourceType === 'Patient')
    if (patients.length !== 1 || typeof patients[0]!.resource.id !== 'string' || patients[0]!.resource.id === '') {
      ctx.addIssue({ code: 'custom', message: 'A mock bundle holds exactly one Patient, with an id.' })
    }
  })

export type MockBundle = z.infer<typeof MockBundleSchema>

export type MockRecord = { resources: unknown[]; patientId: string; now: Date }

export function mockRecordOf(bundle: MockBundle, now: Date = new Date()): MockRecord {
  const resources = bundle.entry.map((e) => e.resource)
  const patient = resources.find((r) => r.resourceType === 'Patient')!
  return { resources, patientId: patient.id!, now: bundle.timestamp ? new Date(bundle.timestamp) : now }
}

export function accuracyTestMode(): boolean {
  return getEnv().EHR_ACCURACY_TEST_MODE
}

let configured: { path: string | undefined; bundle: MockBundle } | undefined

/** The configured mock bundle (EHR_MOCK_BUNDLE, else the demo bundle); a bad file is a configuration error. */
export function configuredMockBundle(): MockBundle {
  const path = getEnv().EHR_MOCK_BUNDLE
  if (configured && configured.path === path) return configured.bundle
  const raw: unknown = path ? JSON.parse(readFileSync(path, 'utf8')) : demoBundle
  const parsed = MockBundleSchema.safeParse(raw)
  if (!parsed.success) throw new Error(`EHR_MOCK_BUNDLE is not a usable mock bundle: ${parsed.error.issues.map((i) => i.message).join('; ')}`)
  configured = { path, bundle: parsed.data }
  return parsed.data
}
