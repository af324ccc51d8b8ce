import type { Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const CONSUMER = `http://patients.localhost:${PORT}`

const finder = (page: Page) => page.getByRole('region', { name: 'Find a tool' })
const azNav = (page: Page) => page.getByRole('navigation', { name: 'Tools A to Z' })
const results = (page: Page) => page.locator('#finder-results')

test.describe('/tools finder', () => {
  // Long pages checked with axe on a shared machine.
  test.slow()

  test('each category shows how many tools it has', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tools', javaScriptEnabled)
    const cardiology = page.locator('[id^="categories-"]').filter({ has: page.getByRole('heading', { name: 'Cardiology', exact: true }) })
    await expect(cardiology.getByText(/^\d+ tools$/)).toBeVisible()
    const count = Number((await cardiology.getByText(/^\d+ tools$/).textContent())!.split(' ')[0])
    // The specialty filter counts the same tools.
    await expect(finder(page).getByLabel('Specialty').locator('option[value="cardiology"]')).toHaveText(`Cardiology (${count})`)
  })

  test('A–Z: a letter lists the tools whose names start with it', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tools', javaScriptEnabled)
    await expect(results(page)).toHaveCount(0)
    await azNav(page).getByRole('link', { name: /^W: \d+ tools?$/ }).click()
    await expect(page).toHaveURL(/\/tools\?letter=w#finder-results$/)
    const heading = results(page).getByRole('heading', { name: /^\d+ tools? starting with W$/ })
    await expect(heading).toBeVisible()
    if (javaScriptEnabled) await expect(heading).toBeFocused()
    await expect(results(page).getByRole('link', { name: 'Wells Criteria for Pulmonary Embolism' })).toBeVisible()
    await expect(results(page).getByRole('link', { name: /^Wells Criteria for Deep Vein Thrombosis/ })).toBeVisible()
    for (const link of await results(page).getByRole('listitem').getByRole('link').all()) await expect(link).toHaveText(/^W/)
    await expect(azNav(page).getByRole('link', { name: /^W:/ })).toHaveAttribute('aria-current', 'true')
    await expectAxeClean(page, javaScriptEnabled)

    await results(page).getByRole('link', { name: /^Wells Criteria for Pulmonary Embolism$/ }).click()
    await expect(page).toHaveURL('/tool/wells-pe')
  })

  test('filters by specialty and condition; Clear filters', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tools', javaScriptEnabled)
    await finder(page).getByLabel('Specialty').selectOption('nephrology')
    if (javaScriptEnabled) await expect(page).toHaveURL(/[?&]specialty=nephrology/)
    await finder(page).getByLabel('Condition').focus()
    await finder(page).getByLabel('Condition').selectOption('chronic-kidney-disease')
    if (!javaScriptEnabled) await finder(page).getByRole('button', { name: 'Show tools' }).click()
    await expect(page).toHaveURL(/specialty=nephrology&condition=chronic-kidney-disease/)
    const heading = results(page).getByRole('heading', { name: /^\d+ tools: Nephrology · chronic kidney disease$/ })
    await expect(heading).toBeVisible()
    const links = results(page).getByRole('listitem').getByRole('link')
    await expect(links.filter({ hasText: 'eGFR: CKD-EPI 2021 Creatinine Equation (Race-Free)' })).toBeVisible()
    await expect(links.filter({ hasText: 'Creatinine Clearance (Cockcroft–Gault Equation)' })).toBeVisible()
    // A cardiology tool used in kidney disease is not a nephrology tool.
    await expect(links.filter({ hasText: 'AHA PREVENT' })).toHaveCount(0)
    if (javaScriptEnabled) {
      // Choosing keeps focus on the choice; the new count is announced.
      await expect(finder(page).getByLabel('Condition')).toBeFocused()
      await expect(finder(page).getByRole('status')).toHaveText(/^\d+ tools: Nephrology · chronic kidney disease$/)
    }
    await expectAxeClean(page, javaScriptEnabled)

    await finder(page).getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/tools$/)
    await expect(results(page)).toHaveCount(0)
    await expect(finder(page).getByLabel('Specialty')).toHaveValue('')
    await expect(finder(page).getByLabel('Condition')).toHaveValue('')
  })

  test('a combination no tool has says so', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tools?specialty=obstetrics&condition=sepsis', javaScriptEnabled)
    await expect(results(page).getByRole('heading', { name: '0 tools: Obstetrics · sepsis' })).toBeVisible()
    await expect(results(page).getByText('No tool has all of these. Choose fewer filters.')).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('the consumer host lists its decision aids only', async ({ page, javaScriptEnabled }) => {
    await open(page, `${CONSUMER}/tools?letter=k`, javaScriptEnabled)
    await expect(results(page).getByRole('link', { name: 'Knee Osteoarthritis: Choosing Treatment' })).toBeVisible()
    // Calculators and aids that take patient data are not on the consumer site.
    await expect(finder(page).getByLabel('Condition').locator('option[value="atrial-fibrillation"]')).toHaveCount(0)
    await finder(page).getByLabel('Condition').selectOption('breast-cancer')
    if (!javaScriptEnabled) await finder(page).getByRole('button', { name: 'Show tools' }).click()
    await expect(page).toHaveURL(/condition=breast-cancer/)
    const links = results(page).getByRole('listitem').getByRole('link')
    await expect(links.filter({ hasText: 'Early-Stage Breast Cancer: Choosing Surgery' })).toBeVisible()
    await expect(links.filter({ hasText: 'Knee Osteoarthritis' })).toHaveCount(0)
    await expectAxeClean(page, javaScriptEnabled)
  })
})

test.describe('search finds the obvious', () => {
  const firstResult = (page: Page) => page.getByRole('main').getByRole('listitem').first().getByRole('link')

  test('abbreviation with a generic word, a condition, a typo', async ({ page, javaScriptEnabled }) => {
    await open(page, '/search?q=egfr+calculator', javaScriptEnabled)
    await expect(firstResult(page)).toHaveText('eGFR: CKD-EPI 2021 Creatinine Equation (Race-Free)')
    await open(page, '/search?q=hemorrhage', javaScriptEnabled)
    await expect(firstResult(page)).toHaveText('Glasgow-Blatchford Bleeding Score (GBS)')
    await open(page, '/search?q=wells', javaScriptEnabled)
    await expect(page.getByRole('heading', { name: '2 results for “wells”' })).toBeVisible()
    await open(page, '/search?q=framingham', javaScriptEnabled)
    await expect(firstResult(page)).toHaveText(/^Framingham Risk Score/)
    await open(page, '/search?q=atrail+fibrilation', javaScriptEnabled)
    await expect(firstResult(page)).toHaveText('CHA₂DS₂-VASc Score for Atrial Fibrillation Stroke Risk')
  })

  test('on the consumer host, lay and Spanish words find the decision aids', async ({ page, javaScriptEnabled }) => {
    await open(page, `${CONSUMER}/search?q=estatinas`, javaScriptEnabled)
    await expect(firstResult(page)).toHaveText('Statins to Prevent a First Heart Attack or Stroke')
    await open(page, `${CONSUMER}/search?q=knee+replacement`, javaScriptEnabled)
    await expect(firstResult(page)).toHaveText('Knee Osteoarthritis: Choosing Treatment')
    // Only what is written for patients: the statins aid, not the clinicians' risk calculators.
    await open(page, `${CONSUMER}/search?q=heart+attack`, javaScriptEnabled)
    await expect(page.getByRole('main').getByRole('listitem').getByRole('link')).toHaveText(['Statins to Prevent a First Heart Attack or Stroke'])
  })
})
