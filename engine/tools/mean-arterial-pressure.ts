import { DIASTOLIC_BP_RANGE, span, SYSTOLIC_BP_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, mustHold, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Bands are applied to the MAP as displayed (whole mmHg), so the text never contradicts the number. */
const SHOWN = 'round(map)'

/**
 * Mean arterial pressure estimated from a cuff reading: MAP = DBP + (SBP − DBP) / 3, the
 * conventional one-third rule (diastole lasts about two thirds of the cardiac cycle at resting
 * heart rates). Accuracy of the rule: Bos WJ et al., J Hypertens 2007;25:751–755; Meaney E et al.,
 * Heart 2000;84:64. Target in septic shock: Surviving Sepsis Campaign 2021.
 */
const meanArterialPressure = {
  slug: 'mean-arterial-pressure',
  name: 'Mean Arterial Pressure (MAP)',
  calcId: 'calc-mean-arterial-pressure',
  ...TOOL_BASE,
  eligibility: 'Anyone with a measured systolic and diastolic blood pressure; the interpretation ranges are for adults.',
  description: 'Estimates the mean arterial pressure, the average pressure driving blood to the organs over one heartbeat, from a systolic and diastolic reading.',
  contentName: 'mean-arterial-pressure',
  sections: {
    patient: ['systolic_bp', 'diastolic_bp'],
  },
  ehrpdns: ['systolic_bp', 'diastolic_bp'],
  controls: controls({
    systolic_bp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE, { help: `${span(SYSTOLIC_BP_RANGE, 'mmHg')}.` }),
    diastolic_bp: measure('Diastolic blood pressure', 'mmHg', DIASTOLIC_BP_RANGE, {
      help: `${span(DIASTOLIC_BP_RANGE, 'mmHg')}, and lower than the systolic pressure.`,
      validations: [
        mustHold(
          'systolic_bp = null or diastolic_bp < systolic_bp',
          'The diastolic pressure must be lower than the systolic pressure: check that the two readings are not swapped.',
        ),
      ],
    }),
    map: result('Mean arterial pressure (estimated)', 'diastolic_bp + (systolic_bp - diastolic_bp) / 3', { cpdn: 'mean_arterial_pressure', units: 'mmHg', decimals: 0 }),
    pulse_pressure: result('Pulse pressure (systolic − diastolic)', 'systolic_bp - diastolic_bp', { units: 'mmHg', decimals: 0 }),
    interpretation: interpretation(
      `if(map = null, null, if(${SHOWN} < 65, 'Below 65 mmHg: under the usual minimum target for organ perfusion in shock. Look for hypoperfusion (confusion, low urine output, raised lactate, cool skin) and treat the cause.', ` +
        `if(${SHOWN} <= 100, '65–100 mmHg: within the range usually seen in adults at rest.', ` +
        "'Above 100 mmHg: raised, reflecting high blood pressure. Interpret with the systolic and diastolic values, which guide hypertension diagnosis and treatment.')))",
    ),
  }),
  risk: ['map', 'pulse_pressure', 'interpretation'],
  chartNote: {
    cc: 'Mean arterial pressure {{map}} mmHg (estimated as diastolic + pulse pressure / 3; pulse pressure {{pulse_pressure}} mmHg). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'bos2007',
      citation:
        'Bos WJW, Verrij E, Vincent HH, Westerhof BE, Parati G, van Montfrans GA. How to assess mean blood pressure properly at the brachial artery level. J Hypertens. 2007;25(4):751–755.',
      pmid: '17351365',
      kind: 'validation',
      cohort: 'n = 57 with intra-brachial and cuff readings; n = 22 with 24-hour intra-arterial recordings',
    },
    {
      id: 'meaney2000',
      citation: 'Meaney E, Alva F, Moguel R, Meaney A, Alva J, Webel R. Formula and nomogram for the sphygmomanometric calculation of the mean arterial pressure. Heart. 2000;84(1):64.',
      kind: 'validation',
      cohort: 'n = 150 patients with catheter-measured aortic pressure',
    },
    {
      id: 'evans2021',
      citation:
        'Evans L, Rhodes A, Alhazzani W, et al. Surviving Sepsis Campaign: international guidelines for management of sepsis and septic shock 2021. Crit Care Med. 2021;49(11):e1063–e1143.',
      kind: 'guideline',
    },
  ],
  definitions: [
    { term: 'MAP', definition: 'Mean arterial pressure: the time-averaged arterial pressure over one cardiac cycle.' },
    { term: 'Pulse pressure', definition: 'Systolic minus diastolic pressure.' },
  ],
  category: 'Critical care',
  synonyms: ['mean arterial pressure', 'mean blood pressure', 'perfusion pressure', 'MAP calculator'],
  abbreviations: ['MAP', 'BP', 'SBP', 'DBP', 'PP'],
  conditions: ['hypotension', 'shock', 'sepsis', 'hypertension'],
  instructions:
    'Enter a systolic and diastolic reading taken at the same time. When an arterial line is in place, use the mean it displays: it is measured, not estimated.',
  whenToUse: [
    'To set or check a blood-pressure target in shock, sepsis or other critical illness when only cuff readings are available.',
    'To calculate perfusion pressures (for example cerebral perfusion pressure = MAP − intracranial pressure).',
  ],
  pearls: [
    'The one-third rule assumes diastole takes about two thirds of each heartbeat. At fast heart rates diastole shortens and the true mean is higher than the estimate.',
    'Compared with intra-arterial measurement, the one-third rule underestimated the mean at the upper arm by about 5 mmHg on average; adding about 40 % of the pulse pressure came closer (Bos 2007).',
    'Automated oscillometric cuffs measure a mean directly and calculate systolic and diastolic from it, so their displayed mean may differ from this estimate.',
    'The Surviving Sepsis Campaign recommends an initial target mean arterial pressure of 65 mmHg for adults with septic shock on vasopressors.',
  ],
  nextSteps: {
    advice: [
      'Below 65 mmHg with signs of hypoperfusion: assess for shock and start resuscitation according to the cause.',
      'Persistently above 100 mmHg: assess and manage hypertension using the systolic and diastolic readings.',
    ],
    management: ['In septic shock, give fluids and vasopressors (norepinephrine first) to a MAP of about 65 mmHg, then individualise.'],
  },
  evidence: [
    'The one-third rule is a long-standing convention rather than a derived model. Studies comparing it with intra-arterial measurement found that it underestimates the true mean by a few mmHg, and proposed weights of about 0.40 (Bos 2007) or 0.412 (Meaney 2000) of the pulse pressure.',
    'The 2021 Surviving Sepsis Campaign guideline recommends an initial MAP target of 65 mmHg in adults with septic shock on vasopressors.',
    'The 65–100 mmHg range shown as usual is a convention for resting adults, not a diagnostic threshold.',
  ],
  formula: ['MAP = DBP + (SBP − DBP) / 3  (equivalently (SBP + 2 × DBP) / 3)', 'Pulse pressure = SBP − DBP'],
  resultSummary: 'Mean arterial pressure {{map}} mmHg (pulse pressure {{pulse_pressure}} mmHg).',
  testVectors: [
    {
      description: '120/80 mmHg',
      inputs: { systolic_bp: 120, diastolic_bp: 80 },
      expected: { mean_arterial_pressure: 93.3333, pulse_pressure: 40 },
      tolerance: 0.0001,
      source: 'Not a published example: hand calculation 80 + (120 − 80) / 3 = 93.33 mmHg (one-third rule as described in bos2007 and meaney2000)',
    },
    {
      description: '90/60 mmHg',
      inputs: { systolic_bp: 90, diastolic_bp: 60 },
      expected: { mean_arterial_pressure: 70, pulse_pressure: 30 },
      source: 'Not a published example: hand calculation 60 + 30 / 3 = 70 mmHg',
    },
    {
      description: '80/40 mmHg: below 65',
      inputs: { systolic_bp: 80, diastolic_bp: 40 },
      expected: { mean_arterial_pressure: 53.3333 },
      tolerance: 0.0001,
      source: 'Not a published example: hand calculation 40 + 40 / 3 = 53.33 mmHg; 65 mmHg target from evans2021',
    },
  ],
} satisfies ToolDefinitionInput

export default meanArterialPressure
