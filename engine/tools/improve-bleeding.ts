import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const NONE = {
  age: 30,
  sex: 'female',
  kidney: 'normal',
  ulcer: 'no',
  prior_bleeding: 'no',
  low_platelets: 'no',
  hepatic_failure: 'no',
  icu_ccu: 'no',
  central_line: 'no',
  rheumatic: 'no',
  cancer: 'no',
}
const DECOUSUS = 'decousus2011 (item points; ≥ 7 high risk; in-hospital bleeding within 14 days by group)'

/**
 * IMPROVE bleeding risk score: in-hospital bleeding in acutely ill medical patients.
 * Decousus H et al., Chest 2011;139(1):69–79. Weights (points): active gastroduodenal ulcer 4.5;
 * bleeding in the 3 months before admission 4; platelets < 50 × 10⁹/L 4; age ≥ 85 3.5 (40–84 1.5);
 * hepatic failure (INR > 1.5) 2.5; severe renal failure (GFR < 30) 2.5 (30–59: 1); ICU/CCU 2.5;
 * central venous catheter 2; rheumatic disease 2; current cancer 2; male sex 1. A score ≥ 7 is
 * high risk: major bleeding 4.1% vs 0.4%, and major or clinically relevant non-major bleeding
 * 7.9% vs 1.5%, within 14 days of admission.
 */
const improveBleeding = {
  slug: 'improve-bleeding',
  name: 'IMPROVE Bleeding Risk Score for Hospitalised Medical Patients',
  calcId: 'calc-improve-bleeding',
  ...TOOL_BASE,
  eligibility: 'Adults hospitalised with an acute medical illness, before starting pharmacological thromboprophylaxis.',
  description:
    'Weighted score of factors present at admission for in-hospital bleeding in acutely ill medical patients; 7 points or more marks high bleeding risk.',
  contentName: 'improve-bleeding',
  sections: {
    patient: ['age', 'sex', 'kidney', 'ulcer', 'prior_bleeding', 'low_platelets', 'hepatic_failure', 'icu_ccu', 'central_line', 'rheumatic', 'cancer'],
  },
  ehrpdns: ['age', 'sex'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '40–84: 1.5 points; 85 or over: 3.5 points.' }),
    sex: choice('Sex', [
      ['Female', 'female', 0],
      ['Male', 'male', 1],
    ]),
    kidney: choice(
      'Kidney function (GFR)',
      [
        ['60 or more', 'normal', 0],
        ['30–59 (moderate renal failure)', 'moderate', 1],
        ['Below 30 (severe renal failure)', 'severe', 2.5],
      ],
      { help: 'Glomerular filtration rate in mL/min/m², as the source defines it.' },
    ),
    ulcer: yesNo('Active gastroduodenal ulcer', { points: 4.5 }),
    prior_bleeding: yesNo('Bleeding in the 3 months before admission', { points: 4 }),
    low_platelets: yesNo('Platelet count below 50 × 10⁹/L', { points: 4 }),
    hepatic_failure: yesNo('Hepatic failure (INR above 1.5)', { points: 2.5 }),
    icu_ccu: yesNo('ICU or CCU stay', { points: 2.5 }),
    central_line: yesNo('Central venous catheter', { points: 2 }),
    rheumatic: yesNo('Rheumatic disease', { points: 2 }),
    cancer: yesNo('Current cancer', { points: 2 }),
    score: score(
      'IMPROVE bleeding score',
      'if(age >= 85, 3.5, if(age >= 40, 1.5, 0)) + points(sex, kidney, ulcer, prior_bleeding, low_platelets, hepatic_failure, icu_ccu, central_line, rheumatic, cancer)',
      { cpdn: 'improve_bleeding_score', units: 'points', decimals: 1 },
    ),
    risk_group: risk('Bleeding risk', "if(score = null, null, if(score >= 7, 'High', 'Not high'))"),
    bleeding_rates: result(
      'In-hospital bleeding within 14 days of admission (IMPROVE)',
      "if(score = null, null, if(score >= 7, 'Score 7 or more: major bleeding 4.1%; major or clinically relevant non-major bleeding 7.9%.', 'Score below 7: major bleeding 0.4%; major or clinically relevant non-major bleeding 1.5%.'))",
      { type: 'summary.statement' },
    ),
    interpretation: interpretation(
      "if(score = null, null, if(score >= 7, 'High bleeding risk (7 points or more): prefer mechanical thromboprophylaxis while the bleeding risk lasts, and address the risk factors; reconsider an anticoagulant when the risk falls.', 'Bleeding risk not high (below 7 points): bleeding risk alone does not argue against pharmacological thromboprophylaxis when VTE risk calls for it.'))",
    ),
  }),
  risk: ['score', 'risk_group', 'bleeding_rates', 'interpretation'],
  chartNote: {
    cc: 'IMPROVE bleeding score {{improve_bleeding_score}} points ({{risk_group}} risk). {{bleeding_rates}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'decousus2011',
      citation:
        'Decousus H, Tapson VF, Bergmann JF, et al. Factors at admission associated with bleeding risk in medical patients: findings from the IMPROVE investigators. Chest. 2011;139(1):69–79. PMID 20453069.',
      pmid: '20453069',
      doi: '10.1378/chest.09-3081',
      kind: 'derivation',
      cohort: 'Acutely ill medical patients of the IMPROVE registry; in-hospital bleeding within 14 days of admission',
    },
    {
      id: 'hostler2016',
      citation:
        'Hostler DC, Marx ES, Moores LK, et al. Validation of the International Medical Prevention Registry on Venous Thromboembolism Bleeding Risk Score. Chest. 2016;149(2):372–379. PMID 26867833.',
      pmid: '26867833',
      doi: '10.1378/chest.14-2842',
      kind: 'validation',
    },
  ],
  category: 'Haematology',
  synonyms: ['IMPROVE bleeding score', 'bleeding risk in medical inpatients', 'bleeding risk before thromboprophylaxis'],
  abbreviations: ['IMPROVE', 'RAM'],
  conditions: ['bleeding', 'haemorrhage', 'thromboprophylaxis', 'venous thromboembolism prevention'],
  instructions:
    'Use at admission for adults with an acute medical illness, alongside a VTE risk score (Padua or IMPROVE VTE), before prescribing pharmacological thromboprophylaxis.',
  whenToUse: ['Before starting anticoagulant thromboprophylaxis in a medical inpatient.'],
  pearls: [
    'The three strongest factors are an active gastroduodenal ulcer, bleeding in the 3 months before admission and a platelet count below 50 × 10⁹/L.',
    'The source defines kidney function by GFR in mL/min/m².',
    'Derived in patients mostly without anticoagulant treatment; it flags patients in whom the harm of prophylaxis may outweigh its benefit.',
  ],
  nextSteps: {
    advice: [
      '7 points or more: high bleeding risk; favour mechanical prophylaxis when VTE risk is high, and reassess.',
      'Below 7: decide on pharmacological prophylaxis by VTE risk.',
    ],
    management: ['Correct what can be corrected: stop unneeded antiplatelet drugs and NSAIDs, treat an ulcer, check platelet count and coagulation.'],
  },
  evidence: [
    'Derived in the IMPROVE registry of acutely ill medical patients; in-hospital major bleeding within 14 days was rare overall.',
    'Patients scoring 7 or more had major bleeding in 4.1% and major or clinically relevant non-major bleeding in 7.9%, against 0.4% and 1.5% below 7.',
    'Externally validated in a US academic medical centre (Hostler 2016).',
  ],
  formula: [
    'Active gastroduodenal ulcer +4.5; bleeding in 3 months before admission +4; platelets < 50 × 10⁹/L +4',
    'Age 40–84 +1.5; age ≥ 85 +3.5',
    'Hepatic failure (INR > 1.5) +2.5; GFR < 30 +2.5 (30–59 +1); ICU/CCU +2.5',
    'Central venous catheter +2; rheumatic disease +2; current cancer +2; male sex +1',
    'High risk: 7 points or more',
  ],
  resultSummary: 'IMPROVE bleeding {{improve_bleeding_score}} points ({{risk_group}} risk). {{bleeding_rates}}',
  testVectors: [
    { description: 'Woman of 30, no factor: 0 points', inputs: NONE, expected: { improve_bleeding_score: 0, risk_group: 'Not high' }, source: DECOUSUS },
    {
      description: 'Man of 70 with moderate renal failure and cancer: 5.5 points, not high',
      inputs: { ...NONE, age: 70, sex: 'male', kidney: 'moderate', cancer: 'yes' },
      expected: { improve_bleeding_score: 5.5, risk_group: 'Not high' },
      source: DECOUSUS,
    },
    {
      description: 'Woman of 86 with ICU stay and central line: 8 points, high',
      inputs: { ...NONE, age: 86, icu_ccu: 'yes', central_line: 'yes' },
      expected: {
        improve_bleeding_score: 8,
        risk_group: 'High',
        bleeding_rates: 'Score 7 or more: major bleeding 4.1%; major or clinically relevant non-major bleeding 7.9%.',
      },
      source: DECOUSUS,
    },
    {
      description: 'Every factor: maximum 30.5 points',
      inputs: {
        age: 90,
        sex: 'male',
        kidney: 'severe',
        ulcer: 'yes',
        prior_bleeding: 'yes',
        low_platelets: 'yes',
        hepatic_failure: 'yes',
        icu_ccu: 'yes',
        central_line: 'yes',
        rheumatic: 'yes',
        cancer: 'yes',
      },
      expected: { improve_bleeding_score: 30.5, risk_group: 'High' },
      source: 'decousus2011 (sum of the highest weights: 30.5)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Item weights, the threshold of 7 and the bleeding rates by group',
      citations: ['decousus2011'],
      checkedAgainstPrimary: false,
      note: 'The paper could not be opened here; weights were taken from an external validation table (Thromb J 2024, Table 1) and a second reference page, which agree; the rates come from that table’s note reproducing the derivation study.',
    },
  ],
} satisfies ToolDefinitionInput

export default improveBleeding
