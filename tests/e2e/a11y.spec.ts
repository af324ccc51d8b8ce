import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { DEMO, fillRegistration, fillSignIn, open, signedInAs, signIn } from './helpers.ts'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** One readable block per violation: rule, impact, help link, and each failing element. */
function describeViolations(violations: AxeResults['violations']): string {
  if (!violations.length) return 'no accessibility violations'
  return [
    `${violations.length} accessibility violation(s) (axe ${WCAG_TAGS.join(', ')}):`,
    ...violations.map((v) =>
      [
        `- [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})`,
        ...v.nodes.map(
          (node) =>
            `    at ${node.target.join(' ')}\n      ${node.html}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        ),
      ].join('\n'),
    ),
  ].join('\n')
}

/**
 * Runs axe on the page as it is now. axe is a script run inside the page, which a
 * JavaScript-disabled page cannot do: there, the page's current DOM (what a visitor without
 * JavaScript gets, after any form posts) is copied into a scratch page that has JavaScript
 * on for axe but loads none of the app's scripts, so nothing hydrates or changes it.
 */
async function expectNoAxeViolations(page: Page, javaScriptEnabled: boolean): Promise<void> {
  let results: AxeResults
  if (javaScriptEnabled) {
    results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  } else {
    const url = page.url()
    const html = await page.content()
    const browser = page.context().browser()
    if (!browser) throw new Error('no browser to open the scratch page in')
    const scratch = await browser.newContext({
      javaScriptEnabled: true,
      viewport: page.viewportSize(),
    })
    try {
      const copy = await scratch.newPage()
      await copy.route('**/*', async (route) => {
        const request = route.request()
        if (request.isNavigationRequest() && request.url() === url) {
          await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
        } else if (request.resourceType() === 'script') {
          await route.abort()
        } else {
          await route.continue()
        }
      })
      await copy.goto(url)
      results = await new AxeBuilder({ page: copy }).withTags(WCAG_TAGS).analyze()
    } finally {
      await scratch.close()
    }
  }
  // The rules really ran on this page (and not, say, on an empty document).
  expect(results.passes.length).toBeGreaterThan(0)
  expect(results.violations.map((v) => v.id), describeViolations(results.violations)).toEqual([])
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  const anonymousPages: { path: string; heading: string }[] = [
    { path: '/', heading: 'Clinical decisions, with the evidence at hand' },
    { path: '/login', heading: 'Sign in' },
    { path: '/login?action=register', heading: 'Create a personal account' },
    { path: '/logout', heading: 'Sign out' },
    { path: '/unavailable', heading: "We're sorry! This page is temporarily unavailable." },
    { path: '/access-denied', heading: "We're sorry! You do not have permission to access this page." },
    {
      path: '/authentication-error',
      heading: "We're sorry but we cannot complete this request. Please try again.",
    },
    { path: '/authentication-error?errorMsg=MISSING_COOKIES', heading: 'Please enable third-party cookies' },
    { path: '/authentication-error?errorMsg=INVALID_TOKENID', heading: 'We could not verify your token' },
    { path: '/authentication-error?errorMsg=SEAMLESS_AUTH_ERROR', heading: 'Authentication Error' },
    { path: '/no-such-page', heading: 'Page not found' },
  ]

  for (const { path, heading } of anonymousPages) {
    test(`${path} (signed out)`, async ({ page, javaScriptEnabled }) => {
      await open(page, path, javaScriptEnabled)
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
      await expectNoAxeViolations(page, javaScriptEnabled)
    })
  }

  test('/no-such-page in Spanish', async ({ page, javaScriptEnabled }) => {
    await open(page, '/no-such-page', javaScriptEnabled)
    await page.getByLabel('Language', { exact: true }).selectOption('es')
    await page.getByRole('button', { name: 'Change language' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expectNoAxeViolations(page, javaScriptEnabled)
  })

  test('/login with field errors', async ({ page, javaScriptEnabled }) => {
    await open(page, '/login', javaScriptEnabled)
    await fillSignIn(page, { email: 'not-an-email', password: '' })
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('Enter a valid email address, such as name@example.org.')).toBeVisible()
    await expect(page.getByText('Enter your password.')).toBeVisible()
    await expectNoAxeViolations(page, javaScriptEnabled)
  })

  test('/login after wrong credentials', async ({ page, javaScriptEnabled }) => {
    await open(page, '/login', javaScriptEnabled)
    await fillSignIn(page, { email: 'nobody-here@example.org', password: 'not a real password' })
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('The email address or password is incorrect.')
    await expectNoAxeViolations(page, javaScriptEnabled)
  })

  test('/login?action=register with field errors', async ({ page, javaScriptEnabled }) => {
    await open(page, '/login?action=register', javaScriptEnabled)
    await fillRegistration(page, { name: '', email: 'not-an-email', password: 'short' })
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Enter your name.')).toBeVisible()
    await expect(page.getByText('Enter a valid email address, such as name@example.org.')).toBeVisible()
    await expect(page.getByText('Use at least 12 characters.')).toBeVisible()
    await expectNoAxeViolations(page, javaScriptEnabled)
  })

  test('/ and /logout signed in', async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, DEMO.clinician)
    await expect(page).toHaveURL('/')
    await expect(page.getByText(`Welcome back, ${DEMO.clinician.name}.`)).toBeVisible()
    await expectNoAxeViolations(page, javaScriptEnabled)

    await open(page, '/logout', javaScriptEnabled)
    await expect(signedInAs(page, DEMO.clinician.name)).toBeVisible()
    await expect(page.getByText('Sign out of Consilium on this device?')).toBeVisible()
    await expectNoAxeViolations(page, javaScriptEnabled)
  })
})

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, '/', javaScriptEnabled)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    // Shown on screen when focused, not only to screen readers.
    const box = await skip.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(40)
    expect(box?.height ?? 0).toBeGreaterThan(10)

    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/#main')
    // The next Tab continues inside <main>, past the header's links and buttons.
    await page.keyboard.press('Tab')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Create a free personal account' })).toBeFocused()
  })
})
