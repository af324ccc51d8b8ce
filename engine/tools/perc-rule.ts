import { AGE_PLAUSIBLE_MAX, HEART_RATE_RANGE, OXYGEN_SATURATION_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, listText, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { KONSTANTINIDES_2020 } from './references.ts'

/** The eight criteria as rule expressions (true = criterion present), with the text used in the result. */
const CRITERIA: [string, string][] = [
  ['age >= 50', 'age 50 or over'],
  ['heart_rate >= 100', 'heart rate 100 or more'],
  ['oxygen_saturation < 95', 'oxygen saturation below 95 %'],
  ["leg_swelling = 'yes'", 'one-sided leg swelling'],
  ["haemoptysis = 'yes'", 'haemoptysis'],
  ["recent_surgery_trauma = 'yes'", 'recent surgery or trauma'],
  ["previous_vte = 'yes'", 'previous PE or DVT'],
  ["hormone_use = 'yes'", 'oestrogen or hormone use'],
]

/** The test vectors' profile: low gestalt, no criterion present. */
const NO_CRITERION = {
  gestalt_low: 'yes',
  age: 35,
  heart_rate: 80,
  oxygen_saturation: 98,
  leg_swelling: 'no',
  haemoptysis: 'no',
  recent_surgery_trauma: 'no',
  previous_vte: 'no',
  hormone_use: 'no',
}

/**
 * Pulmonary Embolism Rule-out Criteria (PERC). Kline JA et al., J Thromb Haemost 2004;2:1247–1255;
 * prospective validation Kline JA et al., J Thromb Haemost 2008;6:772–780.
 *
 * Design notes:
 * - Age, heart rate and oxygen saturation are entered as numbers so the thresholds (≥ 50 years,
 *   ≥ 100 beats/min, < 95 %) are applied by the tool, not judged at a glance.
 * - The rule only applies when the clinician's own (gestalt) pretest probability is already low
 *   (below about 15 %). That question is required and comes first: when the answer is "No" the
 *   result says the rule does not apply, whatever the criteria, and never says "PERC negative".
 * - No ui-defaults: an unanswered criterion is refused, never treated as absent (an absent
 *   criterion is what lets PE be ruled out).
 */
const percRule = {
  slug: 'perc-rule',
  name: 'PERC Rule for Pulmonary Embolism',
  calcId: 'calc-perc-rule',
  ...TOOL_BASE,
  eligibility:
    'Adults seen in an emergency or acute care setting in whom pulmonary embolism is being considered but the clinician already judges its probability to be low.',
  description:
    'Eight bedside criteria that, when all are absent in a patient with a low pretest probability, allow pulmonary embolism to be ruled out without a D-dimer or imaging.',
  contentName: 'perc-rule',
  sections: {
    header: ['gestalt_low'],
    patient: ['age', 'heart_rate', 'oxygen_saturation', 'leg_swelling', 'haemoptysis', 'recent_surgery_trauma', 'previous_vte', 'hormone_use'],
  },
  ehrpdns: ['age', 'heart_rate', 'oxygen_saturation'],
  controls: controls({
    gestalt_low: yesNo('Is your clinical estimate of PE probability low (below about 15 %)?', {
      help: 'Your overall judgement before any test, or a low score on a validated rule (for example Wells). PERC may only be used when this is "Yes".',
    }),
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: '50 or over is a criterion.' }),
    heart_rate: measure('Heart rate', 'beats/min', HEART_RATE_RANGE, { help: '100 or more is a criterion.' }),
    oxygen_saturation: measure('Oxygen saturation (pulse oximetry, breathing room air)', '%', OXYGEN_SATURATION_RANGE, { help: 'Below 95 % is a criterion.' }),
    leg_swelling: yesNo('Swelling of one leg', { help: 'Unilateral leg swelling on examination.' }),
    haemoptysis: yesNo('Haemoptysis', { help: 'Coughing up blood.' }),
    recent_surgery_trauma: yesNo('Surgery or trauma in the past 4 weeks', {
      help: 'An operation under general or regional anaesthesia, or an injury that needed hospital treatment.',
    }),
    previous_vte: yesNo('Previous PE or DVT', { help: 'Any earlier objectively diagnosed venous thromboembolism.' }),
    hormone_use: yesNo('Oestrogen or hormone use', {
      help: 'Combined oral contraceptive, hormone replacement therapy or other oestrogen treatment, in any sex.',
    }),
    criteria_count: score('PERC criteria present', CRITERIA.map(([c]) => `(${c})`).join(' + '), { cpdn: 'perc_criteria_count', units: 'of 8' }),
    criteria_present: result('Criteria present', `if(criteria_count = 0, 'none', ${listText(CRITERIA)})`, { cpdn: 'perc_criteria_present' }),
    perc_result: result(
      'PERC result',
      "if(gestalt_low != 'yes', 'Not applicable: pretest probability not low', if(criteria_count = 0, 'PERC negative: rule-out possible', 'PERC positive: rule-out not possible'))",
      { cpdn: 'perc_result' },
    ),
    interpretation: interpretation(
      "if(gestalt_low != 'yes', 'The PERC rule must not be used: your pretest probability is not low. Assess the probability with a validated rule (for example Wells or revised Geneva) and test with a D-dimer or imaging accordingly.', " +
        "if(criteria_count = 0, 'Low pretest probability and all eight criteria absent: pulmonary embolism can be considered ruled out without a D-dimer or imaging. Give the patient clear advice to return if symptoms worsen or new ones appear.', " +
        "'At least one criterion is present, so PERC cannot rule out pulmonary embolism. Continue the work-up: measure a D-dimer (an age-adjusted cut-off may be used from age 50), and image if it is raised.'))",
    ),
  }),
  risk: ['perc_result', 'criteria_count', 'criteria_present', 'interpretation'],
  chartNote: {
    cc: 'PERC rule: {{perc_result}} ({{perc_criteria_count}} of 8 criteria present: {{perc_criteria_present}}). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'kline2004',
      citation:
        'Kline JA, Mitchell AM, Kabrhel C, Richman PB, Courtney DM. Clinical criteria to prevent unnecessary diagnostic testing in emergency department patients with suspected pulmonary embolism. J Thromb Haemost. 2004;2(8):1247–1255.',
      kind: 'derivation',
      cohort: 'emergency department patients evaluated for PE (multicentre derivation), with low-risk and very-low-risk validation samples',
    },
    {
      id: 'kline2008',
      citation:
        'Kline JA, Courtney DM, Kabrhel C, et al. Prospective multicenter evaluation of the pulmonary embolism rule-out criteria. J Thromb Haemost. 2008;6(5):772–780.',
      doi: '10.1111/j.1538-7836.2008.02944.x',
      kind: 'validation',
      cohort: 'n = 8,138 emergency department patients with suspected PE (13 centres)',
    },
    {
      id: 'freund2018',
      citation:
        'Freund Y, Cachanado M, Aubry A, et al. Effect of the Pulmonary Embolism Rule-Out Criteria on subsequent thromboembolic events among low-risk emergency department patients: the PROPER randomized clinical trial. JAMA. 2018;319(6):559–566.',
      kind: 'validation (cluster-randomised trial)',
    },
    KONSTANTINIDES_2020,
  ],
  category: 'Pulmonology',
  synonyms: ['pulmonary embolism rule-out criteria', 'PE rule out', 'Kline rule', 'PERC score', 'rule out PE without D-dimer'],
  abbreviations: ['PERC', 'PE', 'DVT', 'VTE', 'CTPA'],
  conditions: ['pulmonary embolism', 'shortness of breath', 'chest pain'],
  instructions:
    'For adults in whom pulmonary embolism is being considered and whose pretest probability you already judge to be low (below about 15 %). Answer the gestalt question first: if it is not low, do not use PERC. Measure oxygen saturation on room air. Not validated in pregnancy, in inpatients, or where PE prevalence is high; not for patients with shock or hypotension.',
  whenToUse: [
    'In the emergency department or acute clinic, when PE crosses your mind but seems unlikely, before ordering a D-dimer.',
    'To avoid a D-dimer (and the imaging that false-positive results lead to) in patients at very low risk.',
  ],
  pearls: [
    'PERC is a rule-out tool for low-probability patients only: it must not be applied to everyone with suspected PE.',
    'All eight criteria must be absent. A single criterion present (even age 50) means the rule cannot rule PE out; it does not mean PE is likely.',
    'Oxygen saturation is measured breathing room air; a saturation measured on supplemental oxygen cannot be used to call the criterion absent.',
    'In populations with a high prevalence of PE (for example many European referral centres) the rule has missed more cases; judge the setting as well as the patient.',
  ],
  nextSteps: {
    advice: [
      'PERC negative (low pretest probability, no criteria): no D-dimer or imaging for PE; document the reasoning and give return advice.',
      'PERC positive: measure a D-dimer; a negative result excludes PE in a low or intermediate probability patient, a raised result needs imaging (CTPA or V/Q scan).',
      'Pretest probability not low: use a validated probability rule (Wells or revised Geneva) and follow its pathway.',
    ],
    management: [
      'Consider alternative diagnoses for the presenting symptoms once PE has been ruled out.',
      'If the clinical picture changes (new hypoxia, tachycardia or leg swelling), reassess; PERC applies only to the presentation in front of you.',
    ],
  },
  evidence: [
    'Derived in a multicentre US emergency department cohort of patients evaluated for PE, as eight variables that together identify patients in whom the probability of PE is below the threshold for testing (about 2 %).',
    'Prospectively evaluated in 8,138 emergency department patients (Kline 2008): in patients with low clinical suspicion and no PERC criteria, venous thromboembolism occurred in about 1 % within 45 days.',
    'The PROPER cluster-randomised trial in French emergency departments found that a PERC-based strategy in low-gestalt patients was non-inferior to usual care for thromboembolic events at 3 months and reduced CTPA use.',
    'The 2019 ESC guideline accepts PERC to exclude PE without further testing in emergency department patients with low clinical probability.',
  ],
  formula: [
    'Applies only when the pretest (gestalt) probability of PE is low (< 15 %).',
    'Criteria: age ≥ 50 years; heart rate ≥ 100/min; SpO₂ < 95 % on room air; unilateral leg swelling; haemoptysis; surgery or trauma in the past 4 weeks; previous PE or DVT; oestrogen or hormone use.',
    'PERC negative = low pretest probability and 0 of 8 criteria present: PE ruled out without further testing. Any criterion present = PERC positive.',
  ],
  resultSummary: 'PERC rule: {{perc_result}}; {{perc_criteria_count}} of 8 criteria present ({{perc_criteria_present}}).',
  testVectors: [
    {
      description: 'Low gestalt, 35 years, HR 80, SpO2 98 %, no other criteria: PERC negative',
      inputs: NO_CRITERION,
      expected: { perc_criteria_count: 0, perc_result: 'PERC negative: rule-out possible', perc_criteria_present: 'none' },
      source: 'kline2004 (criteria and rule); not a published example: every criterion checked by hand as absent',
    },
    {
      description: 'Low gestalt, age exactly 50 (threshold), otherwise none: PERC positive with 1 criterion',
      inputs: { ...NO_CRITERION, age: 50, heart_rate: 99, oxygen_saturation: 95 },
      expected: { perc_criteria_count: 1, perc_result: 'PERC positive: rule-out not possible', perc_criteria_present: 'age 50 or over' },
      source: 'kline2004 (age ≥ 50, heart rate ≥ 100, SaO2 < 95 %); not a published example: 50 ≥ 50 counts, 99 < 100 and 95 ≥ 95 do not',
    },
    {
      description: 'Low gestalt, HR 100, SpO2 94 %, on the combined pill: 3 criteria',
      inputs: { ...NO_CRITERION, age: 30, heart_rate: 100, oxygen_saturation: 94, hormone_use: 'yes' },
      expected: {
        perc_criteria_count: 3,
        perc_result: 'PERC positive: rule-out not possible',
        perc_criteria_present: 'heart rate 100 or more, oxygen saturation below 95 %, oestrogen or hormone use',
      },
      source: 'kline2004 (criteria); not a published example: 1 + 1 + 1 = 3 counted by hand',
    },
    {
      description: 'Gestalt not low, no criteria: the rule does not apply',
      inputs: { ...NO_CRITERION, gestalt_low: 'no' },
      expected: { perc_criteria_count: 0, perc_result: 'Not applicable: pretest probability not low' },
      source: 'kline2004 and kline2008 (PERC is applied only after a low gestalt estimate)',
    },
  ],
} satisfies ToolDefinitionInput

export default percRule
