import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const NONE = { age: 50, previous_vte: 'no', thrombophilia: 'no', paralysis: 'no', cancer: 'no', immobilised: 'no', icu_ccu: 'no' }
const SPYROPOULOS = 'spyropoulos2011 (item points; observed 3-month VTE risk 1.5% for 2–3 points and 5.7% for 4 or more)'

/**
 * IMPROVE VTE risk score (the seven-factor associative model): symptomatic VTE within 3 months of
 * admission in acutely ill medical patients. Spyropoulos AC et al., Chest 2011;140(3):706–714.
 * Previous VTE 3; known thrombophilia 2; current lower-limb paralysis 2; current cancer 2;
 * immobilisation ≥ 7 days 1; ICU/CCU stay 1; age > 60 1. Observed VTE risk: 1.5% for 2–3 points,
 * 5.7% for ≥ 4 (abstract). Groups 0–1 low, 2–3 moderate, ≥ 4 high as the ASH and MARINER use
 * them; the paper's abstract gives no rate for 0–1, so none is shown.
 */
const improveVte = {
  slug: 'improve-vte',
  name: 'IMPROVE VTE Risk Score for Hospitalised Medical Patients',
  calcId: 'calc-improve-vte',
  ...TOOL_BASE,
  eligibility: 'Adults hospitalised with an acute medical illness (not surgical patients).',
  description:
    'Seven-factor score for the risk of symptomatic venous thromboembolism within 3 months of admission in acutely ill medical patients, with the observed risks of the IMPROVE registry.',
  contentName: 'improve-vte',
  sections: {
    patient: ['age', 'previous_vte', 'thrombophilia', 'paralysis', 'cancer', 'immobilised', 'icu_ccu'],
  },
  ehrpdns: ['age'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: 'Older than 60: 1 point.' }),
    previous_vte: yesNo('Previous VTE', { help: 'A previous episode of deep vein thrombosis or pulmonary embolism.', points: 3 }),
    thrombophilia: yesNo('Known thrombophilia', {
      help: 'A congenital or acquired condition with excess thrombosis risk: for example factor V Leiden, prothrombin mutation, protein C, protein S or antithrombin deficiency, antiphospholipid syndrome.',
      points: 2,
    }),
    paralysis: yesNo('Current lower-limb paralysis', { points: 2 }),
    cancer: yesNo('Current cancer', { help: 'Active cancer (excluding non-melanoma skin cancer) or cancer within the past 5 years.', points: 2 }),
    immobilised: yesNo('Immobilisation for 7 days or more', { help: 'Confined to bed or chair for at least 7 days, immediately before and during admission.', points: 1 }),
    icu_ccu: yesNo('ICU or CCU stay', { help: 'Admission to an intensive care or coronary care unit.', points: 1 }),
    score: score('IMPROVE VTE score', 'if(age > 60, 1, 0) + points(previous_vte, thrombophilia, paralysis, cancer, immobilised, icu_ccu)', {
      cpdn: 'improve_vte_score',
      units: 'points',
    }),
    risk_group: risk('VTE risk group', "if(score = null, null, if(score >= 4, 'High', if(score >= 2, 'Moderate', 'Low')))"),
    vte_risk: result(
      'Observed risk of symptomatic VTE within 3 months (IMPROVE)',
      "if(score = null, null, if(score >= 4, '5.7% of patients with 4 points or more had symptomatic VTE within 3 months.', if(score >= 2, '1.5% of patients with 2–3 points had symptomatic VTE within 3 months.', 'The derivation paper gives no separate rate for 0–1 points; the overall 3-month rate in the registry was 1.0%.')))",
      { type: 'summary.statement' },
    ),
    interpretation: interpretation(
      "if(score = null, null, if(score >= 4, 'High VTE risk (4 points or more): thromboprophylaxis is indicated during the admission unless bleeding risk is high.', if(score >= 2, 'Moderate VTE risk (2–3 points): consider thromboprophylaxis, weighing bleeding risk; an elevated D-dimer adds to the risk (IMPROVEDD).', 'Low VTE risk (0–1 points): thromboprophylaxis is generally not needed; reassess if the situation changes.')))",
    ),
  }),
  risk: ['score', 'risk_group', 'vte_risk', 'interpretation'],
  chartNote: {
    cc: 'IMPROVE VTE score {{improve_vte_score}} points ({{risk_group}} risk). {{vte_risk}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'spyropoulos2011',
      citation:
        'Spyropoulos AC, Anderson FA Jr, FitzGerald G, et al. Predictive and associative models to identify hospitalized medical patients at risk for VTE. Chest. 2011;140(3):706–714. PMID 21436241.',
      pmid: '21436241',
      doi: '10.1378/chest.10-1944',
      kind: 'derivation',
      cohort: 'n = 15,156 acutely ill medical patients (IMPROVE registry, 52 hospitals in 12 countries); 184 symptomatic VTE within 3 months',
    },
  ],
  category: 'Haematology',
  synonyms: ['IMPROVE score', 'IMPROVE VTE risk assessment model', 'VTE risk in medical inpatients', 'thromboprophylaxis medical patients'],
  abbreviations: ['IMPROVE', 'VTE', 'RAM'],
  conditions: ['venous thromboembolism', 'deep vein thrombosis', 'pulmonary embolism', 'hospital-acquired thrombosis'],
  instructions:
    'Use for adults admitted with an acute medical illness, at admission and during the stay. Assess bleeding risk separately (IMPROVE bleeding) before prescribing an anticoagulant.',
  whenToUse: ['At admission of an acutely ill medical patient, and when the situation changes.', 'At discharge, when extended prophylaxis is considered.'],
  pearls: [
    'Almost half the VTE events in the registry occurred after discharge.',
    'Scores of 4 or more, or 2–3 with a D-dimer above twice the upper limit of normal, defined high risk in trials of extended prophylaxis (MARINER).',
  ],
  nextSteps: {
    advice: [
      '4 points or more: thromboprophylaxis unless contraindicated.',
      '2–3 points: consider thromboprophylaxis, weighing bleeding risk.',
      '0–1 points: no prophylaxis routinely; reassess as the situation changes.',
    ],
    management: ['Check bleeding risk (IMPROVE bleeding score), kidney function and platelet count before starting an anticoagulant.'],
  },
  evidence: [
    'Derived in 15,156 medical patients of the IMPROVE registry; the cumulative 3-month VTE incidence was 1.0%, 45% of events after discharge.',
    'Observed VTE risk was 1.5% for 2–3 points and 5.7% for 4 or more; c-statistic about 0.69.',
  ],
  formula: [
    'Previous VTE +3',
    'Known thrombophilia +2; current lower-limb paralysis +2; current cancer +2',
    'Immobilisation ≥ 7 days +1; ICU/CCU stay +1; age > 60 +1',
    'Total 0–12: low 0–1, moderate 2–3, high ≥ 4',
  ],
  resultSummary: 'IMPROVE VTE {{improve_vte_score}} points, {{risk_group}} risk. {{vte_risk}}',
  testVectors: [
    { description: 'No item, age 50: 0 points, low', inputs: NONE, expected: { improve_vte_score: 0, risk_group: 'Low' }, source: SPYROPOULOS },
    {
      description: 'Age 70 with cancer: 3 points, moderate (1.5%)',
      inputs: { ...NONE, age: 70, cancer: 'yes' },
      expected: { improve_vte_score: 3, risk_group: 'Moderate', vte_risk: '1.5% of patients with 2–3 points had symptomatic VTE within 3 months.' },
      source: SPYROPOULOS,
    },
    {
      description: 'Previous VTE and ICU stay: 4 points, high (5.7%)',
      inputs: { ...NONE, previous_vte: 'yes', icu_ccu: 'yes' },
      expected: { improve_vte_score: 4, risk_group: 'High', vte_risk: '5.7% of patients with 4 points or more had symptomatic VTE within 3 months.' },
      source: SPYROPOULOS,
    },
    {
      description: 'Every item: maximum 12 points',
      inputs: { age: 80, previous_vte: 'yes', thrombophilia: 'yes', paralysis: 'yes', cancer: 'yes', immobilised: 'yes', icu_ccu: 'yes' },
      expected: { improve_vte_score: 12, risk_group: 'High' },
      source: 'spyropoulos2011 (sum of all item points: 12)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Item points and the observed VTE risks by score group',
      citations: ['spyropoulos2011'],
      checkedAgainstPrimary: false,
      note: 'Only the abstract could be read: it gives the factors and the observed risks (1.5% for 2–3 points, 5.7% for 4 or more). Points were taken from the ASH (Blood Advances) table and a second review, which agree; the per-score table of the paper was not opened, so no per-score risk is shown.',
    },
  ],
} satisfies ToolDefinitionInput

export default improveVte
