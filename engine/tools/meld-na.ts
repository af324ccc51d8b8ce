import {
  BILIRUBIN_MEASURE,
  BILIRUBIN_MGDL_RANGE,
  SERUM_CREATININE_MEASURE,
  SERUM_CREATININE_MGDL_RANGE,
  SERUM_CREATININE_SPAN,
  SERUM_SODIUM_RANGE,
} from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  bilirubinMgDl: BILIRUBIN_MGDL_RANGE,
  inr: { min: 0.5, max: 20 },
  sodium: SERUM_SODIUM_RANGE,
} as const

/**
 * The UNOS/OPTN limits on the laboratory values are part of the score's definition (not a
 * clamping of inputs: the inputs themselves are refused outside plausible ranges):
 * values below 1.0 count as 1.0; creatinine counts at most 4.0, and as 4.0 after dialysis at
 * least twice (or 24 hours of CVVHD) in the past week; sodium counts within 125–137 mmol/L.
 */
/**
 * MELD-Na as in the UNOS/OPTN policy of January 2016 (Kim WR et al., N Engl J Med
 * 2008;359:1018–1026): MELD(i) = 0.957 ln(Cr) + 0.378 ln(bilirubin) + 1.120 ln(INR) + 0.643,
 * rounded to the tenth and multiplied by 10; when MELD(i) > 11,
 * MELD-Na = MELD(i) + 1.32 (137 − Na) − 0.033 MELD(i) (137 − Na), rounded to a whole number;
 * the score is reported from 6 to 40 (40 is the allocation maximum).
 */
const meldNa = {
  slug: 'meld-na',
  name: 'MELD-Na Score (UNOS/OPTN 2016) for End-Stage Liver Disease',
  calcId: 'calc-meld-na',
  ...TOOL_BASE,
  eligibility: 'Adults and adolescents (12 years and over) with chronic liver disease, especially cirrhosis being considered for liver transplantation.',
  description:
    'Scores the severity of chronic liver disease from creatinine, bilirubin, INR and sodium, as the US transplant network did from 2016 to rank adults waiting for a liver.',
  contentName: 'meld-na',
  sections: {
    patient: ['creatinine', 'dialysis', 'bilirubin', 'inr', 'sodium'],
  },
  ehrpdns: ['creatinine', 'inr', 'sodium'],
  controls: controls({
    creatinine: measure('Serum creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      help: `${SERUM_CREATININE_SPAN}. For the score, values below 1.0 count as 1.0 and values above 4.0 count as 4.0.`,
    }),
    dialysis: yesNo('Dialysis at least twice, or 24 hours of CVVHD, in the past 7 days', {
      help: 'If yes, creatinine counts as 4.0 mg/dL whatever the measured value.',
    }),
    bilirubin: measure('Total bilirubin', BILIRUBIN_MEASURE, RANGES.bilirubinMgDl, {
      help: `${RANGES.bilirubinMgDl.min}–${RANGES.bilirubinMgDl.max} mg/dL (2–1710 µmol/L). Values below 1.0 mg/dL (17.1 µmol/L) count as 1.0.`,
    }),
    inr: measure('INR', null, RANGES.inr, {
      help: `${RANGES.inr.min}–${RANGES.inr.max}. Values below 1.0 count as 1.0. Anticoagulants raise the INR without liver disease and make the score misleading.`,
    }),
    sodium: measure('Serum sodium', 'mmol/L (= mEq/L)', RANGES.sodium, {
      help: `${RANGES.sodium.min}–${RANGES.sodium.max} mmol/L. For the score, values below 125 count as 125 and values above 137 count as 137.`,
    }),
    creatinine_used: result('Creatinine used (after the UNOS limits)', "if(dialysis = 'yes', 4, min(4, max(1, creatinine)))", { units: 'mg/dL', decimals: 2 }),
    bilirubin_used: result('Bilirubin used (after the UNOS limits)', 'max(1, bilirubin)', { units: 'mg/dL', decimals: 2 }),
    inr_used: result('INR used (after the UNOS limits)', 'max(1, inr)', { decimals: 2 }),
    sodium_used: result('Sodium used (after the UNOS limits)', 'min(137, max(125, sodium))', { units: 'mmol/L', decimals: 0 }),
    meld_initial: result(
      'MELD(i) before the 40 maximum',
      'round(round(0.957 * ln(creatinine_used) + 0.378 * ln(bilirubin_used) + 1.120 * ln(inr_used) + 0.643, 1) * 10)',
      { decimals: 0 },
    ),
    meld: score('MELD (without sodium)', 'min(40, meld_initial)', { cpdn: 'meld_score', units: 'points', decimals: 0 }),
    meld_na: score(
      'MELD-Na',
      'min(40, if(meld_initial > 11, round(meld_initial + 1.32 * (137 - sodium_used) - 0.033 * meld_initial * (137 - sodium_used)), meld_initial))',
      { cpdn: 'meld_na_score', units: 'points (6–40)', decimals: 0 },
    ),
    interpretation: interpretation(
      "if(meld_na < 15, 'MELD-Na below 15: lower short-term mortality. Transplant evaluation is usually not yet indicated on the score alone; refer earlier after a decompensating event (ascites, variceal bleeding, encephalopathy) or for liver cancer.', if(meld_na < 30, 'MELD-Na 15–29: short-term mortality rises steeply with each point. Transplant evaluation is advised from a score of 15 in suitable candidates.', 'MELD-Na 30–40: very high short-term mortality without transplantation. Discuss urgently with a transplant centre if the patient may be a candidate.'))",
    ),
  }),
  risk: ['meld_na', 'meld', 'interpretation', 'creatinine_used', 'bilirubin_used', 'inr_used', 'sodium_used'],
  chartNote: {
    cc: 'MELD-Na {{meld_na_score}} (MELD {{meld_score}}), UNOS/OPTN 2016 rules; values used: creatinine {{creatinine_used}} mg/dL, bilirubin {{bilirubin_used}} mg/dL, INR {{inr_used}}, sodium {{sodium_used}} mmol/L. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'kim2008',
      citation:
        'Kim WR, Biggins SW, Kremers WK, Wiesner RH, Kamath PS, Benson JT, Edwards E, Therneau TM. Hyponatremia and mortality among patients on the liver-transplant waiting list. N Engl J Med. 2008;359(10):1018–1026.',
      pmid: '18768945',
      doi: '10.1056/NEJMoa0801209',
      kind: 'derivation',
      cohort: 'n = 6,769 adult OPTN registrants in 2005 (development); validated in the 2006 registrants',
    },
    {
      id: 'optn2016',
      citation:
        'Organ Procurement and Transplantation Network. Policy 9: Allocation of Livers and Liver-Intestines, MELD score calculation with serum sodium (in effect from 11 January 2016). Health Resources and Services Administration, U.S. Department of Health and Human Services.',
      kind: 'guideline (allocation policy)',
    },
    {
      id: 'kamath2001',
      citation:
        'Kamath PS, Wiesner RH, Malinchoc M, Kremers W, Therneau TM, Kosberg CL, D’Amico G, Dickson ER, Kim WR. A model to predict survival in patients with end-stage liver disease. Hepatology. 2001;33(2):464–470.',
      pmid: '11172350',
      doi: '10.1053/jhep.2001.22172',
      kind: 'derivation (original MELD)',
    },
    {
      id: 'kim2021',
      citation:
        'Kim WR, Mannalithara A, Heimbach JK, Kamath PS, Asrani SK, Biggins SW, Wood NL, Gentry SE, Kwong AJ. MELD 3.0: the Model for End-Stage Liver Disease updated for the modern era. Gastroenterology. 2021;161(6):1887–1895.',
      doi: '10.1053/j.gastro.2021.08.050',
      kind: 'derivation (successor score)',
    },
    {
      id: 'martin2014',
      citation:
        'Martin P, DiMartini A, Feng S, Brown R Jr, Fallon M. Evaluation for liver transplantation in adults: 2013 practice guideline by the American Association for the Study of Liver Diseases and the American Society of Transplantation. Hepatology. 2014;59(3):1144–1165.',
      kind: 'guideline',
    },
  ],
  definitions: [
    { term: 'MELD', definition: 'Model for End-Stage Liver Disease: a score from 6 to 40 built from creatinine, bilirubin and INR.' },
    { term: 'CVVHD', definition: 'Continuous veno-venous haemodialysis, a form of continuous kidney replacement therapy in intensive care.' },
  ],
  category: 'Hepatology and gastroenterology',
  synonyms: ['MELD sodium', 'MELD score', 'model for end-stage liver disease', 'liver transplant priority', 'cirrhosis mortality', 'UNOS MELD'],
  abbreviations: ['MELD', 'MELD-Na', 'MELDNa', 'INR', 'UNOS', 'OPTN', 'CVVHD', 'ESLD'],
  conditions: ['cirrhosis', 'end-stage liver disease', 'liver failure', 'liver transplant'],
  instructions:
    'For patients aged 12 and over with chronic liver disease, using laboratory values taken on the same day. Not designed for acute liver failure, and misleading when the INR is raised by anticoagulants or the creatinine by a cause unrelated to liver disease. Use the paediatric PELD score below 12 years.',
  whenToUse: [
    'To grade the severity of cirrhosis and decide when to refer for liver transplant evaluation.',
    'To follow a patient on or near the transplant waiting list, since the score changes with each new set of results.',
    'To estimate short-term mortality before procedures such as TIPS or non-hepatic surgery in cirrhosis (with procedure-specific tools where available).',
  ],
  pearls: [
    'The floors and caps are part of the published rules, not a correction of your entry: every value below 1.0 counts as 1.0 so that its logarithm is not negative, creatinine counts at most 4.0, and sodium counts only between 125 and 137 mmol/L.',
    'Sodium only changes the score when MELD(i) is above 11, and it matters most at lower MELD values: the same low sodium adds more points at a MELD of 15 than at 35.',
    'Since July 2023 the US transplant network allocates livers by MELD 3.0 (Kim 2021), which adds female sex and serum albumin, re-weights the laboratory terms and caps creatinine at 3.0 mg/dL. MELD-Na remains widely used outside allocation and in earlier studies, but the two scores are not interchangeable.',
    'Hyponatraemia from diuretics or intravenous fluids raises MELD-Na without a matching change in liver disease; interpret a sudden change in sodium with care.',
    'Creatinine overstates kidney function in cirrhosis (low muscle mass), and very high bilirubin can falsely lower creatinine measured by some (Jaffe) methods; MELD cannot correct for either.',
  ],
  nextSteps: {
    advice: [
      'MELD-Na 15 or more, or any decompensating event: discuss referral for transplant evaluation (AASLD/AST 2013 guidance).',
      'Recalculate with every new set of results; the score for allocation must use current laboratory values.',
      'Consider liver cancer and other standard exceptions, which are assessed separately from the calculated score.',
    ],
    management: [
      'Treat reversible contributors to a high score: infection, bleeding, over-diuresis and nephrotoxic drugs.',
      'Review anticoagulants (which raise the INR) and the cause of any hyponatraemia before acting on a change in score.',
    ],
  },
  evidence: [
    'MELD was first built to predict survival after TIPS and then validated across cohorts of patients with chronic liver disease (Kamath 2001); the US transplant network adopted it for allocation in 2002.',
    'Kim 2008 studied 6,769 adult registrants on the US waiting list in 2005 and confirmed the findings in the 2006 registrants: both MELD and serum sodium independently predicted death at 90 days, and the effect of low sodium was greater when MELD was low. The combined score they derived is the one used here.',
    'The UNOS/OPTN policy of January 2016 applies this combined score with sodium bounded to 125–137 mmol/L, the adjustment only when MELD(i) exceeds 11, and a maximum of 40. This tool follows that policy exactly.',
    'Since 2023 US allocation uses MELD 3.0 (Kim 2021), which improved discrimination in a more recent waiting-list cohort, particularly for women.',
  ],
  formula: [
    'Values used: creatinine, bilirubin and INR below 1.0 → 1.0; creatinine above 4.0 → 4.0; dialysis ≥ 2 times or 24 h CVVHD in the past week → creatinine 4.0; sodium below 125 → 125, above 137 → 137',
    'MELD(i) = 0.957 × ln(creatinine mg/dL) + 0.378 × ln(bilirubin mg/dL) + 1.120 × ln(INR) + 0.643, rounded to one decimal and multiplied by 10',
    'If MELD(i) > 11: MELD-Na = MELD(i) + 1.32 × (137 − Na) − 0.033 × MELD(i) × (137 − Na), rounded to a whole number; otherwise MELD-Na = MELD(i)',
    'The score is reported from 6 to 40 (values above 40 are given as 40)',
    'Bilirubin µmol/L ÷ 17.1 = mg/dL; creatinine µmol/L ÷ 88.4 = mg/dL',
  ],
  resultSummary: 'MELD-Na {{meld_na_score}} (MELD {{meld_score}}).',
  testVectors: [
    {
      description: 'All values at or below the floors: minimum score 6',
      inputs: { creatinine: 0.7, dialysis: 'no', bilirubin: 0.5, inr: 0.9, sodium: 140 },
      expected: { meld_initial: 6, meld_score: 6, meld_na_score: 6, creatinine_used: 1, bilirubin_used: 1, inr_used: 1, sodium_used: 137 },
      source: 'kim2008 and optn2016 rules; hand calculation: ln(1) terms are 0, 0.643 → 0.6 × 10 = 6; MELD(i) ≤ 11 so no sodium term',
    },
    {
      description: 'Creatinine 1.0, bilirubin 1.5, INR 1.5, sodium 135: MELD 13, MELD-Na 15',
      inputs: { creatinine: 1.0, dialysis: 'no', bilirubin: 1.5, inr: 1.5, sodium: 135 },
      expected: { meld_initial: 13, meld_na_score: 15 },
      source:
        'Not a published example: hand calculation with the optn2016 coefficients: 0.378 × ln 1.5 (0.15327) + 1.120 × ln 1.5 (0.45412) + 0.643 = 1.25039 → 1.3 → 13; 13 + 1.32 × 2 − 0.033 × 13 × 2 = 14.782 → 15',
    },
    {
      description: 'Creatinine 2.0, bilirubin 4.0, INR 2.0, sodium 128: MELD 26, MELD-Na 30',
      inputs: { creatinine: 2.0, dialysis: 'no', bilirubin: 4.0, inr: 2.0, sodium: 128 },
      expected: { meld_initial: 26, meld_na_score: 30 },
      source:
        'Not a published example: hand calculation: 0.957 × ln 2 (0.66334) + 0.378 × ln 4 (0.52402) + 1.120 × ln 2 (0.77632) + 0.643 = 2.60669 → 2.6 → 26; 26 + 1.32 × 9 − 0.033 × 26 × 9 = 26 + 11.88 − 7.722 = 30.158 → 30',
    },
    {
      description: 'Dialysis twice this week: creatinine 1.2 counts as 4.0; bilirubin 2.5, INR 1.6, sodium 125: MELD 28, MELD-Na 33',
      inputs: { creatinine: 1.2, dialysis: 'yes', bilirubin: 2.5, inr: 1.6, sodium: 125 },
      expected: { creatinine_used: 4, meld_initial: 28, meld_na_score: 33 },
      source:
        'Not a published example: hand calculation with the optn2016 dialysis rule: 0.957 × ln 4 (1.32668) + 0.378 × ln 2.5 (0.34636) + 1.120 × ln 1.6 (0.52640) + 0.643 = 2.84245 → 2.8 → 28; 28 + 1.32 × 12 − 0.033 × 28 × 12 = 28 + 15.84 − 11.088 = 32.752 → 33',
    },
    {
      description: 'Very severe disease above the maximum: MELD(i) 41 is reported as 40, MELD-Na 40',
      inputs: { creatinine: 5.0, dialysis: 'no', bilirubin: 10, inr: 3.0, sodium: 120 },
      expected: { creatinine_used: 4, sodium_used: 125, meld_initial: 41, meld_score: 40, meld_na_score: 40 },
      source:
        'Not a published example: hand calculation: 0.957 × ln 4 (1.32668) + 0.378 × ln 10 (0.87038) + 1.120 × ln 3 (1.23044) + 0.643 = 4.07051 → 4.1 → 41; 41 + 1.32 × 12 − 0.033 × 41 × 12 = 40.604 → 41 → maximum 40 (kim2008: scale 6 to 40)',
    },
    {
      description: 'Bilirubin entered in µmol/L: 68 µmol/L (3.98 mg/dL), creatinine 2.0, INR 2.0, sodium 128: MELD 26, MELD-Na 30',
      inputs: { creatinine: 2.0, dialysis: 'no', bilirubin: 68, 'bilirubin.unit': 'µmol/L bilirubin', inr: 2.0, sodium: 128 },
      expected: { bilirubin_used: 3.976608, meld_initial: 26, meld_na_score: 30 },
      tolerance: 1e-6,
      source:
        'Not a published example: 68 ÷ 17.1 = 3.97661 mg/dL; 0.957 × ln 2 (0.66334) + 0.378 × ln 3.97661 (0.52180) + 1.120 × ln 2 (0.77632) + 0.643 = 2.60446 → 2.6 → 26; sodium term as in the 2.0/4.0/2.0/128 vector → 30',
    },
  ],
} satisfies ToolDefinitionInput

export default meldNa
