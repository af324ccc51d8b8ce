import { expect, test, type Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { open, rejectConsent } from './helpers.ts'
import { choose, textbox } from './tool-helpers.ts'

/**
 * The consumer site as a patient meets it, with and without JavaScript: only categories with
 * aids in them, texts written for patients, no chart note, FREE badge, clinician guide or
 * subscription prompt, the consumer brand's name (decision 0066). The statin aid's numbers are
 * PREVENT test vector V1 (engine/aids/statins.ts), whose eGFR is the 90 used when a patient does
 * not know theirs: 9 out of 100 without a statin.
 */

test.describe.configure({ timeout: 120_000 })

const PORT = Number(process.env.E2E_PORT ?? 3100)
const CONSUMER = `http://patients.localhost:${PORT}`
const BRAND = 'Consilium Choices'

/** What a patient must never be shown on the consumer site. */
async function expectNothingForClinicians(page: Page) {
  await expect(page.getByText('Already subscribed? Sign in now')).toHaveCount(0)
  await expect(page.getByText('FREE', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Want full access?')).toHaveCount(0)
  await expect(page.getByText(/Patient Chart Note/)).toHaveCount(0)
  await expect(page.getByText('There are no tools in this section yet.')).toHaveCount(0)
}

/** The consent drawer covers the page foot; with JavaScript the account reminder follows, in the consumer brand's name. */
async function answerConsent(page: Page, javaScriptEnabled: boolean) {
  await expect(page.getByText(`We need a few cookies to run ${BRAND}.`, { exact: false }).filter({ visible: true })).toBeVisible()
  await rejectConsent(page)
  if (!javaScriptEnabled) return
  const reminder = page.getByRole('dialog', { name: `Make ${BRAND} your own` })
  await expect(reminder).toBeVisible()
  await expectAxeClean(page, javaScriptEnabled)
  await reminder.getByRole('button', { name: 'Skip for now' }).click()
}

test.describe('the consumer site speaks to patients', () => {
  test('home: only categories with aids in them, a plain sign-in, the brand everywhere', async ({ page, javaScriptEnabled }) => {
    await open(page, `${CONSUMER}/`, javaScriptEnabled)
    await answerConsent(page, javaScriptEnabled)
    // Cardiology holds only aids for the clinical encounter, which the consumer filter leaves out (spec 01 §5).
    await expect(page.locator('[id^="aids-"]').getByRole('heading')).toHaveText(['Oncology', 'Orthopaedics'])
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeAttached()
    await expect(page.getByRole('contentinfo')).toContainText(`${BRAND} helps you get ready to talk with your care team.`)
    await expect(page.getByRole('contentinfo')).not.toContainText('clinical judgement')
    await expectNothingForClinicians(page)
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('a category: its aid described for a patient, no FREE badge', async ({ page, javaScriptEnabled }) => {
    await open(page, `${CONSUMER}/?category=orthopaedics`, javaScriptEnabled)
    await rejectConsent(page)
    if (javaScriptEnabled) {
      await page.getByRole('dialog', { name: `Make ${BRAND} your own` }).getByRole('button', { name: 'Skip for now' }).click()
    }
    const section = page.locator('[id^="aids-"]').filter({ has: page.getByRole('heading', { name: 'Orthopaedics', exact: true }) })
    await expect(section).toHaveAttribute('open')
    await expect(section.getByRole('link', { name: 'Knee Osteoarthritis: Choosing Treatment' })).toBeVisible()
    await expect(section).toContainText('Compare ways to deal with knee pain from osteoarthritis')
    await expectNothingForClinicians(page)
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('a tool page: the patient’s instructions, no chart note, pearls or formula', async ({ page, javaScriptEnabled }) => {
    await open(page, `${CONSUMER}/tool/knee-osteoarthritis-treatment-choice`, javaScriptEnabled)
    await rejectConsent(page)
    if (javaScriptEnabled) {
      await page.getByRole('dialog', { name: `Make ${BRAND} your own` }).getByRole('button', { name: 'Skip for now' }).click()
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Knee Osteoarthritis: Choosing Treatment' })).toBeVisible()
    await expect(page.getByText('Read each row to see how the options compare.').filter({ visible: true })).toBeVisible()
    await expect(page.getByText('Go through the rows with the patient', { exact: false })).toHaveCount(0)
    await expect(page.getByRole('table')).toBeVisible()
    for (const clinicianOnly of ['Pearls and pitfalls', 'Formula', 'When to use', 'Next steps']) {
      await expect(page.getByText(clinicianOnly, { exact: true })).toHaveCount(0)
    }
    await expect(page.getByText(`${BRAND} tools use the best available evidence`, { exact: false })).toBeAttached()
    await expect(page).toHaveTitle(`Knee Osteoarthritis: Choosing Treatment | ${BRAND}`)
    await expectNothingForClinicians(page)
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('the statin aid as a patient: the risk equation chosen with a reason, eGFR explained, an unknown eGFR stated', async ({ page, javaScriptEnabled }) => {
    await open(page, `${CONSUMER}/tool/statin-choice-primary-prevention`, javaScriptEnabled)
    await answerConsent(page, javaScriptEnabled)
    // The equation is not asked: one sentence says which and why.
    await expect(page.getByRole('group', { name: /Risk equation/ })).toHaveCount(0)
    await expect(page.getByText('We work out your chance with PREVENT.', { exact: false }).filter({ visible: true })).toBeVisible()
    await expect(page.getByText('Have your last blood test and blood pressure results at hand.', { exact: false }).filter({ visible: true })).toBeVisible()
    await expect(page.getByText('Enter the person’s data', { exact: false })).toHaveCount(0)
    await expect(page.getByText('how well your kidneys clean your blood', { exact: false }).filter({ visible: true })).toBeVisible()
    await expectNothingForClinicians(page)
    await expectAxeClean(page, javaScriptEnabled)

    await textbox(page, 'Your age').fill('50')
    await choose(page, 'Your sex', 'Female')
    await textbox(page, 'Total cholesterol').fill('200')
    await textbox(page, 'HDL (good) cholesterol').fill('45')
    await textbox(page, 'Top blood pressure number').fill('160')
    await choose(page, 'Do you take pills for high blood pressure?', 'Yes')
    await choose(page, 'Do you have diabetes?', 'Yes')
    await choose(page, 'Do you smoke?', 'No')
    await choose(page, 'Kidney test (eGFR)', 'I do not know')
    // No number to type once the patient says they do not know it (without JavaScript, from the next post on).
    if (javaScriptEnabled) await expect(textbox(page, 'Your eGFR')).toHaveCount(0)
    await expect(page.getByText('We then use 90, the usual number for healthy kidneys.', { exact: false }).filter({ visible: true })).toBeVisible()

    await page.getByRole('button', { name: 'View Assessment & Guidance' }).click()
    await expect(page.getByRole('heading', { name: 'Assessment & Guidance', level: 2 })).toBeVisible()
    await expect(page.getByText('Your chance of a heart attack or stroke in the next 10 years, with no statin', { exact: false }).first()).toBeVisible()
    await expect(page.locator('main')).toContainText('9.2')
    await expectNothingForClinicians(page)
    await expectAxeClean(page, javaScriptEnabled)

    await page.getByRole('button', { name: 'View Patient Options' }).click()
    await expect(page.getByRole('heading', { name: 'Patient Options', level: 2 })).toBeVisible()
    if (javaScriptEnabled) await page.getByRole('tab', { name: 'OPTION GRID' }).click()
    else await page.getByRole('link', { name: 'OPTION GRID' }).click()
    await expect(page.getByRole('table').getByRole('img').first()).toHaveAttribute('aria-label', '9 out of 100 (filled icons); 91 not (outlined icons).')
    await expectNothingForClinicians(page)
    await expectAxeClean(page, javaScriptEnabled)
  })
})
