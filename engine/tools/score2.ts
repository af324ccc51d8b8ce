import { CHOLESTEROL_MEASURE, SYSTOLIC_BP_RANGE, span } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, mustHold, result, risk, SEXES, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  age: {
    min: 40,
    max: 89,
    reason: 'SCORE2 applies from 40 to 69 years and SCORE2-OP from 70 to 89 years (the ages of the ESC risk charts); the models give no risk outside these ages.',
  },
  totalCholesterol: { min: 50, max: 1000, reason: 'The range covers every total cholesterol measured in a living patient (1.3–25.9 mmol/L); a value outside it is an entry error.' },
  hdl: { min: 5, max: 200, reason: 'The range covers every HDL cholesterol measured in a living patient (0.13–5.17 mmol/L); a value outside it is an entry error.' },
} as const

/** Cholesterol reaches the equations in mmol/L: the fields are mg/dL canonical (1 mmol/L = 38.67 mg/dL, engine/units.ts). */
const TC = '(total_cholesterol / 38.67)'
const HDL = '(hdl_cholesterol / 38.67)'
const SMOKER = "if(smoker = 'yes', 1, 0)"

type Coefficients = readonly [age: number, smoking: number, sbp: number, tc: number, hdl: number, ageSmoking: number, ageSbp: number, ageTc: number, ageHdl: number]

/**
 * SCORE2 (SCORE2 working group, Eur Heart J 2021;42:2439–2454, supplementary methods Table 2):
 * log subdistribution hazard ratios per sex for age (cage = (age − 60)/5), current smoking,
 * SBP (csbp = (SBP − 120)/20), total cholesterol (ctchol = TC − 6, mmol/L), HDL cholesterol
 * (chdl = (HDL − 1.3)/0.5, mmol/L) and the age interactions; diabetes terms are left out
 * because the model is not for people with diabetes (they are refused). Baseline 10-year
 * survival 0.9605 (men) and 0.9776 (women).
 */
const SCORE2_MEN: Coefficients = [0.3742, 0.6012, 0.2777, 0.1458, -0.2698, -0.0755, -0.0255, -0.0281, 0.0426]
const SCORE2_WOMEN: Coefficients = [0.4648, 0.7744, 0.3131, 0.1002, -0.2606, -0.1088, -0.0277, -0.0226, 0.0613]

/**
 * SCORE2-OP (SCORE2-OP working group, Eur Heart J 2021;42:2455–2467): cage = age − 73,
 * csbp = SBP − 150, ctchol = TC − 6, chdl = HDL − 1.4; the linear predictor is centred on its
 * mean (0.0929 men, 0.2288 women); baseline 10-year survival 0.7576 (men) and 0.8082 (women).
 */
const OP_MEN: Coefficients = [0.0634, 0.3524, 0.0094, 0.085, -0.3564, -0.0247, -0.0005, 0.0073, 0.0091]
const OP_WOMEN: Coefficients = [0.0789, 0.4921, 0.0102, 0.0605, -0.304, -0.0255, -0.0004, -0.0009, 0.0154]

const linear = (c: Coefficients, cage: string, csbp: string, ctc: string, chdl: string, mean: number) =>
  `${c[0]} * ${cage} + ${c[1]} * ${SMOKER} + ${c[2]} * ${csbp} + ${c[3]} * ${ctc} + ${c[4]} * ${chdl} + ${c[5]} * ${cage} * ${SMOKER} + ${c[6]} * ${cage} * ${csbp} + ${c[7]} * ${cage} * ${ctc} + ${c[8]} * ${cage} * ${chdl} - ${mean}`

const S2 = ['((age - 60) / 5)', '((systolic_bp - 120) / 20)', `(${TC} - 6)`, `((${HDL} - 1.3) / 0.5)`] as const
const OP = ['(age - 73)', '(systolic_bp - 150)', `(${TC} - 6)`, `(${HDL} - 1.4)`] as const

const LINEAR_PREDICTOR = `if(age < 70, if(sex = 'male', ${linear(SCORE2_MEN, ...S2, 0)}, ${linear(SCORE2_WOMEN, ...S2, 0)}), if(sex = 'male', ${linear(OP_MEN, ...OP, 0.0929)}, ${linear(OP_WOMEN, ...OP, 0.2288)}))`

const BASELINE_SURVIVAL = "if(age < 70, if(sex = 'male', 0.9605, 0.9776), if(sex = 'male', 0.7576, 0.8082))"

/**
 * Recalibration to the four ESC risk regions: risk = 1 − exp(−exp(scale1 + scale2 × ln(−ln(1 − uncalibrated risk)))).
 * SCORE2 scales to 4 decimals (supplementary methods Table 3); SCORE2-OP scales to 2 decimals as published.
 */
const SCALES = {
  score2: {
    male: { low: [-0.5699, 0.7476], moderate: [-0.1565, 0.8009], high: [0.3207, 0.936], very_high: [0.5836, 0.8294] },
    female: { low: [-0.738, 0.7019], moderate: [-0.3143, 0.7701], high: [0.571, 0.9369], very_high: [0.9412, 0.8329] },
  },
  op: {
    male: { low: [-0.34, 1.19], moderate: [0.01, 1.25], high: [0.08, 1.15], very_high: [0.05, 0.7] },
    female: { low: [-0.52, 1.01], moderate: [-0.1, 1.1], high: [0.38, 1.09], very_high: [0.38, 0.69] },
  },
} as const

const REGIONS = ['low', 'moderate', 'high', 'very_high'] as const
const scale = (which: 0 | 1) => {
  const bySex = (model: 'score2' | 'op', sex: 'male' | 'female') =>
    `lookup(region, ${REGIONS.map((r) => `'${r}', ${SCALES[model][sex][r][which]}`).join(', ')})`
  return `if(age < 70, if(sex = 'male', ${bySex('score2', 'male')}, ${bySex('score2', 'female')}), if(sex = 'male', ${bySex('op', 'male')}, ${bySex('op', 'female')}))`
}

/** ESC 2021 risk categories by age: < 50, 50–69, 70 and over. */
const SHOWN = 'round(risk10, 1)'
const LOWER = 'if(age < 50, 2.5, if(age < 70, 5, 7.5))'
const UPPER = 'if(age < 50, 7.5, if(age < 70, 10, 15))'

const EVIDENCE_CHECKS = [
  {
    statement: 'SCORE2 coefficients, baseline survivals and the four pairs of region scales per sex.',
    citations: ['score2-2021', 'kaptoge-stata'],
    checkedAgainstPrimary: false,
    note: 'The supplementary tables could not be opened. Every value was checked against the model authors’ own Stata program (Kaptoge, Pennells, Hageman; scales to 6 decimals, which round to the published 4) and two independent open implementations, which agree term by term.',
  },
  {
    statement: 'SCORE2-OP coefficients, mean linear predictors (0.0929, 0.2288), baseline survivals (0.7576, 0.8082) and the region scales to 2 decimals.',
    citations: ['score2op-2021', 'kaptoge-stata'],
    checkedAgainstPrimary: false,
    note: 'Taken from the authors’ Stata program (its “rounded as published” option) and checked against an independent Python implementation, which agrees except the women’s mean linear predictor given as 0.229 (a difference of 0.0002 in the linear predictor). One R package carries different low-region scales in an older version; its current test suite reproduces the HeartScore values with the scales used here.',
  },
  {
    statement: 'Worked examples of the supplementary material (SCORE2 Table 4; SCORE2-OP Table 3), reproduced to the whole per cent.',
    citations: ['score2-2021', 'score2op-2021'],
    checkedAgainstPrimary: false,
    note: 'The tables themselves could not be read; their inputs and whole-per-cent results were taken from the RiskScorescvd test suite, which cites them and HeartScore.',
  },
  {
    statement: 'Age-specific ESC 2021 risk categories (< 50: 2.5 % and 7.5 %; 50–69: 5 % and 10 %; ≥ 70: 7.5 % and 15 %) and the treatment advice per category; the example countries given for each risk region.',
    citations: ['visseren2021'],
    checkedAgainstPrimary: false,
    note: 'The guideline text could not be opened; the thresholds agree across secondary sources.',
  },
]

const score2 = {
  slug: 'score2',
  name: 'SCORE2 and SCORE2-OP 10-Year Cardiovascular Risk (ESC)',
  calcId: 'calc-score2',
  ...TOOL_BASE,
  eligibility:
    'Apparently healthy people aged 40–89 in Europe (SCORE2 40–69, SCORE2-OP 70–89) without established atherosclerotic cardiovascular disease, diabetes, chronic kidney disease, familial hypercholesterolaemia or very high single risk factors.',
  description:
    'Estimates the 10-year risk of fatal and non-fatal cardiovascular disease (myocardial infarction, stroke, cardiovascular death) with the ESC SCORE2 (40–69 years) and SCORE2-OP (70 and over) models, recalibrated to the four European risk regions.',
  contentName: 'score2',
  sections: {
    patient: ['region', 'age', 'sex', 'smoker', 'systolic_bp', 'total_cholesterol', 'hdl_cholesterol', 'diabetes'],
  },
  ehrpdns: ['age', 'sex', 'smoker', 'systolic_bp', 'total_cholesterol', 'hdl_cholesterol', 'diabetes'],
  controls: controls({
    region: choice(
      'ESC cardiovascular risk region of the country of residence',
      [
        ['Low risk (for example France, Spain, the Netherlands, the United Kingdom)', 'low'],
        ['Moderate risk (for example Germany, Italy, Greece, Portugal)', 'moderate'],
        ['High risk (for example Poland, Hungary, Czechia, Türkiye)', 'high'],
        ['Very high risk (for example Romania, Bulgaria, Ukraine, the Russian Federation)', 'very_high'],
      ],
      { type: 'singleselect.radiogroup', help: 'Regions are grouped by national cardiovascular mortality; the full list of countries is in the ESC 2021 prevention guideline.' },
    ),
    age: measure('Age', 'years', RANGES.age, { help: '40–69: SCORE2; 70–89: SCORE2-OP.' }),
    sex: choice('Sex', SEXES),
    smoker: yesNo('Current smoker'),
    systolic_bp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE, { help: 'The seated office reading. The ESC charts cover 100–179 mmHg; values far outside extrapolate the model.' }),
    total_cholesterol: measure('Total cholesterol', { ...CHOLESTEROL_MEASURE, uiDefaultMeasure: 'mmol/L cholesterol' }, RANGES.totalCholesterol, {
      help: `${span(RANGES.totalCholesterol, 'mg/dL')} (1.3–25.9 mmol/L). The models use mmol/L (mg/dL ÷ 38.67).`,
    }),
    hdl_cholesterol: measure('HDL cholesterol', { ...CHOLESTEROL_MEASURE, uiDefaultMeasure: 'mmol/L cholesterol' }, RANGES.hdl, {
      help: `${span(RANGES.hdl, 'mg/dL')} (0.13–5.17 mmol/L).`,
      validations: [mustHold('total_cholesterol = null or hdl_cholesterol < total_cholesterol', 'HDL cholesterol must be lower than total cholesterol; check both results and their units.')],
    }),
    diabetes: yesNo('Diabetes', {
      validations: [
        mustHold(
          "diabetes = 'no'",
          'SCORE2 and SCORE2-OP are not for people with diabetes: their risk is estimated with SCORE2-Diabetes (ESC 2023), which this tool does not calculate.',
        ),
      ],
    }),
    model: result('Model used', "if(age < 70, 'SCORE2 (40–69 years)', 'SCORE2-OP (70 years and over)')", { cpdn: 'score2_model' }),
    linear_predictor: result('Linear predictor', LINEAR_PREDICTOR, { decimals: 4 }),
    uncalibrated: result('Uncalibrated 10-year risk (derivation cohorts)', `(1 - exp(ln(${BASELINE_SURVIVAL}) * exp(linear_predictor))) * 100`, {
      units: '%',
      decimals: 2,
    }),
    risk10: risk(
      '10-year risk of fatal and non-fatal cardiovascular disease',
      `(1 - exp(-exp(${scale(0)} + ${scale(1)} * ln(-ln(1 - uncalibrated / 100))))) * 100`,
      { cpdn: 'score2_risk', units: '%', decimals: 1 },
    ),
    category: result(
      'ESC 2021 risk category for this age',
      `if(${SHOWN} < ${LOWER}, 'Low to moderate risk', if(${SHOWN} < ${UPPER}, 'High risk', 'Very high risk'))`,
      { cpdn: 'score2_category' },
    ),
    interpretation: interpretation(
      "if(category = 'Low to moderate risk', 'Low to moderate risk for this age: treatment of risk factors is generally not recommended on the basis of risk alone; advise on lifestyle.', if(category = 'High risk', 'High risk for this age: treatment of risk factors (blood pressure, LDL cholesterol) should be considered, taking into account risk modifiers, lifetime benefit, frailty, comorbidities and the person’s preferences.', 'Very high risk for this age: treatment of risk factors is recommended, taking into account frailty, comorbidities, polypharmacy and the person’s preferences.')) + if(age < 50, ' Limits under 50 years: below 2.5 %, 2.5 to below 7.5 %, 7.5 % or more.', if(age < 70, ' Limits at 50–69 years: below 5 %, 5 to below 10 %, 10 % or more.', ' Limits at 70 years and over: below 7.5 %, 7.5 to below 15 %, 15 % or more.'))",
    ),
  }),
  risk: ['risk10', 'category', 'interpretation', 'model', 'uncalibrated', 'linear_predictor'],
  chartNote: {
    cc: '{{score2_model}}: 10-year risk of fatal and non-fatal cardiovascular disease {{score2_risk}} % ({{score2_category}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'score2-2021',
      citation:
        'SCORE2 working group and ESC Cardiovascular risk collaboration. SCORE2 risk prediction algorithms: new models to estimate 10-year risk of cardiovascular disease in Europe. Eur Heart J. 2021;42(25):2439–2454.',
      doi: '10.1093/eurheartj/ehab309',
      kind: 'derivation',
      cohort: '677,684 individuals from 45 cohorts (derivation); external validation in about 1.1 million people from 25 further cohorts',
    },
    {
      id: 'score2op-2021',
      citation:
        'SCORE2-OP working group and ESC Cardiovascular risk collaboration. SCORE2-OP risk prediction algorithms: estimating incident cardiovascular event risk in older persons in four geographical risk regions. Eur Heart J. 2021;42(25):2455–2467.',
      doi: '10.1093/eurheartj/ehab312',
      kind: 'derivation',
      cohort: '28,503 people aged 65 and over without cardiovascular disease in the CONOR cohort (derivation); validated in 338,615 people in 6 cohorts',
    },
    {
      id: 'visseren2021',
      citation:
        'Visseren FLJ, Mach F, Smulders YM, et al. 2021 ESC Guidelines on cardiovascular disease prevention in clinical practice. Eur Heart J. 2021;42(34):3227–3337.',
      doi: '10.1093/eurheartj/ehab484',
      kind: 'guideline',
    },
    {
      id: 'kaptoge-stata',
      citation:
        'Kaptoge S, Pennells L, Hageman S. score2risk and score2oprisk: Stata programs for the calculation of SCORE2 and SCORE2-OP with region-specific recalibration. Cardiovascular Epidemiology Unit, University of Cambridge; 2020–2022.',
      kind: 'reference implementation by the model authors',
    },
  ],
  definitions: [
    { term: 'SCORE2-OP', definition: 'SCORE2-Older Persons: the companion model for people aged 70 and over.' },
    { term: 'Risk region', definition: 'One of four groups of countries with similar cardiovascular mortality, to which SCORE2 and SCORE2-OP are recalibrated.' },
  ],
  category: 'Cardiology',
  synonyms: ['SCORE2', 'SCORE2-OP', 'ESC risk score', 'European cardiovascular risk', 'SCORE risk chart', '10-year cardiovascular risk'],
  abbreviations: ['SCORE2', 'SCORE2-OP', 'ESC', 'CVD', 'SBP', 'HDL'],
  conditions: ['cardiovascular disease prevention', 'cardiovascular risk in Europe', 'primary prevention'],
  instructions:
    'For apparently healthy people aged 40–89 without established atherosclerotic cardiovascular disease, diabetes, moderate or severe chronic kidney disease, familial hypercholesterolaemia or a markedly raised single risk factor (these are at high or very high risk without a calculation). Choose the risk region of the country where the person lives. Cholesterol in mmol/L or mg/dL.',
  whenToUse: [
    'Primary prevention in Europe: to estimate 10-year cardiovascular risk and decide whether to treat blood pressure or LDL cholesterol (ESC 2021).',
    'From age 70, SCORE2-OP is used in place of SCORE2.',
  ],
  pearls: [
    'The risk counts fatal and non-fatal events (myocardial infarction, stroke and cardiovascular death), so it is higher than the old SCORE, which counted only deaths.',
    'The risk categories depend on age: the same 10-year risk is “very high” at 45 and “low to moderate” at 75.',
    'Risk modifiers (social deprivation, family history, coronary calcium, frailty) can move a person between categories; lifetime risk and treatment benefit matter most in younger people.',
    'SCORE2-OP scales are published to two decimals, SCORE2 scales to four; the tool uses the published values.',
  ],
  nextSteps: {
    advice: [
      'Low to moderate risk: lifestyle advice; treatment of risk factors generally not recommended on risk alone.',
      'High risk: consider treating blood pressure and LDL cholesterol, after discussing benefits, harms and preferences.',
      'Very high risk: treatment of risk factors recommended (stepwise intensification in the ESC 2021 guideline).',
    ],
    management: ['Stop smoking in every smoker, whatever the risk.', 'Recalculate after a change in risk factors or about every 5 years.'],
  },
  evidence: [
    'SCORE2 was derived in 677,684 people from 45 cohorts in 13 countries with competing-risk-adjusted models, and recalibrated to four European risk regions with contemporary incidence data; external validation in about 1.1 million people gave C-indices of 0.67–0.81.',
    'SCORE2-OP was derived in 28,503 people aged 65 and over in the Norwegian CONOR study, accounting for the competing risk of non-cardiovascular death, recalibrated to the same four regions and validated in 338,615 people.',
    'The 2021 ESC prevention guideline uses SCORE2 and SCORE2-OP with age-specific thresholds: under 50, below 2.5 % low to moderate, 2.5 to below 7.5 % high, 7.5 % or more very high; 50–69, below 5 %, 5 to below 10 %, 10 % or more; 70 and over, below 7.5 %, 7.5 to below 15 %, 15 % or more.',
  ],
  formula: [
    'SCORE2 (40–69): cage = (age − 60)/5; csbp = (SBP − 120)/20; ctchol = TC − 6; chdl = (HDL − 1.3)/0.5 (cholesterol in mmol/L)',
    'Men: 0.3742 cage + 0.6012 smoker + 0.2777 csbp + 0.1458 ctchol − 0.2698 chdl − 0.0755 cage×smoker − 0.0255 cage×csbp − 0.0281 cage×ctchol + 0.0426 cage×chdl; baseline survival 0.9605',
    'Women: 0.4648 cage + 0.7744 smoker + 0.3131 csbp + 0.1002 ctchol − 0.2606 chdl − 0.1088 cage×smoker − 0.0277 cage×csbp − 0.0226 cage×ctchol + 0.0613 cage×chdl; baseline survival 0.9776',
    'SCORE2-OP (70–89): cage = age − 73; csbp = SBP − 150; ctchol = TC − 6; chdl = HDL − 1.4',
    'Men: 0.0634 cage + 0.3524 smoker + 0.0094 csbp + 0.0850 ctchol − 0.3564 chdl − 0.0247 cage×smoker − 0.0005 cage×csbp + 0.0073 cage×ctchol + 0.0091 cage×chdl − 0.0929; baseline survival 0.7576',
    'Women: 0.0789 cage + 0.4921 smoker + 0.0102 csbp + 0.0605 ctchol − 0.3040 chdl − 0.0255 cage×smoker − 0.0004 cage×csbp − 0.0009 cage×ctchol + 0.0154 cage×chdl − 0.2288; baseline survival 0.8082',
    'Uncalibrated risk = 1 − S₀^exp(linear predictor); 10-year risk = 1 − exp(−exp(scale1 + scale2 × ln(−ln(1 − uncalibrated risk))))',
    'SCORE2 scales (scale1, scale2), men / women: low −0.5699, 0.7476 / −0.7380, 0.7019; moderate −0.1565, 0.8009 / −0.3143, 0.7701; high 0.3207, 0.9360 / 0.5710, 0.9369; very high 0.5836, 0.8294 / 0.9412, 0.8329',
    'SCORE2-OP scales, men / women: low −0.34, 1.19 / −0.52, 1.01; moderate 0.01, 1.25 / −0.10, 1.10; high 0.08, 1.15 / 0.38, 1.09; very high 0.05, 0.70 / 0.38, 0.69',
  ],
  resultSummary: '{{score2_model}}: 10-year cardiovascular risk {{score2_risk}} % ({{score2_category}}).',
  testVectors: [
    {
      description: 'SCORE2 supplementary example: male, 50, smoker, SBP 140, TC 6.3, HDL 1.4 mmol/L, low-risk region: 6 %',
      inputs: { region: 'low', age: 50, sex: 'male', smoker: 'yes', systolic_bp: 140, total_cholesterol: 6.3, 'total_cholesterol.unit': 'mmol/L cholesterol', hdl_cholesterol: 1.4, 'hdl_cholesterol.unit': 'mmol/L cholesterol', diabetes: 'no' },
      expected: { score2_risk: 6, score2_model: 'SCORE2 (40–69 years)' },
      tolerance: 0.5,
      source: 'score2-2021 supplementary methods Table 4 worked example, whole per cent as reproduced by the RiskScorescvd test suite (HeartScore reference); see evidenceChecks',
    },
    {
      description: 'SCORE2 supplementary example: female, 50, smoker, SBP 140, TC 6.3, HDL 1.4 mmol/L, low-risk region: 4 %',
      inputs: { region: 'low', age: 50, sex: 'female', smoker: 'yes', systolic_bp: 140, total_cholesterol: 6.3, 'total_cholesterol.unit': 'mmol/L cholesterol', hdl_cholesterol: 1.4, 'hdl_cholesterol.unit': 'mmol/L cholesterol', diabetes: 'no' },
      expected: { score2_risk: 4, score2_model: 'SCORE2 (40–69 years)' },
      tolerance: 0.5,
      source: 'score2-2021 supplementary methods Table 4 worked example, whole per cent as reproduced by the RiskScorescvd test suite (HeartScore reference); see evidenceChecks',
    },
    {
      description: 'SCORE2 supplementary example: male, 50, smoker, SBP 140, TC 6.3, HDL 1.4 mmol/L, moderate-risk region: 8 %',
      inputs: { region: 'moderate', age: 50, sex: 'male', smoker: 'yes', systolic_bp: 140, total_cholesterol: 6.3, 'total_cholesterol.unit': 'mmol/L cholesterol', hdl_cholesterol: 1.4, 'hdl_cholesterol.unit': 'mmol/L cholesterol', diabetes: 'no' },
      expected: { score2_risk: 8, score2_model: 'SCORE2 (40–69 years)' },
      tolerance: 0.5,
      source: 'score2-2021 supplementary methods Table 4 worked example, whole per cent as reproduced by the RiskScorescvd test suite (HeartScore reference); see evidenceChecks',
    },
    {
      description: 'SCORE2 supplementary example: female, 50, smoker, SBP 140, TC 6.3, HDL 1.4 mmol/L, moderate-risk region: 5 %',
      inputs: { region: 'moderate', age: 50, sex: 'female', smoker: 'yes', systolic_bp: 140, total_cholesterol: 6.3, 'total_cholesterol.unit': 'mmol/L cholesterol', hdl_cholesterol: 1.4, 'hdl_cholesterol.unit': 'mmol/L cholesterol', diabetes: 'no' },
      expected: { score2_risk: 5, score2_model: 'SCORE2 (40–69 years)' },
      tolerance: 0.5,
      source: 'score2-2021 supplementary methods Table 4 worked example, whole per cent as reproduced by the RiskScorescvd test suite (HeartScore reference); see evidenceChecks',
    },
    {
      description: 'SCORE2 supplementary example: male, 50, smoker, SBP 140, TC 6.3, HDL 1.4 mmol/L, high-risk region: 9 %',
      inputs: { region: 'high', age: 50, sex: 'male', smoker: 'yes', systolic_bp: 140, total_cholesterol: 6.3, 'total_cholesterol.unit': 'mmol/L cholesterol', hdl_cholesterol: 1.4, 'hdl_cholesterol.unit': 'mmol/L cholesterol', diabetes: 'no' },
      expected: { score2_risk: 9, score2_model: 'SCORE2 (40–69 years)' },
      tolerance: 0.5,
      source: 'score2-2021 supplementary methods Table 4 worked example, whole per cent as reproduced by the RiskScorescvd test suite (HeartScore reference); see evidenceChecks',
    },
    {
      description: 'SCORE2 supplementary example: female, 50, smoker, SBP 140, TC 6.3, HDL 1.4 mmol/L, high-risk region: 7 %',
      inputs: { region: 'high', age: 50, sex: 'female', smoker: 'yes', systolic_bp: 140, total_cholesterol: 6.3, 'total_cholesterol.unit': 'mmol/L cholesterol', hdl_cholesterol: 1.4, 'hdl_cholesterol.unit': 'mmol/L cholesterol', diabetes: 'no' },
      expected: { score2_risk: 7, score2_model: 'SCORE2 (40–69 years)' },
      tolerance: 0.5,
      source: 'score2-2021 supplementary methods Table 4 worked example, whole per cent as reproduced by the RiskScorescvd test suite (HeartScore reference); see evidenceChecks',
    },
    {
      description: 'SCORE2 supplementary example: male, 50, smoker, SBP 140, TC 6.3, HDL 1.4 mmol/L, very high-risk region: 15 %',
      inputs: { region: 'very_high', age: 50, sex: 'male', smoker: 'yes', systolic_bp: 140, total_cholesterol: 6.3, 'total_cholesterol.unit': 'mmol/L cholesterol', hdl_cholesterol: 1.4, 'hdl_cholesterol.unit': 'mmol/L cholesterol', diabetes: 'no' },
      expected: { score2_risk: 15, score2_model: 'SCORE2 (40–69 years)' },
      tolerance: 0.5,
      source: 'score2-2021 supplementary methods Table 4 worked example, whole per cent as reproduced by the RiskScorescvd test suite (HeartScore reference); see evidenceChecks',
    },
    {
      description: 'SCORE2 supplementary example: female, 50, smoker, SBP 140, TC 6.3, HDL 1.4 mmol/L, very high-risk region: 14 %',
      inputs: { region: 'very_high', age: 50, sex: 'female', smoker: 'yes', systolic_bp: 140, total_cholesterol: 6.3, 'total_cholesterol.unit': 'mmol/L cholesterol', hdl_cholesterol: 1.4, 'hdl_cholesterol.unit': 'mmol/L cholesterol', diabetes: 'no' },
      expected: { score2_risk: 14, score2_model: 'SCORE2 (40–69 years)' },
      tolerance: 0.5,
      source: 'score2-2021 supplementary methods Table 4 worked example, whole per cent as reproduced by the RiskScorescvd test suite (HeartScore reference); see evidenceChecks',
    },
    {
      description: 'SCORE2-OP supplementary example: male, 75, smoker, SBP 140, TC 5.5, HDL 1.3 mmol/L, low-risk region: 19 %',
      inputs: { region: 'low', age: 75, sex: 'male', smoker: 'yes', systolic_bp: 140, total_cholesterol: 5.5, 'total_cholesterol.unit': 'mmol/L cholesterol', hdl_cholesterol: 1.3, 'hdl_cholesterol.unit': 'mmol/L cholesterol', diabetes: 'no' },
      expected: { score2_risk: 19, score2_model: 'SCORE2-OP (70 years and over)' },
      tolerance: 0.5,
      source: 'score2op-2021 supplementary methods Table 3 worked example, whole per cent as reproduced by the RiskScorescvd test suite (HeartScore reference); see evidenceChecks',
    },
    {
      description: 'SCORE2-OP supplementary example: female, 75, smoker, SBP 140, TC 5.5, HDL 1.3 mmol/L, low-risk region: 15 %',
      inputs: { region: 'low', age: 75, sex: 'female', smoker: 'yes', systolic_bp: 140, total_cholesterol: 5.5, 'total_cholesterol.unit': 'mmol/L cholesterol', hdl_cholesterol: 1.3, 'hdl_cholesterol.unit': 'mmol/L cholesterol', diabetes: 'no' },
      expected: { score2_risk: 15, score2_model: 'SCORE2-OP (70 years and over)' },
      tolerance: 0.5,
      source: 'score2op-2021 supplementary methods Table 3 worked example, whole per cent as reproduced by the RiskScorescvd test suite (HeartScore reference); see evidenceChecks',
    },
  ],
  evidenceChecks: EVIDENCE_CHECKS,
} satisfies ToolDefinitionInput

export default score2
