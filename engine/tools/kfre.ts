import { ALBUMIN_GDL_RANGE, ALBUMIN_MEASURE, CALCIUM_MEASURE, PHOSPHATE_MEASURE, SERUM_BICARBONATE_RANGE, span, UACR_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, mustHold, result, risk } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Kidney Failure Risk Equation (Tangri 2011), with the baseline survivals of the multinational
 * recalibration (Tangri 2016), in its 4-variable and 8-variable forms:
 *   risk = 1 − S0(t) ^ exp(linear predictor)
 * 4 variables: −0.2201 × (age/10 − 7.036) + 0.2467 × (male − 0.5642) − 0.5567 × (eGFR/5 − 7.222)
 *   + 0.4510 × (ln UACR − 5.137); S0 North America 0.9750 (2 years), 0.9240 (5 years), other
 *   regions 0.9832 and 0.9365.
 * 8 variables: −0.1992 × (age/10 − 7.036) + 0.1602 × (male − 0.5642) − 0.4919 × (eGFR/5 − 7.222)
 *   + 0.3364 × (ln UACR − 5.137) − 0.3441 × (albumin − 3.997) + 0.2604 × (phosphate − 3.916)
 *   − 0.07354 × (bicarbonate − 25.57) − 0.2228 × (calcium − 9.355); S0 North America 0.9780
 *   (2 years), 0.9301 (5 years). Outside North America the 8-variable equation is refused: its
 *   baseline survivals for other regions (0.9827 at 2 years in one implementation only) could not
 *   be confirmed.
 * UACR in mg/g (mg/mmol × 8.84), albumin g/dL (g/L ÷ 10), phosphate mg/dL (mmol/L × 3.0974),
 * bicarbonate mmol/L (= mEq/L), calcium mg/dL (mmol/L × 4.008): engine/units.ts.
 *
 * No form with fewer variables is offered: the published equations found with baseline
 * survivals are the 4- and 8-variable ones recalibrated by Tangri 2016 (and a 6-variable one,
 * adding diabetes and hypertension, in an open-source implementation only); no 2- or 3-variable
 * KFRE with published baseline survivals was found.
 */
export const KFRE_RANGES = {
  /** Tangri 2011: CKD stages 3–5, eGFR 10–59 mL/min/1.73 m². */
  egfr: { min: 10, max: 59 },
  uacr: { min: 0.1, max: 25000 },
  /** The 8-variable laboratory values: plausibility limits of a living patient, not from the source. */
  calciumMgDl: { min: 2, max: 20 },
  phosphateMgDl: { min: 0.1, max: 30 },
  bicarbonate: SERUM_BICARBONATE_RANGE,
  albuminGdl: ALBUMIN_GDL_RANGE,
} as const

const EIGHT = "model = 'eight'"
const FOUR = "model != 'eight'"
const MALE = "if(sex = 'male', 1, 0)"
const LP4 = `(-0.2201 * (age / 10 - 7.036) + 0.2467 * (${MALE} - 0.5642) - 0.5567 * (egfr / 5 - 7.222) + 0.4510 * (ln(uacr) - 5.137))`
const LP8 =
  `(-0.1992 * (age / 10 - 7.036) + 0.1602 * (${MALE} - 0.5642) - 0.4919 * (egfr / 5 - 7.222) + 0.3364 * (ln(uacr) - 5.137)` +
  ' - 0.3441 * (albumin - 3.997) + 0.2604 * (phosphate - 3.916) - 0.07354 * (bicarbonate - 25.57) - 0.2228 * (calcium - 9.355))'
const riskAt = (lp: string, northAmerica: number, other: number) =>
  `if(region = null, null, (1 - if(region = 'north_america', ${northAmerica}, ${other}) ^ exp(${lp})) * 100)`
/** The 8-variable equation is offered with its North American calibration only (see evidenceChecks). */
const riskNorthAmerica = (lp: string, northAmerica: number) => `if(region = 'north_america', (1 - ${northAmerica} ^ exp(${lp})) * 100, null)`
/** The risk of the equation in use (the other equation's fields are hidden, so empty). */
const RISK_2Y = 'coalesce(risk8_2y, risk_2y)'
const RISK_5Y = 'coalesce(risk8_5y, risk_5y)'
/** The thresholds are applied to the 5-year risk as displayed (one decimal). */
const SHOWN = `round(${RISK_5Y}, 1)`
/** A risk with one decimal as the page shows it ("9.0", not "9"), for the chart note. */
const oneDecimal = (x: string) => `concat(round(${x}, 1), if(round(${x}, 1) = round(${x}), '.0', ''))`

const kfre = {
  slug: 'kfre',
  name: 'KFRE (Tangri Kidney Failure Risk Equation, 4- and 8-Variable): 2- and 5-Year Risk of Dialysis or Transplant',
  calcId: 'calc-kfre',
  ...TOOL_BASE,
  eligibility:
    'Adults with chronic kidney disease G3–G5 (eGFR 10–59 mL/min/1.73 m²) who are not on dialysis and have not had a kidney transplant, with a recent urine albumin-to-creatinine ratio (and, for the 8-variable equation, serum calcium, phosphate, bicarbonate and albumin).',
  description:
    'Estimates the chance that a person with chronic kidney disease G3–G5 will reach kidney failure treated by dialysis or transplantation within 2 and 5 years, from age, sex, eGFR and urine albumin-to-creatinine ratio, or with the 8-variable equation also from serum calcium, phosphate, bicarbonate and albumin.',
  contentName: 'kfre',
  sections: {
    patient: ['model', 'age', 'sex', 'egfr', 'uacr', 'calcium', 'phosphate', 'bicarbonate', 'albumin', 'region'],
  },
  ehrpdns: ['age', 'sex', 'egfr', 'uacr', 'bicarbonate', 'albumin'],
  controls: controls({
    model: choice(
      'Equation',
      [
        ['4 variables (age, sex, eGFR, UACR)', 'four'],
        ['8 variables (adds calcium, phosphate, bicarbonate, albumin)', 'eight'],
      ],
      {
        defaults: [{ value: 'four' }],
        help: 'The 8-variable equation adds four blood tests; both were developed together (Tangri 2011) and recalibrated together (Tangri 2016).',
      },
    ),
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
    calcium: measure(
      'Serum calcium (total)',
      CALCIUM_MEASURE,
      {
        ...KFRE_RANGES.calciumMgDl,
        reason:
          'The range, 2–20 mg/dL (0.50–4.99 mmol/L), covers every total serum calcium that can be measured in a living patient; a value outside it is a measurement or entry error.',
      },
      { help: `${span(KFRE_RANGES.calciumMgDl, 'mg/dL')} (0.50–4.99 mmol/L; 1 mmol/L = 4.008 mg/dL), total calcium as measured, not corrected for albumin.`, visibility: EIGHT },
    ),
    phosphate: measure(
      'Serum phosphate',
      PHOSPHATE_MEASURE,
      {
        ...KFRE_RANGES.phosphateMgDl,
        reason:
          'The range, 0.1–30 mg/dL (0.04–9.68 mmol/L), covers every serum phosphate that can be measured in a living patient; a value outside it is a measurement or entry error.',
      },
      { help: `${span(KFRE_RANGES.phosphateMgDl, 'mg/dL')} (0.04–9.68 mmol/L; 1 mmol/L = 3.097 mg/dL), reported as phosphorus.`, visibility: EIGHT },
    ),
    bicarbonate: measure(
      'Serum bicarbonate (total CO₂)',
      'mmol/L (= mEq/L)',
      {
        ...KFRE_RANGES.bicarbonate,
        reason: 'The range, 1–60 mmol/L, covers every serum bicarbonate that can be measured in a living patient; a value outside it is a measurement or entry error.',
      },
      { help: `${span(KFRE_RANGES.bicarbonate, 'mmol/L')}; mmol/L and mEq/L are the same number for bicarbonate.`, visibility: EIGHT },
    ),
    albumin: measure(
      'Serum albumin',
      ALBUMIN_MEASURE,
      {
        ...KFRE_RANGES.albuminGdl,
        reason: 'The range, 0.5–7 g/dL (5–70 g/L), covers every serum albumin that can be measured in a living patient; a value outside it is a measurement or entry error.',
      },
      { help: `${span(KFRE_RANGES.albuminGdl, 'g/dL')} (5–70 g/L; 1 g/dL = 10 g/L).`, visibility: EIGHT },
    ),
    region: choice(
      'Where the patient lives (calibration)',
      [
        ['North America', 'north_america'],
        ['Outside North America', 'other'],
      ],
      {
        help: 'The 2016 multinational study recalibrated the baseline risk of each equation for North America and for other regions, where kidney failure was less frequent.',
        validations: [
          mustHold(
            "model != 'eight' or region != 'other'",
            'Outside North America, use the 4-variable equation: the 8-variable equation’s baseline risk for regions outside North America could not be confirmed in its published source, so it is not offered.',
          ),
        ],
      },
    ),
    risk_2y: risk('Risk of kidney failure (dialysis or transplantation) within 2 years', riskAt(LP4, 0.975, 0.9832), {
      cpdn: 'kfre_4var_2y',
      units: '%',
      decimals: 1,
      visibility: FOUR,
    }),
    risk_5y: risk('Risk of kidney failure (dialysis or transplantation) within 5 years', riskAt(LP4, 0.924, 0.9365), {
      cpdn: 'kfre_4var_5y',
      units: '%',
      decimals: 1,
      visibility: FOUR,
    }),
    risk8_2y: risk('Risk of kidney failure (dialysis or transplantation) within 2 years', riskNorthAmerica(LP8, 0.978), {
      cpdn: 'kfre_8var_2y',
      units: '%',
      decimals: 1,
      visibility: EIGHT,
    }),
    risk8_5y: risk('Risk of kidney failure (dialysis or transplantation) within 5 years', riskNorthAmerica(LP8, 0.9301), {
      cpdn: 'kfre_8var_5y',
      units: '%',
      decimals: 1,
      visibility: EIGHT,
    }),
    equation: result('Equation used', "if(model = 'eight', '8-variable', if(model = 'four', '4-variable', null))"),
    calibration: result('Calibration used', "if(region = 'north_america', 'North America', if(region = 'other', 'outside North America', null))"),
    risk_text: result('Risks', `concat(${oneDecimal(RISK_2Y)}, ' % at 2 years and ', ${oneDecimal(RISK_5Y)}, ' % at 5 years')`),
    interpretation: interpretation(
      `if(${RISK_5Y} = null, null, if(${SHOWN} > 5, 'The 5-year risk is above 5 %: above the 3–5 % range KDIGO 2024 gives for referral to nephrology, in addition to referral by eGFR or albuminuria.', ` +
        `if(${SHOWN} >= 3, 'The 5-year risk is within 3–5 %, the range KDIGO 2024 gives for considering referral to nephrology, in addition to referral by eGFR or albuminuria and other clinical factors.', ` +
        "'The 5-year risk is below 3 %, under the range KDIGO 2024 gives for referral to nephrology on risk alone; refer if eGFR, albuminuria or other criteria call for it.')) + ' Those who die first do not reach kidney failure: in older people with a high risk of death, the KFRE can overstate the chance of ever needing dialysis.')",
    ),
  }),
  risk: ['risk_2y', 'risk_5y', 'risk8_2y', 'risk8_5y', 'equation', 'calibration', 'interpretation'],
  chartNote: {
    cc: 'Kidney Failure Risk Equation ({{equation}}, calibration for {{calibration}}): risk of kidney failure {{risk_text}}. Calculated with Consilium {{toolName}} version {{version}}.',
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
    {
      statement:
        '8-variable equation: coefficients and centring values (age −0.1992, male 0.1602, eGFR −0.4919, ln UACR 0.3364, albumin −0.3441 about 3.997 g/dL, phosphate 0.2604 about 3.916 mg/dL, bicarbonate −0.07354 about 25.57 mmol/L, calcium −0.2228 about 9.355 mg/dL) and baseline survivals (North America 0.9780 and 0.9301; the recalibration outside North America is not offered)',
      citations: ['tangri2011', 'tangri2016'],
      checkedAgainstPrimary: false,
      note:
        'The JAMA papers and their supplements could not be opened here. Values from the open-source kfre package (Shpaner; Python and R). The coefficients and centring values agree with three other public implementations: a research code base that states it transcribed them from eAppendix 2 of Tangri 2016, a JavaScript calculator, and a code base that states it transcribed the MDCalc formula. The North American survivals 0.9780 and 0.9301 agree with the first two; the third gives 0.9096 for 5 years in North America, a disagreement not resolved here. The survival outside North America at 5 years, 0.9245, agrees with that third code base; the one at 2 years, 0.9827, was found only in kfre, so the 8-variable equation is not offered outside North America. kfre’s published output for a non-North American patient (its validation page: 61-year-old man, eGFR 9.15, UACR 10 mg/g, calcium 6 mg/dL, phosphate 4 mg/dL, albumin 2.6 g/dL, bicarbonate 16 mmol/L: 0.5811 and 0.9800) is reproduced in the test file.',
    },
  ],
  definitions: [
    { term: 'Kidney failure', definition: 'In the KFRE, the start of dialysis or a kidney transplant (treated kidney failure).' },
    { term: 'UACR', definition: 'Urine albumin-to-creatinine ratio from a spot urine sample; 30 mg/g (3 mg/mmol) or more is increased.' },
    { term: 'Bicarbonate', definition: 'Serum bicarbonate, reported by most laboratories as total CO₂; mmol/L and mEq/L are the same number.' },
  ],
  category: 'Nephrology',
  synonyms: ['Tangri equation', '8-variable KFRE', 'risk of dialysis', 'dialysis risk', 'progression risk', 'ESRD risk', 'nephrology referral'],
  abbreviations: ['KFRE', 'ESKD', 'ESRD', 'UACR', 'ACR'],
  conditions: ['albuminuria', 'end-stage renal disease'],
  instructions:
    'For adults with chronic kidney disease G3–G5 who are not on dialysis. Choose the 4- or 8-variable equation, enter the eGFR (10–59) and the urine albumin-to-creatinine ratio, in mg/g or mg/mmol, from stable kidney function (and for 8 variables serum calcium, phosphate, bicarbonate and albumin, in either unit), and choose the calibration for where the patient lives.',
  whenToUse: [
    'To decide on referral to nephrology in chronic kidney disease G3–G5.',
    'To plan the timing of education and preparation for dialysis, transplantation or conservative care.',
    'To discuss the outlook with the patient.',
  ],
  pearls: [
    'The equation predicts treated kidney failure only; it does not count death before kidney failure, so in frail older people it can overstate the risk of ever needing dialysis.',
    'The same values give lower risks with the calibration outside North America, where kidney failure was less frequent in the 2016 multinational study. Outside North America only the 4-variable equation is offered: the 8-variable recalibration for other regions could not be confirmed in its published source.',
    'The 8-variable equation needs serum calcium (total, not corrected for albumin), phosphate, bicarbonate and albumin from around the same time as the eGFR.',
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
    'In a multinational meta-analysis of cohorts of people with CKD G3–G5 (Tangri 2016), the 4- and 8-variable equations discriminated well across regions; outside North America they overestimated risk, and calibration was improved by recalibrating the baseline risk, the calibration offered here.',
    'KDIGO 2024 recommends an externally validated risk equation such as the KFRE to estimate the absolute risk of kidney failure in CKD G3–G5 (1A).',
  ],
  formula: [
    '4 variables: Risk = 1 − S0 ^ exp(−0.2201 × (age/10 − 7.036) + 0.2467 × (male − 0.5642) − 0.5567 × (eGFR/5 − 7.222) + 0.4510 × (ln UACR − 5.137))',
    '4 variables, S0: North America 0.9750 (2 years), 0.9240 (5 years); outside North America 0.9832 (2 years), 0.9365 (5 years)',
    '8 variables: Risk = 1 − S0 ^ exp(−0.1992 × (age/10 − 7.036) + 0.1602 × (male − 0.5642) − 0.4919 × (eGFR/5 − 7.222) + 0.3364 × (ln UACR − 5.137) − 0.3441 × (albumin − 3.997) + 0.2604 × (phosphate − 3.916) − 0.07354 × (bicarbonate − 25.57) − 0.2228 × (calcium − 9.355))',
    '8 variables, S0: North America 0.9780 (2 years), 0.9301 (5 years); not offered outside North America',
    'male = 1 for men, 0 for women; UACR in mg/g (mg/mmol × 8.84); albumin in g/dL (g/L ÷ 10); phosphate in mg/dL (mmol/L × 3.0974); bicarbonate in mmol/L (= mEq/L); calcium in mg/dL (mmol/L × 4.008); ln = natural logarithm',
  ],
  resultSummary: 'Kidney failure risk (KFRE, {{equation}}): {{risk_text}}.',
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
    {
      description: '8 variables: man, 60 y, eGFR 30, UACR 300 mg/g, calcium 9.0 mg/dL, phosphate 4.5 mg/dL, bicarbonate 22 mmol/L, albumin 3.5 g/dL, North America',
      inputs: { model: 'eight', age: 60, sex: 'male', egfr: 30, uacr: 300, calcium: 9, phosphate: 4.5, bicarbonate: 22, albumin: 3.5, region: 'north_america' },
      expected: { kfre_8var_2y: 11.8223, kfre_8var_5y: 33.624 },
      tolerance: 0.0001,
      source: 'Not a published example (none found): hand calculation with the 8-variable coefficients and North American baseline survivals of the open-source kfre implementation, written out in the test file',
    },
    {
      description: '8 variables: woman, 70 y, eGFR 45, UACR 30 mg/g, calcium 9.6 mg/dL, phosphate 3.4 mg/dL, bicarbonate 26 mmol/L, albumin 4.2 g/dL, North America',
      inputs: { model: 'eight', age: 70, sex: 'female', egfr: 45, uacr: 30, calcium: 9.6, phosphate: 3.4, bicarbonate: 26, albumin: 4.2, region: 'north_america' },
      expected: { kfre_8var_2y: 0.3554, kfre_8var_5y: 1.1532 },
      tolerance: 0.0001,
      source: 'Not a published example (none found): hand calculation with the 8-variable coefficients and North American baseline survivals of the open-source kfre implementation',
    },
  ],
} satisfies ToolDefinitionInput

export default kfre
