import nodemailer, { type Transporter } from 'nodemailer'

import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'

export type Mail = {
  to: string
  subject: string
  text: string
  /** What the email is for ('password-reset'): the only thing the log says about it. */
  purpose: string
  language: string
}

export type MailOutcome = { sent: true } | { sent: false; reason: 'not-configured' | 'failed' }

let transport: { url: string; transporter: Transporter } | undefined

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    // nodemailer's own logger is off unless asked for (it would write addresses and message text).
    transport = { url, transporter: nodemailer.createTransport(url) }
  }
  return transport.transporter
}

/**
 * Sends one plain-text email through SMTP_URL. Without it nothing is sent, and the log says so
 * (never the recipient or the text: a reset link is a credential). A failure is logged by its
 * SMTP code only, since a server's reply may quote the recipient.
 */
export async function sendMail(mail: Mail, env = getEnv()): Promise<MailOutcome> {
  if (!env.SMTP_URL) {
    logger.warn({ purpose: mail.purpose }, 'email not sent: SMTP not configured (SMTP_URL)')
    return { sent: false, reason: 'not-configured' }
  }
  try {
    await transporterFor(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: { 'Content-Language': mail.language, 'Auto-Submitted': 'auto-generated' },
    })
    logger.info({ purpose: mail.purpose }, 'email sent')
    return { sent: true }
  } catch (error) {
    const e = error as { code?: unknown; responseCode?: unknown }
    logger.error(
      { purpose: mail.purpose, code: typeof e.code === 'string' ? e.code : undefined, responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined },
      'email not sent: SMTP failed',
    )
    return { sent: false, reason: 'failed' }
  }
}
