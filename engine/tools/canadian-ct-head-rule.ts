import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, listText, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** High-risk findings (risk of needing neurosurgical intervention), as rule expressions with their text. */
const HIGH: [string, string][] = [
  ["gcs_below_15_at_2h = 'yes'", 'GCS below 15 at 2 hours after injury'],
  ["open_depressed_fracture = 'yes'", 'suspected open or depressed skull fracture'],
  ["basal_skull_fracture = 'yes'", 'sign of basal skull fracture'],
  ["vomiting = 'yes'", 'vomiting 2 or more times'],
  ['age >= 65', 'age 65 or over'],
]

/** Medium-risk findings (risk of brain injury on CT). */
const MEDIUM: [string, string][] = [
  ["amnesia_before_impact = 'yes'", 'amnesia for events before the impact of 30 minutes or more'],
  ["dangerous_mechanism = 'yes'", 'dangerous mechanism'],
]

const NONE_APPLY = {
  included: 'yes',
  excluded: 'no',
  age: 40,
  gcs_below_15_at_2h: 'no',
  open_depressed_fracture: 'no',
  basal_skull_fracture: 'no',
  vomiting: 'no',
  amnesia_before_impact: 'no',
  dangerous_mechanism: 'no',
}

/**
 * Canadian CT Head Rule. Stiell IG et al., Lancet 2001;357:1391–1396.
 *
 * Design notes:
 * - The inclusion question (minor head injury as the study defined it) and the exclusion
 *   question come first: when either fails the result says the rule does not apply, whatever
 *   the findings, and never says "CT not required".
 * - Age is a number (65 or over is a high-risk finding); under 16 is refused, naming PECARN for
 *   children, because the rule was derived in patients aged 16 and over.
 * - No ui-defaults: an unanswered finding is refused, never treated as absent.
 */
const canadianCtHeadRule = {
  slug: 'canadian-ct-head-rule',
  name: 'Canadian CT Head Rule for Minor Head Injury',
  calcId: 'calc-canadian-ct-head-rule',
  ...TOOL_BASE,
  eligibility:
    'Patients aged 16 or over with minor head injury: blunt trauma to the head with witnessed loss of consciousness, definite amnesia or witnessed disorientation, and a GCS of 13–15.',
  description: 'Decides which adults with minor head injury need a CT scan of the head, from five high-risk and two medium-risk findings.',
  contentName: 'canadian-ct-head-rule',
  sections: {
    header: ['included', 'excluded'],
    patient: ['age', 'gcs_below_15_at_2h', 'open_depressed_fracture', 'basal_skull_fracture', 'vomiting', 'amnesia_before_impact', 'dangerous_mechanism'],
  },
  ehrpdns: ['age'],
  controls: controls({
    included: yesNo('Minor head injury as defined by the rule', {
      help: 'Blunt head trauma followed by loss of consciousness that was witnessed, definite amnesia, or disorientation that was witnessed, with a GCS of 13, 14 or 15.',
    }),
    excluded: yesNo('Any exclusion present', {
      help: 'Exclusions: no clear history of trauma as the main event; obvious penetrating skull injury or obvious depressed fracture; acute focal neurological deficit; unstable vital signs from major trauma; seizure before assessment; bleeding disorder or oral anticoagulant; returned for reassessment of the same injury; pregnancy.',
    }),
    age: measure(
      'Age',
      'years',
      {
        min: 16,
        max: AGE_PLAUSIBLE_MAX,
        reason: 'The Canadian CT Head Rule was derived and validated in patients aged 16 and over; for children use the PECARN head injury rule.',
      },
      { help: '65 or over is a high-risk finding.' },
    ),
    gcs_below_15_at_2h: yesNo('GCS below 15 at 2 hours after the injury', { help: 'High risk.' }),
    open_depressed_fracture: yesNo('Suspected open or depressed skull fracture', { help: 'High risk.' }),
    basal_skull_fracture: yesNo('Any sign of basal skull fracture', {
      help: 'High risk. Haemotympanum, periorbital bruising ("raccoon eyes"), CSF leak from the ear or nose, or bruising behind the ear (Battle’s sign).',
    }),
    vomiting: yesNo('Vomiting: 2 or more episodes', { help: 'High risk.' }),
    amnesia_before_impact: yesNo('Amnesia before the impact of 30 minutes or more', { help: 'Medium risk. Retrograde amnesia.' }),
    dangerous_mechanism: yesNo('Dangerous mechanism', {
      help: 'Medium risk. Pedestrian struck by a motor vehicle, occupant ejected from a motor vehicle, or fall from a height of more than 3 feet (about 1 m) or 5 stairs.',
    }),
    high_risk_count: score('High-risk findings present', HIGH.map(([c]) => `(${c})`).join(' + '), { cpdn: 'ccthr_high_risk_count', units: 'of 5' }),
    medium_risk_count: score('Medium-risk findings present', MEDIUM.map(([c]) => `(${c})`).join(' + '), { cpdn: 'ccthr_medium_risk_count', units: 'of 2' }),
    findings: result('Findings present', `if(high_risk_count + medium_risk_count = 0, 'none', ${listText([...HIGH, ...MEDIUM])})`, {
      cpdn: 'ccthr_findings',
    }),
    rule_result: result(
      'Canadian CT Head Rule',
      "if(included != 'yes' or excluded = 'yes', 'Not applicable', if(high_risk_count > 0, 'CT head required: high risk', if(medium_risk_count > 0, 'CT head required: medium risk', 'CT head not required by the rule')))",
      { cpdn: 'ccthr_result' },
    ),
    interpretation: interpretation(
      "if(included != 'yes', 'The rule does not apply: it is only for minor head injury with witnessed loss of consciousness, definite amnesia or witnessed disorientation and a GCS of 13–15. Without any of these (minimal head injury) the rule was not studied; a GCS below 13 needs CT without a rule.', " +
        "if(excluded = 'yes', 'The rule does not apply because an exclusion is present (for example anticoagulation, a bleeding disorder, a seizure, a focal deficit or an obvious open or depressed fracture). Decide on CT by clinical judgement and local guidance; most of these patients need CT.', " +
        "if(high_risk_count > 0, 'At least one high-risk finding: CT of the head is required. High-risk findings identify patients who may need neurosurgical intervention.', " +
        "if(medium_risk_count > 0, 'A medium-risk finding: CT of the head is required. Medium-risk findings identify patients with brain injury on CT who usually do not need neurosurgery.', " +
        "'No high- or medium-risk finding: the rule says CT of the head is not required. Discharge with written head-injury advice and a responsible adult, and return if symptoms worsen.'))))",
    ),
  }),
  risk: ['rule_result', 'findings', 'high_risk_count', 'medium_risk_count', 'interpretation'],
  chartNote: {
    cc: 'Canadian CT Head Rule: {{ccthr_result}} (findings: {{ccthr_findings}}). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'stiell2001',
      citation:
        'Stiell IG, Wells GA, Vandemheen K, et al. The Canadian CT Head Rule for patients with minor head injury. Lancet. 2001;357(9266):1391–1396. PMID 11356436.',
      pmid: '11356436',
      doi: '10.1016/S0140-6736(00)04561-X',
      kind: 'derivation',
      cohort: 'n = 3,121 adults with minor head injury in 10 Canadian emergency departments',
    },
    {
      id: 'stiell2005',
      citation:
        'Stiell IG, Clement CM, Rowe BH, et al. Comparison of the Canadian CT Head Rule and the New Orleans Criteria in patients with minor head injury. JAMA. 2005;294(12):1511–1518. PMID 16189364.',
      pmid: '16189364',
      doi: '10.1001/jama.294.12.1511',
      kind: 'validation',
      cohort: 'n = 2,707 patients with minor head injury and GCS 13–15 (1,822 with GCS 15) in 9 Canadian emergency departments',
    },
  ],
  category: 'Emergency medicine',
  synonyms: ['CT head rule', 'head CT decision rule', 'minor head injury CT', 'Canadian head CT rule', 'CCHR'],
  abbreviations: ['CCHR', 'CTHR', 'CT', 'GCS', 'mTBI', 'TBI'],
  conditions: ['head injury', 'minor head injury', 'concussion', 'traumatic brain injury', 'head trauma'],
  instructions:
    'For patients aged 16 or over with blunt head trauma followed by witnessed loss of consciousness, definite amnesia or witnessed disorientation, and a GCS of 13–15. Answer the inclusion and exclusion questions first. Not for children (use PECARN), patients on anticoagulants or with a bleeding disorder, or patients with a seizure, focal deficit or obvious open skull injury.',
  whenToUse: [
    'In the emergency department, when deciding whether an adult with minor head injury needs CT of the head.',
    'To avoid CT in patients at very low risk of a clinically important brain injury.',
  ],
  pearls: [
    'The rule is one-way: a finding present means CT is needed; no finding means CT is not needed by the rule, not that a scan is forbidden.',
    'High-risk findings were 100 % sensitive for neurosurgical intervention in the derivation study; the seven findings together were 98.4 % sensitive for clinically important brain injury.',
    'Patients on oral anticoagulants or with a bleeding disorder were excluded; NICE advises CT for them after any head injury.',
    'GCS is judged 2 hours after the injury: a patient who is still below 15 at that point meets a high-risk finding.',
  ],
  nextSteps: {
    advice: [
      'Any high-risk finding: CT of the head; discuss with neurosurgery if CT shows an intracranial injury.',
      'Medium-risk finding only: CT of the head.',
      'No finding: no CT by the rule; discharge with verbal and written head-injury advice.',
    ],
    management: [
      'A GCS below 13 at any time, or a focal neurological deficit, needs immediate CT regardless of the rule.',
      'Assess the cervical spine as well (Canadian C-spine Rule or NEXUS) after any head injury.',
    ],
  },
  evidence: [
    'Derived in 3,121 adults with minor head injury at 10 Canadian emergency departments: high-risk findings were 100 % sensitive (95 % CI 92–100 %) for the need for neurosurgical intervention, and all seven findings 98.4 % sensitive (95 % CI 96–99 %) for clinically important brain injury.',
    'In a prospective validation with 2,707 patients, the rule was more specific than the New Orleans Criteria with similar sensitivity in patients with GCS 15.',
  ],
  formula: [
    'Applies to minor head injury (witnessed loss of consciousness, definite amnesia or witnessed disorientation; GCS 13–15), age 16 or over, no exclusion.',
    'High risk: GCS < 15 at 2 h after injury; suspected open or depressed skull fracture; any sign of basal skull fracture; vomiting ≥ 2 episodes; age ≥ 65.',
    'Medium risk: amnesia before impact ≥ 30 min; dangerous mechanism (pedestrian struck by a motor vehicle, ejected occupant, fall from more than 3 ft or 5 stairs).',
    'Any finding present: CT head required. None: CT not required by the rule.',
  ],
  resultSummary: 'Canadian CT Head Rule: {{ccthr_result}}; findings: {{ccthr_findings}}.',
  testVectors: [
    {
      description: 'Included, no exclusion, age 40, no finding: CT not required',
      inputs: NONE_APPLY,
      expected: { ccthr_result: 'CT head not required by the rule', ccthr_findings: 'none', ccthr_high_risk_count: 0 },
      source: 'stiell2001 (rule as published, Figure); not a published example: every finding checked by hand as absent',
    },
    {
      description: 'Age exactly 65, otherwise none: high risk',
      inputs: { ...NONE_APPLY, age: 65 },
      expected: { ccthr_result: 'CT head required: high risk', ccthr_findings: 'age 65 or over', ccthr_high_risk_count: 1 },
      source: 'stiell2001 (age ≥ 65 years is a high-risk finding); not a published example',
    },
    {
      description: 'Dangerous mechanism only: medium risk',
      inputs: { ...NONE_APPLY, dangerous_mechanism: 'yes' },
      expected: { ccthr_result: 'CT head required: medium risk', ccthr_medium_risk_count: 1, ccthr_high_risk_count: 0 },
      source: 'stiell2001 (dangerous mechanism is a medium-risk finding); not a published example',
    },
    {
      description: 'On an anticoagulant (exclusion): not applicable',
      inputs: { ...NONE_APPLY, excluded: 'yes' },
      expected: { ccthr_result: 'Not applicable' },
      source: 'stiell2001 (exclusion criteria)',
    },
  ],
} satisfies ToolDefinitionInput

export default canadianCtHeadRule
