import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'

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
const score =
  "if(age >= 75, 3, if(age >= 61, 2, if(age >= 41, 1, if(age >= 0, 0, null))))" +
  ' + one_point.minor_surgery + one_point.major_surgery_history + one_point.varicose_veins + one_point.ibd + one_point.swollen_legs' +
  ' + one_point.obesity + one_point.acute_mi + one_point.chf + one_point.sepsis + one_point.lung_disease + one_point.copd + one_point.bed_rest' +
  ' + 2 * (two_point.arthroscopic + two_point.malignancy + two_point.major_surgery + two_point.laparoscopic + two_point.confined_bed + two_point.cast + two_point.central_line)' +
  ' + 3 * (three_point.vte_history + three_point.family_history + three_point.factor_v_leiden + three_point.prothrombin + three_point.homocysteine' +
  ' + three_point.lupus_anticoagulant + three_point.anticardiolipin + three_point.hit + three_point.other_thrombophilia)' +
  ' + 5 * (five_point.arthroplasty + five_point.fracture + five_point.stroke + five_point.multiple_trauma + five_point.spinal_cord_injury)' +
  " + if(sex = 'female', women.hormones + women.pregnancy + women.obstetric_history, if(sex = 'male', 0, null))"

const noneRule = (field: string) => ({
  rule: `not (${field}.none and ${field} > 1)`,
  message: '"None of these" cannot be ticked together with a risk factor.',
  type: 'error' as const,
})

const capriniVte = {
  slug: 'caprini-vte',
  name: 'Caprini Score for Venous Thromboembolism (VTE) Risk in Surgical Patients (2005)',
  calcId: 'calc-caprini-vte',
  status: 'released',
  toolType: 3,
  eligibility:
    'Adults having surgery, especially general, abdominal–pelvic, gynaecological, urological, vascular and plastic surgery. Orthopaedic surgery (hip or knee replacement, hip fracture) has its own prophylaxis guidance.',
  description:
    'Adds up weighted risk factors (Caprini 2005) to estimate the risk of deep vein thrombosis and pulmonary embolism after surgery, and gives the matching ACCP risk category and prophylaxis approach.',
  isFree: true,
  contentName: 'caprini-vte',
  modified: '2026-11-22',
  version: '1.0.0',
  steps: ['patient', 'assessment'],
  sections: {
    patient: ['age', 'sex', 'one_point', 'two_point', 'three_point', 'five_point', 'women'],
  },
  ehrpdns: ['age', 'sex'],
  controls: {
    age: {
      name: 'age',
      type: 'numeric.basic',
      attributes: {
        fieldInfo: {
          baseContent: 'Age',
          inlineText: '41–60: 1 point; 61–74: 2 points; 75 or over: 3 points.',
          units: 'years',
          constraints: { required: 'yes', minValue: 18, maxValue: AGE_PLAUSIBLE_MAX },
        },
      },
    },
    sex: {
      name: 'sex',
      type: 'singleselect.toggle',
      attributes: {
        fieldInfo: {
          baseContent: 'Sex',
          inlineText: 'Three factors apply to women only.',
          labels: [
            { name: 'Female', value: 'female' },
            { name: 'Male', value: 'male' },
          ],
          constraints: { required: 'yes' },
        },
      },
    },
    one_point: {
      name: 'one_point',
      type: 'multiselect.toggle',
      attributes: {
        fieldInfo: {
          baseContent: 'Risk factors scoring 1 point',
          inlineText: 'Tick each that applies, or "None of these".',
          labels: [
            { name: 'Minor surgery planned', value: 'minor_surgery', points: 1 },
            { name: 'Major surgery in the past month', value: 'major_surgery_history', points: 1 },
            { name: 'Varicose veins', value: 'varicose_veins', points: 1 },
            { name: 'Inflammatory bowel disease (history)', value: 'ibd', points: 1 },
            { name: 'Swollen legs now', value: 'swollen_legs', points: 1 },
            { name: 'Overweight or obesity (BMI above 25)', value: 'obesity', points: 1 },
            { name: 'Acute myocardial infarction', value: 'acute_mi', points: 1 },
            { name: 'Congestive heart failure (in the past month)', value: 'chf', points: 1 },
            { name: 'Sepsis (in the past month)', value: 'sepsis', points: 1 },
            { name: 'Serious lung disease, including pneumonia (in the past month)', value: 'lung_disease', points: 1 },
            { name: 'Abnormal lung function (COPD)', value: 'copd', points: 1 },
            { name: 'Medical patient currently on bed rest', value: 'bed_rest', points: 1 },
            { name: 'None of these', value: 'none' },
          ],
          constraints: { required: 'yes' },
          validations: [noneRule('one_point')],
        },
      },
    },
    two_point: {
      name: 'two_point',
      type: 'multiselect.toggle',
      attributes: {
        fieldInfo: {
          baseContent: 'Risk factors scoring 2 points',
          inlineText: 'Tick each that applies, or "None of these".',
          labels: [
            { name: 'Arthroscopic surgery', value: 'arthroscopic', points: 2 },
            { name: 'Cancer (current or previous)', value: 'malignancy', points: 2 },
            { name: 'Major surgery (more than 45 minutes)', value: 'major_surgery', points: 2 },
            { name: 'Laparoscopic surgery (more than 45 minutes)', value: 'laparoscopic', points: 2 },
            { name: 'Confined to bed (more than 72 hours)', value: 'confined_bed', points: 2 },
            { name: 'Immobilising plaster cast (in the past month)', value: 'cast', points: 2 },
            { name: 'Central venous access', value: 'central_line', points: 2 },
            { name: 'None of these', value: 'none' },
          ],
          constraints: { required: 'yes' },
          validations: [
            noneRule('two_point'),
            {
              rule: 'count(one_point.minor_surgery, two_point.arthroscopic, two_point.major_surgery, two_point.laparoscopic, five_point.arthroplasty) <= 1',
              message: 'More than one type of operation is ticked. Usually one procedure is planned: tick only the type that fits it, unless there really are two.',
              type: 'warning',
            },
            {
              rule: 'not (one_point.bed_rest and two_point.confined_bed)',
              message: 'Both bed-rest factors are ticked. They describe overlapping situations: check that both apply.',
              type: 'warning',
            },
          ],
        },
      },
    },
    three_point: {
      name: 'three_point',
      type: 'multiselect.toggle',
      attributes: {
        fieldInfo: {
          baseContent: 'Risk factors scoring 3 points',
          inlineText: 'Tick each that applies, or "None of these".',
          labels: [
            { name: 'Previous deep vein thrombosis or pulmonary embolism', value: 'vte_history', points: 3 },
            { name: 'Family history of thrombosis', value: 'family_history', points: 3 },
            { name: 'Factor V Leiden', value: 'factor_v_leiden', points: 3 },
            { name: 'Prothrombin 20210A mutation', value: 'prothrombin', points: 3 },
            { name: 'Raised serum homocysteine', value: 'homocysteine', points: 3 },
            { name: 'Lupus anticoagulant', value: 'lupus_anticoagulant', points: 3 },
            { name: 'Raised anticardiolipin antibodies', value: 'anticardiolipin', points: 3 },
            { name: 'Heparin-induced thrombocytopenia', value: 'hit', points: 3 },
            { name: 'Other inherited or acquired thrombophilia', value: 'other_thrombophilia', points: 3 },
            { name: 'None of these', value: 'none' },
          ],
          constraints: { required: 'yes' },
          validations: [noneRule('three_point')],
        },
      },
    },
    five_point: {
      name: 'five_point',
      type: 'multiselect.toggle',
      attributes: {
        fieldInfo: {
          baseContent: 'Risk factors scoring 5 points',
          inlineText: 'Tick each that applies, or "None of these".',
          labels: [
            { name: 'Elective major lower-limb joint replacement', value: 'arthroplasty', points: 5 },
            { name: 'Hip, pelvis or leg fracture (in the past month)', value: 'fracture', points: 5 },
            { name: 'Stroke (in the past month)', value: 'stroke', points: 5 },
            { name: 'Multiple trauma (in the past month)', value: 'multiple_trauma', points: 5 },
            { name: 'Acute spinal cord injury with paralysis (in the past month)', value: 'spinal_cord_injury', points: 5 },
            { name: 'None of these', value: 'none' },
          ],
          constraints: { required: 'yes' },
          validations: [noneRule('five_point')],
        },
      },
    },
    women: {
      name: 'women',
      type: 'multiselect.toggle',
      visibility: "sex = 'female'",
      attributes: {
        fieldInfo: {
          baseContent: 'For women: risk factors scoring 1 point',
          inlineText: 'Tick each that applies, or "None of these".',
          labels: [
            { name: 'Oral contraceptive or hormone replacement therapy', value: 'hormones', points: 1 },
            { name: 'Pregnant, or given birth in the past month', value: 'pregnancy', points: 1 },
            {
              name: 'Unexplained stillbirth, three or more miscarriages, or premature birth with pre-eclampsia or a growth-restricted baby',
              value: 'obstetric_history',
              points: 1,
            },
            { name: 'None of these', value: 'none' },
          ],
          constraints: { required: 'yes' },
          validations: [noneRule('women')],
        },
      },
    },
    score: {
      name: 'score',
      cpdn: 'caprini_score',
      type: 'result.score',
      attributes: {
        fieldInfo: {
          baseContent: 'Caprini score',
          units: 'points',
          value: score,
        },
      },
    },
    risk_category: {
      name: 'risk_category',
      type: 'result.risk',
      attributes: {
        fieldInfo: {
          baseContent: 'VTE risk category (ACCP 2012, general and abdominal–pelvic surgery)',
          value: "if(score = null, null, if(score = 0, 'Very low', if(score <= 2, 'Low', if(score <= 4, 'Moderate', 'High'))))",
        },
      },
    },
    baseline_risk: {
      name: 'baseline_risk',
      type: 'result.value',
      attributes: {
        fieldInfo: {
          baseContent: 'Approximate VTE risk without prophylaxis',
          value: "if(score = null, null, if(score = 0, 'below 0.5%', if(score <= 2, 'about 1.5%', if(score <= 4, 'about 3%', 'about 6%'))))",
        },
      },
    },
    interpretation: {
      name: 'interpretation',
      type: 'result.interpretation',
      attributes: {
        fieldInfo: {
          baseContent: 'Prophylaxis',
          value:
            "if(risk_category = null, null, if(risk_category = 'Very low', 'Very low risk: encourage early and frequent walking; no drug or mechanical prophylaxis is needed beyond that.', " +
            "if(risk_category = 'Low', 'Low risk: mechanical prophylaxis, preferably intermittent pneumatic compression, rather than an anticoagulant.', " +
            "if(risk_category = 'Moderate', 'Moderate risk: low-molecular-weight heparin or low-dose unfractionated heparin, or intermittent pneumatic compression; use compression alone when the bleeding risk is high.', " +
            "'High risk: low-molecular-weight heparin or low-dose unfractionated heparin, with added mechanical prophylaxis (stockings or pneumatic compression); if the bleeding risk is high, pneumatic compression until it falls. After abdominal or pelvic cancer surgery, continue low-molecular-weight heparin for about 4 weeks.'))))",
        },
      },
    },
  },
  risk: ['score', 'risk_category', 'baseline_risk', 'interpretation'],
  guideline: [],
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
  contributors: [{ name: 'Consilium clinical content team', role: 'Authoring and review' }],
  competingInterests: 'None declared. Development fully supported by Consilium with no external funding.',
  definitions: [
    { term: 'VTE', definition: 'Venous thromboembolism: deep vein thrombosis (DVT) or pulmonary embolism (PE).' },
    { term: 'IPC', definition: 'Intermittent pneumatic compression: inflatable leg sleeves that squeeze the calves to keep venous blood moving.' },
  ],
  category: 'Risk and comorbidity',
  synonyms: ['Caprini score', 'Caprini risk assessment model', 'surgical VTE risk', 'postoperative DVT risk', 'thromboprophylaxis', 'DVT prophylaxis'],
  abbreviations: ['VTE', 'DVT', 'PE', 'RAM', 'LMWH', 'IPC'],
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
    advice: [
      'Assess bleeding risk alongside the Caprini score before choosing drug prophylaxis.',
      'Encourage early mobilisation for every patient.',
    ],
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
