import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, lookupTable, result, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Class, Roman numeral, definition and examples (our own words, after the ASA 2020 examples). */
const CLASSES: [n: number, roman: string, definition: string, examples: string][] = [
  [1, 'I', 'A normal healthy patient', 'Healthy, non-smoking, little or no alcohol; in children, no acute or chronic disease and a normal weight for age.'],
  [
    2,
    'II',
    'Mild systemic disease, without substantive functional limitation',
    'Current smoker, social drinker, pregnancy, obesity (BMI over 30 and under 40), well-controlled diabetes or hypertension, mild lung disease; in children, for example asthma without exacerbations or well-controlled epilepsy.',
  ],
  [
    3,
    'III',
    'Severe systemic disease, with substantive functional limitation',
    'One or more moderate to severe diseases: poorly controlled diabetes or hypertension, COPD, BMI 40 or more, active hepatitis, alcohol dependence, a pacemaker, moderately reduced ejection fraction, end-stage kidney disease on regular dialysis, myocardial infarction, stroke, TIA or coronary stent more than 3 months ago.',
  ],
  [
    4,
    'IV',
    'Severe systemic disease that is a constant threat to life',
    'Myocardial infarction, stroke, TIA or coronary stent within the last 3 months, ongoing cardiac ischaemia or severe valve disease, severely reduced ejection fraction, shock, sepsis, DIC, ARDS, or end-stage kidney disease not on regular dialysis.',
  ],
  [
    5,
    'V',
    'A moribund patient not expected to survive without the operation',
    'Ruptured abdominal or thoracic aortic aneurysm, massive trauma, intracranial haemorrhage with mass effect, ischaemic bowel with major cardiac disease or multiple organ dysfunction.',
  ],
  [6, 'VI', 'A declared brain-dead patient whose organs are being removed for donation', 'Organ donation after the diagnosis of death by neurological criteria.'],
]

/**
 * ASA Physical Status Classification System (American Society of Anesthesiologists; approved
 * 2014, last amended 13 December 2020), with the E (emergency) modifier. Saklad M,
 * Anesthesiology 1941;2:281–284 (origin).
 *
 * Design notes:
 * - One choice of class (I–VI) by clinical judgement, and whether the procedure is an emergency.
 *   The result is the class as recorded ("ASA III", "ASA IV E"). E is not offered for class VI.
 * - The ASA text is the society's; the definitions are given briefly and the examples in our own
 *   words. The class is a description of pre-anaesthetic health, not a risk estimate, and no
 *   risk figure is given.
 */
const asaPhysicalStatus = {
  slug: 'asa-physical-status',
  name: 'ASA Physical Status Classification',
  calcId: 'calc-asa-physical-status',
  ...TOOL_BASE,
  eligibility: 'Patients of any age before anaesthesia or sedation for a procedure.',
  description: 'Records the American Society of Anesthesiologists physical status class (I–VI, with E for emergency), the standard description of a patient’s health before anaesthesia.',
  contentName: 'asa-physical-status',
  sections: {
    patient: ['asa_class', 'emergency'],
  },
  ehrpdns: [],
  controls: controls({
    asa_class: choice(
      'ASA physical status class',
      CLASSES.map(([n, roman, definition, examples]) => [`ASA ${roman} · ${definition}`, n, n, examples] as [string, number, number, string]),
      { type: 'list.radiogroup', help: 'Choose the class that describes the patient’s overall health, judged on the day of anaesthesia care; the examples under each class are typical, not a checklist.' },
    ),
    emergency: yesNo('Emergency (E)', {
      help: 'An emergency exists when delaying treatment would significantly increase the threat to life or to a body part.',
      visibility: 'asa_class != 6',
    }),
    asa: result(
      'ASA physical status',
      `'ASA ' + ${lookupTable('asa_class', CLASSES.map(([n, roman]) => [n, roman]))} + if(asa_class != 6 and emergency = 'yes', ' E', '')`,
      { cpdn: 'asa_ps' },
    ),
    definition: result('Definition', lookupTable('asa_class', CLASSES.map(([n, , definition]) => [n, `${definition}.`])), { cpdn: 'asa_definition' }),
    examples: result('Typical examples', lookupTable('asa_class', CLASSES.map(([n, , , examples]) => [n, examples])), { cpdn: 'asa_examples' }),
    interpretation: interpretation(
      "if(asa_class = 6, 'Organ donor after death by neurological criteria (class VI); the emergency modifier does not apply.', " +
        "'The class describes the patient’s health before anaesthesia; it is not a measure of the risk of the operation, which also depends on the procedure, its urgency, frailty and other factors.' + if(emergency = 'yes', ' The E modifier marks an emergency: delay would significantly increase the threat to life or a body part.', ''))",
      { label: 'Note' },
    ),
  }),
  risk: ['asa', 'definition', 'examples', 'interpretation'],
  chartNote: {
    cc: '{{asa_ps}}: {{asa_definition}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'asa2020',
      citation:
        'American Society of Anesthesiologists, Committee on Economics. ASA Physical Status Classification System. Approved by the ASA House of Delegates 15 October 2014, last amended 13 December 2020.',
      url: 'https://www.asahq.org/standards-and-practice-parameters/statement-on-asa-physical-status-classification-system',
      kind: 'classification (professional statement)',
    },
    {
      id: 'saklad1941',
      citation: 'Saklad M. Grading of patients for surgical procedures. Anesthesiology. 1941;2(5):281–284.',
      doi: '10.1097/00000542-194105000-00004',
      kind: 'derivation (original grading)',
    },
    {
      id: 'mayhew2019',
      citation: 'Mayhew D, Mendonca V, Murthy BVS. A review of ASA physical status: historical perspectives and modern developments. Anaesthesia. 2019;74(3):373–379.',
      doi: '10.1111/anae.14569',
      kind: 'review',
    },
    {
      id: 'horvath2021',
      citation:
        'Horvath B, Kloesel B, Todd MM, Cole DJ, Prielipp RC. The evolution, current value, and future of the American Society of Anesthesiologists Physical Status Classification System. Anesthesiology. 2021;135(5):904–919.',
      doi: '10.1097/ALN.0000000000003947',
      kind: 'review',
    },
  ],
  category: 'Perioperative medicine',
  synonyms: ['ASA class', 'ASA grade', 'ASA score', 'ASA classification', 'American Society of Anesthesiologists classification', 'anaesthetic risk grade', 'preoperative physical status'],
  abbreviations: ['ASA', 'ASA-PS', 'ASA PS'],
  conditions: ['preoperative assessment', 'anaesthesia', 'anesthesia', 'surgery', 'sedation'],
  instructions:
    'Assign the class from the history, examination and investigations at the pre-anaesthetic assessment; the final class is set on the day of anaesthesia care by the anaesthetist. Add E when the procedure is an emergency. Institutions may add their own examples to the ASA ones.',
  whenToUse: [
    'At every pre-anaesthetic or pre-sedation assessment, to record and communicate the patient’s overall health.',
    'In audit and research, where ASA class is a standard descriptor of case mix.',
  ],
  pearls: [
    'ASA class is not a risk score: the same class carries very different risks for a cataract operation and for an emergency laparotomy. Combine it with procedure-specific tools (for example RCRI or NSQIP) and frailty.',
    'Agreement between anaesthetists is only moderate, especially for classes II and III; the ASA examples added in 2014 and the paediatric and obstetric examples added in 2020 aim to improve it.',
    'Pregnancy on its own is class II in the ASA examples.',
    'E is added for any class except VI when delay would significantly increase the threat to life or a body part.',
  ],
  nextSteps: {
    advice: ['Record the class, with E if applicable, in the anaesthetic record and the consent discussion.'],
    management: ['Higher classes call for optimisation of the underlying disease where time allows, and for planning of the anaesthetic technique, monitoring and postoperative care.'],
  },
  evidence: [
    'Introduced by Saklad in 1941 as a grading of patients’ physical status for statistics, deliberately not of operative risk; the current five classes date from 1963, class VI was added later, and examples were approved in 2014 and extended to children and pregnancy in 2020.',
    'Despite not being designed to predict risk, higher classes are consistently associated with more postoperative complications and deaths.',
  ],
  formula: [...CLASSES.map(([, roman, definition]) => `ASA ${roman}: ${definition}`), 'E: emergency, when delay would significantly increase the threat to life or a body part (not used with VI)'],
  resultSummary: '{{asa_ps}}: {{asa_definition}}',
  testVectors: [
    {
      description: 'Healthy patient, elective: ASA I',
      inputs: { asa_class: 1, emergency: 'no' },
      expected: { asa_ps: 'ASA I', asa_definition: 'A normal healthy patient.' },
      source: 'asa2020 (class I, a normal healthy patient)',
    },
    {
      description: 'Severe systemic disease, emergency: ASA III E',
      inputs: { asa_class: 3, emergency: 'yes' },
      expected: { asa_ps: 'ASA III E', asa_definition: 'Severe systemic disease, with substantive functional limitation.' },
      source: 'asa2020 (class III; E for emergency)',
    },
    {
      description: 'Moribund patient, emergency: ASA V E',
      inputs: { asa_class: 5, emergency: 'yes' },
      expected: { asa_ps: 'ASA V E' },
      source: 'asa2020 (class V; E for emergency)',
    },
    {
      description: 'Brain-dead organ donor: ASA VI, no E',
      inputs: { asa_class: 6 },
      expected: { asa_ps: 'ASA VI' },
      source: 'asa2020 (class VI, declared brain-dead organ donor)',
    },
  ],
} satisfies ToolDefinitionInput

export default asaPhysicalStatus
