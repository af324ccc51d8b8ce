import type { FieldDefinition, MeasureInfo } from './tool.ts'

/** A field's shared clinical data name: its cpdn, or its name when it has none. */
export const cpdnOf = (field: FieldDefinition) => field.cpdn ?? field.name

/** A unit switch, `[value, name, system, precision]` a unit: the first is canonical and the form starts in it. */
function unitSwitch(units: readonly (readonly [value: string, name: string, system: 'us' | 'si' | 'imperial' | 'metric', precision: number])[]): MeasureInfo {
  return {
    labels: units.map(([value, name, system]) => ({ value, name, system })),
    precisions: Object.fromEntries(units.map(([value, , , precision]) => [value, precision])),
    uiDefaultMeasure: units[0]![0],
  }
}

/**
 * The oldest age any field accepts: a plausibility limit (the oldest documented person lived to
 * 122). Tools whose source model is bounded declare their own, narrower range (decision 0039).
 */
export const AGE_PLAUSIBLE_MAX = 120

/** A range as a hint says it: `span({ min: 1, max: 300 }, 'mg/dL')` is "1–300 mg/dL". */
export const span = (range: { readonly min: number; readonly max: number }, unit: string) => `${range.min}–${range.max} ${unit}`

/**
 * Serum sodium and potassium a patient can present with (mmol/L): survivors are reported from
 * the 80s to above 250 mmol/L of sodium (salt poisoning) and up to about 14 mmol/L of
 * potassium. Narrower ranges refused values a clinician can see.
 */
export const SERUM_SODIUM_RANGE = { min: 80, max: 250 } as const
export const SERUM_POTASSIUM_RANGE = { min: 1, max: 15 } as const
/** Serum chloride and bicarbonate (total CO₂), mmol/L: plausibility limits, not from a source. */
export const SERUM_CHLORIDE_RANGE = { min: 50, max: 150 } as const
export const SERUM_BICARBONATE_RANGE = { min: 1, max: 60 } as const

/**
 * Core body temperature a patient can present with: survivors of accidental hypothermia are
 * reported down to 13.7 °C and of heat stroke up to about 46.5 °C. °F is the same range
 * converted exactly (°F = °C × 9/5 + 32).
 */
export const BODY_TEMPERATURE_C = { min: 13, max: 47 } as const
export const BODY_TEMPERATURE_F = { min: 55.4, max: 116.6 } as const

/**
 * Vital signs and laboratory values a clinician can measure in a living patient (decision 0039).
 * Each range refuses only what cannot be a measurement; a score's lowest or highest band takes
 * every value beyond it, as in the source. `reason` is shown with a refusal. A tool whose model
 * is valid over a narrower range declares that range with its own reason.
 */
const measurable = (what: string) => `The range covers every ${what} that can be measured in a living patient; a value outside it is a measurement or entry error.`

export const SYSTOLIC_BP_RANGE = { min: 20, max: 300, reason: measurable('systolic pressure, from profound shock to hypertensive crisis,') } as const
export const DIASTOLIC_BP_RANGE = { min: 0, max: 200, reason: measurable('diastolic pressure (Korotkoff sounds can persist to 0 mmHg)') } as const
export const MEAN_ARTERIAL_PRESSURE_RANGE = { min: 5, max: 250, reason: measurable('mean arterial pressure') } as const
export const HEART_RATE_RANGE = { min: 5, max: 350, reason: measurable('heart rate, from slow escape rhythms to the fastest tachyarrhythmias,') } as const
export const RESPIRATORY_RATE_RANGE = { min: 0, max: 100, reason: measurable('respiratory rate, from apnoea (0) upwards,') } as const
export const OXYGEN_SATURATION_RANGE = {
  min: 1,
  max: 100,
  reason: 'Oxygen saturation is a percentage and cannot exceed 100 %. Oximeters also display readings below 70 %, where they are less accurate: enter the reading.',
} as const
/** µmol/L limits are the mg/dL limits × 88.4. */
export const SERUM_CREATININE_MGDL_RANGE = { min: 0.1, max: 60, reason: measurable('serum creatinine, including anuric kidney failure and rhabdomyolysis,') } as const
export const SERUM_CREATININE_UMOL_RANGE = { min: 8.84, max: 5304, reason: SERUM_CREATININE_MGDL_RANGE.reason } as const
/** The serum creatinine range in both units, as a hint says it: "0.1–60 mg/dL (9–5304 µmol/L)". */
export const SERUM_CREATININE_SPAN = `${span(SERUM_CREATININE_MGDL_RANGE, 'mg/dL')} (${Math.round(SERUM_CREATININE_UMOL_RANGE.min)}–${SERUM_CREATININE_UMOL_RANGE.max} µmol/L)`
/** µmol/L limits are the mg/dL limits × 17.1. */
export const BILIRUBIN_MGDL_RANGE = { min: 0.1, max: 100, reason: measurable('total bilirubin') } as const
export const BILIRUBIN_UMOL_RANGE = { min: 1.7, max: 1710, reason: BILIRUBIN_MGDL_RANGE.reason } as const
export const ALBUMIN_GDL_RANGE = { min: 0.5, max: 7, reason: measurable('serum albumin') } as const
export const ALBUMIN_GL_RANGE = { min: 5, max: 70, reason: ALBUMIN_GDL_RANGE.reason } as const
/** mmol/L limits are the mg/dL limits ÷ 18.016. */
export const GLUCOSE_MGDL_RANGE = { min: 10, max: 3000, reason: measurable('blood glucose, including hyperosmolar states,') } as const
export const GLUCOSE_MMOL_RANGE = { min: 0.6, max: 166.5, reason: GLUCOSE_MGDL_RANGE.reason } as const
export const HAEMOGLOBIN_GL_RANGE = { min: 5, max: 250, reason: measurable('haemoglobin, including survivors of extreme anaemia,') } as const
export const HAEMATOCRIT_RANGE = { min: 2, max: 80, reason: measurable('haematocrit') } as const
export const PLATELETS_RANGE = { min: 0, max: 5000, reason: measurable('platelet count, from absent platelets to extreme thrombocytosis,') } as const
export const WHITE_CELL_COUNT_RANGE = { min: 0, max: 1000, reason: measurable('white cell count, from aplasia to hyperleukocytosis,') } as const
export const ARTERIAL_PH_RANGE = { min: 6, max: 8, reason: measurable('arterial pH (blood gas analysers report 6.0–8.0)') } as const
/** kPa limits are the mmHg limits ÷ 7.50062. */
export const PAO2_MMHG_RANGE = { min: 5, max: 800, reason: measurable('arterial oxygen tension') } as const
export const PACO2_MMHG_RANGE = { min: 5, max: 300, reason: measurable('arterial carbon dioxide tension, including severe hypercapnia,') } as const

/** Total bilirubin, mg/dL canonical (the published scores are in mg/dL); 1 mg/dL = 17.1 µmol/L. */
export const BILIRUBIN_MEASURE = unitSwitch([
  ['mg/dL bilirubin', 'mg/dL', 'us', 2],
  ['µmol/L bilirubin', 'µmol/L', 'si', 0],
])

/** Serum albumin, g/dL canonical; 1 g/dL = 10 g/L. */
export const ALBUMIN_MEASURE = unitSwitch([
  ['g/dL albumin', 'g/dL', 'us', 1],
  ['g/L albumin', 'g/L', 'si', 0],
])

/**
 * Blood urea, mmol/L canonical (the unit of the UK-derived scores), or blood urea nitrogen in
 * mg/dL (BUN = urea × 2.8). The BUN unit is named as such: "mg/dL" alone could be urea in mg/dL.
 */
export const UREA_MEASURE = unitSwitch([
  ['mmol/L urea', 'mmol/L (urea)', 'si', 1],
  ['mg/dL BUN', 'mg/dL (BUN)', 'us', 0],
])

/** Haemoglobin, g/L canonical; 1 g/dL = 10 g/L. */
export const HAEMOGLOBIN_MEASURE = unitSwitch([
  ['g/L haemoglobin', 'g/L', 'si', 0],
  ['g/dL haemoglobin', 'g/dL', 'us', 1],
])

/** Blood glucose, mg/dL canonical; 1 mmol/L = 18.016 mg/dL. */
export const GLUCOSE_MEASURE = unitSwitch([
  ['mg/dL glucose', 'mg/dL', 'us', 0],
  ['mmol/L glucose', 'mmol/L', 'si', 1],
])

/** Urine albumin-to-creatinine ratio, mg/g canonical; 1 mg/mmol = 8.84 mg/g. */
export const UACR_MEASURE = unitSwitch([
  ['mg/g UACR', 'mg/g', 'us', 1],
  ['mg/mmol UACR', 'mg/mmol', 'si', 2],
])

/** Body temperature, °C canonical; °F = °C × 9/5 + 32. */
export const TEMPERATURE_MEASURE = unitSwitch([
  ['°C', '°C', 'si', 1],
  ['°F', '°F', 'us', 1],
])

/** A blood gas partial pressure, mmHg canonical; 1 kPa = 7.50062 mmHg. */
export const BLOOD_GAS_PRESSURE_MEASURE = unitSwitch([
  ['mmHg', 'mmHg', 'us', 0],
  ['kPa', 'kPa', 'si', 2],
])

/** Total, HDL or LDL cholesterol, mg/dL canonical; 1 mmol/L = 38.67 mg/dL. */
export const CHOLESTEROL_MEASURE = unitSwitch([
  ['mg/dL cholesterol', 'mg/dL', 'us', 0],
  ['mmol/L cholesterol', 'mmol/L', 'si', 2],
])

/**
 * Triglycerides, mg/dL canonical; 1 mmol/L = 88.57 mg/dL. No field switches between them (the
 * Friedewald equation differs by unit): an EHR value in the other unit is converted into the
 * field's own unit at this precision.
 */
export const TRIGLYCERIDES_MEASURE = unitSwitch([
  ['mg/dL triglycerides', 'mg/dL', 'us', 0],
  ['mmol/L triglycerides', 'mmol/L', 'si', 2],
])

/**
 * Total serum calcium, mg/dL canonical; 1 mmol/L = 4.008 mg/dL. The albumin-corrected calcium
 * keeps one unit per field (its formula differs by unit); the KFRE switches between them.
 */
export const CALCIUM_MEASURE = unitSwitch([
  ['mg/dL calcium', 'mg/dL', 'us', 1],
  ['mmol/L calcium', 'mmol/L', 'si', 2],
])

/** Serum phosphate (as phosphorus), mg/dL canonical; 1 mmol/L = 3.0974 mg/dL. */
export const PHOSPHATE_MEASURE = unitSwitch([
  ['mg/dL phosphate', 'mg/dL', 'us', 2],
  ['mmol/L phosphate', 'mmol/L', 'si', 2],
])

/** HbA1c, % (NGSP/DCCT) canonical, with mmol/mol (IFCC); IFCC = 10.929 × (NGSP − 2.15). */
export const HBA1C_MEASURE = unitSwitch([
  ['% HbA1c', '% (NGSP)', 'us', 1],
  ['mmol/mol HbA1c', 'mmol/mol (IFCC)', 'si', 0],
])

/** Serum creatinine, mg/dL canonical; 1 mg/dL = 88.4 µmol/L. */
export const SERUM_CREATININE_MEASURE = unitSwitch([
  ['mg/dL creatinine', 'mg/dL', 'us', 2],
  ['µmol/L creatinine', 'µmol/L', 'si', 0],
])

/** Height, inches canonical, with centimetres. */
export const HEIGHT_IN_MEASURE = unitSwitch([
  ['in', 'in', 'imperial', 1],
  ['cm', 'cm', 'metric', 1],
])

/** Body weight, kilograms canonical, with pounds; the form starts in kilograms. */
export const WEIGHT_KG_MEASURE = unitSwitch([
  ['kg', 'kg', 'metric', 1],
  ['lb', 'lb', 'imperial', 1],
])

/** Body weight, pounds canonical, with kilograms. */
export const WEIGHT_LB_MEASURE = unitSwitch([
  ['lb', 'lb', 'imperial', 1],
  ['kg', 'kg', 'metric', 1],
])

/** Bounds of any date typed, so that every derived date stays a four-digit year. */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const
/** `DATE_RANGE` as the range of a date field (bounds are expressions). */
export const DATE_FIELD_RANGE = { min: `'${DATE_RANGE.min}'`, max: `'${DATE_RANGE.max}'` } as const
