import { createRequire } from 'node:module'
import { request } from 'node:http'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'
import { ENGLISH_CHECK, unmarkedEnglish } from '#tests/support/unmarked-english.ts'

// jsdom (a dev dependency without types) parses the server's HTML as a browser would.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } }
const parse = (html: string) => new JSDOM(html).window.document

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir() })
})
afterAll(() => server.stop())

/** The `lng` cookie as the locale route writes it (a react-router cookie: base64 of JSON). */
const lngCookie = (language: string) => `lng=${encodeURIComponent(Buffer.from(JSON.stringify(language)).toString('base64'))}`

/** GET with a chosen Host header and language, as a browser on that host that chose the language would send. */
function getPage(pathname: string, host: string, language: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(pathname, server.url), { headers: { host, accept: 'text/html', cookie: lngCookie(language) } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const CONSUMER = 'patients.localhost'
const clinician = () => new URL(server.url).host

async function spanishPage(pathname: string, host: string) {
  const { status, body } = await getPage(pathname, host, 'es')
  expect(status, pathname).toBe(200)
  const document = parse(body)
  expect(document.documentElement.getAttribute('lang')).toBe('es')
  return document
}

/** The patient step's answers, as a form posts them: a woman of 60 (statins), a man of 76 (atrial fibrillation). */
const STATIN_FORM: [string, string][] = [
  ['age', '60'],
  ['sex', 'female'],
  ['total_cholesterol', '200'],
  ['total_cholesterol.unit', 'mg/dL cholesterol'],
  ['hdl_cholesterol', '45'],
  ['hdl_cholesterol.unit', 'mg/dL cholesterol'],
  ['systolic_bp', '160'],
  ['bp_treated', 'yes'],
  ['diabetes', 'no'],
  ['smoker', 'no'],
  ['egfr_method', 'unknown'],
]
const AF_FORM: [string, string][] = [
  ['age', '76'],
  ['sex', 'male'],
  ...(['chf', 'stroke_tia', 'vascular', 'uncontrolled_bp', 'bleeding', 'warfarin'] as const).map((n): [string, string] => [n, 'no']),
  ...(['hypertension', 'diabetes', 'drugs', 'alcohol'] as const).map((n): [string, string] => [n, 'yes']),
  ['renal_liver', 'none'],
]

/** A form post without JavaScript, from a browser on that host that chose the language. */
function postPage(pathname: string, host: string, language: string, entries: [string, string][]): Promise<{ status: number; body: string }> {
  const body = new URLSearchParams(entries).toString()
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(pathname, server.url),
      {
        method: 'POST',
        headers: { host, origin: `http://${host}`, accept: 'text/html', cookie: lngCookie(language), 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const report = (found: ReturnType<typeof unmarkedEnglish>) => found.map((f) => `[${f.where}] ${f.text.slice(0, 120)} {${f.words.join(', ')}}`)

describe('pages in Spanish hold no unmarked English (WCAG 3.1.2)', () => {
  test.each([
    ['consumer home', '/', CONSUMER],
    ['consumer home, a category opened', '/?category=orthopaedics', CONSUMER],
    ['consumer /tools', '/tools', CONSUMER],
    ['consumer /tools, a category opened', '/tools?category=oncology', CONSUMER],
    ['consumer search', '/search?q=knee', CONSUMER],
    ['consumer knee aid', '/tool/knee-osteoarthritis-treatment-choice', CONSUMER],
    ['consumer breast surgery aid', '/tool/early-breast-cancer-surgery-choice', CONSUMER],
    ['consumer statins aid', '/tool/statin-choice-primary-prevention', CONSUMER],
    ['consumer atrial fibrillation aid', '/tool/af-stroke-prevention-choice', CONSUMER],
    ['clinician home', '/', 'clinician'],
    ['clinician /tools, a category opened', '/tools?category=cardiology', 'clinician'],
    ['clinician search', '/search?q=stroke', 'clinician'],
    ['clinician calculator', '/tool/cha2ds2-vasc', 'clinician'],
    ['clinician statins aid', '/tool/statin-choice-primary-prevention', 'clinician'],
    ['clinician atrial fibrillation aid', '/tool/af-stroke-prevention-choice', 'clinician'],
  ])('%s', async (_name, pathname, host) => {
    const document = await spanishPage(pathname, host === 'clinician' ? clinician() : host)
    expect(report(unmarkedEnglish(ENGLISH_CHECK, document))).toEqual([])
  })

  test.each([
    ['consumer statins aid, its assessment', 'statin-choice-primary-prevention', STATIN_FORM, 'assessment', CONSUMER, 'Su riesgo está en el medio'],
    ['consumer statins aid, its options', 'statin-choice-primary-prevention', STATIN_FORM, 'options', CONSUMER, 'Sin estatina por ahora'],
    ['consumer atrial fibrillation aid, its assessment', 'af-stroke-prevention-choice', AF_FORM, 'assessment', CONSUMER, 'Su puntuación de sangrado (HAS-BLED)'],
    ['consumer atrial fibrillation aid, its options', 'af-stroke-prevention-choice', AF_FORM, 'options', CONSUMER, 'Sin anticoagulante'],
    ['clinician statins aid, its assessment', 'statin-choice-primary-prevention', STATIN_FORM, 'assessment', 'clinician', 'Intermedio (del 5 % a menos del 10 %, ACC/AHA 2026)'],
    ['clinician statins aid, its options', 'statin-choice-primary-prevention', STATIN_FORM, 'options', 'clinician', 'Estatina de alta intensidad'],
    ['clinician atrial fibrillation aid, its assessment', 'af-stroke-prevention-choice', AF_FORM, 'assessment', 'clinician', 'Riesgo de sangrado alto (3 o más puntos)'],
    ['clinician atrial fibrillation aid, its options', 'af-stroke-prevention-choice', AF_FORM, 'options', 'clinician', 'ACOD'],
  ])('%s', async (_name, slug, form, step, host, shown) => {
    const { status, body } = await postPage(`/tool/${slug}`, host === 'clinician' ? clinician() : host, 'es', [['from', 'patient'], ['intent', `goto:${step}`], ...form])
    expect(status).toBe(200)
    const document = parse(body)
    expect(document.documentElement.getAttribute('lang')).toBe('es')
    expect(document.body.textContent).toContain(shown)
    expect(report(unmarkedEnglish(ENGLISH_CHECK, document))).toEqual([])
  })

  test('the check finds English that is not marked: the English page said to be Spanish', async () => {
    const { body } = await getPage('/tools?category=oncology', CONSUMER, 'en-US')
    const document = parse(body)
    expect(unmarkedEnglish(ENGLISH_CHECK, document)).toEqual([])
    document.documentElement.setAttribute('lang', 'es')
    const found = unmarkedEnglish(ENGLISH_CHECK, document)
    expect(found.length).toBeGreaterThan(5)
    expect(found.map((f) => f.text)).toContain('Early-Stage Breast Cancer: Choosing Surgery')
  })

  test('translated texts are in Spanish, and English ones are marked', async () => {
    const document = await spanishPage('/tools?category=orthopaedics', CONSUMER)
    const knee = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/tool/knee-osteoarthritis-treatment-choice')!
    expect(knee.textContent).toBe('Artrosis de rodilla: cómo elegir el tratamiento')
    expect(knee.closest('[lang]')!.getAttribute('lang')).toBe('es')
    const calculator = await spanishPage('/tool/cha2ds2-vasc', clinician())
    expect(calculator.querySelector('h1')!.getAttribute('lang')).toBe('en-US')
    expect(calculator.body.textContent).toContain('Esta herramienta solo está disponible en inglés.')
  })
})
