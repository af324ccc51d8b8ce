import { AGE_PLAUSIBLE_MAX, DIASTOLIC_BP_RANGE, RESPIRATORY_RATE_RANGE, SYSTOLIC_BP_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * CRB-65: CURB-65 without the blood urea, for use where blood tests are not at hand (general
 * practice, community). Lim WS et al., Thorax 2003;58:377–382; risk groups and place of care as in
 * the BTS guideline (Lim 2009) and NICE CG191: 0 low risk (< 1 % mortality), 1–2 intermediate
 * (1–10 %), 3–4 high (> 10 %).
 *
 * Design notes (as in the CURB-65 tool): the respiratory rate, blood pressures and age are entered
 * as numbers so each threshold (≥ 30/min, systolic < 90 or diastolic ≤ 60 mmHg, ≥ 65 years) is
 * applied exactly; confusion is a clinical yes/no.
 */
const crb65 = {
  slug: 'crb-65',
  name: 'CRB-65 Score for Pneumonia Severity (Community)',
  calcId: 'calc-crb-65',
  ...TOOL_BASE,
  eligibility: 'Adults with community-acquired pneumonia assessed in the community or general practice, where a blood urea is not available.',
  description:
    'Grades the risk of death from community-acquired pneumonia from four bedside findings without a blood test, to help decide between home treatment and hospital assessment.',
  contentName: 'crb-65',
  sections: {
    patient: ['confusion', 'resp_rate', 'systolic_bp', 'diastolic_bp', 'age'],
  },
  ehrpdns: ['age', 'resp_rate', 'systolic_bp', 'diastolic_bp'],
  controls: controls({
    confusion: yesNo('New confusion', {
      help: 'New disorientation in person, place or time, or an Abbreviated Mental Test score of 8 or less.',
      points: 1,
    }),
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
    score: score('CRB-65 score', 'points(confusion) + (resp_rate >= 30) + (systolic_bp < 90 or diastolic_bp <= 60) + (age >= 65)', {
      cpdn: 'crb65_score',
      units: 'of 4',
    }),
    risk_group: result(
      'Mortality risk group (BTS, NICE)',
      "if(score = 0, 'Low risk: less than 1 % mortality (score 0)', if(score <= 2, 'Intermediate risk: 1–10 % mortality (score 1–2)', 'High risk: more than 10 % mortality (score 3–4)'))",
      { cpdn: 'crb65_risk' },
    ),
    interpretation: interpretation(
      "if(score = 0, 'Low risk: likely suitable for treatment at home, unless other factors argue against it (oxygen saturation below 92 %, serious comorbidity, unable to take oral medicines, or social circumstances).', " +
        "if(score <= 2, 'Intermediate risk: consider referral for hospital assessment, particularly with a score of 2.', " +
        "'High risk: arrange urgent admission to hospital.'))",
      { label: 'Place of care' },
    ),
  }),
  risk: ['score', 'risk_group', 'interpretation'],
  chartNote: {
    cc: 'CRB-65 score {{crb65_score}} of 4: {{crb65_risk}}. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
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
      doi: '10.1136/thx.2009.121434',
      kind: 'guideline',
    },
    {
      id: 'nice2019',
      citation:
        'National Institute for Health and Care Excellence. Pneumonia in adults: diagnosis and management (CG191, updated 2019) and Pneumonia (community-acquired): antimicrobial prescribing (NG138). London: NICE; 2019.',
      url: 'https://www.nice.org.uk/guidance/cg191',
      kind: 'guideline',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Risk groups 0 (< 1 %), 1–2 (1–10 %), 3–4 (> 10 % mortality) and the place-of-care advice',
      citations: ['lim2009', 'nice2019'],
      checkedAgainstPrimary: false,
      note: 'Taken from the NICE CG191 recommendations as published and widely reproduced; the BTS 2009 guideline text was not opened here.',
    },
  ],
  category: 'Pulmonology',
  synonyms: ['CRB65', 'CRB 65', 'pneumonia severity score without urea', 'community pneumonia severity', 'GP pneumonia score', 'CAP severity primary care'],
  abbreviations: ['CRB-65', 'CAP', 'AMT'],
  conditions: ['community-acquired pneumonia', 'pneumonia', 'lower respiratory tract infection', 'chest infection'],
  instructions:
    'For adults with a clinical diagnosis of community-acquired pneumonia seen outside hospital. Use the observations at the time of assessment. In hospital, where a urea is available, use CURB-65 instead.',
  whenToUse: [
    'In general practice or the community, to decide between home treatment and hospital assessment for community-acquired pneumonia.',
    'Together with clinical judgement, oxygen saturation and social circumstances, never instead of them.',
  ],
  pearls: [
    'CRB-65 is CURB-65 without the urea; in hospital, CURB-65 is preferred (NICE CG191).',
    'The blood pressure item counts once if either the systolic is below 90 mmHg or the diastolic is 60 mmHg or less.',
    'A score of 0 does not make home treatment safe on its own: hypoxaemia, frailty, comorbidity or poor support at home favour assessment in hospital.',
  ],
  nextSteps: {
    advice: [
      'Score 0: consider home-based care with oral antibiotics and safety-net advice.',
      'Score 1–2: consider hospital assessment, particularly with a score of 2.',
      'Score 3–4: arrange urgent hospital admission.',
    ],
    management: ['Start antibiotics according to severity and local guidance; advise the patient to seek help if symptoms worsen or do not improve within 3 days.'],
  },
  evidence: [
    'In the CURB-65 derivation study (Lim 2003), the version without urea (CRB-65) stratified 30-day mortality similarly and was proposed for use where blood tests are not available.',
    'BTS (2009) and NICE (CG191) guidance use CRB-65 in the community with the risk groups 0, 1–2 and 3–4.',
  ],
  formula: [
    'C: new confusion +1',
    'R: respiratory rate ≥ 30/min +1',
    'B: systolic BP < 90 mmHg or diastolic BP ≤ 60 mmHg +1',
    '65: age ≥ 65 years +1',
    'Total 0–4. Groups: 0 low (< 1 % mortality), 1–2 intermediate (1–10 %), 3–4 high (> 10 %).',
  ],
  resultSummary: 'CRB-65 {{crb65_score}} of 4: {{crb65_risk}}.',
  testVectors: [
    {
      description: 'Age 40, no criteria: score 0, low risk',
      inputs: { confusion: 'no', resp_rate: 18, systolic_bp: 130, diastolic_bp: 80, age: 40 },
      expected: { crb65_score: 0, crb65_risk: 'Low risk: less than 1 % mortality (score 0)' },
      source: 'lim2003 criteria; nice2019 risk groups; score counted by hand: 0',
    },
    {
      description: 'Age 70 with RR 30: score 2, intermediate risk',
      inputs: { confusion: 'no', resp_rate: 30, systolic_bp: 120, diastolic_bp: 70, age: 70 },
      expected: { crb65_score: 2, crb65_risk: 'Intermediate risk: 1–10 % mortality (score 1–2)' },
      source: 'lim2003 criteria; nice2019 risk groups; score counted by hand: RR 30 ≥ 30 (+1), age 70 (+1) = 2',
    },
    {
      description: 'Age 80, confused, RR 32, BP 85/50: score 4, high risk',
      inputs: { confusion: 'yes', resp_rate: 32, systolic_bp: 85, diastolic_bp: 50, age: 80 },
      expected: { crb65_score: 4, crb65_risk: 'High risk: more than 10 % mortality (score 3–4)' },
      source: 'lim2003 criteria; nice2019 risk groups; score counted by hand: 1 + 1 + 1 + 1 = 4',
    },
  ],
} satisfies ToolDefinitionInput

export default crb65
