import { groupFirstGuidance, STATIN_GROUP, STATIN_GROUP_CONTROLS, STATIN_GROUP_NOTE } from '../guidance/statin-benefit-groups.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import pooledCohort from '../tools/ascvd-pooled-cohort.ts'
import prevent from '../tools/prevent.ts'
import { choice, controls, iconArray, result, risk, text } from '../tools/build/index.ts'
import { AID_BASE, AID_GRID_STATEMENTS, aidEvidence, fieldOptions, optionField } from './common.ts'

/**
 * Relative risk of a first heart attack or stroke with each statin intensity, against no statin.
 * Moderate: CTT 2010/2012 give RR 0.78 per 1 mmol/L lower LDL; moderate intensity lowers LDL by
 * 30–49 %, about 1.2–1.3 mmol/L from a typical untreated 3.3 mmol/L (0.78^1.25 ≈ 0.73), rounded
 * to a 25 % reduction (also USPSTF 2022's pooled RR 0.72 for primary prevention).
 * High: CTT 2010's further 15 % reduction for more versus less intensive regimens: 0.75 × 0.85.
 */
export const STATIN_RELATIVE_RISK = { none: 1, moderate: 0.75, high: 0.75 * 0.85 } as const

/**
 * Extra people out of 100 with each harm over 10 years, statin versus none.
 * Muscle: CTT 2022, 11 extra reports per 1000 in year 1 and none later → about 1 in 100, both intensities.
 * Diabetes: Sattar 2010, 1 extra case per 255 treated for 4 years (≈ 0.4 per 100 per 4 years → 1 per
 * 100 over 10 years if the yearly excess holds); high intensity adds Preiss 2011's 2.0 per 1000
 * patient-years over moderate (2 per 100 over 10 years) → 3 per 100.
 */
export const STATIN_HARMS_PER_100 = {
  muscle: { none: 0, moderate: 1, high: 1 },
  diabetes: { none: 0, moderate: 1, high: 3 },
} as const

const P = prevent.controls

/**
 * The eGFR used when the person does not know theirs (mL/min/1.73 m²): 90, the value at which
 * PREVENT's kidney terms are centred (egfrhi = (max(eGFR, 60) − 90) / −15, Khan 2024). For a
 * true eGFR of 60 to 120 the 10-year ASCVD risk stays within a tenth of the one shown (PREVENT V1:
 * 9.9 % at 60, 9.2 % at 90, 8.6 % at 120); below 60 it is higher (16.2 % at 45), which the page
 * says beside the choice.
 */
export const EGFR_NOT_KNOWN = 90
const PREVENT_ASCVD =
  "prevent_risk('ascvd', 10, age, sex, total_cholesterol, hdl_cholesterol, systolic_bp, bp_treated, 'no', diabetes, smoker, egfr_value, null, null, null, null)"
const PCE = 'pce10(age, sex, race, total_cholesterol, hdl_cholesterol, systolic_bp, bp_treated, smoker, diabetes)'
/** People out of 100 who avoid an event, by the rules of engine/iconarray/counts.ts (never more than the rounded benefit). */
const avoided100 = (treatedRisk: string) => `icons_avoided(ascvd_risk, ${treatedRisk}, 100)`
/** Plain-language statement of the benefit group for the key data and the grid (null when none applies). */
const GROUP_TEXT = {
  ascvd:
    'after a heart attack, stroke or other artery disease (clinical ASCVD) the risk equations of this aid do not apply, and a high-intensity statin is advised (ACC/AHA 2018 cholesterol guideline, §4.1).',
  ldl190: 'with an LDL cholesterol of 190 mg/dL (4.9 mmol/L) or more, a high-intensity statin is advised (ACC/AHA 2018 cholesterol guideline, §4.2).',
  diabetes:
    'with diabetes at age 40–75, at least a moderate-intensity statin is advised (ACC/AHA 2018 cholesterol guideline, §4.3). The numbers help choose the dose and talk it over.',
}
const groupPlain = (lead: string, capitalised: boolean) => {
  const text = (t: string) => `'${lead}${capitalised ? t[0]!.toUpperCase() + t.slice(1) : t}'`
  return `if((${STATIN_GROUP}) = 'ascvd', ${text(GROUP_TEXT.ascvd)}, if((${STATIN_GROUP}) = 'ldl190', ${text(GROUP_TEXT.ldl190)}, if((${STATIN_GROUP}) = 'diabetes', ${text(GROUP_TEXT.diabetes)}, null)))`
}
/**
 * What the guideline says, in a patient's words: the benefit groups first, then the 2026 ACC/AHA
 * bands of the PREVENT risk (low < 3 %, borderline 3–< 5 %, intermediate 5–< 10 %, high ≥ 10 %).
 */
const PLAIN_GUIDANCE = {
  ascvd: 'You have had a heart attack, a stroke or a blocked blood vessel. These numbers are not for you. A high dose of a statin is most often advised. Talk with your care team.',
  ldl190: 'Your LDL cholesterol has been 190 or more. A high dose of a statin is most often advised, whatever your 10-year chance. Talk with your care team.',
  diabetes: 'You have diabetes and you are 40 to 75. The guideline advises at least a medium dose of a statin, whatever your 10-year chance. Your chance helps choose the dose.',
  pce: 'This chance was worked out the older way, with the 2013 equations. Ask your care team what it means for you.',
  low: 'Your chance is low. At this level, healthy habits are the treatment. The guideline does not advise a statin for this chance alone.',
  borderline: 'Your chance is a little raised. Whether to take a statin is your choice, with your care team. Other things, such as a high Lp(a) blood test, count towards one.',
  intermediate: 'Your chance is in the middle. The guideline advises at least a medium dose of a statin if you and your care team agree. A heart scan for calcium can help if you are not sure.',
  high: 'Your chance is high. The guideline advises a high dose of a statin, along with healthy habits.',
}
const CATEGORY = "if(risk_model = 'pce', pce10_category(ascvd_risk), prevent_ascvd_category(round(ascvd_10y, 1) / 100))"
const rr = (option: string) =>
  `if(${option} = 'moderate', ${STATIN_RELATIVE_RISK.moderate}, if(${option} = 'high', ${STATIN_RELATIVE_RISK.high}, 1))`

const three = (events: string, prevented: string) => [
  { order: 1, count: events, icon: 'person', label: 'would have a heart attack or stroke anyway' },
  { order: 2, count: prevented, icon: 'person-outline', label: 'would avoid a heart attack or stroke because of the statin' },
  { order: 3, count: 'no_event', icon: 'person-light', label: 'would not have a heart attack or stroke anyway' },
]

const REFS = {
  risk: ['khan2024', 'acc-aha-2026'],
  pce: ['goff2014'],
  benefit: ['ctt2010', 'ctt2012', 'chou2022'],
  muscle: ['ctt2022'],
  diabetes: ['sattar2010', 'preiss2011'],
  practice: ['acc-aha-2026', 'grundy2019'],
  groups: ['grundy2019', 'acc-aha-2026'],
}

const statinAid: ToolDefinitionInput = {
  slug: 'statin-choice-primary-prevention',
  name: 'Statins to Prevent a First Heart Attack or Stroke',
  ...AID_BASE,
  calcId: 'aid-statins-primary-prevention',
  toolType: 2,
  eligibility:
    'Adults aged 30–79 (40–79 with the Pooled Cohort Equations) who have never had a heart attack, stroke or other atherosclerotic cardiovascular disease, who do not take a statin now, and whose LDL cholesterol is below 190 mg/dL.',
  description:
    'Helps a person and their clinician decide together about taking a statin: the 10-year chance of a heart attack or stroke (PREVENT, or the Pooled Cohort Equations if chosen), and what no statin, a moderate-intensity statin or a high-intensity statin would change, with the side effects in the same detail.',
  contentName: 'statin-choice',
  steps: ['patient', 'assessment', 'options'],
  sections: {
    header: ['risk_model'],
    patient: [
      'clinical_ascvd',
      'ldl_190',
      'age',
      'sex',
      'race',
      'total_cholesterol',
      'hdl_cholesterol',
      'systolic_bp',
      'bp_treated',
      'diabetes',
      'smoker',
      'egfr_method',
      'egfr_entered',
      'creatinine',
      'egfr_calculated',
    ],
  },
  ehrpdns: ['age', 'sex', 'total_cholesterol', 'hdl_cholesterol', 'systolic_bp', 'bp_treated', 'diabetes', 'smoker', 'egfr', 'creatinine'],
  controls: controls({
    risk_model: choice(
      'Risk equation',
      [
        ['PREVENT (2026 ACC/AHA)', 'prevent'],
        ['Pooled Cohort Equations (2013)', 'pce'],
      ],
      {
        help: 'PREVENT-ASCVD is the equation of the 2026 ACC/AHA cholesterol guideline. The 2013 Pooled Cohort Equations give higher numbers for the same person and use race.',
        defaults: [{ value: 'prevent' }],
      },
    ),
    age: {
      ...P.age,
      attributes: {
        fieldInfo: {
          ...P.age.attributes?.fieldInfo,
          inlineText: '30–79 years with PREVENT; 40–79 with the Pooled Cohort Equations.',
          validations: [{ rule: "risk_model != 'pce' or age >= 40", type: 'error', message: 'The Pooled Cohort Equations are for ages 40–79.' }],
        },
      },
    },
    sex: P.sex,
    race: { ...pooledCohort.controls.race, visibility: "risk_model = 'pce'" },
    total_cholesterol: P.total_cholesterol,
    hdl_cholesterol: P.hdl_cholesterol,
    systolic_bp: P.systolic_bp,
    bp_treated: P.bp_treated,
    diabetes: P.diabetes,
    smoker: P.smoker,
    egfr_method: {
      ...P.egfr_method,
      visibility: "risk_model = 'prevent'",
      attributes: {
        fieldInfo: {
          ...P.egfr_method.attributes?.fieldInfo,
          labels: [...(P.egfr_method.attributes?.fieldInfo?.labels ?? []), { name: `Not known: ${EGFR_NOT_KNOWN} is used (normal kidney function)`, value: 'unknown' }],
        },
      },
    },
    egfr_entered: P.egfr_entered,
    creatinine: P.creatinine,
    egfr_calculated: P.egfr_calculated,
    egfr_value: result('eGFR used', `if(egfr_method = 'unknown', ${EGFR_NOT_KNOWN}, coalesce(egfr_entered, egfr_calculated))`, { units: 'mL/min/1.73 m²' }),
    ...STATIN_GROUP_CONTROLS,
    statin_group_note: result('Statin benefit group', STATIN_GROUP_NOTE),
    statin_group_plain: result(
      'Is a statin advised whatever the 10-year chance?',
      `coalesce(${groupPlain('Yes. ', true)}, 'No. Here the choice rests on your 10-year chance and on what matters to you.')`,
    ),
    // The assessment a patient reads on the consumer site (patient.risk and patient.guideline).
    risk_band_plain: result(
      'What doctors call this chance',
      `if(ascvd_risk = null, null, if((${CATEGORY}) = 'low', 'Low', if((${CATEGORY}) = 'borderline', 'Borderline: a little raised', if((${CATEGORY}) = 'intermediate', 'Intermediate: in the middle', 'High'))))`,
    ),
    guidance_plain: result(
      'What the guideline says',
      `if((${STATIN_GROUP}) = 'ascvd', '${PLAIN_GUIDANCE.ascvd}', if((${STATIN_GROUP}) = 'ldl190', '${PLAIN_GUIDANCE.ldl190}', if((${STATIN_GROUP}) = 'diabetes', '${PLAIN_GUIDANCE.diabetes}', ` +
        `if(ascvd_risk = null, null, if(risk_model = 'pce', '${PLAIN_GUIDANCE.pce}', if((${CATEGORY}) = 'low', '${PLAIN_GUIDANCE.low}', if((${CATEGORY}) = 'borderline', '${PLAIN_GUIDANCE.borderline}', if((${CATEGORY}) = 'intermediate', '${PLAIN_GUIDANCE.intermediate}', '${PLAIN_GUIDANCE.high}'))))))))`,
      { type: 'summary.statement' },
    ),
    // Set per option by the option grid (cpdnOverrides); not asked on the patient step.
    statin_option: optionField('Statin option', [
      ['none', 'No statin'],
      ['moderate', 'Moderate-intensity statin'],
      ['high', 'High-intensity statin'],
    ]),
    ascvd_risk: result('10-year risk (fraction)', `if(risk_model = 'pce', ${PCE}, ${PREVENT_ASCVD})`),
    ascvd_10y: risk('10-year chance of a heart attack or stroke, without a statin', 'ascvd_risk * 100', { cpdn: 'statin_aid_ascvd_10y', units: '%', decimals: 1 }),
    model_used: result(
      'Risk equation used',
      "if(risk_model = 'pce', 'Pooled Cohort Equations (ACC/AHA 2013)', 'PREVENT-ASCVD base model (AHA 2024), as used by the 2026 ACC/AHA guideline')",
    ),
    risk_category: result(
      'Risk category',
      "if(ascvd_risk = null, null, if(risk_model = 'pce', if(pce10_category(ascvd_risk) = 'low', 'Low (under 5 %, 2018 ACC/AHA)', if(pce10_category(ascvd_risk) = 'borderline', 'Borderline (5 % to under 7.5 %, 2018 ACC/AHA)', if(pce10_category(ascvd_risk) = 'intermediate', 'Intermediate (7.5 % to under 20 %, 2018 ACC/AHA)', 'High (20 % or more, 2018 ACC/AHA)'))), " +
        "if(prevent_ascvd_category(round(ascvd_10y, 1) / 100) = 'low', 'Low (under 3 %, 2026 ACC/AHA)', if(prevent_ascvd_category(round(ascvd_10y, 1) / 100) = 'borderline', 'Borderline (3 % to under 5 %, 2026 ACC/AHA)', if(prevent_ascvd_category(round(ascvd_10y, 1) / 100) = 'intermediate', 'Intermediate (5 % to under 10 %, 2026 ACC/AHA)', 'High (10 % or more, 2026 ACC/AHA)')))))",
    ),
    guidance: result(
      'What the guideline recommends',
      groupFirstGuidance({
        category: CATEGORY,
        byCategory:
          "if(risk_model = 'pce', 'The 2018 ACC/AHA guideline used these Pooled Cohort bands: a risk discussion from 7.5 %, and a statin from 20 %. The 2026 guideline replaced them with PREVENT and lower bands.', " +
          "if(ascvd_10y < 3, 'Low risk: healthy habits are the treatment at this level; a statin is not recommended for this risk alone (2026 ACC/AHA).', if(ascvd_10y < 5, 'Borderline risk: a personal decision; risk-enhancing factors such as a raised lipoprotein(a) count towards a statin (2026 ACC/AHA).', if(ascvd_10y < 10, 'Intermediate risk: at least a moderate-intensity statin after a shared decision; a coronary calcium score helps if unsure (2026 ACC/AHA).', 'High risk: a high-intensity statin, with healthy habits (2026 ACC/AHA).'))))",
        intensity: {
          low: 'The calculated 10-year risk is low: a moderate-intensity statin, with healthy habits.',
          borderline: 'The calculated 10-year risk is borderline: a moderate-intensity statin, with healthy habits.',
          intermediate: 'The calculated 10-year risk is intermediate: at least a moderate-intensity statin.',
          high: 'The calculated 10-year risk is high: a high-intensity statin.',
        },
      }),
      { type: 'summary.statement' },
    ),
    rr_option: result('Relative risk with the option', rr('statin_option')),
    events_none: result('Out of 100: heart attack or stroke in 10 years without a statin', 'icon_count(ascvd_risk, 100)'),
    no_event: result('Out of 100: no heart attack or stroke in 10 years without a statin', '100 - events_none'),
    events_moderate: result('Out of 100: heart attack or stroke in 10 years with a moderate-intensity statin', 'events_none - prevented_moderate'),
    events_high: result('Out of 100: heart attack or stroke in 10 years with a high-intensity statin', 'events_none - prevented_high'),
    prevented_moderate: result('Out of 100: avoided by a moderate-intensity statin', avoided100(`ascvd_risk * ${STATIN_RELATIVE_RISK.moderate}`)),
    prevented_high: result('Out of 100: avoided by a high-intensity statin', avoided100(`ascvd_risk * ${STATIN_RELATIVE_RISK.high}`)),
    events_option: result('Out of 100: heart attack or stroke in 10 years with this option', 'events_none - prevented_option'),
    prevented_option: result('Out of 100: avoided because of this option', avoided100('ascvd_risk * rr_option')),
    // No picture when the benefit is real but below one person: an empty array would read "0".
    prevented_option_graph: result('Out of 100, drawn: avoided because of this option', 'if(prevented_option = 0 and rr_option < 1 and ascvd_risk > 0, null, prevented_option)'),
    prevented_option_text: result('Out of 100, in words: avoided because of this option', "avoided_text(ascvd_risk, ascvd_risk * rr_option, 100, 'fewer than 1')"),
    keydata_warning: result(
      'Before you use these numbers',
      `coalesce(${groupPlain('A statin is advised whatever this 10-year number: ', false)} + ' ', '') + ` +
        "'These numbers are for people who have not had a heart attack or stroke and do not take a statin. They are estimates for a group of people with the same answers, not a forecast for one person.'",
      { type: 'decision_warning' },
    ),
    header_none: text('text.heading', 'No statin'),
    header_moderate: text('text.heading', 'Moderate-intensity statin'),
    header_high: text('text.heading', 'High-intensity statin'),
    array_none: iconArray(
      [
        {
          denominator: 100,
          heading: '100 people like you with no statin, over 10 years',
          icons: [
            { order: 1, count: 'events_none', icon: 'person', label: 'would have a heart attack or stroke' },
            { order: 2, count: 'no_event', icon: 'person-light', label: 'would not' },
          ],
        },
      ],
      { population: 100 },
    ),
    array_moderate: iconArray(
      [{ denominator: 100, heading: '100 people like you taking a moderate-intensity statin, over 10 years', icons: three('events_moderate', 'prevented_moderate') }],
      { population: 100 },
    ),
    array_high: iconArray([{ denominator: 100, heading: '100 people like you taking a high-intensity statin, over 10 years', icons: three('events_high', 'prevented_high') }], {
      population: 100,
    }),
  }),
  risk: ['model_used', 'ascvd_10y', 'risk_category'],
  guideline: ['guidance'],
  populationHeader: ['keydata_warning', 'header_none', 'header_moderate', 'header_high'],
  population: ['array_none', 'array_moderate', 'array_high'],
  optiongrid: {
    condition:
      'A heart attack or stroke happens when a blood vessel to the heart or brain gets blocked. Your chance of one depends on your age, blood pressure, cholesterol, smoking, diabetes and kidney health. A statin is a daily pill that lowers cholesterol.',
    decision: 'Should I take a statin to lower my chance of a first heart attack or stroke?',
    doNothingReasonable: true,
    options: fieldOptions('statin_option', [
      ['none', 'No statin for now', true],
      ['moderate', 'Moderate-intensity statin'],
      ['high', 'High-intensity statin'],
    ]),
    cpdnDefaults: { statin_option: 'none' },
    questions: [
      {
        question: 'Is a statin advised for me whatever my 10-year chance?',
        kind: 'practical',
        answers: (['none', 'moderate', 'high'] as const).map((optionKey) => ({ optionKey, answer: '{{statin_group_plain}}', citations: REFS.groups, evidenceQuality: 'high' as const })),
      },
      {
        question: 'Out of 100 people like me, how many will have a heart attack or stroke in the next 10 years?',
        kind: 'benefit',
        answers: [
          { optionKey: 'none', answer: 'About {{events_option}} out of 100 will have a heart attack or stroke. The other {{no_event}} will not.', graph: { numerator: 'events_option', denominator: 100 }, citations: REFS.risk, evidenceQuality: 'moderate' },
          {
            optionKey: 'moderate',
            answer: 'About {{events_option}} out of 100 will have a heart attack or stroke, even with the statin.',
            graph: { numerator: 'events_option', denominator: 100 },
            citations: [...REFS.risk, ...REFS.benefit],
            evidenceQuality: 'moderate',
          },
          {
            optionKey: 'high',
            answer: 'About {{events_option}} out of 100 will have a heart attack or stroke, even with the statin.',
            graph: { numerator: 'events_option', denominator: 100 },
            citations: [...REFS.risk, ...REFS.benefit],
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'How many of them will avoid a heart attack or stroke because of the statin?',
        kind: 'benefit',
        answers: [
          { optionKey: 'none', answer: 'None. Without a statin, nobody avoids one because of it.', graph: { numerator: 0, denominator: 100 }, citations: REFS.benefit },
          {
            optionKey: 'moderate',
            answer: 'Out of 100, {{prevented_option_text}} would avoid a heart attack or stroke because of the statin. The rest have the same outcome as with no statin.',
            graph: { numerator: 'prevented_option_graph', denominator: 100 },
            citations: REFS.benefit,
            evidenceQuality: 'high',
          },
          {
            optionKey: 'high',
            answer: 'Out of 100, {{prevented_option_text}} would avoid a heart attack or stroke because of the statin. The rest have the same outcome as with no statin.',
            graph: { numerator: 'prevented_option_graph', denominator: 100 },
            citations: REFS.benefit,
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'Will a statin give me muscle aches?',
        kind: 'harm',
        answers: [
          {
            optionKey: 'none',
            answer: 'No statin, so no aches from it. Muscle aches are common anyway: in the trials, 27 out of 100 people on dummy pills had them over about 4 years.',
            graph: { numerator: 0, denominator: 100 },
            citations: REFS.muscle,
            evidenceQuality: 'high',
          },
          {
            optionKey: 'moderate',
            answer: 'About 1 out of 100 get aches caused by the statin, mostly in the first year. Most aches people feel on a statin are not caused by it.',
            graph: { numerator: STATIN_HARMS_PER_100.muscle.moderate, denominator: 100 },
            citations: REFS.muscle,
            evidenceQuality: 'high',
          },
          {
            optionKey: 'high',
            answer: 'About 1 out of 100 get aches caused by the statin, mostly in the first year. A higher dose adds a little more.',
            graph: { numerator: STATIN_HARMS_PER_100.muscle.high, denominator: 100 },
            citations: REFS.muscle,
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'Could a statin give me diabetes?',
        kind: 'harm',
        answers: [
          { optionKey: 'none', answer: 'No added chance from a statin.', graph: { numerator: 0, denominator: 100 }, citations: REFS.diabetes },
          {
            optionKey: 'moderate',
            answer: 'About 1 more person out of 100 gets diabetes over 10 years. Most were already close to it.',
            graph: { numerator: STATIN_HARMS_PER_100.diabetes.moderate, denominator: 100 },
            citations: REFS.diabetes,
            evidenceQuality: 'moderate',
          },
          {
            optionKey: 'high',
            answer: 'About 3 more people out of 100 get diabetes over 10 years. Most were already close to it.',
            graph: { numerator: STATIN_HARMS_PER_100.diabetes.high, denominator: 100 },
            citations: REFS.diabetes,
            evidenceQuality: 'low',
          },
        ],
      },
      {
        question: 'Are there other side effects?',
        kind: 'harm',
        answers: [
          { optionKey: 'none', answer: 'None from a statin.', citations: REFS.muscle },
          {
            optionKey: 'moderate',
            answer: 'A raised liver blood test happens in fewer than 1 out of 100. Serious muscle damage is far rarer. Both go away when the statin stops.',
            citations: [...REFS.muscle, 'chou2022'],
            evidenceQuality: 'moderate',
          },
          {
            optionKey: 'high',
            answer: 'A raised liver blood test happens in fewer than 1 out of 100, a bit more often than on a lower dose. Serious muscle damage is far rarer.',
            citations: [...REFS.muscle, 'chou2022'],
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'What would I need to do?',
        kind: 'experience',
        answers: [
          { optionKey: 'none', answer: 'No pill. Healthy habits still help: not smoking, moving more, and keeping blood pressure down. Your risk can be checked again in a few years.', citations: REFS.practice },
          { optionKey: 'moderate', answer: 'Take one pill a day, for many years. A blood test after 1 to 3 months shows how much your cholesterol fell.', citations: REFS.practice },
          { optionKey: 'high', answer: 'Take one pill a day at a higher dose, for many years. A blood test after 1 to 3 months shows how much your cholesterol fell.', citations: REFS.practice },
        ],
      },
      {
        question: 'Can I change my mind later?',
        kind: 'practical',
        answers: [
          { optionKey: 'none', answer: 'Yes. You can start a statin at any time. The benefit builds up while you take it.', citations: REFS.benefit },
          { optionKey: 'moderate', answer: 'Yes. You can stop, switch to another statin or change the dose. The benefit fades after you stop.', citations: REFS.benefit },
          { optionKey: 'high', answer: 'Yes. You can stop, switch, or go down to a moderate dose if side effects bother you. The benefit fades after you stop.', citations: REFS.benefit },
        ],
      },
    ],
    naturalFrequency: { denominator: 100, timeFrame: 'over the next 10 years', referenceClass: '100 people with the same age, sex, blood pressure, cholesterol and other answers as you' },
    clinicalInformation: [
      {
        title: 'How the numbers are made',
        body:
          'The 10-year chance without a statin comes from the PREVENT-ASCVD equation (base model; the Pooled Cohort Equations if chosen). The chance with a statin multiplies it by 0.75 (moderate intensity) or 0.64 (high intensity). Each chance is rounded to whole people out of 100. The people who avoid an event are never shown as more than the benefit itself rounded to whole people (a benefit below 1 in 100 reads “fewer than 1”), and the picture always adds up to 100.',
      },
      {
        title: 'Statin intensity',
        body: 'Moderate intensity lowers LDL by about 30–49 % (for example atorvastatin 10–20 mg or rosuvastatin 5–10 mg). High intensity lowers it by 50 % or more (atorvastatin 40–80 mg or rosuvastatin 20–40 mg).',
      },
      {
        title: 'Outcome definitions',
        body:
          'PREVENT-ASCVD and the Pooled Cohort Equations predict a first heart attack, death from coronary heart disease, or stroke. The trial relative risks are for major vascular events, which also count procedures to open arteries; applying them to these risks is the usual approximation.',
      },
    ],
    evidenceDocument: aidEvidence([
      {
        statement: 'Risk without a statin: PREVENT-ASCVD base model, 10-year horizon, with the coefficients of the engine’s PREVENT formula (verified term by term against three reference implementations).',
        citations: ['khan2024'],
        checkedAgainstPrimary: true,
      },
      {
        statement: 'PREVENT-ASCVD as the risk equation of the 2026 ACC/AHA guideline, with bands low < 3 %, borderline 3–< 5 %, intermediate 5–< 10 %, high ≥ 10 %.',
        citations: ['acc-aha-2026'],
        checkedAgainstPrimary: false,
        note: 'Taken from four consistent secondary summaries; the guideline text itself could not be read.',
      },
      {
        statement:
          'Statin benefit groups that apply whatever the calculated risk: clinical ASCVD (secondary prevention, high-intensity statin; the risk equations do not apply), LDL-C 190 mg/dL or more (high-intensity statin, ages 20–75) and diabetes at age 40–75 (moderate-intensity statin, Class I, LOE A; high intensity reasonable with multiple risk factors, Class IIa).',
        citations: ['grundy2019', 'acc-aha-2026'],
        checkedAgainstPrimary: false,
        note: 'The 2018 recommendation text (§4.1–4.3) was read in the ACC/AHA pocket-guide transcription. That the 2026 guideline keeps these groups rests on secondary summaries, which limit its PREVENT bands to adults without ASCVD whose LDL-C is 70–189 mg/dL; its own diabetes recommendation could not be read.',
      },
      { statement: 'Alternative risk: 2013 Pooled Cohort Equations (engine PCE formula, checked against the guideline’s worked example).', citations: ['goff2014'], checkedAgainstPrimary: true },
      {
        statement: 'Statin effect: RR 0.78 (95 % CI 0.76–0.80) for major vascular events per 1.0 mmol/L lower LDL; a further 15 % (11–18 %) reduction for more versus less intensive regimens. Used as RR 0.75 (moderate) and 0.75 × 0.85 = 0.6375 (high).',
        citations: ['ctt2010'],
        checkedAgainstPrimary: false,
        note: 'Figures from the abstract and research notes; the forest-plot tables were not re-read.',
      },
      { statement: 'Proportional benefit holds in people at low risk (RR 0.79 per mmol/L in those with 5-year risk below 10 %).', citations: ['ctt2012'], checkedAgainstPrimary: false },
      { statement: 'Primary prevention, statin versus placebo: composite cardiovascular outcome RR 0.72 (0.64–0.81).', citations: ['chou2022'], checkedAgainstPrimary: false },
      {
        statement: 'Muscle pain or weakness: 27.1 % on a statin versus 26.6 % on placebo over a median 4.3 years (RR 1.03); in year 1 RR 1.07, 11 (6–16) extra reports per 1000 person-years; no significant excess after year 1.',
        citations: ['ctt2022'],
        checkedAgainstPrimary: true,
        note: 'Checked against the published abstract.',
      },
      {
        statement: 'Other harms: raised liver enzymes and serious muscle damage (myopathy) are each seen in well under 1 out of 100 people in the trials, somewhat more often with high-intensity regimens.',
        citations: ['ctt2022', 'chou2022'],
        checkedAgainstPrimary: false,
        note: 'A qualitative summary; the trials’ adverse-event tables were not re-read.',
      },
      {
        statement: 'New diabetes: OR 1.09 (1.02–1.17), 1 extra case per 255 people treated for 4 years; extended to 10 years assuming a constant yearly excess (about 1 out of 100).',
        citations: ['sattar2010'],
        checkedAgainstPrimary: false,
        note: 'The 10-year figure is our extrapolation.',
      },
      {
        statement: 'Intensive versus moderate dose: 2.0 extra diabetes cases per 1000 patient-years (OR 1.12), giving about 3 out of 100 over 10 years for high intensity against no statin.',
        citations: ['preiss2011'],
        checkedAgainstPrimary: true,
        note: 'Checked against the published abstract; adding it to the moderate-dose excess is our approximation.',
      },
    ]),
    ...AID_GRID_STATEMENTS,
    uncertainty:
      'The 10-year chance is an estimate for a group of people like you; your own chance may be higher or lower. The statin effect comes from trials with mostly older, higher-risk people, and the effect of a high dose in first-time prevention is less certain than that of a moderate dose. The diabetes numbers for high intensity are the least certain. A number shown as 1 out of 100 may really be a little less or a little more.',
  },
  chartNote: {
    sdm: '{{statin_group_note}} A shared decision about statin therapy was supported with the Consilium decision aid {{toolName}} (version {{version}}, {{modified}}), which showed the benefits and harms of each option. Estimated 10-year risk of a heart attack or stroke without a statin: {{ascvd_10y}} % ({{model_used}}).',
  },
  references: [
    ...prevent.references.filter((r) => ['khan2024', 'acc-aha-2026', 'grundy2019'].includes(r.id)),
    ...pooledCohort.references.filter((r) => r.id === 'goff2014'),
    {
      id: 'ctt2010',
      citation:
        'Cholesterol Treatment Trialists’ (CTT) Collaboration. Efficacy and safety of more intensive lowering of LDL cholesterol: a meta-analysis of data from 170,000 participants in 26 randomised trials. Lancet. 2010;376(9753):1670–1681.',
      pmid: '21067804',
      doi: '10.1016/S0140-6736(10)61350-5',
      kind: 'meta-analysis',
      cohort: 'n ≈ 170,000 (26 randomised trials)',
    },
    {
      id: 'ctt2012',
      citation:
        'Cholesterol Treatment Trialists’ (CTT) Collaborators. The effects of lowering LDL cholesterol with statin therapy in people at low risk of vascular disease: meta-analysis of individual data from 27 randomised trials. Lancet. 2012;380(9841):581–590.',
      pmid: '22607822',
      doi: '10.1016/S0140-6736(12)60367-5',
      kind: 'meta-analysis',
    },
    {
      id: 'ctt2022',
      citation:
        'Cholesterol Treatment Trialists’ Collaboration. Effect of statin therapy on muscle symptoms: an individual participant data meta-analysis of large-scale, randomised, double-blind trials. Lancet. 2022;400(10355):832–845.',
      doi: '10.1016/S0140-6736(22)01545-8',
      kind: 'meta-analysis',
      cohort: 'n = 123,940 (19 placebo-controlled trials) and 30,724 (4 intensity trials)',
    },
    {
      id: 'sattar2010',
      citation: 'Sattar N, Preiss D, Murray HM, et al. Statins and risk of incident diabetes: a collaborative meta-analysis of randomised statin trials. Lancet. 2010;375(9716):735–742.',
      pmid: '20167359',
      doi: '10.1016/S0140-6736(09)61965-6',
      kind: 'meta-analysis',
      cohort: 'n = 91,140 (13 trials)',
    },
    {
      id: 'preiss2011',
      citation: 'Preiss D, Seshasai SRK, Welsh P, et al. Risk of incident diabetes with intensive-dose compared with moderate-dose statin therapy: a meta-analysis. JAMA. 2011;305(24):2556–2564.',
      pmid: '21693744',
      kind: 'meta-analysis',
      cohort: 'n = 32,752 (5 trials)',
    },
    {
      id: 'chou2022',
      citation:
        'Chou R, Cantor A, Dana T, et al. Statin use for the primary prevention of cardiovascular disease in adults: updated evidence report and systematic review for the US Preventive Services Task Force. JAMA. 2022;328(8):754–771.',
      kind: 'systematic review',
      cohort: '22 trials, n = 90,624',
    },
  ],
  definitions: [
    { term: 'Statin', definition: 'A daily pill that lowers LDL ("bad") cholesterol.' },
    { term: 'Heart attack', definition: 'Damage to the heart muscle when a blood vessel to the heart gets blocked.' },
    { term: 'Stroke', definition: 'Damage to the brain when a blood vessel to it gets blocked or bursts.' },
    { term: 'Intensity', definition: 'How strongly a statin dose lowers LDL cholesterol: moderate by about a third, high by about half or more.' },
    { term: 'Dummy pill (placebo)', definition: 'A pill with no medicine in it, used in trials to compare with the real one.' },
  ],
  category: 'Cardiology',
  synonyms: ['statin choice', 'should I take a statin', 'cholesterol medicine decision'],
  abbreviations: ['ASCVD', 'PREVENT', 'PCE'],
  patient: {
    'en-US': {
      description:
        'Should you take a statin to lower your chance of a heart attack or stroke? Answer a few questions about your health. You will see your chance over the next 10 years, and what a statin could change.',
      instructions:
        'Have your last blood test and blood pressure results at hand. Answer each question, then look at your numbers. Take them to your next visit and talk them over with your care team.',
      fields: {
        clinical_ascvd: {
          label: 'Have you had a heart attack, a stroke, or a blocked blood vessel?',
          help: 'For example chest pain from a narrow heart vessel, a stent, a bypass, a mini-stroke, or poor blood flow to the legs. If yes, a statin is most often advised. Ask your care team.',
        },
        ldl_190: {
          label: 'Has a test shown your LDL (bad) cholesterol at 190 or more?',
          help: 'This is the result from before you took any pill for cholesterol. 190 mg/dL is the same as 4.9 mmol/L.',
        },
        age: { label: 'Your age', help: 'This aid is for people aged 30 to 79.' },
        sex: { label: 'Your sex' },
        total_cholesterol: { label: 'Total cholesterol', help: 'From your last blood test. Pick the unit that your result shows.' },
        hdl_cholesterol: { label: 'HDL (good) cholesterol', help: 'From the same blood test.' },
        systolic_bp: { label: 'Top blood pressure number', help: 'The first, higher number, such as 130 in 130/80. Use the average of your last few readings.' },
        bp_treated: { label: 'Do you take pills for high blood pressure?' },
        diabetes: { label: 'Do you have diabetes?' },
        smoker: { label: 'Do you smoke?', help: 'Say yes if you have smoked a cigarette in the last 30 days.' },
        egfr_method: {
          label: 'Kidney test (eGFR)',
          help: `The eGFR is a number from a blood test. It shows how well your kidneys clean your blood. You can find it on your test results, often next to creatinine. If you do not know it, pick "I do not know". We then use ${EGFR_NOT_KNOWN}, the usual number for healthy kidneys. If you have kidney disease, your real chance is higher than this aid shows. Ask your care team for your number.`,
          options: { enter: 'I know my eGFR', creatinine: 'I know my creatinine', unknown: 'I do not know' },
        },
        egfr_entered: { label: 'Your eGFR', help: 'Type the number only. Most people have a number from 60 to 120.' },
        creatinine: { label: 'Your creatinine', help: 'From your last blood test. Pick the unit that your result shows. We work out your eGFR from it.' },
        egfr_calculated: { label: 'Your eGFR, worked out from your creatinine' },
        ascvd_10y: { label: 'Your chance of a heart attack or stroke in the next 10 years, with no statin' },
        model_used: { label: 'How we worked out your chance' },
        risk_band_plain: { label: 'What doctors call this chance' },
        guidance_plain: { label: 'What the guideline for doctors says' },
      },
      risk: ['ascvd_10y', 'risk_band_plain'],
      guideline: ['guidance_plain'],
      fixed: {
        risk_model:
          'We work out your chance with PREVENT. It is the newest way to do it, and the one that US heart doctors have used since 2026. It does not use race.',
      },
    },
    es: {
      description:
        '¿Debe tomar una estatina para bajar su riesgo de un infarto o un derrame cerebral? Conteste unas preguntas sobre su salud. Verá su riesgo en los próximos 10 años y lo que una estatina podría cambiar.',
      instructions:
        'Tenga a mano sus últimos análisis de sangre y su presión arterial. Conteste cada pregunta y luego mire sus números. Llévelos a su próxima cita y hable de ellos con su equipo de salud.',
      fields: {
        clinical_ascvd: {
          label: '¿Ha tenido un infarto, un derrame cerebral o un vaso de sangre tapado?',
          help: 'Por ejemplo dolor de pecho por un vaso del corazón estrecho, un stent, un bypass, un mini derrame o mala circulación en las piernas. Si es así, casi siempre se aconseja una estatina. Pregunte a su equipo de salud.',
        },
        ldl_190: {
          label: '¿Algún análisis mostró su colesterol LDL (malo) en 190 o más?',
          help: 'Es el resultado de antes de tomar pastillas para el colesterol. 190 mg/dL es lo mismo que 4,9 mmol/L.',
        },
        age: { label: 'Su edad', help: 'Esta ayuda es para personas de 30 a 79 años.' },
        sex: { label: 'Su sexo' },
        total_cholesterol: { label: 'Colesterol total', help: 'De su último análisis de sangre. Elija la unidad que muestra su resultado.' },
        hdl_cholesterol: { label: 'Colesterol HDL (bueno)', help: 'Del mismo análisis de sangre.' },
        systolic_bp: { label: 'Número alto de la presión', help: 'El primer número, el más alto, como 130 en 130/80. Use la media de sus últimas tomas.' },
        bp_treated: { label: '¿Toma pastillas para la presión alta?' },
        diabetes: { label: '¿Tiene diabetes?' },
        smoker: { label: '¿Fuma?', help: 'Diga que sí si fumó un cigarrillo en los últimos 30 días.' },
        egfr_method: {
          label: 'Prueba del riñón (TFGe)',
          help: `La TFGe es un número de un análisis de sangre. Muestra lo bien que sus riñones limpian la sangre. Está en sus resultados, casi siempre junto a la creatinina. Si no lo sabe, elija "No lo sé". Entonces usamos ${EGFR_NOT_KNOWN}, el número normal de unos riñones sanos. Si tiene una enfermedad de los riñones, su riesgo real es más alto del que muestra esta ayuda. Pida su número a su equipo de salud.`,
          options: { enter: 'Sé mi TFGe', creatinine: 'Sé mi creatinina', unknown: 'No lo sé' },
        },
        egfr_entered: { label: 'Su TFGe', help: 'Escriba solo el número. Casi todas las personas tienen entre 60 y 120.' },
        creatinine: { label: 'Su creatinina', help: 'De su último análisis de sangre. Elija la unidad que muestra su resultado. Con ella calculamos su TFGe.' },
        egfr_calculated: { label: 'Su TFGe, calculada con su creatinina' },
        ascvd_10y: { label: 'Su riesgo de un infarto o un derrame en los próximos 10 años, sin estatina' },
        model_used: { label: 'Cómo calculamos su riesgo' },
        risk_band_plain: { label: 'Cómo llaman los médicos a este riesgo' },
        guidance_plain: { label: 'Lo que dice la guía para los médicos' },
      },
      risk: ['ascvd_10y', 'risk_band_plain'],
      guideline: ['guidance_plain'],
      fixed: {
        risk_model:
          'Calculamos su riesgo con PREVENT. Es la forma más nueva de hacerlo y la que usan los médicos del corazón de EE. UU. desde 2026. No usa la raza.',
      },
    },
  },
  conditions: ['high cholesterol', 'heart attack', 'stroke', 'cardiovascular disease', 'diabetes'],
  instructions: 'Enter the person’s data, review the 10-year risk with them, then open Patient Options to compare no statin, moderate and high intensity side by side.',
  whenToUse: ['Primary prevention in adults aged 30–79 not on a statin, when deciding whether to start one.'],
  pearls: [
    'The benefit in absolute terms grows with the baseline risk; the harms do not, so the balance depends on the person’s risk.',
    'Most muscle symptoms reported on statins are not caused by them (CTT 2022).',
  ],
  nextSteps: {
    advice: ['Ask what matters most: avoiding a heart attack or stroke, taking a daily pill, side effects.'],
    management: ['If a statin is chosen, check lipids 4–12 weeks after starting and ask about side effects.'],
  },
  evidence: [
    'Relative effects: CTT 2010 and 2012 meta-analyses; harms: CTT 2022 (muscle), Sattar 2010 and Preiss 2011 (diabetes). Risk: PREVENT-ASCVD (Khan 2024) or the Pooled Cohort Equations (Goff 2014).',
  ],
  formula: [
    'Risk without a statin R0 = PREVENT-ASCVD 10-year (base model, statin = no) or PCE 10-year.',
    `With a statin R1 = R0 × RR: moderate ${STATIN_RELATIVE_RISK.moderate}, high ${STATIN_RELATIVE_RISK.high}.`,
    'Out of 100: events = round(R0 × 100), at least 1 for a non-zero risk and at most 99; avoided = the smaller of round(R0 × 100) − round(R1 × 100) and round((R0 − R1) × 100), in words “fewer than 1” when below 1; with the statin = events − avoided.',
  ],
  resultSummary: '10-year risk of a heart attack or stroke without a statin {{ascvd_10y}} % ({{model_used}}); out of 100: {{events_none}} without, {{events_moderate}} with moderate, {{events_high}} with high intensity.',
  testVectors: [
    {
      description: 'eGFR not known: 90 is used, so PREVENT V1 (woman 50, entered eGFR 90) is reproduced: 9.195 %',
      inputs: { age: 50, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', diabetes: 'yes', smoker: 'no', egfr_method: 'unknown' },
      expected: { statin_aid_ascvd_10y: 9.195, events_none: 9 },
      tolerance: 0.000501,
      source: 'khan2024 worked example via aha-prevent-reference (prevent.md §3 V1), whose eGFR is 90',
    },
    {
      description: 'eGFR not known: 90 is used, so PREVENT V2 (man 50, entered eGFR 90) is reproduced: 10.194 %',
      inputs: { age: 50, sex: 'male', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', diabetes: 'yes', smoker: 'no', egfr_method: 'unknown' },
      expected: { statin_aid_ascvd_10y: 10.194, events_none: 10 },
      tolerance: 0.000501,
      source: 'khan2024 via aha-prevent-reference (prevent.md §3 V2), whose eGFR is 90',
    },
    {
      description: 'PREVENT V1 (woman 50, paper’s worked example): 9.195 % → 9 of 100; moderate 6.90 → 7 (2 avoided); high 5.86 → 6 (3 avoided)',
      inputs: { age: 50, sex: 'female', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', diabetes: 'yes', smoker: 'no', egfr: 90 },
      expected: { statin_aid_ascvd_10y: 9.195, events_none: 9, events_moderate: 7, events_high: 6, prevented_moderate: 2, prevented_high: 3, no_event: 91 },
      tolerance: 0.000501,
      source: 'khan2024 worked example via aha-prevent-reference (prevent.md §3 V1); counts by hand: 9.195 × 0.75 = 6.896, 9.195 × 0.6375 = 5.862',
    },
    {
      description: 'PREVENT V2 (man 50): 10.194 % → 10; moderate 7.65 → 8 (2 avoided); high 6.50 → 6 (4 avoided)',
      inputs: { age: 50, sex: 'male', total_cholesterol: 200, hdl_cholesterol: 45, systolic_bp: 160, bp_treated: 'yes', diabetes: 'yes', smoker: 'no', egfr: 90 },
      expected: { statin_aid_ascvd_10y: 10.194, events_none: 10, events_moderate: 8, events_high: 6, prevented_moderate: 2, prevented_high: 4 },
      tolerance: 0.000501,
      source: 'preventr test suite (prevent.md §3 V2); 10.194 × 0.75 = 7.646, × 0.6375 = 6.499',
    },
    {
      description: 'Pooled Cohort Equations, guideline example (white man 55, TC 213, HDL 50, SBP 120 untreated): 5.3 % → 5; moderate 3.98 → 4 (1 avoided); high 3.38 → 3 (2 avoided)',
      inputs: { risk_model: 'pce', age: 55, sex: 'male', race: 'white', total_cholesterol: 213, hdl_cholesterol: 50, systolic_bp: 120, bp_treated: 'no', diabetes: 'no', smoker: 'no' },
      expected: { statin_aid_ascvd_10y: 5.3, events_none: 5, events_moderate: 4, events_high: 3, prevented_moderate: 1, prevented_high: 2 },
      tolerance: 0.1,
      source: 'goff2014 worked example (5.3 %, ±0.1 pp as the guideline sums rounded products)',
    },
  ],
}

export default statinAid
