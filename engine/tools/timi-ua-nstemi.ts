import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, lookupTable, measure, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * TIMI risk score for unstable angina / non-ST-elevation myocardial infarction.
 * Antman EM et al., JAMA 2000;284:835–842. Event rates: TIMI 11B test cohort, the composite of
 * all-cause mortality, new or recurrent myocardial infarction, or severe recurrent ischaemia
 * requiring urgent revascularisation through 14 days after randomisation.
 */
const timiUaNstemi = {
  slug: 'timi-ua-nstemi',
  name: 'TIMI Risk Score for Unstable Angina and NSTEMI',
  calcId: 'calc-timi-ua-nstemi',
  ...TOOL_BASE,
  eligibility: 'Adults with unstable angina or non-ST-elevation myocardial infarction (an acute coronary syndrome without persistent ST elevation).',
  description:
    'Counts seven bedside features in unstable angina or NSTEMI and gives the rate of death, new or recurrent myocardial infarction, or severe recurrent ischaemia needing urgent revascularisation within 14 days in the trial that derived it.',
  contentName: 'timi-ua-nstemi',
  sections: {
    patient: ['age', 'risk_factors', 'known_cad', 'aspirin', 'severe_angina', 'st_deviation', 'positive_marker'],
  },
  ehrpdns: ['age'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '65 or over scores 1 point.' }),
    risk_factors: yesNo('At least 3 risk factors for coronary artery disease', {
      help: 'Family history of coronary artery disease, hypertension, hypercholesterolaemia, diabetes, current smoking.',
      points: 1,
    }),
    known_cad: yesNo('Known coronary artery disease (stenosis of 50 % or more)', { help: 'A previous angiogram showing a coronary stenosis of 50 % or more.', points: 1 }),
    aspirin: yesNo('Aspirin taken in the past 7 days', { points: 1 }),
    severe_angina: yesNo('Severe angina: at least 2 episodes in the past 24 hours', { points: 1 }),
    st_deviation: yesNo('ST deviation of 0.5 mm or more on the presenting ECG', { help: 'ST depression, or transient ST elevation, of at least 0.5 mm.', points: 1 }),
    positive_marker: yesNo('Raised cardiac marker', { help: 'Troponin or CK-MB above the upper reference limit.', points: 1 }),
    score: score('TIMI risk score', 'if(age >= 65, 1, 0) + points(risk_factors, known_cad, aspirin, severe_angina, st_deviation, positive_marker)', {
      cpdn: 'timi_ua_nstemi_score',
      units: 'points',
    }),
    // Antman 2000, TIMI 11B test cohort (the score's event rates by total): 0–1 4.7 %, 2 8.3 %,
    // 3 13.2 %, 4 19.9 %, 5 26.2 %, 6–7 40.9 %.
    event_rate: risk(
      'All-cause mortality, new or recurrent MI, or severe recurrent ischaemia requiring urgent revascularisation through 14 days (TIMI 11B)',
      lookupTable('score', [
        [0, 4.7],
        [1, 4.7],
        [2, 8.3],
        [3, 13.2],
        [4, 19.9],
        [5, 26.2],
        [6, 40.9],
        [7, 40.9],
      ]),
      { units: '%', decimals: 1 },
    ),
    interpretation: interpretation(
      "if(score = null, null, concat('TIMI risk score ', score, ' of 7: in the TIMI 11B trial, ', event_rate, ' % of patients with this score died, had a new or recurrent myocardial infarction or needed urgent revascularisation for severe recurrent ischaemia within 14 days. In the trial, patients with higher scores had a greater benefit from enoxaparin over unfractionated heparin; later trials found a greater benefit from an early invasive strategy in higher-risk patients.'))",
    ),
  }),
  risk: ['score', 'event_rate', 'interpretation'],
  chartNote: {
    cc: 'TIMI risk score (UA/NSTEMI) {{score}} of 7; death, MI or urgent revascularisation within 14 days {{event_rate}} % in TIMI 11B. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'antman2000',
      citation:
        'Antman EM, Cohen M, Bernink PJLM, et al. The TIMI risk score for unstable angina/non-ST elevation MI: a method for prognostication and therapeutic decision making. JAMA. 2000;284(7):835–842. PMID 10938172.',
      pmid: '10938172',
      doi: '10.1001/jama.284.7.835',
      kind: 'derivation',
      cohort: 'n = 1,957 (unfractionated heparin arm of TIMI 11B); validated in the enoxaparin arm of TIMI 11B and in ESSENCE',
    },
    {
      id: 'byrne2023',
      citation: 'Byrne RA, Rossello X, Coughlan JJ, et al. 2023 ESC Guidelines for the management of acute coronary syndromes. Eur Heart J. 2023;44(38):3720–3826.',
      doi: '10.1093/eurheartj/ehad191',
      kind: 'guideline',
    },
  ],
  category: 'Cardiology',
  synonyms: ['TIMI score', 'TIMI risk score for NSTE-ACS', 'unstable angina risk score', 'NSTEMI risk'],
  abbreviations: ['TIMI', 'UA', 'NSTEMI', 'NSTE-ACS', 'ACS'],
  conditions: ['unstable angina', 'non-ST-elevation myocardial infarction', 'acute coronary syndrome'],
  instructions:
    'For adults with unstable angina or NSTEMI. Answer each of the seven items from the history, the presenting ECG and the first cardiac markers. Not for ST-elevation myocardial infarction (use the TIMI score for STEMI).',
  whenToUse: ['At presentation with unstable angina or NSTEMI, to estimate short-term risk and support decisions about antithrombotic and invasive treatment.'],
  pearls: [
    'Each item scores 1 point; age counts from 65.',
    'The event rates come from a 1990s trial population treated with heparin or enoxaparin; current rates are lower, but the gradient of risk holds.',
    'Current ESC guidelines prefer the GRACE score for estimating prognosis in acute coronary syndromes; the TIMI score remains a quick bedside summary.',
  ],
  nextSteps: {
    advice: [
      'Higher scores support early invasive assessment and intensified antithrombotic therapy, according to current guidelines.',
      'Use the GRACE score where a mortality estimate is needed to guide the timing of angiography.',
    ],
    management: ['Manage the acute coronary syndrome according to current guidelines; the score does not replace clinical judgement.'],
  },
  evidence: [
    'Derived in 1,957 patients of the unfractionated heparin arm of TIMI 11B; the rate of the composite end point rose from 4.7 % (score 0–1) to 40.9 % (score 6–7).',
    'Validated in the enoxaparin arm of TIMI 11B and in both arms of the ESSENCE trial.',
  ],
  formula: [
    'One point each: age ≥ 65 years; ≥ 3 coronary risk factors; known coronary stenosis ≥ 50 %; aspirin in the past 7 days; ≥ 2 anginal episodes in 24 hours; ST deviation ≥ 0.5 mm; raised cardiac marker',
    'Total 0–7. 14-day events (TIMI 11B): 0–1 4.7 %; 2 8.3 %; 3 13.2 %; 4 19.9 %; 5 26.2 %; 6–7 40.9 %',
  ],
  resultSummary: 'TIMI risk score (UA/NSTEMI) {{score}} of 7; 14-day death, MI or urgent revascularisation {{event_rate}} % (TIMI 11B).',
  testVectors: [
    {
      description: 'No item: 0 points, 4.7 %',
      inputs: { age: 50, risk_factors: 'no', known_cad: 'no', aspirin: 'no', severe_angina: 'no', st_deviation: 'no', positive_marker: 'no' },
      expected: { timi_ua_nstemi_score: 0, event_rate: 4.7 },
      source: 'antman2000 (score 0–1: 4.7 %)',
    },
    {
      description: 'Age 70, aspirin, ST deviation: 3 points, 13.2 %',
      inputs: { age: 70, risk_factors: 'no', known_cad: 'no', aspirin: 'yes', severe_angina: 'no', st_deviation: 'yes', positive_marker: 'no' },
      expected: { timi_ua_nstemi_score: 3, event_rate: 13.2 },
      source: 'antman2000 (score 3: 13.2 %)',
    },
    {
      description: 'Every item: 7 points, 40.9 %',
      inputs: { age: 80, risk_factors: 'yes', known_cad: 'yes', aspirin: 'yes', severe_angina: 'yes', st_deviation: 'yes', positive_marker: 'yes' },
      expected: { timi_ua_nstemi_score: 7, event_rate: 40.9 },
      source: 'antman2000 (score 6–7: 40.9 %)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Event rates by score (4.7, 8.3, 13.2, 19.9, 26.2, 40.9 %)',
      citations: ['antman2000'],
      checkedAgainstPrimary: false,
      note: 'The JAMA full text could not be opened; the rates were checked against two secondary reproductions of the paper’s table (GlobalRPh and the JABFM table citing Antman 2000), which agree.',
    },
  ],
} satisfies ToolDefinitionInput

export default timiUaNstemi
