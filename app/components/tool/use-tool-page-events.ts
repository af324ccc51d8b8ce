import { useEffect } from 'react'

import type { ClientTool } from '#engine/schema/tool.ts'
import { track } from '#app/analytics/analytics.ts'
import { STEP_VIEW_EVENT } from '#app/analytics/events.ts'
import type { StepKey } from '#app/tools/navigation.ts'
import { useFocusOnChange } from '#app/hooks/use-focus-on-change.ts'

import { STEP_HEADING_ID } from './step-anchors.ts'

/** The tool page's analytics (launched, each step viewed) and its landing on a new step's heading. */
export function useToolPageEvents(tool: ClientTool, usable: boolean, step: StepKey) {
  const { slug: toolSlug, version: toolVersion } = tool
  useEffect(() => {
    if (usable) track('Tool launched', { toolSlug, toolVersion })
  }, [usable, toolSlug, toolVersion])
  useEffect(() => {
    const viewed = STEP_VIEW_EVENT[step]
    if (usable && viewed) track(viewed, { toolSlug, toolVersion })
  }, [usable, toolSlug, toolVersion, step])
  // A step change lands on the new step's heading (without JavaScript: the post's #fragment).
  useFocusOnChange(step, STEP_HEADING_ID[step])
}
