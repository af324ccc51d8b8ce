import type { FieldDefinition, MeasureInfo } from './tool.ts'

/** A field's shared clinical data name: its cpdn, or its name when it has none. */
export const cpdnOf = (field: FieldDefinition) => field.cpdn ?? field.name

/**
 * The oldest age any field accepts: a plausibility limit (the oldest documented person lived to
 * 122). Tools whose source model is bounded declare their own, narrower range (decision 0039).
 */
export const AGE_PLAUSIBLE_MAX = 120

/**
 * Serum sodium and potassium a patient can present with (mmol/L): survivors are reported from
 * the 80s to above 250 mmol/L of sodium (salt poisoning) and up to about 14 mmol/L of
 * potassium. Narrower ranges refused values a clinician can see.
 */
export const SERUM_SODIUM_RANGE = { min: 80, max: 250 } as const
export const SERUM_POTASSIUM_RANGE = { min: 1, max: 15 } as const

/**
 * Core body temperature a patient can present with: survivors of accidental hypothermia are
 * reported down to 13.7 °C and of heat stroke up to about 46.5 °C. °F is the same range
 * converted exactly (°F = °C × 9/5 + 32).
 */
export const BODY_TEMPERATURE_C = { min: 13, max: 47 } as const
export const BODY_TEMPERATURE_F = { min: 55.4, max: 116.6 } as const

/** Total bilirubin, mg/dL canonical (the published scores are in mg/dL); 1 mg/dL = 17.1 µmol/L. */
export const BILIRUBIN_MEASURE: MeasureInfo = {
  labels: [
    { value: 'mg/dL bilirubin', name: 'mg/dL', system: 'us' },
    { value: 'µmol/L bilirubin', name: 'µmol/L', system: 'si' },
  ],
  precisions: { 'mg/dL bilirubin': 2, 'µmol/L bilirubin': 0 },
  uiDefaultMeasure: 'mg/dL bilirubin',
}

/** Serum albumin, g/dL canonical; 1 g/dL = 10 g/L. */
export const ALBUMIN_MEASURE: MeasureInfo = {
  labels: [
    { value: 'g/dL albumin', name: 'g/dL', system: 'us' },
    { value: 'g/L albumin', name: 'g/L', system: 'si' },
  ],
  precisions: { 'g/dL albumin': 1, 'g/L albumin': 0 },
  uiDefaultMeasure: 'g/dL albumin',
}

/**
 * Blood urea, mmol/L canonical (the unit of the UK-derived scores), or blood urea nitrogen in
 * mg/dL (BUN = urea × 2.8). The BUN unit is named as such: "mg/dL" alone could be urea in mg/dL.
 */
export const UREA_MEASURE: MeasureInfo = {
  labels: [
    { value: 'mmol/L urea', name: 'mmol/L (urea)', system: 'si' },
    { value: 'mg/dL BUN', name: 'mg/dL (BUN)', system: 'us' },
  ],
  precisions: { 'mmol/L urea': 1, 'mg/dL BUN': 0 },
  uiDefaultMeasure: 'mmol/L urea',
}

/** Haemoglobin, g/L canonical; 1 g/dL = 10 g/L. */
export const HAEMOGLOBIN_MEASURE: MeasureInfo = {
  labels: [
    { value: 'g/L haemoglobin', name: 'g/L', system: 'si' },
    { value: 'g/dL haemoglobin', name: 'g/dL', system: 'us' },
  ],
  precisions: { 'g/L haemoglobin': 0, 'g/dL haemoglobin': 1 },
  uiDefaultMeasure: 'g/L haemoglobin',
}

/** Urine albumin-to-creatinine ratio, mg/g canonical; 1 mg/mmol = 8.84 mg/g. */
export const UACR_MEASURE: MeasureInfo = {
  labels: [
    { value: 'mg/g UACR', name: 'mg/g', system: 'us' },
    { value: 'mg/mmol UACR', name: 'mg/mmol', system: 'si' },
  ],
  precisions: { 'mg/g UACR': 1, 'mg/mmol UACR': 2 },
  uiDefaultMeasure: 'mg/g UACR',
}

/** Body temperature, °C canonical; °F = °C × 9/5 + 32. */
export const TEMPERATURE_MEASURE: MeasureInfo = {
  labels: [
    { value: '°C', name: '°C', system: 'si' },
    { value: '°F', name: '°F', system: 'us' },
  ],
  precisions: { '°C': 1, '°F': 1 },
  uiDefaultMeasure: '°C',
}

/** A blood gas partial pressure, mmHg canonical; 1 kPa = 7.50062 mmHg. */
export const BLOOD_GAS_PRESSURE_MEASURE: MeasureInfo = {
  labels: [
    { value: 'mmHg', name: 'mmHg', system: 'us' },
    { value: 'kPa', name: 'kPa', system: 'si' },
  ],
  precisions: { mmHg: 0, kPa: 2 },
  uiDefaultMeasure: 'mmHg',
}
