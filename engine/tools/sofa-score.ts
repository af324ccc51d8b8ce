import { BILIRUBIN_MGDL_RANGE, BILIRUBIN_UMOL_RANGE, BLOOD_GAS_PRESSURE_MEASURE, MEAN_ARTERIAL_PRESSURE_RANGE, PAO2_MMHG_RANGE, PLATELETS_RANGE, SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_UMOL_RANGE, span } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, group, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { SINGER_2016 } from './references.ts'

/**
 * PaO2 arrives in mmHg (a kPa value converted by engine/units.ts: 1 kPa = 7.50062 mmHg).
 * The ratio is computed as PaO2 × 100 / FiO2 (%) so that whole-number inputs divide exactly
 * (120 × 100 / 40 = 300, not 299.99…).
 */
const PAO2_MMHG = 'pao2'

/**
 * Liver and kidney bands exactly as printed in Vincent 1996 for each unit (the µmol/L bands are
 * the paper's own, not conversions of the mg/dL ones). mg/dL: 1.2–1.9, 2.0–5.9, 6.0–11.9, ≥ 12
 * (bilirubin) and 1.2–1.9, 2.0–3.4, 3.5–4.9, ≥ 5.0 (creatinine), applied as lower bounds so that
 * values between printed bands (1.95) fall in the lower band. µmol/L: 20–32, 33–101, 102–204,
 * > 204 and 110–170, 171–299, 300–440, > 440.
 */
const LIVER =
  "if(lab_units = 'us', if(bilirubin_mgdl >= 12, 4, if(bilirubin_mgdl >= 6, 3, if(bilirubin_mgdl >= 2, 2, if(bilirubin_mgdl >= 1.2, 1, 0)))), " +
  'if(bilirubin_umol > 204, 4, if(bilirubin_umol >= 102, 3, if(bilirubin_umol >= 33, 2, if(bilirubin_umol >= 20, 1, 0)))))'
const CREATININE =
  "if(lab_units = 'us', if(creatinine_mgdl >= 5, 4, if(creatinine_mgdl >= 3.5, 3, if(creatinine_mgdl >= 2, 2, if(creatinine_mgdl >= 1.2, 1, 0)))), " +
  'if(creatinine_umol > 440, 4, if(creatinine_umol >= 300, 3, if(creatinine_umol >= 171, 2, if(creatinine_umol >= 110, 1, 0)))))'
/** Urine output < 500 mL/day scores 3, < 200 mL/day 4; blank scores nothing. */
const URINE = 'if(urine_output < 200, 4, if(urine_output < 500, 3, 0))'

const COMPONENTS = ['respiration', 'coagulation', 'liver', 'cardiovascular', 'cns', 'renal'] as const

const component = (name: string, label: string, value: string) => result(label, value, { cpdn: `sofa_${name}`, units: 'of 4' })

/**
 * Sequential (Sepsis-related) Organ Failure Assessment (SOFA). Vincent JL et al., Intensive Care
 * Med 1996;22:707–710; use in the Sepsis-3 definition, Singer M et al., JAMA 2016;315:801–810.
 *
 * Design notes:
 * - Each organ system is scored from raw values entered by the clinician (PaO2 and FiO2 rather
 *   than a ratio; platelets; bilirubin; MAP or the vasopressor level; GCS; creatinine and optional
 *   urine output), and every component is shown alongside the total.
 * - Respiration: 3 and 4 need respiratory support; without it, a ratio below 200 scores 2.
 * - Cardiovascular: the vasopressor level is a single choice (doses in µg/kg/min for at least an
 *   hour); MAP is asked only when no vasopressor or inotrope is running.
 * - Renal: the higher of the creatinine and the urine output scores.
 * - Units: one choice for bilirubin and creatinine (mg/dL or µmol/L), applying the bands printed
 *   for that unit; PaO2 in mmHg or kPa.
 * - Sepsis-3: the change from a baseline SOFA (entered, or assumed 0 when no organ dysfunction is
 *   known before the infection) is shown; a rise of 2 or more marks organ dysfunction.
 */
const sofaScore = {
  slug: 'sofa-score',
  name: 'SOFA Score (Sequential Organ Failure Assessment)',
  calcId: 'calc-sofa-score',
  ...TOOL_BASE,
  eligibility: 'Adults in intensive care or with suspected sepsis in whom blood gas and laboratory values are available.',
  description:
    'Grades dysfunction of six organ systems (lungs, clotting, liver, circulation, brain, kidneys) from 0 to 4 each, giving a total of 0 to 24, and shows the change used by the Sepsis-3 definition.',
  contentName: 'sofa-score',
  sections: {
    header: ['lab_units'],
    patient: ['respiration_group', 'coagulation_group', 'liver_group', 'cardiovascular_group', 'cns_group', 'renal_group', 'baseline_sofa'],
  },
  ehrpdns: ['pao2', 'fio2', 'platelets', 'bilirubin_mgdl', 'bilirubin_umol', 'map', 'gcs', 'creatinine_mgdl', 'creatinine_umol'],
  controls: controls({
    lab_units: choice(
      'Bilirubin and creatinine units',
      [
        ['mg/dL', 'us'],
        ['µmol/L', 'si'],
      ],
      { interfaceChoice: true, defaults: [{ value: 'us' }] },
    ),
    respiration_group: group('Respiration', ['pao2', 'fio2', 'resp_support']),
    coagulation_group: group('Coagulation', ['platelets']),
    liver_group: group('Liver', ['bilirubin_mgdl', 'bilirubin_umol']),
    cardiovascular_group: group('Cardiovascular', ['vasopressors', 'map']),
    cns_group: group('Central nervous system', ['gcs']),
    renal_group: group('Renal', ['creatinine_mgdl', 'creatinine_umol', 'urine_output']),
    pao2: measure('Arterial PaO₂', BLOOD_GAS_PRESSURE_MEASURE, PAO2_MMHG_RANGE, {
      isChild: true,
      help: `The worst value in the period being scored (usually 24 hours). ${PAO2_MMHG_RANGE.min}–${PAO2_MMHG_RANGE.max} mmHg (0.67–106.65 kPa).`,
    }),
    fio2: measure('Inspired oxygen (FiO₂) at the time of the gas', '%', { min: 21, max: 100 }, { isChild: true, help: 'As a percentage: room air is 21 %. 21–100 %.' }),
    resp_support: yesNo('On respiratory support', { isChild: true, help: 'Invasive or non-invasive ventilation, or CPAP. Needed for 3 or 4 points.' }),
    platelets: measure('Platelets', '× 10³/µL', PLATELETS_RANGE, { isChild: true, help: `× 10³/µL is the same number as × 10⁹/L. ${PLATELETS_RANGE.min}–${PLATELETS_RANGE.max}.` }),
    bilirubin_mgdl: measure('Total bilirubin', 'mg/dL', BILIRUBIN_MGDL_RANGE, {
      isChild: true,
      visibility: "lab_units = 'us'",
      help: `${span(BILIRUBIN_MGDL_RANGE, 'mg/dL')}.`,
    }),
    bilirubin_umol: measure('Total bilirubin', 'µmol/L', BILIRUBIN_UMOL_RANGE, {
      isChild: true,
      visibility: "lab_units = 'si'",
      help: `${span(BILIRUBIN_UMOL_RANGE, 'µmol/L')}.`,
    }),
    vasopressors: choice(
      'Vasopressors or inotropes',
      [
        ['None', 'none'],
        ['Dopamine 5 or less, or dobutamine at any dose', 'low', 2],
        ['Dopamine above 5, or adrenaline (epinephrine) 0.1 or less, or noradrenaline (norepinephrine) 0.1 or less', 'moderate', 3],
        ['Dopamine above 15, or adrenaline above 0.1, or noradrenaline above 0.1', 'high', 4],
      ],
      { type: 'singleselect.radiogroup', isChild: true, help: 'Doses in µg/kg/min, given for at least 1 hour. Choose the highest level that applies.' },
    ),
    map: measure('Mean arterial pressure', 'mmHg', MEAN_ARTERIAL_PRESSURE_RANGE, {
      isChild: true,
      visibility: "vasopressors = 'none'",
      help: `Below 70 mmHg scores 1 point. ${span(MEAN_ARTERIAL_PRESSURE_RANGE, 'mmHg')}.`,
    }),
    gcs: measure('Glasgow Coma Scale', null, { min: 3, max: 15, integer: true }, { isChild: true, help: 'If the patient is sedated, use your best estimate of the GCS without sedation. 3–15.' }),
    creatinine_mgdl: measure('Creatinine', 'mg/dL', SERUM_CREATININE_MGDL_RANGE, {
      isChild: true,
      visibility: "lab_units = 'us'",
      help: `${span(SERUM_CREATININE_MGDL_RANGE, 'mg/dL')}.`,
    }),
    creatinine_umol: measure('Creatinine', 'µmol/L', SERUM_CREATININE_UMOL_RANGE, {
      isChild: true,
      visibility: "lab_units = 'si'",
      help: `${Math.round(SERUM_CREATININE_UMOL_RANGE.min)}–${SERUM_CREATININE_UMOL_RANGE.max} µmol/L.`,
    }),
    urine_output: measure(
      'Urine output over 24 hours (optional)',
      'mL/day',
      { min: 0, max: 20000 },
      {
        isChild: true,
        required: false,
        help: 'Below 500 mL/day scores 3, below 200 mL/day 4; the renal score is the higher of creatinine and urine output. 0–20000 mL.',
      },
    ),
    baseline_sofa: measure(
      'Baseline SOFA before the acute illness (optional)',
      'points',
      { min: 0, max: 24, integer: true },
      { required: false, help: 'Leave blank to assume 0, as Sepsis-3 advises when no earlier organ dysfunction is known. 0–24.' },
    ),
    pf_ratio: result('PaO₂/FiO₂ ratio', `${PAO2_MMHG} * 100 / fio2`, { units: 'mmHg', decimals: 0 }),
    respiration: component(
      'respiration',
      'Respiration',
      "if(pf_ratio >= 400, 0, if(pf_ratio >= 300, 1, if(pf_ratio >= 200 or resp_support != 'yes', 2, if(pf_ratio >= 100, 3, 4))))",
    ),
    coagulation: component('coagulation', 'Coagulation', 'if(platelets < 20, 4, if(platelets < 50, 3, if(platelets < 100, 2, if(platelets < 150, 1, 0))))'),
    liver: component('liver', 'Liver', LIVER),
    cardiovascular: component(
      'cardiovascular',
      'Cardiovascular',
      "if(vasopressors = 'high', 4, if(vasopressors = 'moderate', 3, if(vasopressors = 'low', 2, if(map < 70, 1, 0))))",
    ),
    cns: component('cns', 'Central nervous system', 'if(gcs < 6, 4, if(gcs <= 9, 3, if(gcs <= 12, 2, if(gcs <= 14, 1, 0))))'),
    renal: component('renal', 'Renal', `max(${CREATININE}, ${URINE})`),
    total: score('SOFA score', COMPONENTS.join(' + '), { cpdn: 'sofa_score', units: 'of 24' }),
    change: result('Change from baseline', 'total - coalesce(baseline_sofa, 0)', { cpdn: 'sofa_change', units: 'points' }),
    organ_failures: result('Organ systems scoring 3 or 4 (failure)', `count(${COMPONENTS.map((c) => `${c} >= 3`).join(', ')})`, {
      cpdn: 'sofa_organ_failures',
      units: 'of 6',
    }),
    interpretation: interpretation(
      "if(change >= 2, 'The SOFA score is 2 or more points above baseline' + if(isEmpty(baseline_sofa), ' (baseline assumed 0)', '') + '. In a patient with suspected or confirmed infection this meets the Sepsis-3 definition of sepsis (infection with organ dysfunction), which carries an in-hospital mortality above 10 %. Treat as sepsis; septic shock is sepsis needing a vasopressor for a MAP of 65 mmHg or more with a lactate above 2 mmol/L despite adequate fluids.', " +
        "'The SOFA score is less than 2 points above baseline' + if(isEmpty(baseline_sofa), ' (baseline assumed 0)', '') + '. By itself this does not meet the Sepsis-3 organ-dysfunction criterion, but it does not exclude infection or early sepsis: repeat the score if the patient changes.')",
      { label: 'Sepsis-3' },
    ),
  }),
  risk: ['total', 'change', 'interpretation', 'respiration', 'coagulation', 'liver', 'cardiovascular', 'cns', 'renal', 'pf_ratio', 'organ_failures'],
  chartNote: {
    cc: 'SOFA score {{sofa_score}} of 24 (respiration {{sofa_respiration}}, coagulation {{sofa_coagulation}}, liver {{sofa_liver}}, cardiovascular {{sofa_cardiovascular}}, CNS {{sofa_cns}}, renal {{sofa_renal}}; PaO₂/FiO₂ {{pf_ratio}} mmHg); change from baseline {{sofa_change}}. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'vincent1996',
      citation:
        'Vincent JL, Moreno R, Takala J, et al. The SOFA (Sepsis-related Organ Failure Assessment) score to describe organ dysfunction/failure. On behalf of the Working Group on Sepsis-Related Problems of the European Society of Intensive Care Medicine. Intensive Care Med. 1996;22(7):707–710.',
      kind: 'derivation (consensus)',
    },
    {
      id: 'moreno1999',
      citation:
        'Moreno R, Vincent JL, Matos R, et al. The use of maximum SOFA score to quantify organ dysfunction/failure in intensive care. Results of a prospective, multicentre study. Intensive Care Med. 1999;25(7):686–696.',
      kind: 'validation',
      cohort: 'n = 1,449 patients in 40 intensive care units',
    },
    SINGER_2016,
    {
      id: 'seymour2016',
      citation:
        'Seymour CW, Liu VX, Iwashyna TJ, et al. Assessment of clinical criteria for sepsis: for the Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3). JAMA. 2016;315(8):762–774.',
      pmid: '26903335',
      doi: '10.1001/jama.2016.0288',
      kind: 'validation',
    },
  ],
  category: 'Critical care',
  synonyms: ['sequential organ failure assessment', 'sepsis-related organ failure assessment', 'SOFA sepsis', 'organ dysfunction score', 'delta SOFA'],
  abbreviations: ['SOFA', 'GCS', 'MAP', 'PaO2', 'FiO2', 'P/F', 'ICU', 'sepsis'],
  conditions: ['sepsis', 'septic shock', 'organ failure', 'critical illness'],
  instructions:
    'For adults in intensive care or with suspected sepsis. Use the worst value of each variable in the period being scored (usually the past 24 hours). Enter a baseline SOFA if the patient had organ dysfunction before the acute illness; otherwise it is assumed to be 0. Not validated in children (use a paediatric SOFA).',
  whenToUse: [
    'To identify organ dysfunction in a patient with suspected infection (Sepsis-3: a rise of 2 or more points).',
    'To describe and track organ dysfunction day by day in intensive care.',
  ],
  pearls: [
    'Chronic organ dysfunction counts in the baseline, not as acute change: a patient on long-term dialysis or with cirrhosis may have a high score without an acute rise.',
    'Without ventilation or CPAP the respiratory score stops at 2, however low the PaO₂/FiO₂ ratio.',
    'Sedation makes the GCS unreliable: score the GCS you would expect without sedation.',
    'Vasopressin and other agents are not in the original table; score the catecholamine doses actually given and judge the rest clinically.',
    'SOFA was designed to describe organ dysfunction, not to predict an individual patient’s death; higher and rising scores are nevertheless associated with higher mortality.',
  ],
  nextSteps: {
    advice: [
      'Rise of 2 or more with suspected infection: manage as sepsis (cultures, prompt antibiotics, source control, fluids and vasopressors as needed).',
      'Repeat the score daily or when the patient changes; a rising score suggests treatment is not working.',
    ],
    management: [
      'Consider critical care referral for any patient with sepsis and organ dysfunction that is worsening or needs organ support.',
    ],
  },
  evidence: [
    'Defined in 1994 by a consensus of the European Society of Intensive Care Medicine working group to describe organ dysfunction simply and repeatedly in critically ill patients.',
    'In 1,449 patients in 40 intensive care units, the maximum SOFA score during the stay discriminated ICU survivors from non-survivors well (area under the ROC curve 0.85), and organ failure was defined as a system score of 3 or more.',
    'Sepsis-3 (2016) defined sepsis as infection with an acute rise of 2 or more SOFA points, which was associated with an in-hospital mortality above 10 % in a general hospital population with suspected infection; the baseline is assumed to be 0 unless earlier dysfunction is known.',
  ],
  formula: [
    'Respiration, PaO₂/FiO₂ (mmHg): ≥ 400 → 0; < 400 → 1; < 300 → 2; < 200 with respiratory support → 3; < 100 with respiratory support → 4',
    'Coagulation, platelets (× 10³/µL): ≥ 150 → 0; < 150 → 1; < 100 → 2; < 50 → 3; < 20 → 4',
    'Liver, bilirubin mg/dL (µmol/L): < 1.2 (< 20) → 0; 1.2–1.9 (20–32) → 1; 2.0–5.9 (33–101) → 2; 6.0–11.9 (102–204) → 3; ≥ 12 (> 204) → 4',
    'Cardiovascular: MAP ≥ 70 → 0; MAP < 70 → 1; dopamine ≤ 5 or dobutamine → 2; dopamine > 5 or adrenaline/noradrenaline ≤ 0.1 → 3; dopamine > 15 or adrenaline/noradrenaline > 0.1 → 4 (µg/kg/min)',
    'CNS, Glasgow Coma Scale: 15 → 0; 13–14 → 1; 10–12 → 2; 6–9 → 3; < 6 → 4',
    'Renal, creatinine mg/dL (µmol/L): < 1.2 (< 110) → 0; 1.2–1.9 (110–170) → 1; 2.0–3.4 (171–299) → 2; 3.5–4.9 (300–440) or urine < 500 mL/day → 3; ≥ 5.0 (> 440) or urine < 200 mL/day → 4',
    'Total 0–24. Sepsis-3: infection + rise of ≥ 2 points from baseline (0 if unknown).',
  ],
  resultSummary: 'SOFA {{sofa_score}} of 24 (change from baseline {{sofa_change}}).',
  testVectors: [
    {
      description: 'Normal values: PaO2 95 mmHg on room air, platelets 250, bilirubin 0.8, MAP 85, GCS 15, creatinine 0.9: 0',
      inputs: {
        lab_units: 'us',
        pao2: 95,
        fio2: 21,
        resp_support: 'no',
        platelets: 250,
        bilirubin_mgdl: 0.8,
        vasopressors: 'none',
        map: 85,
        gcs: 15,
        creatinine_mgdl: 0.9,
      },
      expected: { sofa_score: 0, sofa_change: 0 },
      source: 'vincent1996 (table); not a published example: P/F 95 × 100 / 21 = 452 ≥ 400, every other value in the 0 band',
    },
    {
      description: 'Ventilated septic shock: P/F 180, platelets 80, bilirubin 2.5, noradrenaline 0.2, GCS 13, creatinine 2.1: 14',
      inputs: {
        lab_units: 'us',
        pao2: 90,
        fio2: 50,
        resp_support: 'yes',
        platelets: 80,
        bilirubin_mgdl: 2.5,
        vasopressors: 'high',
        gcs: 13,
        creatinine_mgdl: 2.1,
      },
      expected: { sofa_score: 14, sofa_respiration: 3, sofa_coagulation: 2, sofa_liver: 2, sofa_cardiovascular: 4, sofa_cns: 1, sofa_renal: 2, pf_ratio: 180 },
      source: 'vincent1996 (table); not a published example: 90 × 100 / 50 = 180 (< 200, ventilated) 3 + 2 + 2 + 4 + 1 + 2 = 14',
    },
    {
      description: 'SI units and kPa: PaO2 10 kPa on 40 % without support, platelets 140, bilirubin 40 µmol/L, MAP 65, GCS 9, creatinine 320 µmol/L: 12',
      inputs: {
        lab_units: 'si',
        pao2: 10,
        'pao2.unit': 'kPa',
        fio2: 40,
        resp_support: 'no',
        platelets: 140,
        bilirubin_umol: 40,
        vasopressors: 'none',
        map: 65,
        gcs: 9,
        creatinine_umol: 320,
      },
      expected: { sofa_score: 12, sofa_respiration: 2, sofa_liver: 2, sofa_renal: 3, pf_ratio: 187.5155 },
      tolerance: 0.0001,
      source:
        'vincent1996 (table, µmol/L bands); not a published example: 10 kPa × 7.50062 = 75.0062 mmHg, × 100 / 40 = 187.5 (< 200 but unsupported) 2 + 1 + 2 + 1 + 3 + 3 = 12',
    },
    {
      description: 'Oliguria outranks a normal creatinine; baseline 2 gives a change of 2',
      inputs: {
        lab_units: 'us',
        pao2: 100,
        fio2: 21,
        resp_support: 'no',
        platelets: 200,
        bilirubin_mgdl: 1,
        vasopressors: 'none',
        map: 75,
        gcs: 15,
        creatinine_mgdl: 1,
        urine_output: 150,
        baseline_sofa: 2,
      },
      expected: { sofa_renal: 4, sofa_score: 4, sofa_change: 2 },
      source: 'vincent1996 (urine < 200 mL/day → 4) and singer2016 (change ≥ 2); not a published example: 4 − 2 = 2',
    },
  ],
} satisfies ToolDefinitionInput

export default sofaScore
