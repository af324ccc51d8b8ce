import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * CHA₂DS₂-VA: the sex-neutral stroke risk score of the 2024 ESC atrial fibrillation guideline
 * (Van Gelder IC et al., Eur Heart J 2024;45:3314–3414). It is CHA₂DS₂-VASc without the sex
 * category: heart failure 1, hypertension 1, age ≥ 75 2, diabetes 1, prior stroke/TIA/arterial
 * thromboembolism 2, vascular disease 1, age 65–74 1 (0–8 points).
 *
 * Recommendations by score as the guideline states them: ≥ 2, oral anticoagulation recommended
 * (class I, level C); 1, should be considered (class IIa, level C). The guideline gives no
 * recommendation to start anticoagulation at 0 points. No event rates are shown: the guideline
 * ties the score to recommendations, not to a published rate table.
 */
const cha2ds2Va = {
  slug: 'cha2ds2-va',
  name: '2024 ESC CHA₂DS₂-VA Score for Stroke Risk in Atrial Fibrillation',
  calcId: 'calc-cha2ds2-va',
  ...TOOL_BASE,
  eligibility:
    'Adults with atrial fibrillation or flutter, without a mechanical heart valve or moderate–severe mitral stenosis (those need a vitamin K antagonist regardless of score).',
  description:
    'Scores stroke and thromboembolism risk in atrial fibrillation without the sex category, and gives the 2024 ESC recommendation on oral anticoagulation for the score, with its class and level.',
  contentName: 'cha2ds2-va',
  sections: {
    patient: ['age', 'chf', 'hypertension', 'diabetes', 'stroke_tia', 'vascular'],
  },
  ehrpdns: ['age', 'diabetes'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '65–74: 1 point; 75 or over: 2 points.' }),
    chf: yesNo('Congestive heart failure', {
      help: 'Symptoms and signs of heart failure whatever the ejection fraction, or asymptomatic LVEF ≤ 40%.',
      points: 1,
    }),
    hypertension: yesNo('Hypertension', { help: 'Resting blood pressure above 140/90 mmHg on at least two occasions, or current treatment.', points: 1 }),
    diabetes: yesNo('Diabetes mellitus', { help: 'Type 1 or type 2 diabetes, or treatment with glucose-lowering drugs.', points: 1 }),
    stroke_tia: yesNo('Prior stroke, TIA or arterial thromboembolism', { points: 2 }),
    vascular: yesNo('Vascular disease', {
      help: 'Coronary artery disease (including prior myocardial infarction or revascularisation), peripheral arterial disease or complex aortic plaque.',
      points: 1,
    }),
    score: score('CHA₂DS₂-VA score', 'if(age >= 75, 2, if(age >= 65, 1, 0)) + points(chf, hypertension, diabetes, stroke_tia, vascular)', {
      cpdn: 'cha2ds2_va_score',
      units: 'points',
    }),
    recommendation: result(
      'Oral anticoagulation (2024 ESC guideline)',
      "if(score = null, null, if(score >= 2, 'Oral anticoagulation is recommended to prevent ischaemic stroke and thromboembolism (class I, level C: a score of 2 or more marks elevated thromboembolic risk).', if(score = 1, 'Oral anticoagulation should be considered to prevent ischaemic stroke and thromboembolism (class IIa, level C: a score of 1 marks elevated thromboembolic risk).', 'No recommendation to start oral anticoagulation at 0 points; reassess the risk factors at intervals, as the guideline recommends (class I, level B).')))",
      { type: 'summary.statement' },
    ),
    interpretation: interpretation(
      "if(score = null, null, if(score >= 2, 'Elevated thromboembolic risk (2 or more points): anticoagulate unless contraindicated; a DOAC is preferred over a vitamin K antagonist for eligible patients.', if(score = 1, 'Elevated thromboembolic risk (1 point): consider anticoagulation, weighing bleeding risk, other stroke risk factors and the patient preferences.', 'Low thromboembolic risk on the score (0 points). Other conditions (hypertrophic cardiomyopathy, cardiac amyloidosis) call for anticoagulation regardless of the score.')))",
    ),
  }),
  risk: ['score', 'recommendation', 'interpretation'],
  chartNote: {
    cc: 'CHA2DS2-VA score {{cha2ds2_va_score}} points. {{recommendation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'vangelder2024',
      citation:
        'Van Gelder IC, Rienstra M, Bunting KV, et al. 2024 ESC Guidelines for the management of atrial fibrillation developed in collaboration with the European Association for Cardio-Thoracic Surgery (EACTS). Eur Heart J. 2024;45(36):3314–3414. PMID 39210723.',
      pmid: '39210723',
      doi: '10.1093/eurheartj/ehae176',
      kind: 'guideline',
    },
    {
      id: 'lip2010',
      citation:
        'Lip GYH, Nieuwlaat R, Pisters R, Lane DA, Crijns HJGM. Refining clinical risk stratification for predicting stroke and thromboembolism in atrial fibrillation using a novel risk factor-based approach: the Euro Heart Survey on Atrial Fibrillation. Chest. 2010;137(2):263–272.',
      pmid: '19762550',
      doi: '10.1378/chest.09-1584',
      kind: 'derivation',
      cohort: 'CHA₂DS₂-VASc, from which the score is derived: n = 1,084 patients not on anticoagulation (Euro Heart Survey)',
    },
  ],
  category: 'Cardiology',
  synonyms: ['ESC 2024 stroke risk score', 'sex-neutral stroke risk score'],
  abbreviations: ['CHA2DS2VA', 'OAC'],
  conditions: ['stroke prevention', 'thromboembolism'],
  instructions:
    'Use for adults with atrial fibrillation or flutter, to decide on oral anticoagulation. Not for patients with a mechanical heart valve or moderate–severe mitral stenosis. Sex is not asked: the 2024 ESC guideline removed it from the score.',
  whenToUse: [
    'At diagnosis of atrial fibrillation or flutter, to decide on stroke prevention.',
    'At follow-up: risk factors accumulate with age and new diagnoses, and the guideline recommends periodic reassessment.',
  ],
  pearls: [
    'CHA₂DS₂-VA is CHA₂DS₂-VASc without the sex category: women and men share the same thresholds.',
    'Hypertrophic cardiomyopathy and cardiac amyloidosis call for anticoagulation whatever the score.',
    'Bleeding risk scores should not decide whether to anticoagulate; use them to find and correct modifiable bleeding risk factors.',
    'The pattern of atrial fibrillation (paroxysmal, persistent, permanent) does not change the decision.',
  ],
  nextSteps: {
    advice: [
      '2 points or more: oral anticoagulation is recommended (class I, level C).',
      '1 point: oral anticoagulation should be considered (class IIa, level C).',
      '0 points: no anticoagulation is recommended on the score; reassess at intervals (class I, level B).',
    ],
    management: [
      'For eligible patients a direct oral anticoagulant is recommended over a vitamin K antagonist (class I, level A).',
      'Before starting, review kidney and liver function, interacting drugs and modifiable bleeding risk factors.',
    ],
  },
  evidence: [
    'The 2024 ESC guideline replaced CHA₂DS₂-VASc with CHA₂DS₂-VA: female sex adds risk mainly in the presence of other factors, and dropping it simplifies treatment decisions.',
    'Class I, level C for a score of 2 or more and class IIa, level C for a score of 1 are the guideline\'s recommendations on initiating anticoagulation.',
  ],
  formula: [
    'Congestive heart failure +1; hypertension +1; diabetes +1; vascular disease +1',
    'Age 65–74 +1; age ≥ 75 +2',
    'Prior stroke, TIA or arterial thromboembolism +2',
    'Total 0–8 points',
  ],
  resultSummary: 'CHA2DS2-VA {{cha2ds2_va_score}} points. {{recommendation}}',
  testVectors: [
    {
      description: 'No risk factor, age 50: 0 points',
      inputs: { age: 50, chf: 'no', hypertension: 'no', diabetes: 'no', stroke_tia: 'no', vascular: 'no' },
      expected: { cha2ds2_va_score: 0 },
      source: 'vangelder2024 (score items)',
    },
    {
      description: 'Age 70 only: 1 point, anticoagulation should be considered (IIa, C)',
      inputs: { age: 70, chf: 'no', hypertension: 'no', diabetes: 'no', stroke_tia: 'no', vascular: 'no' },
      expected: {
        cha2ds2_va_score: 1,
        recommendation:
          'Oral anticoagulation should be considered to prevent ischaemic stroke and thromboembolism (class IIa, level C: a score of 1 marks elevated thromboembolic risk).',
      },
      source: 'vangelder2024 (score items; recommendation for a score of 1)',
    },
    {
      description: 'Age 80 with hypertension: 3 points, anticoagulation recommended (I, C)',
      inputs: { age: 80, chf: 'no', hypertension: 'yes', diabetes: 'no', stroke_tia: 'no', vascular: 'no' },
      expected: { cha2ds2_va_score: 3 },
      source: 'vangelder2024 (score items)',
    },
    {
      description: 'Every item: maximum 8 points',
      inputs: { age: 80, chf: 'yes', hypertension: 'yes', diabetes: 'yes', stroke_tia: 'yes', vascular: 'yes' },
      expected: { cha2ds2_va_score: 8 },
      source: 'vangelder2024 (maximum score)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Score items and the classes and levels of the recommendations by score',
      citations: ['vangelder2024'],
      checkedAgainstPrimary: false,
      note: 'The guideline full text could not be opened here; items, classes and levels were taken from two independent summaries of the 2024 ESC recommendations (a cardiology reference wiki and a calculator citing the guideline) and agree with each other.',
    },
  ],
} satisfies ToolDefinitionInput

export default cha2ds2Va
