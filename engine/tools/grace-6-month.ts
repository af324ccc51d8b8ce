import { AGE_PLAUSIBLE_MAX, HEART_RATE_RANGE, SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_SPAN, SYSTOLIC_BP_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { EAGLE_2004, HAMM_2011 } from './references.ts'

/**
 * Nomogram points of Eagle 2004 (Figure). Each band starts at its lower limit, as the
 * reproductions write them (50–69.9 …), so a value between two bands (69.5) stays in the lower
 * one and the bands leave no gap.
 */
const AGE_POINTS = 'if(age >= 90, 100, if(age >= 80, 91, if(age >= 70, 73, if(age >= 60, 55, if(age >= 50, 36, if(age >= 40, 18, 0))))))'
const HR_POINTS = 'if(heart_rate >= 200, 43, if(heart_rate >= 150, 35, if(heart_rate >= 110, 23, if(heart_rate >= 90, 14, if(heart_rate >= 70, 9, if(heart_rate >= 50, 3, 0))))))'
const SBP_POINTS = 'if(systolic_bp >= 200, 0, if(systolic_bp >= 160, 4, if(systolic_bp >= 140, 10, if(systolic_bp >= 120, 14, if(systolic_bp >= 100, 18, if(systolic_bp >= 80, 22, 24))))))'
/** Creatinine in mg/dL (the field's canonical unit; µmol/L is converted at 88.4 µmol/L per mg/dL). */
const CREATININE_POINTS = 'if(creatinine >= 4, 20, if(creatinine >= 2, 15, if(creatinine >= 1.6, 9, if(creatinine >= 1.2, 7, if(creatinine >= 0.8, 5, if(creatinine >= 0.4, 3, 1))))))'

/**
 * GRACE risk score for death within 6 months after discharge from hospital with an acute coronary
 * syndrome (all types). Eagle KA et al., JAMA 2004;291:2727–2733: the nine-variable nomogram,
 * scored at discharge in patients who survived the admission.
 *
 * Design notes:
 * - The risk is given as the ESC / GRACE coordinating centre risk group for non-ST-elevation
 *   acute coronary syndrome (88 or less: under 3 %; 89–118: 3–8 %; over 118: over 8 %).
 * - The paper's probability of death at each total score is not shown: only one reproduction of
 *   it was found, and another calculator's bands disagree with it (see evidenceChecks). No cell
 *   of it is written here until it is checked against the figure.
 * - The in-hospital score of Granger 2003 is its own tool (grace); the two scores share four
 *   measured variables but not their points.
 */
const grace6Month = {
  slug: 'grace-6-month',
  name: 'GRACE Risk Score for Death Within 6 Months After Discharge (Acute Coronary Syndrome)',
  calcId: 'calc-grace-6-month',
  ...TOOL_BASE,
  eligibility:
    'Adults who were admitted with an acute coronary syndrome of any type (ST-elevation MI, non-ST-elevation MI or unstable angina) and survived to discharge, scored at discharge. The probability is of death from any cause within 6 months after discharge; it does not cover death in hospital.',
  description:
    'Adds nomogram points for age, heart failure and myocardial infarction history, heart rate, systolic pressure, ST depression, creatinine, raised cardiac markers and no PCI in hospital, and gives the risk group for death within 6 months after discharge.',
  contentName: 'grace-6-month',
  sections: {
    patient: ['age', 'history_chf', 'history_mi', 'heart_rate', 'systolic_bp', 'st_depression', 'creatinine', 'raised_markers', 'in_hospital_pci'],
  },
  ehrpdns: ['age', 'heart_rate', 'systolic_bp', 'creatinine'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: 'Under 40: 0; 40–49: 18; 50–59: 36; 60–69: 55; 70–79: 73; 80–89: 91; 90 or over: 100 points.' }),
    history_chf: yesNo('History of congestive heart failure', { help: 'Heart failure diagnosed before this admission.', points: 24 }),
    history_mi: yesNo('History of myocardial infarction', { help: 'A myocardial infarction before this admission.', points: 12 }),
    heart_rate: measure('Heart rate at presentation', 'beats/min', HEART_RATE_RANGE, {
      help: 'The first recorded at this admission. Under 50: 0; 50–69: 3; 70–89: 9; 90–109: 14; 110–149: 23; 150–199: 35; 200 or more: 43 points.',
    }),
    systolic_bp: measure('Systolic blood pressure at presentation', 'mmHg', SYSTOLIC_BP_RANGE, {
      help: 'The first recorded at this admission. Under 80: 24; 80–99: 22; 100–119: 18; 120–139: 14; 140–159: 10; 160–199: 4; 200 or more: 0 points.',
    }),
    st_depression: yesNo('ST-segment depression on the presenting ECG', { points: 11 }),
    creatinine: measure('Initial serum creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      help: `The first of this admission. Under 0.40 mg/dL: 1; 0.40–0.79: 3; 0.80–1.19: 5; 1.20–1.59: 7; 1.60–1.99: 9; 2.00–3.99: 15; 4.0 or more: 20 points. ${SERUM_CREATININE_SPAN}; µmol/L is converted at 88.4 µmol/L per mg/dL.`,
    }),
    raised_markers: yesNo('Raised cardiac markers', { help: 'Troponin or CK-MB above the upper reference limit on the initial sample.', points: 15 }),
    in_hospital_pci: yesNo('PCI during this admission', { help: 'Percutaneous coronary intervention in hospital. No PCI scores 14 points; a PCI scores none.', points: { no: 14, yes: 0 } }),
    score: score(
      'GRACE score (death within 6 months after discharge)',
      `${AGE_POINTS} + ${HR_POINTS} + ${SBP_POINTS} + ${CREATININE_POINTS} + points(history_chf, history_mi, st_depression, raised_markers, in_hospital_pci)`,
      { cpdn: 'grace_6_month_score', units: 'points' },
    ),
    risk_group: result(
      'Risk group for death within 6 months after discharge (non-ST-elevation ACS; ESC, GRACE)',
      "if(score = null, null, if(score <= 88, 'Low (88 or less; under 3 %)', if(score <= 118, 'Intermediate (89–118; 3–8 %)', 'High (over 118; over 8 %)')))",
      { cpdn: 'grace_6_month_risk_group' },
    ),
    interpretation: interpretation(
      "if(score = null, null, concat('GRACE 6-month score ', score, ' at discharge. In non-ST-elevation acute coronary syndrome this is the ', if(score > 118, 'high-risk group: in the GRACE registry, over 8 %', if(score > 88, 'intermediate-risk group: in the GRACE registry, 3–8 %', 'low-risk group: in the GRACE registry, under 3 %')), ' of the patients in this group who survived to discharge died of any cause within 6 months after discharge. The score does not estimate death in hospital (use the GRACE in-hospital score at admission).'))",
    ),
  }),
  risk: ['score', 'risk_group', 'interpretation'],
  chartNote: {
    cc: 'GRACE 6-month post-discharge score {{score}} points ({{risk_group}}: death from any cause within 6 months after discharge). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      ...EAGLE_2004,
      kind: 'derivation',
      cohort:
        'n = 15,007 patients discharged alive after an acute coronary syndrome in 94 hospitals of 14 countries (GRACE, 1999–2002; 717 deaths, 4.8 %, within 6 months after discharge); validated in 7,638 later GRACE patients (4.7 %)',
    },
    {
      ...HAMM_2011,
      kind: 'guideline (risk groups for death within 6 months after discharge: 88 or less, 89–118, over 118)',
    },
    {
      id: 'grace-risk-table',
      citation:
        'Center for Outcomes Research, University of Massachusetts Medical School (GRACE coordinating centre). GRACE risk table (web page): risk category, risk score and probability of death in hospital and from discharge to 6 months, for non-ST-elevation and ST-elevation acute coronary syndrome.',
      url: 'https://www.outcomes-umassmed.org/grace/grace_risk_table.aspx',
      kind: 'registry coordinating centre (risk groups)',
    },
  ],
  category: 'Cardiology',
  synonyms: [
    'GRACE 6-month score',
    'GRACE discharge score',
    'GRACE post-discharge score',
    'GRACE 6 month mortality',
    'Eagle GRACE score',
    'Global Registry of Acute Coronary Events',
  ],
  abbreviations: ['GRACE', 'ACS', 'NSTEMI', 'NSTE-ACS', 'STEMI', 'PCI'],
  conditions: ['acute coronary syndrome', 'myocardial infarction', 'unstable angina', 'mortality after discharge'],
  instructions:
    'Score at discharge, for a patient who survived an admission with an acute coronary syndrome of any type. Use the heart rate, systolic pressure and ECG at presentation, the first creatinine and cardiac markers of the admission, the history before it, and whether a PCI was done during it.',
  whenToUse: [
    'At discharge after an acute coronary syndrome, to estimate the risk of death from any cause in the 6 months after discharge and plan the intensity of follow-up.',
  ],
  pearls: [
    'The population is patients who survived to discharge; the outcome is death from any cause within 6 months after discharge. For the risk of death in hospital, score at admission with the GRACE in-hospital score (Granger 2003), which has different items and points.',
    'Age carries the most points (up to 100 of 263); not having a PCI in hospital adds 14 points.',
    'The risk groups were set for non-ST-elevation acute coronary syndrome; the GRACE coordinating centre gives other cut-offs after ST-elevation MI.',
    'GRACE 2.0 (online calculators) refines the GRACE scores with non-linear terms; this tool reproduces the original published nomogram.',
  ],
  nextSteps: {
    advice: [
      'Non-ST-elevation acute coronary syndrome with a score over 118: high-risk group, over 8 % death within 6 months after discharge (ESC 2011, GRACE risk table).',
      'At admission, the GRACE in-hospital score estimates death in hospital and, in non-ST-elevation acute coronary syndrome, informs the timing of angiography.',
    ],
    management: ['Secondary prevention after an acute coronary syndrome follows current guidelines whatever the score; the score informs prognosis, not the choice of treatment.'],
  },
  evidence: [
    'Derived in 15,007 patients discharged alive after an acute coronary syndrome in the GRACE registry (94 hospitals, 14 countries); 717 (4.8 %) died within 6 months after discharge.',
    'Nine variables predicted 6-month death: older age, history of myocardial infarction, history of heart failure, higher pulse and lower systolic pressure at presentation, higher initial creatinine, raised initial cardiac markers, ST-segment depression on the presenting ECG, and no PCI in hospital.',
    'c-statistic 0.81 in the development cohort and 0.75 in a validation cohort of 7,638 later GRACE patients (6-month mortality 4.7 %).',
  ],
  formula: [
    'Age: < 40 0; 40–49 18; 50–59 36; 60–69 55; 70–79 73; 80–89 91; ≥ 90 100',
    'History of congestive heart failure 24; history of myocardial infarction 12',
    'Heart rate: < 50 0; 50–69 3; 70–89 9; 90–109 14; 110–149 23; 150–199 35; ≥ 200 43',
    'Systolic BP: < 80 24; 80–99 22; 100–119 18; 120–139 14; 140–159 10; 160–199 4; ≥ 200 0',
    'ST-segment depression 11',
    'Creatinine (mg/dL): < 0.40 1; 0.40–0.79 3; 0.80–1.19 5; 1.20–1.59 7; 1.60–1.99 9; 2.00–3.99 15; ≥ 4.0 20',
    'Raised cardiac markers 15; no PCI in hospital 14',
    'Total 1–263. Risk group (non-ST-elevation ACS), death within 6 months after discharge: ≤ 88 low (< 3 %); 89–118 intermediate (3–8 %); > 118 high (> 8 %)',
  ],
  resultSummary: 'GRACE 6-month post-discharge score {{score}} points; {{risk_group}} (death within 6 months after discharge).',
  testVectors: [
    {
      description: 'Age 65, no history, HR 80, SBP 130, no ST depression, creatinine 1.0 mg/dL, raised markers, PCI done: 98 points, intermediate',
      inputs: {
        age: 65,
        history_chf: 'no',
        history_mi: 'no',
        heart_rate: 80,
        systolic_bp: 130,
        st_depression: 'no',
        creatinine: 1.0,
        raised_markers: 'yes',
        in_hospital_pci: 'yes',
      },
      expected: { grace_6_month_score: 98, grace_6_month_risk_group: 'Intermediate (89–118; 3–8 %)' },
      source: 'eagle2004 Figure (points 55 + 9 + 14 + 5 + 15 = 98); hamm2011 / GRACE risk table (89–118 intermediate)',
    },
    {
      description: 'Age 78, heart failure and MI history, HR 100, SBP 110, ST depression, creatinine 1.7 mg/dL, raised markers, no PCI: 190 points, high',
      inputs: {
        age: 78,
        history_chf: 'yes',
        history_mi: 'yes',
        heart_rate: 100,
        systolic_bp: 110,
        st_depression: 'yes',
        creatinine: 1.7,
        raised_markers: 'yes',
        in_hospital_pci: 'no',
      },
      expected: { grace_6_month_score: 190, grace_6_month_risk_group: 'High (over 118; over 8 %)' },
      source: 'eagle2004 Figure (points 73 + 24 + 12 + 14 + 18 + 11 + 9 + 15 + 14 = 190); hamm2011 / GRACE risk table (over 118 high)',
    },
    {
      description: 'Age 35, no history, HR 45, SBP 210, creatinine 0.3 mg/dL, nothing else, PCI done: 1 point (the minimum), low',
      inputs: {
        age: 35,
        history_chf: 'no',
        history_mi: 'no',
        heart_rate: 45,
        systolic_bp: 210,
        st_depression: 'no',
        creatinine: 0.3,
        raised_markers: 'no',
        in_hospital_pci: 'yes',
      },
      expected: { grace_6_month_score: 1, grace_6_month_risk_group: 'Low (88 or less; under 3 %)' },
      source: 'eagle2004 Figure (minimum total 1, as the reproductions state); GRACE risk table (low 1–88)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Nomogram points of the nine variables',
      citations: ['eagle2004'],
      checkedAgainstPrimary: false,
      note: 'The JAMA figure was not opened. The points were taken from two independent reproductions that agree band for band (the medicalalgorithms.com page on the Eagle model, which also gives the total range 1–263, and an open-source TypeScript calculator’s GRACE discharge score, which however adds the 14 points when a PCI was done); the five yes/no items and their points, with 14 points for no PCI, also agree with the EBMcalc calculator published by the Merck Manuals. The primary abstract confirms the nine variables and that it is not having a PCI in hospital that predicts death.',
    },
    {
      statement: 'Risk groups for death within 6 months after discharge (88 or less under 3 %, 89–118 3–8 %, over 118 over 8 %)',
      citations: ['hamm2011', 'grace-risk-table'],
      checkedAgainstPrimary: false,
      note: 'The ESC guideline table was not opened; the groups were taken from the GRACE coordinating centre’s risk table (non-ST-elevation ACS) and the McMaster Textbook of Internal Medicine (Empendium, Table 3.11-2), which agree.',
    },
    {
      statement: 'The probability of death within 6 months at each total score (the paper’s figure) is not provided',
      citations: ['eagle2004'],
      checkedAgainstPrimary: false,
      note: 'Open item: only one reproduction of the score-to-probability curve was found, and only in part (medicalalgorithms.com, every 20 points from 70); the EBMcalc bands disagree with it below 130 points. Until the figure is checked, only the risk groups are given.',
    },
  ],
} satisfies ToolDefinitionInput

export default grace6Month
