import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const BMI_RANGE = { min: 10, max: 150, reason: 'The score accepts any body mass index measurable in an adult (10–150 kg/m²).' }
const PASP_RANGE = { min: 5, max: 200, reason: 'The score accepts any pulmonary artery systolic pressure an echocardiogram can estimate (5–200 mmHg).' }
const E_E_RANGE = { min: 1, max: 80, reason: "The score accepts any E/e′ ratio an echocardiogram can measure (1–80)." }

/**
 * The continuous model of Reddy 2018 (Figure 3 and its online calculator), as logistic regression:
 * logit = −9.1917 + 0.0451 × age + 0.1307 × BMI + 0.0859 × E/e′ + 0.0520 × PASP + 1.6997 × AF.
 * It leaves out the antihypertensive count, which only the points score uses.
 */
const LOGIT = "-9.1917 + 0.0451 * age + 0.1307 * bmi + 0.0859 * e_e_prime + 0.0520 * pasp + 1.6997 * if(af = 'yes', 1, 0)"

const BASE = { age: 55, bmi: 25, antihypertensives: 'no', af: 'no', pasp: 30, e_e_prime: 8 }
const REDDY = 'reddy2018 (points; continuous model coefficients)'

/**
 * H₂FPEF score: probability of heart failure with preserved ejection fraction in patients with
 * unexplained exertional dyspnoea. Reddy YNV et al., Circulation 2018;138(9):861–870.
 * Heavy (BMI > 30) 2; hypertensive (≥ 2 antihypertensive drugs) 1; atrial fibrillation (paroxysmal
 * or persistent) 3; pulmonary hypertension (echo PASP > 35 mmHg) 1; elder (age > 60) 1; filling
 * pressure (E/e′ > 9) 1. Points 0–1 low, 2–5 intermediate, 6–9 high likelihood.
 */
const h2fpef = {
  slug: 'h2fpef',
  name: 'H₂FPEF Score for Heart Failure with Preserved Ejection Fraction',
  calcId: 'calc-h2fpef',
  ...TOOL_BASE,
  eligibility:
    'Adults with unexplained exertional dyspnoea and a preserved ejection fraction (≥ 50%) on echocardiography, not overtly congested.',
  description:
    'Estimates the probability that heart failure with preserved ejection fraction (HFpEF) explains unexplained breathlessness, from four clinical and two echocardiographic findings: the points score and the published continuous model.',
  contentName: 'h2fpef',
  sections: {
    patient: ['age', 'bmi', 'antihypertensives', 'af', 'pasp', 'e_e_prime'],
  },
  ehrpdns: ['age', 'bmi'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: 'Older than 60: 1 point.' }),
    bmi: measure('Body mass index', 'kg/m²', BMI_RANGE, { help: 'Above 30 kg/m²: 2 points.' }),
    antihypertensives: yesNo('Treated with 2 or more antihypertensive drugs', { points: 1 }),
    af: yesNo('Atrial fibrillation (paroxysmal or persistent)', { points: 3 }),
    pasp: measure('Pulmonary artery systolic pressure (echocardiography)', 'mmHg', PASP_RANGE, { help: 'Doppler estimate at rest. Above 35 mmHg: 1 point.' }),
    e_e_prime: measure('E/e′ ratio (echocardiography)', null, E_E_RANGE, { help: 'Mitral E to e′ ratio at rest. Above 9: 1 point.' }),
    score: score(
      'H₂FPEF score',
      'if(bmi > 30, 2, 0) + points(antihypertensives, af) + if(pasp > 35, 1, 0) + if(age > 60, 1, 0) + if(e_e_prime > 9, 1, 0)',
      { cpdn: 'h2fpef_score', units: 'points' },
    ),
    likelihood: risk('Likelihood of HFpEF (points score)', "if(score = null, null, if(score >= 6, 'High', if(score >= 2, 'Intermediate', 'Low')))"),
    probability: risk('Probability of HFpEF (continuous model)', `if(age = null or bmi = null or e_e_prime = null or pasp = null or af = null, null, 100 / (1 + exp(-(${LOGIT}))))`, {
      units: '%',
      decimals: 1,
    }),
    interpretation: interpretation(
      "if(score = null, null, if(score >= 6, 'High likelihood of HFpEF (6–9 points): the diagnosis can be made with reasonable confidence; further testing is usually not needed to establish it.', if(score >= 2, 'Intermediate likelihood (2–5 points): further testing helps, such as natriuretic peptides, exercise echocardiography or invasive haemodynamic exercise testing.', 'Low likelihood of HFpEF (0–1 points): look for other causes of breathlessness.')))",
    ),
  }),
  risk: ['score', 'likelihood', 'probability', 'interpretation'],
  chartNote: {
    cc: 'H2FPEF score {{h2fpef_score}} points ({{likelihood}} likelihood); continuous model probability of HFpEF {{probability}} %. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'reddy2018',
      citation:
        'Reddy YNV, Carter RE, Obokata M, Redfield MM, Borlaug BA. A simple, evidence-based approach to help guide diagnosis of heart failure with preserved ejection fraction. Circulation. 2018;138(9):861–870. PMID 29792299.',
      pmid: '29792299',
      doi: '10.1161/CIRCULATIONAHA.118.034646',
      kind: 'derivation',
      cohort: 'n = 414 patients with unexplained dyspnoea and invasive exercise haemodynamics (267 HFpEF); test cohort n = 100',
    },
    {
      id: 'heidenreich2022',
      citation:
        'Heidenreich PA, Bozkurt B, Aguilar D, et al. 2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure. Circulation. 2022;145(18):e895–e1032. PMID 35363499.',
      pmid: '35363499',
      doi: '10.1161/CIR.0000000000001063',
      kind: 'guideline',
    },
  ],
  category: 'Cardiology',
  synonyms: ['H2FPEF score', 'HFpEF probability', 'diastolic heart failure score', 'unexplained breathlessness heart failure'],
  abbreviations: ['H2FPEF', 'HFpEF', 'PASP'],
  conditions: ['heart failure with preserved ejection fraction', 'diastolic heart failure', 'unexplained dyspnoea', 'shortness of breath'],
  instructions:
    'Use for adults with unexplained exertional breathlessness and an ejection fraction of 50% or more. Enter the echocardiographic PASP and E/e′ measured at rest.',
  whenToUse: ['When HFpEF is one possible cause of exertional breathlessness and an echocardiogram has shown a preserved ejection fraction.'],
  pearls: [
    'Atrial fibrillation carries the most weight (3 points) and obesity 2.',
    'The continuous model uses age, BMI, E/e′, PASP and atrial fibrillation as measured (not the antihypertensive count) and gives a finer probability than the points.',
    'Derived against invasive exercise haemodynamics at a single referral centre, where HFpEF prevalence was 64%; in lower-prevalence settings the probability is likely lower.',
  ],
  nextSteps: {
    advice: [
      '0–1 points: HFpEF unlikely; look for other causes.',
      '2–5 points: further testing (natriuretic peptides, exercise echocardiography or invasive exercise haemodynamics).',
      '6–9 points: HFpEF likely; manage as HFpEF.',
    ],
    management: ['Treat HFpEF according to the heart failure guideline: diuretics for congestion, an SGLT2 inhibitor, and treatment of comorbidities.'],
  },
  evidence: [
    'In the derivation cohort the odds of HFpEF doubled with each point (OR 1.98), with an area under the curve of 0.841; performance held in the test cohort.',
    'The 2022 AHA/ACC/HFSA heart failure guideline cites H₂FPEF to help diagnose HFpEF in unexplained dyspnoea.',
  ],
  formula: [
    'BMI > 30 kg/m² +2; ≥ 2 antihypertensive drugs +1; atrial fibrillation +3',
    'PASP > 35 mmHg +1; age > 60 +1; E/e′ > 9 +1 (total 0–9)',
    'Continuous model: probability = 1 / (1 + e^−z), z = −9.1917 + 0.0451 × age + 0.1307 × BMI + 0.0859 × E/e′ + 0.0520 × PASP + 1.6997 × AF',
  ],
  resultSummary: 'H2FPEF {{h2fpef_score}} points ({{likelihood}} likelihood of HFpEF); continuous model probability {{probability}} %.',
  testVectors: [
    {
      description: 'No item positive: 0 points, low',
      inputs: BASE,
      expected: { h2fpef_score: 0, likelihood: 'Low', probability: 23.2098 },
      tolerance: 0.001,
      source: `${REDDY}; probability computed from the published coefficients`,
    },
    {
      description: 'Age 70, BMI 35, AF, PASP 40, E/e′ 12, two antihypertensives: 9 points, high',
      inputs: { age: 70, bmi: 35, antihypertensives: 'yes', af: 'yes', pasp: 40, e_e_prime: 12 },
      expected: { h2fpef_score: 9, likelihood: 'High', probability: 96.6115 },
      tolerance: 0.001,
      source: `${REDDY}; probability computed from the published coefficients`,
    },
  ],
  evidenceChecks: [
    {
      statement: 'Coefficients of the continuous model',
      citations: ['reddy2018'],
      checkedAgainstPrimary: false,
      note: 'The paper’s figure and supplement could not be opened here. The points and bands agree with the paper’s abstract and several calculators; the coefficients come from an open-source implementation of the continuous model and match, to the digits shown, the values a widely used online calculator cites.',
    },
  ],
} satisfies ToolDefinitionInput

export default h2fpef
