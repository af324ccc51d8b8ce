import { AGE_PLAUSIBLE_MAX, HEART_RATE_RANGE, SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_SPAN, SYSTOLIC_BP_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, lookupTable, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { EAGLE_2004, HAMM_2011 } from './references.ts'

/**
 * Nomogram points of Granger 2003 (Figure). Each band starts at its lower limit, as the
 * coordinating centre's tables write them (80–99.9 …), so a value between two bands (99.5) stays
 * in the lower one and the bands leave no gap.
 */
const AGE_POINTS = 'if(age >= 90, 100, if(age >= 80, 91, if(age >= 70, 75, if(age >= 60, 58, if(age >= 50, 41, if(age >= 40, 25, if(age >= 30, 8, 0)))))))'
const HR_POINTS = 'if(heart_rate >= 200, 46, if(heart_rate >= 150, 38, if(heart_rate >= 110, 24, if(heart_rate >= 90, 15, if(heart_rate >= 70, 9, if(heart_rate >= 50, 3, 0))))))'
const SBP_POINTS = 'if(systolic_bp >= 200, 0, if(systolic_bp >= 160, 10, if(systolic_bp >= 140, 24, if(systolic_bp >= 120, 34, if(systolic_bp >= 100, 43, if(systolic_bp >= 80, 53, 58))))))'
/** Creatinine in mg/dL (the field's canonical unit; µmol/L is converted at 88.4 µmol/L per mg/dL). */
const CREATININE_POINTS = 'if(creatinine >= 4, 28, if(creatinine >= 2, 21, if(creatinine >= 1.6, 13, if(creatinine >= 1.2, 10, if(creatinine >= 0.8, 7, if(creatinine >= 0.4, 4, 1))))))'

/** Probability of in-hospital death at each tabled total (Granger 2003, Figure): 60 or less 0.2 % or less … 250 or more 52 % or more. */
const TABLE: [number, number][] = [
  [60, 0.2],
  [70, 0.3],
  [80, 0.4],
  [90, 0.6],
  [100, 0.8],
  [110, 1.1],
  [120, 1.6],
  [130, 2.1],
  [140, 2.9],
  [150, 3.9],
  [160, 5.4],
  [170, 7.3],
  [180, 9.8],
  [190, 13],
  [200, 18],
  [210, 23],
  [220, 29],
  [230, 36],
  [240, 44],
  [250, 52],
]
const AT = (x: string) => lookupTable(x, TABLE)

/**
 * GRACE risk score for in-hospital death in acute coronary syndromes (all types).
 * Granger CB et al., Arch Intern Med 2003;163:2345–2353: the eight-variable nomogram and the
 * probability of in-hospital death by total score.
 *
 * Design notes:
 * - The probability is read from the published table, which gives it every 10 points. A total
 *   between two rows is shown as the range between them (125 → 1.6–2.1 %), never rounded to one
 *   end; a total on a row is shown as that row.
 * - The 6-month post-discharge score of Eagle 2004 is its own tool (grace-6-month): it is scored
 *   at discharge, with other items and points, for death within 6 months after discharge.
 */
const grace = {
  slug: 'grace',
  name: 'GRACE Risk Score for In-Hospital Death in Acute Coronary Syndrome',
  calcId: 'calc-grace',
  ...TOOL_BASE,
  eligibility: 'Adults admitted with an acute coronary syndrome of any type (ST-elevation MI, non-ST-elevation MI or unstable angina), assessed at presentation.',
  description:
    'Adds nomogram points for age, heart rate, systolic pressure, creatinine, Killip class, cardiac arrest, ST deviation and raised cardiac markers, and reads the probability of death in hospital from the GRACE registry table.',
  contentName: 'grace',
  sections: {
    patient: ['age', 'heart_rate', 'systolic_bp', 'creatinine', 'killip', 'cardiac_arrest', 'st_deviation', 'raised_markers'],
  },
  ehrpdns: ['age', 'heart_rate', 'systolic_bp', 'creatinine'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: 'Under 30: 0; 30–39: 8; 40–49: 25; 50–59: 41; 60–69: 58; 70–79: 75; 80–89: 91; 90 or over: 100 points.' }),
    heart_rate: measure('Heart rate at presentation', 'beats/min', HEART_RATE_RANGE, {
      help: 'Under 50: 0; 50–69: 3; 70–89: 9; 90–109: 15; 110–149: 24; 150–199: 38; 200 or more: 46 points.',
    }),
    systolic_bp: measure('Systolic blood pressure at presentation', 'mmHg', SYSTOLIC_BP_RANGE, {
      help: 'Under 80: 58; 80–99: 53; 100–119: 43; 120–139: 34; 140–159: 24; 160–199: 10; 200 or more: 0 points.',
    }),
    creatinine: measure('Serum creatinine at presentation', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      help: `Under 0.40 mg/dL: 1; 0.40–0.79: 4; 0.80–1.19: 7; 1.20–1.59: 10; 1.60–1.99: 13; 2.00–3.99: 21; 4.0 or more: 28 points. ${SERUM_CREATININE_SPAN}; µmol/L is converted at 88.4 µmol/L per mg/dL.`,
    }),
    killip: choice(
      'Killip class',
      [
        ['I: no signs of heart failure', 'I', 0],
        ['II: crackles or a third heart sound, raised jugular venous pressure', 'II', 20],
        ['III: acute pulmonary oedema', 'III', 39],
        ['IV: cardiogenic shock', 'IV', 59],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    cardiac_arrest: yesNo('Cardiac arrest at presentation', { points: 39 }),
    st_deviation: yesNo('ST-segment deviation on the presenting ECG', { help: 'ST elevation or ST depression.', points: 28 }),
    raised_markers: yesNo('Raised cardiac markers', { help: 'Troponin or CK-MB above the upper reference limit on the initial sample.', points: 14 }),
    score: score('GRACE score (in-hospital death)', `${AGE_POINTS} + ${HR_POINTS} + ${SBP_POINTS} + ${CREATININE_POINTS} + points(killip, cardiac_arrest, st_deviation, raised_markers)`, {
      cpdn: 'grace_in_hospital_score',
      units: 'points',
    }),
    in_hospital_death: result(
      'Probability of in-hospital death (GRACE registry table)',
      `if(score = null, null, if(score <= 60, '0.2 % or less', if(score >= 250, '52 % or more', if(score = floor(score / 10) * 10, concat(${AT('score')}, ' %'), concat(${AT('floor(score / 10) * 10')}, '–', ${AT('floor(score / 10) * 10 + 10')}, ' %')))))`,
      { cpdn: 'grace_in_hospital_death' },
    ),
    risk_group: result('Risk group (ESC, in-hospital death)', "if(score = null, null, if(score <= 108, 'Low (108 or less; under 1 %)', if(score <= 140, 'Intermediate (109–140; 1–3 %)', 'High (over 140; over 3 %)')))"),
    interpretation: interpretation(
      "if(score = null, null, concat('GRACE score ', score, ': in the GRACE registry, the probability of death in hospital at this score was ', in_hospital_death, '. ', if(score > 140, 'A score above 140 is a high-risk criterion: in non-ST-elevation acute coronary syndrome, current ESC guidance favours invasive coronary angiography within 24 hours.', if(score > 108, 'Intermediate risk (109–140).', 'Low risk (108 or less).')), ' Treat ST-elevation myocardial infarction with immediate reperfusion whatever the score.'))",
    ),
  }),
  risk: ['score', 'in_hospital_death', 'risk_group', 'interpretation'],
  chartNote: {
    cc: 'GRACE score {{score}} points (in-hospital death {{in_hospital_death}} in the GRACE registry; {{risk_group}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'granger2003',
      citation:
        'Granger CB, Goldberg RJ, Dabbous O, et al. Predictors of hospital mortality in the global registry of acute coronary events. Arch Intern Med. 2003;163(19):2345–2353. PMID 14581255.',
      pmid: '14581255',
      doi: '10.1001/archinte.163.19.2345',
      kind: 'derivation',
      cohort: 'n = 11,389 patients with acute coronary syndromes in 94 hospitals of 14 countries (GRACE); validated in 3,972 later GRACE patients and in GUSTO IIb',
    },
    { ...EAGLE_2004, kind: 'derivation (6-month post-discharge score: the GRACE 6-month tool)' },
    { ...HAMM_2011, kind: 'guideline (risk groups ≤ 108, 109–140, > 140)' },
    {
      id: 'byrne2023',
      citation: 'Byrne RA, Rossello X, Coughlan JJ, et al. 2023 ESC Guidelines for the management of acute coronary syndromes. Eur Heart J. 2023;44(38):3720–3826.',
      doi: '10.1093/eurheartj/ehad191',
      kind: 'guideline',
    },
  ],
  category: 'Cardiology',
  synonyms: ['GRACE score', 'Global Registry of Acute Coronary Events', 'ACS in-hospital mortality', 'NSTEMI risk score'],
  abbreviations: ['GRACE', 'ACS', 'NSTEMI', 'NSTE-ACS', 'STEMI'],
  conditions: ['acute coronary syndrome', 'myocardial infarction', 'unstable angina'],
  instructions:
    'For adults with an acute coronary syndrome of any type. Use the heart rate, systolic pressure and creatinine at presentation, the Killip class on first examination, and the first ECG and cardiac markers.',
  whenToUse: ['At admission with an acute coronary syndrome, to estimate the risk of death in hospital and to time invasive angiography in non-ST-elevation acute coronary syndrome.'],
  pearls: [
    'Age, Killip class and systolic pressure carry the most points; a low blood pressure scores high.',
    'The table gives the probability every 10 points; between two rows the result shows both, never a single rounded figure.',
    'GRACE 2.0 and 3.0 (online calculators) refine this score with non-linear terms; this tool reproduces the original published nomogram.',
    'This score estimates death in hospital. For death within 6 months after discharge, score the patient at discharge with the GRACE 6-month post-discharge score (Eagle 2004), which has different items and points.',
  ],
  nextSteps: {
    advice: [
      'Non-ST-elevation acute coronary syndrome with a score above 140: invasive angiography within 24 hours is favoured (ESC 2023).',
      'ST-elevation myocardial infarction: immediate reperfusion whatever the score.',
      'At discharge, the GRACE 6-month post-discharge score estimates the risk of death within 6 months after discharge.',
    ],
    management: ['Manage the acute coronary syndrome according to current guidelines; the score informs prognosis and timing, not the diagnosis.'],
  },
  evidence: [
    'Derived in 11,389 patients with acute coronary syndromes across the spectrum in the GRACE registry (in-hospital mortality 4.6 %); eight variables explained most of the prediction, c-statistic 0.83.',
    'Validated in later GRACE patients and in the GUSTO IIb trial population.',
  ],
  formula: [
    'Age: < 30 0; 30–39 8; 40–49 25; 50–59 41; 60–69 58; 70–79 75; 80–89 91; ≥ 90 100',
    'Heart rate: < 50 0; 50–69 3; 70–89 9; 90–109 15; 110–149 24; 150–199 38; ≥ 200 46',
    'Systolic BP: < 80 58; 80–99 53; 100–119 43; 120–139 34; 140–159 24; 160–199 10; ≥ 200 0',
    'Creatinine (mg/dL): < 0.40 1; 0.40–0.79 4; 0.80–1.19 7; 1.20–1.59 10; 1.60–1.99 13; 2.00–3.99 21; ≥ 4.0 28',
    'Killip class: I 0; II 20; III 39; IV 59. Cardiac arrest at admission 39; ST deviation 28; raised cardiac markers 14',
    'In-hospital death by total: ≤ 60 ≤ 0.2 %; 70 0.3; 80 0.4; 90 0.6; 100 0.8; 110 1.1; 120 1.6; 130 2.1; 140 2.9; 150 3.9; 160 5.4; 170 7.3; 180 9.8; 190 13; 200 18; 210 23; 220 29; 230 36; 240 44; ≥ 250 ≥ 52 %',
  ],
  resultSummary: 'GRACE score {{score}} points; in-hospital death {{in_hospital_death}} (GRACE registry); {{risk_group}}.',
  testVectors: [
    {
      description: 'Age 55, HR 75, SBP 130, creatinine 1.0 mg/dL, Killip I, raised markers only: 105 points, 0.8–1.1 %',
      inputs: { age: 55, heart_rate: 75, systolic_bp: 130, creatinine: 1.0, killip: 'I', cardiac_arrest: 'no', st_deviation: 'no', raised_markers: 'yes' },
      expected: { grace_in_hospital_score: 105, grace_in_hospital_death: '0.8–1.1 %' },
      source: 'granger2003 Figure (points 41 + 9 + 34 + 7 + 14 = 105; table rows 100 → 0.8 %, 110 → 1.1 %)',
    },
    {
      description: 'Age 72, HR 95, SBP 110, creatinine 1.4 mg/dL, Killip II, ST deviation, raised markers: 205 points, 18–23 %',
      inputs: { age: 72, heart_rate: 95, systolic_bp: 110, creatinine: 1.4, killip: 'II', cardiac_arrest: 'no', st_deviation: 'yes', raised_markers: 'yes' },
      expected: { grace_in_hospital_score: 205, grace_in_hospital_death: '18–23 %' },
      source: 'granger2003 Figure (points 75 + 15 + 43 + 10 + 20 + 28 + 14 = 205; table rows 200 → 18 %, 210 → 23 %)',
    },
    {
      description: 'Age 25, HR 45, SBP 210, creatinine 0.3 mg/dL, Killip I, nothing else: 1 point, 0.2 % or less',
      inputs: { age: 25, heart_rate: 45, systolic_bp: 210, creatinine: 0.3, killip: 'I', cardiac_arrest: 'no', st_deviation: 'no', raised_markers: 'no' },
      expected: { grace_in_hospital_score: 1, grace_in_hospital_death: '0.2 % or less' },
      source: 'granger2003 Figure (minimum total 1; ≤ 60 → ≤ 0.2 %)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Nomogram points and the probability of in-hospital death by total score',
      citations: ['granger2003'],
      checkedAgainstPrimary: false,
      note: 'The Arch Intern Med figure was not opened; points and the probability table were checked against two independent reproductions (medicalalgorithms.com GRACE in-hospital page; an open-source calculator table citing Granger 2003), which agree with each other and with the GRACE coordinating centre’s logistic model.',
    },
  ],
} satisfies ToolDefinitionInput

export default grace
