import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const UNDER_2 = 'age < 2'
const FROM_2 = 'age >= 2'

/** Top branch: CT recommended. */
const HIGH = `(gcs = 14 or ams = 'yes' or if(${UNDER_2}, palpable_skull_fracture = 'yes', basilar_skull_fracture = 'yes'))`
/** Middle branch: observation versus CT. */
const MIDDLE = `(severe_mechanism = 'yes' or if(${UNDER_2}, scalp_haematoma = 'yes' or loc = 'long' or not_acting_normally = 'yes', loc != 'no' or vomiting = 'yes' or severe_headache = 'yes'))`

const BRANCH = `if(${HIGH}, 'high', if(${MIDDLE}, 'middle', 'low'))`

const NONE_UNDER_2 = {
  included: 'yes',
  excluded: 'no',
  age: 1,
  gcs: 15,
  ams: 'no',
  palpable_skull_fracture: 'no',
  scalp_haematoma: 'no',
  loc: 'no',
  not_acting_normally: 'no',
  severe_mechanism: 'no',
}

const NONE_FROM_2 = {
  included: 'yes',
  excluded: 'no',
  age: 8,
  gcs: 15,
  ams: 'no',
  basilar_skull_fracture: 'no',
  loc: 'no',
  vomiting: 'no',
  severe_headache: 'no',
  severe_mechanism: 'no',
}

/**
 * PECARN paediatric head injury rules. Kuppermann N et al., Lancet 2009;374:1160–1170.
 *
 * Design notes:
 * - Two age-specific rules (younger than 2 years; 2 years and older). Age is a number in years
 *   (months ÷ 12); the questions of the other age group are hidden and never enter the result.
 * - The three branches of the published algorithm are reported with their risk of clinically
 *   important TBI as published (4.4 % / 0.9 % / < 0.02 % under 2; 4.3 % / 0.9 % / < 0.05 % from
 *   2). The lowest risks are bounds ("below 0.02 %"), so they are shown as text, never as a
 *   number that could be rounded up.
 * - Inclusion and exclusion come first: when either fails the result says the rule does not
 *   apply and never says "CT not recommended".
 */
const pecarnHeadInjury = {
  slug: 'pecarn-head-injury',
  name: 'PECARN Pediatric Head Injury Rule',
  calcId: 'calc-pecarn-head-injury',
  ...TOOL_BASE,
  eligibility: 'Children younger than 18 years seen within 24 hours of blunt head trauma with a GCS of 14 or 15.',
  description:
    'Identifies children with minor blunt head trauma at very low risk of clinically important traumatic brain injury, in whom CT can be avoided, with separate rules for children younger than 2 years and 2 years or older.',
  contentName: 'pecarn-head-injury',
  sections: {
    header: ['included', 'excluded'],
    patient: [
      'age',
      'gcs',
      'ams',
      'palpable_skull_fracture',
      'basilar_skull_fracture',
      'scalp_haematoma',
      'loc',
      'not_acting_normally',
      'vomiting',
      'severe_headache',
      'severe_mechanism',
    ],
  },
  ehrpdns: ['age'],
  controls: controls({
    included: yesNo('Blunt head trauma within the past 24 hours', { help: 'The rule was derived in children seen within 24 hours of a blunt head injury.' }),
    excluded: yesNo('Any exclusion present', {
      help: 'Exclusions: trivial mechanism (a fall from standing or walking into a stationary object with no sign or symptom other than a scalp abrasion or laceration); penetrating trauma; known brain tumour; neurological disorder that makes assessment difficult; neuroimaging before transfer; ventricular shunt; bleeding disorder.',
    }),
    age: measure(
      'Age',
      'years',
      { min: 0, max: 17.99, reason: 'The PECARN rules were derived in children younger than 18 years; for adults use the Canadian CT Head Rule.' },
      { help: 'Younger than 2 years and 2 years or older have separate rules. For infants, months ÷ 12 (6 months = 0.5).' },
    ),
    gcs: choice(
      'Glasgow Coma Scale score',
      [
        ['15', 15],
        ['14', 14],
      ],
      { help: 'The age-appropriate GCS (paediatric verbal score under 2 years). Below 14 is outside the rule: image without it.' },
    ),
    ams: yesNo('Other signs of altered mental status', { help: 'Agitation, sleepiness, repetitive questioning, or slow response to verbal communication.' }),
    palpable_skull_fracture: yesNo('Palpable skull fracture (or unclear on examination)', { visibility: UNDER_2 }),
    basilar_skull_fracture: yesNo('Signs of basilar skull fracture', {
      help: 'Bruising behind the ear (Battle’s sign), periorbital bruising, haemotympanum, or CSF leak from the ear or nose.',
      visibility: FROM_2,
    }),
    scalp_haematoma: yesNo('Scalp haematoma: occipital, parietal or temporal', { help: 'A frontal haematoma does not count.', visibility: UNDER_2 }),
    loc: choice(
      'Loss of consciousness',
      [
        ['No', 'no'],
        ['Yes, less than 5 seconds', 'short'],
        ['Yes, 5 seconds or longer', 'long'],
      ],
      { help: 'Under 2 years, loss of consciousness counts from 5 seconds; from 2 years, any history of loss of consciousness counts.' },
    ),
    not_acting_normally: yesNo('Not acting normally, according to the parent', { visibility: UNDER_2 }),
    vomiting: yesNo('Vomiting since the injury', { visibility: FROM_2 }),
    severe_headache: yesNo('Severe headache', { visibility: FROM_2 }),
    severe_mechanism: yesNo('Severe mechanism of injury', {
      help: 'Motor vehicle crash with ejection, death of another passenger or rollover; pedestrian or cyclist without a helmet struck by a motor vehicle; head struck by a high-impact object; a fall of more than 3 feet (0.9 m) under 2 years, or more than 5 feet (1.5 m) from 2 years.',
    }),
    branch: result('Risk group', `if(included != 'yes' or excluded = 'yes', 'not applicable', ${BRANCH})`, { cpdn: 'pecarn_branch' }),
    recommendation: result(
      'PECARN recommendation',
      "if(branch = 'not applicable', 'Not applicable', if(branch = 'high', 'CT recommended', if(branch = 'middle', 'Observation versus CT', 'CT not recommended')))",
      { cpdn: 'pecarn_recommendation' },
    ),
    citbi_risk: result(
      'Risk of clinically important TBI in this group (as published)',
      `if(branch = 'not applicable', 'not applicable', if(${UNDER_2}, if(branch = 'high', '4.4 %', if(branch = 'middle', '0.9 %', 'below 0.02 %')), if(branch = 'high', '4.3 %', if(branch = 'middle', '0.9 %', 'below 0.05 %'))))`,
      { cpdn: 'pecarn_citbi_risk' },
    ),
    interpretation: interpretation(
      "if(included != 'yes', 'The rule does not apply: it was derived for children seen within 24 hours of blunt head trauma.', " +
        "if(excluded = 'yes', 'The rule does not apply because an exclusion is present (for example a bleeding disorder, a ventricular shunt or penetrating trauma). Decide on imaging by clinical judgement.', " +
        "if(branch = 'high', 'GCS 14, other altered mental status, or a sign of skull fracture: CT of the head is recommended.', " +
        "if(branch = 'middle', 'A middle-group finding: choose between a period of observation in the department and CT, taking into account your experience, several findings rather than one, findings that worsen during observation, age under 3 months, and parental preference.', " +
        "'No finding of either group: the risk of clinically important traumatic brain injury is very low and CT is not recommended. Discharge with head-injury advice to the parents.'))))",
    ),
  }),
  risk: ['recommendation', 'citbi_risk', 'interpretation'],
  chartNote: {
    cc: 'PECARN head injury rule: {{pecarn_recommendation}}; risk of clinically important TBI in this group {{pecarn_citbi_risk}} (Kuppermann 2009). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'kuppermann2009',
      citation:
        'Kuppermann N, Holmes JF, Dayan PS, et al. Identification of children at very low risk of clinically-important brain injuries after head trauma: a prospective cohort study. Lancet. 2009;374(9696):1160–1170. PMID 19758692.',
      pmid: '19758692',
      doi: '10.1016/S0140-6736(09)61558-0',
      kind: 'derivation and validation',
      cohort: 'n = 42,412 children younger than 18 years with GCS 14–15 in 25 North American emergency departments (derivation 8,502 under 2 and 25,283 from 2 years; validation 2,216 and 6,411)',
    },
    {
      id: 'babl2017',
      citation:
        'Babl FE, Borland ML, Phillips N, et al. Accuracy of PECARN, CATCH, and CHALICE head injury decision rules in children: a prospective cohort study. Lancet. 2017;389(10087):2393–2402. PMID 28410792.',
      pmid: '28410792',
      doi: '10.1016/S0140-6736(17)30555-X',
      kind: 'external validation',
      cohort: 'n = 20,137 children in 10 Australian and New Zealand emergency departments',
    },
  ],
  category: 'Emergency medicine',
  synonyms: ['paediatric head CT rule', 'pediatric head injury rule', 'child head injury CT', 'PECARN head CT', 'PECARN rule'],
  abbreviations: ['PECARN', 'ciTBI', 'TBI', 'CT', 'GCS'],
  conditions: ['head injury in children', 'paediatric head trauma', 'pediatric head trauma', 'minor head injury', 'concussion', 'traumatic brain injury'],
  instructions:
    'For children younger than 18 years seen within 24 hours of blunt head trauma with a GCS of 14 or 15. Enter the age first: questions change at 2 years. Answer the inclusion and exclusion questions; when either fails, the rule does not apply.',
  whenToUse: [
    'In the emergency department, when deciding whether a child with minor head trauma needs CT of the head.',
    'To avoid CT, and its radiation, in children at very low risk of clinically important brain injury.',
  ],
  pearls: [
    'The rules were built to rule out: in the validation cohort, the under-2 rule had a negative predictive value of 100 % and the 2-and-older rule 99.95 % for clinically important TBI.',
    'Clinically important TBI means death from TBI, neurosurgery, intubation for more than 24 hours, or admission for 2 nights or more for TBI with a CT abnormality.',
    'In the middle group, observation before deciding on CT is a reasonable option; factors favouring CT include several findings, worsening findings, age under 3 months, and clinician experience.',
    'Infants with a non-frontal scalp haematoma, and any child where abuse is suspected, need particular care: non-accidental injury follows its own pathway.',
  ],
  nextSteps: {
    advice: [
      'CT recommended group: CT of the head.',
      'Observation versus CT group: observe in the department or image, by the listed factors and shared decision with the parents.',
      'CT not recommended group: no CT; discharge with head-injury advice.',
    ],
    management: [
      'Any neurological deterioration, seizure or persistent vomiting during observation: image.',
      'Assess for non-accidental injury in infants and when the history does not fit the injury.',
    ],
  },
  evidence: [
    'Prospective cohort of 42,412 children in 25 PECARN emergency departments; clinically important TBI occurred in 376 (0.9 %) and 60 needed neurosurgery.',
    'In the validation populations, the rule for children under 2 years had a sensitivity of 100 % (95 % CI 86.3–100 %) and the rule for 2 years and older 96.8 % (95 % CI 89.0–99.6 %).',
    'An external validation in Australia and New Zealand (Babl 2017) found PECARN the most sensitive of three paediatric head injury rules.',
  ],
  formula: [
    'Under 2 years. CT recommended: GCS 14, other signs of altered mental status, or palpable skull fracture (risk of ciTBI 4.4 %). Observation versus CT: occipital, parietal or temporal scalp haematoma, loss of consciousness ≥ 5 s, severe mechanism, or not acting normally per parent (0.9 %). None: CT not recommended (< 0.02 %).',
    '2 years and older. CT recommended: GCS 14, other signs of altered mental status, or signs of basilar skull fracture (4.3 %). Observation versus CT: any loss of consciousness, vomiting, severe mechanism, or severe headache (0.9 %). None: CT not recommended (< 0.05 %).',
  ],
  resultSummary: 'PECARN head injury rule: {{pecarn_recommendation}}; risk of clinically important TBI {{pecarn_citbi_risk}}.',
  testVectors: [
    {
      description: 'Age 1, no finding: CT not recommended, risk below 0.02 %',
      inputs: NONE_UNDER_2,
      expected: { pecarn_recommendation: 'CT not recommended', pecarn_citbi_risk: 'below 0.02 %' },
      source: 'kuppermann2009 Figure 3 (under-2 algorithm, lowest branch < 0.02 %)',
    },
    {
      description: 'Age 1, parietal scalp haematoma: observation versus CT, 0.9 %',
      inputs: { ...NONE_UNDER_2, scalp_haematoma: 'yes' },
      expected: { pecarn_recommendation: 'Observation versus CT', pecarn_citbi_risk: '0.9 %' },
      source: 'kuppermann2009 Figure 3 (under-2 algorithm, middle branch 0.9 %)',
    },
    {
      description: 'Age 1, palpable skull fracture: CT recommended, 4.4 %',
      inputs: { ...NONE_UNDER_2, palpable_skull_fracture: 'yes' },
      expected: { pecarn_recommendation: 'CT recommended', pecarn_citbi_risk: '4.4 %' },
      source: 'kuppermann2009 Figure 3 (under-2 algorithm, top branch 4.4 %)',
    },
    {
      description: 'Age 8, no finding: CT not recommended, risk below 0.05 %',
      inputs: NONE_FROM_2,
      expected: { pecarn_recommendation: 'CT not recommended', pecarn_citbi_risk: 'below 0.05 %' },
      source: 'kuppermann2009 Figure 3 (2-and-older algorithm, lowest branch < 0.05 %)',
    },
    {
      description: 'Age 8, vomiting: observation versus CT, 0.9 %',
      inputs: { ...NONE_FROM_2, vomiting: 'yes' },
      expected: { pecarn_recommendation: 'Observation versus CT', pecarn_citbi_risk: '0.9 %' },
      source: 'kuppermann2009 Figure 3 (2-and-older algorithm, middle branch 0.9 %)',
    },
    {
      description: 'Age 8, GCS 14: CT recommended, 4.3 %',
      inputs: { ...NONE_FROM_2, gcs: 14 },
      expected: { pecarn_recommendation: 'CT recommended', pecarn_citbi_risk: '4.3 %' },
      source: 'kuppermann2009 Figure 3 (2-and-older algorithm, top branch 4.3 %)',
    },
  ],
  evidenceChecks: [
    {
      statement:
        'Risk of clinically important TBI per branch (4.4 %, 0.9 %, < 0.02 % under 2 years; 4.3 %, 0.9 %, < 0.05 % from 2 years), shown in the results and test vectors.',
      citations: ['kuppermann2009'],
      checkedAgainstPrimary: false,
      note: 'Figure 3 of Kuppermann 2009 could not be opened; the figures were taken from several secondary summaries of that figure (teaching sites and PECARN rule summaries), which agree with each other. The criteria were checked against the abstract of the primary paper.',
    },
  ],
} satisfies ToolDefinitionInput

export default pecarnHeadInjury
