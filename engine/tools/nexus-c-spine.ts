import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, listText, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** The five findings whose absence makes a patient low risk, as rule expressions with their text. */
const FINDINGS: [string, string][] = [
  ["midline_tenderness = 'yes'", 'posterior midline cervical tenderness'],
  ["intoxication = 'yes'", 'intoxication'],
  ["altered_alertness = 'yes'", 'altered level of alertness'],
  ["focal_deficit = 'yes'", 'focal neurological deficit'],
  ["distracting_injury = 'yes'", 'painful distracting injury'],
]

const LOW_RISK = {
  midline_tenderness: 'no',
  intoxication: 'no',
  altered_alertness: 'no',
  focal_deficit: 'no',
  distracting_injury: 'no',
}

/**
 * NEXUS low-risk criteria for cervical spine imaging. Hoffman JR et al., N Engl J Med
 * 2000;343:94–99.
 *
 * Design notes:
 * - Each question asks whether a finding is present (never a double negative); a patient is
 *   low risk only when all five are absent.
 * - No ui-defaults: an unanswered finding is refused, never treated as absent.
 */
const nexusCSpine = {
  slug: 'nexus-c-spine',
  name: 'NEXUS Criteria for Cervical Spine Imaging',
  calcId: 'calc-nexus-c-spine',
  ...TOOL_BASE,
  eligibility: 'Patients with blunt trauma in whom cervical spine imaging is being considered.',
  description:
    'Five clinical criteria (the NEXUS low-risk criteria) that, when all are met, identify patients with blunt trauma who do not need cervical spine imaging.',
  contentName: 'nexus-c-spine',
  sections: {
    patient: ['midline_tenderness', 'intoxication', 'altered_alertness', 'focal_deficit', 'distracting_injury'],
  },
  ehrpdns: [],
  controls: controls({
    midline_tenderness: yesNo('Posterior midline cervical spine tenderness', {
      help: 'Pain on palpation of the posterior midline of the neck, from the nuchal ridge to the prominence of the first thoracic vertebra, or pain on direct palpation of a spinous process.',
    }),
    intoxication: yesNo('Evidence of intoxication', {
      help: 'A recent history of intoxication from alcohol or drugs given by the patient or an observer, or signs of intoxication on examination.',
    }),
    altered_alertness: yesNo('Altered level of alertness', {
      help: 'For example GCS 14 or below; disorientation to person, place, time or events; inability to remember 3 objects at 5 minutes; delayed or inappropriate response to external stimuli.',
    }),
    focal_deficit: yesNo('Focal neurological deficit', { help: 'Any focal neurological complaint or finding on motor or sensory examination.' }),
    distracting_injury: yesNo('Painful distracting injury', {
      help: 'Any injury painful enough to distract the patient from neck pain, for example a long-bone fracture, a visceral injury needing surgical review, a large laceration, degloving or crush injury, large burns, or any injury causing acute functional impairment.',
    }),
    findings_count: score('NEXUS findings present', FINDINGS.map(([c]) => `(${c})`).join(' + '), { cpdn: 'nexus_findings_count', units: 'of 5' }),
    findings_present: result('Findings present', `if(findings_count = 0, 'none', ${listText(FINDINGS)})`, { cpdn: 'nexus_findings_present' }),
    rule_result: result('NEXUS result', "if(findings_count = 0, 'Low risk: imaging not indicated', 'Not low risk: imaging indicated')", { cpdn: 'nexus_result' }),
    interpretation: interpretation(
      "if(findings_count = 0, 'All five NEXUS criteria are met: the patient is at low risk of cervical spine injury and imaging of the cervical spine is not indicated. Remove the collar after a clinical check.', " +
        "'At least one finding is present, so the patient is not low risk by NEXUS: keep the cervical spine immobilised and image it (CT in adults with significant trauma, according to local guidance).')",
    ),
  }),
  risk: ['rule_result', 'findings_count', 'findings_present', 'interpretation'],
  chartNote: {
    cc: 'NEXUS criteria: {{nexus_result}} ({{nexus_findings_count}} of 5 findings present: {{nexus_findings_present}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'hoffman2000',
      citation:
        'Hoffman JR, Mower WR, Wolfson AB, Todd KH, Zucker MI; National Emergency X-Radiography Utilization Study Group. Validity of a set of clinical criteria to rule out injury to the cervical spine in patients with blunt trauma. N Engl J Med. 2000;343(2):94–99. PMID 10891516.',
      pmid: '10891516',
      doi: '10.1056/NEJM200007133430203',
      kind: 'prospective validation',
      cohort: 'n = 34,069 patients with blunt trauma who had cervical spine radiography, 21 US emergency departments',
    },
    {
      id: 'stiell2003',
      citation:
        'Stiell IG, Clement CM, McKnight RD, et al. The Canadian C-spine rule versus the NEXUS low-risk criteria in patients with trauma. N Engl J Med. 2003;349(26):2510–2518. PMID 14695411.',
      pmid: '14695411',
      doi: '10.1056/NEJMoa031375',
      kind: 'comparison',
      cohort: 'n = 8,283 alert and stable trauma patients in 9 Canadian emergency departments',
    },
  ],
  category: 'Emergency medicine',
  synonyms: ['NEXUS criteria', 'NEXUS c-spine', 'cervical spine clearance', 'c-spine clearance', 'neck imaging after trauma'],
  abbreviations: ['NEXUS', 'NLC', 'C-spine', 'CT'],
  conditions: ['neck injury', 'cervical spine injury', 'blunt trauma', 'whiplash'],
  instructions:
    'For patients with blunt trauma in whom cervical spine imaging is being considered. Answer each finding after examining the patient. Not for penetrating trauma.',
  whenToUse: [
    'In the emergency department or prehospital setting, to decide whether the cervical spine of a blunt trauma patient needs imaging.',
    'To clear the cervical spine clinically and remove an immobilisation collar in low-risk patients.',
  ],
  pearls: [
    'All five criteria must be met: one finding present means imaging is needed.',
    'In the validation study, the criteria missed 8 of 818 patients with cervical spine injury (sensitivity 99.0 %); only 2 of them had clinically significant injuries.',
    'Specificity is low (12.9 %): most patients who are not low risk have no injury.',
    'In alert, stable adults, the Canadian C-spine Rule was more sensitive and more specific than NEXUS in a head-to-head comparison (Stiell 2003).',
  ],
  nextSteps: {
    advice: [
      'Low risk (all criteria met): no cervical spine imaging; remove the collar.',
      'Not low risk: image the cervical spine; CT is preferred in adults with significant trauma.',
    ],
    management: ['Keep the spine immobilised until imaging is reported and the patient is reassessed.'],
  },
  evidence: [
    'Prospective validation in 34,069 patients with blunt trauma at 21 US emergency departments; 818 (2.4 %) had a radiographically documented cervical spine injury.',
    'Sensitivity 99.0 % (95 % CI 98.0–99.6 %), negative predictive value 99.8 % (95 % CI 99.6–100 %), specificity 12.9 %.',
  ],
  formula: [
    'Low risk (no imaging) only when all are absent: posterior midline cervical tenderness; evidence of intoxication; altered level of alertness; focal neurological deficit; painful distracting injury.',
    'Any one present: imaging indicated.',
  ],
  resultSummary: 'NEXUS: {{nexus_result}}; findings present: {{nexus_findings_present}}.',
  testVectors: [
    {
      description: 'No finding: low risk, imaging not indicated',
      inputs: LOW_RISK,
      expected: { nexus_findings_count: 0, nexus_result: 'Low risk: imaging not indicated', nexus_findings_present: 'none' },
      source: 'hoffman2000 (the five low-risk criteria); not a published example',
    },
    {
      description: 'Midline tenderness and intoxication: imaging indicated',
      inputs: { ...LOW_RISK, midline_tenderness: 'yes', intoxication: 'yes' },
      expected: {
        nexus_findings_count: 2,
        nexus_result: 'Not low risk: imaging indicated',
        nexus_findings_present: 'posterior midline cervical tenderness, intoxication',
      },
      source: 'hoffman2000 (any criterion not met → imaging); not a published example',
    },
  ],
} satisfies ToolDefinitionInput

export default nexusCSpine
