import { span, WEIGHT_KG_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Valid weight range. Holliday and Segar (1957) give no lower weight; the AAP guideline
 * (Feld 2018) applies the method from 28 days of age, and 2 kg is the lightest plausible infant
 * of that age. The upper limit is a plausibility limit. Weight is a measure field with kg
 * canonical; the page converts lb with 1 lb = 0.45359237 kg (engine/units.ts).
 */
export const MAINTENANCE_RANGES = {
  weightKg: { min: 2, max: 250 },
} as const

/** Weight from which the adult comparison (NICE CG174, 25–30 mL/kg/day) is also shown. */
export const ADULT_COMPARISON_FROM_KG = 40

const FIRST = 'min(weight, 10)'
const SECOND = 'min(max(weight - 10, 0), 10)'
const REST = 'max(weight - 20, 0)'
const ADULT = `weight >= ${ADULT_COMPARISON_FROM_KG}`

/**
 * Holliday–Segar maintenance water (Holliday MA, Segar WE, Pediatrics 1957;19:823–832):
 * 100 mL/kg/day for the first 10 kg, 50 mL/kg/day for the next 10 kg, 20 mL/kg/day above 20 kg;
 * and its hourly form, the "4-2-1" rule (4, 2 and 1 mL/kg/h). The two are reported separately:
 * 4-2-1 × 24 h is slightly less than the daily figure (e.g. 960 vs 1000 mL at 10 kg).
 */
const maintenanceFluids = {
  slug: 'maintenance-fluids',
  name: 'Maintenance Fluids (Holliday–Segar, 4-2-1 Rule)',
  calcId: 'calc-maintenance-fluids',
  ...TOOL_BASE,
  eligibility:
    'Infants older than 4 weeks and children who need intravenous maintenance fluid. Not for newborns in the first weeks of life. In adults it overestimates needs: adult guidance is shown for comparison from 40 kg.',
  description:
    'Estimates the daily and hourly maintenance water requirement from body weight with the Holliday–Segar method (100/50/20 mL/kg/day, or 4-2-1 mL/kg/h).',
  contentName: 'maintenance-fluids',
  sections: {
    patient: ['weight'],
  },
  ehrpdns: ['weight'],
  controls: controls({
    weight: measure(
      'Weight',
      WEIGHT_KG_MEASURE,
      {
        ...MAINTENANCE_RANGES.weightKg,
        reason:
          'Holliday–Segar applies from 28 days of age (AAP 2018 guideline). Newborns in their first 4 weeks, and smaller infants, need neonatal fluid volumes per day of life (NICE NG29).',
      },
      {
        type: 'numeric.weight',
        help: `${span(MAINTENANCE_RANGES.weightKg, 'kg')} (4.5–551 lb), from 28 days of age.`,
      },
    ),
    rate_ml_h: result('Hourly rate (4-2-1 rule)', `4 * ${FIRST} + 2 * ${SECOND} + 1 * ${REST}`, { units: 'mL/h', decimals: 1 }),
    volume_ml_day: result('Daily volume (100/50/20 rule)', `100 * ${FIRST} + 50 * ${SECOND} + 20 * ${REST}`, { units: 'mL/day', decimals: 0 }),
    adult_low_ml_day: result('Adult comparison: 25 mL/kg/day (NICE)', '25 * weight', { units: 'mL/day', decimals: 0, visibility: ADULT }),
    adult_high_ml_day: result('Adult comparison: 30 mL/kg/day (NICE)', '30 * weight', { units: 'mL/day', decimals: 0, visibility: ADULT }),
    interpretation: interpretation(
      "if(rate_ml_h = null, null, if(weight <= 10, 'Up to 10 kg: 100 mL/kg/day (4 mL/kg/h).', if(weight <= 20, '10–20 kg: 1000 mL/day plus 50 mL/kg/day for each kg above 10 (40 mL/h plus 2 mL/kg/h).', 'Above 20 kg: 1500 mL/day plus 20 mL/kg/day for each kg above 20 (60 mL/h plus 1 mL/kg/h).')) + " +
        "' This is maintenance water for a child at rest: add deficits and ongoing losses separately. For hospitalised children, use an isotonic solution with dextrose and potassium, and consider giving less when antidiuretic hormone is likely to be raised (after surgery, with pneumonia, bronchiolitis or meningitis).' + " +
        `if(${ADULT}, ' For adults, guidance suggests 25–30 mL/kg/day (less in older or frail patients and in heart or kidney failure). The Holliday–Segar figure is higher than 30 mL/kg/day below 110 kg, so it overestimates most adults’ needs.', ''))`,
    ),
  }),
  risk: ['rate_ml_h', 'volume_ml_day', 'adult_low_ml_day', 'adult_high_ml_day', 'interpretation'],
  chartNote: {
    cc: 'Maintenance fluid by Holliday–Segar: {{rate_ml_h}} mL/h (4-2-1 rule), {{volume_ml_day}} mL/day (100/50/20 rule). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'holliday1957',
      citation: 'Holliday MA, Segar WE. The maintenance need for water in parenteral fluid therapy. Pediatrics. 1957;19(5):823–832.',
      pmid: '13431307',
      doi: '10.1542/peds.19.5.823',
      kind: 'derivation',
      cohort: 'Derived from published data on energy expenditure and water losses (no patient cohort)',
    },
    {
      id: 'feld2018',
      citation: 'Feld LG, Neuspiel DR, Foster BA, et al. Clinical practice guideline: maintenance intravenous fluids in children. Pediatrics. 2018;142(6):e20183083.',
      pmid: '30478247',
      doi: '10.1542/peds.2018-3083',
      kind: 'guideline',
    },
    {
      id: 'nice-ng29',
      citation: 'National Institute for Health and Care Excellence. Intravenous fluid therapy in children and young people in hospital (NG29). London: NICE; 2015 (updated 2020).',
      url: 'https://www.nice.org.uk/guidance/ng29',
      kind: 'guideline',
    },
    {
      id: 'nice-cg174',
      citation: 'National Institute for Health and Care Excellence. Intravenous fluid therapy in adults in hospital (CG174). London: NICE; 2013 (updated 2017).',
      url: 'https://www.nice.org.uk/guidance/cg174',
      kind: 'guideline',
    },
  ],
  definitions: [
    { term: 'Maintenance fluid', definition: 'The water needed to replace normal daily losses (urine, sweat, breathing) in a patient who is not drinking, excluding deficits and abnormal losses.' },
  ],
  category: 'Fluids and electrolytes',
  synonyms: [
    'Holliday-Segar',
    '4-2-1 rule',
    '100/50/20 rule',
    'maintenance IV fluids',
    'pediatric maintenance fluids',
    'hourly fluid rate',
    'IV fluid rate children',
  ],
  abbreviations: ['MIVF', 'IVF', 'mIVF', '4-2-1'],
  conditions: ['dehydration', 'children needing IV fluids'],
  instructions:
    'Enter the child’s weight in kg or lb. The hourly rate uses the 4-2-1 rule and the daily volume the 100/50/20 rule (the hourly rate × 24 is slightly lower). Not for newborns in the first weeks of life, who need age-specific regimens. Adjust for fever, losses, kidney or heart disease, and raised antidiuretic hormone.',
  whenToUse: [
    'Children who cannot drink enough and need intravenous maintenance fluid.',
    'Planning fasting and peri-operative fluids in children.',
  ],
  pearls: [
    'Holliday and Segar tied water needs to energy use (about 100 mL of water per 100 kcal), which falls per kg as children grow; the three weight bands approximate that curve.',
    'The original paper suggested hypotonic fluid; current guidance (AAP 2018, NICE) prefers isotonic fluid with dextrose for most hospitalised children because hypotonic fluid causes hospital-acquired hyponatraemia.',
    'Many acutely ill children secrete antidiuretic hormone; restricting to about 50–80 % of the calculated volume is often advised in those at risk.',
    'In adults the formula exceeds the 25–30 mL/kg/day in adult guidance for most body weights; for a 70 kg adult it gives 2500 mL/day against 1750–2100 mL/day.',
    'For obese children, many clinicians use an adjusted or ideal weight rather than actual weight.',
  ],
  nextSteps: {
    advice: [
      'Add replacement of any deficit (dehydration) and measured ongoing losses to the maintenance volume.',
      'Check electrolytes and glucose at least daily (more often when unwell) during intravenous fluids, and weigh the patient.',
    ],
    management: ['Switch to oral or enteral fluids as soon as possible.'],
  },
  evidence: [
    'Holliday and Segar (1957) derived the rule from energy expenditure in hospitalised patients: 100 kcal/kg/day up to 10 kg, 1000 kcal plus 50 kcal/kg above 10 kg, and 1500 kcal plus 20 kcal/kg above 20 kg, with water needs of about 100 mL per 100 kcal.',
    'The hourly 4-2-1 rule is the later bedside form of the same bands; it gives 24 times the hourly rate, slightly less than the daily figure.',
    'The AAP guideline (Feld 2018) recommends isotonic solutions with appropriate potassium chloride and dextrose for maintenance in patients aged 28 days to 18 years; NICE NG29 uses the Holliday–Segar bands for routine maintenance in children.',
    'NICE CG174 suggests 25–30 mL/kg/day of water for adults (less in older, frail, kidney or heart failure patients), lower than the Holliday–Segar figure for most adults.',
  ],
  formula: [
    'Hourly (4-2-1): 4 mL/kg/h for the first 10 kg + 2 mL/kg/h for the next 10 kg + 1 mL/kg/h for each kg above 20',
    'Daily (100/50/20): 100 mL/kg/day for the first 10 kg + 50 mL/kg/day for the next 10 kg + 20 mL/kg/day for each kg above 20',
    'Adult comparison (from 40 kg): 25–30 mL/kg/day (NICE CG174)',
  ],
  resultSummary: 'Maintenance fluid {{rate_ml_h}} mL/h (4-2-1), {{volume_ml_day}} mL/day (100/50/20).',
  testVectors: [
    {
      description: '10 kg: 40 mL/h and 1000 mL/day',
      inputs: { weight: 10 },
      expected: { rate_ml_h: 40, volume_ml_day: 1000 },
      tolerance: 1e-9,
      source: 'holliday1957 bands: 100 mL/kg/day for the first 10 kg (1000 mL at 10 kg); 4 mL/kg/h hourly form',
    },
    {
      description: '20 kg: 60 mL/h and 1500 mL/day',
      inputs: { weight: 20 },
      expected: { rate_ml_h: 60, volume_ml_day: 1500 },
      tolerance: 1e-9,
      source: 'holliday1957 bands: 1000 mL plus 50 mL/kg for 10–20 kg (1500 mL at 20 kg); 40 + 2 × 10 mL/h',
    },
    {
      description: '30 kg: 70 mL/h and 1700 mL/day',
      inputs: { weight: 30 },
      expected: { rate_ml_h: 70, volume_ml_day: 1700 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 40 + 20 + 10 = 70 mL/h; 1000 + 500 + 200 = 1700 mL/day (holliday1957 bands)',
    },
    {
      description: '5 kg: 20 mL/h and 500 mL/day',
      inputs: { weight: 5 },
      expected: { rate_ml_h: 20, volume_ml_day: 500 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 4 × 5 = 20 mL/h; 100 × 5 = 500 mL/day',
    },
    {
      description: '70 kg: 110 mL/h and 2500 mL/day; adult comparison 1750–2100 mL/day',
      inputs: { weight: 70 },
      expected: { rate_ml_h: 110, volume_ml_day: 2500, adult_low_ml_day: 1750, adult_high_ml_day: 2100 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 40 + 20 + 50 = 110 mL/h; 1500 + 20 × 50 = 2500 mL/day; nice-cg174 25 and 30 mL/kg/day × 70',
    },
  ],
} satisfies ToolDefinitionInput

export default maintenanceFluids
