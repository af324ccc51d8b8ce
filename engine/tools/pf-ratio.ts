import { BLOOD_GAS_PRESSURE_MEASURE, PAO2_MMHG_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * FiO₂ as a percentage (21–100 %), as in the SOFA tool: the ratio is PaO₂ × 100 / FiO₂ so that
 * whole-number inputs divide exactly (90 mmHg at 30 % is exactly 300). PaO₂ in kPa is converted
 * to mmHg (1 kPa = 7.50062 mmHg, engine/units.ts). The ratio is shown and banded in whole mmHg.
 */
const PF = 'round(pf_ratio)'
const INVASIVE = "support = 'invasive'"
const NONE = "support = 'none'"

/**
 * PaO₂/FiO₂ ratio with the oxygenation categories of the Berlin definition of ARDS (ARDS
 * Definition Task Force, JAMA 2012;307:2526–2533): mild 200 < ratio ≤ 300 with PEEP or CPAP ≥ 5
 * cmH₂O (may be non-invasive); moderate 100 < ratio ≤ 200 and severe ≤ 100 with PEEP ≥ 5 cmH₂O.
 * The category is given only when the other Berlin criteria (timing, imaging, origin) are met.
 */
const pfRatio = {
  slug: 'pf-ratio',
  name: 'PaO₂/FiO₂ Ratio and Berlin ARDS Severity',
  calcId: 'calc-pf-ratio',
  ...TOOL_BASE,
  eligibility: 'Adults with an arterial blood gas and a known inspired oxygen fraction; ARDS grading needs positive end-expiratory pressure or CPAP of at least 5 cmH₂O.',
  description:
    'Divides arterial PaO₂ by the inspired oxygen fraction to measure the severity of hypoxaemia, and grades acute respiratory distress syndrome as mild, moderate or severe by the Berlin definition.',
  contentName: 'pf-ratio',
  sections: {
    patient: ['pao2', 'fio2', 'support', 'berlin_other'],
  },
  ehrpdns: ['pao2', 'fio2'],
  controls: controls({
    pao2: measure('Arterial PaO₂', BLOOD_GAS_PRESSURE_MEASURE, PAO2_MMHG_RANGE, { help: '5–800 mmHg (0.67–106.65 kPa).' }),
    fio2: measure('Inspired oxygen (FiO₂) at the time of the gas', '%', { min: 21, max: 100 }, { help: 'As a percentage: room air is 21 %. 21–100 %.' }),
    support: choice(
      'Positive airway pressure at the time of the gas',
      [
        ['Invasive ventilation with PEEP 5 cmH₂O or more', 'invasive'],
        ['CPAP or non-invasive ventilation with 5 cmH₂O or more', 'noninvasive'],
        ['None, or less than 5 cmH₂O (room air, mask, nasal cannula, high-flow)', 'none'],
      ],
      { type: 'singleselect.radiogroup', help: 'The Berlin definition grades ARDS only with PEEP or CPAP of at least 5 cmH₂O; non-invasive delivery is accepted for mild ARDS.' },
    ),
    berlin_other: yesNo('Other Berlin criteria met', {
      help: 'All three: onset within 1 week of a known insult or new or worsening respiratory symptoms; bilateral opacities on chest imaging not fully explained by effusions, lobar or lung collapse, or nodules; respiratory failure not fully explained by cardiac failure or fluid overload (objective assessment, such as echocardiography, if no risk factor is present).',
    }),
    pf_ratio: result('PaO₂/FiO₂ ratio', 'pao2 * 100 / fio2', { cpdn: 'pf_ratio', units: 'mmHg', decimals: 0 }),
    pf_ratio_kpa: result('PaO₂/FiO₂ ratio in kPa', `${PF} / 7.50062`, { units: 'kPa', decimals: 1 }),
    berlin: result(
      'Berlin ARDS category',
      `if(${PF} > 300, 'No ARDS by oxygenation (ratio above 300 mmHg)', ` +
        `if(berlin_other = 'no', 'Not ARDS by the Berlin definition (timing, imaging or origin criterion not met)', ` +
        `if(${NONE}, 'Not gradable: PEEP or CPAP of 5 cmH₂O or more is required', ` +
        `if(${PF} > 200, 'Mild ARDS (200 < ratio ≤ 300)', ` +
        `if(not (${INVASIVE}), 'ARDS, at least mild: moderate and severe are graded on invasive ventilation with PEEP of 5 cmH₂O or more', ` +
        `if(${PF} > 100, 'Moderate ARDS (100 < ratio ≤ 200)', 'Severe ARDS (ratio ≤ 100)'))))))`,
      { cpdn: 'berlin_ards' },
    ),
    interpretation: interpretation(
      `if(${PF} > 300, 'The ratio is above 300 mmHg (40 kPa), above the ARDS range. A normal ratio on room air is about 400–500 mmHg.', ` +
        `if(berlin_other = 'no', 'The ratio is in the ARDS range, but without the timing, imaging and origin criteria ARDS is not diagnosed; look for the other causes of hypoxaemia (cardiogenic pulmonary oedema, collapse, effusion).', ` +
        `if(${NONE}, 'The ratio is in the ARDS range, but the Berlin definition grades it only with PEEP or CPAP of at least 5 cmH₂O, because positive pressure changes PaO₂ at a given FiO₂. Repeat the gas on such support if ARDS is suspected.', ` +
        `if(${PF} > 200, 'Mild ARDS: lung-protective ventilation if ventilated (tidal volume about 6 mL/kg predicted body weight, plateau pressure 30 cmH₂O or less); treat the cause.', ` +
        `if(not (${INVASIVE}), 'Hypoxaemia in the moderate or severe range on non-invasive support: close monitoring and early critical care review; decide promptly about intubation if not improving.', ` +
        `if(${PF} > 100, 'Moderate ARDS: lung-protective ventilation, consider higher PEEP, and consider prone positioning if the ratio stays below 150 mmHg.', ` +
        `'Severe ARDS: lung-protective ventilation, prone positioning for at least 12 hours a day when the ratio is below 150 mmHg, consider neuromuscular blockade, and discuss ECMO referral with a specialist centre if hypoxaemia persists.'))))))`,
      { label: 'Interpretation and management' },
    ),
  }),
  risk: ['pf_ratio', 'pf_ratio_kpa', 'berlin', 'interpretation'],
  chartNote: {
    cc: 'PaO₂/FiO₂ ratio {{pf_ratio}} mmHg ({{pf_ratio_kpa}} kPa) at FiO₂ {{fio2}} %: {{berlin_ards}}. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'ardstf2012',
      citation: 'ARDS Definition Task Force; Ranieri VM, Rubenfeld GD, Thompson BT, et al. Acute respiratory distress syndrome: the Berlin Definition. JAMA. 2012;307(23):2526–2533. PMID 22797452.',
      pmid: '22797452',
      doi: '10.1001/jama.2012.5669',
      kind: 'consensus definition with empirical evaluation',
      cohort: 'n = 4,188 patients with ARDS from 4 multicentre clinical data sets and 3 single-centre physiological data sets',
    },
    {
      id: 'papazian2019',
      citation: 'Papazian L, Aubron C, Brochard L, et al. Formal guidelines: management of acute respiratory distress syndrome. Ann Intensive Care. 2019;9(1):69.',
      doi: '10.1186/s13613-019-0540-9',
      kind: 'guideline',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Berlin categories (mild 200–300 with PEEP or CPAP ≥ 5; moderate 100–200 and severe ≤ 100 with PEEP ≥ 5) and mortality by category',
      citations: ['ardstf2012'],
      checkedAgainstPrimary: false,
      note: 'Taken from the published abstract and the widely reproduced Table 3; the full text of the JAMA article was not opened here.',
    },
  ],
  definitions: [
    { term: 'PEEP', definition: 'Positive end-expiratory pressure: the pressure kept in the airways at the end of expiration by a ventilator.' },
    { term: 'CPAP', definition: 'Continuous positive airway pressure, given by a tight mask or hood without invasive ventilation.' },
  ],
  category: 'Critical care',
  synonyms: ['P/F ratio', 'PF ratio', 'PaO2/FiO2', 'Horowitz index', 'oxygenation index', 'ARDS severity', 'Berlin definition', 'Berlin criteria ARDS'],
  abbreviations: ['P/F', 'PFR', 'ARDS', 'PaO2', 'FiO2', 'PEEP', 'CPAP'],
  conditions: ['acute respiratory distress syndrome', 'ARDS', 'respiratory failure', 'hypoxaemia', 'hypoxemia', 'acute lung injury'],
  instructions:
    'Enter the PaO₂ of an arterial gas (mmHg or kPa) and the FiO₂ at the time of the gas. For ARDS grading, state the airway pressure support and whether the other Berlin criteria are met.',
  whenToUse: [
    'Any patient on oxygen with an arterial gas, to express the severity of hypoxaemia independent of FiO₂.',
    'Suspected ARDS, to grade severity by the Berlin definition and guide ventilation strategy.',
  ],
  pearls: [
    'The ratio depends on PEEP and on FiO₂ itself; compare ratios at similar settings.',
    'At altitudes above 1,000 m the Berlin definition suggests correcting the ratio by multiplying it by barometric pressure ÷ 760.',
    'FiO₂ on nasal cannula or simple mask is only an estimate, so the ratio is approximate off the ventilator.',
    'A PaO₂/FiO₂ of 300 mmHg is 40 kPa; 200 mmHg is 26.7 kPa; 100 mmHg is 13.3 kPa.',
  ],
  nextSteps: {
    advice: [
      'Look for and treat the cause (pneumonia, sepsis, aspiration, pancreatitis, trauma, transfusion).',
      'Exclude cardiogenic pulmonary oedema when no ARDS risk factor is present (echocardiography).',
    ],
    management: [
      'Ventilate with low tidal volumes (about 6 mL/kg predicted body weight) and plateau pressure of 30 cmH₂O or less.',
      'Moderate to severe ARDS with a ratio below 150 mmHg: prone positioning for at least 12 hours a day; refer early for ECMO assessment if severe hypoxaemia persists.',
    ],
  },
  evidence: [
    'In the Berlin Definition’s evaluation in 4,188 patients, mortality rose from mild (27 %) to moderate (32 %) to severe ARDS (45 %), and the definition predicted mortality slightly better than the previous American-European Consensus Conference definition.',
    'The definition requires PEEP or CPAP of at least 5 cmH₂O because PaO₂ at a given FiO₂ varies with the airway pressure applied.',
  ],
  formula: [
    'PaO₂/FiO₂ = PaO₂ (mmHg) × 100 ÷ FiO₂ (%), shown in whole mmHg; kPa = mmHg ÷ 7.50062',
    'Berlin (PEEP or CPAP ≥ 5 cmH₂O): mild 200 < ratio ≤ 300; moderate 100 < ratio ≤ 200; severe ratio ≤ 100 (moderate and severe with PEEP ≥ 5 cmH₂O)',
  ],
  resultSummary: 'PaO₂/FiO₂ {{pf_ratio}} mmHg ({{pf_ratio_kpa}} kPa): {{berlin_ards}}.',
  testVectors: [
    {
      description: 'PaO₂ 90 mmHg on 30 %, invasive PEEP, criteria met: ratio 300, mild ARDS',
      inputs: { pao2: 90, fio2: 30, support: 'invasive', berlin_other: 'yes' },
      expected: { pf_ratio: 300, berlin_ards: 'Mild ARDS (200 < ratio ≤ 300)' },
      tolerance: 1e-9,
      source: 'ardstf2012 Table 3 (mild: 200 < PaO₂/FiO₂ ≤ 300); hand calculation 90 × 100 ÷ 30 = 300',
    },
    {
      description: 'PaO₂ 80 mmHg on 50 %, invasive PEEP: ratio 160, moderate ARDS',
      inputs: { pao2: 80, fio2: 50, support: 'invasive', berlin_other: 'yes' },
      expected: { pf_ratio: 160, berlin_ards: 'Moderate ARDS (100 < ratio ≤ 200)' },
      tolerance: 1e-9,
      source: 'ardstf2012 Table 3 (moderate: 100 < PaO₂/FiO₂ ≤ 200); hand calculation 80 × 100 ÷ 50 = 160',
    },
    {
      description: 'PaO₂ 8 kPa on 80 %, invasive PEEP: ratio 75, severe ARDS',
      inputs: { pao2: 8, 'pao2.unit': 'kPa', fio2: 80, support: 'invasive', berlin_other: 'yes' },
      expected: { pf_ratio: 75.0062, berlin_ards: 'Severe ARDS (ratio ≤ 100)' },
      tolerance: 1e-9,
      source: 'ardstf2012 Table 3 (severe: PaO₂/FiO₂ ≤ 100); hand calculation 8 × 7.50062 = 60.005 mmHg; × 100 ÷ 80 = 75.0',
    },
  ],
} satisfies ToolDefinitionInput

export default pfRatio
