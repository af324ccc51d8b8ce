import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const ASSESSABLE = 'rass >= -3'
/** Feature 2, inattention: more than 2 errors on the letters attention test. */
const INATTENTION = 'letter_errors > 2'
/** Feature 3, altered level of consciousness: current RASS other than 0. */
const ALTERED_LOC = 'rass != 0'
/** Feature 4, disorganised thinking: more than 1 error over the four questions and the command. */
const DISORGANISED = 'thinking_errors > 1'

const POSITIVE = "'CAM-ICU positive: delirium present'"
const NEGATIVE = "'CAM-ICU negative: no delirium'"
const UNABLE = "'Unable to assess: RASS −4 or −5 (coma)'"

/**
 * Confusion Assessment Method for the ICU (CAM-ICU). Ely EW et al., JAMA 2001;286(21):2703–2710
 * and Crit Care Med 2001;29(7):1370–1379; scoring as in the current worksheet and training manual
 * (icudelirium.org). The CAM-ICU is copyrighted (E. W. Ely and Vanderbilt University) and free for
 * clinical use; its questions and letter sequences are not reproduced, only how they are scored.
 *
 * Design notes:
 * - Prerequisite: the Richmond Agitation-Sedation Scale (RASS). At −4 or −5 the patient is not
 *   assessable (coma); the other questions are hidden and the result says so.
 * - The algorithm stops as the worksheet does: feature 1 absent → negative; feature 2 absent
 *   (0–2 letter errors) → negative; feature 3 (RASS ≠ 0) present → positive; otherwise feature 4
 *   decides. Questions not needed for the result are hidden, so they are never required.
 */
const camIcu = {
  slug: 'cam-icu',
  name: 'CAM-ICU (Confusion Assessment Method for the ICU)',
  calcId: 'calc-cam-icu',
  ...TOOL_BASE,
  eligibility: 'Adults in intensive care, including those who are mechanically ventilated or cannot speak, who are not in coma (RASS −3 or above).',
  description: 'Detects delirium in critically ill patients, including those on a ventilator, from four features: acute change or fluctuation, inattention, altered level of consciousness and disorganised thinking.',
  contentName: 'cam-icu',
  sections: {
    patient: ['rass', 'acute_change', 'letter_errors', 'thinking_errors'],
  },
  ehrpdns: [],
  controls: controls({
    rass: choice(
      'Current RASS (Richmond Agitation-Sedation Scale)',
      [
        ['+4 · Combative, violent, a danger to staff', 4],
        ['+3 · Very agitated: pulls at or removes tubes, aggressive', 3],
        ['+2 · Agitated: frequent purposeless movement, fights the ventilator', 2],
        ['+1 · Restless: anxious, movements not aggressive', 1],
        ['0 · Alert and calm', 0],
        ['−1 · Drowsy: stays awake to voice (eye contact for more than 10 seconds)', -1],
        ['−2 · Light sedation: brief eye contact to voice (under 10 seconds)', -2],
        ['−3 · Moderate sedation: movement or eye opening to voice, but no eye contact', -3],
        ['−4 · Deep sedation: no response to voice, movement or eye opening to physical stimulation', -4],
        ['−5 · Unrousable: no response to voice or physical stimulation', -5],
      ],
      { type: 'singleselect.radiogroup', help: 'Assess the RASS first. At −4 or −5 the CAM-ICU cannot be done: reassess later.' },
    ),
    acute_change: yesNo('Feature 1: acute change from baseline mental status, or fluctuation in the past 24 hours', {
      help: 'Fluctuation can be seen in the RASS, the GCS or earlier delirium assessments.',
      visibility: ASSESSABLE,
    }),
    letter_errors: measure(
      'Feature 2: errors on the letters attention test',
      'errors',
      { min: 0, max: 10, integer: true, reason: 'The letters attention test has 10 letters, so 0 to 10 errors.' },
      {
        help: 'Ten letters read aloud; the patient squeezes your hand at each letter "A". An error is a missed squeeze on "A" or a squeeze on another letter. More than 2 errors: inattention present. Use the picture test if the letters cannot be done.',
        visibility: `${ASSESSABLE} and acute_change = 'yes'`,
      },
    ),
    thinking_errors: measure(
      'Feature 4: errors on the four yes/no questions and the two-step command',
      'errors',
      { min: 0, max: 5, integer: true, reason: 'Four questions and one command give 0 to 5 errors.' },
      {
        help: 'One error for each wrong answer to the four worksheet questions, and one if the command is not completed in full. More than 1 error: disorganised thinking present.',
        visibility: `${ASSESSABLE} and acute_change = 'yes' and ${INATTENTION} and rass = 0`,
      },
    ),
    features: result(
      'Features present',
      `if(not(${ASSESSABLE}), 'not assessed', if(acute_change = 'no', 'none (feature 1 absent)', if(not(${INATTENTION}), '1 (feature 2 absent)', if(${ALTERED_LOC}, '1, 2 and 3', if(${DISORGANISED}, '1, 2 and 4', '1 and 2 (features 3 and 4 absent)')))))`,
      { cpdn: 'cam_icu_features' },
    ),
    cam_icu: result(
      'CAM-ICU',
      `if(not(${ASSESSABLE}), ${UNABLE}, if(acute_change = 'no', ${NEGATIVE}, if(not(${INATTENTION}), ${NEGATIVE}, if(${ALTERED_LOC}, ${POSITIVE}, if(${DISORGANISED}, ${POSITIVE}, ${NEGATIVE})))))`,
      { cpdn: 'cam_icu_result' },
    ),
    interpretation: interpretation(
      `if(not(${ASSESSABLE}), 'The patient is in coma or deeply sedated (RASS −4 or −5): delirium cannot be assessed. Review sedation targets and reassess when the RASS is −3 or above.', ` +
        `if(cam_icu = ${POSITIVE}, 'Delirium present (features 1 and 2, and 3 or 4). Look for and treat causes (sepsis, hypoxaemia, metabolic disturbance, drugs including benzodiazepines, withdrawal), minimise sedation and use non-drug measures (ABCDEF bundle).', ` +
        "'No delirium on this assessment. Screen again at least once per shift or whenever the mental state or sedation level changes; the CAM-ICU misses some delirium in routine use.'))",
      { label: 'Management' },
    ),
  }),
  risk: ['cam_icu', 'features', 'interpretation'],
  chartNote: {
    cc: '{{cam_icu_result}} (features: {{cam_icu_features}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'ely2001jama',
      citation:
        'Ely EW, Inouye SK, Bernard GR, et al. Delirium in mechanically ventilated patients: validity and reliability of the Confusion Assessment Method for the Intensive Care Unit (CAM-ICU). JAMA. 2001;286(21):2703–2710. PMID 11730446.',
      pmid: '11730446',
      doi: '10.1001/jama.286.21.2703',
      kind: 'validation',
      cohort: 'n = 111 consecutive mechanically ventilated patients (96 evaluable), medical and coronary ICUs, USA',
    },
    {
      id: 'ely2001ccm',
      citation:
        'Ely EW, Margolin R, Francis J, et al. Evaluation of delirium in critically ill patients: validation of the Confusion Assessment Method for the Intensive Care Unit (CAM-ICU). Crit Care Med. 2001;29(7):1370–1379.',
      doi: '10.1097/00003246-200107000-00012',
      kind: 'derivation',
      cohort: 'n = 38 ICU patients',
    },
    {
      id: 'sessler2002',
      citation:
        'Sessler CN, Gosnell MS, Grap MJ, et al. The Richmond Agitation-Sedation Scale: validity and reliability in adult intensive care unit patients. Am J Respir Crit Care Med. 2002;166(10):1338–1344.',
      doi: '10.1164/rccm.2107138',
      kind: 'validation (RASS)',
    },
    {
      id: 'devlin2018',
      citation:
        'Devlin JW, Skrobik Y, Gélinas C, et al. Clinical practice guidelines for the prevention and management of pain, agitation/sedation, delirium, immobility, and sleep disruption in adult patients in the ICU (PADIS). Crit Care Med. 2018;46(9):e825–e873.',
      doi: '10.1097/CCM.0000000000003299',
      kind: 'guideline',
    },
    {
      id: 'vaneijk2011',
      citation:
        'van Eijk MM, van den Boogaard M, van Marum RJ, et al. Routine use of the confusion assessment method for the intensive care unit: a multicenter study. Am J Respir Crit Care Med. 2011;184(3):340–344.',
      doi: '10.1164/rccm.201101-0065OC',
      kind: 'validation (routine practice)',
      cohort: '282 patients in 10 ICUs (181 not comatose)',
    },
    {
      id: 'camicu-manual',
      citation: 'Ely EW, et al. Confusion Assessment Method for the ICU (CAM-ICU): the complete training manual, revised edition. Nashville: Vanderbilt University; 2014.',
      url: 'https://www.icudelirium.org',
      kind: 'instrument',
    },
  ],
  category: 'Critical care',
  synonyms: ['confusion assessment method ICU', 'ICU delirium screen', 'delirium in intensive care', 'CAM ICU'],
  abbreviations: ['CAM-ICU', 'CAM', 'RASS', 'ICU'],
  conditions: ['ICU delirium', 'delirium', 'critical illness', 'mechanical ventilation', 'sedation'],
  instructions:
    'Assess the RASS first; at −4 or −5 stop and reassess later. Then work through the features in order, using the standard worksheet and its questions: the tool records the findings and applies the algorithm (delirium = feature 1 and feature 2, and either feature 3 or feature 4). Questions not needed for the result are hidden.',
  whenToUse: [
    'Routine delirium screening in intensive care, at least once per nursing shift and whenever the mental state or sedation changes.',
    'In patients who are ventilated or cannot speak: the features are tested without speech.',
  ],
  pearls: [
    'Feature 3 needs no extra testing: any current RASS other than 0 (alert and calm) counts, so features 1 and 2 with a RASS of +1 or −1 are already delirium.',
    'Squeezing on every letter, on none, or stopping part-way all count as errors on the attention test.',
    'In the validation study the nurses’ assessments had sensitivities of 100 % and 93 % and specificities of 98 % and 100 %, but in routine practice sensitivity was as low as 47 % (van Eijk 2011): a negative result does not exclude delirium.',
    'The PADIS guideline (2018) recommends regular delirium screening with a validated tool such as the CAM-ICU or the ICDSC.',
  ],
  nextSteps: {
    advice: [
      'Positive: look for and treat causes; reduce deliriogenic drugs (especially benzodiazepines) and target light sedation.',
      'Negative: rescreen each shift and with any change.',
      'Unable to assess (RASS −4 or −5): review sedation and reassess when lighter.',
    ],
    management: ['Use the ABCDEF bundle: pain control, spontaneous awakening and breathing trials, choice of sedation, delirium monitoring, early mobility and family engagement.'],
  },
  evidence: [
    'Developed from the Confusion Assessment Method for patients who cannot speak, and validated against DSM-IV assessments by delirium experts in 38 ICU patients and in 111 ventilated patients (Ely 2001).',
    'In ventilated patients, two study nurses had sensitivities of 100 % and 93 %, specificities of 98 % and 100 %, and interrater reliability κ 0.96.',
    'A multicentre study of routine bedside use found a specificity of 98 % but a sensitivity of 47 % (van Eijk 2011).',
  ],
  formula: [
    'Prerequisite: RASS −3 to +4 (at −4 or −5: unable to assess)',
    'Feature 1: acute change or fluctuating course of mental status',
    'Feature 2: inattention, more than 2 errors on the letters attention test',
    'Feature 3: altered level of consciousness, current RASS other than 0',
    'Feature 4: disorganised thinking, more than 1 error on four questions and a command',
    'Delirium (CAM-ICU positive) = feature 1 + feature 2 + (feature 3 or feature 4)',
  ],
  resultSummary: '{{cam_icu_result}} (features: {{cam_icu_features}}).',
  testVectors: [
    {
      description: 'RASS −4: unable to assess',
      inputs: { rass: -4 },
      expected: { cam_icu_result: 'Unable to assess: RASS −4 or −5 (coma)', cam_icu_features: 'not assessed' },
      source: 'camicu-manual (RASS −4 or −5: stop and reassess later)',
    },
    {
      description: 'No acute change or fluctuation: negative',
      inputs: { rass: 0, acute_change: 'no' },
      expected: { cam_icu_result: 'CAM-ICU negative: no delirium' },
      source: 'camicu-manual (feature 1 absent: CAM-ICU negative)',
    },
    {
      description: 'Acute change, 2 letter errors: negative',
      inputs: { rass: -1, acute_change: 'yes', letter_errors: 2 },
      expected: { cam_icu_result: 'CAM-ICU negative: no delirium', cam_icu_features: '1 (feature 2 absent)' },
      source: 'camicu-manual (0–2 errors: feature 2 absent, CAM-ICU negative)',
    },
    {
      description: 'Acute change, 3 letter errors, RASS −1: positive through feature 3',
      inputs: { rass: -1, acute_change: 'yes', letter_errors: 3 },
      expected: { cam_icu_result: 'CAM-ICU positive: delirium present', cam_icu_features: '1, 2 and 3' },
      source: 'camicu-manual (more than 2 errors: inattention; RASS other than 0: feature 3; CAM-ICU positive)',
    },
    {
      description: 'Acute change, 4 letter errors, RASS 0, 2 thinking errors: positive through feature 4',
      inputs: { rass: 0, acute_change: 'yes', letter_errors: 4, thinking_errors: 2 },
      expected: { cam_icu_result: 'CAM-ICU positive: delirium present', cam_icu_features: '1, 2 and 4' },
      source: 'camicu-manual (RASS 0: feature 3 absent; more than 1 error: feature 4 present)',
    },
    {
      description: 'Acute change, 4 letter errors, RASS 0, 1 thinking error: negative',
      inputs: { rass: 0, acute_change: 'yes', letter_errors: 4, thinking_errors: 1 },
      expected: { cam_icu_result: 'CAM-ICU negative: no delirium' },
      source: 'camicu-manual (features 3 and 4 absent: CAM-ICU negative)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Error thresholds (more than 2 letter errors; more than 1 error on questions and command) and the stopping rules of the worksheet',
      citations: ['camicu-manual'],
      checkedAgainstPrimary: false,
      note: 'Checked against copies of the CAM-ICU flowsheet and training manual (2014 revision) and a published table of assessment tips (Crit Care Med 2013), not against the 2001 papers, which used an earlier form of the attention and thinking tests.',
    },
  ],
} satisfies ToolDefinitionInput

export default camIcu
