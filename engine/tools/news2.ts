import {
  BODY_TEMPERATURE_C,
  BODY_TEMPERATURE_F,
  HEART_RATE_RANGE,
  OXYGEN_SATURATION_RANGE,
  RESPIRATORY_RATE_RANGE,
  span,
  SYSTOLIC_BP_RANGE,
  TEMPERATURE_MEASURE,
} from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  respRate: { min: 1, max: 80 },
  spo2: { min: 50, max: 100 },
  sbp: { min: 40, max: 300 },
  pulse: { min: 20, max: 300 },
  tempC: BODY_TEMPERATURE_C,
} as const

/**
 * Temperature: the chart is in °C to one decimal. A temperature arrives in °C (°F converted
 * with °C = (°F − 32) × 5/9 by engine/units.ts) and is rounded to 0.1 °C, the chart's
 * resolution, before banding, so the value used and shown is the one banded.
 */
const TEMP_C = 'round(temperature, 1)'

const SCALE2 = "spo2_scale = 'scale2'"
const SPO2_SCALE1 = 'if(spo2 <= 91, 3, if(spo2 <= 93, 2, if(spo2 <= 95, 1, 0)))'
/** Scale 2: 88–92 scores 0, and so does ≥ 93 on air; on oxygen 93–94 → 1, 95–96 → 2, ≥ 97 → 3. */
const SPO2_SCALE2 = "if(spo2 <= 83, 3, if(spo2 <= 85, 2, if(spo2 <= 87, 1, if(spo2 <= 92 or air_oxygen = 'air', 0, if(spo2 <= 94, 1, if(spo2 <= 96, 2, 3))))))"

/** Each parameter's points: whole numbers. */
const POINTS = { decimals: 0 }
const POINT_FIELDS = ['rr_points', 'spo2_points', 'oxygen_points', 'sbp_points', 'pulse_points', 'consciousness_points', 'temperature_points'] as const

/**
 * National Early Warning Score 2 (Royal College of Physicians, 2017): seven parameters,
 * aggregate 0–20, with the RCP clinical response levels (0; 1–4; a score of 3 in any single
 * parameter; 5–6; 7 or more).
 */
const news2 = {
  slug: 'news2',
  name: 'NEWS2 (National Early Warning Score 2)',
  calcId: 'calc-news2',
  ...TOOL_BASE,
  eligibility: 'Adults (16 years and over) in hospital or being assessed for acute illness. Not for children or pregnant women, who need their own charts.',
  description:
    'Adds up points for seven routine observations to detect acute illness and deterioration in adults, and gives the recommended urgency of clinical response.',
  contentName: 'news2',
  sections: {
    patient: ['resp_rate', 'spo2_scale', 'spo2', 'air_oxygen', 'sbp', 'pulse', 'consciousness', 'temperature'],
  },
  ehrpdns: ['resp_rate', 'spo2', 'sbp', 'pulse'],
  controls: controls({
    resp_rate: measure('Respiration rate', 'breaths/min', RESPIRATORY_RATE_RANGE),
    spo2_scale: choice(
      'SpO₂ scale',
      [
        ['Scale 1 (usual target 94–98 %)', 'scale1'],
        ['Scale 2 (hypercapnic respiratory failure, prescribed target 88–92 %)', 'scale2'],
      ],
      {
        type: 'singleselect.radiogroup',
        help: 'Use Scale 2 only when a clinician has prescribed a target of 88–92 % for confirmed hypercapnic respiratory failure.',
        defaults: [{ value: 'scale1' }],
      },
    ),
    spo2: measure('Oxygen saturation (SpO₂)', '%', OXYGEN_SATURATION_RANGE, {
      background: [
        { content: 'Scale 1: 96 % or more scores 0; 94–95 scores 1; 92–93 scores 2; 91 or less scores 3.', condition: "spo2_scale = 'scale1'" },
        {
          content:
            'Scale 2: 88–92 % scores 0 (and 93 % or more on air); below 88 scores 1–3; on oxygen, 93–94 scores 1, 95–96 scores 2 and 97 or more scores 3.',
          condition: SCALE2,
        },
      ],
    }),
    air_oxygen: choice(
      'Air or oxygen?',
      [
        ['Air', 'air'],
        ['Oxygen', 'oxygen'],
      ],
      { help: 'Oxygen includes any supplemental oxygen by mask, nasal cannula or ventilator.' },
    ),
    sbp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE),
    pulse: measure('Pulse', 'beats/min', HEART_RATE_RANGE),
    consciousness: choice(
      'Consciousness (ACVPU)',
      [
        ['Alert', 'A', 0],
        ['New confusion (new disorientation, agitation or delirium)', 'C', 3],
        ['Responds to voice only', 'V', 3],
        ['Responds to pain only', 'P', 3],
        ['Unresponsive', 'U', 3],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    temperature: measure('Temperature', TEMPERATURE_MEASURE, { min: RANGES.tempC.min, max: RANGES.tempC.max }, {
      help: `${span(RANGES.tempC, '°C')} (${span(BODY_TEMPERATURE_F, '°F')}); scored in °C rounded to 0.1, as on the chart.`,
    }),
    temperature_c: result('Temperature used', TEMP_C, { units: '°C', decimals: 1 }),
    rr_points: result('Respiration rate points', 'if(resp_rate <= 8, 3, if(resp_rate <= 11, 1, if(resp_rate <= 20, 0, if(resp_rate <= 24, 2, 3))))', POINTS),
    spo2_points: result('SpO₂ points', `if(${SCALE2}, ${SPO2_SCALE2}, ${SPO2_SCALE1})`, POINTS),
    oxygen_points: result('Oxygen points', "if(air_oxygen = 'oxygen', 2, 0)", POINTS),
    sbp_points: result('Systolic pressure points', 'if(sbp <= 90, 3, if(sbp <= 100, 2, if(sbp <= 110, 1, if(sbp <= 219, 0, 3))))', POINTS),
    pulse_points: result('Pulse points', 'if(pulse <= 40, 3, if(pulse <= 50, 1, if(pulse <= 90, 0, if(pulse <= 110, 1, if(pulse <= 130, 2, 3)))))', POINTS),
    consciousness_points: result('Consciousness points', 'points(consciousness)', POINTS),
    temperature_points: result(
      'Temperature points',
      'if(temperature_c <= 35.0, 3, if(temperature_c <= 36.0, 1, if(temperature_c <= 38.0, 0, if(temperature_c <= 39.0, 1, 2))))',
      POINTS,
    ),
    score: score('NEWS2', POINT_FIELDS.join(' + '), { cpdn: 'news2_score', units: 'points (0–20)', decimals: 0 }),
    red_score: result(
      'Score of 3 in any single parameter',
      `if(${POINT_FIELDS.filter((f) => f !== 'oxygen_points')
        .map((f) => `${f} = 3`)
        .join(' or ')}, 'Yes', 'No')`,
      { cpdn: 'news2_single_parameter_3' },
    ),
    clinical_risk: result('Clinical risk', "if(score >= 7, 'High', if(score >= 5, 'Medium', if(red_score = 'Yes', 'Low–medium', 'Low')))", { cpdn: 'news2_clinical_risk' }),
    response: interpretation(
      "if(score >= 7, 'High (7 or more): emergency response. Monitor vital signs continuously; the registered nurse informs the medical team at once for emergency assessment by a team with critical care skills, and transfer to a higher level of care is considered.', " +
        "if(score >= 5, 'Medium (5–6): urgent response threshold. Observe at least hourly; the registered nurse informs the medical team at once for urgent review by a clinician skilled in assessing acutely ill patients, and care in a monitored setting is considered.', " +
        "if(red_score = 'Yes', 'Low–medium (3 in a single parameter): observe at least hourly; the registered nurse informs the medical team, who review the patient and decide whether to escalate care.', " +
        "if(score >= 1, 'Low (1–4): observe at least every 4–6 hours; a registered nurse assesses the patient and decides whether to increase monitoring or escalate.', " +
        "'Low (0): continue routine observations at least every 12 hours.'))))",
      { label: 'Recommended clinical response' },
    ),
    scale2_note: result(
      'About SpO₂ Scale 2',
      "'Scored on SpO₂ Scale 2. Keep it for patients with confirmed hypercapnic respiratory failure and a prescribed 88–92 % target; on oxygen, saturations of 93 % or more score points because they suggest too much oxygen. Record the target and review the oxygen prescription.'",
      { type: 'summary.statement', visibility: SCALE2 },
    ),
  }),
  risk: ['score', 'clinical_risk', 'response', 'red_score', 'scale2_note', ...POINT_FIELDS, 'temperature_c'],
  chartNote: {
    cc: 'NEWS2 {{news2_score}} ({{news2_clinical_risk}} clinical risk; score of 3 in a single parameter: {{news2_single_parameter_3}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'rcp2017',
      citation:
        'Royal College of Physicians. National Early Warning Score (NEWS) 2: Standardising the assessment of acute-illness severity in the NHS. Updated report of a working party. London: RCP; 2017.',
      url: 'https://www.rcplondon.ac.uk/projects/outputs/national-early-warning-score-news-2',
      kind: 'guideline (definition of the score and response levels)',
    },
    {
      id: 'smith2013',
      citation:
        'Smith GB, Prytherch DR, Meredith P, Schmidt PE, Featherstone PI. The ability of the National Early Warning Score (NEWS) to discriminate patients at risk of early cardiac arrest, unanticipated intensive care unit admission, and death. Resuscitation. 2013;84(4):465–470.',
      kind: 'validation (original NEWS)',
    },
    {
      id: 'pimentel2019',
      citation:
        'Pimentel MAF, Redfern OC, Gerry S, Collins GS, Malycha J, Prytherch D, Schmidt PE, Smith GB, Watkinson PJ. A comparison of the ability of the National Early Warning Score and the National Early Warning Score 2 to identify patients at risk of in-hospital mortality: a multi-centre database study. Resuscitation. 2019;134:147–156.',
      pmid: '30287355',
      doi: '10.1016/j.resuscitation.2018.09.026',
      kind: 'validation (NEWS2)',
      cohort: 'n = 251,266 adult admissions at five UK hospitals',
    },
  ],
  definitions: [
    { term: 'ACVPU', definition: 'Alert, new Confusion, responds to Voice, responds to Pain, Unresponsive: the consciousness scale used by NEWS2.' },
    { term: 'Hypercapnic respiratory failure', definition: 'Type 2 respiratory failure: low oxygen with a raised arterial carbon dioxide, confirmed on blood gas analysis.' },
  ],
  category: 'Critical care',
  synonyms: ['early warning score', 'national early warning score', 'NEWS score', 'track and trigger', 'deterioration score', 'sepsis screening score'],
  abbreviations: ['NEWS2', 'NEWS', 'EWS', 'ACVPU', 'AVPU', 'SpO2', 'RCP'],
  conditions: ['sepsis', 'clinical deterioration', 'acute illness'],
  instructions:
    'For adults aged 16 and over, using one complete set of observations taken at the same time. Not for children or in pregnancy. Use SpO₂ Scale 2 only when a competent clinician has prescribed a target of 88–92 % for confirmed hypercapnic respiratory failure; otherwise use Scale 1. Any new confusion counts as C and scores 3.',
  whenToUse: [
    'At first assessment of an adult with possible acute illness (including pre-hospital and in the emergency department) and at every routine set of ward observations.',
    'To decide how often to observe, and when and how urgently to escalate care.',
  ],
  pearls: [
    'A score of 3 in any single parameter needs prompt review even when the total is low: one markedly abnormal sign can herald serious illness.',
    'The trend matters: a rising score, even within a band, should prompt reassessment.',
    'NEWS2 added new confusion to the AVPU scale (ACVPU) and introduced SpO₂ Scale 2; otherwise the scoring is that of the 2012 NEWS.',
    'Scale 2 is for a minority of patients: choosing it without confirmed hypercapnia can hide dangerous hypoxaemia.',
    'A NEWS2 of 5 or more is a key trigger for assessing possible sepsis in patients with infection.',
    'The score supports but does not replace clinical judgement: escalate any patient who worries you, whatever the number.',
  ],
  nextSteps: {
    advice: [
      '0: routine observations at least every 12 hours.',
      '1–4: observations at least every 4–6 hours, with nurse assessment.',
      '3 in one parameter: at least hourly observations and review by the medical team.',
      '5–6: urgent clinical review and at least hourly observations.',
      '7 or more: emergency assessment by a critical care-competent team and continuous monitoring.',
    ],
    management: ['Look for the cause of deterioration, including sepsis, and treat it; repeat NEWS2 after each intervention.'],
  },
  evidence: [
    'NEWS was introduced by the Royal College of Physicians in 2012 and updated to NEWS2 in 2017; the weighting of the observations was kept, new confusion was added as a sign of deterioration, and a second SpO₂ scale was added for hypercapnic respiratory failure.',
    'The original NEWS discriminated well between patients at risk of cardiac arrest, unplanned intensive care admission or death within 24 hours, and better than other early warning scores, in a large UK hospital database (Smith 2013).',
    'In 251,266 admissions at five UK hospitals, NEWS2 discriminated in-hospital death within 24 hours well; in patients with documented hypercapnic respiratory failure, Scale 2 did not improve discrimination over the original scale (Pimentel 2019).',
    'Temperature entered in °F is converted to °C and rounded to 0.1 °C, the resolution of the chart, before scoring.',
  ],
  formula: [
    'Respiration rate: ≤ 8 → 3; 9–11 → 1; 12–20 → 0; 21–24 → 2; ≥ 25 → 3',
    'SpO₂ Scale 1: ≤ 91 → 3; 92–93 → 2; 94–95 → 1; ≥ 96 → 0',
    'SpO₂ Scale 2: ≤ 83 → 3; 84–85 → 2; 86–87 → 1; 88–92 or ≥ 93 on air → 0; on oxygen 93–94 → 1, 95–96 → 2, ≥ 97 → 3',
    'Air → 0; oxygen → 2',
    'Systolic blood pressure: ≤ 90 → 3; 91–100 → 2; 101–110 → 1; 111–219 → 0; ≥ 220 → 3',
    'Pulse: ≤ 40 → 3; 41–50 → 1; 51–90 → 0; 91–110 → 1; 111–130 → 2; ≥ 131 → 3',
    'Consciousness: alert → 0; new confusion, voice, pain or unresponsive → 3',
    'Temperature (°C): ≤ 35.0 → 3; 35.1–36.0 → 1; 36.1–38.0 → 0; 38.1–39.0 → 1; ≥ 39.1 → 2',
    'Total 0–20. Response: 0; 1–4 low; 3 in any one parameter low–medium; 5–6 medium; ≥ 7 high',
  ],
  resultSummary: 'NEWS2 {{news2_score}}: {{news2_clinical_risk}} clinical risk.',
  testVectors: [
    {
      description: 'All observations normal on air: 0',
      inputs: { resp_rate: 16, spo2: 97, air_oxygen: 'air', sbp: 125, pulse: 72, consciousness: 'A', temperature: 36.8 },
      expected: { news2_score: 0, news2_clinical_risk: 'Low', news2_single_parameter_3: 'No' },
      source: 'rcp2017 chart 1; hand sum: every parameter in its 0 band',
    },
    {
      description: 'RR 22, SpO2 95 on oxygen, SBP 105, pulse 100, alert, 38.5 °C: 2 + 1 + 2 + 1 + 1 + 0 + 1 = 8, high',
      inputs: { resp_rate: 22, spo2: 95, air_oxygen: 'oxygen', sbp: 105, pulse: 100, consciousness: 'A', temperature: 38.5 },
      expected: { news2_score: 8, news2_clinical_risk: 'High' },
      source: 'rcp2017 chart 1; hand sum: RR 21–24 → 2, SpO2 94–95 → 1, oxygen → 2, SBP 101–110 → 1, pulse 91–110 → 1, alert → 0, 38.1–39.0 → 1 = 8',
    },
    {
      description: 'New confusion only: total 3 with a single red score, low–medium',
      inputs: { resp_rate: 16, spo2: 97, air_oxygen: 'air', sbp: 125, pulse: 72, consciousness: 'C', temperature: 36.8 },
      expected: { news2_score: 3, news2_clinical_risk: 'Low–medium', news2_single_parameter_3: 'Yes' },
      source: 'rcp2017 chart 1 (C scores 3) and response thresholds (3 in a single parameter)',
    },
    {
      description: 'Scale 2, SpO2 90 on oxygen, RR 18, SBP 130, pulse 85, alert, 37.0 °C: only oxygen scores, total 2',
      inputs: { resp_rate: 18, spo2_scale: 'scale2', spo2: 90, air_oxygen: 'oxygen', sbp: 130, pulse: 85, consciousness: 'A', temperature: 37.0 },
      expected: { news2_score: 2, news2_clinical_risk: 'Low' },
      source: 'rcp2017 chart 1 SpO2 Scale 2 (88–92 → 0); hand sum 0 + 0 + 2 + 0 + 0 + 0 + 0 = 2',
    },
    {
      description: 'Every parameter at its worst: maximum 20',
      inputs: { resp_rate: 30, spo2: 85, air_oxygen: 'oxygen', sbp: 80, pulse: 140, consciousness: 'U', temperature: 34.5 },
      expected: { news2_score: 20, news2_clinical_risk: 'High' },
      source: 'rcp2017 chart 1; hand sum 3 + 3 + 2 + 3 + 3 + 3 + 3 = 20',
    },
  ],
} satisfies ToolDefinitionInput

export default news2
