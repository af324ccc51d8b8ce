import { expect, test, type Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { open } from './helpers.ts'

/** Chooses an answer in a question's group of radio buttons. */
async function choose(page: Page, question: string, answer: string) {
  await page.getByRole('group', { name: question }).getByRole('radio', { name: new RegExp(`^${answer}\\b`) }).check()
}

/** axe with JavaScript only: the a11y spec covers pages without it by copying their HTML. */
async function axeClean(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expectAxeClean(page, true)
}

test.describe('CHA2DS2-VASc end to end', () => {
  test('an error is shown beside the field and in the banner, kept entries survive, correcting it gives the result', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/cha2ds2-vasc', javaScriptEnabled)
    await axeClean(page, javaScriptEnabled)

    await page.getByRole('textbox', { name: /^Age/ }).fill('130')
    await choose(page, 'Sex', 'Female')
    await choose(page, 'Congestive heart failure history', 'No')
    await choose(page, 'Hypertension history', 'Yes')
    await choose(page, 'Stroke, TIA or thromboembolism history', 'Yes')
    await choose(page, 'Vascular disease history', 'No')
    await choose(page, 'Diabetes mellitus', 'No')
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page.getByRole('alert')).toHaveText('There is 1 error. Please correct it to run the calculation.')
    await expect(page.getByText('Enter a value from 18 to 120 years.').filter({ visible: true })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /^Age/ })).toHaveAttribute('aria-invalid', 'true')
    // The other answers are kept.
    await expect(page.getByRole('group', { name: 'Hypertension history' }).getByRole('radio', { name: /^Yes/ })).toBeChecked()
    await axeClean(page, javaScriptEnabled)

    await page.getByRole('textbox', { name: /^Age/ }).fill('76')
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page.getByRole('heading', { name: 'Assessment & Guidance' })).toBeVisible()
    await expect(page.locator('[data-result="cha2ds2_vasc_score"]:visible')).toHaveText('6 points')
    await expect(page.locator('[data-result="stroke_rate"]:visible')).toHaveText('13.6 % per year')
    await expect(page.getByText('High risk: oral anticoagulation is recommended unless contraindicated.').filter({ visible: true })).toBeVisible()
    await expect(page.getByText(/CHA2DS2-VASc 6 points; stroke\/TIA\/embolism 13\.6 % per year/).filter({ visible: true })).toBeVisible()
    await axeClean(page, javaScriptEnabled)

    // Patient values never travel in the address.
    expect(page.url()).toMatch(/\/tool\/cha2ds2-vasc(#[\w-]+)?$/)

    // Edit goes back with every answer kept.
    await page.getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByRole('textbox', { name: /^Age/ })).toHaveValue('76')
    await expect(page.getByRole('group', { name: 'Stroke, TIA or thromboembolism history' }).getByRole('radio', { name: /^Yes/ })).toBeChecked()
  })

  test('the chart note holds the result, tool and version', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/cha2ds2-vasc', javaScriptEnabled)
    await page.getByRole('textbox', { name: /^Age/ }).fill('50')
    await choose(page, 'Sex', 'Male')
    for (const q of ['Congestive heart failure history', 'Hypertension history', 'Stroke, TIA or thromboembolism history', 'Vascular disease history', 'Diabetes mellitus']) {
      await choose(page, q, 'No')
    }
    await page.getByRole('button', { name: 'Continue' }).click()
    // The chart-note bar appears once the page is scrolled past 50 px (always without JavaScript).
    await page.evaluate(() => window.scrollTo(0, 200))
    await page.locator('summary', { hasText: 'Patient Chart Note' }).click()
    await expect(page.getByRole('textbox', { name: 'Patient Chart Note' })).toHaveValue(/CHA2DS2-VASc score 0 points .* version 1\.0\.0/)
  })
})

test.describe('tool pages', () => {
  test('an unknown tool is a 404 page inside the layout', async ({ page }) => {
    const response = await page.goto('/tool/no-such-tool')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible()
  })

  test('the sitemap lists the released tools and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/tool/cha2ds2-vasc</loc>')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Sitemap: ')
    expect(robots).toContain('Disallow: /login')
  })
})
