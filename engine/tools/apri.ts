import { PLATELETS_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  ast: { min: 1, max: 10000 },
  astUln: {
    min: 5,
    max: 200,
    reason: 'The upper limit of normal is the laboratory’s own reference limit for AST (usually 30–50 U/L); a value outside 5–200 U/L is not a reference limit.',
  },
  platelets: { min: 1, max: PLATELETS_RANGE.max },
} as const

/** Bands are applied to APRI as displayed (2 decimals), so a value shown as 0.50 is in the band "0.50 or less". */
const SHOWN = 'round(apri, 2)'

/**
 * APRI = (AST / AST upper limit of normal) × 100 / platelets [10⁹/L] (Wai CT et al., Hepatology
 * 2003;38:518–526). Cut-offs: significant fibrosis ≤ 0.5 unlikely, > 1.5 likely; cirrhosis ≤ 1.0
 * unlikely, > 2.0 likely (Wai 2003; WHO hepatitis B guideline 2015, which recommends APRI > 2
 * to identify cirrhosis in adults).
 */
const apri = {
  slug: 'apri',
  name: 'APRI (AST to Platelet Ratio Index) for Liver Fibrosis',
  calcId: 'calc-apri',
  ...TOOL_BASE,
  eligibility: 'Adults with chronic viral hepatitis (hepatitis C, in which it was derived, or hepatitis B) or other chronic liver disease.',
  description:
    'Estimates the likelihood of significant liver fibrosis and of cirrhosis from AST, its upper limit of normal and the platelet count, where elastography or biopsy is not available.',
  contentName: 'apri',
  sections: {
    patient: ['ast', 'ast_uln', 'platelets'],
  },
  ehrpdns: ['ast', 'platelets'],
  controls: controls({
    ast: measure('AST (aspartate aminotransferase)', 'U/L', RANGES.ast, { help: `${RANGES.ast.min}–${RANGES.ast.max} U/L.` }),
    ast_uln: measure('Upper limit of normal for AST at your laboratory', 'U/L', RANGES.astUln, {
      help: 'The upper reference limit printed with the result (often 35–40 U/L). APRI depends on it: use your laboratory’s own value.',
    }),
    platelets: measure(
      'Platelet count',
      '× 10⁹/L (= × 10³/µL)',
      { ...RANGES.platelets, reason: `APRI divides by the platelet count, so it needs a count of at least ${RANGES.platelets.min} × 10⁹/L. ${PLATELETS_RANGE.reason}` },
      { help: `${RANGES.platelets.min}–${RANGES.platelets.max} × 10⁹/L. The number is the same in × 10³/µL (thousands per microlitre).` },
    ),
    apri: score('APRI', '(ast / ast_uln) * 100 / platelets', { cpdn: 'apri_score', decimals: 2 }),
    fibrosis: result('Significant fibrosis (F2–F4)', `if(${SHOWN} <= 0.5, 'Unlikely', if(${SHOWN} > 1.5, 'Likely', 'Indeterminate'))`, { cpdn: 'apri_fibrosis' }),
    cirrhosis: result('Cirrhosis (F4)', `if(${SHOWN} <= 1, 'Unlikely', if(${SHOWN} > 2, 'Likely', 'Indeterminate'))`, { cpdn: 'apri_cirrhosis' }),
    interpretation: interpretation(
      "if(cirrhosis = 'Likely', 'APRI above 2.0: cirrhosis is likely. WHO (2015) uses this cut-off to identify adults with cirrhosis who should be assessed for antiviral treatment; confirm with elastography or specialist assessment where available, and start surveillance for varices and liver cancer if confirmed.', if(fibrosis = 'Likely', 'APRI above 1.5: significant fibrosis (F2 or more) is likely; cirrhosis is neither excluded nor confirmed (APRI 1.0–2.0). Assess further with elastography or specialist review.', if(fibrosis = 'Unlikely', 'APRI 0.5 or less: significant fibrosis and cirrhosis are unlikely. Reassess periodically while the liver disease persists.', if(cirrhosis = 'Unlikely', 'APRI above 0.5 up to 1.0: significant fibrosis is neither excluded nor confirmed; cirrhosis is unlikely. Consider elastography or another fibrosis test.', 'APRI above 1.0 up to 1.5: significant fibrosis and cirrhosis are neither excluded nor confirmed. Use elastography or another fibrosis test.'))))",
    ),
  }),
  risk: ['apri', 'fibrosis', 'cirrhosis', 'interpretation'],
  chartNote: {
    cc: 'APRI {{apri_score}} (significant fibrosis: {{apri_fibrosis}}; cirrhosis: {{apri_cirrhosis}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'wai2003',
      citation:
        'Wai CT, Greenson JK, Fontana RJ, Kalbfleisch JD, Marrero JA, Conjeevaram HS, Lok AS. A simple noninvasive index can predict both significant fibrosis and cirrhosis in patients with chronic hepatitis C. Hepatology. 2003;38(2):518–526. PMID: 12883497.',
      pmid: '12883497',
      doi: '10.1053/jhep.2003.50346',
      kind: 'derivation',
      cohort: 'Patients with chronic hepatitis C and liver biopsy (training and validation sets)',
    },
    {
      id: 'who2015',
      citation:
        'World Health Organization. Guidelines for the prevention, care and treatment of persons with chronic hepatitis B infection. Geneva: WHO; March 2015. ISBN 978 92 4 154905 9.',
      kind: 'guideline',
    },
    {
      id: 'jin2012',
      citation:
        'Jin W, Lin Z, Xin Y, Jiang X, Dong Q, Xuan S. Diagnostic accuracy of the aspartate aminotransferase-to-platelet ratio index for the prediction of hepatitis B-related fibrosis: a leading meta-analysis. BMC Gastroenterol. 2012;12:14. PMID: 22333407.',
      pmid: '22333407',
      doi: '10.1186/1471-230X-12-14',
      kind: 'meta-analysis',
      cohort: '9 studies, n = 1,798 patients with chronic hepatitis B',
    },
  ],
  definitions: [
    { term: 'Significant fibrosis', definition: 'Fibrosis stage F2 or more (METAVIR), or Ishak 3 or more.' },
    { term: 'ULN', definition: 'Upper limit of normal: the upper reference limit of the laboratory that measured the AST.' },
  ],
  category: 'Hepatology and gastroenterology',
  synonyms: ['AST to platelet ratio index', 'AST platelet ratio', 'aspartate aminotransferase to platelet ratio', 'liver fibrosis score', 'hepatitis fibrosis', 'noninvasive fibrosis test'],
  abbreviations: ['APRI', 'AST', 'ULN', 'PLT', 'HBV', 'HCV'],
  conditions: ['liver fibrosis', 'hepatitis B', 'hepatitis C', 'chronic liver disease'],
  instructions:
    'For adults with chronic liver disease, using AST and platelets drawn at the same time and the AST upper limit of normal of the laboratory that measured it. Not for acute hepatitis or when AST is raised by another cause (muscle injury, haemolysis, heart failure), and not reliable when the platelet count is changed by a cause outside the liver.',
  whenToUse: [
    'Chronic hepatitis B or C, to decide who has cirrhosis or significant fibrosis where elastography is not available (WHO recommendation for resource-limited settings).',
    'As a simple first test of fibrosis before elastography or referral.',
  ],
  pearls: [
    'APRI is better at excluding than at confirming: a high value has many false positives, and about half of patients fall between the cut-offs.',
    'The AST upper limit of normal differs between laboratories and changes APRI in proportion; use the limit printed with the result.',
    'AST rises with alcohol, muscle injury, haemolysis and some drugs, and platelets fall for reasons other than portal hypertension (for example immune thrombocytopenia or hypersplenism from other causes); such results make APRI misleading.',
    'WHO updated its hepatitis B guidance in 2024 and lowered the treatment cut-offs (APRI above 0.5 for significant fibrosis and above 1 for cirrhosis, as reported in secondary summaries); check the guideline you follow.',
  ],
  nextSteps: {
    advice: [
      'APRI above 2.0: manage as probable cirrhosis (antiviral treatment assessment in hepatitis B, surveillance for varices and liver cancer) and confirm where possible.',
      'Between the cut-offs: arrange elastography or another fibrosis test.',
      'APRI 0.5 or less: repeat the assessment periodically while the liver disease persists.',
    ],
    management: ['Treat the cause of the liver disease: antiviral therapy in hepatitis B or C, alcohol reduction, weight loss in steatotic liver disease.'],
  },
  evidence: [
    'Wai 2003 derived APRI in patients with chronic hepatitis C and liver biopsy, with a training and a validation set. A value of 0.5 or less made significant fibrosis unlikely and above 1.5 made it likely; 1.0 or less made cirrhosis unlikely and above 2.0 made it likely. With these cut-offs, significant fibrosis could be predicted accurately in about half of the patients and cirrhosis in about four in five.',
    'In chronic hepatitis B, a meta-analysis of 9 studies (1,798 patients) found summary sensitivity 84 % and specificity 41 % at 0.5 and 49 % and 84 % at 1.5 for significant fibrosis, and 28 % and 87 % at 2.0 for cirrhosis (Jin 2012).',
    'WHO 2015 recommended APRI (above 2 in adults) to identify cirrhosis in chronic hepatitis B in resource-limited settings, with a low cut-off of 1 to make cirrhosis unlikely.',
    'Bands are applied to APRI as displayed (2 decimals): a value shown as 0.50 is counted as 0.50 or less.',
  ],
  formula: [
    'APRI = (AST [U/L] ÷ AST upper limit of normal [U/L]) × 100 ÷ platelets [10⁹/L]',
    'Significant fibrosis: ≤ 0.5 unlikely; > 0.5 to 1.5 indeterminate; > 1.5 likely',
    'Cirrhosis: ≤ 1.0 unlikely; > 1.0 to 2.0 indeterminate; > 2.0 likely',
  ],
  resultSummary: 'APRI {{apri_score}}: significant fibrosis {{apri_fibrosis}}, cirrhosis {{apri_cirrhosis}}.',
  testVectors: [
    {
      description: 'AST 40, ULN 40, platelets 200: APRI 0.50, both unlikely',
      inputs: { ast: 40, ast_uln: 40, platelets: 200 },
      expected: { apri_score: 0.5, apri_fibrosis: 'Unlikely', apri_cirrhosis: 'Unlikely' },
      source: 'Not a published example: hand calculation with the wai2003 formula: (40 / 40) × 100 / 200 = 0.50 (≤ 0.5 and ≤ 1.0)',
    },
    {
      description: 'AST 80, ULN 40, platelets 200: APRI 1.00, fibrosis indeterminate, cirrhosis unlikely',
      inputs: { ast: 80, ast_uln: 40, platelets: 200 },
      expected: { apri_score: 1, apri_fibrosis: 'Indeterminate', apri_cirrhosis: 'Unlikely' },
      source: 'Not a published example: (80 / 40) × 100 / 200 = 1.00',
    },
    {
      description: 'AST 64, ULN 40, platelets 100: APRI 1.60, fibrosis likely, cirrhosis indeterminate',
      inputs: { ast: 64, ast_uln: 40, platelets: 100 },
      expected: { apri_score: 1.6, apri_fibrosis: 'Likely', apri_cirrhosis: 'Indeterminate' },
      tolerance: 1e-12,
      source: 'Not a published example: (64 / 40) × 100 / 100 = 1.60',
    },
    {
      description: 'AST 105, ULN 35, platelets 120: APRI 2.50, both likely',
      inputs: { ast: 105, ast_uln: 35, platelets: 120 },
      expected: { apri_score: 2.5, apri_fibrosis: 'Likely', apri_cirrhosis: 'Likely' },
      tolerance: 1e-12,
      source: 'Not a published example: (105 / 35) × 100 / 120 = 3 × 100 / 120 = 2.50 (> 2.0)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'APRI formula and the cut-offs 0.5/1.5 (significant fibrosis) and 1.0/2.0 (cirrhosis).',
      citations: ['wai2003', 'jin2012'],
      checkedAgainstPrimary: false,
      note: 'The full text of Wai 2003 could not be opened; the formula and cut-offs were taken from the hepatitis B meta-analysis (Jin 2012) and consistent secondary summaries. No published worked example was found: the test vectors are hand calculations.',
    },
    {
      statement: 'WHO 2015: APRI above 2 identifies adults with cirrhosis; 1 is the low cut-off.',
      citations: ['who2015'],
      checkedAgainstPrimary: false,
      note: 'The guideline text itself was not read; taken from secondary summaries of the guideline.',
    },
  ],
} satisfies ToolDefinitionInput

export default apri
