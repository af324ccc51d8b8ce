import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, risk, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const TIME_RANGE = { min: 0, max: 40, reason: 'Exercise time on the Bruce protocol, from 0 to 40 minutes (the protocol’s seven 3-minute stages last 21 minutes).' }
const ST_RANGE = { min: 0, max: 20, reason: 'The largest net ST deviation an exercise ECG can show, 0–20 mm.' }

const MARK = 'mark1991 (score formula and risk groups in outpatients); annual mortality by group from secondary sources (evidenceChecks)'

/**
 * Duke treadmill score (Mark DB et al., Ann Intern Med 1987;106:793–800; outpatient validation
 * Mark DB et al., N Engl J Med 1991;325:849–853): exercise time on the Bruce protocol (minutes)
 * − 5 × maximal net ST deviation (mm) − 4 × treadmill angina index (0 none, 1 non-limiting,
 * 2 exercise-limiting). Low risk ≥ +5, moderate −10 to +4, high ≤ −11; average annual mortality
 * by group as secondary sources give it: 0.25%, 1.25%
 * and 5.25%.
 *
 * The published groups are whole-number ranges; a score between them (time and ST deviation can
 * be fractional) goes to the higher-risk group: low only from +5, high below −10.
 */
const dukeTreadmillScore = {
  slug: 'duke-treadmill-score',
  name: 'Duke Treadmill Score (Exercise ECG Prognosis)',
  calcId: 'calc-duke-treadmill-score',
  ...TOOL_BASE,
  eligibility:
    'Adults with suspected coronary artery disease who had a symptom-limited exercise ECG on the Bruce protocol with an interpretable ST segment (not with LBBB, paced rhythm, pre-excitation or > 1 mm resting ST depression).',
  description:
    'Combines exercise time, ST deviation and exercise angina from a Bruce-protocol treadmill test into a prognostic score with three risk groups and their average annual mortality.',
  contentName: 'duke-treadmill-score',
  sections: {
    patient: ['exercise_time', 'st_deviation', 'angina_index'],
  },
  ehrpdns: [],
  controls: controls({
    exercise_time: measure('Exercise time (Bruce protocol)', 'minutes', TIME_RANGE, { help: 'Total exercise duration in minutes, for example 7.5.' }),
    st_deviation: measure('Maximal net ST deviation', 'mm', ST_RANGE, {
      help: 'The largest ST depression or elevation during or after exercise, in any lead except aVR (0 if none).',
    }),
    angina_index: choice(
      'Angina during the test',
      [
        ['None', '0', 0],
        ['Non-limiting angina', '1', 1],
        ['Angina that stopped the test', '2', 2],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    score: score('Duke treadmill score', 'exercise_time - 5 * st_deviation - 4 * points(angina_index)', { cpdn: 'duke_treadmill_score', units: 'points', decimals: 1 }),
    risk_group: risk('Risk group', "if(score = null, null, if(score >= 5, 'Low', if(score < -10, 'High', 'Moderate')))"),
    annual_mortality: risk('Average annual mortality in this risk group', "if(risk_group = null, null, if(risk_group = 'Low', 0.25, if(risk_group = 'Moderate', 1.25, 5.25)))", {
      units: '% per year',
      decimals: 2,
    }),
    group_statement: result(
      'Risk group',
      "if(risk_group = null, null, if(risk_group = 'Low', 'Low risk (+5 or more): average annual mortality 0.25%.', if(risk_group = 'Moderate', 'Moderate risk (−10 to +4): average annual mortality 1.25%.', 'High risk (−11 or less): average annual mortality 5.25%.')))",
      { type: 'summary.statement' },
    ),
    interpretation: interpretation(
      "if(risk_group = null, null, if(risk_group = 'Low', 'Low risk: medical therapy and risk-factor management; further testing is usually not needed for prognosis.', if(risk_group = 'Moderate', 'Moderate risk: further risk stratification, usually with stress imaging or coronary CT angiography, guides the need for invasive angiography.', 'High risk: coronary angiography should be considered, as severe (three-vessel or left main) disease is common in this group.')))",
    ),
  }),
  risk: ['score', 'risk_group', 'annual_mortality', 'group_statement', 'interpretation'],
  chartNote: {
    cc: 'Duke treadmill score {{duke_treadmill_score}}: {{group_statement}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'mark1987',
      citation:
        'Mark DB, Hlatky MA, Harrell FE Jr, Lee KL, Califf RM, Pryor DB. Exercise treadmill score for predicting prognosis in coronary artery disease. Ann Intern Med. 1987;106(6):793–800. PMID 3579066.',
      pmid: '3579066',
      doi: '10.7326/0003-4819-106-6-793',
      kind: 'derivation',
      cohort: 'n = 2,842 patients with chest pain who had treadmill testing and cardiac catheterisation (Duke)',
    },
    {
      id: 'mark1991',
      citation:
        'Mark DB, Shaw L, Harrell FE Jr, et al. Prognostic value of a treadmill exercise score in outpatients with suspected coronary artery disease. N Engl J Med. 1991;325(12):849–853. PMID 1875969.',
      pmid: '1875969',
      doi: '10.1056/NEJM199109193251204',
      kind: 'validation',
      cohort: 'n = 613 outpatients referred for a treadmill test for suspected coronary disease',
    },
  ],
  category: 'Cardiology',
  synonyms: ['Duke treadmill score', 'DTS', 'exercise treadmill score', 'treadmill stress test prognosis', 'exercise ECG score'],
  abbreviations: ['DTS', 'ETT', 'CAD'],
  conditions: ['coronary artery disease', 'stable angina', 'chest pain', 'exercise stress test'],
  instructions:
    'Use after a symptom-limited Bruce-protocol treadmill test with an interpretable ECG. Enter total exercise time, the largest net ST deviation (any lead except aVR) and whether angina occurred or stopped the test.',
  whenToUse: ['After an exercise ECG in a patient with suspected coronary artery disease, to estimate prognosis and decide on further testing.'],
  pearls: [
    'Exercise time must be on the Bruce protocol; other protocols need conversion to Bruce minutes or METs.',
    'Less accurate with an uninterpretable baseline ECG (LBBB, paced rhythm, pre-excitation, digoxin, resting ST depression > 1 mm).',
    'Scores range from about −25 (highest risk) to +15 (lowest risk).',
  ],
  nextSteps: {
    advice: [
      'Low risk: medical management; no routine further testing for prognosis.',
      'Moderate risk: further risk stratification (stress imaging or CT coronary angiography).',
      'High risk: consider invasive coronary angiography.',
    ],
    management: ['Treat risk factors and angina in every group.'],
  },
  evidence: [
    'Derived in 2,842 patients with treadmill testing and catheterisation; it added prognostic information to clinical data, coronary anatomy and ejection fraction.',
    'In 613 outpatients, two thirds were low risk with 99% 4-year survival; the 4% at high risk had 79% 4-year survival.',
  ],
  formula: [
    'Score = exercise time (min, Bruce) − 5 × ST deviation (mm) − 4 × angina index',
    'Angina index: 0 none, 1 non-limiting, 2 exercise-limiting',
    'Low ≥ +5; moderate −10 to +4; high ≤ −11',
  ],
  resultSummary: 'Duke treadmill score {{duke_treadmill_score}} ({{risk_group}} risk). {{group_statement}}',
  testVectors: [
    {
      description: '10 minutes, no ST change, no angina: +10, low',
      inputs: { exercise_time: 10, st_deviation: 0, angina_index: '0' },
      expected: { duke_treadmill_score: 10, risk_group: 'Low', annual_mortality: 0.25 },
      source: MARK,
    },
    {
      description: '8 minutes, 2 mm ST depression, non-limiting angina: −6, moderate',
      inputs: { exercise_time: 8, st_deviation: 2, angina_index: '1' },
      expected: { duke_treadmill_score: -6, risk_group: 'Moderate', annual_mortality: 1.25 },
      source: MARK,
    },
    {
      description: '4 minutes, 3 mm ST depression, limiting angina: −19, high',
      inputs: { exercise_time: 4, st_deviation: 3, angina_index: '2' },
      expected: { duke_treadmill_score: -19, risk_group: 'High', annual_mortality: 5.25 },
      source: MARK,
    },
  ],
  evidenceChecks: [
    {
      statement: 'Average annual mortality by risk group',
      citations: ['mark1991'],
      checkedAgainstPrimary: false,
      note: 'The NEJM paper could not be opened here. Formula and group limits are confirmed by its ACP Journal Club summary and the 1987 abstract; the average annual mortality by group (0.25%, 1.25%, 5.25%) agrees in two secondary sources. A 4-year survival per group is not shown: no opened source gave it for every group.',
    },
  ],
} satisfies ToolDefinitionInput

export default dukeTreadmillScore
