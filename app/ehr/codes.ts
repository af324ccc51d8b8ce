/**
 * Code systems and the codes Consilium reads from (and writes to) an EHR. One table for prefill,
 * CDS Hooks prefetch and chart write-back. LOINC codes as published at loinc.org; SNOMED CT
 * concept ids from the international edition.
 */
export const SYSTEM = {
  loinc: 'http://loinc.org',
  snomed: 'http://snomed.info/sct',
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  rxnorm: 'http://www.nlm.nih.gov/research/umls/rxnorm',
  ucum: 'http://unitsofmeasure.org',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
} as const

export const LOINC = {
  totalCholesterol: '2093-3',
  totalCholesterolMoles: '14647-2',
  hdlCholesterol: '2085-9',
  hdlCholesterolMoles: '14646-4',
  ldlCholesterolCalculated: '13457-7',
  ldlCholesterolDirect: '18262-6',
  triglycerides: '2571-8',
  triglyceridesMoles: '14927-8',
  bloodPressurePanel: '85354-9',
  systolicBp: '8480-6',
  diastolicBp: '8462-4',
  creatinine: '2160-0',
  creatinineMoles: '14682-9',
  egfrCkdEpi2021: '98979-8',
  egfrCkdEpi: '62238-1',
  uacr: '9318-7',
  hba1c: '4548-4',
  bmi: '39156-5',
  bodyHeight: '8302-2',
  bodyWeight: '29463-7',
  smokingStatus: '72166-2',
  heartRate: '8867-4',
  respiratoryRate: '9279-1',
  sodium: '2951-2',
  potassium: '2823-3',
  chloride: '2075-0',
  bicarbonate: '1963-8',
  glucose: '2345-7',
  urea: '3094-0',
  albumin: '1751-7',
  calcium: '17861-6',
  leukocytes: '6690-2',
} as const

/** SNOMED CT concepts: problem-list conditions and smoking-status answers (LOINC 72166-2). */
export const SNOMED = {
  type2Diabetes: '44054006',
  type1Diabetes: '46635009',
  hypertension: '38341003',
  atrialFibrillation: '49436004',
  formerSmoker: '8517006',
  neverSmoker: '266919005',
  currentEveryDaySmoker: '449868002',
} as const

/** ICD-10-CM codes sent beside the SNOMED concept on conditions. */
export const ICD10CM = {
  type2DiabetesWithoutComplications: 'E11.9',
  atrialFibrillationUnspecified: 'I48.91',
  essentialHypertension: 'I10',
} as const

/** RxNorm concepts (clinical drugs) for medication requests. */
export const RXNORM = {
  lisinopril10mgTablet: '314076',
  metoprololTartrate25mgTablet: '866514',
  atorvastatin20mgTablet: '617310',
  apixaban5mgTablet: '1364445',
} as const
