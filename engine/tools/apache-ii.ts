import {
  AGE_PLAUSIBLE_MAX,
  ARTERIAL_PH_RANGE,
  BLOOD_GAS_PRESSURE_MEASURE,
  BODY_TEMPERATURE_C,
  BODY_TEMPERATURE_F,
  HAEMATOCRIT_RANGE,
  HEART_RATE_RANGE,
  MEAN_ARTERIAL_PRESSURE_RANGE,
  PAO2_MMHG_RANGE,
  RESPIRATORY_RATE_RANGE,
  SERUM_CREATININE_MEASURE,
  SERUM_CREATININE_MGDL_RANGE,
  SERUM_CREATININE_SPAN,
  SERUM_POTASSIUM_RANGE,
  SERUM_SODIUM_RANGE,
  span,
  TEMPERATURE_MEASURE,
  WHITE_CELL_COUNT_RANGE,
} from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  age: { min: 18, max: AGE_PLAUSIBLE_MAX },
  tempC: BODY_TEMPERATURE_C,
  map: MEAN_ARTERIAL_PRESSURE_RANGE,
  heartRate: HEART_RATE_RANGE,
  respRate: RESPIRATORY_RATE_RANGE,
  fio2: { min: 0.21, max: 1 },
  pao2MmHg: PAO2_MMHG_RANGE,
  aaMmHg: { min: 0, max: 700 },
  ph: ARTERIAL_PH_RANGE,
  hco3: { min: 1, max: 70 },
  sodium: SERUM_SODIUM_RANGE,
  potassium: SERUM_POTASSIUM_RANGE,
  hematocrit: HAEMATOCRIT_RANGE,
  wbc: WHITE_CELL_COUNT_RANGE,
} as const

/**
 * Units. Each value arrives in the table's unit (°F and kPa converted by engine/units.ts:
 * °C = (°F − 32) × 5/9, 1 kPa = 7.50062 mmHg) and is rounded to the table's resolution before
 * banding: 0.1 °C and whole mmHg. Creatinine uses the shared mg/dL ↔ µmol/L conversion (88.4).
 */
const TEMP_C = 'round(temperature, 1)'
const OXYGEN_MMHG = 'round(if(fio2 >= 0.5, aa_gradient, pao2))'

/**
 * Bands of the published table, each written as "at or above the lower limit of the band"
 * (the convention of the table, whose limits are given to the precision of the inputs).
 */
const BANDS = {
  temperature: 'if(temperature_c >= 41, 4, if(temperature_c >= 39, 3, if(temperature_c >= 38.5, 1, if(temperature_c >= 36, 0, if(temperature_c >= 34, 1, if(temperature_c >= 32, 2, if(temperature_c >= 30, 3, 4)))))))',
  map: 'if(map >= 160, 4, if(map >= 130, 3, if(map >= 110, 2, if(map >= 70, 0, if(map >= 50, 2, 4)))))',
  heartRate: 'if(heart_rate >= 180, 4, if(heart_rate >= 140, 3, if(heart_rate >= 110, 2, if(heart_rate >= 70, 0, if(heart_rate >= 55, 2, if(heart_rate >= 40, 3, 4))))))',
  respRate: 'if(resp_rate >= 50, 4, if(resp_rate >= 35, 3, if(resp_rate >= 25, 1, if(resp_rate >= 12, 0, if(resp_rate >= 10, 1, if(resp_rate >= 6, 2, 4))))))',
  oxygenation:
    'if(fio2 >= 0.5, if(oxygen_mmhg >= 500, 4, if(oxygen_mmhg >= 350, 3, if(oxygen_mmhg >= 200, 2, 0))), ' +
    'if(oxygen_mmhg > 70, 0, if(oxygen_mmhg >= 61, 1, if(oxygen_mmhg >= 55, 3, 4))))',
  acidBase:
    "if(acid_base = 'hco3', if(hco3 >= 52, 4, if(hco3 >= 41, 3, if(hco3 >= 32, 1, if(hco3 >= 22, 0, if(hco3 >= 18, 2, if(hco3 >= 15, 3, 4)))))), " +
    'if(ph >= 7.7, 4, if(ph >= 7.6, 3, if(ph >= 7.5, 1, if(ph >= 7.33, 0, if(ph >= 7.25, 2, if(ph >= 7.15, 3, 4)))))))',
  sodium: 'if(sodium >= 180, 4, if(sodium >= 160, 3, if(sodium >= 155, 2, if(sodium >= 150, 1, if(sodium >= 130, 0, if(sodium >= 120, 2, if(sodium >= 111, 3, 4)))))))',
  potassium: 'if(potassium >= 7, 4, if(potassium >= 6, 3, if(potassium >= 5.5, 1, if(potassium >= 3.5, 0, if(potassium >= 3, 1, if(potassium >= 2.5, 2, 4))))))',
  /** Doubled for acute renal failure when creatinine is raised (1.5 mg/dL or more). */
  creatinine:
    "if(creatinine >= 3.5, 4, if(creatinine >= 2, 3, if(creatinine >= 1.5, 2, if(creatinine >= 0.6, 0, 2)))) * if(arf = 'yes' and creatinine >= 1.5, 2, 1)",
  hematocrit: 'if(hematocrit >= 60, 4, if(hematocrit >= 50, 2, if(hematocrit >= 46, 1, if(hematocrit >= 30, 0, if(hematocrit >= 20, 2, 4)))))',
  wbc: 'if(wbc >= 40, 4, if(wbc >= 20, 2, if(wbc >= 15, 1, if(wbc >= 3, 0, if(wbc >= 1, 2, 4)))))',
  gcs: '15 - gcs',
} as const

const POINTS: [name: string, label: string, expression: string][] = [
  ['temperature_points', 'Temperature', BANDS.temperature],
  ['map_points', 'Mean arterial pressure', BANDS.map],
  ['heart_rate_points', 'Heart rate', BANDS.heartRate],
  ['resp_rate_points', 'Respiratory rate', BANDS.respRate],
  ['oxygenation_points', 'Oxygenation', BANDS.oxygenation],
  ['acid_base_points', 'Arterial pH or bicarbonate', BANDS.acidBase],
  ['sodium_points', 'Sodium', BANDS.sodium],
  ['potassium_points', 'Potassium', BANDS.potassium],
  ['creatinine_points', 'Creatinine', BANDS.creatinine],
  ['hematocrit_points', 'Haematocrit', BANDS.hematocrit],
  ['wbc_points', 'White cell count', BANDS.wbc],
  ['gcs_points', 'Glasgow Coma Scale (15 − GCS)', BANDS.gcs],
]

/**
 * APACHE II (Knaus WA et al., Crit Care Med 1985;13:818–829): acute physiology score (12
 * variables, worst value in the first 24 hours in ICU) + age points + chronic health points;
 * total 0–71. The predicted-mortality equation needs a weight for the admission diagnostic
 * category and is not implemented.
 */
const apacheII = {
  slug: 'apache-ii',
  name: 'APACHE II Score for ICU Severity of Illness',
  calcId: 'calc-apache-ii',
  ...TOOL_BASE,
  eligibility: 'Adults in an intensive care unit, scored on the worst values of the first 24 hours after ICU admission.',
  description:
    'Measures severity of illness in adult intensive care from 12 physiological measurements, age and chronic health, giving a total of 0 to 71 that rises with the risk of death in hospital.',
  contentName: 'apache-ii',
  sections: {
    patient: [
      'age',
      'chronic_health',
      'admission_type',
      'temperature',
      'map',
      'heart_rate',
      'resp_rate',
      'fio2',
      'pao2',
      'aa_gradient',
      'acid_base',
      'ph',
      'hco3',
      'sodium',
      'potassium',
      'creatinine',
      'arf',
      'hematocrit',
      'wbc',
      'gcs',
    ],
  },
  ehrpdns: ['age', 'map', 'heart_rate', 'resp_rate', 'fio2', 'sodium', 'potassium', 'creatinine', 'hematocrit', 'wbc'],
  controls: controls({
    age: measure('Age', 'years', RANGES.age, { help: '44 or under: 0 points; 45–54: 2; 55–64: 3; 65–74: 5; 75 or over: 6.' }),
    chronic_health: yesNo('History of severe organ insufficiency or immunocompromise (before this admission)', {
      help: 'Liver: biopsy-proven cirrhosis with portal hypertension, past portal-hypertensive bleeding, or past hepatic failure, encephalopathy or coma. Heart: NYHA class IV. Lung: chronic lung disease with severe exercise limitation, chronic hypoxaemia or hypercapnia, secondary polycythaemia, severe pulmonary hypertension (> 40 mmHg) or ventilator dependence. Kidney: long-term dialysis. Immunocompromise: immunosuppressive treatment, chemotherapy, radiation, long-term or recent high-dose steroids, or a disease such as leukaemia, lymphoma or AIDS.',
    }),
    admission_type: choice(
      'Type of admission',
      [
        ['Non-operative', 'nonoperative', 5],
        ['Emergency postoperative', 'emergency_postop', 5],
        ['Elective postoperative', 'elective_postop', 2],
      ],
      { type: 'singleselect.radiogroup', visibility: "chronic_health = 'yes'" },
    ),
    temperature: measure('Temperature (core)', TEMPERATURE_MEASURE, RANGES.tempC, {
      help: `${span(RANGES.tempC, '°C')} (${span(BODY_TEMPERATURE_F, '°F')}); rectal or other core temperature, scored in °C rounded to 0.1.`,
    }),
    map: measure('Mean arterial pressure', 'mmHg', RANGES.map, {
      help: `${span(RANGES.map, 'mmHg')}. If only systolic and diastolic are known: (systolic + 2 × diastolic) ÷ 3.`,
    }),
    heart_rate: measure('Heart rate (ventricular)', 'beats/min', RANGES.heartRate, { help: `${span(RANGES.heartRate, 'beats/min')}.` }),
    resp_rate: measure('Respiratory rate (ventilated or not)', 'breaths/min', RANGES.respRate, { help: `${span(RANGES.respRate, 'breaths/min')}.` }),
    fio2: measure('FiO₂ (fraction of inspired oxygen)', null, RANGES.fio2, {
      help: '0.21 (room air) to 1.00, as a fraction: 40 % is 0.40. From 0.50 the A–a gradient is scored, below 0.50 the PaO₂.',
    }),
    pao2: measure('PaO₂ (FiO₂ below 0.50)', BLOOD_GAS_PRESSURE_MEASURE, RANGES.pao2MmHg, {
      visibility: 'fio2 < 0.5',
      help: `${RANGES.pao2MmHg.min}–${RANGES.pao2MmHg.max} mmHg (0.67–106.65 kPa); scored in whole mmHg.`,
    }),
    aa_gradient: measure('A–a oxygen gradient (FiO₂ 0.50 or more)', BLOOD_GAS_PRESSURE_MEASURE, RANGES.aaMmHg, {
      visibility: 'fio2 >= 0.5',
      help: '0–700 mmHg (0–93.32 kPa); scored in whole mmHg. A–a gradient = FiO₂ × (barometric pressure − 47) − PaCO₂ ÷ 0.8 − PaO₂; at sea level, FiO₂ × 713 − PaCO₂ ÷ 0.8 − PaO₂ (in kPa: FiO₂ × 95.1 − PaCO₂ ÷ 0.8 − PaO₂).',
    }),
    acid_base: choice(
      'Acid–base measurement',
      [
        ['Arterial pH', 'ph'],
        ['Serum bicarbonate (no ABG)', 'hco3'],
      ],
      { help: 'Arterial pH is preferred; use venous bicarbonate only if no arterial blood gas is available.', defaults: [{ value: 'ph' }] },
    ),
    ph: measure('Arterial pH', null, RANGES.ph, { visibility: "acid_base = 'ph'", help: `${RANGES.ph.min.toFixed(2)}–${RANGES.ph.max.toFixed(2)}.` }),
    hco3: measure('Serum bicarbonate (venous)', 'mmol/L', RANGES.hco3, { visibility: "acid_base = 'hco3'", help: `${span(RANGES.hco3, 'mmol/L')}.` }),
    sodium: measure('Serum sodium', 'mmol/L', RANGES.sodium, { help: `${span(RANGES.sodium, 'mmol/L')}.` }),
    potassium: measure('Serum potassium', 'mmol/L', RANGES.potassium, { help: `${span(RANGES.potassium, 'mmol/L')}.` }),
    creatinine: measure('Serum creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      help: `${SERUM_CREATININE_SPAN}.`,
    }),
    arf: yesNo('Acute renal failure', { help: 'Doubles the creatinine points (for creatinine of 1.5 mg/dL or more).' }),
    hematocrit: measure('Haematocrit', '%', RANGES.hematocrit, { help: `${span(RANGES.hematocrit, '%')}.` }),
    wbc: measure('White cell count', '× 10⁹/L (= × 10³/mm³)', RANGES.wbc, { help: `${span(RANGES.wbc, '× 10⁹/L')} (the same number in × 10³/mm³).` }),
    gcs: measure(
      'Glasgow Coma Scale',
      'points',
      { min: 3, max: 15, integer: true },
      { cpdn: 'gcs_total', help: '3–15. For a sedated patient, use the best estimate of the score without sedation.' },
    ),
    temperature_c: result('Temperature used', TEMP_C, { units: '°C', decimals: 1 }),
    oxygen_mmhg: result('A–a gradient (FiO₂ ≥ 0.50) or PaO₂ used', OXYGEN_MMHG, { units: 'mmHg', decimals: 0 }),
    ...Object.fromEntries(POINTS.map(([name, label, value]) => [name, result(`${label} points`, value, { decimals: 0 })])),
    aps: result('Acute physiology score', POINTS.map(([name]) => name).join(' + '), { cpdn: 'apache_ii_aps', units: 'points (0–60)', decimals: 0 }),
    age_points: result('Age points', 'if(age >= 75, 6, if(age >= 65, 5, if(age >= 55, 3, if(age >= 45, 2, 0))))', { decimals: 0 }),
    chronic_points: result('Chronic health points', "if(chronic_health = 'yes', points(admission_type), 0)", { decimals: 0 }),
    score: score('APACHE II score', 'aps + age_points + chronic_points', { cpdn: 'apache_ii_score', units: 'points (0–71)', decimals: 0 }),
    interpretation: interpretation(
      "'Higher scores mean more severe acute illness: in the original study, the risk of death in hospital rose steadily with the score. No predicted mortality is given here, because the published equation also needs a weight for the main diagnosis leading to ICU admission (and for emergency surgery), and its calibration reflects ICU care of 1979–1982. Use the score to describe severity and compare groups, not to decide treatment for one patient.'",
    ),
  }),
  risk: ['score', 'aps', 'age_points', 'chronic_points', 'interpretation', ...POINTS.map(([name]) => name), 'temperature_c', 'oxygen_mmhg'],
  chartNote: {
    cc: 'APACHE II score {{apache_ii_score}} (acute physiology {{apache_ii_aps}}, age {{age_points}}, chronic health {{chronic_points}}), from the worst values in the first 24 hours of ICU care. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'knaus1985',
      citation: 'Knaus WA, Draper EA, Wagner DP, Zimmerman JE. APACHE II: a severity of disease classification system. Crit Care Med. 1985;13(10):818–829.',
      pmid: '3928249',
      kind: 'derivation',
      cohort: 'n = 5,815 intensive care admissions at 13 US hospitals',
    },
  ],
  definitions: [
    { term: 'APS', definition: 'Acute physiology score: the sum of the points for the 12 physiological variables (0–60).' },
    { term: 'A–a gradient', definition: 'Alveolar–arterial oxygen difference: the calculated alveolar oxygen pressure minus the measured arterial PaO₂.' },
  ],
  category: 'Critical care',
  synonyms: ['APACHE 2', 'APACHE score', 'ICU severity score', 'acute physiology and chronic health evaluation', 'ICU mortality score'],
  abbreviations: ['APACHE II', 'APACHE', 'APS', 'ICU', 'MAP', 'FiO2', 'PaO2', 'A-a', 'GCS', 'ARF', 'WBC', 'Hct'],
  conditions: ['critical illness', 'sepsis', 'septic shock', 'respiratory failure', 'multiple organ failure'],
  instructions:
    'For adults in intensive care. For each variable enter the worst value (the one scoring most points) in the first 24 hours after ICU admission. The original study excluded burns, coronary care and cardiac surgery patients. Chronic health points require that the organ insufficiency or immunocompromise was present before this admission.',
  whenToUse: [
    'To describe severity of illness on ICU admission, for audit, benchmarking and research.',
    'To compare groups of patients or adjust for case mix in studies.',
  ],
  pearls: [
    'Use the most abnormal value in the first 24 hours for each variable; where a variable can be abnormal in both directions, use the one that scores more points.',
    'Oxygenation depends on FiO₂: from 0.50 the A–a gradient is scored, below 0.50 the PaO₂.',
    'Creatinine points are doubled in acute renal failure; the original paper gives no formal definition, so use clinical judgement (an acute rise, oliguria).',
    'A sedated patient’s Glasgow Coma Scale is usually recorded as the best estimate without sedation; state which you used, because it can change the score by many points.',
    'APACHE II was calibrated on ICU care of 1979–1982 and tends to misestimate mortality in current cohorts; newer systems (APACHE IV, SAPS 3) exist for benchmarking.',
  ],
  nextSteps: {
    advice: [
      'Record the score with the date, the 24-hour window used and any assumptions (for example an estimated GCS).',
      'Do not use the score alone to decide on admission to intensive care, treatment limits or prognosis for an individual patient.',
    ],
    management: ['Treat the abnormal physiology the score reveals; a high acute physiology score points to organ support needs.'],
  },
  evidence: [
    'Derived and validated in 5,815 intensive care admissions at 13 US hospitals: the score (range 0–71) was closely correlated with the risk of death in hospital, overall and within common diagnoses (Knaus 1985).',
    'The published risk-of-death equation combines the score with a coefficient for the diagnostic category that led to ICU admission and a term for emergency surgery; it is not reproduced here, so the tool reports the score only.',
    'Band limits are applied as written in the published table; values between two printed limits (for example a converted creatinine of 1.45 mg/dL) fall in the band whose lower limit they have reached.',
    'Creatinine points are doubled for acute renal failure only in the raised bands (1.5 mg/dL or more), as in common implementations; a creatinine below 0.6 mg/dL scores 2 either way.',
    'Temperature in °F is converted to °C and rounded to 0.1 °C; blood gases in kPa are converted with 1 kPa = 7.50062 mmHg and rounded to whole mmHg before banding.',
  ],
  formula: [
    'APACHE II = acute physiology score (12 variables, 0–60) + age points (0–6) + chronic health points (0, 2 or 5); total 0–71',
    'Temperature (°C): ≥ 41 → 4; 39–40.9 → 3; 38.5–38.9 → 1; 36–38.4 → 0; 34–35.9 → 1; 32–33.9 → 2; 30–31.9 → 3; ≤ 29.9 → 4',
    'Mean arterial pressure (mmHg): ≥ 160 → 4; 130–159 → 3; 110–129 → 2; 70–109 → 0; 50–69 → 2; ≤ 49 → 4',
    'Heart rate: ≥ 180 → 4; 140–179 → 3; 110–139 → 2; 70–109 → 0; 55–69 → 2; 40–54 → 3; ≤ 39 → 4',
    'Respiratory rate: ≥ 50 → 4; 35–49 → 3; 25–34 → 1; 12–24 → 0; 10–11 → 1; 6–9 → 2; ≤ 5 → 4',
    'FiO₂ ≥ 0.5, A–a gradient (mmHg): ≥ 500 → 4; 350–499 → 3; 200–349 → 2; < 200 → 0. FiO₂ < 0.5, PaO₂ (mmHg): > 70 → 0; 61–70 → 1; 55–60 → 3; < 55 → 4',
    'Arterial pH: ≥ 7.7 → 4; 7.6–7.69 → 3; 7.5–7.59 → 1; 7.33–7.49 → 0; 7.25–7.32 → 2; 7.15–7.24 → 3; < 7.15 → 4 (or venous HCO₃ mmol/L: ≥ 52 → 4; 41–51.9 → 3; 32–40.9 → 1; 22–31.9 → 0; 18–21.9 → 2; 15–17.9 → 3; < 15 → 4)',
    'Sodium (mmol/L): ≥ 180 → 4; 160–179 → 3; 155–159 → 2; 150–154 → 1; 130–149 → 0; 120–129 → 2; 111–119 → 3; ≤ 110 → 4',
    'Potassium (mmol/L): ≥ 7 → 4; 6–6.9 → 3; 5.5–5.9 → 1; 3.5–5.4 → 0; 3–3.4 → 1; 2.5–2.9 → 2; < 2.5 → 4',
    'Creatinine (mg/dL): ≥ 3.5 → 4; 2–3.4 → 3; 1.5–1.9 → 2; 0.6–1.4 → 0; < 0.6 → 2; doubled in acute renal failure',
    'Haematocrit (%): ≥ 60 → 4; 50–59.9 → 2; 46–49.9 → 1; 30–45.9 → 0; 20–29.9 → 2; < 20 → 4',
    'White cells (× 10⁹/L): ≥ 40 → 4; 20–39.9 → 2; 15–19.9 → 1; 3–14.9 → 0; 1–2.9 → 2; < 1 → 4',
    'Glasgow Coma Scale: 15 − GCS',
    'Age: ≤ 44 → 0; 45–54 → 2; 55–64 → 3; 65–74 → 5; ≥ 75 → 6. Chronic health: non-operative or emergency postoperative → 5; elective postoperative → 2',
  ],
  resultSummary: 'APACHE II {{apache_ii_score}} (acute physiology {{apache_ii_aps}}, age {{age_points}}, chronic health {{chronic_points}}).',
  testVectors: [
    {
      description: 'Every variable in its normal band, age 40, no chronic disease: 0',
      inputs: {
        age: 40,
        chronic_health: 'no',
        temperature: 37.0,
        map: 85,
        heart_rate: 80,
        resp_rate: 16,
        fio2: 0.21,
        pao2: 90,
        ph: 7.4,
        sodium: 140,
        potassium: 4.0,
        creatinine: 1.0,
        arf: 'no',
        hematocrit: 40,
        wbc: 8,
        gcs_total: 15,
      },
      expected: { apache_ii_score: 0, apache_ii_aps: 0 },
      source: 'knaus1985 point table; hand sum: every variable in its 0 band',
    },
    {
      description: 'Age 67, cirrhosis, non-operative; worst values 38.7 °C, MAP 65, HR 115, RR 28, FiO₂ 0.40 with PaO₂ 68, pH 7.30, Na 132, K 3.2, Cr 1.8, Hct 28, WBC 16, GCS 13: 27',
      inputs: {
        age: 67,
        chronic_health: 'yes',
        admission_type: 'nonoperative',
        temperature: 38.7,
        map: 65,
        heart_rate: 115,
        resp_rate: 28,
        fio2: 0.4,
        pao2: 68,
        ph: 7.3,
        sodium: 132,
        potassium: 3.2,
        creatinine: 1.8,
        arf: 'no',
        hematocrit: 28,
        wbc: 16,
        gcs_total: 13,
      },
      expected: { apache_ii_aps: 17, age_points: 5, chronic_points: 5, apache_ii_score: 27 },
      source:
        'Not a published example: hand sum with the knaus1985 table: temperature 1 + MAP 2 + HR 2 + RR 1 + PaO₂ 1 + pH 2 + Na 0 + K 1 + Cr 2 + Hct 2 + WBC 1 + GCS 2 = 17; age 65–74 → 5; chronic, non-operative → 5; total 27',
    },
    {
      description: 'Every variable at its worst, age 80, chronic disease, emergency surgery: maximum 71',
      inputs: {
        age: 80,
        chronic_health: 'yes',
        admission_type: 'emergency_postop',
        temperature: 29.5,
        map: 40,
        heart_rate: 190,
        resp_rate: 55,
        fio2: 1.0,
        aa_gradient: 550,
        ph: 7.1,
        sodium: 185,
        potassium: 7.5,
        creatinine: 4.0,
        arf: 'yes',
        hematocrit: 65,
        wbc: 45,
        gcs_total: 3,
      },
      expected: { apache_ii_aps: 60, age_points: 6, chronic_points: 5, apache_ii_score: 71 },
      source: 'knaus1985 (range 0–71); hand sum: 10 variables × 4 + creatinine 4 × 2 (acute renal failure) + GCS 15 − 3 = 12 → 60; age 6; chronic 5',
    },
    {
      description: 'Elective postoperative with chronic disease (2 points); kPa blood gases: FiO₂ 0.6, A–a gradient 40.0 kPa (300 mmHg) → 2; otherwise normal, age 50: 6',
      inputs: {
        age: 50,
        chronic_health: 'yes',
        admission_type: 'elective_postop',
        temperature: 37.0,
        map: 85,
        heart_rate: 80,
        resp_rate: 16,
        fio2: 0.6,
        aa_gradient: 40.0,
        'aa_gradient.unit': 'kPa',
        ph: 7.4,
        sodium: 140,
        potassium: 4.0,
        creatinine: 1.0,
        arf: 'no',
        hematocrit: 40,
        wbc: 8,
        gcs_total: 15,
      },
      expected: { oxygen_mmhg: 300, apache_ii_aps: 2, age_points: 2, chronic_points: 2, apache_ii_score: 6 },
      source:
        'Not a published example: 40.0 kPa × 7.50062 = 300.02 → 300 mmHg (A–a 200–349 → 2); age 45–54 → 2; chronic, elective postoperative → 2 (knaus1985); total 6',
    },
  ],
} satisfies ToolDefinitionInput

export default apacheII
