import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { findTool } from '#engine/library.ts'
import { convertMeasure } from '#engine/units.ts'

import { FhirError, type FhirReader } from '#app/ehr/ehr-session.ts'
import { prefillItemsOf } from '#app/ehr/prefill/ehr-map.ts'
import { fetchForPrefill } from '#app/ehr/prefill/fetch.server.ts'
import { selectPrefill } from '#app/ehr/prefill/select.ts'

import { startTestSmartClient, type TestSmartClient } from '../support/ehr-token.ts'
import { fixtureValues, PATIENTS, patientLaunch, startTestEhr, type TestEhr } from './test-ehr.ts'

/** A FhirReader over plain fetch, as the app's reader does it (JSON, FhirError on anything but 2xx). */
function fetchReader(base: string, headers: Record<string, string> = {}): FhirReader {
  return {
    async read<T>(path: string) {
      const res = await fetch(`${base}/${path}`, { headers: { accept: 'application/fhir+json', ...headers } })
      if (!res.ok) throw new FhirError(res.status, `FHIR read answered ${res.status}`)
      return (await res.json()) as T
    },
    create: () => Promise.reject(new Error('not used')),
  }
}

let ehr: TestEhr
let app: TestSmartClient

beforeAll(async () => {
  app = await startTestSmartClient('consilium-prefill-test')
  ehr = await startTestEhr({
    client: { clientId: app.clientId, jwksUri: app.jwksUri, redirectUris: [app.redirectUri], scope: 'launch openid fhirUser online_access patient/*.rs' },
  })
})
afterAll(async () => {
  await ehr?.stop()
  await app?.stop()
})

/** An EHR launch for pt-prevent-1 with `scope`: the access token the app would hold. */
async function launchToken(scope: string): Promise<{ token: string; patient: string }> {
  const tokens = await app.launch(ehr, patientLaunch('prevent'), scope)
  return { token: tokens.accessToken, patient: String(tokens.patientId) }
}

async function prefill(slug: string, patientId: string, reader = fetchReader(ehr.fhirBaseDirect)) {
  const tool = findTool(slug)!
  const now = new Date()
  const fetched = await fetchForPrefill(reader, patientId, prefillItemsOf(tool), now)
  return { fetched, prefill: selectPrefill(tool, fetched.resources, { patientId, now, failures: fetched.failures }) }
}

describe('prefill from the test EHR (Medplum FHIR store)', () => {
  test('pt-prevent-1 on PREVENT: the newer cholesterol, HDL as reported in mmol/L, SBP from the BP panel, with their dates', async () => {
    const v = fixtureValues().prevent
    const { fetched, prefill: p } = await prefill('prevent', PATIENTS.prevent.id)
    expect(fetched.failures).toEqual({})
    expect(p.values.total_cholesterol).toMatchObject({ value: '213', unit: 'mg/dL cholesterol', date: v.totalCholesterol.effective, dateKind: 'collected', converted: false })
    expect(p.values.hdl_cholesterol).toMatchObject({ value: '1.24', unit: 'mmol/L cholesterol', reported: { value: '1.24', unit: 'mmol/L' }, converted: false })
    expect(p.values.systolic_bp).toMatchObject({ value: '142', unit: 'mmHg', date: v.systolic.effective })
    expect(p.values.sex).toMatchObject({ value: 'female' })
    const today = new Date()
    const birthdayPassed = today.getUTCMonth() > 2 || (today.getUTCMonth() === 2 && today.getUTCDate() >= 14)
    expect(p.values.age?.value).toBe(String(today.getUTCFullYear() - 1968 - (birthdayPassed ? 0 : 1)))
    expect(p.values.creatinine).toMatchObject({ value: '0.82', unit: 'mg/dL creatinine' })
    expect(p.values.egfr).toMatchObject({ value: '84' })
    expect(p.values.hba1c).toMatchObject({ value: '7.2', unit: '%' })
    expect(p.values.bmi).toMatchObject({ value: '31.4' })
    expect(p.values.height).toMatchObject({ value: '164', unit: 'cm' })
    expect(p.values.weight).toMatchObject({ value: '84.5', unit: 'kg' })
    expect(p.values.diabetes).toMatchObject({ value: 'yes', resourceType: 'Condition', reported: { value: '44054006', unit: null } })
    expect(p.values.smoker).toMatchObject({ value: 'no', resourceType: 'Observation', reported: { value: '8517006', unit: null }, date: v.smoking.effective })
    expect(p.values.statin).toMatchObject({ value: 'yes', resourceType: 'MedicationRequest', reported: { value: '83367', unit: null } })
    // Lisinopril is ordered, coded only as a clinical drug (SCD 314076): matching is by ingredient,
    // so it is not recognised, and no request is not a "No": the clinician answers.
    expect(p.missing).toEqual([
      { cpdn: 'bp_treated', reason: 'none-in-window', timeWindow: null },
      { cpdn: 'uacr', reason: 'none-in-window', timeWindow: '12 months' },
    ])
    // The server's date filter already dropped the 2023 value; the selection would have too.
    expect(JSON.stringify(fetched.resources)).not.toContain('obs-prevent-tc-2023')
  })

  test('HDL in mmol/L into a mg/dL-only field: converted as the engine converts', async () => {
    const { prefill: p } = await prefill('ldl-friedewald', PATIENTS.prevent.id)
    expect(p.values.hdl_cholesterol).toMatchObject({ value: String(convertMeasure(1.24, 'mmol/L cholesterol', 'mg/dL cholesterol', 0)), unit: 'mg/dL', converted: true })
    expect(p.values.hdl_cholesterol?.value).toBe('48')
  })

  test('pt-sparse: no HDL and a stale systolic pressure are missing, with the window', async () => {
    const { prefill: p } = await prefill('prevent', PATIENTS.sparse.id)
    expect(p.values.total_cholesterol).toMatchObject({ value: '196' })
    expect(p.values.hdl_cholesterol).toBeUndefined()
    expect(p.values.systolic_bp).toBeUndefined()
    expect(p.missing).toEqual(
      expect.arrayContaining([
        { cpdn: 'hdl_cholesterol', reason: 'none-in-window', timeWindow: '12 months' },
        { cpdn: 'systolic_bp', reason: 'none-in-window', timeWindow: '12 months' },
      ]),
    )
  })

  test('one patient’s values never fill another’s form', async () => {
    const [a, b] = await Promise.all([prefill('ascvd-pooled-cohort', PATIENTS.prevent.id), prefill('ascvd-pooled-cohort', PATIENTS.second.id)])
    expect(a.prefill.values.total_cholesterol?.value).toBe('213')
    expect(b.prefill.values.total_cholesterol?.value).toBe('172')
    expect(b.prefill.values.hdl_cholesterol).toMatchObject({ value: '38', unit: 'mg/dL cholesterol' })
    expect(b.prefill.values.sex?.value).toBe('male')
  })

  test('pt-second: an ATC-coded active order is blood-pressure treatment, a stopped statin is not statin use, a current smoker', async () => {
    const { fetched, prefill: p } = await prefill('prevent', PATIENTS.second.id)
    expect(fetched.failures).toEqual({})
    expect(p.values.bp_treated).toMatchObject({ value: 'yes', reported: { value: 'C08CA01', unit: null } })
    expect(p.values.smoker).toMatchObject({ value: 'yes', reported: { value: '449868002', unit: null } })
    expect(p.values.statin).toBeUndefined()
    expect(p.values.diabetes).toBeUndefined()
    expect(p.missing).toEqual(
      expect.arrayContaining([
        { cpdn: 'statin', reason: 'none-in-window', timeWindow: null },
        { cpdn: 'diabetes', reason: 'none-in-window', timeWindow: null },
      ]),
    )
    // The server was asked for active requests only; the stopped one was not even sent.
    expect(JSON.stringify(fetched.resources)).not.toContain('medreq-second-simvastatin')
    expect(JSON.stringify(fetched.resources)).not.toContain('medreq-prevent-atorvastatin')
  })

  test('pt-af on CHA2DS2-VASc: no diabetes on the problem list leaves the field empty, not No', async () => {
    const { prefill: p } = await prefill('cha2ds2-vasc', PATIENTS.af.id)
    expect(p.values.diabetes).toBeUndefined()
    expect(p.missing).toEqual([{ cpdn: 'diabetes', reason: 'none-in-window', timeWindow: null }])
  })

  test('through the SMART gate with the launch’s token: the same prefill', async () => {
    const { token, patient } = await launchToken('launch openid fhirUser online_access patient/Patient.rs patient/Observation.rs patient/Condition.rs patient/MedicationRequest.rs')
    expect(patient).toBe(PATIENTS.prevent.id)
    const { fetched, prefill: p } = await prefill('prevent', patient, fetchReader(ehr.iss, { authorization: `Bearer ${token}` }))
    expect(fetched.failures).toEqual({})
    expect(p.values.total_cholesterol?.value).toBe('213')
    expect(p.values.systolic_bp?.value).toBe('142')
    expect(p.values.diabetes?.value).toBe('yes')
    expect(p.values.statin?.value).toBe('yes')
  })

  test('a scope without MedicationRequest and Condition: those are not-permitted (never "No"), observations still come', async () => {
    const { token, patient } = await launchToken('launch openid fhirUser online_access patient/Patient.rs patient/Observation.rs')
    const { prefill: p } = await prefill('prevent', patient, fetchReader(ehr.iss, { authorization: `Bearer ${token}` }))
    expect(p.values.total_cholesterol?.value).toBe('213')
    expect(p.values.smoker?.value).toBe('no')
    for (const cpdn of ['diabetes', 'bp_treated', 'statin']) {
      expect(p.values[cpdn], cpdn).toBeUndefined()
      expect(p.missing.find((m) => m.cpdn === cpdn)).toEqual({ cpdn, reason: 'not-permitted', timeWindow: null })
    }
  })

  test('a scope without Observation: 403 → the observations are not-permitted, age and sex still come', async () => {
    const { token, patient } = await launchToken('launch openid fhirUser online_access patient/Patient.rs')
    const { prefill: p } = await prefill('prevent', patient, fetchReader(ehr.iss, { authorization: `Bearer ${token}` }))
    expect(Object.keys(p.values).sort()).toEqual(['age', 'sex'])
    expect(p.missing.find((m) => m.cpdn === 'total_cholesterol')).toEqual({ cpdn: 'total_cholesterol', reason: 'not-permitted', timeWindow: '12 months' })
    expect(new Set(p.missing.map((m) => m.reason))).toEqual(new Set(['not-permitted']))
  })

  test('behind the SMART gate without a token every read fails: fields stay empty, marked unavailable', async () => {
    const { prefill: p } = await prefill('prevent', PATIENTS.prevent.id, fetchReader(ehr.iss))
    expect(p.values).toEqual({})
    expect(new Set(p.missing.map((m) => m.reason))).toEqual(new Set(['unavailable']))
  })
})
