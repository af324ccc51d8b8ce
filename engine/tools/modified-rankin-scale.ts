import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, lookupTable, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Grade, short name and our own description of each grade (van Swieten 1988 wording not copied). */
const GRADES: [grade: number, name: string, description: string][] = [
  [0, 'No symptoms', 'No symptoms at all.'],
  [1, 'No significant disability', 'Has symptoms, but carries out all usual duties and activities.'],
  [2, 'Slight disability', 'Cannot do all previous activities, but looks after own affairs without help.'],
  [3, 'Moderate disability', 'Needs some help with daily affairs, but walks without help from another person.'],
  [4, 'Moderately severe disability', 'Cannot walk without help from another person and needs help with bodily needs.'],
  [5, 'Severe disability', 'Bedbound, usually incontinent, and needs constant nursing care and attention.'],
  [6, 'Dead', 'Dead.'],
]

/**
 * Modified Rankin Scale (mRS). Rankin J, Scott Med J 1957;2:200–215; modified to grades 0–5
 * by van Swieten JC et al., Stroke 1988;19:604–607; grade 6 (death) added for trials.
 *
 * Design notes:
 * - One choice: the grade is what the clinician judges from the patient's function; the tool
 *   records it with its description and the usual outcome groups of stroke trials (0–1, 0–2).
 * - The descriptions are our own words; a structured interview improves agreement between raters.
 */
const modifiedRankinScale = {
  slug: 'modified-rankin-scale',
  name: 'Modified Rankin Scale (mRS)',
  calcId: 'calc-modified-rankin-scale',
  ...TOOL_BASE,
  eligibility: 'Adults after stroke or another neurological illness, to grade disability (or before the event, to record pre-morbid function).',
  description: 'Grades global disability and dependence in daily activities from 0 (no symptoms) to 6 (dead), the usual outcome measure of stroke trials.',
  contentName: 'modified-rankin-scale',
  sections: {
    patient: ['grade'],
  },
  ehrpdns: [],
  controls: controls({
    grade: choice(
      'Modified Rankin grade',
      GRADES.map(([g, name, description]) => [`${g} · ${name}: ${description}`, g, g] as [string, number, number]),
      { type: 'list.radiogroup', help: 'Choose the grade that best describes what the person actually does now (or did before the event, for pre-stroke function).' },
    ),
    mrs: score('mRS grade', 'points(grade)', { cpdn: 'mrs_grade', units: 'of 6' }),
    description: result('Description', lookupTable('grade', GRADES.map(([g, name, d]) => [g, `${name}: ${d}`])), { cpdn: 'mrs_description' }),
    outcome_group: interpretation(
      "if(grade <= 1, 'No significant disability (mRS 0–1): an excellent outcome in stroke trials, and functional independence (mRS 0–2).', if(grade = 2, 'Slight disability (mRS 2): functionally independent (mRS 0–2), though not an excellent outcome (mRS 0–1).', if(grade <= 5, 'Dependent on others (mRS 3–5).', 'Dead (mRS 6).')))",
      { label: 'Outcome group' },
    ),
  }),
  risk: ['mrs', 'description', 'outcome_group'],
  chartNote: {
    cc: 'Modified Rankin Scale {{mrs_grade}} ({{mrs_description}}) Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'rankin1957',
      citation: 'Rankin J. Cerebral vascular accidents in patients over the age of 60. II. Prognosis. Scott Med J. 1957;2(5):200–215.',
      doi: '10.1177/003693305700200504',
      kind: 'derivation (original scale)',
    },
    {
      id: 'vanswieten1988',
      citation: 'van Swieten JC, Koudstaal PJ, Visser MC, Schouten HJ, van Gijn J. Interobserver agreement for the assessment of handicap in stroke patients. Stroke. 1988;19(5):604–607. PMID 3363593.',
      pmid: '3363593',
      doi: '10.1161/01.STR.19.5.604',
      kind: 'modification and reliability',
      cohort: '100 stroke patients, each graded by two of 34 neurologists and residents',
    },
    {
      id: 'banks2007',
      citation:
        'Banks JL, Marotta CA. Outcomes validity and reliability of the modified Rankin scale: implications for stroke clinical trials: a literature review and synthesis. Stroke. 2007;38(3):1091–1096.',
      doi: '10.1161/01.STR.0000258355.23810.c6',
      kind: 'review',
    },
    {
      id: 'wilson2002',
      citation:
        'Wilson JTL, Hareendran A, Grant M, et al. Improving the assessment of outcomes in stroke: use of a structured interview to assign grades on the modified Rankin Scale. Stroke. 2002;33(9):2243–2246.',
      kind: 'validation (structured interview)',
    },
  ],
  category: 'Neurology',
  synonyms: ['modified Rankin score', 'Rankin scale', 'Rankin disability scale', 'stroke disability scale', 'functional outcome after stroke', 'pre-stroke mRS'],
  abbreviations: ['mRS', 'MRS'],
  conditions: ['stroke', 'disability after stroke', 'subarachnoid haemorrhage', 'intracerebral haemorrhage', 'neurological disability'],
  instructions:
    'Grade what the person actually does in daily life, not what they might be able to do, counting only limitations from any cause that are present now (or, for pre-stroke function, before the event). Asking about each step in turn (symptoms, usual activities, own affairs, walking, bodily needs) gives more consistent grades.',
  whenToUse: [
    'To record pre-stroke function at admission (for example before a thrombectomy decision) and disability at discharge and follow-up.',
    'As the functional outcome measure of stroke studies and audits, usually at 90 days.',
  ],
  pearls: [
    'The 2019 AHA/ASA criteria for thrombectomy within 6 hours include a pre-stroke mRS of 0–1; higher pre-stroke grades call for an individual decision.',
    'Walking without help from another person separates grade 3 from grade 4; walking aids used without another person’s help do not make it grade 4.',
    'Agreement between raters is only moderate with the bare descriptions; a structured interview (Wilson 2002) or the simplified questionnaire improves it.',
    'Trials report mRS 0–1 ("excellent outcome") and mRS 0–2 ("functional independence") or the whole distribution (shift analysis).',
  ],
  nextSteps: {
    advice: ['Record the grade with the date and whether it describes current or pre-event function.'],
    management: ['Use the grade with the patient’s goals to plan rehabilitation, support at home and follow-up; it does not replace a full functional assessment.'],
  },
  evidence: [
    'Introduced by Rankin in 1957 to describe outcome after stroke in people over 60; modified by van Swieten in 1988 (grades 0–5, with "no symptoms" added); in 100 patients two raters agreed exactly in 65 and within one grade in 97 (κ 0.56, weighted κ 0.91).',
    'Later reviews found valid relations with infarct size, stroke severity and other disability measures, with moderate inter-rater reliability that improves with a structured interview.',
  ],
  formula: GRADES.map(([g, name, d]) => `${g}: ${name}. ${d}`),
  resultSummary: 'mRS {{mrs_grade}}: {{mrs_description}}',
  testVectors: [
    {
      description: 'Grade 0: no symptoms',
      inputs: { grade: 0 },
      expected: { mrs_grade: 0, mrs_description: 'No symptoms: No symptoms at all.' },
      source: 'vanswieten1988 (grade 0, no symptoms)',
    },
    {
      description: 'Grade 3: needs some help, walks without help',
      inputs: { grade: 3 },
      expected: { mrs_grade: 3, mrs_description: 'Moderate disability: Needs some help with daily affairs, but walks without help from another person.', outcome_group: 'Dependent on others (mRS 3–5).' },
      source: 'vanswieten1988 (grade 3, moderate disability: some help needed, walks unassisted)',
    },
    {
      description: 'Grade 6: dead',
      inputs: { grade: 6 },
      expected: { mrs_grade: 6, outcome_group: 'Dead (mRS 6).' },
      source: 'banks2007 (grade 6 = death, added for trials)',
    },
  ],
} satisfies ToolDefinitionInput

export default modifiedRankinScale
