import { AGE_PLAUSIBLE_MAX, DIASTOLIC_BP_RANGE, SYSTOLIC_BP_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Blood pressure at first assessment after the TIA: systolic ≥ 140 mmHg or diastolic ≥ 90 mmHg. */
const BP_POINT = '(systolic_bp >= 140 or diastolic_bp >= 90)'

/** The guideline statement every result carries: the score does not decide urgency. */
const GUIDELINE =
  'Current guidelines advise against triage by ABCD²: NICE NG128 and the ESO guideline recommend specialist assessment of every suspected TIA within 24 hours of symptom onset, whatever the score, and the AHA statement (2023) urgent evaluation with brain and vessel imaging, using scores only alongside it. NICE: start aspirin 300 mg at once unless contraindicated.'

/**
 * ABCD² score. Johnston SC et al., Lancet 2007;369(9558):283–292.
 *
 * Design notes:
 * - Age and blood pressure are entered as numbers so that each threshold (age ≥ 60 years; systolic
 *   ≥ 140 or diastolic ≥ 90 mmHg at first assessment) is applied exactly; the one blood-pressure
 *   point counts when either reading meets it.
 * - The 2-day stroke risks are those of the three groups published with the score (0–3, 4–5,
 *   6–7), pooled over the two derivation and four validation cohorts.
 * - Every result repeats, as a direct statement, that current guidelines do not use the score to
 *   triage suspected TIA: a low score never means "routine" or "no specialist assessment".
 */
const abcd2 = {
  slug: 'abcd2',
  name: 'ABCD² Score for Stroke Risk after TIA',
  calcId: 'calc-abcd2',
  ...TOOL_BASE,
  eligibility: 'Adults with a suspected or confirmed transient ischaemic attack whose symptoms have resolved.',
  description:
    'Estimates the 2-day risk of stroke after a transient ischaemic attack from age, blood pressure, the clinical features and duration of the attack, and diabetes. Current guidelines do not use it to decide the urgency of specialist assessment.',
  contentName: 'abcd2',
  sections: {
    patient: ['age', 'systolic_bp', 'diastolic_bp', 'clinical_features', 'duration', 'diabetes'],
  },
  ehrpdns: ['age', 'systolic_bp', 'diastolic_bp', 'diabetes'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '60 or over scores 1 point.' }),
    systolic_bp: measure('Systolic blood pressure at first assessment after the TIA', 'mmHg', SYSTOLIC_BP_RANGE, {
      help: '140 mmHg or more scores 1 point (or a diastolic of 90 or more; one point in all).',
    }),
    diastolic_bp: measure('Diastolic blood pressure at first assessment after the TIA', 'mmHg', DIASTOLIC_BP_RANGE, {
      help: '90 mmHg or more scores 1 point (or a systolic of 140 or more).',
      validations: [
        {
          rule: 'diastolic_bp < systolic_bp',
          message: 'The diastolic pressure must be lower than the systolic pressure: check both readings.',
          type: 'error',
        },
      ],
    }),
    clinical_features: choice(
      'Clinical features of the TIA',
      [
        ['Unilateral weakness (with or without speech disturbance)', 'weakness', 2],
        ['Speech disturbance without weakness', 'speech', 1],
        ['Other symptoms only', 'other', 0],
      ],
      { type: 'singleselect.radiogroup', help: 'Weakness of the face, arm or leg on one side scores 2 points; speech disturbance alone scores 1.' },
    ),
    duration: choice(
      'Duration of symptoms',
      [
        ['60 minutes or longer', 'long', 2],
        ['10–59 minutes', 'medium', 1],
        ['Less than 10 minutes', 'short', 0],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    diabetes: yesNo('Diabetes mellitus', { help: 'Known diabetes, treated or not.', points: 1 }),
    score: score('ABCD² score', `(age >= 60) + ${BP_POINT} + points(clinical_features, duration, diabetes)`, {
      cpdn: 'abcd2_score',
      units: 'of 7',
    }),
    risk_group: result('Risk group', "if(score <= 3, 'Low (score 0–3)', if(score <= 5, 'Moderate (score 4–5)', 'High (score 6–7)'))", {
      cpdn: 'abcd2_risk_group',
    }),
    // Johnston 2007: 2-day stroke risk 1.0 % (0–3), 4.1 % (4–5), 8.1 % (6–7), pooled cohorts.
    stroke_2day: risk('2-day risk of stroke in this group (Johnston 2007, pooled cohorts)', 'if(score <= 3, 1.0, if(score <= 5, 4.1, 8.1))', {
      cpdn: 'abcd2_stroke_2day',
      units: '%',
      decimals: 1,
    }),
    interpretation: interpretation(
      `if(score <= 3, 'Low-risk group in the derivation and validation cohorts (2-day stroke risk 1.0 %). A low score does not make a TIA safe to see routinely: in a meta-analysis, about 13 % of strokes within 7 days occurred in patients scoring below 4, and 20 % of patients scoring below 4 had carotid stenosis over 50 % or atrial fibrillation. ', ` +
        `if(score <= 5, 'Moderate-risk group in the derivation and validation cohorts (2-day stroke risk 4.1 %). ', 'High-risk group in the derivation and validation cohorts (2-day stroke risk 8.1 %). ')) + '${GUIDELINE}' + ` +
        `if(score >= 4, ' A score of 4 or more is also the trial criterion for short-term dual antiplatelet therapy (clopidogrel with aspirin) after a non-cardioembolic TIA (ESO 2021), a specialist decision.', '')`,
      { label: 'Interpretation and guidance' },
    ),
  }),
  risk: ['score', 'risk_group', 'stroke_2day', 'interpretation'],
  chartNote: {
    cc: 'ABCD² score {{abcd2_score}} of 7 ({{abcd2_risk_group}}); 2-day stroke risk in this group in the source cohorts {{abcd2_stroke_2day}} %. Current guidelines advise urgent specialist assessment of every suspected TIA regardless of the score. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'johnston2007',
      citation:
        'Johnston SC, Rothwell PM, Nguyen-Huynh MN, et al. Validation and refinement of scores to predict very early stroke risk after transient ischaemic attack. Lancet. 2007;369(9558):283–292. PMID 17258668.',
      pmid: '17258668',
      doi: '10.1016/S0140-6736(07)60150-0',
      kind: 'derivation and validation',
      cohort: 'n = 4,809 patients with TIA: 2 derivation cohorts (n = 1,916) and 4 validation cohorts (n = 2,893) in the USA and UK',
    },
    {
      id: 'nice2019ng128',
      citation:
        'National Institute for Health and Care Excellence. Stroke and transient ischaemic attack in over 16s: diagnosis and initial management (NG128). London: NICE; 2019, updated 2022.',
      url: 'https://www.nice.org.uk/guidance/ng128',
      kind: 'guideline',
    },
    {
      id: 'amin2023',
      citation:
        'Amin HP, Madsen TE, Bravata DM, et al. Diagnosis, workup, risk reduction of transient ischemic attack in the emergency department setting: a scientific statement from the American Heart Association. Stroke. 2023;54(3):e109–e121.',
      doi: '10.1161/STR.0000000000000418',
      kind: 'guideline (scientific statement)',
    },
    {
      id: 'fonseca2021',
      citation:
        'Fonseca AC, Merwick Á, Dennis M, et al. European Stroke Organisation (ESO) guidelines on management of transient ischaemic attack. Eur Stroke J. 2021;6(2):CLXIII–CLXXXVI.',
      doi: '10.1177/2396987321992905',
      kind: 'guideline',
    },
    {
      id: 'wardlaw2015',
      citation:
        'Wardlaw JM, Brazzelli M, Chappell FM, et al. ABCD2 score and secondary stroke prevention: meta-analysis and effect per 1,000 patients triaged. Neurology. 2015;85(4):373–380.',
      doi: '10.1212/WNL.0000000000001780',
      kind: 'meta-analysis',
      cohort: '29 studies, 13,766 patients with TIA',
    },
  ],
  category: 'Neurology',
  synonyms: ['ABCD2 score', 'ABCD 2', 'TIA stroke risk', 'stroke risk after TIA', 'mini stroke risk', 'transient ischemic attack score'],
  abbreviations: ['ABCD2', 'TIA', 'ABCD'],
  conditions: ['transient ischaemic attack', 'transient ischemic attack', 'mini-stroke', 'stroke'],
  instructions:
    'For adults whose focal neurological symptoms have fully resolved and in whom TIA is suspected. Use the first blood pressure measured after the event and the longest duration of symptoms. The score describes stroke risk in the published cohorts; it is not a diagnostic test for TIA and, under current guidelines, does not decide the urgency of referral.',
  whenToUse: [
    'To describe a patient’s early stroke risk in the terms of the published cohorts, for example in a referral letter or in research.',
    'Not to decide whether or how urgently a patient with suspected TIA is seen: every suspected TIA needs urgent specialist assessment.',
  ],
  pearls: [
    'NICE NG128 recommends not using ABCD² or other scores to assess stroke risk or to set the urgency of referral: the scores discriminate poorly, and 30–50 % of suspected TIAs turn out to be mimics, which only specialist assessment sorts out.',
    'In a meta-analysis of 29 studies (13,766 patients), a score of 4 or more was 86.7 % sensitive but only 35.4 % specific for stroke within 7 days; 20 % of patients scoring below 4 had carotid stenosis over 50 % or atrial fibrillation, and 35–41 % of TIA mimics scored 4 or more (Wardlaw 2015).',
    'The score keeps one role in treatment: a score of 4 or more defined high-risk TIA in the CHANCE and POINT trials, and the ESO guideline recommends short-term dual antiplatelet therapy (clopidogrel with aspirin) for such patients once a cardioembolic source is not suspected.',
    'Carotid stenosis, atrial fibrillation, crescendo attacks (two or more in a week) and infarction on imaging all raise risk and are not in the score.',
    'Symptoms still present at assessment are a stroke until proven otherwise: follow the acute stroke pathway, not this score.',
  ],
  nextSteps: {
    advice: [
      'Every score: refer at once for specialist assessment (NICE: to be seen within 24 hours of symptom onset); do not delay or downgrade referral because of a low score.',
      'Start aspirin 300 mg immediately unless contraindicated (NICE NG128), or follow the specialist’s antiplatelet plan.',
      'Ongoing or recurrent symptoms: treat as acute stroke and use the emergency stroke pathway.',
    ],
    management: [
      'Specialist assessment includes brain imaging (MRI with diffusion-weighted imaging where indicated), carotid imaging and a search for atrial fibrillation.',
      'Start secondary prevention (antiplatelet or anticoagulant, statin, blood pressure control) once the diagnosis is confirmed.',
    ],
  },
  evidence: [
    'Derived from the California and ABCD scores in two cohorts (n = 1,916) and validated in four independent cohorts (n = 2,893) of patients with TIA seen in emergency departments and clinics in the USA and UK; c statistics 0.62–0.83.',
    'Pooled over all six cohorts, the 2-day stroke risk was 1.0 % for scores 0–3 (34 % of patients), 4.1 % for 4–5 (45 %) and 8.1 % for 6–7 (21 %).',
    'Later meta-analyses found the score poorly discriminating for triage; NICE NG128 (2019) and the ESO TIA guideline (2021) recommend against using it to triage and advise specialist review of every suspected TIA within 24 hours, and an AHA scientific statement (2023) advises urgent evaluation with brain and vessel imaging, with scores used only alongside it.',
  ],
  formula: [
    'A: age ≥ 60 years +1',
    'B: blood pressure at first assessment ≥ 140 mmHg systolic or ≥ 90 mmHg diastolic +1',
    'C: unilateral weakness +2, or speech disturbance without weakness +1',
    'D: duration ≥ 60 minutes +2, or 10–59 minutes +1',
    'D: diabetes +1',
    'Total 0–7. Groups: 0–3 low (2-day stroke risk 1.0 %), 4–5 moderate (4.1 %), 6–7 high (8.1 %).',
  ],
  resultSummary: 'ABCD² {{abcd2_score}} of 7, {{abcd2_risk_group}}; 2-day stroke risk in this group {{abcd2_stroke_2day}} %. Urgent specialist assessment advised for every suspected TIA regardless of the score.',
  testVectors: [
    {
      description: 'Age 50, BP 120/80, sensory symptoms for 5 minutes, no diabetes: score 0, low (1.0 %)',
      inputs: { age: 50, systolic_bp: 120, diastolic_bp: 80, clinical_features: 'other', duration: 'short', diabetes: 'no' },
      expected: { abcd2_score: 0, abcd2_stroke_2day: 1.0, abcd2_risk_group: 'Low (score 0–3)' },
      source: 'johnston2007 (item points; 2-day stroke risk 1.0 % for score 0–3, pooled cohorts); score counted by hand: 0',
    },
    {
      description: 'Age 65, BP 150/85, speech disturbance for 30 minutes, no diabetes: score 4, moderate (4.1 %)',
      inputs: { age: 65, systolic_bp: 150, diastolic_bp: 85, clinical_features: 'speech', duration: 'medium', diabetes: 'no' },
      expected: { abcd2_score: 4, abcd2_stroke_2day: 4.1, abcd2_risk_group: 'Moderate (score 4–5)' },
      source: 'johnston2007 (item points; 2-day stroke risk 4.1 % for score 4–5); score counted by hand: 1 + 1 + 1 + 1 + 0 = 4',
    },
    {
      description: 'Age 72, BP 160/95, unilateral weakness for 2 hours, diabetes: score 7, high (8.1 %)',
      inputs: { age: 72, systolic_bp: 160, diastolic_bp: 95, clinical_features: 'weakness', duration: 'long', diabetes: 'yes' },
      expected: { abcd2_score: 7, abcd2_stroke_2day: 8.1, abcd2_risk_group: 'High (score 6–7)' },
      source: 'johnston2007 (maximum score 7; 2-day stroke risk 8.1 % for score 6–7); score counted by hand: 1 + 1 + 2 + 2 + 1 = 7',
    },
  ],
  evidenceChecks: [
    {
      statement: '2-day stroke risks of 1.0 %, 4.1 % and 8.1 % for scores 0–3, 4–5 and 6–7',
      citations: ['johnston2007'],
      checkedAgainstPrimary: false,
      note: 'The full text of Johnston 2007 could not be opened; the figures were taken from two independent summaries of the paper (its ACP Journal Club/Evidence-Based Medicine table of the pooled derivation and validation cohorts, and a Nature Clinical Practice Neurology summary), which agree.',
    },
    {
      statement: 'Positions of the ESO guideline and the AHA scientific statement on ABCD² and on urgent assessment',
      citations: ['amin2023', 'fonseca2021'],
      checkedAgainstPrimary: false,
      note: 'NICE NG128 was checked through its recommendation text (quoted verbatim in several secondary sources). The ESO guideline and the AHA statement were checked against their abstracts only: ESO recommends against prediction tools such as ABCD² for triage, specialist review within 24 hours, and dual antiplatelet therapy for ABCD² 4 or more; the AHA abstract advises comprehensive urgent evaluation with imaging and "thoughtful use" of risk scales, without a verbatim recommendation against the score.',
    },
  ],
} satisfies ToolDefinitionInput

export default abcd2
