import type { Page } from '@playwright/test'

import { ENGLISH_CHECK, unmarkedEnglish } from '#tests/support/unmarked-english.ts'

import { expectAxeClean } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { open, waitForHydration } from './helpers.ts'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const CONSUMER = `http://patients.localhost:${PORT}`

/** The footer's language switch, as someone would use it. */
async function switchToSpanish(page: Page, javaScriptEnabled: boolean) {
  await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Español' })
  await page.getByRole('button', { name: 'Change language' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await waitForHydration(page, javaScriptEnabled)
}

/** Every text of the page as it is now, outside an element marked English, reads as Spanish. */
async function expectNoUnmarkedEnglish(page: Page) {
  const found = await page.evaluate(unmarkedEnglish, ENGLISH_CHECK)
  expect(found.map((f) => `[${f.where}] ${f.text.slice(0, 100)}`)).toEqual([])
}

test.describe('Spanish', () => {
  // Several pages, each checked with axe: more than one page's share of the default time.
  test.slow()
  test('consumer site: a category and an aid in Spanish, their English parts marked', async ({ page, javaScriptEnabled }) => {
    await open(page, `${CONSUMER}/tools`, javaScriptEnabled)
    await switchToSpanish(page, javaScriptEnabled)

    // The category: its title and its aid in Spanish, with no language of their own.
    const oncology = page.locator('[id^="categories-"]').filter({ hasText: 'Oncología' })
    if (javaScriptEnabled) await oncology.locator(':scope > summary').click()
    else await oncology.getByRole('link', { name: 'Oncología', exact: true }).click()
    const opened = page.locator('[id^="categories-"]').filter({ has: page.getByRole('heading', { name: 'Oncología', exact: true }) })
    await expect(opened).toHaveAttribute('open')
    const aid = opened.getByRole('link', { name: 'Cáncer de mama en etapa temprana: cómo elegir la cirugía' })
    await expect(aid).toBeVisible()
    expect(await aid.evaluate((a) => a.closest('[lang]')?.getAttribute('lang'))).toBe('es')
    await expectNoUnmarkedEnglish(page)
    await expectAxeClean(page, javaScriptEnabled)

    // The aid: Spanish texts; the references stay English, marked so.
    await aid.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cáncer de mama en etapa temprana: cómo elegir la cirugía' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang')
    await expect(page.getByRole('columnheader', { name: /Tumorectomía con radioterapia/ }).first()).toBeAttached()
    const references = page.locator('ol').filter({ hasText: 'Veronesi U' })
    await expect(references).toHaveAttribute('lang', 'en-US')
    await expectNoUnmarkedEnglish(page)
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('clinician site: a tool without a translation is marked English and says so', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/cha2ds2-vasc', javaScriptEnabled)
    await switchToSpanish(page, javaScriptEnabled)

    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toHaveAttribute('lang', 'en-US')
    await expect(page.getByText('Esta herramienta solo está disponible en inglés.').filter({ visible: true })).toBeVisible()
    // The page's own controls stay Spanish, unmarked.
    await expect(page.getByLabel('Idioma', { exact: true })).toHaveValue('es')
    await expectNoUnmarkedEnglish(page)
    await expectAxeClean(page, javaScriptEnabled)

    // A category of the clinician catalogue: a Spanish title, English tool names marked.
    await open(page, '/tools?category=cardiology', javaScriptEnabled)
    const cardiology = page.locator('[id^="categories-"]').filter({ has: page.getByRole('heading', { name: 'Cardiología', exact: true }) })
    await expect(cardiology).toHaveAttribute('open')
    const calculator = cardiology.getByRole('link', { name: /CHA₂DS₂-VASc/ })
    await expect(calculator).toHaveAttribute('lang', 'en-US')
    await expectNoUnmarkedEnglish(page)
    await expectAxeClean(page, javaScriptEnabled)
  })
})
