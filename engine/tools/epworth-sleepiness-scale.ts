import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Chance of dozing in a situation, 0–3. Our wording, not the questionnaire's. */
const CHANCE = [
  ['0 · No chance of dozing', 0, 0],
  ['1 · Slight chance', 1, 1],
  ['2 · Moderate chance', 2, 2],
  ['3 · High chance', 3, 3],
] as const

const situation = (label: string, help?: string) => choice(label, CHANCE, { type: 'singleselect.radiogroup', ...(help ? { help } : {}) })

const ITEMS = ['reading', 'television', 'public_place', 'passenger', 'afternoon_rest', 'conversation', 'after_lunch', 'traffic'] as const

const COPYRIGHT =
  'The Epworth Sleepiness Scale is copyright Murray W. Johns and is licensed through Mapi Research Trust. The eight situations are described here in our own words, not in the questionnaire’s wording; use the licensed questionnaire where its exact form is required.'

/**
 * Epworth Sleepiness Scale. Johns MW. Sleep 1991;14(6):540–545.
 *
 * Design notes:
 * - The ESS is copyrighted (Mapi Research Trust licenses it). The eight situations are described
 *   neutrally in our own words and the page says so (instructions and pearls); the answer scale
 *   is the published 0–3 chance of dozing, also reworded. Total 0–24.
 * - Bands as the author gives them (epworthsleepinessscale.com): 0–5 lower normal, 6–10 higher
 *   normal, 11–12 mild, 13–15 moderate, 16–24 severe excessive daytime sleepiness; above 10 is
 *   excessive.
 */
const epworth = {
  slug: 'epworth-sleepiness-scale',
  name: 'Epworth Sleepiness Scale (ESS)',
  calcId: 'calc-epworth-sleepiness-scale',
  ...TOOL_BASE,
  eligibility: 'Adults with suspected excessive daytime sleepiness (for example in obstructive sleep apnoea, narcolepsy or before assessing fitness to drive).',
  description: 'Measures daytime sleepiness from the chance of dozing in eight everyday situations (0–24); scores above 10 indicate excessive daytime sleepiness.',
  contentName: 'epworth-sleepiness-scale',
  sections: {
    patient: [...ITEMS],
  },
  ehrpdns: [],
  controls: controls({
    reading: situation('1. Reading, seated', 'Chance of dozing off (not just feeling tired) in recent times. If the person has not been in a situation lately, estimate how it would affect them.'),
    television: situation('2. Watching television'),
    public_place: situation('3. Seated and inactive in a public place, such as a theatre or a meeting'),
    passenger: situation('4. Car passenger for about an hour without a break'),
    afternoon_rest: situation('5. Lying down to rest in the afternoon, when circumstances allow'),
    conversation: situation('6. Seated, in conversation with someone'),
    after_lunch: situation('7. Sitting quietly after a lunch without alcohol'),
    traffic: situation('8. Driving, while stopped in traffic for a few minutes'),
    score: score('ESS score', `points(${ITEMS.join(', ')})`, { cpdn: 'ess_score', units: 'of 24' }),
    band: result(
      'Daytime sleepiness',
      "if(score >= 16, 'Severe excessive daytime sleepiness (16–24)', if(score >= 13, 'Moderate excessive daytime sleepiness (13–15)', if(score >= 11, 'Mild excessive daytime sleepiness (11–12)', if(score >= 6, 'Higher normal daytime sleepiness (6–10)', 'Lower normal daytime sleepiness (0–5)'))))",
      { cpdn: 'ess_band' },
    ),
    interpretation: interpretation(
      "if(score >= 11, 'Excessive daytime sleepiness (above 10): look for its cause (obstructive sleep apnoea, insufficient sleep, sedating drugs, narcolepsy, depression) and consider a sleep study; advise against driving or other dangerous activities while sleepy.', " +
        "'Within the normal range (0–10): excessive daytime sleepiness is not shown by this score.')",
      { label: 'Next step' },
    ),
  }),
  risk: ['score', 'band', 'interpretation'],
  chartNote: {
    cc: 'Epworth Sleepiness Scale {{ess_score}} of 24: {{ess_band}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'johns1991',
      citation: 'Johns MW. A new method for measuring daytime sleepiness: the Epworth sleepiness scale. Sleep. 1991;14(6):540–545. PMID: 1798888.',
      pmid: '1798888',
      doi: '10.1093/sleep/14.6.540',
      kind: 'derivation',
      cohort: 'n = 180 adults: 30 normal controls and 150 patients with sleep disorders',
    },
    {
      id: 'johns1992',
      citation: 'Johns MW. Reliability and factor analysis of the Epworth Sleepiness Scale. Sleep. 1992;15(4):376–381. PMID: 1519015.',
      pmid: '1519015',
      doi: '10.1093/sleep/15.4.376',
      kind: 'validation',
    },
    {
      id: 'johnsweb',
      citation: 'Johns MW. About the ESS: score interpretation and licensing (Mapi Research Trust). epworthsleepinessscale.com.',
      url: 'https://epworthsleepinessscale.com/about-the-ess/',
      kind: 'instrument and licence',
    },
  ],
  category: 'Pulmonology',
  synonyms: ['Epworth', 'Epworth score', 'daytime sleepiness scale', 'sleepiness questionnaire', 'excessive daytime sleepiness'],
  abbreviations: ['ESS', 'EDS', 'OSA'],
  conditions: ['excessive daytime sleepiness', 'obstructive sleep apnea', 'sleep apnoea', 'narcolepsy', 'hypersomnia', 'drowsy driving'],
  instructions: `The person rates the chance of dozing off in each of eight situations in recent times, from 0 (none) to 3 (high). ${COPYRIGHT}`,
  whenToUse: ['To measure daytime sleepiness in suspected obstructive sleep apnoea or other sleep disorders, and to follow it during treatment.'],
  pearls: [
    'The scale asks about dozing, not tiredness or fatigue: a tired person who does not fall asleep scores low.',
    'In the original study, normal adults scored 5.9 on average; scores above 10 are outside the normal range.',
    'Sleepiness is not required for a diagnosis of sleep apnoea: a normal score does not exclude it.',
    COPYRIGHT,
  ],
  nextSteps: {
    advice: [
      'Score 11–24: assess for the cause of excessive sleepiness and consider a sleep study; give advice on driving.',
      'Score 0–10: normal range.',
    ],
    management: ['Repeat the scale during treatment (for example on CPAP) to follow sleepiness.'],
  },
  evidence: [
    'Derived in 30 normal adults and 150 patients with sleep disorders: normal subjects scored 5.9 on average; scores distinguished normal subjects from patients with obstructive sleep apnoea, narcolepsy and idiopathic hypersomnia, and in sleep apnoea they correlated with the respiratory disturbance index and the lowest overnight oxygen saturation. People who only snored scored like controls.',
    'Test–retest reliability and internal consistency were high in later studies (Johns 1992).',
  ],
  formula: [
    'Eight situations, each 0 (no chance of dozing) to 3 (high chance)',
    'Total 0–24: 0–5 lower normal, 6–10 higher normal, 11–12 mild, 13–15 moderate, 16–24 severe excessive daytime sleepiness',
  ],
  resultSummary: 'Epworth Sleepiness Scale {{ess_score}} of 24: {{ess_band}}.',
  testVectors: [
    {
      description: 'No chance of dozing anywhere: 0, lower normal',
      inputs: { reading: 0, television: 0, public_place: 0, passenger: 0, afternoon_rest: 0, conversation: 0, after_lunch: 0, traffic: 0 },
      expected: { ess_score: 0, ess_band: 'Lower normal daytime sleepiness (0–5)' },
      source: 'johns1991 (items 0–3, total 0–24); johnsweb (bands); counted by hand',
    },
    {
      description: 'Total 10, the top of the normal range: higher normal',
      inputs: { reading: 2, television: 2, public_place: 1, passenger: 2, afternoon_rest: 3, conversation: 0, after_lunch: 0, traffic: 0 },
      expected: { ess_score: 10, ess_band: 'Higher normal daytime sleepiness (6–10)' },
      source: 'johnsweb (6–10 higher normal); counted by hand: 2+2+1+2+3+0+0+0',
    },
    {
      description: 'Total 11: mild excessive daytime sleepiness',
      inputs: { reading: 2, television: 2, public_place: 1, passenger: 2, afternoon_rest: 3, conversation: 0, after_lunch: 1, traffic: 0 },
      expected: { ess_score: 11, ess_band: 'Mild excessive daytime sleepiness (11–12)' },
      source: 'johnsweb (11–12 mild); counted by hand: 2+2+1+2+3+0+1+0',
    },
    {
      description: 'High chance everywhere: 24, severe',
      inputs: { reading: 3, television: 3, public_place: 3, passenger: 3, afternoon_rest: 3, conversation: 3, after_lunch: 3, traffic: 3 },
      expected: { ess_score: 24, ess_band: 'Severe excessive daytime sleepiness (16–24)' },
      source: 'johns1991 (maximum 24); johnsweb (16–24 severe); counted by hand',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Eight situations scored 0–3, total 0–24; the derivation cohort and its findings',
      citations: ['johns1991'],
      checkedAgainstPrimary: false,
      note: 'The full text of Johns 1991 was not opened; the cohort and findings were checked against its abstract, the situations and scale against several reproductions of the questionnaire, and the mean of 5.9 in normal subjects against a calculator reference citing the paper.',
    },
    {
      statement: 'Bands 0–5, 6–10, 11–12, 13–15 and 16–24',
      citations: ['johnsweb'],
      checkedAgainstPrimary: false,
      note: 'The author’s website was not opened; the bands were taken from sleep clinic pages that reproduce it. Other services use other bands (for example 10 or more as abnormal).',
    },
  ],
} satisfies ToolDefinitionInput

export default epworth
