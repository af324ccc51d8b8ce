import { useEffect, useRef } from 'react'

/** Frames to wait for a target drawn by code that loads on demand (about two seconds). */
const MAX_FRAMES = 120

/**
 * Moves the view and the focus to the element with id `targetId` each time `key` changes
 * (not on the first render: a page that has just loaded keeps the browser's own place).
 * The element needs tabIndex -1. A target not yet in the page is waited for, frame by frame.
 */
export function useFocusOnChange(key: string, targetId: string | null): void {
  const last = useRef(key)
  useEffect(() => {
    if (last.current === key) return
    last.current = key
    if (!targetId) return
    let frame = 0
    let tries = 0
    const land = () => {
      const target = document.getElementById(targetId)
      if (!target) {
        if (tries++ < MAX_FRAMES) frame = requestAnimationFrame(land)
        return
      }
      target.scrollIntoView({ block: 'start' })
      target.focus({ preventScroll: true })
    }
    land()
    return () => cancelAnimationFrame(frame)
  }, [key, targetId])
}
