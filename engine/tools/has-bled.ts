import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, lookupTable, measure, multiselect, result, risk, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Pisters 2010: major bleeds per 100 patient-years by HAS-BLED score, as published; no rate above 5. */
const BLEED_RATES = [
  [0, '1.13'],
  [1, '1.02'],
  [2, '1.88'],
  [3, '3.74'],
  [4, '8.70'],
  [5, '12.50'],
] as const

/** The test vectors' profile with no item present. */
const NO_ITEM = { age: 50, hypertension: 'no', renal_liver: ['none'], stroke: 'no', bleeding: 'no', warfarin: 'no', drugs: 'no', alcohol: 'no' }
const PISTERS_RATES = 'pisters2010 (item points; bleeds per 100 patient-years by score, Euro Heart Survey)'

/**
 * HAS-BLED: one-year risk of major bleeding in atrial fibrillation.
 * Pisters R et al., Chest 2010;138(5):1093–1100.
 *
 * Design notes:
 * - Kidney and liver dysfunction are one multiselect (1 point per ticked choice). An empty
 *   multiselect counts as unanswered, so the field is required and has an explicit "Neither"
 *   choice: skipping the question can never silently score 0.
 * - Labile INR only applies to a vitamin K antagonist; it is asked (and required) only after
 *   "Taking warfarin …?" is answered yes. When hidden it is empty and scores 0.
 * - The yearly rates are the published Euro Heart Survey figures for scores 0–5; the paper
 *   gives no rate for 6 or more (too few patients), so none is shown.
 */
const hasBled = {
  slug: 'has-bled',
  name: 'HAS-BLED Score for Major Bleeding Risk in Atrial Fibrillation',
  calcId: 'calc-has-bled',
  ...TOOL_BASE,
  eligibility: 'Adults with atrial fibrillation who take, or are being considered for, oral anticoagulation.',
  description:
    'Estimates the one-year risk of major bleeding in atrial fibrillation and points to bleeding risk factors that can be corrected.',
  contentName: 'has-bled',
  sections: {
    patient: ['age', 'hypertension', 'renal_liver', 'stroke', 'bleeding', 'warfarin', 'labile_inr', 'drugs', 'alcohol'],
  },
  ehrpdns: ['age'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: 'Older than 65 years scores 1 point.' }),
    hypertension: yesNo('Uncontrolled hypertension', { help: 'Systolic blood pressure above 160 mmHg.', points: 1 }),
    renal_liver: multiselect(
      'Abnormal kidney and/or liver function',
      [
        ['Abnormal kidney function', 'renal', 1],
        ['Abnormal liver function', 'liver', 1],
        ['Neither', 'none'],
      ],
      {
        help: 'Tick each that applies (1 point each), or tick "Neither".',
        background: [
          { content: 'Kidney: long-term dialysis, a kidney transplant, or serum creatinine ≥ 200 µmol/L (2.26 mg/dL).' },
          {
            content:
              'Liver: chronic liver disease such as cirrhosis, or bilirubin above 2 × the upper limit of normal with AST, ALT or alkaline phosphatase above 3 × the upper limit of normal.',
          },
        ],
        validations: [
          {
            // `renal_liver` is the number of ticked choices; `renal_liver.none` whether "Neither" is ticked.
            rule: 'not (renal_liver.none and renal_liver > 1)',
            message: '"Neither" cannot be ticked together with abnormal kidney or liver function.',
            type: 'error',
          },
        ],
      },
    ),
    stroke: yesNo('Stroke history', { points: 1 }),
    bleeding: yesNo('Major bleeding history or predisposition to bleeding', {
      help: 'A previous major bleed, or a tendency to bleed such as anaemia, low platelets or a bleeding disorder.',
      points: 1,
    }),
    warfarin: yesNo('Taking warfarin or another vitamin K antagonist', { help: 'INR control is scored only for patients on a vitamin K antagonist.' }),
    labile_inr: yesNo('Labile INR', {
      help: 'Unstable or high INR values, or time in the therapeutic range below 60%.',
      points: 1,
      visibility: "warfarin = 'yes'",
    }),
    drugs: yesNo('Medicines that increase bleeding', { help: 'Concomitant antiplatelet drugs (such as aspirin or clopidogrel) or NSAIDs.', points: 1 }),
    alcohol: yesNo('Alcohol excess', { help: '8 or more drinks a week.', points: 1 }),
    // "Neither" has no points, so the two dysfunctions count by name; labile INR scores only on
    // a vitamin K antagonist (hidden otherwise, it has no points to add).
    score: score(
      'HAS-BLED score',
      "points(hypertension, stroke, bleeding, drugs, alcohol) + renal_liver.renal + renal_liver.liver + if(warfarin = 'yes', points(labile_inr), 0) + (age > 65)",
      { cpdn: 'has_bled_score', units: 'points' },
    ),
    bleed_rate: risk(
      'Major bleeds per 100 patient-years at this score (Euro Heart Survey)',
      lookupTable('score', BLEED_RATES.map(([s, rate]) => [s, Number(rate)])),
      { units: 'per 100 patient-years', decimals: 2 },
    ),
    rate_statement: result(
      'Observed bleeding rate',
      `if(score <= 5, 'In the Euro Heart Survey, patients with this score had ' + ${lookupTable('score', BLEED_RATES)} + ' major bleeds per 100 patient-years.', 'Too few patients scored 6 or more in the Euro Heart Survey to give a bleeding rate for this score.')`,
      { type: 'summary.statement' },
    ),
    interpretation: interpretation(
      "if(score <= 1, 'Low bleeding risk (0–1 points). Keep reviewing bleeding risk factors at follow-up.', if(score = 2, 'Moderate bleeding risk (2 points). Correct any modifiable risk factors and review at follow-up.', 'High bleeding risk (3 or more points). Find and correct modifiable risk factors (blood pressure, INR control, antiplatelet or NSAID use, alcohol) and review more often. A high score alone is not a reason to withhold anticoagulation.'))",
    ),
  }),
  risk: ['score', 'bleed_rate', 'rate_statement', 'interpretation'],
  chartNote: {
    cc: 'HAS-BLED score {{has_bled_score}} points. {{rate_statement}} {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'pisters2010',
      citation:
        'Pisters R, Lane DA, Nieuwlaat R, de Vos CB, Crijns HJGM, Lip GYH. A novel user-friendly score (HAS-BLED) to assess 1-year risk of major bleeding in patients with atrial fibrillation: the Euro Heart Survey. Chest. 2010;138(5):1093–1100.',
      pmid: '20299623',
      doi: '10.1378/chest.10-0134',
      kind: 'derivation',
      cohort: 'n = 3,978 Euro Heart Survey patients with complete 1-year follow-up; 53 major bleeds',
    },
    {
      id: 'gao2021',
      citation:
        'Gao X, Cai X, Yang Y, Zhou Y, Zhu W. Diagnostic accuracy of the HAS-BLED bleeding score in VKA- or DOAC-treated patients with atrial fibrillation: a systematic review and meta-analysis. Front Cardiovasc Med. 2021;8:757087.',
      pmid: '34881309',
      doi: '10.3389/fcvm.2021.757087',
      kind: 'meta-analysis',
      cohort: '39 studies of anticoagulated patients',
    },
    {
      id: 'hindricks2021',
      citation:
        'Hindricks G, Potpara T, Dagres N, et al. 2020 ESC Guidelines for the diagnosis and management of atrial fibrillation developed in collaboration with the European Association for Cardio-Thoracic Surgery (EACTS). Eur Heart J. 2021;42(5):373–498.',
      doi: '10.1093/eurheartj/ehaa612',
      kind: 'guideline',
    },
  ],
  category: 'Cardiology',
  synonyms: ['bleeding risk in atrial fibrillation', 'anticoagulation bleeding risk', 'major bleeding risk score'],
  abbreviations: ['AF', 'afib', 'HASBLED', 'INR', 'NSAID', 'VKA'],
  conditions: ['atrial fibrillation', 'bleeding', 'hemorrhage'],
  instructions:
    'Use for adults with atrial fibrillation who take or are being considered for oral anticoagulation. Answer every item from the history, medication list and recent blood tests. Labile INR is asked only for patients on warfarin or another vitamin K antagonist. Not validated outside atrial fibrillation (for example for venous thromboembolism).',
  whenToUse: [
    'When starting oral anticoagulation for atrial fibrillation, alongside a stroke risk score such as CHA₂DS₂-VASc.',
    'At follow-up visits, to spot new or uncorrected bleeding risk factors.',
  ],
  pearls: [
    'The score is a prompt to fix what can be fixed: uncontrolled blood pressure, labile INR, unnecessary antiplatelet drugs or NSAIDs, and alcohol excess.',
    'A high score is not on its own a reason to withhold anticoagulation: stroke risk usually outweighs bleeding risk, and patients with high scores need closer follow-up instead.',
    'Labile INR scores only on a vitamin K antagonist; for patients on a direct oral anticoagulant or not anticoagulated it scores 0.',
    'Kidney and liver dysfunction score 1 point each; so do antiplatelet/NSAID use and alcohol excess.',
    'The yearly rates come from a European survey with few patients at the highest scores; no rate is given above 5 points.',
  ],
  nextSteps: {
    advice: [
      '0–1 points (low risk): anticoagulate according to stroke risk; review bleeding risk factors at follow-up.',
      '2 points (moderate risk): correct modifiable risk factors and review at follow-up.',
      '3 or more points (high risk): correct modifiable risk factors, plan earlier and more frequent review, and do not withhold anticoagulation on the score alone.',
    ],
    management: [
      'Control blood pressure, stop antiplatelet drugs and NSAIDs that are not clearly needed, and address alcohol excess.',
      'On warfarin with poor INR control, improve control or consider a direct oral anticoagulant when suitable.',
      'Check kidney and liver function, blood count and interacting drugs, and adjust anticoagulant dosing to them.',
    ],
  },
  evidence: [
    'Derived in 3,978 patients of the Euro Heart Survey on atrial fibrillation with one-year follow-up; 53 major bleeds (1.5%) occurred, and the bleeding rate rose with the score.',
    'Discrimination in the derivation cohort was moderate (c-statistic about 0.72), higher in subgroups on antiplatelet drugs alone or no antithrombotic therapy.',
    'A 2021 meta-analysis of 39 studies in anticoagulated patients found a pooled c-statistic of about 0.63 on vitamin K antagonists and on direct oral anticoagulants.',
  ],
  formula: [
    'Uncontrolled hypertension (systolic > 160 mmHg) +1',
    'Abnormal kidney function +1; abnormal liver function +1',
    'Stroke history +1',
    'Major bleeding history or predisposition +1',
    'Labile INR (on a vitamin K antagonist only) +1',
    'Age > 65 years +1',
    'Antiplatelet drugs or NSAIDs +1; alcohol ≥ 8 drinks a week +1',
    'Total 0–9 points',
  ],
  resultSummary: 'HAS-BLED {{has_bled_score}} points. {{rate_statement}}',
  testVectors: [
    { description: 'No risk factors, age 50, not on warfarin: score 0', inputs: NO_ITEM, expected: { has_bled_score: 0, bleed_rate: 1.13 }, source: PISTERS_RATES },
    { description: 'Age 70 only: score 1', inputs: { ...NO_ITEM, age: 70 }, expected: { has_bled_score: 1, bleed_rate: 1.02 }, source: PISTERS_RATES },
    { description: 'Age 70 on aspirin: score 2', inputs: { ...NO_ITEM, age: 70, drugs: 'yes' }, expected: { has_bled_score: 2, bleed_rate: 1.88 }, source: PISTERS_RATES },
    {
      description: 'Age 70, uncontrolled hypertension, on warfarin with labile INR: score 3',
      inputs: { ...NO_ITEM, age: 70, hypertension: 'yes', warfarin: 'yes', labile_inr: 'yes' },
      expected: { has_bled_score: 3, bleed_rate: 3.74 },
      source: PISTERS_RATES,
    },
    {
      description: 'Abnormal kidney and liver function, prior stroke and bleeding: score 4',
      inputs: { ...NO_ITEM, age: 60, renal_liver: ['renal', 'liver'], stroke: 'yes', bleeding: 'yes' },
      expected: { has_bled_score: 4, bleed_rate: 8.7 },
      source: PISTERS_RATES,
    },
    {
      description: 'Age 80, stroke, bleeding, NSAID and alcohol excess: score 5',
      inputs: { ...NO_ITEM, age: 80, stroke: 'yes', bleeding: 'yes', drugs: 'yes', alcohol: 'yes' },
      expected: { has_bled_score: 5, bleed_rate: 12.5 },
      source: PISTERS_RATES,
    },
    {
      description: 'Every item present: maximum 9 points',
      inputs: { age: 80, hypertension: 'yes', renal_liver: ['renal', 'liver'], stroke: 'yes', bleeding: 'yes', warfarin: 'yes', labile_inr: 'yes', drugs: 'yes', alcohol: 'yes' },
      expected: { has_bled_score: 9 },
      source: 'pisters2010 (nine items of 1 point each: maximum 9)',
    },
  ],
} satisfies ToolDefinitionInput

export default hasBled
