/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createRoutesStub, Outlet, useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest'

import { english } from '#app/i18n/test-i18n.tsx'
import { I18nProvider } from '#app/i18n/use-translation.tsx'
import { SearchForm } from './search-form.tsx'

beforeAll(async () => {
  // Loaded once, so that React.lazy resolves within act() under fake timers.
  await import('#app/search/suggestions.tsx')
})

type Call = { url: string; init: RequestInit }
let calls: Call[]
/** The answer to each call, by path; a function may inspect the call. */
let answers: Record<string, (call: Call) => Promise<Response> | Response>

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const COMPLETION = '/api/decisions/v1/completion'
const BY_ANS = '/api-tool-experience/tool/content/slug/byANs'
const afib = {
  topics: [
    { suggestion: 'CHA₂DS₂-VASc Score', id: 'cha2ds2-vasc' },
    { suggestion: '', id: 'dropped' },
    { suggestion: 'HAS-BLED Score', id: 'has-bled' },
  ],
  terms: [{ suggestion: 'atrial fibrillation', id: 'atrial fibrillation' }],
}

beforeEach(() => {
  calls = []
  answers = { [COMPLETION]: () => json(afib), [BY_ANS]: () => json([{ an: 'cha2ds2-vasc', slug: 'cha2ds2-vasc' }]) }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { url: input, init }
      calls.push(call)
      const answer = answers[new URL(input, 'http://x').pathname]
      if (!answer) throw new TypeError('network down')
      return answer(call)
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

async function setup(path = '/') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => (
        <>
          <SearchForm id="q" landmarkLabel="Site search" />
          <Where />
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => null },
        { path: 'search', Component: () => null },
        { path: 'tool/:slug', Component: () => null },
        { path: ':pubType/:slug', Component: () => null },
      ],
    },
  ])
  render(
    <I18nProvider translator={english}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { brand: { name: 'Consilium Choices' } } } }} />
    </I18nProvider>,
  )
  const box = await screen.findByRole('combobox', { name: 'Search Consilium Choices' })
  vi.useFakeTimers()
  await act(async () => {
    fireEvent.focus(box)
    await vi.advanceTimersByTimeAsync(0)
  })
  expect(screen.getByRole('listbox', { hidden: true })).toBeTruthy()
  return box as HTMLInputElement
}

async function type(box: HTMLInputElement, text: string, wait = 0) {
  await act(async () => {
    fireEvent.change(box, { target: { value: text } })
    await vi.advanceTimersByTimeAsync(wait)
  })
}

async function key(box: HTMLInputElement, name: string) {
  await act(async () => {
    fireEvent.keyDown(box, { key: name })
    await vi.advanceTimersByTimeAsync(0)
  })
}

const completionCalls = () => calls.filter((c) => c.url.startsWith(COMPLETION))
const where = () => screen.getByTestId('where').textContent
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent)

describe('search combobox', () => {
  test('the placeholder names the brand; the box is a combobox controlling a collapsed list', async () => {
    const box = await setup()
    expect(box.placeholder).toBe('Search Consilium Choices')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.getAttribute('aria-autocomplete')).toBe('list')
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id)
    expect(box.closest('form')?.getAttribute('action')).toBe('/search')
  })

  test('debounce 250 ms: no call before, one call after, for the last text only', async () => {
    const box = await setup()
    await type(box, 'a', 100)
    await type(box, 'af', 100)
    await type(box, 'afib', 249)
    expect(completionCalls()).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(completionCalls().map((c) => c.url)).toEqual([`${COMPLETION}?query=afib&max=5`])
  })

  test('no call for empty or whitespace-only text', async () => {
    const box = await setup()
    await type(box, '   ', 1000)
    await type(box, '', 1000)
    await type(box, '\t ', 1000)
    expect(calls).toHaveLength(0)
    expect(box.getAttribute('aria-expanded')).toBe('false')
  })

  test("suggestions in 'Go to' and 'Search for' groups, text-less items dropped, count announced", async () => {
    const box = await setup()
    await type(box, 'afib', 250)
    expect(box.getAttribute('aria-expanded')).toBe('true')
    const list = screen.getByRole('listbox', { name: 'Suggestions' })
    const groups = within(list).getAllByRole('group')
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Go to', 'Search for'])
    expect(within(groups[0]!).getAllByRole('option').map((o) => o.textContent)).toEqual(['CHA₂DS₂-VASc Score', 'HAS-BLED Score'])
    expect(within(groups[1]!).getAllByRole('option').map((o) => o.textContent)).toEqual(['atrial fibrillation'])
    expect(screen.getByRole('status').textContent).toBe('3 suggestions available')
  })

  test('an empty section is hidden; no suggestions at all keeps the list closed', async () => {
    answers[COMPLETION] = () => json({ topics: [], terms: [{ suggestion: 'afib' }] })
    const box = await setup()
    await type(box, 'afib', 250)
    expect(screen.getAllByRole('group')).toHaveLength(1)
    answers[COMPLETION] = () => json({ topics: [], terms: [] })
    await type(box, 'zzqxw', 250)
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('status').textContent).toBe('No suggestions')
  })

  test('ArrowDown and ArrowUp move through both groups and wrap; aria-activedescendant follows', async () => {
    const box = await setup()
    await type(box, 'afib', 250)
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent ?? null
    expect(active()).toBeNull()
    await key(box, 'ArrowDown')
    expect(active()).toBe('CHA₂DS₂-VASc Score')
    expect(screen.getByRole('option', { name: 'CHA₂DS₂-VASc Score' }).getAttribute('aria-selected')).toBe('true')
    await key(box, 'ArrowDown')
    await key(box, 'ArrowDown')
    expect(active()).toBe('atrial fibrillation')
    await key(box, 'ArrowDown')
    expect(active()).toBe('CHA₂DS₂-VASc Score')
    await key(box, 'ArrowUp')
    expect(active()).toBe('atrial fibrillation')
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1)
  })

  test('Enter on a topic resolves its slug and opens the tool, keeping session-number', async () => {
    // The API client reads session-number from the page address, the links from the router.
    window.history.replaceState(null, '', '/?session-number=ehr-42')
    onTestFinished(() => window.history.replaceState(null, '', '/'))
    const box = await setup('/?session-number=ehr-42')
    await type(box, 'afib', 250)
    await key(box, 'ArrowDown')
    await key(box, 'Enter')
    const post = calls.find((c) => c.url.startsWith(BY_ANS))!
    expect(post.url).toBe(`${BY_ANS}?session-number=ehr-42`)
    expect(post.init.method).toBe('POST')
    expect(JSON.parse(String(post.init.body))).toEqual({ listAN: ['cha2ds2-vasc'] })
    expect(where()).toBe('/tool/cha2ds2-vasc?session-number=ehr-42')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(completionCalls()[0]!.url).toBe(`${COMPLETION}?query=afib&max=5&session-number=ehr-42`)
  })

  test('a slug with a slash is used as given; no slug falls back to search', async () => {
    answers[BY_ANS] = () => json([{ an: 'has-bled', slug: 'calculators/has-bled' }])
    const box = await setup()
    await type(box, 'afib', 250)
    fireEvent.click(screen.getByRole('option', { name: 'HAS-BLED Score' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(where()).toBe('/calculators/has-bled')

    answers[BY_ANS] = () => json([])
    await type(box, 'afib score', 250)
    fireEvent.click(screen.getByRole('option', { name: 'HAS-BLED Score' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(where()).toBe('/search?q=HAS-BLED+Score')
  })

  test('if resolving the topic fails, the input is cleared', async () => {
    answers[BY_ANS] = () => json({ error: { code: 'x' } }, 500)
    const notified = vi.fn()
    window.addEventListener('consilium:notify', notified)
    const box = await setup()
    await type(box, 'afib', 250)
    await key(box, 'ArrowDown')
    await key(box, 'Enter')
    expect(box.value).toBe('')
    expect(where()).toBe('/')
    expect(notified).toHaveBeenCalledTimes(1) // the main client's notification for an unhandled 500
    window.removeEventListener('consilium:notify', notified)
  })

  test("choosing a term searches for it, with '+' for spaces", async () => {
    const box = await setup()
    await type(box, 'afib', 250)
    await key(box, 'ArrowUp')
    await key(box, 'Enter')
    expect(where()).toBe('/search?q=atrial+fibrillation')
    expect(box.value).toBe('atrial fibrillation')
    expect(calls.some((c) => c.url.startsWith(BY_ANS))).toBe(false)
  })

  test('Enter with no active option leaves the event to the form', async () => {
    const box = await setup()
    await type(box, 'afib', 250)
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
    act(() => void box.dispatchEvent(event))
    expect(event.defaultPrevented).toBe(false)
  })

  test('Escape closes the list, a second Escape clears the text; Tab and blur close', async () => {
    const box = await setup()
    await type(box, 'afib', 250)
    await key(box, 'ArrowDown')
    await key(box, 'Escape')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.hasAttribute('aria-activedescendant')).toBe(false)
    expect(box.value).toBe('afib')
    await key(box, 'Escape')
    expect(box.value).toBe('')

    await type(box, 'afib', 250)
    await key(box, 'Tab')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    await key(box, 'ArrowDown') // reopens
    expect(box.getAttribute('aria-expanded')).toBe('true')
    act(() => void fireEvent.blur(box))
    expect(box.getAttribute('aria-expanded')).toBe('false')
  })

  test('leaving the box or submitting cancels a pending call and closes the list', async () => {
    const box = await setup()
    await type(box, 'afib', 100)
    act(() => void fireEvent.blur(box))
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(calls).toHaveLength(0)

    await type(box, 'afib ', 250)
    expect(box.getAttribute('aria-expanded')).toBe('true')
    await type(box, 'afib', 100)
    await key(box, 'Enter')
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(completionCalls()).toHaveLength(1)
    expect(box.getAttribute('aria-expanded')).toBe('false')
  })

  test('a stale answer is ignored: the earlier request is aborted', async () => {
    let release!: () => void
    answers[COMPLETION] = ({ url, init }) =>
      url.includes('query=af&')
        ? new Promise<Response>((resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
            release = () => resolve(json({ topics: [{ suggestion: 'Stale', id: 'stale' }], terms: [] }))
          })
        : json({ topics: [{ suggestion: 'Fresh', id: 'fresh' }], terms: [] })
    const box = await setup()
    await type(box, 'af', 250)
    expect(completionCalls()).toHaveLength(1)
    await type(box, 'afib', 250)
    expect(completionCalls()[0]!.init.signal?.aborted).toBe(true)
    await act(async () => {
      release()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(optionNames()).toEqual(['Fresh'])
  })

  test('a failed completion is swallowed: no list, no notification', async () => {
    answers[COMPLETION] = () => json({ error: { code: 'boom' } }, 500)
    const notified = vi.fn()
    window.addEventListener('consilium:notify', notified)
    const box = await setup()
    await type(box, 'afib', 250)
    expect(box.getAttribute('aria-expanded')).toBe('false')
    delete answers[COMPLETION] // no answer at all
    await type(box, 'afib ', 250)
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(notified).not.toHaveBeenCalled()
    window.removeEventListener('consilium:notify', notified)
  })

  test('submitting trims and collapses whitespace; empty text does not search', async () => {
    const box = await setup()
    await type(box, '   ')
    fireEvent.submit(box.form!)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(where()).toBe('/')
    await type(box, '  sore   throat ')
    fireEvent.submit(box.form!)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(where()).toBe('/search?q=sore+throat')
  })
})
