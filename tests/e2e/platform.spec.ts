import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { newDataDir, startServer, type RunningServer } from '../support/server.ts'
import { expectAxeClean } from './axe.ts'
import { open } from './helpers.ts'

/**
 * About, Editorial Leadership, the feedback widget and the system check, with and without
 * JavaScript. Feedback is limited to five messages per address in ten minutes, and every test
 * here posts from 127.0.0.1: the specs send two valid messages in all (one per project).
 */

test.describe('About', () => {
  test('explains the product and has the anchors the consumer home links to', async ({ page, javaScriptEnabled }) => {
    await open(page, '/about', javaScriptEnabled)
    await expect(page).toHaveTitle('About Consilium | Consilium')
    await expect(page.getByRole('heading', { level: 1, name: 'About Consilium' })).toBeVisible()
    for (const name of ['Who it is for', 'How our tools are made', 'How tools are reviewed and updated', 'Conflicts of interest and funding', 'Standards for our decision aids']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    for (const [id, heading] of [
      ['shared-decisions', 'What is shared decision-making?'],
      ['reading-risk', 'Reading risk numbers: "10 out of 100"'],
      ['questions', 'Questions to ask at your visit'],
    ] as const) {
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Questions to ask at your visit' }).click()
    await expect(page).toHaveURL(/\/about#questions$/)
    await expectAxeClean(page, javaScriptEnabled)
  })
})

test.describe('Editorial Leadership', () => {
  test('says the board is not published yet, never with placeholder names, and describes the process', async ({ page, javaScriptEnabled }) => {
    await open(page, '/editorial-leadership', javaScriptEnabled)
    await expect(page.getByRole('heading', { level: 1, name: 'Editorial Leadership' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Editorial board' })).toBeVisible()
    await expect(page.getByText('The names of the board members are not published on this site yet.', { exact: false }).filter({ visible: true })).toBeVisible()
    await expect(page.getByText(/to be configured/)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: 'Our editorial process' })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
  })
})

function feedback(page: Page) {
  return page.getByRole('complementary', { name: 'Feedback' })
}

test.describe('feedback widget', () => {
  test('sends a message: a form post without JavaScript, a call to the API with it', async ({ page, javaScriptEnabled }) => {
    await open(page, '/about?session-number=E2E1', javaScriptEnabled)
    const widget = feedback(page)
    await expect(widget.getByText('Please do not include names, dates of birth')).toBeHidden()
    await widget.getByText('Feedback', { exact: true }).click()
    await expect(widget.getByText('Please do not include names, dates of birth')).toBeVisible()
    await widget.getByLabel('Topic').selectOption('content-error')
    await widget.getByLabel('Your message').fill(`A test message from the ${javaScriptEnabled ? 'js' : 'no-js'} browser test.`)
    await expectAxeClean(page, javaScriptEnabled)
    await widget.getByRole('button', { name: 'Send feedback' }).click()
    await expect(widget.getByRole('status')).toHaveText('Thank you. Your feedback has been sent.')
    if (javaScriptEnabled) {
      await expect(page).toHaveURL('/about?session-number=E2E1')
      await expect(widget.getByLabel('Your message')).toHaveValue('')
    } else {
      await expect(page).toHaveURL('/about?session-number=E2E1&feedback=sent#feedback')
    }
  })

  test('a message of only spaces is refused beside the field, with the entries kept', async ({ page, javaScriptEnabled }) => {
    await open(page, '/editorial-leadership', javaScriptEnabled)
    const widget = feedback(page)
    await widget.getByText('Feedback', { exact: true }).click()
    await widget.getByLabel('Your message').fill('   ')
    await widget.getByLabel('Email (optional, if you would like a reply)').fill('reader@example.org')
    await widget.getByRole('button', { name: 'Send feedback' }).click()
    if (javaScriptEnabled) {
      await expect(widget.getByText('Write a message.')).toBeVisible()
      await expect(widget.getByLabel('Your message')).toHaveAttribute('aria-invalid', 'true')
      await expect(widget.getByLabel('Email (optional, if you would like a reply)')).toHaveValue('reader@example.org')
    } else {
      await expect(page).toHaveURL('/feedback')
      await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible()
      await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.')
      await expect(page.getByText('Write a message.').filter({ visible: true })).toBeVisible()
      await expect(page.getByLabel('Email (optional, if you would like a reply)')).toHaveValue('reader@example.org')
      await expect(page.getByRole('link', { name: 'Back to the page you were on' })).toHaveAttribute('href', '/editorial-leadership')
    }
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('does not cover the page on a 375 px screen', async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await open(page, '/', javaScriptEnabled)
    const summary = feedback(page).getByText('Feedback', { exact: true })
    const position = await summary.evaluate((el) => getComputedStyle(el.closest('aside')!).position)
    expect(position).toBe('static')
  })
})

test.describe('system check', () => {
  test("is 'Page Not Available' (404) while the flag is off, as it is by default", async ({ page, javaScriptEnabled }) => {
    const response = await open(page, '/systemcheck', javaScriptEnabled)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Available' })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
  })

  /**
   * The flag on: the shared Playwright server's database folder is emptied when it starts and
   * locked while it runs (embedded PostgreSQL serves one process), so the operator command
   * cannot switch the flag there. Instead this test sets the flag with `npm run flags` in a
   * folder of its own and starts a second server on it.
   */
  test.describe('with f45679_system_check on', () => {
    let server: RunningServer | undefined
    test.beforeAll(async () => {
      // The command opens and migrates a new database, then the server starts: slow on a busy machine.
      test.setTimeout(180_000)
      const dataDir = newDataDir()
      const run = spawnSync(process.execPath, ['scripts/flags.js', 'set', 'f45679_system_check', 'on'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      })
      expect(run.status, run.stderr).toBe(0)
      server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
    })
    test.afterAll(async () => {
      await server?.stop()
    })

    test('lists every part with ok and its time, and runs again', async ({ page, javaScriptEnabled }) => {
      test.setTimeout(60_000)
      const response = await page.goto(`${server!.url}/systemcheck`)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['cache-control']).toBe('no-store')
      await expect(page.getByRole('heading', { level: 1, name: 'System Check' })).toBeVisible()
      const table = page.getByRole('table')
      await expect(table.locator('caption')).toContainText('Results of the checks run at')
      const rows = table.locator('tbody tr')
      expect(await rows.count()).toBeGreaterThanOrEqual(10)
      await expect(table.locator('tbody td:nth-child(2)')).toHaveText(Array.from({ length: await rows.count() }, () => 'ok'))
      await expect(table.getByRole('rowheader', { name: 'PDF renderer' })).toBeVisible()
      await expectAxeClean(page, javaScriptEnabled)
      await page.getByRole('link', { name: 'Run again' }).click()
      await expect(page).toHaveURL(`${server!.url}/systemcheck`)
      await expect(page.getByRole('heading', { level: 1, name: 'System Check' })).toBeVisible()
    })
  })
})
