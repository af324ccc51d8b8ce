import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { DeferScriptsTransform, deferScriptTags } from '#app/utils/deferred-scripts.server.ts'

const N = 'EZZBgug4mpCkjegQw0B1mA=='
const preload = (href: string) => `<link rel="modulepreload" href="${href}" nonce="${N}"/>`
const inertPreload = (href: string) => `<link data-deferred-rel="modulepreload" href="${href}" nonce="${N}"/>`
const routeModules = `;\nimport * as route0 from "/assets/root-JE136LFn.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nif (a<b && c>d) import("/assets/entry.client-KqWx4fGt.js");`
const context = `window.__reactRouterContext = {"basename":"/","ssr":true};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`

// The shape of a tool page as React and React Router write it, with text outside ASCII.
function page(deferred: boolean): string {
  const link = deferred ? inertPreload : preload
  const type = deferred ? 'x-deferred-module' : 'module'
  return [
    '<!DOCTYPE html><html lang="en-US" dir="ltr" class="h-full"><head><meta charSet="utf-8"/>',
    '<link rel="preload" as="image" href="/favicon.svg"/><link rel="stylesheet" href="/assets/app-BOIe2xmP.css" data-precedence="default"/>',
    '<title>CHA₂DS₂-VASc Score ≥ 2 | Consilium</title>',
    `<link nonce="${N}" rel="icon" href="/favicon.svg" type="image/svg+xml"/>`,
    link('/assets/entry.client-KqWx4fGt.js'),
    link('/assets/shell-BoKXb8gD.js'),
    '</head><body><main><p>Ärztliche Entscheidung &lt;link rel=&quot;modulepreload&quot;&gt; 😀</p>',
    '<a href="/x?a=1&amp;b=2">Choose</a></main>',
    `<script nonce="${N}">(() => { if (1 < 2) console.log("<script>") })()</script>`,
    `<script nonce="${N}">${context}</script>`,
    `<script nonce="${N}" type="${type}" async="">${routeModules}</script>`,
    `<script nonce="${N}">window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]\\n");</script>`,
    `<!--$--><script nonce="${N}">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>`,
  ].join('')
}

async function throughTransform(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = []
  for await (const piece of Readable.from(chunks).pipe(new DeferScriptsTransform())) {
    out.push(Buffer.from(piece as Buffer | string))
  }
  return Buffer.concat(out).toString('utf8')
}

describe('deferScriptTags', () => {
  it('makes the module preloads and the module script inert and leaves every other byte', () => {
    expect(deferScriptTags(page(false))).toBe(page(true))
  })

  it('leaves the context script, other links and scripts, and escaped text alone', () => {
    const html = `<link rel="preload" href="/a.js"/><script nonce="${N}">${context}</script><p>&lt;script type=&quot;module&quot;&gt;</p>`
    expect(deferScriptTags(html)).toBe(html)
  })
})

describe('DeferScriptsTransform', () => {
  const whole = Buffer.from(page(false), 'utf8')
  const expected = page(true)

  it('gives the same document for every split point of the document, inside tags and characters', async () => {
    for (let i = 0; i <= whole.length; i++) {
      expect(await throughTransform([whole.subarray(0, i), whole.subarray(i)])).toBe(expected)
    }
  })

  it('gives the same document when every byte is its own chunk', async () => {
    const bytes = Array.from({ length: whole.length }, (_, i) => whole.subarray(i, i + 1))
    expect(await throughTransform(bytes)).toBe(expected)
  })

  it('sends what React writes in one go as one chunk', async () => {
    const transform = new DeferScriptsTransform()
    const chunks: string[] = []
    transform.on('data', (d: Buffer) => chunks.push(d.toString('utf8')))
    const pieces = [`<head>${preload('/a.js')}`, '<title>Ärzt', 'e</title></head>', '<body><p>1</p>']
    for (const piece of pieces) transform.write(Buffer.from(piece))
    await new Promise((resolve) => setImmediate(resolve))
    expect(chunks).toEqual([`<head>${inertPreload('/a.js')}<title>Ärzte</title></head><body><p>1</p>`])
    transform.end(Buffer.from('</body>'))
    await new Promise((resolve) => transform.once('end', resolve))
    expect(chunks).toEqual([`<head>${inertPreload('/a.js')}<title>Ärzte</title></head><body><p>1</p>`, '</body>'])
  })

  it('streams: a chunk goes out before the document has ended', async () => {
    const transform = new DeferScriptsTransform()
    const first = new Promise<string>((resolve) => transform.once('data', (d: Buffer) => resolve(d.toString('utf8'))))
    transform.write(Buffer.from(`<head>${preload('/a.js')}<link rel="modulepre`))
    expect(await first).toBe(`<head>${inertPreload('/a.js')}`)
    transform.end(Buffer.from('load" href="/b.js"/></head>'))
  })
})
