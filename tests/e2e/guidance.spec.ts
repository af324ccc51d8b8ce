import { expect, test, type Page } from '@playwright/test'

import { open, rejectConsent } from './helpers.ts'
import { assessmentHeading, choose, continueButton, result, textbox } from './tool-helpers.ts'

/**
 * Guidance that agrees with the guideline, with and without JavaScript.
 * - A 45-year-old woman with diabetes (PREVENT test vector V3, 10-year ASCVD 2.1 %, "low") is
 *   told first that a statin is indicated whatever the calculated risk (ACC/AHA 2018 cholesterol
 *   guideline §4.3, Class I), on the PREVENT calculator and in the statins decision aid.
 * - Wells PE at 4.5 points shows one pathway, named (two-level, NICE NG158, by default).
 */

test.describe.configure({ timeout: 120_000 })

/** Answers the consent drawer; with JavaScript the account reminder follows it. */
async function answerConsent(page: Page, javaScriptEnabled: boolean) {
  await rejectConsent(page)
  if (javaScriptEnabled) await page.getByRole('dialog', { name: 'Make Consilium your own' }).getByRole('button', { name: 'Skip for now' }).click()
}

const DIABETES_FIRST = /^Diabetes at age 40–75: a moderate-intensity statin is indicated whatever the calculated risk/

async function fillV3(page: Page) {
  await textbox(page, 'Age').fill('45')
  await choose(page, 'Sex', 'Female')
  await textbox(page, 'Total cholesterol').fill('200')
  await textbox(page, 'HDL cholesterol').fill('60')
  await textbox(page, 'Systolic blood pressure').fill('120')
  await choose(page, 'Taking medicine for high blood pressure', 'No')
  await choose(page, 'Diabetes', 'Yes')
  await choose(page, 'Current smoker', 'No')
  await choose(page, 'Kidney function (eGFR)', 'Enter eGFR')
}

test('PREVENT: a 45-year-old woman with diabetes at low risk is told a statin is indicated, first', async ({ page, javaScriptEnabled }) => {
  await open(page, '/tool/prevent', javaScriptEnabled)
  await answerConsent(page, javaScriptEnabled)
  await fillV3(page)
  await choose(page, 'Taking a statin', 'No')
  await choose(page, 'Body mass index (BMI)', 'Enter BMI')
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Update', exact: true }).click()
  await textbox(page, 'eGFR').fill('95')
  await textbox(page, 'BMI').fill('25')
  await continueButton(page).click()

  await expect(assessmentHeading(page)).toBeVisible()
  await expect(result(page, 'ascvd_category')).toHaveText('Low')
  const guidance = page.getByText(DIABETES_FIRST)
  await expect(guidance.first()).toBeVisible()
  await expect(page.getByText(/no routine statin/i)).toHaveCount(0)
})

test('statins aid: the diabetes indication leads the guidance, the key data, the grid and the chart note', async ({ page, javaScriptEnabled }) => {
  await open(page, '/tool/statin-choice-primary-prevention', javaScriptEnabled)
  await answerConsent(page, javaScriptEnabled)
  await fillV3(page)
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Update', exact: true }).click()
  await textbox(page, 'eGFR').fill('95')
  await page.getByRole('button', { name: 'View Assessment & Guidance' }).click()
  await expect(assessmentHeading(page)).toBeVisible()
  await expect(page.getByText(DIABETES_FIRST).first()).toBeVisible()
  await expect(page.getByText(/not recommended for this risk alone|no routine statin/i)).toHaveCount(0)

  await page.getByRole('button', { name: 'View Patient Options' }).click()
  await expect(page.getByRole('heading', { name: 'Patient Options', level: 2 })).toBeVisible()
  await expect(page.getByText(/^A statin is advised whatever this 10-year number: with diabetes at age 40–75/).first()).toBeAttached()
  if (javaScriptEnabled) await page.getByRole('tab', { name: 'OPTION GRID' }).click()
  const firstRow = page.getByRole('table').getByRole('row').nth(1)
  await expect(firstRow.getByRole('rowheader')).toHaveText(/Is a statin advised for me whatever my 10-year chance\?/)
  await expect(firstRow.getByRole('cell').nth(0)).toContainText('Yes. With diabetes at age 40–75')
  await expect(page.locator('#options-chart-note')).toHaveValue(/^Diabetes, age 40–75: moderate-intensity statin indicated regardless of calculated risk/)
})

test('Wells PE at 4.5 points: one pathway, named', async ({ page, javaScriptEnabled }) => {
  await open(page, '/tool/wells-pe', javaScriptEnabled)
  await answerConsent(page, javaScriptEnabled)
  await choose(page, 'Shock or sustained hypotension', 'No')
  await choose(page, 'Clinical signs and symptoms of DVT', 'No')
  await choose(page, 'PE is the most likely diagnosis', 'No')
  await choose(page, 'Heart rate above 100 beats per minute', 'Yes')
  await choose(page, 'Immobilisation for 3 days or more, or surgery in the previous 4 weeks', 'Yes')
  await choose(page, 'Previous PE or DVT', 'Yes')
  await choose(page, 'Haemoptysis', 'No')
  await choose(page, 'Active cancer', 'No')
  await continueButton(page).click()

  await expect(assessmentHeading(page)).toBeVisible()
  await expect(result(page, 'wells_pe_score')).toHaveText('4.5 points')
  await expect(page.getByText(/^Two-level Wells score \(NICE NG158\): PE likely \(more than 4 points\)\. Arrange CTPA/).filter({ visible: true })).toBeVisible()
  await expect(page.getByText(/Moderate clinical probability|Three-level Wells score/)).toHaveCount(0)
})
