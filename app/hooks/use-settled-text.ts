import { useEffect, useRef, useState } from 'react'

/**
 * The text once it has stayed the same for `delayMs`, for a live region: a result that
 * changes with every keystroke is announced once, when it settles. The text at first render
 * is never announced (it is what the page already shows).
 */
export function useSettledText(text: string, delayMs = 1000): string {
  const [settled, setSettled] = useState('')
  const last = useRef(text)
  useEffect(() => {
    if (last.current === text) return
    last.current = text
    const timer = setTimeout(() => setSettled(text), delayMs)
    return () => clearTimeout(timer)
  }, [text, delayMs])
  return settled
}
