import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const NONE = { age: 60, anaemia: 'no', bleeding: 'no', kidney: 'no', antiplatelet: 'no' }
const OBRIEN = "obrien2015 (item points; risk groups and major bleeds per 100 patient-years in ORBIT-AF)"

/**
 * ORBIT bleeding score: major bleeding on oral anticoagulation for atrial fibrillation.
 * O'Brien EC et al., Eur Heart J 2015;36(46):3258–3264. Older age (≥ 75) 1; reduced haemoglobin,
 * haematocrit or history of anaemia 2; bleeding history 2; insufficient kidney function
 * (eGFR < 60) 1; treatment with an antiplatelet drug 1 (0–7 points). Risk groups and the major
 * bleeding rates of the ORBIT-AF derivation cohort: low 0–2 (2.4), medium 3 (4.7), high 4–7 (8.1)
 * per 100 patient-years.
 */
const orbitBleeding = {
  slug: 'orbit-bleeding',
  name: 'ORBIT Bleeding Score for Atrial Fibrillation on Anticoagulation',
  calcId: 'calc-orbit-bleeding',
  ...TOOL_BASE,
  eligibility: 'Adults with atrial fibrillation who take, or are about to start, oral anticoagulation.',
  description:
    'Five-item score for the risk of major bleeding in patients with atrial fibrillation on oral anticoagulation, with the bleeding rates of the ORBIT-AF registry by risk group.',
  contentName: 'orbit-bleeding',
  sections: {
    patient: ['age', 'anaemia', 'bleeding', 'kidney', 'antiplatelet'],
  },
  ehrpdns: ['age'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '75 or over: 1 point.' }),
    anaemia: yesNo('Reduced haemoglobin or haematocrit, or history of anaemia', {
      help: 'Haemoglobin below 13 g/dL (130 g/L) in men or 12 g/dL (120 g/L) in women; haematocrit below 40% in men or 36% in women; or a history of anaemia.',
      points: 2,
    }),
    bleeding: yesNo('Bleeding history', { help: 'Any history of gastrointestinal bleeding, intracranial bleeding or haemorrhagic stroke.', points: 2 }),
    kidney: yesNo('Insufficient kidney function', { help: 'eGFR below 60 mL/min/1.73 m².', points: 1 }),
    antiplatelet: yesNo('Treatment with an antiplatelet drug', { help: 'For example aspirin, clopidogrel, prasugrel or ticagrelor, alongside the anticoagulant.', points: 1 }),
    score: score('ORBIT score', 'if(age >= 75, 1, 0) + points(anaemia, bleeding, kidney, antiplatelet)', { cpdn: 'orbit_score', units: 'points' }),
    risk_group: risk('Bleeding risk group', "if(score = null, null, if(score <= 2, 'Low', if(score = 3, 'Medium', 'High')))"),
    bleed_rate: risk('Major bleeds per 100 patient-years in this risk group (ORBIT-AF)', 'if(score = null, null, if(score <= 2, 2.4, if(score = 3, 4.7, 8.1)))', {
      units: 'per 100 patient-years',
      decimals: 1,
    }),
    interpretation: interpretation(
      "if(score = null, null, if(score <= 2, 'Low bleeding risk (0–2 points): 2.4 major bleeds per 100 patient-years in ORBIT-AF.', if(score = 3, 'Medium bleeding risk (3 points): 4.7 major bleeds per 100 patient-years in ORBIT-AF. Correct modifiable risk factors.', 'High bleeding risk (4–7 points): 8.1 major bleeds per 100 patient-years in ORBIT-AF. Correct modifiable risk factors and review more often; a high score alone is not a reason to withhold anticoagulation.')))",
    ),
  }),
  risk: ['score', 'risk_group', 'bleed_rate', 'interpretation'],
  chartNote: {
    cc: 'ORBIT bleeding score {{orbit_score}} points, {{risk_group}} risk ({{bleed_rate}} major bleeds per 100 patient-years in ORBIT-AF). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'obrien2015',
      citation:
        "O'Brien EC, Simon DN, Thomas LE, et al. The ORBIT bleeding score: a simple bedside score to assess bleeding risk in atrial fibrillation. Eur Heart J. 2015;36(46):3258–3264. PMID 26424865.",
      pmid: '26424865',
      doi: '10.1093/eurheartj/ehv476',
      kind: 'derivation',
      cohort: 'n = 7,411 ORBIT-AF patients on oral anticoagulation (176 US sites); validated in the ROCKET AF trial population',
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
  synonyms: ['ORBIT score', 'bleeding risk on anticoagulation'],
  abbreviations: ['ORBIT', 'OAC', 'DOAC'],
  conditions: ['bleeding on anticoagulants', 'major bleeding'],
  instructions:
    'Use for adults with atrial fibrillation on, or about to start, oral anticoagulation. Answer each item from the history, medicines and recent blood tests.',
  whenToUse: ['When starting oral anticoagulation for atrial fibrillation, alongside a stroke risk score.', 'At follow-up, to spot new bleeding risk factors.'],
  pearls: [
    'Bleeding scores identify patients who need closer follow-up and correction of risk factors; they should not on their own decide against anticoagulation.',
    'Antiplatelet use alongside an anticoagulant is the item most often modifiable: review whether it is still needed.',
    'The rates are per risk group, not per point, as the derivation paper reports them.',
  ],
  nextSteps: {
    advice: [
      'Low (0–2): anticoagulate according to stroke risk; review at follow-up.',
      'Medium (3) or high (4–7): correct modifiable factors (unneeded antiplatelet drugs, anaemia work-up, kidney-adjusted dosing) and review more often.',
    ],
    management: ['Investigate unexplained anaemia and adjust anticoagulant doses to kidney function.'],
  },
  evidence: [
    'Derived in 7,411 anticoagulated patients of the ORBIT-AF registry (major bleeding 4.0 per 100 person-years); the five-item score discriminated similarly to the full 12-variable model.',
    'In the ROCKET AF trial population the score was better calibrated than HAS-BLED and ATRIA.',
  ],
  formula: [
    'Age ≥ 75 +1',
    'Reduced haemoglobin/haematocrit or history of anaemia +2',
    'Bleeding history +2',
    'eGFR < 60 mL/min/1.73 m² +1',
    'Antiplatelet treatment +1',
    'Total 0–7: low 0–2, medium 3, high 4–7',
  ],
  resultSummary: 'ORBIT {{orbit_score}} points, {{risk_group}} bleeding risk ({{bleed_rate}} major bleeds per 100 patient-years in ORBIT-AF).',
  testVectors: [
    { description: 'No item: 0 points, low', inputs: NONE, expected: { orbit_score: 0, risk_group: 'Low', bleed_rate: 2.4 }, source: OBRIEN },
    { description: 'Anaemia: 2 points, low', inputs: { ...NONE, anaemia: 'yes' }, expected: { orbit_score: 2, risk_group: 'Low', bleed_rate: 2.4 }, source: OBRIEN },
    {
      description: 'Anaemia and age 80: 3 points, medium',
      inputs: { ...NONE, age: 80, anaemia: 'yes' },
      expected: { orbit_score: 3, risk_group: 'Medium', bleed_rate: 4.7 },
      source: OBRIEN,
    },
    {
      description: 'Bleeding history, anaemia: 4 points, high',
      inputs: { ...NONE, anaemia: 'yes', bleeding: 'yes' },
      expected: { orbit_score: 4, risk_group: 'High', bleed_rate: 8.1 },
      source: OBRIEN,
    },
    {
      description: 'Every item: 7 points, high',
      inputs: { age: 80, anaemia: 'yes', bleeding: 'yes', kidney: 'yes', antiplatelet: 'yes' },
      expected: { orbit_score: 7, risk_group: 'High', bleed_rate: 8.1 },
      source: OBRIEN,
    },
  ],
  evidenceChecks: [
    {
      statement: 'Item definitions, risk groups and bleeding rates per group',
      citations: ['obrien2015'],
      checkedAgainstPrimary: false,
      note: 'The full paper could not be opened here; items and points match its abstract and an ACC journal scan, and the group rates (2.4, 4.7, 8.1 per 100 patient-years) come from a BJGP table reproducing the score, confirmed by a second calculator citing the paper.',
    },
  ],
} satisfies ToolDefinitionInput

export default orbitBleeding
