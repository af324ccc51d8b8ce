import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, lookupTable, measure, result, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Gage 2001, Table 3: adjusted stroke rate per 100 patient-years (95% CI) by CHADS₂ score, NRAF cohort. */
const RATES = [
  [0, '1.9', '1.2–3.0'],
  [1, '2.8', '2.0–3.8'],
  [2, '4.0', '3.1–5.1'],
  [3, '5.9', '4.6–7.3'],
  [4, '8.5', '6.3–11.1'],
  [5, '12.5', '8.2–17.5'],
  [6, '18.2', '10.5–27.4'],
] as const

const NONE = { age: 70, chf: 'no', hypertension: 'no', diabetes: 'no', stroke_tia: 'no' }
const GAGE = 'gage2001 Table 3 (adjusted stroke rate per 100 patient-years by CHADS₂ score)'

/**
 * CHADS₂ (Gage BF et al., JAMA 2001;285:2864–2870), a legacy score kept for reading older
 * records and trials: CHA₂DS₂-VASc and now CHA₂DS₂-VA (2024 ESC) replace it for decisions.
 * The rates are the published adjusted stroke rates of the National Registry of Atrial
 * Fibrillation (Medicare beneficiaries aged 65–95 not given warfarin at discharge).
 */
const chads2 = {
  slug: 'chads2',
  name: 'CHADS₂ Score for Atrial Fibrillation Stroke Risk (Legacy)',
  calcId: 'calc-chads2',
  ...TOOL_BASE,
  eligibility:
    'Adults with non-valvular atrial fibrillation. A legacy score: current guidelines use CHA₂DS₂-VA (ESC 2024) or CHA₂DS₂-VASc (ACC/AHA 2023) for anticoagulation decisions.',
  description:
    'The original five-item stroke risk score for atrial fibrillation, with the adjusted stroke rates of its 2001 validation. Superseded by CHA₂DS₂-VASc and CHA₂DS₂-VA; kept to interpret older records and trials.',
  contentName: 'chads2',
  sections: {
    patient: ['age', 'chf', 'hypertension', 'diabetes', 'stroke_tia'],
  },
  ehrpdns: ['age', 'diabetes'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '75 or over: 1 point.' }),
    chf: yesNo('Congestive heart failure', { points: 1 }),
    hypertension: yesNo('Hypertension', { points: 1 }),
    diabetes: yesNo('Diabetes mellitus', { points: 1 }),
    stroke_tia: yesNo('Prior stroke or TIA', { points: 2 }),
    score: score('CHADS₂ score', 'if(age >= 75, 1, 0) + points(chf, hypertension, diabetes, stroke_tia)', { cpdn: 'chads2_score', units: 'points' }),
    stroke_rate: risk(
      'Adjusted stroke rate without warfarin (NRAF, Gage 2001)',
      lookupTable(
        'score',
        RATES.map(([s, rate]) => [s, Number(rate)]),
      ),
      { units: 'per 100 patient-years', decimals: 1 },
    ),
    rate_statement: result(
      'Published stroke rate',
      `if(score = null, null, 'In the National Registry of Atrial Fibrillation, the adjusted stroke rate at this score was ' + ${lookupTable(
        'score',
        RATES.map(([s, rate, ci]) => [s, `${rate} per 100 patient-years (95% CI ${ci})`]),
      )} + ' without warfarin.')`,
      { type: 'summary.statement' },
    ),
    interpretation: interpretation(
      "if(score = null, null, 'CHADS₂ is a legacy score, superseded by CHA₂DS₂-VASc and the 2024 ESC CHA₂DS₂-VA. A low CHADS₂ score does not rule out elevated stroke risk: calculate CHA₂DS₂-VA (or CHA₂DS₂-VASc) before deciding on anticoagulation.')",
    ),
  }),
  risk: ['score', 'stroke_rate', 'rate_statement', 'interpretation'],
  chartNote: {
    cc: 'CHADS2 score {{chads2_score}} points (legacy score). {{rate_statement}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'gage2001',
      citation:
        'Gage BF, Waterman AD, Shannon W, Boechler M, Rich MW, Radford MJ. Validation of clinical classification schemes for predicting stroke: results from the National Registry of Atrial Fibrillation. JAMA. 2001;285(22):2864–2870. PMID 11401607.',
      pmid: '11401607',
      doi: '10.1001/jama.285.22.2864',
      kind: 'derivation',
      cohort: 'n = 1,733 Medicare beneficiaries aged 65–95 with non-rheumatic AF not prescribed warfarin at discharge; 94 strokes in 2,121 patient-years',
    },
    {
      id: 'vangelder2024',
      citation:
        'Van Gelder IC, Rienstra M, Bunting KV, et al. 2024 ESC Guidelines for the management of atrial fibrillation developed in collaboration with the European Association for Cardio-Thoracic Surgery (EACTS). Eur Heart J. 2024;45(36):3314–3414. PMID 39210723.',
      pmid: '39210723',
      doi: '10.1093/eurheartj/ehae176',
      kind: 'guideline',
    },
  ],
  category: 'Cardiology',
  synonyms: ['CHADS2 score', 'CHADS 2', 'legacy stroke risk score'],
  abbreviations: ['CHADS2', 'NRAF'],
  conditions: ['stroke'],
  instructions:
    'For reading older records, trials and guidelines that used CHADS₂. For an anticoagulation decision today, use CHA₂DS₂-VA (2024 ESC) or CHA₂DS₂-VASc.',
  whenToUse: ['To interpret a CHADS₂ score quoted in older notes, trials or guidance, or to compare it with CHA₂DS₂-VA.'],
  pearls: [
    'CHADS₂ misses age 65–74 and vascular disease: many patients with 0–1 CHADS₂ points have elevated risk by CHA₂DS₂-VA.',
    'The rates come from Medicare patients aged 65–95 in the 1990s who were not given warfarin; they are not current risks on modern treatment.',
  ],
  nextSteps: {
    advice: ['Calculate CHA₂DS₂-VA (or CHA₂DS₂-VASc) and follow the current guideline for the anticoagulation decision.'],
    management: ['Assess modifiable bleeding risk factors alongside stroke risk before starting anticoagulation.'],
  },
  evidence: [
    'In the National Registry of Atrial Fibrillation (1,733 patients not on warfarin), CHADS₂ predicted stroke better than the AFI and SPAF schemes (c-statistic 0.82).',
    'The stroke rate rose by a factor of about 1.5 for each point, from 1.9 to 18.2 per 100 patient-years.',
  ],
  formula: ['Congestive heart failure +1; hypertension +1; age ≥ 75 +1; diabetes +1', 'Prior stroke or TIA +2', 'Total 0–6 points'],
  resultSummary: 'CHADS2 {{chads2_score}} points (legacy). {{rate_statement}}',
  testVectors: [
    { description: 'No risk factor, age 70: 0 points', inputs: NONE, expected: { chads2_score: 0, stroke_rate: 1.9 }, source: GAGE },
    { description: 'Hypertension: 1 point', inputs: { ...NONE, hypertension: 'yes' }, expected: { chads2_score: 1, stroke_rate: 2.8 }, source: GAGE },
    { description: 'Prior stroke: 2 points', inputs: { ...NONE, stroke_tia: 'yes' }, expected: { chads2_score: 2, stroke_rate: 4.0 }, source: GAGE },
    {
      description: 'Age 80, hypertension, diabetes: 3 points',
      inputs: { ...NONE, age: 80, hypertension: 'yes', diabetes: 'yes' },
      expected: { chads2_score: 3, stroke_rate: 5.9 },
      source: GAGE,
    },
    {
      description: 'Every item: 6 points',
      inputs: { age: 80, chf: 'yes', hypertension: 'yes', diabetes: 'yes', stroke_tia: 'yes' },
      expected: {
        chads2_score: 6,
        stroke_rate: 18.2,
        rate_statement: 'In the National Registry of Atrial Fibrillation, the adjusted stroke rate at this score was 18.2 per 100 patient-years (95% CI 10.5–27.4) without warfarin.',
      },
      source: GAGE,
    },
  ],
  evidenceChecks: [
    {
      statement: 'Adjusted stroke rates and confidence intervals by score',
      citations: ['gage2001'],
      checkedAgainstPrimary: false,
      note: 'The JAMA table could not be opened here; the rates and intervals were taken from a guideline review table reproducing Gage 2001 (Can Fam Physician 2012, PMC3418985) and agree with the abstract (stroke rate rising about 1.5-fold per point).',
    },
  ],
} satisfies ToolDefinitionInput

export default chads2
