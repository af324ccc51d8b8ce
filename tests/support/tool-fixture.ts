import { ToolDefinitionSchema, type ToolDefinition, type ToolDefinitionInput } from '#engine/schema/tool.ts'

export type Control = Omit<ToolDefinitionInput['controls'][string], 'name'> & { name?: string }

/** A minimal valid tool holding `controls` (each named by its key unless given a name). */
export function makeTool(controls: Record<string, Control>): ToolDefinition {
  const named = Object.fromEntries(Object.entries(controls).map(([key, f]) => [key, { name: key, ...f }]))
  return ToolDefinitionSchema.parse({
    slug: 'test-tool',
    name: 'Test tool',
    calcId: 'calc-test',
    status: 'released',
    toolType: 3,
    eligibility: 'Adults',
    description: 'A tool for tests.',
    isFree: true,
    contentName: 'test-tool',
    modified: '2026-03-05',
    version: '1.0.0',
    steps: ['patient', 'assessment'],
    sections: { patient: Object.keys(controls) },
    controls: named,
    risk: Object.keys(controls).slice(0, 1),
    references: [{ id: 'ref', citation: 'A citation of some length.' }],
    contributors: [{ name: 'Team', role: 'Authoring' }],
    competingInterests: 'None declared.',
    category: 'Test',
    instructions: 'Use it in tests.',
    whenToUse: ['In tests.'],
    pearls: ['None.'],
    nextSteps: { advice: [], management: [] },
    evidence: ['None.'],
    formula: ['x'],
    resultSummary: 'x',
    testVectors: [{ description: 'none', inputs: {}, expected: {}, source: 'ref' }],
  } satisfies ToolDefinitionInput)
}
