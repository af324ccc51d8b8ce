import { HAEMOGLOBIN_GL_RANGE, HAEMOGLOBIN_MEASURE, HEART_RATE_RANGE, SYSTOLIC_BP_RANGE, UREA_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * The score was published in blood urea mmol/L and haemoglobin g/L; BUN in mg/dL (urea × 2.8)
 * and haemoglobin in g/dL (÷ 10) reach the bands converted (engine/units.ts). The bands convert
 * exactly (BUN 18.2, 22.4, 28 and 70 mg/dL; 12, 13 and 10 g/dL), so both units give the same points.
 */
const RANGES = {
  ureaMmolL: { min: 0.3, max: 100 },
  hbGl: HAEMOGLOBIN_GL_RANGE,
  sbp: SYSTOLIC_BP_RANGE,
  heartRate: HEART_RATE_RANGE,
} as const

const UREA_POINTS = 'if(urea >= 25, 6, if(urea >= 10, 4, if(urea >= 8, 3, if(urea >= 6.5, 2, 0))))'

const HB_GL = 'haemoglobin'
const HB_POINTS = `if(sex = 'male', if(${HB_GL} >= 130, 0, if(${HB_GL} >= 120, 1, if(${HB_GL} >= 100, 3, 6))), if(${HB_GL} >= 120, 0, if(${HB_GL} >= 100, 1, 6)))`

/**
 * Glasgow-Blatchford bleeding score (Blatchford O et al., Lancet 2000;356:1318–1321), 0–23.
 * The outpatient threshold of 0–1 is from the international study of Stanley AJ et al.
 * (BMJ 2017;356:i6432), adopted by ESGE 2021 and ACG 2021; the original paper and Stanley 2009
 * used a score of 0.
 */
const glasgowBlatchford = {
  slug: 'glasgow-blatchford',
  name: 'Glasgow-Blatchford Bleeding Score (GBS)',
  calcId: 'calc-glasgow-blatchford',
  ...TOOL_BASE,
  eligibility: 'Adults presenting with suspected acute upper gastrointestinal bleeding (haematemesis, coffee-ground vomiting or melaena), before endoscopy.',
  description:
    'Scores the need for hospital treatment (transfusion, endoscopic therapy or surgery) in acute upper gastrointestinal bleeding from blood tests and bedside findings, to identify patients who can safely be managed as outpatients.',
  contentName: 'glasgow-blatchford',
  sections: {
    patient: ['urea', 'sex', 'haemoglobin', 'sbp', 'heart_rate', 'melaena', 'syncope', 'hepatic_disease', 'cardiac_failure'],
  },
  ehrpdns: ['sex', 'sbp', 'heart_rate'],
  controls: controls({
    urea: measure('Blood urea or blood urea nitrogen (BUN)', { ...UREA_MEASURE, uiDefaultMeasure: 'mg/dL BUN' }, RANGES.ureaMmolL, {
      help: `${RANGES.ureaMmolL.min}–${RANGES.ureaMmolL.max} mmol/L (BUN 1–280 mg/dL; BUN = urea × 2.8).`,
    }),
    sex: choice(
      'Sex',
      [
        ['Female', 'female'],
        ['Male', 'male'],
      ],
      { help: 'Haemoglobin bands differ for men and women.' },
    ),
    haemoglobin: measure('Haemoglobin', { ...HAEMOGLOBIN_MEASURE, uiDefaultMeasure: 'g/dL haemoglobin' }, RANGES.hbGl, {
      help: `${RANGES.hbGl.min}–${RANGES.hbGl.max} g/L (${RANGES.hbGl.min / 10}–${RANGES.hbGl.max / 10} g/dL).`,
    }),
    sbp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE),
    heart_rate: measure('Pulse', 'beats/min', HEART_RATE_RANGE),
    melaena: yesNo('Melaena at presentation', { help: 'Black, tarry stool.' }),
    syncope: yesNo('Syncope at presentation'),
    hepatic_disease: yesNo('Hepatic disease', { help: 'Known history, or clinical and laboratory evidence of chronic or acute liver disease.' }),
    cardiac_failure: yesNo('Cardiac failure', { help: 'Known history, or clinical and echocardiographic evidence of heart failure.' }),
    urea_points: result('Urea points', UREA_POINTS, { decimals: 0 }),
    hb_points: result('Haemoglobin points', HB_POINTS, { decimals: 0 }),
    sbp_points: result('Systolic pressure points', 'if(sbp >= 110, 0, if(sbp >= 100, 1, if(sbp >= 90, 2, 3)))', { decimals: 0 }),
    score: score(
      'Glasgow-Blatchford score',
      "urea_points + hb_points + sbp_points + (heart_rate >= 100) + (melaena = 'yes') + 2 * (syncope = 'yes') + 2 * (hepatic_disease = 'yes') + 2 * (cardiac_failure = 'yes')",
      { cpdn: 'gbs_score', units: 'points (0–23)', decimals: 0 },
    ),
    interpretation: interpretation(
      "if(score <= 1, 'Score 0–1: very low risk of needing transfusion, endoscopic treatment or surgery, or of dying. Suitable for outpatient management with early outpatient endoscopy if there is no other reason to admit.', if(score < 7, 'Score 2–6: not low risk. Admit for assessment and endoscopy; the risk of needing hospital treatment rises with each point.', 'Score 7 or more: high risk. Admit and plan early endoscopy; in the international validation study this was the best threshold for predicting the need for endoscopic treatment.'))",
    ),
  }),
  risk: ['score', 'interpretation', 'urea_points', 'hb_points', 'sbp_points'],
  chartNote: {
    cc: 'Glasgow-Blatchford bleeding score {{gbs_score}} of 23. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'blatchford2000',
      citation:
        'Blatchford O, Murray WR, Blatchford M. A risk score to predict need for treatment for upper-gastrointestinal haemorrhage. Lancet. 2000;356(9238):1318–1321.',
      pmid: '11073021',
      doi: '10.1016/S0140-6736(00)02816-6',
      kind: 'derivation',
      cohort: 'n = 1,748 patients with upper gastrointestinal haemorrhage in Scotland (derivation), with prospective validation',
    },
    {
      id: 'stanley2009',
      citation:
        'Stanley AJ, Ashley D, Dalton HR, Mowat C, Gaya DR, Thompson E, et al. Outpatient management of patients with low-risk upper-gastrointestinal haemorrhage: multicentre validation and prospective evaluation. Lancet. 2009;373(9657):42–47.',
      pmid: '19091393',
      doi: '10.1016/S0140-6736(08)61769-9',
      kind: 'validation',
      cohort: 'n = 676 patients at four UK hospitals (validation); 123 low-risk patients in the prospective implementation',
    },
    {
      id: 'stanley2017',
      citation:
        'Stanley AJ, Laine L, Dalton HR, Ngu JH, Schultz M, Abazi R, et al; International Gastrointestinal Bleeding Consortium. Comparison of risk scoring systems for patients presenting with upper gastrointestinal bleeding: international multicentre prospective study. BMJ. 2017;356:i6432.',
      doi: '10.1136/bmj.i6432',
      kind: 'validation (source of the 0–1 outpatient threshold)',
      cohort: 'n = 3,012 consecutive patients at six hospitals in Europe, North America, Asia and Oceania',
    },
    {
      id: 'gralnek2021',
      citation:
        'Gralnek IM, Stanley AJ, Morris AJ, et al. Endoscopic diagnosis and management of nonvariceal upper gastrointestinal hemorrhage (NVUGIH): European Society of Gastrointestinal Endoscopy (ESGE) Guideline – Update 2021. Endoscopy. 2021;53(3):300–332.',
      kind: 'guideline',
    },
    {
      id: 'laine2021',
      citation:
        'Laine L, Barkun AN, Saltzman JR, Martel M, Leontiadis GI. ACG clinical guideline: upper gastrointestinal and ulcer bleeding. Am J Gastroenterol. 2021;116(5):899–917.',
      kind: 'guideline',
    },
  ],
  category: 'Hepatology and gastroenterology',
  synonyms: ['Blatchford score', 'GI bleed score', 'upper GI bleeding risk', 'UGIB risk score', 'haematemesis risk', 'melena score'],
  abbreviations: ['GBS', 'UGIB', 'UGIH', 'GI', 'BUN', 'Hb', 'SBP'],
  conditions: ['upper gastrointestinal bleeding', 'gastrointestinal hemorrhage', 'peptic ulcer bleeding', 'variceal bleeding', 'hematemesis', 'melena'],
  instructions:
    'For adults with suspected acute upper gastrointestinal bleeding, at first assessment and before endoscopy. Use the first blood results and observations. It was developed in patients presenting to hospital with bleeding; its performance in patients who start bleeding while already in hospital is less certain.',
  whenToUse: [
    'In the emergency department, to identify patients at very low risk who can be discharged for outpatient endoscopy.',
    'To prioritise admission and the timing of endoscopy for patients who are not low risk.',
  ],
  pearls: [
    'The score predicts the need for transfusion, endoscopic treatment or surgery (and death), not the bleeding source; it does not require endoscopy.',
    'The 0–1 outpatient threshold comes from the international study of 3,012 patients (Stanley 2017), in which a score of 1 or less best identified survival without intervention (sensitivity 98.6 %); ESGE 2021 and ACG 2021 guidelines recommend it. The original authors used a score of 0.',
    'A low score does not override clinical concern: admit patients with ongoing haematemesis, haemodynamic instability, or no safe follow-up whatever the score.',
    'Urea rises with digested blood as well as with dehydration or kidney disease; chronic kidney disease can raise the score without a bleed being severe.',
    'BUN in mg/dL is urea in mmol/L × 2.8, and haemoglobin in g/dL is g/L ÷ 10: enter either, with its unit; both give the same points.',
  ],
  nextSteps: {
    advice: [
      'Score 0–1: consider discharge with outpatient endoscopy, if clinically stable and follow-up is arranged.',
      'Score 2 or more: admit; resuscitate and plan endoscopy, within 24 hours for most patients.',
    ],
    management: [
      'Use a restrictive transfusion threshold in stable patients without cardiovascular disease, as recommended in current guidelines.',
      'Give a proton pump inhibitor and treat suspected variceal bleeding with vasoactive drugs and antibiotics while arranging endoscopy.',
    ],
  },
  evidence: [
    'Derived from 1,748 patients with upper gastrointestinal haemorrhage in Scotland to predict the need for transfusion, endoscopic treatment or surgery, using only bedside and blood-test findings (Blatchford 2000).',
    'Validated in 676 patients at four UK hospitals, where it outperformed the Rockall scores; when used prospectively to avoid admission for patients scoring 0, most low-risk patients were managed as outpatients without adverse events (Stanley 2009).',
    'In 3,012 patients at six hospitals on four continents, a score of 1 or less was the best threshold to predict survival without intervention (sensitivity 98.6 %, specificity 34.6 %), and 7 or more best predicted endoscopic treatment (Stanley 2017). This tool uses 0–1 as the outpatient threshold, following Stanley 2017 and the ESGE 2021 and ACG 2021 guidelines.',
  ],
  formula: [
    'Blood urea (mmol/L): 6.5–< 8 → 2; 8–< 10 → 3; 10–< 25 → 4; ≥ 25 → 6 (BUN mg/dL: 18.2–< 22.4 → 2; 22.4–< 28 → 3; 28–< 70 → 4; ≥ 70 → 6)',
    'Haemoglobin, men (g/L): 120–< 130 → 1; 100–< 120 → 3; < 100 → 6. Women: 100–< 120 → 1; < 100 → 6 (g/dL = g/L ÷ 10)',
    'Systolic blood pressure (mmHg): 100–109 → 1; 90–99 → 2; < 90 → 3',
    'Pulse ≥ 100/min → 1; melaena → 1; syncope → 2; hepatic disease → 2; cardiac failure → 2',
    'Total 0–23; 0–1 very low risk (Stanley 2017)',
  ],
  resultSummary: 'Glasgow-Blatchford score {{gbs_score}} (0–23).',
  testVectors: [
    {
      description: 'Every item normal: score 0',
      inputs: {
        urea: 5.0,
        sex: 'male',
        haemoglobin: 145,
        sbp: 130,
        heart_rate: 80,
        melaena: 'no',
        syncope: 'no',
        hepatic_disease: 'no',
        cardiac_failure: 'no',
      },
      expected: { gbs_score: 0 },
      source: 'blatchford2000 point table; hand sum: no item scores',
    },
    {
      description: 'Man, urea 9 mmol/L, Hb 115 g/L, SBP 95, pulse 105, melaena: score 10',
      inputs: {
        urea: 9.0,
        sex: 'male',
        haemoglobin: 115,
        sbp: 95,
        heart_rate: 105,
        melaena: 'yes',
        syncope: 'no',
        hepatic_disease: 'no',
        cardiac_failure: 'no',
      },
      expected: { gbs_score: 10 },
      source: 'blatchford2000 point table; hand sum: urea 8–< 10 → 3, Hb 100–< 120 (men) → 3, SBP 90–99 → 2, pulse ≥ 100 → 1, melaena → 1 = 10',
    },
    {
      description: 'Every item at its worst: maximum 23',
      inputs: {
        urea: 30,
        sex: 'female',
        haemoglobin: 80,
        sbp: 80,
        heart_rate: 120,
        melaena: 'yes',
        syncope: 'yes',
        hepatic_disease: 'yes',
        cardiac_failure: 'yes',
      },
      expected: { gbs_score: 23 },
      source: 'blatchford2000 point table; hand sum 6 + 6 + 3 + 1 + 1 + 2 + 2 + 2 = 23',
    },
    {
      description: 'US units: woman, BUN 25 mg/dL, Hb 11.0 g/dL, SBP 105, pulse 90, no other findings: score 5',
      inputs: {
        urea: 25,
        'urea.unit': 'mg/dL BUN',
        sex: 'female',
        haemoglobin: 11.0,
        'haemoglobin.unit': 'g/dL haemoglobin',
        sbp: 105,
        heart_rate: 90,
        melaena: 'no',
        syncope: 'no',
        hepatic_disease: 'no',
        cardiac_failure: 'no',
      },
      expected: { gbs_score: 5 },
      source:
        'blatchford2000 point table in US units; hand sum: BUN 25 mg/dL = urea 8.9 mmol/L (22.4–< 28) → 3, Hb 110 g/L (women 100–< 120) → 1, SBP 100–109 → 1 = 5',
    },
  ],
} satisfies ToolDefinitionInput

export default glasgowBlatchford
