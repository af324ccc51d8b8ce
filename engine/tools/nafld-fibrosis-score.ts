import { AGE_PLAUSIBLE_MAX, ALBUMIN_GDL_RANGE, ALBUMIN_MEASURE, PLATELETS_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  age: { min: 18, max: AGE_PLAUSIBLE_MAX },
  bmi: { min: 10, max: 100, reason: 'The range covers every body mass index measured in adults; a value outside 10–100 kg/m² is an entry error.' },
  ast: { min: 1, max: 10000 },
  alt: { min: 1, max: 10000, reason: 'The score divides AST by ALT, so ALT must be at least 1 U/L; 10000 U/L covers the highest values seen in acute liver injury.' },
  platelets: { min: 0, max: PLATELETS_RANGE.max, reason: PLATELETS_RANGE.reason },
  albuminGdl: ALBUMIN_GDL_RANGE,
} as const

/** Bands are applied to the score as displayed (3 decimals, the precision of the cut-offs). */
const SHOWN = 'round(nfs, 3)'

/**
 * NAFLD fibrosis score (Angulo P et al., Hepatology 2007;45:846–854):
 * −1.675 + 0.037 × age [years] + 0.094 × BMI [kg/m²] + 1.13 × IFG/diabetes [yes 1] + 0.99 × AST/ALT
 * − 0.013 × platelets [10⁹/L] − 0.66 × albumin [g/dL]; below −1.455 advanced fibrosis is excluded
 * with high accuracy, above 0.676 it is present with high accuracy. Albumin in g/L reaches the
 * formula in g/dL (÷ 10, engine/units.ts).
 */
const nafldFibrosisScore = {
  slug: 'nafld-fibrosis-score',
  name: 'NAFLD Fibrosis Score (NFS)',
  calcId: 'calc-nafld-fibrosis-score',
  ...TOOL_BASE,
  eligibility: 'Adults with non-alcoholic fatty liver disease (now metabolic dysfunction-associated steatotic liver disease, MASLD).',
  description:
    'Estimates the likelihood of advanced liver fibrosis (bridging fibrosis or cirrhosis) in fatty liver disease from age, BMI, diabetes, AST, ALT, platelets and albumin.',
  contentName: 'nafld-fibrosis-score',
  sections: {
    patient: ['age', 'bmi', 'diabetes', 'ast', 'alt', 'platelets', 'albumin'],
  },
  ehrpdns: ['age', 'bmi', 'diabetes', 'ast', 'alt', 'platelets', 'albumin'],
  controls: controls({
    age: measure('Age', 'years', RANGES.age),
    bmi: measure('Body mass index', 'kg/m²', RANGES.bmi, { help: `${RANGES.bmi.min}–${RANGES.bmi.max} kg/m².` }),
    diabetes: yesNo('Impaired fasting glucose or diabetes', { help: 'Yes adds 1.13 to the score.' }),
    ast: measure('AST (aspartate aminotransferase)', 'U/L', RANGES.ast, { help: `${RANGES.ast.min}–${RANGES.ast.max} U/L.` }),
    alt: measure('ALT (alanine aminotransferase)', 'U/L', RANGES.alt, { help: `${RANGES.alt.min}–${RANGES.alt.max} U/L.` }),
    platelets: measure('Platelet count', '× 10⁹/L (= × 10³/µL)', RANGES.platelets, {
      help: `${RANGES.platelets.min}–${RANGES.platelets.max} × 10⁹/L. The number is the same in × 10³/µL (thousands per microlitre).`,
    }),
    albumin: measure('Serum albumin', ALBUMIN_MEASURE, RANGES.albuminGdl, { help: `${RANGES.albuminGdl.min}–${RANGES.albuminGdl.max} g/dL (5–70 g/L).` }),
    nfs: score(
      'NAFLD fibrosis score',
      "-1.675 + 0.037 * age + 0.094 * bmi + if(diabetes = 'yes', 1.13, 0) + 0.99 * (ast / alt) - 0.013 * platelets - 0.66 * albumin",
      { cpdn: 'nafld_fibrosis_score', decimals: 3 },
    ),
    category: result('Advanced fibrosis (F3–F4)', `if(${SHOWN} < -1.455, 'Low probability', if(${SHOWN} > 0.676, 'High probability', 'Indeterminate'))`, {
      cpdn: 'nfs_category',
    }),
    interpretation: interpretation(
      "if(category = 'Low probability', 'Below −1.455: advanced fibrosis is unlikely (negative predictive value 93 % in the derivation group, 88 % in the validation group). Manage metabolic risk factors and reassess periodically.', if(category = 'High probability', 'Above 0.676: advanced fibrosis is likely (positive predictive value 90 % in the derivation group, 82 % in the validation group). Refer to a liver specialist; confirm with elastography or another second-line test.', 'From −1.455 to 0.676: indeterminate. Use a second-line test such as vibration-controlled transient elastography or the Enhanced Liver Fibrosis (ELF) test.')) + if(age >= 65, ' At 65 or older the score rises with age alone, so indeterminate and high results are more often false positives.', '')",
    ),
  }),
  risk: ['nfs', 'category', 'interpretation'],
  chartNote: {
    cc: 'NAFLD fibrosis score {{nafld_fibrosis_score}} ({{nfs_category}} of advanced fibrosis). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'angulo2007',
      citation:
        'Angulo P, Hui JM, Marchesini G, Bugianesi E, George J, Farrell GC, Enders F, Saksena S, Burt AD, Bida JP, Lindor K, Sanderson SO, Lenzi M, Adams LA, Kench J, Therneau TM, Day CP. The NAFLD fibrosis score: a noninvasive system that identifies liver fibrosis in patients with NAFLD. Hepatology. 2007;45(4):846–854. PMID: 17393509.',
      pmid: '17393509',
      doi: '10.1002/hep.21496',
      kind: 'derivation',
      cohort: 'n = 733 adults with biopsy-proven NAFLD (estimation group 480, validation group 253)',
    },
    {
      id: 'rinella2023',
      citation:
        'Rinella ME, Neuschwander-Tetri BA, Siddiqui MS, et al. AASLD Practice Guidance on the clinical assessment and management of nonalcoholic fatty liver disease. Hepatology. 2023;77(5):1797–1835.',
      kind: 'guideline',
    },
  ],
  definitions: [
    { term: 'Advanced fibrosis', definition: 'Bridging fibrosis or cirrhosis: stage F3–F4.' },
    { term: 'MASLD', definition: 'Metabolic dysfunction-associated steatotic liver disease, the current name for non-alcoholic fatty liver disease (NAFLD).' },
  ],
  category: 'Hepatology and gastroenterology',
  synonyms: ['NAFLD fibrosis score', 'NFS', 'fatty liver fibrosis score', 'MASLD fibrosis score', 'Angulo score', 'nonalcoholic fatty liver disease fibrosis'],
  abbreviations: ['NFS', 'NAFLD', 'MASLD', 'NASH', 'MASH', 'IFG', 'BMI', 'AST', 'ALT'],
  conditions: ['fatty liver disease', 'liver fibrosis', 'non-alcoholic fatty liver disease', 'steatotic liver disease'],
  instructions:
    'For adults with fatty liver disease, using results drawn at about the same time. Not for other liver diseases, acute hepatitis, or when the platelet count or albumin is changed by a cause outside the liver.',
  whenToUse: [
    'First-line assessment of fibrosis in adults with fatty liver disease, to decide who needs elastography or referral.',
    'As an alternative or complement to FIB-4 when its inputs are at hand.',
  ],
  pearls: [
    'The score is best used to rule out advanced fibrosis; a high or indeterminate result needs confirmation.',
    'Age, BMI and diabetes are in the formula, so older, heavier or diabetic people score higher without more fibrosis; false positives are more frequent at 65 or over.',
    'Albumin enters in g/dL; a value in g/L is converted (÷ 10).',
    'In the derivation study about a quarter of patients fell in the indeterminate range and needed another test.',
  ],
  nextSteps: {
    advice: [
      'Low probability: manage cardiometabolic risk factors and repeat the assessment periodically.',
      'Indeterminate: arrange a second-line test (elastography or ELF).',
      'High probability: refer to hepatology, including screening for varices and liver cancer if cirrhosis is confirmed.',
    ],
    management: ['Weight loss, control of diabetes and other metabolic risk factors, and alcohol reduction treat the cause.'],
  },
  evidence: [
    'Angulo 2007 derived the score in 480 adults with biopsy-proven NAFLD and validated it in 253. Below the low cut-off of −1.455 advanced fibrosis was excluded with a negative predictive value of 93 % (estimation) and 88 % (validation); above the high cut-off of 0.676 it was present with a positive predictive value of 90 % and 82 %.',
    'With the two cut-offs, liver biopsy could have been avoided in 75 % of the patients, with correct classification in 90 %.',
    'Bands are applied to the score as displayed (3 decimals, the precision of the cut-offs).',
  ],
  formula: [
    'NFS = −1.675 + 0.037 × age [years] + 0.094 × BMI [kg/m²] + 1.13 × impaired fasting glucose or diabetes [yes = 1, no = 0] + 0.99 × AST/ALT − 0.013 × platelets [10⁹/L] − 0.66 × albumin [g/dL]',
    'Below −1.455: low probability of advanced fibrosis; −1.455 to 0.676: indeterminate; above 0.676: high probability',
  ],
  resultSummary: 'NAFLD fibrosis score {{nafld_fibrosis_score}}: {{nfs_category}} of advanced fibrosis.',
  testVectors: [
    {
      description: 'Age 50, BMI 30, no diabetes, AST 30, ALT 30, platelets 250, albumin 4.5 g/dL: −2.235, low probability',
      inputs: { age: 50, bmi: 30, diabetes: 'no', ast: 30, alt: 30, platelets: 250, albumin: 4.5 },
      expected: { nafld_fibrosis_score: -2.235, nfs_category: 'Low probability' },
      tolerance: 1e-9,
      source:
        'Not a published example: hand calculation with the angulo2007 equation: −1.675 + 0.037 × 50 (1.85) + 0.094 × 30 (2.82) + 0 + 0.99 × 30/30 (0.99) − 0.013 × 250 (3.25) − 0.66 × 4.5 (2.97) = −2.235',
    },
    {
      description: 'Age 55, BMI 32, diabetes, AST 35, ALT 50, platelets 220, albumin 4.2 g/dL: −0.441, indeterminate',
      inputs: { age: 55, bmi: 32, diabetes: 'yes', ast: 35, alt: 50, platelets: 220, albumin: 4.2 },
      expected: { nafld_fibrosis_score: -0.441, nfs_category: 'Indeterminate' },
      tolerance: 1e-9,
      source:
        'Not a published example: −1.675 + 0.037 × 55 (2.035) + 0.094 × 32 (3.008) + 1.13 + 0.99 × 0.7 (0.693) − 0.013 × 220 (2.86) − 0.66 × 4.2 (2.772) = −0.441',
    },
    {
      description: 'Age 60, BMI 35, diabetes, AST 60, ALT 40, platelets 150, albumin 38 g/L: 1.992, high probability',
      inputs: { age: 60, bmi: 35, diabetes: 'yes', ast: 60, alt: 40, platelets: 150, albumin: 38, 'albumin.unit': 'g/L albumin' },
      expected: { nafld_fibrosis_score: 1.992, nfs_category: 'High probability' },
      tolerance: 1e-9,
      source:
        'Not a published example: albumin 38 g/L = 3.8 g/dL; −1.675 + 2.22 + 3.29 + 1.13 + 0.99 × 1.5 (1.485) − 1.95 − 0.66 × 3.8 (2.508) = 1.992',
    },
  ],
  evidenceChecks: [
    {
      statement: 'NAFLD fibrosis score coefficients (−1.675, 0.037, 0.094, 1.13, 0.99, −0.013, −0.66), cut-offs −1.455 and 0.676, and the predictive values quoted.',
      citations: ['angulo2007'],
      checkedAgainstPrimary: false,
      note: 'The full text of Angulo 2007 could not be opened; the equation and cut-offs agree across several independent secondary sources and calculators, and the predictive values are those of the abstract as widely quoted. No published worked example was found: the test vectors are hand calculations.',
    },
  ],
} satisfies ToolDefinitionInput

export default nafldFibrosisScore
