import { describe, expect, test } from 'vitest'

import { commonPasswords, isCommonPassword } from './common-passwords.server.ts'

describe('common passwords', () => {
  test('passwords from breach lists that the length rule lets through are refused, whatever their case', async () => {
    for (const password of ['qwertyuiop123', '1qaz2wsx3edc', '123qweasdzxc', 'Qwerty123456', ' 1q2w3e4r5t6y ']) {
      expect(await isCommonPassword(password)).toBe(true)
    }
  })

  test('passphrases that are not on the list are accepted', async () => {
    for (const password of ['correct horse battery', 'a long colleague passphrase', 'consilium-clinician-9f2']) {
      expect(await isCommonPassword(password)).toBe(false)
    }
  })

  test('the list is read once and holds only entries the length rule accepts', async () => {
    const list = await commonPasswords()
    expect(await commonPasswords()).toBe(list)
    expect(list.size).toBeGreaterThan(40_000)
    for (const entry of list) expect(entry.length).toBeGreaterThanOrEqual(12)
  })
})
