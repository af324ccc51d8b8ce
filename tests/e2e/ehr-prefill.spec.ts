import { expect, test, type Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { ehrBaseURL } from './ehr/ehr-server.ts'
import { DEMO, fillSignIn, signedInAs, waitForHydration } from './helpers.ts'
import { assessmentHeading, choose, continueButton, result, textbox, updateButton } from './tool-helpers.ts'

/**
 * EHR prefill on the tool page, against the server in accuracy test mode (playwright.config.ts:
 * its EHR data is tests/e2e/ehr/prefill-bundle.json: a woman born 1968-03-14, total cholesterol
 * 213 mg/dL collected 2026-09-15, HDL 1.32 mmol/L with only a result date 2026-09-16, and a
 * systolic pressure of 2024, outside the 12-month window).
 */

test.describe.configure({ timeout: 90_000 })

const TOOL = `${ehrBaseURL()}/tool/ascvd-pooled-cohort`
const ACCOUNTABILITY = 'Please confirm that any EHR-enabled responses are accurate before continuing.'
const BANNER = 'Values from the electronic health record'
const MISSING = 'Some answers could not be filled in from the EHR'

async function openTool(page: Page, javaScriptEnabled: boolean) {
  await page.goto(TOOL)
  await waitForHydration(page, javaScriptEnabled)
}

const note = (page: Page, field: string) => page.locator(`[data-field="${field}"] [data-ehr-note]`)
const missingNotice = (page: Page, javaScriptEnabled: boolean) =>
  javaScriptEnabled ? page.getByRole('dialog', { name: MISSING }) : page.getByRole('region', { name: MISSING })

/** Closes the missing-data notice (Close: with JavaScript the dialog, without it a form post and back). */
async function closeMissing(page: Page, javaScriptEnabled: boolean) {
  await missingNotice(page, javaScriptEnabled).getByRole('button', { name: 'Close' }).click()
  await expect(missingNotice(page, javaScriptEnabled)).toHaveCount(0)
  if (!javaScriptEnabled) await waitForHydration(page, javaScriptEnabled)
}

test('prefilled values with their markers and lab dates, the missing-data notice once, the accountability message', async ({ page, javaScriptEnabled }) => {
  await openTool(page, javaScriptEnabled)

  const notice = missingNotice(page, javaScriptEnabled)
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('listitem')).toHaveText([
    'Systolic blood pressure, Current smoker: No data available from within the last 12 months.',
    'Taking medicine for high blood pressure, Diabetes: No data available in the record.',
  ])
  await expectAxeClean(page, javaScriptEnabled)
  if (javaScriptEnabled) {
    // A modal dialog: the focus is inside it, and Escape closes it like Close does.
    await expect(notice.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(notice).toHaveCount(0)
    await expect(page.locator('#tool-title')).toBeFocused()
  } else {
    await closeMissing(page, javaScriptEnabled)
  }

  // Values in the unit they came in; each marked, with its lab date.
  await expect(textbox(page, 'Age')).toHaveValue('58')
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked()
  await expect(textbox(page, 'Total cholesterol')).toHaveValue('213')
  await expect(page.locator('[data-field="total_cholesterol"] [data-unit-label]')).toHaveText('mg/dL')
  await expect(textbox(page, 'HDL cholesterol')).toHaveValue('1.32')
  await expect(page.locator('[data-field="hdl_cholesterol"] [data-unit-label]')).toHaveText('mmol/L')
  await expect(textbox(page, 'Systolic blood pressure')).toHaveValue('')
  await expect(note(page, 'total_cholesterol')).toHaveText(/From EHR.*Collected Sep 15, 2026/)
  await expect(note(page, 'hdl_cholesterol')).toContainText('Resulted Sep 16, 2026')
  await expect(note(page, 'age')).toContainText('Filled in from the electronic health record')
  await expect(note(page, 'systolic_bp')).toHaveCount(0)
  await expect(textbox(page, 'HDL cholesterol')).toHaveAttribute('aria-describedby', /f-hdl_cholesterol-ehr/)
  await expect(page.getByText(ACCOUNTABILITY).filter({ visible: true })).toBeVisible()
  await expect(page.getByRole('region', { name: BANNER })).toContainText('Lab dates are the collection date or, if unavailable, the result date.')
  await expectAxeClean(page, javaScriptEnabled)

  // Shown once: not again on this page.
  await openTool(page, javaScriptEnabled)
  await expect(missingNotice(page, javaScriptEnabled)).toHaveCount(0)
  await expect(textbox(page, 'HDL cholesterol')).toHaveValue('1.32')

  // Nothing of the patient's in the address.
  expect(page.url()).not.toMatch(/213|1\.32|2026-09/)
})

test('a changed value loses its marker; what is sent is what is on screen', async ({ page, javaScriptEnabled }) => {
  await openTool(page, javaScriptEnabled)
  await closeMissing(page, javaScriptEnabled)

  await textbox(page, 'Total cholesterol').fill('220')
  if (!javaScriptEnabled) await updateButton(page).click()
  await expect(note(page, 'total_cholesterol')).toHaveCount(0)
  await expect(note(page, 'hdl_cholesterol')).toHaveCount(1)
  await expect(page.getByText(ACCOUNTABILITY).filter({ visible: true })).toBeVisible()
  await expectAxeClean(page, javaScriptEnabled)

  // Back to the EHR's value, the rest answered by hand: the result uses HDL 1.32 mmol/L as shown.
  await textbox(page, 'Total cholesterol').fill('213')
  await choose(page, 'Race (as used by the equations)', 'White')
  await textbox(page, 'Systolic blood pressure').fill('120')
  await choose(page, 'Taking medicine for high blood pressure', 'No')
  await choose(page, 'Diabetes', 'No')
  await choose(page, 'Current smoker', 'No')
  if (!javaScriptEnabled) await updateButton(page).click()
  await expect(note(page, 'total_cholesterol')).toHaveCount(1)
  await expect(note(page, 'systolic_bp')).toHaveCount(0)
  await continueButton(page).click()
  await expect(assessmentHeading(page)).toBeVisible()
  await expect(result(page, 'ascvd_10y_risk')).toHaveText('2.7 %')
})

test("the banner: Dismiss hides it for the session; 'Don't show again' keeps it hidden for a signed-in clinician", async ({ page, browser, javaScriptEnabled }) => {
  await openTool(page, javaScriptEnabled)
  await closeMissing(page, javaScriptEnabled)
  const banner = page.getByRole('region', { name: BANNER })
  await banner.getByRole('button', { name: 'Dismiss' }).click()
  await expect(banner).toHaveCount(0)
  if (javaScriptEnabled) await expect(page.locator('#tool-title')).toBeFocused()
  await expectAxeClean(page, javaScriptEnabled)
  await openTool(page, javaScriptEnabled)
  await expect(banner).toHaveCount(0)
  // Another session sees it again.
  const other = await browser.newContext({ javaScriptEnabled })
  const second = await other.newPage()
  await second.goto(TOOL)
  await expect(second.getByRole('region', { name: BANNER })).toBeVisible()
  await other.close()

  // Signed in: 'Don't show again' is kept with the user's preferences (under DCD). The two
  // projects run at once against one server: each with its own seeded user.
  const user = javaScriptEnabled ? DEMO.clinician : DEMO.reader
  const signedIn = async () => {
    const context = await browser.newContext({ javaScriptEnabled })
    const p = await context.newPage()
    await p.goto(`${ehrBaseURL()}/login`)
    await waitForHydration(p, javaScriptEnabled)
    await fillSignIn(p, user)
    await p.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(signedInAs(p, user.name)).toBeVisible()
    return { context, p }
  }
  const first = await signedIn()
  await first.p.goto(TOOL)
  await waitForHydration(first.p, javaScriptEnabled)
  // Closing the missing-data notice is kept with the preferences too (showInfoPopup false).
  await closeMissing(first.p, javaScriptEnabled)
  const firstBanner = first.p.getByRole('region', { name: BANNER })
  await firstBanner.getByRole('checkbox', { name: "Don't show again" }).check()
  await firstBanner.getByRole('button', { name: 'Dismiss' }).click()
  await expect(firstBanner).toHaveCount(0)
  if (javaScriptEnabled) {
    const saved = await first.p.evaluate(async () => (await fetch('/api-tool-experience/users/preference')).json())
    expect(JSON.parse((saved as { productCode: string }).productCode)).toMatchObject({ DCD: ['ascvd-pooled-cohort'] })
  }
  await first.context.close()
  const later = await signedIn()
  await later.p.goto(TOOL)
  await expect(later.p.getByRole('heading', { name: /ASCVD/, level: 1 })).toBeVisible()
  await expect(later.p.getByRole('region', { name: BANNER })).toHaveCount(0)
  await expect(missingNotice(later.p, javaScriptEnabled)).toHaveCount(0)
  // The values are still prefilled and marked.
  await expect(later.p.locator('[data-field="total_cholesterol"] [data-ehr-note]')).toHaveCount(1)
  await later.context.close()
})
