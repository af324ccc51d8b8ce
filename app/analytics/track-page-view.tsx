import { useEffect } from 'react'

import { track } from './analytics.ts'
import type { AnalyticsEventName } from './events.ts'

/** Records a page view event once the page is shown (e.g. <TrackPageView name="Home viewed" />). */
export function TrackPageView({ name }: { name: AnalyticsEventName }) {
  useEffect(() => track(name), [name])
  return null
}
