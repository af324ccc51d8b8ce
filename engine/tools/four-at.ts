import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * 4AT rapid assessment test for delirium. Bellelli G et al., Age Ageing 2014;43(4):496–502.
 * The 4AT is free to use (www.the4at.com); the item descriptions here are our own words.
 *
 * Design notes:
 * - Four items; the choice points are the published ones (alertness 0/0/4; AMT4 0/1/2;
 *   attention 0/1/2; acute change or fluctuation 0/4); total 0–12.
 * - An item that cannot be tested is scored as the 4AT directs (2 points for AMT4 and for
 *   attention), not left out, so the total is always complete.
 * - The three result bands are those of the 4AT form: 4 or more possible delirium, 1–3 possible
 *   cognitive impairment, 0 delirium or severe cognitive impairment unlikely (with the caveat
 *   when the history for item 4 is incomplete).
 */
const fourAt = {
  slug: 'four-at',
  name: '4AT Rapid Test for Delirium',
  calcId: 'calc-four-at',
  ...TOOL_BASE,
  eligibility: 'Adults in hospital, care homes or the community in whom delirium is possible (validated mainly in older inpatients); not for intensive care patients who cannot speak.',
  description: 'A short bedside screen for delirium and cognitive impairment: four items (alertness, orientation, attention, acute change) scored from 0 to 12, with 4 or more suggesting delirium.',
  contentName: 'four-at',
  sections: {
    patient: ['alertness', 'amt4', 'attention', 'acute_change'],
  },
  ehrpdns: [],
  controls: controls({
    alertness: choice(
      '1. Alertness',
      [
        ['Normal: fully alert and not agitated throughout the assessment', 'normal', 0],
        ['Mildly sleepy for under 10 seconds after waking, then normal', 'mild', 0],
        ['Clearly abnormal: markedly drowsy, or agitated or hyperactive', 'abnormal', 4],
      ],
      {
        type: 'singleselect.radiogroup',
        help: 'Observe the patient; if asleep, try to wake them with speech or a gentle touch on the shoulder and ask their name and address. Clearly abnormal scores 4.',
      },
    ),
    amt4: choice(
      '2. AMT4: age, date of birth, place (name of the hospital or building), current year',
      [
        ['No mistakes', 0, 0],
        ['1 mistake', 1, 1],
        ['2 or more mistakes, or untestable', 2, 2],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    attention: choice(
      '3. Attention: months of the year backwards, from December',
      [
        ['7 or more months correct', 0, 0],
        ['Starts but gets fewer than 7 months right, or refuses to start', 1, 1],
        ['Untestable: cannot start because unwell, drowsy or inattentive', 2, 2],
      ],
      { type: 'singleselect.radiogroup', help: 'One prompt ("what is the month before December?") is allowed to help the patient understand the task.' },
    ),
    acute_change: yesNo('4. Acute change or fluctuating course', {
      help: 'A significant change or fluctuation in alertness, cognition or other mental function (for example paranoia or hallucinations) arising over the last 2 weeks and still present in the last 24 hours. Ask someone who knows the patient, and use the notes. 4 points.',
      points: 4,
    }),
    score: score('4AT score', 'points(alertness, amt4, attention, acute_change)', { cpdn: 'four_at_score', units: 'of 12' }),
    result: result(
      'Result',
      "if(score >= 4, 'Possible delirium, with or without cognitive impairment (4 or more)', if(score >= 1, 'Possible cognitive impairment (1–3)', 'Delirium or severe cognitive impairment unlikely (0)'))",
      { cpdn: 'four_at_result' },
    ),
    interpretation: interpretation(
      "if(score >= 4, 'A score of 4 or more suggests delirium (it may coexist with dementia or other cognitive impairment). The 4AT is a screening test: confirm with a clinical assessment, look for and treat the causes, and review medicines.', " +
        "if(score >= 1, 'A score of 1–3 suggests cognitive impairment; further cognitive testing and history are needed. Delirium is still possible: reassess if the picture changes.', " +
        "'A score of 0 makes delirium and severe cognitive impairment unlikely, but delirium remains possible if the information for item 4 (acute change or fluctuation) is incomplete.'))",
    ),
  }),
  risk: ['score', 'result', 'interpretation'],
  chartNote: {
    cc: '4AT {{four_at_score}} of 12: {{four_at_result}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'bellelli2014',
      citation:
        'Bellelli G, Morandi A, Davis DHJ, et al. Validation of the 4AT, a new instrument for rapid delirium screening: a study in 234 hospitalised older people. Age Ageing. 2014;43(4):496–502. PMID 24590568.',
      pmid: '24590568',
      doi: '10.1093/ageing/afu021',
      kind: 'validation',
      cohort: 'n = 234 patients aged 70 or over on acute geriatric and rehabilitation wards in Italy',
    },
    {
      id: 'tieges2021',
      citation: 'Tieges Z, Maclullich AMJ, Anand A, et al. Diagnostic accuracy of the 4AT for delirium detection in older adults: systematic review and meta-analysis. Age Ageing. 2021;50(3):733–743.',
      doi: '10.1093/ageing/afaa224',
      kind: 'meta-analysis',
    },
    {
      id: 'sign157',
      citation: 'Scottish Intercollegiate Guidelines Network. Risk reduction and management of delirium (SIGN 157). Edinburgh: SIGN; 2019.',
      url: 'https://www.sign.ac.uk/our-guidelines/risk-reduction-and-management-of-delirium/',
      kind: 'guideline',
    },
    {
      id: 'the4at',
      citation: 'MacLullich AMJ, et al. The 4AT: rapid clinical test for delirium (form and guidance notes).',
      url: 'https://www.the4at.com',
      kind: 'instrument',
    },
  ],
  category: 'Neurology',
  synonyms: ['4AT', '4 AT', 'four AT', 'delirium screen', 'delirium screening tool', 'acute confusion test', 'confusion assessment'],
  abbreviations: ['4AT', 'AMT4', 'AMT'],
  conditions: ['delirium', 'acute confusion', 'confusion in older people', 'dementia', 'cognitive impairment'],
  instructions:
    'Administer the four items in order at the bedside; it takes about two minutes and needs no special training. Score untestable patients as the items direct rather than leaving items out. Use the notes and someone who knows the patient for item 4.',
  whenToUse: [
    'At admission of older people to hospital, and whenever delirium is suspected (new confusion, drowsiness, agitation, falls or functional decline).',
    'Repeated when the patient’s mental state changes.',
  ],
  pearls: [
    'A patient who is too drowsy or unwell to be tested scores on alertness and on the untestable options of items 2 and 3: untestability itself points to delirium.',
    'Item 4 carries 4 points on its own: a clear history of acute change or fluctuation is enough to flag possible delirium.',
    'The 4AT screens; the diagnosis of delirium is clinical (for example by DSM-5 criteria).',
    'In intensive care, patients who are ventilated or cannot speak are better assessed with the CAM-ICU.',
  ],
  nextSteps: {
    advice: [
      '4 or more: assess for delirium clinically, search for causes (infection, medicines, metabolic disturbance, pain, retention, constipation, withdrawal) and start management.',
      '1–3: consider cognitive impairment; take a collateral history and arrange further cognitive assessment when the patient is well.',
      '0: delirium unlikely; repeat if the mental state changes or item 4 was uncertain.',
    ],
    management: ['Use non-drug measures (orientation, sleep, hydration, mobility, glasses and hearing aids) first; review medicines that can cause delirium.'],
  },
  evidence: [
    'In 234 older inpatients in Italy, a score of 4 or more had a sensitivity of 89.7 % and a specificity of 84.1 % for delirium against a reference-standard assessment (Bellelli 2014).',
    'A meta-analysis of 17 studies (3,702 observations) found pooled sensitivity of 88 % and specificity of 88 % (Tieges 2021).',
    'SIGN 157 (2019) recommends the 4AT for detecting delirium in hospital and the community.',
  ],
  formula: [
    '1 Alertness: normal or mildly sleepy < 10 s 0; clearly abnormal 4',
    '2 AMT4 (age, date of birth, place, year): no mistakes 0; 1 mistake 1; 2 or more or untestable 2',
    '3 Attention (months backwards): 7 or more 0; starts but < 7, or refuses 1; untestable 2',
    '4 Acute change or fluctuating course: no 0; yes 4',
    'Total 0–12: ≥ 4 possible delirium; 1–3 possible cognitive impairment; 0 unlikely',
  ],
  resultSummary: '4AT {{four_at_score}} of 12: {{four_at_result}}.',
  testVectors: [
    {
      description: 'Alert, no mistakes, 12 months backwards, no acute change: 0',
      inputs: { alertness: 'normal', amt4: 0, attention: 0, acute_change: 'no' },
      expected: { four_at_score: 0, four_at_result: 'Delirium or severe cognitive impairment unlikely (0)' },
      source: 'the4at (form: 0 points for each normal answer); score counted by hand: 0',
    },
    {
      description: 'Alert, one AMT4 mistake, fewer than 7 months: 2, possible cognitive impairment',
      inputs: { alertness: 'normal', amt4: 1, attention: 1, acute_change: 'no' },
      expected: { four_at_score: 2, four_at_result: 'Possible cognitive impairment (1–3)' },
      source: 'the4at (form: 1–3 possible cognitive impairment); score counted by hand: 1 + 1 = 2',
    },
    {
      description: 'Drowsy and untestable, with acute change: 12',
      inputs: { alertness: 'abnormal', amt4: 2, attention: 2, acute_change: 'yes' },
      expected: { four_at_score: 12, four_at_result: 'Possible delirium, with or without cognitive impairment (4 or more)' },
      source: 'bellelli2014 (maximum 12; 4 or more possible delirium); score counted by hand: 4 + 2 + 2 + 4 = 12',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Sensitivity 89.7 % and specificity 84.1 % in the validation study',
      citations: ['bellelli2014'],
      checkedAgainstPrimary: true,
      note: 'Checked against the abstract of the paper (open access, PMC4066613).',
    },
    {
      statement: 'Pooled sensitivity and specificity of 88 % (17 studies, 3,702 observations)',
      citations: ['tieges2021'],
      checkedAgainstPrimary: true,
      note: 'Checked against the abstract of the paper (open access, PMC8099016).',
    },
  ],
} satisfies ToolDefinitionInput

export default fourAt
