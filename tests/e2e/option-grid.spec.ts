import { expect, test, type Page } from '@playwright/test'

import { open, rejectConsent } from './helpers.ts'
import { choose, expectAxeClean, screenshots, textbox } from './tool-helpers.ts'

/**
 * Decision aids end to end, with and without JavaScript: patient data → Patient Options (KEY
 * DATA, OPTION GRID), hiding and showing options, grid and list views, a type 1 grid opened
 * directly, the list forced at 375 px. Numbers are the statin aid's PREVENT test vector V1
 * (engine/aids/statins.ts): 9 of 100 without a statin, 7 moderate, 6 high.
 */

test.describe.configure({ timeout: 120_000 })

const STATINS = '/tool/statin-choice-primary-prevention'
const BREAST = '/tool/early-breast-cancer-surgery-choice'

/** Answers the consent drawer (it covers the page foot); with JavaScript the account reminder follows it. */
async function answerConsent(page: Page, javaScriptEnabled: boolean) {
  await rejectConsent(page)
  if (javaScriptEnabled) await page.getByRole('dialog', { name: 'Make Consilium your own' }).getByRole('button', { name: 'Skip for now' }).click()
}

async function fillStatinExample(page: Page) {
  await textbox(page, 'Age').fill('50')
  await choose(page, 'Sex', 'Female')
  await textbox(page, 'Total cholesterol').fill('200')
  await textbox(page, 'HDL cholesterol').fill('45')
  await textbox(page, 'Systolic blood pressure').fill('160')
  await choose(page, 'Taking medicine for high blood pressure', 'Yes')
  await choose(page, 'Diabetes', 'Yes')
  await choose(page, 'Current smoker', 'No')
  await choose(page, 'Kidney function (eGFR)', 'Enter eGFR')
  await textbox(page, 'eGFR').fill('90')
}

export async function openStatinOptions(page: Page, javaScriptEnabled: boolean) {
  await open(page, STATINS, javaScriptEnabled)
  await answerConsent(page, javaScriptEnabled)
  await fillStatinExample(page)
  await page.getByRole('button', { name: 'View Assessment & Guidance' }).click()
  await expect(page.getByRole('heading', { name: 'Assessment & Guidance', level: 2 })).toBeVisible()
  await page.getByRole('button', { name: 'View Patient Options' }).click()
  await expect(page.getByRole('heading', { name: 'Patient Options', level: 2 })).toBeVisible()
}

const grid = (page: Page) => page.getByRole('table')
const columnHeader = (page: Page, name: string) => grid(page).getByRole('columnheader', { name: new RegExp(`^${name}`) })

test.describe('statins decision aid (type 2)', () => {
  test('patient data → key data and option grid; hide an option and show all; list view', async ({ page, javaScriptEnabled }, testInfo) => {
    await openStatinOptions(page, javaScriptEnabled)
    // Nothing entered appears in the address.
    expect(page.url()).not.toMatch(/age|cholesterol|50/)

    if (javaScriptEnabled) {
      await expect(page.getByRole('tab', { name: 'KEY DATA' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('heading', { name: 'Moderate-intensity statin', level: 3 })).toBeVisible()
      await expectAxeClean(page, javaScriptEnabled)
      await page.getByRole('tab', { name: 'OPTION GRID' }).click()
    } else {
      await expect(page.getByRole('link', { name: 'KEY DATA' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Moderate-intensity statin', level: 3 })).toBeVisible()
    }

    await expect(grid(page)).toBeVisible()
    await expect(grid(page).getByRole('columnheader', { name: 'Patient Questions' })).toBeVisible()
    for (const name of ['No statin for now', 'Moderate-intensity statin', 'High-intensity statin']) await expect(columnHeader(page, name)).toBeVisible()
    const firstRow = grid(page).getByRole('row').nth(1)
    await expect(firstRow.getByRole('rowheader')).toHaveText(/Out of 100 people like me/)
    await expect(firstRow.getByRole('cell').nth(0)).toContainText('About 9 out of 100 will have a heart attack or stroke')
    await expect(firstRow.getByRole('cell').nth(1)).toContainText('About 7 out of 100')
    await expect(firstRow.getByRole('cell').nth(2)).toContainText('About 6 out of 100')
    await expect(firstRow.getByRole('img').first()).toHaveAttribute('aria-label', '9 out of 100 (filled icons); 91 not (outlined icons).')
    await screenshots(page, testInfo, 'statins-grid')
    await expectAxeClean(page, javaScriptEnabled)

    await page.getByRole('button', { name: 'Hide High-intensity statin' }).click()
    await expect(columnHeader(page, 'High-intensity statin')).toHaveCount(0)
    await expect(columnHeader(page, 'Moderate-intensity statin')).toBeVisible()
    await expect(page.getByText('Hidden: High-intensity statin', { exact: true })).toBeVisible()
    expect(page.url()).not.toMatch(/age|cholesterol/)

    await page.getByText('Hidden: High-intensity statin', { exact: true }).click()
    await page.getByRole('button', { name: 'Show All' }).click()
    await expect(columnHeader(page, 'High-intensity statin')).toBeVisible()
    await expect(page.getByText('Show/Hide', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'List View' }).click()
    await expect(grid(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: /Out of 100 people like me/, level: 3 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'High-intensity statin', level: 4 }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'List View' })).toHaveAttribute('aria-pressed', 'true')
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('the chart note for the options step names the aid and its version', async ({ page, javaScriptEnabled }) => {
    await openStatinOptions(page, javaScriptEnabled)
    if (javaScriptEnabled) await page.getByRole('tab', { name: 'OPTION GRID' }).click()
    await page.locator('summary', { hasText: 'Patient Chart Note' }).click()
    const note = page.getByRole('textbox', { name: 'Patient Chart Note' })
    await expect(note).toHaveValue(/shared decision about statin therapy was supported with the Consilium decision aid Statins to Prevent a First Heart Attack or Stroke \(version 1\.0\.0/)
    await expect(note).toHaveValue(/9\.2 %|9 %/)
  })
})

test.describe('early breast cancer surgery (type 1)', () => {
  test('the grid opens directly; options are chosen with a form that carries only option keys', async ({ page, javaScriptEnabled }, testInfo) => {
    await open(page, BREAST, javaScriptEnabled)
    await answerConsent(page, javaScriptEnabled)
    await expect(page.getByRole('heading', { name: 'Patient Options' })).toHaveCount(0)
    await expect(columnHeader(page, 'Lumpectomy with radiation')).toBeVisible()
    // A compound option lists its parts in its header.
    await expect(columnHeader(page, 'Lumpectomy with radiation')).toContainText('Radiation therapy')
    await page.getByRole('button', { name: 'Hide Mastectomy with reconstruction' }).click()
    await expect(columnHeader(page, 'Mastectomy with reconstruction')).toHaveCount(0)
    if (!javaScriptEnabled) {
      const url = new URL(page.url())
      expect([...url.searchParams.keys()].sort()).toEqual(['grid', 'hide', 'selected', 'selected', 'selected', 'viewType'].sort())
    }
    // Hiding stays offered (the aid has more than 2 options) until one option is left.
    await page.getByRole('button', { name: 'Hide Mastectomy', exact: true }).click()
    await expect(columnHeader(page, 'Mastectomy')).toHaveCount(0)
    await expect(page.getByText('Hidden: Mastectomy +1', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Hide / })).toHaveCount(0)
    await page.getByText('Glossary Terms').click()
    await expect(page.getByText('Surgery that removes the whole breast.')).toBeVisible()
    await page.getByText('More About this Option Grid Decision Aid').click()
    await expect(page.getByText('This aid does not recommend an option.', { exact: false }).first()).toBeVisible()
    await expect(page.getByText(/^Last updated /)).toBeVisible()
    await screenshots(page, testInfo, 'breast-grid')
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('under 640 px the list view is forced, one question per section', async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await open(page, BREAST, javaScriptEnabled)
    await answerConsent(page, javaScriptEnabled)
    await expect(grid(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Grid View' })).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Will one choice help me live longer?', level: 3 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Mastectomy', exact: true, level: 4 }).first()).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
  })
})
