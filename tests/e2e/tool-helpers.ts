import { expect, type Page } from '@playwright/test'

/**
 * Helpers shared by the tool specs (calculators.spec.ts, more-calculators.spec.ts): locators
 * for questions, answers, results and the patient-data form's buttons and error banner.
 */

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A question's group of radio buttons or checkboxes, by the start of its legend. */
export function group(page: Page, question: string) {
  return page.getByRole('group', { name: new RegExp(`^${escapeRegExp(question)}`) })
}

/** Chooses an answer (its label may be followed by points: the radio's name is then "Yes(+1)"). */
export async function choose(page: Page, question: string, answer: string): Promise<void> {
  await group(page, question)
    .getByRole('radio', { name: new RegExp(`^${escapeRegExp(answer)}(?!\\w)`) })
    .check()
}

export function textbox(page: Page, label: string) {
  return page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}`) })
}

export function result(page: Page, key: string) {
  // The print summary repeats each result, hidden on screen: the one shown is meant.
  return page.locator(`[data-result="${key}"]:visible`)
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true })
export const updateButton = (page: Page) => page.getByRole('button', { name: 'Update', exact: true })
export const assessmentHeading = (page: Page) => page.getByRole('heading', { name: 'Assessment & Guidance', level: 2 })
export const banner = (page: Page) => page.getByRole('alert')
export const ONE_ERROR = 'There is 1 error. Please correct it to run the calculation.'

/**
 * After an answer that shows or hides questions: with JavaScript the form re-checks by
 * itself; without it, the visitor presses Update.
 */
export async function refreshVisibility(page: Page, javaScriptEnabled: boolean): Promise<void> {
  if (!javaScriptEnabled) await updateButton(page).click()
}

/** Edit, on the result step, goes back to the patient data with every answer kept. */
export async function edit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Patient Data', level: 2 })).toBeAttached()
  await expect(continueButton(page)).toBeVisible()
}
