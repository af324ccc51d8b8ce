/**
 * Scopes Consilium asks an EHR for (SMART v2 syntax), unless the issuer row says otherwise:
 * the launch context, the user's identity (for their preferences), a refresh token that lives
 * as long as the EHR session, and read/search of what the tools' prefill needs.
 */
export const READ_SCOPES = [
  'patient/Patient.rs',
  'patient/Observation.rs',
  'patient/Condition.rs',
  'patient/MedicationRequest.rs',
  'patient/Encounter.r',
] as const

/** Asked for only when the organisation wants chart write-back. */
export const WRITE_SCOPES = ['patient/DocumentReference.c', 'patient/Observation.c'] as const

export const DEFAULT_SCOPE = ['launch', 'openid', 'fhirUser', 'online_access', ...READ_SCOPES].join(' ')

export const WRITE_BACK_SCOPE = [DEFAULT_SCOPE, ...WRITE_SCOPES].join(' ')

/** The scope for a launch: standalone launches ask for the patient picker instead of `launch`. */
export function launchScope(issuerScope: string, standalone: boolean): string {
  const scopes = issuerScope.split(/\s+/).filter(Boolean)
  if (!standalone) return scopes.join(' ')
  return ['launch/patient', ...scopes.filter((s) => s !== 'launch' && s !== 'launch/patient')].join(' ')
}
