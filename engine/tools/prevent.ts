import { BMI_RANGES } from '../formulas/bmi.ts'
import { EGFR_RANGES } from '../formulas/egfr.ts'
import { PREVENT_CHOLESTEROL_MMOL_PER_MGDL, PREVENT_RANGES } from '../formulas/prevent.ts'
import { groupFirstGuidance, STATIN_GROUP, STATIN_GROUP_CONTROLS, STATIN_GROUP_NOTE, STATIN_GROUP_STATEMENT } from '../guidance/statin-benefit-groups.ts'
import { CHOLESTEROL_MEASURE, HEIGHT_IN_MEASURE, SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, span, UACR_MEASURE, WEIGHT_LB_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, group, iconArray, interpretation, measure, mustHold, result, risk, SEXES, text, warnUnless, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { GRUNDY_2019 } from './references.ts'

/*
 * Cholesterol (CHOLESTEROL_MEASURE): canonical mg/dL with an mmol/L option converted by
 * engine/units.ts (1 mmol/L = 38.67 mg/dL). PREVENT itself converts mg/dL to mmol/L with
 * × 0.02586 (= 1 / 38.6698), inside the formula. The two factors differ by 8 parts per million,
 * far below any display precision, so no separate units choice is needed: 5.5 mmol/L typed
 * becomes 212.69 mg/dL, which the formula reads back as 5.5002 mmol/L.
 */

/** HbA1c IFCC (mmol/mol) → NGSP (%): NGSP = 0.09148 × IFCC + 2.152 (IFCC–NGSP master equation; ngsp.org, Hoelzel 2004). */
const HBA1C_SLOPE = 0.09148
const HBA1C_INTERCEPT = 2.152

const R = PREVENT_RANGES
// Other-unit ranges: the widest whole steps that convert inside the canonical ranges.
const HBA1C_MMOL_MOL = { min: 26, max: 140 } // 26 → 4.53 %, 140 → 14.96 % (25 → 4.44 %, 141 → 15.05 % are outside)

/** The arguments of prevent_risk after outcome and horizon (optional ones last; empty = not measured). */
const ARGS =
  'age, sex, total_cholesterol, hdl_cholesterol, systolic_bp, bp_treated, statin, diabetes, smoker, egfr_value, bmi_value, uacr_mg_g, hba1c_percent, sdi_decile'
const preventRisk = (outcome: string, years: 10 | 30) => `prevent_risk('${outcome}', ${years}, ${ARGS}) * 100`

/**
 * Categories are applied to the ASCVD risk as displayed (one decimal), so the category never
 * contradicts the number on screen (2.96 % shows as 3.0 % and is borderline). 3.0/100 etc.
 * divide to exactly the doubles of the bounds in PREVENT_ASCVD_CATEGORIES.
 */
const CATEGORY_KEY = 'prevent_ascvd_category(round(ascvd_10y, 1) / 100)'

/**
 * AHA PREVENT equations: 10- and 30-year total CVD, ASCVD and heart-failure risk.
 * Khan SS et al., Circulation 2024;149:430–449. Formula and coefficients: engine/formulas/prevent.ts.
 */
const prevent = {
  slug: 'prevent',
  name: 'AHA PREVENT Cardiovascular Risk (10- and 30-Year)',
  calcId: 'calc-prevent',
  ...TOOL_BASE,
  eligibility:
    'Adults aged 30–79 without known cardiovascular disease (no previous heart attack, stroke or TIA, no coronary or peripheral revascularisation, no symptomatic peripheral artery disease and no heart failure). It is a primary-prevention tool: do not use it for people who already have one of these conditions. 30-year risks are given only for ages 30–59. The equations do not use race.',
  description:
    'Estimates the chance of a first cardiovascular event over the next 10 years, and over 30 years for people aged 30–59: any cardiovascular disease, heart attack or stroke (ASCVD), and heart failure. Optional kidney (urine albumin), blood sugar (HbA1c) and neighbourhood deprivation measures refine the estimate. The 10-year ASCVD risk is placed in the risk categories of the 2026 ACC/AHA cholesterol guideline.',
  contentName: 'prevent',
  tabs: ['patientData', 'riskAndGuidelines', 'populationView'],
  sections: {
    patient: [
      'age',
      'sex',
      'total_cholesterol',
      'hdl_cholesterol',
      'systolic_bp',
      'bp_treated',
      'statin',
      'diabetes',
      'smoker',
      'clinical_ascvd',
      'ldl_190',
      'egfr_method',
      'egfr_entered',
      'creatinine',
      'egfr_calculated',
      'bmi_method',
      'bmi_entered',
      'height_weight',
      'bmi_calculated',
      'optional_heading',
      'optional_note',
      'uacr',
      'hba1c_unit',
      'hba1c',
      'hba1c_mmolmol',
      'sdi_decile',
    ],
  },
  ehrpdns: ['age', 'sex', 'total_cholesterol', 'hdl_cholesterol', 'systolic_bp', 'bp_treated', 'statin', 'diabetes', 'smoker', 'egfr', 'creatinine', 'bmi', 'height', 'weight', 'uacr', 'hba1c'],
  controls: controls({
    age: measure(
      'Age',
      'years',
      {
        ...R.age,
        reason: `The PREVENT equations were derived in adults aged ${R.age.min}–${R.age.max} (Khan 2024) and give no risk outside these ages.`,
      },
      { help: `${span(R.age, 'years')}. 30-year risks are given only up to age 59.` },
    ),
    sex: choice('Sex', SEXES),
    total_cholesterol: measure('Total cholesterol', CHOLESTEROL_MEASURE, R.totalCholesterol, {
      help: `${span(R.totalCholesterol, 'mg/dL')} (3.37–8.27 mmol/L). Enter the current result, also if the person takes a statin.`,
      validations: [
        // LDL is always below non-HDL cholesterol, so LDL ≥ 190 is possible only when TC − HDL ≥ 190.
        warnUnless(
          'hdl_cholesterol = null or total_cholesterol - hdl_cholesterol < 190',
          'Total minus HDL cholesterol is 190 mg/dL (4.91 mmol/L) or more, so LDL cholesterol may be 190 mg/dL or higher. Check the LDL: severe hypercholesterolaemia is treated on its own merits, whatever the estimated risk.',
        ),
      ],
    }),
    hdl_cholesterol: measure('HDL cholesterol', CHOLESTEROL_MEASURE, R.hdl, { help: `${span(R.hdl, 'mg/dL')} (0.52–2.58 mmol/L).` }),
    systolic_bp: measure(
      'Systolic blood pressure',
      'mmHg',
      {
        ...R.systolicBp,
        reason: `The PREVENT equations accept systolic pressures of ${span(R.systolicBp, 'mmHg')} (Khan 2024) and give no risk outside this range.`,
      },
      { help: `${span(R.systolicBp, 'mmHg')}; use the average of two or more seated readings.` },
    ),
    bp_treated: yesNo('Taking medicine for high blood pressure'),
    statin: yesNo('Taking a statin', { help: 'PREVENT accounts for statin use itself; the cholesterol results above stay as measured.' }),
    diabetes: yesNo('Diabetes'),
    smoker: yesNo('Current smoker', { help: 'Smokes cigarettes now, daily or now and then (for example any cigarette in the past 30 days).' }),
    egfr_method: choice(
      'Kidney function (eGFR)',
      [
        ['Enter eGFR', 'enter'],
        ['Calculate from creatinine', 'creatinine'],
      ],
      { interfaceChoice: true, defaults: [{ value: 'enter' }] },
    ),
    egfr_entered: measure('eGFR', 'mL/min/1.73 m²', R.egfr, {
      cpdn: 'egfr',
      visibility: "egfr_method = 'enter'",
      help: `${R.egfr.min}–${R.egfr.max}, preferably from the race-free CKD-EPI 2021 equation. If the laboratory reports only “> 60” or “> 90”, calculate it from the creatinine instead.`,
    }),
    creatinine: measure(
      'Serum creatinine',
      SERUM_CREATININE_MEASURE,
      { ...EGFR_RANGES.creatinineMgDl, reason: SERUM_CREATININE_MGDL_RANGE.reason },
      {
        visibility: "egfr_method = 'creatinine'",
        help: `Standardised (IDMS-traceable) result with stable kidney function. The eGFR is calculated with the race-free CKD-EPI 2021 equation from creatinine, age and sex, and must come to ${R.egfr.min}–${R.egfr.max}.`,
        validations: [
          // Rounded to a whole number as laboratories report it; that number is the one PREVENT uses.
          mustHold(
            `egfr_ckdepi2021(creatinine, age, sex) = null or between(round(egfr_ckdepi2021(creatinine, age, sex)), ${R.egfr.min}, ${R.egfr.max})`,
            `The eGFR calculated from this creatinine (with age and sex) is outside ${span(R.egfr, 'mL/min/1.73 m²')}, the range the PREVENT equations accept.`,
          ),
        ],
      },
    ),
    egfr_calculated: result('eGFR (CKD-EPI 2021, race-free)', 'round(egfr_ckdepi2021(creatinine, age, sex))', {
      type: 'numeric.egfr',
      visibility: "egfr_method = 'creatinine'",
      units: 'mL/min/1.73 m²',
      decimals: 0,
    }),
    bmi_method: choice(
      'Body mass index (BMI)',
      [
        ['Enter BMI', 'enter'],
        ['Calculate from height and weight', 'measure'],
      ],
      { interfaceChoice: true, help: 'Used for the heart-failure risk only.', defaults: [{ value: 'enter' }] },
    ),
    bmi_entered: measure('BMI', 'kg/m²', R.bmi, { cpdn: 'bmi', visibility: "bmi_method = 'enter'", help: `${span(R.bmi, 'kg/m²')}.` }),
    height_weight: group('Height and weight', ['height', 'weight'], { type: 'numeric.heightweight', visibility: "bmi_method = 'measure'" }),
    height: measure('Height', HEIGHT_IN_MEASURE, BMI_RANGES.heightIn, { type: 'numeric.height', isChild: true, visibility: "bmi_method = 'measure'" }),
    weight: measure('Weight', WEIGHT_LB_MEASURE, BMI_RANGES.weightLb, {
      type: 'numeric.weight',
      isChild: true,
      visibility: "bmi_method = 'measure'",
      validations: [
        // Checked on the BMI as shown (one decimal), which is also the value PREVENT uses.
        mustHold(
          `bmi_imperial(weight, height) = null or between(round(bmi_imperial(weight, height), 1), ${R.bmi.min}, ${R.bmi.max})`,
          `The BMI from this height and weight is outside ${span(R.bmi, 'kg/m²')}, the range the PREVENT equations accept.`,
        ),
      ],
    }),
    bmi_calculated: result('BMI', 'round(bmi_imperial(weight, height), 1)', { type: 'numeric.bmi', visibility: "bmi_method = 'measure'", units: 'kg/m²', decimals: 1 }),
    optional_heading: text('text.subheading', 'Optional measures'),
    optional_note: text(
      'text.legend',
      'Urine albumin, HbA1c and neighbourhood deprivation refine the estimate. Leave blank what is not available: each one entered switches to the PREVENT model that includes it.',
    ),
    uacr: measure('UACR (optional)', UACR_MEASURE, R.uacr, {
      required: false,
      help: `${R.uacr.min}–${R.uacr.max.toLocaleString('en-US')} mg/g (0.02–2828.05 mg/mmol; mg/mmol × 8.84 = mg/g), from a spot urine sample.`,
    }),
    hba1c_unit: choice(
      'HbA1c units',
      [
        ['% (NGSP/DCCT)', 'percent'],
        ['mmol/mol (IFCC)', 'mmol_mol'],
      ],
      { interfaceChoice: true, required: false, defaults: [{ value: 'percent' }] },
    ),
    hba1c: measure('HbA1c (optional)', '%', R.hba1c, {
      required: false,
      visibility: "hba1c_unit = 'percent'",
      help: `${R.hba1c.min}–${R.hba1c.max} %. Used with or without diabetes.`,
    }),
    hba1c_mmolmol: measure('HbA1c (optional)', 'mmol/mol', HBA1C_MMOL_MOL, {
      required: false,
      visibility: "hba1c_unit = 'mmol_mol'",
      help: `${HBA1C_MMOL_MOL.min}–${HBA1C_MMOL_MOL.max} mmol/mol (converted to %: 0.09148 × mmol/mol + 2.152).`,
    }),
    sdi_decile: measure(
      'Social Deprivation Index decile (optional, US only)',
      null,
      { ...R.sdiDecile, integer: true },
      {
        required: false,
        help: 'Decile 1 (least deprived) to 10 (most deprived) of the home ZIP code, from the Robert Graham Center Social Deprivation Index. This calculator does not look it up from the ZIP code.',
      },
    ),
    // Values in the units the equations use; not shown.
    egfr_value: result('eGFR used', 'coalesce(egfr_entered, egfr_calculated)', { units: 'mL/min/1.73 m²' }),
    bmi_value: result('BMI used', 'coalesce(bmi_entered, bmi_calculated)', { units: 'kg/m²' }),
    uacr_mg_g: result('UACR used', 'uacr', { units: 'mg/g' }),
    hba1c_percent: result('HbA1c used', `coalesce(hba1c, ${HBA1C_SLOPE} * hba1c_mmolmol + ${HBA1C_INTERCEPT})`, { units: '%' }),
    model_key: result('PREVENT variant', 'prevent_model(uacr_mg_g, hba1c_percent, sdi_decile)', { cpdn: 'prevent_model' }),
    model_used: result(
      'PREVENT model used',
      "if(model_key = null, null, if(model_key = 'base', 'Base model', if(model_key = 'uacr', 'Base model with UACR', if(model_key = 'hba1c', 'Base model with HbA1c', if(model_key = 'sdi', 'Base model with SDI', " +
        "'Full model (UACR, HbA1c and SDI; any of them not entered counts as missing)')))))",
    ),
    cvd_10y: risk('10-year risk of total cardiovascular disease (ASCVD or heart failure)', preventRisk('cvd', 10), { cpdn: 'prevent_cvd_10y', units: '%', decimals: 1 }),
    ascvd_10y: risk('10-year risk of heart attack or stroke (ASCVD)', preventRisk('ascvd', 10), { cpdn: 'prevent_ascvd_10y', units: '%', decimals: 1 }),
    hf_10y: risk('10-year risk of heart failure', preventRisk('hf', 10), { cpdn: 'prevent_hf_10y', units: '%', decimals: 1 }),
    ...STATIN_GROUP_CONTROLS,
    statin_group_note: result('Statin benefit group', STATIN_GROUP_NOTE),
    ascvd_category: result(
      'Risk category (2026 ACC/AHA, 10-year ASCVD)',
      `if(ascvd_10y = null, null, if(clinical_ascvd = 'yes', 'Not applicable (clinical ASCVD)', if(${CATEGORY_KEY} = 'low', 'Low', if(${CATEGORY_KEY} = 'borderline', 'Borderline', if(${CATEGORY_KEY} = 'intermediate', 'Intermediate', 'High')))))`,
    ),
    interpretation: interpretation(
      `if(ascvd_category = null, null, if(clinical_ascvd = 'yes', ${STATIN_GROUP_STATEMENT}, if((${STATIN_GROUP}) != 'none', ${STATIN_GROUP_STATEMENT} + ' ', '') + ` +
        "if(ascvd_category = 'Low', 'Low risk: under 3 % chance of a heart attack or stroke in the next 10 years.', " +
        "if(ascvd_category = 'Borderline', 'Borderline risk: 3 % to under 5 % over 10 years.', " +
        "if(ascvd_category = 'Intermediate', 'Intermediate risk: 5 % to under 10 % over 10 years.', 'High risk: 10 % or more over 10 years.'))) + " +
        // The band's own advice only when no benefit group has already decided the indication.
        `if((${STATIN_GROUP}) != 'none', '', ` +
        "if(ascvd_category = 'Low', ' At this level the emphasis is on healthy habits.', " +
        "if(ascvd_category = 'Borderline', ' Whether to start a statin is a personal decision; risk-enhancing factors such as a raised lipoprotein(a), and in selected people a coronary artery calcium score, help decide.', " +
        "if(ascvd_category = 'Intermediate', ' After a discussion of benefits and drawbacks, at least a moderate-intensity statin is recommended (2026 ACC/AHA); a coronary artery calcium score can help if the decision stays uncertain.', " +
        "' A high-intensity statin is recommended, together with lifestyle measures (2026 ACC/AHA).'))))))",
    ),
    ascvd_10y_base: risk(
      'For comparison: 10-year ASCVD risk by the base model (without UACR, HbA1c and SDI)',
      "prevent_risk('ascvd', 10, age, sex, total_cholesterol, hdl_cholesterol, systolic_bp, bp_treated, statin, diabetes, smoker, egfr_value, bmi_value, null, null, null) * 100",
      { cpdn: 'prevent_ascvd_10y_base_model', visibility: "model_key != 'base'", units: '%', decimals: 1 },
    ),
    cvd_30y: risk('30-year risk of total cardiovascular disease', preventRisk('cvd', 30), { cpdn: 'prevent_cvd_30y', visibility: 'age <= 59', units: '%', decimals: 1 }),
    ascvd_30y: risk('30-year risk of heart attack or stroke (ASCVD)', preventRisk('ascvd', 30), { cpdn: 'prevent_ascvd_30y', visibility: 'age <= 59', units: '%', decimals: 1 }),
    hf_30y: risk('30-year risk of heart failure', preventRisk('hf', 30), { cpdn: 'prevent_hf_30y', visibility: 'age <= 59', units: '%', decimals: 1 }),
    thirty_year_note: result(
      '30-year risks',
      "'Not shown: the PREVENT 30-year equations are provided only for people aged 30–59, so from age 60 only the 10-year risks apply.'",
      { type: 'summary.statement', visibility: 'age > 59' },
    ),
    guidance: result(
      'Statin guidance (ACC/AHA)',
      `if(ascvd_category = null, null, ${groupFirstGuidance({
        category: CATEGORY_KEY,
        byCategory:
          "if(ascvd_category = 'Low', 'Low risk: lifestyle is the treatment at this level: diet, physical activity, not smoking, blood pressure and weight (2026 ACC/AHA). A strong family history of premature ASCVD or a lipoprotein(a) of 125 nmol/L (50 mg/dL) or more calls for a discussion.', " +
          "if(ascvd_category = 'Borderline', 'Borderline risk: decide together with the person (2026 ACC/AHA). Risk-enhancing factors (for example lipoprotein(a) of 125 nmol/L (50 mg/dL) or more, or a strong family history of premature ASCVD) count towards a statin; if still unsure, a coronary artery calcium score helps in selected people.', " +
          "if(ascvd_category = 'Intermediate', 'Intermediate risk: start at least a moderate-intensity statin (LDL-C lowered by 30–49 %) after a shared decision (2026 ACC/AHA). If the choice remains uncertain, a coronary artery calcium score helps: a score of 0 supports waiting (except with diabetes, current smoking, familial or severe hypercholesterolaemia, or a strong family history), and 100 or more, or the 75th percentile or above, supports treatment.', " +
          "'High risk: start a high-intensity statin (LDL-C lowered by 50 % or more), together with lifestyle measures (2026 ACC/AHA).')))",
        intensity: {
          low: 'The calculated 10-year PREVENT-ASCVD risk is low (under 3 %): a moderate-intensity statin, with lifestyle measures.',
          borderline: 'The calculated 10-year PREVENT-ASCVD risk is borderline (3 % to under 5 %): a moderate-intensity statin, with lifestyle measures.',
          intermediate: 'The calculated 10-year PREVENT-ASCVD risk is intermediate (5 % to under 10 %): at least a moderate-intensity statin (2026 ACC/AHA).',
          high: 'The calculated 10-year PREVENT-ASCVD risk is high (10 % or more): a high-intensity statin (2026 ACC/AHA).',
        },
      })} + ` +
        "if(clinical_ascvd = 'yes', '', ' PREVENT gives lower numbers than the 2013 Pooled Cohort Equations for the same person, which is why the cut-points are lower; do not apply the old 5 %, 7.5 % and 20 % thresholds to these results.' + " +
        "if(age <= 59, ' In younger adults the 30-year risk shows the longer view: from age 30, with LDL-C of 160 mg/dL or more and a strong family history of premature ASCVD or a raised 30-year risk, consider drug treatment after lifestyle measures (2026 ACC/AHA).', '')))",
      { type: 'summary.statement' },
    ),
    // Same rule as engine/iconarray/counts.ts: at least 1 icon for a non-zero risk, never all 100 below certainty.
    events_per_100: result('Out of 100 people like this: cardiovascular disease in 10 years', 'if(cvd_10y = null, null, if(cvd_10y > 0, min(99, max(1, round(cvd_10y))), 0))'),
    others_per_100: result('Out of 100 people like this: no cardiovascular disease in 10 years', '100 - events_per_100'),
    population_intro: text(
      'text.paragraph',
      'Picture 100 people with the same answers. The figure shows how many of them would be expected to develop cardiovascular disease (a heart attack, a stroke or heart failure) in the next 10 years.',
    ),
    population_array: iconArray(
      [
        {
          denominator: 100,
          heading: '100 people with the same risk factors, over 10 years',
          icons: [
            { order: 1, count: 'events_per_100', icon: 'person', label: 'develop cardiovascular disease in the next 10 years' },
            { order: 2, count: 'others_per_100', icon: 'person', label: 'do not' },
          ],
        },
      ],
      { population: 100 },
    ),
  }),
  risk: ['model_used', 'cvd_10y', 'ascvd_10y', 'hf_10y', 'ascvd_category', 'interpretation', 'ascvd_10y_base', 'cvd_30y', 'ascvd_30y', 'hf_30y', 'thirty_year_note'],
  guideline: ['guidance'],
  populationHeader: ['population_intro'],
  population: ['population_array'],
  chartNote: {
    cc: '{{statin_group_note}} AHA PREVENT ({{model_used}}): 10-year risk of total CVD {{cvd_10y}} %, ASCVD {{ascvd_10y}} % ({{ascvd_category}} by the 2026 ACC/AHA categories), heart failure {{hf_10y}} %. 30-year (ages 30–59 only): total CVD {{cvd_30y}} %, ASCVD {{ascvd_30y}} %, heart failure {{hf_30y}} %. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'khan2024',
      citation:
        'Khan SS, Matsushita K, Sang Y, et al. Development and validation of the American Heart Association’s PREVENT equations. Circulation. 2024;149(6):430–449.',
      pmid: '37947085',
      doi: '10.1161/CIRCULATIONAHA.123.067626',
      kind: 'derivation',
      cohort: 'n = 3,281,919 (derivation, 25 data sets, 1992–2017); n = 3,330,085 (external validation, 21 data sets); US adults aged 30–79 without CVD',
    },
    {
      id: 'khan2024-correction',
      citation: 'Correction to: Development and validation of the American Heart Association’s PREVENT equations. Circulation. 2024;149(11):e956.',
      doi: '10.1161/CIR.0000000000001230',
      kind: 'erratum',
    },
    {
      id: 'aha-prevent-reference',
      citation:
        'AHAprevent, the American Heart Association’s reference R code for the PREVENT equations, as reproduced with its reference outputs in the Python port kingrc15/pyprevent (prevent/_base.py, _uacr.py, _hba1c.py, _sdi.py, _full.py; tests/fixtures/r_cases.csv and r_reference.csv, generated by running AHAprevent).',
      url: 'https://github.com/kingrc15/pyprevent',
      kind: 'reference implementation (verification)',
    },
    {
      id: 'preventr',
      citation:
        'Mayer MG. preventr: an implementation of the AHA PREVENT equations (R package, version 0.12.0; coefficients from the supplement of Khan 2024, Tables S12A–J; test suite tests/testthat/test-estimate_risk.R).',
      url: 'https://github.com/martingmayer/preventr',
      kind: 'reference implementation (verification)',
    },
    {
      id: 'linden2024',
      citation: 'Linden A. PREVENT: Stata module to compute the AHA PREVENT risk equations (prevent10i, prevent30i), version 1.0.0. Statistical Software Components, Boston College; 2024.',
      kind: 'reference implementation (verification)',
    },
    {
      id: 'cdc-kdss',
      citation: 'Centers for Disease Control and Prevention. Chronic Kidney Disease Surveillance System: PREVENT 10-year cardiovascular disease risk, measure definition (Q811).',
      url: 'https://wwwn.cdc.gov/KDSS/detail.aspx?Qnum=Q811&topic=1',
      kind: 'equation (verification)',
    },
    {
      id: 'acc-aha-2026',
      citation:
        'Blumenthal RS, Morris PB, et al. 2026 ACC/AHA/AACVPR/ABC/ACPM/ADA/AGS/APhA/ASPC/NLA/PCNA guideline on the management of dyslipidemia. Circulation. 2026.',
      doi: '10.1161/CIR.0000000000001423',
      kind: 'guideline',
    },
    GRUNDY_2019,
    {
      id: 'inker2021',
      citation:
        'Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to estimate GFR without race. N Engl J Med. 2021;385(19):1737–1749.',
      pmid: '34554658',
      doi: '10.1056/NEJMoa2102953',
      kind: 'derivation (eGFR from creatinine)',
    },
    {
      id: 'ngsp-ifcc',
      citation:
        'Hoelzel W, Weykamp C, Jeppsson JO, et al. IFCC reference system for measurement of hemoglobin A1c in human blood and the national standardization schemes in the United States, Japan, and Sweden: a method-comparison study. Clin Chem. 2004;50(1):166–174. Master equation NGSP (%) = 0.09148 × IFCC (mmol/mol) + 2.152 as published by the NGSP.',
      url: 'http://www.ngsp.org/ifcc.asp',
      kind: 'unit conversion',
    },
    {
      id: 'butler2013',
      citation:
        'Butler DC, Petterson S, Phillips RL, Bazemore AW. Measures of social deprivation that predict health care access and need within a rational area of primary care service delivery. Health Serv Res. 2013;48(2 Pt 1):539–559.',
      kind: 'definition (Social Deprivation Index)',
    },
  ],
  definitions: [
    { term: 'Total cardiovascular disease (CVD)', definition: 'A first ASCVD event or heart failure, whichever comes first.' },
    { term: 'ASCVD', definition: 'Atherosclerotic cardiovascular disease: a non-fatal heart attack, death from coronary heart disease, or a stroke.' },
    { term: 'UACR', definition: 'Urine albumin-to-creatinine ratio, a spot-urine measure of kidney damage (albuminuria).' },
    {
      term: 'SDI',
      definition: 'Social Deprivation Index: a ZIP-code-level score of neighbourhood disadvantage (income, education, employment, housing, household make-up, transport), given in deciles from 1 (least deprived) to 10 (most deprived).',
    },
  ],
  category: 'Cardiology',
  synonyms: [
    'PREVENT equations',
    'PREVENT calculator',
    'AHA PREVENT',
    'PREVENT-ASCVD',
    '10-year cardiovascular risk',
    '30-year cardiovascular risk',
    'heart failure risk',
    'heart attack and stroke risk',
    'statin decision',
    'primary prevention risk',
    'race-free cardiovascular risk',
    'CKM risk',
  ],
  abbreviations: ['PREVENT', 'CVD', 'ASCVD', 'HF', 'AHA', 'ACC/AHA', 'UACR', 'ACR', 'HbA1c', 'SDI', 'eGFR', 'BMI', 'HDL', 'SBP', 'CKM'],
  conditions: ['cardiovascular disease', 'heart attack', 'stroke', 'heart failure', 'hypertension', 'high cholesterol', 'diabetes', 'chronic kidney disease', 'obesity'],
  instructions:
    'For adults aged 30–79 without known cardiovascular disease, usually when discussing prevention such as a statin or blood-pressure treatment. Do not use after a heart attack, stroke or TIA, coronary or peripheral revascularisation, with symptomatic peripheral artery disease or with heart failure. Enter current values (also while on treatment: the equations include blood-pressure and statin treatment). eGFR can be entered or calculated from creatinine, and BMI entered or calculated from height and weight. UACR, HbA1c and the ZIP-code deprivation decile are optional: leave blank what is not known. Values outside the accepted ranges are refused, not adjusted.',
  whenToUse: [
    'Adults aged 30–79 at a prevention visit, to estimate the chance of a heart attack, stroke or heart failure and to frame the statin discussion using the 2026 ACC/AHA categories.',
    'Younger adults (30–59), where the 10-year risk is usually low, to show the 30-year outlook.',
    'People with diabetes or chronic kidney disease, where adding HbA1c and UACR sharpens the estimate.',
  ],
  pearls: [
    'Statin benefit groups come before the risk bands: clinical ASCVD (secondary prevention, where the equations do not apply), LDL-C 190 mg/dL or more, and diabetes at age 40–75 each indicate a statin whatever the calculated risk (ACC/AHA 2018 cholesterol guideline §4.1–4.3); the calculated risk then informs the intensity and the conversation.',
    'The category cut-points are 3 %, 5 % and 10 % for the 10-year PREVENT-ASCVD risk (2026 ACC/AHA dyslipidemia guideline).',
    'No LDL-C goal for primary prevention is shown: the published summaries of the 2026 guideline give different goals, and the primary text could not be checked.',
    'It is not settled here whether the guideline means the categories for the base model only or also for the versions with UACR, HbA1c or SDI. The category is taken from the model in use, and the base-model ASCVD estimate is shown alongside when another model is used.',
    'The 2026 guideline sets no numeric threshold for the 30-year risk: it informs the discussion, not a cut-off.',
    'With two or three of the optional measures, the full model runs and counts the missing one as missing, as the preventr package documents; that the AHA web calculator does the same is inferred, not confirmed. A single-measure model is never run without its measure, because that would understate the risk.',
    'The equations are sex-specific and do not use race. Compared with the 2013 Pooled Cohort Equations they give estimates roughly 40–50 % lower for the same person, so the older thresholds do not transfer.',
    'Valid ranges differ between implementations. This calculator accepts the AHA reference code’s ranges (systolic pressure up to 200 mmHg, BMI 18.5 to under 40) with eGFR 15–140, UACR 0.1–25,000 mg/g and HbA1c 4.5–15 %, as in the preventr package; anything outside is refused, never clamped.',
    'Smoking means current cigarette smoking (definitions vary: any in the past 30 days, or daily or occasional). Diabetes means a diagnosis of diabetes; HbA1c is used both with and without it.',
    'UACR enters as a logarithm: a result reported only as below the detection limit (for example “< 3 mg/g”) cannot be entered exactly; entering the limit slightly overstates the risk.',
    'Below a systolic pressure of 110 mmHg most PREVENT equations give a slightly higher risk as pressure falls (a J-shaped relation in the source coefficients); above 110 mmHg the risk rises with pressure.',
    'BMI affects only the heart-failure risk; cholesterol and statin use affect only the total-CVD and ASCVD risks.',
    'The category is assigned from the risk as displayed (one decimal), so it always matches the number shown.',
  ],
  nextSteps: {
    advice: [
      'First, the statin benefit groups: clinical ASCVD → secondary prevention, high-intensity statin, equations do not apply; LDL-C ≥ 190 mg/dL → high-intensity statin; diabetes at 40–75 → at least a moderate-intensity statin (ACC/AHA 2018 §4.1–4.3).',
      'Low (< 3 %): encourage healthy habits; reassess periodically, and look at the 30-year risk in younger adults.',
      'Borderline (3 % to < 5 %): discuss lifestyle and risk-enhancing factors; measure lipoprotein(a) if not yet done; consider a coronary artery calcium score in selected people.',
      'Intermediate (5 % to < 10 %): discuss at least a moderate-intensity statin; a coronary artery calcium score can help if undecided.',
      'High (≥ 10 %): recommend a high-intensity statin alongside lifestyle measures.',
    ],
    management: [
      'Use a shared decision: show the 10-year (and, for ages 30–59, 30-year) risk, the likely benefit and the drawbacks of treatment, and respect the person’s preferences.',
      'Measure lipoprotein(a) once in every adult (2026 ACC/AHA); 125 nmol/L (50 mg/dL) or more is a risk-enhancing factor.',
      'A high heart-failure risk is a reason to control blood pressure, weight, glucose and kidney risk factors, whatever the statin decision.',
      'If a statin is started, check the LDL response after 4–12 weeks and adherence thereafter.',
    ],
  },
  evidence: [
    'Derived in 25 US data sets (3,281,919 adults aged 30–79 without CVD, 1992–2017) and validated externally in 21 further data sets (3,330,085 adults). Median external C statistic for total CVD: 0.794 in women and 0.757 in men (Khan 2024).',
    'Sex-specific logistic equations developed on the age scale, accounting for the competing risk of non-cardiovascular death, without race; kidney function (eGFR) is a core predictor, and UACR, HbA1c and the ZIP-code Social Deprivation Index are optional additions, each variant with its own refitted coefficients.',
    'Coefficients verified term by term (1,362 of 1,362) against two independent chains, the preventr R package (from the supplement, Tables S12A–J) and a port of the AHA’s AHAprevent code, and for the base model against the Stata prevent package; this calculator reproduces the 135 risks the AHA reference code gives for its test profiles to within 2 × 10⁻⁶ percentage points. Limits of that check: the supplement tables and the published correction (Circulation 2024;149:e956) were not read first-hand, and the AHA code was seen through a port that states parity with it. The separate coronary heart disease and stroke equations of the supplement are not included.',
    'Conventions: cholesterol mg/dL × 0.02586 = mmol/L as in every reference implementation; eGFR from creatinine by the race-free CKD-EPI 2021 equation, rounded to a whole number as laboratories and preventr report it; BMI from height and weight rounded to one decimal as preventr does; UACR mg/mmol × 8.84 = mg/g; HbA1c % = 0.09148 × mmol/mol + 2.152 (NGSP–IFCC master equation).',
    'Risk categories: 2026 ACC/AHA multisociety dyslipidemia guideline (doi:10.1161/CIR.0000000000001423). Verification: the cut-points agree across four independent secondary summaries; the primary text was not available. Statin benefit groups: ACC/AHA 2018 cholesterol guideline (Grundy 2019) §4.1–4.3, recommendation text checked.',
  ],
  formula: [
    'Log-odds x = constant + Σ β × term; risk = 1 / (1 + e^(−x)), with separate coefficients for each sex, outcome (total CVD, ASCVD, heart failure), horizon (10 or 30 years) and model (base, + UACR, + HbA1c, + SDI, full).',
    'Terms: age (age − 55)/10 (and its square for 30-year risks); non-HDL cholesterol (TC − HDL in mmol/L) − 3.5; HDL (HDL − 1.3)/0.3; systolic pressure below and above 110 mmHg, (min(SBP, 110) − 110)/20 and (max(SBP, 110) − 130)/20; diabetes; current smoking; BMI below and above 30, (min(BMI, 30) − 25)/5 and (max(BMI, 30) − 30)/5 (heart failure only); eGFR below and above 60, (min(eGFR, 60) − 60)/−15 and (max(eGFR, 60) − 90)/−15; blood-pressure treatment; statin use (not in heart failure).',
    'Interactions: treatment × SBP (above 110), statin × non-HDL, and age × non-HDL, HDL, SBP (above 110), diabetes, smoking, BMI (above 30, heart failure only) and eGFR (below 60).',
    'Optional terms: ln(UACR in mg/g); (HbA1c − 5.3) separately with and without diabetes; SDI deciles 4–6 and 7–10 versus 1–3; each with an indicator used when the measure is missing in the full model.',
    'Model choice: no optional measure → base; one → the model with that measure; two or three → full model.',
  ],
  resultSummary:
    'PREVENT ({{model_used}}): 10-year total CVD {{cvd_10y}} %, ASCVD {{ascvd_10y}} % ({{ascvd_category}}, 2026 ACC/AHA), heart failure {{hf_10y}} %; 30-year (ages 30–59 only) total CVD {{cvd_30y}} %, ASCVD {{ascvd_30y}} %, heart failure {{hf_30y}} %; {{events_per_100}} in 100 people like this would develop cardiovascular disease in 10 years.',
  testVectors: [
    {
      description: 'V1, paper’s worked example: woman 50, TC 200, HDL 45, SBP 160 treated, diabetes, non-smoker, eGFR 90, BMI 35 (base model)',
      inputs: { age: 50, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 90, bmi: 35 },
      expected: {
        prevent_model: 'base',
        prevent_cvd_10y: 14.684,
        prevent_ascvd_10y: 9.195,
        prevent_hf_10y: 8.056,
        prevent_cvd_30y: 52.985,
        prevent_ascvd_30y: 35.426,
        prevent_hf_30y: 38.96,
        ascvd_category: 'Intermediate',
        events_per_100: 15,
      },
      tolerance: 0.000501,
      source: 'khan2024 worked example ("Table S25"), output of aha-prevent-reference (AHAprevent: 14.684/9.195/8.056, 52.985/35.426/38.960 %); preventr test suite 0.147/0.092/0.081, 0.530/0.354/0.390',
    },
    {
      description: 'V2: man, otherwise as V1 (base model)',
      inputs: { age: 50, sex: 'male', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 90, bmi: 35 },
      expected: { prevent_cvd_10y: 16.317, prevent_ascvd_10y: 10.194, prevent_hf_10y: 10.591, prevent_cvd_30y: 51.44, prevent_ascvd_30y: 34.859, prevent_hf_30y: 42.36, ascvd_category: 'High' },
      tolerance: 0.000501,
      source: 'preventr test suite 0.163/0.102/0.106, 0.514/0.349/0.424; decimals from the research notes’ verified re-implementation (prevent.md §3 V2)',
    },
    {
      description: 'V3: woman 45, TC 200, HDL 60, SBP 120 untreated, diabetes, eGFR 95, BMI 25 (base model)',
      inputs: { age: 45, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 60, systolic_bp: 120, bp_treated: 'no', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 95, bmi: 25 },
      expected: { prevent_cvd_10y: 3.379, prevent_ascvd_10y: 2.102, prevent_hf_10y: 1.698, prevent_cvd_30y: 20.65, prevent_ascvd_30y: 11.996, prevent_hf_30y: 12.794, ascvd_category: 'Low' },
      tolerance: 0.000501,
      source: 'aha-prevent-reference, AHAprevent vignette (r_reference.csv, vignette_base_female_45)',
    },
    {
      description: 'V4: man 66 on a statin, smoker with diabetes, SBP 148 untreated, eGFR 67, BMI 30 (base model; no 30-year risk)',
      inputs: { age: 66, sex: 'male', total_cholesterol: 188, hdl_cholesterol: 52, systolic_bp: 148, bp_treated: 'no', statin: 'yes', diabetes: 'yes', smoker: 'yes', egfr: 67, bmi: 30 },
      expected: { prevent_cvd_10y: 22.416, prevent_ascvd_10y: 14.205, prevent_hf_10y: 13.795, ascvd_category: 'High' },
      tolerance: 0.000501,
      source: 'aha-prevent-reference (r_reference.csv, preventr_base_male_66)',
    },
    {
      description: 'V5: man 75 with UACR 10 mg/g (UACR model)',
      inputs: { age: 75, sex: 'male', total_cholesterol: 240, hdl_cholesterol: 90, systolic_bp: 130, bp_treated: 'yes', statin: 'yes', diabetes: 'no', smoker: 'no', egfr: 105, bmi: 30, uacr: 10 },
      expected: { prevent_model: 'uacr', prevent_cvd_10y: 17.493, prevent_ascvd_10y: 10.529, prevent_hf_10y: 12.068, prevent_ascvd_10y_base_model: 10.594 },
      tolerance: 0.000501,
      source: 'aha-prevent-reference, AHAprevent vignette (r_reference.csv, vignette_uacr_male_75; base model 10.594)',
    },
    {
      description: 'V6: woman 39 with diabetes and HbA1c 8.0 % (HbA1c model); BMI 25 supplied for heart failure',
      inputs: { age: 39, sex: 'female', total_cholesterol: 190, hdl_cholesterol: 50, systolic_bp: 110, bp_treated: 'no', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 120, bmi: 25, hba1c: 8 },
      expected: { prevent_model: 'hba1c', prevent_cvd_10y: 2.041, prevent_ascvd_10y: 1.257, prevent_hf_10y: 0.941, prevent_cvd_30y: 13.274, prevent_ascvd_30y: 7.31, prevent_hf_30y: 7.624 },
      tolerance: 0.000501,
      source: 'aha-prevent-reference, AHAprevent vignette (vignette_hba1c_female_39, which has no BMI, so no HF); HF with BMI 25 from the research notes’ verified re-implementation (prevent.md §3 V6)',
    },
    {
      description: 'V7: woman, otherwise as V4, with UACR 75 mg/g and HbA1c 9.0 %, SDI not known (full model)',
      inputs: { age: 66, sex: 'female', total_cholesterol: 188, hdl_cholesterol: 52, systolic_bp: 148, bp_treated: 'no', statin: 'yes', diabetes: 'yes', smoker: 'yes', egfr: 67, bmi: 30, uacr: 75, hba1c: 9 },
      expected: { prevent_model: 'full', prevent_cvd_10y: 28.844, prevent_ascvd_10y: 17.815, prevent_hf_10y: 21.833 },
      tolerance: 0.000501,
      source: 'aha-prevent-reference (r_reference.csv, preventr_full_female_66_missing_sdi)',
    },
    {
      description: 'V8: V1 with HbA1c 9.2 %, UACR 92 mg/g and SDI decile 3 (full model)',
      inputs: { age: 50, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 90, bmi: 35, hba1c: 9.2, uacr: 92, sdi_decile: 3 },
      expected: { prevent_model: 'full', prevent_cvd_10y: 17.411, prevent_ascvd_10y: 10.504, prevent_hf_10y: 11.4, prevent_cvd_30y: 53.402, prevent_ascvd_30y: 34.792, prevent_hf_30y: 44.32 },
      tolerance: 0.000501,
      source: 'preventr test suite 0.174/0.105/0.114, 0.534/0.348/0.443; decimals per prevent.md §3 V8',
    },
    {
      description: 'V9: V2 with HbA1c 9.2 %, UACR 92 mg/g and SDI decile 3 (full model)',
      inputs: { age: 50, sex: 'male', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 90, bmi: 35, hba1c: 9.2, uacr: 92, sdi_decile: 3 },
      expected: { prevent_cvd_10y: 19.15, prevent_ascvd_10y: 11.192, prevent_hf_10y: 13.109, prevent_cvd_30y: 51.32, prevent_ascvd_30y: 32.56, prevent_hf_30y: 43.754 },
      tolerance: 0.000501,
      source: 'preventr test suite 0.191/0.112/0.131, 0.513/0.326/0.438; decimals per prevent.md §3 V9',
    },
    {
      description: 'V10: V2 with UACR 92 mg/g (UACR model)',
      inputs: { age: 50, sex: 'male', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 90, bmi: 35, uacr: 92 },
      expected: { prevent_model: 'uacr', prevent_cvd_10y: 19.533, prevent_ascvd_10y: 12.26, prevent_hf_10y: 13.014, prevent_cvd_30y: 53.477, prevent_ascvd_30y: 36.808, prevent_hf_30y: 44.795 },
      tolerance: 0.000501,
      source: 'preventr test suite 0.195/0.123/0.130, 0.535/0.368/0.448; decimals per prevent.md §3 V10',
    },
    {
      description: 'V11: V2 with HbA1c 9.2 % (HbA1c model)',
      inputs: { age: 50, sex: 'male', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 90, bmi: 35, hba1c: 9.2 },
      expected: { prevent_model: 'hba1c', prevent_cvd_10y: 18.668, prevent_ascvd_10y: 11.177, prevent_hf_10y: 12.985, prevent_cvd_30y: 52.374, prevent_ascvd_30y: 33.963, prevent_hf_30y: 45.651 },
      tolerance: 0.000501,
      source: 'preventr test suite 0.187/0.112/0.130, 0.524/0.340/0.457; decimals per prevent.md §3 V11',
    },
    {
      description: 'V12a: V1 with SDI decile 3 (SDI model)',
      inputs: { age: 50, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 90, bmi: 35, sdi_decile: 3 },
      expected: { prevent_model: 'sdi', prevent_cvd_10y: 12.716, prevent_ascvd_10y: 8.028, prevent_hf_10y: 7.043, prevent_cvd_30y: 48.537, prevent_ascvd_30y: 32.236, prevent_hf_30y: 35.752 },
      tolerance: 0.000501,
      source: 'preventr test suite 0.127/0.080/0.070, 0.485/0.322/0.358; decimals per prevent.md §3 V12a',
    },
    {
      description: 'V12b: V2 with SDI decile 3 (SDI model)',
      inputs: { age: 50, sex: 'male', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', statin: 'no', diabetes: 'yes', smoker: 'no', egfr: 90, bmi: 35, sdi_decile: 3 },
      expected: { prevent_cvd_10y: 14.277, prevent_ascvd_10y: 8.822, prevent_hf_10y: 8.887, prevent_cvd_30y: 47.957, prevent_ascvd_30y: 31.74, prevent_hf_30y: 38.352 },
      tolerance: 0.000501,
      source: 'preventr test suite 0.143/0.088/0.089, 0.480/0.317/0.384; decimals per prevent.md §3 V12b',
    },
    {
      description: 'V13: man 58, SBP 150 treated, eGFR 45, BMI 35, SDI decile 8 (SDI model; heart failure only, lipids do not enter it)',
      inputs: { age: 58, sex: 'male', total_cholesterol: 267, hdl_cholesterol: 50, systolic_bp: 150, bp_treated: 'yes', statin: 'no', diabetes: 'no', smoker: 'no', egfr: 45, bmi: 35, sdi_decile: 8 },
      expected: { prevent_model: 'sdi', prevent_hf_10y: 12.525, prevent_hf_30y: 36.454 },
      tolerance: 0.000501,
      source: 'aha-prevent-reference, AHAprevent vignette (vignette_sdi_male_58, HDL and statin not given, so HF only)',
    },
    {
      description: 'V14: man 40, SBP 100, smoker, eGFR 45, BMI 22 (base model; lower spline pieces)',
      inputs: { age: 40, sex: 'male', total_cholesterol: 180, hdl_cholesterol: 40, systolic_bp: 100, bp_treated: 'no', statin: 'no', diabetes: 'no', smoker: 'yes', egfr: 45, bmi: 22 },
      expected: { prevent_cvd_10y: 4.939, prevent_ascvd_10y: 2.671, prevent_hf_10y: 2.289, prevent_cvd_30y: 19.475, prevent_ascvd_30y: 10.433, prevent_hf_30y: 10.014, ascvd_category: 'Low' },
      tolerance: 0.000501,
      source: 'Derived, not published: research notes’ verified re-implementation (prevent.md §3 V14), agreeing with preventr 0.049/0.027/0.023, 0.195/0.104/0.100',
    },
    {
      description: 'V15: woman 62, TC 5.5 mmol/L and HDL 1.4 mmol/L (entered as the exact mg/dL equivalents ÷ 0.02586), SBP 142 treated, statin, eGFR 75, BMI 31',
      inputs: {
        age: 62,
        sex: 'female',
        total_cholesterol: 5.5 / PREVENT_CHOLESTEROL_MMOL_PER_MGDL,
        hdl_cholesterol: 1.4 / PREVENT_CHOLESTEROL_MMOL_PER_MGDL,
        systolic_bp: 142,
        bp_treated: 'yes',
        statin: 'yes',
        diabetes: 'no',
        smoker: 'no',
        egfr: 75,
        bmi: 31,
      },
      expected: { prevent_cvd_10y: 8.353, prevent_ascvd_10y: 5.186, prevent_hf_10y: 4.297, ascvd_category: 'Intermediate' },
      tolerance: 0.000501,
      source: 'Derived, not published: research notes’ verified re-implementation (prevent.md §3 V15), agreeing with preventr 0.084/0.052/0.043',
    },
    {
      description: 'V16: woman 55 without diabetes, HbA1c 6.0 %, SDI decile 6, UACR not known (full model)',
      inputs: { age: 55, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 50, systolic_bp: 130, bp_treated: 'no', statin: 'no', diabetes: 'no', smoker: 'no', egfr: 85, bmi: 28, hba1c: 6, sdi_decile: 6 },
      expected: { prevent_model: 'full', prevent_cvd_10y: 2.707, prevent_ascvd_10y: 1.814, prevent_hf_10y: 0.983, prevent_cvd_30y: 17.605, prevent_ascvd_30y: 11.023, prevent_hf_30y: 8.297, ascvd_category: 'Low' },
      tolerance: 0.000501,
      source: 'Derived, not published: research notes’ verified re-implementation (prevent.md §3 V16), agreeing with preventr 0.027/0.018/0.010, 0.176/0.110/0.083',
    },
  ],
} satisfies ToolDefinitionInput

export default prevent
