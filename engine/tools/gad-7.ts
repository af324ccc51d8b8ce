import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** The four answers ("over the last 2 weeks, how often…"), scored 0–3. */
const FREQUENCY = [
  ['Not at all', 0, 0],
  ['Several days', 1, 1],
  ['More than half the days', 2, 2],
  ['Nearly every day', 3, 3],
] as const

const item = (label: string, help?: string) => choice(label, FREQUENCY, { type: 'singleselect.radiogroup', ...(help ? { help } : {}) })

const ITEMS = ['nervous', 'uncontrolled_worry', 'worry_too_much', 'trouble_relaxing', 'restless', 'irritable', 'afraid'] as const

/**
 * GAD-7. Spitzer RL, Kroenke K, Williams JBW, Löwe B. Arch Intern Med 2006;166(10):1092–1097.
 *
 * Design notes:
 * - Seven items quoted as Pfizer publishes them (no permission needed to reproduce), 0–3 each,
 *   total 0–21.
 * - Bands at 5, 10 and 15 (mild, moderate, severe anxiety); 10 is the cut-point for further
 *   evaluation (sensitivity 89 %, specificity 82 % for generalised anxiety disorder).
 * - No defaults: an unanswered item must not read as "Not at all".
 */
const gad7 = {
  slug: 'gad-7',
  name: 'GAD-7 Generalized Anxiety Disorder Scale',
  calcId: 'calc-gad-7',
  ...TOOL_BASE,
  eligibility: 'Adolescents and adults, to screen for anxiety disorders and to grade and follow anxiety severity.',
  description: 'Scores seven anxiety symptoms over the last two weeks (0–21) to screen for generalised anxiety disorder and to grade and follow anxiety severity.',
  contentName: 'gad-7',
  sections: {
    patient: [...ITEMS],
  },
  ehrpdns: [],
  controls: controls({
    nervous: item('1. Feeling nervous, anxious, or on edge', 'Over the last 2 weeks, how often has the person been bothered by this?'),
    uncontrolled_worry: item('2. Not being able to stop or control worrying'),
    worry_too_much: item('3. Worrying too much about different things'),
    trouble_relaxing: item('4. Trouble relaxing'),
    restless: item('5. Being so restless that it is hard to sit still'),
    irritable: item('6. Becoming easily annoyed or irritable'),
    afraid: item('7. Feeling afraid, as if something awful might happen'),
    score: score('GAD-7 score', `points(${ITEMS.join(', ')})`, { cpdn: 'gad7_score', units: 'of 21' }),
    severity: result('Anxiety severity', "if(score >= 15, 'Severe (15–21)', if(score >= 10, 'Moderate (10–14)', if(score >= 5, 'Mild (5–9)', 'Minimal (0–4)')))", {
      cpdn: 'gad7_severity',
    }),
    interpretation: interpretation(
      "if(score >= 10, 'Score of 10 or more: an anxiety disorder is likely. Assess for generalised anxiety disorder and for panic, social anxiety and post-traumatic stress disorders, and discuss treatment (psychological therapy, medication or both) according to severity.', " +
        "if(score >= 5, 'Mild anxiety symptoms: below the cut-point for further evaluation; monitor, and assess further if there is clinical concern or impairment.', " +
        "'Minimal anxiety symptoms: no further assessment on this score.'))",
      { label: 'Next step' },
    ),
  }),
  risk: ['score', 'severity', 'interpretation'],
  chartNote: {
    cc: 'GAD-7 score {{gad7_score}} of 21: {{gad7_severity}} anxiety. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'spitzer2006',
      citation:
        'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092–1097. PMID: 16717171.',
      pmid: '16717171',
      doi: '10.1001/archinte.166.10.1092',
      kind: 'derivation and validation',
      cohort: 'n = 2,740 primary care patients (derivation and validation), 965 with a mental health professional interview',
    },
    {
      id: 'kroenke2007',
      citation:
        'Kroenke K, Spitzer RL, Williams JBW, Monahan PO, Löwe B. Anxiety disorders in primary care: prevalence, impairment, comorbidity, and detection. Ann Intern Med. 2007;146(5):317–325. PMID: 17339617.',
      pmid: '17339617',
      doi: '10.7326/0003-4819-146-5-200703060-00004',
      kind: 'validation (other anxiety disorders)',
    },
  ],
  category: 'Mental health',
  synonyms: ['generalised anxiety disorder scale', 'generalized anxiety disorder 7', 'anxiety screening', 'anxiety questionnaire', 'GAD7', 'GAD 7'],
  abbreviations: ['GAD-7', 'GAD7', 'GAD'],
  conditions: ['anxiety', 'generalized anxiety disorder', 'generalised anxiety disorder', 'panic disorder', 'social anxiety', 'PTSD', 'worry'],
  instructions:
    'The person answers the seven questions about the last 2 weeks; enter each answer as given. A score supports, but does not make, the diagnosis: confirm an anxiety disorder clinically.',
  whenToUse: ['To screen for generalised anxiety disorder and other common anxiety disorders in primary care.', 'To grade anxiety severity and follow the response to treatment.'],
  pearls: [
    'At 10 or more, sensitivity was 89 % and specificity 82 % for generalised anxiety disorder in the derivation study.',
    'The GAD-7 also detects panic disorder, social anxiety disorder and post-traumatic stress disorder reasonably well, so a high score is not specific to generalised anxiety.',
    'Consider physical causes (thyroid disease, caffeine, stimulants, withdrawal) and co-existing depression: screen with the PHQ-9 as well.',
    'The item wording is quoted as Pfizer publishes it; the GAD-7 may be reproduced without permission.',
  ],
  nextSteps: {
    advice: [
      'Score 10–21: assess for an anxiety disorder and discuss treatment according to severity.',
      'Score 5–9: monitor; assess further if there is clinical concern.',
      'Score 0–4: no further assessment on this score.',
    ],
    management: ['Repeat the GAD-7 during treatment to follow the response.'],
  },
  evidence: [
    'Derived and validated in 2,740 primary care patients across 15 US clinics; against a mental health professional interview in 965, a score of 10 or more had 89 % sensitivity and 82 % specificity for generalised anxiety disorder.',
    'Scores of 5, 10 and 15 marked mild, moderate and severe anxiety; functional impairment rose with the score.',
  ],
  formula: ['Seven items, each 0 (not at all), 1 (several days), 2 (more than half the days) or 3 (nearly every day), over the last 2 weeks', 'Total 0–21: 0–4 minimal, 5–9 mild, 10–14 moderate, 15–21 severe'],
  resultSummary: 'GAD-7 {{gad7_score}} of 21, {{gad7_severity}}.',
  testVectors: [
    {
      description: 'Every item "Not at all": 0, minimal',
      inputs: { nervous: 0, uncontrolled_worry: 0, worry_too_much: 0, trouble_relaxing: 0, restless: 0, irritable: 0, afraid: 0 },
      expected: { gad7_score: 0, gad7_severity: 'Minimal (0–4)' },
      source: 'spitzer2006 (items 0–3; bands at 5, 10, 15); counted by hand',
    },
    {
      description: 'Total 10, the cut-point: moderate',
      inputs: { nervous: 2, uncontrolled_worry: 2, worry_too_much: 2, trouble_relaxing: 1, restless: 1, irritable: 1, afraid: 1 },
      expected: { gad7_score: 10, gad7_severity: 'Moderate (10–14)' },
      source: 'spitzer2006 (cut-point 10: sensitivity 89 %, specificity 82 %); counted by hand: 2+2+2+1+1+1+1',
    },
    {
      description: 'Every item "Nearly every day": 21, severe',
      inputs: { nervous: 3, uncontrolled_worry: 3, worry_too_much: 3, trouble_relaxing: 3, restless: 3, irritable: 3, afraid: 3 },
      expected: { gad7_score: 21, gad7_severity: 'Severe (15–21)' },
      source: 'spitzer2006 (maximum 21); counted by hand',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Cohort (2,740 patients, 965 interviewed) and the cut-point’s 89 % sensitivity and 82 % specificity',
      citations: ['spitzer2006'],
      checkedAgainstPrimary: true,
      note: 'Checked against the abstract of Spitzer 2006.',
    },
    {
      statement: 'The cut-point is 10, and the bands at 5, 10 and 15',
      citations: ['spitzer2006', 'kroenke2007'],
      checkedAgainstPrimary: false,
      note: 'The abstract of Spitzer 2006 does not give the value of the cut-point; 10 and the bands were checked against a journal summary of Kroenke 2007 and the PHQ/GAD-7 instruction manual, not the full text.',
    },
  ],
} satisfies ToolDefinitionInput

export default gad7
