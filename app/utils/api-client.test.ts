import { afterEach, describe, expect, test, vi } from 'vitest'

import { apiUrl, notificationFor } from './api-client.ts'

describe('apiUrl', () => {
  test('adds session-number to paths under /api only', () => {
    expect(apiUrl('/api-tool-experience/user', 'S-1')).toBe('/api-tool-experience/user?session-number=S-1')
    expect(apiUrl('/api/decisions/v1/completion?query=a&max=5', 'S-1')).toBe(
      '/api/decisions/v1/completion?query=a&max=5&session-number=S-1',
    )
    expect(apiUrl('/tools', 'S-1')).toBe('/tools')
    expect(apiUrl('/api-tool-experience/user', null)).toBe('/api-tool-experience/user')
  })

  test('reads session-number from the page address when not given', () => {
    vi.stubGlobal('window', { location: { search: '?session-number=ABC' } })
    expect(apiUrl('/api-feedback/api/feedbacks/v2/messages')).toBe(
      '/api-feedback/api/feedbacks/v2/messages?session-number=ABC',
    )
  })
  afterEach(() => vi.unstubAllGlobals())
})

describe('notificationFor', () => {
  test.each([400, 401, 403, 409])('%i counts as handled', (status) => {
    expect(notificationFor({ status, statusText: 'x' })).toBeNull()
  })
  test('other failures name the status and its text', () => {
    expect(notificationFor({ status: 500, statusText: 'Internal Server Error' })).toEqual({
      title: 'Error 500',
      text: 'Internal Server Error',
    })
    expect(notificationFor({ status: 404, statusText: 'Not Found' })?.title).toBe('Error 404')
  })
  test('no answer at all is a network problem', () => {
    expect(notificationFor(null)).toEqual({ title: 'Error', text: 'Some problems with network connection' })
  })
})
