import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** The four answers of every PHQ item ("over the last 2 weeks, how often…"), scored 0–3. */
const FREQUENCY = [
  ['Not at all', 0, 0],
  ['Several days', 1, 1],
  ['More than half the days', 2, 2],
  ['Nearly every day', 3, 3],
] as const

const item = (label: string, help?: string) => choice(label, FREQUENCY, { type: 'singleselect.radiogroup', ...(help ? { help } : {}) })

const ITEMS = ['interest', 'mood', 'sleep', 'energy', 'appetite', 'self_worth', 'concentration', 'psychomotor', 'self_harm'] as const

const SAFETY =
  'Item 9 is positive: assess suicide risk now, whatever the total. Ask directly about thoughts of suicide, plans, intent, access to means and protective factors; do not leave a person at imminent risk alone, and arrange same-day emergency mental health assessment when risk is present.'

/**
 * PHQ-9. Kroenke K, Spitzer RL, Williams JBW. J Gen Intern Med 2001;16(9):606–613.
 *
 * Design notes:
 * - The nine items are quoted as Pfizer publishes them: the PHQ may be reproduced, translated,
 *   displayed and distributed without permission (phqscreeners.com). Answers 0–3, total 0–27.
 * - Severity bands at 5, 10, 15 and 20 (Kroenke 2001); actions as proposed by Kroenke & Spitzer
 *   2002 (Psychiatr Ann), written here in our own words.
 * - Item 9 (thoughts of being better off dead or of self-harm) answered above "Not at all"
 *   raises its own statement to assess suicide risk now, shown first and whatever the total.
 * - No item has a default: an unanswered item must not read as "Not at all".
 * - The unscored tenth question (how difficult the problems made life) is left out; see pearls.
 */
const phq9 = {
  slug: 'phq-9',
  name: 'PHQ-9 Patient Health Questionnaire for Depression',
  calcId: 'calc-phq-9',
  ...TOOL_BASE,
  eligibility: 'Adolescents and adults, to screen for depression and to grade and follow its severity.',
  description:
    'Scores the nine DSM symptoms of major depression over the last two weeks (0–27) to grade depression severity, guide treatment and follow the response; flags any thoughts of death or self-harm.',
  contentName: 'phq-9',
  sections: {
    patient: [...ITEMS],
  },
  ehrpdns: [],
  controls: controls({
    interest: item('1. Little interest or pleasure in doing things', 'Over the last 2 weeks, how often has the person been bothered by this?'),
    mood: item('2. Feeling down, depressed, or hopeless'),
    sleep: item('3. Trouble falling or staying asleep, or sleeping too much'),
    energy: item('4. Feeling tired or having little energy'),
    appetite: item('5. Poor appetite or overeating'),
    self_worth: item('6. Feeling bad about yourself — or that you are a failure or have let yourself or your family down'),
    concentration: item('7. Trouble concentrating on things, such as reading the newspaper or watching television'),
    psychomotor: item(
      '8. Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    ),
    self_harm: item('9. Thoughts that you would be better off dead or of hurting yourself in some way', 'Any answer other than "Not at all" needs a suicide risk assessment now.'),
    safety: result('Suicide risk', `'${SAFETY}'`, { type: 'summary.statement', cpdn: 'phq9_safety', visibility: 'self_harm > 0' }),
    score: score('PHQ-9 score', `points(${ITEMS.join(', ')})`, { cpdn: 'phq9_score', units: 'of 27' }),
    severity: result(
      'Depression severity',
      "if(score >= 20, 'Severe (20–27)', if(score >= 15, 'Moderately severe (15–19)', if(score >= 10, 'Moderate (10–14)', if(score >= 5, 'Mild (5–9)', 'None or minimal (0–4)'))))",
      { cpdn: 'phq9_severity' },
    ),
    item9: result('Item 9 (thoughts of death or self-harm)', "if(self_harm > 0, 'Positive: assess suicide risk now', 'Not endorsed')", { cpdn: 'phq9_item9' }),
    interpretation: interpretation(
      "if(score >= 20, 'Severe depression: start treatment now, with an antidepressant and, where there is severe impairment or a poor response, prompt referral to a mental health specialist for psychotherapy and collaborative management.', " +
        "if(score >= 15, 'Moderately severe depression: start active treatment with an antidepressant, psychotherapy or both.', " +
        "if(score >= 10, 'Moderate depression: make a treatment plan, considering psychotherapy, an antidepressant or both, with follow-up.', " +
        "if(score >= 5, 'Mild depressive symptoms: watchful waiting with support; repeat the PHQ-9 at follow-up.', " +
        "'No or minimal depressive symptoms: no treatment for depression is indicated on this score.'))))",
      { label: 'Management' },
    ),
  }),
  risk: ['safety', 'score', 'severity', 'item9', 'interpretation'],
  chartNote: {
    cc: 'PHQ-9 score {{phq9_score}} of 27: {{phq9_severity}}. Item 9 (thoughts of death or self-harm): {{phq9_item9}}. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'kroenke2001',
      citation:
        'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med. 2001;16(9):606–613. PMID: 11556941.',
      pmid: '11556941',
      doi: '10.1046/j.1525-1497.2001.016009606.x',
      kind: 'validation',
      cohort: 'n = 6,000 patients in 8 primary care and 7 obstetrics–gynaecology clinics; 580 with a mental health professional interview',
    },
    {
      id: 'kroenke2002',
      citation: 'Kroenke K, Spitzer RL. The PHQ-9: a new depression diagnostic and severity measure. Psychiatr Ann. 2002;32(9):509–515.',
      doi: '10.3928/0048-5713-20020901-06',
      kind: 'review (proposed treatment actions by severity)',
    },
    {
      id: 'phqscreeners',
      citation: 'Pfizer Inc. Patient Health Questionnaire (PHQ) screeners: instructions and instruments. www.phqscreeners.com. No permission required to reproduce, translate, display or distribute.',
      url: 'https://www.phqscreeners.com/',
      kind: 'instrument and licence',
    },
  ],
  category: 'Mental health',
  synonyms: ['patient health questionnaire', 'depression screening', 'depression severity score', 'PHQ9', 'PHQ 9', 'depression questionnaire'],
  abbreviations: ['PHQ-9', 'PHQ9', 'PHQ', 'MDD'],
  conditions: ['depression', 'major depressive disorder', 'low mood', 'suicidal thoughts', 'postnatal depression'],
  instructions:
    'The person answers the nine questions about the last 2 weeks, on paper, on screen or read aloud; enter each answer as given. A score supports, but does not make, the diagnosis: confirm major depression clinically. Any positive answer to item 9 needs a suicide risk assessment now.',
  whenToUse: [
    'To screen adults and adolescents for depression, usually after a positive PHQ-2.',
    'To grade the severity of diagnosed depression and to follow the response to treatment (a fall of 50 % or more is a response; a score below 5 is remission).',
  ],
  pearls: [
    'A score of 10 or more had a sensitivity and a specificity of 88 % for major depression in the validation study.',
    'Item 9 asks about thoughts of death or self-harm: a positive answer is not a diagnosis of suicide risk, but it must be followed by a direct assessment the same day.',
    'The unscored last question of the form (how difficult the problems have made work, home life or getting along with others) helps judge functional impairment.',
    'Rule out bipolar disorder, bereavement, substance use and medical causes (such as hypothyroidism) before treating depression found on a screen.',
    'The item wording is quoted as Pfizer publishes it; the PHQ may be reproduced without permission.',
  ],
  nextSteps: {
    advice: [
      'Any positive answer to item 9: assess suicide risk now (thoughts, plans, intent, means, protective factors), whatever the total.',
      'Score 5–9: watchful waiting; repeat the PHQ-9 at follow-up.',
      'Score 10–14: treatment plan with psychotherapy, an antidepressant or both; follow up.',
      'Score 15–19: active treatment with an antidepressant, psychotherapy or both.',
      'Score 20–27: start treatment now; refer promptly to a mental health specialist for severe impairment or a poor response.',
    ],
    management: ['Repeat the PHQ-9 every 4–6 weeks during treatment to follow the response.'],
  },
  evidence: [
    'Validated in 6,000 patients in primary care and obstetrics–gynaecology clinics; against a structured interview by a mental health professional in 580, a score of 10 or more had 88 % sensitivity and 88 % specificity for major depression.',
    'Scores of 5, 10, 15 and 20 marked mild, moderate, moderately severe and severe depression; functional status fell as the score rose.',
  ],
  formula: [
    'Nine items, each 0 (not at all), 1 (several days), 2 (more than half the days) or 3 (nearly every day), over the last 2 weeks',
    'Total 0–27: 0–4 none or minimal, 5–9 mild, 10–14 moderate, 15–19 moderately severe, 20–27 severe',
    'Item 9 above 0: assess suicide risk now, whatever the total',
  ],
  resultSummary: 'PHQ-9 {{phq9_score}} of 27, {{phq9_severity}}; item 9: {{phq9_item9}}.',
  testVectors: [
    {
      description: 'Every item "Not at all": 0, none or minimal',
      inputs: { interest: 0, mood: 0, sleep: 0, energy: 0, appetite: 0, self_worth: 0, concentration: 0, psychomotor: 0, self_harm: 0 },
      expected: { phq9_score: 0, phq9_severity: 'None or minimal (0–4)', phq9_item9: 'Not endorsed' },
      source: 'kroenke2001 (items scored 0–3; bands at 5, 10, 15, 20); counted by hand',
    },
    {
      description: 'Total 10, the screening cut-off: moderate',
      inputs: { interest: 2, mood: 2, sleep: 1, energy: 2, appetite: 1, self_worth: 1, concentration: 1, psychomotor: 0, self_harm: 0 },
      expected: { phq9_score: 10, phq9_severity: 'Moderate (10–14)' },
      source: 'kroenke2001 (score ≥ 10: sensitivity 88 %, specificity 88 %; 10 starts moderate); counted by hand: 2+2+1+2+1+1+1+0+0',
    },
    {
      description: 'Total 4 with item 9 "Several days": minimal total, suicide risk statement shown',
      inputs: { interest: 1, mood: 1, sleep: 1, energy: 0, appetite: 0, self_worth: 0, concentration: 0, psychomotor: 0, self_harm: 1 },
      expected: { phq9_score: 4, phq9_severity: 'None or minimal (0–4)', phq9_item9: 'Positive: assess suicide risk now', phq9_safety: SAFETY },
      source: 'kroenke2001 (item 9); counted by hand: 1+1+1+1',
    },
    {
      description: 'Every item "Nearly every day": 27, severe',
      inputs: { interest: 3, mood: 3, sleep: 3, energy: 3, appetite: 3, self_worth: 3, concentration: 3, psychomotor: 3, self_harm: 3 },
      expected: { phq9_score: 27, phq9_severity: 'Severe (20–27)' },
      source: 'kroenke2001 (maximum 27; 20–27 severe); counted by hand',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Item scoring (0–3), total 0–27 and the severity bands at 5, 10, 15 and 20; sensitivity and specificity of 88 % at 10',
      citations: ['kroenke2001'],
      checkedAgainstPrimary: true,
      note: 'Checked against the abstract of Kroenke 2001 (PubMed Central PMC1495268).',
    },
    {
      statement: 'Actions by severity band (watchful waiting, treatment plan, active treatment, immediate treatment and referral)',
      citations: ['kroenke2002'],
      checkedAgainstPrimary: false,
      note: 'Kroenke & Spitzer 2002 was not opened; the actions follow the widely reproduced table of proposed treatment actions in the PHQ instruction manual (phqscreeners.com) and secondary summaries.',
    },
  ],
} satisfies ToolDefinitionInput

export default phq9
