import type { Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const CONSUMER = `http://patients.localhost:${PORT}`
const UNKNOWN_LINK = `?snapshotId=${'Z'.repeat(43)}`

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })

test.describe('editorial leadership', () => {
  test('with no board configured: the process and whom to contact, and no placeholder names', async ({ page, javaScriptEnabled }) => {
    const response = await open(page, '/editorial-leadership', javaScriptEnabled)
    expect(response?.status()).toBe(200)
    await expect(h1(page, 'Editorial Leadership')).toBeVisible()
    const board = page.getByRole('region', { name: 'Editorial board' })
    await expect(board.getByText('The names of the board members are not published on this site yet.', { exact: false })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Our editorial process' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Keeping tools up to date' })).toBeVisible()
    await expect(page.getByText(/to be configured/i)).toHaveCount(0)
    const contact = page.getByRole('region', { name: 'Contact the editors' })
    await expectAxeClean(page, javaScriptEnabled)
    await contact.getByRole('link', { name: 'Open the Feedback form' }).click()
    await expect(page).toHaveURL(/\/feedback$/)
  })
})

test.describe('content status on a tool page', () => {
  test('a calculator with no recorded review says so and shows what was checked', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/cha2ds2-vasc', javaScriptEnabled)
    const status = page.getByRole('region', { name: 'Content status' })
    await expect(status.getByText('Last reviewed: not yet reviewed')).toBeVisible()
    await expect(status.getByText('Review interval: every 12 months')).toBeVisible()
    await expect(status.getByText('Next review due: now (no review is recorded yet)')).toBeVisible()
    const details = status.getByText('What was checked, and open questions')
    await expect(status.getByText('Lip 2010')).toBeHidden()
    // A <details> disclosure: opens by keyboard, with or without JavaScript.
    await details.focus()
    await page.keyboard.press('Enter')
    await expect(status.getByText('Lip 2010')).toBeVisible()
    await expect(status.getByText('No open questions are recorded.')).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('a decision aid lists the figures not yet checked against their primary source', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/knee-osteoarthritis-treatment-choice', javaScriptEnabled)
    const status = page.getByRole('region', { name: 'Content status' })
    await expect(status.getByText(/^Last reviewed: [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible()
    await expect(status.getByText(/^Next review due: [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible()
    await status.getByText('What was checked, and open questions').click()
    await expect(status.getByText('These figures have not yet been checked against their primary source:')).toBeVisible()
    await expect(status.getByText(/About 96 % of total knee replacements last 10 years/)).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
  })
})

test.describe('a shared link that does not open', () => {
  for (const [brand, origin] of [
    ['Consilium', ''],
    ['Consilium Choices', CONSUMER],
  ] as const) {
    test(`helps the patient on the ${brand} site`, async ({ page, javaScriptEnabled }) => {
      const response = await open(page, `${origin}/tool/knee-osteoarthritis-treatment-choice${UNKNOWN_LINK}`, javaScriptEnabled)
      expect(response?.status()).toBe(404)
      await expect(h1(page, 'This link is not available')).toBeVisible()
      await expect(page.getByText('Ask the clinician who shared it with you for a new link.').filter({ visible: true })).toBeVisible()
      await expect(page).toHaveTitle(brand)
      await expect(page.getByRole('banner')).toBeVisible()
      await expectAxeClean(page, javaScriptEnabled)
      await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
      await expect(page).toHaveURL(`${origin || `http://127.0.0.1:${PORT}`}/`)
    })
  }

  test.describe('in Spanish', () => {
    test.use({ locale: 'es' })
    test('on the patient site', async ({ page, javaScriptEnabled }) => {
      await open(page, `${CONSUMER}/tool/knee-osteoarthritis-treatment-choice${UNKNOWN_LINK}`, javaScriptEnabled)
      await expect(h1(page, 'Este enlace no está disponible')).toBeVisible()
      await expect(page.getByText('Pida un enlace nuevo al profesional que se lo compartió.').filter({ visible: true })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Ir a la página de inicio' })).toBeVisible()
      await expectAxeClean(page, javaScriptEnabled)
    })
  })
})

test.describe('the 404 page', () => {
  test('has the header, a search box and a way home', async ({ page, javaScriptEnabled }) => {
    const response = await open(page, '/no-such-page', javaScriptEnabled)
    expect(response?.status()).toBe(404)
    await expect(h1(page, 'Page not found')).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    await expectAxeClean(page, javaScriptEnabled)
    const search = page.getByRole('search', { name: 'Search the tools' })
    await search.getByRole(javaScriptEnabled ? 'combobox' : 'searchbox').fill('wells')
    await search.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=wells$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  })

  test('an unknown tool gets the same page', async ({ page, javaScriptEnabled }) => {
    const response = await open(page, '/tool/no-such-tool', javaScriptEnabled)
    expect(response?.status()).toBe(404)
    await expect(h1(page, 'Page not found')).toBeVisible()
    await expect(page.getByRole('search', { name: 'Search the tools' })).toBeVisible()
  })
})
