import { useRootData } from './use-root-data.ts'

/** The page is on the consumer site, where patients read it: no clinician-only parts (decision 0066). */
export function usePatientSite(): boolean {
  return useRootData()?.brand.variant === 'consumer'
}
