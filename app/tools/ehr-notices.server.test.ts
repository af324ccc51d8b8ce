import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'

import { ehrSessionContext, sessionContext } from '#app/context.server.ts'
import type { EhrSession } from '#app/ehr/ehr-session.ts'

import { preferenceOwnerOf } from './ehr-notices.server.ts'

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
