import { HAEMATOCRIT_RANGE, SYSTOLIC_BP_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, listText, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** CHESS: the five criteria as rule expressions, with their text. */
const CRITERIA: [string, string][] = [
  ["chf = 'yes'", 'history of congestive heart failure'],
  ['hematocrit < 30', 'haematocrit below 30 %'],
  ["ecg_abnormal = 'yes'", 'abnormal ECG'],
  ["shortness_of_breath = 'yes'", 'shortness of breath'],
  ['systolic_bp < 90', 'triage systolic blood pressure below 90 mmHg'],
]

const NONE = { chf: 'no', hematocrit: 42, ecg_abnormal: 'no', shortness_of_breath: 'no', systolic_bp: 125 }

/**
 * San Francisco Syncope Rule (CHESS). Quinn JV et al., Ann Emerg Med 2004;43:224–232;
 * validated in Ann Emerg Med 2006;47:448–454.
 *
 * Design notes:
 * - Haematocrit and triage systolic pressure are numbers so the thresholds (< 30 %, < 90 mmHg)
 *   are applied exactly; the shared measurable ranges apply.
 * - The rule is one-way: any criterion → not low risk. Its outcome is a serious outcome within
 *   7 days (the derivation study's definition), and the result says so.
 */
const sanFranciscoSyncopeRule = {
  slug: 'san-francisco-syncope-rule',
  name: 'San Francisco Syncope Rule',
  calcId: 'calc-san-francisco-syncope-rule',
  ...TOOL_BASE,
  eligibility: 'Adults seen in the emergency department with syncope or near-syncope, especially when no cause is evident after the first evaluation.',
  description: 'Five criteria (CHESS) that identify patients with syncope at risk of a serious outcome within 7 days.',
  contentName: 'san-francisco-syncope-rule',
  sections: {
    patient: ['chf', 'hematocrit', 'ecg_abnormal', 'shortness_of_breath', 'systolic_bp'],
  },
  ehrpdns: ['hematocrit', 'systolic_bp'],
  controls: controls({
    chf: yesNo('History of congestive heart failure'),
    hematocrit: measure('Haematocrit', '%', HAEMATOCRIT_RANGE, { help: 'Below 30 % is a criterion.' }),
    ecg_abnormal: yesNo('Abnormal ECG', {
      help: 'Any new change compared with a previous ECG, or a rhythm other than sinus, on the ECG or on cardiac monitoring in the emergency department.',
    }),
    shortness_of_breath: yesNo('Shortness of breath', { help: 'A complaint of shortness of breath, with the syncope or at presentation.' }),
    systolic_bp: measure('Systolic blood pressure at triage', 'mmHg', SYSTOLIC_BP_RANGE, { help: 'Below 90 mmHg is a criterion.' }),
    criteria_count: score('CHESS criteria present', CRITERIA.map(([c]) => `(${c})`).join(' + '), { cpdn: 'sfsr_criteria_count', units: 'of 5' }),
    criteria_present: result('Criteria present', `if(criteria_count = 0, 'none', ${listText(CRITERIA)})`, { cpdn: 'sfsr_criteria_present' }),
    rule_result: result(
      'San Francisco Syncope Rule',
      "if(criteria_count > 0, 'Not low risk: at risk of a serious outcome within 7 days', 'Low risk of a serious outcome within 7 days')",
      { cpdn: 'sfsr_result' },
    ),
    interpretation: interpretation(
      "if(criteria_count > 0, 'At least one CHESS criterion: the patient is not low risk for a serious outcome within 7 days (death, myocardial infarction, arrhythmia, pulmonary embolism, stroke, subarachnoid haemorrhage, significant haemorrhage, or a return visit with admission). Evaluate further, usually with monitoring and admission or an urgent cardiac work-up.', " +
        "'No CHESS criterion: low risk of a serious outcome within 7 days. The rule is not sensitive enough to exclude risk alone: combine it with clinical judgement, the ECG and arrhythmia monitoring before discharge.')",
    ),
  }),
  risk: ['rule_result', 'criteria_count', 'criteria_present', 'interpretation'],
  chartNote: {
    cc: 'San Francisco Syncope Rule: {{sfsr_result}} ({{sfsr_criteria_count}} of 5 criteria: {{sfsr_criteria_present}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'quinn2004',
      citation:
        'Quinn JV, Stiell IG, McDermott DA, Sellers KL, Kohn MA, Wells GA. Derivation of the San Francisco Syncope Rule to predict patients with short-term serious outcomes. Ann Emerg Med. 2004;43(2):224–232. PMID 14747812.',
      pmid: '14747812',
      doi: '10.1016/S0196-0644(03)00823-0',
      kind: 'derivation',
      cohort: 'n = 684 emergency department visits for syncope or near-syncope (one US centre)',
    },
    {
      id: 'quinn2006',
      citation:
        'Quinn J, McDermott D, Stiell I, Kohn M, Wells G. Prospective validation of the San Francisco Syncope Rule to predict patients with serious outcomes. Ann Emerg Med. 2006;47(5):448–454.',
      doi: '10.1016/j.annemergmed.2005.11.019',
      kind: 'validation',
      cohort: 'n = 791 emergency department visits for syncope or near-syncope (same centre); serious outcomes within 30 days',
    },
    {
      id: 'sun2007',
      citation:
        'Sun BC, Mangione CM, Merchant G, et al. External validation of the San Francisco Syncope Rule. Ann Emerg Med. 2007;49(4):420–427.',
      doi: '10.1016/j.annemergmed.2006.11.012',
      kind: 'external validation',
      cohort: 'n = 477 patients with syncope or near-syncope, one US academic emergency department',
    },
    {
      id: 'saccilotto2011',
      citation:
        'Saccilotto RT, Nickel CH, Bucher HC, Steyerberg EW, Bingisser R, Koller MT. San Francisco Syncope Rule to predict short-term serious outcomes: a systematic review. CMAJ. 2011;183(15):E1116–E1126. PMID 21948723.',
      pmid: '21948723',
      doi: '10.1503/cmaj.101326',
      kind: 'systematic review',
      cohort: '12 studies, 5,316 patients',
    },
  ],
  category: 'Emergency medicine',
  synonyms: ['SFSR', 'CHESS criteria', 'syncope rule', 'fainting risk', 'San Francisco rule'],
  abbreviations: ['SFSR', 'CHESS', 'CHF', 'Hct', 'ECG', 'SBP'],
  conditions: ['syncope', 'fainting', 'collapse', 'near-syncope', 'blackout'],
  instructions:
    'For adults seen in the emergency department with syncope or near-syncope. Use the triage systolic pressure, the haematocrit, and all available ECGs and monitoring. Best used when no cause is evident after the first evaluation.',
  whenToUse: [
    'In the emergency department, to identify patients with syncope at risk of a serious outcome in the following 7 days.',
    'As one element of the disposition decision, together with clinical judgement.',
  ],
  pearls: [
    'C-H-E-S-S: Congestive heart failure, Haematocrit < 30 %, ECG abnormal, Shortness of breath, Systolic BP < 90 mmHg.',
    'External validations found lower sensitivity than the derivation study: a systematic review of 12 studies pooled a sensitivity of 87 % and a specificity of 52 %.',
    'Missed serious outcomes were mostly arrhythmias: review every ECG and the monitoring, not only the first tracing.',
    'For a 30-day estimate with more detail, the Canadian Syncope Risk Score is an alternative.',
  ],
  nextSteps: {
    advice: [
      'Any criterion: not low risk; consider admission or monitored observation and a cardiac work-up.',
      'No criterion: low risk by the rule; discharge may be considered if clinical assessment agrees.',
    ],
    management: ['Treat any cause found (arrhythmia, bleeding, pulmonary embolism) on its own pathway.'],
  },
  evidence: [
    'Derived in 684 visits at one US emergency department: sensitivity 96 % and specificity 62 % for serious outcomes within 7 days.',
    'Prospectively validated at the same centre in 791 visits, for serious outcomes within 30 days not identified during the emergency department visit: sensitivity 98 % (95 % CI 89–100 %), specificity 56 % (95 % CI 52–60 %).',
    'An independent external validation (Sun 2007) found lower sensitivity (89 %) and specificity (42 %) for 7-day serious events.',
    'A systematic review of 12 studies (5,316 patients) pooled a sensitivity of 87 % (95 % CI 79–93 %) and specificity of 52 % (95 % CI 43–62 %), with wide heterogeneity.',
  ],
  formula: [
    'Not low risk if any of: history of congestive heart failure; haematocrit < 30 %; abnormal ECG (new changes or non-sinus rhythm); shortness of breath; triage systolic BP < 90 mmHg.',
    'None: low risk of a serious outcome within 7 days.',
  ],
  resultSummary: 'San Francisco Syncope Rule: {{sfsr_result}}; criteria present: {{sfsr_criteria_present}}.',
  testVectors: [
    {
      description: 'No criterion: low risk',
      inputs: NONE,
      expected: { sfsr_criteria_count: 0, sfsr_result: 'Low risk of a serious outcome within 7 days', sfsr_criteria_present: 'none' },
      source: 'quinn2004 (CHESS criteria); not a published example',
    },
    {
      description: 'Haematocrit 29.9 % and SBP 89 mmHg: not low risk, 2 criteria',
      inputs: { ...NONE, hematocrit: 29.9, systolic_bp: 89 },
      expected: {
        sfsr_criteria_count: 2,
        sfsr_result: 'Not low risk: at risk of a serious outcome within 7 days',
        sfsr_criteria_present: 'haematocrit below 30 %, triage systolic blood pressure below 90 mmHg',
      },
      source: 'quinn2004 (haematocrit < 30 %, systolic < 90 mmHg); not a published example',
    },
    {
      description: 'Haematocrit exactly 30 % and SBP exactly 90 mmHg: low risk',
      inputs: { ...NONE, hematocrit: 30, systolic_bp: 90 },
      expected: { sfsr_criteria_count: 0 },
      source: 'quinn2004 (strict thresholds); not a published example',
    },
  ],
} satisfies ToolDefinitionInput

export default sanFranciscoSyncopeRule
