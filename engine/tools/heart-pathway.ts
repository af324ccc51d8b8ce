import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { HEART_ITEMS } from './heart-score.ts'

/** Low risk as Mahler 2015 defines it: HEART score 0–3 and no troponin above the 99th percentile at 0 or 3 hours. */
const LOW = "(score <= 3 and troponin_0h = 'normal' and troponin_3h = 'normal')"

/**
 * HEART Pathway: the HEART score with troponin at 0 and 3 hours, to identify emergency chest-pain
 * patients for early discharge without stress testing or angiography.
 * Mahler SA et al., Circ Cardiovasc Qual Outcomes 2015;8:195–203 (randomised trial).
 *
 * Design notes:
 * - The HEART items and their points are those of the HEART score (heart-score.ts, Six 2008).
 *   The 0-hour troponin is asked once, in three levels relative to the assay's 99th-percentile
 *   upper reference limit: it scores the troponin item and counts as the 0-hour result of the
 *   pathway ("above" = any value above the 99th percentile).
 * - The 3-hour troponin is asked as at or below / above the 99th percentile, as the pathway
 *   uses it. Troponin is entered as a result relative to the local assay's limit, not as a
 *   concentration, because limits differ between assays (and between sexes for some).
 */
const heartPathway = {
  slug: 'heart-pathway',
  name: 'HEART Pathway (HEART Score with 0 and 3 Hour Troponin)',
  calcId: 'calc-heart-pathway',
  ...TOOL_BASE,
  eligibility:
    'Adults in the emergency department with symptoms suggesting an acute coronary syndrome and no ST elevation on the ECG. Not for ST-elevation myocardial infarction, haemodynamic or electrical instability, or when another serious cause of chest pain is suspected.',
  description:
    'Combines the HEART score with troponin at 0 and 3 hours to identify emergency chest-pain patients at low risk, who can be discharged early without stress testing or angiography.',
  contentName: 'heart-pathway',
  sections: {
    patient: ['history', 'ecg', 'age', 'risk_factors', 'troponin_0h', 'troponin_3h'],
  },
  ehrpdns: ['age'],
  controls: controls({
    ...HEART_ITEMS,
    troponin_0h: choice(
      'Troponin at presentation (0 hours), compared with the assay’s 99th percentile',
      [
        ['At or below the 99th percentile (normal)', 'normal', 0],
        ['Above the 99th percentile but less than 3 times it', 'one_to_three', 1],
        ['3 times the 99th percentile or more', 'three_plus', 2],
      ],
      {
        type: 'singleselect.radiogroup',
        help: 'Compare the result with the 99th-percentile upper reference limit of your laboratory’s assay (sex-specific where the laboratory uses sex-specific limits). This answer scores the troponin item of the HEART score and is the 0-hour result of the pathway.',
      },
    ),
    troponin_3h: choice(
      'Troponin at 3 hours, compared with the assay’s 99th percentile',
      [
        ['At or below the 99th percentile (normal)', 'normal'],
        ['Above the 99th percentile', 'above'],
      ],
      { type: 'singleselect.radiogroup', help: 'The repeat troponin about 3 hours after the first, against the same 99th-percentile limit.' },
    ),
    score: score('HEART score', 'points(history, ecg, risk_factors, troponin_0h) + if(age >= 65, 2, if(age >= 45, 1, 0))', { cpdn: 'heart_score', units: 'points' }),
    pathway_result: result(
      'HEART Pathway result',
      `if(score = null, null, if(${LOW}, 'Low risk', 'Not low risk'))`,
      { cpdn: 'heart_pathway_result' },
    ),
    reasons: result(
      'Why not low risk',
      "if(score = null, null, if(score >= 4, 'HEART score 4 or more', '') + if(troponin_0h != 'normal', if(score >= 4, ', ', '') + '0-hour troponin above the 99th percentile', '') + if(troponin_3h != 'normal', if(score >= 4 or troponin_0h != 'normal', ', ', '') + '3-hour troponin above the 99th percentile', ''))",
      { visibility: "pathway_result = 'Not low risk'" },
    ),
    interpretation: interpretation(
      `if(score = null, null, if(${LOW}, 'Low risk: HEART score 0–3 with troponin at or below the 99th percentile at 0 and 3 hours. The HEART Pathway identifies this patient for discharge from the emergency department without stress testing or angiography, with outpatient follow-up. In the randomised trial, no patient identified for early discharge had a major adverse cardiac event within 30 days.', ` +
        "'Not low risk: a HEART score of 4 or more, or a troponin above the 99th percentile at 0 or 3 hours. The HEART Pathway does not support early discharge: further in-hospital evaluation is indicated (serial troponin, stress testing or coronary CT angiography, or invasive angiography as the picture requires).'))",
    ),
  }),
  risk: ['score', 'pathway_result', 'reasons', 'interpretation'],
  chartNote: {
    cc: 'HEART Pathway: HEART score {{score}} points; troponin at 0 and 3 hours against the 99th percentile. Result: {{pathway_result}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'mahler2015',
      citation:
        'Mahler SA, Riley RF, Hiestand BC, et al. The HEART Pathway randomized trial: identifying emergency department patients with acute chest pain for early discharge. Circ Cardiovasc Qual Outcomes. 2015;8(2):195–203. PMID 25737484.',
      pmid: '25737484',
      doi: '10.1161/CIRCOUTCOMES.114.001384',
      kind: 'validation (randomised trial)',
      cohort: 'n = 282 emergency department patients with possible acute coronary syndrome without ST elevation (one US centre)',
    },
    {
      id: 'mahler2018',
      citation:
        'Mahler SA, Lenoir KM, Wells BJ, et al. Safely identifying emergency department patients with acute chest pain for early discharge: HEART Pathway accelerated diagnostic protocol. Circulation. 2018;138(22):2456–2468. PMID 30571347.',
      pmid: '30571347',
      doi: '10.1161/CIRCULATIONAHA.118.036528',
      kind: 'validation (implementation study)',
      cohort: 'n = 8,474 adult emergency department patients at 3 US sites',
    },
    {
      id: 'six2008',
      citation: 'Six AJ, Backus BE, Kelder JC. Chest pain in the emergency room: value of the HEART score. Neth Heart J. 2008;16(6):191–196.',
      kind: 'derivation (HEART score)',
    },
    {
      id: 'gulati2021',
      citation:
        'Gulati M, Levy PD, Mukherjee D, et al. 2021 AHA/ACC/ASE/CHEST/SAEM/SCCT/SCMR guideline for the evaluation and diagnosis of chest pain. Circulation. 2021;144(22):e368–e454.',
      doi: '10.1161/CIR.0000000000001029',
      kind: 'guideline',
    },
  ],
  definitions: [
    {
      term: 'MACE',
      definition: 'Major adverse cardiac events: in the HEART Pathway trial, death, myocardial infarction or coronary revascularisation within 30 days.',
    },
    {
      term: '99th percentile',
      definition: 'The upper reference limit of a troponin assay: the value below which 99 % of a healthy reference population falls. Each assay has its own.',
    },
  ],
  category: 'Cardiology',
  synonyms: ['HEART Pathway', 'chest pain accelerated diagnostic protocol', 'chest pain early discharge', 'serial troponin chest pain pathway', 'HEART score with troponin'],
  abbreviations: ['HEART', 'ADP', 'MACE', 'ACS', 'ED', 'hs-cTn'],
  conditions: ['chest pain', 'acute coronary syndrome', 'myocardial infarction'],
  instructions:
    'For adults in the emergency department with possible acute coronary syndrome and no ST elevation. Score the HEART items, then enter the troponin at presentation and at 3 hours as results relative to your assay’s 99th-percentile limit. Do not use for ST-elevation myocardial infarction, instability, or when another dangerous diagnosis is the leading concern.',
  whenToUse: ['Chest pain in the emergency department once the 3-hour troponin is back, to decide between early discharge and further evaluation.'],
  pearls: [
    'Both conditions must hold for low risk: a HEART score of 3 or less, and no troponin above the 99th percentile at either time.',
    'The troponin item of the HEART score uses the 0-hour result; the 3-hour result enters the pathway only as normal or above.',
    'The trials used the troponin assays of their time; whatever the assay, compare each result with the 99th-percentile limit your laboratory gives for it.',
    'A low-risk result addresses acute coronary syndrome only; aortic dissection, pulmonary embolism and other causes need their own assessment.',
  ],
  nextSteps: {
    advice: [
      'Low risk: discharge from the emergency department without stress testing or angiography, with outpatient follow-up and advice to return if symptoms recur.',
      'Not low risk: further in-hospital evaluation (observation, serial troponin, stress testing or coronary CT angiography, or invasive angiography as indicated).',
    ],
    management: ['Manage a confirmed acute coronary syndrome according to current guidelines.'],
  },
  evidence: [
    'Randomised trial (Mahler 2015, n = 282): compared with usual care, the HEART Pathway reduced objective cardiac testing at 30 days (56.7 % versus 68.8 %), shortened the stay by 12 hours and increased early discharge (39.7 % versus 18.4 %); no patient identified for early discharge had a major adverse cardiac event within 30 days.',
    'Implementation study (Mahler 2018, n = 8,474 at 3 US sites): 30.7 % were identified as low risk, and 0.4 % of them had death or myocardial infarction within 30 days.',
  ],
  formula: [
    'HEART score: history 0–2, ECG 0–2, age (< 45: 0; 45–64: 1; ≥ 65: 2), risk factors 0–2, troponin at 0 hours (≤ 99th percentile 0; above it but < 3 × 1; ≥ 3 × 2); total 0–10',
    'Low risk: HEART score 0–3 and troponin at or below the 99th percentile at 0 and at 3 hours',
    'Not low risk: HEART score ≥ 4, or either troponin above the 99th percentile',
  ],
  resultSummary: 'HEART Pathway: HEART score {{score}} points; {{pathway_result}}.',
  testVectors: [
    {
      description: 'HEART 3 with normal troponin at 0 and 3 hours: low risk',
      inputs: { history: 'moderate', ecg: 'normal', age: 55, risk_factors: 'one_two', troponin_0h: 'normal', troponin_3h: 'normal' },
      expected: { heart_score: 3, heart_pathway_result: 'Low risk' },
      source: 'mahler2015 Methods (low risk: HEART 0–3 and negative troponin at 0 and 3 hours); six2008 item points 1 + 0 + 1 + 1 + 0',
    },
    {
      description: 'HEART 3 but troponin above the 99th percentile at 3 hours: not low risk',
      inputs: { history: 'moderate', ecg: 'normal', age: 55, risk_factors: 'one_two', troponin_0h: 'normal', troponin_3h: 'above' },
      expected: { heart_score: 3, heart_pathway_result: 'Not low risk' },
      source: 'mahler2015 Methods (a positive troponin at 0 or 3 hours is not low risk)',
    },
    {
      description: 'HEART 4 with normal troponins: not low risk',
      inputs: { history: 'moderate', ecg: 'normal', age: 70, risk_factors: 'one_two', troponin_0h: 'normal', troponin_3h: 'normal' },
      expected: { heart_score: 4, heart_pathway_result: 'Not low risk' },
      source: 'mahler2015 Methods (HEART ≥ 4 is not low risk); six2008 item points 1 + 0 + 2 + 1 + 0',
    },
  ],
} satisfies ToolDefinitionInput

export default heartPathway
