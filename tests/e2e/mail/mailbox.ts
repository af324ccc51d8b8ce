import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

/** The browser tests' mail server's port: E2E_SMTP_PORT, else the main port + 2. */
export function smtpE2ePort(): number {
  const main = Number(process.env.E2E_PORT ?? 3100)
  return Number(process.env.E2E_SMTP_PORT ?? main + 2)
}

/** Where the mail server writes what it receives (emptied at the start of each run). */
export function mailDir(): string {
  const main = Number(process.env.E2E_PORT ?? 3100)
  return path.resolve(import.meta.dirname, '../../..', `test-results/e2e-mail${main === 3100 ? '' : `-${main}`}`)
}

export type Mail = { to: string[]; subject: string; text: string }

function mailsTo(address: string): Mail[] {
  const dir = mailDir()
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
  return files
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail)
    .filter((m) => m.to.includes(address.toLowerCase()))
}

/** Waits for the `n`th message (1-based) sent to `address` in this run and returns it. */
export async function nthMailTo(address: string, n = 1): Promise<Mail> {
  await expect.poll(() => mailsTo(address).length, { message: `email number ${n} to ${address}` }).toBeGreaterThanOrEqual(n)
  return mailsTo(address)[n - 1]!
}

/** The reset link in a message's text. */
export function resetLink(mail: Mail): string {
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)
  if (!match) throw new Error(`no reset link in:\n${mail.text}`)
  return match[0]
}
