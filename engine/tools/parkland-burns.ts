import { AGE_PLAUSIBLE_MAX, WEIGHT_KG_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, text } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Weight accepted, kg: from a preterm newborn to the heaviest adults (plausibility limits, not from a source). */
export const PARKLAND_WEIGHT_KG = { min: 0.5, max: 450 } as const

/** Age from which the rule of nines may be chosen; below it the Lund–Browder chart is used. */
const ADULT_FROM = 16
const NINES = `age >= ${ADULT_FROM} and method = 'nines'`
const LUND = `age < ${ADULT_FROM} or method = 'lund'`

/**
 * Lund–Browder columns by age (Lund CC, Browder NC, 1944): the whole head (2 × A), one whole thigh
 * (2 × B) and one whole lower leg (2 × C), in % of body surface, for the columns 0, 1, 5, 10, 15
 * years and adult. A column applies from its age to the next (under 1, 1–4, 5–9, 10–14, 15, 16 and
 * over).
 */
type Columns<T> = readonly [T, T, T, T, T, T]
const byAge = (columns: Columns<number | string>) => {
  const v = columns.map((c) => (typeof c === 'number' ? String(c) : `'${c}'`))
  return `if(age < 1, ${v[0]}, if(age < 5, ${v[1]}, if(age < 10, ${v[2]}, if(age < 15, ${v[3]}, if(age < ${ADULT_FROM}, ${v[4]}, ${v[5]})))))`
}
const AGE_COLUMNS: Columns<string> = ['under 1 year', '1–4 years', '5–9 years', '10–14 years', '15 years', '16 years and over']
export const LUND_HEAD = [19, 17, 13, 11, 9, 7] as const
export const LUND_THIGH = [5.5, 6.5, 8, 8.5, 9, 9.5] as const
export const LUND_LOWER_LEG = [5, 5, 5.5, 6, 6.5, 7] as const

/** Rule of nines (Wallace 1951), adults: [field, region, % of body surface]. */
export const NINES_REGIONS: readonly (readonly [string, string, number])[] = [
  ['nines_head_neck', 'Head and neck', 9],
  ['nines_arm_right', 'Right arm, including the hand', 9],
  ['nines_arm_left', 'Left arm, including the hand', 9],
  ['nines_trunk_front', 'Front of the trunk', 18],
  ['nines_trunk_back', 'Back of the trunk, including the buttocks', 18],
  ['nines_leg_right', 'Right leg, including the foot', 18],
  ['nines_leg_left', 'Left leg, including the foot', 18],
  ['nines_perineum', 'Perineum and genitalia', 1],
]

/** Lund–Browder regions: [field, region, % of body surface (a number, or an expression of age), help]. */
export const LUND_REGIONS: readonly (readonly [string, string, number | string, string])[] = [
  ['lb_head', 'Head (front and back)', byAge(LUND_HEAD), '19 % at birth, 17 % at 1 year, 13 % at 5, 11 % at 10, 9 % at 15, 7 % in adults.'],
  ['lb_neck', 'Neck', 2, '2 % at every age.'],
  ['lb_trunk_front', 'Front of the trunk', 13, '13 % at every age.'],
  ['lb_trunk_back', 'Back of the trunk', 13, '13 % at every age.'],
  ['lb_buttock_right', 'Right buttock', 2.5, '2.5 % at every age.'],
  ['lb_buttock_left', 'Left buttock', 2.5, '2.5 % at every age.'],
  ['lb_genitalia', 'Genitalia', 1, '1 % at every age.'],
  ['lb_upper_arm_right', 'Right upper arm', 4, '4 % at every age.'],
  ['lb_upper_arm_left', 'Left upper arm', 4, '4 % at every age.'],
  ['lb_forearm_right', 'Right forearm', 3, '3 % at every age.'],
  ['lb_forearm_left', 'Left forearm', 3, '3 % at every age.'],
  ['lb_hand_right', 'Right hand', 2.5, '2.5 % at every age.'],
  ['lb_hand_left', 'Left hand', 2.5, '2.5 % at every age.'],
  ['lb_thigh_right', 'Right thigh', byAge(LUND_THIGH), '5.5 % at birth, 6.5 % at 1 year, 8 % at 5, 8.5 % at 10, 9 % at 15, 9.5 % in adults.'],
  ['lb_thigh_left', 'Left thigh', byAge(LUND_THIGH), '5.5 % at birth, 6.5 % at 1 year, 8 % at 5, 8.5 % at 10, 9 % at 15, 9.5 % in adults.'],
  ['lb_leg_right', 'Right lower leg', byAge(LUND_LOWER_LEG), '5 % at birth and 1 year, 5.5 % at 5, 6 % at 10, 6.5 % at 15, 7 % in adults.'],
  ['lb_leg_left', 'Left lower leg', byAge(LUND_LOWER_LEG), '5 % at birth and 1 year, 5.5 % at 5, 6 % at 10, 6.5 % at 15, 7 % in adults.'],
  ['lb_foot_right', 'Right foot', 3.5, '3.5 % at every age.'],
  ['lb_foot_left', 'Left foot', 3.5, '3.5 % at every age.'],
]

const REGION_RANGE = { min: 0, max: 100, reason: 'The part of a region that is burned is a percentage of that region, from 0 (not burned) to 100 (all of it).' }
const regionHelp = 'Percentage of this region with partial- or full-thickness burns (0 if none); superficial (epidermal) burns and erythema do not count.'

const regionField = (label: string, share: string, visibility: string) =>
  measure(`${label}: % of the region burned`, '%', REGION_RANGE, { help: `${regionHelp} ${share}`, visibility })

const ninesFields = Object.fromEntries(NINES_REGIONS.map(([key, label, pct]) => [key, regionField(label, `The region is ${pct} % of the body surface.`, NINES)]))
const lundFields = Object.fromEntries(LUND_REGIONS.map(([key, label, , help]) => [key, regionField(label, `Share of the body surface: ${help}`, LUND)]))

const NINES_SUM = NINES_REGIONS.map(([key, , pct]) => `${pct} * ${key}`).join(' + ')
const LUND_SUM = LUND_REGIONS.map(([key, , pct]) => `${typeof pct === 'number' ? pct : `(${pct})`} * ${key}`).join(' + ')

/** TBSA as shown (one decimal) enters the formula, so the volumes can be checked by hand from the page. */
const TBSA = 'round(tbsa, 1)'

const noBurnNines = Object.fromEntries(NINES_REGIONS.map(([key]) => [key, 0]))
const noBurnLund = Object.fromEntries(LUND_REGIONS.map(([key]) => [key, 0]))

/**
 * Parkland formula (Baxter CR, Shires T, Ann N Y Acad Sci 1968;150:874–894): 4 mL × kg × %TBSA
 * of crystalloid in the first 24 hours, half in the first 8 hours from the time of the burn.
 * %TBSA from the rule of nines (Wallace 1951, adults) or the Lund–Browder chart (1944, by age).
 *
 * Design notes:
 * - Each region asks for the percentage of that region burned (partial or full thickness); the
 *   tool multiplies by the region's share of the body surface. Every shown region is required
 *   (0 when not burned): a skipped region is never taken as unburned.
 * - Under 16 years the Lund–Browder chart is used (the rule of nines misjudges a child's larger
 *   head); from 16 the clinician chooses. Lund–Browder age columns: see byAge above.
 * - Weight in kg, or lb converted exactly (1 lb = 0.45359237 kg, engine/units.ts).
 */
const parklandBurns = {
  slug: 'parkland-burns',
  name: 'Parkland Formula for Burns (with %TBSA by Rule of Nines or Lund–Browder)',
  calcId: 'calc-parkland-burns',
  ...TOOL_BASE,
  eligibility: 'Adults and children with acute burns large enough to need intravenous fluid resuscitation, in the first 24 hours after the burn.',
  description:
    'Estimates the burned body surface area (partial- and full-thickness burns only) with the rule of nines or the Lund–Browder chart, and the Parkland crystalloid volume for the first 24 hours, half in the first 8 hours from the time of the burn.',
  contentName: 'parkland-burns',
  sections: {
    header: ['age', 'weight', 'method'],
    patient: ['depth_note', ...NINES_REGIONS.map(([key]) => key), ...LUND_REGIONS.map(([key]) => key)],
  },
  ehrpdns: ['age', 'weight'],
  controls: controls({
    age: measure('Age', 'years', { min: 0, max: AGE_PLAUSIBLE_MAX }, { help: 'Under 16 years the Lund–Browder chart for the age is used. For infants, months ÷ 12.' }),
    weight: measure(
      'Weight',
      WEIGHT_KG_MEASURE,
      { ...PARKLAND_WEIGHT_KG, reason: 'The range covers body weights from a preterm newborn to the heaviest adults; a value outside it is an entry error.' },
      { type: 'numeric.weight', cpdn: 'weight', help: `${PARKLAND_WEIGHT_KG.min}–${PARKLAND_WEIGHT_KG.max} kg (1.1–992 lb).` },
    ),
    method: choice(
      'Method for the burned area',
      [
        ['Rule of nines', 'nines'],
        ['Lund–Browder chart', 'lund'],
      ],
      { help: 'From 16 years. The Lund–Browder chart is more accurate; the rule of nines is quicker.', visibility: `age >= ${ADULT_FROM}` },
    ),
    depth_note: text(
      'text.paragraph',
      'Count only partial-thickness (superficial and deep dermal) and full-thickness burns. Superficial (epidermal) burns, such as sunburn with erythema only, are not counted.',
    ),
    ...ninesFields,
    ...lundFields,
    method_used: result('Method used', `if(${NINES}, 'Rule of nines (adult)', if(${LUND}, 'Lund–Browder chart for age ' + ${byAge(AGE_COLUMNS)}, null))`, {
      cpdn: 'burn_method',
    }),
    tbsa: result('Burned body surface area (partial and full thickness)', `if(${NINES}, (${NINES_SUM}) / 100, if(${LUND}, (${LUND_SUM}) / 100, null))`, {
      cpdn: 'burn_tbsa',
      units: '% TBSA',
      decimals: 1,
    }),
    volume_24h: result('Parkland volume, first 24 hours', `4 * weight * ${TBSA}`, { cpdn: 'parkland_24h_ml', units: 'mL', decimals: 0 }),
    volume_first_8h: result('First 8 hours from the time of the burn (half)', `2 * weight * ${TBSA}`, { cpdn: 'parkland_first_8h_ml', units: 'mL', decimals: 0 }),
    volume_next_16h: result('Next 16 hours (half)', `2 * weight * ${TBSA}`, { cpdn: 'parkland_next_16h_ml', units: 'mL', decimals: 0 }),
    rate_first_8h: result('Rate in the first 8 hours, if started at the time of the burn', `2 * weight * ${TBSA} / 8`, { cpdn: 'parkland_first_8h_rate', units: 'mL/h', decimals: 0 }),
    rate_next_16h: result('Rate in the next 16 hours', `2 * weight * ${TBSA} / 16`, { cpdn: 'parkland_next_16h_rate', units: 'mL/h', decimals: 0 }),
    interpretation: interpretation(
      "if(tbsa = null, null, 'The 8 hours run from the time of the burn, not from arrival: if fluids start late, give the first-half volume, less any fluid already given, over the hours left of the first 8. ' + " +
        "'The Parkland volume is a starting estimate of crystalloid (usually Hartmann’s or Ringer’s lactate): adjust the rate hour by hour to the urine output (about 0.5 mL/kg/h in adults and 1 mL/kg/h in children under 30 kg), and avoid over-resuscitation. ' + " +
        `if(age < ${ADULT_FROM}, 'Children also need maintenance fluid with glucose in addition to the Parkland volume. ', '') + ` +
        `if((age < ${ADULT_FROM} and ${TBSA} < 10) or (age >= ${ADULT_FROM} and ${TBSA} < 15), 'Burns of this size (under about 10 % in children and 15–20 % in adults, by local guidance) usually do not need formal intravenous resuscitation. ', '') + ` +
        "'Refer to a burn service according to local criteria.')",
    ),
  }),
  risk: ['method_used', 'tbsa', 'volume_24h', 'volume_first_8h', 'volume_next_16h', 'rate_first_8h', 'rate_next_16h', 'interpretation'],
  chartNote: {
    cc: 'Burns {{burn_tbsa}} % TBSA ({{burn_method}}). Parkland: {{parkland_24h_ml}} mL in the first 24 h; {{parkland_first_8h_ml}} mL in the first 8 h from the time of the burn ({{parkland_first_8h_rate}} mL/h if started at the burn), then {{parkland_next_16h_ml}} mL over 16 h ({{parkland_next_16h_rate}} mL/h). Titrate to urine output. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'baxter1968',
      citation: 'Baxter CR, Shires T. Physiological response to crystalloid resuscitation of severe burns. Ann N Y Acad Sci. 1968;150(3):874–894. PMID 4973463.',
      pmid: '4973463',
      doi: '10.1111/j.1749-6632.1968.tb14738.x',
      kind: 'derivation (Parkland formula)',
    },
    {
      id: 'wallace1951',
      citation: 'Wallace AB. The exposure treatment of burns. Lancet. 1951;1(6659):501–504. PMID 14805109.',
      pmid: '14805109',
      doi: '10.1016/S0140-6736(51)91975-7',
      kind: 'original description (rule of nines)',
    },
    {
      id: 'lund1944',
      citation: 'Lund CC, Browder NC. The estimation of areas of burns. Surg Gynecol Obstet. 1944;79:352–358.',
      kind: 'original description (Lund–Browder chart)',
    },
    {
      id: 'isbi2016',
      citation: 'ISBI Practice Guidelines Committee. ISBI Practice Guidelines for Burn Care. Burns. 2016;42(5):953–1021.',
      doi: '10.1016/j.burns.2016.05.013',
      kind: 'guideline',
    },
  ],
  category: 'Emergency medicine',
  synonyms: ['Parkland formula', 'burns fluid resuscitation', 'burn fluid calculator', 'rule of nines', 'Lund and Browder', 'TBSA burn calculator', 'Baxter formula'],
  abbreviations: ['TBSA', '%TBSA', 'BSA', 'LR', 'CSL'],
  conditions: ['burns', 'burn injury', 'scald', 'thermal injury', 'burn shock'],
  instructions:
    'Enter the age and weight, then, region by region, the percentage of the region with partial- or full-thickness burns (0 if none). Children under 16 are assessed with the Lund–Browder chart for their age; from 16 choose the rule of nines or the Lund–Browder chart. Do not count superficial (epidermal) burns.',
  whenToUse: [
    'In the first hours after a major burn, to estimate the burned area and the crystalloid volume for the first 24 hours.',
    'To document the burn size for referral to a burn service.',
  ],
  pearls: [
    'Time zero is the time of the burn: the first half of the volume is due within 8 hours of the injury, whatever time the patient arrives.',
    'The formula is a starting point: titrate the infusion to urine output, and watch for over-resuscitation (fluid creep), which causes compartment syndromes and pulmonary oedema.',
    'Several current guidelines, including ATLS (10th edition), start lower, at 2 mL/kg/%TBSA in adults and 3 mL/kg/%TBSA in children, and 4 mL/kg/%TBSA for high-voltage electrical injury; this tool gives the Parkland 4 mL figure.',
    'The rule of nines overestimates small burns and misjudges children, whose heads are larger and legs smaller: the Lund–Browder chart is preferred in children.',
    'The patient’s whole hand (palm and fingers) is about 1 % of the body surface, useful for scattered burns.',
  ],
  nextSteps: {
    advice: [
      'Start warmed crystalloid at the first-8-hour rate (recalculated for the hours left if the start is late), then the 16-hour rate.',
      'Insert a urinary catheter and adjust the rate to the urine output every hour.',
    ],
    management: [
      'Assess the airway early for inhalation injury; secure it before swelling progresses.',
      'Refer to a burn service according to local criteria (for example size, depth, site, age, inhalation or electrical injury).',
    ],
  },
  evidence: [
    'Baxter and Shires derived the Parkland regimen from studies of plasma volume and extracellular fluid after severe burns: 4 mL of lactated Ringer’s per kg per % burned in the first 24 hours, half in the first 8 hours.',
    'The rule of nines (Wallace 1951) divides the adult body into regions of 9 % or multiples; the Lund–Browder chart (1944) adjusts the head, thigh and lower leg shares for age.',
  ],
  formula: [
    '%TBSA = Σ (share of the body surface of each region × % of that region burned ÷ 100), partial- and full-thickness burns only.',
    'Rule of nines (adults): head and neck 9; each arm 9; front of trunk 18; back of trunk 18; each leg 18; perineum 1.',
    'Lund–Browder: head 19/17/13/11/9/7; each thigh 5.5/6.5/8/8.5/9/9.5; each lower leg 5/5/5.5/6/6.5/7 (at birth, 1, 5, 10, 15 years, adult); neck 2; front and back of trunk 13 each; each buttock 2.5; genitalia 1; each upper arm 4; each forearm 3; each hand 2.5; each foot 3.5.',
    'Parkland: 24-hour volume (mL) = 4 × weight (kg) × %TBSA; half in the first 8 h from the time of the burn, half in the next 16 h.',
  ],
  resultSummary: 'Burns {{burn_tbsa}} % TBSA ({{burn_method}}); Parkland {{parkland_24h_ml}} mL/24 h: {{parkland_first_8h_ml}} mL in the first 8 h from the burn, {{parkland_next_16h_ml}} mL over the next 16 h.',
  testVectors: [
    {
      description: 'Adult 70 kg, rule of nines, front and back of trunk and one arm fully burned, half of one leg: 54 % TBSA',
      inputs: { age: 40, weight: 70, method: 'nines', ...noBurnNines, nines_trunk_front: 100, nines_trunk_back: 100, nines_arm_right: 100, nines_leg_left: 50 },
      expected: {
        burn_tbsa: 54,
        parkland_24h_ml: 15120,
        parkland_first_8h_ml: 7560,
        parkland_next_16h_ml: 7560,
        parkland_first_8h_rate: 945,
        parkland_next_16h_rate: 472.5,
      },
      source: 'wallace1951 (rule of nines) and baxter1968 (4 mL × kg × %TBSA, half in 8 h); hand calculation 18 + 18 + 9 + 9 = 54 %, 4 × 70 × 54 = 15,120 mL',
    },
    {
      description: 'Child aged 3, 15 kg, Lund–Browder, whole head and front of trunk: 30 % TBSA',
      inputs: { age: 3, weight: 15, ...noBurnLund, lb_head: 100, lb_trunk_front: 100 },
      expected: { burn_tbsa: 30, parkland_24h_ml: 1800, parkland_first_8h_ml: 900, parkland_first_8h_rate: 112.5, burn_method: 'Lund–Browder chart for age 1–4 years' },
      source: 'lund1944 (head 17 % in the 1-year column) and baxter1968; hand calculation 17 + 13 = 30 %, 4 × 15 × 30 = 1,800 mL',
    },
    {
      description: 'Adult 80 kg, Lund–Browder, both thighs and both lower legs fully burned: 33 % TBSA',
      inputs: { age: 30, weight: 80, method: 'lund', ...noBurnLund, lb_thigh_right: 100, lb_thigh_left: 100, lb_leg_right: 100, lb_leg_left: 100 },
      expected: { burn_tbsa: 33, parkland_24h_ml: 10560, parkland_next_16h_rate: 330 },
      source: 'lund1944 (adult thigh 9.5 %, lower leg 7 %) and baxter1968; hand calculation 2 × 9.5 + 2 × 7 = 33 %, 4 × 80 × 33 = 10,560 mL',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Lund–Browder regional percentages by age (head, thigh, lower leg) and the age range each column is applied to.',
      citations: ['lund1944'],
      checkedAgainstPrimary: false,
      note: 'The 1944 paper could not be opened. The values were taken from reproductions of the chart (burn-care teaching material), which agree with each other and sum to 100 % in every column. The chart gives columns at 0, 1, 5, 10 and 15 years and adult; applying each column up to the next age (and the adult column from 16) is this tool’s choice.',
    },
  ],
} satisfies ToolDefinitionInput

export default parklandBurns
