import { useRouteLoaderData } from 'react-router'

import type { UserState } from '#app/auth/user-state.ts'
import type { Brand } from '#app/brand/brand.ts'
import type { Consent } from '#app/consent/consent.ts'
import type { EmbedState } from '#app/ehr/embed/embed-state.ts'
import type { FlagAssignments, MaintenanceAlert } from '#app/flags/flags.ts'

/** What the root loader (app/root.tsx) gives every page. */
export type RootData = {
  locale: string
  user: UserState
  year: number
  brand: Brand
  flags: FlagAssignments
  maintenance: MaintenanceAlert | null
  sessionNumber: string | null
  isSnapshotView: boolean
  seamlessAuthUrl: string | null
  termsUrl: string
  consent: Consent
  /** The old-browser dialog's HTML, for Internet Explorer only. */
  oldBrowser: string | null
  /** Inside an EHR session (its cookie present): CSRF token and frame host; else null. */
  embed: EmbedState | null
}

/** The root loader's data; undefined where it did not run (the error page of a failed root loader). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}
