/** Where a post under an EHR session carries its CSRF token: a form field, or (fetch) a header. */
export const CSRF_FIELD = 'csrf'
export const CSRF_HEADER = 'X-CSRF-Token'
/** The page's token for scripts (entry.client adds it to our own fetch posts). */
export const CSRF_META = 'csrf-token'
