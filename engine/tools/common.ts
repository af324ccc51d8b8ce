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

/**
 * The LDL cholesterol classes of NCEP ATP III, shared by the LDL calculators so that one LDL value
 * reads the same whichever equation estimated it: the class of an LDL expression in mg/dL, taken
 * on its value rounded to a whole number (as reported).
 */
export function atp3LdlClass(ldlMgDl: string): string {
  const shown = `round(${ldlMgDl})`
  return `if(${ldlMgDl} = null, null, if(${shown} < 100, 'Optimal', if(${shown} < 130, 'Near or above optimal', if(${shown} < 160, 'Borderline high', if(${shown} < 190, 'High', 'Very high')))))`
}

/** Interpretation of the class held by the result field `ldl_category`. */
export const ATP3_LDL_INTERPRETATION =
  "if(ldl_category = null, null, if(ldl_category = 'Optimal', 'Below 100 mg/dL (2.6 mmol/L): optimal by the ATP III classes. Treatment targets depend on overall cardiovascular risk and may be lower.', if(ldl_category = 'Near or above optimal', '100–129 mg/dL (2.6–3.3 mmol/L): near or above optimal by the ATP III classes.', if(ldl_category = 'Borderline high', '130–159 mg/dL (3.4–4.1 mmol/L): borderline high by the ATP III classes.', if(ldl_category = 'High', '160–189 mg/dL (4.1–4.9 mmol/L): high by the ATP III classes; persistently 160 mg/dL or more is a risk-enhancing factor in the 2018 AHA/ACC guideline.', '190 mg/dL (4.9 mmol/L) or more: very high. Confirm with a direct LDL measurement; in adults this level calls for high-intensity statin therapy whatever the calculated risk, and an evaluation for familial hypercholesterolaemia.')))))"
