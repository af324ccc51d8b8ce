/**
 * Which tool a launch opens, from what the EHR sent (decision 0045):
 * - `appContext` (CDS Hooks card links): `tool=<slug>` (form-encoded, other pairs ignored) or
 *   JSON `{"tool": "<slug>"}`;
 * - SMART `intent`: `tool:<slug>`, `tool/<slug>` or `<slug>`;
 * - SMART 2.2 `fhirContext`: an entry whose `identifier.system` is TOOL_IDENTIFIER_SYSTEM
 *   names the slug in `identifier.value`.
 * The first that names a tool of the library wins, in that order; none: the home page.
 */
export const TOOL_IDENTIFIER_SYSTEM = 'https://consilium.health/fhir/tool'

const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/

function fromAppContext(appContext: string | null): string | null {
  if (!appContext) return null
  const text = appContext.trim()
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { tool?: unknown }
      return typeof parsed.tool === 'string' ? parsed.tool : null
    } catch {
      return null
    }
  }
  return new URLSearchParams(text).get('tool')
}

function fromIntent(intent: string | null): string | null {
  if (!intent) return null
  return /^tool[:/]/.test(intent) ? intent.slice('tool/'.length) : intent
}

function fromFhirContext(fhirContext: unknown[] | null): string | null {
  for (const entry of fhirContext ?? []) {
    const identifier = (entry as { identifier?: { system?: unknown; value?: unknown } } | null)?.identifier
    if (identifier?.system === TOOL_IDENTIFIER_SYSTEM && typeof identifier.value === 'string') return identifier.value
  }
  return null
}

export function toolSlugForLaunch(
  launch: { intent: string | null; appContext: string | null; fhirContext: unknown[] | null },
  isTool: (slug: string) => boolean,
): string | null {
  for (const candidate of [fromAppContext(launch.appContext), fromIntent(launch.intent), fromFhirContext(launch.fhirContext)]) {
    if (candidate && SLUG.test(candidate) && isTool(candidate)) return candidate
  }
  return null
}
