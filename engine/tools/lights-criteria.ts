import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, listText, measure, result, units } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Total protein, g/dL canonical (the unit of Light 1972), with g/L; 1 g/dL = 10 g/L (engine/units.ts). */
const PROTEIN_MEASURE = units([
  { value: 'g/dL protein', name: 'g/dL', system: 'us', precision: 1 },
  { value: 'g/L protein', name: 'g/L', system: 'si', precision: 0 },
])

const measurable = (what: string) => `The range covers every ${what} that can be measured; a value outside it is a measurement or entry error.`
export const LIGHT_RANGES = {
  pleuralProtein: { min: 0, max: 10, reason: measurable('pleural fluid protein (0–100 g/L)') },
  serumProtein: { min: 1, max: 15, reason: measurable('serum total protein (10–150 g/L)') },
  pleuralLdh: { min: 0, max: 100000, reason: measurable('pleural fluid LDH, including empyema,') },
  serumLdh: { min: 10, max: 50000, reason: measurable('serum LDH') },
  ldhUln: { min: 100, max: 1000, reason: 'The upper reference limit of serum LDH of any laboratory lies in this range (commonly 200–250 U/L).' },
} as const

/**
 * Each criterion is compared unrounded, as the definition states it (a protein ratio of 0.504 is
 * above 0.5), so that rounding never turns an exudate into a transudate; the ratios are shown to
 * 3 decimals. Pleural LDH is compared with two-thirds of the laboratory's upper limit.
 */
const PROTEIN_MET = 'protein_ratio > 0.5'
const LDH_RATIO_MET = 'ldh_ratio > 0.6'
const LDH_ULN_MET = 'pleural_ldh > ldh_uln * 2 / 3'

/**
 * Light's criteria. Light RW et al., Ann Intern Med 1972;77:507–513: an effusion is an exudate
 * if any one holds — pleural/serum protein > 0.5, pleural/serum LDH > 0.6, pleural LDH > two
 * thirds of the upper limit of normal serum LDH (the 1972 paper's absolute 200 IU was two thirds
 * of its laboratory's upper limit).
 */
const lightsCriteria = {
  slug: 'lights-criteria',
  name: 'Light’s Criteria for Pleural Effusion (Exudate vs Transudate)',
  calcId: 'calc-lights-criteria',
  ...TOOL_BASE,
  eligibility: 'Adults with a pleural effusion sampled by thoracentesis, with serum protein and LDH measured at about the same time.',
  description:
    'Classifies a pleural effusion as an exudate or a transudate from pleural fluid and serum protein and lactate dehydrogenase (LDH), to direct the search for its cause.',
  contentName: 'lights-criteria',
  sections: {
    patient: ['pleural_protein', 'serum_protein', 'pleural_ldh', 'serum_ldh', 'ldh_uln'],
  },
  controls: controls({
    pleural_protein: measure('Pleural fluid protein', PROTEIN_MEASURE, LIGHT_RANGES.pleuralProtein, { help: '0–10 g/dL (0–100 g/L).' }),
    serum_protein: measure('Serum total protein', PROTEIN_MEASURE, LIGHT_RANGES.serumProtein, { help: '1–15 g/dL (10–150 g/L).' }),
    pleural_ldh: measure('Pleural fluid LDH', 'U/L', LIGHT_RANGES.pleuralLdh, { help: '0–100,000 U/L (U/L = IU/L).' }),
    serum_ldh: measure('Serum LDH', 'U/L', LIGHT_RANGES.serumLdh, { help: '10–50,000 U/L.' }),
    ldh_uln: measure('Upper limit of normal of serum LDH (your laboratory)', 'U/L', LIGHT_RANGES.ldhUln, {
      help: 'From the laboratory report’s reference range, commonly 200–250 U/L. 100–1,000 U/L.',
    }),
    protein_ratio: result('Pleural/serum protein ratio', 'pleural_protein / serum_protein', { decimals: 3 }),
    ldh_ratio: result('Pleural/serum LDH ratio', 'pleural_ldh / serum_ldh', { decimals: 3 }),
    ldh_threshold: result('Two-thirds of the upper limit of normal serum LDH', 'ldh_uln * 2 / 3', { units: 'U/L', decimals: 1 }),
    criteria_met: result('Criteria met', `(${PROTEIN_MET}) + (${LDH_RATIO_MET}) + (${LDH_ULN_MET})`, { cpdn: 'lights_criteria_met', units: 'of 3', decimals: 0 }),
    criteria_list: result(
      'Which criteria are met',
      `if(criteria_met = 0, 'none', ${listText([
        [PROTEIN_MET, 'protein ratio above 0.5'],
        [LDH_RATIO_MET, 'LDH ratio above 0.6'],
        [LDH_ULN_MET, 'pleural LDH above two-thirds of the upper limit of normal'],
      ])})`,
    ),
    classification: result('Classification', "if(criteria_met >= 1, 'Exudate', 'Transudate')", { cpdn: 'lights_classification' }),
    interpretation: interpretation(
      "if(criteria_met = null, null, if(criteria_met >= 1, 'Exudate (at least one criterion met). Look for a local cause: pneumonia and empyema, cancer, tuberculosis, pulmonary embolism, autoimmune disease. Send fluid for cell count, microbiology and cytology, and measure pH or glucose if infection is possible.' + " +
        "if(criteria_met = 1, ' Only one criterion is met: in heart failure treated with diuretics, Light’s criteria misclassify some transudates as exudates; a serum–pleural albumin gradient above 1.2 g/dL (or protein gradient above 3.1 g/dL) favours a transudate.', ''), " +
        "'Transudate (no criterion met). Usually from heart failure, cirrhosis (hepatic hydrothorax), nephrotic syndrome or hypoalbuminaemia: treat the underlying condition. If the clinical picture does not fit, reconsider the diagnosis.'))",
    ),
  }),
  risk: ['classification', 'criteria_met', 'criteria_list', 'protein_ratio', 'ldh_ratio', 'ldh_threshold', 'interpretation'],
  chartNote: {
    cc: 'Light’s criteria: {{lights_classification}} ({{lights_criteria_met}} of 3 met: {{criteria_list}}). Pleural/serum protein {{protein_ratio}}, pleural/serum LDH {{ldh_ratio}}, pleural LDH {{pleural_ldh}} U/L against two-thirds of the upper limit {{ldh_threshold}} U/L. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'light1972',
      citation: 'Light RW, Macgregor MI, Luchsinger PC, Ball WC Jr. Pleural effusions: the diagnostic separation of transudates and exudates. Ann Intern Med. 1972;77(4):507–513. PMID 4642731.',
      pmid: '4642731',
      doi: '10.7326/0003-4819-77-4-507',
      kind: 'derivation',
    },
    {
      id: 'roberts2023',
      citation: 'Roberts ME, Rahman NM, Maskell NA, et al. British Thoracic Society Guideline for pleural disease. Thorax. 2023;78(11):1143–1156. PMID 37553157.',
      pmid: '37553157',
      doi: '10.1136/thorax-2023-220304',
      kind: 'guideline',
    },
    {
      id: 'light2002',
      citation: 'Light RW. Clinical practice. Pleural effusion. N Engl J Med. 2002;346(25):1971–1977.',
      doi: '10.1056/NEJMcp010731',
      kind: 'review',
    },
  ],
  evidenceChecks: [
    {
      statement: 'The three criteria (protein ratio > 0.5, LDH ratio > 0.6, pleural LDH > two-thirds of the upper limit of normal) and the albumin gradient of 1.2 g/dL',
      citations: ['light1972', 'light2002'],
      checkedAgainstPrimary: false,
      note: 'Taken from Light’s later review and guideline summaries; the 1972 paper (which used an absolute pleural LDH of 200 IU) was not opened here.',
    },
  ],
  definitions: [
    { term: 'Exudate', definition: 'Fluid from increased capillary permeability or blocked lymphatic drainage, from disease of the pleura or nearby lung.' },
    { term: 'Transudate', definition: 'Fluid pushed out by raised hydrostatic or low oncotic pressure, from a systemic condition, with normal pleura.' },
  ],
  category: 'Pulmonology',
  synonyms: ['Lights criteria', 'Light criteria', 'pleural fluid analysis', 'exudate vs transudate', 'exudate transudate', 'pleural effusion classification'],
  abbreviations: ['LDH', 'ULN', 'PF', 'BTS'],
  conditions: ['pleural effusion', 'parapneumonic effusion', 'empyema', 'malignant pleural effusion', 'heart failure', 'tuberculous pleurisy'],
  instructions:
    'Enter protein (g/dL or g/L) and LDH (U/L) from the pleural fluid and from serum taken at about the same time, and the upper limit of normal of serum LDH from your laboratory report.',
  whenToUse: ['Any pleural effusion sampled for diagnosis, when the cause is not obvious (for example not a clear heart failure transudate).'],
  pearls: [
    'The criteria are very sensitive for exudates but misclassify some transudates, especially after diuretics; use the serum–pleural albumin gradient (above 1.2 g/dL favours a transudate) when the clinical picture suggests heart failure.',
    'The LDH criterion depends on the laboratory’s upper limit: enter the local value, not a textbook figure.',
    'Light’s criteria classify the fluid, they do not give the cause: cytology, microbiology, pH and imaging do.',
  ],
  nextSteps: {
    advice: [
      'Exudate: cell count and differential, Gram stain and culture, cytology, pH (or glucose) if infection is possible; consider CT chest and pleural biopsy if undiagnosed.',
      'Transudate: treat the underlying heart, liver or kidney disease; further pleural investigation is rarely needed.',
    ],
    management: ['A pleural infection with pH below 7.2 needs chest drainage (BTS 2023).'],
  },
  evidence: [
    'Light and colleagues (1972) found that these three criteria separated exudates from transudates better than older tests such as specific gravity or protein alone.',
    'Later studies confirmed high sensitivity with lower specificity, mostly from diuretic-treated heart failure; the albumin gradient corrects many of these misclassifications (Light 2002).',
  ],
  formula: [
    'Exudate if any one: pleural/serum protein > 0.5; pleural/serum LDH > 0.6; pleural LDH > two-thirds of the upper limit of normal serum LDH',
    'Ratios compared unrounded (shown to 3 decimals); protein 1 g/dL = 10 g/L',
  ],
  resultSummary: 'Light’s criteria: {{lights_classification}} ({{lights_criteria_met}} of 3 criteria met).',
  testVectors: [
    {
      description: 'Protein 4.5/7.0, LDH 300/200, ULN 222: all three met, exudate',
      inputs: { pleural_protein: 4.5, serum_protein: 7, pleural_ldh: 300, serum_ldh: 200, ldh_uln: 222 },
      expected: { lights_criteria_met: 3, lights_classification: 'Exudate' },
      tolerance: 1e-9,
      source: 'light1972 criteria; hand calculation 4.5/7 = 0.64 > 0.5; 300/200 = 1.5 > 0.6; 300 > 148',
    },
    {
      description: 'Protein 2.0/7.0, LDH 90/200, ULN 222: none met, transudate',
      inputs: { pleural_protein: 2, serum_protein: 7, pleural_ldh: 90, serum_ldh: 200, ldh_uln: 222 },
      expected: { lights_criteria_met: 0, lights_classification: 'Transudate' },
      tolerance: 1e-9,
      source: 'light1972 criteria; hand calculation 0.29, 0.45, 90 < 148',
    },
    {
      description: 'Protein 30/70 g/L, LDH 130/200, ULN 222: only the LDH ratio (0.65) met',
      inputs: { pleural_protein: 30, 'pleural_protein.unit': 'g/L protein', serum_protein: 70, 'serum_protein.unit': 'g/L protein', pleural_ldh: 130, serum_ldh: 200, ldh_uln: 222 },
      expected: { lights_criteria_met: 1, lights_classification: 'Exudate' },
      tolerance: 1e-9,
      source: 'light1972 criteria; hand calculation 30/70 = 0.43; 130/200 = 0.65 > 0.6; 130 < 148',
    },
  ],
} satisfies ToolDefinitionInput

export default lightsCriteria
