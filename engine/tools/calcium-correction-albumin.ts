import { ALBUMIN_GDL_RANGE, ALBUMIN_GL_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Valid input ranges (plausibility limits, not from a source). Calcium (mg/dL ↔ mmol/L) and
 * albumin (g/dL ↔ g/L) have no unit pair in engine/units.ts, so one "Units" choice switches
 * between US fields and SI fields, and each system uses its own conventional form:
 *   US: Ca (mg/dL) + 0.8 × (4.0 − albumin g/dL)
 *   SI: Ca (mmol/L) + 0.02 × (40 − albumin g/L)
 * The result is also shown in the other unit (converted with 4.008). The two forms agree: 0.02 mmol/L per g/L × 4.008 mg/dL per mmol/L (calcium 40.08 g/mol) × 10 g/L
 * per g/dL = 0.80 mg/dL per g/dL. Interpretation limits are the same in both systems
 * (8.5 and 10.5 mg/dL = 2.12 and 2.62 mmol/L; 14 mg/dL ≈ 3.5 mmol/L).
 */
export const CA_RANGES = {
  calciumMgDl: { min: 2, max: 20 },
  calciumMmolL: { min: 0.5, max: 5 },
  albuminGdl: ALBUMIN_GDL_RANGE,
  albuminGl: ALBUMIN_GL_RANGE,
} as const

export const CA_MG_DL_PER_MMOL_L = 4.008

const US = "units = 'us'"
const SI = "units = 'si'"
/** Each unit system's own formula; the other unit is shown converted (1 mmol/L = 4.008 mg/dL). */
const US_FORMULA = 'calcium_mg_dl + 0.8 * (4.0 - albumin_g_dl)'
const SI_FORMULA = 'calcium_mmol_l + 0.02 * (40 - albumin_g_l)'
const MG = 'round(corrected_calcium_mg_dl, 1)'
const MMOL = 'round(corrected_calcium_mmol_l, 2)'

/**
 * Albumin-adjusted ("corrected") total calcium. Albumin adjustment after Payne RB et al., BMJ
 * 1973;4:643–646, with the conventional factor 0.8 mg/dL per g/dL (0.02 mmol/L per g/L).
 */
const calciumCorrectionAlbumin: ToolDefinitionInput = {
  slug: 'calcium-correction-albumin',
  name: 'Calcium Correction for Albumin',
  calcId: 'calc-calcium-correction-albumin',
  ...TOOL_BASE,
  eligibility:
    'Adults with a total serum calcium and albumin from the same sample, when ionised calcium is not available. Least reliable in kidney failure, critical illness, acid–base disturbance and very low albumin.',
  description:
    'Adjusts total serum calcium for a low or high albumin, the main protein that binds calcium (about 40 % of blood calcium is protein-bound), to estimate whether calcium is truly low or high. Measured ionised calcium is more accurate.',
  contentName: 'calcium-correction-albumin',
  sections: {
    patient: ['units', 'calcium_mg_dl', 'albumin_g_dl', 'calcium_mmol_l', 'albumin_g_l'],
  },
  ehrpdns: ['calcium_mg_dl', 'albumin_g_dl', 'calcium_mmol_l', 'albumin_g_l'],
  controls: controls({
    units: choice(
      'Units',
      [
        ['US (mg/dL, g/dL)', 'us'],
        ['SI (mmol/L, g/L)', 'si'],
      ],
      { defaults: [{ value: 'us' }] },
    ),
    calcium_mg_dl: measure(
      'Total calcium',
      'mg/dL',
      CA_RANGES.calciumMgDl,
      { help: `${CA_RANGES.calciumMgDl.min}–${CA_RANGES.calciumMgDl.max} mg/dL.`, visibility: US },
    ),
    albumin_g_dl: measure('Albumin (same sample)', 'g/dL', ALBUMIN_GDL_RANGE, {
      help: `${CA_RANGES.albuminGdl.min}–${CA_RANGES.albuminGdl.max} g/dL.`,
      visibility: US,
    }),
    calcium_mmol_l: measure('Total calcium', 'mmol/L', CA_RANGES.calciumMmolL, {
      help: `${CA_RANGES.calciumMmolL.min.toFixed(2)}–${CA_RANGES.calciumMmolL.max.toFixed(2)} mmol/L.`,
      visibility: SI,
    }),
    albumin_g_l: measure('Albumin (same sample)', 'g/L', ALBUMIN_GL_RANGE, {
      help: `${CA_RANGES.albuminGl.min}–${CA_RANGES.albuminGl.max} g/L.`,
      visibility: SI,
    }),
    corrected_calcium_mg_dl: result('Albumin-corrected calcium', `if(${SI}, (${SI_FORMULA}) * ${CA_MG_DL_PER_MMOL_L}, ${US_FORMULA})`, {
      units: 'mg/dL',
      decimals: 1,
    }),
    corrected_calcium_mmol_l: result('Albumin-corrected calcium', `if(${SI}, ${SI_FORMULA}, (${US_FORMULA}) / ${CA_MG_DL_PER_MMOL_L})`, {
      units: 'mmol/L',
      decimals: 2,
    }),
    interpretation: interpretation(
      `if(${US}, if(corrected_calcium_mg_dl = null, null, ` +
        `if(${MG} < 8.5, 'Corrected calcium below 8.5 mg/dL: suggests hypocalcaemia.', ` +
        `if(${MG} <= 10.5, 'Corrected calcium 8.5–10.5 mg/dL: within the usual range.', ` +
        `if(${MG} < 14, 'Corrected calcium above 10.5 mg/dL: suggests hypercalcaemia.', 'Corrected calcium 14 mg/dL or more: severe hypercalcaemia range, which needs urgent assessment.')))), ` +
        `if(corrected_calcium_mmol_l = null, null, ` +
        `if(${MMOL} < 2.12, 'Corrected calcium below 2.12 mmol/L: suggests hypocalcaemia.', ` +
        `if(${MMOL} <= 2.62, 'Corrected calcium 2.12–2.62 mmol/L: within the usual range.', ` +
        `if(${MMOL} < 3.5, 'Corrected calcium above 2.62 mmol/L: suggests hypercalcaemia.', 'Corrected calcium 3.5 mmol/L or more: severe hypercalcaemia range, which needs urgent assessment.'))))) + ` +
        "' Reference ranges vary by laboratory. The correction often misclassifies calcium status, particularly in kidney disease, critical illness and acid–base disorders: measure ionised calcium when the result would change management.'",
    ),
  }),
  risk: ['corrected_calcium_mg_dl', 'corrected_calcium_mmol_l', 'interpretation'],
  chartNote: {
    cc: 'Albumin-corrected calcium {{corrected_calcium_mg_dl}} mg/dL ({{corrected_calcium_mmol_l}} mmol/L). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'payne1973',
      citation: 'Payne RB, Little AJ, Williams RB, Milner JR. Interpretation of serum calcium in patients with abnormal serum proteins. Br Med J. 1973;4(5893):643–646.',
      pmid: '4758544',
      doi: '10.1136/bmj.4.5893.643',
      kind: 'derivation',
      cohort: 'n = 200 consecutive specimens sent for liver function tests',
    },
    {
      id: 'lian2018',
      citation: 'Lian IA, Åsberg A. Should total calcium be adjusted for albumin? A retrospective observational study of laboratory data from central Norway. BMJ Open. 2018;8(4):e017703.',
      pmid: '29627804',
      doi: '10.1136/bmjopen-2017-017703',
      kind: 'validation',
      cohort: 'n = 6,549 patients with free (ionised) calcium, total calcium and albumin from one blood draw',
    },
    {
      id: 'pain1975',
      citation: 'Pain RW, Rowland KM, Phillips PJ, Duncan BM. Current "corrected" calcium concept challenged. Br Med J. 1975;4(5997):617.',
      doi: '10.1136/bmj.4.5997.617',
      kind: 'validation',
      cohort: 'n = 62 individuals with individual calcium–albumin regression coefficients',
    },
  ],
  definitions: [
    { term: 'Ionised calcium', definition: 'The free, biologically active calcium, about half of the total; it is measured directly on a blood gas or ion-selective analyser.' },
  ],
  category: 'Fluids and electrolytes',
  synonyms: [
    'corrected calcium',
    'adjusted calcium',
    'albumin adjusted calcium',
    'Payne formula',
    'calcium albumin correction',
    'hypocalcemia',
    'hypercalcemia',
  ],
  abbreviations: ['Ca', 'cCa', 'adj Ca', 'iCa', 'Alb'],
  conditions: ['hypocalcemia', 'hypercalcemia', 'hypoalbuminemia'],
  instructions:
    'Choose the units your laboratory reports, then enter total calcium and albumin from the same sample. The correction assumes a normal albumin of 4.0 g/dL (40 g/L). Where ionised calcium can be measured, prefer it.',
  whenToUse: [
    'A total calcium that looks abnormal in a patient with low albumin (liver disease, nephrotic syndrome, malnutrition, acute illness).',
    'Screening for hyper- or hypocalcaemia when ionised calcium is not available.',
  ],
  pearls: [
    'Ionised calcium is the reference: several studies found albumin-adjusted calcium no better, and sometimes worse, than unadjusted total calcium at identifying abnormal ionised calcium, especially with reduced kidney function (Lian 2018).',
    'Calcium binding to albumin varies between individuals and with pH: acidosis raises and alkalosis lowers ionised calcium at the same total.',
    'Payne’s original regression gave adjusted calcium = calcium − albumin + 4.0 (mg/dL, g/dL), a factor of 1.0; the factor 0.8 (0.02 mmol/L per g/L) used here is the convention most laboratories and references apply.',
    'The formula also lowers calcium when albumin is above 4.0 g/dL (for example in dehydration).',
    'Very low albumin (below about 2 g/dL or 20 g/L) makes the correction particularly unreliable.',
  ],
  nextSteps: {
    advice: [
      'Corrected calcium abnormal, or normal but with symptoms or ECG changes: measure ionised calcium before acting where possible.',
      'Confirmed hypercalcaemia: check parathyroid hormone, then consider malignancy, vitamin D excess and drugs (thiazides, lithium).',
      'Confirmed hypocalcaemia: check magnesium, phosphate, parathyroid hormone, vitamin D and kidney function.',
    ],
    management: ['Severe or symptomatic abnormalities need urgent treatment per local protocols, guided by ionised calcium and ECG.'],
  },
  evidence: [
    'Payne and colleagues (1973) derived the albumin adjustment from 200 consecutive specimens; calcium correlated with albumin (r = 0.867) more closely than with total protein, and after adjustment the 95 % range matched the laboratory’s normal range.',
    'Pain and colleagues (1975) measured individual calcium–albumin slopes in 62 people and found a wide spread (0.007–0.053 mmol per g), so a single average factor cannot fit everyone.',
    'In 6,549 patients with simultaneous free calcium, Lian and Åsberg (2018) found unadjusted total calcium significantly more accurate than adjusted calcium when eGFR was below 60, and no better after adjustment when eGFR was 60 or more.',
    'The 0.8 mg/dL per g/dL factor (0.02 mmol/L per g/L) is used because it is the most widely applied convention; the interpretation limits (8.5–10.5 mg/dL, 2.12–2.62 mmol/L) are common adult reference values and identical in both unit systems.',
  ],
  formula: [
    'US: corrected Ca (mg/dL) = Ca (mg/dL) + 0.8 × (4.0 − albumin in g/dL)',
    'SI: corrected Ca (mmol/L) = Ca (mmol/L) + 0.02 × (40 − albumin in g/L)',
    '1 mmol/L calcium = 4.008 mg/dL; 1 g/dL albumin = 10 g/L',
  ],
  resultSummary: 'Albumin-corrected calcium {{corrected_calcium_mg_dl}} mg/dL ({{corrected_calcium_mmol_l}} mmol/L).',
  testVectors: [
    {
      description: 'US: calcium 8.0 mg/dL, albumin 2.0 g/dL → 9.6 mg/dL',
      inputs: { calcium_mg_dl: 8.0, albumin_g_dl: 2.0 },
      expected: { corrected_calcium_mg_dl: 9.6 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 8.0 + 0.8 × (4.0 − 2.0) = 9.6 (conventional factor; payne1973 approach)',
    },
    {
      description: 'SI: calcium 2.00 mmol/L, albumin 20 g/L → 2.40 mmol/L',
      inputs: { units: 'si', calcium_mmol_l: 2.0, albumin_g_l: 20 },
      expected: { corrected_calcium_mmol_l: 2.4 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 2.00 + 0.02 × (40 − 20) = 2.40',
    },
    {
      description: 'Normal albumin: no change (10.0 mg/dL, 4.0 g/dL)',
      inputs: { calcium_mg_dl: 10.0, albumin_g_dl: 4.0 },
      expected: { corrected_calcium_mg_dl: 10 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 10.0 + 0.8 × 0 = 10.0',
    },
    {
      description: 'High albumin lowers the value: 10.0 mg/dL, 5.0 g/dL → 9.2 mg/dL',
      inputs: { calcium_mg_dl: 10.0, albumin_g_dl: 5.0 },
      expected: { corrected_calcium_mg_dl: 9.2 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 10.0 + 0.8 × (4.0 − 5.0) = 9.2',
    },
  ],
}

export default calciumCorrectionAlbumin
