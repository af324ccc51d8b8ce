import { AGE_PLAUSIBLE_MAX, HEART_RATE_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { KONSTANTINIDES_2020 } from './references.ts'

const SIMPLE = "version = 'simplified'"
/** D-dimer first: low or intermediate (three levels) or PE unlikely (two levels), with the chosen version's cut-offs. */
const DDIMER =
  "if(scheme = 'two', if(version = 'simplified', simplified_score <= 2, revised_score <= 5), if(version = 'simplified', simplified_score <= 4, revised_score <= 10))"
const TESTING = ' Measure D-dimer (an age-adjusted cut-off may be used after age 50): a normal result excludes PE; a raised result needs CT pulmonary angiography.'
const IMAGING = ' Arrange CT pulmonary angiography without a D-dimer; start anticoagulation while waiting unless bleeding risk forbids it.'

/**
 * Revised Geneva score for the clinical probability of pulmonary embolism (Le Gal G et al.,
 * Ann Intern Med 2006;144:165–171) and its simplified version with 1 point per item
 * (Klok FA et al., Arch Intern Med 2008;168:2131–2136).
 *
 * Design notes:
 * - Age and heart rate are entered as numbers and the thresholds applied by the tool.
 * - The version (weighted original or simplified) is chosen; its score is shown with both the
 *   three-level and the two-level probability, with the cut-offs of that version (ESC 2019,
 *   Table 5). The next step (D-dimer first, or imaging) follows the scheme chosen, because the
 *   two schemes differ for intermediate scores that are "PE likely" (revised 6–10, simplified 3–4).
 * - Every item must be answered: no defaults, since a lower score can mean no imaging.
 */
const revisedGeneva = {
  slug: 'revised-geneva',
  name: 'Revised Geneva Score for Pulmonary Embolism (Original and Simplified)',
  calcId: 'calc-revised-geneva',
  ...TOOL_BASE,
  eligibility: 'Adults in whom pulmonary embolism is suspected, who are haemodynamically stable (no shock or sustained hypotension).',
  description:
    'Estimates the clinical probability of pulmonary embolism from eight objective items, in the original weighted version or the simplified one-point-per-item version, with three-level and two-level interpretations.',
  contentName: 'revised-geneva',
  sections: {
    header: ['version', 'scheme'],
    patient: ['age', 'previous_vte', 'surgery_fracture', 'malignancy', 'unilateral_leg_pain', 'haemoptysis', 'heart_rate', 'leg_palpation_oedema'],
  },
  ehrpdns: ['age', 'heart_rate'],
  controls: controls({
    version: choice(
      'Version',
      [
        ['Revised Geneva (weighted, Le Gal 2006)', 'revised'],
        ['Simplified revised Geneva (1 point per item, Klok 2008)', 'simplified'],
      ],
      { help: 'Both versions classify equally well; use the one your local pathway follows.', defaults: [{ value: 'revised' }] },
    ),
    scheme: choice(
      'Probability scheme for the next step',
      [
        ['Three levels (low, intermediate, high)', 'three'],
        ['Two levels (PE unlikely, PE likely)', 'two'],
      ],
      {
        help: 'Both are validated (ESC 2019). With three levels, a D-dimer is measured at low and intermediate probability; with two levels, only when PE is unlikely. Both levels are shown; the next step follows the scheme chosen here.',
        defaults: [{ value: 'three' }],
      },
    ),
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: 'Older than 65: 1 point (both versions).' }),
    previous_vte: yesNo('Previous DVT or PE', { help: 'Revised 3 points; simplified 1.' }),
    surgery_fracture: yesNo('Surgery under general anaesthesia or fracture of a lower limb within 1 month', { help: 'Revised 2 points; simplified 1.' }),
    malignancy: yesNo('Active malignant condition', { help: 'Solid or haematological cancer, active or considered cured for less than 1 year. Revised 2 points; simplified 1.' }),
    unilateral_leg_pain: yesNo('Unilateral lower-limb pain', { help: 'Revised 3 points; simplified 1.' }),
    haemoptysis: yesNo('Haemoptysis', { help: 'Revised 2 points; simplified 1.' }),
    heart_rate: measure('Heart rate', 'beats/min', HEART_RATE_RANGE, { help: '75–94: revised 3 points, simplified 1; 95 or more: revised 5, simplified 2.' }),
    leg_palpation_oedema: yesNo('Pain on deep venous palpation of the lower limb and unilateral oedema', { help: 'Both present. Revised 4 points; simplified 1.' }),
    revised_score: result(
      'Revised Geneva score',
      "if(age > 65, 1, 0) + if(previous_vte = 'yes', 3, 0) + if(surgery_fracture = 'yes', 2, 0) + if(malignancy = 'yes', 2, 0) + if(unilateral_leg_pain = 'yes', 3, 0) + if(haemoptysis = 'yes', 2, 0) + if(heart_rate >= 95, 5, if(heart_rate >= 75, 3, 0)) + if(leg_palpation_oedema = 'yes', 4, 0)",
      { type: 'result.score', cpdn: 'revised_geneva_score', units: 'points', visibility: "version != 'simplified'" },
    ),
    simplified_score: result(
      'Simplified revised Geneva score',
      "if(age > 65, 1, 0) + if(previous_vte = 'yes', 1, 0) + if(surgery_fracture = 'yes', 1, 0) + if(malignancy = 'yes', 1, 0) + if(unilateral_leg_pain = 'yes', 1, 0) + if(haemoptysis = 'yes', 1, 0) + if(heart_rate >= 95, 2, if(heart_rate >= 75, 1, 0)) + if(leg_palpation_oedema = 'yes', 1, 0)",
      { type: 'result.score', cpdn: 'simplified_geneva_score', units: 'points', visibility: SIMPLE },
    ),
    three_level: result(
      'Clinical probability (three levels)',
      `if(${SIMPLE}, if(simplified_score = null, null, if(simplified_score <= 1, 'Low (0–1)', if(simplified_score <= 4, 'Intermediate (2–4)', 'High (5 or more)'))), if(revised_score = null, null, if(revised_score <= 3, 'Low (0–3)', if(revised_score <= 10, 'Intermediate (4–10)', 'High (11 or more)'))))`,
      { cpdn: 'geneva_three_level' },
    ),
    two_level: result(
      'Clinical probability (two levels)',
      `if(${SIMPLE}, if(simplified_score = null, null, if(simplified_score <= 2, 'PE unlikely (0–2)', 'PE likely (3 or more)')), if(revised_score = null, null, if(revised_score <= 5, 'PE unlikely (0–5)', 'PE likely (6 or more)')))`,
      { cpdn: 'geneva_two_level' },
    ),
    interpretation: interpretation(
      `if(three_level = null, null, concat(if(${SIMPLE}, 'Simplified revised Geneva score ', 'Revised Geneva score '), if(${SIMPLE}, simplified_score, revised_score), ' points. ', if(scheme = 'two', concat('Two levels: ', two_level, '.'), concat('Three levels: ', three_level, if(${SIMPLE}, '', lookup(three_level, 'Low (0–3)', ' (PE prevalence 8 % in the validation cohort)', 'Intermediate (4–10)', ' (PE prevalence 28 %)', 'High (11 or more)', ' (PE prevalence 74 %)')), '.')), if(${DDIMER}, '${TESTING}', '${IMAGING}')))`,
    ),
  }),
  risk: ['revised_score', 'simplified_score', 'three_level', 'two_level', 'interpretation'],
  chartNote: {
    cc: '{{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'legal2006',
      citation:
        'Le Gal G, Righini M, Roy PM, et al. Prediction of pulmonary embolism in the emergency department: the revised Geneva score. Ann Intern Med. 2006;144(3):165–171. PMID 16461960.',
      pmid: '16461960',
      doi: '10.7326/0003-4819-144-3-200602070-00004',
      kind: 'derivation and external validation',
      cohort: 'derivation n = 956, validation n = 749 emergency department patients with suspected PE (Geneva, Lausanne, Angers, Paris)',
    },
    {
      id: 'klok2008',
      citation: 'Klok FA, Mos ICM, Nijkeuter M, et al. Simplification of the revised Geneva score for assessing clinical probability of pulmonary embolism. Arch Intern Med. 2008;168(19):2131–2136.',
      doi: '10.1001/archinte.168.19.2131',
      kind: 'validation (simplified version)',
      cohort: 'n = 1,049 patients with suspected PE from 2 prospective diagnostic studies',
    },
    KONSTANTINIDES_2020,
  ],
  category: 'Pulmonology',
  synonyms: ['Geneva score', 'revised Geneva', 'simplified Geneva score', 'pulmonary embolism probability', 'pre-test probability of PE'],
  abbreviations: ['PE', 'DVT', 'VTE', 'CTPA'],
  conditions: ['pulmonary embolism', 'venous thromboembolism'],
  instructions:
    'For haemodynamically stable adults with suspected pulmonary embolism. Choose the version, then answer every item; all items are objective (no clinician judgement). Not for patients with shock or hypotension (go straight to the high-risk pathway); not validated in pregnancy.',
  whenToUse: ['When pulmonary embolism is suspected, before a D-dimer or imaging, to decide which test comes first.'],
  pearls: [
    'Unlike the Wells score, every item is objective: there is no "PE most likely" item.',
    'A D-dimer can exclude PE only at low or intermediate probability (three levels) or when PE is unlikely (two levels).',
    'The simplified version gives 1 point per item (2 for a heart rate of 95 or more) and performs as well as the weighted one.',
  ],
  nextSteps: {
    advice: [
      'Three levels: low or intermediate probability → D-dimer (a normal result excludes PE, a raised one needs CT pulmonary angiography); high → CT pulmonary angiography without a D-dimer.',
      'Two levels: PE unlikely → D-dimer as above; PE likely → CT pulmonary angiography without a D-dimer.',
    ],
    management: ['Shock or hypotension: treat as suspected high-risk PE without waiting for a score.'],
  },
  evidence: [
    'Derived in 956 emergency patients with suspected PE and validated in 749: PE prevalence was 8 % at low probability (0–3), 28 % at intermediate (4–10) and 74 % at high (11 or more).',
    'Klok 2008 (1,049 patients): the simplified version had the same accuracy (area under the curve 0.74 against 0.75), and no patient with a low or intermediate probability, or PE unlikely, and a normal D-dimer had venous thromboembolism within 3 months.',
  ],
  formula: [
    'Age > 65 years: revised 1, simplified 1',
    'Previous DVT or PE: 3 / 1; surgery or lower-limb fracture within 1 month: 2 / 1; active malignancy: 2 / 1',
    'Unilateral lower-limb pain: 3 / 1; haemoptysis: 2 / 1',
    'Heart rate 75–94/min: 3 / 1; ≥ 95/min: 5 / 2',
    'Pain on deep venous palpation of the lower limb and unilateral oedema: 4 / 1',
    'Revised: low 0–3, intermediate 4–10, high ≥ 11; PE unlikely 0–5, likely ≥ 6',
    'Simplified: low 0–1, intermediate 2–4, high ≥ 5; PE unlikely 0–2, likely ≥ 3',
  ],
  resultSummary: '{{interpretation}}',
  testVectors: [
    {
      description: 'Revised: age 70, heart rate 80: 4 points, intermediate, PE unlikely',
      inputs: {
        version: 'revised',
        scheme: 'three',
        age: 70,
        previous_vte: 'no',
        surgery_fracture: 'no',
        malignancy: 'no',
        unilateral_leg_pain: 'no',
        haemoptysis: 'no',
        heart_rate: 80,
        leg_palpation_oedema: 'no',
      },
      expected: { revised_geneva_score: 4, geneva_three_level: 'Intermediate (4–10)', geneva_two_level: 'PE unlikely (0–5)' },
      source: 'legal2006 Abstract (points 1 + 3; intermediate 4–10); konstantinides2020 Table 5 (two levels)',
    },
    {
      description: 'Revised: previous DVT, heart rate 100, leg signs: 12 points, high, PE likely',
      inputs: {
        version: 'revised',
        scheme: 'three',
        age: 50,
        previous_vte: 'yes',
        surgery_fracture: 'no',
        malignancy: 'no',
        unilateral_leg_pain: 'no',
        haemoptysis: 'no',
        heart_rate: 100,
        leg_palpation_oedema: 'yes',
      },
      expected: { revised_geneva_score: 12, geneva_three_level: 'High (11 or more)', geneva_two_level: 'PE likely (6 or more)' },
      source: 'legal2006 Abstract (points 3 + 5 + 4; high ≥ 11)',
    },
    {
      description: 'Simplified: age 70, cancer, heart rate 100: 4 points, intermediate, PE likely',
      inputs: {
        version: 'simplified',
        scheme: 'two',
        age: 70,
        previous_vte: 'no',
        surgery_fracture: 'no',
        malignancy: 'yes',
        unilateral_leg_pain: 'no',
        haemoptysis: 'no',
        heart_rate: 100,
        leg_palpation_oedema: 'no',
      },
      expected: { simplified_geneva_score: 4, geneva_three_level: 'Intermediate (2–4)', geneva_two_level: 'PE likely (3 or more)' },
      source: 'klok2008 (1 point per item, 2 for heart rate ≥ 95); konstantinides2020 Table 5 (cut-offs)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Cut-offs of the simplified version (0–1 / 2–4 / ≥ 5; unlikely 0–2) and of the two-level original (unlikely 0–5)',
      citations: ['klok2008', 'konstantinides2020'],
      checkedAgainstPrimary: false,
      note: 'Klok 2008 was read in its abstract only, which names the three-level and dichotomised schemes but not the cut-offs; the cut-offs follow ESC 2019 Table 5 as widely reproduced (the guideline table was not opened in this session).',
    },
  ],
} satisfies ToolDefinitionInput

export default revisedGeneva
