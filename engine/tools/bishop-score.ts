import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Bishop score. Bishop EH. Pelvic scoring for elective induction. Obstet Gynecol
 * 1964;24:266–268.
 *
 * Design notes:
 * - Five findings of the vaginal examination, chosen from Bishop's categories (dilatation,
 *   effacement, station 0–3; consistency, position 0–2); total 0–13. The categories are choices,
 *   not measured numbers, because Bishop's table leaves gaps between them (2 and 3 cm, 30 and
 *   40 %): the examiner places the finding in the category, as on the paper chart.
 * - Bands after ACOG Practice Bulletin 107: 6 or less unfavourable (cervical ripening); more
 *   than 8 favourable (vaginal delivery after induction about as likely as after spontaneous
 *   labour); 7–8 between the two.
 * - The modified Bishop score (Calder 1974: cervical length in place of effacement, common in UK
 *   practice) is not offered: its categories as reproduced overlap at their edges (dilatation
 *   1–2 and 2–4 cm, length 1–2 and 2–4 cm), so a finding of exactly 2 cm has no single score and
 *   the variant cannot be computed exactly. The primary paper was not opened to resolve this.
 */
const bishopScore = {
  slug: 'bishop-score',
  name: 'Bishop Score for Cervical Ripeness',
  calcId: 'calc-bishop-score',
  ...TOOL_BASE,
  eligibility: 'Pregnant women at or near term in whom induction of labour is considered, with a cephalic presentation.',
  description: 'Scores the cervix from the vaginal examination (dilatation, effacement, station, consistency, position; 0–13) to judge how likely induction of labour is to succeed and whether cervical ripening is needed first.',
  contentName: 'bishop-score',
  sections: {
    patient: ['dilatation', 'effacement', 'station', 'consistency', 'position'],
  },
  ehrpdns: [],
  controls: controls({
    dilatation: choice(
      'Cervical dilatation',
      [
        ['Closed', 'closed', 0],
        ['1–2 cm', '1-2', 1],
        ['3–4 cm', '3-4', 2],
        ['5 cm or more', '5+', 3],
      ],
      { type: 'singleselect.radiogroup', help: 'Choose the category of Bishop’s table that holds the finding.' },
    ),
    effacement: choice(
      'Cervical effacement',
      [
        ['0–30 %', '0-30', 0],
        ['40–50 %', '40-50', 1],
        ['60–70 %', '60-70', 2],
        ['80 % or more', '80+', 3],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    station: choice(
      'Station of the presenting part',
      [
        ['−3', '-3', 0],
        ['−2', '-2', 1],
        ['−1 or 0', '-1/0', 2],
        ['+1 or +2', '+1/+2', 3],
      ],
      { type: 'singleselect.radiogroup', help: 'Centimetres above (−) or below (+) the ischial spines.' },
    ),
    consistency: choice(
      'Cervical consistency',
      [
        ['Firm', 'firm', 0],
        ['Medium', 'medium', 1],
        ['Soft', 'soft', 2],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    position: choice(
      'Cervical position',
      [
        ['Posterior', 'posterior', 0],
        ['Mid-position', 'mid', 1],
        ['Anterior', 'anterior', 2],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    score: score('Bishop score', 'points(dilatation, effacement, station, consistency, position)', { cpdn: 'bishop_score', units: 'of 13' }),
    cervix: result('Cervix', "if(score > 8, 'Favourable (9–13)', if(score <= 6, 'Unfavourable (0–6)', 'Intermediate (7–8)'))", { cpdn: 'bishop_cervix' }),
    interpretation: interpretation(
      "if(score > 8, 'Favourable cervix: if induction is indicated, the chance of vaginal birth after induction is about the same as after spontaneous labour; induce with amniotomy and/or oxytocin as local protocols advise.', " +
        "if(score <= 6, 'Unfavourable cervix: if induction is indicated, ripen the cervix first (prostaglandin or a mechanical method such as a balloon catheter).', " +
        "'Intermediate score (7–8): the cervix is neither clearly favourable nor unfavourable; choose ripening or amniotomy and oxytocin according to parity, clinical findings and local protocols.'))",
      { label: 'Next step' },
    ),
  }),
  risk: ['score', 'cervix', 'interpretation'],
  chartNote: {
    cc: 'Bishop score {{bishop_score}} of 13: {{bishop_cervix}} cervix. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'bishop1964',
      citation: 'Bishop EH. Pelvic scoring for elective induction. Obstet Gynecol. 1964;24:266–268. PMID: 14199536.',
      pmid: '14199536',
      kind: 'derivation',
      cohort: 'Multiparous women at term having elective induction',
    },
    {
      id: 'acog2009',
      citation: 'American College of Obstetricians and Gynecologists. ACOG Practice Bulletin No. 107: Induction of labor. Obstet Gynecol. 2009;114(2 Pt 1):386–397. PMID: 19623003.',
      pmid: '19623003',
      doi: '10.1097/AOG.0b013e3181b48ef5',
      kind: 'guideline',
    },
  ],
  category: 'Obstetrics',
  synonyms: ['cervical score', 'cervical ripeness', 'induction of labour score', 'induction of labor score', 'pelvic score', 'Bishop'],
  abbreviations: ['IOL', 'BS'],
  conditions: ['induction of labour', 'induction of labor', 'post-term pregnancy', 'cervical ripening', 'labour'],
  instructions:
    'Examine the cervix vaginally and place each finding in its category. For a pregnant woman at or near term with a cephalic presentation in whom induction is planned or considered.',
  whenToUse: ['Before induction of labour, to decide whether cervical ripening is needed and to counsel about the chance of vaginal birth.'],
  pearls: [
    'Dilatation, station and effacement carry most of the score’s predictive value; consistency and position add little.',
    'Bishop devised the score for multiparous women at term; in nulliparous women the same score predicts a lower chance of vaginal birth.',
    'The modified Bishop score (Calder 1974, cervical length instead of effacement) is not offered here: its categories as published in reproductions overlap at 2 cm (1–2 and 2–4 cm), so a finding of 2 cm cannot be scored exactly.',
  ],
  nextSteps: {
    advice: [
      'Score 0–6: unfavourable; cervical ripening before induction.',
      'Score 7–8: intermediate; decide on ripening or amniotomy and oxytocin by clinical context.',
      'Score 9–13: favourable; induction with amniotomy and/or oxytocin.',
    ],
    management: ['Monitor the fetal heart and uterine activity as local induction protocols require.'],
  },
  evidence: [
    'Bishop derived the score from the cervical findings of multiparous women at term having elective induction; higher scores went with shorter labours and successful induction.',
    'ACOG (Practice Bulletin 107): with a score above 8 the probability of vaginal delivery after induction is similar to that after spontaneous labour; a score of 6 or less marks an unfavourable cervix for which ripening is advised.',
  ],
  formula: [
    'Dilatation: closed 0, 1–2 cm 1, 3–4 cm 2, ≥ 5 cm 3',
    'Effacement: 0–30 % 0, 40–50 % 1, 60–70 % 2, ≥ 80 % 3',
    'Station: −3 0, −2 1, −1 or 0 2, +1 or +2 3',
    'Consistency: firm 0, medium 1, soft 2; position: posterior 0, mid 1, anterior 2',
    'Total 0–13: ≤ 6 unfavourable, 7–8 intermediate, > 8 favourable',
  ],
  resultSummary: 'Bishop score {{bishop_score}} of 13: {{bishop_cervix}}.',
  testVectors: [
    {
      description: 'Closed, 0–30 %, −3, firm, posterior: 0, unfavourable',
      inputs: { dilatation: 'closed', effacement: '0-30', station: '-3', consistency: 'firm', position: 'posterior' },
      expected: { bishop_score: 0, bishop_cervix: 'Unfavourable (0–6)' },
      source: 'bishop1964 (table); acog2009 (≤ 6 unfavourable); counted by hand',
    },
    {
      description: '1–2 cm, 40–50 %, −2, medium, mid: 5, unfavourable',
      inputs: { dilatation: '1-2', effacement: '40-50', station: '-2', consistency: 'medium', position: 'mid' },
      expected: { bishop_score: 5, bishop_cervix: 'Unfavourable (0–6)' },
      source: 'bishop1964 (table); counted by hand: 1 + 1 + 1 + 1 + 1',
    },
    {
      description: '3–4 cm, 60–70 %, −1 or 0, soft, mid: 9, favourable',
      inputs: { dilatation: '3-4', effacement: '60-70', station: '-1/0', consistency: 'soft', position: 'mid' },
      expected: { bishop_score: 9, bishop_cervix: 'Favourable (9–13)' },
      source: 'bishop1964 (table); acog2009 (> 8 favourable); counted by hand: 2 + 2 + 2 + 2 + 1',
    },
    {
      description: 'Every finding at its highest: 13',
      inputs: { dilatation: '5+', effacement: '80+', station: '+1/+2', consistency: 'soft', position: 'anterior' },
      expected: { bishop_score: 13, bishop_cervix: 'Favourable (9–13)' },
      source: 'bishop1964 (maximum 13); counted by hand: 3 + 3 + 3 + 2 + 2',
    },
  ],
  evidenceChecks: [
    {
      statement: 'The points of each category of dilatation, effacement, station, consistency and position',
      citations: ['bishop1964'],
      checkedAgainstPrimary: false,
      note: 'Bishop 1964 was not opened; the table was checked against two reproductions (a University of Washington obstetrics teaching page citing the paper, and a review of preinduction cervical assessment). One reproduction writes the top categories as > 4 cm and > 70 %, which place whole-number findings in the same categories as 5 cm or more and 80 % or more.',
    },
    {
      statement: 'Bands: 6 or less unfavourable, more than 8 favourable',
      citations: ['acog2009'],
      checkedAgainstPrimary: false,
      note: 'ACOG Practice Bulletin 107 was not opened; the cut-offs were taken from secondary summaries that cite it.',
    },
  ],
} satisfies ToolDefinitionInput

export default bishopScore
