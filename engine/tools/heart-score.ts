import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, risk, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Score bands as in Backus 2013: 0–3 low, 4–6 moderate, 7–10 high. */
const BAND = "if(score <= 3, 'low', if(score <= 6, 'moderate', 'high'))"

/**
 * HEART score for major adverse cardiac events (MACE) in emergency chest pain.
 * Six AJ, Backus BE, Kelder JC. Neth Heart J 2008;16:191–196 (the score);
 * Backus BE et al. Int J Cardiol 2013;168:2153–2158 (prospective validation, 6-week MACE by band).
 */
/** History, ECG, age and risk factors: the HEART items, shared with the HEART pathway (heart-pathway.ts). */
export const HEART_ITEMS = {
  history: choice(
    'History (how suspicious the story is for an acute coronary syndrome)',
    [
      ['Slightly suspicious (mostly non-specific features)', 'slight', 0],
      ['Moderately suspicious (a mix of typical and non-specific features)', 'moderate', 1],
      ['Highly suspicious (mainly typical features)', 'high', 2],
    ],
    {
      type: 'singleselect.radiogroup',
      help: 'Judge the whole story: character and site of the pain, radiation, onset and duration, triggers such as exertion or stress, relief by rest or nitrates, and accompanying sweating, nausea or breathlessness.',
    },
  ),
  ecg: choice(
    'ECG',
    [
      ['Normal', 'normal', 0],
      [
        'Non-specific repolarisation disturbance',
        'nonspecific',
        1,
        'For example left bundle branch block, left ventricular hypertrophy pattern, paced rhythm, digoxin effect, or a known repolarisation abnormality that has not changed.',
      ],
      ['Significant ST-segment depression', 'st_depression', 2, 'New ST depression not explained by bundle branch block, hypertrophy or digoxin.'],
    ],
    { type: 'singleselect.radiogroup' },
  ),
  age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: 'Under 45: 0 points; 45–64: 1 point; 65 or over: 2 points.' }),
  risk_factors: choice(
    'Risk factors',
    [
      ['None known', 'none', 0],
      ['1 or 2 risk factors', 'one_two', 1],
      ['3 or more risk factors, or known atherosclerotic disease', 'three_plus', 2],
    ],
    {
      type: 'singleselect.radiogroup',
      help: 'Count: treated or untreated high cholesterol, high blood pressure, diabetes, current or recent smoking, obesity (BMI over 30), and early coronary disease in a parent or sibling. Known atherosclerotic disease means a previous heart attack, coronary angioplasty or bypass surgery, stroke or TIA, or peripheral artery disease.',
    },
  ),
}

const heartScore = {
  slug: 'heart-score',
  name: 'HEART Score for Major Cardiac Events in Chest Pain',
  calcId: 'calc-heart-score',
  ...TOOL_BASE,
  eligibility:
    'Adults seen in the emergency department with chest pain suggestive of an acute coronary syndrome. Not for patients with ST-elevation myocardial infarction or other clear indications for immediate treatment, or with an obvious non-cardiac cause.',
  description:
    'Sorts adults with chest pain in the emergency department into low, moderate or high risk of a major cardiac event within 6 weeks, from the story, ECG, age, risk factors and troponin.',
  contentName: 'heart-score',
  sections: {
    patient: ['history', 'ecg', 'age', 'risk_factors', 'troponin'],
  },
  ehrpdns: ['age'],
  controls: controls({
    ...HEART_ITEMS,
    troponin: choice(
      'Initial troponin',
      [
        ['At or below the normal limit', 'normal', 0],
        ['Above the normal limit but less than 3 times it', 'one_to_three', 1],
        ['3 times the normal limit or more', 'three_plus', 2],
      ],
      { type: 'singleselect.radiogroup', help: 'Compared with the upper limit of normal of the local assay.' },
    ),
    score: score('HEART score', 'points(history, ecg, risk_factors, troponin) + if(age >= 65, 2, if(age >= 45, 1, 0))', { cpdn: 'heart_score', units: 'points' }),
    risk_band: result('Risk group', `if(score = null, null, if(${BAND} = 'low', 'Low (0–3)', if(${BAND} = 'moderate', 'Moderate (4–6)', 'High (7–10)')))`),
    // Backus BE et al., Int J Cardiol 2013;168:2153–2158, Abstract/Results: MACE 1.7 % (0–3), 16.6 % (4–6), 50.1 % (7–10).
    mace_rate: risk(
      'Major adverse cardiac events within 6 weeks in this score group (Backus 2013 validation cohort)',
      `if(score = null, null, if(${BAND} = 'low', 1.7, if(${BAND} = 'moderate', 16.6, 50.1)))`,
      { units: '%', decimals: 1 },
    ),
    interpretation: interpretation(
      `if(score = null, null, if(${BAND} = 'low', 'Low risk (0–3 points): in the validation study 1.7 % had a major cardiac event within 6 weeks. Early discharge with outpatient follow-up is commonly considered once serial troponins are negative and no other cause needs admission.', ` +
        `if(${BAND} = 'moderate', 'Moderate risk (4–6 points): in the validation study 16.6 % had a major cardiac event within 6 weeks. Observation with serial troponins and further testing (for example stress testing or coronary CT angiography) is usually advised.', ` +
        "'High risk (7–10 points): in the validation study 50.1 % had a major cardiac event within 6 weeks. Treat as a likely acute coronary syndrome and involve cardiology early for invasive assessment.')))",
    ),
  }),
  risk: ['score', 'risk_band', 'mace_rate', 'interpretation'],
  chartNote: {
    cc: 'HEART score {{score}} points ({{risk_band}} risk group; {{mace_rate}} % major adverse cardiac events within 6 weeks in the validation cohort). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'six2008',
      citation: 'Six AJ, Backus BE, Kelder JC. Chest pain in the emergency room: value of the HEART score. Neth Heart J. 2008;16(6):191–196.',
      kind: 'derivation',
      cohort: 'n = 122 emergency chest-pain patients (single centre, the Netherlands)',
    },
    {
      id: 'backus2013',
      citation:
        'Backus BE, Six AJ, Kelder JC, et al. A prospective validation of the HEART score for chest pain patients at the emergency department. Int J Cardiol. 2013;168(3):2153–2158.',
      doi: '10.1016/j.ijcard.2013.01.255',
      kind: 'validation',
      cohort: 'n = 2,440 unselected emergency chest-pain patients in 10 Dutch hospitals',
    },
    {
      id: 'gulati2021',
      citation:
        'Gulati M, Levy PD, Mukherjee D, et al. 2021 AHA/ACC/ASE/CHEST/SAEM/SCCT/SCMR guideline for the evaluation and diagnosis of chest pain. Circulation. 2021;144(22):e368–e454.',
      kind: 'guideline',
    },
  ],
  definitions: [
    {
      term: 'MACE',
      definition:
        'Major adverse cardiac events: in the HEART studies, acute myocardial infarction, coronary revascularisation (angioplasty or bypass surgery) or death within 6 weeks.',
    },
  ],
  category: 'Cardiology',
  synonyms: ['HEART score', 'chest pain risk score', 'ACS risk in the emergency department', 'chest pain discharge decision', 'HEART pathway'],
  abbreviations: ['HEART', 'MACE', 'ACS', 'ECG', 'ED', 'NSTEMI'],
  conditions: ['chest pain', 'acute coronary syndrome', 'myocardial infarction'],
  instructions:
    'For adults in the emergency department with chest pain where an acute coronary syndrome is possible. Do not use for ST-elevation myocardial infarction, haemodynamic or electrical instability, or when another serious diagnosis (aortic dissection, pulmonary embolism) is the leading concern. Use the first troponin for the score, but do not discharge on the score alone: follow the local serial-troponin protocol.',
  whenToUse: [
    'Chest pain in the emergency department once the first ECG and troponin are available.',
    'To support the decision between early discharge, observation and early invasive management.',
  ],
  pearls: [
    'The history item is a clinical judgement: score the overall story, not single features.',
    'The original studies used conventional troponin assays. With high-sensitivity assays, pathways that combine the HEART score with serial troponins (for example the HEART Pathway) are widely used.',
    'A low score does not rule out other dangerous causes of chest pain; consider aortic dissection, pulmonary embolism, pneumothorax and oesophageal rupture on their own merits.',
    'Age alone contributes up to 2 points, so older patients rarely score in the low range.',
  ],
  nextSteps: {
    advice: [
      'Low (0–3): if serial troponins are negative and there is no other reason to admit, early discharge with outpatient follow-up is reasonable.',
      'Moderate (4–6): admit or observe, repeat troponins and arrange non-invasive testing or cardiology review.',
      'High (7–10): manage as a probable acute coronary syndrome and refer for early invasive evaluation.',
    ],
    management: ['Treat an acute coronary syndrome according to current guidelines; the score does not replace clinical judgement.'],
  },
  evidence: [
    'Developed by Six and colleagues from clinical experience and tested in 122 chest-pain patients at one Dutch hospital (2008).',
    'Prospectively validated by Backus and colleagues in 2,440 unselected chest-pain patients in 10 Dutch hospitals: major cardiac events within 6 weeks occurred in 1.7 % of patients scoring 0–3, 16.6 % scoring 4–6 and 50.1 % scoring 7–10; the c-statistic (0.83) was higher than that of the TIMI (0.75) and GRACE (0.70) scores.',
    'The 2021 AHA/ACC chest pain guideline lists the HEART score among the clinical decision pathways that can identify low-risk patients.',
  ],
  formula: [
    'History: slightly suspicious 0, moderately suspicious 1, highly suspicious 2',
    'ECG: normal 0, non-specific repolarisation disturbance 1, significant ST depression 2',
    'Age: < 45 years 0, 45–64 years 1, ≥ 65 years 2',
    'Risk factors: none 0, 1–2 risk factors 1, ≥ 3 risk factors or known atherosclerotic disease 2',
    'Troponin: ≤ normal limit 0, > 1 to < 3 × normal limit 1, ≥ 3 × normal limit 2',
    'Total 0–10: low 0–3, moderate 4–6, high 7–10',
  ],
  resultSummary: 'HEART score {{score}} points ({{risk_band}}); 6-week major adverse cardiac events {{mace_rate}} % in the validation cohort.',
  testVectors: [
    {
      description: 'Slightly suspicious history, normal ECG, 40 years, no risk factors, normal troponin: 0 points',
      inputs: { history: 'slight', ecg: 'normal', age: 40, risk_factors: 'none', troponin: 'normal' },
      expected: { heart_score: 0, risk_band: 'Low (0–3)', mace_rate: 1.7 },
      source: 'six2008 (item points); backus2013 Results (MACE 1.7 % for scores 0–3)',
    },
    {
      description: 'Moderately suspicious history, normal ECG, 55 years, 1–2 risk factors, normal troponin: 3 points',
      inputs: { history: 'moderate', ecg: 'normal', age: 55, risk_factors: 'one_two', troponin: 'normal' },
      expected: { heart_score: 3, risk_band: 'Low (0–3)', mace_rate: 1.7 },
      source: 'six2008 (item points: 1 + 0 + 1 + 1 + 0); backus2013 Results (MACE 1.7 % for scores 0–3)',
    },
    {
      description: 'Moderately suspicious history, non-specific ECG, 70 years, 1–2 risk factors, normal troponin: 5 points',
      inputs: { history: 'moderate', ecg: 'nonspecific', age: 70, risk_factors: 'one_two', troponin: 'normal' },
      expected: { heart_score: 5, risk_band: 'Moderate (4–6)', mace_rate: 16.6 },
      source: 'six2008 (item points: 1 + 1 + 2 + 1 + 0); backus2013 Results (MACE 16.6 % for scores 4–6)',
    },
    {
      description: 'Highly suspicious history, ST depression, 68 years, known atherosclerotic disease, troponin 3 × limit: 10 points',
      inputs: { history: 'high', ecg: 'st_depression', age: 68, risk_factors: 'three_plus', troponin: 'three_plus' },
      expected: { heart_score: 10, risk_band: 'High (7–10)', mace_rate: 50.1 },
      source: 'six2008 (maximum score); backus2013 Results (MACE 50.1 % for scores 7–10)',
    },
  ],
} satisfies ToolDefinitionInput

export default heartScore
