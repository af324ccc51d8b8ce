import { expect, test, type Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { fillSignIn, newUser, open, register, signedInAs, signOut, waitForHydration } from './helpers.ts'
import { nthMailTo, resetLink } from './mail/mailbox.ts'

const passwordField = (page: Page, label: string) => page.getByLabel(label, { exact: true })

test.describe('password reset by email', () => {
  test('forgot password: the emailed link leads to a new password, once', async ({ page, javaScriptEnabled }) => {
    // The whole flow, with five page states checked by axe (each a scratch page without JavaScript).
    test.setTimeout(180_000)
    const user = await register(page, javaScriptEnabled, newUser('reset'))
    await signOut(page)

    await open(page, '/login', javaScriptEnabled)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
    await waitForHydration(page, javaScriptEnabled)
    await expectAxeClean(page, javaScriptEnabled)

    await page.getByLabel('Email address').fill(user.email)
    await page.getByRole('button', { name: 'Email me a reset link' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that email address' })).toBeVisible()
    if (javaScriptEnabled) await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expectAxeClean(page, javaScriptEnabled)

    const mail = await nthMailTo(user.email)
    expect(mail.subject).toBe('Reset your Consilium password')
    const link = resetLink(mail)

    // The token leaves the address bar at once.
    await open(page, link, javaScriptEnabled)
    await expect(page).toHaveURL('/reset-password')
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)

    // The rules of registration apply.
    await passwordField(page, 'New password').fill('qwertyuiop123')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText('This password is on a list of common passwords').filter({ visible: true })).toBeVisible()
    await expect(passwordField(page, 'New password')).toHaveValue('')
    await expectAxeClean(page, javaScriptEnabled)

    const newPassword = 'a fresh passphrase for the ward'
    await passwordField(page, 'New password').fill(newPassword)
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page).toHaveURL('/login?password-changed=1')
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)

    await waitForHydration(page, javaScriptEnabled)
    await fillSignIn(page, { email: user.email, password: newPassword })
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(signedInAs(page, user.name)).toBeVisible()
    await signOut(page)

    // The link again: it has been used.
    await open(page, link, javaScriptEnabled)
    await expect(page).toHaveURL('/reset-password')
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
    await page.getByRole('link', { name: 'Ask for a new link' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  })

  test('an address without an account gets the same answer', async ({ page, javaScriptEnabled }) => {
    await open(page, '/forgot-password', javaScriptEnabled)
    await page.getByLabel('Email address').fill(newUser('nobody').email)
    await page.getByRole('button', { name: 'Email me a reset link' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
    await expect(page).toHaveURL('/forgot-password?sent=1')
  })

  test('an invalid email address is refused on the form', async ({ page, javaScriptEnabled }) => {
    await open(page, '/forgot-password', javaScriptEnabled)
    await page.getByLabel('Email address').fill('not-an-address')
    await page.getByRole('button', { name: 'Email me a reset link' }).click()
    await expect(page.getByText('Enter a valid email address').filter({ visible: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
  })
})

test.describe('show password', () => {
  test('the sign-in and registration password fields have a show-password button with JavaScript, none without', async ({
    page,
    javaScriptEnabled,
  }) => {
    for (const path of ['/login', '/login?action=register']) {
      await open(page, path, javaScriptEnabled)
      const field = passwordField(page, 'Password')
      await field.fill('a secret passphrase')
      const show = page.getByRole('button', { name: 'Show password' })
      if (!javaScriptEnabled) {
        await expect(show).toHaveCount(0)
        await expect(field).toHaveAttribute('type', 'password')
        continue
      }
      await expect(show).toHaveAttribute('aria-pressed', 'false')
      await expect(field).toHaveAttribute('type', 'password')
      await show.click()
      const hide = page.getByRole('button', { name: 'Hide password' })
      await expect(hide).toHaveAttribute('aria-pressed', 'true')
      await expect(field).toHaveAttribute('type', 'text')
      await expect(field).toHaveValue('a secret passphrase')
      await expectAxeClean(page, javaScriptEnabled)
      await hide.press('Enter')
      await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false')
      await expect(field).toHaveAttribute('type', 'password')
    }
  })
})
