import { GLUCOSE_MEASURE, span } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, units } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

export const HOMA_RANGES = {
  glucoseMgDl: { min: 54, max: 450 },
  insulinMicroUnits: { min: 1, max: 300 },
} as const
/** mg/dL per mmol/L of glucose: the engine's factor (engine/units.ts). */
export const MGDL_PER_MMOL_GLUCOSE = 18.016
/** HOMA-%B is shown from this glucose (mg/dL) up; see the design notes. */
export const HOMA_B_MIN_MGDL = 64
/** Fasting glucose in mmol/L, the unit of the HOMA formulas. */
const MMOL = `(glucose / ${MGDL_PER_MMOL_GLUCOSE})`

/** HOMA-IR is shown with two decimals; the band reads the value shown. */
const SHOWN = 'round(homa_ir, 2)'

/**
 * HOMA-IR (homeostasis model assessment of insulin resistance) and HOMA-%B, the simple (HOMA1)
 * approximations of Matthews DR et al., Diabetologia 1985;28:412–419:
 *   HOMA-IR = fasting glucose (mmol/L) × fasting insulin (µU/mL) / 22.5
 *   HOMA-%B = 20 × fasting insulin (µU/mL) / (fasting glucose (mmol/L) − 3.5)
 *
 * Design notes:
 * - Glucose is canonical in mg/dL (the default view, as in the other laboratory tools) and is turned
 *   into mmol/L, the unit of the model, with the engine's 18.016 mg/dL per mmol/L. The popular
 *   mg/dL shortcut "glucose × insulin / 405" uses 18 (22.5 × 18 = 405), so results here are 0.09%
 *   lower than that shortcut — below the two decimals shown in nearly all cases.
 * - Insulin: µU/mL (= mU/L, canonical) or pmol/L, converted with 6.00 pmol/L per µU/mL
 *   (engine/units.ts; Vølund 1993; some laboratories use about 6.95, which would give a 14%
 *   lower µU/mL value — check the laboratory's factor).
 * - Valid ranges are plausibility limits for a fasting sample: glucose 54–450 mg/dL
 *   (3.0–24.9 mmol/L), insulin 1–300 µU/mL (6–1,800 pmol/L).
 * - HOMA-%B divides by (glucose − 3.5 mmol/L): it is undefined at 3.5 mmol/L and explodes just
 *   above it. It is hidden below 64 mg/dL (3.55 mmol/L), so a 3.5 mmol/L entry — stored as
 *   63.06 mg/dL after conversion — can never produce a near-zero denominator.
 * - Thresholds on glucose are written in mg/dL, the canonical unit, so conversions cannot move a
 *   value across them (7.0 mmol/L is stored as 126.11 mg/dL and still reaches the 126 mg/dL note).
 * - No universal HOMA-IR cut-off exists; the bands only place the value against the model's
 *   reference of 1.0 and say so.
 */
const homaIr = {
  slug: 'homa-ir',
  name: 'HOMA-IR: Homeostasis Model Assessment of Insulin Resistance',
  calcId: 'calc-homa-ir',
  ...TOOL_BASE,
  eligibility:
    'Adults with a fasting glucose and insulin measured on the same sample, who are not treated with insulin. Mainly a research and population measure; not a diagnostic test for an individual.',
  description:
    'Estimates insulin resistance (HOMA-IR) and β-cell function (HOMA-%B) from fasting glucose and fasting insulin with the 1985 homeostasis model formulas.',
  contentName: 'homa-ir',
  sections: {
    patient: ['glucose', 'insulin'],
  },
  ehrpdns: ['glucose', 'insulin'],
  controls: controls({
    glucose: measure(
      'Fasting plasma glucose',
      GLUCOSE_MEASURE,
      {
        ...HOMA_RANGES.glucoseMgDl,
        reason: 'The HOMA model is calibrated for fasting glucose from 3.0 to 25.0 mmol/L (54–450 mg/dL); outside it the index does not estimate insulin resistance.',
      },
      { help: `${span(HOMA_RANGES.glucoseMgDl, 'mg/dL')} (3.0–24.9 mmol/L), after an overnight fast.` },
    ),
    insulin: measure(
      'Fasting insulin',
      units([
        { value: 'µU/mL insulin', name: 'µU/mL', system: 'us', precision: 1 },
        { value: 'pmol/L insulin', name: 'pmol/L', system: 'si', precision: 0 },
      ]),
      HOMA_RANGES.insulinMicroUnits,
      {
        help: `${span(HOMA_RANGES.insulinMicroUnits, 'µU/mL')} (6–1800 pmol/L), same sample as the glucose. µU/mL is the same as mU/L; pmol/L converts with 6.00 pmol/L per µU/mL: check your laboratory’s factor.`,
      },
    ),
    insulin_used: result('Fasting insulin used', 'insulin', { units: 'µU/mL', decimals: 1 }),
    homa_ir: result('HOMA-IR (insulin resistance)', `${MMOL} * insulin_used / 22.5`, { decimals: 2 }),
    homa_b: result('HOMA-%B (β-cell function)', `20 * insulin_used / (${MMOL} - 3.5)`, { units: '%', decimals: 0, visibility: `glucose >= ${HOMA_B_MIN_MGDL}` }),
    interpretation: interpretation(
      `if(homa_ir = null, null, ` +
        `if(${SHOWN} < 1, 'Below 1.0: insulin sensitivity at or above that of the model’s reference group of young, normal-weight adults.', ` +
        `'1.0 or more: the higher the value, the more insulin resistance (2.0 is roughly twice the reference level). Compare it only with a cut-off validated for the same population, age group and insulin assay; there is no universal threshold.') + ` +
        `if(glucose >= 126, ' Fasting glucose is in the diabetes range (7.0 mmol/L, 126 mg/dL, or more): the estimate also reflects reduced β-cell function and is less precise.', '') + ` +
        `if(glucose < ${HOMA_B_MIN_MGDL}, ' HOMA-%B is not calculated below a fasting glucose of 64 mg/dL (3.55 mmol/L): its formula divides by glucose minus 3.5 mmol/L and is meaningless near that level.', ''))`,
    ),
  }),
  risk: ['homa_ir', 'homa_b', 'interpretation', 'insulin_used'],
  chartNote: {
    cc: 'HOMA-IR {{homa_ir}} (HOMA-%B {{homa_b}}%) from fasting glucose and insulin {{insulin_used}} µU/mL, Matthews 1985 formulas. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'matthews1985',
      citation:
        'Matthews DR, Hosker JP, Rudenski AS, Naylor BA, Treacher DF, Turner RC. Homeostasis model assessment: insulin resistance and β-cell function from fasting plasma glucose and insulin concentrations in man. Diabetologia. 1985;28(7):412–419.',
      pmid: '3899825',
      doi: '10.1007/BF00280883',
      kind: 'derivation',
      cohort: 'Model estimates compared with euglycaemic and hyperglycaemic clamps and IVGTT in small groups of people with and without diabetes',
    },
    {
      id: 'wallace2004',
      citation: 'Wallace TM, Levy JC, Matthews DR. Use and abuse of HOMA modeling. Diabetes Care. 2004;27(6):1487–1495.',
      doi: '10.2337/diacare.27.6.1487',
      kind: 'review',
    },
    {
      id: 'volund1993',
      citation: 'Vølund A. Conversion of insulin units to SI units. Am J Clin Nutr. 1993;58(5):714–715.',
      kind: 'unit conversion',
    },
  ],
  definitions: [
    { term: 'HOMA-IR', definition: 'An index of insulin resistance from fasting glucose and insulin; 1.0 is the model’s normal reference.' },
    { term: 'HOMA-%B', definition: 'An index of β-cell (insulin-secreting) function; 100% is the model’s normal reference.' },
  ],
  category: 'Endocrinology',
  synonyms: ['insulin resistance', 'homeostasis model assessment', 'HOMA', 'HOMA1', 'beta cell function', 'HOMA-B', 'fasting insulin glucose index'],
  abbreviations: ['HOMA-IR', 'HOMA-%B', 'HOMA', 'IR'],
  conditions: ['insulin resistance', 'type 2 diabetes', 'diabetes', 'prediabetes', 'metabolic syndrome', 'polycystic ovary syndrome'],
  instructions:
    'Enter fasting plasma glucose (mg/dL or mmol/L) and fasting insulin (µU/mL or pmol/L) from the same sample after an overnight fast. Not valid for people treated with insulin, and unreliable in acute illness.',
  whenToUse: [
    'Research and population studies of insulin resistance and β-cell function.',
    'Following a person’s insulin resistance over time with the same laboratory and assay.',
  ],
  pearls: [
    'The constant 22.5 is the product of a normal fasting glucose (4.5 mmol/L) and insulin (5 µU/mL): the reference person scores exactly 1.0 and 100%.',
    'Insulin assays differ widely between laboratories; HOMA values are comparable only within one assay, and cut-offs do not transfer between populations.',
    'The mg/dL shortcut glucose × insulin / 405 is the same formula with 18 mg/dL per mmol/L; this tool converts with 18.016, a difference of under 0.1%.',
    'The updated computer model (HOMA2) gives different numbers from these 1985 formulas; do not mix the two.',
    'Insulin in pmol/L is converted with 6.00 pmol/L per µU/mL; some laboratories use about 6.95.',
  ],
  nextSteps: {
    advice: [
      'Use HOMA-IR as supporting information only; diagnose diabetes and prediabetes with fasting glucose, HbA1c or a glucose tolerance test.',
      'Lifestyle measures that reduce insulin resistance (weight loss, physical activity) help whatever the value.',
    ],
    management: ['Repeat with the same laboratory and assay if following change over time.'],
  },
  evidence: [
    'Matthews et al. (1985) built a computer model of the fasting glucose–insulin feedback loop; its insulin-resistance estimate correlated closely with the euglycaemic clamp (rank correlation 0.88) and its β-cell estimate with the hyperglycaemic clamp (0.61), but with low precision for individuals (coefficients of variation about 31–32%).',
    'Wallace, Levy and Matthews (2004) reviewed appropriate and inappropriate uses: HOMA suits population studies and longitudinal follow-up with one assay better than single-person diagnosis.',
  ],
  formula: [
    'HOMA-IR = fasting glucose (mmol/L) × fasting insulin (µU/mL) / 22.5',
    'HOMA-%B = 20 × fasting insulin (µU/mL) / (fasting glucose (mmol/L) − 3.5)',
    'Conversions: glucose mmol/L = mg/dL / 18.016; insulin µU/mL = pmol/L / 6.00 (mg/dL shortcut: glucose × insulin / 405)',
  ],
  resultSummary: 'HOMA-IR {{homa_ir}}; HOMA-%B {{homa_b}}%.',
  testVectors: [
    {
      description: 'The model’s reference person: glucose 4.5 mmol/L (81.072 mg/dL), insulin 5 µU/mL',
      inputs: { glucose: 4.5 * MGDL_PER_MMOL_GLUCOSE, insulin: 5 },
      expected: { homa_ir: 1, homa_b: 100 },
      tolerance: 1e-9,
      source: 'matthews1985: the normalising constants make the reference fasting values (4.5 mmol/L, 5 µU/mL) give insulin resistance 1 and β-cell function 100%',
    },
    {
      description: 'Glucose 6.0 mmol/L (108.096 mg/dL), insulin 12 µU/mL',
      inputs: { glucose: 6 * MGDL_PER_MMOL_GLUCOSE, insulin: 12 },
      expected: { homa_ir: 3.2, homa_b: 96 },
      tolerance: 1e-9,
      source: 'Hand calculation from the matthews1985 formulas: 6.0 × 12 / 22.5 = 3.20; 20 × 12 / (6.0 − 3.5) = 96%',
    },
    {
      description: 'Insulin entered as 30 pmol/L (= 5 µU/mL) with glucose 4.5 mmol/L',
      inputs: { glucose: 4.5 * MGDL_PER_MMOL_GLUCOSE, insulin: 30, 'insulin.unit': 'pmol/L insulin' },
      expected: { insulin_used: 5, homa_ir: 1, homa_b: 100 },
      tolerance: 1e-9,
      source: 'volund1993 factor (6.00 pmol/L per µU/mL): 30 / 6 = 5 µU/mL, then the matthews1985 reference values',
    },
  ],
} satisfies ToolDefinitionInput

export default homaIr
