import { SERUM_POTASSIUM_RANGE, span } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, warnUnless } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Plausibility limits (not from a source). Serum potassium: the shared measurable range. */
export const TTKG_RANGES = {
  serumPotassium: SERUM_POTASSIUM_RANGE,
  urinePotassium: { min: 1, max: 300 },
  serumOsm: { min: 200, max: 500 },
  urineOsm: { min: 30, max: 1500 },
  urineSodium: { min: 1, max: 300 },
} as const

const SHOWN = 'round(ttkg, 1)'
const REASON = (what: string) => `The range covers every ${what} a laboratory reports; a value outside it is a measurement or entry error.`

const OSM_WARNING =
  'Urine osmolality is not above serum osmolality: the TTKG assumes the urine was concentrated after the cortical collecting duct, so it cannot be interpreted here.'
const SODIUM_WARNING =
  'Urine sodium is 25 mmol/L or less: sodium delivery to the distal nephron may limit potassium secretion, so a low TTKG cannot be interpreted.'

/**
 * Transtubular potassium gradient (West ML et al., Miner Electrolyte Metab 1986;12:234–238):
 * TTKG = (urine K / serum K) / (urine osmolality / serum osmolality). Validity conditions (urine
 * osmolality above serum; urine sodium above 25 mmol/L) are warnings. Expected values from
 * Ethier 1990. Kamel and Halperin (2011) advise against using it (urea recycling in the inner
 * medulla invalidates its assumption).
 */
const ttkg = {
  slug: 'ttkg',
  name: 'Transtubular Potassium Gradient (TTKG)',
  calcId: 'calc-ttkg',
  ...TOOL_BASE,
  eligibility:
    'Adults with hypokalaemia or hyperkalaemia, with serum and spot urine potassium and osmolality from about the same time, when the urine is more concentrated than plasma and urine sodium is above 25 mmol/L.',
  description:
    'Estimates the potassium concentration gradient across the cortical collecting duct from serum and urine potassium and osmolality, to judge whether the kidneys are handling potassium appropriately in hypokalaemia or hyperkalaemia.',
  contentName: 'ttkg',
  sections: {
    patient: ['potassium', 'urine_potassium', 'serum_osm', 'urine_osm', 'urine_sodium'],
  },
  ehrpdns: ['potassium'],
  controls: controls({
    potassium: measure('Serum potassium', 'mmol/L', { ...TTKG_RANGES.serumPotassium, reason: REASON('serum potassium') }, {
      cpdn: 'potassium',
      help: `${span(TTKG_RANGES.serumPotassium, 'mmol/L')} (mmol/L and mEq/L are the same for potassium).`,
    }),
    urine_potassium: measure('Urine potassium (spot sample)', 'mmol/L', { ...TTKG_RANGES.urinePotassium, reason: REASON('urine potassium') }, {
      help: `${span(TTKG_RANGES.urinePotassium, 'mmol/L')}.`,
    }),
    serum_osm: measure('Serum osmolality (measured)', 'mOsm/kg', { ...TTKG_RANGES.serumOsm, reason: REASON('serum osmolality') }, {
      help: `${span(TTKG_RANGES.serumOsm, 'mOsm/kg')}.`,
    }),
    urine_osm: measure('Urine osmolality (same spot sample)', 'mOsm/kg', { ...TTKG_RANGES.urineOsm, reason: REASON('urine osmolality') }, {
      help: `${span(TTKG_RANGES.urineOsm, 'mOsm/kg')}. Must be above the serum osmolality for the TTKG to apply.`,
      validations: [warnUnless('serum_osm = null or urine_osm > serum_osm', OSM_WARNING)],
    }),
    urine_sodium: measure('Urine sodium (same spot sample)', 'mmol/L', { ...TTKG_RANGES.urineSodium, reason: REASON('urine sodium') }, {
      help: `${span(TTKG_RANGES.urineSodium, 'mmol/L')}. Must be above 25 mmol/L for the TTKG to apply.`,
      validations: [warnUnless('urine_sodium > 25', SODIUM_WARNING)],
    }),
    ttkg: result('Transtubular potassium gradient (TTKG)', '(urine_potassium / potassium) / (urine_osm / serum_osm)', { cpdn: 'ttkg', decimals: 1 }),
    validity: result(
      'Conditions for use',
      "if(ttkg = null, null, if(urine_osm > serum_osm and urine_sodium > 25, 'Both conditions hold: urine osmolality above serum osmolality, urine sodium above 25 mmol/L.', " +
        "'Not interpretable: ' + if(urine_osm <= serum_osm, 'urine osmolality is not above serum osmolality', '') + if(urine_osm <= serum_osm and urine_sodium <= 25, '; ', '') + if(urine_sodium <= 25, 'urine sodium is 25 mmol/L or less', '') + '.'))",
      { type: 'summary.statement' },
    ),
    interpretation: interpretation(
      `if(ttkg = null, null, if(not (urine_osm > serum_osm and urine_sodium > 25), 'The conditions for the TTKG are not met, so the value should not be interpreted.', ` +
        `if(potassium < 3.5, if(${SHOWN} < 2, 'Hypokalaemia with TTKG below 2: the kidneys are conserving potassium as expected, pointing to a cause outside the kidney (gastrointestinal loss, poor intake or a shift into cells).', 'Hypokalaemia with TTKG of 2 or more: potassium secretion is inappropriately active, pointing to renal potassium loss (for example mineralocorticoid excess or diuretics).'), ` +
        `if(potassium > 5, if(${SHOWN} >= 10, 'Hyperkalaemia with TTKG of 10 or more: the expected renal response; look for excess intake, a shift out of cells or low distal flow.', 'Hyperkalaemia with TTKG below 10: inappropriately low, suggesting reduced aldosterone action (hypoaldosteronism, drugs or tubular resistance).'), ` +
        "'Serum potassium is within 3.5–5.0 mmol/L; the TTKG is most useful in hypokalaemia or hyperkalaemia (usual values on a normal diet are about 6–12).'))) + ' Some authors no longer recommend the TTKG (Kamel and Halperin 2011): urea recycling in the medulla means potassium is added to the urine beyond the cortical collecting duct; the urine potassium-to-creatinine ratio is an alternative.')",
    ),
  }),
  risk: ['ttkg', 'validity', 'interpretation'],
  chartNote: {
    cc: 'Transtubular potassium gradient {{ttkg}} (serum K {{potassium}} mmol/L). {{validity}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'west1986',
      citation: 'West ML, Marsden PA, Richardson RM, Zettle RM, Halperin ML. New clinical approach to evaluate disorders of potassium excretion. Miner Electrolyte Metab. 1986;12(4):234–238.',
      kind: 'derivation',
    },
    {
      id: 'ethier1990',
      citation: 'Ethier JH, Kamel KS, Magner PO, Lemann J Jr, Halperin ML. The transtubular potassium concentration in patients with hypokalemia and hyperkalemia. Am J Kidney Dis. 1990;15(4):309–315.',
      kind: 'validation',
      cohort: 'Normal subjects during hypokalaemia of non-renal origin, after fludrocortisone and after an oral potassium load; patients with hyperaldosteronism',
    },
    {
      id: 'kamel2011',
      citation:
        'Kamel KS, Halperin ML. Intrarenal urea recycling leads to a higher rate of renal excretion of potassium: an hypothesis with clinical implications. Curr Opin Nephrol Hypertens. 2011;20(5):547–554.',
      kind: 'review',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Expected TTKG values: below 2 in hypokalaemia of extrarenal origin, above 10 in hyperkalaemia with normal aldosterone action, about 6–12 on a normal diet',
      citations: ['ethier1990'],
      checkedAgainstPrimary: false,
      note: 'From the Ethier 1990 abstract (TTKG 0.9 ± 0.2 in non-renal hypokalaemia, 6.7 ± 1.3 in hyperaldosteronism, 13.1 ± 3.8 after a potassium load) and the Atlas of Diseases of the Kidney figure that cites it for the cut-offs 2 and 10; the full papers could not be opened.',
    },
    {
      statement: 'Validity conditions (urine osmolality above serum, urine sodium above 25 mmol/L) and the advice against routine use',
      citations: ['west1986', 'kamel2011'],
      checkedAgainstPrimary: false,
      note: 'Not read in the original papers; the conditions and the 2011 reappraisal are as summarised in reviews and the Atlas of Diseases of the Kidney.',
    },
  ],
  definitions: [
    { term: 'TTKG', definition: 'An estimate of the ratio of potassium concentration in the fluid at the end of the cortical collecting duct to that in plasma.' },
  ],
  category: 'Fluids and electrolytes',
  synonyms: ['transtubular potassium gradient', 'trans-tubular K gradient', 'potassium gradient', 'urine potassium', 'hyperkalemia workup', 'hypokalemia workup', 'aldosterone activity'],
  abbreviations: ['TTKG', 'TTPG', 'K', 'UK', 'Uosm', 'Posm'],
  conditions: ['hyperkalemia', 'hypokalemia', 'hypoaldosteronism', 'hyperaldosteronism', 'renal tubular acidosis type 4'],
  instructions:
    'Use serum and spot urine samples from about the same time, before potassium treatment if possible. The TTKG applies only when the urine osmolality is above the serum osmolality and urine sodium is above 25 mmol/L; the tool warns when either condition fails.',
  whenToUse: [
    'Hypokalaemia of unclear cause: to tell renal from extrarenal potassium loss.',
    'Hyperkalaemia of unclear cause: to judge whether aldosterone action on the kidney is adequate.',
  ],
  pearls: [
    'The TTKG assumes that little potassium is secreted or reabsorbed after the cortical collecting duct and that osmoles are not reabsorbed in the medullary collecting duct; Kamel and Halperin (2011) showed that urea recycling breaks this assumption, and have advised against relying on it.',
    'A spot urine potassium-to-creatinine ratio, or a timed potassium excretion, are simpler measures of renal potassium handling.',
    'A water diuresis (urine osmolality below plasma) makes the TTKG meaningless, and low distal sodium delivery can make it low without aldosterone deficiency.',
  ],
  nextSteps: {
    advice: [
      'Hypokalaemia with renal potassium loss: check blood pressure, acid–base status, magnesium, renin and aldosterone, and diuretic exposure.',
      'Hyperkalaemia with a low TTKG: review drugs that reduce aldosterone action (ACE inhibitors, ARBs, mineralocorticoid antagonists, trimethoprim, heparin, calcineurin inhibitors) and consider renin and aldosterone measurement.',
    ],
    management: ['Treat dangerous hyperkalaemia or hypokalaemia first: the TTKG is a diagnostic aid, not a reason to delay treatment.'],
  },
  evidence: [
    'Ethier and colleagues (1990) measured TTKG of 0.9 ± 0.2 in hypokalaemia of non-renal origin, 6.7 ± 1.3 in hypokalaemia due to hyperaldosteronism, 11.8 ± 3.6 after fludrocortisone and 13.1 ± 3.8 two hours after a 50 mmol potassium load.',
    'The interpretive thresholds (below 2 in hypokalaemia, 10 or more in hyperkalaemia) are derived from these expected values; they are physiological reference points, not validated diagnostic cut-offs.',
  ],
  formula: [
    'TTKG = (urine K ÷ serum K) ÷ (urine osmolality ÷ serum osmolality)',
    'Valid only when urine osmolality > serum osmolality and urine sodium > 25 mmol/L',
    'Hypokalaemia (K < 3.5): < 2 renal conservation (extrarenal cause); ≥ 2 renal loss. Hyperkalaemia (K > 5.0): ≥ 10 expected; < 10 reduced aldosterone action',
  ],
  resultSummary: 'TTKG {{ttkg}} (serum K {{potassium}} mmol/L).',
  testVectors: [
    {
      description: 'Hypokalaemia with renal loss: serum K 3.0, urine K 40 mmol/L, serum osm 290, urine osm 600 mOsm/kg, urine Na 60 mmol/L',
      inputs: { potassium: 3.0, urine_potassium: 40, serum_osm: 290, urine_osm: 600, urine_sodium: 60 },
      expected: { ttkg: 6.444444444444 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation (40 / 3.0) / (600 / 290) = 13.333 / 2.0690 = 6.444 with the west1986 formula',
    },
    {
      description: 'Hyperkalaemia with a low gradient: serum K 6.0, urine K 20 mmol/L, serum osm 290, urine osm 450 mOsm/kg, urine Na 50 mmol/L',
      inputs: { potassium: 6.0, urine_potassium: 20, serum_osm: 290, urine_osm: 450, urine_sodium: 50 },
      expected: { ttkg: 2.148148148148 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation (20 / 6.0) / (450 / 290) = 2.148',
    },
  ],
} satisfies ToolDefinitionInput

export default ttkg
