import { expect, test, type Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { open } from './helpers.ts'
import {
  assessmentHeading,
  banner,
  choose,
  continueButton,
  edit,
  escapeRegExp,
  group,
  ONE_ERROR,
  refreshVisibility,
  result,
  textbox,
} from './tool-helpers.ts'

/**
 * Six more released calculators end to end, with and without JavaScript, one per clinical
 * area: liver (SI units), lungs (a unit choice that swaps fields), fluids (albumin-corrected
 * gap), dosing (a multiselect revealing dose fields), obstetrics (date inputs) and comorbidity
 * (mutually exclusive pairs). Expected values come from each tool's testVectors in
 * engine/tools/<slug>.ts; axe runs on the patient step, the error states and the result step.
 */

/** Ticks a checkbox of a multiselect question (its name may be followed by points: "Dementia(+1)"). */
async function tick(page: Page, question: string, answer: string, checked = true): Promise<void> {
  await group(page, question)
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(answer)}(?!\\w)`) })
    .setChecked(checked)
}

/** A native date input, found by the start of its label. */
function dateInput(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}`))
}

/** The messages (errors and warnings) listed under one field. */
function messagesOf(page: Page, field: string) {
  return page.locator(`[data-field="${field}"] ul`)
}

/**
 * Asks for the check of a new, still wrong entry once errors are already showing. Without
 * JavaScript the visitor presses Continue and gets the patient data back with the message;
 * with JavaScript the live check shows the message by itself and keeps Continue disabled.
 */
async function recheckAfterError(page: Page, javaScriptEnabled: boolean): Promise<void> {
  if (!javaScriptEnabled) await continueButton(page).click()
}

test.describe.configure({ timeout: 90_000 })

test.describe('MELD-Na', () => {
  test('creatinine and bilirubin in µmol/L: a value typed in mg/dL is refused in µmol/L, then MELD 26, MELD-Na 30', async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, '/tool/meld-na', javaScriptEnabled)
    const creatinineUnit = group(page, 'Serum creatinine: Unit')
    const bilirubinUnits = group(page, 'Total bilirubin: Unit')
    await expect(creatinineUnit.getByRole('radio', { name: 'mg/dL' })).toBeChecked()
    await expect(bilirubinUnits.getByRole('radio', { name: 'mg/dL' })).toBeChecked()
    await expect(page.locator('[data-unit-label="bilirubin"]')).toHaveText('mg/dL')
    await expectAxeClean(page, javaScriptEnabled)

    // testVectors: "Bilirubin entered in µmol/L: 68 µmol/L (3.98 mg/dL), creatinine 2.0, INR 2.0,
    // sodium 128: MELD 26, MELD-Na 30". Creatinine 2.0 mg/dL = 176.8 µmol/L (× 88.4).
    await creatinineUnit.getByRole('radio', { name: 'µmol/L' }).check()
    await bilirubinUnits.getByRole('radio', { name: 'µmol/L' }).check()
    await refreshVisibility(page, javaScriptEnabled)
    await expect(page.locator('[data-unit-label="bilirubin"]')).toHaveText('µmol/L')

    // The creatinine typed as if in mg/dL: refused, with the range stated in µmol/L.
    await textbox(page, 'Serum creatinine').fill('2')
    await choose(page, 'Dialysis at least twice, or 24 hours of CVVHD, in the past 7 days', 'No')
    await textbox(page, 'Total bilirubin').fill('68')
    await textbox(page, 'INR').fill('2.0')
    await textbox(page, 'Serum sodium').fill('128')
    await continueButton(page).click()

    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(messagesOf(page, 'creatinine')).toHaveText(
      'Enter a value from 9 to 5304 µmol/L. The range covers every serum creatinine, including anuric kidney failure and rhabdomyolysis, that can be measured in a living patient; a value outside it is a measurement or entry error.',
    )
    await expect(textbox(page, 'Serum creatinine')).toHaveAttribute('aria-invalid', 'true')
    await expect(creatinineUnit.getByRole('radio', { name: 'µmol/L' })).toBeChecked()
    await expect(bilirubinUnits.getByRole('radio', { name: 'µmol/L' })).toBeChecked()
    await expect(textbox(page, 'Total bilirubin')).toHaveValue('68')
    await expect(textbox(page, 'Serum sodium')).toHaveValue('128')
    if (javaScriptEnabled) await expect(continueButton(page)).toBeDisabled()
    await expectAxeClean(page, javaScriptEnabled)

    await textbox(page, 'Serum creatinine').fill('176.8')
    if (javaScriptEnabled) {
      await expect(messagesOf(page, 'creatinine')).toHaveCount(0)
      await expect(continueButton(page)).toBeEnabled()
    }
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'meld_na_score')).toHaveText('30 points (6–40)')
    await expect(result(page, 'meld_score')).toHaveText('26 points')
    // The values used are in mg/dL: 176.8 µmol/L = 2.00 mg/dL; 68 µmol/L ÷ 17.1 = 3.976608 mg/dL.
    await expect(result(page, 'creatinine_used')).toHaveText('2.00 mg/dL')
    await expect(result(page, 'bilirubin_used')).toHaveText('3.98 mg/dL')
    await expect(result(page, 'inr_used')).toHaveText('2.00')
    await expect(result(page, 'sodium_used')).toHaveText('128 mmol/L')
    await expect(page.getByText(/^MELD-Na 30–40: very high short-term mortality without transplantation\./).filter({ visible: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)

    // Back to the patient data: the SI units and the numbers typed in them are kept.
    await edit(page)
    await expect(creatinineUnit.getByRole('radio', { name: 'µmol/L' })).toBeChecked()
    await expect(textbox(page, 'Serum creatinine')).toHaveValue('176.8')
    await expect(bilirubinUnits.getByRole('radio', { name: 'µmol/L' })).toBeChecked()
    await expect(textbox(page, 'Total bilirubin')).toHaveValue('68')
  })
})

test.describe('CURB-65', () => {
  test('BUN in mg/dL: diastolic above systolic refused, then 5 of 5; urea exactly 7 mmol/L does not count', async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, '/tool/curb-65', javaScriptEnabled)
    const ureaUnit = group(page, 'Serum urea or blood urea nitrogen (BUN): Unit')
    const urea = textbox(page, 'Serum urea or blood urea nitrogen (BUN)')
    const ureaUnitLabel = page.locator('[data-unit-label="urea"]')
    await expect(ureaUnit.getByRole('radio', { name: 'mmol/L (urea)' })).toBeChecked()
    await expect(ureaUnitLabel).toHaveText('mmol/L (urea)')
    await expectAxeClean(page, javaScriptEnabled)

    // testVectors: "Age 80, confused, RR 32, BP 85/50, BUN 30 mg/dL: score 5, high (22 %)".
    await ureaUnit.getByRole('radio', { name: 'mg/dL (BUN)' }).check()
    await refreshVisibility(page, javaScriptEnabled)
    await expect(ureaUnitLabel).toHaveText('mg/dL (BUN)')

    await choose(page, 'New confusion', 'Yes')
    await urea.fill('30')
    await textbox(page, 'Respiratory rate').fill('32')
    await textbox(page, 'Systolic blood pressure').fill('85')
    // The two blood pressures swapped by mistake.
    await textbox(page, 'Diastolic blood pressure').fill('90')
    await textbox(page, 'Age').fill('80')
    await continueButton(page).click()

    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(messagesOf(page, 'diastolic_bp')).toHaveText(
      'The diastolic pressure must be lower than the systolic pressure: check both readings.',
    )
    await expect(textbox(page, 'Diastolic blood pressure')).toHaveAttribute('aria-invalid', 'true')
    await expect(ureaUnit.getByRole('radio', { name: 'mg/dL (BUN)' })).toBeChecked()
    await expect(urea).toHaveValue('30')
    await expect(group(page, 'New confusion').getByRole('radio', { name: /^Yes/ })).toBeChecked()
    if (javaScriptEnabled) await expect(continueButton(page)).toBeDisabled()
    await expectAxeClean(page, javaScriptEnabled)

    await textbox(page, 'Diastolic blood pressure').fill('50')
    if (javaScriptEnabled) await expect(continueButton(page)).toBeEnabled()
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'curb65_score')).toHaveText('5 of 5')
    await expect(result(page, 'curb65_severity')).toHaveText('High severity (score 3–5)')
    await expect(result(page, 'curb65_mortality')).toHaveText('22.0 %')
    await expect(
      page.getByText('High severity: manage in hospital as severe pneumonia, and ask for an urgent critical care assessment.', { exact: true }).filter({ visible: true }),
    ).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)

    // Back to urea in mmol/L, and urea exactly 7 does not score
    // (testVectors: "Diastolic exactly 60 counts; urea exactly 7 does not"): 5 − 1 = 4.
    await edit(page)
    await expect(urea).toHaveValue('30')
    await ureaUnit.getByRole('radio', { name: 'mmol/L (urea)' }).check()
    await refreshVisibility(page, javaScriptEnabled)
    await expect(ureaUnitLabel).toHaveText('mmol/L (urea)')
    await urea.fill('7')
    await continueButton(page).click()
    await expect(result(page, 'curb65_score')).toHaveText('4 of 5')
    await expect(result(page, 'curb65_mortality')).toHaveText('22.0 %')
  })
})

test.describe('Anion gap', () => {
  test('albumin typed in g/L while g/dL is shown is refused; 20 g/L and then 2.0 g/dL give a corrected gap of 17', async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, '/tool/anion-gap', javaScriptEnabled)
    const albuminUnits = group(page, 'Albumin (optional, for the corrected gap): Unit')
    const albumin = textbox(page, 'Albumin (optional, for the corrected gap)')
    await expect(albuminUnits.getByRole('radio', { name: 'g/dL' })).toBeChecked()
    await expect(textbox(page, 'Upper limit of normal anion gap (without potassium)')).toHaveValue('12')
    await expectAxeClean(page, javaScriptEnabled)

    // testVectors: Na 140, Cl 104, HCO₃ 24 with albumin 2.0 g/dL, or 20 g/L: gap 12, corrected 17.
    await textbox(page, 'Sodium').fill('140')
    await textbox(page, 'Chloride').fill('104')
    await textbox(page, 'Bicarbonate (total CO₂)').fill('24')
    await albumin.fill('20')
    await continueButton(page).click()

    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(messagesOf(page, 'albumin')).toHaveText(
      'Enter a value from 0.5 to 7 g/dL. The range covers every serum albumin that can be measured in a living patient; a value outside it is a measurement or entry error.',
    )
    await expect(albumin).toHaveAttribute('aria-invalid', 'true')
    await expect(textbox(page, 'Sodium')).toHaveValue('140')
    await expect(textbox(page, 'Bicarbonate (total CO₂)')).toHaveValue('24')
    if (javaScriptEnabled) await expect(continueButton(page)).toBeDisabled()
    await expectAxeClean(page, javaScriptEnabled)

    // The laboratory reported g/L: show the albumin in g/L (the unit printed beside the box changes).
    await albuminUnits.getByRole('radio', { name: 'g/L' }).check()
    await refreshVisibility(page, javaScriptEnabled)
    await expect(page.locator('[data-unit-label="albumin"]')).toHaveText('g/L')
    await albumin.fill('20')
    if (javaScriptEnabled) await expect(continueButton(page)).toBeEnabled()
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'anion_gap')).toHaveText('12.0 mmol/L')
    await expect(result(page, 'anion_gap_corrected')).toHaveText('17.0 mmol/L')
    const interpretation = page.getByText(/^Raised albumin-corrected anion gap: an unmeasured anion is likely present\./).filter({ visible: true })
    await expect(interpretation).toBeVisible()
    await expect(interpretation).toContainText('The uncorrected gap looked normal only because albumin is low.')
    await expectAxeClean(page, javaScriptEnabled)

    // The same albumin in g/dL gives the same corrected gap.
    await edit(page)
    await expect(albuminUnits.getByRole('radio', { name: 'g/L' })).toBeChecked()
    await expect(albumin).toHaveValue('20')
    await albuminUnits.getByRole('radio', { name: 'g/dL' }).check()
    await refreshVisibility(page, javaScriptEnabled)
    await expect(page.locator('[data-unit-label="albumin"]')).toHaveText('g/dL')
    await albumin.fill('2.0')
    await continueButton(page).click()
    await expect(result(page, 'anion_gap')).toHaveText('12.0 mmol/L')
    await expect(result(page, 'anion_gap_corrected')).toHaveText('17.0 mmol/L')
  })
})

test.describe('Morphine milligram equivalents', () => {
  test('fentanyl patch and tramadol open their dose fields; a missing dose is refused; 100 MME/day', async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, '/tool/morphine-milligram-equivalents', javaScriptEnabled)
    const fentanylDose = textbox(page, 'Fentanyl, transdermal patch: daily dose')
    const tramadolDose = textbox(page, 'Tramadol: daily dose')
    await expect(page.getByRole('textbox')).toHaveCount(0)
    await expectAxeClean(page, javaScriptEnabled)

    // testVectors: "Fentanyl patch 25 µg/h with tramadol 200 mg/day": 60 + 40 = 100 MME/day.
    await tick(page, 'Opioids taken', 'Fentanyl, transdermal patch')
    await tick(page, 'Opioids taken', 'Tramadol')
    await refreshVisibility(page, javaScriptEnabled)
    await expect(fentanylDose).toBeVisible()
    await expect(tramadolDose).toBeVisible()
    // Only the opioids ticked get a dose field.
    await expect(page.getByRole('textbox')).toHaveCount(2)
    await expect(page.locator('[data-field="fentanyl_patch_dose"]').getByText('µg/h', { exact: true })).toBeVisible()
    await expect(page.locator('[data-field="tramadol_dose"]').getByText('mg/day', { exact: true })).toBeVisible()

    // Each opioid ticked needs its dose.
    await fentanylDose.fill('25')
    await continueButton(page).click()
    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(messagesOf(page, 'tramadol_dose')).toHaveText('This field is required.')
    await expect(tramadolDose).toHaveAttribute('aria-invalid', 'true')
    await expect(fentanylDose).toHaveValue('25')
    await expect(group(page, 'Opioids taken').getByRole('checkbox', { name: 'Tramadol' })).toBeChecked()
    if (javaScriptEnabled) await expect(continueButton(page)).toBeDisabled()
    await expectAxeClean(page, javaScriptEnabled)

    await tramadolDose.fill('200')
    if (javaScriptEnabled) await expect(continueButton(page)).toBeEnabled()
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'mme_per_day')).toHaveText('100.0 MME/day')
    await expect(result(page, 'dose_band')).toHaveText('90 MME/day or more')
    await expect(result(page, 'fentanyl_patch_mme')).toHaveText('60.0 MME/day')
    await expect(result(page, 'tramadol_mme')).toHaveText('40.0 MME/day')
    await expect(result(page, 'hydrocodone_mme')).toHaveCount(0)
    const interpretation = page.getByText(/^90 MME\/day or more\. Overdose risk is considerably higher\./).filter({ visible: true })
    await expect(interpretation).toBeVisible()
    await expect(interpretation).toContainText('Fentanyl patch: the factor applies to the patch strength in µg/h')
    await expect(page.getByText(/^Do not use these figures to convert a dose from one opioid to another\./).filter({ visible: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)

    // Fentanyl stopped: its dose field closes and tramadol alone is 40 MME/day.
    await edit(page)
    await expect(fentanylDose).toHaveValue('25')
    await tick(page, 'Opioids taken', 'Fentanyl, transdermal patch', false)
    await refreshVisibility(page, javaScriptEnabled)
    await expect(fentanylDose).toHaveCount(0)
    await expect(tramadolDose).toHaveValue('200')
    await continueButton(page).click()
    await expect(result(page, 'mme_per_day')).toHaveText('40.0 MME/day')
    await expect(result(page, 'dose_band')).toHaveText('below 50 MME/day')
    await expect(result(page, 'fentanyl_patch_mme')).toHaveCount(0)
  })
})

test.describe("Due date (Naegele's rule)", () => {
  test('LMP after the as-of date, before 1900 and over 44 weeks are refused; a 35-day cycle moves the due date to Oct 15, 2026', async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, '/tool/due-date-naegele', javaScriptEnabled)
    const lmp = dateInput(page, 'First day of the last menstrual period')
    const asOf = dateInput(page, 'Gestational age on')
    const lmpMessages = messagesOf(page, 'lmp')
    await expect(lmp).toHaveAttribute('type', 'date')
    await expect(asOf).toHaveAttribute('type', 'date')
    await expect(lmp).toHaveValue('')
    await expect(group(page, 'Date the pregnancy from').getByRole('radio', { name: 'Last menstrual period' })).toBeChecked()
    await expect(textbox(page, 'Usual cycle length')).toHaveValue('28')
    await expectAxeClean(page, javaScriptEnabled)

    // testVectors: "35-day cycle: due date 7 days later (Oct 15, 2026)": LMP 2026-01-01, on 2026-03-05.
    // The as-of date is always set here, never left at today's date.
    await asOf.fill('2026-03-05')
    await textbox(page, 'Usual cycle length').fill('35')
    // A last period the day after the as-of date: in the future.
    await lmp.fill('2026-03-06')
    await continueButton(page).click()

    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(lmpMessages).toHaveText('The last period cannot start after the as-of date. Check the year, or move the as-of date.')
    await expect(lmp).toHaveAttribute('aria-invalid', 'true')
    await expect(lmp).toHaveValue('2026-03-06')
    await expect(asOf).toHaveValue('2026-03-05')
    await expect(textbox(page, 'Usual cycle length')).toHaveValue('35')
    if (javaScriptEnabled) await expect(continueButton(page)).toBeDisabled()
    await expectAxeClean(page, javaScriptEnabled)

    // A year slip: before the earliest date accepted.
    await lmp.fill('1899-01-01')
    await recheckAfterError(page, javaScriptEnabled)
    await expect(lmpMessages).toHaveText('Enter a date on or after Jan 1, 1900.')
    await expect(banner(page)).toHaveText(ONE_ERROR)

    // A year too early: the pregnancy would be 61 weeks along on the as-of date.
    await lmp.fill('2025-01-01')
    await recheckAfterError(page, javaScriptEnabled)
    await expect(lmpMessages).toHaveText(/^By these dates the pregnancy would be more than 44 weeks along on the as-of date/)
    await expect(banner(page)).toHaveText(ONE_ERROR)
    await expect(lmp).toHaveAttribute('aria-invalid', 'true')
    await expectAxeClean(page, javaScriptEnabled)

    await lmp.fill('2026-01-01')
    if (javaScriptEnabled) {
      await expect(lmpMessages).toHaveCount(0)
      await expect(continueButton(page)).toBeEnabled()
    }
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'edd_display')).toHaveText('Oct 15, 2026')
    // Gestational age runs from the equivalent LMP (due date − 280 days): Jan 8 → Mar 5 = 56 days.
    await expect(result(page, 'dating_start_display')).toHaveText('Jan 8, 2026')
    await expect(result(page, 'ga_display')).toHaveText('8 weeks 0 days')
    await expect(result(page, 'trimester')).toHaveText('First trimester')
    // Mar 5 → Oct 8 is 217 days (the 28-day vector), + 7.
    await expect(result(page, 'days_to_edd_display')).toHaveText('224 days')
    await expect(page.getByText(/^First trimester \(up to 13 weeks 6 days\)\. Confirm or set the dates/).filter({ visible: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)

    await edit(page)
    await expect(lmp).toHaveValue('2026-01-01')
    await expect(asOf).toHaveValue('2026-03-05')
    await expect(textbox(page, 'Usual cycle length')).toHaveValue('35')
  })
})

test.describe('Charlson Comorbidity Index', () => {
  test('both members of every exclusive pair ticked show warnings; "None" with a condition is refused; index 11, age-adjusted 13', async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, '/tool/charlson-comorbidity-index', javaScriptEnabled)
    const diabetesWarning = 'Check this value: Diabetes is counted once: with end-organ damage (2 points), not also as uncomplicated diabetes (1 point).'
    const liverWarning = 'Check this value: Liver disease is counted once: moderate or severe (3 points), not also as mild (1 point).'
    const tumourWarning = 'Check this value: A solid tumour is counted once: metastatic (6 points), not also as a tumour without metastases (2 points).'
    await expect(page.getByText(/is counted once/)).toHaveCount(0)
    await expectAxeClean(page, javaScriptEnabled)

    // testVectors: "Both members of every exclusive pair ticked: only the higher weight counts",
    // age 60: index 11, age-adjusted 13.
    await textbox(page, 'Age').fill('60')
    await tick(page, 'Conditions scoring 1 point', 'Mild liver disease')
    await tick(page, 'Conditions scoring 1 point', 'Diabetes treated with medicines, without end-organ damage')
    await tick(page, 'Conditions scoring 2 points', 'Diabetes with end-organ damage')
    await tick(page, 'Conditions scoring 2 points', 'Any solid tumour without metastases')
    await tick(page, 'Conditions scoring 3 or 6 points', 'Moderate or severe liver disease')
    await tick(page, 'Conditions scoring 3 or 6 points', 'Metastatic solid tumour')
    // "None of these" ticked as well, by mistake.
    await tick(page, 'Conditions scoring 3 or 6 points', 'None of these')
    // Warnings show as soon as the form is checked (live with JavaScript, on Update without).
    await refreshVisibility(page, javaScriptEnabled)
    await expect(messagesOf(page, 'two_point')).toHaveText(diabetesWarning)
    await expect(banner(page)).toHaveCount(0)

    await continueButton(page).click()
    await expect(banner(page)).toHaveText(ONE_ERROR)
    const highPoint = group(page, 'Conditions scoring 3 or 6 points')
    await expect(highPoint.getByText('"None of these" cannot be ticked together with a condition.', { exact: true })).toBeVisible()
    await expect(highPoint).toHaveAttribute('aria-invalid', 'true')
    await expect(messagesOf(page, 'two_point')).toHaveText(diabetesWarning)
    await expect(group(page, 'Conditions scoring 2 points').getByRole('checkbox', { name: /^Any solid tumour/ })).toBeChecked()
    await expect(textbox(page, 'Age')).toHaveValue('60')
    if (javaScriptEnabled) await expect(continueButton(page)).toBeDisabled()
    await expectAxeClean(page, javaScriptEnabled)

    await tick(page, 'Conditions scoring 3 or 6 points', 'None of these', false)
    await refreshVisibility(page, javaScriptEnabled)
    // The liver and tumour pairs are checked on the last group: both warnings, no error.
    await expect(messagesOf(page, 'high_point').getByRole('listitem')).toHaveText([liverWarning, tumourWarning])
    await expect(messagesOf(page, 'two_point')).toHaveText(diabetesWarning)
    await expect(banner(page)).toHaveCount(0)
    await expect(highPoint).not.toHaveAttribute('aria-invalid', 'true')
    await expectAxeClean(page, javaScriptEnabled)
    await continueButton(page).click()

    // Diabetes with end-organ damage 2 + moderate–severe liver disease 3 + metastatic tumour 6.
    await expect(assessmentHeading(page)).toBeVisible()
    await expect(result(page, 'charlson_index')).toHaveText('11 points')
    await expect(result(page, 'age_points')).toHaveText('2 points')
    await expect(result(page, 'charlson_index_age_adjusted')).toHaveText('13 points')
    await expect(page.getByText(/^Index 5 or more: a heavy comorbidity burden/).filter({ visible: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
  })
})
