import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const ITEMS = {
  active_cancer: 3,
  previous_vte: 3,
  reduced_mobility: 3,
  thrombophilia: 3,
  trauma_surgery: 2,
  heart_resp_failure: 1,
  mi_stroke: 1,
  infection_rheum: 1,
  obesity: 1,
  hormonal: 1,
} as const
const NONE = { age: 50, ...Object.fromEntries(Object.keys(ITEMS).map((k) => [k, 'no'])) }
const BARBAR = 'barbar2010 (item points; high risk ≥ 4; 90-day VTE 11.0% high risk without prophylaxis, 0.3% low risk)'

/**
 * Padua Prediction Score: VTE risk in hospitalised medical patients. Barbar S et al., J Thromb
 * Haemost 2010;8(11):2450–2457. Eleven weighted items; ≥ 4 points is high risk. In the derivation
 * cohort (1,180 medical inpatients, 90-day follow-up), VTE occurred in 11.0% of high-risk patients
 * without prophylaxis, 2.2% of high-risk patients with prophylaxis and 0.3% of low-risk patients.
 * ACCP 2012 (Kahn SR et al.) uses this score to define increased risk for pharmacological prophylaxis.
 */
const paduaPredictionScore = {
  slug: 'padua-prediction-score',
  name: 'Padua Prediction Score for VTE Risk in Hospitalised Medical Patients',
  calcId: 'calc-padua-prediction-score',
  ...TOOL_BASE,
  eligibility: 'Adults admitted to hospital with an acute medical illness (not surgical or orthopaedic patients, who have their own scores).',
  description:
    'Identifies hospitalised medical patients at high risk of venous thromboembolism (4 points or more) who benefit from thromboprophylaxis, with the 90-day VTE rates of the derivation cohort.',
  contentName: 'padua-prediction-score',
  sections: {
    patient: ['age', ...Object.keys(ITEMS)],
  },
  ehrpdns: ['age'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '70 or over: 1 point.' }),
    active_cancer: yesNo('Active cancer', {
      help: 'Local or distant metastases, and/or chemotherapy or radiotherapy in the previous 6 months.',
      points: ITEMS.active_cancer,
    }),
    previous_vte: yesNo('Previous VTE', { help: 'Deep vein thrombosis or pulmonary embolism; superficial vein thrombosis does not count.', points: ITEMS.previous_vte }),
    reduced_mobility: yesNo('Reduced mobility', {
      help: 'Expected bed rest with bathroom privileges for at least 3 days, because of the patient’s limitations or on medical orders.',
      points: ITEMS.reduced_mobility,
    }),
    thrombophilia: yesNo('Known thrombophilic condition', {
      help: 'Antithrombin, protein C or protein S deficiency, factor V Leiden, prothrombin G20210A mutation, or antiphospholipid syndrome.',
      points: ITEMS.thrombophilia,
    }),
    trauma_surgery: yesNo('Recent trauma and/or surgery (1 month or less)', { points: ITEMS.trauma_surgery }),
    heart_resp_failure: yesNo('Heart and/or respiratory failure', { points: ITEMS.heart_resp_failure }),
    mi_stroke: yesNo('Acute myocardial infarction or ischaemic stroke', { points: ITEMS.mi_stroke }),
    infection_rheum: yesNo('Acute infection and/or rheumatological disorder', { points: ITEMS.infection_rheum }),
    obesity: yesNo('Obesity (BMI 30 kg/m² or more)', { points: ITEMS.obesity }),
    hormonal: yesNo('Ongoing hormonal treatment', { help: 'For example oestrogen-containing contraception or hormone replacement therapy.', points: ITEMS.hormonal }),
    score: score('Padua Prediction Score', `if(age >= 70, 1, 0) + points(${Object.keys(ITEMS).join(', ')})`, { cpdn: 'padua_score', units: 'points' }),
    risk_group: risk('VTE risk', "if(score = null, null, if(score >= 4, 'High', 'Low'))"),
    vte_rates: result(
      'VTE within 90 days in the derivation cohort',
      "if(score = null, null, if(score >= 4, 'High-risk patients: 11.0% without thromboprophylaxis, 2.2% with thromboprophylaxis.', 'Low-risk patients: 0.3%.'))",
      { type: 'summary.statement' },
    ),
    interpretation: interpretation(
      "if(score = null, null, if(score >= 4, 'High VTE risk (4 points or more): pharmacological thromboprophylaxis (low-molecular-weight heparin, low-dose unfractionated heparin or fondaparinux) is recommended unless bleeding risk is high; then use mechanical prophylaxis.', 'Low VTE risk (below 4 points): pharmacological or mechanical thromboprophylaxis is not recommended; reassess if the clinical situation changes.'))",
    ),
  }),
  risk: ['score', 'risk_group', 'vte_rates', 'interpretation'],
  chartNote: {
    cc: 'Padua Prediction Score {{padua_score}} points ({{risk_group}} VTE risk). {{vte_rates}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'barbar2010',
      citation:
        'Barbar S, Noventa F, Rossetto V, et al. A risk assessment model for the identification of hospitalized medical patients at risk for venous thromboembolism: the Padua Prediction Score. J Thromb Haemost. 2010;8(11):2450–2457. PMID 20738765.',
      pmid: '20738765',
      doi: '10.1111/j.1538-7836.2010.04044.x',
      kind: 'derivation',
      cohort: 'n = 1,180 consecutive medical inpatients (Padua, Italy), 90-day follow-up',
    },
    {
      id: 'kahn2012',
      citation:
        'Kahn SR, Lim W, Dunn AS, et al. Prevention of VTE in nonsurgical patients: Antithrombotic Therapy and Prevention of Thrombosis, 9th ed: American College of Chest Physicians Evidence-Based Clinical Practice Guidelines. Chest. 2012;141(2 Suppl):e195S–e226S. PMID 22315261.',
      pmid: '22315261',
      doi: '10.1378/chest.11-2296',
      kind: 'guideline',
    },
  ],
  category: 'Haematology',
  synonyms: ['Padua score', 'VTE risk in medical inpatients', 'thromboprophylaxis decision', 'blood clot risk in hospital'],
  abbreviations: ['PPS', 'VTE', 'DVT', 'PE'],
  conditions: ['venous thromboembolism', 'hospital-acquired thrombosis', 'deep vein thrombosis prophylaxis'],
  instructions:
    'Use at admission for adults with an acute medical illness, and again when their condition changes. Weigh bleeding risk separately before prescribing pharmacological prophylaxis.',
  whenToUse: ['On admission of an adult medical patient, to decide on thromboprophylaxis.', 'When mobility or the clinical situation changes during the stay.'],
  pearls: [
    'Most VTE in high-risk patients occurred without prophylaxis; prophylaxis cut the rate from 11.0% to 2.2% in the derivation cohort.',
    'Not for surgical patients (use Caprini) or patients already on anticoagulation.',
    'Assess bleeding risk (for example with IMPROVE bleeding) before starting an anticoagulant.',
  ],
  nextSteps: {
    advice: [
      '4 points or more: pharmacological thromboprophylaxis unless contraindicated (ACCP 2012, grade 1B); mechanical prophylaxis if bleeding risk is high.',
      'Below 4 points: no prophylaxis (ACCP 2012, grade 1B against pharmacological or mechanical prophylaxis).',
    ],
    management: ['Reassess VTE and bleeding risk when the clinical situation changes, and stop prophylaxis at discharge unless there is another indication.'],
  },
  evidence: [
    'Prospective cohort of 1,180 medical inpatients: 39.7% were high risk. Without prophylaxis, VTE occurred in 11.0% of high-risk and 0.3% of low-risk patients (hazard ratio 32.0).',
    'Among high-risk patients given prophylaxis the VTE rate was 2.2%.',
  ],
  formula: [
    'Active cancer +3; previous VTE +3; reduced mobility +3; known thrombophilia +3',
    'Recent (≤ 1 month) trauma and/or surgery +2',
    'Age ≥ 70 +1; heart and/or respiratory failure +1; acute MI or ischaemic stroke +1; acute infection and/or rheumatological disorder +1; obesity (BMI ≥ 30) +1; ongoing hormonal treatment +1',
    'High risk: 4 points or more',
  ],
  resultSummary: 'Padua {{padua_score}} points, {{risk_group}} VTE risk. {{vte_rates}}',
  testVectors: [
    { description: 'No item: 0 points, low risk', inputs: NONE, expected: { padua_score: 0, risk_group: 'Low', vte_rates: 'Low-risk patients: 0.3%.' }, source: BARBAR },
    {
      description: 'Age 75 with heart failure and infection: 3 points, low risk',
      inputs: { ...NONE, age: 75, heart_resp_failure: 'yes', infection_rheum: 'yes' },
      expected: { padua_score: 3, risk_group: 'Low' },
      source: BARBAR,
    },
    {
      description: 'Reduced mobility and acute infection: 4 points, high risk',
      inputs: { ...NONE, reduced_mobility: 'yes', infection_rheum: 'yes' },
      expected: {
        padua_score: 4,
        risk_group: 'High',
        vte_rates: 'High-risk patients: 11.0% without thromboprophylaxis, 2.2% with thromboprophylaxis.',
      },
      source: BARBAR,
    },
    {
      description: 'Every item: maximum 20 points',
      inputs: { age: 80, ...Object.fromEntries(Object.keys(ITEMS).map((k) => [k, 'yes'])) },
      expected: { padua_score: 20, risk_group: 'High' },
      source: 'barbar2010 (sum of all item points: 20)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Item points, definitions and the 90-day VTE rates',
      citations: ['barbar2010', 'kahn2012'],
      checkedAgainstPrimary: false,
      note: 'The derivation paper could not be opened here; items, definitions and rates were taken from the ACCP 2012 guideline table reproducing the Padua score (Kahn 2012, Table 2) and agree with two calculators citing Barbar 2010.',
    },
  ],
} satisfies ToolDefinitionInput

export default paduaPredictionScore
