import { StringDecoder } from 'node:string_decoder'
import { Transform, type TransformCallback } from 'node:stream'

import { DEFERRED_MODULE_TYPE, DEFERRED_REL_ATTRIBUTE } from '#app/utils/deferred-scripts.ts'

// React escapes `<` and `>` in attribute values, so an opening tag ends at its first `>`.
const TAG = /<(link|script)(\s[^>]*)?>/g
const TAG_STARTS = ['<link', '<script']

function deferTag(tag: string, name: string): string {
  if (name === 'link') return tag.replace(/^<link rel="modulepreload"/, `<link ${DEFERRED_REL_ATTRIBUTE}="modulepreload"`)
  return tag.replace(/ type="module"(?=[\s/>])/, ` type="${DEFERRED_MODULE_TYPE}"`)
}

/** Rewrites the complete `<link>` and `<script>` opening tags of `html`; every other byte stays. */
export function deferScriptTags(html: string): string {
  return html.replace(TAG, (tag, name: string) => deferTag(tag, name))
}

/** Where `html` may end in the middle of a `<link` or `<script` opening tag: the index to hold back from. */
function incompleteTagStart(html: string): number {
  const start = html.lastIndexOf('<')
  if (start === -1 || html.includes('>', start)) return html.length
  const tail = html.slice(start)
  const couldBeTag = TAG_STARTS.some((t) => t.startsWith(tail) || (tail.startsWith(t) && /^\s/.test(tail.slice(t.length))))
  return couldBeTag ? start : html.length
}

/**
 * Streams a React document through `deferScriptTags`. Holds back only an unfinished `<link` or
 * `<script` tag at the end of a chunk (and an unfinished UTF-8 sequence) until the next chunk.
 */
export class DeferScriptsTransform extends Transform {
  #decoder = new StringDecoder('utf8')
  #pending = ''
  // What React writes in one go (4 KB pieces) leaves as one chunk: each chunk costs a write
  // through compression and to the socket.
  #out: string[] = []
  #scheduled = false

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    const text = this.#pending + (typeof chunk === 'string' ? chunk : this.#decoder.write(chunk))
    const cut = incompleteTagStart(text)
    this.#pending = text.slice(cut)
    if (cut > 0) this.#emit(deferScriptTags(text.slice(0, cut)))
    callback()
  }

  override _flush(callback: TransformCallback) {
    const rest = this.#pending + this.#decoder.end()
    this.#pending = ''
    if (rest) this.#out.push(deferScriptTags(rest))
    this.#drain()
    callback()
  }

  #emit(text: string) {
    this.#out.push(text)
    if (this.#scheduled) return
    this.#scheduled = true
    setImmediate(() => this.#drain())
  }

  #drain() {
    this.#scheduled = false
    if (this.#out.length === 0) return
    this.push(this.#out.join(''))
    this.#out = []
  }
}
