import { expect, test, type Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { open } from './helpers.ts'
import {
  group,
  choose,
  textbox,
  result,
  continueButton,
  assessmentHeading,
  banner,
  ONE_ERROR,
  refreshVisibility,
  edit,
} from './tool-helpers.ts'

/**
 * The released calculators end to end, with and without JavaScript: patient data, the
 * error state, the result step (values from each tool's test vectors in engine/tools/),
 * dependent questions, unit switches, and axe on every state.
 */

test.describe.configure({ timeout: 90_000 })

test.describe('ASCVD 10-year risk (Pooled Cohort Equations)', () => {
  const fillWorkedExample = async (page: Page, age: string) => {
    await textbox(page, 'Age').fill(age)
    await choose(page, 'Sex', 'Female')
    await choose(page, 'Race (as used by the equations)', 'White')
    await textbox(page, 'Total cholesterol').fill('213')
    await textbox(page, 'HDL cholesterol').fill('50')
    await textbox(page, 'Systolic blood pressure').fill('120')
    await choose(page, 'Taking medicine for high blood pressure', 'No')
    await choose(page, 'Diabetes', 'No')
    await choose(page, 'Current smoker', 'No')
  }

  test('the guideline example: out-of-range age refused, then corrected; risk, category and population view', async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, '/tool/ascvd-pooled-cohort', javaScriptEnabled)
    const tabs = page.getByRole('form', { name: 'Steps of this tool' })
    await expect(tabs.getByRole('button', { name: /^PATIENT DATA/ })).toHaveAttribute('aria-current', 'step')
    await expect(tabs.getByRole('button', { name: /^RISK & GUIDELINES/ })).toBeDisabled()
    await expect(tabs.getByRole('button', { name: /^POPULATION VIEW/ })).toBeDisabled()
    await expectAxeClean(page, javaScriptEnabled)

    await fillWorkedExample(page, '39')
    await continueButton(page).click()

    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(page.getByText('Enter a value from 40 to 79 years.').filter({ visible: true })).toBeVisible()
    await expect(textbox(page, 'Age')).toHaveAttribute('aria-invalid', 'true')
    await expect(textbox(page, 'Age')).toHaveValue('39')
    await expect(textbox(page, 'Total cholesterol')).toHaveValue('213')
    await expect(group(page, 'Race (as used by the equations)').getByRole('radio', { name: 'White' })).toBeChecked()
    await expect(tabs.getByRole('button', { name: /^RISK & GUIDELINES/ })).toBeDisabled()
    if (javaScriptEnabled) await expect(continueButton(page)).toBeDisabled()
    await expectAxeClean(page, javaScriptEnabled)

    await textbox(page, 'Age').fill('55')
    if (javaScriptEnabled) {
      // The live re-check clears the message and enables Continue again.
      await expect(page.getByText('Enter a value from 40 to 79 years.')).toHaveCount(0)
      await expect(continueButton(page)).toBeEnabled()
    }
    await continueButton(page).click()

    // goff2014 worked example, white woman: 2.1 %, low risk.
    await expect(assessmentHeading(page)).toBeVisible()
    await expect(tabs.getByRole('button', { name: /^RISK & GUIDELINES/ })).toHaveAttribute('aria-current', 'step')
    await expect(result(page, 'ascvd_10y_risk')).toHaveText('2.1 %')
    await expect(result(page, 'risk_category')).toHaveText('Low')
    // The interpretation is listed with the results and again under Clinical Guidance.
    await expect(page.getByText('Low risk (below 5 %) of a heart attack or stroke in the next 10 years.').first()).toBeVisible()
    expect(page.url()).toMatch(/\/tool\/ascvd-pooled-cohort(#[\w-]+)?$/)
    await expectAxeClean(page, javaScriptEnabled)

    await tabs.getByRole('button', { name: /^POPULATION VIEW/ }).click()
    await expect(tabs.getByRole('button', { name: /^POPULATION VIEW/ })).toHaveAttribute('aria-current', 'step')
    const array = page.getByRole('img', { name: /^Out of 100/ })
    await expect(array).toBeVisible()
    await expect(array).toHaveAttribute('aria-label', /^Out of 100 people like you: 2 have a heart attack or stroke in the next 10 years \(.*\); 98 do not \(.*\)\.$/)
    await expect(page.getByText('100 people with the same risk factors, over 10 years').filter({ visible: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)

    // The first tab goes back to the patient data with every answer kept.
    await tabs.getByRole('button', { name: /^PATIENT DATA/ }).click()
    await expect(textbox(page, 'Age')).toHaveValue('55')
    await expect(textbox(page, 'HDL cholesterol')).toHaveValue('50')
    await expect(group(page, 'Sex').getByRole('radio', { name: 'Female' })).toBeChecked()
  })

  test('cholesterol in mmol/L gives the same result and category', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/ascvd-pooled-cohort', javaScriptEnabled)
    await fillWorkedExample(page, '55')
    // 213 mg/dL ≈ 5.51 mmol/L and 50 mg/dL ≈ 1.29 mmol/L (1 mmol/L = 38.67 mg/dL).
    // With JavaScript the typed values convert on the spot; without it Update redraws them in mmol/L.
    await group(page, 'Total cholesterol: Unit').getByRole('radio', { name: 'mmol/L' }).check()
    await group(page, 'HDL cholesterol: Unit').getByRole('radio', { name: 'mmol/L' }).check()
    await refreshVisibility(page, javaScriptEnabled)
    await expect(textbox(page, 'Total cholesterol')).toHaveValue('5.51')
    await expect(textbox(page, 'HDL cholesterol')).toHaveValue('1.29')
    await textbox(page, 'Total cholesterol').fill('5.51')
    await textbox(page, 'HDL cholesterol').fill('1.29')
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'ascvd_10y_risk')).toHaveText('2.1 %')
    await expect(result(page, 'risk_category')).toHaveText('Low')

    // The units chosen are kept on the way back.
    await edit(page)
    await expect(group(page, 'Total cholesterol: Unit').getByRole('radio', { name: 'mmol/L' })).toBeChecked()
    await expect(textbox(page, 'Total cholesterol')).toHaveValue('5.51')
    await expect(textbox(page, 'HDL cholesterol')).toHaveValue('1.29')
  })
})

test.describe('BMI and BSA', () => {
  test('US units, an inches error, then metric units', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/bmi-bsa', javaScriptEnabled)
    const units = page.getByRole('group', { name: 'Height and weight' })
    await expect(units.getByRole('radio', { name: 'US (ft, in, lb)' })).toBeChecked()
    await expectAxeClean(page, javaScriptEnabled)

    // CDC worked example: 5 ft 5 in, 150 lb → 24.96, shown as 25.0 (overweight).
    await page.getByRole('textbox', { name: 'feet', exact: true }).fill('5')
    await page.getByRole('textbox', { name: 'inches', exact: true }).fill('5')
    await textbox(page, 'Weight').fill('150')
    await continueButton(page).click()
    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'bmi')).toHaveText('25.0 kg/m²')
    await expect(result(page, 'bmi_category')).toHaveText('Overweight')
    await expect(result(page, 'bsa')).toHaveText('1.77 m²')
    await expectAxeClean(page, javaScriptEnabled)

    await edit(page)
    await expect(page.getByRole('textbox', { name: 'feet', exact: true })).toHaveValue('5')
    await page.getByRole('textbox', { name: 'inches', exact: true }).fill('12')
    await continueButton(page).click()

    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(page.getByText('Inches must be from 0 to 11.').filter({ visible: true })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'inches', exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('textbox', { name: 'feet', exact: true })).toHaveValue('5')
    await expect(page.getByRole('textbox', { name: 'inches', exact: true })).toHaveValue('12')
    await expect(textbox(page, 'Weight')).toHaveValue('150')
    await expectAxeClean(page, javaScriptEnabled)

    // An entry that cannot be read (12 inches) cannot be converted: corrected before the switch.
    await page.getByRole('textbox', { name: 'inches', exact: true }).fill('5')
    await units.getByRole('radio', { name: 'Metric (cm, kg)' }).check()
    await refreshVisibility(page, javaScriptEnabled)
    await expect(page.getByRole('textbox', { name: 'feet', exact: true })).toHaveCount(0)
    await expect(units.getByRole('radio', { name: 'Metric (cm, kg)' })).toBeChecked()
    await expect(textbox(page, 'Height')).toBeVisible()
    await expect(page.locator('[data-field="height"]').getByText('cm', { exact: true })).toBeVisible()
    await expect(page.locator('[data-field="weight"]').getByText('kg', { exact: true })).toBeVisible()
    // The quantities typed are shown in the new units (with JavaScript at the switch, without it
    // on Update): 5 ft 5 in = 165.1 cm, 150 lb = 68.0 kg.
    await expect(textbox(page, 'Height')).toHaveValue('165.1')
    await expect(textbox(page, 'Weight')).toHaveValue('68')

    await textbox(page, 'Height').fill('175')
    await textbox(page, 'Weight').fill('70')
    await continueButton(page).click()

    // 175 cm, 70 kg → BMI 22.852 (22.9), BSA 1.84455 (1.84).
    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'bmi')).toHaveText('22.9 kg/m²')
    await expect(result(page, 'bmi_category')).toHaveText('Normal weight')
    await expect(result(page, 'bsa')).toHaveText('1.84 m²')
    await expectAxeClean(page, javaScriptEnabled)
  })
})

test.describe('eGFR CKD-EPI 2021', () => {
  test('creatinine in µmol/L; the 2009 comparison asks for race and shows both results', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/ckd-epi-2021', javaScriptEnabled)
    const race = group(page, 'Black or African American (2009 equation only)')
    await expect(group(page, 'Also show the 2009 equation (uses race)').getByRole('radio', { name: 'No' })).toBeChecked()
    await expect(race).toHaveCount(0)
    await expectAxeClean(page, javaScriptEnabled)

    // Man, 60 y, creatinine 1.5 mg/dL = 132.6 µmol/L (1 mg/dL = 88.4 µmol/L).
    await group(page, 'Serum creatinine: Unit').getByRole('radio', { name: 'µmol/L' }).check()
    await refreshVisibility(page, javaScriptEnabled)
    await textbox(page, 'Serum creatinine').fill('132.6')
    await textbox(page, 'Age').fill('60')
    await choose(page, 'Sex', 'Male')
    await choose(page, 'Also show the 2009 equation (uses race)', 'Yes')
    await refreshVisibility(page, javaScriptEnabled)
    await expect(race).toBeVisible()

    // The race question is required once shown.
    await continueButton(page).click()
    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(race.getByText('This field is required.')).toBeVisible()
    await expect(textbox(page, 'Serum creatinine')).toHaveValue('132.6')
    await expect(group(page, 'Serum creatinine: Unit').getByRole('radio', { name: 'µmol/L' })).toBeChecked()
    await expectAxeClean(page, javaScriptEnabled)

    await choose(page, 'Black or African American (2009 equation only)', 'No')
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'egfr_ckdepi_2021')).toHaveText('53 mL/min/1.73 m²') // 52.9675
    await expect(result(page, 'gfr_category')).toHaveText('G3a')
    await expect(result(page, 'egfr_ckdepi_2009')).toHaveText('50 mL/min/1.73 m²') // 49.8837
    await expect(page.getByText(/^The 2009 value is shown only to compare with older reports\./).filter({ visible: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)

    // Black: only the 2009 value changes (× 1.159).
    await edit(page)
    await choose(page, 'Black or African American (2009 equation only)', 'Yes')
    await continueButton(page).click()
    await expect(result(page, 'egfr_ckdepi_2021')).toHaveText('53 mL/min/1.73 m²') // 52.9675
    await expect(result(page, 'egfr_ckdepi_2009')).toHaveText('58 mL/min/1.73 m²') // 57.8152

    // Hiding the comparison again hides the race question and the 2009 result.
    await edit(page)
    await choose(page, 'Also show the 2009 equation (uses race)', 'No')
    await refreshVisibility(page, javaScriptEnabled)
    await expect(race).toHaveCount(0)
    await continueButton(page).click()
    await expect(result(page, 'egfr_ckdepi_2021')).toHaveText('53 mL/min/1.73 m²')
    await expect(result(page, 'egfr_ckdepi_2009')).toHaveCount(0)
  })
})

test.describe('Wells criteria for PE', () => {
  test('tachycardia, recent surgery and previous DVT: 4.5 points', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/wells-pe', javaScriptEnabled)
    await expectAxeClean(page, javaScriptEnabled)

    await choose(page, 'Shock or sustained hypotension', 'No')
    await choose(page, 'Clinical signs and symptoms of DVT', 'No')
    await choose(page, 'PE is the most likely diagnosis', 'No')
    await choose(page, 'Heart rate above 100 beats per minute', 'Yes')
    await choose(page, 'Immobilisation for 3 days or more, or surgery in the previous 4 weeks', 'Yes')
    await choose(page, 'Previous PE or DVT', 'Yes')
    await choose(page, 'Haemoptysis', 'No')
    // Active cancer left unanswered: every item must be answered.
    await continueButton(page).click()
    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(group(page, 'Active cancer').getByText('This field is required.')).toBeVisible()
    await expect(group(page, 'Previous PE or DVT').getByRole('radio', { name: /^Yes/ })).toBeChecked()
    await expectAxeClean(page, javaScriptEnabled)

    await choose(page, 'Active cancer', 'No')
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'wells_pe_score')).toHaveText('4.5 points')
    // One pathway, named: two-level by default (NICE NG158).
    await expect(page.getByText(/^Two-level Wells score \(NICE NG158\): PE likely \(more than 4 points\)/).filter({ visible: true })).toBeVisible()
    await expect(page.getByText(/Moderate clinical probability/)).toHaveCount(0)
    await expectAxeClean(page, javaScriptEnabled)
  })
})

test.describe('Glasgow Coma Scale', () => {
  test('E2 V2 M4: total 8, severe', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/glasgow-coma-scale', javaScriptEnabled)
    await expectAxeClean(page, javaScriptEnabled)

    await choose(page, 'Eye opening (E)', '2 · To pressure')
    await choose(page, 'Motor response (M)', '4 · Normal flexion')
    await continueButton(page).click()
    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(group(page, 'Verbal response (V)').getByText('This field is required.')).toBeVisible()
    await expect(group(page, 'Eye opening (E)').getByRole('radio', { name: '2 · To pressure' })).toBeChecked()
    await expectAxeClean(page, javaScriptEnabled)

    await choose(page, 'Verbal response (V)', '2 · Sounds only')
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'gcs_total')).toHaveText('8 of 15')
    await expect(result(page, 'gcs_components')).toHaveText('E2 V2 M4')
    await expect(page.getByText('Severe impairment of consciousness (3–8).', { exact: true }).filter({ visible: true })).toBeVisible()
    // With JavaScript the chart-note bar appears once the page is scrolled.
    await page.mouse.wheel(0, 300)
    await page.locator('summary', { hasText: 'Patient Chart Note' }).click()
    await expect(page.getByRole('textbox', { name: 'Patient Chart Note' })).toHaveValue(/^Glasgow Coma Scale: GCS 8 \(E2 V2 M4\)\./)
    await expectAxeClean(page, javaScriptEnabled)
  })
})

test.describe('HAS-BLED', () => {
  test('warfarin shows labile INR; age 70, hypertension, labile INR: 3 points', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/has-bled', javaScriptEnabled)
    const labileInr = group(page, 'Labile INR')
    await expect(labileInr).toHaveCount(0)
    await expectAxeClean(page, javaScriptEnabled)

    await textbox(page, 'Age').fill('70')
    await choose(page, 'Uncontrolled hypertension', 'Yes')
    await group(page, 'Abnormal kidney and/or liver function').getByRole('checkbox', { name: 'Neither' }).check()
    await choose(page, 'Stroke history', 'No')
    await choose(page, 'Major bleeding history or predisposition to bleeding', 'No')
    await choose(page, 'Taking warfarin or another vitamin K antagonist', 'Yes')
    await choose(page, 'Medicines that increase bleeding', 'No')
    await choose(page, 'Alcohol excess', 'No')
    await refreshVisibility(page, javaScriptEnabled)
    await expect(labileInr).toBeVisible()

    // Labile INR is required once shown.
    await continueButton(page).click()
    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(labileInr.getByText('This field is required.')).toBeVisible()
    await expect(textbox(page, 'Age')).toHaveValue('70')
    await expectAxeClean(page, javaScriptEnabled)

    await choose(page, 'Labile INR', 'Yes')
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'has_bled_score')).toHaveText('3 points')
    await expect(result(page, 'bleed_rate')).toHaveText('3.74 per 100 patient-years')
    await expect(page.getByText(/^High bleeding risk \(3 or more points\)/).filter({ visible: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)

    // Not on warfarin: labile INR is hidden again and no longer scores.
    await edit(page)
    await choose(page, 'Taking warfarin or another vitamin K antagonist', 'No')
    await refreshVisibility(page, javaScriptEnabled)
    await expect(labileInr).toHaveCount(0)
    await continueButton(page).click()
    await expect(result(page, 'has_bled_score')).toHaveText('2 points')
  })
})

test.describe('Pack-years', () => {
  test('former smoker shows years since quitting; 20 a day for 30 years, quit 10 years ago: 20 pack-years', async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, '/tool/pack-years', javaScriptEnabled)
    const yearsQuit = textbox(page, 'Years since quitting')
    await expect(yearsQuit).toHaveCount(0)
    await expectAxeClean(page, javaScriptEnabled)

    await choose(page, 'Smoking status', 'Former smoker')
    await refreshVisibility(page, javaScriptEnabled)
    await expect(yearsQuit).toBeVisible()

    await expect(group(page, 'Enter the amount as').getByRole('radio', { name: 'Cigarettes per day' })).toBeChecked()
    await textbox(page, 'Cigarettes per day').fill('20')
    await textbox(page, 'Years since starting to smoke').fill('30')
    await yearsQuit.fill('30')
    await textbox(page, 'Age').fill('60')
    await continueButton(page).click()

    // Quitting cannot come before starting.
    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(page.getByText(/^Years since quitting must be less than years since starting to smoke/).filter({ visible: true })).toBeVisible()
    await expect(yearsQuit).toHaveAttribute('aria-invalid', 'true')
    await expect(textbox(page, 'Cigarettes per day')).toHaveValue('20')
    await expectAxeClean(page, javaScriptEnabled)

    await yearsQuit.fill('10')
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'pack_years')).toHaveText('20 pack-years')
    await expect(result(page, 'smoking_years')).toHaveText('20 years')
    await expect(page.getByText(/^Meets the USPSTF 2021 criteria for yearly low-dose CT lung cancer screening/).filter({ visible: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)

    // A current smoker is not asked when they quit.
    await edit(page)
    await choose(page, 'Smoking status', 'Currently smokes')
    await refreshVisibility(page, javaScriptEnabled)
    await expect(yearsQuit).toHaveCount(0)
  })
})

test.describe('sticky bar', () => {
  test('on a phone, no field reached with Tab is hidden behind the Update/Continue bar', async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await open(page, '/tool/has-bled', javaScriptEnabled)
    const form = page.getByRole('form', { name: 'Patient Data' })
    const bar = form.locator('div.sticky')
    await expect(bar).toBeVisible()
    let fields = 0
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const el = document.activeElement
        const form = el?.closest('form[aria-labelledby="patient-step-title"]')
        const bar = form?.querySelector('div.sticky')
        if (!el || !form || !bar || bar.contains(el)) return null
        const box = (el.closest('label') ?? el).getBoundingClientRect()
        return { name: el.getAttribute('name') ?? '', top: box.top, bottom: box.bottom, barTop: bar.getBoundingClientRect().top }
      })
      if (!focused) continue
      fields++
      // At least part of the focused control shows above the bar (WCAG 2.2, 2.4.11).
      expect(focused.top, `${focused.name} is hidden behind the sticky bar`).toBeLessThan(focused.barTop)
    }
    expect(fields).toBeGreaterThanOrEqual(8)
  })
})
