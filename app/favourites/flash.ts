/**
 * After a form post to /favourites the user is sent back with `?favourite=<outcome>`; the
 * page shows the matching message once. The flag carries no tool or patient data.
 */
export const FAVOURITE_FLASH_PARAM = 'favourite'
export const FAVOURITE_OUTCOMES = ['added', 'exists', 'removed'] as const
export type FavouriteOutcome = (typeof FAVOURITE_OUTCOMES)[number]

export function favouriteOutcomeOf(search: string | URLSearchParams): FavouriteOutcome | null {
  const value = new URLSearchParams(search).get(FAVOURITE_FLASH_PARAM)
  return (FAVOURITE_OUTCOMES as readonly string[]).includes(value ?? '') ? (value as FavouriteOutcome) : null
}

/** The path with the outcome flag set (or removed, when outcome is null). */
export function withFavouriteOutcome(path: string, outcome: FavouriteOutcome | null): string {
  const url = new URL(path, 'http://consilium.invalid')
  if (outcome) url.searchParams.set(FAVOURITE_FLASH_PARAM, outcome)
  else url.searchParams.delete(FAVOURITE_FLASH_PARAM)
  return url.pathname + url.search + url.hash
}
