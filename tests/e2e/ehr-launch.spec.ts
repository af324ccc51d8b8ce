import { expect, test, type Page } from '@playwright/test'
import type * as fhir4 from 'fhir/r4'

import { fixtureValues, PATIENTS, patientLaunch, type LaunchContext, type TestEhr } from '../ehr/test-ehr.ts'
import type { RunningServer } from '../support/server.ts'
import { expectAxeClean } from './axe.ts'
import { startSmartApp } from './ehr/smart-app.ts'
import { waitForHydration } from './helpers.ts'
import { assessmentHeading, choose, continueButton, textbox, updateButton } from './tool-helpers.ts'

/**
 * The clinician opens PREVENT from a patient's chart (a SMART EHR launch against the test EHR,
 * tests/ehr): the page comes prefilled from the record, a changed value loses its marker, the
 * result is saved to the chart; a sparse record gets the missing-data notice; a second launch in
 * the same browser shows only the second patient. One test EHR and app server per worker.
 */

// In order, in one worker per project: one test EHR and app server each.
test.describe.configure({ mode: 'default', timeout: 120_000 })

let ehr: TestEhr
let app: RunningServer
let stop: (() => Promise<void>) | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  ;({ ehr, app, stop } = await startSmartApp())
})

test.afterAll(async () => {
  await stop?.()
})

const BANNER = 'Values from the electronic health record'
const ACCOUNTABILITY = 'Please confirm that any EHR-enabled responses are accurate before continuing.'
const MISSING = 'Some answers could not be filled in from the EHR'

const note = (page: Page, field: string) => page.locator(`[data-field="${field}"] [data-ehr-note]`)
const unitLabel = (page: Page, field: string) => page.locator(`[data-field="${field}"] [data-unit-label]`)
const missingNotice = (page: Page, javaScriptEnabled: boolean) =>
  javaScriptEnabled ? page.getByRole('dialog', { name: MISSING }) : page.getByRole('region', { name: MISSING })

/** The lab date as the page shows it (en-US, the calendar day of the record's dateTime). */
const labDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`))

function ageOn(birthDate: string, now = new Date()) {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number]
  const birthdayPassed = now.getUTCMonth() + 1 > m || (now.getUTCMonth() + 1 === m && now.getUTCDate() >= d)
  return now.getUTCFullYear() - y - (birthdayPassed ? 0 : 1)
}

/** The EHR opens Consilium from the patient's chart; the launch names PREVENT. */
async function launch(page: Page, javaScriptEnabled: boolean, context: LaunchContext) {
  await page.goto(ehr.launchUrl(`${app.url}/smart/launch`, context))
  await expect(page).toHaveURL(`${app.url}/tool/prevent`)
  await waitForHydration(page, javaScriptEnabled)
}

/** Closes the missing-data notice if the record lacks something the tool asks (once per page). */
async function closeMissing(page: Page, javaScriptEnabled: boolean) {
  const notice = missingNotice(page, javaScriptEnabled)
  await notice.getByRole('button', { name: 'Close' }).click()
  await expect(notice).toHaveCount(0)
  await waitForHydration(page, javaScriptEnabled)
}

test('EHR launch → PREVENT prefilled with dates and markers → a changed value loses its marker → Save to chart; a second launch shows only the second patient', async ({
  page,
  javaScriptEnabled,
}) => {
  const v = fixtureValues()
  // appContext as a CDS Hooks card sends it, or a SMART intent: both name the tool.
  const routing = javaScriptEnabled ? { appContext: '{"tool":"prevent"}' } : { intent: 'tool:prevent' }
  await launch(page, javaScriptEnabled, patientLaunch('prevent', routing))

  // pt-prevent-1 has no urine albumin: the notice says so, once.
  const notice = missingNotice(page, javaScriptEnabled)
  await expect(notice.getByRole('listitem').filter({ hasText: 'UACR' })).toHaveText('UACR (optional): No data available from within the last 12 months.')
  await expectAxeClean(page, javaScriptEnabled)
  await closeMissing(page, javaScriptEnabled)

  // The newer of the two total cholesterol results, HDL in the unit the lab reported, systolic
  // pressure from the blood-pressure panel; each marked with its lab date.
  await expect(textbox(page, 'Age')).toHaveValue(String(ageOn('1968-03-14')))
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked()
  await expect(textbox(page, 'Total cholesterol')).toHaveValue('213')
  await expect(unitLabel(page, 'total_cholesterol')).toHaveText('mg/dL')
  await expect(textbox(page, 'HDL cholesterol')).toHaveValue('1.24')
  await expect(unitLabel(page, 'hdl_cholesterol')).toHaveText('mmol/L')
  await expect(textbox(page, 'Systolic blood pressure')).toHaveValue('142')
  await expect(note(page, 'total_cholesterol')).toHaveText(new RegExp(`From EHR.*Collected ${labDate(v.prevent.totalCholesterol.effective)}`))
  await expect(note(page, 'hdl_cholesterol')).toContainText(`Collected ${labDate(v.prevent.hdl.effective)}`)
  await expect(note(page, 'systolic_bp')).toContainText(`Collected ${labDate(v.prevent.systolic.effective)}`)
  await expect(note(page, 'age')).toContainText('Filled in from the electronic health record')
  await expect(note(page, 'sex')).toContainText('Filled in from the electronic health record')
  await expect(page.getByRole('region', { name: BANNER })).toBeVisible()
  await expect(page.getByText(ACCOUNTABILITY).filter({ visible: true })).toBeVisible()
  await expectAxeClean(page, javaScriptEnabled)

  // The clinician measures again: the changed value is theirs, no longer the record's.
  await textbox(page, 'Systolic blood pressure').fill('138')
  if (!javaScriptEnabled) await updateButton(page).click()
  await expect(note(page, 'systolic_bp')).toHaveCount(0)
  await expect(textbox(page, 'Systolic blood pressure')).toHaveValue('138')
  await expect(note(page, 'total_cholesterol')).toHaveCount(1)
  await expectAxeClean(page, javaScriptEnabled)

  // The one answer the record does not give here (the notice listed what it lacks).
  await choose(page, 'Taking medicine for high blood pressure', 'Yes')
  await continueButton(page).click()
  await expect(assessmentHeading(page)).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 200))
  await page.locator('summary', { hasText: 'Patient Chart Note' }).click()
  const chartNote = await page.getByRole('textbox', { name: 'Patient Chart Note' }).inputValue()
  expect(chartNote).toContain('Systolic blood pressure: 138 mmHg')
  expect(chartNote).toContain('Total cholesterol: 213 mg/dL')

  const before = (await ehr.store.search<fhir4.DocumentReference>(`DocumentReference?patient=${PATIENTS.prevent.id}`)).length
  await page.getByRole('button', { name: 'Save to chart' }).click()
  const confirm = javaScriptEnabled
    ? page.getByRole('dialog', { name: "Save to the patient's chart?" })
    : page.getByRole('region', { name: "Save to the patient's chart?" })
  await expect(confirm.locator('[data-chart-note]')).toHaveText(chartNote)
  await confirm.getByRole('button', { name: 'Confirm and save' }).click()
  await expect(page.getByRole('status').filter({ hasText: "saved to the patient's chart" })).toBeVisible()
  await expectAxeClean(page, javaScriptEnabled)
  const docs = await ehr.store.search<fhir4.DocumentReference>(`DocumentReference?patient=${PATIENTS.prevent.id}`)
  expect(docs).toHaveLength(before + 1)
  const doc = docs.sort((a, b) => Date.parse(b.date!) - Date.parse(a.date!))[0]!
  expect(Buffer.from(doc.content[0]!.attachment.data!, 'base64').toString('utf8')).toBe(chartNote)
  expect(doc.subject?.reference).toBe(`Patient/${PATIENTS.prevent.id}`)

  // The EHR opens another patient's chart in the same browser: only that patient's record shows.
  await launch(page, javaScriptEnabled, patientLaunch('second', { intent: 'tool:prevent' }))
  if (await missingNotice(page, javaScriptEnabled).count()) await closeMissing(page, javaScriptEnabled)
  await expect(textbox(page, 'Age')).toHaveValue(String(ageOn('1952-09-02')))
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked()
  await expect(textbox(page, 'Total cholesterol')).toHaveValue(String(v.second.totalCholesterol.value))
  await expect(textbox(page, 'HDL cholesterol')).toHaveValue(String(v.second.hdl.value))
  await expect(unitLabel(page, 'hdl_cholesterol')).toHaveText('mg/dL')
  await expect(textbox(page, 'Systolic blood pressure')).toHaveValue(String(v.second.systolic.value))
  await expect(note(page, 'systolic_bp')).toContainText(`Collected ${labDate(v.second.systolic.effective)}`)
  const html = await page.content()
  expect(html).not.toMatch(/value="(213|1\.24|142|138|58)"/)
  for (const first of ['Lindqvist', PATIENTS.prevent.id, PATIENTS.prevent.encounterId]) expect(html).not.toContain(first)
  expect(page.url()).toBe(`${app.url}/tool/prevent`)
})

test("a sparse record: the missing-data notice names what is absent or too old: 'No data available from within the last …'", async ({ page, javaScriptEnabled }) => {
  // Another clinician: the notice is shown once per EHR user and tool, and pr-1 has seen it above.
  await launch(page, javaScriptEnabled, patientLaunch('sparse', { intent: 'tool:prevent', user: 'Practitioner/pr-sparse' }))
  const notice = missingNotice(page, javaScriptEnabled)
  await expect(notice).toBeVisible()
  // No HDL at all, a systolic pressure three years old: both outside PREVENT's 12 months.
  await expect(notice.getByRole('listitem').filter({ hasText: 'HDL cholesterol' })).toContainText('No data available from within the last 12 months.')
  await expect(notice.getByRole('listitem').filter({ hasText: 'Systolic blood pressure' })).toContainText('No data available from within the last 12 months.')
  await expectAxeClean(page, javaScriptEnabled)
  await closeMissing(page, javaScriptEnabled)
  await expect(textbox(page, 'Total cholesterol')).toHaveValue('196')
  await expect(textbox(page, 'HDL cholesterol')).toHaveValue('')
  await expect(textbox(page, 'Systolic blood pressure')).toHaveValue('')
  await expect(note(page, 'systolic_bp')).toHaveCount(0)
})
