import { beforeAll } from 'vitest'

// The unit project shares one module graph, and one page, between its files (isolate: false):
// each file starts from a blank page at `/`, with no cookies or stored values, as a new
// environment would give it.
beforeAll(() => {
  if (typeof window === 'undefined') return
  window.history.replaceState(null, '', '/')
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  window.localStorage.clear()
  window.sessionStorage.clear()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('lang')
})
