/** Session storage key (spec 01 §9), and the session cookie of the same name used without JavaScript. */
export const IE_WARNING_KEY = 'ie-warning-dismissed'

/** Internet Explorer up to 10 says "MSIE"; Internet Explorer 11 says "Trident/" (Edge says neither). */
export function isOldInternetExplorer(userAgent: string | null | undefined): boolean {
  return /\bMSIE \d|\bTrident\//.test(userAgent ?? '')
}
