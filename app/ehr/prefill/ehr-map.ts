import { DIABETES_SNOMED, LOINC, SMOKING_STATUS, SYSTEM } from '#app/ehr/codes.ts'

/**
 * The one table from a tool's `ehrpdns` (cpdn) to where an EHR keeps the value (decision 0046):
 * the resource, the codes, the time window and the units accepted. Selection re-checks all of it
 * (select.ts); fetching only narrows what the server sends (fetch.server.ts).
 *
 * Units: each accepted code lists the UCUM codes it may be reported in, each mapped to a unit
 * key of the engine (engine/units.ts, the measureInfo label values of engine/schema/fields.ts).
 * A field's unit resolves to a key through `fieldUnits` (fixed unit texts such as 'mg/dL'),
 * else it is a key itself. A reported unit not listed is never guessed: the field stays empty.
 * '' stands for "no unit" (a dimensionless value such as INR or pH).
 */

export type WindowUnit = 'hours' | 'days' | 'months' | 'years'
export type TimeWindow = { amount: number; unit: WindowUnit }

/** An accepted LOINC code and the UCUM units it may come in, each to an engine unit key. */
export type CodedUnits = { code: string; units: Record<string, string> }

export type ObservationQuantity = {
  kind: 'quantity'
  resourceType: 'Observation'
  codes: CodedUnits[]
  /** Panels whose `component` may carry one of `codes` (the BP panel 85354-9). */
  panels?: string[]
  window: TimeWindow
  /** A field's unit text (or '' for a field without units) → the unit key it means. */
  fieldUnits?: Record<string, string>
}

export type ObservationCoded = {
  kind: 'coded'
  resourceType: 'Observation'
  codes: string[]
  /** SNOMED CT answer → the field's label value. An answer not listed leaves the field empty. */
  answers: Record<string, string>
  window: TimeWindow
}

export type ObservationDate = {
  kind: 'date'
  resourceType: 'Observation'
  codes: string[]
  window: TimeWindow
}

export type PatientAge = { kind: 'age'; resourceType: 'Patient' }
export type PatientSex = { kind: 'sex'; resourceType: 'Patient'; genders: Record<string, string> }

/**
 * A condition on the problem list: present (active, not refuted or entered in error) → `present`.
 * Its absence is not the absence of the disease: nothing is prefilled then.
 */
export type ConditionPresent = {
  kind: 'condition'
  resourceType: 'Condition'
  snomed: string[]
  /** ICD-10-CM code prefixes (E10, E11). */
  icd10Prefixes: string[]
  present: string
  window: null
}

export type EhrSource = ObservationQuantity | ObservationCoded | ObservationDate | PatientAge | PatientSex | ConditionPresent

const L = LOINC
const hours = (amount: number): TimeWindow => ({ amount, unit: 'hours' })
const days = (amount: number): TimeWindow => ({ amount, unit: 'days' })
const months = (amount: number): TimeWindow => ({ amount, unit: 'months' })

/**
 * Windows (decision 0046): how old a value may be and still describe the patient the tool asks about.
 * - Risk-factor labs of chronic disease (lipids, HbA1c, UACR, eGFR): 12 months — the yearly
 *   repeat of primary-prevention care; older values describe another patient state.
 * - Chemistry and haematology of an acute presentation (electrolytes, glucose, urea, blood count,
 *   blood gases): 24 hours — the scores (anion gap, CURB-65, PSI, qSOFA, FENa) describe now, and
 *   values combined in one formula must come from about the same sample.
 * - Liver and coagulation tests of chronic liver disease (INR, bilirubin, AST, ALT, platelets for
 *   FIB-4 and MELD-Na): 30 days — UNOS accepts MELD labs up to 30 days old at the lowest scores.
 * - Vital signs: 24 hours for acute scores; office blood pressure of a risk equation: 12 months.
 * - Weight: 30 days (drug dosing, fluids); height of an adult: 5 years; BMI: 12 months.
 * - Serum creatinine: 30 days by default (dosing and eGFR equations need a current value).
 */
const MG_DL_CHOL = 'mg/dL cholesterol'
const MMOL_CHOL = 'mmol/L cholesterol'
const cholesterol = (mass: string, moles: string): CodedUnits[] => [
  { code: mass, units: { 'mg/dL': MG_DL_CHOL, 'mmol/L': MMOL_CHOL } },
  { code: moles, units: { 'mmol/L': MMOL_CHOL, 'mg/dL': MG_DL_CHOL } },
]
const MMOL = { 'mmol/L': 'mmol/L', 'meq/L': 'mmol/L' }
const mmolFieldUnits = { 'mmol/L': 'mmol/L', 'mmol/L (= mEq/L)': 'mmol/L' }
const creatinineCodes: CodedUnits[] = [
  { code: L.creatinine, units: { 'mg/dL': 'mg/dL creatinine', 'umol/L': 'µmol/L creatinine' } },
  { code: L.creatinineMoles, units: { 'umol/L': 'µmol/L creatinine', 'mg/dL': 'mg/dL creatinine' } },
]
const glucoseCodes: CodedUnits[] = [
  { code: L.glucose, units: { 'mg/dL': 'mg/dL glucose', 'mmol/L': 'mmol/L glucose' } },
  { code: L.glucoseMoles, units: { 'mmol/L': 'mmol/L glucose', 'mg/dL': 'mg/dL glucose' } },
]
// Urea nitrogen (BUN, 3094-0) only in mg/dL; urea (22664-7) only in mmol/L: "urea nitrogen in
// mmol/L" is read two ways by laboratories, so it is not accepted.
const ureaCodes: CodedUnits[] = [
  { code: L.urea, units: { 'mg/dL': 'mg/dL BUN' } },
  { code: L.ureaMoles, units: { 'mmol/L': 'mmol/L urea' } },
]
const albuminCodes: CodedUnits[] = [{ code: L.albumin, units: { 'g/dL': 'g/dL albumin', 'g/L': 'g/L albumin' } }]
const quantity = (codes: CodedUnits[], window: TimeWindow, extra: Partial<ObservationQuantity> = {}): ObservationQuantity => ({
  kind: 'quantity',
  resourceType: 'Observation',
  codes,
  window,
  ...extra,
})
const one = (code: string, units: Record<string, string>): CodedUnits => ({ code, units })
const PER_MIN = { '/min': '/min', '{beats}/min': '/min', '{breaths}/min': '/min' }
const perMinFieldUnits = { 'beats/min': '/min', 'per minute': '/min', 'breaths/min': '/min' }
const MM_HG = { 'mm[Hg]': 'mmHg' }
const PERCENT = { '%': '%' }
const COUNT_10_9 = { '10*3/uL': '10*9/L', '10*9/L': '10*9/L', '10*3/mm3': '10*9/L' }
const countFieldUnits = {
  '× 10⁹/L (= × 10³/µL)': '10*9/L',
  '× 10³/µL': '10*9/L',
  '× 10⁹/L (= × 10³/mm³)': '10*9/L',
  '× 10⁹/L': '10*9/L',
}
const systolic = (window: TimeWindow) =>
  quantity([one(L.systolicBp, MM_HG)], window, { panels: [L.bloodPressurePanel, L.bloodPressurePanelOld], fieldUnits: { mmHg: 'mmHg' } })

export const EHR_MAP: Record<string, EhrSource> = {
  age: { kind: 'age', resourceType: 'Patient' },
  sex: { kind: 'sex', resourceType: 'Patient', genders: { female: 'female', male: 'male' } },

  total_cholesterol: quantity(cholesterol(L.totalCholesterol, L.totalCholesterolMoles), months(12), { fieldUnits: { 'mg/dL': MG_DL_CHOL, 'mmol/L': MMOL_CHOL } }),
  hdl_cholesterol: quantity(cholesterol(L.hdlCholesterol, L.hdlCholesterolMoles), months(12), { fieldUnits: { 'mg/dL': MG_DL_CHOL, 'mmol/L': MMOL_CHOL } }),
  // Triglycerides: the engine has no mg/dL ↔ mmol/L factor for them, so only the unit the field shows.
  triglycerides: quantity([one(L.triglycerides, { 'mg/dL': 'mg/dL triglycerides' }), one(L.triglyceridesMoles, { 'mmol/L': 'mmol/L triglycerides' })], months(12), {
    fieldUnits: { 'mg/dL': 'mg/dL triglycerides' },
  }),
  hba1c: quantity([one(L.hba1c, PERCENT), one(L.hba1cHplc, PERCENT)], months(12)),
  // PREVENT is built on CKD-EPI 2021 (race-free): only that eGFR is taken.
  egfr: quantity([one(L.egfrCkdEpi2021, { 'mL/min/{1.73_m2}': 'mL/min/1.73 m²' })], months(12)),
  uacr: quantity([one(L.uacr, { 'mg/g': 'mg/g UACR', 'mg/mmol': 'mg/mmol UACR' }), one(L.uacrMicroalbumin, { 'mg/g': 'mg/g UACR' })], months(12)),
  bmi: quantity([one(L.bmi, { 'kg/m2': 'kg/m²' })], months(12)),
  height: quantity([one(L.bodyHeight, { cm: 'cm', '[in_i]': 'in' })], { amount: 5, unit: 'years' }),
  weight: quantity([one(L.bodyWeight, { kg: 'kg', '[lb_av]': 'lb' })], days(30)),

  systolic_bp: systolic(hours(24)),
  sbp: systolic(hours(24)),
  diastolic_bp: quantity([one(L.diastolicBp, MM_HG)], hours(24), { panels: [L.bloodPressurePanel, L.bloodPressurePanelOld], fieldUnits: { mmHg: 'mmHg' } }),
  map: quantity([one(L.meanBp, MM_HG)], hours(24), { fieldUnits: { mmHg: 'mmHg' } }),
  heart_rate: quantity([one(L.heartRate, PER_MIN)], hours(24), { fieldUnits: perMinFieldUnits }),
  pulse: quantity([one(L.heartRate, PER_MIN)], hours(24), { fieldUnits: perMinFieldUnits }),
  resp_rate: quantity([one(L.respiratoryRate, PER_MIN)], hours(24), { fieldUnits: perMinFieldUnits }),
  oxygen_saturation: quantity([one(L.spo2PulseOximetry, PERCENT), one(L.spo2Arterial, PERCENT)], hours(24)),
  spo2: quantity([one(L.spo2PulseOximetry, PERCENT), one(L.spo2Arterial, PERCENT)], hours(24)),
  gcs: quantity([one(L.gcsTotal, { '': '{score}', '{score}': '{score}' })], hours(24), { fieldUnits: { '': '{score}' } }),

  creatinine: quantity(creatinineCodes, days(30), { fieldUnits: { 'mg/dL': 'mg/dL creatinine', 'µmol/L': 'µmol/L creatinine' } }),
  creatinine_mgdl: quantity(creatinineCodes, days(30), { fieldUnits: { 'mg/dL': 'mg/dL creatinine' } }),
  creatinine_umol: quantity(creatinineCodes, days(30), { fieldUnits: { 'µmol/L': 'µmol/L creatinine' } }),
  urine_creatinine: quantity(
    [one(L.urineCreatinine, { 'mg/dL': 'mg/dL creatinine', 'umol/L': 'µmol/L creatinine' }), one(L.urineCreatinineMoles, { 'umol/L': 'µmol/L creatinine' })],
    hours(24),
  ),
  urine_sodium: quantity([one(L.urineSodium, MMOL)], hours(24), { fieldUnits: mmolFieldUnits }),

  sodium: quantity([one(L.sodium, MMOL)], hours(24), { fieldUnits: mmolFieldUnits }),
  potassium: quantity([one(L.potassium, MMOL)], hours(24), { fieldUnits: mmolFieldUnits }),
  chloride: quantity([one(L.chloride, MMOL)], hours(24), { fieldUnits: mmolFieldUnits }),
  // Total CO₂ is what most laboratories report as "bicarbonate" in a basic metabolic panel.
  bicarbonate: quantity([one(L.bicarbonate, MMOL), one(L.carbonDioxideTotal, MMOL)], hours(24), { fieldUnits: mmolFieldUnits }),
  glucose: quantity(glucoseCodes, hours(24)),
  glucose_mg_dl: quantity(glucoseCodes, hours(24), { fieldUnits: { 'mg/dL': 'mg/dL glucose' } }),
  glucose_mmol_l: quantity(glucoseCodes, hours(24), { fieldUnits: { 'mmol/L': 'mmol/L glucose' } }),
  urea: quantity(ureaCodes, hours(24)),
  bun_mg_dl: quantity(ureaCodes, hours(24), { fieldUnits: { 'mg/dL': 'mg/dL BUN' } }),
  urea_mmol_l: quantity(ureaCodes, hours(24), { fieldUnits: { 'mmol/L': 'mmol/L urea' } }),
  measured_osmolality: quantity([one(L.serumOsmolality, { 'mosm/kg': 'mOsm/kg' })], hours(24), { fieldUnits: { 'mOsm/kg': 'mOsm/kg' } }),
  albumin: quantity(albuminCodes, days(30)),
  albumin_g_dl: quantity(albuminCodes, days(30), { fieldUnits: { 'g/dL': 'g/dL albumin' } }),
  albumin_g_l: quantity(albuminCodes, days(30), { fieldUnits: { 'g/L': 'g/L albumin' } }),
  // Calcium: the engine has no mg/dL ↔ mmol/L factor for calcium, so each field takes only its own unit.
  calcium_mg_dl: quantity([one(L.calcium, { 'mg/dL': 'mg/dL calcium' })], hours(24), { fieldUnits: { 'mg/dL': 'mg/dL calcium' } }),
  calcium_mmol_l: quantity([one(L.calciumMoles, { 'mmol/L': 'mmol/L calcium' })], hours(24), { fieldUnits: { 'mmol/L': 'mmol/L calcium' } }),

  wbc: quantity([one(L.leukocytes, COUNT_10_9), one(L.leukocytesBlood, COUNT_10_9)], hours(24), { fieldUnits: countFieldUnits }),
  platelets: quantity([one(L.platelets, COUNT_10_9), one(L.plateletsBlood, COUNT_10_9)], days(30), { fieldUnits: countFieldUnits }),
  hematocrit: quantity([one(L.hematocrit, PERCENT), one(L.hematocritBlood, PERCENT)], hours(24)),
  haematocrit: quantity([one(L.hematocrit, PERCENT), one(L.hematocritBlood, PERCENT)], hours(24)),
  inr: quantity([one(L.inr, { '': '{INR}', '{INR}': '{INR}', '{ratio}': '{INR}', '1': '{INR}' }), one(L.inrBlood, { '': '{INR}', '{INR}': '{INR}', '{ratio}': '{INR}', '1': '{INR}' })], days(30), {
    fieldUnits: { '': '{INR}' },
  }),
  bilirubin_mgdl: quantity([one(L.bilirubinTotal, { 'mg/dL': 'mg/dL bilirubin', 'umol/L': 'µmol/L bilirubin' }), one(L.bilirubinTotalMoles, { 'umol/L': 'µmol/L bilirubin' })], days(30), {
    fieldUnits: { 'mg/dL': 'mg/dL bilirubin' },
  }),
  bilirubin_umol: quantity([one(L.bilirubinTotal, { 'mg/dL': 'mg/dL bilirubin', 'umol/L': 'µmol/L bilirubin' }), one(L.bilirubinTotalMoles, { 'umol/L': 'µmol/L bilirubin' })], days(30), {
    fieldUnits: { 'µmol/L': 'µmol/L bilirubin' },
  }),
  ast: quantity([one(L.ast, { 'U/L': 'U/L' })], days(30)),
  alt: quantity([one(L.alt, { 'U/L': 'U/L' })], days(30)),
  arterial_ph: quantity([one(L.arterialPh, { '': '[pH]', '[pH]': '[pH]' })], hours(24), { fieldUnits: { '': '[pH]' } }),
  pao2: quantity([one(L.pao2, { 'mm[Hg]': 'mmHg', kPa: 'kPa' })], hours(24)),
  // FiO₂ as a percentage; a field that takes a fraction (APACHE II) has no engine conversion from it.
  fio2: quantity([one(L.inspiredOxygen, PERCENT)], hours(24), { fieldUnits: { '': 'fraction' } }),
  insulin: quantity([one('20448-7', { 'u[IU]/mL': 'µU/mL insulin', 'm[IU]/L': 'µU/mL insulin', 'pmol/L': 'pmol/L insulin' })], hours(24)),
  lmp: { kind: 'date', resourceType: 'Observation', codes: [L.lastMenstrualPeriod], window: days(300) },

  // Mapped for tools that list them; no published tool does yet.
  smoker: {
    kind: 'coded',
    resourceType: 'Observation',
    codes: [L.smokingStatus],
    answers: {
      [SMOKING_STATUS.currentEveryDay]: 'yes',
      [SMOKING_STATUS.currentSomeDay]: 'yes',
      [SMOKING_STATUS.heavySmoker]: 'yes',
      [SMOKING_STATUS.lightSmoker]: 'yes',
      [SMOKING_STATUS.formerSmoker]: 'no',
      [SMOKING_STATUS.neverSmoker]: 'no',
    },
    window: months(12),
  },
  diabetes: {
    kind: 'condition',
    resourceType: 'Condition',
    snomed: Object.values(DIABETES_SNOMED),
    icd10Prefixes: ['E10', 'E11', 'E13'],
    present: 'yes',
    window: null,
  },
}

/**
 * Tool fields that are never prefilled, with the reason. Such a cpdn is neither read nor
 * reported missing: the clinician enters it.
 */
export const NOT_PREFILLED: Record<string, Record<string, string>> = {
  // Both scores take the WORST value of each variable over the scoring period, which the newest
  // value is not: prefilling it would understate the score.
  'apache-ii': Object.fromEntries(
    ['map', 'heart_rate', 'resp_rate', 'fio2', 'sodium', 'potassium', 'creatinine', 'hematocrit', 'wbc'].map((c) => [c, 'worst value of the first 24 hours in ICU']),
  ),
  'sofa-score': Object.fromEntries(
    ['pao2', 'fio2', 'platelets', 'bilirubin_mgdl', 'bilirubin_umol', 'map', 'gcs', 'creatinine_mgdl', 'creatinine_umol'].map((c) => [c, 'worst value of the scoring period']),
  ),
  // HOMA-IR needs fasting glucose and insulin; a record does not reliably say the sample was fasting.
  'homa-ir': { glucose: 'fasting sample required', insulin: 'fasting sample required' },
}

/** Per-tool windows where the tool's question differs from the cpdn's default. */
export const TOOL_WINDOWS: Record<string, Record<string, TimeWindow>> = {
  // Risk equations use the usual office blood pressure and the last yearly creatinine.
  prevent: { systolic_bp: months(12), creatinine: months(12) },
  'ascvd-pooled-cohort': { systolic_bp: months(12) },
  'framingham-hard-chd': { systolic_bp: months(12) },
  'statin-choice-primary-prevention': { systolic_bp: months(12), creatinine: months(12) },
  // FIB-4 grades chronic liver fibrosis: liver tests of the last 6 months.
  'fib-4': { ast: months(6), alt: months(6), platelets: months(6) },
  // The revised cardiac risk index takes the preoperative creatinine.
  'revised-cardiac-risk-index': { creatinine: days(30) },
}

export type PrefillItem = { cpdn: string; source: EhrSource; window: TimeWindow | null }

/** What a tool prefills: its ehrpdns that the table maps, with the window for this tool. */
export function prefillItemsOf(tool: { slug: string; ehrpdns: readonly string[] }): PrefillItem[] {
  const skip = NOT_PREFILLED[tool.slug] ?? {}
  const items: PrefillItem[] = []
  for (const cpdn of new Set(tool.ehrpdns)) {
    if (Object.hasOwn(skip, cpdn)) continue
    const source = Object.hasOwn(EHR_MAP, cpdn) ? EHR_MAP[cpdn]! : undefined
    if (!source) continue
    const window = TOOL_WINDOWS[tool.slug]?.[cpdn] ?? ('window' in source ? source.window : null)
    items.push({ cpdn, source, window })
  }
  return items
}

export function windowText(window: TimeWindow | null): string | null {
  if (!window) return null
  const unit = window.amount === 1 ? window.unit.slice(0, -1) : window.unit
  return `${window.amount} ${unit}`
}

/** The earliest instant inside the window that ends at `now` (inclusive), calendar-exact for months and years. */
export function windowStart(now: Date, window: TimeWindow): Date {
  const start = new Date(now.getTime())
  if (window.unit === 'hours') start.setTime(now.getTime() - window.amount * 3_600_000)
  else if (window.unit === 'days') start.setTime(now.getTime() - window.amount * 86_400_000)
  else {
    const back = window.unit === 'months' ? window.amount : window.amount * 12
    start.setUTCMonth(start.getUTCMonth() - back)
    // 31 March less one month is the last day of February, not 3 March.
    if (start.getUTCDate() !== now.getUTCDate()) start.setUTCDate(0)
  }
  return start
}

export { SYSTEM }
