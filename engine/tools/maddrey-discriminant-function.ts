import { BILIRUBIN_MEASURE, BILIRUBIN_MGDL_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  pt: { min: 5, max: 300, reason: 'The range covers every prothrombin time a laboratory reports, including unclottable samples reported with a time; a value outside 5–300 seconds is an entry error.' },
  ptControl: { min: 5, max: 30, reason: 'The control (reference) prothrombin time of a laboratory lies well within 5–30 seconds.' },
  bilirubinMgDl: BILIRUBIN_MGDL_RANGE,
} as const

/** The threshold is applied to the function as displayed (1 decimal): a value shown as 32.0 is severe. */
const SHOWN = 'round(df, 1)'

/**
 * Maddrey discriminant function as modified by Carithers RL et al. (Ann Intern Med
 * 1989;110:685–690): DF = 4.6 × (patient PT − control PT, seconds) + bilirubin (mg/dL);
 * 32 or more marks severe alcohol-related hepatitis. Bilirubin in µmol/L reaches the formula
 * in mg/dL (÷ 17.1, engine/units.ts).
 */
const maddreyDiscriminantFunction = {
  slug: 'maddrey-discriminant-function',
  name: 'Maddrey Discriminant Function for Alcohol-Related Hepatitis',
  calcId: 'calc-maddrey-discriminant-function',
  ...TOOL_BASE,
  eligibility: 'Adults with a clinical diagnosis of alcohol-related (alcoholic) hepatitis.',
  description:
    'Grades the severity of alcohol-related hepatitis from the prothrombin time and bilirubin, to identify patients with a high short-term mortality who may benefit from corticosteroids.',
  contentName: 'maddrey-discriminant-function',
  sections: {
    patient: ['pt', 'pt_control', 'bilirubin'],
  },
  ehrpdns: [],
  controls: controls({
    pt: measure('Prothrombin time (patient)', 'seconds', RANGES.pt, { help: `${RANGES.pt.min}–${RANGES.pt.max} s. The time in seconds, not the INR.` }),
    pt_control: measure('Prothrombin time (laboratory control)', 'seconds', RANGES.ptControl, {
      help: 'The control or mean normal prothrombin time of the laboratory that measured the sample (often 11–13 s).',
    }),
    bilirubin: measure('Total bilirubin', BILIRUBIN_MEASURE, RANGES.bilirubinMgDl, {
      help: `${RANGES.bilirubinMgDl.min}–${RANGES.bilirubinMgDl.max} mg/dL (2–1710 µmol/L). µmol/L is divided by 17.1.`,
    }),
    df: score('Maddrey discriminant function', '4.6 * (pt - pt_control) + bilirubin', { cpdn: 'maddrey_df', decimals: 1 }),
    severity: result('Severity', `if(${SHOWN} >= 32, 'Severe', 'Not severe')`, { cpdn: 'maddrey_severity' }),
    interpretation: interpretation(
      "if(severity = 'Severe', 'Discriminant function 32 or more: severe alcohol-related hepatitis with a high short-term mortality. Consider prednisolone 40 mg daily if there is no contraindication (active infection, gastrointestinal bleeding, kidney failure), and reassess the response on day 7 with the Lille model.', 'Discriminant function below 32: not severe by this measure; corticosteroids are not indicated on this score. Give supportive care, alcohol abstinence support and nutrition, and recalculate if the patient worsens.')",
    ),
  }),
  risk: ['df', 'severity', 'interpretation'],
  chartNote: {
    cc: 'Maddrey discriminant function {{maddrey_df}} ({{maddrey_severity}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'carithers1989',
      citation:
        'Carithers RL Jr, Herlong HF, Diehl AM, Shaw EW, Combes B, Fallon HJ, Maddrey WC. Methylprednisolone therapy in patients with severe alcoholic hepatitis: a randomized multicenter trial. Ann Intern Med. 1989;110(9):685–690. PMID: 2648927.',
      pmid: '2648927',
      doi: '10.7326/0003-4819-110-9-685',
      kind: 'derivation (modified function and threshold 32)',
      cohort: 'n = 66 patients with severe alcoholic hepatitis (discriminant function 32 or more, or encephalopathy) randomized to methylprednisolone or placebo',
    },
    {
      id: 'maddrey1978',
      citation:
        'Maddrey WC, Boitnott JK, Bedine MS, Weber FL Jr, Mezey E, White RI Jr. Corticosteroid therapy of alcoholic hepatitis. Gastroenterology. 1978;75(2):193–199. PMID: 352788.',
      pmid: '352788',
      kind: 'derivation (original function)',
    },
    {
      id: 'crabb2020',
      citation:
        'Crabb DW, Im GY, Szabo G, Mellinger JL, Lucey MR. Diagnosis and treatment of alcohol-associated liver diseases: 2019 practice guidance from the American Association for the Study of Liver Diseases. Hepatology. 2020;71(1):306–333.',
      doi: '10.1002/hep.30866',
      kind: 'guideline',
    },
  ],
  definitions: [
    { term: 'Control prothrombin time', definition: 'The laboratory’s reference prothrombin time (the mean normal value), against which the patient’s time is compared.' },
  ],
  category: 'Hepatology and gastroenterology',
  synonyms: ['Maddrey score', 'Maddrey DF', 'modified discriminant function', 'discriminant function alcoholic hepatitis', 'alcoholic hepatitis severity', 'steroids alcoholic hepatitis'],
  abbreviations: ['DF', 'mDF', 'MDF', 'PT', 'AH'],
  conditions: ['alcoholic hepatitis', 'alcohol-related hepatitis', 'alcohol-related liver disease'],
  instructions:
    'For adults with a clinical diagnosis of alcohol-related hepatitis (jaundice within weeks of heavy drinking). Enter the prothrombin time in seconds with the laboratory’s control time, and the total bilirubin. Not valid with a vitamin K antagonist or other anticoagulant that prolongs the prothrombin time.',
  whenToUse: ['At diagnosis of alcohol-related hepatitis, to decide whether the disease is severe enough to consider corticosteroids.'],
  pearls: [
    'The function needs the prothrombin time in seconds and the laboratory’s control time; it cannot be calculated from the INR, and results differ between laboratories with different reagents.',
    'A threshold of 32 is sensitive but not specific: many patients above it survive. MELD (above about 20) and the Glasgow alcoholic hepatitis score are alternatives.',
    'Exclude or treat infection, gastrointestinal bleeding and kidney failure before starting corticosteroids, and stop them on day 7 if the Lille model shows no response.',
    'Bilirubin in µmol/L is divided by 17.1 before it enters the formula.',
  ],
  nextSteps: {
    advice: [
      'Function 32 or more: discuss prednisolone 40 mg daily for 28 days with a specialist, after screening for infection, bleeding and kidney failure.',
      'On treatment: calculate the Lille model on day 7 and stop corticosteroids in non-responders.',
    ],
    management: ['Alcohol abstinence support, nutritional support (thiamine and adequate calories) and management of alcohol withdrawal in every patient.'],
  },
  evidence: [
    'Maddrey 1978 introduced the discriminant function in a trial of corticosteroids in alcoholic hepatitis; Carithers 1989 used the modified form (4.6 × prothrombin time prolongation + bilirubin in mg/dL) with a threshold of 32 to select patients for a randomized trial of methylprednisolone.',
    'In Carithers 1989, among patients with a function of 32 or more or with encephalopathy, 28-day survival was higher with methylprednisolone than with placebo.',
    'The threshold is applied to the function as displayed (1 decimal): a value shown as 32.0 is severe.',
  ],
  formula: ['Discriminant function = 4.6 × (patient prothrombin time − control prothrombin time, seconds) + total bilirubin (mg/dL)', 'Bilirubin µmol/L ÷ 17.1 = mg/dL', '32 or more: severe alcohol-related hepatitis'],
  resultSummary: 'Maddrey discriminant function {{maddrey_df}} ({{maddrey_severity}}).',
  testVectors: [
    {
      description: 'PT 20 s, control 12 s, bilirubin 10 mg/dL: 46.8, severe',
      inputs: { pt: 20, pt_control: 12, bilirubin: 10 },
      expected: { maddrey_df: 46.8, maddrey_severity: 'Severe' },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation with the carithers1989 formula: 4.6 × 8 (36.8) + 10 = 46.8 (≥ 32)',
    },
    {
      description: 'PT 15 s, control 12 s, bilirubin 5 mg/dL: 18.8, not severe',
      inputs: { pt: 15, pt_control: 12, bilirubin: 5 },
      expected: { maddrey_df: 18.8, maddrey_severity: 'Not severe' },
      tolerance: 1e-9,
      source: 'Not a published example: 4.6 × 3 (13.8) + 5 = 18.8 (< 32)',
    },
    {
      description: 'Bilirubin 342 µmol/L (20 mg/dL), PT 17 s, control 12 s: 43.0, severe',
      inputs: { pt: 17, pt_control: 12, bilirubin: 342, 'bilirubin.unit': 'µmol/L bilirubin' },
      expected: { maddrey_df: 43, maddrey_severity: 'Severe' },
      tolerance: 1e-9,
      source: 'Not a published example: 342 ÷ 17.1 = 20 mg/dL; 4.6 × 5 (23) + 20 = 43.0',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Formula 4.6 × (PT − control PT) + bilirubin (mg/dL) and the threshold of 32 (Carithers 1989).',
      citations: ['carithers1989', 'maddrey1978'],
      checkedAgainstPrimary: false,
      note: 'The original papers could not be opened; the formula and threshold are those given consistently by guidelines and reviews (AASLD 2019 guidance). No published worked example was found: the test vectors are hand calculations.',
    },
  ],
} satisfies ToolDefinitionInput

export default maddreyDiscriminantFunction
