import type { StepKey } from '#app/tools/navigation.ts'

/**
 * Where a step change lands: the id of each step's heading (focusable, tabIndex -1). A post
 * that changes step carries it as the fragment of its address, so the browser scrolls to the
 * heading and focuses it even without JavaScript. Fragments hold no patient data.
 */
export const STEP_HEADING_ID: Record<StepKey, string> = {
  patient: 'patient-step-title',
  assessment: 'assessment-step-title',
  population: 'population-title',
  options: 'patient-options-title',
}

/** The result on the patient-data step: where the page lands after an Update post. */
export const RESULT_ID = 'tool-result'

/** The address of the form's own action with a fragment to land on. */
export function landingAction(formAction: string, id: string): string {
  return `${formAction.split('#')[0]}#${id}`
}
