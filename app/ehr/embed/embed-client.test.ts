// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'

import { hostOriginOf, installCsrfFetch, installEmbeddedLinks, OPEN_MESSAGE } from './embed-client.ts'

/** A window framed by `parentOrigin` (jsdom's own window is top-level). */
function framedWindow({ ancestor }: { ancestor: string | null }) {
  const postMessage = vi.fn()
  const listeners: ((e: MessageEvent) => void)[] = []
  const win = {
    document,
    addEventListener: (type: string, fn: (e: MessageEvent) => void) => type === 'message' && listeners.push(fn),
    removeEventListener: () => {},
    /** The host's answer to the handshake. */
    receive: (origin: string, data: unknown) => listeners.forEach((fn) => fn(new MessageEvent('message', { origin, data }))),
    parent: { postMessage },
    location: { origin: 'http://127.0.0.1:3161', href: 'http://127.0.0.1:3161/tool/x', ancestorOrigins: ancestor ? [ancestor] : [] },
    fetch: vi.fn(async () => new Response('{}')),
  } as unknown as Window
  return { win, postMessage, receive: (win as unknown as { receive: (o: string, d: unknown) => void }).receive }
}

function page(embed: { hostOrigins: string[]; handshakeToken: string | null } | null, csrf: string | null = null) {
  document.head.innerHTML = [
    embed ? `<meta name="consilium-embed" content='${JSON.stringify(embed)}'>` : '',
    csrf ? `<meta name="csrf-token" content="${csrf}">` : '',
  ].join('')
  document.body.innerHTML = '<a id="ref" href="https://pubmed.ncbi.nlm.nih.gov/1/" target="_blank" rel="noreferrer">Ref</a><a id="same" href="/about">About</a>'
}

const installed: (() => void)[] = []

afterEach(() => {
  installed.splice(0).forEach((dispose) => dispose())
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('links that would open a new window, embedded', () => {
  test('the host origin is the framing page, and only when it is allowed', () => {
    expect(hostOriginOf(framedWindow({ ancestor: 'http://localhost:3162' }).win, ['http://localhost:3162'])).toBe('http://localhost:3162')
    expect(hostOriginOf(framedWindow({ ancestor: 'https://evil.example' }).win, ['http://localhost:3162'])).toBeNull()
    expect(hostOriginOf(framedWindow({ ancestor: null }).win, ['https://a.example'])).toBe('https://a.example')
    expect(hostOriginOf(framedWindow({ ancestor: null }).win, ['https://a.example', 'https://b.example'])).toBeNull()
    expect(hostOriginOf(window, ['http://localhost:3162'])).toBeNull()
  })

  test('go to the host as a message with the token, to its origin only, once the host answered', () => {
    page({ hostOrigins: ['http://localhost:3162'], handshakeToken: 'hs-token' })
    const { win, postMessage, receive } = framedWindow({ ancestor: 'http://localhost:3162' })
    installed.push(installEmbeddedLinks(win))
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'consilium.handshake', token: 'hs-token' }, 'http://localhost:3162')
    const early = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.getElementById('ref')!.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(false)
    receive('https://evil.example', { type: 'consilium.handshake.ack', token: 'hs-token' })
    receive('http://localhost:3162', { type: 'consilium.handshake.ack', token: 'other' })
    const stillEarly = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.getElementById('ref')!.dispatchEvent(stillEarly)
    expect(stillEarly.defaultPrevented).toBe(false)
    receive('http://localhost:3162', { type: 'consilium.handshake.ack', token: 'hs-token' })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.getElementById('ref')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(postMessage).toHaveBeenLastCalledWith(
      { type: OPEN_MESSAGE, url: 'https://pubmed.ncbi.nlm.nih.gov/1/', token: 'hs-token' },
      'http://localhost:3162',
    )
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.getElementById('same')!.addEventListener('click', (e) => e.preventDefault())
    document.getElementById('same')!.dispatchEvent(plain)
    expect(postMessage).toHaveBeenCalledTimes(2)
  })

  test('open as usual when the framing page is not allowed or there is no EHR session', () => {
    page({ hostOrigins: ['http://localhost:3162'], handshakeToken: 'hs-token' })
    const other = framedWindow({ ancestor: 'https://evil.example' })
    installed.push(installEmbeddedLinks(other.win))
    other.receive('https://evil.example', { type: 'consilium.handshake.ack', token: 'hs-token' })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.getElementById('ref')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(other.postMessage).not.toHaveBeenCalled()
  })
})

describe('our fetch posts under an EHR session', () => {
  test('carry the CSRF token as a header, same origin and mutating only', async () => {
    page(null, 'tok-1')
    const { win } = framedWindow({ ancestor: null })
    const inner = win.fetch as unknown as ReturnType<typeof vi.fn>
    installCsrfFetch(win)
    await win.fetch('/api-tool-experience/create', { method: 'POST', body: '{}' })
    await win.fetch('/api-tool-experience/user')
    await win.fetch('https://elsewhere.example/x', { method: 'POST' })
    const headerOf = (i: number) => new Headers((inner.mock.calls[i] as [unknown, RequestInit | undefined])[1]?.headers).get('x-csrf-token')
    expect(headerOf(0)).toBe('tok-1')
    expect(headerOf(1)).toBeNull()
    expect(headerOf(2)).toBeNull()
  })

  test('carry nothing outside an EHR session', async () => {
    page(null, null)
    const { win } = framedWindow({ ancestor: null })
    const inner = win.fetch as unknown as ReturnType<typeof vi.fn>
    installCsrfFetch(win)
    await win.fetch('/api-tool-experience/create', { method: 'POST', body: '{}' })
    expect(new Headers((inner.mock.calls[0] as [unknown, RequestInit | undefined])[1]?.headers).get('x-csrf-token')).toBeNull()
  })
})
