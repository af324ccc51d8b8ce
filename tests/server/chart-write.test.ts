/**
 * 'Save to chart' end to end without a browser: the production build, the test EHR (Medplum's
 * FHIR store behind oidc-provider and its scope/compartment gate), EHR sessions holding tokens
 * the EHR issued in a real launch (PKCE, private_key_jwt), and form posts as a browser without
 * JavaScript sends them. Faults the real EHR cannot produce (5xx, no answer) come from a small
 * loopback server standing in for a failing EHR.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import type * as fhir4 from 'fhir/r4'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { CSRF_FIELD, CSRF_META } from '#app/ehr/embed/csrf.ts'
import { openDb } from '#app/db/client.server.ts'
import { chartWrites, ehrIssuers } from '#app/db/schema.ts'
import { WRITE_BACK_SCOPE } from '#app/ehr/smart/scopes.ts'
import { handleToolPost } from '#app/tools/tool-page.server.ts'
import { findTool } from '#engine/library.ts'

import { followAuthorization, PATIENTS, patientLaunch, startTestEhr, type TestEhr } from '../ehr/test-ehr.ts'
import { createTestEhrSession } from '../support/ehr-session.ts'
import { startTestSmartClient, type LaunchTokens, type TestSmartClient } from '../support/ehr-token.ts'
import { newDataDir, postForm, startServer, type RunningServer } from '../support/server.ts'

const TOOL = findTool('cha2ds2-vasc')!
const PAGE = '/tool/cha2ds2-vasc'
const INPUTS = { age: '70', sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'no', vascular: 'no', diabetes: 'no' }

/** The note the page computes for INPUTS: what must reach the chart, byte for byte. */
function expectedNote(): string {
  const form = new FormData()
  for (const [k, v] of Object.entries({ ...INPUTS, intent: 'goto:assessment', from: 'patient' })) form.set(k, v)
  const note = handleToolPost(TOOL, form).state.chartNote
  if (!note) throw new Error('no chart note for the inputs')
  return note
}

const WRITE_V2 = 'launch openid fhirUser online_access patient/Patient.rs patient/Observation.rs patient/DocumentReference.c patient/Observation.c'
const WRITE_V1_NOTE_ONLY = 'launch openid fhirUser patient/Patient.read patient/DocumentReference.write'
const READ_ONLY = 'launch openid fhirUser online_access patient/Patient.rs patient/Observation.rs'

let ehr: TestEhr
/** A second issuer over the same records, allow-listed with write-back, that launches the app itself. */
let launchingEhr: TestEhr
let smartClient: TestSmartClient
let server: RunningServer
let faults: http.Server
let dataDir: string
const cookies: Record<string, string> = {}
const tokens: Record<string, LaunchTokens> = {}

beforeAll(async () => {
  smartClient = await startTestSmartClient()
  ehr = await startTestEhr({
    client: {
      clientId: smartClient.clientId,
      jwksUri: smartClient.jwksUri,
      redirectUris: [smartClient.redirectUri],
      scope: 'launch openid fhirUser online_access patient/*.cruds',
    },
  })
  tokens.write = await smartClient.launch(ehr, patientLaunch('af'), WRITE_V2)
  tokens.v1 = await smartClient.launch(ehr, patientLaunch('second'), WRITE_V1_NOTE_ONLY)
  tokens.read = await smartClient.launch(ehr, patientLaunch('prevent'), READ_ONLY)
  tokens.expiring = await smartClient.launch(ehr, patientLaunch('sparse'), WRITE_V2)
  tokens.noteOnly = await smartClient.launch(ehr, patientLaunch('af'), 'launch openid fhirUser patient/Patient.rs patient/DocumentReference.c')

  // A failing EHR: /503/… answers 503, /hang/… never answers.
  faults = http.createServer((req, res) => {
    if (req.url?.startsWith('/503/')) {
      res.writeHead(503, { 'content-type': 'application/fhir+json' })
      res.end(JSON.stringify({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'transient' }] }))
    }
  })
  await new Promise<void>((resolve) => faults.listen(0, '127.0.0.1', resolve))
  const faultBase = `http://127.0.0.1:${(faults.address() as AddressInfo).port}`

  dataDir = newDataDir()
  const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
  const session = async (name: string, iss: string, t: LaunchTokens, scopes = t.scopes) => {
    const s = await createTestEhrSession(handle.db, {
      iss,
      clientId: smartClient.clientId,
      tokenEndpoint: ehr.tokenUrl,
      accessToken: t.accessToken,
      refreshToken: t.refreshToken,
      scopes,
      patientId: t.patientId,
      encounterId: t.encounterId,
    })
    cookies[name] = s.cookie
  }
  await session('write', ehr.iss, tokens.write!)
  await session('v1', ehr.iss, tokens.v1!)
  await session('read', ehr.iss, tokens.read!)
  // The session says it may write, the EHR's token does not: the EHR answers 403.
  await session('refused', ehr.iss, tokens.read!, [...tokens.read!.scopes, 'patient/DocumentReference.c'])
  await session('expiring', ehr.iss, tokens.expiring!)
  // The session says it may write Observations, the EHR's token does not: the note is written, the result refused.
  await session('noteOnly', ehr.iss, tokens.noteOnly!, [...tokens.noteOnly!.scopes, 'patient/Observation.c'])
  await session('unavailable', `${faultBase}/503/fhir`, tokens.write!)
  await session('silent', `${faultBase}/hang/fhir`, tokens.write!)
  launchingEhr = await startTestEhr({ store: ehr.store })
  const [issuer] = await handle.db.select().from(ehrIssuers)
  await handle.db.insert(ehrIssuers).values({ organisationId: issuer!.organisationId, iss: launchingEhr.iss, clientId: 'consilium', scope: WRITE_BACK_SCOPE })
  await handle.close()
  server = await startServer({ DATA_DIR: dataDir, EHR_FETCH_TIMEOUT_MS: '1500' })
  launchingEhr.registerClient({
    clientId: 'consilium',
    jwksUri: `${server.url}/.well-known/jwks.json`,
    redirectUris: [`${server.url}/smart/callback`],
    scope: WRITE_BACK_SCOPE,
  })
})

afterAll(async () => {
  await server?.stop()
  await launchingEhr?.stop()
  await ehr?.stop()
  await smartClient?.stop()
  faults?.closeAllConnections()
  await new Promise<void>((resolve) => (faults ? faults.close(() => resolve()) : resolve()))
})

/** The CSRF token a page under this EHR session carries (decision 0049): posts made under the EHR cookie need it. */
const csrfTokens = new Map<string, string>()
async function csrfFor(cookie: string): Promise<Record<string, string>> {
  if (!csrfTokens.has(cookie)) {
    const html = await (await fetch(`${server.url}${PAGE}`, { headers: { cookie } })).text()
    const token = new RegExp(`<meta name="${CSRF_META}" content="([^"]+)"`).exec(html)?.[1]
    if (token) csrfTokens.set(cookie, token)
  }
  const token = csrfTokens.get(cookie)
  return token ? { [CSRF_FIELD]: token } : {}
}

async function rawPost(cookie: string | null, fields: Record<string, string>) {
  const csrf = cookie ? await csrfFor(cookie) : {}
  const response = await postForm(server, PAGE, { ...INPUTS, from: 'assessment', ...csrf, ...fields }, cookie ? { cookie } : {})
  return { status: response.status, html: await response.text() }
}

/** The launch a rendered page carries in its 'Save to chart' posts (null when the page offers no Save to chart). */
const launchTagIn = (html: string) => /name="chartLaunch" value="([^"]+)"/.exec(html)?.[1] ?? null

/** Renders the assessment under this cookie, then posts from that page as a browser would (with the launch it rendered). */
async function post(cookie: string | null, fields: Record<string, string>) {
  if (!fields.intent?.startsWith('chart:')) return rawPost(cookie, fields)
  const page = await rawPost(cookie, { intent: 'goto:assessment' })
  const chartLaunch = launchTagIn(page.html)
  return rawPost(cookie, { ...(chartLaunch ? { chartLaunch } : {}), ...fields })
}

const unescape = (html: string) =>
  html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** The text of the confirm step's note (`<p data-chart-note …>`). */
function confirmedNote(html: string): string | null {
  const match = /<p data-chart-note[^>]*>([\s\S]*?)<\/p>/.exec(html)
  return match?.[1] === undefined ? null : unescape(match[1].replace(/<!-- -->/g, ''))
}

const documents = (patientId: string) => ehr.store.search<fhir4.DocumentReference>(`DocumentReference?patient=${patientId}`)
const observations = (patientId: string) =>
  ehr.store.search<fhir4.Observation>(`Observation?patient=${patientId}&code=urn:consilium:tool|cha2ds2-vasc`)
const decoded = (doc: fhir4.DocumentReference) => Buffer.from(doc.content[0]?.attachment.data ?? '', 'base64').toString('utf8')

describe('with a write scope (SMART v2 .c)', () => {
  test('the chart-note area offers Save to chart', async () => {
    const { status, html } = await post(cookies.write!, { intent: 'continue', from: 'patient' })
    expect(status).toBe(200)
    expect(html).toContain('value="chart:review"')
    expect(html).toContain('Save to chart')
  })

  test('Save to chart shows exactly what will be written, and writes nothing yet', async () => {
    const { status, html } = await post(cookies.write!, { intent: 'chart:review' })
    expect(status).toBe(200)
    expect(html).toContain("Save to the patient&#x27;s chart?")
    expect(confirmedNote(html)).toBe(expectedNote())
    expect(/data-chart-result[^>]*>([^<]*)</.exec(html)?.[1]).toBe('3 points')
    // The launch patient as the EHR names them.
    expect(unescape(/data-chart-patient[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>|<!-- -->/g, '') ?? '')).toBe('Patient: Samir Haddad, born May 30, 1949')
    expect(html).toContain('value="chart:save"')
    expect(await documents(PATIENTS.af.id)).toHaveLength(0)
  })

  test('Confirm writes the note the server computes (never the posted text) and the score, for the launch patient and encounter', async () => {
    const { status, html } = await post(cookies.write!, {
      intent: 'chart:save',
      note: 'A forged note',
      chartNote: 'A forged note',
      result: '9',
    })
    expect(status).toBe(200)
    expect(html).toContain('The note and the result were saved to the patient')

    const docs = await documents(PATIENTS.af.id)
    expect(docs).toHaveLength(1)
    const doc = docs[0]!
    expect(decoded(doc)).toBe(expectedNote())
    expect(doc).toMatchObject({
      status: 'current',
      docStatus: 'final',
      type: { coding: [{ system: 'http://loinc.org', code: '34109-9' }] },
      category: [{ coding: [{ code: 'clinical-note' }] }],
      subject: { reference: `Patient/${PATIENTS.af.id}` },
      context: { encounter: [{ reference: `Encounter/${PATIENTS.af.encounterId}` }] },
      content: [{ attachment: { contentType: 'text/plain; charset=utf-8' } }],
    })
    expect(Math.abs(Date.parse(doc.date!) - Date.now())).toBeLessThan(60_000)

    const obs = await observations(PATIENTS.af.id)
    expect(obs).toHaveLength(1)
    expect(obs[0]).toMatchObject({
      status: 'final',
      category: [{ coding: [{ code: 'survey' }] }],
      code: { coding: [{ system: 'urn:consilium:tool', code: 'cha2ds2-vasc', display: TOOL.name }] },
      subject: { reference: `Patient/${PATIENTS.af.id}` },
      encounter: { reference: `Encounter/${PATIENTS.af.encounterId}` },
      valueQuantity: { value: 3, unit: 'points', system: 'http://unitsofmeasure.org', code: '{score}' },
      derivedFrom: [{ reference: `DocumentReference/${doc.id}` }],
    })
    // Nothing reached another patient's chart.
    expect(await documents(PATIENTS.prevent.id)).toHaveLength(0)
  })

  test('incomplete inputs: nothing is written, the clinician is told why', async () => {
    const before = (await documents(PATIENTS.af.id)).length
    const page = await rawPost(cookies.write!, { intent: 'goto:assessment' })
    const fields = { age: '70', from: 'assessment', intent: 'chart:save', chartLaunch: launchTagIn(page.html) ?? '', ...(await csrfFor(cookies.write!)) }
    const response = await postForm(server, PAGE, fields, { cookie: cookies.write! })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('complete the patient data first')
    expect(await documents(PATIENTS.af.id)).toHaveLength(before)
  })
})

/** A browser's cookie jar, and a launch of the app from the chart through the launch and callback routes. */
function browser() {
  const jar = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    }
  }
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const launch = async (patient: Parameters<typeof patientLaunch>[0], extra: Parameters<typeof patientLaunch>[1] = {}) => {
    const context = patientLaunch(patient, { intent: 'tool:cha2ds2-vasc', ...extra })
    const started = await fetch(launchingEhr.launchUrl(`${server.url}/smart/launch`, context), { redirect: 'manual' })
    keep(started)
    expect(started.status).toBe(302)
    const callbackUrl = await followAuthorization(started.headers.get('location')!, `${server.url}/smart/callback`)
    const callback = await fetch(callbackUrl, { redirect: 'manual', headers: { cookie: cookie() } })
    keep(callback)
    expect(callback.headers.get('location')).toBe(PAGE)
    expect(jar.has('consilium_ehr')).toBe(true)
  }
  return { cookie, launch }
}

describe('after a real EHR launch (the launch and callback routes, an issuer allow-listed with write-back)', () => {
  test('the launch opens the tool; Save to chart → Confirm files the note and the score for the launch patient', async () => {
    const { cookie, launch } = browser()
    await launch('af')

    const before = { docs: (await documents(PATIENTS.af.id)).length, obs: (await observations(PATIENTS.af.id)).length }
    const review = await post(cookie(), { intent: 'chart:review' })
    expect(review.status).toBe(200)
    expect(confirmedNote(review.html)).toBe(expectedNote())
    const saved = await post(cookie(), { intent: 'chart:save' })
    expect(saved.status).toBe(200)
    expect(saved.html).toContain('The note and the result were saved to the patient')
    const docs = await documents(PATIENTS.af.id)
    expect(docs).toHaveLength(before.docs + 1)
    const newest = docs.sort((a, b) => Date.parse(b.date!) - Date.parse(a.date!))[0]!
    expect(decoded(newest)).toBe(expectedNote())
    expect(newest.context?.encounter?.[0]?.reference).toBe(`Encounter/${PATIENTS.af.encounterId}`)
    // The EHR user of the launch (id_token fhirUser) is the note's author.
    expect(newest.author).toEqual([{ reference: 'Practitioner/pr-1' }])
    expect(await observations(PATIENTS.af.id)).toHaveLength(before.obs + 1)
  })

  test('need_patient_banner: the tool page shows the launch patient, and after a second launch only the second', async () => {
    const { cookie, launch } = browser()
    const page = async () => {
      const response = await fetch(`${server.url}${PAGE}`, { headers: { cookie: cookie() } })
      expect(response.status).toBe(200)
      const html = await response.text()
      return /<section aria-label="Patient" data-patient-banner[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1]?.replace(/<!-- -->/g, '') ?? null
    }
    await launch('af')
    const first = await page()
    expect(first).toContain('Samir Haddad')
    expect(first).toContain('male')
    expect(first).toMatch(/born .*1949/)
    expect(first).not.toContain('Chidi')

    await launch('second')
    const second = await page()
    expect(second).toContain('Chidi Okonkwo')
    expect(second).not.toContain('Samir')

    // Embedded in an EHR that shows its own banner: none.
    const embedded = browser()
    await embedded.launch('af', { needPatientBanner: false })
    const html = await (await fetch(`${server.url}${PAGE}`, { headers: { cookie: embedded.cookie() } })).text()
    expect(html).not.toContain('data-patient-banner')
    expect(html).not.toContain('Samir Haddad')
  })

  test('two tabs, one browser: a page opened for the first launch cannot save once a second launch has replaced it', async () => {
    const { cookie, launch } = browser()
    await launch('af')
    const pageA = await rawPost(cookie(), { intent: 'goto:assessment' })
    const launchA = launchTagIn(pageA.html)
    expect(launchA).toMatch(/^[\w-]{22}$/)
    // Rendered again under the same launch: the same value.
    expect(launchTagIn((await rawPost(cookie(), { intent: 'goto:assessment' })).html)).toBe(launchA)

    await launch('second')
    const launchB = launchTagIn((await rawPost(cookie(), { intent: 'goto:assessment' })).html)
    expect(launchB).not.toBeNull()
    expect(launchB).not.toBe(launchA)

    const before = { a: (await documents(PATIENTS.af.id)).length, b: (await documents(PATIENTS.second.id)).length }
    const message = "This page was opened for a different patient launch. Reopen the tool from the patient&#x27;s chart."
    for (const intent of ['chart:review', 'chart:save']) {
      const refused = await rawPost(cookie(), { intent, chartLaunch: launchA! })
      expect(refused.status).toBe(409)
      expect(refused.html).toContain(message)
      expect(refused.html).not.toContain('data-chart-note')
    }
    // A post without the page's launch is refused the same way.
    expect((await rawPost(cookie(), { intent: 'chart:save' })).status).toBe(409)
    expect(await documents(PATIENTS.af.id)).toHaveLength(before.a)
    expect(await documents(PATIENTS.second.id)).toHaveLength(before.b)

    // The page of the second launch goes on to the confirm step (other tests count the second patient's notes: not saved here).
    const review = await rawPost(cookie(), { intent: 'chart:review', chartLaunch: launchB! })
    expect(review.status).toBe(200)
    expect(confirmedNote(review.html)).toBe(expectedNote())
  })
})

describe('the EHR takes the note but refuses the result', () => {
  test('the clinician is told the result was not saved', async () => {
    const before = { docs: (await documents(PATIENTS.af.id)).length, obs: (await observations(PATIENTS.af.id)).length }
    const { status, html } = await post(cookies.noteOnly!, { intent: 'chart:save' })
    expect(status).toBe(200)
    expect(html).toContain('The note was saved to the patient&#x27;s chart, but the result could not be saved.')
    expect(await documents(PATIENTS.af.id)).toHaveLength(before.docs + 1)
    expect(await observations(PATIENTS.af.id)).toHaveLength(before.obs)
  })
})

describe('with SMART v1 DocumentReference.write only', () => {
  test('the note is written, no Observation (no Observation scope), and the confirm step shows no result', async () => {
    const review = await post(cookies.v1!, { intent: 'chart:review' })
    expect(review.status).toBe(200)
    expect(confirmedNote(review.html)).toBe(expectedNote())
    expect(review.html).not.toContain('data-chart-result')
    expect(review.html).toContain('Chidi Okonkwo')

    const { status, html } = await post(cookies.v1!, { intent: 'chart:save' })
    expect(status).toBe(200)
    expect(html).toContain('The note was saved to the patient')
    const docs = await documents(PATIENTS.second.id)
    expect(docs).toHaveLength(1)
    expect(decoded(docs[0]!)).toBe(expectedNote())
    expect(docs[0]!.context?.encounter?.[0]?.reference).toBe(`Encounter/${PATIENTS.second.encounterId}`)
    expect(await observations(PATIENTS.second.id)).toHaveLength(0)
  })
})

describe('without a write scope', () => {
  test('no Save to chart; Copy stays', async () => {
    const { status, html } = await post(cookies.read!, { intent: 'continue', from: 'patient' })
    expect(status).toBe(200)
    expect(html).not.toContain('chart:review')
    expect(html).not.toContain('Save to chart')
    expect(html).toContain('id="chart-note"')
  })

  test.each(['chart:review', 'chart:save'])('a direct %s post is refused (403) and nothing is written', async (intent) => {
    const { status, html } = await post(cookies.read!, { intent })
    expect(status).toBe(403)
    expect(html).toContain('Your EHR did not allow Consilium to write to this chart.')
    expect(await documents(PATIENTS.prevent.id)).toHaveLength(0)
  })

  test('without any EHR session the post is refused (403)', async () => {
    const { status } = await post(null, { intent: 'chart:save' })
    expect(status).toBe(403)
  })
})

describe('when the EHR refuses or fails', () => {
  test('the EHR answers 403: its message, the note still on the page to copy', async () => {
    const { status, html } = await post(cookies.refused!, { intent: 'chart:save' })
    expect(status).toBe(403)
    expect(html).toContain('Your EHR did not allow Consilium to write to this chart.')
    expect(html).toContain('The chart note is still on this page to copy.')
    expect(html).toContain('id="chart-note"')
    expect(await documents(PATIENTS.prevent.id)).toHaveLength(0)
  })

  test('the EHR answers 503: try again', async () => {
    const { status, html } = await post(cookies.unavailable!, { intent: 'chart:save' })
    expect(status).toBe(502)
    expect(html).toContain('The EHR did not answer. Nothing was saved; please try again.')
    expect(html).toContain('id="chart-note"')
  })

  test('the EHR does not answer in time: try again', async () => {
    const { status, html } = await post(cookies.silent!, { intent: 'chart:save' })
    expect(status).toBe(502)
    expect(html).toContain('The EHR did not answer. Nothing was saved; please try again.')
  })

  test('the access token has expired and the refresh fails: relaunch', async () => {
    // The EHR ends every access token; the app's refresh (its own client key) is refused.
    await ehr.expireAccessTokens()
    const { status, html } = await post(cookies.expiring!, { intent: 'chart:save' })
    expect(status).toBe(401)
    expect(html).toContain('Your EHR session has ended. Open Consilium again from the patient')
    expect(html).toContain('id="chart-note"')
    expect(await documents(PATIENTS.sparse.id)).toHaveLength(0)
  })
})

describe('afterwards', () => {
  test('each write is recorded without patient data, and no patient id reached the log', async () => {
    const output = server.output()
    await server.stop()
    for (const patient of Object.values(PATIENTS)) expect(output).not.toContain(patient.id)
    const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
    try {
      const rows = await handle.db.select().from(chartWrites)
      const written = [
        ...(await documents(PATIENTS.af.id)),
        ...(await observations(PATIENTS.af.id)),
        ...(await documents(PATIENTS.second.id)),
      ]
      expect(rows.map((r) => [r.resourceType, r.resourceId]).sort()).toEqual(written.map((r) => [r.resourceType, r.id]).sort())
      for (const row of rows) {
        expect(row).toMatchObject({ toolSlug: 'cha2ds2-vasc', toolVersion: TOOL.version })
        expect(row.organisationId).toBeTruthy()
        expect(row.issuerId).toBeTruthy()
        for (const patient of Object.values(PATIENTS)) expect(JSON.stringify(row)).not.toContain(patient.id)
      }
    } finally {
      await handle.close()
    }
  })
})
