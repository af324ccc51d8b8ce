import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score, units, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { KONSTANTINIDES_2020 } from './references.ts'

/**
 * D-dimer in fibrinogen-equivalent units, ng/mL FEU canonical (the unit of the YEARS cut-offs),
 * or mg/L FEU (= µg/mL FEU): 1 mg/L FEU = 1000 ng/mL FEU (engine/units.ts). D-dimer units
 * (DDU) are a different quantity, about half the FEU value, and are not offered.
 */
const DDIMER_RANGE = {
  min: 0,
  max: 100000,
  reason: 'The range covers D-dimer results reported by quantitative assays, 0–100,000 ng/mL FEU (0–100 mg/L FEU); a value outside it is an entry error. Enter a result reported as "above" the assay limit as that limit.',
} as const

/** PE excluded without imaging: no YEARS item and D-dimer below 1000 ng/mL, or any item and D-dimer below 500 ng/mL (van der Hulle 2017). */
const EXCLUDED = '((items = 0 and ddimer < 1000) or (items >= 1 and ddimer < 500))'

/**
 * YEARS algorithm for suspected pulmonary embolism. van der Hulle T et al., Lancet
 * 2017;390:289–297: three clinical items and a D-dimer threshold that depends on them.
 *
 * Design notes:
 * - D-dimer is entered with its unit: ng/mL FEU (canonical) or mg/L FEU, converted exactly
 *   (× 1000). The unit names say FEU; a laboratory reporting D-dimer units (DDU) is not
 *   covered and the help says so, since a DDU result is about half the FEU value and would
 *   be compared with the wrong cut-off.
 * - Items have no default: an unanswered item is refused, never taken as absent.
 */
const yearsAlgorithm = {
  slug: 'years-algorithm',
  name: 'YEARS Algorithm for Suspected Pulmonary Embolism',
  calcId: 'calc-years-algorithm',
  ...TOOL_BASE,
  eligibility:
    'Haemodynamically stable adults with suspected pulmonary embolism, not already on anticoagulation. (Pregnant patients: the pregnancy-adapted YEARS algorithm, with its own compression ultrasound step, applies.)',
  description:
    'Combines three clinical items with a D-dimer cut-off that depends on them (1000 ng/mL FEU with no item, 500 ng/mL FEU with any item) to decide whether pulmonary embolism is excluded or CT pulmonary angiography is needed.',
  contentName: 'years-algorithm',
  sections: {
    patient: ['dvt_signs', 'haemoptysis', 'pe_most_likely', 'ddimer'],
  },
  ehrpdns: [],
  controls: controls({
    dvt_signs: yesNo('Clinical signs of deep vein thrombosis', { help: 'Leg swelling and tenderness along the deep veins.' }),
    haemoptysis: yesNo('Haemoptysis'),
    pe_most_likely: yesNo('Pulmonary embolism is the most likely diagnosis', { help: 'Your judgement after history, examination and first tests.' }),
    ddimer: measure(
      'D-dimer (fibrinogen-equivalent units, FEU)',
      units([
        { value: 'ng/mL FEU D-dimer', name: 'ng/mL FEU', system: 'us', precision: 0 },
        { value: 'mg/L FEU D-dimer', name: 'mg/L FEU (= µg/mL FEU)', system: 'si', precision: 2 },
      ]),
      DDIMER_RANGE,
      {
        help: 'Cut-offs 1000 ng/mL FEU (1.0 mg/L FEU) with no YEARS item, 500 ng/mL FEU (0.5 mg/L FEU) with any item. 1 mg/L FEU = 1000 ng/mL FEU. If your laboratory reports D-dimer units (DDU), do not enter the result here: a DDU value is about half the FEU value.',
      },
    ),
    items: score('YEARS items present', "if(dvt_signs = 'yes', 1, 0) + if(haemoptysis = 'yes', 1, 0) + if(pe_most_likely = 'yes', 1, 0)", { cpdn: 'years_items', units: 'of 3' }),
    threshold: result('D-dimer cut-off that applies', "if(items = null, null, if(items = 0, '1000 ng/mL FEU (1.0 mg/L FEU)', '500 ng/mL FEU (0.5 mg/L FEU)'))"),
    years_result: result('YEARS result', `if(items = null or ddimer = null, null, if(${EXCLUDED}, 'PE excluded', 'CTPA indicated'))`, { cpdn: 'years_result' }),
    interpretation: interpretation(
      `if(years_result = null, null, if(${EXCLUDED}, concat('Pulmonary embolism is excluded by YEARS: ', if(items = 0, 'no YEARS item and a D-dimer below 1000 ng/mL FEU', 'YEARS item(s) present and a D-dimer below 500 ng/mL FEU'), '. No CT pulmonary angiography and no anticoagulation are needed for PE; look for another cause. In the YEARS study, 0.61 % of patients in whom PE was excluded were diagnosed with venous thromboembolism within 3 months.'), ` +
        "concat('CT pulmonary angiography is indicated: ', if(items = 0, 'no YEARS item but a D-dimer of 1000 ng/mL FEU or more', 'YEARS item(s) present and a D-dimer of 500 ng/mL FEU or more'), '. Start anticoagulation while waiting if the scan will be delayed and bleeding risk allows.')))",
    ),
  }),
  risk: ['items', 'threshold', 'years_result', 'interpretation'],
  chartNote: {
    cc: 'YEARS: {{years_items}} of 3 items; D-dimer {{ddimer}}; cut-off {{threshold}}. Result: {{years_result}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'vanderhulle2017',
      citation:
        'van der Hulle T, Cheung WY, Kooij S, et al. Simplified diagnostic management of suspected pulmonary embolism (the YEARS study): a prospective, multicentre, cohort study. Lancet. 2017;390(10091):289–297. PMID 28549662.',
      pmid: '28549662',
      doi: '10.1016/S0140-6736(17)30885-1',
      kind: 'derivation and prospective management study',
      cohort: 'n = 3,465 consecutive patients with suspected PE in 12 Dutch hospitals',
    },
    KONSTANTINIDES_2020,
  ],
  definitions: [
    {
      term: 'FEU',
      definition: 'Fibrinogen-equivalent units: D-dimer expressed as the mass of fibrinogen it came from. The other convention, D-dimer units (DDU), gives about half the value for the same sample.',
    },
  ],
  category: 'Pulmonology',
  synonyms: ['YEARS rule', 'YEARS criteria', 'D-dimer cut-off pulmonary embolism', 'PE rule-out with D-dimer'],
  abbreviations: ['YEARS', 'PE', 'DVT', 'CTPA', 'FEU'],
  conditions: ['pulmonary embolism', 'venous thromboembolism'],
  instructions:
    'For haemodynamically stable adults with suspected pulmonary embolism. Assess the three items and measure a D-dimer at the same time; enter the D-dimer in FEU (ng/mL or mg/L). Not for shock or hypotension (go straight to the high-risk pathway).',
  whenToUse: ['At the first assessment of suspected pulmonary embolism, with the D-dimer result.'],
  pearls: [
    'The D-dimer cut-off depends on the items: 1000 ng/mL FEU when none is present, 500 ng/mL FEU otherwise.',
    'Check the unit on the laboratory report: ng/mL FEU and mg/L FEU convert by 1000; D-dimer units (DDU) are a different scale and must not be entered as FEU.',
    'YEARS does not use an age-adjusted cut-off; an external validation noted that missed PE clustered among patients with no item and a D-dimer between the age-adjusted cut-off and 1000 ng/mL.',
  ],
  nextSteps: {
    advice: ['PE excluded: no imaging or anticoagulation for PE; look for another cause and give return advice.', 'CTPA indicated: arrange CT pulmonary angiography.'],
    management: ['If CTPA will be delayed, start anticoagulation meanwhile unless bleeding risk forbids it.'],
  },
  evidence: [
    'Prospective management study in 3,465 patients (van der Hulle 2017): PE was excluded without imaging in 2,946 patients who were not treated; 18 (0.61 %, 95 % CI 0.36–0.96) had venous thromboembolism within 3 months, 6 of them fatal PE.',
    'CTPA was not indicated in 48 % of patients with YEARS, against 34 % had the Wells rule with a fixed D-dimer cut-off been used.',
  ],
  formula: [
    'YEARS items: clinical signs of DVT; haemoptysis; PE the most likely diagnosis',
    'No item and D-dimer < 1000 ng/mL FEU (< 1.0 mg/L FEU): PE excluded',
    '≥ 1 item and D-dimer < 500 ng/mL FEU (< 0.5 mg/L FEU): PE excluded',
    'Otherwise: CT pulmonary angiography',
    '1 mg/L FEU = 1 µg/mL FEU = 1000 ng/mL FEU',
  ],
  resultSummary: 'YEARS {{years_items}} of 3 items, D-dimer {{ddimer}}: {{years_result}}.',
  testVectors: [
    {
      description: 'No item, D-dimer 900 ng/mL FEU: PE excluded',
      inputs: { dvt_signs: 'no', haemoptysis: 'no', pe_most_likely: 'no', ddimer: 900 },
      expected: { years_items: 0, years_result: 'PE excluded' },
      source: 'vanderhulle2017 Methods (no item and D-dimer < 1000 ng/mL)',
    },
    {
      description: 'No item, D-dimer 1000 ng/mL FEU: CTPA',
      inputs: { dvt_signs: 'no', haemoptysis: 'no', pe_most_likely: 'no', ddimer: 1000 },
      expected: { years_items: 0, years_result: 'CTPA indicated' },
      source: 'vanderhulle2017 Methods (1000 ng/mL or more needs CTPA)',
    },
    {
      description: 'PE most likely, D-dimer 600 ng/mL FEU: CTPA',
      inputs: { dvt_signs: 'no', haemoptysis: 'no', pe_most_likely: 'yes', ddimer: 600 },
      expected: { years_items: 1, years_result: 'CTPA indicated' },
      source: 'vanderhulle2017 Methods (≥ 1 item and D-dimer ≥ 500 ng/mL)',
    },
    {
      description: 'Haemoptysis, D-dimer 0.45 mg/L FEU: PE excluded',
      inputs: { dvt_signs: 'no', haemoptysis: 'yes', pe_most_likely: 'no', ddimer: 0.45, 'ddimer.unit': 'mg/L FEU D-dimer' },
      expected: { years_items: 1, years_result: 'PE excluded' },
      source: 'vanderhulle2017 Methods (≥ 1 item and D-dimer < 500 ng/mL; 0.45 mg/L = 450 ng/mL)',
    },
  ],
} satisfies ToolDefinitionInput

export default yearsAlgorithm
