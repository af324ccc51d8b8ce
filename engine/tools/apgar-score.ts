import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const COMPONENTS = ['appearance', 'pulse', 'grimace', 'activity', 'respiration'] as const

/**
 * Apgar score. Apgar V. Curr Res Anesth Analg 1953;32(4):260–267; interpretation of the
 * AAP Committee on Fetus and Newborn and ACOG Committee on Obstetric Practice (Committee
 * Opinion 644, 2015).
 *
 * Design notes:
 * - Five signs, 0–2 each, total 0–10. The minute of the assessment is recorded for the note
 *   and decides whether the extended Apgar applies (a 5-minute score below 7: repeat every
 *   5 minutes up to 20 minutes).
 * - Bands of AAP/ACOG for term and late-preterm infants: 7–10 reassuring, 4–6 moderately
 *   abnormal, 0–3 low. The score describes the newborn's condition; it is not used to decide on
 *   resuscitation, which starts before the 1-minute score when needed.
 */
const apgarScore = {
  slug: 'apgar-score',
  name: 'Apgar Score for the Newborn',
  calcId: 'calc-apgar-score',
  ...TOOL_BASE,
  eligibility: 'Newborn infants at 1 and 5 minutes after birth (and every 5 minutes to 20 minutes while the 5-minute score is below 7).',
  description: 'Records the newborn’s condition after birth from colour, heart rate, reflex irritability, muscle tone and breathing (0–10), with the AAP/ACOG interpretation.',
  contentName: 'apgar-score',
  sections: {
    header: ['minute'],
    patient: [...COMPONENTS],
  },
  ehrpdns: [],
  controls: controls({
    minute: choice(
      'Minutes after birth',
      [
        ['1', 1],
        ['5', 5],
        ['10', 10],
        ['15', 15],
        ['20', 20],
      ],
      { help: 'The time of this assessment.' },
    ),
    appearance: choice(
      'Appearance (colour)',
      [
        ['0 · Blue or pale all over', 0, 0],
        ['1 · Body pink, hands and feet blue (acrocyanosis)', 1, 1],
        ['2 · Pink all over', 2, 2],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    pulse: choice(
      'Pulse (heart rate)',
      [
        ['0 · Absent', 0, 0],
        ['1 · Below 100 per minute', 1, 1],
        ['2 · 100 per minute or more', 2, 2],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    grimace: choice(
      'Grimace (reflex irritability)',
      [
        ['0 · No response to stimulation', 0, 0],
        ['1 · Grimace', 1, 1],
        ['2 · Cry, cough, sneeze or active withdrawal', 2, 2],
      ],
      { type: 'singleselect.radiogroup', help: 'Response to stimulation, such as a suction catheter in the nostril or a flick to the sole.' },
    ),
    activity: choice(
      'Activity (muscle tone)',
      [
        ['0 · Limp', 0, 0],
        ['1 · Some flexion of the limbs', 1, 1],
        ['2 · Active movement', 2, 2],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    respiration: choice(
      'Respiration',
      [
        ['0 · Absent', 0, 0],
        ['1 · Slow or irregular, weak cry', 1, 1],
        ['2 · Good breathing, strong cry', 2, 2],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    score: score('Apgar score', `points(${COMPONENTS.join(', ')})`, { cpdn: 'apgar_score', units: 'of 10' }),
    band: result('Interpretation (AAP/ACOG)', "if(score >= 7, 'Reassuring (7–10)', if(score >= 4, 'Moderately abnormal (4–6)', 'Low (0–3)'))", { cpdn: 'apgar_band' }),
    interpretation: interpretation(
      "if(score >= 7, 'Reassuring score.', if(score >= 4, 'Moderately abnormal score: continue the support the newborn needs under neonatal resuscitation guidelines and observe closely.', 'Low score: the newborn needs immediate resuscitation under neonatal resuscitation guidelines if not already under way.')) + " +
        "if(minute >= 5 and minute < 20 and score < 7, ' Score again every 5 minutes up to 20 minutes while the score is below 7.', '') + " +
        "if(minute = 1, ' A 1-minute score alone does not predict outcome; score again at 5 minutes.', '')",
      { label: 'Next step' },
    ),
  }),
  risk: ['score', 'band', 'interpretation'],
  chartNote: {
    cc: 'Apgar score {{apgar_score}} of 10 at {{minute}} min after birth: {{apgar_band}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'apgar1953',
      citation: 'Apgar V. A proposal for a new method of evaluation of the newborn infant. Curr Res Anesth Analg. 1953;32(4):260–267. PMID: 13083014.',
      pmid: '13083014',
      doi: '10.1213/00000539-195301000-00041',
      kind: 'derivation',
      cohort: 'Newborns at the Sloane Hospital for Women, New York',
    },
    {
      id: 'aap2015',
      citation:
        'American Academy of Pediatrics Committee on Fetus and Newborn; American College of Obstetricians and Gynecologists Committee on Obstetric Practice. The Apgar score. Pediatrics. 2015;136(4):819–822. (ACOG Committee Opinion No. 644; Obstet Gynecol. 2015;126(4):e52–e55.)',
      doi: '10.1542/peds.2015-2651',
      kind: 'guideline',
    },
  ],
  category: 'Paediatrics',
  synonyms: ['Apgar', 'newborn score', 'neonatal assessment at birth', 'APGAR', 'appearance pulse grimace activity respiration'],
  abbreviations: ['APGAR', 'NRP'],
  conditions: ['newborn', 'neonate', 'birth asphyxia', 'neonatal resuscitation', 'childbirth'],
  instructions: 'Score the five signs at 1 and 5 minutes after birth; if the 5-minute score is below 7, score again every 5 minutes up to 20 minutes. Record the time with each score.',
  whenToUse: ['At 1 and 5 minutes after every birth, and every 5 minutes to 20 minutes while the score stays below 7.'],
  pearls: [
    'Resuscitation is not delayed for the 1-minute score: it follows neonatal resuscitation guidelines from birth.',
    'Components such as tone, colour and reflex irritability depend on gestational age, maternal drugs and resuscitation itself; a low score in a preterm infant does not by itself mean asphyxia.',
    'A low 5-minute score alone does not establish hypoxic–ischaemic encephalopathy or predict later neurological outcome; a score of 0 beyond 10 minutes carries a poor prognosis.',
    'When the newborn is intubated or receiving resuscitation, record the score with the interventions under way (expanded Apgar form).',
  ],
  nextSteps: {
    advice: [
      'Score 7–10: reassuring; routine care.',
      'Score 4–6: moderately abnormal; continue support and observe.',
      'Score 0–3: low; resuscitation under neonatal resuscitation guidelines.',
      '5-minute score below 7: repeat every 5 minutes up to 20 minutes.',
    ],
    management: [],
  },
  evidence: [
    'Introduced by Virginia Apgar in 1953 as a rapid, standardised description of the newborn’s condition after birth.',
    'The AAP and ACOG (2015) define a 5-minute score of 7–10 as reassuring, 4–6 as moderately abnormal and 0–3 as low in term and late-preterm infants, and caution against using the score alone to diagnose asphyxia or predict outcome.',
  ],
  formula: [
    'Appearance, pulse, grimace, activity, respiration: 0, 1 or 2 each',
    'Total 0–10: 7–10 reassuring, 4–6 moderately abnormal, 0–3 low',
  ],
  resultSummary: 'Apgar {{apgar_score}} at {{minute}} min: {{apgar_band}}.',
  testVectors: [
    {
      description: 'Acrocyanosis only at 1 minute: 9, reassuring',
      inputs: { minute: 1, appearance: 1, pulse: 2, grimace: 2, activity: 2, respiration: 2 },
      expected: { apgar_score: 9, apgar_band: 'Reassuring (7–10)' },
      source: 'apgar1953 (0–2 per sign); aap2015 (7–10 reassuring); counted by hand',
    },
    {
      description: '5 minutes, 6 points: moderately abnormal, repeat every 5 minutes',
      inputs: { minute: 5, appearance: 1, pulse: 2, grimace: 1, activity: 1, respiration: 1 },
      expected: {
        apgar_score: 6,
        apgar_band: 'Moderately abnormal (4–6)',
        interpretation:
          'Moderately abnormal score: continue the support the newborn needs under neonatal resuscitation guidelines and observe closely. Score again every 5 minutes up to 20 minutes while the score is below 7.',
      },
      source: 'aap2015 (4–6 moderately abnormal; a 5-minute score below 7 is repeated every 5 minutes to 20 minutes); counted by hand',
    },
    {
      description: 'Nothing present: 0, low',
      inputs: { minute: 5, appearance: 0, pulse: 0, grimace: 0, activity: 0, respiration: 0 },
      expected: { apgar_score: 0, apgar_band: 'Low (0–3)' },
      source: 'aap2015 (0–3 low); counted by hand',
    },
  ],
  evidenceChecks: [
    {
      statement: 'The five signs and their 0–2 points',
      citations: ['apgar1953'],
      checkedAgainstPrimary: false,
      note: 'Apgar 1953 was not opened; the signs and points were checked against the AAP/ACOG statement as summarised in its published abstract and standard references.',
    },
    {
      statement: 'Bands 7–10 reassuring, 4–6 moderately abnormal, 0–3 low, and repeat scoring to 20 minutes',
      citations: ['aap2015'],
      checkedAgainstPrimary: false,
      note: 'Checked against the published abstract of ACOG Committee Opinion 644; the full statement was not opened.',
    },
  ],
} satisfies ToolDefinitionInput

export default apgarScore
