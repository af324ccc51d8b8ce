import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, mustHold, result, units } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** The oldest age the formulas cover: up to the 13th birthday (12 completed years). */
export const APLS_AGE_BEFORE_YEARS = 13

/**
 * Completed months and years of the age (canonical in years). The value is rounded to 6 decimals
 * first so that an age typed in months (4 months = 0.333333333333 years) never falls a hair
 * below a whole month.
 */
const MONTHS = 'floor(round(age * 12, 6))'
const YEARS = 'floor(round(age, 6))'
const INFANT = `${MONTHS} < 12`
const YOUNG = `${MONTHS} >= 12 and ${YEARS} <= 5`
const OLDER = `${YEARS} >= 6 and ${YEARS} <= 12`
const TOO_YOUNG =
  'The APLS formula for infants applies from 1 month of age. In the first month a baby’s weight depends on gestation and birth weight, which the formula does not know: weigh the baby or use the birth weight.'
const TOO_OLD =
  'The APLS formulas cover children up to their 13th birthday (the last band is 6–12 years). From 13, weight varies too widely with puberty for an age formula: weigh the child or use the weight known.'

/**
 * Paediatric weight estimated from age with the three formulas of Advanced Paediatric Life Support,
 * 5th edition (ALSG, 2011): 1–12 months (0.5 × age in months) + 4; 1–5 years (2 × age in years)
 * + 8; 6–12 years (3 × age in years) + 7.
 *
 * Design notes:
 * - Age is one field in years (canonical) or months (1 year = 12 months, exact). The formulas take
 *   the age as it is stated clinically: completed months under 1 year, completed years from 1
 *   (a child of 5 years 11 months is 5). The result names the age and formula used.
 * - Valid from 1 month to the 13th birthday, as the formulas' age bands. Younger or older is
 *   refused with the reason, never estimated with the nearest formula. The range (0–13 years)
 *   refuses what cannot be an age here; the two validations refuse, by completed months and
 *   years, under 1 month and the 13th birthday itself.
 * - The two formulas meet at 12 months (10 kg); from 5 to 6 years the estimate jumps from 18 to
 *   25 kg, as the formulas do.
 * - The estimate has its own name (`estimated_weight_apls`), never `weight`, so no other tool
 *   takes it as a measured weight.
 * - The 6th edition of APLS (2016) replaced the formulas with a table of weights by age and sex;
 *   that table is not reproduced here.
 */
const pediatricWeightEstimation = {
  slug: 'pediatric-weight-estimation',
  name: 'Paediatric Weight Estimate from Age (APLS Formulas)',
  calcId: 'calc-pediatric-weight-estimation',
  ...TOOL_BASE,
  eligibility:
    'Infants from 1 month and children up to their 13th birthday who need emergency treatment before they can be weighed, when no recent measured weight is known.',
  description:
    'Estimates a child’s weight from age with the age-based formulas of Advanced Paediatric Life Support (5th edition), for emergency doses and equipment until the child can be weighed.',
  contentName: 'pediatric-weight-estimation',
  sections: {
    patient: ['age'],
  },
  ehrpdns: [],
  controls: controls({
    age: measure(
      'Age',
      units([
        { value: 'years', name: 'years', precision: 2 },
        { value: 'months', name: 'months', precision: 1 },
      ]),
      { min: 0, max: APLS_AGE_BEFORE_YEARS, reason: TOO_OLD },
      {
        help: '1 month to 12 years 11 months, in years or months (1 year = 12 months; 1.5 years = 18 months). Completed months count under 1 year, completed years from 1.',
        validations: [mustHold(`${MONTHS} >= 1`, TOO_YOUNG), mustHold(`${YEARS} <= 12 or age > ${APLS_AGE_BEFORE_YEARS}`, TOO_OLD)],
      },
    ),
    age_used: result(
      'Age used in the formula',
      `if(age = null, null, if(${INFANT}, concat(${MONTHS}, if(${MONTHS} = 1, ' month', ' months')), concat(${YEARS}, if(${YEARS} = 1, ' year', ' years'))))`,
    ),
    formula_used: result(
      'Formula',
      `if(age = null, null, if(${INFANT}, '1–12 months: (0.5 × age in months) + 4', if(${YOUNG}, '1–5 years: (2 × age in years) + 8', '6–12 years: (3 × age in years) + 7')))`,
    ),
    estimated_weight: result(
      'Estimated weight (an estimate, not a measured weight)',
      `if(age = null, null, if(${INFANT}, 0.5 * ${MONTHS} + 4, if(${YOUNG}, 2 * ${YEARS} + 8, if(${OLDER}, 3 * ${YEARS} + 7, null))))`,
      { cpdn: 'estimated_weight_apls', units: 'kg', decimals: 1 },
    ),
    interpretation: interpretation(
      "if(estimated_weight = null, null, 'An age-based estimate of weight, not this child’s weight: children of the same age differ widely, and the formulas overestimate or underestimate in many populations. Use it for the first doses and equipment, then replace it with a measured weight (or a length-based estimate) as soon as one can be had, and recalculate the doses.')",
    ),
  }),
  risk: ['age_used', 'formula_used', 'estimated_weight', 'interpretation'],
  chartNote: {
    cc: 'Weight ESTIMATED from age (not measured): {{estimated_weight_apls}} kg, APLS formula {{formula_used}}, age used {{age_used}}. Weigh the child as soon as possible. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'apls2011',
      citation:
        'Advanced Life Support Group. Advanced Paediatric Life Support: The Practical Approach. 5th ed. Chichester: Wiley-Blackwell (BMJ Books); 2011.',
      kind: 'guideline (course manual)',
    },
    {
      id: 'rcuk-faq-pls2011',
      citation:
        'Resuscitation Council (UK). Frequently asked questions: Paediatric Life Support. Why does the Resuscitation Council (UK) teach a different weight formula to that which is taught by ALSG? July 2011 (updated February 2013).',
      url: 'http://www.resus.org.uk/pages/faqPLS.htm',
      kind: 'guideline',
    },
    {
      id: 'marikar2015',
      citation: 'Marikar D. A novel tool to aid usability of age-based weight estimation formulae. BMJ Innovations. 2015;1(3):96.',
      doi: '10.1136/bmjinnov-2015-000059',
      kind: 'commentary',
    },
    {
      id: 'luscombe2011',
      citation:
        'Luscombe MD, Owens BD, Burke D. Weight estimation in paediatrics: a comparison of the APLS formula and the formula ‘Weight=3(age)+7’. Emerg Med J. 2011;28(7):590–593.',
      pmid: '20659877',
      doi: '10.1136/emj.2009.087288',
      kind: 'validation',
      cohort: 'n = 93,827 children aged 1–16 years attending a UK paediatric emergency department, 2003–2008',
    },
    {
      id: 'flannigan2014',
      citation:
        'Flannigan C, Bourke TW, Sproule A, Stevenson M, Terris M. Are APLS formulae for estimating weight appropriate for use in children admitted to PICU? Resuscitation. 2014;85(7):927–931.',
      kind: 'validation',
      cohort: 'n = 10,081 children from term-corrected age to 15 years admitted to UK paediatric intensive care units, 2006–2010',
    },
    {
      id: 'sandell2009',
      citation: 'Sandell JM, Charman SC. Can age-based estimates of weight be safely used when resuscitating children? Emerg Med J. 2009;26(1):43–47.',
      kind: 'validation',
      cohort: 'n = 544 children aged 0–11 years in a UK paediatric outpatient clinic',
    },
    {
      id: 'marlow2019',
      citation: 'Marlow RD, Wood DLB, Lyttle MD. Comparing the usability of paediatric weight estimation methods: a simulation study. Arch Dis Child. 2019;104(2):121–123.',
      pmid: '29976558',
      doi: '10.1136/archdischild-2018-314873',
      kind: 'simulation study',
      cohort: '57 acute paediatric staff, 2240 simulated weight estimates',
    },
  ],
  definitions: [
    { term: 'APLS', definition: 'Advanced Paediatric Life Support, the course and manual of the Advanced Life Support Group (UK).' },
    { term: 'Completed years', definition: 'Age at the last birthday: a child of 5 years 11 months is 5.' },
  ],
  category: 'Paediatrics',
  synonyms: [
    'APLS weight formula',
    'APLS weight',
    'child weight estimate',
    'estimated weight child',
    'paediatric weight estimation',
    'pediatric weight estimation',
    'weight from age',
    'age-based weight',
    'emergency weight estimate child',
    '2 x age + 8',
    '3 x age + 7',
  ],
  abbreviations: ['APLS'],
  conditions: ['paediatric resuscitation', 'pediatric resuscitation', 'seriously ill child', 'emergency drug dosing in children'],
  instructions:
    'Enter the child’s age in months or years. The tool uses completed months under 1 year and completed years from 1, and shows the formula it applied. Use a measured weight, or a recent weight the family or records give, whenever there is one.',
  whenToUse: [
    'Preparing doses, fluids and equipment for a seriously ill or injured child before arrival or before the child can be weighed.',
    'Not when a measured or recently recorded weight is available: use that.',
  ],
  pearls: [
    'These are the three formulas of APLS 5th edition (2011). The 6th edition (2016) replaced them with a reference table of weights by age, separate for girls and boys (Marlow 2019); follow the method your department uses.',
    'The Resuscitation Council UK and European Paediatric Life Support courses teach one formula, (age + 4) × 2, which equals the APLS formula for 1–5 years; it gives a lower estimate than the APLS formula from 6 years.',
    'Age-based estimates are averages: in 10,081 UK children admitted to intensive care the formulas overestimated the mean weight by 10–25.4 % under 1 year and by 8.6–20.7 % at 6–11 years, and underestimated it by 2.8–4.9 % at 2–5 years (Flannigan 2014).',
    'Length-based tapes (such as the Broselow tape) estimate weight from the child’s measured length, and some list precalculated doses; in a UK study of 544 children aged 0–11, length-based estimates were more accurate than age-based ones (Sandell 2009). Use a tape by its own instructions.',
    'Under stress, clinicians made errors with every method in a simulation study; most large errors with a look-up table came from confusing months and years (Marlow 2019). Check the unit of the age entered.',
  ],
  nextSteps: {
    advice: [
      'Replace the estimate with a measured weight (or a length-based estimate) as soon as it can be obtained, and recalculate the doses.',
      'Record in the notes that the weight was estimated from age, and by which formula.',
    ],
    management: ['Check every weight-based dose against the child’s size and the response to treatment; age-based estimates can be far from the actual weight in small, large or obese children.'],
  },
  evidence: [
    'Before 2011 APLS taught one formula, weight = 2 × (age + 4); studies showed that it underestimated the weight of today’s children. The 5th edition (2011) kept it for 1–5 years, written (2 × age) + 8, and adopted (3 × age) + 7 for 6–12 years and (0.5 × age in months) + 4 for infants.',
    'In 93,827 children aged 1–16 years in a UK emergency department, (age + 4) × 2 underestimated weight by a mean of 33.4 % and (3 × age) + 7 by a mean of 6.9 % (Luscombe 2011).',
    'In 10,081 children admitted to UK intensive care units, each of the three APLS formulas was significantly off the mean weight in some age groups; the standard deviations of weight at each age were wide (Flannigan 2014).',
  ],
  formula: [
    '1–12 months: estimated weight (kg) = (0.5 × age in completed months) + 4',
    '1–5 years: estimated weight (kg) = (2 × age in completed years) + 8',
    '6–12 years: estimated weight (kg) = (3 × age in completed years) + 7',
    'Age: 1 year = 12 months (exact)',
  ],
  resultSummary: 'Estimated (not measured) weight {{estimated_weight_apls}} kg by APLS formula for age {{age_used}}.',
  testVectors: [
    {
      description: '1 year (12 months): 10 kg',
      inputs: { age: 1 },
      expected: { estimated_weight_apls: 10, age_used: '1 year', formula_used: '1–5 years: (2 × age in years) + 8' },
      tolerance: 1e-9,
      source: 'marikar2015 (the APLS formulas give 10 kg for a 1-year-old); (2 × 1) + 8 = 10, and the infant formula gives the same at 12 months: (0.5 × 12) + 4 = 10',
    },
    {
      description: '6 years: 25 kg',
      inputs: { age: 6 },
      expected: { estimated_weight_apls: 25, age_used: '6 years' },
      tolerance: 1e-9,
      source: 'marikar2015 (25 kg for a 6-year-old); (3 × 6) + 7 = 25',
    },
    {
      description: '6 months: 7 kg',
      inputs: { age: 0.5 },
      expected: { estimated_weight_apls: 7, age_used: '6 months', formula_used: '1–12 months: (0.5 × age in months) + 4' },
      tolerance: 1e-9,
      source: 'apls2011 infant formula as given by rcuk-faq-pls2011; hand calculation (0.5 × 6) + 4 = 7',
    },
    {
      description: '3 years: 14 kg',
      inputs: { age: 3 },
      expected: { estimated_weight_apls: 14 },
      tolerance: 1e-9,
      source: 'apls2011 1–5 year formula as given by rcuk-faq-pls2011; hand calculation (2 × 3) + 8 = 14',
    },
    {
      description: '12 years 11 months: 43 kg (12 completed years)',
      inputs: { age: 12 + 11 / 12 },
      expected: { estimated_weight_apls: 43, age_used: '12 years', formula_used: '6–12 years: (3 × age in years) + 7' },
      tolerance: 1e-9,
      source: 'apls2011 6–12 year formula as given by rcuk-faq-pls2011; hand calculation (3 × 12) + 7 = 43',
    },
  ],
  evidenceChecks: [
    {
      statement: 'The three APLS formulas, their age bands (1–12 months, 1–5 years, 6–12 years) and the edition that introduced them (5th, 2011).',
      citations: ['apls2011', 'rcuk-faq-pls2011', 'marikar2015', 'flannigan2014'],
      checkedAgainstPrimary: false,
      note: 'The APLS manual could not be opened. The formulas and bands are as given, identically, by the Resuscitation Council (UK) FAQ, Marikar 2015 and Flannigan 2014 (and by the ALSG APLS 5e FAQ reprinted in course material). Sources agree the infant band starts at 1 month; using completed months and completed years is this tool’s reading of "age in months" and "age in years".',
    },
    {
      statement: 'That the 6th edition (2016) replaced the formulas with a reference table by age and sex.',
      citations: ['marlow2019', 'rcuk-faq-pls2011'],
      checkedAgainstPrimary: false,
      note: 'From Marlow 2019 (the most recent APLS course moved from an age-based calculation to a reference table) and the published APLS 6th edition aide-memoire (separate tables for girls and boys); the 6th edition manual itself was not opened.',
    },
  ],
} satisfies ToolDefinitionInput

export default pediatricWeightEstimation
