import { GLUCOSE_MEASURE, GLUCOSE_MGDL_RANGE, GLUCOSE_MMOL_RANGE, SERUM_SODIUM_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { KITABCHI_2009 } from './references.ts'

/**
 * Valid input ranges (plausibility limits, not from a source). Glucose is a measure field with
 * mg/dL canonical; the page converts mmol/L with 1 mmol/L = 18.016 mg/dL (engine/units.ts),
 * so 0.6–166.5 mmol/L falls inside 10–3000 mg/dL.
 */
export const NA_CORRECTION_RANGES = {
  sodium: SERUM_SODIUM_RANGE,
  glucoseMgDl: GLUCOSE_MGDL_RANGE,
} as const

/** mEq/L of sodium per 100 mg/dL of glucose above 100 mg/dL. */
export const NA_CORRECTION_FACTORS = { katz: 1.6, hillier: 2.4 } as const

/** Glucose above 100 mg/dL, in hundreds of mg/dL; no correction at or below 100. */
const EXCESS = 'max(0, glucose - 100) / 100'
const SHOWN = 'round(corrected_sodium, 1)'

/**
 * Sodium corrected for hyperglycaemia: Katz MA, N Engl J Med 1973;289:843–844 (1.6 mEq/L per
 * 100 mg/dL) or Hillier TA et al., Am J Med 1999;106:399–403 (2.4 mEq/L per 100 mg/dL).
 * Default Katz: it is the factor of the ADA consensus on hyperglycaemic crises (Kitabchi 2009),
 * the reference most clinicians follow where the corrected sodium guides fluid choice.
 */
const sodiumCorrectionHyperglycemia = {
  slug: 'sodium-correction-hyperglycemia',
  name: 'Sodium Correction for Hyperglycemia',
  calcId: 'calc-sodium-correction-hyperglycemia',
  ...TOOL_BASE,
  eligibility:
    'Adults and children with a high blood glucose and a measured serum sodium, for example in diabetic ketoacidosis or the hyperosmolar hyperglycaemic state.',
  description:
    'Estimates what the serum sodium would be if the glucose were normal. High glucose draws water out of cells and dilutes sodium, so the measured value understates the real water balance.',
  contentName: 'sodium-correction-hyperglycemia',
  sections: {
    patient: ['sodium', 'glucose', 'factor'],
  },
  ehrpdns: ['sodium', 'glucose'],
  controls: controls({
    sodium: measure('Measured sodium', 'mmol/L', NA_CORRECTION_RANGES.sodium, {
      help: `${NA_CORRECTION_RANGES.sodium.min}–${NA_CORRECTION_RANGES.sodium.max} mmol/L (mmol/L = mEq/L).`,
    }),
    glucose: measure('Glucose (same sample)', GLUCOSE_MEASURE, NA_CORRECTION_RANGES.glucoseMgDl, {
      help: `${NA_CORRECTION_RANGES.glucoseMgDl.min}–${NA_CORRECTION_RANGES.glucoseMgDl.max} mg/dL (${GLUCOSE_MMOL_RANGE.min}–${GLUCOSE_MMOL_RANGE.max} mmol/L).`,
    }),
    factor: choice(
      'Correction factor',
      [
        ['Katz: 1.6 mmol/L per 100 mg/dL (5.6 mmol/L) of glucose', 'katz'],
        ['Hillier: 2.4 mmol/L per 100 mg/dL (5.6 mmol/L) of glucose', 'hillier'],
      ],
      {
        defaults: [
          {
            value: 'katz',
            message:
              'Katz (1.6) is preselected because the ADA guidance on hyperglycaemic crises uses it. Hillier (2.4) was measured experimentally and fits better when glucose is above about 400 mg/dL (22 mmol/L); the other value is shown for comparison.',
          },
        ],
        type: 'singleselect.radiogroup',
      },
    ),
    corrected_sodium: result('Corrected sodium (factor selected)', "if(factor = 'hillier', hillier_value, katz_value)", { units: 'mmol/L', decimals: 1 }),
    corrected_sodium_hillier: result('For comparison: with the Hillier factor (2.4)', 'hillier_value', {
      visibility: "factor = 'katz'",
      units: 'mmol/L',
      decimals: 1,
    }),
    corrected_sodium_katz: result('For comparison: with the Katz factor (1.6)', 'katz_value', {
      visibility: "factor = 'hillier'",
      units: 'mmol/L',
      decimals: 1,
    }),
    // Both values for the chart note and result line (not listed in the results, which show only the other factor).
    katz_value: result('Corrected sodium, Katz factor (1.6)', `sodium + ${NA_CORRECTION_FACTORS.katz} * ${EXCESS}`, { units: 'mmol/L', decimals: 1 }),
    hillier_value: result('Corrected sodium, Hillier factor (2.4)', `sodium + ${NA_CORRECTION_FACTORS.hillier} * ${EXCESS}`, { units: 'mmol/L', decimals: 1 }),
    interpretation: interpretation(
      'if(corrected_sodium = null, null, ' +
        "if(glucose <= 100, 'Glucose is not above 100 mg/dL (5.6 mmol/L), so no correction applies: the corrected sodium equals the measured sodium. ', '') + " +
        `if(${SHOWN} < 135, 'Corrected sodium below 135 mmol/L: true hyponatraemia that the glucose does not explain; look for a separate cause of water excess.', ` +
        `if(${SHOWN} <= 145, 'Corrected sodium 135–145 mmol/L: the low measured sodium is explained by the glucose; no separate sodium disorder is suggested.', ` +
        "'Corrected sodium above 145 mmol/L: the patient has lost more water than sodium (hypernatraemia hidden by the glucose), as typically occurs with osmotic diuresis.')) + " +
        "if(factor = 'katz' and glucose > 400, ' Glucose is above 400 mg/dL, where the Katz factor probably underestimates the correction; see the Hillier value.', '') + " +
        "' As glucose falls with treatment, the measured sodium should rise toward this value; a falling sodium during treatment calls for review.')",
    ),
  }),
  risk: ['corrected_sodium', 'corrected_sodium_hillier', 'corrected_sodium_katz', 'interpretation'],
  chartNote: {
    cc: 'Sodium corrected for glucose {{corrected_sodium}} mmol/L (Katz factor {{katz_value}}, Hillier factor {{hillier_value}} mmol/L). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'katz1973',
      citation: 'Katz MA. Hyperglycemia-induced hyponatremia — calculation of expected serum sodium depression. N Engl J Med. 1973;289(16):843–844.',
      pmid: '4763428',
      doi: '10.1056/NEJM197310182891607',
      kind: 'derivation',
      cohort: 'Theoretical derivation (water shift between body compartments); no patient cohort',
    },
    {
      id: 'hillier1999',
      citation: 'Hillier TA, Abbott RD, Barrett EJ. Hyponatremia: evaluating the correction factor for hyperglycemia. Am J Med. 1999;106(4):399–403.',
      pmid: '10225241',
      doi: '10.1016/S0002-9343(99)00055-8',
      kind: 'validation',
      cohort: 'n = 6 healthy subjects (experimental hyperglycaemia above 600 mg/dL)',
    },
    KITABCHI_2009,
  ],
  definitions: [
    {
      term: 'Corrected sodium',
      definition: 'The sodium expected once glucose returns to normal and the water it drew out of cells moves back.',
    },
  ],
  category: 'Fluids and electrolytes',
  synonyms: [
    'corrected sodium',
    'glucose corrected sodium',
    'sodium correction for glucose',
    'translocational hyponatremia',
    'hyperglycemic hyponatremia',
    'DKA sodium',
    'Katz correction',
    'Hillier correction',
  ],
  abbreviations: ['Na', 'cNa', 'DKA', 'HHS', 'BG'],
  conditions: ['hyperglycemia', 'hyponatremia', 'diabetic ketoacidosis', 'hyperosmolar hyperglycemic state', 'diabetes'],
  instructions:
    'Enter the measured sodium and the glucose from the same sample (mg/dL or mmol/L). Choose the correction factor: Katz (1.6) is preselected; the Hillier (2.4) result is always shown alongside for comparison. The correction only applies above a glucose of 100 mg/dL (5.6 mmol/L).',
  whenToUse: [
    'Diabetic ketoacidosis and the hyperosmolar hyperglycaemic state, to judge the water deficit and choose the sodium content of fluids.',
    'Low measured sodium with high glucose, to tell dilution by glucose from true hyponatraemia.',
  ],
  pearls: [
    'The correction is for the water shift caused by glucose (translocational hyponatraemia), not for a laboratory artefact; pseudohyponatraemia from very high lipids or proteins is a different problem and is excluded by a direct ion-selective electrode measurement.',
    'Hillier’s experiment found the fall in sodium steeper than Katz predicted, especially above 400 mg/dL (22 mmol/L), where about 4 mmol/L per 100 mg/dL fitted best; up to 400 mg/dL the 1.6 factor worked well.',
    'A corrected sodium that is high signals a large free-water deficit; during treatment the measured sodium should rise as glucose falls. A measured sodium that does not rise, or falls, may signal too much free water and raises concern for cerebral oedema, especially in children.',
    'Effective osmolality (2 × Na + glucose in mmol/L) summarises the same information and is used to define the hyperosmolar state.',
  ],
  nextSteps: {
    advice: [
      'In hyperglycaemic crises, the corrected sodium helps choose the fluid after initial resuscitation: a normal or high corrected sodium favours a lower-sodium fluid, a low one favours isotonic saline, following your local DKA/HHS protocol.',
      'Corrected sodium below 135 mmol/L: assess for an additional cause of hyponatraemia (for example thiazides, SIADH, heart or liver failure).',
    ],
    management: ['Recheck sodium and glucose every 2–4 hours during treatment and aim for a gradual fall in effective osmolality.'],
  },
  evidence: [
    'Katz (1973) derived 1.6 mmol/L per 100 mg/dL from a model of water moving out of cells as glucose rises, assuming no water or sodium loss.',
    'Hillier and colleagues (1999) raised glucose above 600 mg/dL in 6 healthy volunteers (insulin secretion blocked with somatostatin) and measured an average fall of 2.4 mmol/L per 100 mg/dL, significantly more than 1.6; the relation was non-linear, with 1.6 adequate up to 400 mg/dL and about 4.0 above.',
    'The ADA consensus on hyperglycaemic crises (Kitabchi 2009) uses the 1.6 factor in its fluid algorithm. This tool therefore preselects Katz and always shows the Hillier value alongside, letting the clinician choose.',
  ],
  formula: [
    'Corrected Na = measured Na + factor × (glucose in mg/dL − 100) / 100, when glucose is above 100 mg/dL',
    'Factor 1.6 (Katz) or 2.4 (Hillier) mmol/L per 100 mg/dL; glucose mmol/L × 18.016 = mg/dL',
  ],
  resultSummary: 'Corrected sodium {{corrected_sodium}} mmol/L (Katz {{katz_value}}, Hillier {{hillier_value}}).',
  testVectors: [
    {
      description: 'Na 130, glucose 500 mg/dL, Katz: 130 + 1.6 × 4 = 136.4 (Hillier 139.6)',
      inputs: { sodium: 130, glucose: 500, factor: 'katz' },
      expected: { corrected_sodium: 136.4, corrected_sodium_hillier: 139.6 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation with the katz1973 factor 1.6 and the hillier1999 factor 2.4 per 100 mg/dL above 100 mg/dL',
    },
    {
      description: 'Same patient with Hillier selected: 130 + 2.4 × 4 = 139.6 (Katz 136.4)',
      inputs: { sodium: 130, glucose: 500, factor: 'hillier' },
      expected: { corrected_sodium: 139.6, corrected_sodium_katz: 136.4 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation with the hillier1999 factor 2.4 per 100 mg/dL',
    },
    {
      description: 'Glucose 100 mg/dL: no correction',
      inputs: { sodium: 140, glucose: 100, factor: 'katz' },
      expected: { corrected_sodium: 140, corrected_sodium_hillier: 140 },
      tolerance: 1e-9,
      source: 'katz1973 and hillier1999: the correction is defined for glucose above 100 mg/dL',
    },
    {
      description: 'Glucose 1000 mg/dL, Na 128: Katz 142.4, Hillier 149.6',
      inputs: { sodium: 128, glucose: 1000 },
      expected: { corrected_sodium: 142.4, corrected_sodium_hillier: 149.6 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 128 + 1.6 × 9 = 142.4 and 128 + 2.4 × 9 = 149.6 (Katz preselected by ui-default)',
    },
  ],
} satisfies ToolDefinitionInput

export default sodiumCorrectionHyperglycemia
