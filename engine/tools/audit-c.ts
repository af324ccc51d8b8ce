import type { ToolDefinitionInput } from '../schema/tool.ts'
import { SEXES, choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const DRINKS = "frequency != 0"

/**
 * AUDIT-C: the three consumption questions of the WHO AUDIT. Bush K et al., Arch Intern Med
 * 1998;158(16):1789–1795; sex-specific cut-offs of Bradley KA et al., Alcohol Clin Exp Res
 * 2007;31(7):1208–1217, used by the US Veterans Health Administration.
 *
 * Design notes:
 * - The questions and answers follow the WHO AUDIT (free to use, Babor 2001), 0–4 points each,
 *   total 0–12.
 * - "Never" to the first question means no drinking: the two other questions are not asked and
 *   score 0, as the instrument instructs.
 * - Positive screen: 4 or more in men, 3 or more in women (Bradley 2007; VA). Sex is asked
 *   only for the cut-off.
 */
const auditC = {
  slug: 'audit-c',
  name: 'AUDIT-C Alcohol Use Screening',
  calcId: 'calc-audit-c',
  ...TOOL_BASE,
  eligibility: 'Adults, to screen for unhealthy alcohol use (hazardous drinking or an alcohol use disorder).',
  description: 'Screens for unhealthy alcohol use with the three consumption questions of the WHO AUDIT (0–12), with the sex-specific cut-offs used in US primary care.',
  contentName: 'audit-c',
  sections: {
    patient: ['sex', 'frequency', 'typical', 'heavy'],
  },
  ehrpdns: ['sex'],
  controls: controls({
    sex: choice('Sex', SEXES, { help: 'Sets the cut-off: 4 or more in men, 3 or more in women.' }),
    frequency: choice(
      '1. How often do you have a drink containing alcohol?',
      [
        ['Never', 0, 0],
        ['Monthly or less', 1, 1],
        ['2–4 times a month', 2, 2],
        ['2–3 times a week', 3, 3],
        ['4 or more times a week', 4, 4],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    typical: choice(
      '2. How many standard drinks containing alcohol do you have on a typical day when drinking?',
      [
        ['1 or 2', 0, 0],
        ['3 or 4', 1, 1],
        ['5 or 6', 2, 2],
        ['7 to 9', 3, 3],
        ['10 or more', 4, 4],
      ],
      { type: 'singleselect.radiogroup', visibility: DRINKS, help: 'A US standard drink holds 14 g of alcohol: 12 oz of beer, 5 oz of wine or 1.5 oz of spirits.' },
    ),
    heavy: choice(
      '3. How often do you have six or more drinks on one occasion?',
      [
        ['Never', 0, 0],
        ['Less than monthly', 1, 1],
        ['Monthly', 2, 2],
        ['Weekly', 3, 3],
        ['Daily or almost daily', 4, 4],
      ],
      { type: 'singleselect.radiogroup', visibility: DRINKS },
    ),
    score: score('AUDIT-C score', 'if(frequency = 0, 0, points(frequency, typical, heavy))', { cpdn: 'audit_c_score', units: 'of 12' }),
    screen: result(
      'Screen for unhealthy alcohol use',
      "if((sex = 'male' and score >= 4) or (sex = 'female' and score >= 3), 'Positive', 'Negative')",
      { cpdn: 'audit_c_screen' },
    ),
    interpretation: interpretation(
      "if(screen = 'Positive', 'Positive screen for unhealthy alcohol use (' + if(sex = 'male', '4 or more in men', '3 or more in women') + '). Give brief counselling about drinking, and assess for an alcohol use disorder (full AUDIT or DSM-5 criteria); the higher the score, the more likely a disorder.', " +
        "'Negative screen (' + if(sex = 'male', 'below 4 in men', 'below 3 in women') + '). Reinforce low-risk drinking; screen again at the next opportunity.')",
      { label: 'Next step' },
    ),
  }),
  risk: ['score', 'screen', 'interpretation'],
  chartNote: {
    cc: 'AUDIT-C score {{audit_c_score}} of 12: {{audit_c_screen}} screen for unhealthy alcohol use. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'bush1998',
      citation:
        'Bush K, Kivlahan DR, McDonell MB, Fihn SD, Bradley KA. The AUDIT alcohol consumption questions (AUDIT-C): an effective brief screening test for problem drinking. Arch Intern Med. 1998;158(16):1789–1795. PMID: 9738608.',
      pmid: '9738608',
      doi: '10.1001/archinte.158.16.1789',
      kind: 'derivation and validation',
      cohort: 'n = 243 men, Veterans Affairs general medical clinics',
    },
    {
      id: 'bradley2007',
      citation:
        'Bradley KA, DeBenedetti AF, Volk RJ, Williams EC, Frank D, Kivlahan DR. AUDIT-C as a brief screen for alcohol misuse in primary care. Alcohol Clin Exp Res. 2007;31(7):1208–1217. PMID: 17451397.',
      pmid: '17451397',
      doi: '10.1111/j.1530-0277.2007.00403.x',
      kind: 'validation (sex-specific cut-offs)',
      cohort: 'Primary care patients of an academic family practice (Texas)',
    },
    {
      id: 'bradley2003',
      citation:
        'Bradley KA, Bush KR, Epler AJ, et al. Two brief alcohol-screening tests from the Alcohol Use Disorders Identification Test (AUDIT): validation in a female Veterans Affairs patient population. Arch Intern Med. 2003;163(7):821–829. PMID: 12695273.',
      pmid: '12695273',
      doi: '10.1001/archinte.163.7.821',
      kind: 'validation (women)',
      cohort: 'n = 393 women, Veterans Affairs',
    },
    {
      id: 'babor2001',
      citation:
        'Babor TF, Higgins-Biddle JC, Saunders JB, Monteiro MG. AUDIT: the Alcohol Use Disorders Identification Test. Guidelines for use in primary care. 2nd ed. Geneva: World Health Organization; 2001 (WHO/MSD/MSB/01.6a).',
      url: 'https://www.who.int/publications/i/item/WHO-MSD-MSB-01.6a',
      kind: 'instrument (free to use)',
    },
  ],
  category: 'Mental health',
  synonyms: ['alcohol screening', 'AUDIT consumption questions', 'alcohol use disorders identification test', 'drinking questionnaire', 'AUDITC', 'AUDIT C'],
  abbreviations: ['AUDIT-C', 'AUDIT', 'AUD', 'SBIRT'],
  conditions: ['alcohol use disorder', 'unhealthy alcohol use', 'hazardous drinking', 'binge drinking', 'alcohol misuse'],
  instructions:
    'Ask the three questions about the past year (or let the person answer them); the second and third are skipped when the answer to the first is "Never". Sex sets the cut-off.',
  whenToUse: ['To screen adults for unhealthy alcohol use in primary care and before surgery, as the USPSTF recommends for all adults.'],
  pearls: [
    'Cut-offs of 4 in men and 3 in women are those validated in US primary care and used by the Veterans Health Administration; other countries use their own versions and thresholds (the UK version, with 8-g units, uses 5 or more).',
    'A score driven only by the first question (frequent drinking of 1 or 2 drinks) can be positive without heavy drinking: review the answers before counselling.',
    'The WHO AUDIT assumes a standard drink of 10 g of alcohol; in the US a standard drink holds 14 g, and the third question asks about six or more drinks.',
  ],
  nextSteps: {
    advice: [
      'Positive screen: brief counselling about drinking (feedback, advice, goal setting), and assessment for an alcohol use disorder with the full AUDIT or DSM-5 criteria.',
      'Negative screen: no intervention on this score; rescreen periodically.',
    ],
    management: ['Alcohol use disorder: offer treatment (medication such as naltrexone or acamprosate, psychosocial support) and assess for withdrawal risk.'],
  },
  evidence: [
    'Derived in Veterans Affairs men: the three consumption questions identified heavy drinking and alcohol abuse or dependence about as well as the full 10-item AUDIT.',
    'In women (Veterans Affairs, n = 393) and in a multi-ethnic US family practice sample, cut-offs of 3 for women and 4 for men balanced sensitivity and specificity for alcohol misuse.',
  ],
  formula: [
    'Q1 frequency of drinking: never 0, monthly or less 1, 2–4 times a month 2, 2–3 times a week 3, 4 or more times a week 4',
    'Q2 drinks on a typical drinking day: 1–2 0, 3–4 1, 5–6 2, 7–9 3, 10 or more 4',
    'Q3 six or more drinks on one occasion: never 0, less than monthly 1, monthly 2, weekly 3, daily or almost daily 4',
    'Total 0–12 (Q2 and Q3 score 0 when Q1 is never). Positive: 4 or more in men, 3 or more in women',
  ],
  resultSummary: 'AUDIT-C {{audit_c_score}} of 12: {{audit_c_screen}} screen.',
  testVectors: [
    {
      description: 'Never drinks: 0, negative',
      inputs: { sex: 'male', frequency: 0 },
      expected: { audit_c_score: 0, audit_c_screen: 'Negative' },
      source: 'bush1998 (scoring); babor2001 (Q2 and Q3 skipped after "Never")',
    },
    {
      description: 'Woman, 2–4 times a month, 1–2 drinks, six or more less than monthly: 3, positive',
      inputs: { sex: 'female', frequency: 2, typical: 0, heavy: 1 },
      expected: { audit_c_score: 3, audit_c_screen: 'Positive' },
      source: 'bradley2003, bradley2007 (women ≥ 3); counted by hand: 2 + 0 + 1',
    },
    {
      description: 'Man with the same answers: 3, negative',
      inputs: { sex: 'male', frequency: 2, typical: 0, heavy: 1 },
      expected: { audit_c_score: 3, audit_c_screen: 'Negative' },
      source: 'bradley2007 (men ≥ 4); counted by hand: 2 + 0 + 1',
    },
    {
      description: 'Man, 4 or more times a week, 10 or more drinks, daily heavy drinking: 12, positive',
      inputs: { sex: 'male', frequency: 4, typical: 4, heavy: 4 },
      expected: { audit_c_score: 12, audit_c_screen: 'Positive' },
      source: 'bush1998 (maximum 12); counted by hand',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Question wording and the 0–4 points of each answer',
      citations: ['babor2001', 'bush1998'],
      checkedAgainstPrimary: false,
      note: 'The WHO AUDIT manual and Bush 1998 were not opened; the questions and points were checked against widely reproduced copies of the AUDIT-C (VA and US primary care forms).',
    },
    {
      statement: 'Positive screen at 4 or more in men and 3 or more in women',
      citations: ['bradley2003', 'bradley2007'],
      checkedAgainstPrimary: false,
      note: 'Checked against the abstract of Bradley 2003 and against Delaney, Bradley et al. (Addict Sci Clin Pract 2014), which states these US cut-offs; the full text of Bradley 2007 was not opened.',
    },
  ],
} satisfies ToolDefinitionInput

export default auditC
