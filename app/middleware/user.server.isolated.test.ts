import { RouterContextProvider } from 'react-router'
import { expect, test, vi } from 'vitest'

import type { UserState } from '#app/auth/user-state.ts'

const resolveUserState = vi.fn(async () => ({ userState: { personalized: false } }) as unknown as UserState)
vi.mock('#app/auth/auth.server.ts', () => ({ resolveUserState }))

const { userMiddleware, userOf } = await import('./user.server.ts')

test('the user is resolved once per request, when first asked for, whoever asks', async () => {
  const context = new RouterContextProvider()
  const request = new Request('http://localhost/tool/bmi?session-number=7')
  await userMiddleware({ request, context, params: {}, unstable_pattern: '' } as never, async () => {
    expect(resolveUserState).not.toHaveBeenCalled()
    const [a, b] = await Promise.all([userOf(context), userOf(context)])
    expect(await userOf(context)).toBe(a)
    expect(b).toBe(a)
    return new Response()
  })
  expect(resolveUserState).toHaveBeenCalledTimes(1)
  expect(resolveUserState).toHaveBeenCalledWith(context, request)
})
