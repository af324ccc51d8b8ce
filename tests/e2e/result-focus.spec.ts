import { expect, test, type Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { open, rejectConsent } from './helpers.ts'
import { banner, choose, continueButton, result, textbox, updateButton } from './tool-helpers.ts'

/**
 * Results where the clinician is looking, on a phone (375 px), with and without JavaScript:
 * the result appears on the patient-data step as soon as the answers are complete, and every
 * step change lands the view and the focus on the new step's heading.
 */

test.describe.configure({ timeout: 60_000 })
test.use({ viewport: { width: 375, height: 667 } })

/** The id of the focused element and whether its box is inside the viewport. */
async function focusedInView(page: Page): Promise<{ id: string; inView: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return { id: '', inView: false }
    const box = el.getBoundingClientRect()
    return { id: el.id, inView: box.bottom > 0 && box.top < window.innerHeight && box.height > 0 }
  })
}

/** Answers the consent drawer; with JavaScript the account reminder follows it. */
async function clearOverlays(page: Page, javaScriptEnabled: boolean) {
  await rejectConsent(page)
  if (javaScriptEnabled) await page.getByRole('dialog', { name: 'Make Consilium your own' }).getByRole('button', { name: 'Skip for now' }).click()
}

async function expectLandedOn(page: Page, id: string) {
  await expect.poll(() => focusedInView(page)).toEqual({ id, inView: true })
}

/** Whether the element is at least partly inside the viewport, above the sticky bar's top edge. */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)
    if (!el) return false
    const box = el.getBoundingClientRect()
    return box.bottom > 0 && box.top < window.innerHeight && box.height > 0
  }, selector)
}

test.describe('calculator: Glasgow Coma Scale', () => {
  test('complete answers show the result on the patient-data step; Continue lands on the assessment heading; Edit on the data', async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, '/tool/glasgow-coma-scale', javaScriptEnabled)
    await clearOverlays(page, javaScriptEnabled)
    const panel = page.locator('#tool-result')
    await expect(panel).toContainText('Complete the required fields to see the result.')
    await expect(panel).toContainText('Still to answer or correct: Eye opening (E), Verbal response (V), Motor response (M).')
    if (javaScriptEnabled) await expect(updateButton(page)).toBeHidden()
    else await expect(updateButton(page)).toBeVisible()

    await choose(page, 'Eye opening (E)', '2 · To pressure')
    await choose(page, 'Verbal response (V)', '2 · Sounds only')
    await choose(page, 'Motor response (M)', '4 · Normal flexion')

    if (javaScriptEnabled) {
      // Nothing pressed: the result is live, and the sticky bar shows it where the eye is.
      await expect(page.locator('[data-headline]')).toHaveText('8 of 15')
      expect(await inViewport(page, '[data-headline]')).toBe(true)
      await expect(page.getByRole('status').filter({ hasText: 'GCS total: 8 of 15.' })).toBeAttached({ timeout: 5_000 })
    } else {
      await updateButton(page).click()
      // The page comes back at the result, focused; the address names a place, not a value.
      expect(new URL(page.url()).hash).toBe('#tool-result')
      expect(new URL(page.url()).search).toBe('')
      await expectLandedOn(page, 'tool-result')
      await expect(page.locator('[data-headline]')).toHaveText('8 of 15')
    }
    await expect(result(page, 'gcs_total')).toHaveText('8 of 15')
    await expect(panel).toContainText('Severe impairment of consciousness (3–8).')
    await expectAxeClean(page, javaScriptEnabled)

    await continueButton(page).click()
    await expect(page.getByRole('heading', { name: 'Assessment & Guidance', level: 2 })).toBeVisible()
    await expectLandedOn(page, 'assessment-step-title')
    // Nothing entered travels in the address; without JavaScript its fragment names the heading.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/tool/glasgow-coma-scale')
    if (!javaScriptEnabled) expect(new URL(page.url()).hash).toBe('#assessment-step-title')
    await expectAxeClean(page, javaScriptEnabled)

    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await expectLandedOn(page, 'patient-step-title')
    await expect(result(page, 'gcs_total')).toHaveText('8 of 15')
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('a refused Continue lands on the error banner; correcting the answers leaves the focus where the clinician types', async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, '/tool/glasgow-coma-scale', javaScriptEnabled)
    await clearOverlays(page, javaScriptEnabled)
    await choose(page, 'Eye opening (E)', '2 · To pressure')
    await continueButton(page).click()
    await expect(banner(page)).toHaveText('There are 2 errors. Please correct them to run the calculation.')
    await expect.poll(() => focusedInView(page)).toMatchObject({ inView: true })
    expect(await page.evaluate(() => document.activeElement?.contains(document.querySelector('[role="alert"]')))).toBe(true)
    await expectAxeClean(page, javaScriptEnabled)

    if (javaScriptEnabled) {
      // Each answer re-checks live; the focus stays on the answer just given.
      const verbal = page.getByRole('group', { name: /^Verbal response \(V\)/ }).getByRole('radio', { name: '2 · Sounds only' })
      await verbal.check()
      await page.waitForTimeout(800)
      await expect(verbal).toBeFocused()
      await expect(banner(page)).toHaveText('There is 1 error. Please correct it to run the calculation.')
    }
  })
})

test.describe('calculator with typed values: BMI', () => {
  test('typing keeps the focus in the field while the result follows live; Enter does not move the page', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'live results need JavaScript')
    await open(page, '/tool/bmi-bsa', javaScriptEnabled)
    await clearOverlays(page, javaScriptEnabled)
    const weight = textbox(page, 'Weight')
    await weight.fill('70')
    await weight.press('Enter')
    await page.waitForTimeout(500)
    await expect(weight).toBeFocused()
    await expect(weight).toHaveValue('70')
  })
})

test.describe('decision aid: statins (patient data → assessment → options)', () => {
  test('each step change lands on the new step heading', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/statin-choice-primary-prevention', javaScriptEnabled)
    await clearOverlays(page, javaScriptEnabled)
    await textbox(page, 'Age').fill('50')
    await choose(page, 'Sex', 'Female')
    await textbox(page, 'Total cholesterol').fill('200')
    await textbox(page, 'HDL cholesterol').fill('45')
    await textbox(page, 'Systolic blood pressure').fill('160')
    await choose(page, 'Taking medicine for high blood pressure', 'Yes')
    await choose(page, 'Diabetes', 'Yes')
    await choose(page, 'Current smoker', 'No')
    await choose(page, 'Kidney function (eGFR)', 'Enter eGFR')
    if (!javaScriptEnabled) {
      // The dependent eGFR field arrives through the post, and the page comes back at the result.
      await updateButton(page).click()
      await expectLandedOn(page, 'tool-result')
      await expect(page.locator('#tool-result')).toContainText(/Still to answer or correct: .*eGFR/)
    }
    await textbox(page, 'eGFR').fill('90')
    if (javaScriptEnabled) {
      await expect(page.locator('[data-headline]')).toBeVisible()
      // With the result in it the sticky bar is taller; a field reached with Tab still shows above it (WCAG 2.4.11).
      await page.locator('#patient-step-title').focus()
      let fields = 0
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab')
        const focused = await page.evaluate(() => {
          const el = document.activeElement
          const bar = el?.closest('form')?.querySelector('div.sticky')
          if (!el || !bar || bar.contains(el) || !el.closest('form[aria-labelledby="patient-step-title"]')) return null
          const box = (el.closest('label') ?? el).getBoundingClientRect()
          return { name: el.getAttribute('name') ?? '', top: box.top, barTop: bar.getBoundingClientRect().top }
        })
        if (!focused) continue
        fields++
        expect(focused.top, `${focused.name} is hidden behind the sticky bar`).toBeLessThan(focused.barTop)
      }
      expect(fields).toBeGreaterThanOrEqual(8)
    }

    await page.getByRole('button', { name: 'View Assessment & Guidance' }).click()
    await expect(page.getByRole('heading', { name: 'Assessment & Guidance', level: 2 })).toBeVisible()
    await expectLandedOn(page, 'assessment-step-title')
    await expectAxeClean(page, javaScriptEnabled)

    await page.getByRole('button', { name: 'View Patient Options' }).click()
    await expect(page.getByRole('heading', { name: 'Patient Options', level: 2 })).toBeVisible()
    await expectLandedOn(page, 'patient-options-title')
    expect(new URL(page.url()).search).toBe('')
    if (!javaScriptEnabled) expect(new URL(page.url()).hash).toBe('#patient-options-title')
    await expectAxeClean(page, javaScriptEnabled)
  })
})
