/**
 * The EHR launch a request belongs to (SMART App Launch), as the router context carries it
 * (`ehrSessionContext`). Set by the EHR session middleware from the EHR session cookie;
 * null for every request that did not come through a launch.
 *
 * Patient and encounter come from the token response of this launch, never from the URL or
 * a cookie. Nothing here may be logged.
 */
export type EhrSession = {
  /** SHA-256 of the session id in the cookie. */
  idHash: string
  organisationId: string
  issuerId: string
  /** The FHIR base URL (`iss`). */
  iss: string
  tenant: string | null
  /** FHIR logical id of the launch patient. */
  patientId: string | null
  encounterId: string | null
  /** Scopes the EHR granted (space-separated in the token response), split. */
  scopes: string[]
  /** Hash of the EHR user, the key of their preferences; null when the EHR named no user. */
  userHash: string | null
  /**
   * The EHR user's FHIR reference as the id_token's `fhirUser` gave it (e.g.
   * `https://ehr.example/fhir/Practitioner/123`, or relative); null when the EHR named none.
   */
  fhirUser: string | null
  needPatientBanner: boolean
  /** SMART `intent`, `fhirContext` and CDS `appContext`, as the EHR sent them. */
  intent: string | null
  appContext: string | null
  /** Reads from the EHR's FHIR server as this launch (refreshes the token once on a 401). */
  fhir: FhirReader
}

/** Thrown by a FhirReader for any answer other than 2xx, and for timeouts and bad JSON. */
export class FhirError extends Error {
  constructor(
    /** The HTTP status; 0 for a network fault, timeout or unreadable body. */
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'FhirError'
  }
}

/**
 * Reads and writes FHIR R4 resources relative to the FHIR base URL: `read('Observation?patient=…')`.
 * Paths and answers may hold patient data: never log them.
 */
export interface FhirReader {
  read<T = unknown>(pathAndQuery: string): Promise<T>
  /** POST a resource (create); resolves to the created resource as the server returned it, or its id from Location. */
  create<T extends { resourceType: string }>(resource: T): Promise<{ id: string | null; resource: T | null }>
}
