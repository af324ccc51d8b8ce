import { SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_UMOL_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, lookupTable, measure, result, risk, score, units, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { FLEISHER_2014 } from './references.ts'

/** A value for each risk class: I (score 0), II (1), III (2), IV (3 or more). */
const byClass = (i: string | number, ii: string | number, iii: string | number, iv: string | number) =>
  lookupTable(
    'score',
    [
      [0, i],
      [1, ii],
      [2, iii],
    ],
    iv,
  )

/**
 * Revised Cardiac Risk Index (Lee index): risk of major cardiac complications after major
 * non-cardiac surgery. Lee TH et al., Circulation 1999;100:1043–1049. Six items, 1 point each;
 * classes I–IV for 0, 1, 2 and ≥ 3 points.
 *
 * The creatinine item is defined in the paper as "> 2.0 mg/dL". The field is canonical in mg/dL
 * (the engine converts µmol/L ÷ 88.4), so the threshold is exactly the published one; its SI
 * equivalent is 176.8 µmol/L, usually quoted as 177 µmol/L.
 */
const revisedCardiacRiskIndex: ToolDefinitionInput = {
  slug: 'revised-cardiac-risk-index',
  name: 'Revised Cardiac Risk Index (Lee Index) for Non-Cardiac Surgery',
  calcId: 'calc-revised-cardiac-risk-index',
  ...TOOL_BASE,
  eligibility:
    'Adults having planned (non-emergency) major non-cardiac surgery. The index was built in patients aged 50 or over with an expected hospital stay of at least 2 days; it is not for cardiac surgery or emergency operations.',
  description:
    'Estimates the risk of a major cardiac complication (heart attack, pulmonary oedema, ventricular fibrillation or cardiac arrest, complete heart block) after major non-cardiac surgery from six simple items.',
  contentName: 'revised-cardiac-risk-index',
  sections: {
    patient: ['high_risk_surgery', 'ischemic_heart_disease', 'heart_failure', 'cerebrovascular_disease', 'insulin', 'creatinine'],
  },
  ehrpdns: ['creatinine'],
  controls: controls({
    high_risk_surgery: yesNo('High-risk type of surgery', {
      help: 'Intraperitoneal, intrathoracic, or vascular surgery above the groin (suprainguinal).',
      points: 1,
    }),
    ischemic_heart_disease: yesNo('Ischaemic heart disease', {
      help: 'Previous heart attack, a positive exercise test, current angina or nitrate use, or pathological Q waves on the ECG. Earlier revascularisation counts only if one of these is present.',
      points: 1,
    }),
    heart_failure: yesNo('History of congestive heart failure', {
      help: 'Previous heart failure or pulmonary oedema, paroxysmal nocturnal breathlessness, crackles or an S3 gallop, or vascular redistribution on the chest X-ray.',
      points: 1,
    }),
    cerebrovascular_disease: yesNo('History of stroke or transient ischaemic attack', { points: 1 }),
    insulin: yesNo('Diabetes treated with insulin before surgery', { points: 1 }),
    creatinine: measure(
      'Preoperative serum creatinine',
      units([
        { value: 'mg/dL creatinine', name: 'mg/dL', system: 'us', precision: 2 },
        { value: 'µmol/L creatinine', name: 'µmol/L', system: 'si', precision: 0 },
      ]),
      SERUM_CREATININE_MGDL_RANGE,
      {
        help: `Scores 1 point above 2.0 mg/dL (176.8 µmol/L, usually quoted as 177 µmol/L). Accepted range ${SERUM_CREATININE_MGDL_RANGE.min}–${SERUM_CREATININE_MGDL_RANGE.max} mg/dL (${Math.round(SERUM_CREATININE_UMOL_RANGE.min)}–${SERUM_CREATININE_UMOL_RANGE.max} µmol/L).`,
      },
    ),
    creatinine_point: result('Creatinine above 2.0 mg/dL (176.8 µmol/L)', "if(creatinine = null, null, if(creatinine > 2, 'Yes', 'No'))"),
    score: score(
      'RCRI score (number of risk factors)',
      'points(high_risk_surgery, ischemic_heart_disease, heart_failure, cerebrovascular_disease, insulin) + (creatinine > 2)',
      { cpdn: 'rcri_score', units: 'points' },
    ),
    risk_class: result('Risk class', byClass('I', 'II', 'III', 'IV')),
    // Lee 1999, Table 3, validation cohort: class I 0.4 %, II 0.9 %, III 6.6 %, IV 11.0 %.
    rate_validation: risk('Major cardiac complications in this class, validation cohort (n = 1,422)', byClass(0.4, 0.9, 6.6, 11.0), { units: '%', decimals: 1 }),
    // Lee 1999, Table 3, derivation cohort: class I 0.5 %, II 1.3 %, III 3.6 %, IV 9.1 %.
    rate_derivation: risk('Major cardiac complications in this class, derivation cohort (n = 2,893)', byClass(0.5, 1.3, 3.6, 9.1), { units: '%', decimals: 1 }),
    interpretation: interpretation(
      "if(score = null, null, if(score <= 1, 'Class ' + risk_class + ': low risk. In the original study about 1 in 100 patients or fewer in this class had a major cardiac complication; the 2014 ACC/AHA guideline treats 0–1 factors as low risk, where further cardiac testing rarely changes management.', " +
        "'Class ' + risk_class + ': elevated risk. In the original study major cardiac complications occurred in ' + if(score = 2, '4–7 in 100', '9–11 in 100') + ' patients in this class. Assess functional capacity; if it is poor or unknown, consider further evaluation (for example BNP or NT-proBNP, or stress testing when the result would change management) and plan perioperative monitoring.'))",
    ),
  }),
  risk: ['score', 'risk_class', 'rate_validation', 'rate_derivation', 'creatinine_point', 'interpretation'],
  chartNote: {
    cc: 'Revised Cardiac Risk Index {{score}} points, class {{risk_class}} (major cardiac complications {{rate_validation}} % in the validation cohort, {{rate_derivation}} % in the derivation cohort). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'lee1999',
      citation:
        'Lee TH, Marcantonio ER, Mangione CM, et al. Derivation and prospective validation of a simple index for prediction of cardiac risk of major noncardiac surgery. Circulation. 1999;100(10):1043–1049.',
      pmid: '10477528',
      doi: '10.1161/01.cir.100.10.1043',
      kind: 'derivation and validation',
      cohort: 'n = 4,315 patients aged ≥ 50 having elective major non-cardiac surgery (derivation 2,893; validation 1,422)',
    },
    FLEISHER_2014,
  ],
  definitions: [
    {
      term: 'Major cardiac complication',
      definition:
        'In the Lee study: myocardial infarction, pulmonary oedema, ventricular fibrillation or primary cardiac arrest, or complete heart block during the hospital stay.',
    },
  ],
  category: 'Cardiology',
  synonyms: ['Lee index', 'Lee criteria', 'cardiac risk before surgery', 'preoperative cardiac risk', 'perioperative cardiac risk', 'noncardiac surgery risk'],
  abbreviations: ['RCRI', 'MACE', 'CHF', 'IHD', 'TIA', 'SCr'],
  conditions: ['noncardiac surgery', 'coronary heart disease', 'heart failure', 'stroke', 'diabetes', 'chronic kidney disease'],
  instructions:
    'For adults before planned major non-cardiac surgery. Not for emergency surgery, cardiac surgery, or patients with an active cardiac condition (acute coronary syndrome, decompensated heart failure, significant arrhythmia or severe valve disease), who need assessment and treatment before elective surgery whatever the score.',
  whenToUse: [
    'Preoperative assessment before elective major non-cardiac surgery.',
    'To decide whether further cardiac evaluation could change perioperative management.',
  ],
  pearls: [
    'Each item scores 1 point; the classes are I (0), II (1), III (2) and IV (3 or more).',
    'The event rates come from one US teaching hospital in the 1990s without routine troponin screening. Later cohorts that screened troponin after surgery found higher rates of myocardial injury, so the index tends to underestimate risk, especially after vascular surgery.',
    'Creatinine: the item is defined in mg/dL (> 2.0). Entered in µmol/L it is converted (÷ 88.4), so 177 µmol/L (2.002 mg/dL) counts and 176 µmol/L (1.99 mg/dL) does not.',
    'Only insulin-treated diabetes counts; diabetes managed with diet or other medicines does not.',
    'Functional capacity (for example climbing two flights of stairs, about 4 METs) is weighed alongside the index in current guidelines.',
  ],
  nextSteps: {
    advice: [
      'Class I–II: proceed with surgery without further cardiac testing in most patients.',
      'Class III–IV: assess functional capacity; consider a natriuretic peptide or stress testing only if the result would change management, and plan postoperative monitoring (for example troponin surveillance) according to local practice.',
    ],
    management: [
      'Continue beta-blockers and statins in patients already taking them; do not start a beta-blocker on the day of surgery.',
      'Optimise heart failure, blood pressure and glucose control before elective surgery when time allows.',
    ],
  },
  evidence: [
    'Lee and colleagues studied 4,315 patients aged 50 or over having elective major non-cardiac surgery at one US teaching hospital: 2,893 to derive the index and 1,422 to validate it.',
    'Major cardiac complications by class (derivation / validation): class I 0.5 % / 0.4 %, class II 1.3 % / 0.9 %, class III 3.6 % / 6.6 %, class IV 9.1 % / 11.0 % (Table 3).',
    'In the validation cohort the index discriminated better than earlier indices (area under the ROC curve about 0.8).',
  ],
  formula: [
    '1 point each: high-risk surgery (intraperitoneal, intrathoracic or suprainguinal vascular); ischaemic heart disease; congestive heart failure; stroke or TIA; insulin-treated diabetes; preoperative creatinine > 2.0 mg/dL (176.8 µmol/L)',
    'Class I = 0 points, II = 1, III = 2, IV = 3 or more',
  ],
  resultSummary:
    'Revised Cardiac Risk Index {{score}} points (class {{risk_class}}); major cardiac complications {{rate_validation}} % (validation) and {{rate_derivation}} % (derivation) in the Lee study.',
  testVectors: [
    {
      description: 'No risk factors, creatinine 1.0 mg/dL: class I',
      inputs: { high_risk_surgery: 'no', ischemic_heart_disease: 'no', heart_failure: 'no', cerebrovascular_disease: 'no', insulin: 'no', creatinine: 1.0 },
      expected: { rcri_score: 0, risk_class: 'I', rate_validation: 0.4, rate_derivation: 0.5 },
      source: 'lee1999 Table 3 (class I: derivation 0.5 %, validation 0.4 %)',
    },
    {
      description: 'High-risk surgery only: class II',
      inputs: { high_risk_surgery: 'yes', ischemic_heart_disease: 'no', heart_failure: 'no', cerebrovascular_disease: 'no', insulin: 'no', creatinine: 1.2 },
      expected: { rcri_score: 1, risk_class: 'II', rate_validation: 0.9, rate_derivation: 1.3 },
      source: 'lee1999 Table 3 (class II: derivation 1.3 %, validation 0.9 %)',
    },
    {
      description: 'Ischaemic heart disease and insulin-treated diabetes: class III',
      inputs: { high_risk_surgery: 'no', ischemic_heart_disease: 'yes', heart_failure: 'no', cerebrovascular_disease: 'no', insulin: 'yes', creatinine: 1.5 },
      expected: { rcri_score: 2, risk_class: 'III', rate_validation: 6.6, rate_derivation: 3.6 },
      source: 'lee1999 Table 3 (class III: derivation 3.6 %, validation 6.6 %)',
    },
    {
      description: 'Heart failure, stroke and creatinine 2.5 mg/dL: class IV',
      inputs: { high_risk_surgery: 'no', ischemic_heart_disease: 'no', heart_failure: 'yes', cerebrovascular_disease: 'yes', insulin: 'no', creatinine: 2.5 },
      expected: { rcri_score: 3, risk_class: 'IV', rate_validation: 11.0, rate_derivation: 9.1 },
      source: 'lee1999 Table 3 (class IV: derivation 9.1 %, validation 11.0 %)',
    },
    {
      description: 'Creatinine exactly 2.0 mg/dL does not score (the item is > 2.0)',
      inputs: { high_risk_surgery: 'no', ischemic_heart_disease: 'no', heart_failure: 'no', cerebrovascular_disease: 'no', insulin: 'no', creatinine: 2.0 },
      expected: { rcri_score: 0, risk_class: 'I' },
      source: 'lee1999 (creatinine item defined as > 2.0 mg/dL)',
    },
  ],
}

export default revisedCardiacRiskIndex
