import { ALBUMIN_GDL_RANGE, ALBUMIN_MEASURE, SERUM_BICARBONATE_RANGE, SERUM_CHLORIDE_RANGE, SERUM_SODIUM_RANGE, span } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result } from './build/index.ts'
import { AG_ALBUMIN_FACTOR, AG_REFERENCE_ALBUMIN_GDL } from './anion-gap.ts'
import { TOOL_BASE } from './common.ts'
import { FIGGE_1998, KRAUT_2007 } from './references.ts'

/**
 * Valid input ranges (plausibility limits, not from a source). The normal anion gap and
 * bicarbonate are assumptions the clinician may replace (their defaults, 12 and 24 mmol/L,
 * come in through ui-default with a message). Albumin has no unit pair in engine/units.ts:
 * g/dL and g/L are two fields switched by a units choice (g/L ÷ 10 = g/dL, exact).
 */
export const DELTA_RANGES = {
  sodium: SERUM_SODIUM_RANGE,
  chloride: SERUM_CHLORIDE_RANGE,
  bicarbonate: SERUM_BICARBONATE_RANGE,
  albuminGdl: ALBUMIN_GDL_RANGE,
  normalAg: { min: 3, max: 20 },
  normalHco3: { min: 15, max: 40 },
} as const

export const DELTA_DEFAULTS = { normalAg: 12, normalHco3: 24 } as const

const ALBUMIN_GDL = 'albumin'
const HAS_ALBUMIN = 'albumin != null'
const BICARBONATE_FELL = 'bicarbonate < normal_hco3'
/** The interpretation reads the albumin-corrected values when albumin is known. */
const RATIO = 'round(coalesce(delta_ratio_corrected, delta_ratio), 2)'
const DELTA_AG = 'coalesce(delta_ag_corrected, delta_ag)'

/**
 * Delta gap and delta ratio (ΔAG/ΔHCO₃) for mixed metabolic acid–base disorders, plain and
 * albumin-corrected. Rastegar A, J Am Soc Nephrol 2007;18:2429–2431; albumin correction
 * 2.5 mmol/L per g/dL (Figge J et al., Crit Care Med 1998;26:1807–1810).
 */
const deltaGap = {
  slug: 'delta-gap',
  name: 'Delta Gap and Delta Ratio (ΔAG/ΔHCO₃)',
  calcId: 'calc-delta-gap',
  ...TOOL_BASE,
  eligibility:
    'Patients with a metabolic acidosis (bicarbonate below normal), especially with a raised anion gap, in whom a second metabolic disorder is suspected.',
  description:
    'Compares the rise in the anion gap with the fall in bicarbonate to look for a second metabolic disorder hiding behind a high anion gap acidosis: an added normal-gap acidosis, or a metabolic alkalosis.',
  contentName: 'delta-gap',
  sections: {
    patient: ['sodium', 'chloride', 'bicarbonate', 'albumin', 'normal_ag', 'normal_hco3'],
  },
  ehrpdns: ['sodium', 'chloride', 'bicarbonate', 'albumin'],
  controls: controls({
    sodium: measure('Sodium', 'mmol/L', DELTA_RANGES.sodium, { help: `${span(DELTA_RANGES.sodium, 'mmol/L')} (mmol/L = mEq/L).` }),
    chloride: measure('Chloride', 'mmol/L', DELTA_RANGES.chloride, { help: `${span(DELTA_RANGES.chloride, 'mmol/L')}.` }),
    bicarbonate: measure('Bicarbonate (total CO₂)', 'mmol/L', DELTA_RANGES.bicarbonate, {
      help: `${span(DELTA_RANGES.bicarbonate, 'mmol/L')}, from the same panel as sodium and chloride.`,
    }),
    albumin: measure('Albumin (optional, for corrected values)', ALBUMIN_MEASURE, ALBUMIN_GDL_RANGE, {
      required: false,
      help: `${span(DELTA_RANGES.albuminGdl, 'g/dL')} (${DELTA_RANGES.albuminGdl.min * 10}–${DELTA_RANGES.albuminGdl.max * 10} g/L).`,
    }),
    normal_ag: measure('Normal anion gap (assumed baseline)', 'mmol/L', DELTA_RANGES.normalAg, {
      help: 'Use the patient’s own earlier anion gap, or your laboratory’s mid-normal value, when known.',
      defaults: [
        {
          value: DELTA_DEFAULTS.normalAg,
          message: 'Assumed 12 mmol/L, the conventional normal value. Modern analysers often read lower (about 6–8): change it to your laboratory’s or the patient’s baseline.',
        },
      ],
    }),
    normal_hco3: measure('Normal bicarbonate (assumed baseline)', 'mmol/L', DELTA_RANGES.normalHco3, {
      help: 'Use the patient’s own baseline when known, for example a higher value in chronic CO₂ retention.',
      defaults: [
        {
          value: DELTA_DEFAULTS.normalHco3,
          message: 'Assumed 24 mmol/L, the conventional normal value. Change it if the patient’s baseline is known to differ.',
        },
      ],
    }),
    anion_gap: result('Anion gap', 'sodium - chloride - bicarbonate', { units: 'mmol/L', decimals: 1 }),
    delta_ag: result('Delta gap (ΔAG = anion gap − normal gap)', 'anion_gap - normal_ag', { units: 'mmol/L', decimals: 1 }),
    delta_hco3: result('Fall in bicarbonate (ΔHCO₃ = normal − measured)', 'normal_hco3 - bicarbonate', { units: 'mmol/L', decimals: 1 }),
    // Shown whenever it exists (bicarbonate ≠ normal): a negative ratio is read in the interpretation.
    delta_ratio: result('Delta ratio (ΔAG / ΔHCO₃)', 'delta_ag / delta_hco3', { decimals: 2, visibility: 'bicarbonate != normal_hco3' }),
    anion_gap_corrected: result('Albumin-corrected anion gap', `anion_gap + ${AG_ALBUMIN_FACTOR} * (${AG_REFERENCE_ALBUMIN_GDL.toFixed(1)} - ${ALBUMIN_GDL})`, { units: 'mmol/L', decimals: 1, visibility: HAS_ALBUMIN }),
    delta_ag_corrected: result('Albumin-corrected delta gap', 'anion_gap_corrected - normal_ag', { units: 'mmol/L', decimals: 1, visibility: HAS_ALBUMIN }),
    delta_ratio_corrected: result('Albumin-corrected delta ratio', 'delta_ag_corrected / delta_hco3', { decimals: 2, visibility: `${HAS_ALBUMIN} and ${BICARBONATE_FELL}` }),
    normal_ag_used: result('Normal anion gap assumed', 'normal_ag', { units: 'mmol/L' }),
    normal_hco3_used: result('Normal bicarbonate assumed', 'normal_hco3', { units: 'mmol/L' }),
    interpretation: interpretation(
      'if(anion_gap = null, null, ' +
        `if(not (${BICARBONATE_FELL}), 'Bicarbonate is not below the normal value entered' + if(bicarbonate = normal_hco3, ', so the delta ratio is undefined (no fall in bicarbonate to divide by).', ': the delta ratio is negative. Rastegar 2007 reads the delta ratio only when bicarbonate has fallen; calculators that report it whatever the bicarbonate read a raised gap with a bicarbonate that has not fallen like a ratio above 2.') + if(round(${DELTA_AG}, 1) > 0, ' An anion gap above normal with a bicarbonate that has not fallen suggests a high-gap acidosis offset by a metabolic alkalosis (or a baseline bicarbonate higher than the one entered).', ''), ` +
        `if(${RATIO} < 0.4, 'Delta ratio below 0.4: the gap explains little of the fall in bicarbonate. A normal-gap (hyperchloraemic) acidosis is the main process.', ` +
        `if(${RATIO} < 0.8, 'Delta ratio 0.4 to below 0.8: suggests a high-gap acidosis combined with a normal-gap acidosis. Ratios in this range are also common in the acidosis of kidney failure.', ` +
        `if(${RATIO} < 1, 'Delta ratio 0.8 to below 1: borderline. Fits a pure high-gap acidosis in which acid anions are lost in the urine (typical of ketoacidosis), or a small added normal-gap acidosis.', ` +
        `if(${RATIO} <= 2, 'Delta ratio 1 to 2: expected for an uncomplicated high-gap acidosis (about 1.6 on average in lactic acidosis, closer to 1 in ketoacidosis).', ` +
        "'Delta ratio above 2: bicarbonate is higher than the rise in the gap predicts. Suggests a coexisting metabolic alkalosis (for example vomiting or diuretics) or a high baseline bicarbonate from compensated chronic respiratory acidosis.')))) + " +
        `if(round(${DELTA_AG}, 1) <= 0, ' The anion gap is not above the normal value entered, so there is no high-gap acidosis to analyse.', '')) + ` +
        "if(anion_gap_corrected = null, ' Albumin not entered: a low albumin lowers the gap and therefore the ratio.', ' Based on the albumin-corrected gap.') + " +
        "' The ratio is a guide that depends on the normal values assumed; confirm with the clinical picture.')",
    ),
  }),
  risk: ['anion_gap', 'delta_ag', 'delta_hco3', 'delta_ratio', 'anion_gap_corrected', 'delta_ag_corrected', 'delta_ratio_corrected', 'normal_ag_used', 'normal_hco3_used', 'interpretation'],
  chartNote: {
    cc: 'Anion gap {{anion_gap}} mmol/L, delta gap {{delta_ag}} mmol/L, fall in bicarbonate {{delta_hco3}} mmol/L, delta ratio {{delta_ratio}} (albumin-corrected: gap {{anion_gap_corrected}}, ratio {{delta_ratio_corrected}}), assuming normal anion gap {{normal_ag_used}} and bicarbonate {{normal_hco3_used}} mmol/L. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'rastegar2007',
      citation: 'Rastegar A. Use of the ΔAG/ΔHCO3− ratio in the diagnosis of mixed acid-base disorders. J Am Soc Nephrol. 2007;18(9):2429–2431.',
      pmid: '17656477',
      doi: '10.1681/ASN.2006121408',
      kind: 'review',
    },
    {
      id: 'wrenn1990',
      citation: 'Wrenn K. The delta (Δ) gap: an approach to mixed acid-base disorders. Ann Emerg Med. 1990;19(11):1310–1313.',
      kind: 'review',
    },
    FIGGE_1998,
    KRAUT_2007,
  ],
  definitions: [
    { term: 'Delta gap (ΔAG)', definition: 'How far the anion gap has risen above its normal value.' },
    { term: 'Delta ratio', definition: 'The rise in the anion gap divided by the fall in bicarbonate (ΔAG/ΔHCO₃).' },
  ],
  category: 'Fluids and electrolytes',
  synonyms: [
    'delta delta',
    'delta-delta ratio',
    'delta anion gap',
    'bicarbonate gap',
    'mixed acid base disorder',
    'mixed metabolic acidosis',
    'excess anion gap',
  ],
  abbreviations: ['ΔAG', 'ΔHCO3', 'AG', 'HAGMA', 'NAGMA', 'DKA'],
  conditions: ['metabolic acidosis', 'metabolic alkalosis', 'diabetic ketoacidosis', 'mixed acid-base disorder'],
  instructions:
    'Enter sodium, chloride and bicarbonate from one chemistry panel and, when available, albumin. The normal anion gap (12) and bicarbonate (24) are assumptions: replace them with the patient’s own baseline or your laboratory’s values when known. Most useful when the anion gap is raised and bicarbonate is low.',
  whenToUse: [
    'A high anion gap metabolic acidosis, to check whether the whole fall in bicarbonate is explained by the gap.',
    'Suspected mixed disorders, for example ketoacidosis with vomiting, or lactic acidosis after large saline volumes.',
  ],
  pearls: [
    'The ratio leans on assumed normal values: with modern analysers the normal gap is often 6–8 rather than 12, and a wrong baseline can move the ratio across a band. The patient’s own earlier values are best.',
    'Lactic acidosis typically gives ratios around 1.6 because some of the acid is buffered inside cells and bone while lactate stays in the blood; ketoacidosis gives ratios near 1 because ketoanions are excreted in the urine, more so once volume is restored.',
    'When bicarbonate falls only slightly, small measurement errors make the ratio unstable; read it with caution when the fall in bicarbonate is under about 5 mmol/L.',
    'Low albumin lowers the gap (about 2.5 mmol/L per g/dL) and so the ratio; the corrected values are more reliable in sick patients.',
  ],
  nextSteps: {
    advice: [
      'Ratio below 0.8: look for a normal-gap cause as well (diarrhoea, saline, renal tubular acidosis); the urine anion gap can help.',
      'Ratio above 2: look for vomiting, nasogastric suction or diuretics, or a chronic respiratory acidosis with a high baseline bicarbonate; check the blood gas.',
    ],
    management: ['Interpret alongside arterial or venous pH and PCO₂ and the expected respiratory compensation before acting.'],
  },
  evidence: [
    'The delta-gap approach compares the rise in the gap with the fall in bicarbonate on the assumption that each unit of added acid removes about one unit of bicarbonate; Wrenn (1990) described it as a bedside tool for mixed disorders.',
    'Rastegar (2007) reviews the physiology: the ratio averages about 1.6 in lactic acidosis (buffering of acid outside the extracellular fluid) and about 1 in ketoacidosis (urinary loss of ketoanions), and warns that it depends on the normal values used.',
    'The bands used here (below 0.4, 0.4–0.8, 1–2, above 2, with 0.8–1 as borderline) are the conventional teaching cut-offs rather than values validated against a reference standard; Kraut and Madias (2007) note wide variation of the ratio within single disorders.',
    'Albumin correction uses Figge’s factor of 2.5 mmol/L per g/dL with a normal albumin of 4.0 g/dL.',
  ],
  formula: [
    'Anion gap = Na − (Cl + HCO₃)',
    'ΔAG (delta gap) = anion gap − normal anion gap (default 12 mmol/L)',
    'ΔHCO₃ = normal bicarbonate (default 24 mmol/L) − measured bicarbonate',
    'Delta ratio = ΔAG / ΔHCO₃ (calculated only when bicarbonate is below the normal value)',
    'Corrected anion gap = anion gap + 2.5 × (4.0 − albumin g/dL); corrected ΔAG and ratio use it in place of the anion gap',
    'Below 0.4: normal-gap acidosis; 0.4–0.8: combined high- and normal-gap acidosis; 0.8–1: borderline; 1–2: pure high-gap acidosis; above 2: added metabolic alkalosis or high baseline bicarbonate',
  ],
  resultSummary: 'Delta gap {{delta_ag}} mmol/L, delta ratio {{delta_ratio}} (albumin-corrected {{delta_ratio_corrected}}).',
  testVectors: [
    {
      description: 'Lactic-type pattern: Na 140, Cl 100, HCO₃ 14 → AG 26, ΔAG 14, ΔHCO₃ 10, ratio 1.4',
      inputs: { sodium: 140, chloride: 100, bicarbonate: 14 },
      expected: { anion_gap: 26, delta_ag: 14, delta_hco3: 10, delta_ratio: 1.4 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 140 − 114 = 26; 26 − 12 = 14; 24 − 14 = 10; 14/10 = 1.4 (rastegar2007 definitions, default normal values)',
    },
    {
      description: 'Mixed high- and normal-gap acidosis: Na 140, Cl 110, HCO₃ 12 → AG 18, ΔAG 6, ΔHCO₃ 12, ratio 0.5',
      inputs: { sodium: 140, chloride: 110, bicarbonate: 12 },
      expected: { anion_gap: 18, delta_ag: 6, delta_hco3: 12, delta_ratio: 0.5 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 140 − 122 = 18; 18 − 12 = 6; 24 − 12 = 12; 6/12 = 0.5',
    },
    {
      description: 'With albumin 2.0 g/dL: Na 140, Cl 110, HCO₃ 12 → corrected AG 23, ΔAG 11, ratio 0.9167',
      inputs: { sodium: 140, chloride: 110, bicarbonate: 12, albumin: 2.0 },
      expected: { anion_gap_corrected: 23, delta_ag_corrected: 11, delta_ratio_corrected: 0.916666666667 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 18 + 2.5 × (4.0 − 2.0) = 23 (figge1998 factor); 23 − 12 = 11; 11/12 = 0.9167',
    },
    {
      description: 'Added metabolic alkalosis: Na 140, Cl 90, HCO₃ 20 → AG 30, ΔAG 18, ΔHCO₃ 4, ratio 4.5',
      inputs: { sodium: 140, chloride: 90, bicarbonate: 20 },
      expected: { anion_gap: 30, delta_ag: 18, delta_hco3: 4, delta_ratio: 4.5 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 140 − 110 = 30; 30 − 12 = 18; 24 − 20 = 4; 18/4 = 4.5',
    },
    {
      description: 'Patient baseline entered: normal AG 8 and HCO₃ 26 with Na 140, Cl 100, HCO₃ 14 → ratio 1.5',
      inputs: { sodium: 140, chloride: 100, bicarbonate: 14, normal_ag: 8, normal_hco3: 26 },
      expected: { delta_ag: 18, delta_hco3: 12, delta_ratio: 1.5 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 26 − 8 = 18; 26 − 14 = 12; 18/12 = 1.5',
    },
  ],
} satisfies ToolDefinitionInput

export default deltaGap
