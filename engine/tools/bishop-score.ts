import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const ORIGINAL = "version = 'bishop'"
const MODIFIED = "version = 'modified'"

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
 * - The modified Bishop score (Calder AA, Embrey MP, Hillier K. J Obstet Gynaecol Br Commonw
 *   1974;81:39–46) is a second choice: cervical length in place of effacement (> 4 cm 0, 2–4 cm 1,
 *   1–2 cm 2, < 1 cm 3), dilatation < 1, 1–2, 2–4, > 4 cm (0–3), position posterior 0, mid or
 *   anterior 1; station and consistency as Bishop's; total 0–12. Its table, as reproduced, puts
 *   2 cm of dilatation and 2 cm of length in two categories each (1–2 and 2–4 cm). The categories
 *   are offered exactly as published and the examiner places the finding, as on the paper chart;
 *   the help says so rather than the tool choosing a side the source does not choose.
 * - For the modified score the result follows NICE NG207 (2021): a Bishop score of 6 or less,
 *   ripening with dinoprostone, low-dose oral misoprostol or a mechanical method; more than 6,
 *   amniotomy and intravenous oxytocin. The original score keeps the ACOG bands above. An unset
 *   version is Bishop's original score (shown with a message), so existing records score as before.
 */
const bishopScore = {
  slug: 'bishop-score',
  name: 'Bishop Score for Cervical Ripeness',
  calcId: 'calc-bishop-score',
  ...TOOL_BASE,
  eligibility: 'Pregnant women at or near term in whom induction of labour is considered, with a cephalic presentation.',
  description:
    'Scores the cervix from the vaginal examination (dilatation, effacement or cervical length, station, consistency, position) with Bishop’s original score (0–13) or the modified Bishop score (0–12), to judge how likely induction of labour is to succeed and whether cervical ripening is needed first.',
  contentName: 'bishop-score',
  sections: {
    patient: ['version', 'dilatation', 'dilatation_modified', 'effacement', 'cervical_length', 'station', 'consistency', 'position', 'position_modified'],
  },
  ehrpdns: [],
  controls: controls({
    version: choice(
      'Score',
      [
        ['Bishop score (Bishop 1964, effacement)', 'bishop'],
        ['Modified Bishop score (Calder 1974, cervical length)', 'modified'],
      ],
      {
        type: 'singleselect.radiogroup',
        help: 'The modified Bishop score, used in UK practice, records the length of the cervix instead of its effacement.',
        defaults: [{ value: 'bishop', message: 'Set to Bishop’s original score. Choose the modified Bishop score if your unit records cervical length.' }],
      },
    ),
    dilatation: choice(
      'Cervical dilatation',
      [
        ['Closed', 'closed', 0],
        ['1–2 cm', '1-2', 1],
        ['3–4 cm', '3-4', 2],
        ['5 cm or more', '5+', 3],
      ],
      { type: 'singleselect.radiogroup', help: 'Choose the category of Bishop’s table that holds the finding.', visibility: ORIGINAL },
    ),
    dilatation_modified: choice(
      'Cervical dilatation',
      [
        ['Less than 1 cm', '<1', 0],
        ['1–2 cm', '1-2', 1],
        ['2–4 cm', '2-4', 2],
        ['More than 4 cm', '>4', 3],
      ],
      {
        type: 'singleselect.radiogroup',
        help: 'The categories of the modified Bishop score as published: 2 cm lies in both 1–2 and 2–4 cm, so place a finding of exactly 2 cm as your unit’s chart does.',
        visibility: MODIFIED,
      },
    ),
    effacement: choice(
      'Cervical effacement',
      [
        ['0–30 %', '0-30', 0],
        ['40–50 %', '40-50', 1],
        ['60–70 %', '60-70', 2],
        ['80 % or more', '80+', 3],
      ],
      { type: 'singleselect.radiogroup', visibility: ORIGINAL },
    ),
    cervical_length: choice(
      'Cervical length',
      [
        ['More than 4 cm', '>4', 0],
        ['2–4 cm', '2-4', 1],
        ['1–2 cm', '1-2', 2],
        ['Less than 1 cm', '<1', 3],
      ],
      {
        type: 'singleselect.radiogroup',
        help: 'Length of the cervix on vaginal examination. As published, 2 cm lies in both 1–2 and 2–4 cm: place a finding of exactly 2 cm as your unit’s chart does.',
        visibility: MODIFIED,
      },
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
      { type: 'singleselect.radiogroup', visibility: ORIGINAL },
    ),
    position_modified: choice(
      'Cervical position',
      [
        ['Posterior', 'posterior', 0],
        ['Mid-position or anterior', 'mid/anterior', 1],
      ],
      { type: 'singleselect.radiogroup', visibility: MODIFIED },
    ),
    score: score(
      'Bishop score',
      `if(${MODIFIED}, points(dilatation_modified, cervical_length, station, consistency, position_modified), points(dilatation, effacement, station, consistency, position))`,
      { cpdn: 'bishop_score', units: 'points' },
    ),
    maximum: result('Maximum', `if(${MODIFIED}, 12, 13)`, { cpdn: 'bishop_maximum', decimals: 0 }),
    score_used: result('Score used', `if(${MODIFIED}, 'modified Bishop score', 'Bishop score')`, { cpdn: 'bishop_version' }),
    cervix: result(
      'Cervix',
      `if(${MODIFIED}, if(score > 6, 'More than 6 (NICE NG207)', '6 or less (NICE NG207)'), if(score > 8, 'Favourable (9–13)', if(score <= 6, 'Unfavourable (0–6)', 'Intermediate (7–8)')))`,
      { cpdn: 'bishop_cervix' },
    ),
    interpretation: interpretation(
      `if(${MODIFIED}, if(score > 6, 'Modified Bishop score more than 6: NICE NG207 recommends offering induction of labour with amniotomy and an intravenous oxytocin infusion.', 'Modified Bishop score 6 or less: NICE NG207 recommends offering induction of labour with dinoprostone (vaginal tablet, vaginal gel or controlled-release vaginal delivery system) or low-dose oral misoprostol, and considering a mechanical method (a balloon catheter or an osmotic cervical dilator) if pharmacological methods are not suitable or the woman chooses one.'), ` +
        "if(score > 8, 'Favourable cervix: if induction is indicated, the chance of vaginal birth after induction is about the same as after spontaneous labour; induce with amniotomy and/or oxytocin as local protocols advise.', " +
        "if(score <= 6, 'Unfavourable cervix: if induction is indicated, ripen the cervix first (prostaglandin or a mechanical method such as a balloon catheter).', " +
        "'Intermediate score (7–8): the cervix is neither clearly favourable nor unfavourable; choose ripening or amniotomy and oxytocin according to parity, clinical findings and local protocols.')))",
      { label: 'Next step' },
    ),
  }),
  risk: ['score', 'cervix', 'interpretation', 'score_used', 'maximum'],
  chartNote: {
    cc: 'Bishop score {{bishop_score}} of {{bishop_maximum}} ({{bishop_version}}): {{bishop_cervix}}. Calculated with Consilium {{toolName}} version {{version}}.',
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
    {
      id: 'calder1974',
      citation: 'Calder AA, Embrey MP, Hillier K. Extra-amniotic prostaglandin E2 for the induction of labour at term. J Obstet Gynaecol Br Commonw. 1974;81(1):39–46.',
      kind: 'derivation (modified Bishop score)',
    },
    {
      id: 'nice-ng207',
      citation: 'National Institute for Health and Care Excellence. Inducing labour. NICE guideline NG207. London: NICE; 4 November 2021 (recommendations 1.3.4–1.3.9).',
      url: 'https://www.nice.org.uk/guidance/ng207',
      kind: 'guideline',
    },
  ],
  category: 'Obstetrics',
  synonyms: ['cervical score', 'cervical ripeness', 'induction of labour score', 'induction of labor score', 'pelvic score', 'Bishop', 'modified Bishop score', 'Calder score'],
  abbreviations: ['IOL', 'BS'],
  conditions: ['induction of labour', 'induction of labor', 'post-term pregnancy', 'cervical ripening', 'labour'],
  instructions:
    'Choose Bishop’s original score (effacement) or the modified Bishop score (cervical length), examine the cervix vaginally and place each finding in its category. For a pregnant woman at or near term with a cephalic presentation in whom induction is planned or considered.',
  whenToUse: ['Before induction of labour, to decide whether cervical ripening is needed and to counsel about the chance of vaginal birth.'],
  pearls: [
    'Dilatation, station and effacement carry most of the score’s predictive value; consistency and position add little.',
    'Bishop devised the score for multiparous women at term; in nulliparous women the same score predicts a lower chance of vaginal birth.',
    'The modified Bishop score (Calder 1974) records cervical length instead of effacement and scores position 0 or 1, so its maximum is 12. Its published categories meet at 2 cm (1–2 and 2–4 cm) for both dilatation and length: a finding of exactly 2 cm is placed by the examiner, as on the paper chart.',
    'NICE NG207 uses a threshold of 6 or less against more than 6 to choose the first method of induction.',
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
    'NICE NG207 (2021): for a Bishop score of 6 or less, offer dinoprostone or low-dose oral misoprostol, or consider a mechanical method; for a Bishop score of more than 6, offer amniotomy and an intravenous oxytocin infusion.',
    'ACOG (Practice Bulletin 107): with a score above 8 the probability of vaginal delivery after induction is similar to that after spontaneous labour; a score of 6 or less marks an unfavourable cervix for which ripening is advised.',
  ],
  formula: [
    'Dilatation: closed 0, 1–2 cm 1, 3–4 cm 2, ≥ 5 cm 3',
    'Effacement: 0–30 % 0, 40–50 % 1, 60–70 % 2, ≥ 80 % 3',
    'Station: −3 0, −2 1, −1 or 0 2, +1 or +2 3',
    'Consistency: firm 0, medium 1, soft 2; position: posterior 0, mid 1, anterior 2',
    'Total 0–13: ≤ 6 unfavourable, 7–8 intermediate, > 8 favourable',
    'Modified Bishop score (Calder 1974): dilatation < 1 cm 0, 1–2 cm 1, 2–4 cm 2, > 4 cm 3; cervical length > 4 cm 0, 2–4 cm 1, 1–2 cm 2, < 1 cm 3; station as above; consistency firm 0, medium 1, soft 2; position posterior 0, mid or anterior 1',
    'Modified total 0–12: 6 or less, ripening first; more than 6, amniotomy and oxytocin (NICE NG207)',
  ],
  resultSummary: 'Bishop score {{bishop_score}} of {{bishop_maximum}} ({{bishop_version}}): {{bishop_cervix}}.',
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
    {
      description: 'Modified: 1–2 cm, length 2–4 cm, −2, medium, posterior: 4, 6 or less',
      inputs: { version: 'modified', dilatation_modified: '1-2', cervical_length: '2-4', station: '-2', consistency: 'medium', position_modified: 'posterior' },
      expected: { bishop_score: 4, bishop_maximum: 12, bishop_cervix: '6 or less (NICE NG207)' },
      source: 'calder1974 table as reproduced (see evidenceChecks); nice-ng207 (6 or less); counted by hand: 1 + 1 + 1 + 1 + 0',
    },
    {
      description: 'Modified: 2–4 cm, length 1–2 cm, −1 or 0, soft, mid or anterior: 9, more than 6',
      inputs: { version: 'modified', dilatation_modified: '2-4', cervical_length: '1-2', station: '-1/0', consistency: 'soft', position_modified: 'mid/anterior' },
      expected: { bishop_score: 9, bishop_cervix: 'More than 6 (NICE NG207)' },
      source: 'calder1974 table as reproduced; nice-ng207 (more than 6); counted by hand: 2 + 2 + 2 + 2 + 1',
    },
    {
      description: 'Modified: every finding at its highest: 12',
      inputs: { version: 'modified', dilatation_modified: '>4', cervical_length: '<1', station: '+1/+2', consistency: 'soft', position_modified: 'mid/anterior' },
      expected: { bishop_score: 12, bishop_cervix: 'More than 6 (NICE NG207)' },
      source: 'calder1974 (maximum 12 in the reproductions); counted by hand: 3 + 3 + 3 + 2 + 1',
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
    {
      statement: 'The points of each category of the modified Bishop score: dilatation < 1, 1–2, 2–4, > 4 cm (0–3); cervical length > 4, 2–4, 1–2, < 1 cm (0–3); station as Bishop’s; consistency firm, medium, soft (0–2); position posterior 0, mid or anterior 1; total 0–12',
      citations: ['calder1974'],
      checkedAgainstPrimary: false,
      note: 'Calder 1974 was not opened; the table was taken from two reproductions that cite it and agree cell for cell (a pocket nursing reference and a UK clinical notes site; the second calls the middle consistency average). Both print the overlapping categories 1–2 and 2–4 cm for dilatation and length. A third page gives cervical length as > 3, > 2, > 1, > 0 cm; it cites no source and was not followed.',
    },
    {
      statement: 'NICE NG207: a Bishop score of 6 or less, offer dinoprostone or low-dose oral misoprostol, or consider a mechanical method; more than 6, offer amniotomy and an intravenous oxytocin infusion',
      citations: ['nice-ng207'],
      checkedAgainstPrimary: false,
      note: 'NG207 was not opened; its recommendations were read as quoted word for word in one secondary text and as paraphrased, with their numbers (1.3.4, 1.3.7–1.3.9), in another, which agree. They speak of “the Bishop score” and of 6 or less against more than 6; neither calls a score favourable, so the result names the threshold and NICE’s recommendation. The thresholds are applied to the modified score only; the original score keeps the ACOG bands.',
    },
  ],
} satisfies ToolDefinitionInput

export default bishopScore
