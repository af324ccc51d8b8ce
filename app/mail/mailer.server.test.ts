import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { translatorFor } from '#app/middleware/i18next.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/support/smtp.ts'

import { sendMail } from './mailer.server.ts'
import { passwordResetMail, resetLinkBase } from './password-reset-mail.server.ts'

let smtp: TestSmtpServer
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(() => smtp.stop())

const link = 'http://127.0.0.1:3000/reset-password?token=' + 'A'.repeat(43)

describe('email', () => {
  test('is handed to the SMTP server of SMTP_URL, from MAIL_FROM, in the given language', async () => {
    const { translator } = await translatorFor('es')
    const mail = passwordResetMail(translator.t, 'es', { to: 'Someone@Example.org', link })
    const env = parseEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Ward <ward@hospital.example>' })
    expect(await sendMail(mail, env)).toEqual({ sent: true })
    const received = await smtp.mailTo('someone@example.org')
    expect(received.from).toBe('ward@hospital.example')
    expect(received.subject).toBe('Restablezca su contraseña de Consilium')
    expect(received.text).toContain(link)
    expect(received.headers.get('content-language')).toBe('es')
  })

  test('without SMTP_URL nothing is sent, and the caller is told so', async () => {
    const { translator } = await translatorFor('en-US')
    const mail = passwordResetMail(translator.t, 'en-US', { to: 'nobody@example.org', link })
    expect(await sendMail(mail, parseEnv({}))).toEqual({ sent: false, reason: 'not-configured' })
  })

  test('a server that cannot be reached is a failure, not an exception', async () => {
    const { translator } = await translatorFor('en-US')
    const mail = passwordResetMail(translator.t, 'en-US', { to: 'nobody@example.org', link })
    const closed = await startSmtpServer()
    await closed.stop()
    expect(await sendMail(mail, parseEnv({ SMTP_URL: closed.url }))).toEqual({ sent: false, reason: 'failed' })
  })
})

describe('where reset links point', () => {
  test('PUBLIC_URL when set; else the request origin only on a loopback address', () => {
    expect(resetLinkBase(new URL('https://evil.example/forgot-password'), { PUBLIC_URL: 'https://consilium.example.org' })).toBe(
      'https://consilium.example.org',
    )
    expect(resetLinkBase(new URL('http://127.0.0.1:3000/forgot-password'), { PUBLIC_URL: undefined })).toBe('http://127.0.0.1:3000')
    expect(resetLinkBase(new URL('http://localhost:5173/forgot-password'), { PUBLIC_URL: undefined })).toBe('http://localhost:5173')
    expect(resetLinkBase(new URL('https://evil.example/forgot-password'), { PUBLIC_URL: undefined })).toBeNull()
    expect(resetLinkBase(new URL('http://127.0.0.1.evil.example/forgot-password'), { PUBLIC_URL: undefined })).toBeNull()
  })
})
