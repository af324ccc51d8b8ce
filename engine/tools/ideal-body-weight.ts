import { BMI_RANGES, KG_PER_LB } from '../formulas/bmi.ts'
import { HEIGHT_IN_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, mustHold, result, SEXES } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { PAI_2000 } from './references.ts'

/** Devine's formula starts at 5 ft 0 in. */
export const DEVINE_MIN_IN = 60

/**
 * Ideal body weight by Devine (Devine BJ, Drug Intell Clin Pharm 1974;8:650–655): men 50 kg and
 * women 45.5 kg at 5 ft, plus 2.3 kg for every inch above 5 ft.
 *
 * Design notes:
 * - Height is canonical in inches (the formula counts inches over 60); centimetres are converted.
 * - Below 5 ft the formula is not defined. Entries from 36 in (the product's plausibility floor
 *   for height) up to just under 60 in are REFUSED by a validation rule whose message explains
 *   why, rather than extrapolated: subtracting 2.3 kg per inch below 5 ft is an unvalidated local
 *   convention, and institutions differ. Entries below 36 in fail the ordinary range check.
 */
/** Ideal body weight (kg) by Devine, from `sex` and `height` in inches. */
export const IBW_DEVINE_KG = `if(sex = 'male', 50, if(sex = 'female', 45.5, null)) + 2.3 * (height - ${DEVINE_MIN_IN})`

const idealBodyWeight = {
  slug: 'ideal-body-weight',
  name: 'Ideal Body Weight (Devine Formula)',
  calcId: 'calc-ideal-body-weight',
  ...TOOL_BASE,
  eligibility: 'Adults 5 ft 0 in (152.4 cm) or taller. The formula is not defined for shorter adults or for children.',
  description:
    'Calculates ideal body weight with the Devine formula from sex and height, the weight most drug-dosing references mean by “ideal body weight”.',
  contentName: 'ideal-body-weight',
  sections: {
    patient: ['sex', 'height'],
  },
  ehrpdns: ['sex', 'height'],
  controls: controls({
    sex: choice('Sex', SEXES, { help: 'Sex used in the formula (the starting weight at 5 ft differs).' }),
    height: measure(
      'Height',
      HEIGHT_IN_MEASURE,
      { min: BMI_RANGES.heightIn.min, max: BMI_RANGES.heightIn.max },
      {
        type: 'numeric.height',
        help: '5 ft 0 in to 8 ft 11 in (152.4–271 cm). The Devine formula is not defined below 5 ft.',
        validations: [
          mustHold(
            `height >= ${DEVINE_MIN_IN}`,
            'The Devine formula starts at 5 ft 0 in (152.4 cm) and is not defined below it. For shorter adults follow the drug’s dosing reference or local policy (there is no validated ideal body weight).',
          ),
        ],
      },
    ),
    ibw: result('Ideal body weight (Devine)', IBW_DEVINE_KG, { units: 'kg', decimals: 1 }),
    ibw_lb: result('Ideal body weight (Devine), pounds', `ibw / ${KG_PER_LB}`, { units: 'lb', decimals: 1 }),
    interpretation: interpretation(
      "if(ibw = null, null, 'A dosing weight, not a target or healthy weight. Compare it with the actual weight: when the actual weight is well above it (commonly more than 120%), many references dose on an adjusted body weight instead; when the actual weight is below it, most references use the actual weight.')",
    ),
  }),
  risk: ['ibw', 'ibw_lb', 'interpretation'],
  chartNote: {
    cc: 'Ideal body weight (Devine) {{ibw}} kg ({{ibw_lb}} lb). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'devine1974',
      citation: 'Devine BJ. Gentamicin therapy. Drug Intell Clin Pharm. 1974;8:650–655.',
      kind: 'derivation',
      cohort: 'Proposed for gentamicin dosing; no derivation cohort is described',
    },
    PAI_2000,
  ],
  definitions: [
    { term: 'IBW', definition: 'Ideal body weight: an estimate of lean-adjusted weight from sex and height, used as a dosing weight for some drugs.' },
  ],
  category: 'Dosing and body size',
  synonyms: ['ideal body weight', 'Devine formula', 'IBW dosing', 'dosing weight', 'aminoglycoside dosing weight'],
  abbreviations: ['IBW'],
  conditions: ['obesity', 'mechanical ventilation'],
  instructions:
    'Enter sex and height (feet and inches or centimetres). For adults 5 ft 0 in (152.4 cm) or taller. Not for children, and not defined for adults shorter than 5 ft.',
  whenToUse: [
    'Drugs whose dose or monitoring references ideal body weight (for example aminoglycosides, some anaesthetic and critical-care drugs).',
    'Creatinine clearance estimates that call for ideal body weight.',
    'As the first step of an adjusted body weight calculation in obesity.',
  ],
  pearls: [
    'Devine published the formula as a convenient dosing weight for gentamicin; it was not derived from outcome data and is not a healthy-weight target.',
    'Lung-protective ventilation uses “predicted body weight” (50 or 45.5 kg + 0.91 × (height cm − 152.4)): nearly the same line expressed per centimetre, agreeing with Devine within a few tenths of a kilogram.',
    'Other IBW formulas (Robinson, Miller, Hamwi) give somewhat different values; dosing references almost always mean Devine.',
    'Below 5 ft the formula is undefined. Some institutions subtract 2.3 kg per inch below 5 ft and others use actual weight; neither is validated, so this tool refuses those heights rather than choosing for you.',
  ],
  nextSteps: {
    advice: [
      'Compare the ideal body weight with the actual weight to decide which dosing weight the drug reference calls for.',
      'If actual weight is well above ideal, see the adjusted body weight calculator.',
    ],
    management: ['Document which weight (actual, ideal or adjusted) each weight-based dose uses.'],
  },
  evidence: [
    'Devine (1974) proposed 50 kg + 2.3 kg per inch over 5 ft for men to dose gentamicin; the female version starts at 45.5 kg. No derivation data were published.',
    'Pai and Paloucek (2000) traced the origin of the Devine and related formulas: they were convenience estimates rather than equations fitted to outcome data, and were adopted for dosing by convention.',
  ],
  formula: [
    'Men: IBW (kg) = 50 + 2.3 × (height in inches − 60)',
    'Women: IBW (kg) = 45.5 + 2.3 × (height in inches − 60)',
    'Height in centimetres is converted: inches = cm / 2.54; IBW in pounds = kg / 0.45359237',
    'Not defined below 60 inches (152.4 cm)',
  ],
  resultSummary: 'Ideal body weight (Devine) {{ibw}} kg ({{ibw_lb}} lb).',
  testVectors: [
    {
      description: 'Man exactly 5 ft 0 in: the published starting weight, 50 kg',
      inputs: { sex: 'male', height: 60 },
      expected: { ibw: 50 },
      tolerance: 1e-9,
      source: 'devine1974: 50 kg for men at 5 ft',
    },
    {
      description: 'Woman exactly 5 ft 0 in: the published starting weight, 45.5 kg',
      inputs: { sex: 'female', height: 60 },
      expected: { ibw: 45.5 },
      tolerance: 1e-9,
      source: 'devine1974: 45.5 kg for women at 5 ft',
    },
    {
      description: 'Man 5 ft 10 in',
      inputs: { sex: 'male', height: 70 },
      expected: { ibw: 73, ibw_lb: 160.937 },
      tolerance: 0.001,
      source: 'Hand calculation from devine1974: 50 + 2.3 × 10 = 73.0 kg; 73 / 0.45359237 = 160.94 lb',
    },
    {
      description: 'Woman 5 ft 4 in',
      inputs: { sex: 'female', height: 64 },
      expected: { ibw: 54.7 },
      tolerance: 1e-9,
      source: 'Hand calculation from devine1974: 45.5 + 2.3 × 4 = 54.7 kg',
    },
  ],
} satisfies ToolDefinitionInput

export default idealBodyWeight
