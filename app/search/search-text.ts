// Small helpers of the always-loaded search form and the search page; the rest of the
// autocomplete logic (autocomplete.ts) loads with the suggestion list.

/**
 * Search text as it goes into q (spec 01 §5): trimmed, whitespace runs as one space (the
 * form encoding then writes each as '+'). Shared by the plain form and the autocomplete.
 */
export function tidyText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** The tool page of a slug; a slug that already contains a slash is used as given (spec 01 §2). */
export function toolPath(slug: string): string {
  // Never '//host' or '/\host', which a browser would read as another site.
  const bare = slug.replace(/^[\\/]+/, '')
  return bare.includes('/') ? `/${bare}` : `/tool/${bare}`
}
