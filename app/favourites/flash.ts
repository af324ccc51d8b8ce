/**
 * After a form post to /favourites the user is sent back with `?favourite=<outcome>`; the
 * page shows the matching message once. The flag carries no tool or patient data.
 */
export const FAVOURITE_FLASH_PARAM = 'favourite'
export const FAVOURITE_OUTCOMES = ['added', 'exists', 'removed'] as const
/**
 * Set on the way back from signing in that a signed-out Bookmark press started: the page then
 * offers to finish it (without JavaScript) or finishes it (with JavaScript, only when this
 * browser started it, so a link alone never changes anything).
 */
export const FAVOURITE_PENDING = 'pending'
export const PENDING_BOOKMARK_KEY = 'consilium.pendingBookmark'
export type FavouriteOutcome = (typeof FAVOURITE_OUTCOMES)[number]

export function favouriteOutcomeOf(search: string | URLSearchParams): FavouriteOutcome | null {
  const value = new URLSearchParams(search).get(FAVOURITE_FLASH_PARAM)
  return (FAVOURITE_OUTCOMES as readonly string[]).includes(value ?? '') ? (value as FavouriteOutcome) : null
}

/** The path with the outcome flag set (or removed, when outcome is null). */
export function withFavouriteOutcome(path: string, outcome: FavouriteOutcome | typeof FAVOURITE_PENDING | null): string {
  const url = new URL(path, 'http://consilium.invalid')
  if (outcome) url.searchParams.set(FAVOURITE_FLASH_PARAM, outcome)
  else url.searchParams.delete(FAVOURITE_FLASH_PARAM)
  return url.pathname + url.search + url.hash
}
