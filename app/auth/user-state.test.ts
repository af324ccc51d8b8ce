import { describe, expect, test } from 'vitest'

import { buildUserState, INACTIVE_SUBSCRIPTION_MESSAGE, UNAUTHORIZED_MESSAGE } from './user-state.ts'

const org = { id: 'org-1', name: 'Riverside Health', subscriptionStatus: 'active' as const, displaySignIn: true, ehrVendor: null }
const user = { id: 'user-1', name: 'Dr. Alex Rivera', patientEncounterReportAccess: true }

describe('user states of the spec', () => {
  test('unauthorized: sign-in prompt, nothing else', () => {
    const s = buildUserState({ user: null, userOrganisation: null, networkOrganisation: null })
    expect(s.userState).toEqual({ organizational: false, personalized: false, subscriptionActive: false })
    expect(s.messaging).toBe(UNAUTHORIZED_MESSAGE)
    expect(s.linkURLs.signIn).toBe('/login')
    expect(s.access.patientEncounterReport).toBe(false)
    expect(s.hasFetched).toBe(true)
  })

  test('organizational by network: sign-in link unless displaySignIn is off', () => {
    const s = buildUserState({ user: null, userOrganisation: null, networkOrganisation: org, returnTo: '/tools' })
    expect(s.userState).toEqual({ organizational: true, personalized: false, subscriptionActive: true })
    expect(s.organization).toBe('Riverside Health')
    expect(s.auth_method_primary).toBe('ip')
    expect(s.linkURLs.signIn).toBe('/login?returnToUrl=%2Ftools')
    expect(s.messaging).toBeNull()
    const hidden = buildUserState({ user: null, userOrganisation: null, networkOrganisation: { ...org, displaySignIn: false } })
    expect(hidden.displaySignIn).toBe(false)
    expect(hidden.linkURLs.signIn).toBeNull()
  })

  test("organizational with an inactive subscription says so", () => {
    const s = buildUserState({ user: null, userOrganisation: null, networkOrganisation: { ...org, subscriptionStatus: 'inactive' } })
    expect(s.userState.subscriptionActive).toBe(false)
    expect(s.messaging).toBe(INACTIVE_SUBSCRIPTION_MESSAGE)
  })

  test('personalized in an organisation with report access: sign-out and the reports link with session-number', () => {
    const s = buildUserState({ user, userOrganisation: org, networkOrganisation: null, sessionNumber: 'S-42' })
    expect(s.userState).toEqual({ organizational: false, personalized: true, subscriptionActive: true })
    expect(s.puaId).toBe('user-1')
    expect(s.affiliationId).toBe('org-1')
    expect(s.userName).toBe('Dr. Alex Rivera')
    expect(s.linkURLs.signOut).toBe('/logout')
    expect(s.access.patientEncounterReport).toBe(true)
    expect(s.customLinks).toEqual([
      { text: 'Patient Encounter Reports', path: '/patient-encounter-reports?session-number=S-42', isExternal: false },
    ])
  })

  test('personalized without an organisation: no subscription, no reports', () => {
    const s = buildUserState({ user: { ...user, patientEncounterReportAccess: true }, userOrganisation: null, networkOrganisation: null })
    expect(s.userState).toEqual({ organizational: false, personalized: true, subscriptionActive: false })
    expect(s.access.patientEncounterReport).toBe(false)
    expect(s.customLinks).toEqual([])
    expect(s.messaging).toBeNull()
  })
})
