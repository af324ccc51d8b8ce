/**
 * Copies text to the clipboard. The async Clipboard API needs a secure context and the
 * document's focus; where it is missing or refused, a selected off-screen text area and
 * execCommand('copy') still work in the browsers hospitals keep.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused: try the older way below.
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.left = '-9999px'
  const active = document.activeElement as HTMLElement | null
  document.body.append(area)
  area.select()
  let ok: boolean
  try {
    ok = typeof document.execCommand === 'function' && document.execCommand('copy')
  } catch {
    ok = false
  }
  area.remove()
  active?.focus()
  return ok
}

/** A CopyButton's `copy`: copies the text and answers the confirmation, or null when it could not. */
export function copying(text: string, confirmation: string): () => Promise<string | null> {
  return async () => ((await copyText(text)) ? confirmation : null)
}
