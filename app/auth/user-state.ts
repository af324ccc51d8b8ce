import { withSessionNumber } from '#app/utils/session-number.ts'

/** The user entity of GET /api-tool-experience/user (spec 01 §3, spec 02 §3 and §6). */
export type UserState = {
  hasFetched: true
  showLoginPrompt: boolean
  puaId: string | null
  affiliationId: string | null
  auth_method_primary: 'password' | 'ip' | null
  auth_method_secondary: string | null
  ehr_vendor: string | null
  organization: string | null
  userName: string | null
  userState: { organizational: boolean; personalized: boolean; subscriptionActive: boolean }
  displaySignIn: boolean
  messaging: string | null
  linkURLs: { signIn: string | null; signOut: string | null; createAccount: string | null }
  customLinks: { text: string; path: string; isExternal: boolean }[]
  access: { patientEncounterReport: boolean }
}

export type OrganisationFacts = {
  id: string
  name: string
  subscriptionStatus: 'active' | 'inactive'
  displaySignIn: boolean
  ehrVendor: string | null
}

export type UserFacts = {
  id: string
  name: string
  patientEncounterReportAccess: boolean
}

export const INACTIVE_SUBSCRIPTION_MESSAGE = "Your organization's subscription is inactive"
export const UNAUTHORIZED_MESSAGE = 'Already subscribed? Sign in now'

/**
 * Signed-in users are "personalized" (with their organisation's subscription when they
 * belong to one); a request from an organisation's network range is "organizational";
 * everyone else is "unauthorized".
 */
export function buildUserState(input: {
  user: UserFacts | null
  userOrganisation: OrganisationFacts | null
  networkOrganisation: OrganisationFacts | null
  sessionNumber?: string | null
  returnTo?: string
}): UserState {
  const { user, sessionNumber } = input
  const signInPath = withSessionNumber(
    input.returnTo && input.returnTo !== '/'
      ? `/login?returnToUrl=${encodeURIComponent(input.returnTo)}`
      : '/login',
    sessionNumber,
  )
  const createAccountPath = withSessionNumber('/login?action=register', sessionNumber)

  if (user) {
    const org = input.userOrganisation
    const subscriptionActive = org?.subscriptionStatus === 'active'
    const reports = Boolean(org) && user.patientEncounterReportAccess
    return {
      hasFetched: true,
      showLoginPrompt: false,
      puaId: user.id,
      affiliationId: org?.id ?? null,
      auth_method_primary: 'password',
      auth_method_secondary: null,
      ehr_vendor: org?.ehrVendor ?? null,
      organization: org?.name ?? null,
      userName: user.name,
      userState: { organizational: false, personalized: true, subscriptionActive },
      displaySignIn: false,
      messaging: org && !subscriptionActive ? INACTIVE_SUBSCRIPTION_MESSAGE : null,
      linkURLs: { signIn: null, signOut: '/logout', createAccount: null },
      customLinks: reports
        ? [
            {
              text: 'Patient Encounter Reports',
              path: withSessionNumber('/patient-encounter-reports', sessionNumber),
              isExternal: false,
            },
          ]
        : [],
      access: { patientEncounterReport: reports },
    }
  }

  const org = input.networkOrganisation
  if (org) {
    const subscriptionActive = org.subscriptionStatus === 'active'
    return {
      hasFetched: true,
      showLoginPrompt: true,
      puaId: null,
      affiliationId: org.id,
      auth_method_primary: 'ip',
      auth_method_secondary: null,
      ehr_vendor: org.ehrVendor,
      organization: org.name,
      userName: null,
      userState: { organizational: true, personalized: false, subscriptionActive },
      displaySignIn: org.displaySignIn,
      messaging: subscriptionActive ? null : INACTIVE_SUBSCRIPTION_MESSAGE,
      linkURLs: {
        signIn: org.displaySignIn ? signInPath : null,
        signOut: null,
        createAccount: createAccountPath,
      },
      customLinks: [],
      access: { patientEncounterReport: false },
    }
  }

  return {
    hasFetched: true,
    showLoginPrompt: true,
    puaId: null,
    affiliationId: null,
    auth_method_primary: null,
    auth_method_secondary: null,
    ehr_vendor: null,
    organization: null,
    userName: null,
    userState: { organizational: false, personalized: false, subscriptionActive: false },
    displaySignIn: true,
    messaging: UNAUTHORIZED_MESSAGE,
    linkURLs: { signIn: signInPath, signOut: null, createAccount: createAccountPath },
    customLinks: [],
    access: { patientEncounterReport: false },
  }
}
