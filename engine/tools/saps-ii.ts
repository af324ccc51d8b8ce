import {
  AGE_PLAUSIBLE_MAX,
  BILIRUBIN_MEASURE,
  BILIRUBIN_MGDL_RANGE,
  BLOOD_GAS_PRESSURE_MEASURE,
  BODY_TEMPERATURE_C,
  BODY_TEMPERATURE_F,
  HEART_RATE_RANGE,
  PAO2_MMHG_RANGE,
  SERUM_BICARBONATE_RANGE,
  SERUM_POTASSIUM_RANGE,
  SERUM_SODIUM_RANGE,
  span,
  SYSTOLIC_BP_RANGE,
  TEMPERATURE_MEASURE,
  UREA_MEASURE,
  WHITE_CELL_COUNT_RANGE,
} from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

export const SAPS_RANGES = {
  age: { min: 18, max: AGE_PLAUSIBLE_MAX, reason: 'SAPS II was developed in patients aged 18 or over; it is not valid for children.' },
  fio2: { min: 21, max: 100 },
  urine: { min: 0, max: 20000, reason: 'Urine output over 24 hours from anuria (0) to 20,000 mL covers every value that can be measured.' },
  urea: { min: 0.3, max: 107, reason: 'Urea 0.3–107 mmol/L (BUN 1–300 mg/dL) covers every value that can be measured; a value outside it is a measurement or entry error.' },
  bicarbonate: { ...SERUM_BICARBONATE_RANGE, reason: 'Bicarbonate (total CO₂) from 1 to 60 mmol/L covers every value that can be measured.' },
  sodium: SERUM_SODIUM_RANGE,
  potassium: SERUM_POTASSIUM_RANGE,
} as const

/**
 * Bands of Le Gall 1993 (Table 1), each written as "at or above the lower limit of the band", as
 * in the APACHE II tool. Temperature is banded in °C rounded to 0.1 (°F converted); urea in mmol/L
 * (BUN ÷ 2.8: the published limits 28 and 84 mg/dL are exactly 10 and 30 mmol/L); bilirubin in
 * mg/dL (µmol/L ÷ 17.1: 4 and 6 mg/dL are 68.4 and 102.6 µmol/L). PaO₂/FiO₂ is banded unrounded, so
 * that a ratio of 99.8 scores as below 100.
 */
const PF = 'pao2 * 100 / fio2'
const BANDS = {
  age: 'if(age >= 80, 18, if(age >= 75, 16, if(age >= 70, 15, if(age >= 60, 12, if(age >= 40, 7, 0)))))',
  hr: 'if(heart_rate >= 160, 7, if(heart_rate >= 120, 4, if(heart_rate >= 70, 0, if(heart_rate >= 40, 2, 11))))',
  sbp: 'if(systolic_bp >= 200, 2, if(systolic_bp >= 100, 0, if(systolic_bp >= 70, 5, 13)))',
  temp: 'if(round(temperature, 1) >= 39, 3, 0)',
  pf: `if(ventilated = 'no', 0, if(${PF} >= 200, 6, if(${PF} >= 100, 9, 11)))`,
  urine: 'if(urine_output >= 1000, 0, if(urine_output >= 500, 4, 11))',
  urea: 'if(urea >= 30, 10, if(urea >= 10, 6, 0))',
  wbc: 'if(wbc >= 20, 3, if(wbc >= 1, 0, 12))',
  potassium: 'if(potassium >= 5, 3, if(potassium >= 3, 0, 3))',
  sodium: 'if(sodium >= 145, 1, if(sodium >= 125, 0, 5))',
  bicarbonate: 'if(bicarbonate >= 20, 0, if(bicarbonate >= 15, 3, 6))',
  bilirubin: 'if(bilirubin >= 6, 9, if(bilirubin >= 4, 4, 0))',
  gcs: 'if(gcs >= 14, 0, if(gcs >= 11, 5, if(gcs >= 9, 7, if(gcs >= 6, 13, 26))))',
} as const

const POINTS: [name: string, label: string, expression: string][] = [
  ['age_points', 'Age', BANDS.age],
  ['hr_points', 'Heart rate', BANDS.hr],
  ['sbp_points', 'Systolic blood pressure', BANDS.sbp],
  ['temperature_points', 'Temperature', BANDS.temp],
  ['pf_points', 'PaO₂/FiO₂ (ventilated or CPAP only)', BANDS.pf],
  ['urine_points', 'Urine output', BANDS.urine],
  ['urea_points', 'Urea', BANDS.urea],
  ['wbc_points', 'White cell count', BANDS.wbc],
  ['potassium_points', 'Potassium', BANDS.potassium],
  ['sodium_points', 'Sodium', BANDS.sodium],
  ['bicarbonate_points', 'Bicarbonate', BANDS.bicarbonate],
  ['bilirubin_points', 'Bilirubin', BANDS.bilirubin],
  ['gcs_points', 'Glasgow Coma Scale', BANDS.gcs],
  ['chronic_points', 'Chronic disease', 'points(chronic_disease)'],
  ['admission_points', 'Type of admission', 'points(admission_type)'],
]

/**
 * SAPS II. Le Gall JR, Lemeshow S, Saulnier F. JAMA 1993;270:2957–2963: 17 variables (12
 * physiological, age, type of admission, three chronic diseases) from the worst values of the first
 * 24 hours in intensive care; predicted hospital mortality from logit = −7.7631 + 0.0737 × score +
 * 0.9971 × ln(score + 1).
 */
const sapsII = {
  slug: 'saps-ii',
  name: 'SAPS II (Simplified Acute Physiology Score II)',
  calcId: 'calc-saps-ii',
  ...TOOL_BASE,
  eligibility: 'Adults (18 or over) in intensive care, scored on the worst values of the first 24 hours. Not for burns, coronary care or cardiac surgery patients (excluded from the derivation).',
  description:
    'Scores severity of illness in adult intensive care from 17 variables recorded in the first 24 hours and converts the score to a predicted risk of death in hospital.',
  contentName: 'saps-ii',
  sections: {
    patient: [
      'age',
      'admission_type',
      'chronic_disease',
      'heart_rate',
      'systolic_bp',
      'temperature',
      'ventilated',
      'pao2',
      'fio2',
      'urine_output',
      'urea',
      'wbc',
      'potassium',
      'sodium',
      'bicarbonate',
      'bilirubin',
      'gcs',
    ],
  },
  ehrpdns: ['age', 'heart_rate', 'systolic_bp', 'pao2', 'fio2', 'urea', 'wbc', 'potassium', 'sodium', 'bicarbonate'],
  controls: controls({
    age: measure('Age', 'years', SAPS_RANGES.age, { help: 'Under 40: 0; 40–59: 7; 60–69: 12; 70–74: 15; 75–79: 16; 80 or over: 18 points.' }),
    admission_type: choice(
      'Type of admission',
      [
        ['Scheduled surgical', 'scheduled_surgical', 0, 'Surgery planned at least 24 hours in advance'],
        ['Medical', 'medical', 6, 'No surgery within a week of ICU admission'],
        ['Unscheduled surgical', 'unscheduled_surgical', 8, 'Surgery added to the schedule within 24 hours'],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    chronic_disease: choice(
      'Chronic disease (the one with most points)',
      [
        ['None of these', 'none', 0],
        ['Metastatic cancer', 'metastatic_cancer', 9, 'Proven by surgery, CT or another method'],
        ['Haematological malignancy', 'haematological_malignancy', 10, 'Lymphoma, acute leukaemia or multiple myeloma'],
        ['AIDS', 'aids', 17, 'HIV positive with an AIDS-defining illness'],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    heart_rate: measure('Heart rate (worst)', 'beats/min', HEART_RATE_RANGE, {
      help: 'The value scoring most points. Below 40: 11; 40–69: 2; 70–119: 0; 120–159: 4; 160 or more: 7.',
    }),
    systolic_bp: measure('Systolic blood pressure (worst)', 'mmHg', SYSTOLIC_BP_RANGE, {
      help: 'The value scoring most points. Below 70: 13; 70–99: 5; 100–199: 0; 200 or more: 2.',
    }),
    temperature: measure('Highest temperature', TEMPERATURE_MEASURE, BODY_TEMPERATURE_C, {
      help: `39 °C or more: 3 points. ${span(BODY_TEMPERATURE_C, '°C')} (${span(BODY_TEMPERATURE_F, '°F')}).`,
    }),
    ventilated: yesNo('Mechanical ventilation or CPAP', { help: 'PaO₂/FiO₂ is scored only in ventilated patients or on CPAP; otherwise 0 points.' }),
    pao2: measure('PaO₂ (lowest ratio)', BLOOD_GAS_PRESSURE_MEASURE, PAO2_MMHG_RANGE, {
      visibility: "ventilated = 'yes'",
      help: '5–800 mmHg (0.67–106.65 kPa), from the gas with the lowest PaO₂/FiO₂.',
    }),
    fio2: measure('FiO₂ at the time of that gas', '%', SAPS_RANGES.fio2, {
      visibility: "ventilated = 'yes'",
      help: 'As a percentage, 21–100 %. PaO₂/FiO₂ below 100: 11; 100–199: 9; 200 or more: 6 points.',
    }),
    urine_output: measure('Urine output over 24 hours', 'mL', SAPS_RANGES.urine, {
      help: 'Below 500 mL: 11; 500–999: 4; 1000 or more: 0 points. For a stay shorter than 24 hours, scale to 24 hours.',
    }),
    urea: measure('Serum urea or BUN (highest)', UREA_MEASURE, SAPS_RANGES.urea, {
      help: 'Urea below 10 mmol/L (BUN below 28 mg/dL): 0; 10–29.9 (BUN 28–83): 6; 30 or more (BUN 84 or more): 10 points.',
    }),
    wbc: measure('White cell count (worst)', '× 10⁹/L (= × 10³/µL)', WHITE_CELL_COUNT_RANGE, { help: 'Below 1.0: 12; 1.0–19.9: 0; 20 or more: 3 points.' }),
    potassium: measure('Potassium (worst)', 'mmol/L', SAPS_RANGES.potassium, { help: 'Below 3.0: 3; 3.0–4.9: 0; 5.0 or more: 3 points.' }),
    sodium: measure('Sodium (worst)', 'mmol/L', SAPS_RANGES.sodium, { help: 'Below 125: 5; 125–144: 0; 145 or more: 1 point.' }),
    bicarbonate: measure('Bicarbonate (lowest)', 'mmol/L', SAPS_RANGES.bicarbonate, { help: 'Below 15: 6; 15–19.9: 3; 20 or more: 0 points.' }),
    bilirubin: measure('Bilirubin (highest)', BILIRUBIN_MEASURE, BILIRUBIN_MGDL_RANGE, {
      help: 'Below 4 mg/dL (68.4 µmol/L): 0; 4–5.9 mg/dL: 4; 6 mg/dL (102.6 µmol/L) or more: 9 points.',
    }),
    gcs: measure('Glasgow Coma Scale (lowest)', 'points', { min: 3, max: 15, integer: true }, {
      cpdn: 'gcs',
      help: 'Below 6: 26; 6–8: 13; 9–10: 7; 11–13: 5; 14–15: 0 points. In a sedated patient, the value estimated before sedation.',
    }),
    ...Object.fromEntries(POINTS.map(([name, label, value]) => [name, result(`${label} points`, value, { decimals: 0 })])),
    score: score('SAPS II score', POINTS.map(([name]) => name).join(' + '), { cpdn: 'saps_ii_score', units: 'points (0–163)', decimals: 0 }),
    logit: result('Logit', '-7.7631 + 0.0737 * score + 0.9971 * ln(score + 1)', { decimals: 4 }),
    mortality: risk('Predicted hospital mortality', '100 / (1 + exp(-logit))', { cpdn: 'saps_ii_mortality', units: '%', decimals: 1 }),
    interpretation: interpretation(
      "'The predicted hospital mortality comes from the 1993 equation, which reflects intensive care of 1991–1992 and overestimates mortality in many current units. Use it to describe severity and to compare groups (for example a standardised mortality ratio), not to decide treatment for one patient.'",
    ),
  }),
  risk: ['score', 'mortality', 'interpretation', ...POINTS.map(([name]) => name), 'logit'],
  chartNote: {
    cc: 'SAPS II score {{saps_ii_score}}, predicted hospital mortality {{saps_ii_mortality}} % (Le Gall 1993 equation), from the worst values of the first 24 hours in intensive care. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'legall1993',
      citation:
        'Le Gall JR, Lemeshow S, Saulnier F. A new Simplified Acute Physiology Score (SAPS II) based on a European/North American multicenter study. JAMA. 1993;270(24):2957–2963. PMID 8254858.',
      pmid: '8254858',
      doi: '10.1001/jama.1993.03510240069035',
      kind: 'derivation and validation',
      cohort: 'n = 13,152 ICU admissions in 137 ICUs in 12 countries (65 % development, 35 % validation)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Point table of the 17 variables and the mortality equation',
      citations: ['legall1993'],
      checkedAgainstPrimary: false,
      note: 'The JAMA article was not opened; the point table and equation were cross-checked against the MIMIC-IV open-source implementation (MIT-LCP mimic-code, sapsii.sql) and standard reproductions, which agree.',
    },
  ],
  definitions: [{ term: 'SAPS II', definition: 'Simplified Acute Physiology Score II: a severity score from 17 variables in the first 24 hours of intensive care, range 0–163.' }],
  category: 'Critical care',
  synonyms: ['SAPS 2', 'simplified acute physiology score', 'ICU mortality score', 'ICU severity score', 'SAPS II mortality'],
  abbreviations: ['SAPS II', 'SAPS', 'ICU', 'GCS', 'BUN', 'P/F'],
  conditions: ['critical illness', 'sepsis', 'respiratory failure', 'multiple organ failure', 'shock'],
  instructions:
    'For adults in intensive care. For each variable enter the worst value (the one scoring most points) in the first 24 hours after ICU admission. If a value was not measured, the original method scores it as normal: enter a normal value and say so in the record.',
  whenToUse: ['To describe severity of illness on ICU admission, and for audit, benchmarking and research (standardised mortality ratios).'],
  pearls: [
    'PaO₂/FiO₂ scores only in ventilated patients or on CPAP; a spontaneously breathing patient on oxygen scores 0 for it, however low the ratio.',
    'Only one chronic disease counts: choose the one with most points.',
    'For a sedated patient, the usual convention is the GCS estimated before sedation; state which you used.',
    'Calibration has drifted since 1993: the equation usually overestimates hospital mortality in current cohorts.',
  ],
  nextSteps: {
    advice: ['Record the score with the 24-hour window used and any assumptions (missing values scored as normal, estimated GCS).'],
    management: ['Do not use the predicted mortality alone to decide admission, treatment limits or prognosis for an individual patient.'],
  },
  evidence: [
    'Developed and validated in 13,152 admissions to 137 adult ICUs in Europe and North America; the equation converting the score to hospital mortality discriminated well (area under the ROC curve 0.88 in the development and 0.86 in the validation sample).',
  ],
  formula: [
    'Age: < 40 → 0; 40–59 → 7; 60–69 → 12; 70–74 → 15; 75–79 → 16; ≥ 80 → 18',
    'Heart rate: < 40 → 11; 40–69 → 2; 70–119 → 0; 120–159 → 4; ≥ 160 → 7',
    'Systolic BP (mmHg): < 70 → 13; 70–99 → 5; 100–199 → 0; ≥ 200 → 2',
    'Temperature ≥ 39 °C → 3',
    'If ventilated or on CPAP, PaO₂/FiO₂ (mmHg): < 100 → 11; 100–199 → 9; ≥ 200 → 6',
    'Urine output (mL/24 h): < 500 → 11; 500–999 → 4; ≥ 1000 → 0',
    'Urea (mmol/L): < 10 → 0; 10–29.9 → 6; ≥ 30 → 10 (BUN mg/dL: < 28; 28–83; ≥ 84)',
    'WBC (× 10⁹/L): < 1 → 12; 1–19.9 → 0; ≥ 20 → 3',
    'Potassium (mmol/L): < 3 → 3; 3–4.9 → 0; ≥ 5 → 3. Sodium: < 125 → 5; 125–144 → 0; ≥ 145 → 1',
    'Bicarbonate (mmol/L): < 15 → 6; 15–19 → 3; ≥ 20 → 0',
    'Bilirubin (mg/dL): < 4 → 0; 4–5.9 → 4; ≥ 6 → 9',
    'GCS: < 6 → 26; 6–8 → 13; 9–10 → 7; 11–13 → 5; 14–15 → 0',
    'Chronic disease: metastatic cancer 9; haematological malignancy 10; AIDS 17. Admission: scheduled surgical 0; medical 6; unscheduled surgical 8',
    'Logit = −7.7631 + 0.0737 × score + 0.9971 × ln(score + 1); predicted hospital mortality = e^logit ÷ (1 + e^logit)',
  ],
  resultSummary: 'SAPS II {{saps_ii_score}}, predicted hospital mortality {{saps_ii_mortality}} %.',
  testVectors: [
    {
      description: 'Scheduled surgical, age 35, all values normal: score 0, predicted mortality 0.04 %',
      inputs: {
        age: 35,
        admission_type: 'scheduled_surgical',
        chronic_disease: 'none',
        heart_rate: 80,
        systolic_bp: 120,
        temperature: 37,
        ventilated: 'no',
        urine_output: 1500,
        urea: 5,
        wbc: 8,
        potassium: 4,
        sodium: 140,
        bicarbonate: 24,
        bilirubin: 0.8,
        gcs: 15,
      },
      expected: { saps_ii_score: 0, saps_ii_mortality: 0.042495595 },
      tolerance: 1e-5,
      source: 'legall1993 equation; hand calculation logit −7.7631 → 100 ÷ (1 + e^7.7631) = 0.0424 %',
    },
    {
      description: 'Medical, age 72, HR 125, SBP 85, ventilated PaO₂ 80 on 50 %, urine 800 mL, urea 15, GCS 10: score 56, mortality 59.8 %',
      inputs: {
        age: 72,
        admission_type: 'medical',
        chronic_disease: 'none',
        heart_rate: 125,
        systolic_bp: 85,
        temperature: 37.5,
        ventilated: 'yes',
        pao2: 80,
        fio2: 50,
        urine_output: 800,
        urea: 15,
        wbc: 12,
        potassium: 4.2,
        sodium: 138,
        bicarbonate: 22,
        bilirubin: 1,
        gcs: 10,
      },
      expected: { saps_ii_score: 56, saps_ii_mortality: 59.758831381 },
      tolerance: 1e-5,
      source: 'legall1993 table and equation; counted by hand: age 15 + medical 6 + HR 4 + SBP 5 + P/F 160 ventilated 9 + urine 4 + urea 6 + GCS 7 = 56; logit −7.7631 + 4.1272 + 0.9971 × ln 57 = 0.3972 → 59.76 %',
    },
  ],
} satisfies ToolDefinitionInput

export default sapsII
