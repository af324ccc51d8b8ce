import type { EhrSession } from './ehr-session.ts'
import { patientLabelOf } from './chart-write.ts'

/** Who the launch is for, as the EHR names them: read for each page, never cached or logged. */
export type PatientBanner = {
  name: string | null
  birthDate: string | null
  sex: 'male' | 'female' | 'other' | 'unknown' | null
}

const SEXES = ['male', 'female', 'other', 'unknown'] as const

/**
 * The patient banner of a launch whose EHR asked for one (`need_patient_banner`): name, birth date
 * and administrative sex from Patient/{id}. Null when the EHR shows its own banner or there is no
 * patient. When the read fails the banner is still shown, saying the details could not be read.
 */
export async function patientBannerOf(session: EhrSession | null): Promise<PatientBanner | null> {
  if (!session?.patientId || !session.needPatientBanner) return null
  const resource = await session.fhir.read(`Patient/${encodeURIComponent(session.patientId)}`).catch(() => null)
  const label = patientLabelOf(resource)
  const gender = (resource as { gender?: unknown } | null)?.gender
  return {
    name: label?.name ?? null,
    birthDate: label?.birthDate ?? null,
    sex: SEXES.find((s) => s === gender) ?? null,
  }
}
