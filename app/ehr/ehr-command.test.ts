import { describe, expect, test } from 'vitest'

import { EhrCommandError, parseEhrCommand } from './ehr-command.ts'

const fails = (argv: string[], message: RegExp) => {
  expect(() => parseEhrCommand(argv)).toThrow(EhrCommandError)
  expect(() => parseEhrCommand(argv)).toThrow(message)
}

describe('the ehr command line', () => {
  test('issuer add, with defaults and options', () => {
    expect(parseEhrCommand(['issuer', 'add', '--organisation', 'General', '--iss', 'https://ehr.example.org/fhir/r4/', '--client-id', 'abc'])).toEqual({
      command: 'issuer add',
      organisation: 'General',
      iss: 'https://ehr.example.org/fhir/r4',
      clientId: 'abc',
      tenant: null,
      scope: null,
      writeBack: false,
    })
    expect(
      parseEhrCommand(['issuer', 'add', '--organisation=General', '--iss=http://127.0.0.1:4000/fhir', '--client-id=c', '--tenant', 't1', '--scope', 'launch  openid patient/Patient.rs']),
    ).toMatchObject({ iss: 'http://127.0.0.1:4000/fhir', tenant: 't1', scope: 'launch openid patient/Patient.rs' })
    expect(parseEhrCommand(['issuer', 'add', '--organisation', 'G', '--iss', 'https://e.org/fhir', '--client-id', 'c', '--write-back'])).toMatchObject({
      writeBack: true,
    })
  })

  test('issuer URLs must be https, or http on loopback only, without query or credentials', () => {
    fails(['issuer', 'add', '--organisation', 'G', '--iss', 'http://ehr.example.org/fhir', '--client-id', 'c'], /must be https/)
    fails(['issuer', 'add', '--organisation', 'G', '--iss', 'https://e.org/fhir?x=1', '--client-id', 'c'], /query/)
    fails(['issuer', 'add', '--organisation', 'G', '--iss', 'https://u:p@e.org/fhir', '--client-id', 'c'], /credentials/)
    fails(['issuer', 'add', '--organisation', 'G', '--iss', 'not a url', '--client-id', 'c'], /not a URL/)
    fails(['issuer', 'add', '--organisation', 'G', '--iss', 'https://e.org/fhir'], /--client-id is required/)
    fails(['issuer', 'add', '--organisation', 'G', '--iss', 'https://e.org/fhir', '--client-id', 'c', '--scope', 'a', '--write-back'], /either/)
  })

  test('frame ancestors: origins only, https or loopback http, no wildcards', () => {
    expect(parseEhrCommand(['frame-ancestors', 'set', '--organisation', 'G', 'https://ehr.example.org', 'http://localhost:3100/'])).toEqual({
      command: 'frame-ancestors set',
      organisation: 'G',
      origins: ['https://ehr.example.org', 'http://localhost:3100'],
    })
    expect(parseEhrCommand(['frame-ancestors', 'set', '--organisation', 'G'])).toMatchObject({ origins: [] })
    fails(['frame-ancestors', 'set', '--organisation', 'G', 'http://ehr.example.org'], /must be https/)
    fails(['frame-ancestors', 'set', '--organisation', 'G', 'https://ehr.example.org/page'], /not an origin/)
    fails(['frame-ancestors', 'set', '--organisation', 'G', 'https://*.example.org'], /origin|wildcard/)
    fails(['frame-ancestors', 'set', '--organisation', 'G', "'self'"], /not an origin/)
    fails(['frame-ancestors', 'set', 'https://ehr.example.org'], /--organisation is required/)
  })

  test('cds-client, keys and the rest', () => {
    expect(parseEhrCommand(['cds-client', 'add', '--organisation', 'G', '--iss', 'https://ehr.example.org', '--jku', 'https://ehr.example.org/jwks'])).toEqual({
      command: 'cds-client add',
      organisation: 'G',
      iss: 'https://ehr.example.org',
      jku: 'https://ehr.example.org/jwks',
      tenant: null,
    })
    fails(['cds-client', 'add', '--organisation', 'G', '--iss', 'x', '--jku', 'http://ehr.example.org/jwks'], /--jku must be/)
    expect(parseEhrCommand(['keys', 'rotate'])).toEqual({ command: 'keys rotate', keepPreviousMinutes: 1440, force: false })
    expect(parseEhrCommand(['keys', 'rotate', '--keep-previous-minutes', '30', '--force'])).toEqual({ command: 'keys rotate', keepPreviousMinutes: 30, force: true })
    fails(['keys', 'rotate', '--keep-previous-minutes', '-1'], /whole number/)
    expect(parseEhrCommand([])).toEqual({ command: 'help' })
    expect(parseEhrCommand(['issuer', 'list'])).toEqual({ command: 'issuer list' })
    fails(['issuer', 'launch'], /Unknown command/)
    fails(['issuer', 'list', '--iss', 'x'], /Unknown option/)
    fails(['issuer', 'remove', '--iss', 'https://e.org', '--iss', 'https://e.org'], /twice/)
  })
})
