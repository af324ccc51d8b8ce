import { AGE_PLAUSIBLE_MAX, SERUM_SODIUM_RANGE, WEIGHT_KG_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Valid input ranges. Age from 1 year: the source's fraction for children (0.6) does not hold for
 * infants, whose body water is 70–80 % of weight; the upper age and the weight limits are
 * plausibility limits. Weight is a measure field with kg canonical (the page converts lb with
 * 1 lb = 0.45359237 kg, engine/units.ts).
 */
export const FWD_RANGES = {
  age: { min: 1, max: AGE_PLAUSIBLE_MAX },
  weightKg: { min: 2, max: 300 },
  sodium: SERUM_SODIUM_RANGE,
  targetSodium: { min: 130, max: 150 },
} as const

/**
 * Total body water as a fraction of weight (Adrogué HJ, Madias NE, N Engl J Med 2000): 0.6 in
 * children; 0.6 and 0.5 in younger men and women; 0.5 and 0.45 in older men and women.
 */
export const TBW_FRACTIONS = { child: 0.6, youngerMale: 0.6, youngerFemale: 0.5, olderMale: 0.5, olderFemale: 0.45 } as const
export const ADULT_AGE = 18
export const OLDER_AGE = 65

const SHOWN = 'round(free_water_deficit, 1)'

/**
 * Free-water deficit = total body water × (sodium / target sodium − 1), with the target sodium
 * an input defaulting to 140 mmol/L. Negative values (sodium below the target: a free-water
 * excess) are reported as negative, never clipped to 0.
 */
const freeWaterDeficit = {
  slug: 'free-water-deficit',
  name: 'Free Water Deficit in Hypernatremia',
  calcId: 'calc-free-water-deficit',
  ...TOOL_BASE,
  eligibility:
    'Children from 1 year and adults with a raised serum sodium (hypernatraemia) from water loss. A negative result flags water excess rather than a deficit.',
  description:
    'Estimates how much electrolyte-free water a child or adult with a high sodium has lost, from weight, age, sex and serum sodium, as a starting point for planning replacement.',
  contentName: 'free-water-deficit',
  sections: {
    patient: ['sex', 'age', 'weight', 'sodium', 'target_sodium'],
  },
  ehrpdns: ['sex', 'age', 'weight', 'sodium'],
  controls: controls({
    sex: choice('Sex', [
      ['Female', 'female'],
      ['Male', 'male'],
    ]),
    age: measure(
      'Age',
      'years',
      {
        ...FWD_RANGES.age,
        reason:
          'The formula uses 0.6 of body weight as body water in children (Adrogué 2000). Infants under 1 year have 70–80 % body water, so it would underestimate their deficit: use your neonatal or paediatric fluid protocol.',
      },
      { help: `From ${FWD_RANGES.age.min} year (18 months is 1.5). Under 18 the children's fraction (0.6) is used for both sexes.` },
    ),
    weight: measure('Weight', WEIGHT_KG_MEASURE, FWD_RANGES.weightKg, {
      help: `${FWD_RANGES.weightKg.min}–${FWD_RANGES.weightKg.max} kg (4.4–661 lb). Use the current (or usual) weight.`,
      type: 'numeric.weight',
    }),
    sodium: measure('Serum sodium', 'mmol/L', FWD_RANGES.sodium, { help: `${FWD_RANGES.sodium.min}–${FWD_RANGES.sodium.max} mmol/L (mmol/L = mEq/L).` }),
    target_sodium: measure('Target sodium', 'mmol/L', FWD_RANGES.targetSodium, {
      help: `${FWD_RANGES.targetSodium.min}–${FWD_RANGES.targetSodium.max} mmol/L. The deficit is the water needed to reach this value.`,
      defaults: [
        {
          value: 140,
          message: 'Set to 140 mmol/L, the value in the classic formula. Choose an interim target if the full correction should not be reached in one step.',
        },
      ],
    }),
    tbw_fraction: result(
      'Body water fraction used',
      `if(age < ${ADULT_AGE}, ${TBW_FRACTIONS.child}, if(age >= ${OLDER_AGE}, if(sex = 'male', ${TBW_FRACTIONS.olderMale}, ${TBW_FRACTIONS.olderFemale}), ` +
        `if(sex = 'male', ${TBW_FRACTIONS.youngerMale}, ${TBW_FRACTIONS.youngerFemale})))`,
      { decimals: 2 },
    ),
    total_body_water: result('Estimated total body water', 'weight * tbw_fraction', { units: 'L', decimals: 1 }),
    free_water_deficit: result('Free-water deficit (negative = free-water excess)', 'total_body_water * (sodium / target_sodium - 1)', {
      units: 'L',
      decimals: 1,
    }),
    target_sodium_used: result('Target sodium used', 'target_sodium', { units: 'mmol/L' }),
    interpretation: interpretation(
      `if(free_water_deficit = null, null, if(${SHOWN} > 0, 'Positive value: estimated free-water deficit, the electrolyte-free water needed to bring sodium to the target. Add ongoing losses (urine, stool, insensible), and give it gradually: in hypernatraemia present for more than a day, lower sodium by no more than about 10 mmol/L in 24 hours.', ` +
        `if(${SHOWN} < 0, 'Negative value: sodium is below the target, so there is no water deficit but an estimated free-water excess of this size. Do not give free water. This number is not a treatment plan for hyponatraemia, which needs its own assessment and a cap on the rate of rise (generally no more than 10 mmol/L in the first 24 hours, less in high-risk patients).', ` +
        "'Sodium is at the target: no free-water deficit.')))",
    ),
  }),
  risk: ['free_water_deficit', 'target_sodium_used', 'total_body_water', 'tbw_fraction', 'interpretation'],
  chartNote: {
    cc: 'Estimated free-water deficit {{free_water_deficit}} L (negative = excess) for a sodium target of {{target_sodium_used}} mmol/L; total body water {{total_body_water}} L (fraction {{tbw_fraction}}). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'adrogue2000',
      citation: 'Adrogué HJ, Madias NE. Hypernatremia. N Engl J Med. 2000;342(20):1493–1499.',
      pmid: '10816188',
      doi: '10.1056/NEJM200005183422006',
      kind: 'review',
    },
    {
      id: 'sterns2015',
      citation: 'Sterns RH. Disorders of plasma sodium — causes, consequences, and correction. N Engl J Med. 2015;372(1):55–65.',
      pmid: '25551526',
      doi: '10.1056/NEJMra1404489',
      kind: 'review',
    },
  ],
  definitions: [
    { term: 'Free water', definition: 'Water without electrolytes (for example 5 % dextrose, or water by mouth or tube).' },
    { term: 'Total body water', definition: 'The water in the body, estimated as a fraction of weight that is lower in women and in older people.' },
  ],
  category: 'Fluids and electrolytes',
  synonyms: ['free water deficit', 'water deficit', 'hypernatremia water replacement', 'FWD', 'total body water', 'dehydration sodium'],
  abbreviations: ['FWD', 'TBW', 'Na', 'D5W'],
  conditions: ['hypernatremia', 'dehydration'],
  instructions:
    'For adults with hypernatraemia. Enter sex, age, weight and serum sodium; the target sodium defaults to 140 mmol/L. The formula assumes pure water loss and a total body water fraction of 0.6 (men) or 0.5 (women), or 0.5 and 0.45 from age 65. It does not include ongoing losses, and it underestimates the deficit when sodium and potassium have also been lost.',
  whenToUse: [
    'Hypernatraemia (sodium above 145 mmol/L), to estimate the water to replace over the next day or two.',
    'Reassessment during treatment, with each new sodium value.',
  ],
  pearls: [
    'The result is a rough estimate: total body water varies with body composition, and obesity lowers the fraction further.',
    'Losses of hypotonic fluid (for example osmotic diuresis or diarrhoea) also deplete sodium and potassium; the formula counts only the free-water part, so volume replacement may be needed as well.',
    'Recheck sodium every few hours during correction; the Adrogué–Madias formula estimates the change in sodium expected from one litre of a chosen fluid.',
    'Rapid lowering of sodium in chronic hypernatraemia risks cerebral oedema; acute hypernatraemia (hours) may be corrected faster.',
    'A negative value means the sodium is below the target: the patient has more water than the target implies, so free water would worsen it.',
  ],
  nextSteps: {
    advice: [
      'Positive deficit: plan replacement with free water (oral or via a feeding tube where possible, or 5 % dextrose intravenously), adding ongoing losses, and aim for a fall of no more than about 10 mmol/L per 24 hours in chronic hypernatraemia.',
      'Negative value: evaluate and manage hyponatraemia separately; limit the rise in sodium to about 10 mmol/L in the first 24 hours (less in high-risk patients).',
    ],
    management: ['Treat the cause of water loss (for example diabetes insipidus, osmotic diuresis, restricted access to water) and monitor sodium closely.'],
  },
  evidence: [
    'The deficit formula follows from assuming that body sodium content is unchanged while water is lost: the water needed is total body water × (sodium/target − 1).',
    'Adrogué and Madias (2000) give the body water fractions used here (0.6 men, 0.5 women, 0.5 older men, 0.45 older women) and advise lowering sodium by no more than 10 mmol/L per day in chronic hypernatraemia.',
    'Age 65 or over is used for "older", as no single cut-off is specified in the source. The target sodium is an input (default 140 mmol/L, the value in the classic formula).',
    'Negative results are shown as they are (a free-water excess) rather than clipped to zero, so that a low sodium is never reported as "no deficit".',
  ],
  formula: [
    'Total body water (L) = weight (kg) × fraction',
    'Fraction: 0.6 men, 0.5 women under 65; 0.5 men, 0.45 women aged 65 or over',
    'Free-water deficit (L) = total body water × (serum sodium / target sodium − 1); target 140 mmol/L by default',
    'A negative result is a free-water excess',
  ],
  resultSummary: 'Free-water deficit {{free_water_deficit}} L (target sodium {{target_sodium_used}} mmol/L; total body water {{total_body_water}} L).',
  testVectors: [
    {
      description: 'Man, 40 y, 70 kg, sodium 160: TBW 42 L, deficit 6.0 L',
      inputs: { sex: 'male', age: 40, weight: 70, sodium: 160 },
      expected: { tbw_fraction: 0.6, total_body_water: 42, free_water_deficit: 6 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 70 × 0.6 = 42; 42 × (160/140 − 1) = 42 × 0.142857 = 6.0 (adrogue2000 fractions)',
    },
    {
      description: 'Woman, 80 y, 60 kg, sodium 155: TBW 27 L, deficit 2.89 L',
      inputs: { sex: 'female', age: 80, weight: 60, sodium: 155 },
      expected: { tbw_fraction: 0.45, total_body_water: 27, free_water_deficit: 2.892857142857 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 60 × 0.45 = 27; 27 × (155/140 − 1) = 27 × 0.107143 = 2.893 (adrogue2000 fractions)',
    },
    {
      description: 'Man, 70 y, 80 kg, sodium 120: negative value (excess) −5.71 L',
      inputs: { sex: 'male', age: 70, weight: 80, sodium: 120 },
      expected: { tbw_fraction: 0.5, total_body_water: 40, free_water_deficit: -5.714285714286 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 80 × 0.5 = 40; 40 × (120/140 − 1) = 40 × (−0.142857) = −5.714 (not clipped)',
    },
    {
      description: 'Interim target 145: man, 40 y, 70 kg, sodium 160 → 4.34 L',
      inputs: { sex: 'male', age: 40, weight: 70, sodium: 160, target_sodium: 145 },
      expected: { free_water_deficit: 4.344827586207 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 42 × (160/145 − 1) = 42 × 0.103448 = 4.345',
    },
  ],
} satisfies ToolDefinitionInput

export default freeWaterDeficit
