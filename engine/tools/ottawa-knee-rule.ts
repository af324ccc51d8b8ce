import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, listText, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const FINDINGS: [string, string][] = [
  ['age >= 55', 'age 55 or over'],
  ["isolated_patellar_tenderness = 'yes'", 'isolated tenderness of the patella'],
  ["fibular_head_tenderness = 'yes'", 'tenderness at the head of the fibula'],
  ["unable_to_flex_90 = 'yes'", 'unable to flex to 90°'],
  ["unable_to_bear_weight = 'yes'", 'unable to bear weight'],
]

const NONE = {
  age: 30,
  isolated_patellar_tenderness: 'no',
  fibular_head_tenderness: 'no',
  unable_to_flex_90: 'no',
  unable_to_bear_weight: 'no',
}

/**
 * Ottawa knee rule. Derived by Stiell IG et al., Ann Emerg Med 1995;26:405–413; prospectively
 * validated in JAMA 1996;275:611–615. Any one of five findings → knee X-ray series.
 */
const ottawaKneeRule = {
  slug: 'ottawa-knee-rule',
  name: 'Ottawa Knee Rule',
  calcId: 'calc-ottawa-knee-rule',
  ...TOOL_BASE,
  eligibility: 'Adults (18 years or over) with an acute knee injury in the previous 7 days.',
  description: 'Decides whether an adult with an acute knee injury needs a knee X-ray, from five findings.',
  contentName: 'ottawa-knee-rule',
  sections: {
    patient: ['age', 'isolated_patellar_tenderness', 'fibular_head_tenderness', 'unable_to_flex_90', 'unable_to_bear_weight'],
  },
  ehrpdns: ['age'],
  controls: controls({
    age: measure(
      'Age',
      'years',
      { min: 18, max: AGE_PLAUSIBLE_MAX, reason: 'The Ottawa knee rule was derived and validated in adults aged 18 and over.' },
      { help: '55 or over is a finding.' },
    ),
    isolated_patellar_tenderness: yesNo('Isolated tenderness of the patella', { help: 'Tenderness of the patella with no other bone tenderness of the knee.' }),
    fibular_head_tenderness: yesNo('Tenderness at the head of the fibula'),
    unable_to_flex_90: yesNo('Unable to flex the knee to 90°'),
    unable_to_bear_weight: yesNo('Unable to bear weight both immediately after the injury and in the emergency department', {
      help: 'Unable to take 4 steps (two transfers of weight onto each leg), limping or not.',
    }),
    findings_count: score('Findings present', FINDINGS.map(([c]) => `(${c})`).join(' + '), { cpdn: 'ottawa_knee_findings_count', units: 'of 5' }),
    findings_present: result('Findings', `if(findings_count = 0, 'none', ${listText(FINDINGS)})`, { cpdn: 'ottawa_knee_findings' }),
    knee_xray: result('Knee X-ray series', "if(findings_count > 0, 'Indicated', 'Not indicated')", { cpdn: 'ottawa_knee_xray' }),
    interpretation: interpretation(
      "if(findings_count > 0, 'At least one finding of the Ottawa knee rule: a knee X-ray series is indicated.', 'No finding of the Ottawa knee rule: a fracture is very unlikely and a knee X-ray is not needed. Advise review if pain or inability to walk persists.')",
    ),
  }),
  risk: ['knee_xray', 'findings_present', 'interpretation'],
  chartNote: {
    cc: 'Ottawa knee rule: knee X-ray {{ottawa_knee_xray}} (findings: {{ottawa_knee_findings}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'stiell1995',
      citation:
        'Stiell IG, Greenberg GH, Wells GA, et al. Derivation of a decision rule for the use of radiography in acute knee injuries. Ann Emerg Med. 1995;26(4):405–413. PMID 7574120.',
      pmid: '7574120',
      doi: '10.1016/S0196-0644(95)70106-0',
      kind: 'derivation',
      cohort: 'n = 1,047 adults with acute knee injuries, two university emergency departments',
    },
    {
      id: 'stiell1996',
      citation:
        'Stiell IG, Greenberg GH, Wells GA, et al. Prospective validation of a decision rule for the use of radiography in acute knee injuries. JAMA. 1996;275(8):611–615.',
      doi: '10.1001/jama.1996.03530320035031',
      kind: 'validation',
      cohort: 'n = 1,096 adults with acute knee injuries, two university emergency departments',
    },
    {
      id: 'bachmann2004',
      citation:
        'Bachmann LM, Haberzeth S, Steurer J, ter Riet G. The accuracy of the Ottawa knee rule to rule out knee fractures: a systematic review. Ann Intern Med. 2004;140(2):121–124.',
      doi: '10.7326/0003-4819-140-2-200401200-00013',
      kind: 'systematic review',
    },
  ],
  category: 'Emergency medicine',
  synonyms: ['Ottawa knee rules', 'knee x-ray rule', 'knee injury x-ray', 'knee radiography rule'],
  abbreviations: ['OKR', 'X-ray'],
  conditions: ['knee injury', 'knee fracture', 'patella fracture', 'tibial plateau fracture'],
  instructions:
    'For adults with an acute knee injury in the previous 7 days. Not for isolated skin injuries, injuries older than 7 days, patients returning for reassessment, or patients with altered consciousness, paraplegia or multiple injuries.',
  whenToUse: ['In the emergency department, urgent care or primary care, when deciding whether an acute knee injury needs X-rays.'],
  pearls: [
    'Isolated patellar tenderness means tenderness of the patella with no other bone tenderness around the knee.',
    'Weight bearing counts when the patient can take 4 steps, even with a limp.',
    'In the validation study the rule found all 63 clinically important fractures (sensitivity 100 %, 95 % CI 94–100 %) and would have reduced knee X-rays by 28 %.',
  ],
  nextSteps: {
    advice: ['X-ray indicated: knee series.', 'No X-ray: treat as a soft-tissue injury and advise review if pain or inability to walk persists.'],
    management: ['Ligament and meniscal injuries are not excluded by a negative rule: examine for instability and arrange follow-up.'],
  },
  evidence: [
    'Derived in 1,047 adults (Stiell 1995): sensitivity 100 % (95 % CI 95–100 %) for 68 fractures, specificity 54 %.',
    'Prospectively validated in 1,096 adults (Stiell 1996): sensitivity 100 % (95 % CI 94–100 %) for 63 clinically important fractures; potential relative reduction of knee X-rays 28 %.',
  ],
  formula: [
    'Knee X-ray series if any of: age ≥ 55; isolated tenderness of the patella; tenderness at the head of the fibula; unable to flex to 90°; unable to bear weight both immediately and in the ED (4 steps).',
  ],
  resultSummary: 'Ottawa knee rule: knee X-ray {{ottawa_knee_xray}}; findings: {{ottawa_knee_findings}}.',
  testVectors: [
    {
      description: 'Age 30, no finding: no X-ray',
      inputs: NONE,
      expected: { ottawa_knee_xray: 'Not indicated', ottawa_knee_findings: 'none' },
      source: 'stiell1995 and stiell1996 (rule); not a published example',
    },
    {
      description: 'Age exactly 55, otherwise none: X-ray',
      inputs: { ...NONE, age: 55 },
      expected: { ottawa_knee_xray: 'Indicated', ottawa_knee_findings: 'age 55 or over' },
      source: 'stiell1995 (age 55 years or older); not a published example',
    },
    {
      description: 'Fibular head tenderness and unable to flex to 90°: X-ray',
      inputs: { ...NONE, fibular_head_tenderness: 'yes', unable_to_flex_90: 'yes' },
      expected: { ottawa_knee_xray: 'Indicated', ottawa_knee_findings_count: 2 },
      source: 'stiell1995 (rule); not a published example',
    },
  ],
} satisfies ToolDefinitionInput

export default ottawaKneeRule
