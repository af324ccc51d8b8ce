/** The analytics event names of spec 01 §3 and spec 02 §7 (their only spelling). */
export const ANALYTICS_EVENTS = [
  'Home viewed',
  'Patient Data Entry viewed',
  'Patient Data Entry updated',
  'Patient Options visibility clicked',
  'Patient Options viewed',
  'Patient Options view type',
  'Assessment And Guidance viewed',
  'Key Data viewed',
  'Chart Note clicked',
  'Chart Note copy clicked',
  'Navigation patient feature clicked',
  'Navigation pdf clicked',
  'Navigation item clicked',
  'PDF generated',
  'Generate QR Code clicked',
  'Generate QR Code copy clicked',
  'Generate Link clicked',
  'Generate Link copy clicked',
  'Tool launched',
] as const

/** At most this many events per request. */
export const MAX_BATCH = 50

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number]
export type AnalyticsValue = string | number | boolean | null
export type AnalyticsProperties = Record<string, AnalyticsValue>

export const ANALYTICS_ENDPOINT = '/api-analytics/events'

export type QueuedEvent = {
  name: AnalyticsEventName
  properties: AnalyticsProperties
  occurredAt: string
  path: string
  visitId: string
}

const NAMES = new Set<string>(ANALYTICS_EVENTS)

/**
 * Properties describe the tool and the product, never the patient: every tool event may
 * name the tool (slug, version); a few add a step, a view type, an option key or count.
 */
const TOOL_KEYS = ['toolSlug', 'toolVersion']
const EXTRA_KEYS: Partial<Record<AnalyticsEventName, string[]>> = {
  'Navigation item clicked': ['step'],
  'Patient Options visibility clicked': ['optionKey', 'affordance'],
  'Patient Options viewed': ['optionCount'],
  'Patient Options view type': ['viewType'],
  'PDF generated': ['optionCount'],
}

export function isAnalyticsEventName(name: unknown): name is AnalyticsEventName {
  return typeof name === 'string' && NAMES.has(name)
}

export function allowedKeys(name: AnalyticsEventName): string[] {
  return name === 'Home viewed' ? [] : [...TOOL_KEYS, ...(EXTRA_KEYS[name] ?? [])]
}

/** Why these properties may not be sent with this event, or null when they may. */
export function propertyProblem(name: AnalyticsEventName, properties: Record<string, unknown>): string | null {
  const keys = allowedKeys(name)
  for (const [key, value] of Object.entries(properties)) {
    if (!keys.includes(key)) return `${name} has no property ${key}`
    const ok =
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.length <= 100)
    if (!ok) return `${key}: a short string, a number, a boolean or null`
  }
  return null
}

/** The page view event of each tool step, where the spec names one. */
export const STEP_VIEW_EVENT: Record<string, AnalyticsEventName | undefined> = {
  patient: 'Patient Data Entry viewed',
  assessment: 'Assessment And Guidance viewed',
  options: 'Patient Options viewed',
}
