import { span, UACR_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, risk } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Kidney Failure Risk Equation, 4 variables (Tangri 2011, model 3), with the baseline survivals
 * of the multinational recalibration (Tangri 2016):
 *   risk = 1 − S0(t) ^ exp(−0.2201 × (age/10 − 7.036) + 0.2467 × (male − 0.5642)
 *                          − 0.5567 × (eGFR/5 − 7.222) + 0.4510 × (ln UACR − 5.137))
 * UACR in mg/g (mg/mmol × 8.84, engine/units.ts). S0: North America 0.9750 (2 years), 0.9240
 * (5 years); other regions 0.9832 and 0.9365.
 *
 * The 2-variable form asked for is not offered: no 2-variable KFRE with published baseline
 * survivals was found (Tangri 2011 reports 3- to 8-variable models; Tangri 2016 recalibrates the
 * 4- and 8-variable ones).
 */
export const KFRE_RANGES = {
  /** Tangri 2011: CKD stages 3–5, eGFR 10–59 mL/min/1.73 m². */
  egfr: { min: 10, max: 59 },
  uacr: { min: 0.1, max: 25000 },
} as const

const LP =
  "(-0.2201 * (age / 10 - 7.036) + 0.2467 * (if(sex = 'male', 1, 0) - 0.5642) - 0.5567 * (egfr / 5 - 7.222) + 0.4510 * (ln(uacr) - 5.137))"
const riskAt = (northAmerica: number, other: number) => `if(region = null, null, (1 - if(region = 'north_america', ${northAmerica}, ${other}) ^ exp(${LP})) * 100)`
/** The thresholds are applied to the 5-year risk as displayed (one decimal). */
const SHOWN = 'round(risk_5y, 1)'

const kfre = {
  slug: 'kfre',
  name: 'KFRE (Tangri Kidney Failure Risk Equation, 4-Variable): 2- and 5-Year Risk of Dialysis or Transplant',
  calcId: 'calc-kfre',
  ...TOOL_BASE,
  eligibility:
    'Adults with chronic kidney disease G3–G5 (eGFR 10–59 mL/min/1.73 m²) who are not on dialysis and have not had a kidney transplant, with a recent urine albumin-to-creatinine ratio.',
  description:
    'Estimates the chance that a person with chronic kidney disease G3–G5 will reach kidney failure treated by dialysis or transplantation within 2 and 5 years, from age, sex, eGFR and urine albumin-to-creatinine ratio.',
  contentName: 'kfre',
  sections: {
    patient: ['age', 'sex', 'egfr', 'uacr', 'region'],
  },
  ehrpdns: ['age', 'sex', 'egfr', 'uacr'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: 120, reason: 'The KFRE was developed and validated in adults (18 and over).' }),
    sex: choice('Sex', [
      ['Female', 'female'],
      ['Male', 'male'],
    ]),
    egfr: measure(
      'eGFR',
      'mL/min/1.73 m²',
      {
        ...KFRE_RANGES.egfr,
        reason:
          'The KFRE was developed and validated in people with chronic kidney disease G3–G5, eGFR 10–59 mL/min/1.73 m² (Tangri 2011, 2016); it does not apply to an eGFR of 60 or more.',
      },
      { help: `${span(KFRE_RANGES.egfr, 'mL/min/1.73 m²')}, preferably from the race-free CKD-EPI 2021 equation, in stable kidney function.` },
    ),
    uacr: measure(
      'Urine albumin-to-creatinine ratio (UACR)',
      UACR_MEASURE,
      {
        ...KFRE_RANGES.uacr,
        reason: 'The range covers every urine albumin-to-creatinine ratio a laboratory reports, from normal to nephrotic; a value outside it is a measurement or entry error.',
      },
      { help: `${span(KFRE_RANGES.uacr, 'mg/g')} (1 mg/mmol = 8.84 mg/g), from a spot urine sample. If only “below” a limit is reported (for example < 3 mg/g), enter that limit.` },
    ),
    region: choice(
      'Where the patient lives (calibration)',
      [
        ['North America', 'north_america'],
        ['Outside North America', 'other'],
      ],
      { help: 'The 2016 multinational study recalibrated the equation: risks of kidney failure were lower outside North America for the same values.' },
    ),
    risk_2y: risk('Risk of kidney failure (dialysis or transplantation) within 2 years', riskAt(0.975, 0.9832), {
      cpdn: 'kfre_4var_2y',
      units: '%',
      decimals: 1,
    }),
    risk_5y: risk('Risk of kidney failure (dialysis or transplantation) within 5 years', riskAt(0.924, 0.9365), {
      cpdn: 'kfre_4var_5y',
      units: '%',
      decimals: 1,
    }),
    calibration: result('Calibration used', "if(region = 'north_america', 'North America', if(region = 'other', 'outside North America', null))"),
    interpretation: interpretation(
      `if(risk_5y = null, null, if(${SHOWN} > 5, 'The 5-year risk is above 5 %: above the 3–5 % range KDIGO 2024 gives for referral to nephrology, in addition to referral by eGFR or albuminuria.', ` +
        `if(${SHOWN} >= 3, 'The 5-year risk is within 3–5 %, the range KDIGO 2024 gives for considering referral to nephrology, in addition to referral by eGFR or albuminuria and other clinical factors.', ` +
        "'The 5-year risk is below 3 %, under the range KDIGO 2024 gives for referral to nephrology on risk alone; refer if eGFR, albuminuria or other criteria call for it.')) + ' Those who die first do not reach kidney failure: in older people with a high risk of death, the KFRE can overstate the chance of ever needing dialysis.')",
    ),
  }),
  risk: ['risk_2y', 'risk_5y', 'calibration', 'interpretation'],
  chartNote: {
    cc: 'Kidney Failure Risk Equation (4-variable, calibration for {{calibration}}): risk of kidney failure {{risk_2y}} % at 2 years and {{risk_5y}} % at 5 years. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'tangri2011',
      citation:
        'Tangri N, Stevens LA, Griffith J, et al. A predictive model for progression of chronic kidney disease to kidney failure. JAMA. 2011;305(15):1553–1559.',
      pmid: '21482743',
      doi: '10.1001/jama.2011.451',
      kind: 'derivation',
      cohort: 'n = 3,449 (development) and 4,942 (validation), Canadian patients with CKD stages 3–5 (eGFR 10–59) referred to nephrologists',
    },
    {
      id: 'tangri2016',
      citation:
        'Tangri N, Grams ME, Levey AS, et al. Multinational assessment of accuracy of equations for predicting risk of kidney failure: a meta-analysis. JAMA. 2016;315(2):164–174.',
      pmid: '26757465',
      doi: '10.1001/jama.2015.18202',
      kind: 'validation',
      cohort: 'Participants with CKD G3–G5 in multinational cohorts of the CKD Prognosis Consortium',
    },
    {
      id: 'kdigo2024',
      citation:
        'Kidney Disease: Improving Global Outcomes (KDIGO) CKD Work Group. KDIGO 2024 clinical practice guideline for the evaluation and management of chronic kidney disease. Kidney Int. 2024;105(4S):S117–S314.',
      pmid: '38490803',
      doi: '10.1016/j.kint.2023.10.018',
      kind: 'guideline',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Coefficients, centring values and baseline survivals (North America 0.9750 and 0.9240; outside North America 0.9832 and 0.9365)',
      citations: ['tangri2011', 'tangri2016'],
      checkedAgainstPrimary: false,
      note: 'The JAMA papers could not be opened here. All values were taken from the open-source Python package kfre (Shpaner et al.); the coefficients and centring values agree with an independent R analysis of the KFRE in a Peruvian cohort, and the baseline survivals outside North America with an independent Julia implementation.',
    },
    {
      statement: 'Referral threshold of a 5-year risk of 3–5 %',
      citations: ['kdigo2024'],
      checkedAgainstPrimary: false,
      note: 'Taken from the guideline’s summary table of practice points as reproduced by the publisher (practice point 2.2.1), not from the full guideline text.',
    },
  ],
  definitions: [
    { term: 'Kidney failure', definition: 'In the KFRE, the start of dialysis or a kidney transplant (treated kidney failure).' },
    { term: 'UACR', definition: 'Urine albumin-to-creatinine ratio from a spot urine sample; 30 mg/g (3 mg/mmol) or more is increased.' },
  ],
  category: 'Nephrology',
  synonyms: ['Tangri equation', 'risk of dialysis', 'dialysis risk', 'progression risk', 'ESRD risk', 'nephrology referral'],
  abbreviations: ['KFRE', 'ESKD', 'ESRD', 'UACR', 'ACR'],
  conditions: ['albuminuria', 'end-stage renal disease'],
  instructions:
    'For adults with chronic kidney disease G3–G5 who are not on dialysis. Enter the eGFR (10–59) and the urine albumin-to-creatinine ratio, in mg/g or mg/mmol, from stable kidney function, and choose the calibration for where the patient lives.',
  whenToUse: [
    'To decide on referral to nephrology in chronic kidney disease G3–G5.',
    'To plan the timing of education and preparation for dialysis, transplantation or conservative care.',
    'To discuss the outlook with the patient.',
  ],
  pearls: [
    'The equation predicts treated kidney failure only; it does not count death before kidney failure, so in frail older people it can overstate the risk of ever needing dialysis.',
    'The same values give a lower risk with the calibration outside North America, where kidney failure was less frequent in the 2016 multinational study.',
    'The KFRE has not been validated for eGFR 60 or more, during acute kidney injury, or after a kidney transplant.',
    'If only a protein-to-creatinine ratio is available, it can be converted to an estimated albumin-to-creatinine ratio, with added uncertainty.',
  ],
  nextSteps: {
    advice: [
      'A 5-year risk of 3–5 % or more: consider referral to nephrology (KDIGO 2024), in addition to the eGFR and albuminuria criteria.',
      'Higher 2-year risks: plan education about kidney replacement therapy, vascular access and transplant referral with the nephrology team.',
    ],
    management: ['Whatever the risk: control blood pressure, use kidney-protective treatment (ACE inhibitor or ARB with albuminuria, SGLT2 inhibitor) as KDIGO advises, and review medicines.'],
  },
  evidence: [
    'Developed in 3,449 Canadian patients with CKD G3–G5 referred to nephrologists (386 reached kidney failure) and validated in 4,942 (1,177 reached kidney failure); the model with age, sex, eGFR and albuminuria discriminated well, close to the 8-variable model (Tangri 2011).',
    'In a multinational meta-analysis of cohorts of people with CKD G3–G5 (Tangri 2016), the equation discriminated well across regions; outside North America it overestimated risk, and calibration was improved by a lower baseline risk, the calibration offered here.',
    'KDIGO 2024 recommends an externally validated risk equation such as the KFRE to estimate the absolute risk of kidney failure in CKD G3–G5 (1A).',
  ],
  formula: [
    'Risk = 1 − S0 ^ exp(−0.2201 × (age/10 − 7.036) + 0.2467 × (male − 0.5642) − 0.5567 × (eGFR/5 − 7.222) + 0.4510 × (ln UACR − 5.137))',
    'male = 1 for men, 0 for women; UACR in mg/g (mg/mmol × 8.84); ln = natural logarithm',
    'S0, North America: 0.9750 (2 years), 0.9240 (5 years); outside North America: 0.9832 (2 years), 0.9365 (5 years)',
  ],
  resultSummary: 'Kidney failure risk (KFRE, 4-variable): {{risk_2y}} % at 2 years, {{risk_5y}} % at 5 years.',
  testVectors: [
    {
      description: 'Man, 60 y, eGFR 30, UACR 300 mg/g, North America',
      inputs: { age: 60, sex: 'male', egfr: 30, uacr: 300, region: 'north_america' },
      expected: { kfre_4var_2y: 8.6327, kfre_4var_5y: 24.5626 },
      tolerance: 0.0001,
      source: 'Not a published example: hand calculation with the tangri2011 coefficients and tangri2016 North American baseline survivals, written out in the test file',
    },
    {
      description: 'Same man, outside North America',
      inputs: { age: 60, sex: 'male', egfr: 30, uacr: 300, region: 'other' },
      expected: { kfre_4var_2y: 5.8629, kfre_4var_5y: 20.8598 },
      tolerance: 0.0001,
      source: 'Not a published example: hand calculation with the tangri2016 non-North American baseline survivals (0.9832, 0.9365)',
    },
    {
      description: 'Woman, 70 y, eGFR 45, UACR 30 mg/g, North America',
      inputs: { age: 70, sex: 'female', egfr: 45, uacr: 30, region: 'north_america' },
      expected: { kfre_4var_2y: 0.3765, kfre_4var_5y: 1.1707 },
      tolerance: 0.0001,
      source: 'Not a published example: hand calculation with the tangri2011 coefficients and tangri2016 North American baseline survivals',
    },
    {
      description: 'Man, 55 y, eGFR 15, UACR 1000 mg/g, North America',
      inputs: { age: 55, sex: 'male', egfr: 15, uacr: 1000, region: 'north_america' },
      expected: { kfre_4var_2y: 60.2111, kfre_4var_5y: 94.3709 },
      tolerance: 0.0001,
      source: 'Not a published example: hand calculation with the tangri2011 coefficients and tangri2016 North American baseline survivals',
    },
  ],
} satisfies ToolDefinitionInput

export default kfre
