import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** One readable block per violation: rule, impact, help link, and each failing element. */
export function describeViolations(violations: AxeResults['violations']): string {
  if (!violations.length) return 'no accessibility violations'
  return [
    `${violations.length} accessibility violation(s) (axe ${WCAG_TAGS.join(', ')}):`,
    ...violations.map((v) =>
      [
        `- [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})`,
        ...v.nodes.map(
          (node) =>
            `    at ${node.target.join(' ')}\n      ${node.html}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        ),
      ].join('\n'),
    ),
  ].join('\n')
}

/**
 * A page state already found clean in this run (by any test, in either project, in any
 * worker) is not checked again: the same markup at the same width gives the same results.
 * What differs from one request to the next and that axe does not read (scripts, their
 * nonces, the tool session's id) is left out of the comparison. The markers live in the run's
 * output folder, which Playwright empties at the start of a run.
 */
function checkedMarker(html: string, width: number, include: string | undefined): string {
  const state = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/ nonce="[^"]*"/g, '')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '')
  const key = createHash('sha256').update(`${width}\0${include ?? ''}\0${state}`).digest('hex')
  return path.join(test.info().project.outputDir, '.axe-clean', key)
}

/**
 * axe (WCAG 2.2 AA) on the page as it is now, or on the part of it matched by `include`.
 * axe is a script run inside the page, which a JavaScript-disabled page cannot do: there, the
 * page's current DOM (what a visitor without JavaScript gets, after any form posts) is copied
 * into a scratch page that has JavaScript on for axe but loads none of the app's scripts, so
 * nothing hydrates or changes it.
 */
export async function expectAxeClean(page: Page, javaScriptEnabled: boolean, include?: string): Promise<void> {
  const html = await page.content()
  const width = page.viewportSize()?.width ?? 0
  const marker = checkedMarker(html, width, include)
  if (existsSync(marker)) return

  let target = page
  let scratch: BrowserContext | undefined
  try {
    if (!javaScriptEnabled) {
      // The served page's address: a #fragment (where a post lands) is not part of the request.
      const url = page.url().split('#')[0]!
      const browser = page.context().browser()
      if (!browser) throw new Error('no browser to open the scratch page in')
      scratch = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
      target = await scratch.newPage()
      await target.route('**/*', async (route) => {
        const request = route.request()
        if (request.isNavigationRequest() && request.url() === url) {
          await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
        } else if (request.resourceType() === 'script') {
          await route.abort()
        } else {
          await route.continue()
        }
      })
      await target.goto(url)
    }
    let builder = new AxeBuilder({ page: target }).withTags(WCAG_TAGS)
    if (include) builder = builder.include(include)
    const results = await builder.analyze()
    // The rules really ran on this page (and not, say, on an empty document).
    expect(results.passes.length).toBeGreaterThan(0)
    expect(results.violations.map((v) => v.id), describeViolations(results.violations)).toEqual([])
  } finally {
    await scratch?.close()
  }
  mkdirSync(path.dirname(marker), { recursive: true })
  writeFileSync(marker, '')
}
