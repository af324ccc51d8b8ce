import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, lookupTable, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Level, level name (CFS version 2.0) and a neutral description in our own words. The wording and
 * pictures of the scale are copyrighted (K. Rockwood, Dalhousie University); see the source form.
 */
const LEVELS: [level: number, name: string, description: string][] = [
  [1, 'Very fit', 'Robust, active and energetic; exercises regularly; among the fittest for their age.'],
  [2, 'Fit', 'No symptomatic active disease, but less fit than level 1; exercises or is very active now and then.'],
  [3, 'Managing well', 'Medical problems are well controlled, with occasional symptoms; not regularly active beyond routine walking.'],
  [4, 'Living with very mild frailty', 'Independent in daily activities, but symptoms often limit activities; commonly feels slowed up or tired during the day.'],
  [5, 'Living with mild frailty', 'Clearly slowed; needs help with higher-order daily tasks such as finances, transport, heavy housework or medicines.'],
  [6, 'Living with moderate frailty', 'Needs help with all outside activities and with keeping house; has trouble with stairs and needs help with bathing, and may need a little help with dressing.'],
  [7, 'Living with severe frailty', 'Completely dependent on others for personal care, from any cause (physical or cognitive), but stable and not expected to die within about 6 months.'],
  [8, 'Living with very severe frailty', 'Completely dependent and approaching the end of life; typically would not recover even from a minor illness.'],
  [9, 'Terminally ill', 'Approaching the end of life, with a life expectancy under 6 months, without otherwise living with severe frailty.'],
]

/**
 * Clinical Frailty Scale (CFS), version 2.0. Rockwood K et al., CMAJ 2005;173(5):489–495;
 * version 2.0: Rockwood K, Theou O, Can Geriatr J 2020;23(3):210–215.
 *
 * Design notes:
 * - One choice of level 1–9, made by clinical judgement of the person's baseline state (about
 *   2 weeks before an acute illness); the tool records it with its level name and group.
 * - Descriptions are neutral paraphrases; the official form, with its wording and pictures, is at
 *   Dalhousie University (linked), and users are asked to use it unchanged.
 */
const clinicalFrailtyScale = {
  slug: 'clinical-frailty-scale',
  name: 'Clinical Frailty Scale (CFS)',
  calcId: 'calc-clinical-frailty-scale',
  ...TOOL_BASE,
  eligibility:
    'Adults aged 65 or over, judged on their baseline state; not validated in younger people or in people with stable single-system disabilities (for example cerebral palsy or a learning disability).',
  description: 'Grades overall fitness and frailty of older people from 1 (very fit) to 9 (terminally ill) by clinical judgement of their usual function, activity and dependence.',
  contentName: 'clinical-frailty-scale',
  sections: {
    patient: ['level'],
  },
  ehrpdns: [],
  controls: controls({
    level: choice(
      'Clinical Frailty Scale level (baseline, about 2 weeks before any acute illness)',
      LEVELS.map(([l, name, description]) => [`${l} · ${name}: ${description}`, l, l] as [string, number, number]),
      {
        type: 'list.radiogroup',
        help: 'Choose the level that best describes the person’s usual state before the current illness. In dementia, mild dementia usually corresponds to level 5, moderate to 6 and severe to 7.',
      },
    ),
    cfs: score('CFS level', 'points(level)', { cpdn: 'cfs_level', units: 'of 9' }),
    level_name: result('Level', lookupTable('level', LEVELS.map(([l, name]) => [l, name])), { cpdn: 'cfs_level_name' }),
    group: interpretation(
      "if(level <= 3, 'Not frail (levels 1–3).', if(level = 4, 'Very mild frailty (level 4; formerly called vulnerable).', if(level <= 8, 'Frail (levels 5–8): mild to very severe frailty.', 'Terminally ill (level 9): life expectancy under 6 months, whatever the level of frailty.')))",
      { label: 'Group' },
    ),
  }),
  risk: ['cfs', 'level_name', 'group'],
  chartNote: {
    cc: 'Clinical Frailty Scale {{cfs_level}} ({{cfs_level_name}}), baseline state. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'rockwood2005',
      citation:
        'Rockwood K, Song X, MacKnight C, et al. A global clinical measure of fitness and frailty in elderly people. CMAJ. 2005;173(5):489–495. PMID 16129869.',
      pmid: '16129869',
      doi: '10.1503/cmaj.050051',
      kind: 'derivation',
      cohort: 'n = 2,305 older people of the Canadian Study of Health and Aging, followed for 5 years',
    },
    {
      id: 'rockwood2020',
      citation: 'Rockwood K, Theou O. Using the Clinical Frailty Scale in allocating scarce health care resources. Can Geriatr J. 2020;23(3):210–215. PMID 32904824.',
      pmid: '32904824',
      doi: '10.5770/cgj.23.463',
      kind: 'version 2.0 and guidance',
    },
    {
      id: 'dalhousie-cfs',
      citation: 'Geriatric Medicine Research, Dalhousie University. Clinical Frailty Scale (version 2.0): form, level descriptions and scoring guidance. Halifax, NS: Dalhousie University; 2020.',
      url: 'https://www.dal.ca/sites/gmr/our-tools/clinical-frailty-scale.html',
      kind: 'instrument',
    },
  ],
  category: 'Critical care',
  synonyms: ['Rockwood frailty scale', 'CFS score', 'frailty score', 'frailty assessment', 'Rockwood score', 'Canadian Study of Health and Aging frailty scale'],
  abbreviations: ['CFS', 'CSHA'],
  conditions: ['frailty', 'older people', 'elderly', 'dementia', 'end of life', 'critical care admission'],
  instructions:
    'Judge the person’s usual state about 2 weeks before the current illness, from the history (including from family or carers) and examination; do not score the acute illness. The scale needs clinical judgement and is not a questionnaire. For the exact wording and pictures, use the official form from Dalhousie University.',
  whenToUse: [
    'At admission of older people to hospital, emergency care, intensive care or surgery, to describe baseline fitness and frailty.',
    'To inform, together with other factors and the person’s wishes, discussions about treatment intensity and goals of care.',
  ],
  pearls: [
    'Score the baseline, not the acute illness: a fit person made bed-bound by pneumonia is not level 7.',
    'The scale is not widely validated in people under 65 or in people with stable single-system disabilities (such as cerebral palsy or a learning disability); it should not be used for them.',
    'Version 2.0 (2020) renamed the levels (level 4 "vulnerable" became "living with very mild frailty") and edited the descriptions slightly.',
    'A CFS level should never decide treatment on its own; it is one input to an individual assessment.',
  ],
  nextSteps: {
    advice: [
      'Levels 1–3: not frail; usual care.',
      'Level 4: very mild frailty; consider what limits activity and how to prevent decline.',
      'Levels 5 and above: frail; consider a comprehensive geriatric assessment, and discuss goals of care and treatment escalation with the person and those close to them.',
    ],
    management: ['Record the level with the date and that it describes the baseline state.'],
  },
  evidence: [
    'Developed as a 7-point scale in 2,305 older people of the Canadian Study of Health and Aging; each one-level increase raised the risk of death within about 70 months by 21.2 % and of entry into an institution by 23.9 % after adjustment for age, sex and education (Rockwood 2005).',
    'Later extended to 9 levels; version 2.0 (2020) revised the level names and descriptions and stressed that the scale assesses the baseline state and needs clinical judgement.',
  ],
  formula: LEVELS.map(([l, name, d]) => `${l}: ${name}. ${d}`),
  resultSummary: 'Clinical Frailty Scale {{cfs_level}}: {{cfs_level_name}}.',
  testVectors: [
    {
      description: 'Level 1: very fit, not frail',
      inputs: { level: 1 },
      expected: { cfs_level: 1, cfs_level_name: 'Very fit', group: 'Not frail (levels 1–3).' },
      source: 'rockwood2020 (CFS 2.0 level 1, very fit)',
    },
    {
      description: 'Level 5: mild frailty',
      inputs: { level: 5 },
      expected: { cfs_level: 5, cfs_level_name: 'Living with mild frailty', group: 'Frail (levels 5–8): mild to very severe frailty.' },
      source: 'rockwood2020 (CFS 2.0 level 5, living with mild frailty)',
    },
    {
      description: 'Level 9: terminally ill',
      inputs: { level: 9 },
      expected: { cfs_level: 9, cfs_level_name: 'Terminally ill' },
      source: 'rockwood2020 (CFS 2.0 level 9, terminally ill)',
    },
  ],
} satisfies ToolDefinitionInput

export default clinicalFrailtyScale
