import { expect, test, type Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { open } from './helpers.ts'

/** axe with JavaScript only: the a11y spec covers pages without it by copying their HTML. */
async function axeClean(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expectAxeClean(page, true)
}

/** The header's search box: a combobox with JavaScript, a plain search box without. */
const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search Consilium' }).or(page.getByRole('banner').getByRole('searchbox', { name: 'Search Consilium' }))

test.describe('search', () => {
  test('the header search finds tools by abbreviation and opens one', async ({ page, javaScriptEnabled }) => {
    await open(page, '/', javaScriptEnabled)
    await expect(headerSearch(page)).toHaveAttribute('placeholder', 'Search Consilium')
    await headerSearch(page).fill('  sore   throat ')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()

    await expect(page).toHaveURL(/\/search\?q=sore\+throat$/)
    await expect(page.getByRole('heading', { name: /\d+ results? for “sore throat”/ })).toBeVisible()
    await expect(page.getByRole('main').getByRole(javaScriptEnabled ? 'combobox' : 'searchbox', { name: 'Search Consilium' })).toHaveValue('sore throat')
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
    await expect(page.getByRole('main').getByRole('list')).toHaveCount(0)
    await axeClean(page, javaScriptEnabled)
  })
})

test.describe('search autocomplete', () => {
  // Typing, waiting out the debounce, axe and a navigation: more than the default on a busy machine.
  test.describe.configure({ timeout: 60_000 })
  const suggestions = (page: Page) => page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' })
  const group = (page: Page, name: string) => suggestions(page).getByRole('group', { name })

  /** Tabs from the top of the page to the header's search box, as a keyboard user would. */
  async function tabToSearch(page: Page) {
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      if (await headerSearch(page).evaluate((el) => el === document.activeElement)) return
    }
    throw new Error('the search box was not reached with Tab')
  }

  test('keyboard only: type, ArrowDown to a Go to suggestion, Enter opens the tool', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'suggestions need JavaScript')
    await open(page, '/', javaScriptEnabled)
    await tabToSearch(page)
    await expect(headerSearch(page)).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.type('afib')

    const goTo = group(page, 'Go to')
    await expect(goTo.getByRole('option', { name: /^CHA₂DS₂-VASc Score/ })).toBeVisible()
    await expect(headerSearch(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^\d+ suggestions? available$/)
    await expect(suggestions(page).getByRole('option')).not.toHaveCount(0)
    expect(await goTo.getByRole('option').count()).toBeLessThanOrEqual(5)

    await page.keyboard.press('ArrowDown')
    const first = goTo.getByRole('option').first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(headerSearch(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    await axeClean(page, javaScriptEnabled) // with the suggestions open

    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/tool\/cha2ds2-vasc$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CHA₂DS₂-VASc')
    await expect(headerSearch(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('a Search for suggestion opens the search page', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'suggestions need JavaScript')
    await open(page, '/', javaScriptEnabled)
    await headerSearch(page).pressSequentially('pneum')
    const term = group(page, 'Search for').getByRole('option', { name: 'pneumonia', exact: true })
    await expect(term).toBeVisible()
    await term.click()
    await expect(page).toHaveURL(/\/search\?q=pneumonia$/)
    await expect(page.getByRole('link', { name: /^CURB-65/ })).toBeVisible()
  })

  test('Escape closes the suggestions, a second Escape clears the box', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'suggestions need JavaScript')
    await open(page, '/', javaScriptEnabled)
    await headerSearch(page).pressSequentially('wel')
    await expect(suggestions(page)).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    await expect(suggestions(page)).toBeHidden()
    await expect(headerSearch(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(headerSearch(page)).not.toHaveAttribute('aria-activedescendant', /.+/)
    await expect(headerSearch(page)).toHaveValue('wel')
    await page.keyboard.press('Escape')
    await expect(headerSearch(page)).toHaveValue('')

    // Enter with no active suggestion submits the search.
    await headerSearch(page).pressSequentially('  sore   throat ')
    await expect(suggestions(page)).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=sore\+throat$/)
  })

  test('blank text asks for no suggestions', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'suggestions need JavaScript')
    await open(page, '/', javaScriptEnabled)
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/decisions/v1/completion')) asked.push(r.url())
    })
    await headerSearch(page).pressSequentially('   ')
    await page.waitForTimeout(600)
    expect(asked).toEqual([])
    await expect(headerSearch(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('without JavaScript the box is a plain GET form to /search', async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, 'the no-JS form')
    await open(page, '/tool/wells-pe', javaScriptEnabled)
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search Consilium' })
    await expect(box).not.toHaveAttribute('role', 'combobox')
    await box.fill('afib')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=afib$/)
    await expect(page.getByRole('link', { name: /^CHA₂DS₂-VASc Score/ })).toBeVisible()
  })
})
