import { expect, test, type Locator, type Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { accountNav, anonymousSignInLink, DEMO, open, register, signedInAs, signIn, waitForHydration } from './helpers.ts'

/** The header's search box: a combobox once JavaScript has loaded, a search box without it. */
const searchBox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search Consilium' }).or(page.getByRole('banner').getByRole('searchbox', { name: 'Search Consilium' }))

const PORT = Number(process.env.E2E_PORT ?? 3100)

const header = (page: Page) => page.getByRole('banner')
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const footerNav = (page: Page) => page.getByRole('navigation', { name: 'Footer' })
const tray = (page: Page, name: 'menu' | 'search' | 'account') => page.locator(`details[data-tray="${name}"]`)
const traySummary = (page: Page, name: 'menu' | 'search' | 'account'): Locator => tray(page, name).locator('summary')

test.describe('header', () => {
  test('wide: brand, tab menu with Tools and About, search, user menu', async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await open(page, '/', javaScriptEnabled)
    const home = header(page).getByRole('link', { name: 'Consilium home' })
    await expect(home).toHaveAttribute('href', '/')
    await expect(home.locator('svg')).toHaveAttribute('data-logo', 'clinician')
    await expect(mainNav(page).getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/tools')
    const about = mainNav(page).getByRole('link', { name: 'About (opens in a new tab)' })
    await expect(about).toHaveAttribute('target', '_blank')
    await expect(about).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(about).toHaveAttribute('href', 'https://consilium.health/subscriptions')
    await expect(searchBox(page)).toBeVisible()
    await expect(anonymousSignInLink(page)).toBeVisible()
    // The tray toggles are for narrow screens only.
    for (const name of ['menu', 'search', 'account'] as const) await expect(traySummary(page, name)).toBeHidden()
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main')
  })

  test('narrow: the hamburger opens (with or without JavaScript); the search tray closes it', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await open(page, '/', javaScriptEnabled)
    await expect(mainNav(page).getByRole('link', { name: 'Tools' })).toBeHidden()
    await expect(searchBox(page)).toBeHidden()

    await traySummary(page, 'menu').click()
    await expect(tray(page, 'menu')).toHaveAttribute('open', '')
    await expect(mainNav(page).getByRole('link', { name: 'Tools' })).toBeVisible()
    await expect(mainNav(page).getByRole('link', { name: 'About (opens in a new tab)' })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled, 'header')

    await traySummary(page, 'search').click()
    await expect(searchBox(page)).toBeVisible()
    await expect(tray(page, 'menu')).not.toHaveAttribute('open', '')
    await expect(mainNav(page).getByRole('link', { name: 'Tools' })).toBeHidden()

    await traySummary(page, 'account').click()
    await expect(anonymousSignInLink(page)).toBeVisible()
    await expect(tray(page, 'search')).not.toHaveAttribute('open', '')

    if (javaScriptEnabled) {
      // Escape closes the open tray and puts focus back on its toggle.
      await anonymousSignInLink(page).focus()
      await page.keyboard.press('Escape')
      await expect(tray(page, 'account')).not.toHaveAttribute('open', '')
      await expect(traySummary(page, 'account')).toBeFocused()
      // A client-side navigation from the menu closes it.
      await traySummary(page, 'menu').click()
      await mainNav(page).getByRole('link', { name: 'Tools' }).click()
      await expect(page).toHaveURL(/\/tools$/)
      await expect(tray(page, 'menu')).not.toHaveAttribute('open', '')
    }
  })

  test('user menu: anonymous, then signed in, then the demo clinician', async ({ page, javaScriptEnabled }) => {
    await open(page, '/', javaScriptEnabled)
    await expect(anonymousSignInLink(page)).toHaveAttribute('href', '/login')
    await expect(accountNav(page).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/login?action=register',
    )
    await expect(accountNav(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0)

    const user = await register(page, javaScriptEnabled)
    await expect(signedInAs(page, user.name)).toBeVisible()
    await expect(accountNav(page).getByRole('link', { name: 'Create account' })).toHaveCount(0)
    await expect(accountNav(page).getByRole('link', { name: 'Patient Encounter Reports' })).toHaveCount(0)

    await accountNav(page).getByRole('button', { name: 'Sign out' }).click()
    await expect(anonymousSignInLink(page)).toBeVisible()
    await signIn(page, javaScriptEnabled, DEMO.clinician, '/login')
    await open(page, '/?session-number=S-77', javaScriptEnabled)
    await expect(accountNav(page).getByText(DEMO.clinician.organisation, { exact: true })).toBeVisible()
    await expect(accountNav(page).getByRole('link', { name: 'Patient Encounter Reports' })).toHaveAttribute(
      'href',
      '/patient-encounter-reports?session-number=S-77',
    )
  })

  test('snapshotId hides the user menu, the navigation and the search', async ({ page, javaScriptEnabled }) => {
    await open(page, '/?snapshotId=abc123', javaScriptEnabled)
    await expect(header(page).getByRole('link', { name: 'Consilium home' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0)
    await expect(mainNav(page)).toHaveCount(0)
    await expect(page.getByRole('search')).toHaveCount(0)
    await expect(page.locator('details[data-tray]')).toHaveCount(0)
  })

  test('session-number is kept on the header and footer links', async ({ page, javaScriptEnabled }) => {
    await open(page, '/?session-number=S-123', javaScriptEnabled)
    await expect(header(page).getByRole('link', { name: 'Consilium home' })).toHaveAttribute('href', '/?session-number=S-123')
    await expect(mainNav(page).getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/tools?session-number=S-123')
    await expect(anonymousSignInLink(page)).toHaveAttribute('href', /^\/login\?.*session-number=S-123/)
    for (const [name, path] of [
      ['Editorial Leadership', '/editorial-leadership'],
      ['About', '/about'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Use', '/terms-of-use'],
      ['Copyright', '/copyright'],
    ] as const) {
      await expect(footerNav(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `${path}?session-number=S-123`,
      )
    }

    // The status pages keep it too.
    await open(page, '/no-such-page?session-number=S-123', javaScriptEnabled)
    await expect(page.getByRole('main').getByRole('link')).toHaveAttribute('href', '/?session-number=S-123')
  })

  test('the header trays open at 375 px, and the footer opens the Terms of Use at 1280 px', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'the trays and the dialog are the JavaScript ones')
    await page.setViewportSize({ width: 375, height: 740 })
    await open(page, '/', javaScriptEnabled)
    await traySummary(page, 'menu').click()
    await traySummary(page, 'search').click()
    await traySummary(page, 'account').click()
    await page.setViewportSize({ width: 1280, height: 800 })
    await open(page, '/', javaScriptEnabled)
    await footerNav(page).getByRole('link', { name: 'Terms of Use' }).click()
    await expect(page.getByRole('dialog').getByRole('heading', { name: '2. Not medical advice' })).toBeVisible()
  })
})

test.describe('brand by host', () => {
  test('a consumer host gets the consumer brand in header and footer', async ({ page, javaScriptEnabled }) => {
    await open(page, `http://patients.localhost:${PORT}/`, javaScriptEnabled)
    const home = header(page).getByRole('link', { name: 'Consilium Choices home' })
    await expect(home).toBeVisible()
    await expect(home.locator('svg')).toHaveAttribute('data-logo', 'consumer')
    const about = footerNav(page).getByRole('link', { name: 'About Consilium Choices (opens in a new tab)' })
    await expect(about).toHaveAttribute('href', 'https://patients.consilium.health/about-us')
    await expect(about).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('contentinfo')).toContainText('Consilium Choices. All rights reserved.')
  })
})

test.describe('scroll position', () => {
  test('a reload keeps it, a link opens the next page at its top, Back returns to it', async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 375, height: 600 })
    await open(page, '/tools', javaScriptEnabled)
    await page.evaluate(() => window.scrollTo(0, 500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500)
    await page.reload()
    await waitForHydration(page, javaScriptEnabled)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(500)
    const about = footerNav(page).getByRole('link', { name: 'About', exact: true })
    await about.scrollIntoViewIfNeeded()
    const left = await page.evaluate(() => Math.round(window.scrollY))
    expect(left).toBeGreaterThan(500)
    await about.click()
    await expect(page).toHaveURL(/\/about$/)
    await waitForHydration(page, javaScriptEnabled)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/tools$/)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left)
  })
})

test.describe('footer', () => {
  test('links, social links and the copyright line', async ({ page, javaScriptEnabled }) => {
    await open(page, '/', javaScriptEnabled)
    const nav = footerNav(page)
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about')
    const help = nav.getByRole('link', { name: 'Help (opens in a new tab)' })
    await expect(help).toHaveAttribute('href', 'https://consilium.health/help')
    await expect(help).toHaveAttribute('target', '_blank')
    await expect(nav.getByRole('link', { name: 'System Check' })).toHaveCount(0)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Consilium on LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(footer.getByRole('link', { name: 'Consilium on Mastodon (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Consilium. All rights reserved.`)
    await expectAxeClean(page, javaScriptEnabled, 'footer')
  })

  test('Terms of Use: a dialog with JavaScript, the page without', async ({ page, javaScriptEnabled }) => {
    await open(page, '/', javaScriptEnabled)
    const link = footerNav(page).getByRole('link', { name: 'Terms of Use' })
    await link.click()
    if (javaScriptEnabled) {
      const dialog = page.getByRole('dialog', { name: 'Terms of Use' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading', { name: '2. Not medical advice' })).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'legal@consilium.health' })).toHaveAttribute(
        'href',
        'mailto:legal@consilium.health',
      )
      await expect(page).toHaveURL('/')
      const maxHeight = await dialog.getByTestId('terms-scroll').evaluate((el) => getComputedStyle(el).maxHeight)
      expect(Number.parseFloat(maxHeight)).toBeCloseTo(0.78 * (page.viewportSize()?.height ?? 0), 0)
      await expectAxeClean(page, javaScriptEnabled)
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
      await expect(link).toBeFocused()
      // Opened again: the text is there at once.
      await link.click()
      await expect(dialog.getByRole('heading', { name: '2. Not medical advice' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    } else {
      await expect(page).toHaveURL('/terms-of-use')
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible()
      await expect(page.getByRole('heading', { name: '2. Not medical advice' })).toBeVisible()
    }
  })

  test('Terms of Use dialog: a failed fetch shows the error text', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'the dialog needs JavaScript')
    await page.route('**/terms-of-use.md', (route) => route.fulfill({ status: 500, body: '' }))
    await open(page, '/', javaScriptEnabled)
    await footerNav(page).getByRole('link', { name: 'Terms of Use' }).click()
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      'Unable to fetch the terms of use, please try again.',
    )
  })
})

test.describe('legal pages', () => {
  for (const [path, heading, text] of [
    ['/privacy', 'Privacy Policy', 'Patient information is never placed in web addresses'],
    ['/copyright', 'Copyright', `© ${new Date().getUTCFullYear()} Consilium. All rights reserved.`],
    ['/terms-of-use', 'Terms of Use', 'The service supports clinical decisions; it does not make them.'],
  ] as const) {
    test(`${path} renders and is axe clean`, async ({ page, javaScriptEnabled }) => {
      const response = await open(page, path, javaScriptEnabled)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('main')).toContainText(text)
      await expectAxeClean(page, javaScriptEnabled)
    })
  }
})
