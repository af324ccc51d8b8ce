// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'

import { english } from '#app/i18n/test-i18n.tsx'
import { I18nProvider } from '#app/i18n/use-translation.tsx'
import { buildUserState, type UserState } from '#app/auth/user-state.ts'

import { UserMenu } from './user-menu.tsx'

afterEach(cleanup)

async function renderMenu(user: UserState, path = '/') {
  const Stub = createRoutesStub([{ path: '/', Component: () => <UserMenu user={user} /> }])
  render(
    <I18nProvider translator={english}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  )
  return within(await screen.findByRole('navigation', { name: 'Account' }))
}

const org = {
  id: 'org-1',
  name: 'Riverside Health',
  subscriptionStatus: 'active' as const,
  displaySignIn: true,
  ehrVendor: null,
}

describe('UserMenu', () => {
  test('anonymous: sign-in nudge and create account', async () => {
    const menu = await renderMenu(buildUserState({ user: null, userOrganisation: null, networkOrganisation: null }))
    expect(menu.getByRole('link', { name: 'Already subscribed? Sign in now' }).getAttribute('href')).toBe('/login')
    expect(menu.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/login?action=register')
    expect(menu.queryByRole('button', { name: 'Sign out' })).toBeNull()
  })

  test('organizational, active: organisation and sign in', async () => {
    const menu = await renderMenu(buildUserState({ user: null, userOrganisation: null, networkOrganisation: org }))
    expect(menu.getByText('Access through Riverside Health')).toBeTruthy()
    expect(menu.getByRole('link', { name: 'Sign in' })).toBeTruthy()
    expect(menu.queryByText("Your organization's subscription is inactive")).toBeNull()
  })

  test('organizational, inactive, sign-in hidden: messaging and no sign-in link', async () => {
    const menu = await renderMenu(
      buildUserState({
        user: null,
        userOrganisation: null,
        networkOrganisation: { ...org, subscriptionStatus: 'inactive', displaySignIn: false },
      }),
    )
    expect(menu.getByText("Your organization's subscription is inactive")).toBeTruthy()
    expect(menu.queryByRole('link', { name: 'Sign in' })).toBeNull()
  })

  test('personalized with reports: name, organisation, reports with session-number, sign out', async () => {
    const user = buildUserState({
      user: { id: 'u1', name: 'Dr. Alex Rivera', patientEncounterReportAccess: true },
      userOrganisation: org,
      networkOrganisation: null,
      sessionNumber: 'S-42',
    })
    const menu = await renderMenu(user, '/?session-number=S-42')
    expect(menu.getByText('Signed in as Dr. Alex Rivera')).toBeTruthy()
    expect(menu.getByText('Riverside Health')).toBeTruthy()
    const reports = menu.getAllByRole('link', { name: 'Patient Encounter Reports' })
    expect(reports).toHaveLength(1)
    expect(reports[0]!.getAttribute('href')).toBe('/patient-encounter-reports?session-number=S-42')
    const signOut = menu.getByRole('button', { name: 'Sign out' })
    expect(signOut.closest('form')?.getAttribute('method')).toBe('post')
    expect(signOut.closest('form')?.getAttribute('action')).toBe('/logout')
    expect(menu.queryByRole('link', { name: 'Create account' })).toBeNull()
  })

  test('personalized without access: no reports link; custom links rendered', async () => {
    const user: UserState = {
      ...buildUserState({
        user: { id: 'u2', name: 'Sam Patel', patientEncounterReportAccess: false },
        userOrganisation: null,
        networkOrganisation: null,
      }),
      customLinks: [
        { text: 'CME credits', path: 'https://cme.example.org', isExternal: true },
        { text: 'My settings', path: '/settings', isExternal: false },
      ],
    }
    const menu = await renderMenu(user)
    expect(menu.queryByRole('link', { name: 'Patient Encounter Reports' })).toBeNull()
    const cme = menu.getByRole('link', { name: /CME credits/ })
    expect(cme.getAttribute('target')).toBe('_blank')
    expect(cme.getAttribute('rel')).toBe('noopener noreferrer')
    expect(cme.textContent).toContain('(opens in a new tab)')
    expect(menu.getByRole('link', { name: 'My settings' }).getAttribute('href')).toBe('/settings')
  })
})
