import type { ClientTool } from '#engine/schema/tool.ts'

/** Where a tool page can be: its steps, plus the population view of tabbed tools. */
export type StepKey = 'patient' | 'assessment' | 'population' | 'options'

const TAB_STEP = {
  patientData: 'patient',
  riskAndGuidelines: 'assessment',
  populationView: 'population',
  optionGrid: 'options',
} as const

export type NavItem = { key: StepKey; label: string; tab: boolean }

const STEP_LABEL: Record<StepKey, string> = {
  patient: 'tool.steps.patient',
  assessment: 'tool.steps.assessment',
  population: 'tool.tabs.populationView',
  options: 'tool.steps.options',
}

/**
 * The tool's navigation in configuration order: its tabs (labels PATIENT DATA, RISK &
 * GUIDELINES, POPULATION VIEW, OPTION GRID) when it has them, otherwise its steps.
 */
export function navigationOf(tool: ClientTool): NavItem[] {
  if (tool.tabs?.length) return tool.tabs.map((tab) => ({ key: TAB_STEP[tab], label: `tool.tabs.${tab}`, tab: true }))
  return tool.steps.map((step) => ({ key: step, label: STEP_LABEL[step], tab: false }))
}

export function nextStep(tool: ClientTool, current: StepKey): StepKey | null {
  const nav = navigationOf(tool)
  const i = nav.findIndex((n) => n.key === current)
  return nav[i + 1]?.key ?? null
}
