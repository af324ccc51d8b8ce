import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { open } from './helpers.ts'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function axeClean(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return // the a11y spec covers no-JS pages by copying their HTML
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Search Consilium' })

test.describe('search', () => {
  test('the header search finds tools by abbreviation and opens one', async ({ page, javaScriptEnabled }) => {
    await open(page, '/', javaScriptEnabled)
    await expect(headerSearch(page)).toHaveAttribute('placeholder', 'Search Consilium')
    await headerSearch(page).fill('  sore   throat ')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()

    await expect(page).toHaveURL(/\/search\?q=sore\+throat$/)
    await expect(page.getByRole('heading', { name: /\d+ results? for “sore throat”/ })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search Consilium' }).last()).toHaveValue('sore throat')
    await axeClean(page, javaScriptEnabled)

    await page.getByRole('link', { name: /^FeverPAIN Score/ }).click()
    await expect(page).toHaveURL(/\/tool\/feverpain$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('FeverPAIN')
  })

  test('typos still find the tool; no match says so', async ({ page, javaScriptEnabled }) => {
    await open(page, '/search?q=atrail+fibrilation', javaScriptEnabled)
    await expect(page.getByRole('link', { name: /^CHA₂DS₂-VASc Score/ })).toBeVisible()

    await headerSearch(page).fill('zzqxw')
    await headerSearch(page).press('Enter')
    await expect(page.getByRole('heading', { name: 'No results for “zzqxw”. Check the spelling or try a shorter or more general term.' })).toBeVisible()
    await axeClean(page, javaScriptEnabled)
  })

  test('the search page without text shows the form only', async ({ page, javaScriptEnabled }) => {
    await open(page, '/search', javaScriptEnabled)
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible()
    await expect(page.getByRole('list')).toHaveCount(1) // the header's account menu only
    await axeClean(page, javaScriptEnabled)
  })
})
