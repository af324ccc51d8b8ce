import type { Page } from '@playwright/test'

import { ENGLISH_CHECK, unmarkedEnglish } from '#tests/support/unmarked-english.ts'

import { expectAxeClean } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { open, rejectConsent, waitForHydration } from './helpers.ts'
import { choose, textbox } from './tool-helpers.ts'

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

  test('consumer site: the statins aid in Spanish, from the questions to the options, in a patient’s words', async ({ page, javaScriptEnabled }) => {
    await open(page, `${CONSUMER}/tool/statin-choice-primary-prevention`, javaScriptEnabled)
    await rejectConsent(page)
    await switchToSpanish(page, javaScriptEnabled)
    // With JavaScript the account reminder follows the consent drawer.
    if (javaScriptEnabled) await page.locator('dialog[aria-labelledby="reminder-title"]').getByRole('button', { name: /^(Ahora no|Skip for now)$/ }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Estatinas para prevenir un primer infarto o derrame cerebral' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang')
    // The equation is not asked: a sentence says which one and why; the patient's instructions are Spanish, unmarked.
    await expect(page.getByText('Calculamos su riesgo con PREVENT.', { exact: false }).filter({ visible: true })).toBeVisible()
    await expect(page.getByText('Tenga a mano sus últimos análisis de sangre', { exact: false }).filter({ visible: true })).not.toHaveAttribute('lang')
    await expectNoUnmarkedEnglish(page)
    await expectAxeClean(page, javaScriptEnabled)

    await textbox(page, 'Su edad').fill('60')
    await choose(page, 'Su sexo', 'Mujer')
    await textbox(page, 'Colesterol total').fill('200')
    await textbox(page, 'Colesterol HDL (bueno)').fill('45')
    await textbox(page, 'Número alto de la presión').fill('160')
    await choose(page, '¿Toma pastillas para la presión alta?', 'Sí')
    await choose(page, '¿Tiene diabetes?', 'No')
    await choose(page, '¿Fuma?', 'No')
    await choose(page, 'Prueba del riñón (TFGe)', 'No lo sé')
    await page.getByRole('button', { name: 'Ver evaluación y orientación' }).click()
    await expect(page.getByRole('heading', { name: 'Evaluación y orientación', level: 2 })).toBeVisible()
    // PREVENT 6.2 %: the 2026 guideline's intermediate band, said as a patient reads it.
    await expect(page.locator('main')).toContainText(/6[.,]2/)
    await expect(page.getByText('Intermedio: en el medio').filter({ visible: true })).toBeVisible()
    await expect(page.getByText('Su riesgo está en el medio.', { exact: false }).filter({ visible: true })).toBeVisible()
    await expect(page.locator('section[aria-labelledby="assessment-results"]')).not.toContainText('ACC/AHA')
    await expectNoUnmarkedEnglish(page)
    await expectAxeClean(page, javaScriptEnabled)

    await page.getByRole('button', { name: 'Ver opciones del paciente' }).click()
    await expect(page.getByRole('heading', { name: 'Opciones del paciente', level: 2 })).toBeVisible()
    await expect(page.getByRole('img', { name: /^De 100 personas como usted: 6 tendrían un infarto o un derrame cerebral/ }).first()).toBeAttached()
    if (javaScriptEnabled) await page.getByRole('tab', { name: 'TABLA DE OPCIONES' }).click()
    else await page.getByRole('link', { name: 'TABLA DE OPCIONES' }).click()
    await expect(page.getByRole('columnheader', { name: /Sin estatina por ahora/ }).first()).toBeAttached()
    await expectNoUnmarkedEnglish(page)
    await expectAxeClean(page, javaScriptEnabled)
  })

  test('clinician site: the atrial fibrillation aid in Spanish, its inputs and scores', async ({ page, javaScriptEnabled }) => {
    await open(page, '/tool/af-stroke-prevention-choice', javaScriptEnabled)
    await switchToSpanish(page, javaScriptEnabled)
    await expect(page.getByRole('heading', { level: 1, name: 'Fibrilación auricular: cómo elegir la prevención del derrame cerebral' })).toBeVisible()
    await expect(page.getByText('Esta herramienta solo está disponible en inglés.')).toHaveCount(0)
    await textbox(page, 'Edad').fill('76')
    await choose(page, 'Sexo', 'Hombre')
    for (const question of ['Antecedente de insuficiencia cardíaca congestiva', 'Antecedente de derrame cerebral, AIT o tromboembolia', 'Antecedente de enfermedad vascular', 'Hipertensión no controlada', 'Antecedente de sangrado grave', 'Toma warfarina'])
      await choose(page, question, 'No')
    for (const question of ['Antecedente de hipertensión', 'Diabetes mellitus', 'Medicamentos que aumentan el sangrado', 'Exceso de alcohol']) await choose(page, question, 'Sí')
    await page.getByRole('group', { name: /^Función de los riñones o del hígado alterada/ }).getByRole('checkbox', { name: /^Ninguna/ }).check()
    await page.getByRole('button', { name: 'Ver evaluación y orientación' }).click()
    await expect(page.getByRole('heading', { name: 'Evaluación y orientación', level: 2 })).toBeVisible()
    await expect(page.getByText('Riesgo de sangrado alto (3 o más puntos).', { exact: false }).filter({ visible: true }).first()).toBeVisible()
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
