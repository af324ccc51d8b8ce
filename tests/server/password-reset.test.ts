import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { newDataDir, postForm, registerAndSignIn, startServer, uniqueEmail, type RunningServer } from '#tests/support/server.ts'
import { resetLinkIn, startSmtpServer, type TestSmtpServer } from '#tests/support/smtp.ts'

let smtp: TestSmtpServer
let server: RunningServer

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await startServer({
    DATA_DIR: newDataDir(),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Consilium <no-reply@hospital.example>',
    LOG_LEVEL: 'info',
  })
})
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
})

const cookiePair = (response: Response, name: RegExp) => {
  const set = response.headers.getSetCookie().find((c) => name.test(c))
  return { pair: set?.split(';')[0] ?? '', attributes: set ?? '' }
}

const signInStatus = async (email: string, password: string) =>
  (await postForm(server, '/login', { intent: 'signin', email, password })).status

describe('password reset through a real SMTP server', () => {
  test('the emailed link, followed, sets a new password and ends every session; the link works once', async () => {
    const email = uniqueEmail('reset')
    const oldPassword = 'an old and forgotten passphrase'
    const newPassword = 'a new and memorable passphrase'
    const session = await registerAndSignIn(server, { name: 'Reset Tester', email, password: oldPassword })

    // Known and unknown addresses get one and the same answer.
    const asked = await postForm(server, '/forgot-password', { email: email.toUpperCase() }, { 'accept-language': 'es' })
    const unknown = await postForm(server, '/forgot-password', { email: uniqueEmail('nobody') }, { 'accept-language': 'es' })
    expect([asked.status, asked.headers.get('location')]).toEqual([302, '/forgot-password?sent=1'])
    expect([unknown.status, unknown.headers.get('location')]).toEqual([asked.status, asked.headers.get('location')])

    // In the visitor's language, from MAIL_FROM, with the link on our own address.
    const mail = await smtp.mailTo(email)
    expect(mail.from).toBe('no-reply@hospital.example')
    expect(mail.subject).toBe('Restablezca su contraseña de Consilium')
    expect(mail.text).toContain('30 minutos')
    const link = resetLinkIn(mail.text)
    expect(link.startsWith(`${server.url}/reset-password?token=`)).toBe(true)
    const token = new URL(link).searchParams.get('token') ?? ''

    // Opening the link moves the token off the address, into a cookie that scripts cannot read.
    const opened = await fetch(link, { redirect: 'manual' })
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe('/reset-password')
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer')
    const resetCookie = cookiePair(opened, /^consilium_reset=/)
    expect(resetCookie.attributes).toMatch(/HttpOnly/i)
    expect(resetCookie.attributes).toMatch(/SameSite=Lax/i)

    const page = await fetch(`${server.url}/reset-password`, { headers: { cookie: resetCookie.pair } })
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(/autocomplete="new-password"/i)

    // The rules of registration: too short, then on the common-password list.
    const short = await postForm(server, '/reset-password', { password: 'short' }, { cookie: resetCookie.pair })
    expect(short.status).toBe(400)
    const common = await postForm(server, '/reset-password', { password: 'qwertyuiop123' }, { cookie: resetCookie.pair })
    expect(common.status).toBe(400)

    const saved = await postForm(server, '/reset-password', { password: newPassword }, { cookie: resetCookie.pair })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/login?password-changed=1')
    expect(cookiePair(saved, /^consilium_reset=/).attributes).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)

    // The session signed in before the reset has ended: /login no longer sends it on.
    const before = await fetch(`${server.url}/login`, { headers: { cookie: session }, redirect: 'manual' })
    expect(before.status).toBe(200)
    expect(await signInStatus(email, oldPassword)).toBe(400)
    expect(await signInStatus(email, newPassword)).toBe(302)

    // The same link again: a page that says so and offers a new one.
    const again = await fetch(link, { redirect: 'manual' })
    const againCookie = cookiePair(again, /^consilium_reset=/).pair
    const usedPage = await fetch(`${server.url}/reset-password`, { headers: { cookie: againCookie } })
    expect(usedPage.status).toBe(200)
    const usedHtml = await usedPage.text()
    expect(usedHtml).toContain('This link no longer works')
    expect(usedHtml).toContain('href="/forgot-password"')
    const reused = await postForm(server, '/reset-password', { password: 'yet another passphrase' }, { cookie: againCookie })
    expect([reused.status, reused.headers.get('location')]).toEqual([302, '/reset-password'])
    expect(await signInStatus(email, 'yet another passphrase')).toBe(400)

    // Neither the token nor the address reaches the logs; the requests themselves do.
    const logs = server.output()
    expect(logs).toContain('"path":"/reset-password"')
    expect(logs).toContain('email sent')
    expect(logs).not.toContain(token)
    expect(logs.toLowerCase()).not.toContain(email.toLowerCase())
  })

  test('a link without a token or with a made-up one leads to the same helpful page', async () => {
    for (const path of ['/reset-password', `/reset-password?token=${'A'.repeat(43)}`, '/reset-password?token=%3Cscript%3E']) {
      const first = await fetch(`${server.url}${path}`, { redirect: 'manual' })
      const cookie = cookiePair(first, /^consilium_reset=/).pair
      const page = first.status === 302 ? await fetch(`${server.url}/reset-password`, { headers: { cookie } }) : first
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('This link no longer works')
    }
  })

  test('a malformed request form is answered 400 with the form again, never a 500', async () => {
    for (const fields of [{}, { email: 'not an email' }, { email: 'x'.repeat(400) + '@example.org' }] as Record<string, string>[]) {
      const response = await postForm(server, '/forgot-password', fields)
      expect(response.status).toBe(400)
    }
  })
})
