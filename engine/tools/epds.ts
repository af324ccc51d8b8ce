import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score, type Choice } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** An item: its statement and its four answers in the published order, each with its points. */
const item = (label: string, answers: readonly (readonly [string, number])[], help?: string) =>
  choice(
    label,
    answers.map(([name, points]): Choice => [name, points, points]),
    { type: 'singleselect.radiogroup', ...(help ? { help } : {}) },
  )

const ITEMS = ['laugh', 'enjoyment', 'self_blame', 'anxious', 'scared', 'coping', 'sleep', 'sad', 'crying', 'self_harm'] as const

const SAFETY =
  'Item 10 is positive: assess the risk of self-harm and suicide now, whatever the total. Ask directly about thoughts, plans, intent and means, and about thoughts of harming the baby; do not leave a woman at imminent risk alone, and arrange same-day perinatal or emergency mental health assessment when risk is present.'

/**
 * Edinburgh Postnatal Depression Scale. Cox JL, Holden JM, Sagovsky R. Br J Psychiatry
 * 1987;150:782–786.
 *
 * Design notes:
 * - The authors allow the scale to be reproduced without further permission provided the names
 *   of the authors, the title and the source of the paper are quoted in every copy; the item
 *   statements and answers are therefore given as published, with that citation on the page.
 * - Answers are listed in the published order with their published points: items 1, 2 and 4
 *   score 0–3 from the first answer down; items 3 and 5–10 are reverse-scored (3–0 from the
 *   first answer down). Total 0–30.
 * - Cut-offs: 10 or more possible depression; 13 or more probable depression (Cox 1987:
 *   threshold 12/13 for major depression, 9/10 to reduce missed cases).
 * - Item 10 (thoughts of self-harm) above 0 raises its own statement, shown first, whatever the
 *   total. No item has a default.
 */
const epds = {
  slug: 'epds',
  name: 'Edinburgh Postnatal Depression Scale (EPDS)',
  calcId: 'calc-epds',
  ...TOOL_BASE,
  eligibility: 'Women during pregnancy and in the year after birth (validated in pregnancy and postnatally); also used with partners.',
  description:
    'Scores ten questions about the last 7 days (0–30) to screen for depression in pregnancy and after birth; flags any thoughts of self-harm.',
  contentName: 'epds',
  sections: {
    patient: [...ITEMS],
  },
  ehrpdns: [],
  controls: controls({
    laugh: item(
      '1. I have been able to laugh and see the funny side of things',
      [
        ['As much as I always could', 0],
        ['Not quite so much now', 1],
        ['Definitely not so much now', 2],
        ['Not at all', 3],
      ],
      'In the past 7 days. Answer as the woman answers.',
    ),
    enjoyment: item('2. I have looked forward with enjoyment to things', [
      ['As much as I ever did', 0],
      ['Rather less than I used to', 1],
      ['Definitely less than I used to', 2],
      ['Hardly at all', 3],
    ]),
    self_blame: item('3. I have blamed myself unnecessarily when things went wrong', [
      ['Yes, most of the time', 3],
      ['Yes, some of the time', 2],
      ['Not very often', 1],
      ['No, never', 0],
    ]),
    anxious: item('4. I have been anxious or worried for no good reason', [
      ['No, not at all', 0],
      ['Hardly ever', 1],
      ['Yes, sometimes', 2],
      ['Yes, very often', 3],
    ]),
    scared: item('5. I have felt scared or panicky for no very good reason', [
      ['Yes, quite a lot', 3],
      ['Yes, sometimes', 2],
      ['No, not much', 1],
      ['No, not at all', 0],
    ]),
    coping: item('6. Things have been getting on top of me', [
      ["Yes, most of the time I haven't been able to cope at all", 3],
      ["Yes, sometimes I haven't been coping as well as usual", 2],
      ['No, most of the time I have coped quite well', 1],
      ['No, I have been coping as well as ever', 0],
    ]),
    sleep: item('7. I have been so unhappy that I have had difficulty sleeping', [
      ['Yes, most of the time', 3],
      ['Yes, sometimes', 2],
      ['Not very often', 1],
      ['No, not at all', 0],
    ]),
    sad: item('8. I have felt sad or miserable', [
      ['Yes, most of the time', 3],
      ['Yes, quite often', 2],
      ['Not very often', 1],
      ['No, not at all', 0],
    ]),
    crying: item('9. I have been so unhappy that I have been crying', [
      ['Yes, most of the time', 3],
      ['Yes, quite often', 2],
      ['Only occasionally', 1],
      ['No, never', 0],
    ]),
    self_harm: item(
      '10. The thought of harming myself has occurred to me',
      [
        ['Yes, quite often', 3],
        ['Sometimes', 2],
        ['Hardly ever', 1],
        ['Never', 0],
      ],
      'Any answer other than "Never" needs a self-harm and suicide risk assessment now.',
    ),
    safety: result('Self-harm risk', `'${SAFETY}'`, { type: 'summary.statement', cpdn: 'epds_safety', visibility: 'self_harm > 0' }),
    score: score('EPDS score', `points(${ITEMS.join(', ')})`, { cpdn: 'epds_score', units: 'of 30' }),
    screen: result('Screen', "if(score >= 13, 'Probable depression (13 or more)', if(score >= 10, 'Possible depression (10–12)', 'Depression unlikely (below 10)'))", {
      cpdn: 'epds_screen',
    }),
    item10: result('Item 10 (thoughts of self-harm)', "if(self_harm > 0, 'Positive: assess self-harm risk now', 'Never')", { cpdn: 'epds_item10' }),
    interpretation: interpretation(
      "if(score >= 13, 'Probable depression: make a full clinical assessment for a depressive disorder now and plan treatment and follow-up (perinatal mental health services where available).', " +
        "if(score >= 10, 'Possible depression: assess clinically for depression; if not confirmed, repeat the EPDS in 2 to 4 weeks.', " +
        "'Depression unlikely on this score: no further assessment for depression unless there is clinical concern; screen again later in pregnancy or after birth.'))",
      { label: 'Next step' },
    ),
  }),
  risk: ['safety', 'score', 'screen', 'item10', 'interpretation'],
  chartNote: {
    cc: 'EPDS score {{epds_score}} of 30: {{epds_screen}}. Item 10 (thoughts of self-harm): {{epds_item10}}. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'cox1987',
      citation:
        'Cox JL, Holden JM, Sagovsky R. Detection of postnatal depression: development of the 10-item Edinburgh Postnatal Depression Scale. Br J Psychiatry. 1987;150:782–786. PMID: 3651732. The scale may be reproduced without further permission provided the authors, title and source are quoted in every copy.',
      pmid: '3651732',
      doi: '10.1192/bjp.150.6.782',
      kind: 'derivation and validation',
      cohort: 'Postnatal women in Edinburgh health centres; validation against Research Diagnostic Criteria interviews',
    },
    {
      id: 'levis2020',
      citation:
        'Levis B, Negeri Z, Sun Y, Benedetti A, Thombs BD; DEPRESsion Screening Data (DEPRESSD) EPDS Group. Accuracy of the Edinburgh Postnatal Depression Scale (EPDS) for screening to detect major depression among pregnant and postpartum women: systematic review and meta-analysis of individual participant data. BMJ. 2020;371:m4022. PMID: 33177069.',
      pmid: '33177069',
      doi: '10.1136/bmj.m4022',
      kind: 'individual participant data meta-analysis',
      cohort: '58 studies, 15,557 participants',
    },
  ],
  category: 'Obstetrics',
  synonyms: ['Edinburgh scale', 'postnatal depression screening', 'postpartum depression screening', 'perinatal depression', 'antenatal depression', 'EPDS score'],
  abbreviations: ['EPDS', 'PND', 'PPD'],
  conditions: ['postnatal depression', 'postpartum depression', 'perinatal depression', 'antenatal depression', 'pregnancy', 'self-harm'],
  instructions:
    'The woman chooses the answer closest to how she has felt in the past 7 days, not just today, ideally on her own; enter each answer as she gave it. The scale is a screen, not a diagnosis. Any answer other than "Never" to item 10 needs a risk assessment now.',
  whenToUse: ['At antenatal and postnatal contacts (commonly at booking, in the third trimester and 6–8 weeks after birth), and whenever perinatal depression is suspected.'],
  pearls: [
    'Items 3 and 5 to 10 are reverse-scored: their first answer carries 3 points. The points are shown beside each answer here but are not shown to the woman on the paper form.',
    'In an individual participant data meta-analysis (Levis 2020), 11 or more maximised combined sensitivity and specificity for major depression (81 % and 88 % against semi-structured interviews); 13 or more was less sensitive and more specific (66 % and 95 %).',
    'Items 3, 4 and 5 form an anxiety subscale: high scores on them suggest perinatal anxiety even when the total is low.',
    'Ask about thoughts of harming the baby as well as herself when item 10 is positive.',
    'Source: Cox JL, Holden JM, Sagovsky R. Detection of postnatal depression: development of the 10-item Edinburgh Postnatal Depression Scale. Br J Psychiatry 1987;150:782–786. The items are reproduced as the authors allow.',
  ],
  nextSteps: {
    advice: [
      'Any answer other than "Never" to item 10: assess self-harm and suicide risk now, whatever the total.',
      'Score 13 or more: full clinical assessment for depression and a treatment plan.',
      'Score 10–12: clinical assessment; repeat the EPDS in 2 to 4 weeks if depression is not confirmed.',
      'Score below 10: no further assessment unless there is concern; rescreen later.',
    ],
    management: ['Treatment choices in pregnancy and breastfeeding (psychological therapy, antidepressants) are weighed with the woman, with perinatal mental health advice for moderate or severe illness.'],
  },
  evidence: [
    'Developed and validated in postnatal women in Edinburgh; at a threshold of 12/13 the scale had a sensitivity of 86 % and a specificity of 78 % for major depression against a standardised psychiatric interview, and a threshold of 9/10 was suggested to reduce missed cases.',
    'An individual participant data meta-analysis of 15,557 pregnant and postpartum women in 58 studies (Levis 2020) found, against semi-structured interviews, sensitivity and specificity of 85 % and 84 % at 10 or more, 81 % and 88 % at 11 or more, and 66 % and 95 % at 13 or more; accuracy was similar in pregnancy and after birth.',
  ],
  formula: [
    'Ten items about the past 7 days, each scored 0–3',
    'Items 1, 2 and 4: 0–3 from the first answer down; items 3 and 5–10 reverse-scored: 3–0 from the first answer down',
    'Total 0–30: 10 or more possible depression; 13 or more probable depression',
    'Item 10 above 0: assess self-harm risk now, whatever the total',
  ],
  resultSummary: 'EPDS {{epds_score}} of 30: {{epds_screen}}; item 10: {{epds_item10}}.',
  testVectors: [
    {
      description: 'The first answer to every item: 21 (items 3, 5–10 reverse-scored carry 3 each)',
      inputs: { laugh: 0, enjoyment: 0, self_blame: 3, anxious: 0, scared: 3, coping: 3, sleep: 3, sad: 3, crying: 3, self_harm: 3 },
      expected: { epds_score: 21, epds_screen: 'Probable depression (13 or more)', epds_item10: 'Positive: assess self-harm risk now', epds_safety: SAFETY },
      source: 'cox1987 (scoring: items 3, 5–10 reverse-scored); counted by hand: 0+0+3+0+3+3+3+3+3+3',
    },
    {
      description: 'Total 10: possible depression',
      inputs: { laugh: 1, enjoyment: 1, self_blame: 2, anxious: 2, scared: 1, coping: 1, sleep: 1, sad: 1, crying: 0, self_harm: 0 },
      expected: { epds_score: 10, epds_screen: 'Possible depression (10–12)', epds_item10: 'Never' },
      source: 'cox1987 (threshold 9/10); counted by hand: 1+1+2+2+1+1+1+1+0+0',
    },
    {
      description: 'Total 13: probable depression',
      inputs: { laugh: 1, enjoyment: 1, self_blame: 2, anxious: 2, scared: 2, coping: 2, sleep: 1, sad: 1, crying: 1, self_harm: 0 },
      expected: { epds_score: 13, epds_screen: 'Probable depression (13 or more)' },
      source: 'cox1987 (threshold 12/13: sensitivity 86 %, specificity 78 %); counted by hand: 1+1+2+2+2+2+1+1+1+0',
    },
    {
      description: 'The last answer to every item: 9 (reverse-scored items carry 0, items 1, 2, 4 carry 3)',
      inputs: { laugh: 3, enjoyment: 3, self_blame: 0, anxious: 3, scared: 0, coping: 0, sleep: 0, sad: 0, crying: 0, self_harm: 0 },
      expected: { epds_score: 9, epds_screen: 'Depression unlikely (below 10)' },
      source: 'cox1987 (scoring); counted by hand: 3+3+0+3+0+0+0+0+0+0',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Item wording, answer order and points (items 3 and 5–10 reverse-scored)',
      citations: ['cox1987'],
      checkedAgainstPrimary: false,
      note: 'The 1987 paper was not opened; the items, answers and points were checked against three reproductions of the scale that carry the authors’ scoring.',
    },
    {
      statement: 'Thresholds 9/10 and 12/13, with 86 % sensitivity and 78 % specificity at 12/13',
      citations: ['cox1987'],
      checkedAgainstPrimary: false,
      note: 'Taken from secondary summaries of Cox 1987 (the primary table was not opened).',
    },
    {
      statement: 'Sensitivity and specificity at 10, 11 and 13 or more in the individual participant data meta-analysis',
      citations: ['levis2020'],
      checkedAgainstPrimary: true,
      note: 'Checked against the abstract of Levis 2020.',
    },
  ],
} satisfies ToolDefinitionInput

export default epds
