import type { Page } from '@playwright/test'

import { expectAxeClean } from './axe.ts'
import { expect, postRegister, test } from './fixtures.ts'
import { fillSignIn, open, rejectConsent } from './helpers.ts'

const API = '/api-tool-metadata/metadata/favourite-tool'
const TOOL = '/tool/cha2ds2-vasc'
const ADDED = 'Your bookmarked tools can be found in My Tools on the homepage.'
const EXISTS = 'The Tool is already added to your bookmarked tool list'
const REMOVED = 'The tool was removed from your bookmarked tools.'
const PENDING = 'You are signed in. Press Bookmark to add this tool to your bookmarked tools.'
const SIGN_IN_PROMPT = 'Please sign in or register for a free personal account and then you can bookmark tools for quicker access.'

const bookmarkButton = (page: Page) => page.getByRole('button', { name: 'Bookmark', exact: true })
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** The signed-in user's favourites, read through the API with the page's cookies. */
async function favouriteAns(page: Page): Promise<string[]> {
  const res = await page.request.get(API)
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { sharedTools: { an: string }[]; clinicalTools: { an: string }[] }
  return [...body.sharedTools, ...body.clinicalTools].map((i) => i.an)
}

test.describe('favourites (bookmarks)', () => {
  // Each test registers a user and checks several pages with axe: slower than most.
  test.slow()

  test('a signed-in user bookmarks a tool from its page and removes it again', async ({ page, javaScriptEnabled, newAccount: _ }) => {
    await open(page, TOOL, javaScriptEnabled)
    // The drawer would sit over the status message at the foot of the page.
    await rejectConsent(page)
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'false')

    await bookmarkButton(page).click()
    if (javaScriptEnabled) {
      const dialog = page.getByRole('dialog', { name: ADDED })
      await expect(dialog).toBeVisible()
      await expectAxeClean(page, true)
      await dialog.getByRole('button', { name: 'Okay' }).click()
      await expect(dialog).toBeHidden()
      await expect(bookmarkButton(page)).toBeFocused()
    } else {
      await expect(page).toHaveURL(`${TOOL}?favourite=added`)
      await expect(status(page, ADDED)).toBeVisible()
      await expectAxeClean(page, false)
      await status(page, ADDED).getByRole('link', { name: 'Okay' }).click()
      await expect(page).toHaveURL(TOOL)
      await expect(status(page, ADDED)).toHaveCount(0)
    }
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'true')
    expect(await favouriteAns(page)).toEqual(['cha2ds2-vasc'])

    await open(page, TOOL, javaScriptEnabled)
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'true')

    await bookmarkButton(page).click()
    await expect(status(page, REMOVED)).toBeVisible()
    if (!javaScriptEnabled) await expect(page).toHaveURL(`${TOOL}?favourite=removed`)
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'false')
    expect(await favouriteAns(page)).toEqual([])

    await open(page, TOOL, javaScriptEnabled)
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'false')
  })

  test('a tool already bookmarked elsewhere shows the toast', async ({ page, javaScriptEnabled, newAccount: _ }) => {
    await open(page, '/tool/wells-pe', javaScriptEnabled)
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'false')
    // Another tab adds it while this page still shows it as not bookmarked.
    const added = await page.request.post(API, { data: { an: 'wells-pe', toolType: 'clinicalTools' } })
    expect(added.status()).toBe(201)

    await bookmarkButton(page).click()
    await expect(status(page, EXISTS)).toBeVisible()
    await expectAxeClean(page, javaScriptEnabled)
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'true')
    if (javaScriptEnabled) {
      await expect(page.getByRole('dialog')).toHaveCount(0)
      // The toast hides itself after 3 seconds.
      await expect(status(page, EXISTS)).toHaveCount(0, { timeout: 5000 })
    } else {
      await expect(page).toHaveURL('/tool/wells-pe?favourite=exists')
    }
    expect(await favouriteAns(page)).toEqual(['wells-pe'])
  })

  test('quick repeated clicks count once', async ({ page, javaScriptEnabled, newAccount: _ }) => {
    test.skip(!javaScriptEnabled, 'debouncing is a JavaScript behaviour')
    await open(page, '/tool/qsofa', javaScriptEnabled)
    await bookmarkButton(page).dblclick()
    await expect(page.getByRole('dialog', { name: ADDED })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'true')
    await expect(bookmarkButton(page)).toBeFocused()
    expect(await favouriteAns(page)).toEqual(['qsofa'])
  })

  test('a signed-out visitor is asked to sign in or register', async ({ page, javaScriptEnabled }) => {
    await open(page, `${TOOL}?session-number=S42`, javaScriptEnabled)
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'false')
    await bookmarkButton(page).click()
    const returnToUrl = encodeURIComponent(`${TOOL}?session-number=S42&favourite=pending`)
    if (javaScriptEnabled) {
      const dialog = page.getByRole('dialog', { name: SIGN_IN_PROMPT })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'Sign in/Register' })).toHaveAttribute(
        'href',
        `/login?returnToUrl=${returnToUrl}&session-number=S42`,
      )
      await expectAxeClean(page, true)
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
      await expect(bookmarkButton(page)).toBeFocused()

      await bookmarkButton(page).click()
      await dialog.getByRole('link', { name: 'Sign in/Register' }).click()
    }
    await expect(page).toHaveURL(`/login?returnToUrl=${returnToUrl}&session-number=S42`)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  })

  test('a bookmark pressed while signed out is not lost by signing in', async ({ page, javaScriptEnabled, playwright }, testInfo) => {
    const elsewhere = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
    const user = await postRegister(elsewhere)
    await elsewhere.dispose()

    await open(page, TOOL, javaScriptEnabled)
    await rejectConsent(page)
    if (javaScriptEnabled) await page.getByRole('dialog', { name: 'Make Consilium your own' }).getByRole('button', { name: 'Skip for now' }).click()
    await bookmarkButton(page).click()
    if (javaScriptEnabled) await page.getByRole('dialog', { name: SIGN_IN_PROMPT }).getByRole('link', { name: 'Sign in/Register' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await fillSignIn(page, user)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${TOOL}(\\?favourite=\\w+)?$`))

    if (javaScriptEnabled) {
      // This browser started the bookmark: it is finished without asking again.
      const dialog = page.getByRole('dialog', { name: ADDED })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Okay' }).click()
    } else {
      // Without JavaScript a link alone never changes anything: the page offers the bookmark.
      await expect(status(page, PENDING)).toBeVisible()
      await expectAxeClean(page, false)
      await bookmarkButton(page).click()
      await expect(status(page, ADDED)).toBeVisible()
    }
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'true')
    expect(await favouriteAns(page)).toHaveLength(1)
  })
})
