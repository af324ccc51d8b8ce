/**
 * The browser's client for our own API (spec 01 §7–§8): adds session-number to every call
 * whose path starts with /api, and raises a notification for failures nobody handles.
 */
export const HANDLED_STATUSES = new Set([400, 401, 403, 409])

export type Notification = { title: string; text: string }

export const NOTIFY_EVENT = 'consilium:notify'
/** Raised on every 403 with the answer's message (spec 01 §8: the forbidden modal listens). */
export const FORBIDDEN_EVENT = 'consilium:forbidden'

function forbidden(body: unknown) {
  if (typeof window === 'undefined') return
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null
  window.dispatchEvent(new CustomEvent<{ message: string | null }>(FORBIDDEN_EVENT, { detail: { message } }))
}

/** The notification the spec asks for, or null when the status counts as handled. */
export function notificationFor(failure: { status: number; statusText: string } | null): Notification | null {
  if (!failure) return { title: 'Error', text: 'Some problems with network connection' }
  if (HANDLED_STATUSES.has(failure.status)) return null
  return { title: `Error ${failure.status}`, text: failure.statusText }
}

export function notify(notification: Notification) {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent<Notification>(NOTIFY_EVENT, { detail: notification }))
}

/** Adds session-number (from the current page address when not given) to /api paths. */
export function apiUrl(path: string, sessionNumber?: string | null): string {
  const current =
    sessionNumber !== undefined
      ? sessionNumber
      : typeof window === 'undefined'
        ? null
        : new URLSearchParams(window.location.search).get('session-number')
  const url = new URL(path, 'http://consilium.invalid')
  if (current && url.pathname.startsWith('/api')) url.searchParams.set('session-number', current)
  return url.pathname + url.search + url.hash
}

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(`Error ${status}`)
  }
}

/**
 * fetch for our API: JSON in and out, same-origin credentials. Throws ApiError on a non-2xx
 * answer (after notifying unless handled) and the network error when there is no answer.
 */
export async function apiFetch<T = unknown>(
  path: string,
  init: RequestInit & { json?: unknown; quiet?: boolean } = {},
): Promise<T> {
  const { json, quiet, headers, ...rest } = init
  let response: Response
  try {
    response = await fetch(apiUrl(path), {
      credentials: 'same-origin',
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    })
  } catch (error) {
    if (!quiet && !(error instanceof DOMException && error.name === 'AbortError')) {
      notify(notificationFor(null)!)
    }
    throw error
  }
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  if (!response.ok) {
    const note = notificationFor({ status: response.status, statusText: response.statusText })
    if (note && !quiet) notify(note)
    if (response.status === 403 && !quiet) forbidden(body)
    throw new ApiError(response.status, response.statusText, body)
  }
  return body as T
}
