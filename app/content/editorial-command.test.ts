import { describe, expect, test } from 'vitest'

import { EditorialCommandError, parseEditorialCommand } from './editorial-command.ts'
import { placeholdersIn } from './placeholders.ts'

describe('npm run editorial', () => {
  test('list, add and remove are read from the command line', () => {
    expect(parseEditorialCommand([])).toEqual({ command: 'help' })
    expect(parseEditorialCommand(['list'])).toEqual({ command: 'list' })
    expect(parseEditorialCommand(['add', '--role', 'editorInChief', '--name', ' Dr Mei Chen ', '--credentials=MD, MPH'])).toEqual({
      command: 'add',
      role: 'editorInChief',
      name: 'Dr Mei Chen',
      credentials: 'MD, MPH',
    })
    expect(parseEditorialCommand(['remove', '0B6F2A1C-1111-4222-8333-944455556666'])).toEqual({ command: 'remove', id: '0b6f2a1c-1111-4222-8333-944455556666' })
  })

  test.each([
    [['add', '--name', 'Dr Mei Chen'], /--role must be one of/],
    [['add', '--role', 'chief', '--name', 'Dr Mei Chen'], /--role must be one of/],
    [['add', '--role', 'editorInChief'], /--name needs a value/],
    [['add', '--role', 'editorInChief', '--name', 'Editor-in-Chief (name to be configured)'], /looks like a placeholder/],
    [['add', '--role', 'editorInChief', '--name', 'TBD'], /looks like a placeholder/],
    [['add', '--role', 'editorInChief', '--name', 'x', '--email', 'a'], /Unknown option/],
    [['remove', '12'], /one member id/],
    [['rename'], /Unknown command/],
  ])('%j is refused with a message for the operator', (argv, message) => {
    expect(() => parseEditorialCommand(argv)).toThrow(EditorialCommandError)
    expect(() => parseEditorialCommand(argv)).toThrow(message)
  })
})

describe('placeholder text', () => {
  test.each(['Editor-in-Chief (name to be configured)', 'Editor jefe (nombre por configurar)', 'TBD', 'Lorem ipsum dolor', 'Dose: undefined mg', 'Hello {{name}}'])(
    '%s is a placeholder',
    (text) => expect(placeholdersIn(text)).not.toEqual([]),
  )
  test.each(['Dr Mei Chen', 'Reviewed at least every 12 months.', 'No external certification.', 'To be safe, recheck the value.', 'Below 5 ft the formula is undefined.'])('%s is not', (text) =>
    expect(placeholdersIn(text)).toEqual([]),
  )
})
