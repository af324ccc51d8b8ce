import {
  AGE_PLAUSIBLE_MAX,
  ALBUMIN_GDL_RANGE,
  ALBUMIN_MEASURE,
  BILIRUBIN_MEASURE,
  BILIRUBIN_MGDL_RANGE,
  SERUM_CREATININE_MEASURE,
  SERUM_CREATININE_MGDL_RANGE,
  SERUM_CREATININE_SPAN,
} from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  age: { min: 18, max: AGE_PLAUSIBLE_MAX },
  albuminGdl: ALBUMIN_GDL_RANGE,
  bilirubinMgDl: BILIRUBIN_MGDL_RANGE,
  pt: { min: 5, max: 300, reason: 'The range covers every prothrombin time a laboratory reports; a value outside 5–300 seconds is an entry error.' },
} as const

/** The threshold is applied to the score as displayed (2 decimals): a value shown as 0.45 is a non-response. */
const SHOWN = 'round(lille, 2)'

/**
 * Lille model (Louvet A et al., Hepatology 2007;45:1348–1354):
 * R = 3.19 − 0.101 × age [years] + 0.147 × albumin day 0 [g/L] + 0.0165 × (bilirubin day 0 −
 * bilirubin day 7) [µmol/L] − 0.206 × renal insufficiency [creatinine > 1.3 mg/dL (115 µmol/L)]
 * − 0.0065 × bilirubin day 0 [µmol/L] − 0.0096 × prothrombin time [s];
 * Lille = exp(−R) / (1 + exp(−R)); 0.45 or more = no response to corticosteroids.
 * The fields take bilirubin in mg/dL or µmol/L (the formula uses µmol/L: mg/dL × 17.1), albumin
 * in g/dL or g/L (the formula uses g/L: g/dL × 10) and creatinine in mg/dL or µmol/L (compared
 * with 1.3 mg/dL): engine/units.ts.
 */
const lilleModel = {
  slug: 'lille-model',
  name: 'Lille Model for Alcohol-Related Hepatitis (Response to Corticosteroids)',
  calcId: 'calc-lille-model',
  ...TOOL_BASE,
  eligibility: 'Adults with severe alcohol-related hepatitis (Maddrey discriminant function 32 or more) after 7 days of corticosteroids.',
  description:
    'Decides after 7 days of corticosteroids whether a patient with severe alcohol-related hepatitis is responding, from the change in bilirubin and baseline values, and estimates 6-month survival.',
  contentName: 'lille-model',
  sections: {
    patient: ['age', 'albumin', 'bilirubin_day0', 'bilirubin_day7', 'creatinine', 'pt'],
  },
  ehrpdns: ['age'],
  controls: controls({
    age: measure('Age', 'years', RANGES.age),
    albumin: measure('Serum albumin on day 0 (before treatment)', ALBUMIN_MEASURE, RANGES.albuminGdl, {
      help: `${RANGES.albuminGdl.min}–${RANGES.albuminGdl.max} g/dL (5–70 g/L). Use a value from before any albumin infusion.`,
    }),
    bilirubin_day0: measure('Total bilirubin on day 0 (start of corticosteroids)', BILIRUBIN_MEASURE, RANGES.bilirubinMgDl, {
      help: `${RANGES.bilirubinMgDl.min}–${RANGES.bilirubinMgDl.max} mg/dL (2–1710 µmol/L).`,
    }),
    bilirubin_day7: measure('Total bilirubin on day 7 of corticosteroids', BILIRUBIN_MEASURE, RANGES.bilirubinMgDl, {
      help: `${RANGES.bilirubinMgDl.min}–${RANGES.bilirubinMgDl.max} mg/dL (2–1710 µmol/L).`,
    }),
    creatinine: measure('Serum creatinine on day 0', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      help: `${SERUM_CREATININE_SPAN}. Above 1.3 mg/dL (115 µmol/L) counts as renal insufficiency.`,
    }),
    pt: measure('Prothrombin time on day 0', 'seconds', RANGES.pt, { help: `${RANGES.pt.min}–${RANGES.pt.max} s. The time in seconds, not the INR.` }),
    renal_insufficiency: result('Renal insufficiency (creatinine above 1.3 mg/dL)', "if(creatinine > 1.3, 'Yes', 'No')", { cpdn: 'lille_renal_insufficiency' }),
    bilirubin_change: result('Fall in bilirubin from day 0 to day 7', '(bilirubin_day0 - bilirubin_day7) * 17.1', { units: 'µmol/L', decimals: 0 }),
    r_value: result(
      'R (linear predictor)',
      "3.19 - 0.101 * age + 0.147 * (albumin * 10) + 0.0165 * bilirubin_change - 0.206 * if(creatinine > 1.3, 1, 0) - 0.0065 * (bilirubin_day0 * 17.1) - 0.0096 * pt",
      { decimals: 3 },
    ),
    lille: score('Lille score', 'exp(-r_value) / (1 + exp(-r_value))', { cpdn: 'lille_score', decimals: 2 }),
    response: result('Response to corticosteroids', `if(${SHOWN} >= 0.45, 'Non-responder', 'Responder')`, { cpdn: 'lille_response' }),
    interpretation: interpretation(
      "if(response = 'Non-responder', 'Lille score 0.45 or more: no response to corticosteroids. In the derivation study 6-month survival was about 25 %. Stopping corticosteroids is recommended; discuss other options, including referral to a transplant centre for selected patients.', 'Lille score below 0.45: response to corticosteroids. In the derivation study 6-month survival was about 85 %. Continue corticosteroids to complete 28 days.')",
    ),
  }),
  risk: ['lille', 'response', 'interpretation', 'r_value', 'bilirubin_change', 'renal_insufficiency'],
  chartNote: {
    cc: 'Lille score {{lille_score}} on day 7 of corticosteroids ({{lille_response}}; renal insufficiency: {{lille_renal_insufficiency}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'louvet2007',
      citation:
        'Louvet A, Naveau S, Abdelnour M, Ramond MJ, Diaz E, Fartoux L, Dharancy S, Texier F, Hollebecque A, Serfaty L, Boleslawski E, Deltenre P, Canva V, Pruvot FR, Mathurin P. The Lille model: a new tool for therapeutic strategy in patients with severe alcoholic hepatitis treated with steroids. Hepatology. 2007;45(6):1348–1354. PMID: 17518367.',
      pmid: '17518367',
      doi: '10.1002/hep.21607',
      kind: 'derivation',
      cohort: 'n = 320 patients with severe alcoholic hepatitis (discriminant function 32 or more) treated with corticosteroids (derivation); validated in 118',
    },
    {
      id: 'crabb2020',
      citation:
        'Crabb DW, Im GY, Szabo G, Mellinger JL, Lucey MR. Diagnosis and treatment of alcohol-associated liver diseases: 2019 practice guidance from the American Association for the Study of Liver Diseases. Hepatology. 2020;71(1):306–333.',
      doi: '10.1002/hep.30866',
      kind: 'guideline',
    },
  ],
  definitions: [{ term: 'Non-responder', definition: 'A patient whose Lille score on day 7 of corticosteroids is 0.45 or more.' }],
  category: 'Hepatology and gastroenterology',
  synonyms: ['Lille score', 'Lille model', 'steroid response alcoholic hepatitis', 'alcoholic hepatitis day 7', 'corticosteroid non-response', 'prednisolone response'],
  abbreviations: ['Lille', 'AH', 'PT', 'DF'],
  conditions: ['alcoholic hepatitis', 'alcohol-related hepatitis', 'alcohol-related liver disease'],
  instructions:
    'For adults with severe alcohol-related hepatitis on corticosteroids, on day 7 of treatment. Enter the age, the day-0 albumin, creatinine and prothrombin time (seconds, not INR), and the bilirubin on day 0 and on day 7. Use an albumin value from before any albumin infusion.',
  whenToUse: ['On day 7 of corticosteroids for severe alcohol-related hepatitis, to decide whether to continue treatment.'],
  pearls: [
    'The model uses the prothrombin time in seconds; the published INR version is a different equation and is not calculated here.',
    'Albumin enters in g/L and bilirubin in µmol/L; values in g/dL and mg/dL are converted (× 10 and × 17.1).',
    'Renal insufficiency is a creatinine above 1.3 mg/dL (115 µmol/L); a creatinine entered as 115 µmol/L (1.301 mg/dL) counts as above it.',
    'A day-4 version of the model has been studied; this tool calculates the published day-7 model.',
  ],
  nextSteps: {
    advice: [
      'Lille 0.45 or more: stop corticosteroids; consider early referral to a transplant centre for carefully selected patients.',
      'Lille below 0.45: continue corticosteroids to complete 28 days.',
    ],
    management: ['Alcohol abstinence support, nutrition and screening for infection continue whatever the result.'],
  },
  evidence: [
    'Louvet 2007 built the model in 320 patients with severe alcoholic hepatitis treated with corticosteroids and validated it in 118. Its area under the ROC curve for 6-month survival was 0.89, higher than that of the Child–Pugh score or the Maddrey function.',
    'Patients with a score of 0.45 or more had a 6-month survival of about 25 %, against about 85 % below 0.45.',
    'The threshold is applied to the score as displayed (2 decimals): a value shown as 0.45 is a non-response.',
  ],
  formula: [
    'R = 3.19 − 0.101 × age [years] + 0.147 × albumin day 0 [g/L] + 0.0165 × (bilirubin day 0 − bilirubin day 7) [µmol/L] − 0.206 × renal insufficiency [creatinine > 1.3 mg/dL (115 µmol/L) = 1] − 0.0065 × bilirubin day 0 [µmol/L] − 0.0096 × prothrombin time [s]',
    'Lille score = exp(−R) ÷ (1 + exp(−R))',
    '0.45 or more: non-responder; below 0.45: responder',
    'Bilirubin mg/dL × 17.1 = µmol/L; albumin g/dL × 10 = g/L',
  ],
  resultSummary: 'Lille score {{lille_score}} ({{lille_response}}).',
  testVectors: [
    {
      description: 'Age 50, albumin 30 g/L, bilirubin 300 → 200 µmol/L, creatinine 1.0 mg/dL, PT 20 s: Lille 0.11, responder',
      inputs: {
        age: 50,
        albumin: 30,
        'albumin.unit': 'g/L albumin',
        bilirubin_day0: 300,
        'bilirubin_day0.unit': 'µmol/L bilirubin',
        bilirubin_day7: 200,
        'bilirubin_day7.unit': 'µmol/L bilirubin',
        creatinine: 1.0,
        pt: 20,
      },
      expected: { r_value: 2.058, lille_score: 0.113247, lille_response: 'Responder', lille_renal_insufficiency: 'No' },
      tolerance: 1e-5,
      source:
        'Not a published example: hand calculation with the louvet2007 equation: R = 3.19 − 0.101 × 50 (5.05) + 0.147 × 30 (4.41) + 0.0165 × 100 (1.65) − 0 − 0.0065 × 300 (1.95) − 0.0096 × 20 (0.192) = 2.058; exp(−2.058) / (1 + exp(−2.058)) = 0.11325',
    },
    {
      description: 'Age 55, albumin 2.5 g/dL, bilirubin 20 → 19 mg/dL, creatinine 1.5 mg/dL, PT 22 s: Lille 0.74, non-responder',
      inputs: { age: 55, albumin: 2.5, bilirubin_day0: 20, bilirubin_day7: 19, creatinine: 1.5, pt: 22 },
      expected: { r_value: -1.04805, lille_score: 0.7404, lille_response: 'Non-responder', lille_renal_insufficiency: 'Yes' },
      tolerance: 1e-5,
      source:
        'Not a published example: 20 and 19 mg/dL = 342 and 324.9 µmol/L, albumin 25 g/L; R = 3.19 − 5.555 + 3.675 + 0.0165 × 17.1 (0.28215) − 0.206 − 0.0065 × 342 (2.223) − 0.0096 × 22 (0.2112) = −1.04805; exp(1.04805) / (1 + exp(1.04805)) = 0.74040',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Lille model coefficients (3.19, −0.101, 0.147, 0.0165, −0.206, −0.0065, −0.0096), renal insufficiency defined as creatinine above 1.3 mg/dL (115 µmol/L), threshold 0.45 and 6-month survival of about 25 % and 85 %.',
      citations: ['louvet2007'],
      checkedAgainstPrimary: false,
      note: 'The full text of Louvet 2007 could not be opened; the equation, the creatinine definition the threshold and the survival figures agree across the authors’ own online calculator page and several independent calculators. No published worked example was found: the test vectors are hand calculations.',
    },
  ],
} satisfies ToolDefinitionInput

export default lilleModel
