import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** The four answers of the PHQ items ("over the last 2 weeks, how often…"), scored 0–3. */
const FREQUENCY = [
  ['Not at all', 0, 0],
  ['Several days', 1, 1],
  ['More than half the days', 2, 2],
  ['Nearly every day', 3, 3],
] as const

/**
 * PHQ-2. Kroenke K, Spitzer RL, Williams JBW. Med Care 2003;41(11):1284–1292.
 *
 * Design notes:
 * - The first two items of the PHQ-9 (anhedonia and depressed mood), quoted as Pfizer publishes
 *   them (no permission needed to reproduce). Total 0–6.
 * - Cut-off 3, the optimal cut-point of Kroenke 2003 (sensitivity 83 %, specificity 92 % for
 *   major depression). A positive screen is not a diagnosis: the PHQ-9 or a clinical interview
 *   follows. The PHQ-2 does not ask about self-harm, which the pearls say.
 */
const phq2 = {
  slug: 'phq-2',
  name: 'PHQ-2 Patient Health Questionnaire Depression Screen',
  calcId: 'calc-phq-2',
  ...TOOL_BASE,
  eligibility: 'Adolescents and adults, as a first-step screen for depression.',
  description: 'Screens for depression with the two core questions of the PHQ-9 (low mood and loss of interest over the last two weeks); a score of 3 or more is a positive screen.',
  contentName: 'phq-2',
  sections: {
    patient: ['interest', 'mood'],
  },
  ehrpdns: [],
  controls: controls({
    interest: choice('1. Little interest or pleasure in doing things', FREQUENCY, {
      type: 'singleselect.radiogroup',
      help: 'Over the last 2 weeks, how often has the person been bothered by this?',
    }),
    mood: choice('2. Feeling down, depressed, or hopeless', FREQUENCY, { type: 'singleselect.radiogroup' }),
    score: score('PHQ-2 score', 'points(interest, mood)', { cpdn: 'phq2_score', units: 'of 6' }),
    screen: result('Screen', "if(score >= 3, 'Positive (3 or more)', 'Negative (below 3)')", { cpdn: 'phq2_screen' }),
    interpretation: interpretation(
      "if(score >= 3, 'Positive screen: depression is likely enough to assess further. Complete the PHQ-9 (which also asks about thoughts of self-harm) or a clinical interview for major depression.', " +
        "'Negative screen: depression is unlikely on this screen. Ask further if there is clinical concern, and screen again at the next opportunity.')",
      { label: 'Next step' },
    ),
  }),
  risk: ['score', 'screen', 'interpretation'],
  chartNote: {
    cc: 'PHQ-2 score {{phq2_score}} of 6: {{phq2_screen}} screen for depression. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'kroenke2003',
      citation:
        'Kroenke K, Spitzer RL, Williams JBW. The Patient Health Questionnaire-2: validity of a two-item depression screener. Med Care. 2003;41(11):1284–1292. PMID: 14583691.',
      pmid: '14583691',
      doi: '10.1097/01.MLR.0000093487.78664.3C',
      kind: 'validation',
      cohort: 'n = 6,000 patients in 8 primary care and 7 obstetrics–gynaecology clinics; 580 with a mental health professional interview',
    },
    {
      id: 'arroll2010',
      citation:
        'Arroll B, Goodyear-Smith F, Crengle S, et al. Validation of PHQ-2 and PHQ-9 to screen for major depression in the primary care population. Ann Fam Med. 2010;8(4):348–353. PMID: 20644190.',
      pmid: '20644190',
      doi: '10.1370/afm.1139',
      kind: 'validation',
      cohort: 'n = 2,642 adults in New Zealand family practices',
    },
  ],
  category: 'Mental health',
  synonyms: ['patient health questionnaire 2', 'two question depression screen', 'depression screening', 'PHQ2', 'PHQ 2', 'Whooley questions'],
  abbreviations: ['PHQ-2', 'PHQ2', 'PHQ'],
  conditions: ['depression', 'major depressive disorder', 'low mood', 'anhedonia'],
  instructions:
    'The person answers the two questions about the last 2 weeks; enter each answer as given. A positive screen is followed by the PHQ-9 or a clinical interview; the PHQ-2 does not diagnose depression.',
  whenToUse: ['As a quick first step in depression screening in primary care, antenatal and postnatal care, or chronic disease reviews.'],
  pearls: [
    'At 3 or more, sensitivity was 83 % and specificity 92 % for major depression in the validation study.',
    'A cut-off of 2 finds more cases at the cost of more false positives (sensitivity 86 %, specificity 78 % in a New Zealand primary care study); some programmes use it.',
    'The PHQ-2 does not ask about thoughts of self-harm: ask directly whenever depression is suspected, and use the PHQ-9 after a positive screen.',
    'The item wording is quoted as Pfizer publishes it; the PHQ may be reproduced without permission.',
  ],
  nextSteps: {
    advice: [
      'Score 3–6: complete the PHQ-9 or a clinical interview for major depression, including a suicide risk assessment.',
      'Score 0–2: no further assessment on this screen unless there is clinical concern.',
    ],
    management: [],
  },
  evidence: [
    'In 6,000 primary care and obstetrics–gynaecology patients, 580 of whom had an independent interview, a score of 3 or more had 83 % sensitivity and 92 % specificity for major depression; 3 was the optimal cut-point by likelihood ratio and ROC analysis.',
  ],
  formula: ['Two items, each 0 (not at all), 1 (several days), 2 (more than half the days) or 3 (nearly every day), over the last 2 weeks', 'Total 0–6; 3 or more is a positive screen'],
  resultSummary: 'PHQ-2 {{phq2_score}} of 6: {{phq2_screen}}.',
  testVectors: [
    {
      description: 'Score 2: negative',
      inputs: { interest: 1, mood: 1 },
      expected: { phq2_score: 2, phq2_screen: 'Negative (below 3)' },
      source: 'kroenke2003 (cut-off ≥ 3); counted by hand: 1 + 1',
    },
    {
      description: 'Score 3, the cut-off: positive',
      inputs: { interest: 1, mood: 2 },
      expected: { phq2_score: 3, phq2_screen: 'Positive (3 or more)' },
      source: 'kroenke2003 (cut-off ≥ 3: sensitivity 83 %, specificity 92 %); counted by hand: 1 + 2',
    },
    {
      description: 'Both "Nearly every day": 6, positive',
      inputs: { interest: 3, mood: 3 },
      expected: { phq2_score: 6, phq2_screen: 'Positive (3 or more)' },
      source: 'kroenke2003 (range 0–6); counted by hand',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Items scored 0–3, total 0–6, cut-off 3 with 83 % sensitivity and 92 % specificity',
      citations: ['kroenke2003'],
      checkedAgainstPrimary: true,
      note: 'Checked against the abstract of Kroenke 2003.',
    },
  ],
} satisfies ToolDefinitionInput

export default phq2
