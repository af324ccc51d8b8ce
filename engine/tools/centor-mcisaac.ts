import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Centor criteria (Centor RM et al., Med Decis Making 1981;1:239–246) with the McIsaac age
 * adjustment (McIsaac WJ et al., CMAJ 1998;158:75–83).
 *
 * Design notes:
 * - Both totals are shown: the McIsaac score (−1 to 5, age-adjusted, which drives the advice) and
 *   the original four-item Centor score (0–4), which some guidelines (for example NICE) still quote.
 * - The cough item is asked as "absent / present" rather than yes/no to avoid a double negative.
 * - Age must be 3 or more: streptococcal pharyngitis is uncommon below 3 and the score was not
 *   developed there.
 */
const centorMcisaac = {
  slug: 'centor-mcisaac',
  name: 'Centor Score (McIsaac Modification) for Strep Pharyngitis',
  calcId: 'calc-centor-mcisaac',
  ...TOOL_BASE,
  eligibility: 'Children from 3 years and adults with an acute sore throat.',
  description:
    'Estimates how likely an acute sore throat is to be caused by group A streptococcus, adjusted for age, to guide throat testing and antibiotic use.',
  contentName: 'centor-mcisaac',
  sections: {
    patient: ['age', 'fever', 'cough', 'nodes', 'tonsils'],
  },
  ehrpdns: ['age'],
  controls: controls({
    age: measure('Age', 'years', { min: 3, max: AGE_PLAUSIBLE_MAX }, { help: '3–14 years +1; 15–44 years 0; 45 years and over −1.' }),
    fever: yesNo('Temperature above 38 °C', { help: 'Measured, or a reliable history of fever.', points: 1 }),
    cough: choice(
      'Cough',
      [
        ['Absent', 'absent', 1],
        ['Present', 'present', 0],
      ],
      { help: 'Absence of cough scores 1 point.' },
    ),
    nodes: yesNo('Tender or swollen anterior cervical lymph nodes', { points: 1 }),
    tonsils: yesNo('Tonsillar swelling or exudate', { points: 1 }),
    mcisaac_score: score('McIsaac (age-adjusted Centor) score', 'centor_score + if(age <= 14, 1, if(age <= 44, 0, -1))', { units: 'points (−1 to 5)' }),
    centor_score: score('Original Centor score (without age)', 'points(fever, cough, nodes, tonsils)', { units: 'of 4' }),
    interpretation: interpretation(
      "if(mcisaac_score <= 1, 'Low likelihood of streptococcal infection (score 1 or less). No throat swab and no antibiotic; give symptomatic advice and explain when to come back.', " +
        "if(mcisaac_score <= 3, 'Intermediate likelihood (score 2–3). Test with a rapid antigen test or throat culture, and give an antibiotic only if the test is positive.', " +
        "'High likelihood (score 4 or more). Test and treat a positive result; where testing is not available, or in a severely unwell patient, an antibiotic on clinical grounds is reasonable.'))",
      { label: 'Management (McIsaac score)' },
    ),
  }),
  risk: ['mcisaac_score', 'centor_score', 'interpretation'],
  chartNote: {
    cc: 'Sore throat: McIsaac score {{mcisaac_score}} (original Centor {{centor_score}} of 4). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'centor1981',
      citation: 'Centor RM, Witherspoon JM, Dalton HP, Brody CE, Link K. The diagnosis of strep throat in adults in the emergency room. Med Decis Making. 1981;1(3):239–246.',
      kind: 'derivation',
      cohort: 'adults with sore throat in an emergency department',
    },
    {
      id: 'mcisaac1998',
      citation:
        'McIsaac WJ, White D, Tannenbaum D, Low DE. A clinical score to reduce unnecessary antibiotic use in patients with sore throat. CMAJ. 1998;158(1):75–83.',
      kind: 'derivation and validation (age-adjusted score)',
      cohort: 'n = 521 patients aged 3 to 76 years with an upper respiratory infection and sore throat (Toronto family practice)',
    },
    {
      id: 'mcisaac2000',
      citation: 'McIsaac WJ, Goel V, To T, Low DE. The validity of a sore throat score in family practice. CMAJ. 2000;163(7):811–815.',
      kind: 'validation',
      cohort: 'n = 621 children and adults seen by 97 family physicians in Ontario',
    },
    {
      id: 'shulman2012',
      citation:
        'Shulman ST, Bisno AL, Clegg HW, et al. Clinical practice guideline for the diagnosis and management of group A streptococcal pharyngitis: 2012 update by the Infectious Diseases Society of America. Clin Infect Dis. 2012;55(10):e86–e102.',
      kind: 'guideline',
    },
  ],
  category: 'Infectious disease',
  synonyms: ['strep throat score', 'modified Centor score', 'McIsaac score', 'pharyngitis score', 'sore throat antibiotics', 'tonsillitis'],
  abbreviations: ['GAS', 'GABHS', 'RADT', 'URTI'],
  conditions: ['strep throat', 'pharyngitis', 'tonsillitis', 'sore throat'],
  instructions:
    'For children aged 3 and over and adults with an acute sore throat. Not for patients with signs of a serious complication (peritonsillar abscess, airway compromise, inability to swallow), immunosuppression, a history of rheumatic fever, or during a local outbreak, where testing and treatment follow their own rules.',
  whenToUse: [
    'At the first consultation for an acute sore throat, to decide whether to test for group A streptococcus.',
    'To avoid antibiotics in patients whose sore throat is very likely viral.',
  ],
  pearls: [
    'Viral features (cough, runny nose, hoarseness, conjunctivitis, mouth ulcers) make streptococcal infection unlikely.',
    'The age adjustment reflects how common streptococcal pharyngitis is in school-age children and how uncommon it is after middle age.',
    'No clinical score is accurate enough to diagnose streptococcal pharyngitis on its own; in children especially, confirm with a test before treating where possible.',
    'The original Centor score (0–4, adults) is shown as well because some guidelines, such as NICE, quote it: 3–4 points favour considering an antibiotic (immediate or back-up).',
  ],
  nextSteps: {
    advice: [
      'McIsaac 1 or less: no test and no antibiotic.',
      'McIsaac 2–3: rapid antigen test or culture; antibiotic only if positive.',
      'McIsaac 4–5: test and treat if positive, or treat on clinical grounds where testing is not available.',
    ],
    management: [
      'When an antibiotic is indicated, a penicillin (for example phenoxymethylpenicillin or amoxicillin) for 10 days is the usual choice; follow local guidance and allergy status.',
      'Advise paracetamol or ibuprofen and fluids, and to return if symptoms worsen, swallowing becomes difficult or they last longer than expected.',
    ],
  },
  evidence: [
    'Centor and colleagues (1981) derived four findings (tonsillar exudate, tender anterior cervical nodes, absence of cough, fever) predicting a positive throat culture in adults seen in an emergency department.',
    'McIsaac and colleagues (1998) added age in 521 patients aged 3 to 76 in family practice; score-based management would have cut initial antibiotic prescriptions by 48 % compared with usual care, without more throat cultures.',
    'The score was validated in 621 children and adults seen by 97 Ontario family physicians (McIsaac 2000).',
  ],
  formula: [
    'Temperature > 38 °C +1; absence of cough +1; tender or swollen anterior cervical nodes +1; tonsillar swelling or exudate +1',
    'Age 3–14 +1; 15–44 0; ≥ 45 −1',
    'McIsaac score −1 to 5 (original Centor score = the four findings, 0 to 4)',
    'Management: ≤ 1 no test, no antibiotic; 2–3 test, treat if positive; ≥ 4 test and treat if positive, or treat empirically',
  ],
  resultSummary: 'McIsaac score {{mcisaac_score}} (Centor {{centor_score}} of 4). {{interpretation}}',
  testVectors: [
    {
      description: 'Child of 10 with all four findings: 4 + 1 = 5',
      inputs: { age: 10, fever: 'yes', cough: 'absent', nodes: 'yes', tonsils: 'yes' },
      expected: { mcisaac_score: 5, centor_score: 4 },
      source: 'centor1981 and mcisaac1998 (item points); expected values summed by hand: 1 + 1 + 1 + 1 + 1 (age 3–14) = 5',
    },
    {
      description: 'Adult of 30 with fever and exudate only: 2',
      inputs: { age: 30, fever: 'yes', cough: 'present', nodes: 'no', tonsils: 'yes' },
      expected: { mcisaac_score: 2, centor_score: 2 },
      source: 'mcisaac1998 (age 15–44 adds 0); expected values summed by hand: 1 + 1 + 0 = 2',
    },
    {
      description: 'Adult of 50 with no findings: −1',
      inputs: { age: 50, fever: 'no', cough: 'present', nodes: 'no', tonsils: 'no' },
      expected: { mcisaac_score: -1, centor_score: 0 },
      source: 'mcisaac1998 (age 45 or over subtracts 1); expected values summed by hand: 0 − 1 = −1',
    },
    {
      description: 'Adult of 45 with all four findings: 4 − 1 = 3',
      inputs: { age: 45, fever: 'yes', cough: 'absent', nodes: 'yes', tonsils: 'yes' },
      expected: { mcisaac_score: 3, centor_score: 4 },
      source: 'mcisaac1998 (age band edge 45); expected values summed by hand: 4 − 1 = 3',
    },
  ],
} satisfies ToolDefinitionInput

export default centorMcisaac
