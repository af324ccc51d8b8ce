import { useRootData } from './use-root-data.ts'

/** The name of the site the page is on: the consumer brand on a consumer host. */
export function useBrandName(): string {
  return useRootData()?.brand.name ?? 'Consilium'
}
