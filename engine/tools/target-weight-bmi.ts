import { BMI_RANGES, CM_PER_INCH, KG_PER_LB } from '../formulas/bmi.ts'
import { HEIGHT_IN_MEASURE, WEIGHT_KG_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, group, interpretation, measure, result, warnUnless } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { KEYS_1972, WHO_2000, WHO_2004_ASIA } from './references.ts'

const GOAL_BMI = { min: 15, max: 50 } as const
/** The change shown has one decimal; "no change" means it is shown as 0.0. */
const SHOWN_CHANGE = 'round(weight_change, 1)'

/**
 * Target weight for a goal BMI: weight (kg) = goal BMI × height (m)², with the change from the
 * current weight, in kilograms and pounds.
 *
 * Design notes:
 * - Weight is canonical in kilograms; height is canonical in INCHES, like every numeric.height in
 *   the library (the page redraws a stored height as feet and inches assuming inches), and is
 *   converted exactly in the expressions (cm = in × 2.54). Imperial entry is the default view,
 *   switched for both fields by the height/weight container. Ranges are the product's BMI
 *   plausibility limits (BMI_RANGES in engine/formulas/bmi.ts): 36–107 in, 20–454 kg.
 * - Goal BMI is accepted from 15 to 50 kg/m² at any precision.
 *   A goal below 18.5 is allowed (for example in an eating-disorder refeeding plan the goal is a
 *   gain from an even lower BMI) but carries a warning.
 * - A negative change means weight loss.
 */
const targetWeightBmi = {
  slug: 'target-weight-bmi',
  name: 'Target Weight for a Goal BMI',
  calcId: 'calc-target-weight-bmi',
  ...TOOL_BASE,
  eligibility: 'Adults aged 18 and over who are not pregnant. For children and teenagers BMI targets are set with age- and sex-specific percentiles instead.',
  description:
    'Calculates the weight that corresponds to a chosen BMI at the patient’s height, and how much weight would need to be lost or gained from the current weight.',
  contentName: 'target-weight-bmi',
  sections: {
    patient: ['height_weight', 'goal_bmi'],
  },
  ehrpdns: ['height', 'weight'],
  controls: controls({
    height_weight: group('Height and current weight', ['height', 'weight'], { type: 'numeric.heightweight' }),
    height: measure('Height', HEIGHT_IN_MEASURE, BMI_RANGES.heightIn, {
      help: `3 ft 0 in to 8 ft 11 in (${BMI_RANGES.heightIn.min}–${BMI_RANGES.heightIn.max} in; 92–271 cm).`,
      isChild: true,
      type: 'numeric.height',
    }),
    weight: measure('Current weight', { ...WEIGHT_KG_MEASURE, uiDefaultMeasure: 'lb' }, BMI_RANGES.weightKg, {
      help: `${BMI_RANGES.weightKg.min}–${BMI_RANGES.weightKg.max} kg (about 44–1000 lb).`,
      isChild: true,
      type: 'numeric.weight',
    }),
    goal_bmi: measure('Goal BMI', 'kg/m²', GOAL_BMI, {
      help: `${GOAL_BMI.min}–${GOAL_BMI.max} kg/m². The WHO normal range for adults is 18.5–24.9.`,
      validations: [warnUnless('goal_bmi >= 18.5', 'This goal is in the underweight range for adults (below 18.5). Check that it is intended.')],
    }),
    current_bmi: result('Current BMI', `bmi_metric(weight, height * ${CM_PER_INCH})`, { units: 'kg/m²', decimals: 1, type: 'numeric.bmi' }),
    goal_bmi_value: result('Goal BMI', 'goal_bmi', { units: 'kg/m²', decimals: 1 }),
    target_weight: result('Target weight', `goal_bmi * (height * ${CM_PER_INCH} / 100) ^ 2`, { units: 'kg', decimals: 1 }),
    target_weight_lb: result('Target weight, pounds', `target_weight / ${KG_PER_LB}`, { units: 'lb', decimals: 1 }),
    weight_change: result('Change needed (negative = loss)', 'target_weight - weight', { units: 'kg', decimals: 1 }),
    weight_change_lb: result('Change needed, pounds (negative = loss)', `weight_change / ${KG_PER_LB}`, { units: 'lb', decimals: 1 }),
    weight_change_percent: result('Change as a percentage of current weight', 'weight_change / weight * 100', { units: '%', decimals: 1 }),
    interpretation: interpretation(
      `if(weight_change = null, null, ` +
        `if(${SHOWN_CHANGE} = 0, 'The current weight already matches this goal BMI.', if(${SHOWN_CHANGE} < 0, 'Reaching this goal means losing weight.', 'Reaching this goal means gaining weight.')) + ` +
        `if(goal_bmi < 18.5, ' The goal is below 18.5, in the underweight range for adults: an unusual target that needs a specific reason.', ` +
        `if(goal_bmi < 25, ' The goal lies in the WHO normal-weight range (18.5–24.9).', ` +
        `if(goal_bmi < 30, ' The goal lies in the WHO overweight range (25.0–29.9), a reasonable intermediate goal.', ' The goal lies in an obesity range (30 or more), useful as an intermediate step in severe obesity.'))) + ` +
        `if(weight_change_percent < -10, ' A loss of more than 10% is a long-term aim: a first step of 5–10% of body weight already brings measurable health benefits.', ''))`,
    ),
  }),
  risk: ['target_weight', 'target_weight_lb', 'weight_change', 'weight_change_lb', 'weight_change_percent', 'current_bmi', 'interpretation'],
  chartNote: {
    cc: 'Target weight for BMI {{goal_bmi_value}} kg/m²: {{target_weight}} kg ({{target_weight_lb}} lb); change from current weight {{weight_change}} kg ({{weight_change_lb}} lb, {{weight_change_percent}}%); current BMI {{current_bmi}} kg/m². Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [WHO_2000, WHO_2004_ASIA, KEYS_1972],
  definitions: [{ term: 'BMI', definition: 'Body mass index: weight in kilograms divided by the square of height in metres.' }],
  category: 'Dosing and body size',
  synonyms: ['target weight', 'goal weight', 'goal BMI', 'weight loss goal', 'healthy weight for height', 'weight to lose', 'weight to gain'],
  abbreviations: ['BMI'],
  conditions: ['obesity', 'overweight', 'underweight'],
  instructions:
    'Enter height, current weight and the BMI you want to reach (imperial or metric units). For non-pregnant adults. The result is arithmetic from the BMI definition: a planning aid, not a judgement of the right weight for a person.',
  whenToUse: [
    'Setting and explaining a weight-loss or weight-gain goal in kilograms or pounds.',
    'Turning a BMI threshold (for example for surgery or a medicine) into the weight the patient would need to reach.',
  ],
  pearls: [
    'The target is simply goal BMI × height²: it inherits every limitation of BMI, which does not tell muscle from fat.',
    'Modest, sustained loss matters more than reaching a normal BMI: 5–10% of body weight already improves blood pressure, glucose and lipids.',
    'In many Asian populations health risks rise at lower BMI; the WHO expert consultation (2004) proposed lower action points, so a lower goal may be appropriate.',
    'In older adults a BMI somewhat above 25 is not clearly harmful; avoid aggressive goals that cost muscle.',
  ],
  nextSteps: {
    advice: [
      'Agree an intermediate goal (for example 5–10% of current weight) and a time frame with the patient.',
      'Recalculate the change needed at follow-up as weight changes.',
    ],
    management: [
      'Weight-loss support may combine nutrition, physical activity, behavioural support, medicines and, for some, bariatric surgery, following local criteria.',
    ],
  },
  evidence: [
    'BMI is weight divided by height squared (Keys et al., 1972); the target weight is that definition solved for weight.',
    'The WHO adult bands (2000) define normal weight as 18.5–24.9 kg/m², overweight 25.0–29.9 and obesity 30 or more; the 2004 WHO expert consultation discussed lower action points for Asian populations.',
  ],
  formula: [
    'Target weight (kg) = goal BMI × (height (m))², with height (m) = inches × 0.0254',
    'Change needed (kg) = target weight − current weight (negative = loss)',
    'Change (%) = change needed / current weight × 100',
    'Current BMI = current weight (kg) / (height (m))²; pounds = kg / 0.45359237; inches × 2.54 = cm',
  ],
  resultSummary:
    'Target weight {{target_weight}} kg ({{target_weight_lb}} lb) for BMI {{goal_bmi_value}}; change needed {{weight_change}} kg ({{weight_change_lb}} lb, {{weight_change_percent}}%).',
  testVectors: [
    {
      description: '170 cm, 90 kg, goal BMI 25',
      inputs: { height: 170 / CM_PER_INCH, weight: 90, goal_bmi: 25 },
      expected: { target_weight: 72.25, weight_change: -17.75, weight_change_percent: -19.7222, current_bmi: 31.1419 },
      tolerance: 0.0001,
      source:
        'No published worked example is reproduced: hand calculation from the BMI definition (keys1972). 25 × 1.70² = 25 × 2.89 = 72.25 kg; 72.25 − 90 = −17.75 kg; −17.75 / 90 = −19.72%; 90 / 2.89 = 31.14 kg/m²',
    },
    {
      description: '160 cm, 45 kg, goal BMI 20 (a gain)',
      inputs: { height: 160 / CM_PER_INCH, weight: 45, goal_bmi: 20 },
      expected: { target_weight: 51.2, weight_change: 6.2 },
      tolerance: 1e-9,
      source: 'Hand calculation: 20 × 1.60² = 20 × 2.56 = 51.2 kg; 51.2 − 45 = +6.2 kg',
    },
  ],
} satisfies ToolDefinitionInput

export default targetWeightBmi
