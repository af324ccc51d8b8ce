import { RESPIRATORY_RATE_RANGE, SYSTOLIC_BP_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { SINGER_2016 } from './references.ts'

/**
 * Quick SOFA (qSOFA). Seymour CW et al., JAMA 2016;315:762–774; adopted in Singer M et al.
 * (Sepsis-3), JAMA 2016;315:801–810.
 *
 * Design notes:
 * - Respiratory rate and systolic pressure are entered as numbers so that the thresholds
 *   (≥ 22/min, ≤ 100 mmHg) are applied exactly; altered mentation is a clinical yes/no (any GCS
 *   below 15 counts).
 * - The result is "positive" at 2 or more. The text says plainly that qSOFA is a prompt to look for
 *   organ dysfunction, not a diagnosis of sepsis, and that a negative result does not exclude it.
 */
const qsofa = {
  slug: 'qsofa',
  name: 'qSOFA (Quick SOFA) Score for Sepsis',
  calcId: 'calc-qsofa',
  ...TOOL_BASE,
  eligibility: 'Adults with a suspected infection outside the intensive care unit (emergency department, ward, prehospital).',
  description:
    'Three bedside signs that flag adults with suspected infection who are at higher risk of dying or of a prolonged intensive care stay, prompting a search for organ dysfunction.',
  contentName: 'qsofa',
  sections: {
    patient: ['resp_rate', 'systolic_bp', 'altered_mentation'],
  },
  ehrpdns: ['resp_rate', 'systolic_bp'],
  controls: controls({
    resp_rate: measure('Respiratory rate', 'breaths/min', RESPIRATORY_RATE_RANGE, { help: '22 breaths/min or more scores 1 point.' }),
    systolic_bp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE, { help: '100 mmHg or less scores 1 point.' }),
    altered_mentation: yesNo('Altered mentation', { help: 'Glasgow Coma Scale below 15, or any new confusion or drowsiness.', points: 1 }),
    score: score('qSOFA score', '(resp_rate >= 22) + (systolic_bp <= 100) + points(altered_mentation)', { cpdn: 'qsofa_score', units: 'of 3' }),
    qsofa_result: result('qSOFA', "if(score >= 2, 'Positive (2 or more)', 'Negative (below 2)')", { cpdn: 'qsofa_result' }),
    interpretation: interpretation(
      "if(score >= 2, 'Positive: in patients with suspected infection this identifies a higher risk of death or prolonged intensive care. Look for organ dysfunction now (full SOFA score, lactate, blood gas), start sepsis treatment without delay if sepsis is likely, and consider critical care review.', " +
        "'Negative: this does not rule out sepsis. qSOFA misses many patients who go on to deteriorate; keep observing, use your early warning score and reassess if the patient changes.')",
    ),
  }),
  risk: ['qsofa_result', 'score', 'interpretation'],
  chartNote: {
    cc: 'qSOFA {{qsofa_score}} of 3: {{qsofa_result}}. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'seymour2016',
      citation:
        'Seymour CW, Liu VX, Iwashyna TJ, et al. Assessment of clinical criteria for sepsis: for the Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3). JAMA. 2016;315(8):762–774.',
      pmid: '26903335',
      doi: '10.1001/jama.2016.0288',
      kind: 'derivation and validation',
      cohort:
        '1.3 million electronic health record encounters at 12 Pennsylvania hospitals (2010–2012), of which 148,907 with suspected infection; confirmatory analyses in 706,399 encounters at 165 hospitals',
    },
    SINGER_2016,
    {
      id: 'evans2021',
      citation:
        'Evans L, Rhodes A, Alhazzani W, et al. Surviving Sepsis Campaign: international guidelines for management of sepsis and septic shock 2021. Intensive Care Med. 2021;47(11):1181–1247.',
      kind: 'guideline',
    },
  ],
  category: 'Critical care',
  synonyms: ['quick SOFA', 'quick sequential organ failure assessment', 'sepsis bedside score', 'Sepsis-3 screening'],
  abbreviations: ['qSOFA', 'SOFA', 'GCS', 'RR', 'SBP', 'sepsis'],
  conditions: ['sepsis', 'infection', 'septic shock'],
  instructions:
    'For adults with a suspected infection outside the intensive care unit. Use the current respiratory rate, systolic blood pressure and mental state. Not for children, and not a substitute for the full SOFA score in intensive care.',
  whenToUse: [
    'When infection is suspected on the ward, in the emergency department or before hospital, to flag patients who need prompt assessment for organ dysfunction.',
  ],
  pearls: [
    'qSOFA is a prognostic prompt, not a diagnostic test: sepsis is defined by organ dysfunction (a SOFA rise of 2 or more) due to infection.',
    'A score below 2 is common in patients who later deteriorate; the 2021 Surviving Sepsis Campaign guideline advises against using qSOFA alone as a screening tool, in favour of SIRS, NEWS or MEWS.',
    'At the bedside, altered mentation is usually taken as any Glasgow Coma Scale below 15, including subtle new confusion.',
    'Repeat the score as the patient changes: values can move quickly in early sepsis.',
  ],
  nextSteps: {
    advice: [
      'qSOFA 2–3 with suspected infection: check for organ dysfunction (SOFA, lactate), start treatment and consider critical care review.',
      'qSOFA 0–1: does not exclude sepsis; continue observation and reassess.',
    ],
    management: [
      'If sepsis or septic shock is likely, take blood cultures and give antibiotics promptly (within 1 hour when shock is present or sepsis is probable), with fluids for hypotension or a high lactate.',
    ],
  },
  evidence: [
    'Derived in electronic records of patients with suspected infection at 12 Pennsylvania hospitals and confirmed in four external datasets totalling 706,399 encounters.',
    'Outside the intensive care unit, qSOFA predicted in-hospital mortality at least as well as the full SOFA score (area under the ROC curve 0.81) and better than SIRS.',
    'The Sepsis-3 task force recommended qSOFA as a prompt to consider sepsis outside intensive care; it is not part of the definition of sepsis.',
  ],
  formula: [
    'Respiratory rate ≥ 22/min +1',
    'Altered mentation (GCS < 15) +1',
    'Systolic blood pressure ≤ 100 mmHg +1',
    'Total 0–3; 2 or more is positive',
  ],
  resultSummary: 'qSOFA {{qsofa_score}} of 3 ({{qsofa_result}}).',
  testVectors: [
    {
      description: 'RR 22 and SBP 100 (both on the threshold): 2, positive',
      inputs: { resp_rate: 22, systolic_bp: 100, altered_mentation: 'no' },
      expected: { qsofa_score: 2, qsofa_result: 'Positive (2 or more)' },
      source: 'seymour2016 (RR ≥ 22, SBP ≤ 100, altered mentation; ≥ 2 positive); not a published example: counted by hand',
    },
    {
      description: 'RR 21, SBP 101, alert: 0, negative',
      inputs: { resp_rate: 21, systolic_bp: 101, altered_mentation: 'no' },
      expected: { qsofa_score: 0, qsofa_result: 'Negative (below 2)' },
      source: 'seymour2016 (thresholds); not a published example: both values just inside normal',
    },
    {
      description: 'Confused only: 1, negative',
      inputs: { resp_rate: 18, systolic_bp: 130, altered_mentation: 'yes' },
      expected: { qsofa_score: 1, qsofa_result: 'Negative (below 2)' },
      source: 'seymour2016 (thresholds); not a published example: counted by hand',
    },
    {
      description: 'All three: 3, positive',
      inputs: { resp_rate: 30, systolic_bp: 85, altered_mentation: 'yes' },
      expected: { qsofa_score: 3, qsofa_result: 'Positive (2 or more)' },
      source: 'seymour2016 (thresholds); not a published example: counted by hand',
    },
  ],
} satisfies ToolDefinitionInput

export default qsofa
