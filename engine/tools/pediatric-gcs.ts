import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { ALL_TESTABLE, ANY_NOT_TESTABLE, COMPONENTS, totalText } from './glasgow-coma-scale.ts'

/**
 * Paediatric Glasgow Coma Scale for preverbal children. James HE, Pediatr Ann 1986;15(1):16–22;
 * the form used for children 2 years and younger by Holmes JF et al., Acad Emerg Med
 * 2005;12(9):814–819, and in the PECARN head injury studies.
 *
 * Design notes (as in engine/tools/glasgow-coma-scale.ts, which this tool follows):
 * - Choice values ARE the component points (eye 1–4, verbal 1–5, motor 1–6); the total is their
 *   sum, 3–15. Eye opening is the adult scale; verbal and motor responses are the infant forms.
 * - Each component has a "Not testable" choice. When any component is not testable the total is
 *   hidden (never computed from an assumed value) and the components are reported as
 *   "E3 V(NT) M5" with an explanation instead of a severity band.
 * - The severity groups (3–8, 9–12, 13–15) are the convention the adult tool uses, applied in
 *   paediatric head injury guidance as well.
 * - Children who talk are assessed with the standard GCS (the adult tool).
 */
const pediatricGcs = {
  slug: 'pediatric-gcs',
  name: 'Paediatric Glasgow Coma Scale (pGCS) for Preverbal Children',
  calcId: 'calc-pediatric-gcs',
  ...TOOL_BASE,
  eligibility: 'Infants and young children who do not yet talk (in studies, children 2 years and younger) with impaired consciousness, especially after head injury.',
  description:
    'Describes the level of consciousness of a preverbal child from the best eye, verbal (crying and babbling) and motor responses, with a total of 3 to 15 when all three can be tested.',
  contentName: 'pediatric-gcs',
  sections: {
    patient: ['eye', 'verbal', 'motor'],
  },
  ehrpdns: [],
  controls: controls({
    eye: choice(
      'Eye opening (E)',
      [
        ['1 · None', 1],
        ['2 · To pressure (pain)', 2],
        ['3 · To sound or voice', 3],
        ['4 · Spontaneous', 4],
        ['Not testable (e.g. eyes closed by swelling or a dressing)', 'NT'],
      ],
      {
        type: 'singleselect.scale',
        cpdn: 'pgcs_eye',
        help: 'Best response; the same scale as in older children and adults.',
        minText: '1 = no eye opening',
        maxText: '4 = opens spontaneously',
      },
    ),
    verbal: choice(
      'Verbal response (V), preverbal child',
      [
        ['1 · None', 1],
        ['2 · Moans to pain', 2],
        ['3 · Cries to pain', 3],
        ['4 · Irritable crying', 4],
        ['5 · Coos and babbles (usual sounds for age)', 5],
        ['Not testable (e.g. intubated)', 'NT'],
      ],
      { type: 'list.radiogroup', cpdn: 'pgcs_verbal', help: 'Best response, judged against what is usual for this child.' },
    ),
    motor: choice(
      'Motor response (M), preverbal child',
      [
        ['1 · None', 1],
        ['2 · Abnormal extension to pain (decerebrate)', 2],
        ['3 · Abnormal flexion to pain (decorticate)', 3],
        ['4 · Withdraws from pain', 4],
        ['5 · Withdraws from touch', 5],
        ['6 · Moves spontaneously and purposefully', 6],
        ['Not testable (e.g. paralysed by neuromuscular blockade)', 'NT'],
      ],
      { type: 'singleselect.radiogroup', cpdn: 'pgcs_motor', help: 'Best response of any limb.' },
    ),
    // Shown (and computed) only when every component was tested.
    total: score('Paediatric GCS total', 'eye + verbal + motor', { cpdn: 'pgcs_total', units: 'of 15', visibility: ALL_TESTABLE }),
    components: result('Components', COMPONENTS, { cpdn: 'pgcs_components' }),
    statement: result(
      'Paediatric GCS for the record',
      `if(${ANY_NOT_TESTABLE}, 'Paediatric GCS not totalled (' + components + ')', 'Paediatric GCS ' + ${totalText()} + ' (' + components + ')')`,
      { type: 'summary.statement', cpdn: 'pgcs_statement' },
    ),
    severity: interpretation(
      `if(${ANY_NOT_TESTABLE}, 'No total: at least one component could not be tested. Record the three components and the reason, and follow each one over time.', if(total <= 8, 'Severe impairment of consciousness (3–8).', if(total <= 12, 'Moderate impairment of consciousness (9–12).', 'Mild impairment or normal consciousness (13–15).')))`,
    ),
  }),
  risk: ['total', 'components', 'severity'],
  chartNote: {
    cc: 'Paediatric Glasgow Coma Scale (preverbal): {{pgcs_statement}}. {{severity}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'james1986',
      citation: 'James HE. Neurologic evaluation and support in the child with an acute brain insult. Pediatr Ann. 1986;15(1):16–22.',
      doi: '10.3928/0090-4481-19860101-05',
      kind: 'derivation (paediatric adaptation)',
    },
    {
      id: 'holmes2005',
      citation:
        'Holmes JF, Palchak MJ, MacFarlane T, Kuppermann N. Performance of the pediatric Glasgow Coma Scale in children with blunt head trauma. Acad Emerg Med. 2005;12(9):814–819. PMID 16141014.',
      pmid: '16141014',
      doi: '10.1197/j.aem.2005.04.019',
      kind: 'validation',
      cohort: 'n = 2,043 children with blunt head trauma, 327 aged 2 years or younger',
    },
    {
      id: 'teasdale1974',
      citation: 'Teasdale G, Jennett B. Assessment of coma and impaired consciousness: a practical scale. Lancet. 1974;2(7872):81–84.',
      pmid: '4136544',
      doi: '10.1016/S0140-6736(74)91639-0',
      kind: 'derivation (adult scale)',
    },
    {
      id: 'kochanek2019',
      citation:
        'Kochanek PM, Tasker RC, Carney N, et al. Guidelines for the management of pediatric severe traumatic brain injury, third edition: update of the Brain Trauma Foundation guidelines. Pediatr Crit Care Med. 2019;20(3S Suppl 1):S1–S82.',
      doi: '10.1097/PCC.0000000000001735',
      kind: 'guideline',
    },
  ],
  category: 'Paediatrics',
  synonyms: ['pediatric Glasgow coma scale', 'paediatric GCS', 'infant GCS', 'infant coma scale', 'children’s coma scale', 'modified GCS for infants'],
  abbreviations: ['pGCS', 'PGCS', 'GCS', 'TBI'],
  conditions: ['head injury in children', 'infant head injury', 'coma in children', 'altered consciousness in children', 'traumatic brain injury'],
  instructions:
    'For infants and young children who do not yet talk. Record the best response in each component after checking for factors that prevent testing (intubation, sedation, paralysis, eye swelling); choose "Not testable" rather than guessing. Judge crying and babbling against what is usual for the child, with the help of a parent. Children who talk are assessed with the standard GCS.',
  whenToUse: [
    'At first assessment of a preverbal child with reduced consciousness, including after head injury.',
    'Repeatedly, to detect improvement or deterioration over time.',
  ],
  pearls: [
    'Report the three components (for example E3 V4 M5) as well as the total: the components describe an individual child best.',
    'The motor response is the most informative component in a preverbal or intubated child.',
    'Versions differ slightly: some UK charts (for children under 5) give 6 for normal spontaneous movement or withdrawal to touch and 5 for localising to pain. Use the version of your local chart consistently and say which was used.',
    'Hypoglycaemia, seizures, sedation and hypotension lower the score independently of brain injury; reassess after correcting them.',
  ],
  nextSteps: {
    advice: [
      'Total 8 or less (severe): protect the airway and obtain urgent paediatric critical care and neurosurgical input.',
      'Total 9–12 (moderate): close neurological observation and urgent imaging when the cause is head injury.',
      'Total 13–15 (mild): observe and repeat; apply a paediatric head injury rule (for example PECARN or NICE) to decide on imaging.',
    ],
    management: ['Repeat the scale at regular intervals and compare components, not only totals.', 'Check pupils, fontanelle and limb movements alongside the scale.'],
  },
  evidence: [
    'The verbal and motor responses were adapted for infants and young children from the adult Glasgow Coma Scale; the eye-opening scale is unchanged.',
    'In 327 children 2 years and younger with blunt head trauma, the paediatric GCS identified traumatic brain injury needing acute intervention well (area under the ROC curve 0.97), comparing favourably with the standard GCS in older children (Holmes 2005).',
    'The severity groups (severe 3–8, moderate 9–12, mild 13–15) are a convention, not thresholds derived for the paediatric scale.',
  ],
  formula: [
    'Eye opening: 1 none, 2 to pressure, 3 to sound, 4 spontaneous',
    'Verbal (preverbal): 1 none, 2 moans to pain, 3 cries to pain, 4 irritable crying, 5 coos and babbles',
    'Motor (preverbal): 1 none, 2 abnormal extension, 3 abnormal flexion, 4 withdraws from pain, 5 withdraws from touch, 6 moves spontaneously and purposefully',
    'Total = E + V + M (3–15), only when all three are testable',
    'Severity: severe 3–8, moderate 9–12, mild 13–15',
  ],
  resultSummary: '{{pgcs_statement}}. {{severity}}',
  testVectors: [
    {
      description: 'No response in any component: minimum 3',
      inputs: { pgcs_eye: 1, pgcs_verbal: 1, pgcs_motor: 1 },
      expected: { pgcs_total: 3, pgcs_components: 'E1 V1 M1' },
      source: 'james1986 (lowest level of each component scores 1); total summed by hand: 1 + 1 + 1 = 3',
    },
    {
      description: 'Spontaneous eye opening, coos and babbles, moves purposefully: maximum 15',
      inputs: { pgcs_eye: 4, pgcs_verbal: 5, pgcs_motor: 6 },
      expected: { pgcs_total: 15, pgcs_components: 'E4 V5 M6', pgcs_statement: 'Paediatric GCS 15 (E4 V5 M6)' },
      source: 'holmes2005 (paediatric GCS: eye 1–4, verbal 1–5, motor 1–6); total summed by hand: 4 + 5 + 6 = 15',
    },
    {
      description: 'Eyes to pressure, cries to pain, withdraws from pain: total 9, moderate',
      inputs: { pgcs_eye: 2, pgcs_verbal: 3, pgcs_motor: 4 },
      expected: { pgcs_total: 9, pgcs_statement: 'Paediatric GCS 9 (E2 V3 M4)', severity: 'Moderate impairment of consciousness (9–12).' },
      source: 'james1986 (component scoring; severity convention); total summed by hand: 2 + 3 + 4 = 9',
    },
    {
      description: 'Intubated infant: E3 V(NT) M5 gives components only, no total',
      inputs: { pgcs_eye: 3, pgcs_verbal: 'NT', pgcs_motor: 5 },
      expected: { pgcs_components: 'E3 V(NT) M5', pgcs_statement: 'Paediatric GCS not totalled (E3 V(NT) M5)' },
      source: 'teasdale1974 and the adult tool (untestable components are recorded as not testable, not given a score)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Verbal and motor descriptors of the preverbal scale',
      citations: ['james1986', 'holmes2005'],
      checkedAgainstPrimary: false,
      note: 'James 1986 could not be opened; the descriptors were taken from the Merck Manual table (adapted from James and from Morray 1984) and cross-checked with other clinical references, which agree on the infant version used in the Holmes and PECARN studies. A UK variant (Tatman 1997) differs in motor levels 5–6 and is mentioned in the pearls.',
    },
  ],
} satisfies ToolDefinitionInput

export default pediatricGcs
