const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Plain http is accepted only on the loopback interface (tests, a local test EHR). */
export function isLoopbackHttp(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)
  } catch {
    return false
  }
}

/** https, or http on loopback. */
export function isAllowedEndpoint(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:' || isLoopbackHttp(url)
  } catch {
    return false
  }
}
