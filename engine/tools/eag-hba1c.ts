import { HBA1C_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, lookupTable, measure, result, warnUnless } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Estimated average glucose from HbA1c (Nathan DM et al., ADAG Study Group, Diabetes Care
 * 2008;31:1473–1478): eAG (mg/dL) = 28.7 × A1C − 46.7; eAG (mmol/L) = 1.59 × A1C − 2.59, with
 * A1C in % (NGSP/DCCT). HbA1c may be entered in mmol/mol (IFCC) and is converted with the master
 * equation IFCC = 10.929 × (NGSP − 2.15) (engine/units.ts). The 95 % CIs of Table 1 of the paper
 * are given at whole A1C values 5–12 %, as published; the paper gives none in between.
 * The equations are written with integer coefficients ((287 × A1C − 467) / 10) so that exact
 * halves such as 125.5 mg/dL at 6 % are not computed as 125.4999… and shown one lower.
 */
const RANGE = { min: 3, max: 20 } as const
/** A1C range of the ADAG participants (about 3.8–14.3 %; summary of Nathan 2008 in later work). */
const STUDY = { min: 3.8, max: 14.3 } as const

/** Table 1 of Nathan 2008: A1C (%) → eAG mg/dL (95 % CI) and mmol/L (95 % CI). */
const TABLE: readonly (readonly [number, string, string])[] = [
  [5, '97 (76–120) mg/dL', '5.4 (4.2–6.7) mmol/L'],
  [6, '126 (100–152) mg/dL', '7.0 (5.5–8.5) mmol/L'],
  [7, '154 (123–185) mg/dL', '8.6 (6.8–10.3) mmol/L'],
  [8, '183 (147–217) mg/dL', '10.2 (8.1–12.1) mmol/L'],
  [9, '212 (170–249) mg/dL', '11.8 (9.4–13.9) mmol/L'],
  [10, '240 (193–282) mg/dL', '13.4 (10.7–15.7) mmol/L'],
  [11, '269 (217–314) mg/dL', '14.9 (12.0–17.5) mmol/L'],
  [12, '298 (240–347) mg/dL', '16.5 (13.3–19.3) mmol/L'],
]
/** The table row applies to the A1C as displayed (one decimal, in %). */
const SHOWN_A1C = 'round(hba1c, 1)'
const rowText = (col: 1 | 2) => lookupTable(SHOWN_A1C, TABLE.map((r) => [r[0], r[col]] as const))

const eagHba1c = {
  slug: 'eag-hba1c',
  name: 'Estimated Average Glucose (eAG) from HbA1c',
  calcId: 'calc-eag-hba1c',
  ...TOOL_BASE,
  eligibility:
    'Adults with or without diabetes whose HbA1c reflects their average glucose: not in pregnancy, haemoglobin variants, haemolysis, recent transfusion or blood loss, iron deficiency or advanced chronic kidney disease.',
  description:
    'Converts an HbA1c result (in % or mmol/mol) into the estimated average glucose over the past 2–3 months, in mg/dL and mmol/L, with the ADAG equation.',
  contentName: 'eag-hba1c',
  sections: {
    patient: ['hba1c'],
  },
  controls: controls({
    hba1c: measure(
      'HbA1c',
      HBA1C_MEASURE,
      { ...RANGE, reason: 'The range covers every HbA1c a laboratory reports; a value outside it is a measurement or entry error.' },
      {
        cpdn: 'hba1c',
        help: `${RANGE.min}–${RANGE.max} % (9–195 mmol/mol); mmol/mol = 10.929 × (% − 2.15).`,
        validations: [
          warnUnless(
            `hba1c >= ${STUDY.min} and hba1c <= ${STUDY.max}`,
            `The ADAG study included HbA1c values of about ${STUDY.min}–${STUDY.max} % (18–133 mmol/mol); outside that range the equation is extrapolated.`,
          ),
        ],
      },
    ),
    eag_mgdl: result('Estimated average glucose, mg/dL', '(287 * hba1c - 467) / 10', { cpdn: 'eag_mgdl', units: 'mg/dL', decimals: 0 }),
    eag_mmol: result('Estimated average glucose, mmol/L', '(159 * hba1c - 259) / 100', { cpdn: 'eag_mmol', units: 'mmol/L', decimals: 1 }),
    hba1c_ifcc: result('HbA1c in IFCC units', '10.929 * (hba1c - 2.15)', { units: 'mmol/mol', decimals: 0 }),
    table_mgdl: result('Published eAG and 95 % CI at this A1C (ADAG Table 1), mg/dL', rowText(1), { type: 'summary.statement' }),
    table_mmol: result('Published eAG and 95 % CI at this A1C (ADAG Table 1), mmol/L', rowText(2), { type: 'summary.statement' }),
    interpretation: interpretation(
      "if(eag_mgdl = null, null, 'This HbA1c corresponds, on average, to the glucose shown above over the past 2–3 months. ' + " +
        `if(${SHOWN_A1C} >= 5 and ${SHOWN_A1C} <= 12 and ${SHOWN_A1C} = round(hba1c), 'The ADAG table gives a 95 % confidence interval at this value (shown above); ', 'The ADAG table gives 95 % confidence intervals only at whole values from 5 to 12 % (see Formula); ') + ` +
        "'individual average glucose at the same HbA1c varies widely (at 7 %, the ADAG 95 % interval is 123–185 mg/dL), so compare with self-monitoring or continuous glucose monitoring where available.')",
    ),
  }),
  risk: ['eag_mgdl', 'eag_mmol', 'hba1c_ifcc', 'table_mgdl', 'table_mmol', 'interpretation'],
  chartNote: {
    cc: 'HbA1c {{hba1c}}: estimated average glucose {{eag_mgdl}} mg/dL ({{eag_mmol}} mmol/L) by the ADAG equation. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'nathan2008',
      citation:
        'Nathan DM, Kuenen J, Borg R, Zheng H, Schoenfeld D, Heine RJ; A1c-Derived Average Glucose (ADAG) Study Group. Translating the A1C assay into estimated average glucose values. Diabetes Care. 2008;31(8):1473–1478.',
      pmid: '18540046',
      doi: '10.2337/dc08-0545',
      kind: 'derivation',
      cohort: 'n = 507 (268 type 1 diabetes, 159 type 2 diabetes, 80 without diabetes) from 10 international centres; about 2,700 glucose values per person over 3 months',
    },
    {
      id: 'hoelzel2004',
      citation:
        'Hoelzel W, Weykamp C, Jeppsson JO, et al. IFCC reference system for measurement of hemoglobin A1c in human blood and the national standardization schemes in the United States, Japan, and Sweden: a method-comparison study. Clin Chem. 2004;50(1):166–174.',
      pmid: '14709644',
      doi: '10.1373/clinchem.2003.024802',
      kind: 'validation',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Equations 28.7 × A1C − 46.7 (mg/dL) and 1.59 × A1C − 2.59 (mmol/L)',
      citations: ['nathan2008'],
      checkedAgainstPrimary: true,
      note: 'The mg/dL equation from the published abstract; the mmol/L form as reported by the ADAG group and quoted in later reviews.',
    },
    {
      statement: 'Table 1 of eAG values with 95 % confidence intervals at A1C 5–12 %',
      citations: ['nathan2008'],
      checkedAgainstPrimary: false,
      note: 'The table could not be opened in the paper here; it was taken from two secondary reproductions that agree in every value (mg/dL and mmol/L).',
    },
    {
      statement: 'IFCC–NGSP master equation IFCC = 10.929 × (NGSP − 2.15)',
      citations: ['hoelzel2004'],
      checkedAgainstPrimary: false,
      note: 'As stated by the NGSP; the Hoelzel 2004 paper could not be opened here.',
    },
  ],
  definitions: [
    { term: 'HbA1c', definition: 'Glycated haemoglobin: the share of haemoglobin with glucose attached, reflecting average glucose over the life of red cells (about 2–3 months).' },
    { term: 'eAG', definition: 'Estimated average glucose: HbA1c expressed in the units of a glucose meter.' },
  ],
  category: 'Endocrinology',
  synonyms: ['estimated average glucose', 'A1C to glucose', 'HbA1c conversion', 'average blood sugar', 'glycated haemoglobin', 'glycated hemoglobin', 'ADAG', 'HbA1c mmol/mol to %'],
  abbreviations: ['eAG', 'HbA1c', 'A1C', 'IFCC', 'NGSP', 'DCCT'],
  conditions: ['diabetes', 'type 1 diabetes', 'type 2 diabetes', 'prediabetes'],
  instructions:
    'Enter HbA1c in % (NGSP/DCCT) or in mmol/mol (IFCC). The result is the average glucose that usually goes with that HbA1c, in mg/dL and mmol/L. It does not apply where HbA1c misrepresents glycaemia: pregnancy, haemoglobin variants, haemolysis or shortened red-cell survival, recent blood loss or transfusion, iron deficiency, erythropoietin therapy, or advanced chronic kidney disease.',
  whenToUse: [
    'To explain an HbA1c result to a patient in the units of their glucose meter.',
    'To compare HbA1c with self-monitored or continuous glucose readings.',
  ],
  pearls: [
    'The relation was the same across age, sex, diabetes type, race/ethnicity and smoking in the ADAG study, but individual average glucose at a given HbA1c varies widely.',
    'If the eAG and the measured average glucose differ greatly, look for a condition that alters red-cell life span or glycation, or consider the glucose management indicator from continuous monitoring.',
    'IFCC mmol/mol and NGSP % are linked by the master equation: 7 % ≈ 53 mmol/mol, 6.5 % ≈ 48 mmol/mol.',
  ],
  nextSteps: {
    advice: ['Agree individual HbA1c and glucose targets with the patient; many adults with diabetes aim for HbA1c below 7 % (53 mmol/mol), about 154 mg/dL (8.6 mmol/L) average glucose.'],
    management: ['Use glucose monitoring (fingerstick or continuous) for day-to-day treatment decisions; HbA1c and eAG summarise the past 2–3 months.'],
  },
  evidence: [
    'In 507 adults (268 with type 1 diabetes, 159 with type 2 diabetes, 80 without diabetes) from 10 centres, about 2,700 glucose values each over 3 months (continuous and fingerstick monitoring) were compared with the final HbA1c: average glucose (mg/dL) = 28.7 × A1C − 46.7, R² = 0.84 (Nathan 2008).',
    'The regression did not differ significantly by age, sex, diabetes type, race/ethnicity or smoking.',
  ],
  formula: [
    'eAG (mg/dL) = 28.7 × HbA1c (%) − 46.7',
    'eAG (mmol/L) = 1.59 × HbA1c (%) − 2.59',
    'HbA1c (mmol/mol, IFCC) = 10.929 × (HbA1c % (NGSP) − 2.15)',
    'ADAG Table 1, eAG (95 % CI): 5 % 97 (76–120) mg/dL, 5.4 (4.2–6.7) mmol/L; 6 % 126 (100–152), 7.0 (5.5–8.5); 7 % 154 (123–185), 8.6 (6.8–10.3); 8 % 183 (147–217), 10.2 (8.1–12.1); 9 % 212 (170–249), 11.8 (9.4–13.9); 10 % 240 (193–282), 13.4 (10.7–15.7); 11 % 269 (217–314), 14.9 (12.0–17.5); 12 % 298 (240–347), 16.5 (13.3–19.3)',
  ],
  resultSummary: 'HbA1c {{hba1c}}: estimated average glucose {{eag_mgdl}} mg/dL ({{eag_mmol}} mmol/L).',
  testVectors: [
    {
      description: 'HbA1c 7 %: 154 mg/dL (123–185), 8.6 mmol/L (6.8–10.3)',
      inputs: { hba1c: 7 },
      expected: { eag_mgdl: 154.2, eag_mmol: 8.54, table_mgdl: '154 (123–185) mg/dL', table_mmol: '8.6 (6.8–10.3) mmol/L' },
      tolerance: 1e-9,
      source: 'nathan2008 Table 1 (row A1C 7 %: 154 mg/dL, 95 % CI 123–185; 8.6 mmol/L, 6.8–10.3); 28.7 × 7 − 46.7 = 154.2',
    },
    {
      description: 'HbA1c 10 %: 240 mg/dL (193–282)',
      inputs: { hba1c: 10 },
      expected: { eag_mgdl: 240.3, table_mgdl: '240 (193–282) mg/dL' },
      tolerance: 1e-9,
      source: 'nathan2008 Table 1 (row A1C 10 %: 240 mg/dL, 95 % CI 193–282); 28.7 × 10 − 46.7 = 240.3',
    },
    {
      description: 'HbA1c 6.5 %: no table row',
      inputs: { hba1c: 6.5 },
      expected: { eag_mgdl: 139.85, eag_mmol: 7.745 },
      tolerance: 1e-9,
      source: 'nathan2008 equations: 28.7 × 6.5 − 46.7 = 139.85 mg/dL; 1.59 × 6.5 − 2.59 = 7.745 mmol/L',
    },
  ],
} satisfies ToolDefinitionInput

export default eagHba1c
