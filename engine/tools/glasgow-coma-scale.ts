import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** The GCS's component logic, shared with the paediatric scale (pediatric-gcs.ts). */
export const ALL_TESTABLE = "eye != 'NT' and verbal != 'NT' and motor != 'NT'"
export const ANY_NOT_TESTABLE = "eye = 'NT' or verbal = 'NT' or motor = 'NT'"

/** 'NT' → '(NT)', a score → its digit as text (the rule language has no number-to-text). */
const componentText = (field: string, max: number) => {
  let text = "'?'"
  for (let n = max; n >= 1; n--) text = `if(${field} = ${n}, '${n}', ${text})`
  return `if(${field} = 'NT', '(NT)', ${text})`
}

/** The total (3–15) as text, for the one-line statement. */
export const totalText = () => {
  let text = "'?'"
  for (let n = 15; n >= 3; n--) text = `if(total = ${n}, '${n}', ${text})`
  return text
}

export const COMPONENTS = `'E' + ${componentText('eye', 4)} + ' V' + ${componentText('verbal', 5)} + ' M' + ${componentText('motor', 6)}`

/**
 * Glasgow Coma Scale. Teasdale G, Jennett B, Lancet 1974;2(7872):81–84; scored 3–15 with the
 * six-level motor response of the later standard form.
 *
 * Design notes:
 * - Choice values ARE the component points (1–4, 1–5, 1–6), so the total is their sum.
 * - Each component has a "Not testable" choice. When any component is not testable the total
 *   is hidden (never computed from an assumed value) and the components are reported as
 *   "E3 V(NT) M5" with an explanation instead of a severity band.
 * - Eye opening uses singleselect.scale (four ordered steps, min/max text at the ends); the
 *   longer verbal and motor lists are radio groups so each descriptor is read in full.
 *   Every list runs from the lowest to the highest score, with "Not testable" last.
 */
const glasgowComaScale = {
  slug: 'glasgow-coma-scale',
  name: 'Glasgow Coma Scale (GCS)',
  calcId: 'calc-glasgow-coma-scale',
  ...TOOL_BASE,
  eligibility: 'Adults and older children with impaired consciousness from any cause, especially after head injury.',
  description: 'Describes the level of consciousness from the best eye, verbal and motor responses, with a total of 3 to 15 when all three can be tested.',
  contentName: 'glasgow-coma-scale',
  sections: {
    patient: ['eye', 'verbal', 'motor'],
  },
  ehrpdns: [],
  controls: controls({
    eye: choice(
      'Eye opening (E)',
      [
        ['1 · None', 1],
        ['2 · To pressure', 2],
        ['3 · To sound', 3],
        ['4 · Spontaneous', 4],
        ['Not testable (e.g. eyes closed by swelling or a dressing)', 'NT'],
      ],
      {
        type: 'singleselect.scale',
        cpdn: 'gcs_eye',
        help: 'Best response. Use a central or fingertip pressure stimulus if there is no response to voice.',
        minText: '1 = no eye opening',
        maxText: '4 = opens spontaneously',
      },
    ),
    verbal: choice(
      'Verbal response (V)',
      [
        ['1 · None', 1],
        ['2 · Sounds only (moans, groans, no words)', 2],
        ['3 · Words (recognisable single words, no sentences)', 3],
        ['4 · Confused (talks in sentences but disoriented)', 4],
        ['5 · Oriented (knows name, place and date)', 5],
        ['Not testable (e.g. intubated, tracheostomy, or no common language)', 'NT'],
      ],
      { type: 'list.radiogroup', cpdn: 'gcs_verbal', help: 'Best response.' },
    ),
    motor: choice(
      'Motor response (M)',
      [
        ['1 · None', 1],
        ['2 · Extension (arm straightens at the elbow)', 2],
        ['3 · Abnormal flexion (slow, stereotyped bending at the elbow)', 3],
        ['4 · Normal flexion (rapid bending away from the stimulus)', 4],
        ['5 · Localising (hand brought above the collarbone towards the stimulus)', 5],
        ['6 · Obeys commands', 6],
        ['Not testable (e.g. paralysed by neuromuscular blockade)', 'NT'],
      ],
      { type: 'singleselect.radiogroup', cpdn: 'gcs_motor', help: 'Best response of the better arm.' },
    ),
    // Shown (and computed) only when every component was tested.
    total: score('GCS total', 'eye + verbal + motor', { cpdn: 'gcs_total', units: 'of 15', visibility: ALL_TESTABLE }),
    components: result('Components', COMPONENTS, { cpdn: 'gcs_components' }),
    // "GCS 12 (E3 V4 M5)", or "GCS not totalled (E3 V(NT) M5)" when a component is not testable.
    statement: result(
      'GCS for the record',
      `if(${ANY_NOT_TESTABLE}, 'GCS not totalled (' + components + ')', 'GCS ' + ${totalText()} + ' (' + components + ')')`,
      { type: 'summary.statement', cpdn: 'gcs_statement' },
    ),
    severity: interpretation(
      `if(${ANY_NOT_TESTABLE}, 'No total: at least one component could not be tested. Record the three components and the reason, and follow each one over time.', if(total <= 8, 'Severe impairment of consciousness (3–8).', if(total <= 12, 'Moderate impairment of consciousness (9–12).', 'Mild impairment or normal consciousness (13–15).')))`,
    ),
  }),
  risk: ['total', 'components', 'severity'],
  chartNote: {
    cc: 'Glasgow Coma Scale: {{gcs_statement}}. {{severity}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'teasdale1974',
      citation: 'Teasdale G, Jennett B. Assessment of coma and impaired consciousness: a practical scale. Lancet. 1974;2(7872):81–84.',
      pmid: '4136544',
      doi: '10.1016/S0140-6736(74)91639-0',
      kind: 'derivation',
      cohort: 'Clinical scale developed in a neurosurgical unit and a general hospital; no cohort statistics reported',
    },
    {
      id: 'teasdale1976',
      citation: 'Teasdale G, Jennett B. Assessment and prognosis of coma after head injury. Acta Neurochir (Wien). 1976;34(1–4):45–55.',
      pmid: '961490',
      doi: '10.1007/BF01405862',
      kind: 'validation (prognosis)',
      cohort: 'Outcome predicted in 92 new patients from 255 earlier cases',
    },
    {
      id: 'teasdale2014',
      citation:
        'Teasdale G, Maas A, Lecky F, Manley G, Stocchetti N, Murray G. The Glasgow Coma Scale at 40 years: standing the test of time. Lancet Neurol. 2014;13(8):844–854.',
      pmid: '25030516',
      doi: '10.1016/S1474-4422(14)70120-6',
      kind: 'review',
    },
  ],
  category: 'Neurology',
  synonyms: ['coma score', 'level of consciousness', 'Glasgow coma score', 'head injury severity'],
  abbreviations: ['GCS', 'TBI', 'NT'],
  conditions: ['head injury', 'traumatic brain injury', 'coma', 'altered consciousness', 'stroke'],
  instructions:
    'Use for adults and children old enough to talk who have impaired consciousness. Record the best response in each component after checking for factors that prevent testing (intubation, sedation, paralysis, eye swelling, language or hearing barriers); choose "Not testable" rather than guessing. Young children need the paediatric version.',
  whenToUse: [
    'At first assessment of any patient with reduced consciousness, including after head injury.',
    'Repeatedly, to detect improvement or deterioration over time.',
  ],
  pearls: [
    'Report the three components (for example E3 V4 M5) as well as the total: different combinations with the same total carry different meanings, and the components describe an individual patient best.',
    'When a component cannot be tested, record it as not testable with the reason; do not substitute a value, since any assumed value makes the total misleading.',
    'The motor response is the most informative component in deeply unconscious patients; record the best response of the better arm.',
    'Sedation, intoxication, hypoglycaemia, seizures and hypotension lower the score independently of brain injury; reassess after correcting them.',
    'Any fall in the score, particularly in the motor response, is a warning sign that needs prompt review.',
  ],
  nextSteps: {
    advice: [
      'Total 8 or less (severe): protect the airway and obtain urgent specialist (neurosurgical or critical care) input.',
      'Total 9–12 (moderate): close neurological observation and urgent imaging when the cause is head injury.',
      'Total 13–15 (mild): observe and repeat; look for other reasons for a score below 15.',
    ],
    management: [
      'Repeat the scale at regular intervals and compare components, not only totals.',
      'Check pupils and limb weakness alongside the scale; they are not part of it but change management.',
    ],
  },
  evidence: [
    'Introduced in 1974 to replace vague terms for depth of coma with three separately observed responses that doctors and nurses could record consistently.',
    'The six-level motor response (separating normal from abnormal flexion) and the summed 3–15 total became the standard form in later work by the same authors.',
    'A 40-year review by the original authors recommends describing individual patients by the three components and using the total mainly to characterise groups.',
    'The severity groups (severe 3–8, moderate 9–12, mild 13–15) are a widely used convention for head injury, not thresholds derived in the original paper.',
  ],
  formula: [
    'Eye opening: 1 none, 2 to pressure, 3 to sound, 4 spontaneous',
    'Verbal response: 1 none, 2 sounds, 3 words, 4 confused, 5 oriented',
    'Motor response: 1 none, 2 extension, 3 abnormal flexion, 4 normal flexion, 5 localising, 6 obeys commands',
    'Total = E + V + M (3–15), only when all three are testable',
    'Severity: severe 3–8, moderate 9–12, mild 13–15',
  ],
  resultSummary: '{{gcs_statement}}. {{severity}}',
  testVectors: [
    {
      description: 'No response in any component: minimum 3',
      inputs: { gcs_eye: 1, gcs_verbal: 1, gcs_motor: 1 },
      expected: { gcs_total: 3, gcs_components: 'E1 V1 M1' },
      source: 'teasdale1974 (lowest level of each component scores 1); expected total summed by hand: 1 + 1 + 1 = 3',
    },
    {
      description: 'Best response in every component: maximum 15',
      inputs: { gcs_eye: 4, gcs_verbal: 5, gcs_motor: 6 },
      expected: { gcs_total: 15, gcs_components: 'E4 V5 M6' },
      source: 'teasdale2014 (component ranges 1–4, 1–5, 1–6); expected total summed by hand: 4 + 5 + 6 = 15',
    },
    {
      description: 'E2 V2 M4: total 8, severe',
      inputs: { gcs_eye: 2, gcs_verbal: 2, gcs_motor: 4 },
      expected: {
        gcs_total: 8,
        gcs_components: 'E2 V2 M4',
        gcs_statement: 'GCS 8 (E2 V2 M4)',
        severity: 'Severe impairment of consciousness (3–8).',
      },
      source: 'teasdale2014 (component scoring; severity convention); expected total summed by hand: 2 + 2 + 4 = 8',
    },
    {
      description: 'Intubated: E3 V(NT) M5 gives components only, no total',
      inputs: { gcs_eye: 3, gcs_verbal: 'NT', gcs_motor: 5 },
      expected: { gcs_components: 'E3 V(NT) M5', gcs_statement: 'GCS not totalled (E3 V(NT) M5)' },
      source: 'teasdale2014 (untestable components are recorded as not testable, not given a score)',
    },
  ],
} satisfies ToolDefinitionInput

export default glasgowComaScale
