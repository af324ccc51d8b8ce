import { describe, expect, test } from 'vitest'

import { REMINDER_COOKIE_VALUE, shouldRemind } from './reminder.ts'

const anonymous = { hasFetched: true, showLoginPrompt: true }

describe('personal-account reminder', () => {
  test('for fetched users with a login prompt, once: the puaWarningModalShown cookie stops it', () => {
    expect(shouldRemind(anonymous, '')).toBe(true)
    expect(shouldRemind(anonymous, 'lng=es; puaWarningModalShown=true')).toBe(false)
    expect(shouldRemind(anonymous, '', 'true')).toBe(false)
  })

  test('not for signed-in users, nor before the user is known', () => {
    expect(shouldRemind({ hasFetched: true, showLoginPrompt: false }, '')).toBe(false)
    expect(shouldRemind({ hasFetched: false, showLoginPrompt: true }, '')).toBe(false)
    expect(shouldRemind(null, '')).toBe(false)
  })

  test('not on the pages where the visitor is signing in or making an account', () => {
    for (const path of ['/login', '/login/organisation', '/forgot-password', '/reset-password', '/logout']) expect(shouldRemind(anonymous, '', null, path)).toBe(false)
    for (const path of ['/', '/tools', '/tool/cha2ds2-vasc', '/loginhelp']) expect(shouldRemind(anonymous, '', null, path)).toBe(true)
  })

  test('the cookie is set as the spec says', () => {
    expect(REMINDER_COOKIE_VALUE).toBe('puaWarningModalShown=true; Path=/; SameSite=None; Secure')
  })
})
