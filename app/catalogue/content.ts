/**
 * Curated discovery content: the featured tools (home list and /tools card) in this order.
 * A slug that is not a released tool is skipped, so the list survives library changes.
 */
export const FEATURED_SLUGS = ['prevent', 'cha2ds2-vasc', 'ckd-epi-2021', 'wells-pe', 'heart-score'] as const

/** The about panel's five default benefits (spec 01 §2), as keys of the "discovery" locale section. */
export const BENEFIT_KEYS = ['savesTime', 'personalised', 'engagement', 'experts', 'updated'] as const
