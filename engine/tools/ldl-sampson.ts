import { CHOLESTEROL_MEASURE, TRIGLYCERIDES_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, mustHold, result } from './build/index.ts'
import { ATP3_LDL_INTERPRETATION, TOOL_BASE, atp3LdlClass } from './common.ts'
import { ATP3_2002, FRIEDEWALD_1972, GRUNDY_2019 } from './references.ts'

/**
 * LDL cholesterol by the Sampson/NIH equation 2 (Sampson M et al., JAMA Cardiol 2020;5:540–548),
 * in mg/dL:
 *   LDL-C = TC/0.948 − HDL-C/0.971 − (TG/8.56 + TG × non-HDL-C/2140 − TG²/16100) − 9.44
 * valid to triglycerides of 800 mg/dL. Each lipid has a unit switch with mg/dL canonical
 * (cholesterol 1 mmol/L = 38.67 mg/dL, triglycerides 1 mmol/L = 88.57 mg/dL, engine/units.ts),
 * so the equation always runs in mg/dL. Friedewald (mg/dL form, TG/5) is shown beside it for
 * comparison, below 400 mg/dL of triglycerides only.
 */
const MG_PER_MMOL_CHOLESTEROL = 38.67

/** Plausibility limits as ldl-friedewald (mg/dL); triglycerides bounded by the source (≤ 800 mg/dL). */
const RANGES = { tc: { min: 50, max: 700 }, hdl: { min: 5, max: 200 }, tg: { min: 10, max: 800 } } as const

const NON_HDL = '(total_cholesterol - hdl_cholesterol)'
const SAMPSON = `total_cholesterol / 0.948 - hdl_cholesterol / 0.971 - (triglycerides / 8.56 + triglycerides * ${NON_HDL} / 2140 - triglycerides ^ 2 / 16100) - 9.44`
const HDL_MESSAGE = 'HDL cholesterol must be lower than total cholesterol: check the values and their units.'
const MEASURABLE = (what: string) => `The range covers every ${what} a laboratory reports; a value outside it is a measurement or entry error.`

const ldlSampson = {
  slug: 'ldl-sampson',
  name: 'LDL Cholesterol (Sampson/NIH Equation 2)',
  calcId: 'calc-ldl-sampson',
  ...TOOL_BASE,
  eligibility:
    'Adults with a standard lipid panel (total cholesterol, HDL cholesterol, triglycerides), fasting or not, with triglycerides up to 800 mg/dL (9.0 mmol/L). Not for type III dysbetalipoproteinaemia or chylomicronaemia.',
  description:
    'Estimates LDL cholesterol from total cholesterol, HDL cholesterol and triglycerides with the Sampson/NIH equation 2, which stays accurate at high triglycerides and low LDL, with the Friedewald estimate beside it for comparison.',
  contentName: 'ldl-sampson',
  sections: {
    patient: ['total_cholesterol', 'hdl_cholesterol', 'triglycerides'],
  },
  ehrpdns: ['total_cholesterol', 'hdl_cholesterol', 'triglycerides'],
  controls: controls({
    total_cholesterol: measure('Total cholesterol', CHOLESTEROL_MEASURE, { ...RANGES.tc, reason: MEASURABLE('total cholesterol') }, {
      cpdn: 'total_cholesterol',
      help: `${RANGES.tc.min}–${RANGES.tc.max} mg/dL (1.29–18.10 mmol/L).`,
    }),
    hdl_cholesterol: measure('HDL cholesterol', CHOLESTEROL_MEASURE, { ...RANGES.hdl, reason: MEASURABLE('HDL cholesterol') }, {
      cpdn: 'hdl_cholesterol',
      help: `${RANGES.hdl.min}–${RANGES.hdl.max} mg/dL (0.13–5.17 mmol/L).`,
      validations: [mustHold('total_cholesterol = null or hdl_cholesterol < total_cholesterol', HDL_MESSAGE)],
    }),
    triglycerides: measure(
      'Triglycerides',
      TRIGLYCERIDES_MEASURE,
      {
        ...RANGES.tg,
        reason: 'The Sampson equation was developed and validated for triglycerides up to 800 mg/dL (9.0 mmol/L); above that, measure LDL cholesterol directly.',
      },
      {
        cpdn: 'triglycerides',
        help: `${RANGES.tg.min}–${RANGES.tg.max} mg/dL (0.11–9.03 mmol/L); fasting not required.`,
        validations: [
          mustHold(
            `total_cholesterol = null or hdl_cholesterol = null or hdl_cholesterol >= total_cholesterol or ${SAMPSON} > 0`,
            'These values give an LDL cholesterol of zero or less. Check the three results and their units; if they are correct, measure LDL cholesterol directly.',
          ),
        ],
      },
    ),
    ldl_mgdl: result('LDL cholesterol (Sampson/NIH equation 2), mg/dL', SAMPSON, { cpdn: 'ldl_sampson_mgdl', units: 'mg/dL', decimals: 0 }),
    ldl_mmol: result('LDL cholesterol (Sampson/NIH equation 2), mmol/L', `(${SAMPSON}) / ${MG_PER_MMOL_CHOLESTEROL}`, { cpdn: 'ldl_sampson_mmol', units: 'mmol/L', decimals: 2 }),
    friedewald_mgdl: result('For comparison: Friedewald LDL cholesterol, mg/dL', `${NON_HDL} - triglycerides / 5`, {
      visibility: 'triglycerides < 400',
      cpdn: 'ldl_friedewald_mgdl',
      units: 'mg/dL',
      decimals: 0,
    }),
    friedewald_mmol: result('For comparison: Friedewald LDL cholesterol, mmol/L', `(${NON_HDL} - triglycerides / 5) / ${MG_PER_MMOL_CHOLESTEROL}`, {
      visibility: 'triglycerides < 400',
      cpdn: 'ldl_friedewald_mmol',
      units: 'mmol/L',
      decimals: 2,
    }),
    friedewald_note: result(
      'Friedewald comparison',
      "if(triglycerides >= 400, 'Not calculated: the Friedewald equation does not apply at triglycerides of 400 mg/dL (4.5 mmol/L) or more.', if(ldl_mgdl - friedewald_mgdl >= 10, 'The Friedewald estimate is lower by 10 mg/dL or more, as expected when triglycerides are high or LDL is low; the Sampson value is the more accurate one here.', 'The two estimates differ by less than 10 mg/dL.'))",
      { type: 'summary.statement' },
    ),
    non_hdl_mgdl: result('Non-HDL cholesterol, mg/dL', NON_HDL, { units: 'mg/dL', decimals: 0 }),
    non_hdl_mmol: result('Non-HDL cholesterol, mmol/L', `${NON_HDL} / ${MG_PER_MMOL_CHOLESTEROL}`, { units: 'mmol/L', decimals: 2 }),
    ldl_category: result('LDL class (NCEP ATP III)', atp3LdlClass('ldl_mgdl')),
    interpretation: interpretation(ATP3_LDL_INTERPRETATION),
  }),
  risk: ['ldl_mgdl', 'ldl_mmol', 'ldl_category', 'interpretation', 'friedewald_mgdl', 'friedewald_mmol', 'friedewald_note', 'non_hdl_mgdl', 'non_hdl_mmol'],
  chartNote: {
    cc: 'LDL cholesterol {{ldl_mgdl}} mg/dL ({{ldl_mmol}} mmol/L) by the Sampson/NIH equation 2 ({{ldl_category}}, NCEP ATP III); Friedewald {{friedewald_mgdl}} mg/dL; non-HDL cholesterol {{non_hdl_mgdl}} mg/dL. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'sampson2020',
      citation:
        'Sampson M, Ling C, Sun Q, et al. A new equation for calculation of low-density lipoprotein cholesterol in patients with normolipidemia and/or hypertriglyceridemia. JAMA Cardiol. 2020;5(5):540–548.',
      pmid: '32101259',
      doi: '10.1001/jamacardio.2020.0013',
      kind: 'derivation',
      cohort: 'n = 8,656 NIH Clinical Center patients with LDL-C by β-quantification (18,715 results, split into training and validation); external validation in 28,891 β-quantification and 252,888 direct LDL-C results',
    },
    FRIEDEWALD_1972,
    ATP3_2002,
    GRUNDY_2019,
  ],
  evidenceChecks: [
    {
      statement: 'Coefficients of the equation (0.948, 0.971, 8.56, 2140, 16100, 9.44) and the triglyceride limit of 800 mg/dL',
      citations: ['sampson2020'],
      checkedAgainstPrimary: false,
      note: 'The JAMA Cardiology paper could not be opened here; the coefficients were taken from two independent implementations that agree (an R package, mirrorstoolkit, and a public LDL calculator), and match the equation as widely reproduced.',
    },
  ],
  definitions: [
    { term: 'LDL cholesterol', definition: 'Cholesterol carried in low-density lipoproteins, the main target of lipid-lowering treatment.' },
    { term: 'Non-HDL cholesterol', definition: 'Total cholesterol minus HDL cholesterol: the cholesterol in all atherogenic lipoproteins.' },
  ],
  category: 'Cardiology',
  synonyms: ['NIH equation', 'Sampson equation', 'NIH equation 2', 'calculated LDL', 'LDL calculator', 'estimated LDL cholesterol', 'LDL high triglycerides'],
  abbreviations: ['LDL', 'LDL-C', 'HDL-C', 'TG', 'NIH', 'non-HDL'],
  conditions: ['high cholesterol', 'hypercholesterolemia', 'hypertriglyceridemia', 'dyslipidemia'],
  instructions:
    'Enter total cholesterol, HDL cholesterol and triglycerides from the same sample, each in mg/dL or mmol/L. Fasting is not required. Triglycerides above 800 mg/dL (9.0 mmol/L) are refused: measure LDL cholesterol directly.',
  whenToUse: [
    'Routine lipid assessment, in particular when triglycerides are raised (up to 800 mg/dL) or LDL is low, where the Friedewald equation underestimates LDL.',
    'Following LDL on lipid-lowering therapy, including intensive therapy with very low LDL.',
  ],
  pearls: [
    'The equation models VLDL cholesterol with triglycerides and non-HDL cholesterol, with a squared triglyceride term, instead of Friedewald’s fixed TG/5.',
    'Beyond 400 mg/dL of triglycerides the Friedewald equation is not used; the Sampson equation was validated to 800 mg/dL.',
    'The LDL Cholesterol (Martin/Hopkins Method) calculator gives the other modern estimate from the same panel, validated for triglycerides below 400 mg/dL; the LDL Cholesterol (Friedewald Equation) calculator gives the classic one.',
    'Lipoprotein(a) cholesterol is counted within the LDL estimate.',
    'Non-HDL cholesterol needs no triglyceride correction and is a guideline-endorsed secondary target.',
  ],
  nextSteps: {
    advice: [
      'Use the LDL value with overall cardiovascular risk to decide on treatment.',
      'LDL 190 mg/dL (4.9 mmol/L) or more: confirm, look for secondary causes and familial hypercholesterolaemia, and start high-intensity statin therapy in adults.',
    ],
    management: ['Triglycerides above 800 mg/dL: measure LDL directly and manage the hypertriglyceridaemia (risk of pancreatitis above about 1000 mg/dL).'],
  },
  evidence: [
    'Derived from 18,715 β-quantification results of 8,656 NIH Clinical Center patients and tested in external sets of 28,891 β-quantification and 252,888 direct LDL results; the authors report better accuracy than the Friedewald and Martin equations in hypertriglyceridaemia up to 800 mg/dL and at low LDL (Sampson 2020).',
    'The LDL classes shown (optimal < 100, near or above optimal 100–129, borderline high 130–159, high 160–189, very high ≥ 190 mg/dL) are those of NCEP ATP III, applied to the mg/dL value rounded to a whole number.',
  ],
  formula: [
    'LDL-C (mg/dL) = TC/0.948 − HDL-C/0.971 − (TG/8.56 + TG × non-HDL-C/2140 − TG²/16100) − 9.44',
    'Non-HDL-C = TC − HDL-C; all in mg/dL (cholesterol mmol/L × 38.67; triglycerides mmol/L × 88.57)',
    'Friedewald (comparison): LDL-C = TC − HDL-C − TG/5, not applied at TG ≥ 400 mg/dL',
  ],
  resultSummary: 'LDL cholesterol (Sampson/NIH 2) {{ldl_mgdl}} mg/dL = {{ldl_mmol}} mmol/L ({{ldl_category}}); Friedewald {{friedewald_mgdl}} mg/dL.',
  testVectors: [
    {
      description: 'TC 200, HDL 50, TG 150 mg/dL',
      inputs: { total_cholesterol: 200, hdl_cholesterol: 50, triglycerides: 150 },
      expected: { ldl_sampson_mgdl: 123.3973, ldl_friedewald_mgdl: 120, ldl_category: 'Near or above optimal' },
      tolerance: 0.0001,
      source: 'Not a published example: hand calculation 200/0.948 − 50/0.971 − (150/8.56 + 150 × 150/2140 − 150²/16100) − 9.44 = 123.397 (sampson2020 coefficients), written out in the test file',
    },
    {
      description: 'TC 180, HDL 35, TG 600 mg/dL: Friedewald not applied',
      inputs: { total_cholesterol: 180, hdl_cholesterol: 35, triglycerides: 600 },
      expected: { ldl_sampson_mgdl: 56.0007, ldl_category: 'Optimal' },
      tolerance: 0.0001,
      source: 'Not a published example: hand calculation 180/0.948 − 35/0.971 − (600/8.56 + 600 × 145/2140 − 600²/16100) − 9.44 = 56.001',
    },
  ],
} satisfies ToolDefinitionInput

export default ldlSampson
