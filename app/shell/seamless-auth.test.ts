import { describe, expect, test } from 'vitest'

import { interfaceSwitch } from './seamless-auth.ts'

const BASE = 'https://auth.example.org/seamless?toInterfaceId=dmx&token=abc'

describe('interfaceSwitch', () => {
  test('dmx and dmp name the other product', () => {
    expect(interfaceSwitch(BASE, { pathname: '/' })?.label).toBe('Back to Consilium Reference')
    expect(
      interfaceSwitch('https://auth.example.org/s?toInterfaceId=dmp', { pathname: '/' })?.label,
    ).toBe('Back to Consilium Point of Care')
  })

  test('returnToUri carries path, query and hash; other parameters are kept', () => {
    const tab = interfaceSwitch(BASE, { pathname: '/tool/wells-pe', search: '?session-number=S1&x=a b', hash: '#results' })
    const url = new URL(tab!.href)
    expect(url.origin + url.pathname).toBe('https://auth.example.org/seamless')
    expect(url.searchParams.get('toInterfaceId')).toBe('dmx')
    expect(url.searchParams.get('token')).toBe('abc')
    expect(url.searchParams.get('returnToUri')).toBe('/tool/wells-pe?session-number=S1&x=a b#results')
  })

  test('on the server the hash is unknown: path and query only', () => {
    const tab = interfaceSwitch(BASE, { pathname: '/tools', search: '?a=1', hash: '' })
    expect(new URL(tab!.href).searchParams.get('returnToUri')).toBe('/tools?a=1')
  })

  test('an existing returnToUri is replaced, not repeated', () => {
    const tab = interfaceSwitch(`${BASE}&returnToUri=%2Fold`, { pathname: '/new' })
    expect(new URL(tab!.href).searchParams.getAll('returnToUri')).toEqual(['/new'])
  })

  test('no tab without a link, with another interface, or with a bad URL', () => {
    expect(interfaceSwitch(undefined, { pathname: '/' })).toBeNull()
    expect(interfaceSwitch('', { pathname: '/' })).toBeNull()
    expect(interfaceSwitch('https://auth.example.org/s', { pathname: '/' })).toBeNull()
    expect(interfaceSwitch('https://auth.example.org/s?toInterfaceId=DMX', { pathname: '/' })).toBeNull()
    expect(interfaceSwitch('https://auth.example.org/s?toInterfaceId=other', { pathname: '/' })).toBeNull()
    expect(interfaceSwitch('not a url', { pathname: '/' })).toBeNull()
    expect(interfaceSwitch('javascript:alert(1)//?toInterfaceId=dmx', { pathname: '/' })).toBeNull()
  })

  test('the label can be translated', () => {
    expect(interfaceSwitch(BASE, { pathname: '/' }, (p) => `Volver a ${p}`)?.label).toBe('Volver a Consilium Reference')
  })
})
