import { expect, test } from 'vitest'

import { appContextFor, toolFromAppContext } from './app-context.ts'

test('appContext names the tool as JSON, and reads back', () => {
  expect(appContextFor('cha2ds2-vasc')).toBe('{"tool":"cha2ds2-vasc"}')
  expect(toolFromAppContext(appContextFor('prevent'))).toBe('prevent')
})

test('anything but a tool slug in that shape reads as no tool', () => {
  for (const value of [null, undefined, '', 'prevent', '{"tool":"../admin"}', '{"tool":1}', '["prevent"]', '{"intent":"prevent"}', `{"tool":"${'a'.repeat(1000)}"}`]) {
    expect(toolFromAppContext(value)).toBeNull()
  }
  expect(() => appContextFor('Not A Slug')).toThrow()
})
