/** The analytics event names of spec 01 §3 and spec 02 §7, and what each may carry. */
export const ANALYTICS_EVENTS = {
  HOME_VIEWED: 'Home viewed',
  PATIENT_DATA_ENTRY_VIEWED: 'Patient Data Entry viewed',
  PATIENT_DATA_ENTRY_UPDATED: 'Patient Data Entry updated',
  PATIENT_OPTIONS_VISIBILITY_CLICKED: 'Patient Options visibility clicked',
  PATIENT_OPTIONS_VIEWED: 'Patient Options viewed',
  PATIENT_OPTIONS_VIEW_TYPE: 'Patient Options view type',
  ASSESSMENT_AND_GUIDANCE_VIEWED: 'Assessment And Guidance viewed',
  KEY_DATA_VIEWED: 'Key Data viewed',
  CHART_NOTE_CLICKED: 'Chart Note clicked',
  CHART_NOTE_COPY_CLICKED: 'Chart Note copy clicked',
  NAVIGATION_PATIENT_FEATURE_CLICKED: 'Navigation patient feature clicked',
  NAVIGATION_PDF_CLICKED: 'Navigation pdf clicked',
  NAVIGATION_ITEM_CLICKED: 'Navigation item clicked',
  PDF_GENERATED: 'PDF generated',
  GENERATE_QR_CODE_CLICKED: 'Generate QR Code clicked',
  GENERATE_QR_CODE_COPY_CLICKED: 'Generate QR Code copy clicked',
  GENERATE_LINK_CLICKED: 'Generate Link clicked',
  GENERATE_LINK_COPY_CLICKED: 'Generate Link copy clicked',
  TOOL_LAUNCHED: 'Tool launched',
} as const

/** At most this many events per request. */
export const MAX_BATCH = 50

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS]
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

const NAMES = new Set<string>(Object.values(ANALYTICS_EVENTS))

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
  patient: ANALYTICS_EVENTS.PATIENT_DATA_ENTRY_VIEWED,
  assessment: ANALYTICS_EVENTS.ASSESSMENT_AND_GUIDANCE_VIEWED,
  options: ANALYTICS_EVENTS.PATIENT_OPTIONS_VIEWED,
}
