import { GLUCOSE_MEASURE, GLUCOSE_MGDL_RANGE, SERUM_SODIUM_RANGE, span, UREA_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, units } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Ranges: sodium and glucose are the shared measurable ranges; urea 0.3–107 mmol/L (BUN 1–300
 * mg/dL) and ethanol 0–217 mmol/L (0–1000 mg/dL) are plausibility limits, as in the serum
 * osmolality tool; measured osmolality 200–500 mOsm/kg.
 */
export const OG_RANGES = {
  sodium: SERUM_SODIUM_RANGE,
  glucose: GLUCOSE_MGDL_RANGE,
  urea: { min: 0.3, max: 107, reason: 'Urea 0.3–107 mmol/L (BUN 1–300 mg/dL) covers every value that can be measured; a value outside it is a measurement or entry error.' },
  ethanol: { min: 0, max: 217, reason: 'Ethanol 0–217 mmol/L (0–1000 mg/dL) covers every concentration reported in survivors; a value outside it is a measurement or entry error.' },
  measured: { min: 200, max: 500 },
} as const

/** Ethanol, mmol/L canonical (Purssell’s coefficient is per mmol/L); 1 mmol/L = 4.607 mg/dL (engine/units.ts). */
const ETHANOL_MEASURE = units([
  { value: 'mmol/L ethanol', name: 'mmol/L', system: 'si', precision: 1 },
  { value: 'mg/dL ethanol', name: 'mg/dL', system: 'us', precision: 0 },
])

/**
 * Every term in mmol/L: glucose arrives in mg/dL (the shared glucose unit) and is divided by
 * 18.016 (molar mass 180.16 g/mol; engine/units.ts), so that a value entered in mmol/L counts
 * exactly as entered; the textbook ÷ 18 differs by less than 0.1 %. Urea arrives in mmol/L (BUN
 * mg/dL ÷ 2.8). Ethanol term: 1.25 × ethanol (mmol/L), Purssell 2001 (≈ ethanol mg/dL ÷ 3.7).
 */
const CALCULATED = '2 * sodium + glucose / 18.016 + urea + 1.25 * coalesce(ethanol, 0)'

/**
 * Osmolar (osmolal) gap: measured serum osmolality minus the calculated osmolality
 * (Smithline–Gardner form, 2 × Na + glucose + urea, with Purssell’s ethanol term).
 */
const osmolarGap = {
  slug: 'osmolar-gap',
  name: 'Osmolar Gap (Osmolal Gap)',
  calcId: 'calc-osmolar-gap',
  ...TOOL_BASE,
  eligibility: 'Anyone with a measured serum osmolality and sodium, glucose and urea (BUN) from the same sample, especially when toxic alcohol poisoning is suspected.',
  description:
    'Subtracts the calculated serum osmolality from the measured osmolality to estimate unmeasured osmotically active substances, such as methanol, ethylene glycol or other toxic alcohols, with an optional ethanol correction.',
  contentName: 'osmolar-gap',
  sections: {
    patient: ['measured_osmolality', 'sodium', 'glucose', 'urea', 'ethanol'],
  },
  ehrpdns: ['measured_osmolality', 'sodium', 'glucose', 'urea'],
  controls: controls({
    measured_osmolality: measure('Measured serum osmolality', 'mOsm/kg', OG_RANGES.measured, {
      help: `${span(OG_RANGES.measured, 'mOsm/kg')}, by freezing-point depression.`,
    }),
    sodium: measure('Sodium', 'mmol/L', OG_RANGES.sodium, { help: `${span(OG_RANGES.sodium, 'mmol/L')} (mmol/L = mEq/L), same sample.` }),
    glucose: measure('Glucose', GLUCOSE_MEASURE, OG_RANGES.glucose, { help: '10–3000 mg/dL (0.6–166.5 mmol/L), same sample.' }),
    urea: measure('Urea or blood urea nitrogen (BUN)', UREA_MEASURE, OG_RANGES.urea, {
      help: '0.3–107 mmol/L urea (BUN 1–300 mg/dL); BUN mg/dL = urea mmol/L × 2.8.',
    }),
    ethanol: measure('Ethanol (optional)', ETHANOL_MEASURE, OG_RANGES.ethanol, {
      required: false,
      help: '0–217 mmol/L (0–1000 mg/dL); 1 mmol/L = 4.607 mg/dL. Leave empty if not measured.',
    }),
    calculated_osmolality: result('Calculated osmolality', CALCULATED, { units: 'mOsm/kg', decimals: 1 }),
    ethanol_contribution: result('Ethanol contribution (1.25 × ethanol in mmol/L)', '1.25 * ethanol', {
      units: 'mOsm/kg',
      decimals: 1,
      visibility: 'ethanol != null',
    }),
    osmolar_gap: result('Osmolar gap (measured − calculated)', 'measured_osmolality - calculated_osmolality', { cpdn: 'osmolar_gap', units: 'mOsm/kg', decimals: 1 }),
    interpretation: interpretation(
      "if(osmolar_gap = null, null, if(round(osmolar_gap, 1) > 10, 'Osmolar gap above 10 mOsm/kg: unmeasured osmoles are likely. Consider methanol, ethylene glycol, isopropanol, propylene glycol or diethylene glycol' + if(ethanol = null, ', ethanol (not entered)', '') + ', mannitol or glycine; a moderate rise also occurs in ketoacidosis, lactic acidosis and kidney failure.', " +
        "if(round(osmolar_gap, 1) < -10, 'Osmolar gap below −10 mOsm/kg: the measured value is lower than calculated. Check for a laboratory or transcription error and that all values come from one sample.', " +
        "'Osmolar gap 10 mOsm/kg or less: no large excess of unmeasured osmoles. This does not exclude toxic alcohol poisoning, especially late after ingestion once the alcohol has been metabolised, or in a patient whose usual gap is low.')))",
    ),
  }),
  risk: ['osmolar_gap', 'calculated_osmolality', 'ethanol_contribution', 'interpretation'],
  chartNote: {
    cc: 'Osmolar gap {{osmolar_gap}} mOsm/kg (measured {{measured_osmolality}} − calculated {{calculated_osmolality}} mOsm/kg; ethanol contribution {{ethanol_contribution}}). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'smithline1976',
      citation: 'Smithline N, Gardner KD Jr. Gaps—anionic and osmolal. JAMA. 1976;236(14):1594–1597.',
      kind: 'derivation',
    },
    {
      id: 'purssell2001',
      citation:
        'Purssell RA, Pudek M, Brubacher J, Abu-Laban RB. Derivation and validation of a formula to calculate the contribution of ethanol to the osmolal gap. Ann Emerg Med. 2001;38(6):653–659.',
      pmid: '11719745',
      doi: '10.1067/mem.2001.119455',
      kind: 'derivation',
    },
    {
      id: 'lynd2008',
      citation: 'Lynd LD, Richardson KJ, Purssell RA, et al. An evaluation of the osmole gap as a screening test for toxic alcohol poisoning. BMC Emerg Med. 2008;8:5.',
      pmid: '18442409',
      doi: '10.1186/1471-227X-8-5',
      kind: 'validation',
      cohort: 'n = 131 patients tested for ethylene glycol and methanol (20 above the antidote threshold)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Ethanol term 1.25 × ethanol (mmol/L), ≈ ethanol (mg/dL) ÷ 3.7',
      citations: ['purssell2001', 'lynd2008'],
      checkedAgainstPrimary: false,
      note: 'The coefficient is taken as the serum osmolality tool and the Lynd 2008 evaluation report it; the 2001 derivation paper was not opened here.',
    },
  ],
  definitions: [
    { term: 'Osmolar gap', definition: 'Measured minus calculated osmolality: an estimate of osmotically active substances that routine tests do not measure. Also called the osmolal gap.' },
  ],
  category: 'Fluids and electrolytes',
  synonyms: ['osmolal gap', 'osmole gap', 'osmol gap', 'osmolality gap', 'toxic alcohol screen', 'calculated osmolality'],
  abbreviations: ['OG', 'OsmG', 'Osm', 'BUN', 'EtOH'],
  conditions: ['toxic alcohol poisoning', 'methanol poisoning', 'ethylene glycol poisoning', 'isopropanol poisoning', 'high anion gap metabolic acidosis'],
  instructions:
    'Enter the measured osmolality and the sodium, glucose and urea (or BUN) of the same sample, each in the unit your laboratory reports. Add ethanol when measured so that it is not mistaken for a toxic alcohol.',
  whenToUse: [
    'Suspected ingestion of methanol, ethylene glycol or another toxic alcohol, especially with an unexplained high anion gap acidosis.',
    'Unexplained coma or metabolic acidosis where poisoning is possible.',
  ],
  pearls: [
    'The usual cut-off of 10 mOsm/kg is a convention: healthy people range from about −10 to +10, so a “normal” gap does not exclude a toxic alcohol.',
    'Early after ingestion the osmolar gap is high and the anion gap normal; later, as the alcohol is metabolised to acids, the osmolar gap falls and the anion gap rises.',
    'Osmolality must be measured by freezing-point depression; vapour-pressure osmometers miss volatile alcohols.',
    'Ethanol is the commonest cause of a raised gap: enter it when measured.',
    'The serum osmolality tool gives the same gap with the effective osmolality (tonicity) as well.',
  ],
  nextSteps: {
    advice: [
      'Raised gap with a high anion gap acidosis and no other explanation: treat as suspected methanol or ethylene glycol poisoning now (fomepizole or ethanol, and consider haemodialysis) while specific levels are awaited; contact a poison centre.',
    ],
    management: ['Draw sodium, glucose, urea, ethanol and osmolality from one sample; repeat if the result is unexpected.'],
  },
  evidence: [
    'Smithline and Gardner (1976) proposed the calculated osmolality 2 × Na + glucose + urea (mmol/L).',
    'Purssell and colleagues (2001) found ethanol raises osmolality by about 1.25 mOsm/kg per mmol/L, more than its molar concentration.',
    'In 131 patients tested for toxic alcohols, a gap threshold of 10 identified every patient in whom haemodialysis was recommended (Lynd 2008); the study compared the gap with measured levels, not outcomes.',
  ],
  formula: [
    'Calculated osmolality = 2 × Na + glucose (mmol/L) + urea (mmol/L) + 1.25 × ethanol (mmol/L)',
    'US units: glucose mg/dL ÷ 18, BUN mg/dL ÷ 2.8, ethanol mg/dL ÷ 3.7 (this tool converts glucose with 18.016 and ethanol with 4.607 mg/dL per mmol/L)',
    'Osmolar gap = measured − calculated osmolality; above 10 mOsm/kg is raised',
  ],
  resultSummary: 'Osmolar gap {{osmolar_gap}} mOsm/kg (calculated osmolality {{calculated_osmolality}} mOsm/kg).',
  testVectors: [
    {
      description: 'Na 140, glucose 5, urea 5 mmol/L, measured 310: calculated 290, gap 20',
      inputs: { measured_osmolality: 310, sodium: 140, glucose: 5, 'glucose.unit': 'mmol/L glucose', urea: 5 },
      expected: { calculated_osmolality: 290, osmolar_gap: 20 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 2 × 140 + 5 + 5 = 290 (smithline1976); 310 − 290 = 20',
    },
    {
      description: 'Same in US units: glucose 90.08 mg/dL, BUN 14 mg/dL: calculated 290',
      inputs: { measured_osmolality: 310, sodium: 140, glucose: 90.08, urea: 14, 'urea.unit': 'mg/dL BUN' },
      expected: { calculated_osmolality: 290, osmolar_gap: 20 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 90.08 ÷ 18.016 = 5; 14 ÷ 2.8 = 5; 280 + 5 + 5 = 290',
    },
    {
      description: 'Ethanol 20 mmol/L adds 25; measured 320 → gap 5',
      inputs: { measured_osmolality: 320, sodium: 140, glucose: 5, 'glucose.unit': 'mmol/L glucose', urea: 5, ethanol: 20 },
      expected: { calculated_osmolality: 315, ethanol_contribution: 25, osmolar_gap: 5 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 1.25 × 20 = 25 (purssell2001 coefficient); 290 + 25 = 315; 320 − 315 = 5',
    },
  ],
} satisfies ToolDefinitionInput

export default osmolarGap
