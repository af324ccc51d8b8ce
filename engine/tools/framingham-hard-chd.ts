import { CHOLESTEROL_MEASURE, span, SYSTOLIC_BP_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, lookupTable, measure, result, risk, score, SEXES, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Framingham point scores for the 10-year risk of hard coronary heart disease (myocardial
 * infarction or coronary death), in the form published by NCEP ATP III (final report, Circulation
 * 2002;106:3143–3421; and the ATP III At-A-Glance desk reference, NIH Publication No. 01-3305,
 * "Estimate of 10-Year Risk for Men / for Women"). The tables below are transcribed from those
 * charts; the expressions are generated from them so that each number appears once.
 */

/** `if(x < t0, v0, if(x < t1, v1, … vN))` for ascending thresholds; values are expressions. */
function byThresholds(x: string, thresholds: readonly number[], values: readonly (string | number)[]): string {
  if (values.length !== thresholds.length + 1) throw new Error('byThresholds: one more value than thresholds')
  return thresholds.reduceRight<string>((tail, t, i) => `if(${x} < ${t}, ${String(values[i])}, ${tail})`, String(values[values.length - 1]))
}

type Sexed<T> = { male: T; female: T }

/** Age bands 20–34, 35–39, 40–44, 45–49, 50–54, 55–59, 60–64, 65–69, 70–74, 75–79. */
const AGE_CUTS = [35, 40, 45, 50, 55, 60, 65, 70, 75]
const AGE_POINTS: Sexed<number[]> = {
  male: [-9, -4, 0, 3, 6, 8, 10, 11, 12, 13],
  female: [-7, -3, 0, 3, 6, 8, 10, 12, 14, 16],
}

/** Age decades for cholesterol and smoking: 20–39, 40–49, 50–59, 60–69, 70–79. */
const DECADE_CUTS = [40, 50, 60, 70]
/** Total cholesterol bands (mg/dL): < 160, 160–199, 200–239, 240–279, ≥ 280. Rows by age decade. */
const TC_CUTS = [160, 200, 240, 280]
const TC_POINTS: Sexed<number[][]> = {
  male: [
    [0, 4, 7, 9, 11],
    [0, 3, 5, 6, 8],
    [0, 2, 3, 4, 5],
    [0, 1, 1, 2, 3],
    [0, 0, 0, 1, 1],
  ],
  female: [
    [0, 4, 8, 11, 13],
    [0, 3, 6, 8, 10],
    [0, 2, 4, 5, 7],
    [0, 1, 2, 3, 4],
    [0, 1, 1, 2, 2],
  ],
}
/** Points for a current smoker by age decade (non-smokers 0). */
const SMOKER_POINTS: Sexed<number[]> = {
  male: [8, 5, 3, 1, 1],
  female: [9, 7, 4, 2, 1],
}
/** HDL cholesterol (mg/dL): < 40 → 2, 40–49 → 1, 50–59 → 0, ≥ 60 → −1 (both sexes). */
const HDL_CUTS = [40, 50, 60]
const HDL_POINTS = [2, 1, 0, -1]
/** Systolic blood pressure (mmHg): < 120, 120–129, 130–139, 140–159, ≥ 160. */
const SBP_CUTS = [120, 130, 140, 160]
const SBP_POINTS: Sexed<{ untreated: number[]; treated: number[] }> = {
  male: { untreated: [0, 0, 1, 1, 2], treated: [0, 1, 2, 2, 3] },
  female: { untreated: [0, 1, 2, 3, 4], treated: [0, 3, 4, 5, 6] },
}
/**
 * Point total → 10-year risk (%). Men: < 0 → < 1; 0…16 as listed; ≥ 17 → ≥ 30.
 * Women: < 9 → < 1; 9…24 as listed; ≥ 25 → ≥ 30.
 */
const RISK_TABLE: Sexed<{ first: number; risks: number[] }> = {
  male: { first: 0, risks: [1, 1, 1, 1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 25] },
  female: { first: 9, risks: [1, 1, 1, 1, 2, 2, 3, 4, 5, 6, 8, 11, 14, 17, 22, 27] },
}

const bySex = (male: string, female: string) => `if(sex = 'female', ${female}, ${male})`
const tcExpr = (sex: 'male' | 'female') => byThresholds('age', DECADE_CUTS, TC_POINTS[sex].map((row) => byThresholds('total_cholesterol', TC_CUTS, row)))
const riskExpr = (sex: 'male' | 'female') => {
  const { first, risks } = RISK_TABLE[sex]
  // Point totals are whole numbers: below the first total '< 1', each listed total its risk, above them '≥ 30'.
  return `if(points < ${first}, '< 1', ${lookupTable('points', risks.map((r, i) => [first + i, r] as const), '≥ 30')})`
}
const bpExpr = (sex: 'male' | 'female') =>
  `if(bp_treated = 'yes', ${byThresholds('systolic_bp', SBP_CUTS, SBP_POINTS[sex].treated)}, ${byThresholds('systolic_bp', SBP_CUTS, SBP_POINTS[sex].untreated)})`
/** Totals at which the risk reaches 10 % and exceeds 20 % (men: 12 → 10 %, 16 → 25 %; women: 20 → 11 %, 23 → 22 %). */
const CATEGORY_CUTS: Sexed<[number, number]> = { male: [12, 16], female: [20, 23] }
const categoryExpr = (sex: 'male' | 'female') => byThresholds('points', CATEGORY_CUTS[sex], ["'Below 10 %'", "'10–20 %'", "'Above 20 %'"])

/** Plausibility limits (not from the source, whose charts have open-ended bands). */
const RANGES = {
  age: { min: 20, max: 79 },
  tc: { min: 80, max: 500 },
  hdl: { min: 10, max: 150 },
  sbp: SYSTOLIC_BP_RANGE,
}

const framinghamHardChd = {
  slug: 'framingham-hard-chd',
  name: 'Framingham Risk Score for Hard Coronary Heart Disease (ATP III Points)',
  calcId: 'calc-framingham-hard-chd',
  ...TOOL_BASE,
  eligibility:
    'Adults aged 20–79 without coronary heart disease, other atherosclerotic disease (stroke, peripheral artery disease, abdominal aortic aneurysm) or diabetes, which ATP III already treated as high risk. Built from the largely white Framingham population.',
  description:
    'Estimates the 10-year risk of a heart attack or death from coronary heart disease with the Framingham point scores published in the NCEP ATP III cholesterol guideline.',
  contentName: 'framingham-hard-chd',
  sections: {
    patient: ['age', 'sex', 'total_cholesterol', 'hdl_cholesterol', 'smoker', 'systolic_bp', 'bp_treated'],
  },
  ehrpdns: ['age', 'sex', 'total_cholesterol', 'hdl_cholesterol', 'smoker', 'systolic_bp', 'bp_treated'],
  controls: controls({
    age: measure(
      'Age',
      'years',
      {
        ...RANGES.age,
        reason: `The ATP III point charts of the Framingham score cover ages ${RANGES.age.min}–${RANGES.age.max} only. From 40 to 79 the Pooled Cohort Equations or PREVENT (from 30) estimate current risk.`,
      },
      { help: `${span(RANGES.age, 'years')}, the range of the point charts.` },
    ),
    sex: choice('Sex', SEXES),
    total_cholesterol: measure('Total cholesterol', CHOLESTEROL_MEASURE, RANGES.tc, {
      help: `${span(RANGES.tc, 'mg/dL')} (2.07–12.93 mmol/L); ideally the average of two fasting measurements.`,
    }),
    hdl_cholesterol: measure('HDL cholesterol', CHOLESTEROL_MEASURE, RANGES.hdl, {
      help: `${span(RANGES.hdl, 'mg/dL')} (0.26–3.87 mmol/L).`,
      validations: [
        {
          rule: 'total_cholesterol = null or hdl_cholesterol < total_cholesterol',
          type: 'error',
          message: 'HDL cholesterol must be lower than total cholesterol: check the values and their units.',
        },
      ],
    }),
    smoker: yesNo('Cigarette smoker', { help: 'Any cigarette smoking in the past month.' }),
    systolic_bp: measure('Systolic blood pressure', 'mmHg', RANGES.sbp, { help: `${span(RANGES.sbp, 'mmHg')}; the average of two or more seated readings.` }),
    bp_treated: yesNo('Taking medicine for high blood pressure'),
    age_points: result('Points for age', bySex(byThresholds('age', AGE_CUTS, AGE_POINTS.male), byThresholds('age', AGE_CUTS, AGE_POINTS.female))),
    cholesterol_points: result('Points for total cholesterol (by age)', bySex(tcExpr('male'), tcExpr('female'))),
    smoking_points: result(
      'Points for smoking (by age)',
      `if(smoker = 'yes', ${bySex(byThresholds('age', DECADE_CUTS, SMOKER_POINTS.male), byThresholds('age', DECADE_CUTS, SMOKER_POINTS.female))}, 0)`,
    ),
    hdl_points: result('Points for HDL cholesterol', byThresholds('hdl_cholesterol', HDL_CUTS, HDL_POINTS)),
    bp_points: result('Points for systolic blood pressure', bySex(bpExpr('male'), bpExpr('female'))),
    points: score('Framingham point total', 'age_points + cholesterol_points + smoking_points + hdl_points + bp_points', {
      cpdn: 'framingham_points',
      units: 'points',
    }),
    risk: risk('10-year risk of heart attack or coronary death', `if(points = null, null, ${bySex(riskExpr('male'), riskExpr('female'))})`, {
      cpdn: 'framingham_10y_risk',
      units: '%',
    }),
    risk_category: result('ATP III 10-year risk group', `if(points = null, null, ${bySex(categoryExpr('male'), categoryExpr('female'))})`),
    interpretation: interpretation(
      "if(risk_category = null, null, if(risk_category = 'Below 10 %', 'Below 10 % over 10 years: the lowest ATP III risk group. Encourage healthy habits; drug treatment depends on the LDL level and other risk factors.', " +
        "if(risk_category = '10–20 %', '10–20 % over 10 years: moderately high risk in ATP III, where LDL-lowering drugs were advised if LDL stayed above goal despite lifestyle change.', " +
        "'Above 20 % over 10 years: high risk. ATP III treated this like established coronary heart disease (a coronary heart disease risk equivalent), with intensive LDL lowering.')) + ' Current US guidelines base statin decisions on the Pooled Cohort Equations or PREVENT, which also count strokes.')",
    ),
  }),
  risk: ['points', 'risk', 'risk_category', 'interpretation'],
  chartNote: {
    cc: 'Framingham (NCEP ATP III point score) {{points}} points: 10-year risk of hard coronary heart disease {{risk}} % ({{risk_category}} group). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'atp3-2002',
      citation:
        'National Cholesterol Education Program (NCEP) Expert Panel on Detection, Evaluation, and Treatment of High Blood Cholesterol in Adults. Third report of the NCEP Expert Panel on Detection, Evaluation, and Treatment of High Blood Cholesterol in Adults (Adult Treatment Panel III): final report. Circulation. 2002;106(25):3143–3421.',
      pmid: '12485966',
      kind: 'guideline (source of the point charts)',
      cohort: 'Framingham Heart Study participants without coronary heart disease at baseline',
    },
    {
      id: 'atp3-glance2001',
      citation:
        'National Heart, Lung, and Blood Institute. ATP III At-A-Glance: Quick Desk Reference. NIH Publication No. 01-3305. Bethesda (MD): National Institutes of Health; May 2001 ("Estimate of 10-Year Risk for Men" and "for Women" charts).',
      kind: 'guideline',
    },
    {
      id: 'wilson1998',
      citation:
        'Wilson PWF, D’Agostino RB, Levy D, Belanger AM, Silbershatz H, Kannel WB. Prediction of coronary heart disease using risk factor categories. Circulation. 1998;97(18):1837–1847.',
      pmid: '9603539',
      doi: '10.1161/01.cir.97.18.1837',
      kind: 'derivation (earlier Framingham categorical model)',
      cohort: 'n = 5,345 Framingham participants aged 30–74',
    },
  ],
  definitions: [
    { term: 'Hard coronary heart disease', definition: 'Myocardial infarction or death from coronary heart disease (angina alone does not count).' },
    {
      term: 'Coronary heart disease risk equivalent',
      definition: 'In ATP III, conditions carrying a risk as high as established coronary disease: diabetes, other atherosclerotic disease, or a 10-year risk above 20 %.',
    },
  ],
  category: 'Cardiology',
  synonyms: ['Framingham risk score', 'ATP III risk score', 'hard CHD risk', 'heart attack risk', 'coronary risk', '10-year CHD risk', 'NCEP risk'],
  abbreviations: ['FRS', 'CHD', 'ATP III', 'NCEP', 'MI', 'HDL', 'SBP'],
  conditions: ['coronary heart disease', 'myocardial infarction', 'high cholesterol'],
  instructions:
    'For adults aged 20–79 without known coronary or other atherosclerotic disease and without diabetes. Use untreated cholesterol values where possible. The score does not count stroke, family history, kidney disease or other risk enhancers.',
  whenToUse: [
    'To reproduce or compare with risk estimates made under the NCEP ATP III guideline.',
    'For people aged 20–39, below the age range of the Pooled Cohort Equations, to give a rough short-term coronary risk.',
  ],
  pearls: [
    'The point charts simplify the continuous ATP III hard CHD equation: estimates can differ from it, most near the edges of each band.',
    'Points for total cholesterol and smoking fall with age, but the absolute risk still rises because age points dominate.',
    'Ten-year risk is low in most young adults even with high cholesterol or smoking; their lifetime risk can still be high.',
    'The Framingham population was largely white; the score may overestimate risk in some populations (for example many European and Asian populations) and underestimate it in others.',
    'For statin decisions in the United States, the 2018/2019 ACC/AHA guidelines use the Pooled Cohort Equations, and newer guidance uses the PREVENT equations.',
  ],
  nextSteps: {
    advice: [
      'Below 10 %: reinforce lifestyle measures; reassess every few years.',
      '10–20 %: discuss lifestyle change and lipid-lowering treatment, preferably re-estimating risk with a current equation.',
      'Above 20 %: intensive risk-factor treatment, including LDL lowering, is usually indicated.',
    ],
    management: ['Treat blood pressure, smoking and other risk factors whatever the score.'],
  },
  evidence: [
    'ATP III (2001–2002) adopted a Framingham hard coronary heart disease model and published point charts for men and women aged 20–79, with the 10-year risk for each point total.',
    'Risk groups used here follow ATP III: below 10 %, 10–20 % and above 20 % (the last treated as a coronary heart disease risk equivalent). With the chart risks, these are point totals of ≤ 11, 12–15 and ≥ 16 for men, and ≤ 19, 20–22 and ≥ 23 for women.',
    'The risk table is open-ended: below 0 points (men) or 9 points (women) the risk is shown as < 1 %, and from 17 (men) or 25 (women) points as ≥ 30 %, as on the published charts.',
    'Values converted from mmol/L are banded at the chart edges without rounding (for example 160 mg/dL = 4.14 mmol/L).',
  ],
  formula: [
    'Points for age, total cholesterol by age decade, smoking by age decade, HDL cholesterol, and systolic blood pressure (treated or untreated), separately for men and women (see the NCEP ATP III charts)',
    'Men: age 20–34 −9, 35–39 −4, 40–44 0, 45–49 3, 50–54 6, 55–59 8, 60–64 10, 65–69 11, 70–74 12, 75–79 13',
    'Women: age 20–34 −7, 35–39 −3, 40–44 0, 45–49 3, 50–54 6, 55–59 8, 60–64 10, 65–69 12, 70–74 14, 75–79 16',
    'HDL (mg/dL): ≥ 60 −1, 50–59 0, 40–49 1, < 40 2',
    'Men, point total → 10-year risk: < 0 → < 1 %; 0–4 → 1 %; 5–6 → 2 %; 7 → 3 %; 8 → 4 %; 9 → 5 %; 10 → 6 %; 11 → 8 %; 12 → 10 %; 13 → 12 %; 14 → 16 %; 15 → 20 %; 16 → 25 %; ≥ 17 → ≥ 30 %',
    'Women, point total → 10-year risk: < 9 → < 1 %; 9–12 → 1 %; 13–14 → 2 %; 15 → 3 %; 16 → 4 %; 17 → 5 %; 18 → 6 %; 19 → 8 %; 20 → 11 %; 21 → 14 %; 22 → 17 %; 23 → 22 %; 24 → 27 %; ≥ 25 → ≥ 30 %',
  ],
  resultSummary: 'Framingham/ATP III {{points}} points: 10-year hard CHD risk {{risk}} % ({{risk_category}}).',
  testVectors: [
    {
      description: 'Man 55, TC 250, HDL 45, untreated SBP 146, smoker: 8 + 4 + 3 + 1 + 1 = 17 points',
      inputs: { age: 55, sex: 'male', total_cholesterol: 250, hdl_cholesterol: 45, smoker: 'yes', systolic_bp: 146, bp_treated: 'no' },
      expected: { framingham_points: 17, framingham_10y_risk: '≥ 30', risk_category: 'Above 20 %' },
      source: 'Hand-derived from the atp3-glance2001 / atp3-2002 men’s chart (age 55–59 8; TC 240–279 at 50–59 4; smoker at 50–59 3; HDL 40–49 1; SBP 140–159 untreated 1; total ≥ 17 → ≥ 30 %)',
    },
    {
      description: 'Man 45, TC 180, HDL 62, untreated SBP 118, non-smoker: 3 + 3 + 0 − 1 + 0 = 5 points',
      inputs: { age: 45, sex: 'male', total_cholesterol: 180, hdl_cholesterol: 62, smoker: 'no', systolic_bp: 118, bp_treated: 'no' },
      expected: { framingham_points: 5, framingham_10y_risk: 2, risk_category: 'Below 10 %' },
      source: 'Hand-derived from the atp3-glance2001 / atp3-2002 men’s chart (5 points → 2 %)',
    },
    {
      description: 'Man 30, TC 150, HDL 65, untreated SBP 110, non-smoker: −10 points',
      inputs: { age: 30, sex: 'male', total_cholesterol: 150, hdl_cholesterol: 65, smoker: 'no', systolic_bp: 110, bp_treated: 'no' },
      expected: { framingham_points: -10, framingham_10y_risk: '< 1', risk_category: 'Below 10 %' },
      source: 'Hand-derived from the atp3-glance2001 / atp3-2002 men’s chart (age 20–34 −9; HDL ≥ 60 −1; total < 0 → < 1 %)',
    },
    {
      description: 'Woman 60, TC 220, HDL 55, treated SBP 135, non-smoker: 10 + 2 + 0 + 0 + 4 = 16 points',
      inputs: { age: 60, sex: 'female', total_cholesterol: 220, hdl_cholesterol: 55, smoker: 'no', systolic_bp: 135, bp_treated: 'yes' },
      expected: { framingham_points: 16, framingham_10y_risk: 4, risk_category: 'Below 10 %' },
      source: 'Hand-derived from the atp3-glance2001 / atp3-2002 women’s chart (16 points → 4 %)',
    },
    {
      description: 'Woman 72, TC 290, HDL 35, treated SBP 170, smoker: 14 + 2 + 1 + 2 + 6 = 25 points',
      inputs: { age: 72, sex: 'female', total_cholesterol: 290, hdl_cholesterol: 35, smoker: 'yes', systolic_bp: 170, bp_treated: 'yes' },
      expected: { framingham_points: 25, framingham_10y_risk: '≥ 30', risk_category: 'Above 20 %' },
      source: 'Hand-derived from the atp3-glance2001 / atp3-2002 women’s chart (total ≥ 25 → ≥ 30 %)',
    },
    {
      description: 'Woman 68, TC 260, HDL 38, untreated SBP 150, smoker: 12 + 3 + 2 + 2 + 3 = 22 points',
      inputs: { age: 68, sex: 'female', total_cholesterol: 260, hdl_cholesterol: 38, smoker: 'yes', systolic_bp: 150, bp_treated: 'no' },
      expected: { framingham_points: 22, framingham_10y_risk: 17, risk_category: '10–20 %' },
      source: 'Hand-derived from the atp3-glance2001 / atp3-2002 women’s chart (22 points → 17 %)',
    },
  ],
} satisfies ToolDefinitionInput

export default framinghamHardChd
