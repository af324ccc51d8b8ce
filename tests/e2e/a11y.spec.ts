import { expectAxeClean } from './axe.ts'
import { expect, signedInAsClinician, test } from './fixtures.ts'
import { DEMO, fillRegistration, fillSignIn, open, signedInAs } from './helpers.ts'

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
      await expectAxeClean(page, javaScriptEnabled)
    })
  }

  test('/no-such-page in Spanish', async ({ page, javaScriptEnabled }) => {
    await open(page, '/no-such-page', javaScriptEnabled)
    await page.getByLabel('Language', { exact: true }).selectOption('es')
    await page.getByRole('button', { name: 'Change language' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('/login with field errors', async ({ page, javaScriptEnabled }) => {
    await open(page, '/login', javaScriptEnabled)
    await fillSignIn(page, { email: 'not-an-email', password: '' })
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('Enter a valid email address, such as name@example.org.').filter({ visible: true })).toBeVisible()
    await expect(page.getByText('Enter your password.').filter({ visible: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('/login after wrong credentials', async ({ page, javaScriptEnabled }) => {
    await open(page, '/login', javaScriptEnabled)
    await fillSignIn(page, { email: 'nobody-here@example.org', password: 'not a real password' })
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('The email address or password is incorrect.')
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('/login?action=register with field errors', async ({ page, javaScriptEnabled }) => {
    await open(page, '/login?action=register', javaScriptEnabled)
    await fillRegistration(page, { name: '', email: 'not-an-email', password: 'short' })
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Enter your name.').filter({ visible: true })).toBeVisible()
    await expect(page.getByText('Enter a valid email address, such as name@example.org.').filter({ visible: true })).toBeVisible()
    await expect(page.getByText('Use at least 12 characters.').filter({ visible: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
  })

  test.describe('signed in', () => {
    test.use(signedInAsClinician)

    test('/ and /logout signed in', async ({ page, javaScriptEnabled }) => {
      await open(page, '/', javaScriptEnabled)
      await expect(page.getByText(`Welcome, ${DEMO.clinician.name}.`).filter({ visible: true })).toBeVisible()
      await expectAxeClean(page, javaScriptEnabled)

      await open(page, '/logout', javaScriptEnabled)
      await expect(signedInAs(page, DEMO.clinician.name)).toBeVisible()
      await expect(page.getByText('Sign out of Consilium on this device?').filter({ visible: true })).toBeVisible()
      await expectAxeClean(page, javaScriptEnabled)
    })
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

test.describe('non-text contrast (WCAG 1.4.11)', () => {
  // A text box, a select and a choice card are found by their border: at least 3:1 against what is behind them.
  for (const path of ['/tool/cha2ds2-vasc', '/tool/corticosteroid-conversion', '/login']) {
    test(`form controls on ${path} have borders of at least 3:1`, async ({ page, javaScriptEnabled }) => {
      await open(page, path, javaScriptEnabled)
      const found = await page.evaluate(() => {
        const canvas = document.createElement('canvas')
        canvas.width = canvas.height = 1
        const ctx = canvas.getContext('2d', { willReadFrequently: true })!
        const rgb = (color: string) => {
          ctx.clearRect(0, 0, 1, 1)
          ctx.fillStyle = '#fff'
          ctx.fillRect(0, 0, 1, 1)
          ctx.fillStyle = color
          ctx.fillRect(0, 0, 1, 1)
          return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3))
        }
        const luminance = (c: number[]) => {
          const [r, g, b] = c.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
        }
        const behind = (el: Element): string => {
          for (let e = el.parentElement; e; e = e.parentElement) {
            const bg = getComputedStyle(e).backgroundColor
            if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg
          }
          return '#fff'
        }
        const controls = document.querySelectorAll('input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select, textarea, label:has(> input[type=radio])')
        return Array.from(controls)
          .filter((el) => (el as HTMLElement).offsetParent !== null && parseFloat(getComputedStyle(el).borderTopWidth) > 0)
          .map((el) => {
            const [a, b] = [luminance(rgb(getComputedStyle(el).borderTopColor)), luminance(rgb(behind(el)))]
            return { control: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) }
          })
      })
      expect(found.length).toBeGreaterThan(0)
      for (const { control, ratio } of found) expect(ratio, control).toBeGreaterThanOrEqual(3)
    })
  }
})
