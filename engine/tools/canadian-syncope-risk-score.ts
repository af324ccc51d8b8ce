import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, lookupTable, measure, result, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Estimated risk of a serious adverse event within 30 days for each total score (−3 to 11),
 * Thiruganasambandamoorthy 2016 (CMAJ), as the per-score table of the derivation study reports it.
 */
export const CSRS_RISK: readonly (readonly [number, number])[] = [
  [-3, 0.4],
  [-2, 0.7],
  [-1, 1.2],
  [0, 1.9],
  [1, 3.1],
  [2, 5.1],
  [3, 8.1],
  [4, 12.9],
  [5, 19.7],
  [6, 28.9],
  [7, 40.3],
  [8, 52.8],
  [9, 65.0],
  [10, 75.5],
  [11, 83.6],
]

const NONE = {
  vasovagal_predisposition: 'no',
  heart_disease: 'no',
  sbp_abnormal: 'no',
  troponin_elevated: 'no',
  qrs_axis_abnormal: 'no',
  qrs_duration: 90,
  qtc: 420,
  ed_diagnosis: 'other',
}

/**
 * Canadian Syncope Risk Score. Thiruganasambandamoorthy V et al., CMAJ 2016;188:E289–E298.
 *
 * Design notes:
 * - QRS duration and QTc are numbers (ms) so the thresholds (> 130 ms, > 480 ms) are applied
 *   exactly; the QRS axis item is a yes/no because machines report it in different ranges.
 * - "Any systolic pressure below 90 or above 180 mmHg" covers every reading from triage to
 *   disposition, so it is a yes/no, not one measurement.
 * - The emergency department diagnosis is one choice of three (vasovagal −2, cardiac +2,
 *   neither 0), as the score requires exactly one.
 */
const canadianSyncopeRiskScore = {
  slug: 'canadian-syncope-risk-score',
  name: 'Canadian Syncope Risk Score',
  calcId: 'calc-canadian-syncope-risk-score',
  ...TOOL_BASE,
  eligibility:
    'Adults (16 years and over) seen in the emergency department within 24 hours of syncope. Not for patients with a serious condition already identified in the department, prolonged loss of consciousness, seizure, or head trauma causing loss of consciousness.',
  description: 'Estimates the risk of a serious adverse event within 30 days after emergency department assessment of syncope, from nine clinical, ECG and laboratory items.',
  contentName: 'canadian-syncope-risk-score',
  sections: {
    patient: ['vasovagal_predisposition', 'heart_disease', 'sbp_abnormal', 'troponin_elevated', 'qrs_axis_abnormal', 'qrs_duration', 'qtc', 'ed_diagnosis'],
  },
  controls: controls({
    vasovagal_predisposition: yesNo('Predisposition to vasovagal symptoms', {
      help: 'Syncope triggered by a warm crowded place, prolonged standing, fear, emotion or pain. −1 point.',
      points: { yes: -1, no: 0 },
    }),
    heart_disease: yesNo('History of heart disease', {
      help: 'Coronary or valvular heart disease, cardiomyopathy, heart failure, or non-sinus rhythm (on the ECG of this visit, or a documented atrial or ventricular arrhythmia, or an implanted device). 1 point.',
      points: 1,
    }),
    sbp_abnormal: yesNo('Any systolic blood pressure below 90 or above 180 mmHg in the emergency department', {
      help: 'Any reading from triage to disposition. 2 points.',
      points: 2,
    }),
    troponin_elevated: yesNo('Troponin above the 99th percentile of the normal population', { help: '2 points.', points: 2 }),
    qrs_axis_abnormal: yesNo('Abnormal QRS axis: below −30° or above 100°', { help: '1 point.', points: 1 }),
    qrs_duration: measure(
      'QRS duration',
      'ms',
      { min: 40, max: 400, reason: 'The range covers every QRS duration an ECG can show; a value outside it is a measurement or entry error.' },
      { help: 'Above 130 ms scores 1 point.' },
    ),
    qtc: measure(
      'Corrected QT interval (QTc)',
      'ms',
      { min: 200, max: 900, reason: 'The range covers every corrected QT interval an ECG can show; a value outside it is a measurement or entry error.' },
      { help: 'Above 480 ms scores 2 points.' },
    ),
    ed_diagnosis: choice(
      'Diagnosis in the emergency department',
      [
        ['Vasovagal syncope', 'vasovagal', -2],
        ['Cardiac syncope', 'cardiac', 2],
        ['Neither (unexplained or other)', 'other', 0],
      ],
      {
        type: 'list.radiogroup',
        help: 'Your clinical impression at the end of the evaluation. Vasovagal −2 points; cardiac +2 points; neither 0.',
      },
    ),
    score: score('Canadian Syncope Risk Score', 'points(vasovagal_predisposition, heart_disease, sbp_abnormal, troponin_elevated, qrs_axis_abnormal, ed_diagnosis) + if(qrs_duration > 130, 1, 0) + if(qtc > 480, 2, 0)', {
      cpdn: 'csrs_score',
      units: 'points',
    }),
    risk_category: result(
      'Risk category',
      "if(score <= -2, 'Very low risk', if(score <= 0, 'Low risk', if(score <= 3, 'Medium risk', if(score <= 5, 'High risk', 'Very high risk'))))",
      { cpdn: 'csrs_category' },
    ),
    sae_risk: risk('Estimated risk of a serious adverse event within 30 days', lookupTable('score', CSRS_RISK), { cpdn: 'csrs_30_day_risk', units: '%', decimals: 1 }),
    interpretation: interpretation(
      "if(score <= 0, risk_category + ': the risk of a serious adverse event within 30 days is low; discharge is usually reasonable if the evaluation found no serious cause.', " +
        "if(score <= 3, 'Medium risk (score 1 to 3): consider a period of observation or arrange early outpatient follow-up, including cardiac rhythm monitoring when an arrhythmia is possible.', " +
        "risk_category + ': a serious adverse event within 30 days is likely enough to justify admission or monitored observation and a cardiac work-up.'))",
    ),
  }),
  risk: ['score', 'risk_category', 'sae_risk', 'interpretation'],
  chartNote: {
    cc: 'Canadian Syncope Risk Score {{csrs_score}} points: {{csrs_category}}; estimated risk of a serious adverse event within 30 days {{csrs_30_day_risk}} % (Thiruganasambandamoorthy 2016). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'thiruganasambandamoorthy2016',
      citation:
        'Thiruganasambandamoorthy V, Kwong K, Wells GA, et al. Development of the Canadian Syncope Risk Score to predict serious adverse events after emergency department assessment of syncope. CMAJ. 2016;188(12):E289–E298. PMID 27378464.',
      pmid: '27378464',
      doi: '10.1503/cmaj.151469',
      kind: 'derivation',
      cohort: 'n = 4,030 adults with syncope in 6 Canadian emergency departments; 147 (3.6 %) had a serious adverse event within 30 days',
    },
    {
      id: 'zimmermann2022',
      citation:
        'Zimmermann T, du Fay de Lavallaz J, Nestelberger T, et al. International validation of the Canadian Syncope Risk Score: a cohort study. Ann Intern Med. 2022;175(6):783–794. PMID 35467933.',
      pmid: '35467933',
      doi: '10.7326/M21-2313',
      kind: 'external validation',
      cohort: 'n = 2,283 patients aged 40 years or over in emergency departments in 8 countries',
    },
  ],
  category: 'Emergency medicine',
  synonyms: ['CSRS', 'syncope risk score', 'Canadian syncope score', 'fainting risk score'],
  abbreviations: ['CSRS', 'SAE', 'QTc', 'ECG'],
  conditions: ['syncope', 'fainting', 'collapse', 'blackout'],
  instructions:
    'For adults seen within 24 hours of syncope, once the emergency department evaluation (history, examination, ECG, troponin) is complete. Do not use when a serious cause has already been found, or for seizure, prolonged loss of consciousness or head trauma with loss of consciousness.',
  whenToUse: [
    'At the end of the emergency department evaluation of syncope, to estimate the 30-day risk and guide disposition.',
    'When no serious cause has been identified in the department.',
  ],
  pearls: [
    'Serious adverse events include death, arrhythmia, myocardial infarction, serious structural heart disease, aortic dissection, pulmonary embolism, severe pulmonary hypertension, significant haemorrhage and subarachnoid haemorrhage, and procedural interventions, within 30 days.',
    'The clinician’s diagnosis (vasovagal or cardiac) carries the largest weight: judge it after the full evaluation.',
    'The per-score risks come from the Canadian derivation cohort; in an international validation of patients aged 40 or over, the score discriminated well (AUC 0.85).',
  ],
  nextSteps: {
    advice: [
      'Very low and low risk (−3 to 0): discharge is usually appropriate.',
      'Medium risk (1 to 3): consider observation or early follow-up with rhythm monitoring.',
      'High and very high risk (4 or more): admission or monitored observation and cardiac investigation.',
    ],
    management: ['Treat any cause found on its own pathway; arrhythmia monitoring matters most in the first days.'],
  },
  evidence: [
    'Derived in 4,030 adults with syncope at 6 Canadian emergency departments: 147 (3.6 %) had a serious adverse event within 30 days after disposition.',
    'The nine-item score ranges from −3 to 11; the estimated 30-day risk rises from 0.4 % at −3 to 83.6 % at 11.',
    'External validation in 2,283 patients aged 40 or over in 8 countries: AUC 0.85 for the primary composite outcome, with 0.6 % events in the low-risk group.',
  ],
  formula: [
    'Predisposition to vasovagal symptoms −1; history of heart disease +1; any systolic BP < 90 or > 180 mmHg +2.',
    'Troponin > 99th percentile +2; QRS axis < −30° or > 100° +1; QRS duration > 130 ms +1; QTc > 480 ms +2.',
    'ED diagnosis: vasovagal syncope −2; cardiac syncope +2.',
    'Total −3 to 11. Very low −3 to −2; low −1 to 0; medium 1 to 3; high 4 to 5; very high 6 to 11.',
  ],
  resultSummary: 'Canadian Syncope Risk Score {{csrs_score}} points: {{csrs_category}}; 30-day serious adverse event risk {{csrs_30_day_risk}} %.',
  testVectors: [
    {
      description: 'Vasovagal predisposition and vasovagal diagnosis: −3, very low (0.4 %)',
      inputs: { ...NONE, vasovagal_predisposition: 'yes', ed_diagnosis: 'vasovagal' },
      expected: { csrs_score: -3, csrs_category: 'Very low risk', csrs_30_day_risk: 0.4 },
      source: 'thiruganasambandamoorthy2016 (points; risk for score −3)',
    },
    {
      description: 'No item, unexplained syncope: 0, low (1.9 %)',
      inputs: NONE,
      expected: { csrs_score: 0, csrs_category: 'Low risk', csrs_30_day_risk: 1.9 },
      source: 'thiruganasambandamoorthy2016 (risk for score 0)',
    },
    {
      description: 'Heart disease, troponin raised, cardiac diagnosis: 5, high (19.7 %)',
      inputs: { ...NONE, heart_disease: 'yes', troponin_elevated: 'yes', ed_diagnosis: 'cardiac' },
      expected: { csrs_score: 5, csrs_category: 'High risk', csrs_30_day_risk: 19.7 },
      source: 'thiruganasambandamoorthy2016 (risk for score 5); points summed by hand 1 + 2 + 2',
    },
    {
      description: 'Every risk item: 11, very high (83.6 %)',
      inputs: {
        vasovagal_predisposition: 'no',
        heart_disease: 'yes',
        sbp_abnormal: 'yes',
        troponin_elevated: 'yes',
        qrs_axis_abnormal: 'yes',
        qrs_duration: 140,
        qtc: 500,
        ed_diagnosis: 'cardiac',
      },
      expected: { csrs_score: 11, csrs_category: 'Very high risk', csrs_30_day_risk: 83.6 },
      source: 'thiruganasambandamoorthy2016 (maximum score 11 and its risk); points summed by hand 1 + 2 + 2 + 1 + 1 + 2 + 2',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Estimated 30-day serious adverse event risk for each score from −3 to 11 (0.4 % to 83.6 %).',
      citations: ['thiruganasambandamoorthy2016'],
      checkedAgainstPrimary: false,
      note: 'The per-score table of the CMAJ paper could not be opened; the figures come from a secondary summary that cites it and agree with widely used implementations. The items, points and risk categories were checked against the abstract of the primary paper, the score table as reproduced in a peer-reviewed journal, and the first author’s calculator page.',
    },
  ],
} satisfies ToolDefinitionInput

export default canadianSyncopeRiskScore
