/** What a tool page throws for a shared link that does not open: one value for every kind of miss. */
export const SHARE_LINK_MISS = { shareLink: 'unavailable' } as const

export const isShareLinkMiss = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { shareLink?: unknown }).shareLink === 'unavailable'
