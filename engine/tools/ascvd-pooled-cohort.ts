import { PCE_RANGES } from '../formulas/pce.ts'
import { groupFirstGuidance, STATIN_GROUP_CONTROLS, STATIN_GROUP_NOTE } from '../guidance/statin-benefit-groups.ts'
import { CHOLESTEROL_MEASURE, span } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, iconArray, interpretation, measure, result, risk, SEXES, text, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { GRUNDY_2019 } from './references.ts'

const PCE_CALL = 'pce10(age, sex, race, total_cholesterol, hdl_cholesterol, systolic_bp, bp_treated, smoker, diabetes)'

/**
 * Categories are applied to the risk as displayed (one decimal), so the category never
 * contradicts the number on screen (7.46 % shows as 7.5 % and is intermediate). 7.5/100 etc.
 * divide exactly to the same doubles as the bounds in PCE_RISK_CATEGORIES.
 */
const CATEGORY_KEY = 'pce10_category(round(risk, 1) / 100)'

/**
 * 2013 ACC/AHA Pooled Cohort Equations: 10-year risk of a first hard ASCVD event.
 * Goff DC Jr et al., Circulation 2014;129(25 Suppl 2):S49–S73. Formula: engine/formulas/pce.ts.
 */
const ascvdPooledCohort = {
  slug: 'ascvd-pooled-cohort',
  name: 'ASCVD 10-Year Risk (2013 Pooled Cohort Equations)',
  calcId: 'calc-ascvd-pooled-cohort',
  ...TOOL_BASE,
  eligibility:
    'Adults aged 40–79 without known atherosclerotic cardiovascular disease (no prior heart attack, stroke, TIA, coronary or peripheral revascularisation or symptomatic peripheral artery disease) and with LDL cholesterol below 190 mg/dL. The equations were built from white and African-American adults only; for people of any other background the equations for white adults are used, which may misestimate their risk. Using race in a risk equation is contested: the race-free AHA PREVENT equations are the successor.',
  description:
    'Estimates the chance of a first heart attack, death from coronary heart disease, or stroke over the next 10 years, to guide the conversation about statins and other prevention.',
  contentName: 'ascvd-pooled-cohort',
  tabs: ['patientData', 'riskAndGuidelines', 'populationView'],
  sections: {
    patient: ['age', 'sex', 'race', 'total_cholesterol', 'hdl_cholesterol', 'systolic_bp', 'bp_treated', 'diabetes', 'smoker', 'clinical_ascvd', 'ldl_190'],
  },
  ehrpdns: ['age', 'sex', 'total_cholesterol', 'hdl_cholesterol', 'systolic_bp', 'bp_treated', 'diabetes', 'smoker'],
  controls: controls({
    age: measure(
      'Age',
      'years',
      {
        ...PCE_RANGES.age,
        reason: `The Pooled Cohort Equations were derived in adults aged ${PCE_RANGES.age.min}–${PCE_RANGES.age.max} (Goff 2013) and give no risk outside these ages. From age 30 use the PREVENT equations; no 10-year equation covers age 80 and over.`,
      },
      {
        help: `The equations are valid from ${PCE_RANGES.age.min} to ${PCE_RANGES.age.max} years.`,
        validations: [
          {
            rule: 'age <= 75',
            type: 'warning',
            message:
              'The 2018/2019 ACC/AHA risk categories and statin advice were written for ages 40–75. Above 75 the estimate is still shown, but the decision rests on clinical judgement and the person’s priorities.',
          },
        ],
      },
    ),
    sex: choice('Sex', SEXES),
    race: choice(
      'Race (as used by the equations)',
      [
        ['White', 'white'],
        ['African American', 'aa'],
        ['Other', 'other'],
      ],
      {
        type: 'singleselect.radiogroup',
        help: 'The equations exist only for white and African-American adults. “Other” uses the equations for white adults, which may over- or underestimate risk (for example, in East Asian or Hispanic adults).',
      },
    ),
    total_cholesterol: measure('Total cholesterol', CHOLESTEROL_MEASURE, PCE_RANGES.totalCholesterol, {
      help: `${span(PCE_RANGES.totalCholesterol, 'mg/dL')} (3.37–8.27 mmol/L).`,
      validations: [
        {
          // LDL is always below non-HDL cholesterol, so LDL ≥ 190 is possible only when TC − HDL ≥ 190.
          rule: 'hdl_cholesterol = null or total_cholesterol - hdl_cholesterol < 190',
          type: 'warning',
          message:
            'Total minus HDL cholesterol is 190 mg/dL (4.91 mmol/L) or more, so LDL cholesterol may be 190 mg/dL or higher. Check the LDL: at 190 mg/dL or above this calculator does not apply and a statin is indicated whatever the estimate.',
        },
      ],
    }),
    hdl_cholesterol: measure('HDL cholesterol', CHOLESTEROL_MEASURE, PCE_RANGES.hdl, { help: `${span(PCE_RANGES.hdl, 'mg/dL')} (0.52–2.58 mmol/L).` }),
    systolic_bp: measure(
      'Systolic blood pressure',
      'mmHg',
      {
        ...PCE_RANGES.systolicBp,
        reason: `The Pooled Cohort Equations accept systolic pressures of ${span(PCE_RANGES.systolicBp, 'mmHg')} (Goff 2013) and give no risk outside this range.`,
      },
      { help: `${span(PCE_RANGES.systolicBp, 'mmHg')}; use the average of two or more seated readings.` },
    ),
    bp_treated: yesNo('Taking medicine for high blood pressure'),
    diabetes: yesNo('Diabetes'),
    smoker: yesNo('Current smoker', { help: 'Smokes cigarettes now (the derivation cohorts counted current cigarette smoking only).' }),
    risk: risk('10-year risk of heart attack or stroke (hard ASCVD)', `${PCE_CALL} * 100`, { cpdn: 'ascvd_10y_risk', units: '%', decimals: 1 }),
    ...STATIN_GROUP_CONTROLS,
    statin_group_note: result('Statin benefit group', STATIN_GROUP_NOTE),
    risk_category: result(
      'Risk category (2018/2019 ACC/AHA)',
      `if(risk = null, null, if(clinical_ascvd = 'yes', 'Not applicable (clinical ASCVD)', if(${CATEGORY_KEY} = 'low', 'Low', if(${CATEGORY_KEY} = 'borderline', 'Borderline', if(${CATEGORY_KEY} = 'intermediate', 'Intermediate', 'High')))))`,
    ),
    interpretation: interpretation(
      "if(risk_category = null, null, if(clinical_ascvd = 'yes', 'Clinical ASCVD: the Pooled Cohort Equations are for primary prevention and do not apply; the number is shown for the record only.', if(risk_category = 'Low', 'Low risk (below 5 %) of a heart attack or stroke in the next 10 years.' + if(risk < 0.05, ' It shows as 0.0 % only because of rounding: the risk is small but not zero.', ''), " +
        "if(risk_category = 'Borderline', 'Borderline risk (5 % to under 7.5 %) of a heart attack or stroke in the next 10 years.', " +
        "if(risk_category = 'Intermediate', 'Intermediate risk (7.5 % to under 20 %) of a heart attack or stroke in the next 10 years.', " +
        "'High risk (20 % or more) of a heart attack or stroke in the next 10 years.' + if(risk >= 99.95, ' It shows as 100.0 % only because of rounding; estimates this extreme lie far outside the data the equations were built on.', ''))))))",
    ),
    guidance: result(
      'Statin guidance (ACC/AHA 2018/2019)',
      `if(risk_category = null, null, ${groupFirstGuidance({
        category: CATEGORY_KEY,
        byCategory:
          "if(risk_category = 'Low', 'Focus on healthy habits (diet, activity, not smoking, blood pressure and weight); at this risk alone a statin is not indicated (ACC/AHA 2018).', " +
          "if(risk_category = 'Borderline', 'Discuss lifestyle first. With risk-enhancing factors (for example a family history of premature ASCVD, LDL-C persistently 160 mg/dL or more, chronic kidney disease, metabolic syndrome, chronic inflammatory disease, or raised lipoprotein(a)), a moderate-intensity statin is reasonable (ACC/AHA 2018, Class IIb).', " +
          "if(risk_category = 'Intermediate', 'After a clinician–patient risk discussion, a moderate-intensity statin (LDL-C lowered by 30 % or more) is recommended alongside lifestyle change (ACC/AHA 2018, Class I). Risk-enhancing factors favour starting; if the decision remains uncertain, a coronary artery calcium score helps (a score of 0 supports waiting, except in smokers, people with diabetes or a strong family history).', " +
          "'A statin lowering LDL-C by 50 % or more (high intensity) is recommended, together with lifestyle change (ACC/AHA 2018, Class I).')))",
        intensity: {
          low: 'The calculated 10-year risk is low (under 5 %): a moderate-intensity statin.',
          borderline: 'The calculated 10-year risk is borderline (5 % to under 7.5 %): a moderate-intensity statin.',
          intermediate: 'The calculated 10-year risk is intermediate (7.5 % to under 20 %): a moderate-intensity statin; high intensity with multiple risk factors.',
          high: 'The calculated 10-year risk is 20 % or more: a high-intensity statin is reasonable (ACC/AHA 2018 §4.3).',
        },
      })} + ` +
        "if(age > 75 and coalesce(clinical_ascvd, 'no') != 'yes', ' Above 75 these categories were not designed for the age group: weigh the likely benefit, other illnesses and preferences.', ''))",
      { type: 'summary.statement' },
    ),
    // Same rule as engine/iconarray/counts.ts: at least 1 icon for a non-zero risk, never all 100 below certainty.
    events_per_100: result('Out of 100 people like this: heart attack or stroke in 10 years', 'if(risk = null, null, if(risk > 0, min(99, max(1, round(risk))), 0))'),
    others_per_100: result('Out of 100 people like this: no heart attack or stroke in 10 years', '100 - events_per_100'),
    population_intro: text(
      'text.paragraph',
      'Picture 100 people with the same age, sex, cholesterol, blood pressure, smoking and diabetes status. The figures show how many of them would be expected to have a heart attack or stroke in the next 10 years without a statin.',
    ),
    population_array: iconArray(
      [
        {
          denominator: 100,
          heading: '100 people with the same risk factors, over 10 years',
          icons: [
            { order: 1, count: 'events_per_100', icon: 'person', label: 'have a heart attack or stroke in the next 10 years' },
            { order: 2, count: 'others_per_100', icon: 'person', label: 'do not' },
          ],
        },
      ],
      { population: 100 },
    ),
  }),
  risk: ['risk', 'risk_category', 'interpretation'],
  guideline: ['guidance'],
  populationHeader: ['population_intro'],
  population: ['population_array'],
  chartNote: {
    cc: '{{statin_group_note}} Estimated 10-year ASCVD risk {{risk}} % by the 2013 ACC/AHA Pooled Cohort Equations ({{risk_category}} risk by the 2018/2019 ACC/AHA categories). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'goff2014',
      citation:
        'Goff DC Jr, Lloyd-Jones DM, Bennett G, et al. 2013 ACC/AHA guideline on the assessment of cardiovascular risk: a report of the American College of Cardiology/American Heart Association Task Force on Practice Guidelines. Circulation. 2014;129(25 Suppl 2):S49–S73.',
      pmid: '24222018',
      doi: '10.1161/01.cir.0000437741.48606.98',
      kind: 'derivation',
      cohort: 'Pooled US community cohorts (ARIC, CHS, CARDIA, Framingham Original and Offspring); white and African-American adults aged 40–79',
    },
    {
      id: 'muntner2014',
      citation:
        'Muntner P, Colantonio LD, Cushman M, et al. Validation of the atherosclerotic cardiovascular disease Pooled Cohort risk equations. JAMA. 2014;311(14):1406–1415.',
      doi: '10.1001/jama.2014.2630',
      kind: 'validation',
      cohort: 'REGARDS study participants aged 45–79 without ASCVD',
    },
    GRUNDY_2019,
    {
      id: 'arnett2019',
      citation:
        'Arnett DK, Blumenthal RS, Albert MA, et al. 2019 ACC/AHA guideline on the primary prevention of cardiovascular disease. Circulation. 2019;140(11):e596–e646.',
      doi: '10.1161/CIR.0000000000000678',
      kind: 'guideline',
    },
    {
      id: 'khan2024',
      citation:
        'Khan SS, Matsushita K, Sang Y, et al. Development and validation of the American Heart Association’s PREVENT equations. Circulation. 2024;149(6):430–449.',
      pmid: '37947085',
      doi: '10.1161/CIRCULATIONAHA.123.067626',
      kind: 'derivation (successor, race-free)',
    },
  ],
  definitions: [
    {
      term: 'Hard ASCVD event',
      definition: 'A first non-fatal heart attack, death from coronary heart disease, or a fatal or non-fatal stroke.',
    },
  ],
  category: 'Cardiology',
  synonyms: [
    'Pooled Cohort Equations',
    'ASCVD risk estimator',
    '10-year cardiovascular risk',
    'heart attack and stroke risk',
    'statin decision',
    'primary prevention risk',
  ],
  abbreviations: ['ASCVD', 'PCE', 'ACC/AHA', 'CVD', 'HDL', 'SBP'],
  conditions: ['atherosclerotic cardiovascular disease', 'heart attack', 'stroke', 'high cholesterol', 'hypertension', 'diabetes'],
  instructions:
    'For adults aged 40–79 without known atherosclerotic cardiovascular disease, usually when deciding about a statin for primary prevention. Do not use if the person has had a heart attack, stroke or TIA, coronary or peripheral revascularisation, or has symptomatic peripheral artery disease, or if LDL cholesterol is 190 mg/dL (4.9 mmol/L) or higher: these people are candidates for a statin whatever the estimate. Enter untreated values where possible; the equations were not built for people already taking a statin.',
  whenToUse: [
    'Adults aged 40–75 at a routine prevention visit, to decide together whether to start a statin.',
    'Every 4–6 years in adults 40–79 without ASCVD, as the 2013 guideline suggests for repeat assessment.',
    'Before a blood-pressure or lifestyle discussion, to put the person’s risk in numbers.',
  ],
  pearls: [
    'Race: the equations were derived only in white and African-American adults. “Other” uses the white equations, which tend to overestimate risk in East Asian adults and may underestimate it in some South Asian groups. Including race in a clinical equation is contested; it stands in for social and structural factors rather than biology.',
    'PREVENT: the AHA PREVENT equations (Khan 2024) are race-free, add kidney function and cover ages 30–79. The 2026 ACC/AHA multisociety dyslipidaemia guideline moved to PREVENT with lower risk bands; the categories here are the 2018/2019 ones built for the Pooled Cohort Equations.',
    'Not for people with known ASCVD or LDL ≥ 190 mg/dL: they need treatment whatever the calculated risk.',
    'The equations overestimate risk in many contemporary populations (for example people with good access to preventive care), so treat a borderline or low-intermediate estimate as a starting point for discussion.',
    'Risk-enhancing factors (family history of early ASCVD, LDL ≥ 160 mg/dL, chronic kidney disease, metabolic syndrome, inflammatory disease, premature menopause or pre-eclampsia, raised lipoprotein(a) or apoB, South Asian ancestry) can tip a borderline or intermediate decision.',
    'Only systolic pressure and diabetes raise the estimate at every age: some cholesterol and smoking terms reverse at the oldest ages of some groups, a known quirk of the coefficients.',
    'Categories are assigned from the risk as shown (one decimal), so the category always matches the displayed number.',
    'The population view shows at least one affected person for any non-zero risk, so a small risk is never drawn as no risk.',
  ],
  nextSteps: {
    advice: [
      'Low (< 5 %): encourage healthy habits; reassess in 4–6 years.',
      'Borderline (5 % to < 7.5 %): discuss lifestyle and risk-enhancing factors; a moderate-intensity statin may be reasonable if they are present.',
      'Intermediate (7.5 % to < 20 %): discuss a moderate-intensity statin; consider a coronary artery calcium score if the decision is uncertain.',
      'High (≥ 20 %): recommend a statin aiming to lower LDL by 50 % or more.',
    ],
    management: [
      'Use a shared decision: show the 10-year risk, the likely benefit of a statin and its side effects, and respect the person’s preferences.',
      'Treat other risk factors whatever the statin decision: blood pressure, smoking, diabetes, weight and physical activity.',
      'If a statin is started, check the LDL response after 4–12 weeks and adherence thereafter.',
    ],
  },
  evidence: [
    'Derived by the 2013 ACC/AHA risk work group from pooled data of several US community cohorts (ARIC, CHS, CARDIA, and the Framingham Original and Offspring studies), with separate Cox models for white women, African-American women, white men and African-American men.',
    'External validation in REGARDS (Muntner 2014) found adequate calibration for the population the guideline targets; other contemporary cohorts (for example MESA) found that the equations overestimate risk.',
    'Risk categories and treatment advice come from the 2018 AHA/ACC cholesterol guideline and the 2019 ACC/AHA primary prevention guideline.',
  ],
  formula: [
    'Sum = Σ coefficient × term, with the natural logarithms of age, total cholesterol, HDL cholesterol and systolic blood pressure, their interactions with ln(age), smoking and diabetes (0/1)',
    'Only one blood-pressure term applies: the treated one if the person takes blood-pressure medicine, otherwise the untreated one',
    '10-year risk = 1 − S₁₀ ^ exp(Sum − Mean sum), with group-specific coefficients, mean sums and baseline survival S₁₀ (white women, African-American women, white men, African-American men; “other” uses the white equations)',
    'Baseline survival: white women 0.9665, African-American women 0.9533, white men 0.9144, African-American men 0.8954',
  ],
  resultSummary:
    '10-year ASCVD risk {{risk}} % ({{risk_category}}) by the 2013 Pooled Cohort Equations; {{events_per_100}} in 100 people like this would have a heart attack or stroke in 10 years.',
  testVectors: [
    {
      description: 'Guideline worked example, white woman: 55 y, TC 213, HDL 50, SBP 120 untreated, non-smoker, no diabetes',
      inputs: { age: 55, sex: 'female', race: 'white', total_cholesterol: 213, hdl_cholesterol: 50, systolic_bp: 120, bp_treated: 'no', smoker: 'no', diabetes: 'no' },
      expected: { ascvd_10y_risk: 2.1, risk_category: 'Low' },
      tolerance: 0.1,
      source: 'goff2014, worked example of the Pooled Cohort Equations (published 2.1 %)',
    },
    {
      description: 'Guideline worked example, African-American woman',
      inputs: { age: 55, sex: 'female', race: 'aa', total_cholesterol: 213, hdl_cholesterol: 50, systolic_bp: 120, bp_treated: 'no', smoker: 'no', diabetes: 'no' },
      expected: { ascvd_10y_risk: 3.0, risk_category: 'Low' },
      tolerance: 0.1,
      source: 'goff2014, worked example of the Pooled Cohort Equations (published 3.0 %)',
    },
    {
      description: 'Guideline worked example, white man',
      inputs: { age: 55, sex: 'male', race: 'white', total_cholesterol: 213, hdl_cholesterol: 50, systolic_bp: 120, bp_treated: 'no', smoker: 'no', diabetes: 'no' },
      expected: { ascvd_10y_risk: 5.3, risk_category: 'Borderline' },
      tolerance: 0.1,
      source: 'goff2014, worked example of the Pooled Cohort Equations (published 5.3 %; full precision 5.38 %, the guideline summed rounded products)',
    },
    {
      description: 'Guideline worked example, African-American man',
      inputs: { age: 55, sex: 'male', race: 'aa', total_cholesterol: 213, hdl_cholesterol: 50, systolic_bp: 120, bp_treated: 'no', smoker: 'no', diabetes: 'no' },
      expected: { ascvd_10y_risk: 6.1, risk_category: 'Borderline' },
      tolerance: 0.1,
      source: 'goff2014, worked example of the Pooled Cohort Equations (published 6.1 %)',
    },
    {
      description: 'Worked example profile, race "other": uses the white equations',
      inputs: { age: 55, sex: 'male', race: 'other', total_cholesterol: 213, hdl_cholesterol: 50, systolic_bp: 120, bp_treated: 'no', smoker: 'no', diabetes: 'no' },
      expected: { ascvd_10y_risk: 5.3, risk_category: 'Borderline' },
      tolerance: 0.1,
      source: 'goff2014 worked example (white man, 5.3 %); "other" uses the white equations by the guideline’s instruction',
    },
    {
      description: 'White man, 60 y, TC 240, HDL 40, treated SBP 150, smoker, diabetes',
      inputs: { age: 60, sex: 'male', race: 'white', total_cholesterol: 240, hdl_cholesterol: 40, systolic_bp: 150, bp_treated: 'yes', smoker: 'yes', diabetes: 'yes' },
      expected: { ascvd_10y_risk: 46.222, risk_category: 'High', events_per_100: 46, others_per_100: 54 },
      tolerance: 0.001,
      source: 'Not a published example: independent step-by-step hand calculation with goff2014 Table A coefficients (sum 63.117229, risk 0.462220), written out in engine/formulas/pce.test.ts',
    },
    {
      description: 'African-American woman, 65 y, TC 200, HDL 55, treated SBP 160, non-smoker, diabetes',
      inputs: { age: 65, sex: 'female', race: 'aa', total_cholesterol: 200, hdl_cholesterol: 55, systolic_bp: 160, bp_treated: 'yes', smoker: 'no', diabetes: 'yes' },
      expected: { ascvd_10y_risk: 32.5602, risk_category: 'High', events_per_100: 33 },
      tolerance: 0.001,
      source: 'Not a published example: independent step-by-step hand calculation with goff2014 Table A coefficients (sum 88.717602, risk 0.325602), written out in engine/formulas/pce.test.ts',
    },
    {
      description: 'White woman, 70 y, TC 180, HDL 60, untreated SBP 135, smoker, no diabetes',
      inputs: { age: 70, sex: 'female', race: 'white', total_cholesterol: 180, hdl_cholesterol: 60, systolic_bp: 135, bp_treated: 'no', smoker: 'yes', diabetes: 'no' },
      expected: { ascvd_10y_risk: 15.946, risk_category: 'Intermediate', events_per_100: 16, others_per_100: 84 },
      tolerance: 0.001,
      source: 'Not a published example: independent step-by-step hand calculation with goff2014 Table A coefficients (sum −27.552231, risk 0.159460), written out in engine/formulas/pce.test.ts',
    },
  ],
} satisfies ToolDefinitionInput

export default ascvdPooledCohort
