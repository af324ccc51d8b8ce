import { PACK_YEARS_RANGES } from '../formulas/packyears.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, mustHold, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Cigarettes per day from whichever amount field is shown (packs × 20). */
const CIGARETTES = "if(amount_unit = 'packs', packs_to_cigarettes(packs_per_day), cigarettes_per_day)"
/** Years since quitting: 0 for a current smoker (spec 02 §9). */
const QUIT = "if(smoking_status = 'former', years_quit, 0)"
/** The USPSTF criteria are checked on the pack-years as displayed (whole number). */
const SHOWN = 'round(pkyrs)'
const AGE_OK = 'between(age, 50, 80)'
const PACK_YEARS_OK = `${SHOWN} >= 20`
const RECENT_OK = "(smoking_status = 'current' or years_quit < 15)"

/**
 * Pack-years of cigarette smoking (spec 02 §9: cigarettes per day ÷ 20 × (years since starting −
 * years since quitting), quit years 0 for current smokers, rounded), with the USPSTF 2021 lung
 * cancer screening criteria as guidance. Formula: engine/formulas/packyears.ts.
 */
const packYears = {
  slug: 'pack-years',
  name: 'Pack-Years of Smoking (with Lung Cancer Screening Criteria)',
  calcId: 'calc-pack-years',
  ...TOOL_BASE,
  eligibility: 'Adults who smoke cigarettes now or smoked them in the past. Pipes, cigars, e-cigarettes and cannabis are not counted in pack-years.',
  description:
    'Calculates lifetime cigarette exposure in pack-years and checks the USPSTF 2021 age, pack-year and quit-time criteria for yearly low-dose CT lung cancer screening.',
  contentName: 'pack-years',
  sections: {
    patient: ['smoking_status', 'amount_unit', 'cigarettes_per_day', 'packs_per_day', 'years_started', 'years_quit', 'age'],
  },
  ehrpdns: ['smoking_status', 'age'],
  controls: controls({
    smoking_status: choice('Smoking status', [
      ['Currently smokes', 'current'],
      ['Former smoker', 'former'],
    ]),
    amount_unit: choice(
      'Enter the amount as',
      [
        ['Cigarettes per day', 'cigarettes'],
        ['Packs per day', 'packs'],
      ],
      { help: 'One pack is 20 cigarettes.', required: false, defaults: [{ value: 'cigarettes' }], interfaceChoice: true },
    ),
    cigarettes_per_day: measure(
      'Cigarettes per day (average over the smoking years)',
      'cigarettes/day',
      { min: 1, max: PACK_YEARS_RANGES.cigarettesPerDay.max, integer: true },
      { visibility: "amount_unit = 'cigarettes'", type: 'numeric.packsperday' },
    ),
    packs_per_day: measure(
      'Packs per day (average over the smoking years)',
      'packs/day',
      { min: 0.05, max: PACK_YEARS_RANGES.packsPerDay.max },
      { help: 'For example 0.5, 1 or 1.5 (one cigarette is 0.05 pack).', visibility: "amount_unit = 'packs'" },
    ),
    years_started: measure(
      'Years since starting to smoke',
      'years',
      { min: 1, max: PACK_YEARS_RANGES.yearsSinceStarted.max, integer: true },
      {
        help: 'For example, someone who started at 18 and is now 58 started 40 years ago.',
        validations: [mustHold('age = null or years_started < age', 'Years since starting to smoke must be less than the person’s age.')],
        type: 'numeric.startsmoking',
      },
    ),
    years_quit: measure(
      'Years since quitting',
      'years',
      { min: PACK_YEARS_RANGES.yearsSinceQuit.min, max: PACK_YEARS_RANGES.yearsSinceQuit.max - 1, integer: true },
      {
        help: 'Enter 0 if the person quit less than a year ago.',
        validations: [
          mustHold(
            'years_started = null or years_quit < years_started',
            'Years since quitting must be less than years since starting to smoke: a person cannot quit before, or in the same year as, starting.',
          ),
        ],
        visibility: "smoking_status = 'former'",
        type: 'numeric.quitsmoking',
      },
    ),
    age: measure(
      'Age (for the screening criteria)',
      'years',
      { min: 18, max: 120 },
      { help: 'Optional: needed only to check the lung cancer screening criteria.', required: false },
    ),
    pkyrs: result('Pack-years', `pack_years(${CIGARETTES}, years_started, ${QUIT})`, {
      type: 'numeric.pkyrs',
      cpdn: 'pack_years',
      units: 'pack-years',
      decimals: 0,
    }),
    smoking_years: result('Years of smoking', `years_started - ${QUIT}`, { units: 'years', decimals: 0 }),
    screening: interpretation(
      `if(pkyrs = null, null, if(age = null, 'Enter the age to check the USPSTF 2021 lung cancer screening criteria (age 50–80, at least 20 pack-years, currently smoking or quit less than 15 years ago).', ` +
        `if(${AGE_OK} and ${PACK_YEARS_OK} and ${RECENT_OK}, 'Meets the USPSTF 2021 criteria for yearly low-dose CT lung cancer screening. Offer it after a shared decision-making conversation, unless a health problem substantially limits life expectancy or the ability or willingness to have curative lung surgery.', ` +
        `'Does not meet the USPSTF 2021 criteria for lung cancer screening; the criteria below show which one is not met. Other guidelines may differ.'))) + ` +
        `if(smoking_status = 'current', ' Stopping smoking is the most effective way to lower the risk: offer support and treatment.', '')`,
      { label: 'Lung cancer screening (USPSTF 2021), guidance only' },
    ),
    screening_criteria: result(
      'USPSTF 2021 criteria',
      `'Age 50–80: ' + if(${AGE_OK}, 'met', 'not met') + '. At least 20 pack-years: ' + if(${PACK_YEARS_OK}, 'met', 'not met') + ` +
        `'. Currently smoking or quit less than 15 years ago: ' + if(${RECENT_OK}, 'met', 'not met') + '.'`,
      { visibility: 'age != null', type: 'summary.statement' },
    ),
  }),
  risk: ['pkyrs', 'smoking_years', 'screening', 'screening_criteria'],
  chartNote: {
    cc: 'Smoking history {{pack_years}} pack-years over {{smoking_years}} years. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'uspstf2021',
      citation:
        'US Preventive Services Task Force; Krist AH, Davidson KW, Mangione CM, et al. Screening for lung cancer: US Preventive Services Task Force recommendation statement. JAMA. 2021;325(10):962–970.',
      pmid: '33687470',
      doi: '10.1001/jama.2021.1117',
      kind: 'guideline',
    },
  ],
  definitions: [
    {
      term: 'Pack-year',
      definition: 'Smoking one pack (20 cigarettes) a day for one year. 10 cigarettes a day for 20 years is also 10 pack-years.',
    },
  ],
  category: 'Pulmonology',
  synonyms: ['pack years', 'smoking history', 'tobacco exposure', 'lung cancer screening eligibility', 'cigarette pack-years'],
  abbreviations: ['PY', 'LDCT', 'USPSTF'],
  conditions: ['smoking', 'lung cancer', 'COPD'],
  instructions:
    'For adults who smoke or used to smoke cigarettes. Use the average number smoked per day over all the smoking years; if the amount changed a lot, work out each period separately and add them up. Exclude long breaks when the person did not smoke by shortening the years accordingly.',
  whenToUse: [
    'Documenting smoking history in the medical record.',
    'Checking eligibility for lung cancer screening with low-dose CT.',
    'Assessing the risk of smoking-related disease (for example COPD) in conversation with the patient.',
  ],
  pearls: [
    'Pack-years = (cigarettes per day ÷ 20) × years smoked. It summarises dose and duration in one number but ignores when the smoking happened and how it varied.',
    'Recall of past smoking is imprecise; treat the result as an estimate, especially near a threshold such as 20 pack-years.',
    'USPSTF 2021 widened screening to ages 50–80 and 20 pack-years (from 55–80 and 30 pack-years in 2013), which substantially increases the number of eligible people, particularly women and Black adults.',
    'Screening stops once a person has not smoked for 15 years, or when a health problem substantially limits life expectancy or the ability or willingness to have curative lung surgery.',
    'The screening criteria are checked against the pack-years as displayed (whole number).',
  ],
  nextSteps: {
    advice: [
      'Current smokers: offer brief advice and effective cessation treatment (behavioural support with varenicline or nicotine replacement).',
      'Criteria met: discuss benefits (fewer lung cancer deaths) and harms (false positives, overdiagnosis, radiation) before ordering a yearly low-dose CT.',
    ],
    management: ['Record the pack-years and the date of quitting in the problem list so that screening eligibility can be rechecked each year.'],
  },
  evidence: [
    'The USPSTF 2021 recommendation (grade B) rests on randomised trials such as the National Lung Screening Trial (53,454 participants) and NELSON, and on modelling studies of screening programmes.',
    'Pack-years are the exposure measure used by these trials and by the USPSTF to define who benefits from screening.',
  ],
  formula: [
    'Cigarettes per day = packs per day × 20',
    'Years smoked = years since starting − years since quitting (0 for a current smoker)',
    'Pack-years = cigarettes per day ÷ 20 × years smoked, shown as a whole number',
    'USPSTF 2021 screening criteria: age 50–80, ≥ 20 pack-years, and currently smoking or quit less than 15 years ago',
  ],
  resultSummary: '{{pack_years}} pack-years of cigarette smoking over {{smoking_years}} years.',
  testVectors: [
    {
      description: 'Current smoker, 20 cigarettes a day, started 30 years ago, age 48',
      inputs: { smoking_status: 'current', amount_unit: 'cigarettes', cigarettes_per_day: 20, years_started: 30, age: 48 },
      expected: { pack_years: 30, smoking_years: 30 },
      source: 'Definition of the pack-year (uspstf2021) and the spec 02 §9 formula: 20 ÷ 20 × (30 − 0) = 30; hand calculation',
    },
    {
      description: 'Former smoker, 20 cigarettes a day, started 30 years ago, quit 10 years ago, age 60: meets the screening criteria',
      inputs: { smoking_status: 'former', amount_unit: 'cigarettes', cigarettes_per_day: 20, years_started: 30, years_quit: 10, age: 60 },
      expected: { pack_years: 20, smoking_years: 20 },
      source: 'Definition of the pack-year (uspstf2021) and the spec 02 §9 formula: 20 ÷ 20 × (30 − 10) = 20; hand calculation',
    },
    {
      description: 'Current smoker, 1.5 packs a day for 20 years',
      inputs: { smoking_status: 'current', amount_unit: 'packs', packs_per_day: 1.5, years_started: 20 },
      expected: { pack_years: 30, smoking_years: 20 },
      source: 'Spec 02 §9: packs × 20 = cigarettes; 30 ÷ 20 × 20 = 30; hand calculation',
    },
    {
      description: 'Former smoker, half a pack a day, started 25 years ago, quit 5 years ago',
      inputs: { smoking_status: 'former', amount_unit: 'cigarettes', cigarettes_per_day: 10, years_started: 25, years_quit: 5 },
      expected: { pack_years: 10, smoking_years: 20 },
      source:
        'Definition of the pack-year (uspstf2021: one pack-year is 20 cigarettes a day for one year) and the spec 02 §9 formula: 10 ÷ 20 × (25 − 5) = 10; hand calculation',
    },
  ],
} satisfies ToolDefinitionInput

export default packYears
