/**
 * The browser tests' mail server (started by playwright.config.ts for the run): a real SMTP
 * server on E2E_SMTP_PORT that writes each message it receives as a JSON file into MAIL_DIR,
 * where specs in either project and any worker read it (tests/e2e/mail/mailbox.ts).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { startSmtpServer } from '../../support/smtp.ts'

const port = Number(process.env.E2E_SMTP_PORT)
const dir = process.env.MAIL_DIR
if (!port || !dir) throw new Error('E2E_SMTP_PORT and MAIL_DIR are needed')
mkdirSync(dir, { recursive: true })

let count = 0
const server = await startSmtpServer(port, (mail) => {
  const file = path.join(dir, `${Date.now()}-${++count}.json`)
  writeFileSync(`${file}.part`, JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text }))
  // Moved into place whole: a reader never sees half a message.
  renameSync(`${file}.part`, file)
})
console.log(`smtp sink on ${server.url}`)
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void server.stop().then(() => process.exit(0)))
