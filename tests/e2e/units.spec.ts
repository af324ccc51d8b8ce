import { expect, test } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { open } from './helpers.ts'
import { assessmentHeading, choose, continueButton, group, result, textbox } from './tool-helpers.ts'

/**
 * Units never change what a number means: a unit choice converts what is typed (with
 * JavaScript on the spot, without it on the next post), and what is copied is what was
 * entered, in its unit and precision.
 */

test.describe.configure({ timeout: 90_000 })

test('BMI/BSA: 180 lb and 5 ft 9 in, then metric units and Continue: BMI 26.6, BSA 1.99 m²', async ({ page, javaScriptEnabled }) => {
  await open(page, '/tool/bmi-bsa', javaScriptEnabled)
  await page.getByRole('textbox', { name: 'feet', exact: true }).fill('5')
  await page.getByRole('textbox', { name: 'inches', exact: true }).fill('9')
  await textbox(page, 'Weight').fill('180')
  await page.getByRole('group', { name: 'Height and weight' }).getByRole('radio', { name: 'Metric (cm, kg)' }).check()
  if (javaScriptEnabled) {
    // Converted on the spot, beside its new unit.
    await expect(textbox(page, 'Weight')).toHaveValue('81.6')
    await expect(page.locator('[data-field="weight"]').getByText('kg', { exact: true })).toBeVisible()
  }
  await continueButton(page).click()

  await expect(assessmentHeading(page)).toBeVisible()
  await expect(result(page, 'bmi')).toHaveText('26.6 kg/m²')
  await expect(result(page, 'bsa')).toHaveText('1.99 m²')
  await expect(page.getByText(/Inputs: Height: 5 ft 9 in; Weight: 180 lb\./).first()).toBeVisible()

  // Back to the data: shown in metric; back to US units gives exactly what was typed.
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(textbox(page, 'Weight')).toHaveValue('81.6')
  await expect(textbox(page, 'Height')).toHaveValue('175.3')
  await page.getByRole('group', { name: 'Height and weight' }).getByRole('radio', { name: 'US (ft, in, lb)' }).check()
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(textbox(page, 'Weight')).toHaveValue('180')
  await expect(page.getByRole('textbox', { name: 'feet', exact: true })).toHaveValue('5')
  await expect(page.getByRole('textbox', { name: 'inches', exact: true })).toHaveValue('9')
  await expectAxeClean(page, javaScriptEnabled)
})

test('CKD-EPI: a creatinine entered in µmol/L is copied in µmol/L as entered', async ({ page, javaScriptEnabled }) => {
  if (javaScriptEnabled) await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await open(page, '/tool/ckd-epi-2021', javaScriptEnabled)
  const unit = group(page, 'Serum creatinine: Unit')
  await unit.getByRole('radio', { name: 'µmol/L' }).check()
  // Without JavaScript the box is redrawn in the chosen unit by Update.
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(page.locator('[data-unit-label="creatinine"]')).toHaveText('µmol/L')
  await textbox(page, 'Serum creatinine').fill('110')
  await textbox(page, 'Age').fill('60')
  await choose(page, 'Sex', 'Male')
  await continueButton(page).click()

  await expect(assessmentHeading(page)).toBeVisible()
  const summary = page.getByRole('region', { name: 'Result summary' })
  await expect(summary).toContainText('Serum creatinine: 110 µmol/L')
  await expect(summary).not.toContainText('mg/dL')
  if (javaScriptEnabled) {
    await summary.getByRole('button', { name: 'Copy result' }).click()
    await expect(summary.getByText('Result copied')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Serum creatinine: 110 µmol/L')
    expect(copied).not.toContain('mg/dL')
  }
})
