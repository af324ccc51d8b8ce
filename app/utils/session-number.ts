import { useLocation } from 'react-router'

// EHR session numbers are opaque tokens; anything else is ignored rather than echoed.
const SESSION_NUMBER = /^[A-Za-z0-9._~-]{1,128}$/

/** Adds session-number to an internal path, as the spec asks for every internal link. */
export function withSessionNumber(path: string, sessionNumber: string | null | undefined): string {
  if (!sessionNumber) return path
  const url = new URL(path, 'http://consilium.invalid')
  url.searchParams.set('session-number', sessionNumber)
  return url.pathname + url.search + url.hash
}

export function sessionNumberOf(params: URLSearchParams): string | null {
  const value = params.get('session-number')
  return value && SESSION_NUMBER.test(value) ? value : null
}

/** The session-number of the current page, kept on internal links (spec 01 §2). */
export function useSessionNumber(): string | null {
  const location = useLocation()
  return sessionNumberOf(new URLSearchParams(location.search))
}

/** An internal link target with the current session-number kept. */
export function useInternalHref(): (path: string) => string {
  const sessionNumber = useSessionNumber()
  return (path: string) => withSessionNumber(path, sessionNumber)
}
