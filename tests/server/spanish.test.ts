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
    ['clinician home', '/', 'clinician'],
    ['clinician /tools, a category opened', '/tools?category=cardiology', 'clinician'],
    ['clinician search', '/search?q=stroke', 'clinician'],
    ['clinician calculator', '/tool/cha2ds2-vasc', 'clinician'],
    ['clinician statins aid', '/tool/statin-choice-primary-prevention', 'clinician'],
  ])('%s', async (_name, pathname, host) => {
    const document = await spanishPage(pathname, host === 'clinician' ? clinician() : host)
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
