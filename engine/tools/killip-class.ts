import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, lookupTable, result, risk } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Killip classification of heart failure in acute myocardial infarction, with the hospital
 * mortality of the original coronary care unit series: Killip T, Kimball JT, Am J Cardiol
 * 1967;20:457–464 (250 patients): class I 6 %, II 17 %, III 38 %, IV 81 %.
 */
const killipClass = {
  slug: 'killip-class',
  name: 'Killip Classification of Heart Failure in Acute Myocardial Infarction',
  calcId: 'calc-killip-class',
  ...TOOL_BASE,
  eligibility: 'Adults with acute myocardial infarction (or another acute coronary syndrome), classified on bedside examination.',
  description:
    'Classifies heart failure after acute myocardial infarction from the bedside examination into four classes, with the hospital mortality reported for each class in the original 1967 series.',
  contentName: 'killip-class',
  sections: {
    patient: ['killip'],
  },
  ehrpdns: [],
  controls: controls({
    killip: choice(
      'Findings on examination',
      [
        ['Class I: no clinical signs of heart failure', 'I', undefined, 'No crackles and no third heart sound.'],
        ['Class II: mild to moderate heart failure', 'II', undefined, 'Crackles over the lower half of the lung fields or less, a third heart sound, or raised jugular venous pressure.'],
        ['Class III: acute pulmonary oedema', 'III', undefined, 'Crackles over more than half of the lung fields.'],
        ['Class IV: cardiogenic shock', 'IV', undefined, 'Hypotension (systolic pressure below 90 mmHg) with signs of poor perfusion: oliguria, cyanosis, cold clammy skin, confusion.'],
      ],
      { type: 'singleselect.radiogroup', help: 'Choose the highest class whose findings are present.' },
    ),
    killip_class: result('Killip class', "if(killip = null, null, concat('Class ', killip))", { cpdn: 'killip_class' }),
    mortality: risk('Hospital mortality in this class (Killip 1967, 250 patients)', lookupTable('killip', [['I', 6], ['II', 17], ['III', 38], ['IV', 81]]), {
      cpdn: 'killip_mortality',
      units: '%',
      decimals: 0,
    }),
    interpretation: interpretation(
      "if(killip = null, null, concat('Killip class ', killip, ': in the original 1967 coronary care unit series, ', mortality, ' % of patients in this class died in hospital. ', lookup(killip, 'I', 'No heart failure on examination.', 'II', 'Mild to moderate heart failure: treat congestion and assess left ventricular function.', 'III', 'Acute pulmonary oedema: urgent treatment of pulmonary oedema, oxygen or ventilatory support as needed, and urgent assessment for revascularisation.', 'IV', 'Cardiogenic shock: emergency revascularisation of the culprit lesion and circulatory support in a centre able to provide it.'), ' Mortality with current reperfusion treatment is much lower in every class, but the order of risk holds.'))",
    ),
  }),
  risk: ['killip_class', 'mortality', 'interpretation'],
  chartNote: {
    cc: 'Killip {{killip_class}} (hospital mortality {{mortality}} % in the 1967 series). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'killip1967',
      citation: 'Killip T 3rd, Kimball JT. Treatment of myocardial infarction in a coronary care unit: a two year experience with 250 patients. Am J Cardiol. 1967;20(4):457–464.',
      doi: '10.1016/0002-9149(67)90023-9',
      kind: 'derivation',
      cohort: 'n = 250 patients with acute myocardial infarction in a coronary care unit (New York Hospital)',
    },
    {
      id: 'byrne2023',
      citation: 'Byrne RA, Rossello X, Coughlan JJ, et al. 2023 ESC Guidelines for the management of acute coronary syndromes. Eur Heart J. 2023;44(38):3720–3826.',
      doi: '10.1093/eurheartj/ehad191',
      kind: 'guideline',
    },
  ],
  category: 'Cardiology',
  synonyms: ['Killip class', 'Killip–Kimball classification', 'heart failure after myocardial infarction', 'cardiogenic shock classification'],
  abbreviations: ['Killip', 'MI', 'AMI', 'STEMI', 'ACS'],
  conditions: ['myocardial infarction', 'acute heart failure', 'cardiogenic shock', 'pulmonary oedema'],
  instructions: 'Examine the chest, heart sounds, jugular venous pressure and perfusion, and choose the highest class whose findings are present. Reassess as the patient changes.',
  whenToUse: ['At presentation with acute myocardial infarction, and again if the clinical state changes.'],
  pearls: [
    'The class is also an input to the GRACE and TIMI STEMI scores.',
    'The mortality figures come from a 1960s coronary care unit before reperfusion treatment; they show the gradient of risk, not today’s absolute risk.',
    'Class IV requires hypotension with signs of hypoperfusion; hypotension alone from bradycardia or hypovolaemia is not cardiogenic shock.',
  ],
  nextSteps: {
    advice: [
      'Class I: standard management of the acute coronary syndrome.',
      'Class II–III: treat heart failure, echocardiography, and early revascularisation as indicated.',
      'Class IV: emergency revascularisation and circulatory support.',
    ],
    management: ['Manage the acute coronary syndrome according to current guidelines.'],
  },
  evidence: [
    'Killip and Kimball classified 250 patients with acute myocardial infarction in a coronary care unit: class I 33 % of patients, II 38 %, III 10 %, IV 19 %, with hospital mortality 6 %, 17 %, 38 % and 81 %.',
    'Later series in the thrombolytic and primary PCI eras confirm the same gradient with lower absolute mortality.',
  ],
  formula: [
    'Class I: no clinical signs of heart failure — hospital mortality 6 %',
    'Class II: crackles, third heart sound or raised jugular venous pressure — 17 %',
    'Class III: acute pulmonary oedema — 38 %',
    'Class IV: cardiogenic shock — 81 %',
  ],
  resultSummary: 'Killip {{killip_class}}; hospital mortality {{mortality}} % in the 1967 series.',
  testVectors: [
    { description: 'Class I: 6 %', inputs: { killip: 'I' }, expected: { killip_class: 'Class I', killip_mortality: 6 }, source: 'killip1967 (class I hospital mortality 6 %)' },
    { description: 'Class II: 17 %', inputs: { killip: 'II' }, expected: { killip_class: 'Class II', killip_mortality: 17 }, source: 'killip1967 (class II 17 %)' },
    { description: 'Class III: 38 %', inputs: { killip: 'III' }, expected: { killip_class: 'Class III', killip_mortality: 38 }, source: 'killip1967 (class III 38 %)' },
    { description: 'Class IV: 81 %', inputs: { killip: 'IV' }, expected: { killip_class: 'Class IV', killip_mortality: 81 }, source: 'killip1967 (class IV 81 %)' },
  ],
  evidenceChecks: [
    {
      statement: 'Hospital mortality by class (6, 17, 38, 81 %) and the class proportions',
      citations: ['killip1967'],
      checkedAgainstPrimary: false,
      note: 'The 1967 paper was not opened; the figures were taken from secondary summaries of the original series (Wikipedia Killip classification article; the Am J Med 2017 50th-anniversary commentary), which agree.',
    },
  ],
} satisfies ToolDefinitionInput

export default killipClass
