import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'

import { ehrSessionContext, sessionContext } from '#app/context.server.ts'
import type { EhrSession } from '#app/ehr/ehr-session.ts'

import { preferenceOwnerOf, saveEhrNotice } from './ehr-notices.server.ts'

function contextWith(ehr: Partial<EhrSession> | null, userId: string | null) {
  const context = new RouterContextProvider()
  context.set(ehrSessionContext, async () => (ehr ? (ehr as EhrSession) : null))
  context.set(sessionContext, userId ? ({ userId } as never) : null)
  return context
}

describe('whose preferences a request keeps', () => {
  test('the EHR user of a launch, before a signed-in account', async () => {
    expect(await preferenceOwnerOf(contextWith({ userHash: 'h1' }, 'u1'))).toEqual({ kind: 'ehr', userHash: 'h1' })
  })

  test('the account when the EHR named no user, or without a launch', async () => {
    expect(await preferenceOwnerOf(contextWith({ userHash: null }, 'u1'))).toEqual({ kind: 'user', userId: 'u1' })
    expect(await preferenceOwnerOf(contextWith(null, 'u1'))).toEqual({ kind: 'user', userId: 'u1' })
  })

  test('nobody otherwise (dismissals then last the browser session)', async () => {
    expect(await preferenceOwnerOf(contextWith({ userHash: null }, null))).toBeNull()
  })
})

describe('the session flag cookie', () => {
  const dismiss = async (ehr: Partial<EhrSession> | null) => {
    const form = new FormData()
    form.set('notice', 'banner')
    form.set('tool', 'prevent')
    form.set('returnTo', '/tool/prevent')
    const response = await saveEhrNotice(contextWith(ehr, null), new Request('http://127.0.0.1/ehr-notices', { method: 'POST' }), form)
    return response!.headers.get('Set-Cookie') ?? ''
  }

  test('under an EHR session it is partitioned and SameSite=None, so a framed page keeps it', async () => {
    const cookie = await dismiss({ userHash: null })
    expect(cookie).toMatch(/SameSite=None/i)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/Partitioned/i)
  })

  test('otherwise it stays a first-party SameSite=Lax cookie', async () => {
    const cookie = await dismiss(null)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Partitioned/i)
  })
})
