import { describe, expect, test } from 'vitest'

import { TOOL_IDENTIFIER_SYSTEM, toolSlugForLaunch } from './routing.ts'

const known = new Set(['prevent', 'chads-vasc'])
const isTool = (s: string) => known.has(s)
const none = { intent: null, appContext: null, fhirContext: null }

describe('which tool a launch opens', () => {
  test('appContext as tool=<slug> or JSON', () => {
    expect(toolSlugForLaunch({ ...none, appContext: 'tool=prevent' }, isTool)).toBe('prevent')
    expect(toolSlugForLaunch({ ...none, appContext: 'x=1&tool=chads-vasc' }, isTool)).toBe('chads-vasc')
    expect(toolSlugForLaunch({ ...none, appContext: '{"tool":"prevent"}' }, isTool)).toBe('prevent')
  })

  test('intent as tool/<slug> or <slug>', () => {
    expect(toolSlugForLaunch({ ...none, intent: 'tool/prevent' }, isTool)).toBe('prevent')
    expect(toolSlugForLaunch({ ...none, intent: 'chads-vasc' }, isTool)).toBe('chads-vasc')
    expect(toolSlugForLaunch({ ...none, intent: 'tool:prevent' }, isTool)).toBe('prevent')
  })

  test('fhirContext identifier', () => {
    const fhirContext = [{ reference: 'Encounter/e1' }, { identifier: { system: TOOL_IDENTIFIER_SYSTEM, value: 'prevent' } }]
    expect(toolSlugForLaunch({ ...none, fhirContext }, isTool)).toBe('prevent')
  })

  test('appContext wins over intent; an unknown tool falls through to the next', () => {
    expect(toolSlugForLaunch({ ...none, appContext: 'tool=prevent', intent: 'chads-vasc' }, isTool)).toBe('prevent')
    expect(toolSlugForLaunch({ ...none, appContext: 'tool=nope', intent: 'chads-vasc' }, isTool)).toBe('chads-vasc')
  })

  test('nothing known, malformed or path-like: home', () => {
    expect(toolSlugForLaunch(none, isTool)).toBeNull()
    expect(toolSlugForLaunch({ ...none, intent: 'reconcile-medications' }, isTool)).toBeNull()
    expect(toolSlugForLaunch({ ...none, appContext: '{"tool":' }, isTool)).toBeNull()
    expect(toolSlugForLaunch({ ...none, intent: '../admin' }, () => true)).toBeNull()
    expect(toolSlugForLaunch({ ...none, appContext: 'tool=//evil.example' }, () => true)).toBeNull()
  })
})
