import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, lookupTable, measure, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * CHA2DS2-VASc: stroke risk in atrial fibrillation not due to moderate–severe mitral stenosis
 * or a mechanical valve. Lip GYH et al., Chest 2010;137(2):263–272.
 */
const cha2ds2Vasc = {
  slug: 'cha2ds2-vasc',
  name: 'CHA₂DS₂-VASc Score for Atrial Fibrillation Stroke Risk',
  calcId: 'calc-cha2ds2-vasc',
  ...TOOL_BASE,
  eligibility:
    'Adults with non-valvular atrial fibrillation or atrial flutter (not moderate–severe mitral stenosis or a mechanical heart valve).',
  description: 'Estimates the yearly risk of stroke in atrial fibrillation to guide the decision about anticoagulation.',
  contentName: 'cha2ds2-vasc',
  sections: {
    patient: ['age', 'sex', 'chf', 'hypertension', 'stroke_tia', 'vascular', 'diabetes'],
  },
  ehrpdns: ['age', 'sex', 'diabetes'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '65–74: 1 point; 75 or over: 2 points.' }),
    sex: choice('Sex', [
      ['Female', 'female', 1],
      ['Male', 'male', 0],
    ]),
    chf: yesNo('Congestive heart failure history', {
      help: 'Signs or symptoms of heart failure, or objective evidence of reduced ejection fraction.',
      points: 1,
    }),
    hypertension: yesNo('Hypertension history', {
      help: 'Resting blood pressure above 140/90 mmHg on at least two occasions, or current treatment.',
      points: 1,
    }),
    stroke_tia: yesNo('Stroke, TIA or thromboembolism history', { points: 2 }),
    vascular: yesNo('Vascular disease history', { help: 'Prior myocardial infarction, peripheral artery disease or aortic plaque.', points: 1 }),
    diabetes: yesNo('Diabetes mellitus', { points: 1 }),
    score: score('CHA₂DS₂-VASc score', 'if(age >= 75, 2, if(age >= 65, 1, 0)) + points(sex, chf, hypertension, stroke_tia, vascular, diabetes)', {
      cpdn: 'cha2ds2_vasc_score',
      units: 'points',
    }),
    // Friberg L et al., Eur Heart J 2012;33:1500–1510, Table 2 (stroke/TIA/systemic embolism).
    stroke_rate: risk(
      'Stroke, TIA or systemic embolism per year (Swedish AF cohort, no anticoagulation)',
      lookupTable(
        'score',
        [
          [0, 0.3],
          [1, 0.9],
          [2, 2.9],
          [3, 4.6],
          [4, 6.7],
          [5, 10.0],
          [6, 13.6],
          [7, 15.7],
          [8, 15.2],
        ],
        17.4,
      ),
      { units: '% per year', decimals: 1 },
    ),
    interpretation: interpretation(
      "if(score = 0 or (score = 1 and sex = 'female'), 'Low risk: anticoagulation is generally not recommended.', if(score = 1 or (score = 2 and sex = 'female'), 'Intermediate risk: anticoagulation may be considered after a shared decision.', 'High risk: oral anticoagulation is recommended unless contraindicated.'))",
    ),
  }),
  risk: ['score', 'stroke_rate', 'interpretation'],
  chartNote: {
    cc: 'CHA2DS2-VASc score {{score}} points (estimated stroke, TIA or systemic embolism {{stroke_rate}} % per year without anticoagulation). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'lip2010',
      citation:
        'Lip GYH, Nieuwlaat R, Pisters R, Lane DA, Crijns HJGM. Refining clinical risk stratification for predicting stroke and thromboembolism in atrial fibrillation using a novel risk factor-based approach: the Euro Heart Survey on Atrial Fibrillation. Chest. 2010;137(2):263–272.',
      pmid: '19762550',
      doi: '10.1378/chest.09-1584',
      kind: 'derivation',
      cohort: 'n = 1,084 patients not on anticoagulation (Euro Heart Survey)',
    },
    {
      id: 'friberg2012',
      citation:
        'Friberg L, Rosenqvist M, Lip GYH. Evaluation of risk stratification schemes for ischaemic stroke and bleeding in 182 678 patients with atrial fibrillation: the Swedish Atrial Fibrillation cohort study. Eur Heart J. 2012;33(12):1500–1510.',
      pmid: '22246443',
      doi: '10.1093/eurheartj/ehr488',
      kind: 'validation',
      cohort: 'n = 182,678 (Swedish AF cohort)',
    },
    {
      id: 'joglar2024',
      citation:
        'Joglar JA, Chung MK, Armbruster AL, et al. 2023 ACC/AHA/ACCP/HRS Guideline for the Diagnosis and Management of Atrial Fibrillation. Circulation. 2024;149(1):e1–e156.',
      doi: '10.1161/CIR.0000000000001193',
      kind: 'guideline',
    },
  ],
  category: 'Cardiology',
  synonyms: ['atrial fibrillation stroke risk', 'stroke risk in AF', 'anticoagulation decision'],
  abbreviations: ['afib', 'AF', 'CHA2DS2VASc', 'CHADS-VASc'],
  conditions: ['atrial fibrillation', 'atrial flutter', 'stroke'],
  instructions:
    'Use for adults with atrial fibrillation or flutter not caused by moderate–severe mitral stenosis or a mechanical valve. Not for patients already decided on or contraindicated to anticoagulation for other reasons.',
  whenToUse: [
    'At diagnosis of atrial fibrillation or flutter, to decide on stroke prevention.',
    'At follow-up, since risk factors accumulate with age and new diagnoses.',
  ],
  pearls: [
    'Female sex adds risk mainly in the presence of other risk factors: a woman scoring 1 point for sex alone is low risk.',
    'The score does not measure bleeding risk; weigh that separately (for example with HAS-BLED) and correct modifiable bleeding risks rather than withholding anticoagulation.',
    'Yearly stroke rates differ between cohorts; the figures shown come from a large Swedish registry without anticoagulation.',
  ],
  nextSteps: {
    advice: [
      'Score 0 (men) or 1 (women): no anticoagulation; reassess as risk factors change.',
      'Score 1 (men) or 2 (women): consider oral anticoagulation, weighing bleeding risk and preferences.',
      'Score ≥ 2 (men) or ≥ 3 (women): oral anticoagulation is recommended; a DOAC is preferred over warfarin for eligible patients.',
    ],
    management: ['Review kidney function, interacting drugs and bleeding risk before starting an anticoagulant.'],
  },
  evidence: [
    'Derived in the Euro Heart Survey (1,084 patients not on anticoagulation); c-statistic about 0.61 against 0.56 for CHADS₂.',
    'Validated in 182,678 patients of the Swedish Atrial Fibrillation cohort, which provides the yearly event rates shown.',
  ],
  formula: [
    'Age 65–74 +1; age ≥ 75 +2',
    'Female sex +1',
    'Congestive heart failure +1; hypertension +1; diabetes +1; vascular disease +1',
    'Prior stroke, TIA or thromboembolism +2',
    'Total 0–9 points',
  ],
  resultSummary: 'CHA2DS2-VASc {{score}} points; stroke/TIA/embolism {{stroke_rate}} % per year without anticoagulation.',
  testVectors: [
    {
      description: 'No risk factors, man of 50',
      inputs: { age: 50, sex: 'male', chf: 'no', hypertension: 'no', stroke_tia: 'no', vascular: 'no', diabetes: 'no' },
      expected: { cha2ds2_vasc_score: 0, stroke_rate: 0.3 },
      source: 'lip2010 (scoring), friberg2012 Table 2 (rate)',
    },
    {
      description: 'Woman of 76 with hypertension and prior stroke',
      inputs: { age: 76, sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'yes', vascular: 'no', diabetes: 'no' },
      expected: { cha2ds2_vasc_score: 6, stroke_rate: 13.6 },
      source: 'lip2010 (scoring), friberg2012 Table 2 (rate)',
    },
    {
      description: 'Every risk factor: maximum 9 points',
      inputs: { age: 80, sex: 'female', chf: 'yes', hypertension: 'yes', stroke_tia: 'yes', vascular: 'yes', diabetes: 'yes' },
      expected: { cha2ds2_vasc_score: 9, stroke_rate: 17.4 },
      source: 'lip2010 (maximum score), friberg2012 Table 2 (rate)',
    },
  ],
} satisfies ToolDefinitionInput

export default cha2ds2Vasc
