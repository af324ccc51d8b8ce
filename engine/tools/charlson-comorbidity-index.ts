import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, multiselect, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Charlson Comorbidity Index (Charlson ME et al., J Chronic Dis 1987;40:373–383) with the age
 * adjustment of Charlson M et al., J Clin Epidemiol 1994;47:1245–1251 (one point per decade from
 * 50: 50–59 = 1, 60–69 = 2, 70–79 = 3, 80 and over = 4).
 *
 * Design notes:
 * - The 19 conditions are three multiselects by weight (1 point; 2 points; 3 or 6 points). Each has
 *   an explicit "None of these" choice and is required, so an unanswered group never scores 0; ticking
 *   "None" together with a condition is refused.
 * - Three pairs are mutually exclusive in the index: mild vs moderate–severe liver disease, diabetes
 *   without vs with end-organ damage, any (non-metastatic) tumour vs metastatic solid tumour. The
 *   score expression counts only the higher-weighted item of each pair, and a warning (not an error)
 *   tells the user which one counted.
 * - The 10-year survival estimate often shown with the index (0.983^(e^(0.9 × CCI))) is NOT shown:
 *   its derivation is not traceable to a table or equation in the primary papers with enough
 *   certainty, and it was fitted to a 1960s–70s cohort.
 * - Age is accepted up to the plausibility limit; every age of 80 or over scores 4.
 */
const noneRule = (field: string) => ({
  rule: `not (${field}.none and ${field} > 1)`,
  message: '"None of these" cannot be ticked together with a condition.',
  type: 'error' as const,
})

const TICK = 'Tick each that applies, or "None of these".'
const NONE = ['None of these', 'none'] as const

const charlsonComorbidityIndex: ToolDefinitionInput = {
  slug: 'charlson-comorbidity-index',
  name: 'Charlson Comorbidity Index (CCI), with Age Adjustment',
  calcId: 'calc-charlson-comorbidity-index',
  ...TOOL_BASE,
  eligibility: 'Adults, usually in research, audit or treatment planning where the burden of other illnesses affects prognosis.',
  description:
    'Scores 19 weighted chronic conditions into the Charlson Comorbidity Index, a measure of the burden of other illnesses and its effect on long-term survival, with the age-adjusted version.',
  contentName: 'charlson-comorbidity-index',
  sections: {
    patient: ['age', 'one_point', 'two_point', 'high_point'],
  },
  ehrpdns: ['age'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: 'Adds 1 point per decade from 50 (50–59: 1 … 80 and over: 4).' }),
    one_point: multiselect(
      'Conditions scoring 1 point',
      [
        ['Myocardial infarction (history, not ECG changes alone)', 'mi', 1],
        ['Congestive heart failure', 'chf', 1],
        ['Peripheral vascular disease (claudication, arterial bypass, gangrene, or untreated aortic aneurysm ≥ 6 cm)', 'pvd', 1],
        ['Cerebrovascular disease (stroke with little or no residual deficit, or TIA)', 'cvd', 1],
        ['Dementia', 'dementia', 1],
        ['Chronic pulmonary disease', 'pulmonary', 1],
        ['Connective tissue disease (e.g. lupus, polymyositis, polymyalgia rheumatica, moderate–severe rheumatoid arthritis)', 'connective_tissue', 1],
        ['Peptic ulcer disease (treated, or past ulcer bleeding)', 'ulcer', 1],
        ['Mild liver disease (chronic hepatitis or cirrhosis without portal hypertension)', 'liver_mild', 1],
        ['Diabetes treated with medicines, without end-organ damage (not diet alone)', 'diabetes', 1],
        NONE,
      ],
      { help: TICK, validations: [noneRule('one_point')] },
    ),
    two_point: multiselect(
      'Conditions scoring 2 points',
      [
        ['Hemiplegia or paraplegia', 'hemiplegia', 2],
        ['Moderate or severe kidney disease (creatinine above 3 mg/dL [265 µmol/L], dialysis, transplant or uraemia)', 'renal', 2],
        ['Diabetes with end-organ damage (retinopathy, neuropathy or nephropathy)', 'diabetes_organ', 2],
        ['Any solid tumour without metastases, diagnosed or treated within the last 5 years', 'tumour', 2],
        ['Leukaemia (acute or chronic)', 'leukaemia', 2],
        ['Lymphoma', 'lymphoma', 2],
        NONE,
      ],
      {
        help: TICK,
        validations: [
          noneRule('two_point'),
          {
            rule: 'not (one_point.diabetes and two_point.diabetes_organ)',
            message: 'Diabetes is counted once: with end-organ damage (2 points), not also as uncomplicated diabetes (1 point).',
            type: 'warning',
          },
        ],
      },
    ),
    high_point: multiselect(
      'Conditions scoring 3 or 6 points',
      [
        ['Moderate or severe liver disease (cirrhosis with portal hypertension, with or without variceal bleeding) — 3 points', 'liver_severe', 3],
        ['Metastatic solid tumour — 6 points', 'metastatic', 6],
        ['AIDS (not HIV infection alone) — 6 points', 'aids', 6],
        NONE,
      ],
      {
        help: TICK,
        validations: [
          noneRule('high_point'),
          {
            rule: 'not (one_point.liver_mild and high_point.liver_severe)',
            message: 'Liver disease is counted once: moderate or severe (3 points), not also as mild (1 point).',
            type: 'warning',
          },
          {
            rule: 'not (two_point.tumour and high_point.metastatic)',
            message: 'A solid tumour is counted once: metastatic (6 points), not also as a tumour without metastases (2 points).',
            type: 'warning',
          },
        ],
      },
    ),
    // "None of these" carries no points, so the sum is written out; each pair counts its higher member only.
    cci: score(
      'Charlson Comorbidity Index (conditions only)',
      'one_point.mi + one_point.chf + one_point.pvd + one_point.cvd + one_point.dementia + one_point.pulmonary + one_point.connective_tissue + one_point.ulcer' +
        ' + (one_point.liver_mild and not high_point.liver_severe)' +
        ' + (one_point.diabetes and not two_point.diabetes_organ)' +
        ' + 2 * (two_point.hemiplegia + two_point.renal + two_point.diabetes_organ + (two_point.tumour and not high_point.metastatic) + two_point.leukaemia + two_point.lymphoma)' +
        ' + 3 * high_point.liver_severe + 6 * (high_point.metastatic + high_point.aids)',
      { cpdn: 'charlson_index', units: 'points' },
    ),
    age_points: result('Age points', 'if(age >= 80, 4, if(age >= 70, 3, if(age >= 60, 2, if(age >= 50, 1, if(age >= 0, 0, null)))))', { units: 'points' }),
    cci_age: score('Age-adjusted Charlson Comorbidity Index', 'cci + age_points', { cpdn: 'charlson_index_age_adjusted', units: 'points' }),
    interpretation: interpretation(
      "if(cci = null, null, if(cci = 0, 'Index 0: none of the weighted conditions; the lowest-risk group in the original study.', " +
        "if(cci <= 2, 'Index 1–2: a modest comorbidity burden; mortality in the original cohort was clearly higher than at 0.', " +
        "if(cci <= 4, 'Index 3–4: a substantial comorbidity burden with markedly raised mortality in the original cohort.', " +
        "'Index 5 or more: a heavy comorbidity burden; the highest-mortality group of the original cohort.'))) + " +
        "' The age-adjusted index adds one point per decade from 50, treating each decade like one comorbidity point.')",
    ),
  }),
  risk: ['cci', 'cci_age', 'age_points', 'interpretation'],
  chartNote: {
    cc: 'Charlson Comorbidity Index {{charlson_index}} points; age-adjusted {{charlson_index_age_adjusted}} points (age {{age_points}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'charlson1987',
      citation:
        'Charlson ME, Pompei P, Ales KL, MacKenzie CR. A new method of classifying prognostic comorbidity in longitudinal studies: development and validation. J Chronic Dis. 1987;40(5):373–383.',
      pmid: '3558716',
      doi: '10.1016/0021-9681(87)90171-8',
      kind: 'derivation',
      cohort: 'n = 559 medical inpatients (derivation, 1-year mortality); n = 685 women with breast cancer (validation, 10-year comorbidity deaths)',
    },
    {
      id: 'charlson1994',
      citation: 'Charlson M, Szatrowski TP, Peterson J, Gold J. Validation of a combined comorbidity index. J Clin Epidemiol. 1994;47(11):1245–1251.',
      pmid: '7722560',
      doi: '10.1016/0895-4356(94)90129-5',
      kind: 'validation',
      cohort: 'n = 226 patients with hypertension or diabetes undergoing elective surgery',
    },
  ],
  definitions: [{ term: 'Comorbidity', definition: 'An illness present alongside the condition being studied or treated.' }],
  category: 'Risk and comorbidity',
  synonyms: ['Charlson index', 'Charlson score', 'comorbidity score', 'age-adjusted Charlson', 'comorbidity burden', 'ACCI'],
  abbreviations: ['CCI', 'ACCI', 'CCI-A'],
  conditions: ['comorbidity', 'multimorbidity'],
  instructions:
    'Enter age and tick every condition that applies in each group (or "None of these"). Count conditions that are established and chronic, not acute episodes. When both members of a pair apply (liver disease, diabetes, solid tumour), only the more severe one is counted.',
  whenToUse: [
    'Describing comorbidity in research, registries and audits, or adjusting outcomes for it.',
    'Weighing life expectancy in treatment planning, for example before screening or major elective treatment.',
  ],
  pearls: [
    'The index was built to predict death from comorbid illness over years, not short-term surgical risk; for operations use a procedure-specific tool.',
    'Each pair of related conditions counts once, at the higher weight: mild vs moderate–severe liver disease, diabetes with vs without end-organ damage, non-metastatic vs metastatic solid tumour.',
    'Many later versions exist (Deyo and Quan coding adaptations, updated weights); their scores are not interchangeable with the original.',
    'Survival estimates attached to the index come from patients treated decades ago; treat them as historical, not individual predictions.',
  ],
  nextSteps: {
    advice: [
      'Use the index as one input to a prognosis discussion, alongside function, frailty and the patient’s goals.',
      'Record which version (original or age-adjusted) is reported.',
    ],
    management: ['Where comorbidity is heavy, review whether screening and elective treatments are still likely to benefit the patient within their life expectancy.'],
  },
  evidence: [
    'Charlson et al. (1987) derived the weights from 1-year mortality in 559 medical inpatients and validated the index against 10-year deaths from comorbid disease in 685 women treated for breast cancer; risk rose steadily across the groups 0, 1–2, 3–4 and 5 or more.',
    'Charlson et al. (1994) combined comorbidity and age into one index, counting each decade from 50 as one point, and validated it in 226 surgical patients with hypertension or diabetes.',
  ],
  formula: [
    '1 point each: myocardial infarction, congestive heart failure, peripheral vascular disease, cerebrovascular disease, dementia, chronic pulmonary disease, connective tissue disease, peptic ulcer disease, mild liver disease, uncomplicated diabetes',
    '2 points each: hemiplegia, moderate or severe kidney disease, diabetes with end-organ damage, any non-metastatic solid tumour (within 5 years), leukaemia, lymphoma',
    '3 points: moderate or severe liver disease; 6 points each: metastatic solid tumour, AIDS',
    'Pairs counted once at the higher weight: liver disease, diabetes, solid tumour',
    'Age points: 50–59 = 1, 60–69 = 2, 70–79 = 3, ≥ 80 = 4; age-adjusted index = index + age points',
  ],
  resultSummary: 'Charlson Comorbidity Index {{charlson_index}}; age-adjusted {{charlson_index_age_adjusted}}.',
  testVectors: [
    {
      description: 'Age 45, no conditions',
      inputs: { age: 45, one_point: ['none'], two_point: ['none'], high_point: ['none'] },
      expected: { charlson_index: 0, age_points: 0, charlson_index_age_adjusted: 0 },
      source: 'charlson1987 weights; charlson1994 age points (under 50 = 0)',
    },
    {
      description: 'Age 72 with heart failure, chronic pulmonary disease and diabetes with end-organ damage',
      inputs: { age: 72, one_point: ['chf', 'pulmonary'], two_point: ['diabetes_organ'], high_point: ['none'] },
      expected: { charlson_index: 4, age_points: 3, charlson_index_age_adjusted: 7 },
      source: 'Hand calculation with the charlson1987 weights (1 + 1 + 2 = 4) and charlson1994 age points (70–79 = 3)',
    },
    {
      description: 'Both members of every exclusive pair ticked: only the higher weight counts',
      inputs: { age: 60, one_point: ['liver_mild', 'diabetes'], two_point: ['diabetes_organ', 'tumour'], high_point: ['liver_severe', 'metastatic'] },
      expected: { charlson_index: 11, charlson_index_age_adjusted: 13 },
      source: 'Hand calculation (charlson1987): diabetes with end-organ damage 2 + moderate–severe liver disease 3 + metastatic solid tumour 6 = 11; age 60–69 = 2',
    },
  ],
}

export default charlsonComorbidityIndex
