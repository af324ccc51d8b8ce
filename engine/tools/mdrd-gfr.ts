import { SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_SPAN } from '../schema/fields.ts'
import { EGFR_RANGES } from '../formulas/egfr.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, SEXES, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { DELGADO_2022 } from './references.ts'

/** KDIGO G categories applied to the eGFR as displayed (whole number), as laboratories report it. */
const SHOWN = 'round(egfr)'

/**
 * Four-variable MDRD Study equation re-expressed for IDMS-traceable (standardised) creatinine:
 * eGFR = 175 × Scr^−1.154 × age^−0.203 × 0.742 [female] × 1.212 [Black], Scr in mg/dL.
 * Levey AS et al., Ann Intern Med 2006;145:247–254 (original equation with 186: Levey AS et al.,
 * Ann Intern Med 1999;130:461–470 and its 2000 four-variable abstract).
 */
const mdrdGfr = {
  slug: 'mdrd-gfr',
  name: 'eGFR: MDRD Study Equation (IDMS-Traceable, 4-Variable)',
  calcId: 'calc-mdrd-gfr',
  ...TOOL_BASE,
  eligibility:
    'Adults (18 and over) with stable kidney function and a creatinine measured by a standardised (IDMS-traceable) method. Developed in people with chronic kidney disease; not reliable above 60 mL/min/1.73 m², in acute kidney injury, pregnancy, or with unusual muscle mass or diet.',
  description:
    'Estimates kidney filtration (GFR) from serum creatinine, age, sex and race with the MDRD Study equation. Kept for comparison with older reports and drug labels; the race-free CKD-EPI 2021 equation is now recommended.',
  contentName: 'mdrd-gfr',
  sections: {
    patient: ['creatinine', 'age', 'sex', 'black'],
  },
  ehrpdns: ['creatinine', 'age', 'sex'],
  controls: controls({
    creatinine: measure('Serum creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      help: `${SERUM_CREATININE_SPAN}, from a standardised assay, when kidney function is stable.`,
    }),
    age: measure('Age', 'years', {
      min: EGFR_RANGES.age.min,
      max: EGFR_RANGES.age.max,
      reason: 'The MDRD equation was developed in adults (18 and over) with chronic kidney disease. For children and adolescents use the bedside Schwartz equation (Schwartz 2009).',
    }),
    sex: choice('Sex', SEXES),
    black: yesNo('Black race (as used by the MDRD equation)', {
      help: 'The equation multiplies the estimate by 1.212 for Black patients. This race coefficient is no longer recommended (see pearls); answer only to reproduce an MDRD result.',
    }),
    egfr: result('eGFR (MDRD Study equation)', "175 * pow(creatinine, -1.154) * pow(age, -0.203) * if(sex = 'female', 0.742, 1) * if(black = 'yes', 1.212, 1)", {
      type: 'numeric.egfr',
      cpdn: 'egfr_mdrd',
      units: 'mL/min/1.73 m²',
      decimals: 0,
    }),
    gfr_category: result(
      'GFR category (KDIGO)',
      `if(egfr = null, null, if(${SHOWN} >= 90, 'G1', if(${SHOWN} >= 60, 'G2', if(${SHOWN} >= 45, 'G3a', if(${SHOWN} >= 30, 'G3b', if(${SHOWN} >= 15, 'G4', 'G5'))))))`,
    ),
    interpretation: interpretation(
      `if(egfr = null, null, if(${SHOWN} >= 60, 'At or above 60: the MDRD equation underestimates GFR in this range and is imprecise, so laboratories reported such values only as \u201c60 or more\u201d. This is chronic kidney disease only with markers of kidney damage (for example albuminuria) for more than 3 months; use the CKD-EPI 2021 equation for an actual value.', ` +
        "if(gfr_category = 'G3a', 'G3a, mildly to moderately decreased GFR (45–59). If it lasts more than 3 months, this is chronic kidney disease.', " +
        "if(gfr_category = 'G3b', 'G3b, moderately to severely decreased GFR (30–44). If it lasts more than 3 months, this is chronic kidney disease.', " +
        "if(gfr_category = 'G4', 'G4, severely decreased GFR (15–29). If it lasts more than 3 months, this is chronic kidney disease; nephrology referral is advised.', " +
        "'G5, kidney failure range (below 15). Nephrology care is needed, including planning for dialysis, transplantation or conservative care.')))))",
    ),
  }),
  risk: ['egfr', 'gfr_category', 'interpretation'],
  chartNote: {
    cc: 'eGFR {{egfr}} mL/min/1.73 m² by the 4-variable MDRD Study equation for standardised creatinine (KDIGO GFR category {{gfr_category}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'levey2006',
      citation:
        'Levey AS, Coresh J, Greene T, et al. Using standardized serum creatinine values in the Modification of Diet in Renal Disease study equation for estimating glomerular filtration rate. Ann Intern Med. 2006;145(4):247–254.',
      kind: 'derivation (re-expression for standardised creatinine)',
      cohort: 'n = 1,628 MDRD Study participants with chronic kidney disease (iothalamate GFR)',
    },
    {
      id: 'levey1999',
      citation:
        'Levey AS, Bosch JP, Lewis JB, Greene T, Rogers N, Roth D. A more accurate method to estimate glomerular filtration rate from serum creatinine: a new prediction equation. Ann Intern Med. 1999;130(6):461–470.',
      kind: 'derivation',
      cohort: 'n = 1,628 (1,070 training, 558 validation)',
    },
    {
      id: 'levey2009',
      citation: 'Levey AS, Stevens LA, Schmid CH, et al. A new equation to estimate glomerular filtration rate. Ann Intern Med. 2009;150(9):604–612.',
      pmid: '19414839',
      doi: '10.7326/0003-4819-150-9-200905050-00006',
      kind: 'comparison (CKD-EPI versus MDRD)',
    },
    DELGADO_2022,
  ],
  definitions: [
    { term: 'eGFR', definition: 'Estimated glomerular filtration rate, scaled to a body surface area of 1.73 m².' },
    { term: 'IDMS', definition: 'Isotope dilution mass spectrometry: the reference method to which standardised creatinine assays are calibrated.' },
  ],
  category: 'Nephrology',
  synonyms: ['MDRD', 'MDRD eGFR', 'Modification of Diet in Renal Disease', 'estimated GFR', 'kidney function', 'MDRD 175'],
  abbreviations: ['eGFR', 'GFR', 'MDRD', 'CKD', 'IDMS', 'SCr'],
  conditions: ['chronic kidney disease', 'kidney disease', 'renal impairment'],
  instructions:
    'For adults with a stable, standardised (IDMS-traceable) creatinine. Not for acute kidney injury, pregnancy, children, or people with very low or high muscle mass. Prefer the race-free CKD-EPI 2021 equation for diagnosis and staging; use MDRD mainly to compare with older results or where a protocol specifies it.',
  whenToUse: [
    'To reproduce or compare with an eGFR reported by the MDRD equation (older laboratory reports, trials and some drug labels).',
    'In chronic kidney disease with GFR below 60, where the equation was developed.',
  ],
  pearls: [
    'The constant 175 applies to creatinine from IDMS-standardised assays. The original 1999/2000 equation used 186 for older, non-standardised assays; for the same creatinine value it gives results about 6 % higher, so do not mix the two.',
    'Because it was developed in people with chronic kidney disease, the equation underestimates GFR at higher levels; the CKD-EPI equations (2009, and race-free 2021) are less biased above 60.',
    'The race coefficient (× 1.212) treats race as biology; the NKF–ASN task force (2021) and KDIGO 2024 recommend race-free equations. Applying it raises the estimate for Black patients and can delay diagnosis and referral.',
    'Categories are applied to the eGFR as displayed (whole number).',
  ],
  nextSteps: {
    advice: [
      'eGFR below 60 for more than 3 months, or albuminuria: chronic kidney disease; stage with the urine albumin-to-creatinine ratio.',
      'G4–G5 (below 30): refer to nephrology.',
    ],
    management: ['Review drug doses and avoid nephrotoxins; many drug labels use the Cockcroft–Gault creatinine clearance for dose adjustment.'],
  },
  evidence: [
    'Derived in 1,628 MDRD Study participants with chronic kidney disease, with GFR measured by iothalamate clearance (Levey 1999). The 2006 re-expression for standardised creatinine kept the coefficients and lowered the constant from 186 to 175.',
    'In the 2006 analysis about 90 % of estimates fell within 30 % of measured GFR, but all equations were less accurate above a measured GFR of 60 mL/min/1.73 m²; this is why MDRD results at or above 60 were reported only as “60 or more”.',
    'The CKD-EPI 2009 equation was developed to correct this bias, and the race-free CKD-EPI 2021 equation is now recommended in the United States.',
  ],
  formula: [
    'eGFR = 175 × SCr^−1.154 × age^−0.203 × 0.742 [if female] × 1.212 [if Black]',
    'SCr in mg/dL (µmol/L ÷ 88.4); eGFR in mL/min/1.73 m²',
    'KDIGO GFR categories: G1 ≥ 90, G2 60–89, G3a 45–59, G3b 30–44, G4 15–29, G5 < 15',
  ],
  resultSummary: 'eGFR {{egfr}} mL/min/1.73 m² (MDRD Study equation, standardised creatinine), KDIGO category {{gfr_category}}.',
  testVectors: [
    {
      description: 'Man, 50 y, creatinine 1.0 mg/dL, not Black',
      inputs: { creatinine: 1.0, age: 50, sex: 'male', black: 'no' },
      expected: { egfr_mdrd: 79.0947, gfr_category: 'G2' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculation 175 × 1.0^−1.154 × 50^−0.203 = 175 × e^(−0.203 × 3.912023) = 175 × 0.451969 = 79.09 (levey2006 coefficients)',
    },
    {
      description: 'Woman, 65 y, creatinine 1.4 mg/dL, not Black',
      inputs: { creatinine: 1.4, age: 65, sex: 'female', black: 'no' },
      expected: { egfr_mdrd: 37.7389, gfr_category: 'G3b' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculation 175 × 1.4^−1.154 × 65^−0.203 × 0.742 (levey2006 coefficients), written out in mdrd-gfr.test.ts',
    },
    {
      description: 'Man, 70 y, creatinine 3.0 mg/dL, Black',
      inputs: { creatinine: 3.0, age: 70, sex: 'male', black: 'yes' },
      expected: { egfr_mdrd: 25.1993, gfr_category: 'G4' },
      tolerance: 0.001,
      source: 'Not a published example: hand calculation 175 × 3.0^−1.154 × 70^−0.203 × 1.212 (levey2006 coefficients), written out in mdrd-gfr.test.ts',
    },
  ],
} satisfies ToolDefinitionInput

export default mdrdGfr
