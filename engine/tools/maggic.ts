import { AGE_PLAUSIBLE_MAX, SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_SPAN, SYSTOLIC_BP_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, lookupTable, measure, result, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * MAGGIC heart failure risk score (Pocock SJ et al., Eur Heart J 2013;34(19):1404–1413): integer
 * points from 13 variables, and the 1- and 3-year probabilities of death for scores 0–50 as the
 * paper's score chart gives them (its Figure 2; heartfailurerisk.org). Age and systolic blood
 * pressure score differently by ejection-fraction tier (< 30, 30–39, ≥ 40%).
 *
 * Bands are read as the paper prints them for whole numbers (EF 20–24, creatinine 90–109 µmol/L…);
 * a value between two printed bands (EF 24.5, creatinine 109.5) belongs to the lower band, so
 * each band runs from its lower bound up to the next band's lower bound.
 * Creatinine is entered in mg/dL or µmol/L and scored in µmol/L, the unit of the paper
 * (1 mg/dL = 88.4 µmol/L, engine/units.ts); the product is rounded to 6 decimals so that a value
 * typed in µmol/L lands in its own band after the round trip.
 */

/** Lower bounds of the bands (first band open below), and points per band. */
const band = (x: string, bounds: readonly number[], points: readonly number[]) =>
  bounds.reduceRight((otherwise, bound, i) => `if(${x} < ${bound}, ${points[i]}, ${otherwise})`, String(points[points.length - 1]))

const EF_POINTS = band('ef', [20, 25, 30, 35, 40], [7, 6, 5, 3, 2, 0])
const AGE_BOUNDS = [55, 60, 65, 70, 75, 80]
const AGE_POINTS = [
  [0, 1, 2, 4, 6, 8, 10],
  [0, 2, 4, 6, 8, 10, 13],
  [0, 3, 5, 7, 9, 12, 15],
] as const
const SBP_BOUNDS = [110, 120, 130, 140, 150]
const SBP_POINTS = [
  [5, 4, 3, 2, 1, 0],
  [3, 2, 1, 1, 0, 0],
  [2, 1, 1, 0, 0, 0],
] as const
const byTier = (x: string, bounds: number[], rows: readonly (readonly number[])[]) =>
  `if(ef < 30, ${band(x, bounds, rows[0]!)}, if(ef < 40, ${band(x, bounds, rows[1]!)}, ${band(x, bounds, rows[2]!)}))`
const BMI_POINTS = band('bmi', [15, 20, 25, 30], [6, 5, 3, 2, 0])
const CREATININE_UMOL = 'round(creatinine * 88.4, 6)'
const CREATININE_POINTS = band(CREATININE_UMOL, [90, 110, 130, 150, 170, 210, 250], [0, 1, 2, 3, 4, 5, 6, 8])

/** Pocock 2013, Figure 2: probability of death within 1 and 3 years by score 0–50. */
const ONE_YEAR = [
  0.015, 0.016, 0.018, 0.02, 0.022, 0.024, 0.027, 0.029, 0.032, 0.036, 0.039, 0.043, 0.048, 0.052, 0.058, 0.063, 0.07, 0.077, 0.084, 0.093, 0.102, 0.111, 0.122,
  0.134, 0.147, 0.16, 0.175, 0.191, 0.209, 0.227, 0.248, 0.269, 0.292, 0.316, 0.342, 0.369, 0.398, 0.427, 0.458, 0.49, 0.523, 0.557, 0.591, 0.625, 0.659, 0.692,
  0.725, 0.757, 0.787, 0.816, 0.842,
] as const
const THREE_YEARS = [
  0.039, 0.043, 0.048, 0.052, 0.058, 0.063, 0.07, 0.077, 0.084, 0.092, 0.102, 0.111, 0.122, 0.134, 0.146, 0.16, 0.175, 0.191, 0.209, 0.227, 0.247, 0.269, 0.292,
  0.316, 0.342, 0.369, 0.397, 0.427, 0.458, 0.49, 0.523, 0.556, 0.59, 0.625, 0.658, 0.692, 0.725, 0.756, 0.787, 0.815, 0.842, 0.866, 0.889, 0.908, 0.926, 0.941,
  0.953, 0.964, 0.973, 0.98, 0.985,
] as const
/** Percent with one decimal, exactly as the proportions (3 decimals) are printed. */
const percentTable = (table: readonly number[]) => lookupTable('score', table.map((p, s) => [s, Math.round(p * 1000) / 10]))

const BASE = {
  age: 50,
  sex: 'female',
  ef: 45,
  systolic_bp: 150,
  bmi: 32,
  creatinine: 0.9,
  nyha: '1',
  smoker: 'no',
  diabetes: 'no',
  copd: 'no',
  hf_over_18_months: 'no',
  beta_blocker: 'yes',
  acei_arb: 'yes',
}
const POCOCK = 'pocock2013 (point table, Table 3; score chart of 1- and 3-year mortality, Figure 2)'

const maggic = {
  slug: 'maggic',
  name: 'MAGGIC Heart Failure Risk Score (1- and 3-Year Mortality)',
  calcId: 'calc-maggic',
  ...TOOL_BASE,
  eligibility: 'Adults with chronic heart failure, with reduced or preserved ejection fraction.',
  description:
    'Integer risk score from 13 routinely available variables that estimates the probability of death within 1 and 3 years in heart failure (MAGGIC meta-analysis of 39,372 patients).',
  contentName: 'maggic',
  sections: {
    patient: ['age', 'sex', 'ef', 'systolic_bp', 'bmi', 'creatinine', 'nyha', 'smoker', 'diabetes', 'copd', 'hf_over_18_months', 'beta_blocker', 'acei_arb'],
  },
  ehrpdns: ['age', 'sex', 'systolic_bp', 'bmi', 'creatinine', 'diabetes', 'smoker'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: 'Scored in 5-year bands from 55; the points depend on the ejection fraction.' }),
    sex: choice('Sex', [
      ['Female', 'female', 0],
      ['Male', 'male', 1],
    ]),
    ef: measure('Left ventricular ejection fraction', '%', { min: 1, max: 95, reason: 'The score accepts any ejection fraction an imaging test can report (1–95%).' }),
    systolic_bp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE, { help: 'Below 150 mmHg adds points, more so with a lower ejection fraction.' }),
    bmi: measure('Body mass index', 'kg/m²', { min: 10, max: 150, reason: 'The score accepts any body mass index measurable in an adult (10–150 kg/m²).' }, { help: 'Below 30 kg/m² adds points.' }),
    creatinine: measure('Serum creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      help: `${SERUM_CREATININE_SPAN}. Scored in the paper's µmol/L bands (from 90 µmol/L, about 1.02 mg/dL).`,
    }),
    nyha: choice(
      'NYHA class',
      [
        ['I', '1', 0, 'No limitation of ordinary activity'],
        ['II', '2', 2, 'Slight limitation: ordinary activity causes symptoms'],
        ['III', '3', 6, 'Marked limitation: less than ordinary activity causes symptoms'],
        ['IV', '4', 8, 'Symptoms at rest or with any activity'],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    smoker: yesNo('Current smoker', { points: 1 }),
    diabetes: yesNo('Diabetes', { points: 3 }),
    copd: yesNo('COPD', { points: 2 }),
    hf_over_18_months: yesNo('Heart failure first diagnosed 18 months ago or more', { points: 2 }),
    beta_blocker: yesNo('Taking a beta-blocker', { points: { yes: 0, no: 3 } }),
    acei_arb: yesNo('Taking an ACE inhibitor or ARB', { points: { yes: 0, no: 1 } }),
    score: score(
      'MAGGIC score',
      `${EF_POINTS} + ${byTier('age', AGE_BOUNDS, AGE_POINTS)} + ${byTier('systolic_bp', SBP_BOUNDS, SBP_POINTS)} + ${BMI_POINTS} + ${CREATININE_POINTS} + points(sex, nyha, smoker, diabetes, copd, hf_over_18_months, beta_blocker, acei_arb)`,
      { cpdn: 'maggic_score', units: 'points' },
    ),
    mortality_1y: risk('Probability of death within 1 year', percentTable(ONE_YEAR), { units: '%', decimals: 1 }),
    mortality_3y: risk('Probability of death within 3 years', percentTable(THREE_YEARS), { units: '%', decimals: 1 }),
    beyond_table: result(
      'Above the published chart',
      "if(score = null or score <= 50, null, 'The score is above 50, the highest score of the published chart (at 50: 84.2% within 1 year, 98.5% within 3 years); no figure is given for higher scores.')",
      { type: 'summary.statement' },
    ),
    interpretation: interpretation(
      "if(score = null, null, if(score > 50, 'Very high predicted mortality, beyond the published chart.', 'Predicted probability of death within 1 year ' + mortality_1y + '% and within 3 years ' + mortality_3y + '% (MAGGIC). Use it to inform discussions of prognosis and of advanced heart failure therapies, not as a sole basis for decisions.'))",
    ),
  }),
  risk: ['score', 'mortality_1y', 'mortality_3y', 'beyond_table', 'interpretation'],
  chartNote: {
    cc: 'MAGGIC heart failure risk score {{maggic_score}} points: predicted probability of death {{mortality_1y}} % within 1 year, {{mortality_3y}} % within 3 years. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'pocock2013',
      citation:
        'Pocock SJ, Ariti CA, McMurray JJV, et al. Predicting survival in heart failure: a risk score based on 39 372 patients from 30 studies. Eur Heart J. 2013;34(19):1404–1413. PMID 23095984.',
      pmid: '23095984',
      doi: '10.1093/eurheartj/ehs337',
      kind: 'derivation',
      cohort: 'n = 39,372 patients with heart failure from 30 cohort studies and trials (Meta-Analysis Global Group in Chronic Heart Failure)',
    },
    {
      id: 'sartipy2014',
      citation:
        'Sartipy U, Dahlström U, Edner M, Lund LH. Predicting survival in heart failure: validation of the MAGGIC heart failure risk score in 51,043 patients from the Swedish Heart Failure Registry. Eur J Heart Fail. 2014;16(2):173–179. PMID 24464911.',
      pmid: '24464911',
      doi: '10.1111/ejhf.32',
      kind: 'validation',
      cohort: 'n = 51,043 (Swedish Heart Failure Registry)',
    },
  ],
  category: 'Cardiology',
  synonyms: ['MAGGIC score', 'heart failure mortality risk', 'heart failure prognosis', 'heartfailurerisk.org'],
  abbreviations: ['MAGGIC', 'HF', 'HFrEF', 'HFpEF', 'NYHA'],
  conditions: ['heart failure', 'chronic heart failure', 'cardiomyopathy'],
  instructions:
    'Use for adults with chronic heart failure. Enter current values; creatinine can be entered in mg/dL or µmol/L. Beta-blocker and ACE inhibitor/ARB items score for not taking them.',
  whenToUse: ['To estimate prognosis in chronic heart failure, for example when discussing goals of care or referral for advanced therapies.'],
  pearls: [
    'Age and systolic blood pressure are scored differently by ejection fraction: low blood pressure weighs more when the ejection fraction is low.',
    'Not taking a beta-blocker (3 points) or an ACE inhibitor/ARB (1 point) adds risk; the score reflects treatment patterns of the pooled studies.',
    'Derived largely before sacubitril/valsartan, SGLT2 inhibitors and modern devices: it may overestimate mortality on current therapy.',
  ],
  nextSteps: {
    advice: ['Discuss prognosis with the patient; consider referral for advanced heart failure therapies or palliative care when predicted mortality is high.'],
    management: ['Optimise guideline-directed therapy (beta-blocker, ACE inhibitor/ARB/ARNI, mineralocorticoid antagonist, SGLT2 inhibitor) as tolerated.'],
  },
  evidence: [
    'Derived from 39,372 patients of 30 studies (MAGGIC meta-analysis), with 13 independent predictors of mortality.',
    'Externally validated in 51,043 patients of the Swedish Heart Failure Registry, with good discrimination and calibration.',
  ],
  formula: [
    'Ejection fraction: < 20% 7; 20–24 6; 25–29 5; 30–34 3; 35–39 2; ≥ 40 0',
    'Age (< 55, 55–59, 60–64, 65–69, 70–74, 75–79, ≥ 80): EF < 30: 0, 1, 2, 4, 6, 8, 10; EF 30–39: 0, 2, 4, 6, 8, 10, 13; EF ≥ 40: 0, 3, 5, 7, 9, 12, 15',
    'Systolic BP (< 110, 110–119, 120–129, 130–139, 140–149, ≥ 150 mmHg): EF < 30: 5, 4, 3, 2, 1, 0; EF 30–39: 3, 2, 1, 1, 0, 0; EF ≥ 40: 2, 1, 1, 0, 0, 0',
    'BMI: < 15 6; 15–19 5; 20–24 3; 25–29 2; ≥ 30 0',
    'Creatinine (µmol/L): < 90 0; 90–109 1; 110–129 2; 130–149 3; 150–169 4; 170–209 5; 210–249 6; ≥ 250 8',
    'NYHA I 0, II 2, III 6, IV 8; male 1; current smoker 1; diabetes 3; COPD 2; heart failure diagnosed ≥ 18 months 2; no beta-blocker 3; no ACE inhibitor/ARB 1',
  ],
  resultSummary: 'MAGGIC {{maggic_score}} points: probability of death {{mortality_1y}} % within 1 year, {{mortality_3y}} % within 3 years.',
  testVectors: [
    { description: 'Lowest-risk profile: 0 points', inputs: BASE, expected: { maggic_score: 0, mortality_1y: 1.5, mortality_3y: 3.9 }, source: POCOCK },
    {
      description: 'Man of 72, EF 25%, SBP 105, BMI 23, creatinine 1.7 mg/dL (150 µmol/L), NYHA III, diabetes, on both drugs: 33 points',
      inputs: {
        ...BASE,
        age: 72,
        sex: 'male',
        ef: 25,
        systolic_bp: 105,
        bmi: 23,
        creatinine: 1.7,
        nyha: '3',
        diabetes: 'yes',
      },
      // EF 5 + age 6 (EF < 30, 70–74) + SBP 5 (EF < 30, < 110) + BMI 3 + creatinine 4 + NYHA III 6 + male 1 + diabetes 3
      expected: { maggic_score: 33, mortality_1y: 31.6, mortality_3y: 62.5 },
      source: POCOCK,
    },
  ],
  evidenceChecks: [
    {
      statement: 'Point table and the score chart of 1- and 3-year mortality',
      citations: ['pocock2013'],
      checkedAgainstPrimary: false,
      note: 'The paper could not be opened here. The points come from an open-source implementation tested against the authors’ online calculator (heartfailurerisk.org) and a second one; the 0–50 mortality chart was copied from two independent open-source implementations (R and C#), which agree (the C# one has a typo at score 25).',
    },
  ],
} satisfies ToolDefinitionInput

export default maggic
