import { SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_UMOL_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, lookupTable, measure, result, risk, score, units, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { FLEISHER_2014, THOMPSON_2024 } from './references.ts'

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
      "if(score = null, null, if(score <= 1, 'Class ' + risk_class + ': low risk. In the original study about 1 in 100 patients or fewer in this class had a major cardiac complication. 0–1 factors is read as a perioperative risk of major adverse cardiac events (MACE) below 1 %; at low risk and with no risk modifiers, the 2024 AHA/ACC guideline advises proceeding to surgery without further cardiac testing, and routine stress testing is not recommended (class 3).', " +
        "'Class ' + risk_class + ': elevated risk. In the original study major cardiac complications occurred in ' + if(score = 2, '4–7 in 100', '9–11 in 100') + ' patients in this class. 2 or more factors is read as a perioperative MACE risk of 1 % or more. The 2024 AHA/ACC guideline: assess functional capacity, preferably with a structured tool such as the Duke Activity Status Index (class 2a); at 4 METs or more (DASI above 34) proceed to surgery without further testing. In patients with known cardiovascular disease, aged 65 or over, or aged 45 or over with symptoms suggesting cardiovascular disease, measuring BNP or NT-proBNP before surgery is reasonable (class 2a) and troponin may be reasonable (class 2b). With poor or unknown functional capacity, stress testing may be considered (class 2b) only when its result would change management.'))",
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
    THOMPSON_2024,
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
    'Functional capacity is weighed alongside the index: the 2024 AHA/ACC guideline prefers a structured assessment such as the Duke Activity Status Index (class 2a) and treats 4 METs or more (DASI above 34) as sufficient to proceed without further testing.',
    'Reading 0–1 factors as low risk and 2 or more as elevated follows the 1 % line between low and elevated perioperative MACE risk that the 2014 ACC/AHA guideline first drew; the 2024 AHA/ACC guideline, which replaced it, keeps the low and elevated categories.',
  ],
  nextSteps: {
    advice: [
      'Class I–II (low risk) with no risk modifiers: proceed to surgery without further cardiac testing; routine stress testing is not recommended (2024 AHA/ACC, class 3).',
      'Class III–IV (elevated risk): assess functional capacity, preferably with the Duke Activity Status Index (class 2a); at 4 METs or more (DASI above 34) proceed without further testing.',
      'Elevated risk with known cardiovascular disease, age 65 or over, or age 45 or over with symptoms suggesting cardiovascular disease: BNP or NT-proBNP before surgery is reasonable (class 2a); troponin before surgery may be reasonable (class 2b).',
      'Elevated risk with poor or unknown functional capacity: stress testing may be considered (class 2b) only when its result would change management.',
      'Any calculated risk with risk modifiers present: the 2024 algorithm calls for a team-based discussion of the timing of surgery, testing and perioperative management.',
    ],
    management: [
      'Continue beta-blockers and statins in patients already taking them; do not start a beta-blocker on the day of surgery.',
      'Stop SGLT2 inhibitors 3–4 days before planned surgery (2024 AHA/ACC).',
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
  evidenceChecks: [
    {
      statement:
        'Guidance from the 2024 AHA/ACC guideline: a validated risk tool for perioperative MACE in patients with known cardiovascular disease (class 2a); low (below 1 %) and elevated (1 % or more) MACE risk; low risk without risk modifiers proceeds without further testing, risk modifiers lead to a team-based discussion; structured functional capacity assessment such as the DASI before elevated-risk surgery (class 2a), 4 METs or more or DASI above 34 proceeds; BNP or NT-proBNP (class 2a) and troponin (class 2b) before elevated-risk surgery in known cardiovascular disease, age 65 or over, or age 45 or over with symptoms; stress testing only for elevated risk with poor or unknown functional capacity (class 2b), not routinely at low risk, with good functional capacity or for low-risk surgery (class 3); SGLT2 inhibitors stopped 3–4 days before surgery.',
      citations: ['thompson2024'],
      checkedAgainstPrimary: false,
      note: 'The guideline text was not opened. Recommendation wording from the Guideline Central summary (sections 3.1, 3.2, 3.4); classes for stress testing and the SGLT2 timing from the ACC key points as reproduced by cardioblogger.com; classes 2a and 2b for the DASI, BNP and troponin from a lecture summary (coconote) and the wording ("is reasonable", "may be reasonable"); class 2a for the risk tool from the wording "can be useful" only; the algorithm steps (1 % line, risk modifiers, DASI above 34) from the preopevaluation.com walk-through of the 2024 algorithm. Continuing beta-blockers and statins and not starting a beta-blocker on the day of surgery were not checked against the 2024 text.',
    },
    {
      statement: 'Reading RCRI 0–1 as low (below 1 %) and 2 or more as elevated perioperative MACE risk, and the 1 % line itself, as first drawn by the 2014 ACC/AHA guideline.',
      citations: ['fleisher2014'],
      checkedAgainstPrimary: false,
      note: 'The 2014 guideline text was not opened; the reading is the one the earlier version of this tool took from summaries of the 2014 algorithm. Whether the 2024 guideline states the same RCRI cut-off was not confirmed: the summaries read name the RCRI among validated tools and keep the 1 % line without mapping RCRI points to it.',
    },
  ],
}

export default revisedCardiacRiskIndex
