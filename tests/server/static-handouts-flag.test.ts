import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, expect, test } from 'vitest'

import { STATIC_PDF_HANDOUTS_FLAG } from '#app/pdf/static-pdfs.ts'
import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

const root = path.resolve(import.meta.dirname, '../..')
const KNEE = '/tool/knee-osteoarthritis-treatment-choice'

function flagsCommand(dataDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/flags.js', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  return run.status
}

const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
const handoutLinks = (html: string) => [...withoutScripts(html).matchAll(/<a [^>]*href="(\/assets\/pdf\/[^"]+\.pdf)"/g)].map((m) => m[1])

let off: RunningServer
let on: RunningServer
beforeAll(async () => {
  const onDir = newDataDir()
  expect(flagsCommand(onDir, 'set', STATIC_PDF_HANDOUTS_FLAG, 'on')).toBe(0)
  ;[off, on] = await Promise.all([startServer({ DATA_DIR: newDataDir() }), startServer({ DATA_DIR: onDir })])
})
afterAll(async () => {
  await Promise.all([off?.stop(), on?.stop()])
})

test('the English and Spanish handouts are offered only with the flag on, and both files are served', async () => {
  expect(handoutLinks(await (await fetch(`${off.url}${KNEE}`)).text())).toEqual([])
  const links = handoutLinks(await (await fetch(`${on.url}${KNEE}`)).text())
  expect(links).toEqual(['/assets/pdf/knee-osteoarthritis-treatment-choice-en.pdf', '/assets/pdf/knee-osteoarthritis-treatment-choice-es.pdf'])
  for (const link of links) {
    const res = await fetch(`${on.url}${link}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
  }
  // A tool without handouts offers none, flag or not.
  expect(handoutLinks(await (await fetch(`${on.url}/tool/statin-choice-primary-prevention`)).text())).toEqual([])
})
