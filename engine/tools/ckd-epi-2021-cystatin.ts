import { SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_SPAN } from '../schema/fields.ts'
import { CYSTATIN_C_RANGE } from '../formulas/egfr-cystatin.ts'
import { EGFR_RANGES } from '../formulas/egfr.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { DELGADO_2022 } from './references.ts'

/** G categories on the eGFR as displayed (whole number), as in ckd-epi-2021. */
const category = (egfr: string) => {
  const shown = `round(${egfr})`
  return `if(${egfr} = null, null, if(${shown} >= 90, 'G1', if(${shown} >= 60, 'G2', if(${shown} >= 45, 'G3a', if(${shown} >= 30, 'G3b', if(${shown} >= 15, 'G4', 'G5'))))))`
}

/**
 * CKD-EPI 2021 creatinine–cystatin C equation (race-free; Inker 2021) and the 2012 CKD-EPI
 * cystatin C equation (Inker 2012), shown side by side. Formulas: engine/formulas/egfr-cystatin.ts.
 */
const ckdEpi2021Cystatin = {
  slug: 'ckd-epi-2021-cystatin',
  name: 'eGFR: CKD-EPI Creatinine–Cystatin C (2021) and Cystatin C (2012) Equations',
  calcId: 'calc-ckd-epi-2021-cystatin',
  ...TOOL_BASE,
  eligibility:
    'Adults (18 years and over) with a standardised serum creatinine and a standardised serum cystatin C from the same time, when kidney function is stable. Not reliable in acute kidney injury or pregnancy.',
  description:
    'Estimates kidney filtration (GFR) from serum creatinine and cystatin C with the race-free 2021 CKD-EPI combined equation, and from cystatin C alone with the 2012 CKD-EPI equation, each with its KDIGO GFR category.',
  contentName: 'ckd-epi-2021-cystatin',
  sections: {
    patient: ['creatinine', 'cystatin_c', 'age', 'sex'],
  },
  ehrpdns: ['creatinine', 'age', 'sex'],
  controls: controls({
    creatinine: measure('Serum creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      help: `${SERUM_CREATININE_SPAN}, from a standardised (IDMS-traceable) assay.`,
    }),
    cystatin_c: measure(
      'Serum cystatin C',
      'mg/L',
      { ...CYSTATIN_C_RANGE, reason: 'The range covers every serum cystatin C a laboratory can report, including kidney failure; a value outside it is a measurement or entry error.' },
      { help: `${CYSTATIN_C_RANGE.min}–${CYSTATIN_C_RANGE.max} mg/L, from an assay standardised to the international reference material (ERM-DA471/IFCC).` },
    ),
    age: measure('Age', 'years', {
      min: EGFR_RANGES.age.min,
      max: EGFR_RANGES.age.max,
      reason: 'The CKD-EPI equations were developed and validated in adults (18 and over). For children use a paediatric equation (for example CKiD U25).',
    }),
    sex: choice('Sex', [
      ['Female', 'female'],
      ['Male', 'male'],
    ]),
    egfr_cr_cys: result('eGFR, creatinine–cystatin C (CKD-EPI 2021)', 'egfr_ckdepi2021_crcys(creatinine, cystatin_c, age, sex)', {
      cpdn: 'egfr_ckdepi_2021_cr_cys',
      units: 'mL/min/1.73 m²',
      decimals: 0,
    }),
    gfr_category: result('GFR category (KDIGO), creatinine–cystatin C', category('egfr_cr_cys')),
    egfr_cys: result('eGFR, cystatin C alone (CKD-EPI 2012)', 'egfr_ckdepi2012_cys(cystatin_c, age, sex)', {
      cpdn: 'egfr_ckdepi_2012_cys',
      units: 'mL/min/1.73 m²',
      decimals: 0,
    }),
    gfr_category_cys: result('GFR category (KDIGO), cystatin C alone', category('egfr_cys')),
    interpretation: interpretation(
      "if(gfr_category = null, null, if(gfr_category = 'G1', 'G1, normal or high GFR (90 or more). Chronic kidney disease only with markers of kidney damage, such as albuminuria, for more than 3 months.', " +
        "if(gfr_category = 'G2', 'G2, mildly decreased GFR (60–89). Chronic kidney disease only with markers of kidney damage, such as albuminuria, for more than 3 months.', " +
        "if(gfr_category = 'G3a', 'G3a, mildly to moderately decreased GFR (45–59). If it lasts more than 3 months, this is chronic kidney disease.', " +
        "if(gfr_category = 'G3b', 'G3b, moderately to severely decreased GFR (30–44). If it lasts more than 3 months, this is chronic kidney disease.', " +
        "if(gfr_category = 'G4', 'G4, severely decreased GFR (15–29). If it lasts more than 3 months, this is chronic kidney disease; nephrology referral is advised.', " +
        "'G5, kidney failure range (below 15). Nephrology care is needed, including planning for dialysis, transplantation or conservative care.'))))) + ' The creatinine–cystatin C value is the more accurate one and is the one to use for confirming chronic kidney disease and for decisions; complete the staging with the urine albumin-to-creatinine ratio (A1–A3).')",
    ),
  }),
  risk: ['egfr_cr_cys', 'gfr_category', 'egfr_cys', 'gfr_category_cys', 'interpretation'],
  chartNote: {
    cc: 'eGFR {{egfr_cr_cys}} mL/min/1.73 m² by the race-free CKD-EPI 2021 creatinine–cystatin C equation (KDIGO GFR category {{gfr_category}}); cystatin C alone (CKD-EPI 2012) {{egfr_cys}} mL/min/1.73 m² ({{gfr_category_cys}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'inker2021',
      citation:
        'Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to estimate GFR without race. N Engl J Med. 2021;385(19):1737–1749.',
      pmid: '34554658',
      doi: '10.1056/NEJMoa2102953',
      kind: 'derivation',
      cohort: 'n = 5,352 (13 studies) for the creatinine–cystatin C equation; validation n = 4,050 (12 studies)',
    },
    {
      id: 'inker2012',
      citation: 'Inker LA, Schmid CH, Tighiouart H, et al. Estimating glomerular filtration rate from serum creatinine and cystatin C. N Engl J Med. 2012;367(1):20–29.',
      pmid: '22762315',
      doi: '10.1056/NEJMoa1114248',
      kind: 'derivation',
      cohort: 'n = 5,352 (13 studies, development); validation n = 1,119 (5 studies)',
    },
    DELGADO_2022,
    {
      id: 'kdigo2024',
      citation:
        'Kidney Disease: Improving Global Outcomes (KDIGO) CKD Work Group. KDIGO 2024 clinical practice guideline for the evaluation and management of chronic kidney disease. Kidney Int. 2024;105(4S):S117–S314.',
      pmid: '38490803',
      doi: '10.1016/j.kint.2023.10.018',
      kind: 'guideline',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Coefficients of the 2021 creatinine–cystatin C and 2012 cystatin C equations',
      citations: ['inker2021', 'inker2012'],
      checkedAgainstPrimary: false,
      note: 'The NEJM papers could not be opened here. The coefficients were taken from the National Kidney Foundation equation pages and cross-checked against the CRAN package nephro (CKDEpi_RF.creat.cys, CKDEpi.cys); all agree.',
    },
  ],
  definitions: [
    { term: 'eGFR', definition: 'Estimated glomerular filtration rate, scaled to a body surface area of 1.73 m².' },
    { term: 'Cystatin C', definition: 'A small protein made by all nucleated cells and filtered by the kidneys; unlike creatinine it depends little on muscle mass.' },
  ],
  category: 'Nephrology',
  synonyms: [
    'cystatin C eGFR',
    'eGFRcys',
    'eGFRcr-cys',
    'combined creatinine cystatin equation',
    'race-free eGFR',
    'glomerular filtration rate',
  ],
  abbreviations: ['eGFRcys', 'eGFRcr-cys', 'CysC', 'Cys C'],
  conditions: ['renal impairment', 'sarcopenia', 'low muscle mass'],
  instructions:
    'Enter a serum creatinine and a serum cystatin C taken at the same time, both from standardised assays, in a stable adult. Creatinine can be entered in mg/dL or µmol/L; cystatin C is in mg/L. Not for acute kidney injury or pregnancy. Cystatin C is raised by thyroid excess, high-dose corticosteroids, inflammation, obesity and smoking, and lowered by hypothyroidism.',
  whenToUse: [
    'To confirm chronic kidney disease when the creatinine eGFR is 45–59 (or 60–74 without albuminuria) and the diagnosis matters.',
    'When creatinine misleads: very low or high muscle mass (amputation, paralysis, frailty, body-builders), unusual diet or creatine supplements.',
    'When an accurate eGFR is needed for a decision, such as dosing of a narrow-therapeutic drug or kidney donor evaluation.',
  ],
  pearls: [
    'KDIGO 2024 advises cystatin C when the creatinine eGFR may be inaccurate and a more accurate eGFR would change management; the combined creatinine–cystatin C equation is the most accurate of the three CKD-EPI equations.',
    'Neither equation uses race: the 2021 combined equation was refitted without it, and the cystatin C equation never used it.',
    'A large gap between the creatinine and cystatin C estimates suggests a non-GFR factor acting on one marker (muscle mass for creatinine; steroids, thyroid disease or inflammation for cystatin C).',
    'Categories are applied to the eGFR as displayed (whole number), as laboratories report it.',
  ],
  nextSteps: {
    advice: [
      'eGFR below 60 or albuminuria: repeat within 3 months to confirm chronicity and measure the urine albumin-to-creatinine ratio.',
      'G4–G5 (eGFR below 30): refer to nephrology.',
    ],
    management: ['Use the creatinine–cystatin C value for drug dosing decisions where an accurate GFR matters, following each drug’s label.'],
  },
  evidence: [
    'The 2021 creatinine–cystatin C equation was developed in 5,352 participants from 13 studies (39.7 % Black) and validated in 4,050 participants from 12 studies against measured GFR; it was more accurate than either single-marker equation.',
    'The 2012 cystatin C and creatinine–cystatin C equations were developed in 5,352 participants from 13 studies and validated in 1,119 participants from 5 studies; the combined equation performed better than either marker alone.',
    'The NKF–ASN task force recommends the race-free 2021 equations and wider use of cystatin C; KDIGO 2024 recommends eGFRcr-cys when creatinine is thought to be inaccurate.',
  ],
  formula: [
    'eGFRcr-cys (2021) = 135 × min(SCr/κ, 1)^α × max(SCr/κ, 1)^−0.544 × min(SCys/0.8, 1)^−0.323 × max(SCys/0.8, 1)^−0.778 × 0.9961^age × 0.963 [if female]',
    'κ = 0.7 (female) or 0.9 (male); α = −0.219 (female) or −0.144 (male); SCr in mg/dL (µmol/L ÷ 88.4); SCys in mg/L',
    'eGFRcys (2012) = 133 × min(SCys/0.8, 1)^−0.499 × max(SCys/0.8, 1)^−1.328 × 0.996^age × 0.932 [if female]',
    'KDIGO GFR categories: G1 ≥ 90, G2 60–89, G3a 45–59, G3b 30–44, G4 15–29, G5 < 15 mL/min/1.73 m²',
  ],
  resultSummary: 'eGFR {{egfr_cr_cys}} mL/min/1.73 m² (CKD-EPI 2021 creatinine–cystatin C), KDIGO category {{gfr_category}}; cystatin C alone {{egfr_cys}}.',
  testVectors: [
    {
      description: 'Woman, 50 y, creatinine 1.0 mg/dL, cystatin C 1.0 mg/L (both above their knees)',
      inputs: { creatinine: 1.0, cystatin_c: 1.0, age: 50, sex: 'female' },
      expected: { egfr_ckdepi_2021_cr_cys: 74.0362, gfr_category: 'G2', egfr_ckdepi_2012_cys: 75.4289, gfr_category_cys: 'G2' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculations 135 × (1.0/0.7)^−0.544 × (1.0/0.8)^−0.778 × 0.9961^50 × 0.963 (inker2021) and 133 × (1.0/0.8)^−1.328 × 0.996^50 × 0.932 (inker2012), written out in the test file',
    },
    {
      description: 'Woman, 50 y, creatinine 0.6 mg/dL, cystatin C 0.7 mg/L (both below their knees)',
      inputs: { creatinine: 0.6, cystatin_c: 0.7, age: 50, sex: 'female' },
      expected: { egfr_ckdepi_2021_cr_cys: 115.4781, gfr_category: 'G1', egfr_ckdepi_2012_cys: 108.4357, gfr_category_cys: 'G1' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculations 135 × (0.6/0.7)^−0.219 × (0.7/0.8)^−0.323 × 0.9961^50 × 0.963 (inker2021) and 133 × (0.7/0.8)^−0.499 × 0.996^50 × 0.932 (inker2012)',
    },
    {
      description: 'Man, 60 y, creatinine 1.5 mg/dL, cystatin C 1.4 mg/L',
      inputs: { creatinine: 1.5, cystatin_c: 1.4, age: 60, sex: 'male' },
      expected: { egfr_ckdepi_2021_cr_cys: 52.3288, gfr_category: 'G3a', egfr_ckdepi_2012_cys: 49.7345, gfr_category_cys: 'G3a' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculations 135 × (1.5/0.9)^−0.544 × (1.4/0.8)^−0.778 × 0.9961^60 (inker2021) and 133 × (1.4/0.8)^−1.328 × 0.996^60 (inker2012)',
    },
    {
      description: 'Man, 75 y, creatinine 2.4 mg/dL, cystatin C 2.5 mg/L',
      inputs: { creatinine: 2.4, cystatin_c: 2.5, age: 75, sex: 'male' },
      expected: { egfr_ckdepi_2021_cr_cys: 24.3408, gfr_category: 'G4', egfr_ckdepi_2012_cys: 21.6841, gfr_category_cys: 'G4' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculations with the inker2021 and inker2012 coefficients, as above',
    },
  ],
} satisfies ToolDefinitionInput

export default ckdEpi2021Cystatin
