import { useEffect, useState } from 'react'

/**
 * True once the page is scrolled more than `threshold` pixels, checked at most every
 * `throttleMs`. Before JavaScript runs it is true, so nothing is hidden from no-JS users.
 */
export function useScrolledPast(threshold = 50, throttleMs = 200): boolean {
  const [past, setPast] = useState(true)
  useEffect(() => {
    let last = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      last = Date.now()
      setPast(window.scrollY > threshold)
    }
    const onScroll = () => {
      const wait = throttleMs - (Date.now() - last)
      if (wait <= 0) check()
      else {
        clearTimeout(timer)
        timer = setTimeout(check, wait)
      }
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      clearTimeout(timer)
    }
  }, [threshold, throttleMs])
  return past
}
