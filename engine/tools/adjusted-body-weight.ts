import { BMI_RANGES, KG_PER_LB } from '../formulas/bmi.ts'
import { HEIGHT_IN_MEASURE, span, WEIGHT_KG_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, group, interpretation, measure, result, SEXES } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { DEVINE_MIN_IN, IBW_DEVINE_KG } from './ideal-body-weight.ts'
import { PAI_2000 } from './references.ts'

/** The percentage of IBW shown is a whole number; the bands read the value shown. */
const SHOWN = 'round(percent_ibw)'

/**
 * Adjusted body weight: AdjBW = IBW + 0.4 × (actual weight − IBW), with IBW by Devine
 * (Devine BJ, Drug Intell Clin Pharm 1974;8:650–655).
 *
 * Design notes:
 * - The 0.4 factor comes from aminoglycoside pharmacokinetics in morbid obesity (Bauer LA et al.,
 *   Eur J Clin Pharmacol 1983;24:643–647): the volume of distribution behaved as if about 40% of
 *   the weight above IBW were added to IBW. It is fixed here; drug-specific factors exist and the
 *   tool says so rather than offering a free choice.
 * - Height is canonical in inches (Devine counts inches over 60), weight canonical in kilograms;
 *   the height/weight container switches both between imperial and metric entry.
 * - Below 5 ft Devine is undefined: refused with a message, as in the ideal-body-weight tool.
 * - AdjBW is always calculated, but the interpretation says plainly that it is not used when the
 *   actual weight is at or below IBW (it would then exceed the actual weight).
 */
const adjustedBodyWeight = {
  slug: 'adjusted-body-weight',
  name: 'Adjusted Body Weight (AdjBW) for Dosing in Obesity',
  calcId: 'calc-adjusted-body-weight',
  ...TOOL_BASE,
  eligibility: 'Adults 5 ft 0 in (152.4 cm) or taller, usually with an actual weight well above ideal body weight. Not for children.',
  description:
    'Calculates ideal body weight (Devine) and adjusted body weight, the dosing weight used for some drugs when actual weight is well above ideal.',
  contentName: 'adjusted-body-weight',
  sections: {
    patient: ['sex', 'height_weight'],
  },
  ehrpdns: ['sex', 'height', 'weight'],
  controls: controls({
    sex: choice('Sex', SEXES, { help: 'Sex used in the ideal body weight formula.' }),
    height_weight: group('Height and actual weight', ['height', 'weight'], { type: 'numeric.heightweight' }),
    height: measure('Height', HEIGHT_IN_MEASURE, BMI_RANGES.heightIn, {
      type: 'numeric.height',
      isChild: true,
      help: '5 ft 0 in to 8 ft 11 in (152.4–271 cm). The Devine formula is not defined below 5 ft.',
      validations: [
        {
          rule: `height >= ${DEVINE_MIN_IN}`,
          message:
            'Ideal body weight (Devine) starts at 5 ft 0 in (152.4 cm) and is not defined below it, so adjusted body weight cannot be calculated. Follow the drug’s dosing reference or local policy.',
          type: 'error',
        },
      ],
    }),
    weight: measure('Actual (measured) weight', { ...WEIGHT_KG_MEASURE, uiDefaultMeasure: 'lb' }, BMI_RANGES.weightKg, {
      type: 'numeric.weight',
      isChild: true,
      help: `${span(BMI_RANGES.weightKg, 'kg')} (about 44–1000 lb).`,
    }),
    ibw: result('Ideal body weight (Devine)', IBW_DEVINE_KG, { units: 'kg', decimals: 1 }),
    adjbw: result('Adjusted body weight', 'ibw + 0.4 * (weight - ibw)', { units: 'kg', decimals: 1 }),
    adjbw_lb: result('Adjusted body weight, pounds', `adjbw / ${KG_PER_LB}`, { units: 'lb', decimals: 1 }),
    percent_ibw: result('Actual weight as a percentage of ideal body weight', 'weight / ibw * 100', { units: '%', decimals: 0 }),
    interpretation: interpretation(
      `if(percent_ibw = null, null, if(${SHOWN} < 100, 'Actual weight is below ideal body weight: adjusted body weight does not apply (it would exceed the actual weight). References that dose on ideal weight generally use the actual weight when it is lower.', ` +
        `if(${SHOWN} <= 120, 'Actual weight is within 120% of ideal body weight: adjusted body weight is usually not needed; the drug reference says whether to use actual or ideal weight.', ` +
        `'Actual weight is more than 120% of ideal body weight: adjusted body weight is the dosing weight commonly used in this situation, for example for aminoglycosides and as one option for Cockcroft–Gault creatinine clearance. Check the drug’s own reference, as thresholds (120–130%) and factors vary.')))`,
    ),
  }),
  risk: ['adjbw', 'adjbw_lb', 'ibw', 'percent_ibw', 'interpretation'],
  chartNote: {
    cc: 'Adjusted body weight {{adjbw}} kg ({{adjbw_lb}} lb) = IBW + 0.4 × (actual − IBW); ideal body weight (Devine) {{ibw}} kg; actual weight {{percent_ibw}}% of ideal. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'devine1974',
      citation: 'Devine BJ. Gentamicin therapy. Drug Intell Clin Pharm. 1974;8:650–655.',
      kind: 'derivation',
      cohort: 'Ideal body weight formula proposed for gentamicin dosing; no derivation cohort is described',
    },
    {
      id: 'bauer1983',
      citation:
        'Bauer LA, Edwards WA, Dellinger EP, Simonowitz DA. Influence of weight on aminoglycoside pharmacokinetics in normal weight and morbidly obese patients. Eur J Clin Pharmacol. 1983;24(5):643–647.',
      kind: 'derivation',
      cohort: 'Source of the 0.4 factor: aminoglycoside volume of distribution in normal-weight and morbidly obese patients',
    },
    PAI_2000,
  ],
  definitions: [
    { term: 'IBW', definition: 'Ideal body weight (Devine): 50 kg (men) or 45.5 kg (women) plus 2.3 kg per inch over 5 ft.' },
    { term: 'AdjBW', definition: 'Adjusted body weight: ideal body weight plus 40% of the weight above it.' },
  ],
  category: 'Dosing and body size',
  synonyms: [
    'adjusted body weight',
    'dosing weight',
    'obesity dosing weight',
    'aminoglycoside dosing weight',
    'gentamicin dosing weight',
    'ideal body weight',
    'Devine',
  ],
  abbreviations: ['AdjBW', 'IBW', 'DW'],
  conditions: ['obesity', 'drug dosing in obesity'],
  instructions:
    'Enter sex, height and the actual measured weight. For adults 5 ft 0 in (152.4 cm) or taller. Use the result only for drugs whose reference calls for an adjusted body weight, and only when the actual weight is well above ideal.',
  whenToUse: [
    'Aminoglycoside dosing (gentamicin, tobramycin, amikacin) in patients whose weight is well above ideal.',
    'Estimating creatinine clearance with Cockcroft–Gault in obesity, where the reference or local policy uses adjusted weight.',
    'Other drugs whose reference names an adjusted dosing weight.',
  ],
  pearls: [
    'The 0.4 factor reflects how aminoglycosides distribute in obesity: extra weight is partly fat, which holds little of these water-soluble drugs, so only about 40% of the excess is added to ideal weight.',
    'It is a drug-class convention, not a general rule: some drugs are dosed on actual weight (for example many anticoagulants and vancomycin loading), others on ideal weight, and some references use a different factor.',
    'When to switch to adjusted weight is a local convention: commonly when the actual weight exceeds ideal by more than 20% (some use 25–30% or a BMI threshold).',
    'If the actual weight is below ideal, adjusted weight does not apply and would overestimate the dosing weight.',
  ],
  nextSteps: {
    advice: [
      'Confirm which weight the drug reference or protocol requires before dosing.',
      'For aminoglycosides, follow up with drug levels and kidney function as the protocol directs.',
    ],
    management: ['Document the weight (actual, ideal or adjusted) used for each weight-based dose.'],
  },
  evidence: [
    'Bauer et al. (1983) compared aminoglycoside pharmacokinetics in normal-weight and morbidly obese patients and found that distribution volume matched ideal body weight plus about 40% of the excess weight; this is the origin of the 0.4 factor.',
    'The same adjusted weight is often used in Cockcroft–Gault estimates of creatinine clearance in obesity; studies comparing weights in that setting favour adjusted over actual weight, but conventions differ between institutions.',
    'Ideal body weight is by Devine (1974), the formula dosing references almost always mean.',
  ],
  formula: [
    'IBW (kg) = 50 (men) or 45.5 (women) + 2.3 × (height in inches − 60)',
    'AdjBW (kg) = IBW + 0.4 × (actual weight (kg) − IBW)',
    'Percentage of IBW = actual weight / IBW × 100',
    'Conversions: inches = cm / 2.54; kg = lb × 0.45359237',
  ],
  resultSummary: 'Adjusted body weight {{adjbw}} kg ({{adjbw_lb}} lb); ideal body weight {{ibw}} kg; actual weight {{percent_ibw}}% of ideal.',
  testVectors: [
    {
      description: 'Man 5 ft 10 in, 120 kg',
      inputs: { sex: 'male', height: 70, weight: 120 },
      expected: { ibw: 73, adjbw: 91.8, percent_ibw: 164.384 },
      tolerance: 0.001,
      source:
        'No published worked example is reproduced: hand calculation. IBW 50 + 2.3 × 10 = 73.0 kg (devine1974); AdjBW 73 + 0.4 × (120 − 73) = 73 + 18.8 = 91.8 kg (bauer1983 factor); 120 / 73 = 164.4%',
    },
    {
      description: 'Woman 5 ft 4 in, 100 kg',
      inputs: { sex: 'female', height: 64, weight: 100 },
      expected: { ibw: 54.7, adjbw: 72.82 },
      tolerance: 1e-9,
      source: 'Hand calculation: IBW 45.5 + 2.3 × 4 = 54.7 kg; AdjBW 54.7 + 0.4 × 45.3 = 72.82 kg',
    },
  ],
} satisfies ToolDefinitionInput

export default adjustedBodyWeight
