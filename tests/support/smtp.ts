import { EventEmitter } from 'node:events'
import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; headers: ParsedMail['headers'] }

export type TestSmtpServer = {
  url: string
  port: number
  received: ReceivedMail[]
  /** The first message to `address` (now or when it arrives). */
  mailTo: (address: string) => Promise<ReceivedMail>
  stop: () => Promise<void>
}

/**
 * A real SMTP server on loopback that keeps what it receives (parsed). Plain SMTP without
 * STARTTLS or AUTH, as a mail relay inside a trusted network would be; `port` 0 takes a free one. `onMail` sees each message as it is accepted.
 */
export async function startSmtpServer(port = 0, onMail?: (mail: ReceivedMail) => void): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const arrivals = new EventEmitter()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            headers: parsed.headers,
          }
          received.push(mail)
          onMail?.(mail)
          arrivals.emit('mail', mail)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actualPort = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    mailTo(address) {
      const wanted = address.toLowerCase()
      const found = received.find((m) => m.to.includes(wanted))
      if (found) return Promise.resolve(found)
      return new Promise((resolve) => {
        const onMail = (mail: ReceivedMail) => {
          if (!mail.to.includes(wanted)) return
          arrivals.off('mail', onMail)
          resolve(mail)
        }
        arrivals.on('mail', onMail)
      })
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The reset link in a message's text. */
export function resetLinkIn(text: string): string {
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)
  if (!match) throw new Error(`no reset link in:\n${text}`)
  return match[0]
}
