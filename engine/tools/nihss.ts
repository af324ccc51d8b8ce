import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, listText, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

type Item = [key: string, label: string, help: string, levels: string[], untestable?: string]

const UN_LIMB = 'Untestable (UN): amputation or joint fusion at the shoulder or hip; not added to the total'

/**
 * The 15 items of the NIH Stroke Scale (Brott 1989; the 15-item form used since Lyden 1994), in the
 * order they are examined. Level descriptions are our own words; the scale is in the public domain.
 */
const ITEMS: Item[] = [
  [
    'loc',
    '1a. Level of consciousness',
    'A score of 3 (coma) is given only when the patient makes no movement other than reflex posturing to a painful stimulus.',
    ['Alert, responds readily', 'Not alert but wakes to minor stimulation, then obeys and answers', 'Needs repeated or painful stimulation to attend or move', 'Reflex movements only, or no response at all (coma)'],
  ],
  [
    'loc_questions',
    '1b. Level of consciousness: questions (month, age)',
    'Score the first answer only; no credit for an approximate answer. A patient who cannot speak because of intubation, severe dysarthria or a language barrier scores 1; aphasia or stupor that prevents understanding scores 2.',
    ['Answers both correctly', 'Answers one correctly', 'Answers neither correctly'],
  ],
  [
    'loc_commands',
    '1c. Level of consciousness: commands (open and close eyes; grip and let go)',
    'Credit an unequivocal attempt that weakness prevents from completing. A demonstration may be used if the commands are not understood.',
    ['Performs both tasks', 'Performs one task', 'Performs neither task'],
  ],
  [
    'gaze',
    '2. Best gaze (horizontal eye movements)',
    'Voluntary or reflex (oculocephalic) movements; caloric testing is not used.',
    ['Normal', 'Partial gaze palsy: abnormal gaze in one or both eyes, without forced deviation', 'Forced deviation, or total gaze paresis not overcome by the oculocephalic manoeuvre'],
  ],
  [
    'visual',
    '3. Visual fields',
    'Test the upper and lower quadrants by confrontation (finger counting or visual threat).',
    ['No visual loss', 'Partial hemianopia (including quadrantanopia)', 'Complete hemianopia', 'Bilateral hemianopia (blindness, including cortical blindness)'],
  ],
  [
    'facial',
    '4. Facial palsy',
    'Ask the patient to show the teeth, raise the eyebrows and close the eyes tightly (or use a painful stimulus).',
    ['Normal, symmetrical movement', 'Minor paralysis (flattened nasolabial fold, asymmetry on smiling)', 'Partial paralysis (total or near-total paralysis of the lower face)', 'Complete paralysis of one or both sides (upper and lower face)'],
  ],
  [
    'arm_left',
    '5a. Motor: left arm',
    'Arm held out at 90° (sitting) or 45° (lying) for 10 seconds.',
    ['No drift for the full 10 seconds', 'Drifts down before 10 seconds without hitting the bed or support', 'Some effort against gravity, but drifts down to the bed', 'No effort against gravity: the limb falls', 'No movement'],
    UN_LIMB,
  ],
  [
    'arm_right',
    '5b. Motor: right arm',
    'Arm held out at 90° (sitting) or 45° (lying) for 10 seconds.',
    ['No drift for the full 10 seconds', 'Drifts down before 10 seconds without hitting the bed or support', 'Some effort against gravity, but drifts down to the bed', 'No effort against gravity: the limb falls', 'No movement'],
    UN_LIMB,
  ],
  [
    'leg_left',
    '6a. Motor: left leg',
    'Leg held at 30° while lying supine for 5 seconds.',
    ['No drift for the full 5 seconds', 'Drifts down by the end of 5 seconds without hitting the bed', 'Some effort against gravity, but falls to the bed by 5 seconds', 'No effort against gravity: falls to the bed at once', 'No movement'],
    UN_LIMB,
  ],
  [
    'leg_right',
    '6b. Motor: right leg',
    'Leg held at 30° while lying supine for 5 seconds.',
    ['No drift for the full 5 seconds', 'Drifts down by the end of 5 seconds without hitting the bed', 'Some effort against gravity, but falls to the bed by 5 seconds', 'No effort against gravity: falls to the bed at once', 'No movement'],
    UN_LIMB,
  ],
  [
    'ataxia',
    '7. Limb ataxia',
    'Finger–nose–finger and heel–shin tests on both sides. Scored only when ataxia is out of proportion to weakness; a patient who cannot understand or is paralysed scores 0.',
    ['Absent', 'Present in one limb', 'Present in two limbs'],
    'Untestable (UN): amputation or joint fusion; not added to the total',
  ],
  [
    'sensory',
    '8. Sensory',
    'Pinprick (or withdrawal from it in an obtunded or aphasic patient) on face, arm, trunk and leg; only loss attributed to the stroke counts. A patient in coma (1a = 3) scores 2.',
    ['Normal, no sensory loss', 'Mild to moderate loss: pinprick less sharp or dull on the affected side, but touch is felt', 'Severe to total loss: not aware of being touched'],
  ],
  [
    'language',
    '9. Best language',
    'Describing a picture, naming objects and reading sentences. A patient in coma (1a = 3) scores 3.',
    ['No aphasia, normal', 'Mild to moderate aphasia: some loss of fluency or comprehension, but the examiner can identify the content', 'Severe aphasia: fragmentary expression; the listener must infer and guess most of the content', 'Mute or global aphasia: no usable speech or understanding'],
  ],
  [
    'dysarthria',
    '10. Dysarthria',
    'Reading or repeating words from a list. A patient with severe aphasia may be scored on the clarity of spontaneous speech.',
    ['Normal articulation', 'Mild to moderate: slurs some words, understood with some difficulty', 'Severe: unintelligible (out of proportion to any aphasia), or mute'],
    'Untestable (UN): intubated or another physical barrier to speech; not added to the total',
  ],
  [
    'extinction',
    '11. Extinction and inattention (neglect)',
    'Information from the earlier items is usually enough; double simultaneous stimulation if needed.',
    ['No abnormality', 'Inattention or extinction to bilateral simultaneous stimulation in one sensory modality (visual, tactile, auditory, spatial or personal)', 'Profound hemi-inattention, or extinction in more than one modality'],
  ],
]

const NAMES = ITEMS.map(([key]) => key)
const UNTESTABLE_ITEMS: [string, string][] = ITEMS.filter(([, , , , un]) => un !== undefined).map(([key, label]) => [`${key} = 'UN'`, label.replace(/^[0-9ab]+\. (Motor: )?/, '').toLowerCase()])
const ANY_UNTESTABLE = UNTESTABLE_ITEMS.map(([c]) => `(${c})`).join(' or ')

const itemField = ([, label, help, levels, untestable]: Item) =>
  choice(label, [...levels.map((text, n) => [`${n} · ${text}`, n, n] as [string, number, number]), ...(untestable === undefined ? [] : [[untestable, 'UN', 0] as [string, string, number]])], {
    type: 'singleselect.radiogroup',
    help,
  })

/**
 * NIH Stroke Scale (NIHSS). Brott T et al., Stroke 1989;20:864–870; the 15-item form of the NIH
 * training and certification materials (Lyden P et al., Stroke 1994;25:2220–2226). Public domain.
 *
 * Design notes:
 * - Choice values ARE the item scores, so the total (0–42) is their sum.
 * - The motor, ataxia and dysarthria items have an "untestable" (UN) answer, as on the official
 *   form; UN adds nothing to the total and the untestable items are listed with the result, so a
 *   total with UN items is never read as a full score.
 * - The severity labels are a widely used convention, not thresholds of the derivation study,
 *   and are said so.
 */
const nihss = {
  slug: 'nihss',
  name: 'NIH Stroke Scale (NIHSS)',
  calcId: 'calc-nihss',
  ...TOOL_BASE,
  eligibility: 'Adults with suspected or confirmed acute stroke, at presentation and at each reassessment.',
  description: 'Scores the neurological deficit of an acute stroke from 15 examination items, from 0 (no measurable deficit) to 42.',
  contentName: 'nihss',
  sections: {
    patient: NAMES,
  },
  ehrpdns: [],
  controls: controls({
    ...Object.fromEntries(ITEMS.map((item) => [item[0], itemField(item)])),
    total: score('NIHSS total', `points(${NAMES.join(', ')})`, { cpdn: 'nihss_total', units: 'of 42' }),
    untestable: result('Items untestable (not added)', `if(${ANY_UNTESTABLE}, ${listText(UNTESTABLE_ITEMS)}, 'none')`, { cpdn: 'nihss_untestable' }),
    severity: interpretation(
      "if(total = 0, 'No measurable deficit on the scale (0)', if(total <= 4, 'Minor stroke (1–4)', if(total <= 15, 'Moderate stroke (5–15)', if(total <= 20, 'Moderate to severe stroke (16–20)', 'Severe stroke (21–42)'))))" +
        ` + if(${ANY_UNTESTABLE}, '. At least one item was untestable and adds nothing: the total may understate the deficit.', '.')`,
      { label: 'Severity (conventional labels)' },
    ),
  }),
  risk: ['total', 'untestable', 'severity'],
  chartNote: {
    cc: 'NIHSS {{nihss_total}} of 42; untestable items: {{nihss_untestable}}. {{severity}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'brott1989',
      citation:
        'Brott T, Adams HP Jr, Olinger CP, et al. Measurements of acute cerebral infarction: a clinical examination scale. Stroke. 1989;20(7):864–870.',
      doi: '10.1161/01.STR.20.7.864',
      kind: 'derivation',
      cohort: '24 patients (reliability) and 65 patients (validity against infarct size and 3-month outcome)',
    },
    {
      id: 'lyden1994',
      citation:
        'Lyden P, Brott T, Tilley B, et al. Improved reliability of the NIH Stroke Scale using video training. NINDS TPA Stroke Study Group. Stroke. 1994;25(11):2220–2226.',
      doi: '10.1161/01.STR.25.11.2220',
      kind: 'validation (reliability; the 15-item form)',
    },
    {
      id: 'powers2019',
      citation:
        'Powers WJ, Rabinstein AA, Ackerson T, et al. Guidelines for the early management of patients with acute ischemic stroke: 2019 update to the 2018 guidelines. A guideline for healthcare professionals from the American Heart Association/American Stroke Association. Stroke. 2019;50(12):e344–e418.',
      doi: '10.1161/STR.0000000000000211',
      kind: 'guideline',
    },
    {
      id: 'ninds-nihss',
      citation: 'National Institute of Neurological Disorders and Stroke. NIH Stroke Scale (form and instructions). Bethesda, MD: NINDS.',
      url: 'https://www.ninds.nih.gov/health-information/stroke/assess-and-treat/nih-stroke-scale',
      kind: 'instrument',
    },
  ],
  category: 'Neurology',
  synonyms: ['NIH stroke scale', 'National Institutes of Health Stroke Scale', 'stroke severity score', 'NIH stroke score', 'stroke scale'],
  abbreviations: ['NIHSS', 'NIH', 'LVO', 'CVA'],
  conditions: ['acute stroke', 'ischaemic stroke', 'ischemic stroke', 'cerebrovascular accident', 'stroke'],
  instructions:
    'Examine the items in order and score what the patient does, not what you think they could do; record the first response and do not coach. Score each item even when an earlier item is abnormal. Use UN only where the official form allows it (amputation or joint fusion for the limb and ataxia items; intubation or a physical barrier for dysarthria) and note why.',
  whenToUse: [
    'At presentation with suspected acute stroke, before decisions on thrombolysis and thrombectomy.',
    'At set times after treatment and whenever the patient changes, to detect improvement or deterioration.',
  ],
  pearls: [
    'AHA/ASA guidelines recommend a standardised severity scale, preferably the NIHSS, for every patient with suspected stroke.',
    'The scale weighs anterior circulation deficits more than posterior ones: a patient with a disabling brainstem or cerebellar stroke (for example gait ataxia or vertigo) can score low.',
    'A low score does not decide against thrombolysis on its own: the question is whether the deficit is disabling for that patient.',
    'A patient in coma (1a = 3) has fixed scores on several items (for example 2 on questions, commands and sensation, and 3 on language): follow the official instructions.',
    'An untestable (UN) item adds nothing; the untestable items are listed with the result so the total is not read as complete.',
  ],
  nextSteps: {
    advice: [
      'Any score: follow the acute stroke pathway; the score supports but does not replace the decisions on thrombolysis and thrombectomy.',
      'Anterior circulation large-vessel occlusion with NIHSS 6 or more, treatable within 6 hours of onset, is one of the 2019 AHA/ASA criteria for mechanical thrombectomy (with pre-stroke mRS 0–1 and ASPECTS 6 or more).',
      'Repeat the scale after treatment and at any change: a rise of 4 points or more is often used to define neurological deterioration.',
    ],
    management: [
      'Check blood glucose and obtain brain and vessel imaging without delay; the score does not distinguish haemorrhage from infarction.',
      'Record the individual items as well as the total: they describe the deficit and are compared over time.',
    ],
  },
  evidence: [
    'Developed as a 15-item examination scale for acute stroke treatment trials: in 24 patients interrater reliability was high (mean κ 0.69), and in 65 patients scores correlated with infarct size at 1 week (r = 0.68) and outcome at 3 months (r = 0.79) (Brott 1989).',
    'The form used today (items 1a to 11, without the original pupillary item) is the one of the NINDS tPA trial, whose video-based training and certification improved reliability (Lyden 1994).',
    'The severity labels (minor 1–4, moderate 5–15, moderate to severe 16–20, severe 21–42) are a common convention, not thresholds from the derivation study.',
  ],
  formula: [
    '1a consciousness 0–3; 1b questions 0–2; 1c commands 0–2',
    '2 gaze 0–2; 3 visual fields 0–3; 4 facial palsy 0–3',
    '5a/5b arms 0–4 each; 6a/6b legs 0–4 each (UN for amputation or joint fusion)',
    '7 limb ataxia 0–2 (UN); 8 sensory 0–2; 9 language 0–3; 10 dysarthria 0–2 (UN); 11 extinction and inattention 0–2',
    'Total = sum of the scored items, 0–42; untestable items add nothing',
  ],
  resultSummary: 'NIHSS {{nihss_total}} of 42 (untestable: {{nihss_untestable}}). {{severity}}',
  testVectors: [
    {
      description: 'No deficit: every item 0, total 0',
      inputs: Object.fromEntries(NAMES.map((n) => [n, 0])),
      expected: { nihss_total: 0, nihss_untestable: 'none', severity: 'No measurable deficit on the scale (0).' },
      source: 'brott1989 (lowest level of every item scores 0); total summed by hand: 0',
    },
    {
      description: 'Maximum in every item: total 42',
      inputs: { loc: 3, loc_questions: 2, loc_commands: 2, gaze: 2, visual: 3, facial: 3, arm_left: 4, arm_right: 4, leg_left: 4, leg_right: 4, ataxia: 2, sensory: 2, language: 3, dysarthria: 2, extinction: 2 },
      expected: { nihss_total: 42, severity: 'Severe stroke (21–42).' },
      source: 'ninds-nihss (item maxima 3, 2, 2, 2, 3, 3, 4 × 4, 2, 2, 3, 2, 2); total summed by hand: 3+2+2+2+3+3+16+2+2+3+2+2 = 42',
    },
    {
      description: 'Left hemispheric syndrome: right arm 3, right leg 2, right face 2, gaze 1, language 2, dysarthria 1, sensory 1, questions 1, field 1: total 14',
      inputs: { loc: 0, loc_questions: 1, loc_commands: 0, gaze: 1, visual: 1, facial: 2, arm_left: 0, arm_right: 3, leg_left: 0, leg_right: 2, ataxia: 0, sensory: 1, language: 2, dysarthria: 1, extinction: 0 },
      expected: { nihss_total: 14, severity: 'Moderate stroke (5–15).' },
      source: 'ninds-nihss (item scoring); total summed by hand: 1 + 1 + 1 + 2 + 3 + 2 + 1 + 2 + 1 = 14',
    },
    {
      description: 'Amputated left leg (UN) and intubated (dysarthria UN): the total counts the scored items only',
      inputs: { loc: 1, loc_questions: 2, loc_commands: 0, gaze: 0, visual: 0, facial: 1, arm_left: 0, arm_right: 2, leg_left: 'UN', leg_right: 2, ataxia: 0, sensory: 1, language: 0, dysarthria: 'UN', extinction: 0 },
      expected: { nihss_total: 9, nihss_untestable: 'left leg, dysarthria' },
      source: 'ninds-nihss (UN for amputation or joint fusion, and for intubation in item 10, is not scored); total summed by hand: 1 + 2 + 1 + 2 + 2 + 1 = 9',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Severity labels: minor 1–4, moderate 5–15, moderate to severe 16–20, severe 21–42',
      citations: ['brott1989'],
      checkedAgainstPrimary: false,
      note: 'These bands are not in Brott 1989; they are a convention found in teaching material and stroke-unit protocols, shown as such. The item scores and maxima were checked against the NINDS form.',
    },
  ],
} satisfies ToolDefinitionInput

export default nihss
