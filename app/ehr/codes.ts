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
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  /** WHO ATC, as FHIR names it (terminology.hl7.org "ATC"). */
  atc: 'http://www.whocc.no/atc',
  conditionVerification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  /** US Core DocumentReference category (`clinical-note`). */
  usCoreDocumentCategory: 'http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category',
  /** Consilium's own code system for results written back: the code is the tool's slug. */
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
  /** Urea nitrogen (BUN) [Mass/volume] in Serum or Plasma: nitrogen of urea, not urea itself. */
  ureaNitrogen: '3094-0',
  albumin: '1751-7',
  calcium: '17861-6',
  leukocytes: '6690-2',
  // Prefill (app/ehr/prefill/ehr-map.ts).
  leukocytesBlood: '26464-8',
  carbonDioxideTotal: '2028-9',
  glucoseMoles: '14749-6',
  glucoseFasting: '1558-6',
  ureaMoles: '22664-7',
  calciumMoles: '2000-8',
  alt: '1742-6',
  ast: '1920-8',
  arterialPh: '2744-1',
  pao2: '2703-7',
  inspiredOxygen: '3150-0',
  bilirubinTotal: '1975-2',
  bilirubinTotalMoles: '14631-6',
  inr: '6301-6',
  inrBlood: '34714-6',
  gcsTotal: '9269-2',
  meanBp: '8478-0',
  spo2PulseOximetry: '59408-5',
  spo2Arterial: '2708-6',
  platelets: '777-3',
  plateletsBlood: '26515-7',
  hematocrit: '4544-3',
  hematocritBlood: '20570-8',
  serumOsmolality: '2692-2',
  urineSodium: '2955-3',
  urineCreatinine: '2161-8',
  urineCreatinineMoles: '14683-7',
  uacrMicroalbumin: '14959-1',
  hba1cHplc: '17856-6',
  lastMenstrualPeriod: '8665-2',
  bloodPressurePanelOld: '55284-4',
  /** Document type of a chart note written back (LOINC Document Ontology: kind 'Note', no other axes). */
  note: '34109-9',
} as const

/**
 * SNOMED CT answers to smoking status (LOINC 72166-2): the US Core Smoking Status value set
 * (LOINC answer list LL2201-3). "Smoker, current status unknown" (77176002) is a current smoker
 * whose frequency is unknown; "Unknown if ever smoked" (266927001) says nothing.
 */
export const SMOKING_STATUS = {
  currentEveryDay: '449868002',
  currentSomeDay: '428041000124106',
  smokerCurrentStatusUnknown: '77176002',
  /** Cigarette smoker (finding): in the US Core value set, a current smoker. */
  cigaretteSmoker: '65568007',
  heavySmoker: '428071000124103',
  lightSmoker: '428061000124105',
  formerSmoker: '8517006',
  neverSmoker: '266919005',
  unknown: '266927001',
} as const

/** SNOMED CT diabetes mellitus concepts (problem list): the parent concept and its two main subtypes. */
export const DIABETES_SNOMED = {
  diabetesMellitus: '73211009',
  type1: '46635009',
  type2: '44054006',
} as const

/**
 * SNOMED CT concepts: problem-list conditions and smoking-status answers (LOINC 72166-2).
 * Without a terminology server there is no subsumption: for the conditions CDS reads, these
 * are the concept and the descendants EHR problem lists commonly carry.
 * Diabetes and smoking codes are those above (one definition each).
 */
export const SNOMED = {
  type2Diabetes: DIABETES_SNOMED.type2,
  type1Diabetes: DIABETES_SNOMED.type1,
  hypertension: '38341003',
  formerSmoker: SMOKING_STATUS.formerSmoker,
  neverSmoker: SMOKING_STATUS.neverSmoker,
  currentEveryDaySmoker: SMOKING_STATUS.currentEveryDay,
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

/**
 * RxNorm ingredients (TTY IN) whose presence on an active medication request means "taking
 * medicine for high blood pressure" or "taking a statin" (app/ehr/prefill/ehr-map.ts). A request
 * is matched by an ingredient coding of its `medicationCodeableConcept`; clinical-drug codes
 * (SCD/SBD) alone are not expanded here, so such a request is not recognised and the field stays
 * empty (decision 0051). Sources of the codes:
 * - statins: VSAC "Statin Allergen" 2.16.840.1.113762.1.4.1110.42 (eCQM update 2025-05-08), all 7;
 * - ACE inhibitors and ARBs: VSAC "ACE Inhibitor or ARB or ARNI Ingredient"
 *   2.16.840.1.113883.3.526.3.1489 (eCQM update 2025-05-08), without sacubitril (a heart-failure
 *   drug; its combination also carries valsartan);
 * - beta blockers: VSAC "Beta Blocker Therapy Ingredient" 2.16.840.1.113883.3.526.3.1493, without
 *   the ophthalmic ones (timolol, betaxolol, carteolol, levobunolol, metipranolol: glaucoma drops
 *   share the ingredient), esmolol (intravenous, acute) and sotalol (an antiarrhythmic);
 * - diuretics, calcium-channel blockers, aldosterone antagonists: RxNorm IN RxCUIs as RxNav lists
 *   them (cross-checked against public medication tables).
 */
export const RXNORM_INGREDIENT = {
  statin: {
    atorvastatin: '83367',
    fluvastatin: '41127',
    lovastatin: '6472',
    pitavastatin: '861634',
    pravastatin: '42463',
    rosuvastatin: '301542',
    simvastatin: '36567',
  },
  antihypertensive: {
    // ACE inhibitors
    benazepril: '18867',
    captopril: '1998',
    enalapril: '3827',
    fosinopril: '50166',
    lisinopril: '29046',
    moexipril: '30131',
    perindopril: '54552',
    quinapril: '35208',
    ramipril: '35296',
    trandolapril: '38454',
    // Angiotensin-receptor blockers
    azilsartan: '1091643',
    candesartan: '214354',
    eprosartan: '83515',
    irbesartan: '83818',
    losartan: '52175',
    olmesartan: '321064',
    telmisartan: '73494',
    valsartan: '69749',
    // Beta blockers (systemic)
    acebutolol: '149',
    atenolol: '1202',
    bisoprolol: '19484',
    carvedilol: '20352',
    labetalol: '6185',
    metoprolol: '6918',
    nadolol: '7226',
    nebivolol: '31555',
    pindolol: '8332',
    propranolol: '8787',
    // Calcium-channel blockers
    amlodipine: '17767',
    diltiazem: '3443',
    nifedipine: '7417',
    verapamil: '11170',
    // Diuretics and aldosterone antagonists
    bumetanide: '1808',
    chlorthalidone: '2409',
    furosemide: '4603',
    hydrochlorothiazide: '5487',
    indapamide: '5764',
    amiloride: '644',
    eplerenone: '298869',
    spironolactone: '9997',
  },
} as const

/**
 * WHO ATC classes (code prefixes) for EHRs that code medications in ATC: antihypertensives C02,
 * diuretics C03, beta blockers C07, calcium-channel blockers C08, agents acting on the
 * renin-angiotensin system C09; statins C10AA (plain) and C10BA / C10BX (statin combinations).
 */
export const ATC = {
  antihypertensive: ['C02', 'C03', 'C07', 'C08', 'C09'],
  statin: ['C10AA', 'C10BA', 'C10BX'],
} as const

/** The medication value sets of the prefill: RxNorm ingredient codes and ATC prefixes. */
export const MEDICATION_CLASSES = {
  antihypertensive: { rxnormIngredients: Object.values(RXNORM_INGREDIENT.antihypertensive), atcPrefixes: ATC.antihypertensive },
  statin: { rxnormIngredients: Object.values(RXNORM_INGREDIENT.statin), atcPrefixes: ATC.statin },
} as const

/** ICD-10-CM diabetes mellitus categories E08–E13 (E12 does not exist in ICD-10-CM). */
export const ICD10CM_DIABETES_PREFIXES = ['E08', 'E09', 'E10', 'E11', 'E13'] as const
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
