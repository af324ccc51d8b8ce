import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, multiselect, mustHold, result, risk, score, warnUnless } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Caprini risk assessment model for venous thromboembolism in surgical patients, 2005 version
 * (Caprini JA, Dis Mon 2005;51:70–78), with the risk categories and prophylaxis guidance of the
 * ACCP 9th edition guideline for non-orthopaedic surgery (Gould MK et al., Chest 2012;141(2
 * Suppl):e227S–e277S): 0 very low, 1–2 low, 3–4 moderate, ≥ 5 high.
 *
 * Design notes:
 * - Age is entered as a number and scored by the form's bands (41–60: 1; 61–74: 2; ≥ 75: 3).
 * - The other factors are multiselects by weight (1, 2, 3, 5 points), each required with an explicit
 *   "None of these" choice; "None" with a factor is refused. The three factors for women only are a
 *   fourth multiselect shown (and required) only when sex is female; hidden, it scores 0.
 * - The form's free-text "other risk factors" line (1 point) is not offered: the 2005 form does not
 *   define what qualifies, so it cannot be scored reproducibly.
 * - The form sums every ticked box. Two overlaps are common in practice and are flagged with a
 *   warning (not refused, not removed): more than one type of operation ticked for what is usually
 *   one procedure, and "medical patient at bed rest" together with "confined to bed > 72 h".
 * - Risk categories and approximate baseline risks without prophylaxis are those Gould et al. give for
 *   general and abdominal–pelvic surgery; orthopaedic procedures have separate guidance.
 */
type Factor = readonly [name: string, value: string]

/** The factors of one weight: each label carries the weight, and "None of these" none. */
const factors = (weight: number, items: readonly Factor[]) => [
  ...items.map(([name, value]) => [name, value, weight] as const),
  ['None of these', 'none'] as const,
]
/** The points of one weight's ticked factors (a ticked factor reads 1). */
const sum = (field: string, weight: number, items: readonly Factor[]) => `${weight} * (${items.map(([, value]) => `${field}.${value}`).join(' + ')})`

const ONE_POINT: Factor[] = [
  ['Minor surgery planned', 'minor_surgery'],
  ['Major surgery in the past month', 'major_surgery_history'],
  ['Varicose veins', 'varicose_veins'],
  ['Inflammatory bowel disease (history)', 'ibd'],
  ['Swollen legs now', 'swollen_legs'],
  ['Overweight or obesity (BMI above 25)', 'obesity'],
  ['Acute myocardial infarction', 'acute_mi'],
  ['Congestive heart failure (in the past month)', 'chf'],
  ['Sepsis (in the past month)', 'sepsis'],
  ['Serious lung disease, including pneumonia (in the past month)', 'lung_disease'],
  ['Abnormal lung function (COPD)', 'copd'],
  ['Medical patient currently on bed rest', 'bed_rest'],
]
const TWO_POINTS: Factor[] = [
  ['Arthroscopic surgery', 'arthroscopic'],
  ['Cancer (current or previous)', 'malignancy'],
  ['Major surgery (more than 45 minutes)', 'major_surgery'],
  ['Laparoscopic surgery (more than 45 minutes)', 'laparoscopic'],
  ['Confined to bed (more than 72 hours)', 'confined_bed'],
  ['Immobilising plaster cast (in the past month)', 'cast'],
  ['Central venous access', 'central_line'],
]
const THREE_POINTS: Factor[] = [
  ['Previous deep vein thrombosis or pulmonary embolism', 'vte_history'],
  ['Family history of thrombosis', 'family_history'],
  ['Factor V Leiden', 'factor_v_leiden'],
  ['Prothrombin 20210A mutation', 'prothrombin'],
  ['Raised serum homocysteine', 'homocysteine'],
  ['Lupus anticoagulant', 'lupus_anticoagulant'],
  ['Raised anticardiolipin antibodies', 'anticardiolipin'],
  ['Heparin-induced thrombocytopenia', 'hit'],
  ['Other inherited or acquired thrombophilia', 'other_thrombophilia'],
]
const FIVE_POINTS: Factor[] = [
  ['Elective major lower-limb joint replacement', 'arthroplasty'],
  ['Hip, pelvis or leg fracture (in the past month)', 'fracture'],
  ['Stroke (in the past month)', 'stroke'],
  ['Multiple trauma (in the past month)', 'multiple_trauma'],
  ['Acute spinal cord injury with paralysis (in the past month)', 'spinal_cord_injury'],
]
const WOMEN: Factor[] = [
  ['Oral contraceptive or hormone replacement therapy', 'hormones'],
  ['Pregnant, or given birth in the past month', 'pregnancy'],
  ['Unexplained stillbirth, three or more miscarriages, or premature birth with pre-eclampsia or a growth-restricted baby', 'obstetric_history'],
]

const SCORE = [
  'if(age >= 75, 3, if(age >= 61, 2, if(age >= 41, 1, if(age >= 0, 0, null))))',
  sum('one_point', 1, ONE_POINT),
  sum('two_point', 2, TWO_POINTS),
  sum('three_point', 3, THREE_POINTS),
  sum('five_point', 5, FIVE_POINTS),
  `if(sex = 'female', ${sum('women', 1, WOMEN)}, if(sex = 'male', 0, null))`,
].join(' + ')

const FACTOR_HELP = { help: 'Tick each that applies, or "None of these".' }
const noneRule = (field: string) => mustHold(`not (${field}.none and ${field} > 1)`, '"None of these" cannot be ticked together with a risk factor.')

const capriniVte = {
  slug: 'caprini-vte',
  name: 'Caprini Score for Venous Thromboembolism (VTE) Risk in Surgical Patients (2005)',
  calcId: 'calc-caprini-vte',
  ...TOOL_BASE,
  eligibility:
    'Adults having surgery, especially general, abdominal–pelvic, gynaecological, urological, vascular and plastic surgery. Orthopaedic surgery (hip or knee replacement, hip fracture) has its own prophylaxis guidance.',
  description:
    'Adds up weighted risk factors (Caprini 2005) to estimate the risk of deep vein thrombosis and pulmonary embolism after surgery, and gives the matching ACCP risk category and prophylaxis approach.',
  contentName: 'caprini-vte',
  sections: {
    patient: ['age', 'sex', 'one_point', 'two_point', 'three_point', 'five_point', 'women'],
  },
  ehrpdns: ['age', 'sex'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '41–60: 1 point; 61–74: 2 points; 75 or over: 3 points.' }),
    sex: choice(
      'Sex',
      [
        ['Female', 'female'],
        ['Male', 'male'],
      ],
      { help: 'Three factors apply to women only.' },
    ),
    one_point: multiselect('Risk factors scoring 1 point', factors(1, ONE_POINT), { ...FACTOR_HELP, validations: [noneRule('one_point')] }),
    two_point: multiselect('Risk factors scoring 2 points', factors(2, TWO_POINTS), {
      ...FACTOR_HELP,
      validations: [
        noneRule('two_point'),
        warnUnless(
          'count(one_point.minor_surgery, two_point.arthroscopic, two_point.major_surgery, two_point.laparoscopic, five_point.arthroplasty) <= 1',
          'More than one type of operation is ticked. Usually one procedure is planned: tick only the type that fits it, unless there really are two.',
        ),
        warnUnless(
          'not (one_point.bed_rest and two_point.confined_bed)',
          'Both bed-rest factors are ticked. They describe overlapping situations: check that both apply.',
        ),
      ],
    }),
    three_point: multiselect('Risk factors scoring 3 points', factors(3, THREE_POINTS), { ...FACTOR_HELP, validations: [noneRule('three_point')] }),
    five_point: multiselect('Risk factors scoring 5 points', factors(5, FIVE_POINTS), { ...FACTOR_HELP, validations: [noneRule('five_point')] }),
    women: multiselect('For women: risk factors scoring 1 point', factors(1, WOMEN), {
      ...FACTOR_HELP,
      validations: [noneRule('women')],
      visibility: "sex = 'female'",
    }),
    score: score('Caprini score', SCORE, { cpdn: 'caprini_score', units: 'points' }),
    risk_category: risk(
      'VTE risk category (ACCP 2012, general and abdominal–pelvic surgery)',
      "if(score = null, null, if(score = 0, 'Very low', if(score <= 2, 'Low', if(score <= 4, 'Moderate', 'High'))))",
    ),
    baseline_risk: result(
      'Approximate VTE risk without prophylaxis',
      "if(score = null, null, if(score = 0, 'below 0.5%', if(score <= 2, 'about 1.5%', if(score <= 4, 'about 3%', 'about 6%'))))",
    ),
    interpretation: interpretation(
      "if(risk_category = null, null, if(risk_category = 'Very low', 'Very low risk: encourage early and frequent walking; no drug or mechanical prophylaxis is needed beyond that.', " +
        "if(risk_category = 'Low', 'Low risk: mechanical prophylaxis, preferably intermittent pneumatic compression, rather than an anticoagulant.', " +
        "if(risk_category = 'Moderate', 'Moderate risk: low-molecular-weight heparin or low-dose unfractionated heparin, or intermittent pneumatic compression; use compression alone when the bleeding risk is high.', " +
        "'High risk: low-molecular-weight heparin or low-dose unfractionated heparin, with added mechanical prophylaxis (stockings or pneumatic compression); if the bleeding risk is high, pneumatic compression until it falls. After abdominal or pelvic cancer surgery, continue low-molecular-weight heparin for about 4 weeks.'))))",
      { label: 'Prophylaxis' },
    ),
  }),

  risk: ['score', 'risk_category', 'baseline_risk', 'interpretation'],
  chartNote: {
    cc: 'Caprini score {{caprini_score}} points: {{risk_category}} VTE risk (ACCP 2012 category; approximate risk without prophylaxis {{baseline_risk}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'caprini2005',
      citation: 'Caprini JA. Thrombosis risk assessment as a guide to quality patient care. Dis Mon. 2005;51(2–3):70–78.',
      pmid: '15900257',
      doi: '10.1016/j.disamonth.2005.02.003',
      kind: 'derivation (2005 risk assessment form)',
    },
    {
      id: 'gould2012',
      citation:
        'Gould MK, Garcia DA, Wren SM, et al. Prevention of VTE in nonorthopedic surgical patients: Antithrombotic Therapy and Prevention of Thrombosis, 9th ed: American College of Chest Physicians Evidence-Based Clinical Practice Guidelines. Chest. 2012;141(2 Suppl):e227S–e277S.',
      pmid: '22315263',
      doi: '10.1378/chest.11-2297',
      kind: 'guideline',
    },
    {
      id: 'bahl2010',
      citation:
        'Bahl V, Hu HM, Henke PK, Wakefield TW, Campbell DA Jr, Caprini JA. A validation study of a retrospective venous thromboembolism risk scoring method. Ann Surg. 2010;251(2):344–350.',
      kind: 'validation',
      cohort: 'n = 8,216 surgical patients (Michigan), 2005 form scored retrospectively',
    },
  ],
  definitions: [
    { term: 'VTE', definition: 'Venous thromboembolism: deep vein thrombosis (DVT) or pulmonary embolism (PE).' },
    { term: 'IPC', definition: 'Intermittent pneumatic compression: inflatable leg sleeves that squeeze the calves to keep venous blood moving.' },
  ],
  category: 'Risk and comorbidity',
  synonyms: ['Caprini score', 'Caprini risk assessment model', 'surgical VTE risk', 'postoperative DVT risk', 'thromboprophylaxis', 'DVT prophylaxis'],
  abbreviations: ['VTE', 'DVT', 'PE', 'RAM', 'LMWH', 'IPC'],
  conditions: ['venous thromboembolism', 'deep vein thrombosis', 'pulmonary embolism', 'surgery'],
  instructions:
    'Score before surgery and again if the situation changes. Enter age and sex, then tick every factor present in each group (or "None of these"); women also answer three pregnancy and hormone questions. Use for non-orthopaedic surgery; joint replacement and hip fracture have their own guidance.',
  whenToUse: [
    'Planning thromboprophylaxis before general, abdominal–pelvic, gynaecological, urological, vascular, thoracic or plastic surgery.',
    'Re-assessing risk after complications, prolonged immobility or a change of plan.',
  ],
  pearls: [
    'Family history of thrombosis is the factor most often missed: ask about it explicitly.',
    'Decide prophylaxis on bleeding risk as well as VTE risk: mechanical methods are the fallback when bleeding risk is high.',
    'Later versions of the form (2010, 2013) changed several weights; scores from different versions are not interchangeable.',
    'Risk categories and baseline risks here come from the ACCP 2012 guideline for general and abdominal–pelvic surgery; they fit other non-orthopaedic surgery only approximately.',
  ],
  nextSteps: {
    advice: ['Assess bleeding risk alongside the Caprini score before choosing drug prophylaxis.', 'Encourage early mobilisation for every patient.'],
    management: [
      'Check kidney function and platelet count before heparin prophylaxis, and adjust doses for kidney function and weight.',
      'Plan the duration: extended prophylaxis (about 4 weeks) after abdominal or pelvic cancer surgery in high-risk patients.',
    ],
  },
  evidence: [
    'Caprini (2005) set out the weighted risk-factor form and its use to choose prophylaxis.',
    'Bahl et al. (2010) applied the 2005 form retrospectively to 8,216 surgical patients in Michigan and found the 30-day VTE rate rose steadily with the score.',
    'Gould et al. (ACCP 2012) grouped the score into very low (0), low (1–2), moderate (3–4) and high (≥ 5) risk, with baseline risks without prophylaxis of roughly under 0.5%, 1.5%, 3% and 6%, and recommended prophylaxis for each group.',
  ],
  formula: [
    'Age: 41–60 = 1; 61–74 = 2; ≥ 75 = 3',
    'Sum of ticked factors: 1, 2, 3 or 5 points each; women-only factors 1 point each',
    'Categories (ACCP 2012): 0 very low; 1–2 low; 3–4 moderate; ≥ 5 high',
  ],
  resultSummary: 'Caprini {{caprini_score}} points: {{risk_category}} VTE risk ({{baseline_risk}} without prophylaxis).',
  testVectors: [
    {
      description: 'Man of 35 with minor surgery and nothing else',
      inputs: { age: 35, sex: 'male', one_point: ['minor_surgery'], two_point: ['none'], three_point: ['none'], five_point: ['none'] },
      expected: { caprini_score: 1, risk_category: 'Low' },
      source: 'Hand calculation: caprini2005 (minor surgery 1 point; age under 41 = 0); gould2012 category 1–2 = low',
    },
    {
      description: 'Man of 65 with cancer, major surgery and BMI above 25',
      inputs: { age: 65, sex: 'male', one_point: ['obesity'], two_point: ['malignancy', 'major_surgery'], three_point: ['none'], five_point: ['none'] },
      expected: { caprini_score: 7, risk_category: 'High' },
      source: 'Hand calculation: caprini2005 (age 61–74 = 2, cancer 2, major surgery 2, BMI > 25 = 1); gould2012 category ≥ 5 = high',
    },
    {
      description: 'Woman of 30 on the pill having laparoscopic surgery over 45 minutes',
      inputs: { age: 30, sex: 'female', one_point: ['none'], two_point: ['laparoscopic'], three_point: ['none'], five_point: ['none'], women: ['hormones'] },
      expected: { caprini_score: 3, risk_category: 'Moderate' },
      source: 'Hand calculation: caprini2005 (laparoscopic > 45 min 2, oral contraceptive 1); gould2012 category 3–4 = moderate',
    },
  ],
} satisfies ToolDefinitionInput

export default capriniVte
