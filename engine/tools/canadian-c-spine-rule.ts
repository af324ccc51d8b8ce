import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, listText, measure, result, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const HIGH_RISK: [string, string][] = [
  ['age >= 65', 'age 65 or over'],
  ["dangerous_mechanism = 'yes'", 'dangerous mechanism'],
  ["paraesthesias = 'yes'", 'paraesthesias in the extremities'],
]
const ANY_HIGH = `(${HIGH_RISK.map(([c]) => c).join(' or ')})`
const ANY_LOW = "(simple_rear_end = 'yes' or sitting_in_ed = 'yes' or ambulatory = 'yes' or delayed_neck_pain = 'yes' or midline_tenderness = 'no')"
/** The rotation test is asked only when the rule reaches it: no high-risk factor and at least one low-risk factor. */
const ROTATION_ASKED = `not ${ANY_HIGH} and ${ANY_LOW}`

const APPLIES = { included: 'yes', excluded: 'no' }
const LOW_RISK_FACTORS = {
  ...APPLIES,
  age: 35,
  dangerous_mechanism: 'no',
  paraesthesias: 'no',
  simple_rear_end: 'yes',
  sitting_in_ed: 'no',
  ambulatory: 'yes',
  delayed_neck_pain: 'no',
  midline_tenderness: 'no',
}
const CLEARED = { ...LOW_RISK_FACTORS, rotates_45: 'yes' }

/**
 * Canadian C-spine Rule. Stiell IG et al., JAMA 2001;286:1841–1848.
 *
 * Design notes:
 * - The three questions of the rule in order: any high-risk factor → imaging; otherwise no
 *   low-risk factor → imaging; otherwise the patient is asked to rotate the neck 45° left and
 *   right, imaging if unable. The rotation question is shown only when the rule reaches it, so
 *   a high-risk patient is never asked to move the neck.
 * - Inclusion and exclusion come first; when either fails the result says the rule does not
 *   apply and never says "no imaging".
 * - Midline tenderness is asked as a finding (yes/no); its absence is the low-risk factor.
 */
const canadianCSpineRule = {
  slug: 'canadian-c-spine-rule',
  name: 'Canadian C-Spine Rule',
  calcId: 'calc-canadian-c-spine-rule',
  ...TOOL_BASE,
  eligibility:
    'Alert (GCS 15) and stable adults (16 years or over) after blunt trauma, with neck pain, or without neck pain but with a visible injury above the clavicles, inability to walk, and a dangerous mechanism.',
  description:
    'Decides which alert and stable adult trauma patients need cervical spine imaging, from high-risk factors, low-risk factors and active neck rotation.',
  contentName: 'canadian-c-spine-rule',
  sections: {
    header: ['included', 'excluded'],
    patient: ['age', 'dangerous_mechanism', 'paraesthesias', 'simple_rear_end', 'sitting_in_ed', 'ambulatory', 'delayed_neck_pain', 'midline_tenderness', 'rotates_45'],
  },
  ehrpdns: ['age'],
  controls: controls({
    included: yesNo('Alert and stable blunt trauma patient with a possible neck injury', {
      help: 'GCS 15 and stable vital signs, with neck pain, or without neck pain but with a visible injury above the clavicles, not walking, and a dangerous mechanism.',
    }),
    excluded: yesNo('Any exclusion present', {
      help: 'Exclusions: non-trauma cases; GCS below 15; unstable vital signs (systolic below 90 mmHg, respiratory rate below 10 or above 24/min); injury more than 48 hours ago; penetrating trauma; acute paralysis; known vertebral disease (ankylosing spondylitis, rheumatoid arthritis, spinal stenosis, previous cervical spine surgery); return for reassessment of the same injury; pregnancy.',
    }),
    age: measure(
      'Age',
      'years',
      {
        min: 16,
        max: AGE_PLAUSIBLE_MAX,
        reason: 'The Canadian C-spine Rule was derived and validated in patients aged 16 and over; it does not apply to children.',
      },
      { help: '65 or over is a high-risk factor.' },
    ),
    dangerous_mechanism: yesNo('Dangerous mechanism', {
      help: 'High-risk factor. Fall from 3 feet (about 1 m) or 5 stairs or more; axial load to the head (for example diving); motor vehicle collision at high speed (above 100 km/h), rollover or ejection; collision involving a motorised recreational vehicle; bicycle collision.',
    }),
    paraesthesias: yesNo('Paraesthesias in the extremities', { help: 'High-risk factor. Tingling or altered sensation in the arms or legs.' }),
    simple_rear_end: yesNo('Simple rear-end motor vehicle collision', {
      help: 'Low-risk factor. Not simple: pushed into oncoming traffic, hit by a bus or large truck, rollover, or hit by a high-speed vehicle.',
    }),
    sitting_in_ed: yesNo('Sitting position in the emergency department', { help: 'Low-risk factor.' }),
    ambulatory: yesNo('Walking at any time since the injury', { help: 'Low-risk factor.' }),
    delayed_neck_pain: yesNo('Delayed onset of neck pain', { help: 'Low-risk factor. Neck pain that was not present immediately after the injury.' }),
    midline_tenderness: yesNo('Midline cervical spine tenderness', { help: 'Its absence is a low-risk factor.' }),
    rotates_45: yesNo('Able to actively rotate the neck 45° to the left and to the right', {
      help: 'Ask the patient to turn the head, without help; asked only when there is no high-risk factor and at least one low-risk factor.',
      visibility: ROTATION_ASKED,
    }),
    high_risk_factors: result('High-risk factors present', `if(${ANY_HIGH}, ${listText(HIGH_RISK)}, 'none')`, { cpdn: 'ccsr_high_risk_factors' }),
    rule_result: result(
      'Canadian C-spine Rule',
      `if(included != 'yes' or excluded = 'yes', 'Not applicable', if(${ANY_HIGH}, 'Imaging indicated: high-risk factor', if(not ${ANY_LOW}, 'Imaging indicated: no low-risk factor', if(rotates_45 = 'yes', 'No imaging indicated', 'Imaging indicated: unable to rotate the neck 45°'))))`,
      { cpdn: 'ccsr_result' },
    ),
    interpretation: interpretation(
      "if(rule_result = 'Not applicable', 'The rule does not apply to this patient (not alert and stable, or an exclusion is present). Keep the spine immobilised and decide on imaging by clinical judgement and local trauma guidance.', " +
        "if(rule_result = 'No imaging indicated', 'No high-risk factor, at least one low-risk factor, and the patient can rotate the neck 45° both ways: cervical spine imaging is not indicated. The collar can be removed.', " +
        "'The rule indicates cervical spine imaging. Keep the spine immobilised until it is reported; CT is preferred in adults with significant trauma.'))",
    ),
  }),
  risk: ['rule_result', 'high_risk_factors', 'interpretation'],
  chartNote: {
    cc: 'Canadian C-spine Rule: {{ccsr_result}} (high-risk factors: {{ccsr_high_risk_factors}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'stiell2001',
      citation:
        'Stiell IG, Wells GA, Vandemheen KL, et al. The Canadian C-spine rule for radiography in alert and stable trauma patients. JAMA. 2001;286(15):1841–1848. PMID 11597285.',
      pmid: '11597285',
      doi: '10.1001/jama.286.15.1841',
      kind: 'derivation',
      cohort: 'n = 8,924 alert and stable adult trauma patients in 10 Canadian emergency departments',
    },
    {
      id: 'stiell2003',
      citation:
        'Stiell IG, Clement CM, McKnight RD, et al. The Canadian C-spine rule versus the NEXUS low-risk criteria in patients with trauma. N Engl J Med. 2003;349(26):2510–2518. PMID 14695411.',
      pmid: '14695411',
      doi: '10.1056/NEJMoa031375',
      kind: 'validation and comparison',
      cohort: 'n = 8,283 alert and stable trauma patients in 9 Canadian emergency departments',
    },
  ],
  category: 'Emergency medicine',
  synonyms: ['Canadian cervical spine rule', 'c-spine rule', 'cervical spine clearance', 'c-spine clearance', 'neck x-ray rule'],
  abbreviations: ['CCR', 'CCSR', 'C-spine', 'CT'],
  conditions: ['neck injury', 'cervical spine injury', 'whiplash', 'blunt trauma'],
  instructions:
    'For alert (GCS 15), stable patients aged 16 or over after blunt trauma with a possible neck injury. Answer the inclusion and exclusion questions, then the high-risk and low-risk factors; the rotation question appears only when the rule needs it.',
  whenToUse: [
    'In the emergency department, to decide whether an alert, stable adult trauma patient needs cervical spine imaging.',
    'To clear the cervical spine clinically and remove a collar without imaging in low-risk patients.',
  ],
  pearls: [
    'Never test neck rotation in a patient with a high-risk factor or without any low-risk factor: they need imaging.',
    'Derived in 8,924 patients: 100 % sensitive (95 % CI 98–100 %) and 42.5 % specific for clinically important cervical spine injury.',
    'In a head-to-head comparison, the rule was more sensitive (99.4 % vs 90.7 %) and more specific (45.1 % vs 36.8 %) than the NEXUS criteria.',
  ],
  nextSteps: {
    advice: ['Imaging indicated: CT of the cervical spine in adults with significant trauma (or radiographs where local guidance allows).', 'No imaging indicated: remove the collar.'],
    management: ['A new neurological deficit or an abnormal image needs spinal immobilisation and urgent specialist review.'],
  },
  evidence: [
    'Derived in 8,924 alert and stable adults at 10 Canadian emergency departments; 151 (1.7 %) had a clinically important cervical spine injury, all identified by the rule.',
    'Validated against the NEXUS criteria in 8,283 patients (Stiell 2003): sensitivity 99.4 % vs 90.7 %, specificity 45.1 % vs 36.8 %.',
  ],
  formula: [
    '1. Any high-risk factor (age ≥ 65; dangerous mechanism; paraesthesias in the extremities)? Yes → imaging.',
    '2. Any low-risk factor that allows safe assessment of range of motion (simple rear-end collision; sitting in the ED; ambulatory at any time; delayed onset of neck pain; no midline cervical tenderness)? No → imaging.',
    '3. Able to actively rotate the neck 45° left and right? No → imaging; yes → no imaging.',
  ],
  resultSummary: 'Canadian C-spine Rule: {{ccsr_result}}.',
  testVectors: [
    {
      description: 'Age 35, simple rear-end collision, walking, no midline tenderness, rotates: no imaging',
      inputs: CLEARED,
      expected: { ccsr_result: 'No imaging indicated', ccsr_high_risk_factors: 'none' },
      source: 'stiell2001 (rule, Figure 2); not a published example: each step followed by hand',
    },
    {
      description: 'Age 65: imaging (high-risk factor)',
      inputs: { ...LOW_RISK_FACTORS, age: 65 },
      expected: { ccsr_result: 'Imaging indicated: high-risk factor', ccsr_high_risk_factors: 'age 65 or over' },
      source: 'stiell2001 (age ≥ 65 is a high-risk factor); not a published example',
    },
    {
      description: 'No low-risk factor: imaging',
      inputs: { ...LOW_RISK_FACTORS, simple_rear_end: 'no', ambulatory: 'no', midline_tenderness: 'yes' },
      expected: { ccsr_result: 'Imaging indicated: no low-risk factor' },
      source: 'stiell2001 (no low-risk factor → radiography); not a published example',
    },
    {
      description: 'Low risk but unable to rotate 45°: imaging',
      inputs: { ...CLEARED, rotates_45: 'no' },
      expected: { ccsr_result: 'Imaging indicated: unable to rotate the neck 45°' },
      source: 'stiell2001 (unable to rotate → radiography); not a published example',
    },
  ],
} satisfies ToolDefinitionInput

export default canadianCSpineRule
