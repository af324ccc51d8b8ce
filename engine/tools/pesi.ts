import {
  AGE_PLAUSIBLE_MAX,
  BODY_TEMPERATURE_C,
  BODY_TEMPERATURE_F,
  HEART_RATE_RANGE,
  OXYGEN_SATURATION_RANGE,
  RESPIRATORY_RATE_RANGE,
  SYSTOLIC_BP_RANGE,
  TEMPERATURE_MEASURE,
} from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, lookupTable, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { KONSTANTINIDES_2020 } from './references.ts'

/** Risk class from the total: I ≤ 65, II 66–85, III 86–105, IV 106–125, V > 125 (Aujesky 2005). */
const CLASS = "if(score <= 65, 'I', if(score <= 85, 'II', if(score <= 105, 'III', if(score <= 125, 'IV', 'V'))))"

/**
 * Pulmonary Embolism Severity Index (PESI). Aujesky D et al., Am J Respir Crit Care Med
 * 2005;172:1041–1046: 11 items, five risk classes, 30-day mortality by class across the
 * derivation and the two validation samples (abstract): I 0–1.6 %, II 1.7–3.5 %, III 3.2–7.1 %,
 * IV 4.0–11.4 %, V 10.0–24.5 %.
 *
 * Design notes:
 * - Age scores one point per completed year, at every age (a whole number, as in the PSI tool).
 * - Vital signs are entered as numbers; temperature in °C or °F (°F = °C × 9/5 + 32), the
 *   threshold 36 °C being 96.8 °F.
 * - Mortality is shown as the published range across the three samples, never as one figure.
 */
const pesi = {
  slug: 'pesi',
  name: 'PESI: Pulmonary Embolism Severity Index',
  calcId: 'calc-pesi',
  ...TOOL_BASE,
  eligibility: 'Adults with confirmed acute pulmonary embolism.',
  description: 'Scores age, sex, comorbidity and vital signs at presentation to sort adults with acute pulmonary embolism into five classes of 30-day mortality.',
  contentName: 'pesi',
  sections: {
    patient: ['age', 'sex', 'cancer', 'heart_failure', 'chronic_lung_disease', 'heart_rate', 'systolic_bp', 'resp_rate', 'temperature', 'altered_mental_status', 'oxygen_saturation'],
  },
  ehrpdns: ['age', 'sex', 'heart_rate', 'systolic_bp', 'resp_rate', 'oxygen_saturation'],
  controls: controls({
    age: measure(
      'Age',
      'years',
      { min: 18, max: AGE_PLAUSIBLE_MAX, integer: true, reason: 'PESI was derived and validated in adults with pulmonary embolism.' },
      { help: 'In completed years; scores 1 point per year.' },
    ),
    sex: choice('Sex', [
      ['Female', 'female', 0],
      ['Male', 'male', 10],
    ]),
    cancer: yesNo('History of cancer', { help: 'Active cancer, or a history of cancer.', points: 30 }),
    heart_failure: yesNo('History of heart failure', { points: 10 }),
    chronic_lung_disease: yesNo('History of chronic lung disease', { points: 10 }),
    heart_rate: measure('Heart rate', 'beats/min', HEART_RATE_RANGE, { help: '110 or more scores 20 points.' }),
    systolic_bp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE, { help: 'Below 100 mmHg scores 30 points.' }),
    resp_rate: measure('Respiratory rate', 'breaths/min', RESPIRATORY_RATE_RANGE, { help: '30 or more scores 20 points.' }),
    temperature: measure(
      'Temperature',
      TEMPERATURE_MEASURE,
      { min: BODY_TEMPERATURE_C.min, max: BODY_TEMPERATURE_C.max },
      { help: `Below 36 °C (96.8 °F) scores 20 points. ${BODY_TEMPERATURE_C.min}–${BODY_TEMPERATURE_C.max} °C (${BODY_TEMPERATURE_F.min}–${BODY_TEMPERATURE_F.max} °F).` },
    ),
    altered_mental_status: yesNo('Altered mental status', { help: 'Disorientation, lethargy, stupor or coma.', points: 60 }),
    oxygen_saturation: measure('Arterial oxygen saturation', '%', OXYGEN_SATURATION_RANGE, { help: 'Below 90 % scores 20 points (with or without supplemental oxygen, as measured).' }),
    score: score(
      'PESI score',
      'age + if(heart_rate >= 110, 20, 0) + if(systolic_bp < 100, 30, 0) + if(resp_rate >= 30, 20, 0) + if(temperature < 36, 20, 0) + if(oxygen_saturation < 90, 20, 0) + points(sex, cancer, heart_failure, chronic_lung_disease, altered_mental_status)',
      { cpdn: 'pesi_score', units: 'points' },
    ),
    risk_class: result('PESI class', `if(score = null, null, ${CLASS})`, { cpdn: 'pesi_class' }),
    mortality: result(
      '30-day mortality in this class (derivation and validation samples)',
      `if(score = null, null, ${lookupTable(CLASS, [
        ['I', '0–1.6 %'],
        ['II', '1.7–3.5 %'],
        ['III', '3.2–7.1 %'],
        ['IV', '4.0–11.4 %'],
        ['V', '10.0–24.5 %'],
      ])})`,
      { cpdn: 'pesi_mortality' },
    ),
    interpretation: interpretation(
      "if(score = null, null, concat('PESI class ', risk_class, ' (', score, ' points): ', lookup(risk_class, 'I', 'very low', 'II', 'low', 'III', 'intermediate', 'IV', 'high', 'V', 'very high'), ' risk; 30-day mortality ', mortality, ' across the derivation and validation samples. ', if(score <= 85, 'Classes I–II are low risk: without signs of right ventricular dysfunction, a raised troponin or other reasons to admit, early discharge and home treatment can be considered (ESC 2019).', 'Classes III–V are intermediate risk when the patient is haemodynamically stable: assess right ventricular function (echocardiography or CT) and troponin to separate intermediate-high from intermediate-low risk (ESC 2019).')))",
    ),
  }),
  risk: ['score', 'risk_class', 'mortality', 'interpretation'],
  chartNote: {
    cc: 'PESI {{score}} points, class {{risk_class}} (30-day mortality {{mortality}} in the derivation and validation samples). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'aujesky2005',
      citation:
        'Aujesky D, Obrosky DS, Stone RA, et al. Derivation and validation of a prognostic model for pulmonary embolism. Am J Respir Crit Care Med. 2005;172(8):1041–1046. PMID 16020800.',
      pmid: '16020800',
      doi: '10.1164/rccm.200506-862OC',
      kind: 'derivation and validation',
      cohort: 'n = 15,531 discharges with PE from 186 Pennsylvania hospitals (derivation two thirds, internal validation one third); external validation n = 221 (Switzerland and France)',
    },
    KONSTANTINIDES_2020,
  ],
  category: 'Pulmonology',
  synonyms: ['PESI score', 'prognosis after a clot in the lung', '30-day mortality risk', 'home treatment eligibility'],
  abbreviations: ['PESI', 'PE', 'VTE'],
  conditions: ['pulmonary embolism', 'venous thromboembolism'],
  instructions:
    'For adults with confirmed acute pulmonary embolism. Use the findings at presentation. Patients with shock or sustained hypotension have high-risk PE and need immediate reperfusion treatment, whatever the score.',
  whenToUse: ['Once pulmonary embolism is confirmed, to estimate 30-day mortality and to identify patients who may be treated at home.'],
  pearls: [
    'Age scores one point per year, so older patients rarely fall in class I even when well.',
    'The simplified PESI (sPESI) identifies low-risk patients with six yes/no items.',
    'A low class does not exclude other reasons to admit: bleeding risk, hypoxaemia needing oxygen, pain, social circumstances.',
  ],
  nextSteps: {
    advice: [
      'Class I–II (low risk): consider early discharge and home treatment with anticoagulation, if there is no right ventricular dysfunction and follow-up is assured.',
      'Class III–V: admit; assess right ventricular function and troponin to refine intermediate risk.',
    ],
    management: ['Shock or hypotension: high-risk PE, treat with immediate reperfusion.', 'Anticoagulate every patient with confirmed PE unless contraindicated.'],
  },
  evidence: [
    'Derived by logistic regression in 10,354 Pennsylvania discharges with PE and validated internally (5,177) and externally (221 patients in Switzerland and France).',
    'Across the three samples, 30-day mortality was 0–1.6 % in class I, 1.7–3.5 % in II, 3.2–7.1 % in III, 4.0–11.4 % in IV and 10.0–24.5 % in V.',
  ],
  formula: [
    'Age in years; male sex +10',
    'Cancer +30; heart failure +10; chronic lung disease +10',
    'Heart rate ≥ 110/min +20; systolic BP < 100 mmHg +30; respiratory rate ≥ 30/min +20; temperature < 36 °C +20',
    'Altered mental status +60; arterial oxygen saturation < 90 % +20',
    'Class I ≤ 65; II 66–85; III 86–105; IV 106–125; V > 125',
  ],
  resultSummary: 'PESI {{score}} points, class {{risk_class}}; 30-day mortality {{mortality}}.',
  testVectors: [
    {
      description: 'Woman of 60 with normal vital signs: 60 points, class I',
      inputs: {
        age: 60,
        sex: 'female',
        cancer: 'no',
        heart_failure: 'no',
        chronic_lung_disease: 'no',
        heart_rate: 90,
        systolic_bp: 130,
        resp_rate: 18,
        temperature: 37,
        altered_mental_status: 'no',
        oxygen_saturation: 96,
      },
      expected: { pesi_score: 60, pesi_class: 'I', pesi_mortality: '0–1.6 %' },
      source: 'aujesky2005 Abstract (class I ≤ 65: 0–1.6 %)',
    },
    {
      description: 'Man of 70 with heart rate 115: 100 points, class III',
      inputs: {
        age: 70,
        sex: 'male',
        cancer: 'no',
        heart_failure: 'no',
        chronic_lung_disease: 'no',
        heart_rate: 115,
        systolic_bp: 130,
        resp_rate: 18,
        temperature: 37,
        altered_mental_status: 'no',
        oxygen_saturation: 96,
      },
      expected: { pesi_score: 100, pesi_class: 'III', pesi_mortality: '3.2–7.1 %' },
      source: 'aujesky2005 (70 + 10 + 20 = 100; class III 86–105: 3.2–7.1 %)',
    },
    {
      description: 'Man of 80 with cancer, SBP 95 and saturation 88 %: 170 points, class V',
      inputs: {
        age: 80,
        sex: 'male',
        cancer: 'yes',
        heart_failure: 'no',
        chronic_lung_disease: 'no',
        heart_rate: 100,
        systolic_bp: 95,
        resp_rate: 18,
        temperature: 37,
        altered_mental_status: 'no',
        oxygen_saturation: 88,
      },
      expected: { pesi_score: 170, pesi_class: 'V', pesi_mortality: '10.0–24.5 %' },
      source: 'aujesky2005 (80 + 10 + 30 + 30 + 20 = 170; class V > 125: 10.0–24.5 %)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Item points and class boundaries',
      citations: ['aujesky2005'],
      checkedAgainstPrimary: false,
      note: 'The class mortality ranges were read in the primary abstract; the item points and class boundaries, which the abstract does not list, were checked against two reproductions of the paper’s table (ERS journal tables of the original PESI, one citing Aujesky 2005 directly), which agree.',
    },
  ],
} satisfies ToolDefinitionInput

export default pesi
