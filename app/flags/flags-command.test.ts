import { describe, expect, test } from 'vitest'

import { FlagsCommandError, parseFlagsCommand } from './flags-command.ts'

const fails = (argv: string[], message: RegExp) => {
  expect(() => parseFlagsCommand(argv)).toThrow(FlagsCommandError)
  expect(() => parseFlagsCommand(argv)).toThrow(message)
}

describe('the flags command line', () => {
  test('help, list and delete', () => {
    expect(parseFlagsCommand([])).toEqual({ command: 'help' })
    expect(parseFlagsCommand(['--help'])).toEqual({ command: 'help' })
    expect(parseFlagsCommand(['list'])).toEqual({ command: 'list' })
    expect(parseFlagsCommand(['delete', 'f45679_system_check'])).toEqual({ command: 'delete', key: 'f45679_system_check' })
  })

  test('set with every option, in both spellings', () => {
    expect(
      parseFlagsCommand(['set', 'dd-maintenance-alert', 'on', '--rollout', '50', '--payload', '{"heading":"Planned work"}', '--description', 'Banner']),
    ).toEqual({
      command: 'set',
      key: 'dd-maintenance-alert',
      enabled: true,
      rolloutPercent: 50,
      payload: { heading: 'Planned work' },
      description: 'Banner',
    })
    expect(parseFlagsCommand(['set', 'x', 'off', '--rollout=0', '--payload=null'])).toEqual({
      command: 'set',
      key: 'x',
      enabled: false,
      rolloutPercent: 0,
      payload: null,
    })
    expect(parseFlagsCommand(['set', 'x', 'on'])).toEqual({ command: 'set', key: 'x', enabled: true })
  })

  test('clear errors for bad input', () => {
    fails(['launch'], /Unknown command "launch"/)
    fails(['list', 'extra'], /list takes no arguments/)
    fails(['set'], /Name the flag/)
    fails(['set', 'bad key!', 'on'], /not a valid flag key/)
    fails(['set', 'x'], /on or off.*got nothing/)
    fails(['set', 'x', 'yes'], /on or off.*got "yes"/)
    fails(['set', 'x', 'on', '--rollout', '101'], /--rollout must be a whole number from 0 to 100/)
    fails(['set', 'x', 'on', '--rollout', '-5'], /--rollout must be a whole number/)
    fails(['set', 'x', 'on', '--rollout', '12.5'], /--rollout must be a whole number/)
    fails(['set', 'x', 'on', '--rollout'], /--rollout needs a value/)
    fails(['set', 'x', 'on', '--payload', '{heading:1}'], /--payload is not valid JSON/)
    fails(['set', 'x', 'on', '--colour', 'red'], /Unknown option "--colour"/)
    fails(['set', 'x', 'on', '--rollout', '1', '--rollout', '2'], /given twice/)
    fails(['delete'], /Name the flag/)
    fails(['delete', 'a', 'b'], /delete takes one flag key/)
  })
})
