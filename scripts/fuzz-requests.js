// Random requests over every JSON API and form action of app/routes.ts, for `npm run fuzz`
// and tests/security/fuzz.test.ts: methods, content types, JSON and form bodies of random
// fields, malformed JSON, NUL bytes, oversized fields and odd headers. A server must answer
// each of them with a status below 500, in time.
import { request as httpRequest } from 'node:http'
import { URLSearchParams } from 'node:url'

import fc from 'fast-check'

const SLUGS = ['cha2ds2-vasc', 'af-stroke-prevention-choice', 'no-such-tool', 'CHA2DS2-VASC', '..%2f..%2fetc', '%00', 'a'.repeat(300)]
const VERSIONS = ['1.0.0', '0', 'latest', '9.9.9', '%00', '-1']
const PUB_TYPES = ['calculator', 'decision-aid', 'xx', '%2e%2e']

// Each path template of app/routes.ts that takes a POST or answers JSON; `:name` parts are
// filled from the pools above or with random text.
export const TARGETS = [
  { path: '/login', kind: 'form' },
  { path: '/login/organisation', kind: 'form' },
  { path: '/logout', kind: 'form' },
  { path: '/locale', kind: 'form' },
  { path: '/cookies', kind: 'form' },
  { path: '/browser-warning', kind: 'form' },
  { path: '/favourites', kind: 'form' },
  { path: '/feedback', kind: 'form' },
  { path: '/tool/:toolSlug', kind: 'form' },
  { path: '/tool/:toolSlug/version/:toolVersion', kind: 'form' },
  { path: '/:pubType/:toolSlug', kind: 'form' },
  { path: '/no-such-page', kind: 'form' },
  { path: '/search', kind: 'form' },
  { path: '/healthz', kind: 'json' },
  { path: '/api-tool-experience/tool/:toolSlug', kind: 'json' },
  { path: '/api-tool-experience/tool/:pubType/:toolSlug', kind: 'json' },
  { path: '/api-tool-experience/calculators/:toolSlug/versions/:version/executor', kind: 'json' },
  { path: '/api-tool-experience/calculators/:pubType/:toolSlug/versions/:version/executor', kind: 'json' },
  { path: '/api-tool-experience/calculators/:toolSlug/versions/:version/batch-executor', kind: 'json' },
  { path: '/api-tool-experience/user', kind: 'json' },
  { path: '/api-tool-experience/users/preference', kind: 'json' },
  { path: '/api/decisions/v1/completion', kind: 'json' },
  { path: '/experimentVariants', kind: 'json' },
  { path: '/api-tool-experience/systemcheck', kind: 'json' },
  { path: '/api-feedback/api/feedbacks/v2/messages', kind: 'json' },
  { path: '/api-tool-experience/tool/content/slug/byANs', kind: 'json' },
  { path: '/api-tool-metadata/metadata/favourite-tool', kind: 'json' },
  { path: '/api-tool-metadata/metadata/favourite-tool/:id', kind: 'json' },
  { path: '/api-tool-experience/event/:eventType', kind: 'json' },
  { path: '/api-tool-experience/create', kind: 'json' },
  { path: '/api-tool-experience/snapshot/:id', kind: 'json' },
  { path: '/api-tool-experience/qr', kind: 'json' },
  { path: '/api-tool-experience/pdf', kind: 'json' },
  { path: '/api-datasource/pdf/default/:file', kind: 'json' },
  { path: '/api-tool-experience/experiences/home', kind: 'json' },
  { path: '/api-tool-experience/browse/:categoryType', kind: 'json' },
  { path: '/api-tool-experience/cdh/:categoryType', kind: 'json' },
  { path: '/api-tool-experience/content/:an/:version/info', kind: 'json' },
  { path: '/api-analytics/events', kind: 'json' },
  { path: '/cds-services', kind: 'json' },
  { path: '/cds-services/:serviceId', kind: 'json' },
  { path: '/cds-services/:serviceId/feedback', kind: 'json' },
]

// Field names the forms and APIs read, and a few they do not.
const FIELDS = [
  'intent', 'email', 'password', 'name', 'locale', 'lng', 'redirectTo', 'returnTo', 'consent', 'analytics',
  'aggregateId', 'toolSlug', 'slug', 'favoriteToolId', 'contentName', 'message', 'rating', 'category',
  'listAN', 'query', 'max', 'age', 'sex', 'chf', 'hypertension', 'stroke_tia', 'vascular', 'diabetes',
  'unit', 'calculator', 'input', 'ui', 'selected', 'viewType', 'events', 'type', 'version', 'key', 'value',
  'id', 'snapshotId', 'withData', 'path', 'inputs', 'preferences', '__proto__', 'constructor', '',
]
const INTENTS = ['signin', 'register', 'continue', 'back', 'reset', 'share', 'save', 'add', 'remove', 'accept', 'reject', 'dismiss', 'x']

const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom('', '0', '-1', '1e309', 'NaN', 'null', 'true', '76', '3.5', 'female', 'yes', 'no', 'en-US', 'es', 'clinician@consilium.test', 'consilium-clinician') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map((s) => s.repeat(5_000)) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(200_000), '\u0000'.repeat(70_000)) },
)
const fieldName = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) })
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 6 }),
  ),
})).value

const pathPart = (name, context) => {
  const pools = {
    toolSlug: SLUGS,
    toolVersion: VERSIONS,
    version: VERSIONS,
    pubType: PUB_TYPES,
    id: [context.aggregateId, '00000000-0000-0000-0000-000000000000', '1', '%00'],
    eventType: ['view', 'calculate', 'x', '%00'],
    file: ['x.pdf', '..%2f..%2fpackage.json', 'cha2ds2-vasc.pdf', '%00.pdf'],
    categoryType: ['clinicalTools', 'x', '%00'],
    an: ['cha2ds2-vasc', 'x', '%00'],
    serviceId: ['consilium-prevent', 'consilium-af-stroke', 'x', '%00'],
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(pools[name] ?? ['x'])) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map(encodeURIComponent) },
  )
}

function pathOf(template, context) {
  const names = [...template.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1])
  return fc.tuple(...names.map((n) => pathPart(n, context))).map((parts) => {
    let i = 0
    return template.replace(/:([A-Za-z]+)/g, () => parts[i++])
  })
}

const query = (context) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 3,
      arbitrary: fc
        .dictionary(fc.constantFrom('aggregateId', 'snapshotId', 'withData', 'query', 'max', 'path', 'index', 'redirectTo', '_data', 'x'), fc.oneof(text, fc.constant(context.aggregateId)), { maxKeys: 4 })
        .map((q) => `?${new URLSearchParams(q)}`),
    },
    { weight: 1, arbitrary: fc.constantFrom('?%00', '?a=%ff%fe', '?=&=&', `?${'a='.repeat(2_000)}`, '?q=%E0%A4%A') },
  )

const formBody = fc
  .array(fc.tuple(fieldName, fc.oneof(text, fc.constantFrom(...INTENTS))), { maxLength: 12 })
  .map((pairs) => new URLSearchParams(pairs).toString())

const body = (kind) =>
  fc.oneof(
    { weight: kind === 'json' ? 4 : 1, arbitrary: jsonValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: kind === 'form' ? 4 : 1, arbitrary: formBody },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '{"age": 76,}', '\u0000', 'null', '""', '{"__proto__":{"polluted":1}}', '{"a":"\\ud800"}') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constant('') },
  )

const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'text/plain;charset=UTF-8',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded;;;',
  'application/octet-stream',
  '*/*',
  '',
]

/**
 * One random request: { method, path, headers, body }. `context.url` is the server's origin
 * (sent as Origin most of the time, so that requests get past the origin check), and
 * `context.cookie`/`context.aggregateId` a signed-in session and a tool session to use.
 */
export function requestArbitrary(context) {
  return fc.constantFrom(...TARGETS).chain((target) =>
    fc.record({
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constant('POST') },
        { weight: 3, arbitrary: fc.constant('GET') },
        { weight: 1, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS') },
      ),
      path: fc.tuple(pathOf(target.path, context), query(context)).map(([p, q]) => p + q),
      body: body(target.kind),
      headers: fc.record(
        {
          'content-type': fc.constantFrom(...CONTENT_TYPES),
          origin: fc.constantFrom(context.url, context.url, context.url, 'null', 'https://evil.example'),
          accept: fc.constantFrom('application/json', 'text/html', '*/*', 'text/html;q=0, application/json;q=0', ''),
          cookie: fc.constantFrom(context.cookie, context.cookie, 'consilium_session=x', '__Host-consilium_session=%00', 'a'.repeat(4_000)),
          'accept-language': fc.constantFrom('es', 'en-US', '*', 'zz-ZZ;q=abc', ''),
          'x-request-id': fc.constantFrom('abc', 'x'.repeat(100), '../../etc'),
          'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', 'br;q=0, *;q=0', 'x'),
          referer: fc.constantFrom(`${context.url}/tool/cha2ds2-vasc`, 'javascript:alert(1)', '%00'),
        },
        { requiredKeys: ['origin'] },
      ),
    }),
  )
}

/** A short description of a request for reports (no body contents beyond a prefix). */
export function describe(r) {
  const shown = r.body.length > 80 ? `${JSON.stringify(r.body.slice(0, 80))}… (${r.body.length} chars)` : JSON.stringify(r.body)
  return `${r.method} ${r.path.length > 120 ? `${r.path.slice(0, 120)}…` : r.path} [${r.headers['content-type'] || 'no content-type'}] ${shown}`
}

/**
 * Sends one request with node:http (which, unlike fetch, sends any method with a body and
 * any content type). Resolves with the status, or with 'hang' after `timeoutMs`, or with
 * 'reset' when the server dropped the connection without an answer.
 */
export function send(url, r, timeoutMs) {
  return new Promise((resolve) => {
    const target = new URL(r.path, url)
    const headers = Object.fromEntries(Object.entries(r.headers).filter(([, v]) => v !== undefined && v !== ''))
    const withBody = !['GET', 'HEAD'].includes(r.method)
    const payload = withBody ? Buffer.from(r.body) : undefined
    if (payload) headers['content-length'] = String(payload.length)
    const req = httpRequest(target, { method: r.method, headers, agent: false }, (res) => {
      res.resume()
      res.on('end', () => {
        clearTimeout(timer)
        resolve(res.statusCode ?? 0)
      })
      res.on('error', () => {
        clearTimeout(timer)
        resolve('reset')
      })
    })
    const timer = setTimeout(() => {
      req.destroy()
      resolve('hang')
    }, timeoutMs)
    req.on('error', () => {
      clearTimeout(timer)
      resolve('reset')
    })
    req.end(payload)
  })
}

/** Signs in the demo clinician and opens a tool session, for requests that need them. */
export async function fuzzContext(url) {
  const signIn = await fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: 'intent=signin&email=clinician%40consilium.test&password=consilium-clinician',
  })
  const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? ''
  const page = await (await fetch(`${url}/tool/cha2ds2-vasc`, { headers: { cookie } })).text()
  const aggregateId = /name="aggregateId" value="([0-9a-f-]{36})"/.exec(page)?.[1] ?? '00000000-0000-0000-0000-000000000000'
  return { url, cookie, aggregateId }
}

/**
 * Sends the `runs` requests that `seed` generates, `parallel` at a time. Returns the count of
 * answers by status (or 'hang'/'reset') and every request answered 5xx or left hanging (a reset
 * is counted, not failed: a server may close the connection on a body it refuses to read).
 * @param {{ url: string, context: { url: string, cookie: string, aggregateId: string }, runs: number, seed: number,
 *   parallel?: number, timeoutMs?: number, onProgress?: (done: number, total: number) => void }} options
 */
export async function fuzz({ url, context, runs, seed, parallel = 4, timeoutMs = 15_000, onProgress }) {
  const requests = fc.sample(requestArbitrary(context), { numRuns: runs, seed })
  const counts = {}
  const failures = []
  let next = 0
  let done = 0
  async function worker() {
    while (next < requests.length) {
      const r = requests[next++]
      const status = await send(url, r, timeoutMs)
      counts[status] = (counts[status] ?? 0) + 1
      if (status === 'hang' || (typeof status === 'number' && status >= 500)) failures.push({ status, request: describe(r) })
      onProgress?.(++done, requests.length)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return { counts, failures }
}
