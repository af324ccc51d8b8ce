import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * FeverPAIN. Little P et al., BMJ 2013;347:f5806 (PRISM trial); score derived in Little P et al.,
 * BMJ Open 2013;3:e003943. Likelihood bands as summarised in NICE NG84 (2018).
 *
 * Design notes:
 * - The last item is asked as "cough or coryza: neither / present" to avoid a double negative.
 * - The streptococcal likelihood is shown as the published range for each pair of scores
 *   (0–1, 2–3, 4–5); the antibiotic advice is written for this tool and follows the NICE
 *   strategy of no antibiotic, a back-up prescription, or an immediate antibiotic.
 */
const feverpain = {
  slug: 'feverpain',
  name: 'FeverPAIN Score for Streptococcal Sore Throat',
  calcId: 'calc-feverpain',
  ...TOOL_BASE,
  eligibility: 'Children aged 3 and over and adults with an acute sore throat seen in primary care.',
  description:
    'Five quick clinical features that estimate how likely an acute sore throat is to be streptococcal, to guide whether to withhold, delay or give an antibiotic.',
  contentName: 'feverpain',
  sections: {
    patient: ['fever_24h', 'purulence', 'attend_rapidly', 'inflamed_tonsils', 'cough_coryza'],
  },
  ehrpdns: [],
  controls: controls({
    fever_24h: yesNo('Fever in the past 24 hours', { help: 'Measured or reported by the patient or a parent.', points: 1 }),
    purulence: yesNo('Purulence', { help: 'Pus (exudate) on the tonsils or pharynx.', points: 1 }),
    attend_rapidly: yesNo('Attended rapidly', { help: 'Seen within 3 days of the start of symptoms.', points: 1 }),
    inflamed_tonsils: yesNo('Severely inflamed tonsils', { help: 'Marked redness and swelling of the tonsils.', points: 1 }),
    cough_coryza: choice(
      'Cough or coryza (runny or blocked nose)',
      [
        ['Neither', 'neither', 1],
        ['Present', 'present', 0],
      ],
      { help: 'Having neither scores 1 point.' },
    ),
    score: score('FeverPAIN score', 'points(fever_24h, purulence, attend_rapidly, inflamed_tonsils, cough_coryza)', { cpdn: 'feverpain_score', units: 'of 5' }),
    strep_likelihood: result('Likelihood of isolating streptococcus (published range for this score)', "if(score <= 1, '13–18 %', if(score <= 3, '34–40 %', '62–65 %'))", {
      cpdn: 'feverpain_strep_likelihood',
    }),
    interpretation: interpretation(
      "if(score <= 1, 'Score 0–1: streptococcal infection is unlikely, close to the background carriage rate. Do not prescribe an antibiotic; advise pain relief, fluids and rest, and explain when to seek help again.', " +
        "if(score <= 3, 'Score 2–3: consider no antibiotic, or a back-up (delayed) prescription that the patient uses only if symptoms have not started to improve after 3–5 days or get worse at any time.', " +
        "'Score 4–5: consider an immediate antibiotic, or a back-up prescription if the patient is not very unwell. Give the same self-care and safety-net advice.'))",
      { label: 'Antibiotic strategy' },
    ),
  }),
  risk: ['score', 'strep_likelihood', 'interpretation'],
  chartNote: {
    cc: 'FeverPAIN {{feverpain_score}} of 5 (published likelihood of streptococcus {{feverpain_strep_likelihood}}). {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'little2013',
      citation:
        'Little P, Hobbs FDR, Moore M, et al. Clinical score and rapid antigen detection test to guide antibiotic use for sore throats: randomised controlled trial of PRISM (primary care streptococcal management). BMJ. 2013;347:f5806.',
      doi: '10.1136/bmj.f5806',
      kind: 'randomised controlled trial (score-guided prescribing)',
    },
    {
      id: 'little2013open',
      citation:
        'Little P, Moore M, Hobbs FDR, et al. PRImary care Streptococcal Management (PRISM) study: identifying clinical variables associated with Lancefield group A β-haemolytic streptococci and Lancefield non-Group A streptococcal throat infections from two cohorts of patients presenting with an acute sore throat. BMJ Open. 2013;3(10):e003943.',
      doi: '10.1136/bmjopen-2013-003943',
      kind: 'derivation and validation',
      cohort: 'two UK primary care cohorts of children aged 3 and over and adults with acute sore throat',
    },
    {
      id: 'nice2018',
      citation: 'National Institute for Health and Care Excellence. Sore throat (acute): antimicrobial prescribing. NICE guideline NG84. London: NICE; 2018.',
      kind: 'guideline',
    },
  ],
  category: 'Infectious disease',
  synonyms: ['Fever PAIN', 'sore throat score', 'strep throat score', 'tonsillitis antibiotics', 'pharyngitis antibiotic decision'],
  abbreviations: ['GAS', 'GABHS', 'RADT', 'NICE'],
  conditions: ['strep throat', 'pharyngitis', 'tonsillitis', 'sore throat'],
  instructions:
    'For children aged 3 and over and adults with an acute sore throat in primary care. Do not use for patients who are systemically very unwell, have signs of a serious illness or complication (for example peritonsillar abscess, stridor or difficulty swallowing saliva), are immunosuppressed, or have a history of rheumatic fever: assess and treat them directly.',
  whenToUse: [
    'At the first consultation for an acute sore throat, to decide between no antibiotic, a back-up prescription and an immediate antibiotic.',
    'To explain to patients why an antibiotic is or is not likely to help.',
  ],
  pearls: [
    'Most sore throats are viral and get better within about a week without antibiotics; antibiotics shorten symptoms by less than a day on average.',
    'A back-up prescription can be collected or used later if symptoms do not improve, which reduces antibiotic use without increasing complications.',
    'The derivation counted non-group A streptococci (such as groups C and G) as well as group A, because both cause sore throats in primary care.',
    'NICE accepts either FeverPAIN or the Centor criteria; do not add the two together.',
  ],
  nextSteps: {
    advice: [
      'Score 0–1: no antibiotic.',
      'Score 2–3: no antibiotic or a back-up prescription.',
      'Score 4–5: immediate antibiotic or a back-up prescription.',
    ],
    management: [
      'When an antibiotic is given, phenoxymethylpenicillin for 5 to 10 days is the usual first choice in UK guidance (clarithromycin or erythromycin if allergic); follow local guidance.',
      'Advise paracetamol or ibuprofen, and to seek help if symptoms worsen rapidly, swallowing becomes difficult or there is difficulty breathing.',
    ],
  },
  evidence: [
    'Derived and validated in two UK primary care cohorts of children aged 3 and over and adults with acute sore throat, using throat culture for group A and non-group A streptococci as the reference.',
    'In the PRISM randomised trial, prescribing guided by the score reduced antibiotic use and gave slightly faster symptom resolution than a delayed prescription for everyone; adding a rapid antigen test brought no further benefit.',
    'NICE NG84 summarises the likelihood of isolating streptococcus as about 13–18 % for scores 0–1, 34–40 % for 2–3 and 62–65 % for 4–5.',
  ],
  formula: [
    'Fever in past 24 h +1; purulence +1; attend rapidly (≤ 3 days) +1; severely inflamed tonsils +1; no cough or coryza +1',
    'Total 0–5. Likelihood of streptococcus: 0–1 13–18 %; 2–3 34–40 %; 4–5 62–65 %',
  ],
  resultSummary: 'FeverPAIN {{feverpain_score}} of 5; likelihood of streptococcus {{feverpain_strep_likelihood}}.',
  testVectors: [
    {
      description: 'No features: 0, likelihood 13–18 %',
      inputs: { fever_24h: 'no', purulence: 'no', attend_rapidly: 'no', inflamed_tonsils: 'no', cough_coryza: 'present' },
      expected: { feverpain_score: 0, feverpain_strep_likelihood: '13–18 %' },
      source: 'nice2018 (likelihood for score 0–1, from little2013); score counted by hand: 0',
    },
    {
      description: 'Fever and rapid attendance: 2, likelihood 34–40 %',
      inputs: { fever_24h: 'yes', purulence: 'no', attend_rapidly: 'yes', inflamed_tonsils: 'no', cough_coryza: 'present' },
      expected: { feverpain_score: 2, feverpain_strep_likelihood: '34–40 %' },
      source: 'nice2018 (likelihood for score 2–3, from little2013); score counted by hand: 1 + 1 = 2',
    },
    {
      description: 'Fever, purulence, inflamed tonsils, no cough or coryza: 4, likelihood 62–65 %',
      inputs: { fever_24h: 'yes', purulence: 'yes', attend_rapidly: 'no', inflamed_tonsils: 'yes', cough_coryza: 'neither' },
      expected: { feverpain_score: 4, feverpain_strep_likelihood: '62–65 %' },
      source: 'nice2018 (likelihood for score 4–5, from little2013); score counted by hand: 1 + 1 + 1 + 1 = 4',
    },
    {
      description: 'All five: 5',
      inputs: { fever_24h: 'yes', purulence: 'yes', attend_rapidly: 'yes', inflamed_tonsils: 'yes', cough_coryza: 'neither' },
      expected: { feverpain_score: 5, feverpain_strep_likelihood: '62–65 %' },
      source: 'nice2018 (likelihood for score 4–5, from little2013); score counted by hand: 5',
    },
  ],
} satisfies ToolDefinitionInput

export default feverpain
