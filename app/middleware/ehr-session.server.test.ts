import { describe, expect, test } from 'vitest'

import { ehrSessionCookie } from '#app/ehr/ehr-session.server.ts'

import { ehrSessionIdFrom } from './ehr-session.server.ts'

const id = 'a'.repeat(43)
const request = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { cookie } : {} })

describe('the EHR session id from the cookie', () => {
  test('read back from the cookie as set, on http and https', async () => {
    for (const url of ['http://127.0.0.1:3000/tool/prevent', 'https://consilium.example/tool/prevent']) {
      const set = await ehrSessionCookie(request(url)).serialize(id)
      expect(await ehrSessionIdFrom(request(url, `other=1; ${set.split(';')[0]}`))).toBe(id)
    }
  })

  test('none, malformed, too short, or the http name on https: no session', async () => {
    expect(await ehrSessionIdFrom(request('http://127.0.0.1/'))).toBeNull()
    expect(await ehrSessionIdFrom(request('http://127.0.0.1/', 'consilium_ehr=%%%not-base64'))).toBeNull()
    const short = (await ehrSessionCookie(request('http://127.0.0.1/')).serialize('short')).split(';')[0]!
    expect(await ehrSessionIdFrom(request('http://127.0.0.1/', short))).toBeNull()
    const plain = (await ehrSessionCookie(request('http://127.0.0.1/')).serialize(id)).split(';')[0]!
    expect(await ehrSessionIdFrom(request('https://consilium.example/', plain))).toBeNull()
  })
})
