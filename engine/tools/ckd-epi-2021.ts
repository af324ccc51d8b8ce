import { SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_UMOL_RANGE } from '../schema/fields.ts'
import { EGFR_RANGES } from '../formulas/egfr.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, units, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { DELGADO_2022 } from './references.ts'

/**
 * G categories are applied to the eGFR as displayed (a whole number, as laboratories report
 * it), so a value shown as 60 is never labelled G3a.
 */
const SHOWN = 'round(egfr)'

/**
 * CKD-EPI 2021 race-free creatinine eGFR (Inker LA et al., N Engl J Med 2021;385:1737–1749),
 * with the 2009 CKD-EPI equation (Levey AS et al., Ann Intern Med 2009;150:604–612) exactly as
 * spec 02 §9 states it, shown only on request for comparison. Formulas: engine/formulas/egfr.ts.
 */
const ckdEpi2021 = {
  slug: 'ckd-epi-2021',
  name: 'eGFR: CKD-EPI 2021 Creatinine Equation (Race-Free)',
  calcId: 'calc-ckd-epi-2021',
  ...TOOL_BASE,
  eligibility:
    'Adults (18 years and over) with a stable serum creatinine measured by a standardised (IDMS-traceable) method. Not reliable in acute kidney injury, pregnancy, or with very unusual muscle mass or diet.',
  description:
    'Estimates kidney filtration (GFR) from serum creatinine, age and sex with the 2021 CKD-EPI equation, which does not use race, and gives the KDIGO GFR category.',
  contentName: 'ckd-epi-2021',
  sections: {
    patient: ['creatinine', 'age', 'sex', 'show_2009_equation', 'aa_status'],
  },
  ehrpdns: ['creatinine', 'age', 'sex'],
  controls: controls({
    creatinine: measure(
      'Serum creatinine',
      units([
        { value: 'mg/dL creatinine', name: 'mg/dL', system: 'us', precision: 2 },
        { value: 'µmol/L creatinine', name: 'µmol/L', system: 'si', precision: 0 },
      ]),
      SERUM_CREATININE_MGDL_RANGE,
      {
        help: `${SERUM_CREATININE_MGDL_RANGE.min}–${SERUM_CREATININE_MGDL_RANGE.max} mg/dL (${Math.round(SERUM_CREATININE_UMOL_RANGE.min)}–${SERUM_CREATININE_UMOL_RANGE.max} µmol/L), from a standardised assay, when kidney function is stable.`,
      },
    ),
    age: measure('Age', 'years', {
      min: EGFR_RANGES.age.min,
      max: EGFR_RANGES.age.max,
      reason: 'CKD-EPI was developed and validated in adults (18 and over). For children and adolescents use the bedside Schwartz equation (Schwartz 2009).',
    }),
    sex: choice('Sex', [
      ['Female', 'female'],
      ['Male', 'male'],
    ]),
    show_2009_equation: yesNo('Also show the 2009 equation (uses race)', {
      interfaceChoice: true,
      required: false,
      help: 'For comparison with older reports only. The 2021 result above does not use race.',
      defaults: [{ value: 'no' }],
    }),
    aa_status: yesNo('Black or African American (2009 equation only)', {
      visibility: "show_2009_equation = 'yes'",
      help: 'The 2009 equation multiplied the estimate by 1.159 for Black patients; this answer is used for nothing else.',
    }),
    egfr: result('eGFR (CKD-EPI 2021, race-free)', 'egfr_ckdepi2021(creatinine, age, sex)', { cpdn: 'egfr_ckdepi_2021', units: 'mL/min/1.73 m²', decimals: 0 }),
    gfr_category: result('GFR category (KDIGO)', `if(egfr = null, null, if(${SHOWN} >= 90, 'G1', if(${SHOWN} >= 60, 'G2', if(${SHOWN} >= 45, 'G3a', if(${SHOWN} >= 30, 'G3b', if(${SHOWN} >= 15, 'G4', 'G5'))))))`),
    interpretation: interpretation(
      "if(gfr_category = null, null, if(gfr_category = 'G1', 'G1, normal or high GFR (90 or more). This is chronic kidney disease only if signs of kidney damage, such as albuminuria, blood in the urine or structural abnormalities, are present for more than 3 months.', " +
            "if(gfr_category = 'G2', 'G2, mildly decreased GFR (60–89). This is chronic kidney disease only if signs of kidney damage, such as albuminuria, are present for more than 3 months.', " +
            "if(gfr_category = 'G3a', 'G3a, mildly to moderately decreased GFR (45–59). If it lasts more than 3 months, this is chronic kidney disease.', " +
            "if(gfr_category = 'G3b', 'G3b, moderately to severely decreased GFR (30–44). If it lasts more than 3 months, this is chronic kidney disease.', " +
            "if(gfr_category = 'G4', 'G4, severely decreased GFR (15–29). If it lasts more than 3 months, this is chronic kidney disease; nephrology referral is advised.', " +
            "'G5, kidney failure range (below 15). Nephrology care is needed, including planning for dialysis, transplantation or conservative care.'))))) + ' Complete the staging with the urine albumin-to-creatinine ratio (A1–A3).')",
    ),
    egfr_2009: result('eGFR, older 2009 CKD-EPI equation with race factor (comparison only)', 'egfr_ckdepi2009(creatinine, age, sex, aa_status)', {
      type: 'numeric.egfr',
      cpdn: 'egfr_ckdepi_2009',
      visibility: "show_2009_equation = 'yes'",
      units: 'mL/min/1.73 m²',
      decimals: 0,
    }),
    comparison_note: result(
      'About the 2009 equation',
      "'The 2009 value is shown only to compare with older reports. The 2009 equation raised the estimate by 15.9 % for Black patients, which could delay diagnosis, referral and treatment; the 2021 equation was refitted without race, is recommended by the NKF–ASN task force for the United States, and KDIGO 2024 advises against using race in GFR estimation. Use the 2021 value for diagnosis, staging and decisions.'",
      { type: 'summary.statement', visibility: "show_2009_equation = 'yes'" },
    ),
  }),
  risk: ['egfr', 'gfr_category', 'interpretation', 'egfr_2009', 'comparison_note'],
  chartNote: {
    cc: 'eGFR {{egfr}} mL/min/1.73 m² by the race-free CKD-EPI 2021 creatinine equation (KDIGO GFR category {{gfr_category}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'inker2021',
      citation:
        'Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to estimate GFR without race. N Engl J Med. 2021;385(19):1737–1749.',
      pmid: '34554658',
      doi: '10.1056/NEJMoa2102953',
      kind: 'derivation',
      cohort: 'n = 8,254 (10 studies, creatinine equation development); validation n = 4,050 (12 studies)',
    },
    {
      id: 'levey2009',
      citation: 'Levey AS, Stevens LA, Schmid CH, et al. A new equation to estimate glomerular filtration rate. Ann Intern Med. 2009;150(9):604–612.',
      pmid: '19414839',
      doi: '10.7326/0003-4819-150-9-200905050-00006',
      kind: 'derivation',
      cohort: 'n = 8,254 (10 studies, development); validation n = 3,896 (16 studies)',
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
  definitions: [
    {
      term: 'eGFR',
      definition: 'Estimated glomerular filtration rate: how much blood the kidneys filter per minute, scaled to a body surface area of 1.73 m².',
    },
  ],
  category: 'Nephrology',
  synonyms: [
    'estimated GFR',
    'kidney function',
    'creatinine clearance estimate',
    'CKD-EPI',
    'race-free eGFR',
    'CKD stage',
    'glomerular filtration rate',
  ],
  abbreviations: ['eGFR', 'GFR', 'CKD', 'CKD-EPI', 'SCr', 'KDIGO'],
  conditions: ['chronic kidney disease', 'kidney disease', 'renal impairment'],
  instructions:
    'For adults with a stable serum creatinine. Do not use during acute kidney injury (creatinine is not in a steady state), in pregnancy, or when muscle mass or diet is far from usual (amputation, paralysis, cachexia, body-builders, high-protein or creatine supplements, vegetarian diet); there, measure GFR or add cystatin C. Not for children (use a paediatric equation). Ages above 89 are not accepted by this site’s data policy.',
  whenToUse: [
    'To detect and stage chronic kidney disease, together with the urine albumin-to-creatinine ratio.',
    'To follow kidney function over time in people with diabetes, hypertension or known kidney disease.',
    'Before prescribing drugs that are cleared by the kidneys or need dose adjustment.',
  ],
  pearls: [
    'The 2021 equation was refitted without race after the race coefficient was judged to be a social, not biological, construct; compared with the 2009 equation it gives slightly lower values for Black adults and slightly higher values for others.',
    'Creatinine reflects muscle mass as well as kidney function. When the result matters and may be misleading, a creatinine–cystatin C equation (also race-free in 2021) is more accurate.',
    'eGFR is indexed to 1.73 m². For drug dosing in very large or small people, some labels expect an un-indexed value (eGFR × BSA / 1.73) or the Cockcroft–Gault creatinine clearance: follow the drug’s label.',
    'G1 and G2 are chronic kidney disease only with markers of kidney damage (for example albuminuria); a low eGFR needs to persist for more than 3 months before calling it chronic.',
    'Categories are applied to the eGFR as displayed (whole number), as laboratories report it.',
  ],
  nextSteps: {
    advice: [
      'eGFR < 60 or albuminuria: repeat within 3 months to confirm chronicity, and measure the urine albumin-to-creatinine ratio.',
      'G4–G5 (eGFR < 30): refer to nephrology; discuss kidney replacement planning when appropriate.',
      'Rapid fall in eGFR (for example more than 25 % with a category change): look for a reversible cause and consider referral.',
    ],
    management: [
      'Review medicines for dose adjustment and avoid nephrotoxins (for example NSAIDs) where possible.',
      'In CKD, treat blood pressure and cardiovascular risk, and consider kidney-protective drugs (ACE inhibitor or ARB with albuminuria, SGLT2 inhibitor) per current KDIGO guidance.',
    ],
  },
  evidence: [
    'The 2021 creatinine equation was developed in 8,254 participants from 10 studies (31.5 % Black) and validated in 4,050 participants from 12 studies, with measured GFR as the reference.',
    'The 2009 CKD-EPI equation was developed in 8,254 participants (10 studies) and validated in 3,896 (16 studies); it was less biased than the MDRD Study equation, especially at higher GFR.',
    'The NKF–ASN task force (2021) recommends the race-free 2021 equations in the United States; KDIGO 2024 advises validated equations that do not use race.',
  ],
  formula: [
    'eGFR (2021) = 142 × min(SCr/κ, 1)^α × max(SCr/κ, 1)^−1.200 × 0.9938^age × 1.012 [if female]',
    'κ = 0.7 (female) or 0.9 (male); α = −0.241 (female) or −0.302 (male); SCr in mg/dL (µmol/L ÷ 88.4)',
    'eGFR (2009, comparison only) = 141 × min(SCr/κ, 1)^α × max(SCr/κ, 1)^−1.209 × 0.993^age × 1.018 [if female] × 1.159 [if Black]; α = −0.329 (female) or −0.411 (male)',
    'KDIGO GFR categories: G1 ≥ 90, G2 60–89, G3a 45–59, G3b 30–44, G4 15–29, G5 < 15 mL/min/1.73 m²',
  ],
  resultSummary: 'eGFR {{egfr}} mL/min/1.73 m² (CKD-EPI 2021, race-free), KDIGO category {{gfr_category}}.',
  testVectors: [
    {
      description: 'Woman, 50 y, creatinine 0.6 mg/dL (below κ)',
      inputs: { creatinine: 0.6, age: 50, sex: 'female' },
      expected: { egfr_ckdepi_2021: 109.283, gfr_category: 'G1' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculation 142 × (0.6/0.7)^−0.241 × 0.9938^50 × 1.012 (inker2021 coefficients), written out in engine/formulas/egfr.test.ts',
    },
    {
      description: 'Woman, 50 y, creatinine 1.0 mg/dL (above κ)',
      inputs: { creatinine: 1.0, age: 50, sex: 'female' },
      expected: { egfr_ckdepi_2021: 68.6335, gfr_category: 'G2' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculation 142 × (1.0/0.7)^−1.200 × 0.9938^50 × 1.012 (inker2021 coefficients), written out in engine/formulas/egfr.test.ts',
    },
    {
      description: 'Man, 60 y, creatinine 1.5 mg/dL, with the 2009 comparison (not Black)',
      inputs: { creatinine: 1.5, age: 60, sex: 'male', show_2009_equation: 'yes', aa_status: 'no' },
      expected: { egfr_ckdepi_2021: 52.9675, gfr_category: 'G3a', egfr_ckdepi_2009: 49.8837 },
      tolerance: 0.001,
      source: 'Not a published example: hand calculations 142 × (1.5/0.9)^−1.200 × 0.9938^60 (inker2021) and 141 × (1.5/0.9)^−1.209 × 0.993^60 (levey2009 as spec 02 §9), written out in engine/formulas/egfr.test.ts',
    },
    {
      description: 'Same man, Black: the 2009 equation multiplies by 1.159; the 2021 value is unchanged',
      inputs: { creatinine: 1.5, age: 60, sex: 'male', show_2009_equation: 'yes', aa_status: 'yes' },
      expected: { egfr_ckdepi_2021: 52.9675, egfr_ckdepi_2009: 57.8152 },
      tolerance: 0.001,
      source: 'Not a published example: hand calculation 49.8837 × 1.159 (levey2009 as spec 02 §9), written out in engine/formulas/egfr.test.ts',
    },
    {
      description: 'Man, 75 y, creatinine 2.4 mg/dL',
      inputs: { creatinine: 2.4, age: 75, sex: 'male' },
      expected: { egfr_ckdepi_2021: 27.4505, gfr_category: 'G4' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculation 142 × (2.4/0.9)^−1.200 × 0.9938^75 (inker2021 coefficients), written out in engine/formulas/egfr.test.ts',
    },
  ],
} satisfies ToolDefinitionInput

export default ckdEpi2021
