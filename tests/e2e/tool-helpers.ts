import { mkdirSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

/**
 * Helpers shared by the tool specs (calculators.spec.ts, more-calculators.spec.ts): axe in
 * both projects, screenshots, and locators for questions, answers, results and the
 * patient-data form's buttons and error banner.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const SCREENSHOT_DIR = 'test-results/screenshots'

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

export function describeViolations(violations: AxeResults['violations']): string {
  if (!violations.length) return 'no accessibility violations'
  return violations
    .map((v) =>
      [
        `- [${v.impact ?? 'unknown'}] ${v.id}: ${v.help}`,
        ...v.nodes.map((node) => `    at ${node.target.join(' ')}\n      ${node.html}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`),
      ].join('\n'),
    )
    .join('\n')
}

/**
 * Axe on the page as it is now, in both projects. Without JavaScript the page cannot run
 * axe, so its current DOM is copied into a scratch page that has JavaScript for axe but loads
 * none of the app's scripts (the approach of a11y.spec.ts).
 */
export async function expectAxeClean(page: Page, javaScriptEnabled: boolean): Promise<void> {
  let results: AxeResults
  if (javaScriptEnabled) {
    results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  } else {
    // The served page's address: a #fragment (where a post lands) is not part of the request.
    const url = page.url().split('#')[0]!
    const html = await page.content()
    const browser = page.context().browser()
    if (!browser) throw new Error('no browser to open the scratch page in')
    const scratch = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
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
  expect(results.passes.length).toBeGreaterThan(0)
  expect(results.violations.map((v) => v.id), describeViolations(results.violations)).toEqual([])
}

/**
 * Whole-page screenshots at 1280 px and 375 px (the viewport is made as tall as the page, so
 * the sticky bar sits where it ends up rather than floating mid-page as in a full-page
 * capture), plus a 375 × 667 phone view scrolled halfway, to see the sticky bar over the
 * form. Written to test-results/screenshots/ and attached; not asserted. The viewport is
 * restored afterwards.
 */
export async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const original = page.viewportSize() ?? { width: 1280, height: 720 }
  const save = async (suffix: string) => {
    const file = path.join(SCREENSHOT_DIR, `${testInfo.project.name}-${name}-${suffix}.png`)
    const body = await page.screenshot({ path: file, animations: 'disabled' })
    await testInfo.attach(`${name}-${suffix}`, { body, contentType: 'image/png' })
  }
  try {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.evaluate(() => window.scrollTo(0, 0))
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      await page.setViewportSize({ width, height: Math.min(height, 10_000) })
      await save(String(width))
    }
    await page.setViewportSize({ width: 375, height: 667 })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2 - 333))
    await save('375-scrolled')
  } finally {
    await page.setViewportSize(original)
    await page.evaluate(() => window.scrollTo(0, 0))
  }
}

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
  return page.locator(`[data-result="${key}"]`)
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
