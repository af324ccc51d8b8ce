import { BMI_RANGES, KG_PER_LB } from '../formulas/bmi.ts'
import { EGFR_RANGES } from '../formulas/egfr.ts'
import {
  HEIGHT_IN_MEASURE,
  SERUM_CREATININE_MEASURE,
  SERUM_CREATININE_MGDL_RANGE,
  SERUM_CREATININE_SPAN,
  span,
  WEIGHT_LB_MEASURE,
} from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, group, interpretation, measure, result, SEXES } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Height limits for this tool: 48–96 in (122–244 cm). The Devine ideal-weight formula is defined
 * from 5 ft (60 in) only; below that ideal and adjusted weight are left undefined (not
 * extrapolated, as in the ideal-body-weight tool), so the clearance uses actual weight.
 * Weight uses the site's BMI plausibility range.
 */
const HEIGHT_IN = { min: 48, max: 96 }
const WEIGHT_LB = BMI_RANGES.weightLb

/** The BMI as displayed (one decimal) decides the weight convention, as in the BMI tool. */
const BMI_SHOWN = 'round(bmi, 1)'

/** Cockcroft–Gault with the given weight (kg). */
const clearance = (weight: string) => `(140 - age) * ${weight} * if(sex = 'female', 0.85, 1) / (72 * creatinine)`

/**
 * Cockcroft–Gault creatinine clearance: CrCl = (140 − age) × weight / (72 × SCr) × 0.85 if female,
 * weight in kg, SCr in mg/dL (Cockcroft DW, Gault MH, Nephron 1976;16:31–41). Weight is the
 * clinician's choice of actual, ideal (Devine 1974) or adjusted (ideal + 0.4 × excess) body weight,
 * or by default the BMI-based convention supported by Winter 2012 (Pharmacotherapy 32:604–612):
 * BMI < 18.5 actual; 18.5–24.9 ideal, or actual if lower; ≥ 25 adjusted (actual if not above ideal).
 */
const cockcroftGault = {
  slug: 'cockcroft-gault',
  name: 'Creatinine Clearance (Cockcroft–Gault Equation)',
  calcId: 'calc-cockcroft-gault',
  ...TOOL_BASE,
  eligibility:
    'Adults (18 and over) with a stable serum creatinine, usually for drug dosing. Not reliable in acute kidney injury, pregnancy, amputation, paralysis, severe wasting or very high muscle mass.',
  description:
    'Estimates creatinine clearance in mL/min from age, sex, weight and serum creatinine with the Cockcroft–Gault equation, with a choice of actual, ideal or adjusted body weight.',
  contentName: 'cockcroft-gault',
  sections: {
    patient: ['age', 'sex', 'creatinine', 'height_weight', 'weight_choice'],
  },
  ehrpdns: ['age', 'sex', 'creatinine', 'height', 'weight'],
  controls: controls({
    age: measure('Age', 'years', {
      ...EGFR_RANGES.age,
      reason: 'Cockcroft–Gault was derived in adults (18 and over). For children and adolescents estimate kidney function with the bedside Schwartz equation (Schwartz 2009).',
    }),
    sex: choice('Sex', SEXES, { help: 'Sets the 0.85 factor for women and the ideal-weight formula.' }),
    creatinine: measure('Serum creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      help: `${SERUM_CREATININE_SPAN}, when kidney function is stable. Enter the measured value (see pearls on rounding low values up).`,
    }),
    height_weight: group('Height and weight', ['height', 'weight'], { type: 'numeric.heightweight' }),
    height: measure('Height', HEIGHT_IN_MEASURE, HEIGHT_IN, {
      type: 'numeric.height',
      isChild: true,
      help: `${span(HEIGHT_IN, 'in')} (4 ft 0 in to 8 ft 0 in; 122–243 cm). Needed for BMI and ideal body weight.`,
      validations: [
        {
          rule: 'height >= 60',
          type: 'warning',
          message:
            'The Devine ideal-weight formula is defined only from 5 ft (152.4 cm). Below that, ideal and adjusted weight are not calculated and the clearance uses actual weight.',
        },
      ],
    }),
    weight: measure('Actual body weight', WEIGHT_LB_MEASURE, WEIGHT_LB, {
      type: 'numeric.weight',
      isChild: true,
      help: `${span(WEIGHT_LB, 'lb')} (20–453 kg).`,
    }),
    weight_choice: choice(
      'Weight used in the equation',
      [
        ['By BMI (default)', 'auto', undefined, 'BMI below 18.5: actual weight. 18.5–24.9: ideal weight, or actual if lower. 25 or more: adjusted weight.'],
        ['Actual body weight', 'actual'],
        ['Ideal body weight (Devine)', 'ideal'],
        ['Adjusted body weight (ideal + 40 % of the excess)', 'adjusted'],
      ],
      {
        type: 'singleselect.radiogroup',
        help: 'The default picks the weight by BMI (see evidence). Choose another if your protocol or the drug label says so.',
        defaults: [{ value: 'auto' }],
        validations: [
          {
            rule: "weight_choice = 'auto' or weight_choice = 'actual' or height = null or height >= 60",
            type: 'error',
            message: 'Ideal and adjusted body weight need a height of 5 ft (152.4 cm) or more (the Devine formula is not defined below it). Choose actual body weight or the default.',
          },
        ],
      },
    ),
    weight_kg: result('Actual body weight', `weight * ${KG_PER_LB}`, { units: 'kg', decimals: 1 }),
    bmi: result('Body mass index', 'bmi_imperial(weight, height)', { type: 'numeric.bmi', units: 'kg/m²', decimals: 1 }),
    ideal_weight: result('Ideal body weight (Devine)', "if(height >= 60, if(sex = 'female', 45.5, 50) + 2.3 * (height - 60), null)", { units: 'kg', decimals: 1 }),
    adjusted_weight: result('Adjusted body weight', 'if(ideal_weight = null, null, ideal_weight + 0.4 * (weight_kg - ideal_weight))', { units: 'kg', decimals: 1 }),
    weight_basis: result(
      'Weight basis (key)',
      `if(weight_choice = 'auto', if(ideal_weight = null or ${BMI_SHOWN} < 18.5, 'actual', if(${BMI_SHOWN} < 25, if(weight_kg < ideal_weight, 'actual', 'ideal'), if(weight_kg <= ideal_weight, 'actual', 'adjusted'))), weight_choice)`,
    ),
    weight_used: result('Weight used', "if(weight_basis = 'ideal', ideal_weight, if(weight_basis = 'adjusted', adjusted_weight, weight_kg))", { units: 'kg', decimals: 1 }),
    weight_used_label: result(
      'Which weight was used',
      "if(weight_basis = null, null, if(weight_basis = 'ideal', 'Ideal body weight', if(weight_basis = 'adjusted', 'Adjusted body weight', 'Actual body weight')) + " +
        `if(weight_choice != 'auto', ' (chosen)', if(ideal_weight = null, ' (default: height below 5 ft, ideal weight not defined)', if(${BMI_SHOWN} < 18.5, ' (default: BMI below 18.5)', if(${BMI_SHOWN} < 25, if(weight_basis = 'actual', ' (default: BMI 18.5–24.9 and actual weight below ideal weight)', ' (default: BMI 18.5–24.9)'), if(weight_basis = 'actual', ' (default: BMI 25 or more, but actual weight not above ideal weight)', ' (default: BMI 25 or more)'))))))`,
    ),
    crcl: result('Creatinine clearance (Cockcroft–Gault)', clearance('weight_used'), { cpdn: 'crcl_cockcroft_gault', units: 'mL/min', decimals: 0 }),
    crcl_actual: result('With actual body weight', clearance('weight_kg'), { units: 'mL/min', decimals: 0 }),
    crcl_ideal: result('With ideal body weight', clearance('ideal_weight'), { units: 'mL/min', decimals: 0 }),
    crcl_adjusted: result('With adjusted body weight', clearance('adjusted_weight'), { units: 'mL/min', decimals: 0 }),
    renal_function_group: result(
      'Renal function group (FDA dosing-study categories)',
      "if(crcl = null, null, if(round(crcl) >= 90, 'Normal (90 or more)', if(round(crcl) >= 60, 'Mildly decreased (60–89)', if(round(crcl) >= 30, 'Moderately decreased (30–59)', if(round(crcl) >= 15, 'Severely decreased (15–29)', 'Kidney failure range (below 15)')))))",
    ),
    interpretation: interpretation(
      "if(crcl = null, null, 'Estimated creatinine clearance, not indexed to body surface area. Drug labels set their own cut-offs for dose changes (often 50, 30 or 15 mL/min): compare this value with the label of the drug in question.' + " +
        "if(weight_choice != 'auto' and weight_used > weight_kg, ' The chosen weight is higher than the actual weight, which raises the estimate; most references use the actual weight when it is lower.', ''))",
    ),
  }),
  risk: [
    'crcl',
    'weight_used_label',
    'weight_used',
    'renal_function_group',
    'interpretation',
    'crcl_actual',
    'crcl_ideal',
    'crcl_adjusted',
    'bmi',
    'weight_kg',
    'ideal_weight',
    'adjusted_weight',
  ],
  chartNote: {
    cc: 'Creatinine clearance {{crcl}} mL/min by Cockcroft–Gault using {{weight_used_label}} {{weight_used}} kg (BMI {{bmi}} kg/m²; with actual weight {{crcl_actual}}, ideal {{crcl_ideal}}, adjusted {{crcl_adjusted}} mL/min). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'cockcroft1976',
      citation: 'Cockcroft DW, Gault MH. Prediction of creatinine clearance from serum creatinine. Nephron. 1976;16(1):31–41.',
      pmid: '1244564',
      doi: '10.1159/000180580',
      kind: 'derivation',
      cohort: 'n = 249 men aged 18–92 (hospital patients, 24-hour urine collections); the 0.85 factor for women was proposed, not derived',
    },
    {
      id: 'devine1974',
      citation: 'Devine BJ. Gentamicin therapy. Drug Intell Clin Pharm. 1974;8:650–655.',
      kind: 'ideal body weight formula',
    },
    {
      id: 'winter2012',
      citation:
        'Winter MA, Guhr KN, Berg GM. Impact of various body weights and serum creatinine concentrations on the bias and accuracy of the Cockcroft-Gault equation. Pharmacotherapy. 2012;32(7):604–612.',
      kind: 'validation (choice of weight by BMI group)',
    },
    {
      id: 'fda2024',
      citation:
        'U.S. Food and Drug Administration. Pharmacokinetics in patients with impaired renal function — study design, data analysis, and impact on dosing. Guidance for industry. March 2024.',
      kind: 'guideline (renal function groups)',
    },
  ],
  definitions: [
    { term: 'CrCl', definition: 'Creatinine clearance: the volume of plasma cleared of creatinine per minute, an estimate of kidney filtration (slightly above true GFR).' },
    { term: 'Ideal body weight (Devine)', definition: 'Men 50 kg, women 45.5 kg, plus 2.3 kg for every inch of height over 5 feet.' },
    { term: 'Adjusted body weight', definition: 'Ideal body weight plus 40 % of the difference between actual and ideal weight.' },
  ],
  category: 'Nephrology',
  synonyms: ['creatinine clearance', 'Cockcroft-Gault', 'CrCl calculator', 'renal dosing', 'kidney function for drug dosing', 'estimated creatinine clearance'],
  abbreviations: ['CrCl', 'CG', 'SCr', 'IBW', 'ABW', 'AdjBW', 'TBW', 'BMI'],
  conditions: ['chronic kidney disease', 'acute kidney injury', 'renal impairment'],
  instructions:
    'For adults with a stable serum creatinine, mainly to adjust doses of drugs cleared by the kidneys. Enter height and actual weight; the tool shows the clearance with the weight chosen by BMI (or the one you choose) and with each weight for comparison. Do not use during acute kidney injury, dialysis, pregnancy, or with markedly abnormal muscle mass.',
  whenToUse: [
    'Dose adjustment of renally cleared drugs whose labels give creatinine-clearance cut-offs (for example many antibiotics, direct oral anticoagulants, low-molecular-weight heparins).',
    'When a protocol asks for Cockcroft–Gault rather than eGFR.',
  ],
  pearls: [
    'The equation was derived in 249 men; the 0.85 factor for women was an assumption about lower muscle mass, not a measured result.',
    'Cockcroft and Gault used creatinine from older (Jaffe) assays. With today’s standardised assays, which read lower, the equation tends to give somewhat higher values.',
    'Some institutions round low creatinine values up (for example to 0.8 or 1.0 mg/dL) in older or frail patients; studies suggest this adds bias and makes the estimate less accurate, so this tool uses the measured value.',
    'Which weight to use is a convention, not settled science. Check whether the drug’s label or your institution specifies one (some drug-label studies used actual body weight).',
    'The result is in mL/min (not indexed to 1.73 m²), which is what most drug labels use.',
  ],
  nextSteps: {
    advice: [
      'Compare the clearance with the cut-offs in the drug’s label and adjust the dose or interval as directed.',
      'For narrow-therapeutic-index drugs (for example aminoglycosides, vancomycin) use drug levels to guide dosing.',
    ],
    management: ['Recalculate when creatinine or weight changes; in unstable kidney function the estimate lags behind the true clearance.'],
  },
  evidence: [
    'Cockcroft and Gault (1976) derived the equation from 24-hour creatinine clearances in 249 men aged 18–92; the women’s 0.85 factor was proposed without women in the data.',
    'Weight convention used by default: BMI below 18.5 actual weight; 18.5–24.9 ideal weight; 25 or more adjusted weight (ideal + 0.4 × excess). This follows Winter and colleagues (2012), who compared weights against measured clearance and found actual weight least biased in underweight patients, ideal weight in normal-weight patients and adjusted weight in overweight and obese patients; it is also the convention of widely used clinical references. Two safeguards are added, as is common pharmacy practice: in the normal-BMI group the actual weight is used when it is lower than ideal weight, and in the BMI 25 or more group the actual weight is used when it is not above ideal weight. The clinician may choose any weight instead; the tool always shows which weight was used and the result with each weight.',
    'Ideal body weight follows Devine (1974): men 50 kg, women 45.5 kg, plus 2.3 kg per inch over 5 feet; the 0.4 adjustment factor is the one used in most drug-dosing references. The formula is not defined below 5 ft: there ideal and adjusted weight are not calculated (no extrapolation) and actual weight is used.',
    'Renal function groups follow the categories used in the FDA guidance on pharmacokinetic studies in renal impairment (normal 90 or more, mild 60–89, moderate 30–59, severe 15–29, kidney failure below 15 mL/min), applied to the clearance as displayed.',
  ],
  formula: [
    'CrCl (mL/min) = (140 − age) × weight (kg) / (72 × SCr (mg/dL)) × 0.85 [if female]',
    'SCr in µmol/L ÷ 88.4 = mg/dL; weight lb × 0.45359237 = kg',
    'Ideal body weight (Devine): 50 kg (men) or 45.5 kg (women) + 2.3 kg × (height in inches − 60)',
    'Adjusted body weight: ideal + 0.4 × (actual − ideal)',
    'Default weight by BMI: < 18.5 actual; 18.5–24.9 ideal (actual if lower); ≥ 25 adjusted (actual if not above ideal); height below 5 ft: actual (ideal weight not defined)',
  ],
  resultSummary: 'Creatinine clearance {{crcl}} mL/min (Cockcroft–Gault, {{weight_used_label}}, {{weight_used}} kg); actual {{crcl_actual}}, ideal {{crcl_ideal}}, adjusted {{crcl_adjusted}} mL/min.',
  testVectors: [
    {
      description: 'Man 60 y, 70 in, 176.37 lb (80.0 kg), SCr 1.0 mg/dL, default weight: BMI 25.3 → adjusted weight',
      inputs: { age: 60, sex: 'male', creatinine: 1.0, height: 70, weight: 176.37 },
      expected: { crcl_cockcroft_gault: 84.2223, weight_used: 75.8, weight_basis: 'adjusted', crcl_actual: 88.889, crcl_ideal: 81.1111 },
      tolerance: 0.001,
      source:
        'Not a published example: hand calculation. Weight 176.37 × 0.45359237 = 80.00009 kg; IBW 50 + 2.3 × 10 = 73 kg; adjusted 73 + 0.4 × 7.00009 = 75.80003 kg; CrCl = 80 × 75.80003 / 72 = 84.2223 (cockcroft1976 equation, devine1974 IBW, winter2012 convention)',
    },
    {
      description: 'Woman 75 y, 64 in, 130 lb (58.97 kg), SCr 1.2 mg/dL, default weight: BMI 22.3 → ideal weight',
      inputs: { age: 75, sex: 'female', creatinine: 1.2, height: 64, weight: 130 },
      expected: { crcl_cockcroft_gault: 34.9789, weight_used: 54.7, weight_basis: 'ideal' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculation IBW 45.5 + 2.3 × 4 = 54.7 kg; CrCl = 65 × 54.7 × 0.85 / (72 × 1.2) = 34.9789 (cockcroft1976, devine1974)',
    },
    {
      description: 'Man 30 y, 72 in, 130 lb (58.97 kg), SCr 1.0 mg/dL, default weight: BMI 17.6 → actual weight',
      inputs: { age: 30, sex: 'male', creatinine: 1.0, height: 72, weight: 130 },
      expected: { crcl_cockcroft_gault: 90.0885, weight_basis: 'actual' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculation 130 × 0.45359237 = 58.96701 kg; CrCl = 110 × 58.96701 / 72 = 90.0885 (cockcroft1976)',
    },
    {
      description: 'Same man as the first vector with actual body weight chosen',
      inputs: { age: 60, sex: 'male', creatinine: 1.0, height: 70, weight: 176.37, weight_choice: 'actual' },
      expected: { crcl_cockcroft_gault: 88.889, weight_basis: 'actual' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculation 80 × 80.00009 / 72 = 88.8890 (cockcroft1976)',
    },
  ],
} satisfies ToolDefinitionInput

export default cockcroftGault
