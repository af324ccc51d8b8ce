import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const NONE = { age: 60, anaemia: 'no', renal: 'no', prior_haemorrhage: 'no', hypertension: 'no' }
const FANG = 'fang2011 (item points; risk groups and annual major haemorrhage rates of the derivation cohort)'

/**
 * ATRIA bleeding score: warfarin-associated major haemorrhage in atrial fibrillation.
 * Fang MC et al., J Am Coll Cardiol 2011;58(4):395–401. Anaemia 3; severe kidney disease (eGFR
 * < 30 or dialysis) 3; age ≥ 75 2; any prior haemorrhage 1; diagnosed hypertension 1 (0–10).
 * Low 0–3 (0.76% per year), intermediate 4 (2.62%), high 5–10 (5.76%).
 */
const atriaBleeding = {
  slug: 'atria-bleeding',
  name: 'ATRIA Bleeding Risk Score for Atrial Fibrillation on Warfarin',
  calcId: 'calc-atria-bleeding',
  ...TOOL_BASE,
  eligibility: 'Adults with atrial fibrillation taking, or considered for, warfarin (derived in warfarin-treated patients).',
  description:
    'Five-item score for the risk of major haemorrhage on warfarin in atrial fibrillation, with the annual haemorrhage rates of the ATRIA cohort by risk group.',
  contentName: 'atria-bleeding',
  sections: {
    patient: ['age', 'anaemia', 'renal', 'prior_haemorrhage', 'hypertension'],
  },
  ehrpdns: ['age'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '75 or over: 2 points.' }),
    anaemia: yesNo('Anaemia', { help: 'Haemoglobin below 13 g/dL (130 g/L) in men or 12 g/dL (120 g/L) in women.', points: 3 }),
    renal: yesNo('Severe kidney disease', { help: 'eGFR below 30 mL/min/1.73 m², or on dialysis.', points: 3 }),
    prior_haemorrhage: yesNo('Any prior haemorrhage', { help: 'Any previous diagnosis of haemorrhage.', points: 1 }),
    hypertension: yesNo('Diagnosed hypertension', { points: 1 }),
    score: score('ATRIA bleeding score', 'if(age >= 75, 2, 0) + points(anaemia, renal, prior_haemorrhage, hypertension)', {
      cpdn: 'atria_bleeding_score',
      units: 'points',
    }),
    risk_group: risk('Haemorrhage risk group', "if(score = null, null, if(score <= 3, 'Low', if(score = 4, 'Intermediate', 'High')))"),
    bleed_rate: risk('Major haemorrhage per year in this risk group (ATRIA cohort, on warfarin)', 'if(score = null, null, if(score <= 3, 0.76, if(score = 4, 2.62, 5.76)))', {
      units: '% per year',
      decimals: 2,
    }),
    interpretation: interpretation(
      "if(score = null, null, if(score <= 3, 'Low haemorrhage risk (0–3 points): 0.76% major haemorrhage per year on warfarin in the ATRIA cohort.', if(score = 4, 'Intermediate haemorrhage risk (4 points): 2.62% major haemorrhage per year on warfarin in the ATRIA cohort. Correct modifiable risk factors.', 'High haemorrhage risk (5–10 points): 5.76% major haemorrhage per year on warfarin in the ATRIA cohort. Correct modifiable risk factors and review more often; weigh against stroke risk rather than withholding anticoagulation on the score alone.')))",
    ),
  }),
  risk: ['score', 'risk_group', 'bleed_rate', 'interpretation'],
  chartNote: {
    cc: 'ATRIA bleeding score {{atria_bleeding_score}} points, {{risk_group}} risk ({{bleed_rate}} % major haemorrhage per year on warfarin in the ATRIA cohort). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'fang2011',
      citation:
        'Fang MC, Go AS, Chang Y, et al. A new risk scheme to predict warfarin-associated hemorrhage: the ATRIA (Anticoagulation and Risk Factors in Atrial Fibrillation) Study. J Am Coll Cardiol. 2011;58(4):395–401. PMID 21757117.',
      pmid: '21757117',
      doi: '10.1016/j.jacc.2011.03.031',
      kind: 'derivation',
      cohort: 'Warfarin-treated adults with atrial fibrillation of the ATRIA cohort (Kaiser Permanente Northern California), split into derivation and validation parts',
    },
  ],
  category: 'Cardiology',
  synonyms: ['warfarin bleeding risk', 'haemorrhage risk on warfarin'],
  abbreviations: ['ATRIA', 'VKA'],
  conditions: ['warfarin bleeding', 'haemorrhage'],
  instructions: 'Use for adults with atrial fibrillation on, or considered for, warfarin. Answer each item from the history and recent blood tests.',
  whenToUse: ['When considering or reviewing warfarin for atrial fibrillation, alongside a stroke risk score.'],
  pearls: [
    'Derived in patients on warfarin; its rates may not apply to direct oral anticoagulants.',
    'Anaemia and severe kidney disease carry 3 points each: look for and treat causes of anaemia.',
  ],
  nextSteps: {
    advice: [
      'Low (0–3): anticoagulate according to stroke risk.',
      'Intermediate (4) or high (5–10): correct modifiable risk factors and follow more closely; weigh the bleeding risk against the stroke risk.',
    ],
    management: ['Control blood pressure, investigate anaemia and adjust therapy to kidney function.'],
  },
  evidence: [
    'Derived in warfarin-treated patients with atrial fibrillation of the ATRIA cohort and validated in a separate part of the cohort.',
    'Annual major haemorrhage rates rose from 0.76% (low) to 2.62% (intermediate) and 5.76% (high).',
  ],
  formula: ['Anaemia +3', 'Severe kidney disease (eGFR < 30 or dialysis) +3', 'Age ≥ 75 +2', 'Any prior haemorrhage +1', 'Diagnosed hypertension +1', 'Total 0–10: low 0–3, intermediate 4, high 5–10'],
  resultSummary: 'ATRIA {{atria_bleeding_score}} points, {{risk_group}} haemorrhage risk ({{bleed_rate}} % per year on warfarin in the ATRIA cohort).',
  testVectors: [
    { description: 'No item: 0 points, low', inputs: NONE, expected: { atria_bleeding_score: 0, risk_group: 'Low', bleed_rate: 0.76 }, source: FANG },
    { description: 'Anaemia: 3 points, low', inputs: { ...NONE, anaemia: 'yes' }, expected: { atria_bleeding_score: 3, risk_group: 'Low', bleed_rate: 0.76 }, source: FANG },
    {
      description: 'Anaemia and hypertension: 4 points, intermediate',
      inputs: { ...NONE, anaemia: 'yes', hypertension: 'yes' },
      expected: { atria_bleeding_score: 4, risk_group: 'Intermediate', bleed_rate: 2.62 },
      source: FANG,
    },
    {
      description: 'Age 80 and severe kidney disease: 5 points, high',
      inputs: { ...NONE, age: 80, renal: 'yes' },
      expected: { atria_bleeding_score: 5, risk_group: 'High', bleed_rate: 5.76 },
      source: FANG,
    },
    {
      description: 'Every item: 10 points',
      inputs: { age: 80, anaemia: 'yes', renal: 'yes', prior_haemorrhage: 'yes', hypertension: 'yes' },
      expected: { atria_bleeding_score: 10, risk_group: 'High', bleed_rate: 5.76 },
      source: FANG,
    },
  ],
  evidenceChecks: [
    {
      statement: 'Item points, risk groups and annual haemorrhage rates',
      citations: ['fang2011'],
      checkedAgainstPrimary: false,
      note: 'The JACC paper could not be opened here; points and groups were taken from a review table (Am J Med 2016, PMC5568864) and rates from two calculators citing Fang 2011, which agree.',
    },
  ],
} satisfies ToolDefinitionInput

export default atriaBleeding
