import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { test as base, expect, type APIRequestContext } from '@playwright/test'

import { DEMO, newUser, type Credentials, type NewUser } from './helpers.ts'

/**
 * Signing in without the form: for tests about what a signed-in user sees. The sign-in form
 * itself is tested through the page in auth.spec.ts, a11y.spec.ts and shell.spec.ts.
 */

/** Posts the sign-in form's fields; the session cookie lands in `request`'s cookie jar. */
export async function postSignIn(request: APIRequestContext, user: Credentials): Promise<void> {
  const response = await request.post('/login', {
    form: { intent: 'signin', email: user.email, password: user.password },
    maxRedirects: 0,
  })
  expect(response.status(), `sign-in of ${user.email} answers with a redirect`).toBe(302)
}

/** Posts the registration form's fields, then signs the new user in. */
export async function postRegister(request: APIRequestContext, user: NewUser = newUser()): Promise<NewUser> {
  const response = await request.post('/login', {
    form: { intent: 'register', name: user.name, email: user.email, password: user.password },
    maxRedirects: 0,
  })
  expect(response.status(), `registration of ${user.email} answers with a redirect`).toBe(302)
  await postSignIn(request, user)
  return user
}

type WorkerFixtures = { clinicianStorageState: string }
type TestFixtures = { newAccount: NewUser }

export const test = base.extend<TestFixtures, WorkerFixtures>({
  /** The demo clinician's signed-in browser state, made once per worker (see signedInAsClinician). */
  clinicianStorageState: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
      const file = path.join(workerInfo.project.outputDir, '.auth', `clinician-${workerInfo.workerIndex}.json`)
      mkdirSync(path.dirname(file), { recursive: true })
      try {
        await postSignIn(request, DEMO.clinician)
        await request.storageState({ path: file })
      } finally {
        await request.dispose()
      }
      await provide(file)
    },
    { scope: 'worker' },
  ],

  /** A new account, registered and signed in in this test's browser context. */
  newAccount: async ({ context }, provide) => {
    await provide(await postRegister(context.request))
  },
})

/**
 * `test.use(signedInAsClinician)`: the tests start signed in as the demo clinician. Only for
 * tests that never sign out: signing out would end the session the worker's other tests share.
 */
export const signedInAsClinician = {
  storageState: async ({ clinicianStorageState }: WorkerFixtures, provide: (file: string) => Promise<void>) =>
    provide(clinicianStorageState),
}

export { expect }
