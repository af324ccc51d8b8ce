import { AGE_PLAUSIBLE_MAX, BLOOD_GAS_PRESSURE_MEASURE, PACO2_MMHG_RANGE, PAO2_MMHG_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Ranges. FiO₂ is entered as a percentage (21 % room air to 100 %), as in the SOFA tool, so that
 * FiO₂ / 100 is exact. Barometric pressure: 250 mmHg (near the summit of Everest) to 800 mmHg (a
 * little above the highest sea-level pressures); hyperbaric chambers are outside the tool.
 */
export const AA_RANGES = {
  fio2: { min: 21, max: 100 },
  pb: { min: 250, max: 800, reason: 'Barometric pressure from high altitude (about 250 mmHg near the summit of Everest) to 800 mmHg; hyperbaric conditions are outside this calculator.' },
  age: { min: 18, max: AGE_PLAUSIBLE_MAX },
} as const

/**
 * Alveolar gas equation (simplified): PAO₂ = FiO₂ × (PB − PH₂O) − PaCO₂ / RQ, with water vapour
 * pressure 47 mmHg (saturated at 37 °C) and respiratory quotient 0.8. Every pressure is handled in
 * mmHg: a value entered in kPa is converted with 1 kPa = 7.50062 mmHg (engine/units.ts).
 */
const WATER_VAPOUR_MMHG = 47
const RQ = 0.8
const KPA_PER_MMHG = 1 / 7.50062

const aaGradient = {
  slug: 'a-a-gradient',
  name: 'A–a Oxygen Gradient (Alveolar–Arterial)',
  calcId: 'calc-a-a-gradient',
  ...TOOL_BASE,
  eligibility: 'Adults with an arterial blood gas and a known inspired oxygen fraction.',
  description:
    'Calculates the alveolar oxygen pressure from the alveolar gas equation and the difference from the measured arterial PaO₂, to tell hypoxaemia from hypoventilation apart from hypoxaemia from a gas-exchange problem.',
  contentName: 'a-a-gradient',
  sections: {
    patient: ['fio2', 'pao2', 'paco2', 'barometric_pressure', 'age'],
  },
  ehrpdns: ['fio2', 'pao2', 'age'],
  controls: controls({
    fio2: measure('Inspired oxygen (FiO₂)', '%', AA_RANGES.fio2, { help: 'As a percentage: room air is 21 %. 21–100 %.' }),
    pao2: measure('Arterial PaO₂', BLOOD_GAS_PRESSURE_MEASURE, PAO2_MMHG_RANGE, { help: '5–800 mmHg (0.67–106.65 kPa), from the same gas.' }),
    paco2: measure('Arterial PaCO₂', BLOOD_GAS_PRESSURE_MEASURE, PACO2_MMHG_RANGE, { help: '5–300 mmHg (0.67–39.99 kPa), from the same gas.' }),
    barometric_pressure: measure('Barometric pressure', BLOOD_GAS_PRESSURE_MEASURE, AA_RANGES.pb, {
      help: '760 mmHg (101.3 kPa) at sea level; lower at altitude (about 630 mmHg at 1,500 m). 250–800 mmHg.',
      defaults: [{ value: 760, message: 'Set to 760 mmHg, standard sea-level pressure. Replace it with the local barometric pressure at altitude.' }],
    }),
    age: measure('Age (optional, for the age-expected value)', 'years', AA_RANGES.age, {
      required: false,
      help: 'Adults; used only for the approximate upper limit of normal on room air (age ÷ 4 + 4).',
    }),
    alveolar_po2: result('Alveolar oxygen pressure (PAO₂)', `fio2 / 100 * (barometric_pressure - ${WATER_VAPOUR_MMHG}) - paco2 / ${RQ}`, {
      units: 'mmHg',
      decimals: 1,
    }),
    aa_gradient: result('A–a oxygen gradient (PAO₂ − PaO₂)', 'alveolar_po2 - pao2', { cpdn: 'aa_gradient', units: 'mmHg', decimals: 1 }),
    aa_gradient_kpa: result('A–a oxygen gradient in kPa', `aa_gradient * ${KPA_PER_MMHG}`, { units: 'kPa', decimals: 2 }),
    expected_aa: result('Approximate upper limit of normal for age on room air (age ÷ 4 + 4)', 'age / 4 + 4', {
      units: 'mmHg',
      decimals: 1,
      visibility: 'age != null',
    }),
    interpretation: interpretation(
      "if(aa_gradient = null, null, if(round(aa_gradient, 1) < -10, 'The calculated gradient is negative beyond the error of measurement: check FiO₂, barometric pressure and that PaO₂ and PaCO₂ come from one arterial sample. ', '') + " +
        "if(fio2 > 21, 'On supplemental oxygen the normal gradient is larger than on room air and rises with FiO₂, so the age rule does not apply; compare gradients at the same FiO₂ or use the PaO₂/FiO₂ ratio.', " +
        "if(age = null, 'On room air a young adult’s gradient is usually below about 10–15 mmHg (1.3–2.0 kPa) and rises with age; enter the age for the approximate age-expected value.', " +
        "if(round(aa_gradient, 1) > round(expected_aa, 1), 'Above the approximate value expected for age on room air: hypoxaemia is not explained by hypoventilation alone; consider ventilation–perfusion mismatch (pneumonia, pulmonary embolism, asthma, COPD), shunt or a diffusion problem.', " +
        "'Within the approximate value expected for age on room air: if the patient is hypoxaemic, consider hypoventilation (raised PaCO₂) or low inspired oxygen (altitude) rather than a lung gas-exchange problem.'))))",
    ),
  }),
  risk: ['aa_gradient', 'aa_gradient_kpa', 'alveolar_po2', 'expected_aa', 'interpretation'],
  chartNote: {
    cc: 'A–a oxygen gradient {{aa_gradient}} mmHg ({{aa_gradient_kpa}} kPa); alveolar PO₂ {{alveolar_po2}} mmHg at FiO₂ {{fio2}} %, barometric pressure {{barometric_pressure}} mmHg; approximate upper limit for age on room air {{expected_aa}} mmHg. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'west2012',
      citation: 'West JB. Respiratory Physiology: The Essentials. 9th ed. Philadelphia: Lippincott Williams & Wilkins; 2012. Chapter 5, Gas transport to the periphery; alveolar gas equation.',
      kind: 'review',
    },
    {
      id: 'hantzidiamantis2023',
      citation: 'Hantzidiamantis PJ, Amaro E. Physiology, Alveolar to Arterial Oxygen Gradient. In: StatPearls. Treasure Island (FL): StatPearls Publishing; updated 2023. NBK545153.',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK545153/',
      kind: 'review',
    },
    {
      id: 'mellemgaard1966',
      citation: 'Mellemgaard K. The alveolar-arterial oxygen difference: its size and components in normal man. Acta Physiol Scand. 1966;67(1):10–20.',
      kind: 'physiological study',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Approximate upper limit of normal for age on room air: age ÷ 4 + 4 mmHg',
      citations: ['hantzidiamantis2023', 'mellemgaard1966'],
      checkedAgainstPrimary: false,
      note: 'The rule of thumb is taken from a review (StatPearls) and clinical teaching; the primary data on the rise of the gradient with age (Mellemgaard 1966) were not opened. It is shown as an approximation only.',
    },
  ],
  definitions: [
    { term: 'PAO₂', definition: 'Alveolar oxygen pressure, calculated from the inspired oxygen, barometric pressure and the arterial PaCO₂.' },
    { term: 'A–a gradient', definition: 'Alveolar oxygen pressure minus arterial PaO₂: the oxygen lost between the alveolus and arterial blood.' },
  ],
  category: 'Pulmonology',
  synonyms: [
    'alveolar arterial gradient',
    'alveolar-arterial oxygen gradient',
    'A-a gradient',
    'Aa gradient',
    'A-a DO2',
    'alveolar gas equation',
    'alveolar oxygen',
    'oxygen gradient',
  ],
  abbreviations: ['A-a', 'AaDO2', 'PAO2', 'PaO2', 'PaCO2', 'FiO2', 'ABG'],
  conditions: ['hypoxaemia', 'hypoxemia', 'respiratory failure', 'pulmonary embolism', 'hypoventilation', 'pneumonia'],
  instructions:
    'Enter FiO₂ and the PaO₂ and PaCO₂ of one arterial gas in mmHg or kPa. Barometric pressure is set to sea level; change it at altitude. Enter the age (adults) for the approximate value expected on room air.',
  whenToUse: [
    'Hypoxaemia, to decide whether it is explained by hypoventilation (normal gradient) or by a gas-exchange problem in the lung (raised gradient).',
    'Following gas exchange over time at the same FiO₂.',
  ],
  pearls: [
    'The equation assumes a respiratory quotient of 0.8 and water vapour pressure of 47 mmHg (6.3 kPa) at 37 °C; in kPa at sea level it reads FiO₂ × 95.1 − PaCO₂ ÷ 0.8.',
    'The age rule (age ÷ 4 + 4 mmHg) is an approximation for room air; reported normal values vary between studies and analysers.',
    'The gradient widens with FiO₂ even in healthy lungs, so values on supplemental oxygen are hard to interpret; the PaO₂/FiO₂ ratio is more usual then.',
    'FiO₂ delivered by nasal cannula or simple mask is only an estimate; the calculated gradient is as uncertain as the FiO₂ entered.',
  ],
  nextSteps: {
    advice: [
      'Raised gradient: look for the lung cause (chest imaging; consider pulmonary embolism when imaging is clear).',
      'Normal gradient with hypoxaemia: look for the cause of hypoventilation (sedatives or opioids, neuromuscular weakness, chest wall disease, central causes).',
    ],
    management: ['Give oxygen to the target saturation while the cause is sought; treat hypoventilation with ventilatory support where needed.'],
  },
  evidence: [
    'The alveolar gas equation in its simplified form (RQ 0.8) is standard respiratory physiology (West).',
    'The gradient rises with age in healthy adults (Mellemgaard 1966); the rule age ÷ 4 + 4 mmHg is a commonly taught approximation of the upper limit on room air.',
  ],
  formula: [
    'PAO₂ = FiO₂ × (barometric pressure − 47) − PaCO₂ ÷ 0.8 (mmHg)',
    'A–a gradient = PAO₂ − PaO₂',
    'kPa: 1 kPa = 7.50062 mmHg',
    'Approximate upper limit of normal on room air = age ÷ 4 + 4 mmHg',
  ],
  resultSummary: 'A–a oxygen gradient {{aa_gradient}} mmHg ({{aa_gradient_kpa}} kPa).',
  testVectors: [
    {
      description: 'Room air at sea level, PaO₂ 95, PaCO₂ 40 mmHg, age 30: gradient 4.7, expected up to 11.5',
      inputs: { fio2: 21, pao2: 95, paco2: 40, barometric_pressure: 760, age: 30 },
      expected: { alveolar_po2: 99.73, aa_gradient: 4.73, expected_aa: 11.5 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 0.21 × (760 − 47) − 40 ÷ 0.8 = 149.73 − 50 = 99.73; 99.73 − 95 = 4.73; 30 ÷ 4 + 4 = 11.5 (west2012 equation)',
    },
    {
      description: 'Room air, PaO₂ 65, PaCO₂ 30 mmHg, age 70: gradient 47.2, above 21.5',
      inputs: { fio2: 21, pao2: 65, paco2: 30, age: 70 },
      expected: { alveolar_po2: 112.23, aa_gradient: 47.23, expected_aa: 21.5 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 149.73 − 30 ÷ 0.8 = 112.23; 112.23 − 65 = 47.23; 70 ÷ 4 + 4 = 21.5',
    },
    {
      description: 'FiO₂ 100 %, PaO₂ 300, PaCO₂ 40 mmHg: gradient 363',
      inputs: { fio2: 100, pao2: 300, paco2: 40 },
      expected: { alveolar_po2: 663, aa_gradient: 363 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 1.0 × 713 − 50 = 663; 663 − 300 = 363',
    },
  ],
} satisfies ToolDefinitionInput

export default aaGradient
