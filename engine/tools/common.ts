import type { ToolDefinitionInput } from '../schema/tool.ts'

/**
 * Members every tool shares: a released, free calculator (patient inputs, then the assessment),
 * this version and date, written by the content team. A tool that cites a guideline gives its own
 * `guideline`.
 */
export const TOOL_BASE = {
  toolType: 3,
  steps: ['patient', 'assessment'],
  guideline: [],
  status: 'released',
  isFree: true,
  modified: '2026-11-22',
  version: '1.0.0',
  contributors: [{ name: 'Consilium clinical content team', role: 'Authoring and review' }],
  competingInterests: 'None declared. Development fully supported by Consilium with no external funding.',
} satisfies Partial<ToolDefinitionInput>
