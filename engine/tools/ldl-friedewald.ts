import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, mustHold, result } from './build/index.ts'
import { ATP3_LDL_INTERPRETATION, TOOL_BASE, atp3LdlClass } from './common.ts'
import { ATP3_2002, FRIEDEWALD_1972, GRUNDY_2019, MARTIN_2013 } from './references.ts'

/**
 * The Friedewald equation itself differs by unit (TG/5 in mg/dL, TG/2.2 in mmol/L), so the tool
 * offers a Units choice with one set of fields per unit rather than a unit switch per field. Results are shown in both units,
 * converting cholesterol with 1 mmol/L = 38.67 mg/dL (the engine's cholesterol factor, molar mass
 * 386.65 g/mol). Triglycerides are never converted.
 */
const MG_PER_MMOL_CHOLESTEROL = 38.67

/** Plausibility limits (not from a source); mmol/L limits are the mg/dL limits converted. */
const MGDL = { tc: { min: 50, max: 700 }, hdl: { min: 5, max: 200 }, tg: { min: 10, max: 5000 } }
const MMOL = { tc: { min: 1.3, max: 18.1 }, hdl: { min: 0.13, max: 5.17 }, tg: { min: 0.11, max: 56.45 } }

const LDL_MGDL_DIRECT = 'tc_mgdl - hdl_mgdl - tg_mgdl / 5'
const LDL_MMOL_DIRECT = 'tc_mmol - hdl_mmol - tg_mmol / 2.2'

const TG_LIMIT_MESSAGE =
  'Triglycerides of 400 mg/dL (4.5 mmol/L) or more make the Friedewald estimate unreliable, so no LDL is calculated. Measure LDL cholesterol directly, or use the Martin/Hopkins method (or non-HDL cholesterol) instead.'
const LDL_NOT_POSITIVE_MESSAGE =
  'These values give an LDL cholesterol of zero or less. Check the three results and their units; if they are correct, measure LDL cholesterol directly.'
const IN_MGDL = { visibility: "units = 'mgdl'" }
const IN_MMOL = { visibility: "units = 'mmol'" }

const HDL_MESSAGE = 'HDL cholesterol must be lower than total cholesterol: check the values and their units.'

/**
 * LDL cholesterol estimated by the Friedewald equation: LDL = TC − HDL − TG/5 (mg/dL) or
 * TC − HDL − TG/2.2 (mmol/L). Friedewald WT, Levy RI, Fredrickson DS. Clin Chem 1972;18:499–502.
 */
const ldlFriedewald = {
  slug: 'ldl-friedewald',
  name: 'LDL Cholesterol (Friedewald Equation)',
  calcId: 'calc-ldl-friedewald',
  ...TOOL_BASE,
  eligibility:
    'Adults with a standard lipid panel (total cholesterol, HDL cholesterol, triglycerides) and triglycerides below 400 mg/dL (4.5 mmol/L). Not for type III dysbetalipoproteinaemia or when chylomicrons are present.',
  description: 'Estimates LDL cholesterol from total cholesterol, HDL cholesterol and triglycerides with the Friedewald equation, in mg/dL and mmol/L.',
  contentName: 'ldl-friedewald',
  sections: {
    patient: ['units', 'tc_mgdl', 'hdl_mgdl', 'tg_mgdl', 'tc_mmol', 'hdl_mmol', 'tg_mmol'],
  },
  ehrpdns: ['total_cholesterol', 'hdl_cholesterol', 'triglycerides'],
  controls: controls({
    units: choice(
      'Units of the lipid results',
      [
        ['mg/dL', 'mgdl'],
        ['mmol/L', 'mmol'],
      ],
      { help: 'The equation differs by unit (triglycerides ÷ 5 in mg/dL, ÷ 2.2 in mmol/L); results are shown in both units.', defaults: [{ value: 'mgdl' }] },
    ),
    tc_mgdl: measure('Total cholesterol', 'mg/dL', MGDL.tc, { help: `${MGDL.tc.min}–${MGDL.tc.max} mg/dL.`, cpdn: 'total_cholesterol', ...IN_MGDL }),
    hdl_mgdl: measure('HDL cholesterol', 'mg/dL', MGDL.hdl, {
      help: `${MGDL.hdl.min}–${MGDL.hdl.max} mg/dL.`,
      validations: [mustHold('tc_mgdl = null or hdl_mgdl < tc_mgdl', HDL_MESSAGE)],
      cpdn: 'hdl_cholesterol',
      ...IN_MGDL,
    }),
    tg_mgdl: measure('Triglycerides', 'mg/dL', MGDL.tg, {
      help: 'Below 400 mg/dL for the equation to apply; ideally fasting.',
      validations: [
        mustHold('tg_mgdl < 400', TG_LIMIT_MESSAGE),
        mustHold(`tc_mgdl = null or hdl_mgdl = null or hdl_mgdl >= tc_mgdl or ${LDL_MGDL_DIRECT} > 0`, LDL_NOT_POSITIVE_MESSAGE),
      ],
      cpdn: 'triglycerides',
      ...IN_MGDL,
    }),
    tc_mmol: measure('Total cholesterol', 'mmol/L', MMOL.tc, { help: `${MMOL.tc.min}–${MMOL.tc.max} mmol/L.`, ...IN_MMOL }),
    hdl_mmol: measure('HDL cholesterol', 'mmol/L', MMOL.hdl, {
      help: `${MMOL.hdl.min}–${MMOL.hdl.max} mmol/L.`,
      validations: [mustHold('tc_mmol = null or hdl_mmol < tc_mmol', HDL_MESSAGE)],
      ...IN_MMOL,
    }),
    tg_mmol: measure('Triglycerides', 'mmol/L', MMOL.tg, {
      help: 'Below 4.5 mmol/L for the equation to apply; ideally fasting.',
      validations: [
        mustHold('tg_mmol < 4.5', TG_LIMIT_MESSAGE),
        mustHold(`tc_mmol = null or hdl_mmol = null or hdl_mmol >= tc_mmol or ${LDL_MMOL_DIRECT} > 0`, LDL_NOT_POSITIVE_MESSAGE),
      ],
      ...IN_MMOL,
    }),
    ldl_mgdl: result('LDL cholesterol (Friedewald), mg/dL', `if(units = 'mmol', (${LDL_MMOL_DIRECT}) * ${MG_PER_MMOL_CHOLESTEROL}, ${LDL_MGDL_DIRECT})`, {
      cpdn: 'ldl_friedewald_mgdl',
      units: 'mg/dL',
      decimals: 0,
    }),
    ldl_mmol: result('LDL cholesterol (Friedewald), mmol/L', `if(units = 'mmol', ${LDL_MMOL_DIRECT}, (${LDL_MGDL_DIRECT}) / ${MG_PER_MMOL_CHOLESTEROL})`, {
      cpdn: 'ldl_friedewald_mmol',
      units: 'mmol/L',
      decimals: 2,
    }),
    non_hdl_mgdl: result('Non-HDL cholesterol, mg/dL', `if(units = 'mmol', (tc_mmol - hdl_mmol) * ${MG_PER_MMOL_CHOLESTEROL}, tc_mgdl - hdl_mgdl)`, {
      units: 'mg/dL',
      decimals: 0,
    }),
    non_hdl_mmol: result('Non-HDL cholesterol, mmol/L', `if(units = 'mmol', tc_mmol - hdl_mmol, (tc_mgdl - hdl_mgdl) / ${MG_PER_MMOL_CHOLESTEROL})`, {
      units: 'mmol/L',
      decimals: 2,
    }),
    ldl_category: result('LDL class (NCEP ATP III)', atp3LdlClass('ldl_mgdl')),
    interpretation: interpretation(ATP3_LDL_INTERPRETATION),
    accuracy_note: result(
      'Accuracy of the estimate',
      "'With triglycerides of 150 mg/dL (1.7 mmol/L) or more, or an LDL below 70 mg/dL (1.8 mmol/L), the Friedewald equation tends to underestimate LDL cholesterol, sometimes enough to misclassify treatment goals. Where it matters, use the Martin/Hopkins method or a direct LDL measurement.'",
      { visibility: "if(units = 'mmol', tg_mmol >= 1.7 or ldl_mmol < 1.8, tg_mgdl >= 150 or ldl_mgdl < 70)", type: 'summary.statement' },
    ),
  }),
  risk: ['ldl_mgdl', 'ldl_mmol', 'ldl_category', 'interpretation', 'accuracy_note', 'non_hdl_mgdl', 'non_hdl_mmol'],
  chartNote: {
    cc: 'LDL cholesterol {{ldl_mgdl}} mg/dL ({{ldl_mmol}} mmol/L) by the Friedewald equation ({{ldl_category}}, NCEP ATP III); non-HDL cholesterol {{non_hdl_mgdl}} mg/dL ({{non_hdl_mmol}} mmol/L). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    FRIEDEWALD_1972,
    { ...MARTIN_2013, kind: 'validation' },
    ATP3_2002,
    GRUNDY_2019,
  ],
  definitions: [
    { term: 'LDL cholesterol', definition: 'Cholesterol carried in low-density lipoproteins, the main target of lipid-lowering treatment.' },
    { term: 'Non-HDL cholesterol', definition: 'Total cholesterol minus HDL cholesterol: the cholesterol in all atherogenic lipoproteins.' },
  ],
  category: 'Cardiology',
  synonyms: ['calculated LDL', 'LDL calculator', 'Friedewald formula', 'estimated LDL cholesterol', 'lipid panel'],
  abbreviations: ['LDL', 'LDL-C', 'HDL', 'HDL-C', 'TC', 'TG', 'non-HDL'],
  conditions: ['high cholesterol', 'hypercholesterolemia', 'dyslipidemia', 'hyperlipidemia'],
  instructions:
    'Enter total cholesterol, HDL cholesterol and triglycerides from the same sample, all in mg/dL or all in mmol/L. Fasting samples are preferred when triglycerides are raised. The calculation is refused when triglycerides are 400 mg/dL (4.5 mmol/L) or more.',
  whenToUse: [
    'Routine lipid assessment when the laboratory reports total cholesterol, HDL and triglycerides but not LDL.',
    'Checking the LDL response to lifestyle change or lipid-lowering drugs.',
  ],
  pearls: [
    'The equation assumes that VLDL cholesterol is about one fifth of the triglycerides (in mg/dL). That ratio varies, which is why the estimate worsens as triglycerides rise and LDL falls.',
    'Martin and colleagues (2013) showed that the Friedewald equation underestimates LDL cholesterol when LDL is below 70 mg/dL and triglycerides are high; their method, in the LDL Cholesterol (Martin/Hopkins Method) calculator, replaces the fixed factor 5 with one read from a table by triglycerides and non-HDL cholesterol.',
    'With triglycerides of 400 mg/dL (4.5 mmol/L) or more, the LDL Cholesterol (Sampson/NIH Equation 2) calculator gives an estimate validated to 800 mg/dL.',
    'In mmol/L the divisor is 2.2 by convention. The exact equivalent of 5 in mg/dL is about 2.18, so results entered in the two units can differ slightly (by about 1 %).',
    'Non-HDL cholesterol needs no triglyceride correction and stays valid in non-fasting samples and at high triglycerides.',
    'Lipoprotein(a) cholesterol is counted within the LDL estimate.',
  ],
  nextSteps: {
    advice: [
      'Use the LDL value together with overall cardiovascular risk (for example the Pooled Cohort Equations or PREVENT) to decide on treatment.',
      'LDL 190 mg/dL (4.9 mmol/L) or more: confirm, look for secondary causes and familial hypercholesterolaemia, and start high-intensity statin therapy in adults.',
    ],
    management: ['Recheck the lipid panel 4–12 weeks after starting or changing lipid-lowering therapy, then every 3–12 months as needed.'],
  },
  evidence: [
    'Friedewald, Levy and Fredrickson (1972) compared the estimate with LDL measured by preparative ultracentrifugation in NIH lipid-clinic patients and found good agreement, except with triglycerides above 400 mg/dL, chylomicrons or type III hyperlipoproteinaemia, the exclusions applied here.',
    'In 1.35 million US children, adolescents and adults with directly measured LDL (Martin 2013), the Friedewald estimate increasingly underestimated LDL at lower LDL and higher triglycerides, misclassifying many patients with an estimate below 70 mg/dL.',
    'The LDL classes shown (optimal < 100, near or above optimal 100–129, borderline high 130–159, high 160–189, very high ≥ 190 mg/dL) are those of NCEP ATP III; they are applied to the mg/dL value rounded to a whole number, also for results entered in mmol/L.',
    'Units: the mmol/L form of the equation (TG/2.2) is the one widely used in SI laboratories; cholesterol values are converted with 1 mmol/L = 38.67 mg/dL. Triglycerides are never converted between units.',
  ],
  formula: [
    'mg/dL: LDL = total cholesterol − HDL cholesterol − triglycerides / 5',
    'mmol/L: LDL = total cholesterol − HDL cholesterol − triglycerides / 2.2',
    'Not valid when triglycerides ≥ 400 mg/dL (4.5 mmol/L)',
    'Cholesterol conversion: mg/dL = mmol/L × 38.67',
  ],
  resultSummary: 'LDL cholesterol (Friedewald) {{ldl_mgdl}} mg/dL = {{ldl_mmol}} mmol/L ({{ldl_category}}); non-HDL {{non_hdl_mgdl}} mg/dL.',
  testVectors: [
    {
      description: 'TC 200, HDL 50, TG 150 mg/dL',
      inputs: { units: 'mgdl', total_cholesterol: 200, hdl_cholesterol: 50, triglycerides: 150 },
      expected: { ldl_friedewald_mgdl: 120, ldl_friedewald_mmol: 3.1032, non_hdl_mgdl: 150, ldl_category: 'Near or above optimal' },
      tolerance: 0.0001,
      source: 'Not a published example: hand calculation 200 − 50 − 150/5 = 120 mg/dL (friedewald1972 equation); 120 / 38.67 = 3.1032 mmol/L',
    },
    {
      description: 'TC 5.2, HDL 1.3, TG 1.7 mmol/L',
      inputs: { units: 'mmol', tc_mmol: 5.2, hdl_mmol: 1.3, tg_mmol: 1.7 },
      expected: { ldl_friedewald_mmol: 3.127273, ldl_friedewald_mgdl: 120.9316, ldl_category: 'Near or above optimal' },
      tolerance: 0.0001,
      source: 'Not a published example: hand calculation 5.2 − 1.3 − 1.7/2.2 = 3.1273 mmol/L (mmol/L form of friedewald1972); × 38.67 = 120.93 mg/dL',
    },
    {
      description: 'TC 280, HDL 40, TG 100 mg/dL: very high',
      inputs: { units: 'mgdl', total_cholesterol: 280, hdl_cholesterol: 40, triglycerides: 100 },
      expected: { ldl_friedewald_mgdl: 220, ldl_category: 'Very high' },
      source: 'Not a published example: hand calculation 280 − 40 − 20 = 220 mg/dL; class from atp3-2002',
    },
  ],
} satisfies ToolDefinitionInput

export default ldlFriedewald
