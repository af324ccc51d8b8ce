import { AGE_PLAUSIBLE_MAX, DIASTOLIC_BP_RANGE, RESPIRATORY_RATE_RANGE, SYSTOLIC_BP_RANGE, UREA_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Lim 2003 (UK, New Zealand, Netherlands) used serum urea > 7 mmol/L. A blood urea nitrogen in
 * mg/dL reaches the rule as urea (BUN = urea × 2.8: engine/units.ts), so BUN 19.6 mg/dL is
 * exactly 7 mmol/L and is not counted, and a whole-number BUN counts from 20.
 */
const UREA_HIGH = '(urea > 7)'

/**
 * CURB-65. Lim WS et al., Thorax 2003;58:377–382.
 *
 * Design notes:
 * - Respiratory rate, blood pressure, urea and age are entered as numbers so that each threshold
 *   (≥ 30/min, systolic < 90 or diastolic ≤ 60 mmHg, urea > 7 mmol/L, ≥ 65 years) is applied
 *   exactly. Confusion is a clinical judgement (yes/no).
 * - 30-day mortality is shown for the three severity groups published with the score (0–1, 2,
 *   3–5). Per-score figures also circulate but are not reproduced here.
 * - Urea is shown in mmol/L, the unit of the derivation study, unless BUN in mg/dL is chosen.
 */
const curb65 = {
  slug: 'curb-65',
  name: 'CURB-65 Score for Pneumonia Severity',
  calcId: 'calc-curb-65',
  ...TOOL_BASE,
  eligibility: 'Adults with community-acquired pneumonia, assessed at presentation to hospital.',
  description:
    'Grades the severity of community-acquired pneumonia from five bedside and laboratory findings, to help decide between home treatment, hospital care and critical care review.',
  contentName: 'curb-65',
  sections: {
    patient: ['confusion', 'urea', 'resp_rate', 'systolic_bp', 'diastolic_bp', 'age'],
  },
  ehrpdns: ['age', 'resp_rate', 'systolic_bp', 'diastolic_bp', 'urea'],
  controls: controls({
    confusion: yesNo('New confusion', {
      help: 'New disorientation in person, place or time, or an Abbreviated Mental Test score of 8 or less.',
      points: 1,
    }),
    urea: measure(
      'Serum urea or blood urea nitrogen (BUN)',
      UREA_MEASURE,
      { min: 0.3, max: 100 },
      { help: 'Above 7 mmol/L (BUN above 19.6 mg/dL, that is 20 or more for whole-number results) scores 1 point. 0.3–100 mmol/L (BUN 1–280 mg/dL).' },
    ),
    resp_rate: measure('Respiratory rate', 'breaths/min', RESPIRATORY_RATE_RANGE, { help: '30 or more scores 1 point.' }),
    systolic_bp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE, { help: 'Below 90 mmHg scores 1 point (or a diastolic of 60 or less).' }),
    diastolic_bp: measure('Diastolic blood pressure', 'mmHg', DIASTOLIC_BP_RANGE, {
      help: '60 mmHg or less scores 1 point (or a systolic below 90).',
      validations: [
        {
          rule: 'diastolic_bp < systolic_bp',
          message: 'The diastolic pressure must be lower than the systolic pressure: check both readings.',
          type: 'error',
        },
      ],
    }),
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '65 or over scores 1 point.' }),
    score: score('CURB-65 score', `points(confusion) + ${UREA_HIGH} + (resp_rate >= 30) + (systolic_bp < 90 or diastolic_bp <= 60) + (age >= 65)`, {
      cpdn: 'curb65_score',
      units: 'of 5',
    }),
    severity: result('Severity group', "if(score <= 1, 'Low severity (score 0–1)', if(score = 2, 'Moderate severity (score 2)', 'High severity (score 3–5)'))", {
      cpdn: 'curb65_severity',
    }),
    // Lim 2003: groups 0–1, 2 and 3–5 had 30-day mortality of 1.5 %, 9.2 % and 22 %.
    mortality: risk('30-day mortality in this severity group (derivation study)', 'if(score <= 1, 1.5, if(score = 2, 9.2, 22))', {
      cpdn: 'curb65_mortality',
      units: '%',
      decimals: 1,
    }),
    interpretation: interpretation(
      "if(score <= 1, 'Low severity: usually suitable for treatment at home, unless other factors argue against it (for example oxygen saturation below 92 %, serious illness or comorbidity, or social circumstances).', " +
        "if(score = 2, 'Moderate severity: consider hospital-based care, either a short admission or closely supervised treatment as an outpatient.', " +
        "'High severity: manage in hospital as severe pneumonia' + if(score >= 4, ', and ask for an urgent critical care assessment.', '; consider critical care review, especially if the patient is deteriorating.')))",
      { label: 'Management' },
    ),
  }),
  risk: ['score', 'severity', 'mortality', 'interpretation'],
  chartNote: {
    cc: 'CURB-65 score {{curb65_score}} of 5: {{curb65_severity}}; 30-day mortality in this group in the derivation study {{curb65_mortality}} %. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'lim2003',
      citation:
        'Lim WS, van der Eerden MM, Laing R, et al. Defining community acquired pneumonia severity on presentation to hospital: an international derivation and validation study. Thorax. 2003;58(5):377–382.',
      doi: '10.1136/thorax.58.5.377',
      kind: 'derivation and validation',
      cohort: 'n = 1,068 adults admitted with CAP in the UK, New Zealand and the Netherlands (80 % derivation, 20 % validation)',
    },
    {
      id: 'lim2009',
      citation:
        'Lim WS, Baudouin SV, George RC, et al. BTS guidelines for the management of community acquired pneumonia in adults: update 2009. Thorax. 2009;64(Suppl 3):iii1–iii55.',
      kind: 'guideline',
    },
    {
      id: 'nice2019',
      citation:
        'National Institute for Health and Care Excellence. Pneumonia in adults: diagnosis and management (CG191, updated 2019) and Pneumonia (community-acquired): antimicrobial prescribing (NG138). London: NICE; 2019.',
      kind: 'guideline',
    },
  ],
  category: 'Pulmonology',
  synonyms: ['pneumonia severity score', 'community acquired pneumonia severity', 'CURB65', 'CURB 65', 'CAP severity'],
  abbreviations: ['CAP', 'CURB-65', 'CRB-65', 'BUN', 'AMT'],
  conditions: ['community-acquired pneumonia', 'pneumonia', 'lower respiratory tract infection'],
  instructions:
    'For adults with community-acquired pneumonia confirmed clinically and, in hospital, on chest X-ray. Use the first observations and blood results at presentation. Not validated for hospital-acquired pneumonia, in immunocompromised patients, or in children.',
  whenToUse: [
    'At presentation to hospital with community-acquired pneumonia, to judge severity and the place of care.',
    'Together with clinical judgement, oxygenation and social circumstances, never instead of them.',
  ],
  pearls: [
    'Without a blood urea (for example in general practice), CRB-65 drops the urea item; a separate, lower-threshold interpretation applies to it.',
    'The blood pressure item counts if either the systolic is below 90 mmHg or the diastolic is 60 mmHg or less.',
    'A low score does not make home treatment safe on its own: hypoxaemia, decompensated comorbidity, inability to take oral treatment or poor support at home all favour admission.',
    'Urea is in mmol/L (UK practice); for BUN in mg/dL the same cut-off is 19.6 mg/dL (BUN ≈ urea × 2.8).',
  ],
  nextSteps: {
    advice: [
      'Score 0–1: consider treatment at home with oral antibiotics and safety-net advice.',
      'Score 2: consider hospital-based care (short stay or supervised outpatient treatment).',
      'Score 3–5: admit and treat as severe pneumonia; scores of 4–5 need urgent critical care assessment.',
    ],
    management: [
      'Start antibiotics promptly according to severity and local guidance; take cultures before antibiotics when admitting.',
      'Check oxygen saturation and give oxygen to keep it in the target range; review again after 24–48 hours.',
    ],
  },
  evidence: [
    'Derived and validated in 1,068 adults admitted with community-acquired pneumonia in three countries (30-day mortality 9 %); 80 % of patients formed the derivation cohort and 20 % the validation cohort.',
    'In the derivation study, the severity groups had 30-day mortality of 1.5 % (score 0–1), 9.2 % (score 2) and 22 % (score 3–5).',
    'British Thoracic Society and NICE guidance use CURB-65 (or CRB-65 in the community) to support decisions on the place of care; the 2019 ATS/IDSA guideline prefers the Pneumonia Severity Index for that purpose.',
  ],
  formula: [
    'C: new confusion +1',
    'U: urea > 7 mmol/L (BUN > 19.6 mg/dL) +1',
    'R: respiratory rate ≥ 30/min +1',
    'B: systolic BP < 90 mmHg or diastolic BP ≤ 60 mmHg +1',
    '65: age ≥ 65 years +1',
    'Total 0–5. Groups: 0–1 low, 2 moderate, 3–5 high severity.',
  ],
  resultSummary: 'CURB-65 {{curb65_score}} of 5, {{curb65_severity}}; 30-day mortality in this group {{curb65_mortality}} %.',
  testVectors: [
    {
      description: 'Age 40, no criteria: score 0, low severity (group mortality 1.5 %)',
      inputs: { confusion: 'no', urea: 5, resp_rate: 18, systolic_bp: 130, diastolic_bp: 80, age: 40 },
      expected: { curb65_score: 0, curb65_mortality: 1.5, curb65_severity: 'Low severity (score 0–1)' },
      source: 'lim2003 (criteria; 30-day mortality 1.5 % for score 0–1); score counted by hand: 0',
    },
    {
      description: 'Age 70 with urea 8 mmol/L: score 2, moderate (9.2 %)',
      inputs: { confusion: 'no', urea: 8, resp_rate: 20, systolic_bp: 120, diastolic_bp: 70, age: 70 },
      expected: { curb65_score: 2, curb65_mortality: 9.2 },
      source: 'lim2003 (criteria; 30-day mortality 9.2 % for score 2); score counted by hand: urea 8 > 7 (+1), age 70 ≥ 65 (+1) = 2',
    },
    {
      description: 'Age 80, confused, RR 32, BP 85/50, BUN 30 mg/dL: score 5, high (22 %)',
      inputs: { confusion: 'yes', urea: 30, 'urea.unit': 'mg/dL BUN', resp_rate: 32, systolic_bp: 85, diastolic_bp: 50, age: 80 },
      expected: { curb65_score: 5, curb65_mortality: 22 },
      source: 'lim2003 (criteria; 30-day mortality 22 % for score 3–5); score counted by hand: 1 + 1 (BUN 30 > 19.6) + 1 + 1 + 1 = 5',
    },
    {
      description: 'Diastolic exactly 60 counts; urea exactly 7 does not: score 1',
      inputs: { confusion: 'no', urea: 7, resp_rate: 29, systolic_bp: 110, diastolic_bp: 60, age: 64 },
      expected: { curb65_score: 1, curb65_mortality: 1.5 },
      source: 'lim2003 (urea > 7, RR ≥ 30, diastolic ≤ 60, age ≥ 65); score counted by hand: only diastolic 60 ≤ 60 (+1)',
    },
  ],
} satisfies ToolDefinitionInput

export default curb65
