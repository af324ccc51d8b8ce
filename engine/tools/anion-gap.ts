import { ALBUMIN_GDL_RANGE, ALBUMIN_MEASURE, SERUM_BICARBONATE_RANGE, SERUM_CHLORIDE_RANGE, SERUM_POTASSIUM_RANGE, SERUM_SODIUM_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { FIGGE_1998, KRAUT_2007 } from './references.ts'

/**
 * Valid input ranges (plausibility limits, not from a source). Albumin has no unit pair in
 * engine/units.ts, so g/dL and g/L are two fields switched by a units choice; the formula
 * uses g/dL (g/L ÷ 10, exact: 1 g/dL = 10 g/L).
 */
export const AG_RANGES = {
  sodium: SERUM_SODIUM_RANGE,
  chloride: SERUM_CHLORIDE_RANGE,
  bicarbonate: SERUM_BICARBONATE_RANGE,
  potassium: SERUM_POTASSIUM_RANGE,
  albuminGdl: ALBUMIN_GDL_RANGE,
  upperLimit: { min: 3, max: 30 },
} as const

/** Normal albumin used by the correction (g/dL), as conventionally applied to Figge's factor. */
export const AG_REFERENCE_ALBUMIN_GDL = 4.0
/** Figge J et al., Crit Care Med 1998: 2.5 mmol/L of anion gap per g/dL of albumin (0.25 per g/L). */
export const AG_ALBUMIN_FACTOR = 2.5

const ALBUMIN_GDL = 'albumin'
const HAS_ALBUMIN = 'albumin != null'
/** The gap the interpretation reads: the albumin-corrected one when albumin is known. */
const GAP = 'coalesce(anion_gap_corrected, anion_gap)'
const UPPER = 'coalesce(upper_limit_no_k, upper_limit_with_k)'

/**
 * Serum anion gap, with or without potassium, and the albumin-corrected anion gap
 * (Figge J, Jabor A, Kazda A, Fencl V. Crit Care Med 1998;26:1807–1810).
 */
const anionGap = {
  slug: 'anion-gap',
  name: 'Anion Gap (with Albumin Correction)',
  calcId: 'calc-anion-gap',
  ...TOOL_BASE,
  eligibility:
    'Anyone with serum sodium, chloride and bicarbonate (total CO₂) measured on the same sample, usually to work up a metabolic acidosis; albumin is needed for the corrected value.',
  description:
    'Calculates the serum anion gap, the difference between the main measured cations and anions, to sort a metabolic acidosis into high-gap and normal-gap types, and corrects it for a low albumin, which otherwise hides a raised gap.',
  contentName: 'anion-gap',
  sections: {
    patient: ['sodium', 'chloride', 'bicarbonate', 'include_potassium', 'potassium', 'upper_limit_no_k', 'upper_limit_with_k', 'albumin'],
  },
  ehrpdns: ['sodium', 'chloride', 'bicarbonate', 'potassium', 'albumin'],
  controls: controls({
    sodium: measure('Sodium', 'mmol/L', AG_RANGES.sodium, { help: `${AG_RANGES.sodium.min}–${AG_RANGES.sodium.max} mmol/L (mmol/L = mEq/L).` }),
    chloride: measure('Chloride', 'mmol/L', AG_RANGES.chloride, { help: `${AG_RANGES.chloride.min}–${AG_RANGES.chloride.max} mmol/L.` }),
    bicarbonate: measure('Bicarbonate (total CO₂)', 'mmol/L', AG_RANGES.bicarbonate, {
      help: `${AG_RANGES.bicarbonate.min}–${AG_RANGES.bicarbonate.max} mmol/L, from the same chemistry panel as sodium and chloride.`,
    }),
    include_potassium: yesNo('Include potassium in the gap?', {
      help: 'Most laboratories and references leave potassium out; include it only if your reference range does.',
      defaults: [{ value: 'no' }],
      names: { yes: 'Yes (Na + K − Cl − HCO₃)', no: 'No (Na − Cl − HCO₃)' },
    }),
    potassium: measure('Potassium', 'mmol/L', AG_RANGES.potassium, {
      help: `${AG_RANGES.potassium.min}–${AG_RANGES.potassium.max} mmol/L.`,
      visibility: "include_potassium = 'yes'",
    }),
    upper_limit_no_k: measure('Upper limit of normal anion gap (without potassium)', 'mmol/L', AG_RANGES.upperLimit, {
      help: 'Reference ranges differ between analysers (about 3–11 mmol/L on modern ion-selective electrodes, 8–16 on older methods).',
      defaults: [{ value: 12, message: 'Set to 12 mmol/L, a common cut-off. Replace it with your laboratory’s upper reference limit.' }],
      visibility: "include_potassium != 'yes'",
    }),
    upper_limit_with_k: measure('Upper limit of normal anion gap (with potassium)', 'mmol/L', AG_RANGES.upperLimit, {
      help: 'Including potassium raises the gap by the potassium value, about 4 mmol/L.',
      defaults: [{ value: 16, message: 'Set to 16 mmol/L (12 plus a typical potassium of 4). Replace it with your laboratory’s upper reference limit.' }],
      visibility: "include_potassium = 'yes'",
    }),
    albumin: measure('Albumin (optional, for the corrected gap)', ALBUMIN_MEASURE, AG_RANGES.albuminGdl, {
      help: `${AG_RANGES.albuminGdl.min}–${AG_RANGES.albuminGdl.max} g/dL (${AG_RANGES.albuminGdl.min * 10}–${AG_RANGES.albuminGdl.max * 10} g/L).`,
      required: false,
    }),
    anion_gap: result('Anion gap', "sodium + if(include_potassium = 'yes', potassium, 0) - chloride - bicarbonate", { units: 'mmol/L', decimals: 1 }),
    anion_gap_corrected: result(
      `Albumin-corrected anion gap (normal albumin ${AG_REFERENCE_ALBUMIN_GDL.toFixed(1)} g/dL)`,
      `anion_gap + ${AG_ALBUMIN_FACTOR} * (${AG_REFERENCE_ALBUMIN_GDL} - ${ALBUMIN_GDL})`,
      {
        visibility: HAS_ALBUMIN,
        units: 'mmol/L',
        decimals: 1,
      },
    ),
    interpretation: interpretation(
      `if(anion_gap = null, null, if(round(${GAP}, 1) > ${UPPER}, if(anion_gap_corrected = null, 'Raised anion gap', 'Raised albumin-corrected anion gap') + ': an unmeasured anion is likely present. In acidosis, think of lactate, ketones, kidney failure, toxic alcohols (methanol, ethylene glycol), salicylate or pyroglutamic acid (paracetamol).', ` +
        `if(anion_gap_corrected = null, 'Anion gap', 'Albumin-corrected anion gap') + ' not above the upper limit entered. If there is a metabolic acidosis, it is of the normal-gap (hyperchloraemic) type: think of diarrhoea or other bowel losses, renal tubular acidosis, large volumes of saline, or ureteric diversion.') + ` +
        `if(anion_gap_corrected != null and round(anion_gap, 1) <= ${UPPER} and round(anion_gap_corrected, 1) > ${UPPER}, ' The uncorrected gap looked normal only because albumin is low.', '') + ` +
        "if(sodium - chloride - bicarbonate < 3, ' A gap (without potassium) below about 3 mmol/L is unusual: check for laboratory error, and consider low albumin, a paraprotein (such as IgG myeloma), lithium toxicity, or bromide or iodide exposure.', '') + " +
        "if(anion_gap_corrected = null, ' Albumin not entered: a low albumin lowers the gap (about 2.5 mmol/L per g/dL), so a raised gap can be missed.', ''))",
    ),
  }),
  risk: ['anion_gap', 'anion_gap_corrected', 'interpretation'],
  chartNote: {
    cc: 'Anion gap {{anion_gap}} mmol/L (albumin-corrected: {{anion_gap_corrected}}). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    FIGGE_1998,
    KRAUT_2007,
    {
      id: 'winter1990',
      citation: 'Winter SD, Pearson JR, Gabow PA, Schultz AL, Lepoff RB. The fall of the serum anion gap. Arch Intern Med. 1990;150(2):311–313.',
      pmid: '2302006',
      doi: '10.1001/archinte.1990.00390140057012',
      kind: 'validation',
      cohort: 'n = 29 healthy volunteers and 120 blood donors (reference range on an ion-selective electrode analyser)',
    },
  ],
  definitions: [
    {
      term: 'Anion gap',
      definition:
        'Sodium (plus potassium, if included) minus chloride and bicarbonate: an estimate of the anions the routine panel does not measure, mostly albumin.',
    },
  ],
  category: 'Fluids and electrolytes',
  synonyms: [
    'serum anion gap',
    'corrected anion gap',
    'albumin corrected anion gap',
    'high anion gap metabolic acidosis',
    'normal anion gap acidosis',
    'hyperchloremic acidosis',
    'metabolic acidosis workup',
  ],
  abbreviations: ['AG', 'HAGMA', 'NAGMA', 'cAG', 'AGc', 'HCO3', 'TCO2'],
  conditions: ['metabolic acidosis', 'diabetic ketoacidosis', 'lactic acidosis', 'toxic ingestion'],
  instructions:
    'Enter sodium, chloride and bicarbonate (total CO₂) from one chemistry panel. Choose whether to include potassium to match your laboratory’s reference range, and replace the default upper limit with your laboratory’s. Enter albumin (g/dL or g/L) whenever available: most critically ill patients have a low albumin, which hides a raised gap.',
  whenToUse: [
    'Any metabolic acidosis (low bicarbonate), to separate high-gap from normal-gap causes.',
    'Suspected poisoning (toxic alcohols, salicylate), alongside the osmolal gap.',
    'Follow-up of diabetic ketoacidosis, where closure of the gap tracks the clearance of ketones.',
  ],
  pearls: [
    'The normal anion gap depends on the analyser: modern ion-selective electrodes give about 3–11 mmol/L, older methods 8–16 mmol/L. Compare with your laboratory’s range, and with the patient’s own earlier value when available.',
    'Albumin is the main unmeasured anion: each 1 g/dL fall in albumin lowers the gap by about 2.5 mmol/L (Figge 1998). Some references use a normal albumin of 4.4 g/dL instead of 4.0, which adds 1 mmol/L to the corrected gap.',
    'A normal gap does not exclude a high-gap process: lactate can be raised with an unremarkable gap, especially with low albumin.',
    'A raised gap without acidosis can come from metabolic alkalosis (albumin becomes more negative), high phosphate or laboratory error.',
    'In a high-gap acidosis, compare the rise in the gap with the fall in bicarbonate (delta ratio) to look for a second acid–base disorder.',
  ],
  nextSteps: {
    advice: [
      'Raised gap: measure lactate, ketones (beta-hydroxybutyrate), creatinine and glucose; if unexplained, calculate the osmolal gap and consider toxic alcohols, salicylate and pyroglutamic acidosis.',
      'Normal gap with acidosis: review bowel losses and intravenous saline; the urine anion gap or urine osmolal gap helps separate renal from non-renal causes.',
    ],
    management: [
      'Treat the cause; bicarbonate therapy is reserved for specific situations (for example severe acidaemia with kidney failure) per specialist guidance.',
    ],
  },
  evidence: [
    'Figge and colleagues (1998) studied 9 healthy subjects and 152 critically ill patients (265 measurements): each g/L fall in albumin lowered the observed gap by 0.25 mmol/L (r² 0.94), giving the correction of 2.5 mmol/L per g/dL.',
    'Winter and colleagues (1990) found that ion-selective electrode analysers moved the reference range down to about 3–11 mmol/L, mainly through higher chloride readings, so the older 8–16 range can miss a raised gap.',
    'This tool uses a normal albumin of 4.0 g/dL (40 g/L), the value most calculators apply; Figge’s formula uses the laboratory’s own normal albumin.',
  ],
  formula: [
    'Anion gap = Na − (Cl + HCO₃), or Na + K − (Cl + HCO₃) if potassium is included (all mmol/L)',
    'Albumin-corrected anion gap = anion gap + 2.5 × (4.0 − albumin in g/dL) = anion gap + 0.25 × (40 − albumin in g/L)',
    'Raised when the (corrected) gap is above the upper limit entered (default 12 mmol/L without potassium, 16 with)',
  ],
  resultSummary: 'Anion gap {{anion_gap}} mmol/L (albumin-corrected: {{anion_gap_corrected}}).',
  testVectors: [
    {
      description: 'Normal panel: Na 140, Cl 104, HCO₃ 24 mmol/L, no albumin',
      inputs: { sodium: 140, chloride: 104, bicarbonate: 24 },
      expected: { anion_gap: 12 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 140 − (104 + 24) = 12 (kraut2007 definition)',
    },
    {
      description: 'Same panel with potassium 4.0 included',
      inputs: { sodium: 140, chloride: 104, bicarbonate: 24, include_potassium: 'yes', potassium: 4 },
      expected: { anion_gap: 16 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 140 + 4 − (104 + 24) = 16',
    },
    {
      description: 'Gap 12 with albumin 2.0 g/dL: corrected gap 17',
      inputs: { sodium: 140, chloride: 104, bicarbonate: 24, albumin: 2.0 },
      expected: { anion_gap: 12, anion_gap_corrected: 17 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 12 + 2.5 × (4.0 − 2.0) = 17 with the figge1998 factor (2.5 per g/dL)',
    },
    {
      description: 'Same with albumin 20 g/L: identical corrected gap',
      inputs: { sodium: 140, chloride: 104, bicarbonate: 24, albumin: 20, 'albumin.unit': 'g/L albumin' },
      expected: { anion_gap: 12, anion_gap_corrected: 17 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 12 + 0.25 × (40 − 20) = 17 with the figge1998 factor (0.25 per g/L)',
    },
    {
      description: 'Ketoacidosis pattern: Na 135, Cl 98, HCO₃ 10 → gap 27',
      inputs: { sodium: 135, chloride: 98, bicarbonate: 10 },
      expected: { anion_gap: 27 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 135 − (98 + 10) = 27',
    },
  ],
} satisfies ToolDefinitionInput

export default anionGap
