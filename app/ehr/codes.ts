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
  conditionVerification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  /** Consilium's own code system for results it writes to a chart: the code is the tool's slug. */
  consiliumTool: 'urn:consilium:tool',
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

/**
 * SNOMED CT concepts: problem-list conditions and smoking-status answers (LOINC 72166-2).
 * Without a terminology server there is no subsumption: for the conditions CDS reads, these
 * are the concept and the descendants EHR problem lists commonly carry.
 */
export const SNOMED = {
  type2Diabetes: '44054006',
  type1Diabetes: '46635009',
  hypertension: '38341003',
  formerSmoker: '8517006',
  neverSmoker: '266919005',
  currentEveryDaySmoker: '449868002',
  atrialFibrillation: '49436004',
  paroxysmalAtrialFibrillation: '282825002',
  persistentAtrialFibrillation: '440059007',
  permanentAtrialFibrillation: '440028005',
  chronicAtrialFibrillation: '426749004',
  longstandingPersistentAtrialFibrillation: '706923002',
  myocardialInfarction: '22298006',
  oldMyocardialInfarction: '1755008',
  ischemicHeartDisease: '414545008',
  coronaryArteriosclerosis: '53741008',
  anginaPectoris: '194828000',
  cerebrovascularAccident: '230690007',
  cerebralInfarction: '432504007',
  ischemicStroke: '422504002',
  transientIschemicAttack: '266257000',
  peripheralArterialDisease: '399957001',
  peripheralVascularDisease: '400047006',
  heartFailure: '84114007',
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

/** Atrial fibrillation (and flutter, ICD-10-CM I48.*): SNOMED concepts and the ICD-10-CM category. */
export const ATRIAL_FIBRILLATION = {
  snomed: [
    SNOMED.atrialFibrillation,
    SNOMED.paroxysmalAtrialFibrillation,
    SNOMED.persistentAtrialFibrillation,
    SNOMED.permanentAtrialFibrillation,
    SNOMED.chronicAtrialFibrillation,
    SNOMED.longstandingPersistentAtrialFibrillation,
  ],
  icd10cmPrefixes: ['I48'],
} as const

/**
 * Established cardiovascular disease that puts a person outside PREVENT (a primary-prevention
 * tool): coronary heart disease, stroke or TIA, peripheral artery disease, heart failure,
 * coronary revascularisation status. ICD-10-CM by category prefix.
 */
export const CARDIOVASCULAR_DISEASE = {
  snomed: [
    SNOMED.myocardialInfarction,
    SNOMED.oldMyocardialInfarction,
    SNOMED.ischemicHeartDisease,
    SNOMED.coronaryArteriosclerosis,
    SNOMED.anginaPectoris,
    SNOMED.cerebrovascularAccident,
    SNOMED.cerebralInfarction,
    SNOMED.ischemicStroke,
    SNOMED.transientIschemicAttack,
    SNOMED.peripheralArterialDisease,
    SNOMED.peripheralVascularDisease,
    SNOMED.heartFailure,
  ],
  // I20–I25 ischaemic heart disease, I63/I64 stroke, G45 TIA, I70.2 atherosclerosis of the limbs,
  // I73.9 peripheral vascular disease, I50 heart failure, Z95.1/Z95.5 bypass graft and stent.
  icd10cmPrefixes: ['I20', 'I21', 'I22', 'I23', 'I24', 'I25', 'I63', 'I64', 'G45', 'I70.2', 'I73.9', 'I50', 'Z95.1', 'Z95.5'],
} as const

/**
 * Oral anticoagulants by RxNorm ingredient (warfarin 11289, apixaban 1364430, rivaroxaban
 * 1114195, dabigatran 1037042, edoxaban 1599538) and a few clinical drugs, with the generic and
 * brand names matched in a medication's text when an EHR codes another product.
 */
export const ORAL_ANTICOAGULANTS = {
  rxnormCodes: ['11289', '1364430', '1114195', '1037042', '1599538', RXNORM.apixaban5mgTablet],
  names: ['warfarin', 'coumadin', 'jantoven', 'apixaban', 'eliquis', 'rivaroxaban', 'xarelto', 'dabigatran', 'pradaxa', 'edoxaban', 'savaysa', 'lixiana'],
} as const
