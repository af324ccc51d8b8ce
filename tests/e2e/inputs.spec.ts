import { expect, test } from '@playwright/test'

import { open } from './helpers.ts'
import { assessmentHeading, choose, continueButton, result, textbox } from './tool-helpers.ts'

/**
 * Values clinicians enter are accepted as entered, with and without JavaScript: an age above
 * 89 in an equation that uses age continuously, and laboratory values with two decimals.
 */

test.describe.configure({ timeout: 90_000 })

test('Cockcroft–Gault calculates for a 93-year-old with the age entered, not 89', async ({ page, javaScriptEnabled }) => {
  await open(page, '/tool/cockcroft-gault', javaScriptEnabled)
  await textbox(page, 'Age').fill('93')
  await choose(page, 'Sex', 'Female')
  await textbox(page, 'Serum creatinine').fill('1.25')
  await page.getByRole('textbox', { name: 'feet', exact: true }).fill('5')
  await page.getByRole('textbox', { name: 'inches', exact: true }).fill('4')
  await textbox(page, 'Actual body weight').fill('130')
  await continueButton(page).click()

  // 5 ft 4 in, woman: ideal weight 45.5 + 2.3 × 4 = 54.7 kg (BMI 22.3, below the actual weight).
  // (140 − 93) × 54.7 × 0.85 / (72 × 1.25) = 24.28 mL/min; with 89 it would read 26.
  await expect(assessmentHeading(page)).toBeVisible()
  await expect(result(page, 'crcl_cockcroft_gault')).toHaveText('24 mL/min')
  await expect(page.getByText(/Enter a value from/)).toHaveCount(0)
})

test('Anion gap takes a sodium of 131.27 and a chloride of 98.45 mmol/L as the laboratory reports them', async ({ page, javaScriptEnabled }) => {
  await open(page, '/tool/anion-gap', javaScriptEnabled)
  await textbox(page, 'Sodium').fill('131.27')
  await textbox(page, 'Chloride').fill('98.45')
  await textbox(page, 'Bicarbonate').fill('22.1')
  await continueButton(page).click()

  // 131.27 − 98.45 − 22.1 = 10.72, shown to one decimal.
  await expect(assessmentHeading(page)).toBeVisible()
  await expect(result(page, 'anion_gap')).toHaveText('10.7 mmol/L')
  await expect(page.getByText(/whole number|in steps of/)).toHaveCount(0)
})

test('an age outside the Pooled Cohort Equations is refused with the range and why', async ({ page, javaScriptEnabled }) => {
  await open(page, '/tool/ascvd-pooled-cohort', javaScriptEnabled)
  await textbox(page, 'Age').fill('85')
  await continueButton(page).click()
  await expect(
    page.getByText('Enter a value from 40 to 79 years. The Pooled Cohort Equations were derived in adults aged 40–79 (Goff 2013)', { exact: false }).filter({ visible: true }),
  ).toBeVisible()
  await expect(textbox(page, 'Age')).toHaveValue('85')
})
