import { AGE_PLAUSIBLE_MAX, HEART_RATE_RANGE, SYSTOLIC_BP_RANGE, WEIGHT_KG_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, lookupTable, measure, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Adult body weight, kg: a plausibility range (the score only asks whether it is below 67 kg). */
const WEIGHT_RANGE = { min: 20, max: 450, reason: 'The range covers adult body weights from severe wasting to extreme obesity; a value outside it is an entry error.' } as const

/**
 * TIMI risk score for ST-elevation myocardial infarction. Morrow DA et al., Circulation
 * 2000;102:2031–2037 (derived in the fibrinolysis trial InTIME II). 30-day all-cause mortality
 * by score, as published: 0 0.8 %, 1 1.6 %, 2 2.2 %, 3 4.4 %, 4 7.3 %, 5 12.4 %, 6 16.1 %,
 * 7 23.4 %, 8 26.8 %, more than 8 35.9 %.
 */
const timiStemi = {
  slug: 'timi-stemi',
  name: 'TIMI Risk Score for STEMI',
  calcId: 'calc-timi-stemi',
  ...TOOL_BASE,
  eligibility: 'Adults with ST-elevation myocardial infarction, at presentation (the score was derived in patients eligible for fibrinolysis).',
  description: 'Estimates 30-day mortality after ST-elevation myocardial infarction from age, history, vital signs, Killip class, weight, ECG and time to treatment.',
  contentName: 'timi-stemi',
  sections: {
    patient: ['age', 'history', 'systolic_bp', 'heart_rate', 'killip', 'weight', 'anterior_lbbb', 'late_treatment'],
  },
  ehrpdns: ['age', 'systolic_bp', 'heart_rate', 'weight'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: 'Under 65: 0 points; 65–74: 2 points; 75 or over: 3 points.' }),
    history: yesNo('Diabetes, hypertension or angina', { help: 'A history of any of the three.', points: 1 }),
    systolic_bp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE, { help: 'Below 100 mmHg scores 3 points.' }),
    heart_rate: measure('Heart rate', 'beats/min', HEART_RATE_RANGE, { help: 'Above 100 beats/min scores 2 points.' }),
    killip: choice(
      'Killip class',
      [
        ['I: no signs of heart failure', 'I', 0],
        ['II: crackles or a third heart sound, raised jugular venous pressure', 'II', 2],
        ['III: acute pulmonary oedema', 'III', 2],
        ['IV: cardiogenic shock', 'IV', 2],
      ],
      { type: 'singleselect.radiogroup', help: 'Class II to IV scores 2 points.' },
    ),
    weight: measure('Weight', WEIGHT_KG_MEASURE, WEIGHT_RANGE, { type: 'numeric.weight', help: 'Below 67 kg (about 148 lb) scores 1 point.' }),
    anterior_lbbb: yesNo('Anterior ST elevation or left bundle branch block', { points: 1 }),
    late_treatment: yesNo('Time from symptom onset to treatment over 4 hours', { points: 1 }),
    score: score(
      'TIMI risk score for STEMI',
      'if(age >= 75, 3, if(age >= 65, 2, 0)) + if(systolic_bp < 100, 3, 0) + if(heart_rate > 100, 2, 0) + if(weight < 67, 1, 0) + points(history, killip, anterior_lbbb, late_treatment)',
      { cpdn: 'timi_stemi_score', units: 'points' },
    ),
    mortality: risk(
      '30-day mortality (InTIME II)',
      lookupTable(
        'score',
        [
          [0, 0.8],
          [1, 1.6],
          [2, 2.2],
          [3, 4.4],
          [4, 7.3],
          [5, 12.4],
          [6, 16.1],
          [7, 23.4],
          [8, 26.8],
        ],
        35.9,
      ),
      { cpdn: 'timi_stemi_mortality', units: '%', decimals: 1 },
    ),
    interpretation: interpretation(
      "if(score = null, null, concat('TIMI risk score for STEMI ', score, ' of 14: in the InTIME II derivation cohort, 30-day mortality was ', mortality, ' %', if(score > 8, ' for scores above 8', ' at this score'), '. The score estimates prognosis; it does not change the need for immediate reperfusion.'))",
    ),
  }),
  risk: ['score', 'mortality', 'interpretation'],
  chartNote: {
    cc: 'TIMI risk score for STEMI {{score}} of 14; 30-day mortality {{mortality}} % in InTIME II. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'morrow2000',
      citation:
        'Morrow DA, Antman EM, Charlesworth A, et al. TIMI risk score for ST-elevation myocardial infarction: a convenient, bedside, clinical score for risk assessment at presentation: an intravenous nPA for treatment of infarcting myocardium early II trial substudy. Circulation. 2000;102(17):2031–2037. PMID 11044416.',
      pmid: '11044416',
      doi: '10.1161/01.CIR.102.17.2031',
      kind: 'derivation',
      cohort: 'n = 14,114 patients with STEMI eligible for fibrinolysis (InTIME II)',
    },
    {
      id: 'byrne2023',
      citation: 'Byrne RA, Rossello X, Coughlan JJ, et al. 2023 ESC Guidelines for the management of acute coronary syndromes. Eur Heart J. 2023;44(38):3720–3826.',
      doi: '10.1093/eurheartj/ehad191',
      kind: 'guideline',
    },
  ],
  category: 'Cardiology',
  synonyms: ['TIMI score for STEMI', 'STEMI mortality risk', 'ST elevation myocardial infarction risk score'],
  abbreviations: ['TIMI', 'STEMI', 'MI', 'LBBB'],
  conditions: ['ST-elevation myocardial infarction', 'myocardial infarction', 'acute coronary syndrome'],
  instructions:
    'For adults with ST-elevation myocardial infarction, at presentation. Enter the first blood pressure and heart rate, the Killip class on examination and the time from symptom onset to treatment. Never delay reperfusion to calculate it.',
  whenToUse: ['At presentation with STEMI, to estimate early mortality for triage, communication and the level of monitoring.'],
  pearls: [
    'Age carries the most points (up to 3), with systolic pressure below 100 mmHg (3).',
    'Rates come from patients eligible for fibrinolysis in a 1990s trial; absolute mortality is lower with primary PCI, but the gradient holds.',
    'Killip class II, III and IV all score the same 2 points.',
  ],
  nextSteps: {
    advice: ['Every patient with STEMI needs immediate reperfusion (primary PCI, or fibrinolysis when PCI cannot be done in time), whatever the score.'],
    management: ['Higher scores call for closer monitoring and early attention to complications (heart failure, shock, arrhythmia).'],
  },
  evidence: [
    'Derived in 14,114 patients with STEMI in the InTIME II fibrinolysis trial; 30-day mortality rose from 0.8 % (score 0) to 35.9 % (score above 8), c-statistic 0.78.',
    'Validated in the TIMI 9 trial and in large registries, including patients treated with primary PCI.',
  ],
  formula: [
    'Age 65–74 +2; ≥ 75 +3',
    'Diabetes, hypertension or angina +1',
    'Systolic BP < 100 mmHg +3; heart rate > 100/min +2; Killip class II–IV +2',
    'Weight < 67 kg +1; anterior ST elevation or LBBB +1; time to treatment > 4 hours +1',
    'Total 0–14. 30-day mortality: 0 0.8 %; 1 1.6 %; 2 2.2 %; 3 4.4 %; 4 7.3 %; 5 12.4 %; 6 16.1 %; 7 23.4 %; 8 26.8 %; > 8 35.9 %',
  ],
  resultSummary: 'TIMI risk score for STEMI {{score}} of 14; 30-day mortality {{mortality}} % (InTIME II).',
  testVectors: [
    {
      description: 'Man of 50, 80 kg, inferior STEMI treated within 4 hours, normal vital signs: 0 points, 0.8 %',
      inputs: { age: 50, history: 'no', systolic_bp: 130, heart_rate: 80, killip: 'I', weight: 80, anterior_lbbb: 'no', late_treatment: 'no' },
      expected: { timi_stemi_score: 0, timi_stemi_mortality: 0.8 },
      source: 'morrow2000 (score 0: 0.8 %)',
    },
    {
      description: 'Age 70, hypertension, anterior STEMI: 4 points, 7.3 %',
      inputs: { age: 70, history: 'yes', systolic_bp: 130, heart_rate: 80, killip: 'I', weight: 80, anterior_lbbb: 'yes', late_treatment: 'no' },
      expected: { timi_stemi_score: 4, timi_stemi_mortality: 7.3 },
      source: 'morrow2000 (points 2 + 1 + 1; score 4: 7.3 %)',
    },
    {
      description: 'Age 80, SBP 90, HR 110, Killip III, 60 kg: 11 points, 35.9 %',
      inputs: { age: 80, history: 'no', systolic_bp: 90, heart_rate: 110, killip: 'III', weight: 60, anterior_lbbb: 'no', late_treatment: 'no' },
      expected: { timi_stemi_score: 11, timi_stemi_mortality: 35.9 },
      source: 'morrow2000 (points 3 + 3 + 2 + 2 + 1; score > 8: 35.9 %)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Item points and 30-day mortality by score',
      citations: ['morrow2000'],
      checkedAgainstPrimary: false,
      note: 'The Circulation full text was not opened in this session; points and rates are the widely reproduced figures of Morrow 2000, taken from secondary reproductions of the paper.',
    },
  ],
} satisfies ToolDefinitionInput

export default timiStemi
