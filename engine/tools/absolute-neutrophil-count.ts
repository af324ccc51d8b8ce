import { span, WHITE_CELL_COUNT_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, mustHold, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const PERCENT = { min: 0, max: 100, reason: 'A share of the white cell differential: 0–100 %.' } as const
/**
 * Neutropenia grades are read on the unrounded count, so that a count just below a limit (0.495)
 * is never graded as the milder band its 2-decimal display (0.50) would suggest; the count per µL
 * is shown whole.
 */
const ANC = 'anc'

/**
 * Absolute neutrophil count = WBC × (segmented neutrophils % + bands %) ÷ 100. Neutropenia below
 * 1.5 × 10⁹/L; mild 1.0 to < 1.5, moderate 0.5 to < 1.0, severe < 0.5 × 10⁹/L (the usual grades,
 * e.g. Newburger and Dale, Semin Hematol 2013).
 */
const absoluteNeutrophilCount = {
  slug: 'absolute-neutrophil-count',
  name: 'Absolute Neutrophil Count (ANC)',
  calcId: 'calc-absolute-neutrophil-count',
  ...TOOL_BASE,
  eligibility: 'Adults and children over 1 year with a white cell count and a differential (the neutropenia threshold differs in infants).',
  description:
    'Calculates the absolute neutrophil count from the white cell count and the percentages of segmented neutrophils and band forms, and grades neutropenia as mild, moderate or severe.',
  contentName: 'absolute-neutrophil-count',
  sections: {
    patient: ['wbc', 'neutrophils', 'bands'],
  },
  ehrpdns: ['wbc'],
  controls: controls({
    wbc: measure('White cell count', '× 10⁹/L (= × 10³/µL)', WHITE_CELL_COUNT_RANGE, {
      help: `${span(WHITE_CELL_COUNT_RANGE, '× 10⁹/L')}; the same number in × 10³/µL (for example 4.5 for 4,500/µL).`,
    }),
    neutrophils: measure('Segmented neutrophils', '%', PERCENT, { help: '0–100 % of white cells (“segs”, “polys”).' }),
    bands: measure('Band neutrophils (optional)', '%', PERCENT, {
      required: false,
      help: '0–100 % of white cells; leave empty if not reported (counted as 0).',
      validations: [mustHold('neutrophils + bands <= 100', 'Segmented neutrophils and bands together cannot exceed 100 % of white cells.')],
    }),
    anc: result('Absolute neutrophil count', 'wbc * (neutrophils + coalesce(bands, 0)) / 100', { cpdn: 'anc', units: '× 10⁹/L', decimals: 2 }),
    anc_per_ul: result('Absolute neutrophil count per µL', `${ANC} * 1000`, { units: 'cells/µL', decimals: 0 }),
    grade: result(
      'Neutropenia grade',
      `if(${ANC} >= 1.5, 'No neutropenia (1.5 × 10⁹/L or more)', if(${ANC} >= 1, 'Mild neutropenia (1.0 to < 1.5 × 10⁹/L)', if(${ANC} >= 0.5, 'Moderate neutropenia (0.5 to < 1.0 × 10⁹/L)', 'Severe neutropenia (< 0.5 × 10⁹/L)')))`,
      { cpdn: 'neutropenia_grade' },
    ),
    interpretation: interpretation(
      `if(${ANC} >= 1.5, 'No neutropenia. Some healthy people of African or Middle Eastern ancestry (Duffy-null phenotype) have counts down to about 1.0 × 10⁹/L without added infection risk.', ` +
        `if(${ANC} >= 1, 'Mild neutropenia: infection risk is barely raised. Repeat the count and review medicines and recent infections.', ` +
        `if(${ANC} >= 0.5, 'Moderate neutropenia: some increase in infection risk. Look for the cause (medicines, infection, B12 or folate deficiency, autoimmune disease, marrow disease).', ` +
        `'Severe neutropenia: high risk of serious bacterial and fungal infection. A fever is a medical emergency (neutropenic sepsis): start empirical broad-spectrum antibiotics within 1 hour.')))`,
    ),
  }),
  risk: ['anc', 'anc_per_ul', 'grade', 'interpretation'],
  chartNote: {
    cc: 'Absolute neutrophil count {{anc}} × 10⁹/L ({{anc_per_ul}}/µL) from WBC {{wbc}} × 10⁹/L, segmented neutrophils {{neutrophils}} %, bands {{bands}} %: {{neutropenia_grade}}. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'newburger2013',
      citation: 'Newburger PE, Dale DC. Evaluation and management of patients with isolated neutropenia. Semin Hematol. 2013;50(3):198–206.',
      doi: '10.1053/j.seminhematol.2013.06.010',
      kind: 'review',
    },
    {
      id: 'nice2012',
      citation: 'National Institute for Health and Care Excellence. Neutropenic sepsis: prevention and management in people with cancer (CG151). London: NICE; 2012.',
      url: 'https://www.nice.org.uk/guidance/cg151',
      kind: 'guideline',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Neutropenia grades: mild 1.0–1.5, moderate 0.5–1.0, severe < 0.5 × 10⁹/L',
      citations: ['newburger2013'],
      checkedAgainstPrimary: false,
      note: 'The abstract of Newburger and Dale (2013) was read (neutropenia < 1.5 × 10⁹/L); the three grades are the conventional ones quoted in haematology texts and reviews, whose full text was not opened here.',
    },
  ],
  definitions: [
    { term: 'Band forms', definition: 'Immature neutrophils with an unsegmented nucleus; counted with mature neutrophils in the ANC. Metamyelocytes and younger forms are not counted.' },
  ],
  category: 'Haematology',
  synonyms: ['ANC', 'absolute neutrophil count', 'neutrophil count', 'neutropenia calculator', 'absolute granulocyte count', 'segs and bands'],
  abbreviations: ['ANC', 'WBC', 'AGC', 'PMN'],
  conditions: ['neutropenia', 'febrile neutropenia', 'neutropenic sepsis', 'chemotherapy', 'agranulocytosis'],
  instructions: 'Enter the white cell count (× 10⁹/L, the same number as × 10³/µL) and the percentages of segmented neutrophils and bands from the differential.',
  whenToUse: ['Chemotherapy and other treatments that suppress the marrow (clozapine, antithyroid drugs).', 'A low white cell count, to judge infection risk.', 'Fever in a patient who may be neutropenic.'],
  pearls: [
    'Most analysers report the absolute neutrophil count directly; this calculation is for a manual differential or when only percentages are given.',
    'The threshold of 1.5 × 10⁹/L applies to adults and children over 1 year; infants have different normal ranges.',
    'Chemotherapy grading systems (CTCAE) use slightly different limits; check which one your protocol uses.',
  ],
  nextSteps: {
    advice: [
      'Severe neutropenia with fever or signs of infection: treat as neutropenic sepsis (NICE CG151: antibiotics within 1 hour).',
      'Unexplained or persistent neutropenia: repeat the count with a blood film; refer to haematology if severe or with other cytopenias.',
    ],
    management: ['Review medicines that can cause neutropenia; advise on infection precautions and when to seek help.'],
  },
  evidence: [
    'Neutropenia is defined as an absolute neutrophil count below 1.5 × 10⁹/L; the risk of serious infection rises steeply below 0.5 × 10⁹/L (Newburger and Dale 2013).',
  ],
  formula: ['ANC (× 10⁹/L) = WBC (× 10⁹/L) × (segmented neutrophils % + bands %) ÷ 100', 'Mild 1.0 to < 1.5; moderate 0.5 to < 1.0; severe < 0.5 × 10⁹/L'],
  resultSummary: 'ANC {{anc}} × 10⁹/L: {{neutropenia_grade}}.',
  testVectors: [
    {
      description: 'WBC 6.0, neutrophils 55 %, bands 5 %: ANC 3.6, no neutropenia',
      inputs: { wbc: 6, neutrophils: 55, bands: 5 },
      expected: { anc: 3.6, neutropenia_grade: 'No neutropenia (1.5 × 10⁹/L or more)' },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 6.0 × (55 + 5) ÷ 100 = 3.6',
    },
    {
      description: 'WBC 2.0, neutrophils 30 %, bands 10 %: ANC 0.8, moderate',
      inputs: { wbc: 2, neutrophils: 30, bands: 10 },
      expected: { anc: 0.8, neutropenia_grade: 'Moderate neutropenia (0.5 to < 1.0 × 10⁹/L)' },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 2.0 × 40 ÷ 100 = 0.8 (newburger2013 grades)',
    },
    {
      description: 'WBC 1.2, neutrophils 20 %, no bands: ANC 0.24, severe',
      inputs: { wbc: 1.2, neutrophils: 20 },
      expected: { anc: 0.24, neutropenia_grade: 'Severe neutropenia (< 0.5 × 10⁹/L)' },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 1.2 × 20 ÷ 100 = 0.24',
    },
  ],
} satisfies ToolDefinitionInput

export default absoluteNeutrophilCount
