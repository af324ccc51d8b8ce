import { BSA_RANGES } from '../formulas/bmi.ts'
import { SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_SPAN, span, WEIGHT_KG_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * KDIGO 2012 staging of acute kidney injury (KDIGO Clinical Practice Guideline for Acute Kidney
 * Injury, Kidney Int Suppl 2012;2:1–138, Table 2 and recommendation 2.1.1–2.1.2).
 *
 * AKI: creatinine rise ≥ 0.3 mg/dL (≥ 26.5 µmol/L) within 48 hours, or to ≥ 1.5 × baseline known
 * or presumed to have occurred within the prior 7 days, or urine output < 0.5 mL/kg/h for 6 hours.
 * Stage 1: 1.5–1.9 × baseline or rise ≥ 0.3 mg/dL; urine < 0.5 mL/kg/h for 6–12 h.
 * Stage 2: 2.0–2.9 × baseline; urine < 0.5 mL/kg/h for ≥ 12 h.
 * Stage 3: 3.0 × baseline, or creatinine ≥ 4.0 mg/dL (≥ 353.6 µmol/L), or start of kidney
 * replacement therapy, or (under 18) eGFR fallen below 35 mL/min/1.73 m²; urine < 0.3 mL/kg/h
 * for ≥ 24 h or anuria for ≥ 12 h. The highest stage reached by any criterion is the stage.
 *
 * Creatinine is compared in mg/dL (µmol/L ÷ 88.4). The 0.3 mg/dL rise is tested as ≥ 0.2998
 * mg/dL (26.5 µmol/L ÷ 88.4 = 0.29977, rounded to 4 decimals) so that the guideline's two
 * equivalent thresholds give the same answer in either unit. The creatinine criterion of 4.0 mg/dL counts only with an acute rise (AKI
 * present by creatinine), since staging applies to AKI. Ratio and urine rate are compared as
 * displayed (two decimals).
 */
const HOURS = { min: 1, max: 168 }
const URINE_ML = { min: 0, max: 50000 }
const USE_CR = "criteria != 'urine'"
const USE_UO = "criteria != 'creatinine'"

const RATIO = 'round(ratio, 2)'
const RATE = 'round(uo_rate, 2)'
const CR_AKI = `((rise_timing = '48h' or rise_timing = '7d') and ${RATIO} >= 1.5) or (rise_timing = '48h' and round(creatinine_rise, 4) >= 0.2998)`

const kdigoAkiStage = {
  slug: 'kdigo-aki-stage',
  name: 'KDIGO Acute Kidney Injury (AKI) Stage',
  calcId: 'calc-kdigo-aki-stage',
  ...TOOL_BASE,
  eligibility:
    'Adults and children in whom acute kidney injury is suspected, with a baseline and a current serum creatinine and/or a measured urine output over a known number of hours.',
  description:
    'Stages acute kidney injury (stage 1, 2 or 3) by the KDIGO 2012 criteria: the rise in serum creatinine from baseline, the urine output per kilogram per hour over time, and the start of kidney replacement therapy.',
  contentName: 'kdigo-aki-stage',
  sections: {
    patient: ['criteria', 'baseline_creatinine', 'creatinine', 'rise_timing', 'weight', 'urine_volume', 'urine_hours', 'rrt', 'child_egfr_below_35'],
  },
  ehrpdns: ['creatinine', 'weight'],
  controls: controls({
    criteria: choice(
      'Criteria to assess',
      [
        ['Creatinine and urine output', 'both'],
        ['Creatinine only', 'creatinine'],
        ['Urine output only', 'urine'],
      ],
      { defaults: [{ value: 'both' }], help: 'Stage by both where both are known: the higher stage counts.' },
    ),
    baseline_creatinine: measure('Baseline serum creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      visibility: USE_CR,
      help: `${SERUM_CREATININE_SPAN}. The most recent stable value before the illness (for example from the past 3 months), or the lowest value during this admission.`,
    }),
    creatinine: measure('Current (highest) serum creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      cpdn: 'creatinine',
      visibility: USE_CR,
      help: `${SERUM_CREATININE_SPAN}.`,
    }),
    rise_timing: choice(
      'Over what time did the creatinine rise?',
      [
        ['Within 48 hours', '48h'],
        ['Within 7 days (known or presumed)', '7d'],
        ['Over more than 7 days', 'longer'],
      ],
      {
        visibility: USE_CR,
        help: 'A rise of 0.3 mg/dL (26.5 µmol/L) counts only within 48 hours; a rise to 1.5 times baseline counts when it happened, or is presumed to have happened, within 7 days.',
      },
    ),
    weight: measure('Body weight', WEIGHT_KG_MEASURE, { ...BSA_RANGES.weightKg, reason: 'The range runs from the smallest live-born infants to the heaviest adults recorded.' }, {
      visibility: USE_UO,
      help: `${span(BSA_RANGES.weightKg, 'kg')}. Usually the actual weight; some units use ideal or pre-illness weight in obesity.`,
    }),
    urine_volume: measure('Urine volume over the period', 'mL', { ...URINE_ML, reason: 'The range covers any urine volume that can be collected over up to a week; a value outside it is an entry error.' }, {
      visibility: USE_UO,
      help: `${span(URINE_ML, 'mL')}; 0 for anuria.`,
    }),
    urine_hours: measure('Length of the period', 'hours', { ...HOURS, reason: 'The KDIGO urine output criteria run over 6 to 24 hours; a period of up to 7 days is accepted.' }, {
      visibility: USE_UO,
      help: `${span(HOURS, 'hours')}. The criteria need the low output to last 6 hours (stage 1), 12 hours (stage 2), or 24 hours (stage 3; 12 hours of anuria).`,
    }),
    rrt: yesNo('Kidney replacement therapy (dialysis or haemofiltration) started for this injury', { help: 'Starting kidney replacement therapy is stage 3 whatever the creatinine or urine output.' }),
    child_egfr_below_35: yesNo('Under 18 years, with eGFR fallen below 35 mL/min/1.73 m²', {
      required: false,
      defaults: [{ value: 'no' }],
      help: 'Stage 3 criterion for children and adolescents only.',
    }),
    ratio: result('Current creatinine ÷ baseline', 'creatinine / baseline_creatinine', { units: '× baseline', decimals: 2, visibility: USE_CR }),
    creatinine_rise: result('Rise in creatinine', 'creatinine - baseline_creatinine', { units: 'mg/dL', decimals: 2, visibility: USE_CR }),
    uo_rate: result('Urine output', 'urine_volume / (weight * urine_hours)', { units: 'mL/kg/h', decimals: 2, visibility: USE_UO }),
    creatinine_stage: result(
      'Stage by creatinine',
      `if(criteria = 'urine', 0, if(ratio = null or rise_timing = null, null, if(not (${CR_AKI}), 0, if(${RATIO} >= 3 or round(creatinine, 4) >= 4, 3, if(${RATIO} >= 2, 2, 1)))))`,
      { visibility: USE_CR },
    ),
    urine_stage: result(
      'Stage by urine output',
      `if(criteria = 'creatinine', 0, if(uo_rate = null, null, if((${RATE} < 0.3 and urine_hours >= 24) or (urine_volume = 0 and urine_hours >= 12), 3, if(${RATE} < 0.5 and urine_hours >= 12, 2, if(${RATE} < 0.5 and urine_hours >= 6, 1, 0)))))`,
      { visibility: USE_UO },
    ),
    aki_stage: result(
      'KDIGO AKI stage',
      "if(rrt = null, null, max(coalesce(creatinine_stage, -1), coalesce(urine_stage, -1), if(rrt = 'yes', 3, 0), if(child_egfr_below_35 = 'yes', 3, 0)))",
      { cpdn: 'kdigo_aki_stage', units: 'stage' },
    ),
    interpretation: interpretation(
      "if(aki_stage = null or aki_stage < 0, null, if(aki_stage = 0, 'No acute kidney injury by the KDIGO criteria entered. A creatinine rise over more than 7 days, or a small rise, may still be acute kidney disease or chronic kidney disease: repeat creatinine and urine output.', " +
        "if(aki_stage = 1, 'KDIGO stage 1 acute kidney injury.', if(aki_stage = 2, 'KDIGO stage 2 acute kidney injury.', 'KDIGO stage 3 acute kidney injury.')) + ' Look for the cause (reduced perfusion, nephrotoxins, obstruction, intrinsic kidney disease), stop nephrotoxic drugs where possible, check volume status and perfusion pressure, adjust drug doses, and monitor creatinine and urine output.' + " +
        "if(aki_stage >= 2, ' From stage 2, KDIGO also advises checking for changes in drug dosing and considering the need for kidney replacement therapy and ICU admission.', '') + if(aki_stage = 3, ' At stage 3, avoid subclavian catheters if possible.', '')))",
    ),
  }),
  risk: ['aki_stage', 'interpretation', 'creatinine_stage', 'urine_stage', 'ratio', 'creatinine_rise', 'uo_rate'],
  chartNote: {
    cc: 'KDIGO acute kidney injury stage {{aki_stage}} (0 = no AKI by these criteria): by creatinine {{creatinine_stage}} (current {{ratio}} × baseline), by urine output {{urine_stage}} ({{uo_rate}} mL/kg/h). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'kdigo2012',
      citation:
        'Kidney Disease: Improving Global Outcomes (KDIGO) Acute Kidney Injury Work Group. KDIGO clinical practice guideline for acute kidney injury. Kidney Int Suppl. 2012;2(1):1–138.',
      doi: '10.1038/kisup.2012.1',
      kind: 'guideline',
    },
    {
      id: 'khwaja2012',
      citation: 'Khwaja A. KDIGO clinical practice guidelines for acute kidney injury. Nephron Clin Pract. 2012;120(4):c179–c184.',
      pmid: '22890468',
      doi: '10.1159/000339789',
      kind: 'review',
    },
  ],
  definitions: [
    { term: 'AKI', definition: 'Acute kidney injury: an abrupt fall in kidney function, shown by a rise in serum creatinine or a fall in urine output.' },
    { term: 'Baseline creatinine', definition: 'The patient’s usual creatinine before the illness; if unknown, the lowest value in the current episode is often used.' },
  ],
  category: 'Nephrology',
  synonyms: ['AKI stage', 'AKI staging', 'acute renal failure', 'KDIGO criteria', 'AKIN', 'RIFLE', 'oliguria', 'creatinine rise'],
  abbreviations: ['AKI', 'KDIGO', 'RRT', 'KRT', 'UO', 'SCr'],
  conditions: ['acute renal failure', 'oliguria', 'anuria', 'contrast nephropathy'],
  instructions:
    'Enter the baseline and the current (highest) creatinine, in mg/dL or µmol/L, and how quickly it rose; and/or the urine volume collected over a period of hours with the body weight. The urine criteria assume the low output lasted the whole period; the averaged rate over the period is used. The highest stage reached by any criterion is the stage.',
  whenToUse: [
    'To recognise acute kidney injury and grade its severity in hospital, including intensive care and after surgery or contrast.',
    'To follow the course of acute kidney injury and decide on monitoring and escalation.',
  ],
  pearls: [
    'Creatinine rises late and depends on muscle mass and fluid balance; urine output can fall first, but is affected by diuretics.',
    'Without a known baseline, the lowest creatinine of the episode, or a creatinine back-calculated from an assumed eGFR of 75, has been used; both can misclassify.',
    'A rise to 4.0 mg/dL (353.6 µmol/L) or more is stage 3 when it is part of an acute rise; a stable creatinine at that level is chronic kidney disease, not acute injury.',
    'Urine output criteria were defined per kilogram per hour over consecutive hours; an average over a longer period can hide shorter spells of oliguria.',
  ],
  nextSteps: {
    advice: [
      'Every stage: find and treat the cause, stop nephrotoxic drugs, optimise volume and perfusion pressure, monitor creatinine and urine output, avoid hyperglycaemia, consider alternatives to radiocontrast.',
      'Stage 2 and 3: adjust drug doses and consider kidney replacement therapy and ICU admission.',
    ],
    management: ['Urgent nephrology input for stage 3, for life-threatening complications (hyperkalaemia, acidosis, fluid overload, uraemia), or when the cause is unclear.'],
  },
  evidence: [
    'The KDIGO 2012 definition merged the RIFLE (2004) and AKIN (2007) criteria; higher stages were associated with higher mortality and need for kidney replacement therapy in large validation cohorts.',
    'The creatinine and urine output thresholds are those of the KDIGO 2012 guideline (Table 2); they are not graded by evidence level (definitions).',
  ],
  formula: [
    'AKI: creatinine rise ≥ 0.3 mg/dL (≥ 26.5 µmol/L) within 48 h, or to ≥ 1.5 × baseline within 7 days (known or presumed), or urine < 0.5 mL/kg/h for 6 h',
    'Stage 1: creatinine 1.5–1.9 × baseline or rise ≥ 0.3 mg/dL; urine < 0.5 mL/kg/h for 6–12 h',
    'Stage 2: creatinine 2.0–2.9 × baseline; urine < 0.5 mL/kg/h for ≥ 12 h',
    'Stage 3: creatinine ≥ 3.0 × baseline, or ≥ 4.0 mg/dL (≥ 353.6 µmol/L), or start of kidney replacement therapy, or under 18 with eGFR < 35 mL/min/1.73 m²; urine < 0.3 mL/kg/h for ≥ 24 h or anuria for ≥ 12 h',
    'Urine output (mL/kg/h) = urine volume (mL) ÷ (weight (kg) × hours)',
  ],
  resultSummary: 'KDIGO AKI stage {{aki_stage}} (creatinine {{ratio}} × baseline; urine output {{uo_rate}} mL/kg/h).',
  testVectors: [
    {
      description: 'Creatinine 1.0 → 1.3 mg/dL within 48 hours, urine 0.6 mL/kg/h: stage 1 by the absolute rise',
      inputs: { criteria: 'both', baseline_creatinine: 1.0, creatinine: 1.3, rise_timing: '48h', weight: 70, urine_volume: 504, urine_hours: 12, rrt: 'no' },
      expected: { creatinine_stage: 1, urine_stage: 0, kdigo_aki_stage: 1 },
      source: 'kdigo2012 Table 2: rise ≥ 0.3 mg/dL within 48 h is stage 1; 504 mL / (70 kg × 12 h) = 0.6 mL/kg/h is not oliguria',
    },
    {
      description: 'Creatinine 1.0 → 2.5 mg/dL within 7 days: stage 2 (2.5 × baseline)',
      inputs: { criteria: 'creatinine', baseline_creatinine: 1.0, creatinine: 2.5, rise_timing: '7d', rrt: 'no' },
      expected: { creatinine_stage: 2, kdigo_aki_stage: 2 },
      source: 'kdigo2012 Table 2: 2.0–2.9 × baseline is stage 2',
    },
    {
      description: 'Urine 0.25 mL/kg/h for 24 hours: stage 3 by urine output',
      inputs: { criteria: 'urine', weight: 80, urine_volume: 480, urine_hours: 24, rrt: 'no' },
      expected: { uo_rate: 0.25, urine_stage: 3, kdigo_aki_stage: 3 },
      source: 'kdigo2012 Table 2: < 0.3 mL/kg/h for ≥ 24 h is stage 3; 480 / (80 × 24) = 0.25',
    },
    {
      description: 'Creatinine 3.0 → 4.2 mg/dL within 48 hours: stage 3 (≥ 4.0 mg/dL with an acute rise)',
      inputs: { criteria: 'creatinine', baseline_creatinine: 3.0, creatinine: 4.2, rise_timing: '48h', rrt: 'no' },
      expected: { creatinine_stage: 3, kdigo_aki_stage: 3 },
      source: 'kdigo2012 Table 2: creatinine ≥ 4.0 mg/dL is stage 3 (here with a 1.2 mg/dL rise within 48 h)',
    },
  ],
} satisfies ToolDefinitionInput

export default kdigoAkiStage
