import { GLUCOSE_MGDL_RANGE, GLUCOSE_MMOL_RANGE, SERUM_SODIUM_RANGE, span } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { KITABCHI_2009 } from './references.ts'

/**
 * Valid input ranges (plausibility limits, not from a source). Urea/BUN and ethanol have no
 * unit pair in engine/units.ts, so one "Units" choice switches between US fields (mg/dL) and
 * SI fields (mmol/L), each with its own range; each system uses its own published form of
 * the formula rather than a conversion:
 *   US: 2 × Na + glucose/18 + BUN/2.8 (+ ethanol/3.7)        (mg/dL)
 *   SI: 2 × Na + glucose + urea (+ 1.25 × ethanol)           (mmol/L)
 * glucose/18 and BUN/2.8 are the mg/dL → mmol/L factors (molar masses 180 and 28 g/mol for
 * glucose and urea nitrogen); ethanol/3.7 and 1.25 × ethanol are Purssell's empirical
 * coefficient in the two unit systems (Ann Emerg Med 2001). The SI ranges are the US ranges
 * converted with those factors (ethanol 1 mmol/L = 4.607 mg/dL).
 */
export const OSM_RANGES = {
  sodium: SERUM_SODIUM_RANGE,
  glucoseMgDl: GLUCOSE_MGDL_RANGE,
  glucoseMmolL: GLUCOSE_MMOL_RANGE,
  bunMgDl: { min: 1, max: 300 },
  ureaMmolL: { min: 0.4, max: 107 },
  ethanolMgDl: { min: 0, max: 1000 },
  ethanolMmolL: { min: 0, max: 217 },
  measured: { min: 200, max: 500 },
} as const

const US = "units = 'us'"
const SI = "units = 'si'"

/**
 * Calculated serum osmolality (Smithline–Gardner form), effective osmolality (tonicity), and the
 * osmolal gap when a measured osmolality is entered.
 */
const serumOsmolality = {
  slug: 'serum-osmolality',
  name: 'Serum Osmolality and Osmolal Gap',
  calcId: 'calc-serum-osmolality',
  ...TOOL_BASE,
  eligibility:
    'Anyone with serum sodium, glucose and urea (BUN) measured together; a measured osmolality from the same sample is needed for the osmolal gap.',
  description:
    'Estimates serum osmolality from sodium, glucose and urea (and ethanol if known), gives the effective osmolality (tonicity), and, with a measured osmolality, the osmolal gap used to screen for unmeasured solutes such as toxic alcohols.',
  contentName: 'serum-osmolality',
  sections: {
    patient: [
      'units',
      'sodium',
      'glucose_mg_dl',
      'bun_mg_dl',
      'ethanol_mg_dl',
      'glucose_mmol_l',
      'urea_mmol_l',
      'ethanol_mmol_l',
      'measured_osmolality',
    ],
  },
  ehrpdns: ['sodium', 'glucose_mg_dl', 'bun_mg_dl', 'glucose_mmol_l', 'urea_mmol_l', 'measured_osmolality'],
  controls: controls({
    units: choice(
      'Units',
      [
        ['US (mg/dL)', 'us'],
        ['SI (mmol/L)', 'si'],
      ],
      { defaults: [{ value: 'us' }] },
    ),
    sodium: measure('Sodium', 'mmol/L', OSM_RANGES.sodium, { help: `${span(OSM_RANGES.sodium, 'mmol/L')} (mmol/L = mEq/L).` }),
    glucose_mg_dl: measure('Glucose', 'mg/dL', GLUCOSE_MGDL_RANGE, { visibility: US, help: `${span(OSM_RANGES.glucoseMgDl, 'mg/dL')}.` }),
    bun_mg_dl: measure('Blood urea nitrogen (BUN)', 'mg/dL', OSM_RANGES.bunMgDl, {
      visibility: US,
      help: `${span(OSM_RANGES.bunMgDl, 'mg/dL')} (urea nitrogen, not urea).`,
    }),
    ethanol_mg_dl: measure('Ethanol (optional)', 'mg/dL', OSM_RANGES.ethanolMgDl, {
      visibility: US,
      required: false,
      help: `${span(OSM_RANGES.ethanolMgDl, 'mg/dL')}. Leave empty if not measured.`,
    }),
    glucose_mmol_l: measure('Glucose', 'mmol/L', GLUCOSE_MMOL_RANGE, { visibility: SI, help: `${span(OSM_RANGES.glucoseMmolL, 'mmol/L')}.` }),
    urea_mmol_l: measure('Urea', 'mmol/L', OSM_RANGES.ureaMmolL, { visibility: SI, help: `${span(OSM_RANGES.ureaMmolL, 'mmol/L')}.` }),
    ethanol_mmol_l: measure('Ethanol (optional)', 'mmol/L', OSM_RANGES.ethanolMmolL, {
      visibility: SI,
      required: false,
      help: `${span(OSM_RANGES.ethanolMmolL, 'mmol/L')}. Leave empty if not measured.`,
    }),
    measured_osmolality: measure('Measured osmolality (optional, for the osmolal gap)', 'mOsm/kg', OSM_RANGES.measured, {
      required: false,
      help: `${span(OSM_RANGES.measured, 'mOsm/kg')}, by freezing-point depression, on the same sample.`,
    }),
    calculated_osmolality: result(
      'Calculated osmolality',
      `if(${SI}, 2 * sodium + glucose_mmol_l + urea_mmol_l + 1.25 * coalesce(ethanol_mmol_l, 0), 2 * sodium + glucose_mg_dl / 18 + bun_mg_dl / 2.8 + coalesce(ethanol_mg_dl, 0) / 3.7)`,
      { units: 'mOsm/kg', decimals: 1 },
    ),
    effective_osmolality: result('Effective osmolality (tonicity: sodium and glucose only)', `if(${SI}, 2 * sodium + glucose_mmol_l, 2 * sodium + glucose_mg_dl / 18)`, {
      units: 'mOsm/kg',
      decimals: 1,
    }),
    osmolal_gap: result('Osmolal gap (measured − calculated)', 'measured_osmolality - calculated_osmolality', {
      units: 'mOsm/kg',
      decimals: 1,
      visibility: 'measured_osmolality != null',
    }),
    interpretation: interpretation(
      'if(calculated_osmolality = null, null, ' +
        "if(round(calculated_osmolality, 1) < 275, 'Calculated osmolality below the usual range (about 275–295 mOsm/kg): hypo-osmolality, usually from a low sodium.', " +
        "if(round(calculated_osmolality, 1) <= 295, 'Calculated osmolality within the usual range (about 275–295 mOsm/kg).', " +
        "'Calculated osmolality above the usual range (about 275–295 mOsm/kg).')) + " +
        "if(round(effective_osmolality, 1) > 320, ' Effective osmolality above 320 mOsm/kg: severe hypertonicity, as in the hyperosmolar hyperglycaemic state; altered consciousness is common at this level.', '') + " +
        "if(osmolal_gap = null, ' Enter a measured osmolality to obtain the osmolal gap.', " +
        "if(round(osmolal_gap, 1) > 10, ' Osmolal gap above 10: unmeasured osmoles are present. Consider methanol, ethylene glycol, isopropanol or other alcohols and glycols' + if(coalesce(ethanol_mg_dl, ethanol_mmol_l) = null, ', ethanol (not entered)', '') + ', mannitol or glycine, and less specifically ketoacidosis, lactic acidosis or kidney failure.', " +
        "if(round(osmolal_gap, 1) < -10, ' Osmolal gap below −10: the measured value is lower than calculated; check for a laboratory or transcription error and that all values come from one sample.', " +
        "' Osmolal gap 10 or less: no large excess of unmeasured osmoles. A normal gap does not exclude toxic alcohol poisoning, especially late after ingestion when the alcohol has been metabolised.'))))",
    ),
  }),
  risk: ['calculated_osmolality', 'effective_osmolality', 'osmolal_gap', 'interpretation'],
  chartNote: {
    cc: 'Calculated serum osmolality {{calculated_osmolality}} mOsm/kg; effective osmolality {{effective_osmolality}} mOsm/kg; osmolal gap (if measured osmolality given): {{osmolal_gap}}. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
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
      citation:
        'Lynd LD, Richardson KJ, Purssell RA, et al. An evaluation of the osmole gap as a screening test for toxic alcohol poisoning. BMC Emerg Med. 2008;8:5.',
      pmid: '18442409',
      doi: '10.1186/1471-227X-8-5',
      kind: 'validation',
      cohort: 'n = 131 patients tested for ethylene glycol and methanol (20 above the antidote threshold)',
    },
    KITABCHI_2009,
  ],
  definitions: [
    { term: 'Osmolal gap', definition: 'Measured osmolality minus calculated osmolality: an estimate of osmotically active substances the routine tests do not measure.' },
    { term: 'Effective osmolality', definition: 'The part of osmolality that moves water across cell membranes (sodium and glucose); urea and ethanol cross membranes freely and are left out.' },
  ],
  category: 'Fluids and electrolytes',
  synonyms: [
    'calculated osmolality',
    'calculated osmolarity',
    'osmolar gap',
    'osmol gap',
    'toxic alcohol screen',
    'tonicity',
    'plasma osmolality',
  ],
  abbreviations: ['Osm', 'OG', 'BUN', 'HHS', 'EtOH', 'sOsm'],
  conditions: ['toxic alcohol poisoning', 'methanol poisoning', 'ethylene glycol poisoning', 'hyperosmolar hyperglycemic state', 'hyponatremia'],
  instructions:
    'Choose the units your laboratory reports, then enter sodium, glucose and BUN (US) or urea (SI) from one sample. Add ethanol if it was measured, so that it is not counted in the gap. Enter a measured osmolality from the same sample for the osmolal gap.',
  whenToUse: [
    'Suspected toxic alcohol (methanol, ethylene glycol) or other poisoning, especially with an unexplained high anion gap acidosis.',
    'Hyponatraemia, to separate true hypotonic hyponatraemia from hyperglycaemia or other osmoles.',
    'Hyperglycaemic crises, where effective osmolality above 320 mOsm/kg supports a hyperosmolar state.',
  ],
  pearls: [
    'The calculated value is strictly an osmolarity (per litre) and the measured one an osmolality (per kg of water); the gap accepts this small mismatch.',
    'The usual cut-off of 10 mOsm/kg is a convention: the gap of healthy people varies by several mOsm/kg either side of zero and their own baseline is rarely known, so a gap below 10 does not exclude a toxic alcohol.',
    'Toxic alcohols raise the osmolal gap early and the anion gap later, as they are metabolised to acids; a late presentation may show a high anion gap with a normal osmolal gap.',
    'Ethanol is the commonest cause of a raised gap: enter it when measured. This tool uses Purssell’s coefficient (mg/dL ÷ 3.7, or 1.25 × mmol/L); some authors prefer dividing by 4.6 (the molecular weight), which gives a smaller ethanol contribution and so a larger gap.',
    'Urea raises osmolality but not tonicity, so effective osmolality is the better guide to water shifts and neurological risk.',
  ],
  nextSteps: {
    advice: [
      'Osmolal gap above 10 with a high anion gap acidosis and no explanation: treat suspected methanol or ethylene glycol poisoning urgently (fomepizole or ethanol, and consider haemodialysis) while awaiting specific levels; contact a poison centre.',
      'Effective osmolality above 320 mOsm/kg with hyperglycaemia: manage as a hyperosmolar state, lowering osmolality gradually.',
    ],
    management: ['Repeat the measurement on one sample if the gap is unexpected; sodium, glucose, urea and osmolality must be drawn together.'],
  },
  evidence: [
    'Smithline and Gardner (1976) proposed the simple form 2 × Na + glucose + urea (SI), equal to 2 × Na + glucose/18 + BUN/2.8 in US units; it remains the most widely used calculated osmolality.',
    'Purssell and colleagues (2001) derived an empirical ethanol contribution of 1.25 × ethanol in mmol/L (ethanol mg/dL ÷ 3.7), larger than its molar concentration.',
    'In 131 patients tested for toxic alcohols (20 above the antidote threshold), a gap threshold of 10 identified every patient in whom haemodialysis was recommended, and the 1.25 ethanol coefficient raised specificity without losing sensitivity (Lynd 2008); the study compared the gap with measured levels, not with outcomes.',
    'An effective osmolality above 320 mOsm/kg is one of the diagnostic features of the hyperosmolar hyperglycaemic state in the ADA consensus (Kitabchi 2009).',
  ],
  formula: [
    'US: calculated osmolality = 2 × Na + glucose (mg/dL)/18 + BUN (mg/dL)/2.8 + ethanol (mg/dL)/3.7',
    'SI: calculated osmolality = 2 × Na + glucose (mmol/L) + urea (mmol/L) + 1.25 × ethanol (mmol/L)',
    'Effective osmolality = 2 × Na + glucose (mg/dL)/18, or 2 × Na + glucose (mmol/L)',
    'Osmolal gap = measured osmolality − calculated osmolality; above 10 mOsm/kg is raised',
  ],
  resultSummary: 'Calculated osmolality {{calculated_osmolality}} mOsm/kg, effective {{effective_osmolality}} mOsm/kg, osmolal gap: {{osmolal_gap}}.',
  testVectors: [
    {
      description: 'US units: Na 140, glucose 90 mg/dL, BUN 14 mg/dL → 290',
      inputs: { sodium: 140, glucose_mg_dl: 90, bun_mg_dl: 14 },
      expected: { calculated_osmolality: 290, effective_osmolality: 285 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 2 × 140 + 90/18 + 14/2.8 = 280 + 5 + 5 = 290 (smithline1976 formula)',
    },
    {
      description: 'SI units: Na 140, glucose 5, urea 5 mmol/L → 290',
      inputs: { units: 'si', sodium: 140, glucose_mmol_l: 5, urea_mmol_l: 5 },
      expected: { calculated_osmolality: 290, effective_osmolality: 285 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 2 × 140 + 5 + 5 = 290 (smithline1976 formula)',
    },
    {
      description: 'Measured 310 mOsm/kg with the first panel → gap 20',
      inputs: { sodium: 140, glucose_mg_dl: 90, bun_mg_dl: 14, measured_osmolality: 310 },
      expected: { osmolal_gap: 20 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 310 − 290 = 20',
    },
    {
      description: 'Ethanol 185 mg/dL adds 50 mOsm/kg; measured 345 → gap 5',
      inputs: { sodium: 140, glucose_mg_dl: 90, bun_mg_dl: 14, ethanol_mg_dl: 185, measured_osmolality: 345 },
      expected: { calculated_osmolality: 340, osmolal_gap: 5 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 185/3.7 = 50 (purssell2001 coefficient); 290 + 50 = 340; 345 − 340 = 5',
    },
    {
      description: 'SI ethanol 20 mmol/L adds 25 mOsm/kg',
      inputs: { units: 'si', sodium: 140, glucose_mmol_l: 5, urea_mmol_l: 5, ethanol_mmol_l: 20 },
      expected: { calculated_osmolality: 315 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 1.25 × 20 = 25 (purssell2001 coefficient); 290 + 25 = 315',
    },
    {
      description: 'Hyperosmolar state: Na 150, glucose 1000 mg/dL, BUN 56 mg/dL → effective 355.6',
      inputs: { sodium: 150, glucose_mg_dl: 1000, bun_mg_dl: 56 },
      expected: { calculated_osmolality: 375.555555555556, effective_osmolality: 355.555555555556 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 300 + 1000/18 (55.556) + 56/2.8 (20) = 375.56; effective 300 + 55.556 = 355.56',
    },
  ],
} satisfies ToolDefinitionInput

export default serumOsmolality
