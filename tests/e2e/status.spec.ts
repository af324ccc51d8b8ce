import type { Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true })
}

test.describe('status pages', () => {
  test('an unknown path is a 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page?x=1')
    expect(response?.status()).toBe(404)
    await expect(heading(page, 'Page not found')).toBeVisible()
    await expect(page.getByText("We're sorry, the page you are looking for could not be found.").filter({ visible: true })).toBeVisible()
    await expect(page).toHaveTitle('Page not found | Consilium')
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL('/')
  })

  test('/unavailable is a 503 page', async ({ page }) => {
    const response = await page.goto('/unavailable')
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toBe('60')
    await expect(heading(page, "We're sorry! This page is temporarily unavailable.")).toBeVisible()
    await expect(page.getByText('We are working to solve this problem. Please try again shortly.').filter({ visible: true })).toBeVisible()
  })

  test('/access-denied is a 403 page that offers to sign in', async ({ page }) => {
    const response = await page.goto('/access-denied')
    expect(response?.status()).toBe(403)
    await expect(heading(page, "We're sorry! You do not have permission to access this page.")).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText('Have an account with access?')).toBeVisible()
    await main.getByRole('link', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL('/login')
    await expect(heading(page, 'Sign in')).toBeVisible()
  })

  test('/access-denied does not offer signed-in users to sign in', async ({ page, newAccount: _ }) => {
    const response = await page.goto('/access-denied')
    expect(response?.status()).toBe(403)
    await expect(heading(page, "We're sorry! You do not have permission to access this page.")).toBeVisible()
    await expect(page.getByText('Have an account with access?')).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  })

  for (const query of ['', '?errorMsg=SOMETHING_ELSE']) {
    test(`/authentication-error${query} shows the default message`, async ({ page }) => {
      const response = await page.goto(`/authentication-error${query}`)
      expect(response?.status()).toBe(401)
      await expect(
        heading(page, "We're sorry but we cannot complete this request. Please try again."),
      ).toBeVisible()
      const main = page.getByRole('main')
      await expect(main.getByText('If this issue persists, please contact your system administrator.')).toBeVisible()
      // The title comes first, then the advice, then the way out.
      await expect(main.locator('h1, p')).toHaveText([
        "We're sorry but we cannot complete this request. Please try again.",
        'If this issue persists, please contact your system administrator.',
        'Visit the website without authentication >',
      ])
      await main.getByRole('link', { name: 'Visit the website without authentication >' }).click()
      await expect(page).toHaveURL('/')
    })
  }

  test('/authentication-error?errorMsg=SEAMLESS_AUTH_ERROR', async ({ page }) => {
    const response = await page.goto('/authentication-error?errorMsg=SEAMLESS_AUTH_ERROR')
    expect(response?.status()).toBe(401)
    await expect(heading(page, 'Authentication Error')).toBeVisible()
    const main = page.getByRole('main')
    await expect(
      main.getByText('We could not sign you in automatically. Please verify your login credentials and try again.'),
    ).toBeVisible()
    await expect(main.getByText('If this issue persists, please contact your system administrator.')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Visit the website without authentication >' })).toHaveCount(0)
    await main.getByRole('link', { name: 'Proceed to the website without authentication >' }).click()
    await expect(page).toHaveURL('/')
  })

  test('/authentication-error?errorMsg=MISSING_COOKIES', async ({ page }) => {
    const response = await page.goto('/authentication-error?errorMsg=MISSING_COOKIES')
    expect(response?.status()).toBe(401)
    await expect(heading(page, 'Please enable third-party cookies')).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText(/^Consilium could not read the cookies it needs to sign you in\./)).toBeVisible()
    await expect(main.getByText('If this issue persists, please contact your system administrator.')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Visit the website without authentication >' })).toHaveAttribute(
      'href',
      '/',
    )
  })

  test('/authentication-error?errorMsg=INVALID_TOKENID', async ({ page }) => {
    const response = await page.goto('/authentication-error?errorMsg=INVALID_TOKENID')
    expect(response?.status()).toBe(401)
    await expect(heading(page, 'We could not verify your token')).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText(/^The token id sent with this request is not valid\./)).toBeVisible()
    await expect(main.getByText('If this issue persists, please contact your system administrator.')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Visit the website without authentication >' })).toHaveAttribute(
      'href',
      '/',
    )
  })
})

test.describe('language', () => {
  test('switching to Español and back changes the page text and <html lang>', async ({
    page,
    javaScriptEnabled,
  }) => {
    const response = await open(page, '/no-such-page', javaScriptEnabled)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(heading(page, 'Page not found')).toBeVisible()

    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Español' })
    await page.getByRole('button', { name: 'Change language' }).click()

    await expect(heading(page, 'Página no encontrada')).toBeVisible()
    await expect(page).toHaveURL('/no-such-page')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByText('Lo sentimos, no hemos encontrado la página que busca.').filter({ visible: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toBeVisible()
    await expect(page.getByLabel('Idioma', { exact: true })).toHaveValue('es')

    // The choice is remembered on the next page.
    await open(page, '/unavailable', javaScriptEnabled)
    await expect(heading(page, '¡Lo sentimos! Esta página no está disponible temporalmente.')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    await page.getByLabel('Idioma', { exact: true }).selectOption({ label: 'English (US)' })
    await page.getByRole('button', { name: 'Cambiar idioma' }).click()

    await expect(heading(page, "We're sorry! This page is temporarily unavailable.")).toBeVisible()
    await expect(page).toHaveURL('/unavailable')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en-US')
  })
})
