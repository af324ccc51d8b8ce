import { BMI_RANGES, KG_PER_LB, CM_PER_INCH } from '../formulas/bmi.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, group, interpretation, measure, result, units } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { KEYS_1972, MOSTELLER_1987, WHO_2000, WHO_2004_ASIA } from './references.ts'

/** The BMI categories here are the adult WHO ones. */
const ADULT_BMI_REASON =
  'This tool classes BMI by the adult WHO categories. For a small child’s body surface area use the Body Surface Area tool; a child’s BMI is read on age- and sex-specific growth charts.'

/**
 * WHO categories are applied to the BMI as displayed (one decimal), so a BMI shown as 25.0 is
 * never labelled normal weight; the bands 18.5–24.9, 25.0–29.9 … are one-decimal bands.
 */
const SHOWN = 'round(bmi, 1)'

/**
 * Body mass index (spec 02 §9: pounds and inches, factor 703.07, one decimal, kg/m²) and body
 * surface area by Mosteller (two decimals). Formulas: engine/formulas/bmi.ts.
 */
const bmiBsa = {
  slug: 'bmi-bsa',
  formerSlugs: ['bmi'],
  name: 'Body Mass Index (BMI) and Body Surface Area (BSA)',
  calcId: 'calc-bmi-bsa',
  ...TOOL_BASE,
  eligibility:
    'BMI categories apply to adults aged 18 and over who are not pregnant; for children and teenagers use age- and sex-specific BMI percentiles. Body surface area applies at any age within the accepted height and weight ranges.',
  description:
    'Calculates body mass index from height and weight, with the WHO adult weight category, and body surface area by the Mosteller formula.',
  contentName: 'bmi-bsa',
  sections: {
    patient: ['height_weight'],
  },
  ehrpdns: ['height', 'weight'],
  controls: controls({
    height_weight: group('Height and weight', ['height', 'weight'], { type: 'numeric.heightweight' }),
    height: measure(
      'Height',
      units([
        { value: 'in', name: 'in', system: 'imperial', precision: 1 },
        { value: 'cm', name: 'cm', system: 'metric', precision: 1 },
      ]),
      { min: BMI_RANGES.heightIn.min, max: BMI_RANGES.heightIn.max, reason: ADULT_BMI_REASON },
      {
        type: 'numeric.height',
        isChild: true,
        help: `${BMI_RANGES.heightIn.min}–${BMI_RANGES.heightIn.max} in (3 ft 0 in to 8 ft 11 in; 92–271 cm).`,
      },
    ),
    weight: measure(
      'Weight',
      units([
        { value: 'lb', name: 'lb', system: 'imperial', precision: 1 },
        { value: 'kg', name: 'kg', system: 'metric', precision: 1 },
      ]),
      { min: BMI_RANGES.weightLb.min, max: BMI_RANGES.weightLb.max, reason: ADULT_BMI_REASON },
      { type: 'numeric.weight', isChild: true, help: `${BMI_RANGES.weightLb.min}–${BMI_RANGES.weightLb.max} lb (20–453 kg).` },
    ),
    bmi: result('Body mass index (BMI)', 'bmi_imperial(weight, height)', { type: 'numeric.bmi', units: 'kg/m²', decimals: 1 }),
    bsa: result('Body surface area (Mosteller)', `bsa_mosteller(weight * ${KG_PER_LB}, height * ${CM_PER_INCH})`, { units: 'm²', decimals: 2 }),
    bmi_category: result(
      'Weight category (WHO, adults)',
      `if(bmi = null, null, if(${SHOWN} < 18.5, 'Underweight', if(${SHOWN} < 25, 'Normal weight', if(${SHOWN} < 30, 'Overweight', if(${SHOWN} < 35, 'Obesity class I', if(${SHOWN} < 40, 'Obesity class II', 'Obesity class III'))))))`,
    ),
    interpretation: interpretation(
      "if(bmi_category = null, null, if(bmi_category = 'Underweight', 'BMI below 18.5: underweight by the WHO adult classification.', " +
        "if(bmi_category = 'Normal weight', 'BMI 18.5–24.9: normal weight range by the WHO adult classification.', " +
        "if(bmi_category = 'Overweight', 'BMI 25.0–29.9: overweight (pre-obesity) by the WHO adult classification.', " +
        "if(bmi_category = 'Obesity class I', 'BMI 30.0–34.9: obesity class I by the WHO adult classification.', " +
        "if(bmi_category = 'Obesity class II', 'BMI 35.0–39.9: obesity class II by the WHO adult classification.', " +
        "'BMI 40 or more: obesity class III by the WHO adult classification.'))))) + if(bmi_category = 'Normal weight' or bmi_category = 'Overweight', ' In many Asian populations health risks rise at lower BMI values, so lower cut-offs may apply (see pearls).', ''))",
    ),
  }),
  risk: ['bmi', 'bmi_category', 'interpretation', 'bsa'],
  chartNote: {
    cc: 'BMI {{bmi}} kg/m² ({{bmi_category}}, WHO adult classification); body surface area {{bsa}} m² (Mosteller). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    WHO_2000,
    WHO_2004_ASIA,
    MOSTELLER_1987,
    KEYS_1972,
    {
      id: 'cdc-bmi',
      citation:
        'Centers for Disease Control and Prevention. About adult BMI: calculating BMI using the English system (worked example: 150 lb, 5 ft 5 in → 24.96).',
      kind: 'worked example',
    },
  ],
  definitions: [
    { term: 'BMI', definition: 'Body mass index: weight in kilograms divided by the square of height in metres.' },
    { term: 'BSA', definition: 'Body surface area: an estimate of the skin area, used to scale drug doses and physiological measures.' },
  ],
  category: 'Nutrition and metabolism',
  synonyms: ['body mass index', 'Quetelet index', 'body surface area', 'Mosteller', 'obesity class', 'weight category'],
  abbreviations: ['BMI', 'BSA'],
  conditions: ['obesity', 'overweight', 'underweight', 'malnutrition'],
  instructions:
    'Enter measured height and weight (imperial or metric). BMI categories are for non-pregnant adults; do not use them for children and teenagers (use BMI-for-age percentiles), and interpret them with care in very muscular people, older adults who have lost muscle, people with amputations, and in oedema or ascites.',
  whenToUse: [
    'Routine screening of adult weight status and follow-up of weight change.',
    'Eligibility checks that use BMI thresholds (for example obesity pharmacotherapy or bariatric surgery).',
    'Body surface area for drug dosing (for example chemotherapy) and for indexing cardiac output or other measures.',
  ],
  pearls: [
    'BMI measures size, not fat: it does not separate muscle from fat or show where fat is stored. Waist circumference adds information about central fat.',
    'Asian populations: the WHO expert consultation (2004) found that type 2 diabetes and cardiovascular risk rise at lower BMI in many Asian populations and proposed additional public-health action points at 23, 27.5, 32.5 and 37.5 kg/m². Several Asian countries use 23 for overweight and 25 or 27.5 for obesity.',
    'The imperial formula uses 703.07 (spec), close to the exact 703.0696; results match the metric formula to within rounding.',
    'The category is assigned from the BMI as displayed (one decimal): 24.96 shows as 25.0 and is classed as overweight.',
    'Mosteller is one of several BSA formulas (Du Bois, Haycock and others give slightly different values); for drug dosing follow the protocol’s formula and any capping rule.',
  ],
  nextSteps: {
    advice: [
      'Underweight: look for causes such as low intake, illness, malabsorption or an eating disorder.',
      'Overweight or obesity: assess related conditions (blood pressure, glucose, lipids, sleep apnoea, joint problems) and offer support for weight management.',
    ],
    management: [
      'Obesity treatment may include nutrition and activity programmes, behavioural support, medicines and, for higher classes, bariatric surgery, according to local criteria.',
    ],
  },
  evidence: [
    'The WHO adult classification (Technical Report Series 894, 2000) defines the BMI bands used here from the relation between BMI and health risk in large populations.',
    'Mosteller (1987) proposed √(height × weight / 3600) as a simpler formula giving values close to the Du Bois formula.',
  ],
  formula: [
    'BMI = 703.07 × weight (lb) / height (in)²  (= weight (kg) / height (m)²)',
    'BSA (Mosteller) = √(height (cm) × weight (kg) / 3600), with kg = lb × 0.45359237 and cm = in × 2.54',
    'WHO adult categories: underweight < 18.5; normal 18.5–24.9; overweight 25.0–29.9; obesity class I 30.0–34.9, class II 35.0–39.9, class III ≥ 40',
  ],
  resultSummary: 'BMI {{bmi}} kg/m² ({{bmi_category}}); BSA {{bsa}} m² (Mosteller).',
  testVectors: [
    {
      description: 'CDC worked example: 150 lb, 65 in (5 ft 5 in)',
      inputs: { weight: 150, height: 65 },
      expected: { bmi: 24.96, bmi_category: 'Overweight', bsa: 1.76645 },
      tolerance: 0.005,
      source:
        'cdc-bmi worked example (24.96 with factor 703; 24.961 with the spec’s 703.07, shown as 25.0). BSA not published: hand calculation √(165.1 cm × 68.0389 kg / 3600) = 1.7665',
    },
    {
      description: '70 kg and 175 cm entered in metric, converted to 154.3 lb and 68.9 in',
      inputs: { weight: 154.3, height: 68.9 },
      expected: { bmi: 22.852, bmi_category: 'Normal weight', bsa: 1.84455 },
      tolerance: 0.001,
      source:
        'Not a published example: hand calculation 703.07 × 154.3 / 68.9² = 22.852 (metric 70 / 1.75² = 22.86) and √(175.006 × 69.9893 / 3600) = 1.84455 (mosteller1987)',
    },
  ],
} satisfies ToolDefinitionInput

export default bmiBsa
