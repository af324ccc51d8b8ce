import { BLOOD_GAS_PRESSURE_MEASURE, PACO2_MMHG_RANGE, SERUM_BICARBONATE_RANGE, span } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const KPA_PER_MMHG = 1 / 7.50062
const BICARBONATE_RANGE = { ...SERUM_BICARBONATE_RANGE, reason: 'Bicarbonate (total CO₂) from 1 to 60 mmol/L covers every value that can be measured; a value outside it is a measurement or entry error.' }

/**
 * Winters' formula. Albert MS, Dell RB, Winters RW, Ann Intern Med 1967;66:312–322: in metabolic
 * acidosis the expected PaCO₂ (mmHg) = 1.5 × HCO₃ + 8 ± 2. A measured PaCO₂ (mmHg or kPa,
 * converted with 1 kPa = 7.50062 mmHg) is compared with that range, limits included.
 */
const wintersFormula = {
  slug: 'winters-formula',
  name: 'Winters’ Formula for Expected PaCO₂ in Metabolic Acidosis',
  calcId: 'calc-winters-formula',
  ...TOOL_BASE,
  eligibility: 'Patients with a primary metabolic acidosis (low bicarbonate and low pH), with an arterial or venous bicarbonate.',
  description:
    'Predicts the PaCO₂ expected from respiratory compensation of a metabolic acidosis, and shows whether the measured PaCO₂ points to an additional respiratory acidosis or alkalosis.',
  contentName: 'winters-formula',
  sections: {
    patient: ['bicarbonate', 'paco2'],
  },
  ehrpdns: ['bicarbonate'],
  controls: controls({
    bicarbonate: measure('Bicarbonate (HCO₃⁻)', 'mmol/L', BICARBONATE_RANGE, { help: `${span(BICARBONATE_RANGE, 'mmol/L')} (mmol/L = mEq/L).` }),
    paco2: measure('Measured PaCO₂ (optional)', BLOOD_GAS_PRESSURE_MEASURE, PACO2_MMHG_RANGE, {
      required: false,
      help: '5–300 mmHg (0.67–39.99 kPa), from the same blood gas; to check whether compensation is appropriate.',
    }),
    expected_paco2: result('Expected PaCO₂ (1.5 × HCO₃ + 8)', '1.5 * bicarbonate + 8', { cpdn: 'expected_paco2', units: 'mmHg', decimals: 1 }),
    expected_low: result('Lower limit of the expected range (− 2)', 'expected_paco2 - 2', { units: 'mmHg', decimals: 1 }),
    expected_high: result('Upper limit of the expected range (+ 2)', 'expected_paco2 + 2', { units: 'mmHg', decimals: 1 }),
    expected_paco2_kpa: result('Expected PaCO₂ in kPa', `expected_paco2 * ${KPA_PER_MMHG}`, { units: 'kPa', decimals: 2 }),
    compensation: result(
      'Respiratory compensation',
      "if(paco2 = null, null, if(paco2 > expected_high, 'PaCO₂ above the expected range', if(paco2 < expected_low, 'PaCO₂ below the expected range', 'PaCO₂ within the expected range')))",
      { cpdn: 'winters_compensation', visibility: 'paco2 != null' },
    ),
    interpretation: interpretation(
      "if(bicarbonate >= 22, 'Bicarbonate is not low: Winters’ formula applies only to a metabolic acidosis. ', '') + " +
        "if(paco2 = null, 'Enter the measured PaCO₂ to check the respiratory compensation.', " +
        "if(paco2 > expected_high, 'Measured PaCO₂ is higher than expected: a respiratory acidosis is present as well (inadequate ventilation, for example from exhaustion, sedation or lung disease). This is a warning sign in a patient with metabolic acidosis.', " +
        "if(paco2 < expected_low, 'Measured PaCO₂ is lower than expected: a respiratory alkalosis is present as well (for example sepsis, salicylate poisoning, liver disease or pain).', " +
        "'Measured PaCO₂ is within the expected range: respiratory compensation is appropriate for this metabolic acidosis.')))",
    ),
  }),
  risk: ['expected_paco2', 'expected_low', 'expected_high', 'expected_paco2_kpa', 'compensation', 'interpretation'],
  chartNote: {
    cc: 'Winters’ formula: expected PaCO₂ {{expected_paco2}} mmHg (range {{expected_low}}–{{expected_high}} mmHg; {{expected_paco2_kpa}} kPa) for HCO₃ {{bicarbonate}} mmol/L. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'albert1967',
      citation: 'Albert MS, Dell RB, Winters RW. Quantitative displacement of acid-base equilibrium in metabolic acidosis. Ann Intern Med. 1967;66(2):312–322. PMID 6016545.',
      pmid: '6016545',
      doi: '10.7326/0003-4819-66-2-312',
      kind: 'derivation',
    },
    {
      id: 'berend2014',
      citation: 'Berend K, de Vries APJ, Gans ROB. Physiological approach to assessment of acid–base disturbances. N Engl J Med. 2014;371(15):1434–1445.',
      doi: '10.1056/NEJMra1003327',
      kind: 'review',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Expected PaCO₂ = 1.5 × HCO₃ + 8 ± 2 mmHg',
      citations: ['albert1967', 'berend2014'],
      checkedAgainstPrimary: false,
      note: 'The equation is quoted from reviews (Berend 2014) and standard texts; the 1967 paper was not opened here.',
    },
  ],
  category: 'Fluids and electrolytes',
  synonyms: ['Winters formula', 'Winter’s formula', 'expected pCO2', 'expected PaCO2', 'respiratory compensation metabolic acidosis', 'acid base compensation'],
  abbreviations: ['PaCO2', 'pCO2', 'HCO3', 'ABG', 'VBG'],
  conditions: ['metabolic acidosis', 'diabetic ketoacidosis', 'lactic acidosis', 'mixed acid-base disorder', 'respiratory acidosis', 'respiratory alkalosis'],
  instructions: 'Enter the bicarbonate in a metabolic acidosis and, to check compensation, the PaCO₂ of the same blood gas (mmHg or kPa).',
  whenToUse: [
    'A metabolic acidosis (low pH and low bicarbonate), to check whether the respiratory response is appropriate or a second, respiratory disorder is present.',
  ],
  pearls: [
    'Respiratory compensation takes 12–24 hours to be complete; early after onset the PaCO₂ may still be above the expected value.',
    'A quick check: in a compensated metabolic acidosis the PaCO₂ in mmHg is close to the last two digits of the pH (for example pH 7.25, PaCO₂ about 25).',
    'Compensation does not bring the pH back to normal: a normal pH with a low bicarbonate and low PaCO₂ suggests two disorders.',
    'The limit of compensation is a PaCO₂ of about 10–15 mmHg.',
  ],
  nextSteps: {
    advice: [
      'PaCO₂ above the expected range: assess ventilation urgently; the patient may be tiring, and ventilatory support may be needed.',
      'Always calculate the anion gap to classify the metabolic acidosis.',
    ],
    management: ['If a patient with severe metabolic acidosis is intubated, set the ventilation to match the expected PaCO₂ to avoid a sudden fall in pH.'],
  },
  evidence: [
    'Albert, Dell and Winters (1967) derived the relation between bicarbonate and PaCO₂ in patients with uncomplicated metabolic acidosis; the ±2 mmHg band gives the range of appropriately compensated values.',
  ],
  formula: ['Expected PaCO₂ (mmHg) = 1.5 × HCO₃ (mmol/L) + 8 ± 2', 'kPa = mmHg ÷ 7.50062'],
  resultSummary: 'Expected PaCO₂ {{expected_paco2}} mmHg ({{expected_low}}–{{expected_high}}).',
  testVectors: [
    {
      description: 'HCO₃ 12 mmol/L: expected PaCO₂ 26 (24–28) mmHg; measured 26 within',
      inputs: { bicarbonate: 12, paco2: 26 },
      expected: { expected_paco2: 26, expected_low: 24, expected_high: 28, winters_compensation: 'PaCO₂ within the expected range' },
      tolerance: 1e-9,
      source: 'albert1967 formula (berend2014); hand calculation 1.5 × 12 + 8 = 26',
    },
    {
      description: 'HCO₃ 8, measured PaCO₂ 30 mmHg: expected 20 (18–22), above → additional respiratory acidosis',
      inputs: { bicarbonate: 8, paco2: 30 },
      expected: { expected_paco2: 20, winters_compensation: 'PaCO₂ above the expected range' },
      tolerance: 1e-9,
      source: 'albert1967 formula; hand calculation 1.5 × 8 + 8 = 20',
    },
    {
      description: 'HCO₃ 15, measured PaCO₂ 2.4 kPa (18.0 mmHg): expected 30.5, below → additional respiratory alkalosis',
      inputs: { bicarbonate: 15, paco2: 2.4, 'paco2.unit': 'kPa' },
      expected: { expected_paco2: 30.5, winters_compensation: 'PaCO₂ below the expected range' },
      tolerance: 1e-9,
      source: 'albert1967 formula; hand calculation 1.5 × 15 + 8 = 30.5; 2.4 kPa × 7.50062 = 18.0 mmHg',
    },
  ],
} satisfies ToolDefinitionInput

export default wintersFormula
