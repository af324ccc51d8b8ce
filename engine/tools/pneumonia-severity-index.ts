import { AGE_PLAUSIBLE_MAX, BLOOD_GAS_PRESSURE_MEASURE, ARTERIAL_PH_RANGE, BODY_TEMPERATURE_C, BODY_TEMPERATURE_F, GLUCOSE_MGDL_RANGE, GLUCOSE_MMOL_RANGE, HAEMATOCRIT_RANGE, HEART_RATE_RANGE, OXYGEN_SATURATION_RANGE, PAO2_MMHG_RANGE, RESPIRATORY_RATE_RANGE, SERUM_SODIUM_RANGE, SYSTOLIC_BP_RANGE, TEMPERATURE_MEASURE, UREA_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, group, interpretation, listText, measure, result, score, units, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Age scores one point per completed year, at every age. */
const AGE = 'age'

/** Temperature < 35 °C or ≥ 40 °C (95 °F and 104 °F, the exact equivalents, arrive as 35 and 40 °C). */
const TEMP_ABNORMAL = '(temperature < 35 or temperature >= 40)'

/**
 * BUN ≥ 30 mg/dL, the unit of the derivation data. The field holds urea in mmol/L (a BUN is
 * converted exactly by engine/units.ts: BUN mg/dL = urea mmol/L × 2.8), so the cut-off is
 * urea ≥ 10.71 mmol/L. Fine 1997 prints the rounded equivalent "11 mmol/L"; the exact
 * conversion differs only for 10.8–10.9 mmol/L, where it scores the points (the safer side).
 */
const BUN_HIGH = '(urea * 2.8 >= 30)'

/**
 * PaO2 < 60 mmHg (≈ 8.0 kPa; a kPa value arrives in mmHg), or oxygen saturation < 90 %
 * (counted as abnormal in the PORT cohort).
 */
const HYPOXAEMIA = '(pao2 < 60 or oxygen_saturation < 90)'

const COMORBID = ['neoplastic', 'liver', 'chf', 'cerebrovascular', 'renal'] as const

/** Step 1 of the rule: class I needs none of these (labs and nursing-home residence are not asked). */
const CLASS_ONE =
  `${AGE} <= 50 and ` +
  COMORBID.map((c) => `${c} = 'no'`).join(' and ') +
  ` and altered_mental = 'no' and heart_rate < 125 and resp_rate < 30 and systolic_bp >= 90 and not ${TEMP_ABNORMAL}`

/** Age (women: minus 10, the points of their label), the chosen labels' points and the findings. */
const POINTS = [
  `${AGE} + points(sex, nursing_home, neoplastic, liver, chf, cerebrovascular, renal, altered_mental, pleural_effusion)`,
  '20 * (resp_rate >= 30)',
  '20 * (systolic_bp < 90)',
  `15 * ${TEMP_ABNORMAL}`,
  '10 * (heart_rate >= 125)',
  '30 * (arterial_ph < 7.35)',
  `20 * ${BUN_HIGH}`,
  '20 * (sodium < 130)',
  '10 * (glucose >= 250)',
  '10 * (haematocrit < 30)',
  `10 * ${HYPOXAEMIA}`,
].join(' + ')

/** Laboratory and oxygenation items left blank (each counted as normal). */
const MISSING: [string, string][] = [
  ['isEmpty(arterial_ph)', 'arterial pH'],
  ['isEmpty(urea)', 'urea (BUN)'],
  ['isEmpty(sodium)', 'sodium'],
  ['isEmpty(glucose)', 'glucose'],
  ['isEmpty(haematocrit)', 'haematocrit'],
  ['(isEmpty(pao2) and isEmpty(oxygen_saturation))', 'PaO₂ or oxygen saturation'],
]

/** The test vectors' yes/no items (nursing home, coexisting illnesses, altered mental status), none present. */
const NO_HISTORY = { nursing_home: 'no', neoplastic: 'no', liver: 'no', chf: 'no', cerebrovascular: 'no', renal: 'no', altered_mental: 'no' }

/**
 * Pneumonia Severity Index (PSI, PORT score). Fine MJ et al., N Engl J Med 1997;336:243–250.
 *
 * Design notes:
 * - Step 1 (class I) follows the published algorithm: age ≤ 50, none of the five coexisting
 *   illnesses and none of the five examination abnormalities. Nursing-home residence and the
 *   laboratory items are not part of step 1. The point total is still shown for every patient.
 * - Vital signs are required numbers (each threshold applied exactly). Laboratory and oxygenation
 *   values are optional because they are often not all measured; a blank value scores no points,
 *   and the result lists every blank item so that this is never silent.
 * - Age scores one point per year, in completed years (a whole number), at every age: a man of
 *   95 scores 95 points for age.
 * - Units: temperature °C or °F; urea as BUN (mg/dL, default, the derivation unit) or urea (mmol/L);
 *   PaO2 in mmHg or kPa; glucose through the shared mg/dL ↔ mmol/L conversion. Sodium is the same
 *   number in mmol/L and mEq/L.
 */
const pneumoniaSeverityIndex: ToolDefinitionInput = {
  slug: 'pneumonia-severity-index',
  name: 'Pneumonia Severity Index (PSI / PORT Score)',
  calcId: 'calc-pneumonia-severity-index',
  ...TOOL_BASE,
  eligibility: 'Adults (18 years and over) with community-acquired pneumonia, assessed at presentation.',
  description:
    'Sorts adults with community-acquired pneumonia into five classes of 30-day mortality risk from age, coexisting illness, examination, laboratory and chest imaging findings, to help decide who can be treated at home.',
  contentName: 'pneumonia-severity-index',
  sections: {
    patient: ['demographics', 'coexisting_illness', 'examination', 'laboratory'],
  },
  ehrpdns: ['age', 'sex', 'resp_rate', 'systolic_bp', 'heart_rate', 'arterial_ph', 'urea', 'sodium', 'glucose', 'haematocrit'],
  controls: controls({
    demographics: group('Demographics', ['age', 'sex', 'nursing_home']),
    coexisting_illness: group('Coexisting illnesses', [...COMORBID]),
    examination: group('Examination at presentation', ['altered_mental', 'resp_rate', 'systolic_bp', 'temperature', 'heart_rate']),
    laboratory: group('Laboratory and imaging', ['arterial_ph', 'urea', 'sodium', 'glucose', 'haematocrit', 'pao2', 'oxygen_saturation', 'pleural_effusion'], {
      help: 'Leave a test blank if it was not done: it then scores no points, and the result lists it.',
    }),
    age: measure(
      'Age',
      'years',
      {
        min: 18,
        max: AGE_PLAUSIBLE_MAX,
        integer: true,
        reason: 'The Pneumonia Severity Index was derived and validated in adults (18 and over) with community-acquired pneumonia; it does not apply to children.',
      },
      { help: 'In completed years; scores 1 point per year (women: age minus 10).', isChild: true },
    ),
    sex: choice(
      'Sex',
      [
        ['Female', 'female', -10],
        ['Male', 'male', 0],
      ],
      { isChild: true },
    ),
    nursing_home: yesNo('Nursing home resident', { points: 10, help: 'Or another long-term care facility.', isChild: true }),
    neoplastic: yesNo('Neoplastic disease', {
      points: 30,
      help: 'Any cancer except basal or squamous cell skin cancer that is active or was diagnosed within the past year.',
      isChild: true,
    }),
    liver: yesNo('Liver disease', { points: 20, help: 'Cirrhosis or another chronic liver disease, diagnosed clinically or on biopsy.', isChild: true }),
    chf: yesNo('Congestive heart failure', {
      points: 10,
      help: 'Systolic or diastolic dysfunction documented by history, examination and imaging or echocardiography.',
      isChild: true,
    }),
    cerebrovascular: yesNo('Cerebrovascular disease', {
      points: 10,
      help: 'A clinical diagnosis of stroke or transient ischaemic attack, or stroke on CT or MRI.',
      isChild: true,
    }),
    renal: yesNo('Renal disease', { points: 10, help: 'Known chronic kidney disease, or abnormal urea and creatinine documented in the record.', isChild: true }),
    altered_mental: yesNo('Altered mental status', {
      points: 20,
      help: 'New disorientation to person, place or time, stupor or coma (not a known chronic state).',
      isChild: true,
    }),
    resp_rate: measure('Respiratory rate', 'breaths/min', RESPIRATORY_RATE_RANGE, { help: '30 or more scores 20 points.', isChild: true }),
    systolic_bp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE, { help: 'Below 90 mmHg scores 20 points.', isChild: true }),
    temperature: measure(
      'Temperature',
      TEMPERATURE_MEASURE,
      { min: BODY_TEMPERATURE_C.min, max: BODY_TEMPERATURE_C.max },
      {
        help: `Below 35 °C (95 °F) or 40 °C (104 °F) and above scores 15 points. ${BODY_TEMPERATURE_C.min}–${BODY_TEMPERATURE_C.max} °C (${BODY_TEMPERATURE_F.min}–${BODY_TEMPERATURE_F.max} °F).`,
        isChild: true,
      },
    ),
    heart_rate: measure('Heart rate', 'beats/min', HEART_RATE_RANGE, { help: '125 or more scores 10 points.', isChild: true }),
    arterial_ph: measure('Arterial pH (if measured)', null, ARTERIAL_PH_RANGE, {
      help: `Below 7.35 scores 30 points. ${ARTERIAL_PH_RANGE.min.toFixed(2)}–${ARTERIAL_PH_RANGE.max.toFixed(2)}.`,
      required: false,
      isChild: true,
    }),
    urea: measure(
      'Blood urea nitrogen (BUN) or urea (if measured)',
      { ...UREA_MEASURE, uiDefaultMeasure: 'mg/dL BUN' },
      { min: 0.3, max: 100 },
      {
        help: 'BUN 30 mg/dL or more (urea 10.71 mmol/L or more) scores 20 points. BUN 1–280 mg/dL (urea 0.3–100 mmol/L).',
        required: false,
        isChild: true,
      },
    ),
    sodium: measure('Sodium (if measured)', 'mmol/L', SERUM_SODIUM_RANGE, {
      help: `Below 130 mmol/L (mEq/L) scores 20 points. ${SERUM_SODIUM_RANGE.min}–${SERUM_SODIUM_RANGE.max}.`,
      required: false,
      isChild: true,
    }),
    glucose: measure(
      'Glucose (if measured)',
      units([
        { value: 'mg/dL glucose', name: 'mg/dL', system: 'us', precision: 0 },
        { value: 'mmol/L glucose', name: 'mmol/L', system: 'si', precision: 1 },
      ]),
      GLUCOSE_MGDL_RANGE,
      {
        help: `250 mg/dL (13.9 mmol/L) or more scores 10 points. ${GLUCOSE_MGDL_RANGE.min}–${GLUCOSE_MGDL_RANGE.max} mg/dL (${GLUCOSE_MMOL_RANGE.min}–${GLUCOSE_MMOL_RANGE.max} mmol/L).`,
        required: false,
        isChild: true,
      },
    ),
    haematocrit: measure('Haematocrit (if measured)', '%', HAEMATOCRIT_RANGE, {
      help: `Below 30 % scores 10 points (a result of 0.30 L/L is 30 %). ${HAEMATOCRIT_RANGE.min}–${HAEMATOCRIT_RANGE.max} %.`,
      required: false,
      isChild: true,
    }),
    pao2: measure('Arterial PaO₂ (if measured)', BLOOD_GAS_PRESSURE_MEASURE, PAO2_MMHG_RANGE, {
      help: `Below 60 mmHg (8.0 kPa) scores 10 points (as does a saturation below 90 %). ${PAO2_MMHG_RANGE.min}–${PAO2_MMHG_RANGE.max} mmHg (0.67–106.65 kPa).`,
      required: false,
      isChild: true,
    }),
    oxygen_saturation: measure('Oxygen saturation (if measured)', '%', OXYGEN_SATURATION_RANGE, {
      help: `Below 90 % scores the same 10 points as a low PaO₂ (counted once). ${OXYGEN_SATURATION_RANGE.min}–${OXYGEN_SATURATION_RANGE.max} %.`,
      required: false,
      isChild: true,
    }),
    pleural_effusion: yesNo('Pleural effusion on chest imaging', { points: 10, isChild: true }),
    points: score('PSI point total', POINTS, { cpdn: 'psi_points', units: 'points' }),
    risk_class: result('Risk class', `if(${CLASS_ONE}, 'I', if(points <= 70, 'II', if(points <= 90, 'III', if(points <= 130, 'IV', 'V'))))`, { cpdn: 'psi_class' }),
    mortality: result(
      '30-day mortality in the study cohorts for this class',
      "if(risk_class = 'I', '0.1–0.4 %', if(risk_class = 'II', '0.6–0.7 %', if(risk_class = 'III', '0.9–2.8 %', if(risk_class = 'IV', 'about 8–9 %', 'about 27–31 %'))))",
      { cpdn: 'psi_mortality' },
    ),
    interpretation: interpretation(
      "if(risk_class = 'I', 'Class I, lowest risk (no points needed: 50 or younger, no listed coexisting illness and no listed abnormal finding). Treatment at home is usually appropriate.', " +
        "if(risk_class = 'II', 'Class II, low risk (70 points or fewer). Treatment at home is usually appropriate.', " +
        "if(risk_class = 'III', 'Class III, low risk (71–90 points). Treatment at home or a brief hospital observation stay, depending on the clinical picture.', " +
        "if(risk_class = 'IV', 'Class IV, moderate risk (91–130 points). Admit to hospital.', " +
        "'Class V, high risk (more than 130 points). Admit to hospital and assess the need for intensive care.')))) + " +
        "' Whatever the class, admit if oxygenation is poor, oral treatment is not possible, a coexisting illness is decompensated or there is no safe support at home.'",
      { label: 'Site of care' },
    ),
    missing_note: interpretation(
      `if(count(${MISSING.map(([c]) => c).join(', ')}) = 0, 'All laboratory and oxygenation items were entered.', ` +
        `'Not entered, scored as normal: ' + ${listText(MISSING)} + '. An abnormal result would add points and could raise the class; enter the values when they are available.')`,
      { label: 'Tests not entered' },
    ),
  }),
  risk: ['risk_class', 'points', 'mortality', 'interpretation', 'missing_note'],
  chartNote: {
    cc: 'Pneumonia Severity Index: class {{psi_class}}, {{psi_points}} points (30-day mortality in the study cohorts {{psi_mortality}}). {{interpretation}} {{missing_note}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'fine1997',
      citation:
        'Fine MJ, Auble TE, Yealy DM, et al. A prediction rule to identify low-risk patients with community-acquired pneumonia. N Engl J Med. 1997;336(4):243–250.',
      pmid: '8995086',
      doi: '10.1056/NEJM199701233360402',
      kind: 'derivation and validation',
      cohort: 'derivation n = 14,199 inpatients (MedisGroups 1989); validation n = 38,039 inpatients (1991) and n = 2,287 inpatients and outpatients (PORT cohort)',
    },
    {
      id: 'metlay2019',
      citation:
        'Metlay JP, Waterer GW, Long AC, et al. Diagnosis and treatment of adults with community-acquired pneumonia: an official clinical practice guideline of the American Thoracic Society and Infectious Diseases Society of America. Am J Respir Crit Care Med. 2019;200(7):e45–e67.',
      doi: '10.1164/rccm.201908-1581ST',
      kind: 'guideline',
    },
  ],
  category: 'Pulmonology',
  synonyms: ['PORT score', 'pneumonia severity index', 'PSI score', 'Fine score', 'community acquired pneumonia risk class', 'CAP mortality'],
  abbreviations: ['PSI', 'PORT', 'CAP', 'BUN', 'PaO2', 'SpO2'],
  conditions: ['community-acquired pneumonia', 'pneumonia'],
  instructions:
    'For adults with community-acquired pneumonia (new infiltrate on chest imaging), using the findings at presentation. Answer the demographic, coexisting-illness and examination items; enter the laboratory values that were measured and leave the others blank (they score nothing, and the result lists them). Not for hospital-acquired pneumonia, severely immunocompromised patients (for example HIV with low CD4 count, neutropenia, transplant), or pregnancy.',
  whenToUse: [
    'At presentation with community-acquired pneumonia, to identify patients at low enough risk to be treated at home.',
    'As the site-of-care score preferred by the 2019 ATS/IDSA guideline, alongside clinical judgement.',
  ],
  pearls: [
    'Age dominates the score: a healthy older adult can land in class IV on age alone, while a young patient with a serious physiological derangement may score low. Judge the patient, not only the number.',
    'The score was built to find low-risk patients; it is not a tool for deciding on intensive care. For that, use the ATS/IDSA severe pneumonia criteria.',
    'Low-class patients may still need admission for hypoxaemia, inability to take oral medicines, decompensated illness or social reasons.',
    'Step 1 assigns class I without any blood tests. A lower point total (for example under 51) in a patient who does not pass step 1 is class II, not class I.',
    'Urea in mmol/L is converted exactly to BUN (× 2.8): the 30 mg/dL threshold is 10.71 mmol/L, which some sources round to 11 mmol/L.',
  ],
  nextSteps: {
    advice: [
      'Classes I–II: usually treat at home with oral antibiotics and safety-net advice.',
      'Class III: treat at home or observe briefly in hospital, depending on the clinical picture.',
      'Classes IV–V: admit; in class V assess the need for intensive care.',
    ],
    management: [
      'Choose antibiotics by severity, local resistance and guideline; take blood and sputum cultures before starting them in admitted patients with severe disease.',
      'Reassess at 48–72 hours, or sooner if the patient deteriorates.',
    ],
  },
  evidence: [
    'Derived from 14,199 adult inpatients with community-acquired pneumonia and validated in 38,039 inpatients and in 2,287 inpatients and outpatients of the prospective Pneumonia PORT cohort.',
    'Thirty-day mortality did not differ between cohorts within a class: 0.1–0.4 % in class I, 0.6–0.7 % in class II and 0.9–2.8 % in class III; about 8–9 % in class IV and about 27–31 % in class V.',
    'Among 1,575 PORT patients in classes I–III there were 7 deaths, 4 of them related to pneumonia.',
    'The 2019 ATS/IDSA guideline recommends clinical judgement supported by the PSI (in preference to CURB-65) to decide whether to treat as an outpatient.',
  ],
  formula: [
    'Step 1, class I: age ≤ 50, none of the five coexisting illnesses, and none of: altered mental status, pulse ≥ 125/min, respiratory rate ≥ 30/min, systolic BP < 90 mmHg, temperature < 35 °C or ≥ 40 °C.',
    'Step 2 points: age in years (women: age − 10); nursing home +10',
    'Neoplastic disease +30; liver disease +20; heart failure +10; cerebrovascular disease +10; renal disease +10',
    'Altered mental status +20; respiratory rate ≥ 30/min +20; systolic BP < 90 mmHg +20; temperature < 35 °C or ≥ 40 °C +15; pulse ≥ 125/min +10',
    'Arterial pH < 7.35 +30; BUN ≥ 30 mg/dL (urea ≥ 10.71 mmol/L) +20; sodium < 130 mmol/L +20; glucose ≥ 250 mg/dL (13.9 mmol/L) +10; haematocrit < 30 % +10; PaO₂ < 60 mmHg (8 kPa) or SaO₂ < 90 % +10; pleural effusion +10',
    'Classes: II ≤ 70; III 71–90; IV 91–130; V > 130 points.',
  ],
  resultSummary: 'PSI class {{psi_class}}, {{psi_points}} points; 30-day mortality in the study cohorts for this class {{psi_mortality}}.',
  testVectors: [
    {
      description: 'Woman, 35, no coexisting illness, normal examination: class I by step 1 (25 points)',
      inputs: {
        age: 35,
        sex: 'female',
        ...NO_HISTORY,
        resp_rate: 20,
        systolic_bp: 120,
        temperature: 38.5,
        heart_rate: 100,
        pleural_effusion: 'no',
        sodium: 138,
        haematocrit: 40,
      },
      expected: { psi_class: 'I', psi_points: 25, psi_mortality: '0.1–0.4 %' },
      source: 'fine1997 (step 1 algorithm; class I mortality 0.1–0.4 %, abstract); points summed by hand: 35 − 10 = 25',
    },
    {
      description: 'Man, 45, pulse 130 (fails step 1): 45 + 10 = 55 points, class II',
      inputs: {
        age: 45,
        sex: 'male',
        ...NO_HISTORY,
        resp_rate: 22,
        systolic_bp: 118,
        temperature: 39,
        heart_rate: 130,
        pleural_effusion: 'no',
      },
      expected: { psi_class: 'II', psi_points: 55, psi_mortality: '0.6–0.7 %' },
      source: 'fine1997 (points table; class II ≤ 70, mortality 0.6–0.7 %); points summed by hand: 45 + 10 (pulse ≥ 125) = 55',
    },
    {
      description: 'Man, 70, nursing home, heart failure, RR 32, BUN 35 mg/dL: 130 points, class IV',
      inputs: {
        age: 70,
        sex: 'male',
        ...NO_HISTORY,
        nursing_home: 'yes',
        chf: 'yes',
        resp_rate: 32,
        systolic_bp: 130,
        temperature: 37.8,
        heart_rate: 96,
        urea: 35,
        'urea.unit': 'mg/dL BUN',
        sodium: 136,
        glucose: 140,
        haematocrit: 38,
        arterial_ph: 7.41,
        pao2: 68,
        oxygen_saturation: 93,
        pleural_effusion: 'no',
      },
      expected: { psi_class: 'IV', psi_points: 130 },
      source: 'fine1997 (points table; class IV 91–130); points summed by hand: 70 + 10 + 10 + 20 (RR ≥ 30) + 20 (BUN ≥ 30) = 130',
    },
    {
      description: 'Woman, 80, cancer, confused, pH 7.30, sodium 128, urea 12 mmol/L, effusion: 200 points, class V',
      inputs: {
        age: 80,
        sex: 'female',
        ...NO_HISTORY,
        neoplastic: 'yes',
        altered_mental: 'yes',
        resp_rate: 24,
        systolic_bp: 105,
        temperature: 100.8,
        'temperature.unit': '°F',
        heart_rate: 110,
        arterial_ph: 7.3,
        urea: 12,
        sodium: 128,
        glucose: 180,
        haematocrit: 33,
        pao2: 8.5,
        'pao2.unit': 'kPa',
        pleural_effusion: 'yes',
      },
      expected: { psi_class: 'V', psi_points: 200, psi_mortality: 'about 27–31 %' },
      source:
        'fine1997 (points table; class V > 130); points summed by hand: (80 − 10) + 30 + 20 + 30 (pH < 7.35) + 20 (urea 12 × 2.8 = 33.6 ≥ 30) + 20 (Na < 130) + 10 (effusion) = 200',
    },
    {
      description: 'Man, 71, nothing else: 71 points, class III (just above the class II limit)',
      inputs: {
        age: 71,
        sex: 'male',
        ...NO_HISTORY,
        resp_rate: 18,
        systolic_bp: 140,
        temperature: 37.5,
        heart_rate: 88,
        pleural_effusion: 'no',
      },
      expected: { psi_class: 'III', psi_points: 71, psi_mortality: '0.9–2.8 %' },
      source: 'fine1997 (class III 71–90, mortality 0.9–2.8 %); points summed by hand: 71',
    },
  ],
}

export default pneumoniaSeverityIndex
