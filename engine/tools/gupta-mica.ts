import { AGE_PLAUSIBLE_MAX, SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_SPAN } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, risk, yesNo, type Choice } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { FLEISHER_2014, HALVORSEN_2022, THOMPSON_2024 } from './references.ts'

const AGE = {
  min: 18,
  max: AGE_PLAUSIBLE_MAX,
  reason: 'The calculator was derived and validated in adult surgical patients (ACS NSQIP); it is not for children.',
} as const

/** Model terms (Gupta 2011): each choice's points are its coefficient on the logit. */
const FUNCTIONAL_STATUS: Choice[] = [
  ['Independent', 'independent', 0, 'Needs no help from another person for any activity of daily living.'],
  ['Partially dependent', 'partially_dependent', 0.65, 'Needs some help from another person for activities of daily living.'],
  ['Totally dependent', 'totally_dependent', 1.03, 'Needs another person’s help for all activities of daily living.'],
]

const ASA: Choice[] = [
  ['ASA I · A normal healthy patient', 1, -5.17],
  ['ASA II · Mild systemic disease', 2, -3.29],
  ['ASA III · Severe systemic disease', 3, -1.92],
  ['ASA IV · Severe systemic disease that is a constant threat to life', 4, -0.95],
  ['ASA V · A moribund patient not expected to survive without the operation', 5, 0],
]

/** The 21 procedure groups of the model; hernia repair is the reference (0). */
const PROCEDURES: Choice[] = [
  ['Anorectal', 'anorectal', -0.16],
  ['Aortic', 'aortic', 1.6],
  ['Bariatric', 'bariatric', -0.25],
  ['Brain', 'brain', 1.4],
  ['Breast', 'breast', -1.61],
  ['Cardiac', 'cardiac', 1.01],
  ['ENT (ear, nose and throat; not thyroid or parathyroid)', 'ent', 0.71],
  ['Foregut (oesophagus, stomach) or hepatopancreatobiliary', 'foregut_hpb', 1.39],
  ['Gallbladder, appendix, adrenals or spleen', 'gallbladder_appendix_adrenal_spleen', 0.59],
  ['Hernia (ventral, inguinal, femoral)', 'hernia', 0],
  ['Intestinal', 'intestinal', 1.14],
  ['Neck (thyroid or parathyroid)', 'neck', 0.18],
  ['Obstetric or gynaecological', 'obstetric_gynaecological', 0.76],
  ['Orthopaedic and non-vascular limb surgery', 'orthopaedic', 0.8],
  ['Other abdominal', 'other_abdominal', 1.13],
  ['Peripheral vascular (not aortic, not vein)', 'peripheral_vascular', 0.86],
  ['Skin', 'skin', 0.54],
  ['Spine', 'spine', 0.21],
  ['Thoracic, not oesophageal (lung, mediastinum and others)', 'thoracic', 0.4],
  ['Vein', 'vein', -1.09],
  ['Urological', 'urological', -0.26],
]

/** Creatinine term: above 1.5 mg/dL 0.61; not measured −0.10; otherwise 0. */
const CREATININE_TERM = "if(creatinine_measured = 'no', -0.1, if(creatinine > 1.5, 0.61, 0))"

/** Shown to 2 decimals; a risk that would show as 0.00 is given as below 0.01 %, never as 0. */
const RISK_TEXT = "if(mica_risk < 0.005, 'below 0.01 %', concat(round(mica_risk, 2), ' %'))"

/**
 * Gupta perioperative risk of myocardial infarction or cardiac arrest (MICA). Gupta PK, Gupta H,
 * Sundaram A, et al. Circulation 2011;124(4):381–387: logistic regression in ACS NSQIP 2007
 * (n = 211,410), validated in NSQIP 2008 (n = 257,385).
 * x = −5.25 + 0.02 × age + functional status + ASA class + creatinine + procedure group;
 * risk = eˣ / (1 + eˣ). References: ASA V, independent, creatinine ≤ 1.5 mg/dL, hernia repair.
 * Creatinine is compared in mg/dL (µmol/L ÷ 88.4), so the threshold is exactly the published one.
 */
const guptaMica = {
  slug: 'gupta-mica',
  name: 'Gupta Perioperative Risk of Myocardial Infarction or Cardiac Arrest (MICA)',
  calcId: 'calc-gupta-mica',
  ...TOOL_BASE,
  eligibility: 'Adults before surgery. The model was built from ACS NSQIP surgical patients, including cardiac and non-cardiac procedures.',
  description:
    'Estimates the risk of a myocardial infarction or cardiac arrest during surgery or within 30 days after it, from age, functional status, ASA class, creatinine and the type of operation.',
  contentName: 'gupta-mica',
  sections: {
    patient: ['age', 'functional_status', 'asa_class', 'creatinine_measured', 'creatinine', 'procedure'],
  },
  ehrpdns: ['age', 'creatinine'],
  controls: controls({
    age: measure('Age', 'years', AGE, { help: 'Each year adds 0.02 to the logit.' }),
    functional_status: choice('Functional status before surgery', FUNCTIONAL_STATUS, {
      type: 'singleselect.radiogroup',
      help: 'Activities of daily living in the 30 days before surgery, as ACS NSQIP records them.',
    }),
    asa_class: choice('ASA physical status class', ASA, {
      type: 'singleselect.radiogroup',
      help: 'The class assigned by the anaesthetist; the emergency modifier (E) is not part of the model.',
    }),
    creatinine_measured: yesNo('Preoperative creatinine measured', {
      help: 'The model has its own term for a patient with no preoperative creatinine; answer No only when there is none.',
    }),
    creatinine: measure('Preoperative serum creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      visibility: "creatinine_measured = 'yes'",
      help: `${SERUM_CREATININE_SPAN}. Above 1.5 mg/dL (132.6 µmol/L, usually quoted as 133 µmol/L) counts as raised.`,
    }),
    procedure: choice('Type of procedure', PROCEDURES, {
      type: 'singleselect.dropdown',
      help: 'The group of the planned operation, as the model defines them; hernia repair is the reference group.',
    }),
    creatinine_raised: result(
      'Creatinine above 1.5 mg/dL (132.6 µmol/L)',
      "if(creatinine_measured = 'no', 'Not measured', if(creatinine = null, null, if(creatinine > 1.5, 'Yes', 'No')))",
      { cpdn: 'mica_creatinine_raised' },
    ),
    logit: result('x (linear predictor)', `-5.25 + 0.02 * age + points(functional_status, asa_class, procedure) + ${CREATININE_TERM}`, {
      decimals: 2,
      cpdn: 'mica_logit',
    }),
    mica_risk: risk('Myocardial infarction or cardiac arrest, during surgery or within 30 days after', '100 * exp(logit) / (1 + exp(logit))', {
      units: '%',
      decimals: 2,
      cpdn: 'gupta_mica_risk',
    }),
    risk_text: result('Estimated risk', RISK_TEXT, { cpdn: 'mica_risk_text' }),
    interpretation: interpretation(
      `if(mica_risk = null, null, 'Estimated risk of myocardial infarction or cardiac arrest during surgery or within 30 days: ' + ${RISK_TEXT} + '. ' + ` +
        "if(mica_risk < 1, 'Below 1 %. The 2024 AHA/ACC guideline draws its line between low and elevated risk at 1 % for major adverse cardiac events (MACE), which include more events than myocardial infarction and cardiac arrest, so the MACE risk is at least as high as this estimate. At low MACE risk with no risk modifiers the guideline advises proceeding to surgery without further cardiac testing; routine stress testing is not recommended (class 3).', " +
        "'1 % or more: elevated risk by the 2024 AHA/ACC guideline, whose 1 % line is for major adverse cardiac events (MACE); MACE include more events than myocardial infarction and cardiac arrest, so the MACE risk is at least this high. Assess functional capacity, preferably with a structured tool such as the Duke Activity Status Index (class 2a); at 4 METs or more (DASI above 34) proceed to surgery without further testing. In patients with known cardiovascular disease, aged 65 or over, or aged 45 or over with symptoms suggesting cardiovascular disease, measuring BNP or NT-proBNP before surgery is reasonable (class 2a) and troponin may be reasonable (class 2b). With poor or unknown functional capacity, stress testing may be considered (class 2b) only when its result would change management.') + " +
        "if(procedure = 'cardiac', ' The guideline thresholds are for non-cardiac surgery; they do not apply to a cardiac operation.', ''))",
    ),
  }),
  risk: ['mica_risk', 'risk_text', 'interpretation', 'logit', 'creatinine_raised'],
  chartNote: {
    cc: 'Gupta MICA: estimated risk of myocardial infarction or cardiac arrest during surgery or within 30 days {{mica_risk_text}} (x = {{mica_logit}}; creatinine above 1.5 mg/dL: {{mica_creatinine_raised}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'gupta2011',
      citation:
        'Gupta PK, Gupta H, Sundaram A, Kaushik M, Fang X, Miller WJ, Esterbrooks DJ, Hunter CB, Pipinos II, Johanning JM, Lynch TG, Forse RA, Mohiuddin SM, Mooss AN. Development and validation of a risk calculator for prediction of cardiac risk after surgery. Circulation. 2011;124(4):381–387.',
      pmid: '21730309',
      doi: '10.1161/CIRCULATIONAHA.110.015701',
      kind: 'derivation and validation',
      cohort: 'n = 211,410 (ACS NSQIP 2007, derivation; 1,371 or 0.65 % had myocardial infarction or cardiac arrest) and 257,385 (NSQIP 2008, validation)',
    },
    THOMPSON_2024,
    FLEISHER_2014,
    HALVORSEN_2022,
  ],
  definitions: [
    {
      term: 'Outcome (MICA)',
      definition:
        'Myocardial infarction or cardiac arrest during surgery or within 30 days after it, as recorded by ACS NSQIP. Pulmonary oedema and complete heart block, counted by older indices, are not part of it.',
    },
    {
      term: 'Functional status',
      definition:
        'ACS NSQIP’s record of activities of daily living before surgery: independent (no help needed), partially dependent (some help from another person) or totally dependent (help for all of them).',
    },
  ],
  category: 'Perioperative medicine',
  synonyms: [
    'Gupta perioperative cardiac risk',
    'Gupta MICA',
    'NSQIP MICA',
    'perioperative myocardial infarction or cardiac arrest',
    'cardiac risk after surgery',
    'preoperative cardiac risk calculator',
  ],
  abbreviations: ['MICA', 'NSQIP', 'ASA', 'MACE', 'MI'],
  conditions: ['noncardiac surgery', 'perioperative myocardial infarction', 'coronary heart disease', 'chronic kidney disease'],
  instructions:
    'For adults before surgery. Choose the ASA class, the functional status before surgery and the group of the planned operation; enter the preoperative creatinine, or answer that none was measured. Emergency surgery goes ahead without waiting for a risk estimate, and an active cardiac condition (acute coronary syndrome, decompensated heart failure, significant arrhythmia or severe valve disease) needs assessment and treatment before elective surgery whatever the result.',
  whenToUse: [
    'Preoperative assessment, to estimate the risk of a perioperative myocardial infarction or cardiac arrest with the type of operation taken into account.',
    'To decide, with functional capacity, whether further cardiac evaluation could change perioperative management.',
  ],
  pearls: [
    'The result is a probability from a logistic model: x = −5.25 + 0.02 × age + the terms of the choices made, and risk = eˣ / (1 + eˣ).',
    'The type of operation and the ASA class carry most of the weight; unlike the RCRI, low-risk operations (breast, vein, anorectal) lower the estimate.',
    'Creatinine is raised above 1.5 mg/dL. Entered in µmol/L it is converted (÷ 88.4), so 133 µmol/L (1.505 mg/dL) counts and 132 µmol/L (1.493 mg/dL) does not.',
    'The model was built from NSQIP records, without routine troponin screening after surgery; myocardial injury detected by screening is not part of the outcome.',
    'Risks are shown to 2 decimals without rounding up; an estimate that would show as 0.00 % is given as below 0.01 %.',
    'The 1 % line is drawn for major adverse cardiac events (MACE), a wider outcome than myocardial infarction or cardiac arrest: a MICA estimate just under 1 % does not mean a MACE risk under 1 %.',
    'The guidance follows the 2024 AHA/ACC multisociety perioperative guideline, which replaced the 2014 ACC/AHA guideline; the 2014 guideline first drew the 1 % line between low and elevated risk. The 2022 ESC guideline is the European counterpart; its recommendations were not used for this guidance.',
  ],
  nextSteps: {
    advice: [
      'Below 1 % with no risk modifiers: proceed to surgery without further cardiac testing (2024 AHA/ACC); routine stress testing is not recommended (class 3). The MACE risk is at least as high as the MICA estimate, so an estimate just under 1 % does not place the MACE risk under 1 %.',
      '1 % or more: assess functional capacity, preferably with the Duke Activity Status Index (class 2a); at 4 METs or more (DASI above 34) proceed without further testing.',
      'Elevated risk with known cardiovascular disease, age 65 or over, or age 45 or over with symptoms suggesting cardiovascular disease: BNP or NT-proBNP before surgery is reasonable (class 2a); troponin before surgery may be reasonable (class 2b).',
      'Elevated risk with poor or unknown functional capacity: stress testing may be considered (class 2b) only when its result would change management.',
      'Any estimate with risk modifiers present: the 2024 algorithm calls for a team-based discussion of the timing of surgery, testing and perioperative management.',
    ],
    management: [
      'Continue beta-blockers and statins in patients already taking them; do not start a beta-blocker on the day of surgery.',
      'Stop SGLT2 inhibitors 3–4 days before planned surgery (2024 AHA/ACC).',
      'Optimise heart failure, blood pressure and glucose control before elective surgery when time allows.',
    ],
  },
  evidence: [
    'Gupta and colleagues built the model from 211,410 patients of the 2007 ACS NSQIP database (more than 250 hospitals), of whom 1,371 (0.65 %) had a myocardial infarction or cardiac arrest during surgery or within 30 days; five predictors remained: type of operation, dependent functional status, creatinine above 1.5 mg/dL, ASA class and age.',
    'In 257,385 patients of the 2008 database the model discriminated as well as in 2007 (c-statistic 0.874 against 0.884); the RCRI applied to the same 2008 data reached 0.747.',
    'The 2024 AHA/ACC guideline finds a validated risk-prediction tool useful for estimating the risk of perioperative major adverse cardiac events in patients with known cardiovascular disease (class 2a), names the RCRI and the NSQIP-based calculators among such tools, and separates low (below 1 %) from elevated (1 % or more) risk. The 2014 ACC/AHA guideline, which it replaced, had named the NSQIP MICA calculator among validated tools and first drew the 1 % line.',
  ],
  formula: [
    'x = −5.25 + 0.02 × age [years] + functional status + ASA class + creatinine + type of procedure',
    'Functional status: independent 0; partially dependent 0.65; totally dependent 1.03',
    'ASA class: I −5.17; II −3.29; III −1.92; IV −0.95; V 0',
    'Creatinine: 1.5 mg/dL (132.6 µmol/L) or less 0; above 1.5 mg/dL 0.61; not measured −0.10',
    'Procedure: anorectal −0.16; aortic 1.60; bariatric −0.25; brain 1.40; breast −1.61; cardiac 1.01; ENT (not thyroid or parathyroid) 0.71; foregut or hepatopancreatobiliary 1.39; gallbladder, appendix, adrenals or spleen 0.59; hernia 0; intestinal 1.14; neck (thyroid or parathyroid) 0.18; obstetric or gynaecological 0.76; orthopaedic and non-vascular limb 0.80; other abdominal 1.13; peripheral vascular 0.86; skin 0.54; spine 0.21; thoracic, not oesophageal 0.40; vein −1.09; urological −0.26',
    'Risk (%) = 100 × eˣ / (1 + eˣ)',
  ],
  resultSummary: 'Gupta MICA: myocardial infarction or cardiac arrest during surgery or within 30 days {{mica_risk_text}}.',
  testVectors: [
    {
      description: 'Age 65, independent, ASA II, creatinine 1.0 mg/dL, orthopaedic: x −6.44, 0.16 %',
      inputs: { age: 65, functional_status: 'independent', asa_class: 2, creatinine_measured: 'yes', creatinine: 1.0, procedure: 'orthopaedic' },
      expected: { mica_logit: -6.44, gupta_mica_risk: 0.159386, mica_risk_text: '0.16 %', mica_creatinine_raised: 'No' },
      tolerance: 1e-5,
      source:
        'Worked example published by an independent online calculator (onlycalculators.com, Gupta calculator: 65-year-old, independent, ASA II, normal creatinine, orthopaedic: x = −6.44, risk 0.16 %); coefficients as in gupta2011 reproduced by independent implementations (see evidence checks)',
    },
    {
      description: 'Age 75, partially dependent, ASA III, creatinine 2.0 mg/dL, aortic: x −2.81, 5.68 %',
      inputs: { age: 75, functional_status: 'partially_dependent', asa_class: 3, creatinine_measured: 'yes', creatinine: 2.0, procedure: 'aortic' },
      expected: { mica_logit: -2.81, gupta_mica_risk: 5.678618, mica_risk_text: '5.68 %', mica_creatinine_raised: 'Yes' },
      tolerance: 1e-5,
      source: 'Not a published example: hand calculation with the gupta2011 model: −5.25 + 1.50 + 0.65 − 1.92 + 0.61 + 1.60 = −2.81; e^−2.81 / (1 + e^−2.81) = 5.6786 %',
    },
    {
      description: 'Age 60, independent, ASA III, creatinine not measured, intestinal: x −4.93, 0.72 %',
      inputs: { age: 60, functional_status: 'independent', asa_class: 3, creatinine_measured: 'no', procedure: 'intestinal' },
      expected: { mica_logit: -4.93, gupta_mica_risk: 0.717466, mica_risk_text: '0.72 %', mica_creatinine_raised: 'Not measured' },
      tolerance: 1e-5,
      source: 'Not a published example: hand calculation with the gupta2011 model: −5.25 + 1.20 + 0 − 1.92 − 0.10 + 1.14 = −4.93; e^−4.93 / (1 + e^−4.93) = 0.71747 %',
    },
    {
      description: 'Age 18, independent, ASA I, creatinine 0.8 mg/dL, breast: x −11.67, below 0.01 %',
      inputs: { age: 18, functional_status: 'independent', asa_class: 1, creatinine_measured: 'yes', creatinine: 0.8, procedure: 'breast' },
      expected: { mica_logit: -11.67, gupta_mica_risk: 0.000855, mica_risk_text: 'below 0.01 %' },
      tolerance: 1e-6,
      source: 'Not a published example: hand calculation with the gupta2011 model: −5.25 + 0.36 − 5.17 − 1.61 = −11.67; e^−11.67 / (1 + e^−11.67) = 0.000855 %',
    },
  ],
  evidenceChecks: [
    {
      statement:
        'Model coefficients: constant −5.25; age 0.02 per year; functional status 0 / 0.65 / 1.03; ASA I–V −5.17 / −3.29 / −1.92 / −0.95 / 0; creatinine above 1.5 mg/dL 0.61, not measured −0.10; the 21 procedure coefficients; risk = eˣ / (1 + eˣ).',
      citations: ['gupta2011'],
      checkedAgainstPrimary: false,
      note: 'The full text of Gupta 2011 and its calculator could not be opened. Every coefficient was taken where at least two independent public implementations agree to the digit: the MDCalc formula table (as reproduced in public content files), an open-source React calculator (Georgian-language), an open-source perioperative module pairing it with the Gupta respiratory failure model, and the coefficient table of Lusnaker0730/MEDCALCEHR; a Java and a Python implementation agree on the constant, age, functional status, ASA and creatinine terms. A draft openEHR GDL guideline (openEHR/gdl-guideline-models, MICA_score drafts) prints ASA IV as +0.95 and seven procedure coefficients with a negative sign (gallbladder, neck, obstetric/gynaecological, orthopaedic, peripheral vascular, skin, spine); it disagrees with every other source and with the ordering of the ASA classes, and was not followed. No worked example from the paper was found: one test vector is a published example from an independent calculator, the others are hand calculations.',
    },
    {
      statement: 'Derivation and validation figures: 211,410 patients (2007), 1,371 events (0.65 %), 257,385 patients (2008), c-statistics 0.884 and 0.874, RCRI 0.747; creatinine threshold above 1.5 mg/dL.',
      citations: ['gupta2011'],
      checkedAgainstPrimary: false,
      note: 'Taken from the ACC journal scan summary of the paper; the full text was not opened.',
    },
    {
      statement:
        'Guidance from the 2024 AHA/ACC guideline: a validated risk tool for perioperative MACE in patients with known cardiovascular disease (class 2a), the NSQIP-based calculators among such tools; low (below 1 %) and elevated (1 % or more) MACE risk; low risk without risk modifiers proceeds without further testing, risk modifiers lead to a team-based discussion; structured functional capacity assessment such as the DASI before elevated-risk surgery (class 2a), 4 METs or more or DASI above 34 proceeds; BNP or NT-proBNP (class 2a) and troponin (class 2b) before elevated-risk surgery in known cardiovascular disease, age 65 or over, or age 45 or over with symptoms; stress testing only for elevated risk with poor or unknown functional capacity (class 2b), not routinely at low risk, with good functional capacity or for low-risk surgery (class 3); SGLT2 inhibitors stopped 3–4 days before surgery.',
      citations: ['thompson2024'],
      checkedAgainstPrimary: false,
      note: 'The guideline text was not opened. Recommendation wording from the Guideline Central summary (sections 3.1, 3.2, 3.4); classes for stress testing and the SGLT2 timing from the ACC key points as reproduced by cardioblogger.com; classes 2a and 2b for the DASI, BNP and troponin from a lecture summary (coconote) and the wording ("is reasonable", "may be reasonable"); class 2a for the risk tool from the wording "can be useful" only; the algorithm steps (1 % line, risk modifiers, DASI above 34) and the list of tools from the preopevaluation.com walk-through of the 2024 algorithm and the ACC key points (RCRI, NSQIP calculators); that the 2024 text names Gupta MICA itself rests on lecture summaries only. Continuing beta-blockers and statins and not starting a beta-blocker on the day of surgery were not checked against the 2024 text. The guideline applies the 1 % line to MACE, a wider outcome than myocardial infarction or cardiac arrest; the guidance says so rather than reading MICA as MACE.',
    },
    {
      statement: 'The 2014 ACC/AHA guideline lists the NSQIP MICA calculator among validated tools for perioperative risk of major adverse cardiac events and first drew the 1 % line between low and elevated risk.',
      citations: ['fleisher2014'],
      checkedAgainstPrimary: false,
      note: 'The guideline text was not opened; checked against summaries of its algorithm (University of Nebraska teaching module, steps 3–5), Cohn and Fernandez Ros 2018 (Am J Cardiol: the guideline suggests the RCRI, MICA or ACS NSQIP calculators) and Pappas 2019 (Anesth Analg: RCRI and MICA are included in the guideline). The guideline applies the 1 % line to major adverse cardiac events, a wider outcome than myocardial infarction or cardiac arrest.',
    },
  ],
} satisfies ToolDefinitionInput

export default guptaMica
