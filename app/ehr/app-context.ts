/**
 * The CDS card's SMART link carries `appContext`, which the EHR hands back in the token
 * response of the launch it starts: it names the tool the launch opens.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The appContext for a launch that opens the tool `slug`: `{"tool":"<slug>"}`. */
export function appContextFor(slug: string): string {
  if (!SLUG.test(slug)) throw new Error('A tool slug is lower-case letters, digits and hyphens.')
  return JSON.stringify({ tool: slug })
}

/**
 * The tool slug an appContext names: JSON `{"tool": "<slug>"}` (what Consilium's cards send) or
 * form-encoded `tool=<slug>` (other pairs ignored); null for anything else.
 */
export function toolFromAppContext(value: string | null | undefined): string | null {
  if (!value || value.length > 1000) return null
  const text = value.trim()
  let tool: unknown = null
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) tool = (parsed as { tool?: unknown }).tool
    } catch {
      return null
    }
  } else {
    tool = new URLSearchParams(text).get('tool')
  }
  return typeof tool === 'string' && SLUG.test(tool) ? tool : null
}
