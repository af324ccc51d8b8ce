import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { parseCsv } from '../../app/reports/csv.ts'
import { expectAxeClean } from './axe.ts'
import { DEMO, open, signIn } from './helpers.ts'

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
const [y, m, d] = yesterday.split('-')
const yesterdayUs = `${m}/${d}/${y}`
const today = new Date().toISOString().slice(0, 10).split('-')
const todayUs = `${today[1]}/${today[2]}/${today[0]}`

test.describe('Patient Encounter Reports', () => {
  test.describe.configure({ timeout: 60_000 })
  test('without access: the no-permission view with a sign-in link', async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, DEMO.reader)
    await open(page, '/patient-encounter-reports', javaScriptEnabled)
    await expect(page.getByText("We're sorry! You do not have permission to access this page.").filter({ visible: true })).toBeVisible()
    await expect(page.getByText('Have an account with access?').filter({ visible: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('request to the downloaded CSV, its contents checked', async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, DEMO.clinician)
    await open(page, '/patient-encounter-reports', javaScriptEnabled)
    await expect(page.getByRole('heading', { level: 1, name: 'Patient Encounter Reports' })).toBeVisible()
    await expect(page.getByText('Generate and download a Patient Encounter CSV report for Riverside Health').filter({ visible: true })).toBeVisible()
    await expect(page.getByText('UTC is used in all reports.').filter({ visible: true })).toBeVisible()
    // The usage summary: the demo organisation's 30 days of sessions, as a chart and a table.
    await expect(page.getByText(/^30 tool sessions; 0 \(0%\) reached the options step\.$/).filter({ visible: true })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Sessions per tool' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Sessions per tool' }).getByRole('row')).toHaveCount(2)
    await expectAxeClean(page, javaScriptEnabled)

    const start = page.getByLabel('Start Date')
    const end = page.getByLabel('End Date')
    const button = page.getByRole('button', { name: 'Get CSV Report' })

    if (javaScriptEnabled) {
      // §5: checked on blur and Enter; editing clears; the button waits for both dates and the box.
      await start.fill('02302026')
      await expect(start).toHaveValue('02/30/2026')
      await start.blur()
      await expect(page.getByText('Please enter a valid date (MM/DD/YYYY)').filter({ visible: true })).toBeVisible()
      await start.fill('01/01/2020')
      await expect(page.getByText('Please enter a valid date (MM/DD/YYYY)')).toHaveCount(0)
      await end.fill(todayUs)
      await end.press('Enter')
      await expect(page.getByText(`Please enter a date prior to ${todayUs}.`).filter({ visible: true })).toBeVisible()
      await end.fill('12/31/2019')
      await end.blur()
      await expect(page.getByText('Please enter an end date that is later than or the same as the start date.').filter({ visible: true })).toBeVisible()
      await expectAxeClean(page, javaScriptEnabled)
      await end.fill(yesterdayUs)
      await end.blur()
      await start.blur()
      await expect(button).toBeDisabled()
      await page.getByRole('checkbox').check()
      await expect(button).toBeEnabled()
      const downloading = page.waitForEvent('download', { timeout: 20_000 })
      await button.click()
      await expect(page.getByRole('dialog', { name: 'Report Status' })).toBeVisible()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/^Consilium-Decisions-Patient-Encounter-Report-JAN\.01\.2020-[A-Z]{3}\.\d{2}\.\d{4}\.csv$/)
      const rows = parseCsv(readFileSync((await download.path())!, 'utf8'))
      expect(rows[0]?.[0]).toBe('Tool')
      expect(rows.length).toBeGreaterThanOrEqual(31)
      await expect(page.getByRole('dialog', { name: 'Report Status' })).toBeHidden()
    } else {
      await start.fill('01/01/2020')
      await end.fill(todayUs)
      await button.click()
      await expect(page.getByText(`Please enter a date prior to ${todayUs}.`).filter({ visible: true })).toBeVisible()
      await end.fill(yesterdayUs)
      await page.getByRole('checkbox').check()
      await button.click()
      await expect(page).toHaveURL(/\/patient-encounter-reports\?report=[0-9a-f-]{36}$/)
      await expect(page.getByRole('heading', { name: 'Report Status' })).toBeVisible()
      await expectAxeClean(page, javaScriptEnabled)
      // The page refreshes itself every 10 s until the file is ready.
      const link = page.getByRole('link', { name: 'Download CSV Report' })
      await expect(link).toBeVisible({ timeout: 25_000 })
      await expectAxeClean(page, javaScriptEnabled)
      const downloading = page.waitForEvent('download')
      await link.click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/^Consilium-Decisions-Patient-Encounter-Report-JAN\.01\.2020-[A-Z]{3}\.\d{2}\.\d{4}\.csv$/)
      const rows = parseCsv(readFileSync((await download.path())!, 'utf8'))
      expect(rows[0]?.[0]).toBe('Tool')
      expect(rows.length).toBeGreaterThanOrEqual(31)
    }
  })

  test('no data for the range: the no-data text', async ({ page, javaScriptEnabled }) => {
    await signIn(page, javaScriptEnabled, DEMO.clinician)
    await open(page, '/patient-encounter-reports', javaScriptEnabled)
    await page.getByLabel('Start Date').fill('01/01/2020')
    await page.getByLabel('End Date').fill('01/31/2020')
    await page.getByLabel('End Date').blur()
    await page.getByLabel('Start Date').blur()
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Get CSV Report' }).click()
    const text = 'There is no reportable data for the date range selected and so no CSV was generated.'
    await expect(page.getByText(text)).toBeVisible({ timeout: 30_000 })
    await expectAxeClean(page, javaScriptEnabled)
    if (javaScriptEnabled) {
      await page.getByRole('button', { name: 'Okay' }).click()
      await expect(page.getByRole('dialog', { name: 'Report Status' })).toBeHidden()
    }
  })
})
