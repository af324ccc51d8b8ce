import { BODY_TEMPERATURE_C, BODY_TEMPERATURE_F, HEART_RATE_RANGE, RESPIRATORY_RATE_RANGE, span, SYSTOLIC_BP_RANGE, TEMPERATURE_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Bands of Subbe 2001 (Table 1), printed for whole numbers. A value between two printed bands
 * (SBP exactly 70, heart rate exactly 40, SBP exactly 200, or a decimal) is given the band further
 * from normal: SBP < 71 → 3, < 81 → 2, < 101 → 1, < 200 → 0, ≥ 200 → 2; heart rate < 41 → 2,
 * < 51 → 1, ≤ 100 → 0, ≤ 110 → 1, < 130 → 2, ≥ 130 → 3; respiratory rate < 9 → 2, ≤ 14 → 0,
 * ≤ 20 → 1, < 30 → 2, ≥ 30 → 3; temperature (°C, rounded to 0.1) < 35 → 2, < 38.5 → 0, ≥ 38.5 → 2.
 */
const TEMP_C = 'round(temperature, 1)'
const BANDS = {
  sbp: 'if(systolic_bp < 71, 3, if(systolic_bp < 81, 2, if(systolic_bp < 101, 1, if(systolic_bp < 200, 0, 2))))',
  hr: 'if(heart_rate < 41, 2, if(heart_rate < 51, 1, if(heart_rate <= 100, 0, if(heart_rate <= 110, 1, if(heart_rate < 130, 2, 3)))))',
  rr: 'if(resp_rate < 9, 2, if(resp_rate <= 14, 0, if(resp_rate <= 20, 1, if(resp_rate < 30, 2, 3))))',
  temp: 'if(temperature_c < 35, 2, if(temperature_c < 38.5, 0, 2))',
} as const
const POINTS = { decimals: 0 }

/** Modified Early Warning Score. Subbe CP, Kruger M, Rutherford P, Gemmel L. QJM 2001;94:521–526. */
const mews = {
  slug: 'mews',
  name: 'MEWS (Modified Early Warning Score)',
  calcId: 'calc-mews',
  ...TOOL_BASE,
  eligibility: 'Adults admitted to hospital as medical emergencies (the validation population); widely used on adult wards.',
  description:
    'Adds points for systolic blood pressure, heart rate, respiratory rate, temperature and level of consciousness to identify adult inpatients at risk of deterioration who need a higher level of care.',
  contentName: 'mews',
  sections: {
    patient: ['systolic_bp', 'heart_rate', 'resp_rate', 'temperature', 'avpu'],
  },
  ehrpdns: ['systolic_bp', 'heart_rate', 'resp_rate'],
  controls: controls({
    systolic_bp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE, {
      help: '70 or less: 3; 71–80: 2; 81–100: 1; 101–199: 0; 200 or more: 2.',
    }),
    heart_rate: measure('Heart rate', 'beats/min', HEART_RATE_RANGE, {
      help: '40 or less: 2; 41–50: 1; 51–100: 0; 101–110: 1; 111–129: 2; 130 or more: 3.',
    }),
    resp_rate: measure('Respiratory rate', 'breaths/min', RESPIRATORY_RATE_RANGE, {
      help: 'Below 9: 2; 9–14: 0; 15–20: 1; 21–29: 2; 30 or more: 3.',
    }),
    temperature: measure('Temperature', TEMPERATURE_MEASURE, BODY_TEMPERATURE_C, {
      help: `Below 35 °C: 2; 35–38.4: 0; 38.5 or more: 2. ${span(BODY_TEMPERATURE_C, '°C')} (${span(BODY_TEMPERATURE_F, '°F')}).`,
    }),
    avpu: choice(
      'Level of consciousness (AVPU)',
      [
        ['Alert', 'A', 0],
        ['Reacts to voice', 'V', 1],
        ['Reacts to pain', 'P', 2],
        ['Unresponsive', 'U', 3],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    temperature_c: result('Temperature used', TEMP_C, { units: '°C', decimals: 1 }),
    sbp_points: result('Systolic blood pressure points', BANDS.sbp, POINTS),
    hr_points: result('Heart rate points', BANDS.hr, POINTS),
    rr_points: result('Respiratory rate points', BANDS.rr, POINTS),
    temperature_points: result('Temperature points', BANDS.temp, POINTS),
    avpu_points: result('Consciousness points', 'points(avpu)', POINTS),
    score: score('MEWS', 'sbp_points + hr_points + rr_points + temperature_points + avpu_points', { cpdn: 'mews_score', units: 'of 14' }),
    interpretation: interpretation(
      "if(score >= 5, 'MEWS 5 or more: in the validation study this was associated with a higher risk of death (odds ratio 5.4) and of admission to intensive care (10.9) or high dependency care (3.3). Ask for an urgent medical review and consider critical care referral, following your local escalation policy.', " +
        "'MEWS below 5: lower risk in the validation study. Continue observations at the frequency of your local policy; any single markedly abnormal sign, or a rising score, still needs review.')",
    ),
  }),
  risk: ['score', 'interpretation', 'sbp_points', 'hr_points', 'rr_points', 'temperature_points', 'avpu_points', 'temperature_c'],
  chartNote: {
    cc: 'MEWS {{mews_score}} of 14 (SBP {{sbp_points}}, heart rate {{hr_points}}, respiratory rate {{rr_points}}, temperature {{temperature_points}}, AVPU {{avpu_points}}). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'subbe2001',
      citation: 'Subbe CP, Kruger M, Rutherford P, Gemmel L. Validation of a modified Early Warning Score in medical admissions. QJM. 2001;94(10):521–526.',
      doi: '10.1093/qjmed/94.10.521',
      kind: 'validation',
      cohort: 'n = 709 emergency medical admissions to one UK district general hospital (March 2000)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Point table of the five parameters',
      citations: ['subbe2001'],
      checkedAgainstPrimary: false,
      note: 'The abstract was read (outcomes and odds ratios at a score of 5 or more); the point table is taken from reproductions of Table 1 in reviews and reference pages, which agree with each other except at the unprinted values 70 (SBP) and 40 (heart rate), scored here in the band further from normal.',
    },
  ],
  definitions: [{ term: 'AVPU', definition: 'Alert, reacts to Voice, reacts to Pain, Unresponsive: a quick scale of the level of consciousness.' }],
  category: 'Critical care',
  synonyms: ['modified early warning score', 'early warning score', 'EWS', 'track and trigger', 'deterioration score', 'Subbe score'],
  abbreviations: ['MEWS', 'EWS', 'AVPU', 'SBP', 'HR', 'RR'],
  conditions: ['clinical deterioration', 'sepsis', 'critical illness', 'shock', 'respiratory failure'],
  instructions: 'Enter the latest set of observations; temperature in °C or °F. Choose the level of consciousness on the AVPU scale.',
  whenToUse: [
    'Adult inpatients and emergency admissions, at each set of observations, to detect deterioration early.',
    'Where your hospital uses MEWS; in the UK NHS, NEWS2 is the standard early warning score.',
  ],
  pearls: [
    'Many hospitals use their own modification of MEWS with different bands (some add urine output or oxygen saturation); check that the local chart matches these bands.',
    'MEWS has no oxygen saturation: a hypoxaemic patient can score low.',
    'The trend matters: a rising score is a warning even below the trigger.',
  ],
  nextSteps: {
    advice: ['Score 5 or more: urgent review by a clinician with competence in acute illness; consider critical care outreach or referral.'],
    management: ['Treat the cause of the deranged observations; increase the frequency of observations.'],
  },
  evidence: [
    'In 709 emergency medical admissions, a MEWS of 5 or more was associated with death (odds ratio 5.4, 95 % CI 2.8–10.7), ICU admission (10.9, 2.2–55.6) and HDU admission (3.3, 1.2–9.2) (Subbe 2001).',
  ],
  formula: [
    'Systolic BP (mmHg): ≤ 70 → 3; 71–80 → 2; 81–100 → 1; 101–199 → 0; ≥ 200 → 2',
    'Heart rate (/min): ≤ 40 → 2; 41–50 → 1; 51–100 → 0; 101–110 → 1; 111–129 → 2; ≥ 130 → 3',
    'Respiratory rate (/min): < 9 → 2; 9–14 → 0; 15–20 → 1; 21–29 → 2; ≥ 30 → 3',
    'Temperature (°C): < 35 → 2; 35–38.4 → 0; ≥ 38.5 → 2',
    'AVPU: alert 0; voice 1; pain 2; unresponsive 3. Total 0–14; 5 or more is high risk',
  ],
  resultSummary: 'MEWS {{mews_score}} of 14.',
  testVectors: [
    {
      description: 'Normal observations: MEWS 0',
      inputs: { systolic_bp: 120, heart_rate: 80, resp_rate: 12, temperature: 37, avpu: 'A' },
      expected: { mews_score: 0 },
      source: 'subbe2001 Table 1; counted by hand: 0 + 0 + 0 + 0 + 0',
    },
    {
      description: 'SBP 85, HR 115, RR 24, 38.6 °C, alert: MEWS 7',
      inputs: { systolic_bp: 85, heart_rate: 115, resp_rate: 24, temperature: 38.6, avpu: 'A' },
      expected: { mews_score: 7, sbp_points: 1, hr_points: 2, rr_points: 2, temperature_points: 2 },
      source: 'subbe2001 Table 1; counted by hand: 1 + 2 + 2 + 2 + 0 = 7',
    },
    {
      description: 'SBP 65, HR 135, RR 32, 34.5 °C, unresponsive: MEWS 14',
      inputs: { systolic_bp: 65, heart_rate: 135, resp_rate: 32, temperature: 34.5, avpu: 'U' },
      expected: { mews_score: 14 },
      source: 'subbe2001 Table 1; counted by hand: 3 + 3 + 3 + 2 + 3 = 14',
    },
  ],
} satisfies ToolDefinitionInput

export default mews
