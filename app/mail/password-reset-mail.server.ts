import { RESET_TOKEN_MINUTES } from '#app/auth/password-reset.ts'
import type { Translator } from '#app/i18n/translator.ts'
import type { Env } from '#app/utils/env.server.ts'

import type { Mail } from './mailer.server.ts'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Where reset links point: PUBLIC_URL. Without it, the request's own origin only when that is a
 * loopback address (development, tests): a Host header chosen by a client would otherwise send
 * someone's reset link to the client's own site. Null: no link can be made.
 */
export function resetLinkBase(requestUrl: URL, env: Pick<Env, 'PUBLIC_URL'>): string | null {
  if (env.PUBLIC_URL) return env.PUBLIC_URL
  return LOOPBACK_HOSTS.has(requestUrl.hostname) ? requestUrl.origin : null
}

// No account name in the text: whoever registered an address chose it, not necessarily its owner.
export function passwordResetMail(t: Translator['t'], language: string, input: { to: string; link: string }): Mail {
  return {
    to: input.to,
    subject: t('auth.resetEmail.subject'),
    text: t('auth.resetEmail.body', { link: input.link, minutes: RESET_TOKEN_MINUTES }),
    purpose: 'password-reset',
    language,
  }
}

/** To the owner of an account made by an organisation sign-in, which has no password to reset. */
export function organisationAccountMail(t: Translator['t'], language: string, input: { to: string; link: string }): Mail {
  return {
    to: input.to,
    subject: t('auth.organisationAccountEmail.subject'),
    text: t('auth.organisationAccountEmail.body', { link: input.link }),
    purpose: 'password-reset',
    language,
  }
}

/**
 * To the owner of a password account that an organisation sign-in has just linked: from now on
 * the organisation's sign-in opens it too. If they did not do this, the link to reset the
 * password is the first step, and the organisation's IT service the second.
 */
export function accountLinkedMail(
  t: Translator['t'],
  language: string,
  input: { to: string; organisation: string; resetLink: string },
): Mail {
  return {
    to: input.to,
    subject: t('auth.accountLinkedEmail.subject'),
    text: t('auth.accountLinkedEmail.body', { organisation: input.organisation, link: input.resetLink }),
    purpose: 'account-linked',
    language,
  }
}
