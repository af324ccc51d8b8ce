import { AGE_PLAUSIBLE_MAX, BILIRUBIN_MEASURE, BILIRUBIN_MGDL_RANGE, UREA_MEASURE, WHITE_CELL_COUNT_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  age: { min: 18, max: AGE_PLAUSIBLE_MAX },
  wcc: WHITE_CELL_COUNT_RANGE,
  ureaMmolL: { min: 0.3, max: 100, reason: 'The range covers every blood urea measured in a living patient (BUN 1–280 mg/dL); a value outside it is an entry error.' },
  inr: { min: 0.5, max: 20 },
  bilirubinMgDl: BILIRUBIN_MGDL_RANGE,
} as const

/**
 * Bilirubin is compared in µmol/L (the published unit: mg/dL × 17.1) and urea in mmol/L (BUN
 * mg/dL ÷ 2.8), each rounded to 6 decimals so that a value typed exactly on a limit in the other
 * unit (125 µmol/L, BUN 14 mg/dL) falls on the limit.
 */
const BILIRUBIN_UMOL = 'round(bilirubin * 17.1, 6)'
const UREA = 'round(urea, 6)'

/**
 * Glasgow alcoholic hepatitis score (Forrest EH et al., Gut 2005;54:1174–1179): age < 50 → 1,
 * ≥ 50 → 2; white cell count < 15 → 1, ≥ 15 × 10⁹/L → 2; urea < 5 → 1, ≥ 5 mmol/L → 2;
 * PT ratio or INR < 1.5 → 1, 1.5–2.0 → 2, > 2.0 → 3; bilirubin < 125 → 1, 125–250 → 2,
 * > 250 µmol/L → 3. Total 5–12; 9 or more carries a poor prognosis.
 */
const glasgowAlcoholicHepatitisScore = {
  slug: 'glasgow-alcoholic-hepatitis-score',
  name: 'Glasgow Alcoholic Hepatitis Score (GAHS)',
  calcId: 'calc-glasgow-alcoholic-hepatitis-score',
  ...TOOL_BASE,
  eligibility: 'Adults with alcohol-related (alcoholic) hepatitis, on admission (day 1) or on days 6–9.',
  description:
    'Predicts 28-day and 84-day survival in alcohol-related hepatitis from age, white cell count, urea, INR and bilirubin, and identifies patients with a discriminant function of 32 or more who may benefit from corticosteroids.',
  contentName: 'glasgow-alcoholic-hepatitis-score',
  sections: {
    patient: ['age', 'wbc', 'urea', 'inr', 'bilirubin'],
  },
  ehrpdns: ['age', 'wbc', 'urea', 'inr'],
  controls: controls({
    age: measure('Age', 'years', RANGES.age, { help: 'Under 50: 1 point; 50 or over: 2 points.' }),
    wbc: measure('White cell count', '× 10⁹/L', RANGES.wcc, { help: 'Below 15: 1 point; 15 or more: 2 points.' }),
    urea: measure('Blood urea or blood urea nitrogen (BUN)', UREA_MEASURE, RANGES.ureaMmolL, {
      help: 'Urea below 5 mmol/L (BUN below 14 mg/dL): 1 point; 5 or more (BUN 14 or more): 2 points.',
    }),
    inr: measure('INR (or prothrombin time ratio)', null, RANGES.inr, { help: 'Below 1.5: 1 point; 1.5–2.0: 2 points; above 2.0: 3 points.' }),
    bilirubin: measure('Total bilirubin', BILIRUBIN_MEASURE, RANGES.bilirubinMgDl, {
      help: 'Below 125 µmol/L (7.3 mg/dL): 1 point; 125–250 µmol/L (7.3–14.6 mg/dL): 2 points; above 250 µmol/L: 3 points.',
    }),
    age_points: result('Age points', 'if(age >= 50, 2, 1)', { decimals: 0 }),
    wbc_points: result('White cell count points', 'if(wbc >= 15, 2, 1)', { decimals: 0 }),
    urea_points: result('Urea points', `if(${UREA} >= 5, 2, 1)`, { decimals: 0 }),
    inr_points: result('INR points', 'if(inr > 2, 3, if(inr >= 1.5, 2, 1))', { decimals: 0 }),
    bilirubin_points: result('Bilirubin points', `if(${BILIRUBIN_UMOL} > 250, 3, if(${BILIRUBIN_UMOL} >= 125, 2, 1))`, { decimals: 0 }),
    gahs: score('Glasgow alcoholic hepatitis score', 'age_points + wbc_points + urea_points + inr_points + bilirubin_points', {
      cpdn: 'gahs_score',
      units: 'points (5–12)',
      decimals: 0,
    }),
    prognosis: result('Prognosis', "if(gahs >= 9, 'Poor (9 or more)', 'Better (below 9)')", { cpdn: 'gahs_prognosis' }),
    interpretation: interpretation(
      "if(gahs >= 9, 'Score 9 or more: poor prognosis. Among patients with a discriminant function of 32 or more, 28-day survival was 52 % without and 78 % with corticosteroids (84-day survival 38 % and 59 %). Consider prednisolone if there is no contraindication, and assess the response on day 7 with the Lille model.', 'Score below 9: better prognosis. Among patients with a discriminant function of 32 or more, corticosteroids did not improve survival when the score was below 9. Give supportive care, abstinence support and nutrition, and recalculate on days 6–9.')",
    ),
  }),
  risk: ['gahs', 'prognosis', 'interpretation', 'age_points', 'wbc_points', 'urea_points', 'inr_points', 'bilirubin_points'],
  chartNote: {
    cc: 'Glasgow alcoholic hepatitis score {{gahs_score}} ({{gahs_prognosis}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'forrest2005',
      citation:
        'Forrest EH, Evans CDJ, Stewart S, Phillips M, Oo YH, McAvoy NC, Fisher NC, Singhal S, Brind A, Haydon G, O’Grady J, Day CP, Hayes PC, Murray LS, Morris AJ. Analysis of factors predictive of mortality in alcoholic hepatitis and derivation and validation of the Glasgow alcoholic hepatitis score. Gut. 2005;54(8):1174–1179. PMID: 16009691.',
      pmid: '16009691',
      doi: '10.1136/gut.2004.050781',
      kind: 'derivation',
      cohort: 'n = 241 patients with alcoholic hepatitis (derivation), 195 (validation)',
    },
    {
      id: 'forrest2007',
      citation:
        'Forrest EH, Morris AJ, Stewart S, Phillips M, Oo YH, Fisher NC, Haydon G, O’Grady J, Day CP. The Glasgow alcoholic hepatitis score identifies patients who may benefit from corticosteroids. Gut. 2007;56(12):1743–1746. PMID: 17627961.',
      pmid: '17627961',
      doi: '10.1136/gut.2006.099226',
      kind: 'validation (treatment benefit)',
      cohort: 'n = 225 patients with a modified discriminant function of 32 or more from five UK centres',
    },
  ],
  definitions: [{ term: 'PT ratio', definition: 'Prothrombin time ratio: the patient’s prothrombin time divided by the control time; the score accepts it or the INR.' }],
  category: 'Hepatology and gastroenterology',
  synonyms: ['Glasgow alcoholic hepatitis score', 'GAHS', 'Glasgow score alcoholic hepatitis', 'alcoholic hepatitis prognosis', 'alcoholic hepatitis mortality'],
  abbreviations: ['GAHS', 'AH', 'INR', 'WCC', 'WBC', 'BUN'],
  conditions: ['alcoholic hepatitis', 'alcohol-related hepatitis', 'alcohol-related liver disease'],
  instructions:
    'For adults with alcohol-related hepatitis, using results from one day: on admission (day 1) or on days 6–9. Blood urea can be entered in mmol/L or as BUN in mg/dL, bilirubin in µmol/L or mg/dL. Not valid with a vitamin K antagonist or other anticoagulant that raises the INR.',
  whenToUse: [
    'At diagnosis of alcohol-related hepatitis, to estimate 28-day and 84-day survival.',
    'In patients with a Maddrey discriminant function of 32 or more, to decide who is likely to benefit from corticosteroids.',
  ],
  pearls: [
    'The published limits are in µmol/L for bilirubin (125 and 250) and mmol/L for urea (5); mg/dL values are converted exactly (bilirubin × 17.1, BUN ÷ 2.8).',
    'The score was derived with the INR or the prothrombin time ratio; both gave the same accuracy.',
    'In Forrest 2007, about two in three patients with a discriminant function of 32 or more also scored 9 or more.',
  ],
  nextSteps: {
    advice: [
      'Score 9 or more with a discriminant function of 32 or more: consider prednisolone 40 mg daily after screening for infection, bleeding and kidney failure; reassess with the Lille model on day 7.',
      'Score below 9: corticosteroids showed no survival benefit; continue supportive care.',
    ],
    management: ['Alcohol abstinence support, nutrition and management of withdrawal in every patient.'],
  },
  evidence: [
    'Forrest 2005 derived the score in 241 patients with alcoholic hepatitis and validated it in 195. On day 1 its overall accuracy for 28-day outcome was 81 %, against 49 % for the modified discriminant function; results were similar on days 6–9 and for 84-day outcome.',
    'Forrest 2007 reviewed 225 patients with a discriminant function of 32 or more: with a score of 9 or more, 28-day survival was 52 % untreated and 78 % with corticosteroids (84-day survival 38 % and 59 %); with a score below 9 there was no difference.',
  ],
  formula: [
    'Age: < 50 years 1; ≥ 50 years 2',
    'White cell count: < 15 × 10⁹/L 1; ≥ 15 × 10⁹/L 2',
    'Urea: < 5 mmol/L (BUN < 14 mg/dL) 1; ≥ 5 mmol/L 2',
    'PT ratio or INR: < 1.5 1; 1.5–2.0 2; > 2.0 3',
    'Bilirubin: < 125 µmol/L 1; 125–250 µmol/L 2; > 250 µmol/L 3 (mg/dL × 17.1 = µmol/L)',
    'Total 5–12; 9 or more: poor prognosis',
  ],
  resultSummary: 'Glasgow alcoholic hepatitis score {{gahs_score}} ({{gahs_prognosis}}).',
  testVectors: [
    {
      description: 'Every item at its lowest: age 40, WCC 8, urea 4 mmol/L, INR 1.2, bilirubin 100 µmol/L → 5',
      inputs: { age: 40, wbc: 8, urea: 4, inr: 1.2, bilirubin: 100, 'bilirubin.unit': 'µmol/L bilirubin' },
      expected: { gahs_score: 5, gahs_prognosis: 'Better (below 9)' },
      source: 'forrest2005 point table (Table 1 of forrest2007); hand sum 1 + 1 + 1 + 1 + 1 = 5',
    },
    {
      description: 'Values on the lower limits: age 50, WCC 15, urea 5, INR 1.5, bilirubin 125 µmol/L → 10',
      inputs: { age: 50, wbc: 15, urea: 5, inr: 1.5, bilirubin: 125, 'bilirubin.unit': 'µmol/L bilirubin' },
      expected: { gahs_score: 10, gahs_prognosis: 'Poor (9 or more)' },
      source: 'forrest2005 point table: ≥ 50, ≥ 15, ≥ 5, 1.5–2.0 and 125–250 each score 2; hand sum 2 × 5 = 10',
    },
    {
      description: 'Every item at its highest: age 60, WCC 20, BUN 28 mg/dL, INR 2.5, bilirubin 20 mg/dL → 12',
      inputs: { age: 60, wbc: 20, urea: 28, 'urea.unit': 'mg/dL BUN', inr: 2.5, bilirubin: 20 },
      expected: { gahs_score: 12, urea_points: 2, bilirubin_points: 3 },
      source: 'forrest2005 point table with BUN 28 mg/dL = urea 10 mmol/L and bilirubin 20 mg/dL = 342 µmol/L; hand sum 2 + 2 + 2 + 3 + 3 = 12',
    },
    {
      description: 'Age 45, WCC 16, urea 4.9, INR 2.0, bilirubin 250 µmol/L → 8',
      inputs: { age: 45, wbc: 16, urea: 4.9, inr: 2.0, bilirubin: 250, 'bilirubin.unit': 'µmol/L bilirubin' },
      expected: { gahs_score: 8, gahs_prognosis: 'Better (below 9)' },
      source: 'forrest2005 point table: 1 (age) + 2 (WCC) + 1 (urea) + 2 (INR 2.0) + 2 (bilirubin 250) = 8',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Point limits for white cell count, urea, PT ratio or INR and bilirubin; total 5–12; 9 or more poor prognosis.',
      citations: ['forrest2005', 'forrest2007'],
      checkedAgainstPrimary: true,
      note: 'Read in Table 1 of Forrest 2007 (Gut), which reproduces the score of Forrest 2005.',
    },
    {
      statement: 'Age limit: under 50 years 1 point, 50 or over 2 points.',
      citations: ['forrest2005'],
      checkedAgainstPrimary: false,
      note: 'The age row of the published table could not be read; the limit is the one given consistently by reviews and calculators.',
    },
  ],
} satisfies ToolDefinitionInput

export default glasgowAlcoholicHepatitisScore
