import type { ToolDefinitionInput } from '../schema/tool.ts'
import { MARTIN_HOPKINS_TG_MAX } from '../formulas/martin-hopkins.ts'
import { choice, controls, interpretation, measure, mustHold, result } from './build/index.ts'
import { ATP3_LDL_INTERPRETATION, TOOL_BASE, atp3LdlClass } from './common.ts'
import { ATP3_2002, FRIEDEWALD_1972, GRUNDY_2019, MARTIN_2013 } from './references.ts'

/**
 * LDL cholesterol by the Martin/Hopkins method (Martin SS et al., JAMA 2013;310:2061–2068):
 * LDL-C = non-HDL-C − TG / factor, the factor read from the 180-cell table of Figure 2
 * (engine/formulas/martin-hopkins.ts) by triglycerides and non-HDL-C in mg/dL. The table exists in
 * mg/dL only, so results entered in mmol/L are converted to mg/dL for the lookup (cholesterol
 * 1 mmol/L = 38.67 mg/dL, triglycerides 1 mmol/L = 88.57 mg/dL, as in the other LDL tools) and the
 * LDL back to mmol/L. A Units choice keeps the three results in one unit family, and the results
 * are shown in that family.
 */
const MG_PER_MMOL_CHOLESTEROL = 38.67
const MG_PER_MMOL_TRIGLYCERIDES = 88.57

/** Cholesterol plausibility limits (not from a source), wide enough for severe hypertriglyceridaemia; triglycerides: the table's rows. */
const MGDL = { tc: { min: 50, max: 2000 }, hdl: { min: 5, max: 200 }, tg: { min: 7, max: MARTIN_HOPKINS_TG_MAX } }
/** The mg/dL limits converted, at the two decimals laboratories report (0.08 mmol/L = 7.09 mg/dL; 157.78 mmol/L = 13,974 mg/dL). */
const MMOL = { tc: { min: 1.29, max: 51.72 }, hdl: { min: 0.13, max: 5.17 }, tg: { min: 0.08, max: 157.78 } }

const TG_MG = { mgdl: 'tg_mgdl', mmol: `tg_mmol * ${MG_PER_MMOL_TRIGLYCERIDES}` }
const NON_HDL_MG = { mgdl: '(tc_mgdl - hdl_mgdl)', mmol: `(tc_mmol - hdl_mmol) * ${MG_PER_MMOL_CHOLESTEROL}` }
const FACTOR = { mgdl: `martin_hopkins_factor(${TG_MG.mgdl}, ${NON_HDL_MG.mgdl})`, mmol: `martin_hopkins_factor(${TG_MG.mmol}, ${NON_HDL_MG.mmol})` }
const LDL_MG = { mgdl: `${NON_HDL_MG.mgdl} - ${TG_MG.mgdl} / ${FACTOR.mgdl}`, mmol: `${NON_HDL_MG.mmol} - ${TG_MG.mmol} / ${FACTOR.mmol}` }
const BY_UNITS = (e: { mgdl: string; mmol: string }) => `if(units = 'mmol', ${e.mmol}, ${e.mgdl})`
const LDL_IN_MGDL = `(${NON_HDL_MG.mgdl} - ${TG_MG.mgdl} / factor)`
const LDL_FROM_MMOL_IN_MGDL = `(${NON_HDL_MG.mmol} - ${TG_MG.mmol} / factor)`
const LDL_ANY_MGDL = `if(units = 'mmol', ${LDL_FROM_MMOL_IN_MGDL}, ${LDL_IN_MGDL})`

const IN_MGDL = { visibility: "units = 'mgdl'" }
const IN_MMOL = { visibility: "units = 'mmol'" }
const HDL_MESSAGE = 'HDL cholesterol must be lower than total cholesterol: check the values and their units.'
const LDL_NOT_POSITIVE_MESSAGE =
  'These values give an LDL cholesterol of zero or less. Check the three results and their units; if they are correct, measure LDL cholesterol directly.'
const CHOLESTEROL_REASON = (what: string) => `The range covers every ${what} a laboratory reports, including in severe hypertriglyceridaemia; a value outside it is a measurement or entry error.`
const TG_REASON =
  'The Martin/Hopkins table has rows for triglycerides of 7 to 13,975 mg/dL (0.08–157.78 mmol/L) only; outside them there is no factor. Measure LDL cholesterol directly.'
const TG_HIGH_NOTE =
  "'Triglycerides of 400 mg/dL (4.5 mmol/L) or more: the 2013 table reads one factor for everything from 400 to 13,975 mg/dL, and the method was validated for triglycerides below 400 mg/dL. The extended Martin/Hopkins method for 400–799 mg/dL (Sajja 2021) uses a different table and is not what is calculated here. Prefer a direct LDL measurement, or the LDL Cholesterol (Sampson/NIH Equation 2) calculator, validated to 800 mg/dL.'"

const ldlMartinHopkins = {
  slug: 'ldl-martin-hopkins',
  name: 'LDL Cholesterol (Martin/Hopkins Method)',
  calcId: 'calc-ldl-martin-hopkins',
  ...TOOL_BASE,
  eligibility:
    'Adults with a standard lipid panel (total cholesterol, HDL cholesterol, triglycerides), fasting or not. The method was validated for triglycerides below 400 mg/dL (4.5 mmol/L). Not for type III dysbetalipoproteinaemia or chylomicronaemia.',
  description:
    'Estimates LDL cholesterol from total cholesterol, HDL cholesterol and triglycerides with the Martin/Hopkins method, which replaces the Friedewald factor 5 with one of 180 factors read by triglycerides and non-HDL cholesterol, in mg/dL or mmol/L.',
  contentName: 'ldl-martin-hopkins',
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
      { help: 'Enter all three results in one unit; the results are given in the same unit.', defaults: [{ value: 'mgdl' }] },
    ),
    tc_mgdl: measure('Total cholesterol', 'mg/dL', { ...MGDL.tc, reason: CHOLESTEROL_REASON('total cholesterol') }, {
      help: `${MGDL.tc.min}–${MGDL.tc.max} mg/dL.`,
      cpdn: 'total_cholesterol',
      ...IN_MGDL,
    }),
    hdl_mgdl: measure('HDL cholesterol', 'mg/dL', { ...MGDL.hdl, reason: CHOLESTEROL_REASON('HDL cholesterol') }, {
      help: `${MGDL.hdl.min}–${MGDL.hdl.max} mg/dL.`,
      validations: [mustHold('tc_mgdl = null or hdl_mgdl < tc_mgdl', HDL_MESSAGE)],
      cpdn: 'hdl_cholesterol',
      ...IN_MGDL,
    }),
    tg_mgdl: measure('Triglycerides', 'mg/dL', { ...MGDL.tg, reason: TG_REASON }, {
      help: '7–13,975 mg/dL; validated below 400 mg/dL. Fasting not required.',
      validations: [mustHold(`tc_mgdl = null or hdl_mgdl = null or hdl_mgdl >= tc_mgdl or ${LDL_MG.mgdl} > 0`, LDL_NOT_POSITIVE_MESSAGE)],
      cpdn: 'triglycerides',
      ...IN_MGDL,
    }),
    tc_mmol: measure('Total cholesterol', 'mmol/L', { ...MMOL.tc, reason: CHOLESTEROL_REASON('total cholesterol') }, {
      help: `${MMOL.tc.min}–${MMOL.tc.max} mmol/L.`,
      ...IN_MMOL,
    }),
    hdl_mmol: measure('HDL cholesterol', 'mmol/L', { ...MMOL.hdl, reason: CHOLESTEROL_REASON('HDL cholesterol') }, {
      help: `${MMOL.hdl.min}–${MMOL.hdl.max} mmol/L.`,
      validations: [mustHold('tc_mmol = null or hdl_mmol < tc_mmol', HDL_MESSAGE)],
      ...IN_MMOL,
    }),
    tg_mmol: measure('Triglycerides', 'mmol/L', { ...MMOL.tg, reason: TG_REASON }, {
      help: '0.08–157.78 mmol/L; validated below 4.5 mmol/L. Fasting not required.',
      validations: [mustHold(`tc_mmol = null or hdl_mmol = null or hdl_mmol >= tc_mmol or ${LDL_MG.mmol} > 0`, LDL_NOT_POSITIVE_MESSAGE)],
      ...IN_MMOL,
    }),
    factor: result('Factor (triglycerides : VLDL cholesterol) from the Martin/Hopkins table', BY_UNITS(FACTOR), {
      cpdn: 'martin_hopkins_factor',
      decimals: 1,
      help: 'The median ratio of triglycerides to VLDL cholesterol in the stratum of these triglycerides and this non-HDL cholesterol (Martin 2013, Figure 2); Friedewald uses 5 for everyone.',
    }),
    ldl_mgdl: result('LDL cholesterol (Martin/Hopkins), mg/dL', LDL_IN_MGDL, { cpdn: 'ldl_martin_hopkins_mgdl', units: 'mg/dL', decimals: 0, ...IN_MGDL }),
    ldl_mmol: result('LDL cholesterol (Martin/Hopkins), mmol/L', `${LDL_FROM_MMOL_IN_MGDL} / ${MG_PER_MMOL_CHOLESTEROL}`, {
      cpdn: 'ldl_martin_hopkins_mmol',
      units: 'mmol/L',
      decimals: 2,
      ...IN_MMOL,
    }),
    non_hdl_mgdl: result('Non-HDL cholesterol, mg/dL', 'tc_mgdl - hdl_mgdl', { units: 'mg/dL', decimals: 0, ...IN_MGDL }),
    non_hdl_mmol: result('Non-HDL cholesterol, mmol/L', 'tc_mmol - hdl_mmol', { units: 'mmol/L', decimals: 2, ...IN_MMOL }),
    ldl_category: result('LDL class (NCEP ATP III)', atp3LdlClass(LDL_ANY_MGDL)),
    interpretation: interpretation(ATP3_LDL_INTERPRETATION),
    // The chart note and summary give each value once, in the unit family entered.
    ldl_text: result('LDL cholesterol (Martin/Hopkins)', "if(units = 'mmol', concat(round(ldl_mmol, 2), ' mmol/L'), concat(round(ldl_mgdl), ' mg/dL'))"),
    non_hdl_text: result('Non-HDL cholesterol', "if(units = 'mmol', concat(round(non_hdl_mmol, 2), ' mmol/L'), concat(round(non_hdl_mgdl), ' mg/dL'))"),
    high_tg_note: result('Triglycerides of 400 mg/dL or more', TG_HIGH_NOTE, {
      visibility: `${BY_UNITS(TG_MG)} >= 400`,
      type: 'summary.statement',
    }),
  }),
  risk: ['ldl_mgdl', 'ldl_mmol', 'ldl_category', 'interpretation', 'high_tg_note', 'factor', 'non_hdl_mgdl', 'non_hdl_mmol'],
  publishedStepTables: [
    {
      table: 'Figure 2',
      cell: 'factor',
      results: ['ldl_mgdl', 'ldl_mmol'],
      citations: ['martin2013'],
      reason:
        'The method is the 180-cell table itself: each stratum of triglycerides and non-HDL cholesterol has its own factor, so the LDL estimate steps where a value crosses into another stratum (for example 75.9 mg/dL at non-HDL 99 and 75.0 mg/dL at non-HDL 100, triglycerides 150 mg/dL). Smoothing the steps would be a different, unvalidated method.',
    },
  ],
  chartNote: {
    cc: 'LDL cholesterol {{ldl_text}} by the Martin/Hopkins method (factor {{factor}}; {{ldl_category}}, NCEP ATP III); non-HDL cholesterol {{non_hdl_text}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    MARTIN_2013,
    {
      id: 'sajja2021',
      citation:
        'Sajja A, Park J, Sathiyakumar V, et al. Comparison of methods to estimate low-density lipoprotein cholesterol in patients with high triglyceride levels. JAMA Netw Open. 2021;4(10):e2128817.',
      pmid: '34709388',
      doi: '10.1001/jamanetworkopen.2021.28817',
      kind: 'derivation',
      cohort: 'n = 111,939 patients with triglycerides of 400–799 mg/dL (Very Large Database of Lipids), extended Martin/Hopkins method',
    },
    FRIEDEWALD_1972,
    ATP3_2002,
    GRUNDY_2019,
  ],
  evidenceChecks: [
    {
      statement: 'The 180 factors of the Martin/Hopkins table and its strata (triglycerides 7–13,975 mg/dL in 30 rows; non-HDL cholesterol in 6 columns)',
      citations: ['martin2013'],
      checkedAgainstPrimary: false,
      note: 'Figure 2 of the JAMA paper could not be opened here. The table is the one on which three independent open-source implementations agree cell for cell (one of them citing Figure 2); a fourth copy differs in three cells at non-HDL cholesterol of 220 mg/dL or more (triglycerides 76–79, 101–105 and 400 or more). The abstract (derivation and validation sizes, median ratio 5.2) was read in a reprint of the article.',
    },
    {
      statement: 'Worked examples',
      citations: ['martin2013'],
      checkedAgainstPrimary: false,
      note: 'No published worked example (paper or the Johns Hopkins calculator) was found; the reference vectors are hand calculations from the table.',
    },
  ],
  definitions: [
    { term: 'LDL cholesterol', definition: 'Cholesterol carried in low-density lipoproteins, the main target of lipid-lowering treatment.' },
    { term: 'Non-HDL cholesterol', definition: 'Total cholesterol minus HDL cholesterol: the cholesterol in all atherogenic lipoproteins.' },
    { term: 'Factor', definition: 'The ratio of triglycerides to VLDL cholesterol used to estimate VLDL cholesterol (triglycerides ÷ factor); Friedewald fixes it at 5.' },
  ],
  category: 'Cardiology',
  synonyms: ['Martin equation', 'Martin-Hopkins equation', 'Hopkins LDL calculator', 'novel LDL', 'calculated LDL', 'LDL calculator', 'estimated LDL cholesterol', 'lipid panel'],
  abbreviations: ['LDL', 'LDL-C', 'HDL-C', 'TG', 'non-HDL'],
  conditions: ['high cholesterol', 'hypercholesterolemia', 'hypertriglyceridemia', 'dyslipidemia', 'hyperlipidemia'],
  instructions:
    'Choose the unit, then enter total cholesterol, HDL cholesterol and triglycerides from the same sample. Fasting is not required. Triglycerides of 400 mg/dL (4.5 mmol/L) or more are accepted up to the table’s limit of 13,975 mg/dL, with a note: the method was validated below 400 mg/dL.',
  whenToUse: [
    'Routine lipid assessment when the laboratory reports total cholesterol, HDL and triglycerides, in particular with triglycerides of 150–399 mg/dL or an LDL below 70 mg/dL, where the Friedewald equation underestimates LDL.',
    'Following LDL on lipid-lowering therapy, where low LDL values matter.',
  ],
  pearls: [
    'The factor is read, not calculated: 180 strata of triglycerides (30 rows) and non-HDL cholesterol (6 columns), each with the median triglyceride : VLDL cholesterol ratio of its stratum. The estimate therefore steps slightly where non-HDL cholesterol crosses 100, 130, 160, 190 or 220 mg/dL.',
    'The LDL Cholesterol (Friedewald Equation) calculator uses a fixed factor of 5 and underestimates LDL at higher triglycerides and low LDL; the LDL Cholesterol (Sampson/NIH Equation 2) calculator is an alternative validated to triglycerides of 800 mg/dL.',
    'The table is in mg/dL: values entered in mmol/L are converted for the lookup (cholesterol × 38.67, triglycerides × 88.57) and the LDL converted back.',
    'Non-HDL cholesterol needs no triglyceride correction and stays valid in non-fasting samples and at high triglycerides.',
    'Lipoprotein(a) cholesterol is counted within the LDL estimate.',
  ],
  nextSteps: {
    advice: [
      'Use the LDL value with overall cardiovascular risk to decide on treatment.',
      'LDL 190 mg/dL (4.9 mmol/L) or more: confirm, look for secondary causes and familial hypercholesterolaemia, and start high-intensity statin therapy in adults.',
      'Triglycerides of 400 mg/dL (4.5 mmol/L) or more: measure LDL directly, or compare with the LDL Cholesterol (Sampson/NIH Equation 2) calculator, validated to 800 mg/dL.',
    ],
    management: ['Recheck the lipid panel 4–12 weeks after starting or changing lipid-lowering therapy, then every 3–12 months as needed.'],
  },
  evidence: [
    'Derived in 900,605 and validated in 450,303 lipid profiles of 1,350,908 US children, adolescents and adults (2009–2011), with cholesterol measured after vertical spin density-gradient ultracentrifugation. The median triglyceride : VLDL cholesterol ratio was 5.2 (IQR 4.5–6.0), and triglycerides and non-HDL cholesterol explained 65 % of its variance; the 180-cell table of strata-specific medians classified LDL in agreement with the measured value more often than the Friedewald equation, above all at LDL below 70 mg/dL with raised triglycerides (Martin 2013).',
    'The extended Martin/Hopkins method (Sajja 2021) derived a separate table for triglycerides of 400–799 mg/dL in 111,939 patients; this tool does not use it.',
    'The LDL classes shown (optimal < 100, near or above optimal 100–129, borderline high 130–159, high 160–189, very high ≥ 190 mg/dL) are those of NCEP ATP III, applied to the mg/dL value rounded to a whole number, also for results entered in mmol/L.',
  ],
  formula: [
    'LDL-C (mg/dL) = non-HDL-C − TG / factor',
    'Non-HDL-C = total cholesterol − HDL-C',
    'Factor: the cell of the 180-cell table (Martin 2013, Figure 2) for the triglyceride stratum (7–49, 50–56, … 293–399, 400–13,975 mg/dL) and the non-HDL-C column (< 100, 100–129, 130–159, 160–189, 190–219, ≥ 220 mg/dL)',
    'mmol/L: cholesterol × 38.67 and triglycerides × 88.57 give mg/dL for the lookup; LDL mg/dL ÷ 38.67 gives mmol/L',
  ],
  resultSummary: 'LDL cholesterol (Martin/Hopkins) {{ldl_text}} ({{ldl_category}}; factor {{factor}}); non-HDL {{non_hdl_text}}.',
  testVectors: [
    {
      description: 'TC 200, HDL 50, TG 150 mg/dL',
      inputs: { units: 'mgdl', total_cholesterol: 200, hdl_cholesterol: 50, triglycerides: 150 },
      expected: { martin_hopkins_factor: 5.7, ldl_martin_hopkins_mgdl: 123.6842, non_hdl_mgdl: 150, ldl_category: 'Near or above optimal' },
      tolerance: 0.0001,
      source: 'Not a published example: factor 5.7 from the martin2013 table (triglycerides 147–154, non-HDL 130–159 mg/dL); 150 − 150/5.7 = 123.684 mg/dL',
    },
    {
      description: 'TC 5.2, HDL 1.3, TG 1.7 mmol/L',
      inputs: { units: 'mmol', tc_mmol: 5.2, hdl_mmol: 1.3, tg_mmol: 1.7 },
      expected: { martin_hopkins_factor: 5.7, ldl_martin_hopkins_mmol: 3.216899, non_hdl_mmol: 3.9, ldl_category: 'Near or above optimal' },
      tolerance: 0.00001,
      source: 'Not a published example: non-HDL 3.9 × 38.67 = 150.81 mg/dL, triglycerides 1.7 × 88.57 = 150.57 mg/dL, factor 5.7 (martin2013 table); (150.813 − 150.569/5.7) / 38.67 = 3.2169 mmol/L',
    },
    {
      description: 'TC 150, HDL 35, TG 300 mg/dL: low LDL with raised triglycerides',
      inputs: { units: 'mgdl', total_cholesterol: 150, hdl_cholesterol: 35, triglycerides: 300 },
      expected: { martin_hopkins_factor: 8.3, ldl_martin_hopkins_mgdl: 78.8554, ldl_category: 'Optimal' },
      tolerance: 0.0001,
      source: 'Not a published example: factor 8.3 from the martin2013 table (triglycerides 293–399, non-HDL 100–129 mg/dL); 115 − 300/8.3 = 78.855 mg/dL (Friedewald: 55 mg/dL)',
    },
    {
      description: 'TC 250, HDL 35, TG 500 mg/dL: beyond the validated range, with the note',
      inputs: { units: 'mgdl', total_cholesterol: 250, hdl_cholesterol: 35, triglycerides: 500 },
      expected: { martin_hopkins_factor: 7.5, ldl_martin_hopkins_mgdl: 148.3333, ldl_category: 'Borderline high' },
      tolerance: 0.0001,
      source: 'Not a published example: factor 7.5 from the martin2013 table (triglycerides 400–13,975, non-HDL 190–219 mg/dL); 215 − 500/7.5 = 148.333 mg/dL',
    },
  ],
} satisfies ToolDefinitionInput

export default ldlMartinHopkins
