import { BLOOD_GAS_PRESSURE_MEASURE, BODY_TEMPERATURE_C, BODY_TEMPERATURE_F, HEART_RATE_RANGE, PACO2_MMHG_RANGE, RESPIRATORY_RATE_RANGE, TEMPERATURE_MEASURE, WHITE_CELL_COUNT_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, listText, measure, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { SINGER_2016 } from './references.ts'

/** Temperature > 38 °C or < 36 °C (100.4 °F and 96.8 °F, the exact equivalents, arrive as 38 and 36). */
const TEMP = '(temperature > 38 or temperature < 36)'
const HEART = 'heart_rate > 90'
/** Respiratory rate > 20/min or PaCO2 < 32 mmHg (a PaCO2 in kPa arrives in mmHg: 32 mmHg ≈ 4.27 kPa). */
const RESP = '(resp_rate > 20 or paco2 < 32)'
/** White cells > 12 or < 4 × 10⁹/L, or more than 10 % immature (band) forms. */
const WBC = '(wbc > 12 or wbc < 4 or bands > 10)'
const WBC_UNKNOWN = '(isEmpty(wbc) and isEmpty(bands))'

const CRITERIA: [string, string][] = [
  [TEMP, 'temperature'],
  [HEART, 'heart rate'],
  [RESP, 'respiratory rate or PaCO₂'],
  [WBC, 'white cell count'],
]

/**
 * Systemic inflammatory response syndrome (SIRS) criteria. Bone RC et al. (ACCP/SCCM Consensus
 * Conference), Chest 1992;101:1644–1655.
 *
 * Design notes:
 * - Vital signs are required numbers; each threshold is strict as published (> 38 °C, < 36 °C,
 *   > 90/min, > 20/min, < 32 mmHg, > 12 or < 4 × 10⁹/L, > 10 % bands).
 * - PaCO2, white cell count and band forms are optional. When neither a white cell count nor a
 *   band count is entered and only one other criterion is met, the result is "undetermined"
 *   rather than "not met": the missing criterion could make two.
 * - Temperature in °C or °F and PaCO2 in mmHg or kPa, each through a unit choice with one field per
 *   unit (units.ts has no conversion for these); the thresholds are applied in the chosen unit.
 */
const sirsCriteria: ToolDefinitionInput = {
  slug: 'sirs-criteria',
  name: 'SIRS Criteria (Systemic Inflammatory Response Syndrome)',
  calcId: 'calc-sirs-criteria',
  ...TOOL_BASE,
  eligibility: 'Adults with a suspected infection or another acute systemic insult (for example trauma, burns or pancreatitis).',
  description:
    'Counts the four classic SIRS criteria (temperature, heart rate, breathing, white cells); two or more define the systemic inflammatory response syndrome of the 1992 consensus.',
  contentName: 'sirs-criteria',
  sections: {
    patient: ['temperature', 'heart_rate', 'resp_rate', 'paco2', 'wbc', 'bands'],
  },
  ehrpdns: ['heart_rate', 'resp_rate', 'wbc'],
  controls: controls({
    temperature: measure(
      'Temperature',
      TEMPERATURE_MEASURE,
      { min: BODY_TEMPERATURE_C.min, max: BODY_TEMPERATURE_C.max },
      {
        help: `Above 38 °C (100.4 °F) or below 36 °C (96.8 °F) meets the criterion. ${BODY_TEMPERATURE_C.min}–${BODY_TEMPERATURE_C.max} °C (${BODY_TEMPERATURE_F.min}–${BODY_TEMPERATURE_F.max} °F).`,
      },
    ),
    heart_rate: measure('Heart rate', 'beats/min', HEART_RATE_RANGE, { help: 'Above 90 beats/min meets the criterion.' }),
    resp_rate: measure('Respiratory rate', 'breaths/min', RESPIRATORY_RATE_RANGE, {
      help: 'Above 20 breaths/min meets the criterion (so does a PaCO₂ below 32 mmHg).',
    }),
    paco2: measure('Arterial PaCO₂ (optional)', BLOOD_GAS_PRESSURE_MEASURE, PACO2_MMHG_RANGE, {
      help: `Below 32 mmHg (4.27 kPa) meets the breathing criterion. ${PACO2_MMHG_RANGE.min}–${PACO2_MMHG_RANGE.max} mmHg (0.67–39.99 kPa).`,
      required: false,
    }),
    wbc: measure('White cell count', '× 10⁹/L', WHITE_CELL_COUNT_RANGE, {
      help: `Above 12 or below 4 × 10⁹/L (12,000 or 4,000 per mm³) meets the criterion. Leave blank if not yet known. ${WHITE_CELL_COUNT_RANGE.min}–${WHITE_CELL_COUNT_RANGE.max}.`,
      required: false,
    }),
    bands: measure(
      'Immature (band) neutrophils (optional)',
      '%',
      { min: 0, max: 100 },
      { help: 'More than 10 % meets the criterion even with a normal count. Leave blank if not reported. 0–100 %.', required: false },
    ),
    criteria_count: score('SIRS criteria met', CRITERIA.map(([c]) => `(${c})`).join(' + '), { cpdn: 'sirs_criteria_count', units: 'of 4' }),
    criteria_met: result('Criteria met', `if(criteria_count = 0, 'none', ${listText(CRITERIA)})`, { cpdn: 'sirs_criteria_met' }),
    sirs_result: result(
      'SIRS',
      `if(criteria_count >= 2, 'SIRS criteria met (2 or more)', if(${WBC_UNKNOWN} and criteria_count = 1, 'Undetermined: white cell count needed', 'SIRS criteria not met'))`,
      { cpdn: 'sirs_result' },
    ),
    interpretation: interpretation(
      `if(criteria_count >= 2, 'Two or more criteria: a systemic inflammatory response by the 1992 definition. With a suspected infection, look for organ dysfunction (for example with SOFA or qSOFA) and follow your sepsis pathway; SIRS itself is not a diagnosis of sepsis under the 2016 (Sepsis-3) definitions.', ` +
        `if(${WBC_UNKNOWN} and criteria_count = 1, 'One criterion is met and the white cell count is not known; it could make a second. Check the count before concluding.', ` +
        "'Fewer than two criteria. This does not exclude serious infection or sepsis: about one in eight patients with infection and new organ failure in intensive care did not meet two criteria. Reassess if the patient changes.'))",
    ),
  }),
  risk: ['sirs_result', 'criteria_count', 'criteria_met', 'interpretation'],
  chartNote: {
    cc: 'SIRS: {{sirs_result}}; {{sirs_criteria_count}} of 4 criteria met ({{sirs_criteria_met}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'bone1992',
      citation:
        'Bone RC, Balk RA, Cerra FB, et al. Definitions for sepsis and organ failure and guidelines for the use of innovative therapies in sepsis. The ACCP/SCCM Consensus Conference Committee. American College of Chest Physicians/Society of Critical Care Medicine. Chest. 1992;101(6):1644–1655.',
      kind: 'consensus definition',
    },
    {
      id: 'kaukonen2015',
      citation:
        'Kaukonen KM, Bailey M, Pilcher D, Cooper DJ, Bellomo R. Systemic inflammatory response syndrome criteria in defining severe sepsis. N Engl J Med. 2015;372(17):1629–1638.',
      kind: 'validation',
      cohort: 'n = 109,663 patients with infection and organ failure in Australian and New Zealand intensive care units',
    },
    SINGER_2016,
  ],
  category: 'Critical care',
  synonyms: ['systemic inflammatory response syndrome', 'SIRS score', 'sepsis screening', 'SIRS criteria for sepsis', 'sepsis-1'],
  abbreviations: ['SIRS', 'WBC', 'PaCO2', 'HR', 'RR', 'sepsis'],
  conditions: ['sepsis', 'infection', 'systemic inflammation'],
  instructions:
    'For adults with a suspected infection or another acute insult. Use the current observations; PaCO₂ and band forms are optional, and the white cell count may be left blank until it is known. Not for children (paediatric SIRS uses age-specific thresholds).',
  whenToUse: [
    'As part of a sepsis screening pathway that still uses SIRS (for example some emergency department and ward protocols).',
    'To document whether a patient meets the classic SIRS definition.',
  ],
  pearls: [
    'The 2016 Sepsis-3 definitions replaced "SIRS plus infection" with infection plus organ dysfunction (a SOFA rise of 2 or more); SIRS is no longer needed or enough to call sepsis.',
    'SIRS criteria are very common in hospital patients, including many without infection or a poor outcome, so they are sensitive but not specific.',
    'A PaCO₂ below 32 mmHg (4.27 kPa) counts for the breathing criterion, which helps in ventilated or sedated patients whose rate is set by the ventilator.',
    'Thresholds are strict: exactly 38.0 °C, 90 beats/min, 20 breaths/min or 12 × 10⁹/L do not meet a criterion.',
  ],
  nextSteps: {
    advice: [
      'Two or more criteria with suspected infection: assess for organ dysfunction (SOFA, qSOFA, lactate) and escalate according to your sepsis pathway.',
      'Fewer than two criteria: continue to observe if infection is suspected; SIRS does not rule out sepsis.',
    ],
    management: [
      'If sepsis is suspected, take blood cultures and start antibiotics promptly (within 1 hour when shock or sepsis is likely), with fluids for hypotension or a raised lactate.',
    ],
  },
  evidence: [
    'Defined by the 1991 ACCP/SCCM consensus conference (published 1992) as two or more of four findings, to describe the body’s response to infection or to non-infectious insults.',
    'In 109,663 intensive care patients with infection and organ failure, one in eight did not have two SIRS criteria but had substantial mortality (Kaukonen 2015), showing that SIRS misses sepsis.',
    'Sepsis-3 (2016) replaced SIRS-based definitions with organ dysfunction measured by the SOFA score.',
  ],
  formula: [
    'Temperature > 38 °C (100.4 °F) or < 36 °C (96.8 °F)',
    'Heart rate > 90 beats/min',
    'Respiratory rate > 20 breaths/min or PaCO₂ < 32 mmHg (4.27 kPa)',
    'White cells > 12 × 10⁹/L or < 4 × 10⁹/L, or > 10 % immature (band) forms',
    'SIRS = 2 or more criteria',
  ],
  resultSummary: 'SIRS: {{sirs_result}} ({{sirs_criteria_count}} of 4: {{sirs_criteria_met}}).',
  testVectors: [
    {
      description: 'Temperature 38.5 °C and heart rate 110: 2 criteria, SIRS',
      inputs: { temperature: 38.5, heart_rate: 110, resp_rate: 16, wbc: 8 },
      expected: { sirs_criteria_count: 2, sirs_result: 'SIRS criteria met (2 or more)', sirs_criteria_met: 'temperature, heart rate' },
      source: 'bone1992 (criteria); not a published example: 38.5 > 38 and 110 > 90 counted by hand',
    },
    {
      description: 'Values exactly on the thresholds meet no criterion',
      inputs: { temperature: 38, heart_rate: 90, resp_rate: 20, paco2: 32, wbc: 12, bands: 10 },
      expected: { sirs_criteria_count: 0, sirs_result: 'SIRS criteria not met', sirs_criteria_met: 'none' },
      source: 'bone1992 (strict inequalities); not a published example: each value equals its threshold',
    },
    {
      description: 'All four (°F, PaCO2 in kPa, low white count)',
      inputs: { temperature: 96.5, 'temperature.unit': '°F', heart_rate: 125, resp_rate: 18, paco2: 3.9, 'paco2.unit': 'kPa', wbc: 2.5 },
      expected: { sirs_criteria_count: 4, sirs_result: 'SIRS criteria met (2 or more)' },
      source: 'bone1992 (criteria); not a published example: 96.5 < 96.8 °F, 125 > 90, 3.9 kPa × 7.50062 = 29.3 < 32 mmHg, 2.5 < 4',
    },
    {
      description: 'Heart rate only, white count not yet known: undetermined',
      inputs: { temperature: 37, heart_rate: 100, resp_rate: 16 },
      expected: { sirs_criteria_count: 1, sirs_result: 'Undetermined: white cell count needed' },
      source: 'bone1992 (two criteria needed); not a published example: 1 criterion met and the white-cell criterion unknown',
    },
  ],
}

export default sirsCriteria
