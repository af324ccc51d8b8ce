import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, multiselect, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Morphine milligram equivalents (MME) per day with the conversion factors of the 2022 CDC Clinical
 * Practice Guideline for Prescribing Opioids for Pain (Dowell D et al., MMWR Recomm Rep
 * 2022;71(3):1–95, Table: "Morphine milligram equivalent doses for commonly prescribed opioids for
 * pain management"). Checked factor by factor against that table: codeine 0.15; fentanyl
 * transdermal 2.4 per µg/h; hydrocodone 1; hydromorphone 5; methadone 4.7 (one factor at every dose,
 * unlike the dose-tiered methadone factors of 2016); morphine 1; oxycodone 1.5; oxymorphone 3;
 * tapentadol 0.4; tramadol 0.2.
 *
 * Design notes:
 * - A multiselect chooses the opioids; each chosen opioid reveals its own required daily-dose field
 *   (hidden fields are empty and add nothing). Each opioid's MME is shown only when it is chosen.
 * - Doses are totals per day (mg/day), except transdermal fentanyl, entered as the patch strength in
 *   µg/h as the guideline's table specifies, and transmucosal fentanyl, in µg/day.
 * - Dose ranges are plausibility limits meant to catch entry errors (a slipped decimal, µg typed as
 *   mg): 0.1 up to a maximum per drug well above usual outpatient doses. They are not dosing limits.
 * - Bands: 50 and 90 MME/day. The "reassess at 50, avoid or justify 90" wording comes from the 2016
 *   CDC guideline (Dowell D, Haegerich TM, Chou R, MMWR Recomm Rep 2016;65(1):1–49); the 2022
 *   guideline keeps 50 MME/day as a point where risk is reviewed (and naloxone offered) but
 *   replaces fixed ceilings with individual evaluation. The interpretation says both.
 */
const OPIOIDS = [
  {
    key: 'codeine',
    name: 'Codeine',
    factor: 0.15,
    unit: 'mg/day',
    max: 720,
    hint: 'Total milligrams per day from all products (e.g. 30 mg four times a day = 120 mg/day).',
  },
  {
    key: 'fentanyl_patch',
    name: 'Fentanyl, transdermal patch',
    factor: 2.4,
    unit: 'µg/h',
    max: 800,
    hint: 'Total strength of the patches worn, in micrograms per hour (e.g. one 25 µg/h patch = 25). Not for buccal, nasal or injected fentanyl.',
  },
  {
    key: 'hydrocodone',
    name: 'Hydrocodone',
    factor: 1,
    unit: 'mg/day',
    max: 600,
    hint: 'Total milligrams of hydrocodone per day (e.g. 5 mg four times a day = 20 mg/day).',
  },
  { key: 'hydromorphone', name: 'Hydromorphone', factor: 5, unit: 'mg/day', max: 600, hint: 'Total milligrams per day, oral.' },
  {
    key: 'methadone',
    name: 'Methadone',
    factor: 4.7,
    unit: 'mg/day',
    max: 500,
    hint: 'Total milligrams per day prescribed for pain. The MME of methadone given for opioid use disorder is not counted against pain thresholds.',
  },
  { key: 'morphine', name: 'Morphine', factor: 1, unit: 'mg/day', max: 3000, hint: 'Total milligrams per day, oral.' },
  {
    key: 'oxycodone',
    name: 'Oxycodone',
    factor: 1.5,
    unit: 'mg/day',
    max: 1500,
    hint: 'Total milligrams per day (e.g. extended-release 10 mg twice a day = 20 mg/day).',
  },
  { key: 'oxymorphone', name: 'Oxymorphone', factor: 3, unit: 'mg/day', max: 600, hint: 'Total milligrams per day, oral.' },
  { key: 'tapentadol', name: 'Tapentadol', factor: 0.4, unit: 'mg/day', max: 1000, hint: 'Total milligrams per day.' },
  { key: 'tramadol', name: 'Tramadol', factor: 0.2, unit: 'mg/day', max: 800, hint: 'Total milligrams per day.' },
] as const

/**
 * Transmucosal fentanyl: not in the 2022 guideline's table. Factors per microgram from CDC's
 * compilation of opioid analgesics with oral MME conversion factors, 2017 version (National Center
 * for Injury Prevention and Control; the same factors as its May 2014 table). Doses in µg per day.
 */
const TRANSMUCOSAL_FENTANYL = [
  {
    key: 'fentanyl_buccal',
    name: 'Fentanyl, buccal or sublingual tablet, or lozenge',
    factor: 0.13,
    unit: 'µg/day',
    max: 6400,
    hint: 'Total micrograms per day (e.g. 400 µg twice a day = 800 µg/day).',
  },
  { key: 'fentanyl_film_spray', name: 'Fentanyl, buccal film or sublingual spray', factor: 0.18, unit: 'µg/day', max: 6400, hint: 'Total micrograms per day.' },
  { key: 'fentanyl_nasal', name: 'Fentanyl, nasal spray', factor: 0.16, unit: 'µg/day', max: 6400, hint: 'Total micrograms per day.' },
] as const

type TableKey = (typeof OPIOIDS)[number]['key']
type TransmucosalKey = (typeof TRANSMUCOSAL_FENTANYL)[number]['key']
const ALL_OPIOIDS = [...OPIOIDS, ...TRANSMUCOSAL_FENTANYL]

/** The 2022 guideline table's factors. */
export const MME_FACTORS: Readonly<Record<TableKey, number>> = Object.fromEntries(OPIOIDS.map((o) => [o.key, o.factor])) as Record<TableKey, number>
/** Transmucosal fentanyl factors (CDC compilation, 2017 version), per µg. */
export const MME_FACTORS_TRANSMUCOSAL_FENTANYL: Readonly<Record<TransmucosalKey, number>> = Object.fromEntries(
  TRANSMUCOSAL_FENTANYL.map((o) => [o.key, o.factor]),
) as Record<TransmucosalKey, number>
export const MME_DOSE_RANGES = Object.fromEntries(ALL_OPIOIDS.map((o) => [o.key, { min: 0.1, max: o.max }])) as Record<
  TableKey | TransmucosalKey,
  { min: number; max: number }
>
const TRANSMUCOSAL_CHOSEN = TRANSMUCOSAL_FENTANYL.map((o) => `opioids.${o.key}`).join(' or ')

/** The total shown has one decimal; the bands read the value shown. */
const SHOWN = 'round(total_mme, 1)'

const doseFields = Object.fromEntries(
  ALL_OPIOIDS.map((o) => [
    `${o.key}_dose`,
    measure(`${o.name}: daily dose`, o.unit, { min: 0.1, max: o.max }, { help: `${o.hint} Accepted: 0.1–${o.max} ${o.unit}.`, visibility: `opioids.${o.key}` }),
  ]),
)
const mmeFields = Object.fromEntries(
  ALL_OPIOIDS.map((o) => [
    `${o.key}_mme`,
    result(`${o.name} (× ${o.factor}${o.unit === 'µg/day' ? ' per µg, CDC 2017 compilation' : ''})`, `${o.key}_dose * ${o.factor}`, {
      units: 'MME/day',
      decimals: 1,
      visibility: `opioids.${o.key}`,
    }),
  ]),
)

const total = ALL_OPIOIDS.map((o) => `if(opioids.${o.key}, ${o.key}_dose * ${o.factor}, 0)`).join(' + ')

const morphineMilligramEquivalents = {
  slug: 'morphine-milligram-equivalents',
  name: 'Morphine Milligram Equivalents (MME) per Day',
  calcId: 'calc-morphine-milligram-equivalents',
  ...TOOL_BASE,
  eligibility:
    'Adults prescribed opioids for pain outside active cancer treatment, sickle cell disease, palliative care and end-of-life care, the settings the CDC guideline covers. Not a tool for switching from one opioid to another.',
  description:
    'Adds up the total daily opioid dose as morphine milligram equivalents using the conversion factors of the 2022 CDC opioid prescribing guideline, and shows where it stands against the 50 and 90 MME/day reference points.',
  contentName: 'morphine-milligram-equivalents',
  sections: {
    patient: ['opioids', ...OPIOIDS.map((o) => `${o.key}_dose`)],
  },
  ehrpdns: [],
  controls: controls({
    opioids: multiselect(
      'Opioids taken',
      ALL_OPIOIDS.map((o) => [o.name, o.key]),
      {
        help: 'Tick every opioid the patient takes regularly or as needed; a dose field opens for each. Buprenorphine has no factor in the guideline and is not included.',
      },
    ),
    ...doseFields,
    ...mmeFields,
    factor_tables: result(
      'Conversion factors from',
      `if(${TRANSMUCOSAL_CHOSEN}, 'CDC 2022 guideline table; transmucosal fentanyl: CDC compilation of oral MME conversion factors, 2017 version (not in the 2022 table)', 'CDC 2022 guideline table')`,
    ),
    total_mme: result('Total morphine milligram equivalents', total, { cpdn: 'mme_per_day', units: 'MME/day', decimals: 1 }),
    dose_band: result(
      'Dose band',
      `if(total_mme = null, null, if(${SHOWN} < 50, 'below 50 MME/day', if(${SHOWN} < 90, '50 to under 90 MME/day', '90 MME/day or more')))`,
    ),
    interpretation: interpretation(
      `if(total_mme = null, null, ` +
        `if(${SHOWN} < 50, 'Below 50 MME/day. Overdose risk still rises with every increase in dose: use the lowest dose that works and reassess regularly.', ` +
        `if(${SHOWN} < 90, '50 MME/day or more. Many patients gain little further pain relief or function above this level while overdose risk keeps climbing: review benefits and risks before any increase, and offer naloxone.', ` +
        `'90 MME/day or more. Overdose risk is considerably higher. The 2016 CDC guideline advised avoiding increases to this level or justifying them carefully; the 2022 guideline drops fixed ceilings but asks for a careful individual review before any increase, and warns against abrupt tapering of long-standing doses. Offer naloxone and consider specialist advice.')) + ` +
        `if(opioids.methadone, ' Methadone: one factor cannot capture it; its potency relative to morphine rises with dose and it accumulates over days, so the MME may understate its risk.', '') + ` +
        `if(opioids.fentanyl_patch, ' Fentanyl patch: the factor applies to the patch strength in µg/h; heat and fever increase absorption.', ''))`,
    ),
    switching_warning: result(
      'Not for switching opioids',
      "'Do not use these figures to convert a dose from one opioid to another. MME compares overall exposure and overdose risk; when switching, the new opioid is usually started well below the calculated equivalent because cross-tolerance is incomplete and people differ in how they handle each drug.'",
      { type: 'summary.statement' },
    ),
  }),
  risk: ['total_mme', 'dose_band', ...ALL_OPIOIDS.map((o) => `${o.key}_mme`), 'factor_tables', 'interpretation', 'switching_warning'],
  chartNote: {
    cc: 'Total opioid dose {{mme_per_day}} MME/day ({{dose_band}}); conversion factors: {{factor_tables}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'dowell2022',
      citation:
        'Dowell D, Ragan KR, Jones CM, Baldwin GT, Chou R. CDC Clinical Practice Guideline for Prescribing Opioids for Pain — United States, 2022. MMWR Recomm Rep. 2022;71(3):1–95.',
      pmid: '36327391',
      doi: '10.15585/mmwr.rr7103a1',
      kind: 'guideline',
    },
    {
      id: 'dowell2016',
      citation:
        'Dowell D, Haegerich TM, Chou R. CDC Guideline for Prescribing Opioids for Chronic Pain — United States, 2016. MMWR Recomm Rep. 2016;65(1):1–49.',
      doi: '10.15585/mmwr.rr6501e1',
      kind: 'guideline',
    },
    {
      id: 'cdc-mme-2017',
      citation:
        'National Center for Injury Prevention and Control. CDC compilation of benzodiazepines, muscle relaxants, stimulants, zolpidem, and opioid analgesics with oral morphine milligram equivalent conversion factors, 2017 version. Atlanta, GA: Centers for Disease Control and Prevention; 2017 (fentanyl buccal or sublingual tablet, or lozenge/troche 0.13; film or oral spray 0.18; nasal spray 0.16, per µg).',
      url: 'https://www.cdc.gov/drugoverdose/resources/data.html',
      kind: 'source of conversion factors (transmucosal fentanyl)',
    },
    {
      id: 'vonkorff2008',
      citation: 'Von Korff M, Saunders K, Ray GT, et al. De facto long-term opioid therapy for noncancer pain. Clin J Pain. 2008;24(6):521–527.',
      kind: 'source of conversion factors',
    },
    {
      id: 'nielsen2016',
      citation:
        'Nielsen S, Degenhardt L, Hoban B, Gisev N. A synthesis of oral morphine equivalents (OME) for opioid utilisation studies. Pharmacoepidemiol Drug Saf. 2016;25(6):733–737.',
      kind: 'source of conversion factors',
    },
  ],
  definitions: [
    { term: 'MME', definition: 'Morphine milligram equivalents: an opioid dose expressed as the amount of oral morphine with a similar opioid effect.' },
  ],
  category: 'Dosing and body size',
  synonyms: [
    'morphine milligram equivalents',
    'morphine equivalent dose',
    'morphine equivalents',
    'oral morphine equivalents',
    'opioid dose calculator',
    'total daily opioid dose',
    'CDC opioid guideline',
  ],
  abbreviations: ['MME', 'MED', 'OME'],
  conditions: ['chronic pain', 'opioid use', 'opioid overdose risk'],
  instructions:
    'Tick each opioid the patient takes and enter its total daily dose (transdermal fentanyl as patch strength in µg/h). Count as-needed doses at the amount actually taken or prescribed per day. For adults with pain outside cancer treatment, sickle cell disease, palliative and end-of-life care. Never use the result to convert between opioids.',
  whenToUse: [
    'Reviewing the total opioid dose of a patient on one or several opioids, for example before renewing or increasing a prescription.',
    'Deciding whether to offer naloxone and how closely to follow up.',
    'Checking a prescription against the dose reference points of a guideline or a prescription-monitoring report.',
  ],
  pearls: [
    'MME estimates overdose risk from total opioid exposure; it is not an equianalgesic table. When switching opioids, start the new drug well below the calculated equivalent and titrate.',
    'The 2022 guideline uses one methadone factor (4.7) at every dose, replacing the dose-tiered factors of 2016; methadone’s potency still rises with dose and it accumulates, so treat its MME as a floor.',
    'Tramadol and tapentadol factors count only their opioid effect; both also act on serotonin or noradrenaline reuptake, with their own risks.',
    'Buprenorphine has no factor in the guideline table and should not be counted against these reference points.',
    'Buccal, sublingual and nasal fentanyl are not in the 2022 table; their factors (0.13, 0.18, 0.16 per µg) come from CDC’s compilation of oral MME conversion factors, 2017 version, and the result names that table.',
    'Risk is not only dose: concurrent benzodiazepines or other sedatives, sleep apnoea, kidney or liver disease, older age and a history of overdose or substance use disorder all add to it.',
  ],
  nextSteps: {
    advice: [
      'At any dose: set goals for pain and function, review them regularly, and prefer the lowest effective dose.',
      'From 50 MME/day, or with other risk factors: offer naloxone and teach the patient and family how to use it.',
      'Do not taper long-standing doses abruptly; agree any reduction with the patient and go slowly.',
    ],
    management: [
      'Check the prescription-monitoring programme for other opioid and sedative prescriptions.',
      'Avoid combining opioids with benzodiazepines where possible.',
      'Consider referral for pain medicine or addiction care when risks outweigh benefits or opioid use disorder is suspected.',
    ],
  },
  evidence: [
    'The conversion factors are those of the 2022 CDC guideline table, adapted by CDC from Von Korff et al. (2008) and Nielsen et al. (2016).',
    'Observational studies reviewed for both CDC guidelines show that overdose risk rises steadily with daily MME, with no dose free of risk; 50 and 90 MME/day are reference points on that continuum rather than safe limits.',
    'The 2016 guideline recommended reassessing at 50 MME/day and avoiding or carefully justifying 90 MME/day or more; the 2022 revision removed fixed ceilings in favour of individual evaluation, keeping 50 MME/day as one trigger for offering naloxone.',
  ],
  formula: [
    'MME/day for each opioid = daily dose × conversion factor (fentanyl patch: µg/h × 2.4)',
    'Factors (CDC 2022): codeine 0.15; fentanyl transdermal 2.4; hydrocodone 1; hydromorphone 5; methadone 4.7; morphine 1; oxycodone 1.5; oxymorphone 3; tapentadol 0.4; tramadol 0.2',
    'Total MME/day = sum over all opioids taken',
    'Reference points: 50 MME/day and 90 MME/day',
  ],
  resultSummary: 'Total {{mme_per_day}} MME/day ({{dose_band}}); conversion factors: {{factor_tables}}.',
  testVectors: [
    {
      description: 'Hydrocodone 5 mg four times a day (20 mg/day)',
      inputs: { opioids: ['hydrocodone'], hydrocodone_dose: 20 },
      expected: { mme_per_day: 20, hydrocodone_mme: 20, dose_band: 'below 50 MME/day' },
      source: 'dowell2022, footnote to the MME conversion-factor table: hydrocodone 5 mg four times daily = 20 mg/day = 20 MME/day',
    },
    {
      description: 'Extended-release oxycodone 10 mg twice a day (20 mg/day)',
      inputs: { opioids: ['oxycodone'], oxycodone_dose: 20 },
      expected: { mme_per_day: 30, oxycodone_mme: 30 },
      tolerance: 1e-9,
      source: 'dowell2022, footnote to the MME conversion-factor table: oxycodone 10 mg twice daily = 20 mg/day = 30 MME/day',
    },
    {
      description: 'Both published examples together',
      inputs: { opioids: ['hydrocodone', 'oxycodone'], hydrocodone_dose: 20, oxycodone_dose: 20 },
      expected: { mme_per_day: 50, dose_band: '50 to under 90 MME/day' },
      tolerance: 1e-9,
      source: 'Sum of the two dowell2022 footnote examples: 20 + 30 = 50 MME/day',
    },
    {
      description: 'Fentanyl patch 25 µg/h with tramadol 200 mg/day',
      inputs: { opioids: ['fentanyl_patch', 'tramadol'], fentanyl_patch_dose: 25, tramadol_dose: 200 },
      expected: { mme_per_day: 100, fentanyl_patch_mme: 60, tramadol_mme: 40, dose_band: '90 MME/day or more' },
      tolerance: 1e-9,
      source: 'Hand calculation with the dowell2022 factors: 25 µg/h × 2.4 = 60; 200 mg × 0.2 = 40; total 100 MME/day',
    },
  ],
} satisfies ToolDefinitionInput

export default morphineMilligramEquivalents
