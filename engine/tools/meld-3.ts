import {
  ALBUMIN_GDL_RANGE,
  ALBUMIN_MEASURE,
  BILIRUBIN_MEASURE,
  BILIRUBIN_MGDL_RANGE,
  SERUM_CREATININE_MEASURE,
  SERUM_CREATININE_MGDL_RANGE,
  SERUM_CREATININE_SPAN,
  SERUM_SODIUM_RANGE,
} from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  bilirubinMgDl: BILIRUBIN_MGDL_RANGE,
  albuminGdl: ALBUMIN_GDL_RANGE,
  inr: { min: 0.5, max: 20 },
  sodium: SERUM_SODIUM_RANGE,
} as const

/**
 * MELD 3.0 (Kim WR et al., Gastroenterology 2021;161:1887–1895), as the OPTN applies it for
 * liver allocation since July 2023:
 * MELD 3.0 = 1.33 (if female) + 4.56 ln(bilirubin) + 0.82 (137 − Na) − 0.24 (137 − Na) ln(bilirubin)
 *   + 9.09 ln(INR) + 11.14 ln(creatinine) + 1.85 (3.5 − albumin) − 1.83 (3.5 − albumin) ln(creatinine) + 6,
 * rounded to a whole number and reported from 6 to 40.
 * The bounds are part of the model (documented with the equation), not a clamping of the entries,
 * which are refused outside plausible ranges: bilirubin, creatinine and INR below 1.0 count as
 * 1.0; creatinine counts at most 3.0, and as 3.0 after dialysis at least twice (or 24 hours of
 * CVVHD) in the past week; sodium counts within 125–137 mmol/L; albumin within 1.5–3.5 g/dL.
 * Bilirubin µmol/L and creatinine µmol/L reach the formula in mg/dL (÷ 17.1 and ÷ 88.4), albumin
 * g/L in g/dL (÷ 10): engine/units.ts.
 */
const meld3 = {
  slug: 'meld-3',
  name: 'MELD 3.0 Score for End-Stage Liver Disease',
  calcId: 'calc-meld-3',
  ...TOOL_BASE,
  eligibility: 'Adults and adolescents (12 years and over) with chronic liver disease, especially cirrhosis being considered for liver transplantation.',
  description:
    'Scores the severity of chronic liver disease from sex, bilirubin, sodium, INR, creatinine and albumin, as the US transplant network has done since 2023 to rank patients waiting for a liver.',
  contentName: 'meld-3',
  sections: {
    patient: ['sex', 'creatinine', 'dialysis', 'bilirubin', 'inr', 'sodium', 'albumin'],
  },
  ehrpdns: ['sex', 'creatinine', 'inr', 'sodium', 'albumin'],
  controls: controls({
    sex: choice(
      'Sex',
      [
        ['Female', 'female'],
        ['Male', 'male'],
      ],
      { help: 'Female sex adds 1.33 points (creatinine underestimates kidney dysfunction in women).' },
    ),
    creatinine: measure('Serum creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      help: `${SERUM_CREATININE_SPAN}. In the equation, values below 1.0 mg/dL count as 1.0 and values above 3.0 mg/dL (265 µmol/L) count as 3.0.`,
    }),
    dialysis: yesNo('Dialysis at least twice, or 24 hours of CVVHD, in the past 7 days', {
      help: 'If yes, creatinine counts as 3.0 mg/dL whatever the measured value.',
    }),
    bilirubin: measure('Total bilirubin', BILIRUBIN_MEASURE, RANGES.bilirubinMgDl, {
      help: `${RANGES.bilirubinMgDl.min}–${RANGES.bilirubinMgDl.max} mg/dL (2–1710 µmol/L). Values below 1.0 mg/dL (17.1 µmol/L) count as 1.0.`,
    }),
    inr: measure('INR', null, RANGES.inr, {
      help: `${RANGES.inr.min}–${RANGES.inr.max}. Values below 1.0 count as 1.0. Anticoagulants raise the INR without liver disease and make the score misleading.`,
    }),
    sodium: measure('Serum sodium', 'mmol/L (= mEq/L)', RANGES.sodium, {
      help: `${RANGES.sodium.min}–${RANGES.sodium.max} mmol/L. In the equation, values below 125 count as 125 and values above 137 count as 137.`,
    }),
    albumin: measure('Serum albumin', ALBUMIN_MEASURE, RANGES.albuminGdl, {
      help: `${RANGES.albuminGdl.min}–${RANGES.albuminGdl.max} g/dL (5–70 g/L). In the equation, values below 1.5 g/dL (15 g/L) count as 1.5 and values above 3.5 g/dL (35 g/L) count as 3.5.`,
    }),
    creatinine_used: result('Creatinine used (model bounds 1.0–3.0)', "if(dialysis = 'yes', 3, min(3, max(1, creatinine)))", { units: 'mg/dL', decimals: 2 }),
    bilirubin_used: result('Bilirubin used (model lower bound 1.0)', 'max(1, bilirubin)', { units: 'mg/dL', decimals: 2 }),
    inr_used: result('INR used (model lower bound 1.0)', 'max(1, inr)', { decimals: 2 }),
    sodium_used: result('Sodium used (model bounds 125–137)', 'min(137, max(125, sodium))', { units: 'mmol/L', decimals: 1 }),
    albumin_used: result('Albumin used (model bounds 1.5–3.5)', 'min(3.5, max(1.5, albumin))', { units: 'g/dL', decimals: 2 }),
    meld3_unrounded: result(
      'MELD 3.0 before rounding',
      "if(sex = 'female', 1.33, 0) + 4.56 * ln(bilirubin_used) + 0.82 * (137 - sodium_used) - 0.24 * (137 - sodium_used) * ln(bilirubin_used) + 9.09 * ln(inr_used) + 11.14 * ln(creatinine_used) + 1.85 * (3.5 - albumin_used) - 1.83 * (3.5 - albumin_used) * ln(creatinine_used) + 6",
      { decimals: 2 },
    ),
    meld3: score('MELD 3.0', 'min(40, max(6, round(meld3_unrounded)))', { cpdn: 'meld3_score', units: 'points (6–40)', decimals: 0 }),
    interpretation: interpretation(
      "if(meld3 < 15, 'MELD 3.0 below 15: lower short-term mortality. Transplant evaluation is usually not yet indicated on the score alone; refer earlier after a decompensating event (ascites, variceal bleeding, encephalopathy) or for liver cancer.', if(meld3 < 30, 'MELD 3.0 15–29: short-term mortality rises steeply with each point. Transplant evaluation is advised from a score of 15 in suitable candidates.', 'MELD 3.0 30–40: very high short-term mortality without transplantation. Discuss urgently with a transplant centre if the patient may be a candidate.'))",
    ),
  }),
  risk: ['meld3', 'interpretation', 'meld3_unrounded', 'creatinine_used', 'bilirubin_used', 'inr_used', 'sodium_used', 'albumin_used'],
  chartNote: {
    cc: 'MELD 3.0 {{meld3_score}} (OPTN 2023 equation and bounds); values used: creatinine {{creatinine_used}} mg/dL, bilirubin {{bilirubin_used}} mg/dL, INR {{inr_used}}, sodium {{sodium_used}} mmol/L, albumin {{albumin_used}} g/dL. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'kim2021',
      citation:
        'Kim WR, Mannalithara A, Heimbach JK, Kamath PS, Asrani SK, Biggins SW, Wood NL, Gentry SE, Kwong AJ. MELD 3.0: the Model for End-Stage Liver Disease updated for the modern era. Gastroenterology. 2021;161(6):1887–1895.e4. PMID: 34481845.',
      pmid: '34481845',
      doi: '10.1053/j.gastro.2021.08.050',
      kind: 'derivation',
      cohort: 'All adult candidates registered on the US liver transplant waiting list, January 2016 – December 2018',
    },
    {
      id: 'optn2023',
      citation:
        'Organ Procurement and Transplantation Network. Policy 9: Allocation of Livers and Liver-Intestines, MELD 3.0 calculation (in effect from 13 July 2023). Health Resources and Services Administration, U.S. Department of Health and Human Services.',
      kind: 'guideline (allocation policy)',
    },
    {
      id: 'kim2008',
      citation:
        'Kim WR, Biggins SW, Kremers WK, et al. Hyponatremia and mortality among patients on the liver-transplant waiting list. N Engl J Med. 2008;359(10):1018–1026. PMID: 18768945.',
      pmid: '18768945',
      doi: '10.1056/NEJMoa0801209',
      kind: 'derivation (predecessor score, MELD-Na)',
    },
  ],
  definitions: [
    { term: 'MELD', definition: 'Model for End-Stage Liver Disease: a score from 6 to 40 that predicts 90-day mortality in chronic liver disease.' },
    { term: 'CVVHD', definition: 'Continuous veno-venous haemodialysis, a form of continuous kidney replacement therapy in intensive care.' },
  ],
  category: 'Hepatology and gastroenterology',
  synonyms: ['MELD 3', 'MELD3', 'MELD 3.0 score', 'new MELD', 'model for end-stage liver disease 3.0', 'liver transplant priority', 'cirrhosis mortality'],
  abbreviations: ['MELD', 'MELD 3.0', 'INR', 'UNOS', 'OPTN', 'CVVHD', 'ESLD'],
  conditions: ['cirrhosis', 'end-stage liver disease', 'liver failure', 'liver transplant'],
  instructions:
    'For patients aged 12 and over with chronic liver disease, using laboratory values taken on the same day. Enter the measured values: the tool applies the bounds that are part of the published equation and shows the values it used. Not designed for acute liver failure, and misleading when the INR is raised by anticoagulants or the creatinine by a cause unrelated to liver disease.',
  whenToUse: [
    'To grade the severity of cirrhosis and decide when to refer for liver transplant evaluation.',
    'To follow a patient on or near the US transplant waiting list, where MELD 3.0 has replaced MELD-Na for allocation since July 2023.',
  ],
  pearls: [
    'The bounds are part of the published equation, not a correction of your entry: bilirubin, creatinine and INR below 1.0 count as 1.0 (so their logarithms are not negative), creatinine counts at most 3.0 mg/dL, sodium only between 125 and 137 mmol/L and albumin only between 1.5 and 3.5 g/dL.',
    'Compared with MELD-Na, MELD 3.0 adds 1.33 points for women, adds albumin, lowers the creatinine cap from 4.0 to 3.0 mg/dL and includes two interactions (sodium with bilirubin, albumin with creatinine). The two scores are not interchangeable.',
    'Albumin is lowered by infusions, sepsis and malnutrition; an albumin level measured soon after an albumin infusion overstates liver synthetic function and lowers the score.',
    'Hyponatraemia from diuretics or intravenous fluids raises the score without a matching change in liver disease.',
  ],
  nextSteps: {
    advice: [
      'MELD 3.0 of 15 or more, or any decompensating event: discuss referral for transplant evaluation.',
      'Recalculate with every new set of results; allocation uses current laboratory values.',
    ],
    management: [
      'Treat reversible contributors to a high score: infection, bleeding, over-diuresis and nephrotoxic drugs.',
      'Review anticoagulants (which raise the INR) and the cause of any hyponatraemia before acting on a change in score.',
    ],
  },
  evidence: [
    'Kim 2021 refitted the MELD model in the adult candidates registered on the US waiting list from 2016 to 2018, predicting survival up to 90 days after listing. The final model added female sex and serum albumin, interactions of bilirubin with sodium and of albumin with creatinine, and an upper bound for creatinine of 3.0 mg/dL.',
    'MELD 3.0 discriminated better than MELD-Na (C-statistic 0.869 versus 0.862) and reclassified a net 8.8 % of decedents to a higher MELD tier, particularly women; in the liver simulated allocation model it resulted in fewer waiting-list deaths (7,788 versus 7,850).',
    'The OPTN adopted MELD 3.0 for liver allocation in July 2023 with the bounds of the published model and a reported range of 6 to 40, which this tool follows.',
  ],
  formula: [
    'Values used: bilirubin, creatinine and INR below 1.0 → 1.0; creatinine above 3.0 → 3.0; dialysis ≥ 2 times or 24 h CVVHD in the past week → creatinine 3.0; sodium below 125 → 125, above 137 → 137; albumin below 1.5 → 1.5, above 3.5 → 3.5',
    'MELD 3.0 = 1.33 × (female) + 4.56 × ln(bilirubin) + 0.82 × (137 − Na) − 0.24 × (137 − Na) × ln(bilirubin) + 9.09 × ln(INR) + 11.14 × ln(creatinine) + 1.85 × (3.5 − albumin) − 1.83 × (3.5 − albumin) × ln(creatinine) + 6',
    'Rounded to a whole number and reported from 6 to 40',
    'Bilirubin mg/dL, creatinine mg/dL, sodium mmol/L, albumin g/dL; bilirubin µmol/L ÷ 17.1 = mg/dL; creatinine µmol/L ÷ 88.4 = mg/dL; albumin g/L ÷ 10 = g/dL',
  ],
  resultSummary: 'MELD 3.0 {{meld3_score}}.',
  testVectors: [
    {
      description: 'Male, every value at its model bound (normal laboratory values): minimum score 6',
      inputs: { sex: 'male', creatinine: 0.8, dialysis: 'no', bilirubin: 0.6, inr: 0.9, sodium: 140, albumin: 4.2 },
      expected: { creatinine_used: 1, bilirubin_used: 1, inr_used: 1, sodium_used: 137, albumin_used: 3.5, meld3_unrounded: 6, meld3_score: 6 },
      source: 'kim2021 equation with the optn2023 bounds; hand calculation: every logarithm is 0, (137 − Na) and (3.5 − albumin) are 0, leaving the constant 6',
    },
    {
      description: 'Female, creatinine 1.5, bilirubin 3.0, INR 1.8, sodium 130, albumin 2.8: MELD 3.0 27',
      inputs: { sex: 'female', creatinine: 1.5, dialysis: 'no', bilirubin: 3.0, inr: 1.8, sodium: 130, albumin: 2.8 },
      expected: { meld3_score: 27, meld3_unrounded: 26.869465 },
      tolerance: 1e-5,
      source:
        'Not a published example: hand calculation with the kim2021 coefficients: 1.33 + 4.56 × ln 3 (5.00967) + 0.82 × 7 (5.74) − 0.24 × 7 × ln 3 (1.84567) + 9.09 × ln 1.8 (5.34298) + 11.14 × ln 1.5 (4.51688) + 1.85 × 0.7 (1.295) − 1.83 × 0.7 × ln 1.5 (0.51940) + 6 = 26.86946 → 27',
    },
    {
      description: 'Dialysis twice this week: creatinine 1.2 counts as 3.0; male, bilirubin 2.5, INR 1.6, sodium 120, albumin 2.5: MELD 3.0 34',
      inputs: { sex: 'male', creatinine: 1.2, dialysis: 'yes', bilirubin: 2.5, inr: 1.6, sodium: 120, albumin: 2.5 },
      expected: { creatinine_used: 3, sodium_used: 125, meld3_score: 34, meld3_unrounded: 33.729782 },
      tolerance: 1e-5,
      source:
        'Not a published example: hand calculation with the optn2023 dialysis rule (creatinine 3.0) and sodium bound 125: 4.56 × ln 2.5 (4.17829) + 0.82 × 12 (9.84) − 0.24 × 12 × ln 2.5 (2.63892) + 9.09 × ln 1.6 (4.27233) + 11.14 × ln 3 (12.23854) + 1.85 × 1.0 − 1.83 × 1.0 × ln 3 (2.01046) + 6 = 33.72978 → 34',
    },
    {
      description: 'Very severe disease: unrounded 41.6 is reported as 40',
      inputs: { sex: 'male', creatinine: 5.0, dialysis: 'no', bilirubin: 10, inr: 3.0, sodium: 120, albumin: 1.2 },
      expected: { creatinine_used: 3, sodium_used: 125, albumin_used: 1.5, meld3_unrounded: 41.612349, meld3_score: 40 },
      tolerance: 1e-5,
      source: 'Not a published example: hand calculation with the kim2021 coefficients and the optn2023 bounds (creatinine 3.0, sodium 125, albumin 1.5) gives 41.61235; the reported maximum is 40',
    },
    {
      description: 'SI units: bilirubin 68 µmol/L, creatinine 106 µmol/L, albumin 30 g/L; male, INR 1.5, sodium 132: MELD 3.0 21',
      inputs: {
        sex: 'male',
        creatinine: 106,
        'creatinine.unit': 'µmol/L creatinine',
        dialysis: 'no',
        bilirubin: 68,
        'bilirubin.unit': 'µmol/L bilirubin',
        inr: 1.5,
        sodium: 132,
        albumin: 30,
        'albumin.unit': 'g/L albumin',
      },
      expected: { bilirubin_used: 3.976608, creatinine_used: 1.199095, albumin_used: 3, meld3_unrounded: 21.205444, meld3_score: 21 },
      tolerance: 1e-5,
      source:
        'Not a published example: 68 ÷ 17.1 = 3.97661 mg/dL, 106 ÷ 88.4 = 1.19910 mg/dL, 30 g/L = 3.0 g/dL; kim2021 equation gives 21.20544 → 21',
    },
  ],
  evidenceChecks: [
    {
      statement:
        'MELD 3.0 coefficients (1.33, 4.56, 0.82, −0.24, 9.09, 11.14, 1.85, −1.83, constant 6) and bounds (bilirubin, creatinine, INR ≥ 1.0; creatinine ≤ 3.0 and 3.0 on dialysis; sodium 125–137; albumin 1.5–3.5), rounded and reported 6–40.',
      citations: ['kim2021', 'optn2023'],
      checkedAgainstPrimary: false,
      note: 'The abstract of Kim 2021 (creatinine bound 3.0, added sex and albumin, the two interactions) was read; the equation and the other bounds were taken from several independent open-source implementations that agree term by term, not from the paper’s full text or the OPTN policy document, which could not be opened. No published worked example was found: the test vectors are hand calculations.',
    },
  ],
} satisfies ToolDefinitionInput

export default meld3
