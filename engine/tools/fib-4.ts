import { AGE_PLAUSIBLE_MAX, PLATELETS_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  age: { min: 18, max: AGE_PLAUSIBLE_MAX },
  ast: { min: 1, max: 10000 },
  alt: { min: 1, max: 10000 },
  platelets: { min: 1, max: PLATELETS_RANGE.max },
} as const

/**
 * Bands are applied to FIB-4 as displayed (2 decimals), so a value shown as 1.30 is never
 * called low when the limit is "below 1.30".
 */
const SHOWN = 'round(fib4, 2)'

/**
 * FIB-4 = age × AST / (platelets [10⁹/L] × √ALT) (Sterling RK et al., Hepatology
 * 2006;43:1317–1325). Limits by context:
 * - MASLD/NAFLD: below 1.30 low, above 2.67 high (Shah AG et al., Clin Gastroenterol Hepatol
 *   2009;7:1104–1112; AASLD 2023); at 65 or over the lower limit is 2.0 (McPherson S et al.,
 *   Am J Gastroenterol 2017;112:740–751); at 35 or under the index performed poorly.
 * - Hepatitis C (± HIV), the derivation setting: below 1.45 low, above 3.25 high (Sterling 2006).
 */
const fib4 = {
  slug: 'fib-4',
  name: 'FIB-4 Index for Liver Fibrosis',
  calcId: 'calc-fib-4',
  ...TOOL_BASE,
  eligibility:
    'Adults with chronic liver disease or risk factors for it, mainly metabolic dysfunction-associated steatotic liver disease (MASLD, formerly NAFLD) or chronic hepatitis C.',
  description:
    'Estimates the likelihood of advanced liver fibrosis from age, AST, ALT and platelet count, to decide who needs further fibrosis testing or specialist referral.',
  contentName: 'fib-4',
  sections: {
    patient: ['context', 'age', 'ast', 'alt', 'platelets'],
  },
  ehrpdns: ['age', 'ast', 'alt', 'platelets'],
  controls: controls({
    context: choice(
      'Liver disease setting (chooses the published limits)',
      [
        ['MASLD / NAFLD, or screening people with metabolic risk factors (limits 1.30 and 2.67)', 'masld'],
        ['Chronic hepatitis C, with or without HIV (limits 1.45 and 3.25)', 'hcv'],
      ],
      { defaults: [{ value: 'masld' }], type: 'singleselect.radiogroup' },
    ),
    age: measure('Age', 'years', RANGES.age, { help: 'From 65 years the lower cut-off is 2.0 instead of 1.3.' }),
    ast: measure('AST (aspartate aminotransferase)', 'U/L', RANGES.ast, { help: `${RANGES.ast.min}–${RANGES.ast.max} U/L.` }),
    alt: measure('ALT (alanine aminotransferase)', 'U/L', RANGES.alt, { help: `${RANGES.alt.min}–${RANGES.alt.max} U/L.` }),
    platelets: measure(
      'Platelet count',
      '× 10⁹/L (= × 10³/µL)',
      {
        ...RANGES.platelets,
        reason: `FIB-4 divides by the platelet count, so it needs a count of at least ${RANGES.platelets.min} × 10⁹/L. ${PLATELETS_RANGE.reason}`,
      },
      { help: `${RANGES.platelets.min}–${RANGES.platelets.max} × 10⁹/L. The number is the same in × 10³/µL (thousands per microlitre).` },
    ),
    fib4: score('FIB-4', '(age * ast) / (platelets * sqrt(alt))', { cpdn: 'fib4_index', decimals: 2 }),
    lower_limit: result('Lower limit used (below: low risk)', "if(context = 'hcv', 1.45, if(age >= 65, 2.0, 1.30))", { decimals: 2 }),
    upper_limit: result('Upper limit used (above: high risk)', "if(context = 'hcv', 3.25, 2.67)", { decimals: 2 }),
    category: result('Risk of advanced fibrosis', `if(${SHOWN} < lower_limit, 'Low', if(${SHOWN} > upper_limit, 'High', 'Indeterminate'))`, {
      cpdn: 'fib4_category',
    }),
    interpretation: interpretation(
      "if(context = 'hcv', if(category = 'Low', 'Low: advanced fibrosis (Ishak 4–6) is unlikely; in the derivation study about 9 in 10 people below 1.45 did not have it.', if(category = 'High', 'High: advanced fibrosis is likely (specificity 97 % above 3.25 in the derivation study); confirm and stage with elastography or specialist assessment.', 'Indeterminate (1.45–3.25): FIB-4 cannot separate low from high risk; use elastography or another fibrosis test.')), if(category = 'Low', 'Low: advanced fibrosis (F3–F4) is unlikely. Manage metabolic risk factors and repeat FIB-4 periodically.', if(category = 'High', 'High: advanced fibrosis is likely. Refer to a liver specialist; confirm with elastography or another second-line test.', 'Indeterminate: do a second-line test, such as vibration-controlled transient elastography or the Enhanced Liver Fibrosis (ELF) test.'))) + if(context = 'masld' and age <= 35, ' Caution: FIB-4 performed poorly at 35 years or younger, where a low value does not reliably exclude advanced fibrosis.', '') + if(context = 'masld' and age >= 65, ' At 65 or older the lower limit is 2.0, because the standard 1.30 is exceeded by many older people without advanced fibrosis.', '')",
    ),
  }),
  risk: ['fib4', 'category', 'interpretation', 'lower_limit', 'upper_limit'],
  chartNote: {
    cc: 'FIB-4 {{fib4_index}} ({{fib4_category}} risk of advanced fibrosis; limits {{lower_limit}} and {{upper_limit}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'sterling2006',
      citation:
        'Sterling RK, Lissen E, Clumeck N, Sola R, Correa MC, Montaner J, Sulkowski MS, Torriani FJ, Dieterich DT, Thomas DL, Messinger D, Nelson M; APRICOT Clinical Investigators. Development of a simple noninvasive index to predict significant fibrosis in patients with HIV/HCV coinfection. Hepatology. 2006;43(6):1317–1325.',
      pmid: '16729309',
      doi: '10.1002/hep.21178',
      kind: 'derivation',
      cohort: 'n = 832 HIV/HCV-coinfected patients with liver biopsy (training 555, validation 277)',
    },
    {
      id: 'shah2009',
      citation:
        'Shah AG, Lydecker A, Murray K, Tetri BN, Contos MJ, Sanyal AJ; NASH Clinical Research Network. Comparison of noninvasive markers of fibrosis in patients with nonalcoholic fatty liver disease. Clin Gastroenterol Hepatol. 2009;7(10):1104–1112.',
      kind: 'validation (NAFLD limits 1.30 and 2.67)',
      cohort: 'NASH Clinical Research Network adults with biopsy-proven NAFLD',
    },
    {
      id: 'mcpherson2017',
      citation:
        'McPherson S, Hardy T, Dufour JF, Petta S, Romero-Gomez M, Allison M, et al. Age as a confounding factor for the accurate non-invasive diagnosis of advanced NAFLD fibrosis. Am J Gastroenterol. 2017;112(5):740–751.',
      pmid: '27725647',
      doi: '10.1038/ajg.2016.453',
      kind: 'validation (age-specific limits)',
      cohort: 'n = 634 patients with biopsy-proven NAFLD (76 aged 65 or over, 74 aged 35 or under)',
    },
    {
      id: 'rinella2023',
      citation:
        'Rinella ME, Neuschwander-Tetri BA, Siddiqui MS, et al. AASLD Practice Guidance on the clinical assessment and management of nonalcoholic fatty liver disease. Hepatology. 2023;77(5):1797–1835.',
      kind: 'guideline',
    },
  ],
  definitions: [
    { term: 'Advanced fibrosis', definition: 'Bridging fibrosis or cirrhosis: stage F3–F4 (Kleiner/METAVIR) or Ishak 4–6.' },
    { term: 'MASLD', definition: 'Metabolic dysfunction-associated steatotic liver disease, the current name for non-alcoholic fatty liver disease (NAFLD).' },
  ],
  category: 'Hepatology and gastroenterology',
  synonyms: ['fibrosis-4', 'FIB4', 'liver fibrosis score', 'fatty liver fibrosis risk', 'NAFLD fibrosis', 'MASLD fibrosis', 'noninvasive fibrosis test'],
  abbreviations: ['FIB-4', 'FIB4', 'AST', 'ALT', 'PLT', 'MASLD', 'NAFLD', 'NASH', 'HCV'],
  conditions: ['liver fibrosis', 'fatty liver disease', 'hepatitis C', 'hepatitis B', 'cirrhosis'],
  instructions:
    'For adults with suspected or known chronic liver disease, using AST, ALT and platelets drawn at the same time. Not for acute hepatitis or when transaminases are raised by another acute cause (muscle injury, heart failure, ischaemia), and not reliable when the platelet count is affected by a cause outside the liver (for example haematological disease). Choose the setting: the limits differ between fatty liver disease and hepatitis C.',
  whenToUse: [
    'First-line fibrosis risk assessment in MASLD/NAFLD, in people with type 2 diabetes or several metabolic risk factors, and in primary care before referral.',
    'In chronic hepatitis C, to estimate whether advanced fibrosis is likely before elastography or treatment planning.',
  ],
  pearls: [
    'FIB-4 is best at ruling out advanced fibrosis: a low value is reassuring, while a high value needs confirmation.',
    'Age is in the formula, so older people score higher without more fibrosis; in MASLD the lower limit rises to 2.0 at 65 or over (McPherson 2017), and below 36 the index performed poorly.',
    'AST rises with alcohol, muscle injury and many drugs, and platelets fall for reasons other than portal hypertension; a single unexpected result should be repeated.',
    'The platelet count in × 10⁹/L is the same number as in × 10³/µL (thousands per microlitre).',
    'FIB-4 is a triage test: an indeterminate result is usually followed by vibration-controlled transient elastography or the ELF blood test.',
  ],
  nextSteps: {
    advice: [
      'Low risk: manage cardiometabolic risk factors and repeat the assessment periodically.',
      'Indeterminate: arrange a second-line test (elastography or ELF).',
      'High risk: refer to hepatology for confirmation and management, including screening for varices and liver cancer if cirrhosis is confirmed.',
    ],
    management: ['Treat the cause: weight loss and metabolic control in MASLD, antiviral therapy in hepatitis C, alcohol reduction where relevant.'],
  },
  evidence: [
    'Derived in 832 patients with HIV/HCV coinfection and liver biopsy (Ishak staging): in the validation set, a value below 1.45 excluded advanced fibrosis (Ishak 4–6) with a negative predictive value of 90 %, and above 3.25 gave a positive predictive value of 65 % with specificity of 97 % (Sterling 2006).',
    'In biopsy-proven NAFLD, limits of 1.30 and 2.67 were proposed by the NASH Clinical Research Network (Shah 2009); they are the limits used in current AASLD guidance.',
    'In 634 patients with biopsy-proven NAFLD, specificity fell with age and was unacceptably low at 65 or over; a lower limit of 2.0 at that age improved specificity while keeping sensitivity. Accuracy was poor at 35 or younger (McPherson 2017).',
    'The age-specific lower limit is applied only in the MASLD setting, where it was studied; the hepatitis C setting uses the original limits at all ages.',
    'Bands are applied to FIB-4 as displayed (2 decimals): a value shown as 1.30 is not called low when the limit is below 1.30.',
  ],
  formula: [
    'FIB-4 = age [years] × AST [U/L] ÷ (platelets [10⁹/L] × √ALT [U/L])',
    'MASLD/NAFLD: < 1.30 low (< 2.0 at age ≥ 65); 1.30–2.67 indeterminate; > 2.67 high',
    'Hepatitis C (± HIV): < 1.45 low; 1.45–3.25 indeterminate; > 3.25 high',
  ],
  resultSummary: 'FIB-4 {{fib4_index}}: {{fib4_category}} risk of advanced fibrosis.',
  testVectors: [
    {
      description: 'Age 50, AST 40, ALT 25, platelets 200 (MASLD): FIB-4 2.00, indeterminate',
      inputs: { context: 'masld', age: 50, ast: 40, alt: 25, platelets: 200 },
      expected: { fib4_index: 2, fib4_category: 'Indeterminate', lower_limit: 1.3, upper_limit: 2.67 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation with the sterling2006 formula: 50 × 40 = 2000; 200 × √25 = 1000; 2000 / 1000 = 2.00; shah2009 limits',
    },
    {
      description: 'Age 45, AST 20, ALT 16, platelets 250 (MASLD): FIB-4 0.90, low',
      inputs: { context: 'masld', age: 45, ast: 20, alt: 16, platelets: 250 },
      expected: { fib4_index: 0.9, fib4_category: 'Low' },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation: 45 × 20 = 900; 250 × √16 = 1000; 900 / 1000 = 0.90 (< 1.30)',
    },
    {
      description: 'Age 60, AST 80, ALT 64, platelets 100 (MASLD): FIB-4 6.00, high',
      inputs: { context: 'masld', age: 60, ast: 80, alt: 64, platelets: 100 },
      expected: { fib4_index: 6, fib4_category: 'High' },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation: 60 × 80 = 4800; 100 × √64 = 800; 4800 / 800 = 6.00 (> 2.67)',
    },
    {
      description: 'Age 70, AST 27, ALT 25, platelets 200 (MASLD): FIB-4 1.89 is low with the age-65 limit of 2.0',
      inputs: { context: 'masld', age: 70, ast: 27, alt: 25, platelets: 200 },
      expected: { fib4_index: 1.89, fib4_category: 'Low', lower_limit: 2 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation: 70 × 27 = 1890; 200 × 5 = 1000; 1.89 (< 2.0, mcpherson2017 limit for age ≥ 65)',
    },
    {
      description: 'Hepatitis C, age 50, AST 70, ALT 49, platelets 100: FIB-4 5.00, high',
      inputs: { context: 'hcv', age: 50, ast: 70, alt: 49, platelets: 100 },
      expected: { fib4_index: 5, fib4_category: 'High', lower_limit: 1.45, upper_limit: 3.25 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation: 50 × 70 = 3500; 100 × √49 = 700; 3500 / 700 = 5.00 (> 3.25, sterling2006 limit)',
    },
  ],
} satisfies ToolDefinitionInput

export default fib4
