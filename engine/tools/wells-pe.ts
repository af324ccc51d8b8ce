import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { KONSTANTINIDES_2020 } from './references.ts'

/**
 * Wells criteria for pulmonary embolism. Wells PS et al., Thromb Haemost 2000;83(3):416–420.
 *
 * Design notes:
 * - Points are multiples of 0.5, so the sum is exact in binary floating point and the band
 *   edges (< 2, > 6, > 4) compare exactly; the score is shown with one decimal (4.5, 6.0).
 * - No ui-default: defaulting an item to "No" would turn a skipped question into a lower score,
 *   and a lower score here can mean "PE unlikely" and no imaging. Every item must be answered.
 * - The haemodynamic question does not change the score. A "Yes" raises a warning (the score is
 *   meant for stable patients; suspected high-risk PE follows its own pathway) and an alert in
 *   the results; the score is still shown for the record.
 */
const wellsPe = {
  slug: 'wells-pe',
  name: 'Wells Criteria for Pulmonary Embolism',
  calcId: 'calc-wells-pe',
  ...TOOL_BASE,
  eligibility: 'Adults in whom pulmonary embolism is suspected, who are haemodynamically stable.',
  description: 'Estimates the clinical (pre-test) probability of pulmonary embolism to choose between D-dimer testing and imaging.',
  contentName: 'wells-pe',
  sections: {
    header: ['haemodynamic_instability', 'pathway'],
    patient: ['dvt_signs', 'pe_most_likely', 'tachycardia', 'immobilisation_surgery', 'previous_vte', 'haemoptysis', 'malignancy'],
  },
  ehrpdns: [],
  controls: controls({
    haemodynamic_instability: yesNo('Shock or sustained hypotension', {
      help: 'Systolic blood pressure below 90 mmHg, or a vasopressor needed. Not scored.',
      validations: [
        {
          rule: "haemodynamic_instability != 'yes'",
          message:
            'Suspected high-risk PE: do not rely on the Wells score. Resuscitate and confirm or exclude PE at once (bedside echocardiography, or CTPA if the patient can be moved safely).',
          type: 'warning',
        },
      ],
    }),
    pathway: choice(
      'Probability scheme',
      [
        ['Two-level (NICE NG158)', 'two'],
        ['Three-level (Wells 2001)', 'three'],
      ],
      {
        help: 'Two-level (PE unlikely 4 points or fewer, PE likely more than 4) is the scheme of NICE NG158 and of the Christopher study; three-level (low under 2, moderate 2–6, high over 6) is the original Wells 2001 emergency-department scheme. Use the one your local pathway follows.',
        defaults: [{ value: 'two' }],
      },
    ),
    dvt_signs: yesNo('Clinical signs and symptoms of DVT', { help: 'At least leg swelling and pain when the deep veins are palpated.', points: 3 }),
    pe_most_likely: yesNo('PE is the most likely diagnosis', { help: 'Any alternative diagnosis is less likely than pulmonary embolism.', points: 3 }),
    tachycardia: yesNo('Heart rate above 100 beats per minute', { points: 1.5 }),
    immobilisation_surgery: yesNo('Immobilisation for 3 days or more, or surgery in the previous 4 weeks', { points: 1.5 }),
    previous_vte: yesNo('Previous PE or DVT', { help: 'Objectively diagnosed.', points: 1.5 }),
    haemoptysis: yesNo('Haemoptysis', { points: 1 }),
    malignancy: yesNo('Active cancer', { help: 'Treated within the last 6 months, or receiving palliative care.', points: 1 }),
    score: score('Wells score', 'points(dvt_signs, pe_most_likely, tachycardia, immobilisation_surgery, previous_vte, haemoptysis, malignancy)', {
      cpdn: 'wells_pe_score',
      units: 'points',
      decimals: 1,
    }),
    high_risk_alert: interpretation(
      "'Shock or hypotension: this is suspected high-risk PE. The Wells score does not apply; do not use it to delay echocardiography, CTPA or treatment.'",
      { label: 'Haemodynamic alert', visibility: "haemodynamic_instability = 'yes'" },
    ),
    three_tier: interpretation(
      "if(score < 2, 'Low clinical probability (under 2 points). If clinical suspicion is also low, apply the PERC rule: when all its criteria are met, no further testing is needed; otherwise measure D-dimer, and a negative result excludes PE.', if(score <= 6, 'Moderate clinical probability (2 to 6 points). Measure a high-sensitivity D-dimer: a negative result excludes PE; a positive result needs CTPA.', 'High clinical probability (over 6 points). Go straight to CTPA without a D-dimer, and consider starting anticoagulation while waiting if bleeding risk allows.'))",
      { label: 'Three-tier probability' },
    ),
    pathway_result: interpretation(
      "if(pathway = 'three', 'Three-level Wells score (Wells 2001): ' + three_tier, 'Two-level Wells score (NICE NG158): ' + two_tier)",
      { label: 'Clinical probability and next step' },
    ),
    two_tier: interpretation(
      "if(score <= 4, 'PE unlikely (4 points or fewer). Measure D-dimer (an age-adjusted cut-off may be used after age 50): a normal result excludes PE; a raised result needs CTPA.', 'PE likely (more than 4 points). Arrange CTPA; if it will be delayed, start anticoagulation meanwhile unless bleeding risk forbids it.')",
      { label: 'Two-tier probability' },
    ),
  }),
  // One pathway is shown, the chosen one; both tier texts stay computed for it to read.
  risk: ['high_risk_alert', 'score', 'pathway_result'],
  chartNote: {
    cc: 'Wells score for PE {{wells_pe_score}} points. {{pathway_result}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'wells2000',
      citation:
        'Wells PS, Anderson DR, Rodger M, et al. Derivation of a simple clinical model to categorize patients probability of pulmonary embolism: increasing the models utility with the SimpliRED D-dimer. Thromb Haemost. 2000;83(3):416–420.',
      pmid: '10744147',
      kind: 'derivation',
      cohort: 'random 80% of a prospective cohort of patients with suspected PE (derivation); remaining 20% for validation',
    },
    {
      id: 'wells2001',
      citation:
        'Wells PS, Anderson DR, Rodger M, et al. Excluding pulmonary embolism at the bedside without diagnostic imaging: management of patients with suspected pulmonary embolism presenting to the emergency department by using a simple clinical model and D-dimer. Ann Intern Med. 2001;135(2):98–107.',
      kind: 'validation',
    },
    {
      id: 'nice-ng158',
      citation:
        'National Institute for Health and Care Excellence. Venous thromboembolic diseases: diagnosis, management and thrombophilia testing (NICE guideline NG158). London: NICE; 2020, updated 2023. Section 1.1, suspected pulmonary embolism (two-level PE Wells score).',
      url: 'https://www.nice.org.uk/guidance/ng158',
      kind: 'guideline',
    },
    {
      id: 'vanbelle2006',
      citation:
        'van Belle A, Büller HR, Huisman MV, et al. Effectiveness of managing suspected pulmonary embolism using an algorithm combining clinical probability, D-dimer testing, and computed tomography. JAMA. 2006;295(2):172–179.',
      pmid: '16403929',
      kind: 'validation (two-level score)',
    },
    {
      id: 'kline2004',
      citation:
        'Kline JA, Mitchell AM, Kabrhel C, Richman PB, Courtney DM. Clinical criteria to prevent unnecessary diagnostic testing in emergency department patients with suspected pulmonary embolism. J Thromb Haemost. 2004;2(8):1247–1255.',
      kind: 'derivation (PERC rule)',
    },
    KONSTANTINIDES_2020,
  ],
  category: 'Pulmonology',
  synonyms: ['pulmonary embolism probability', 'pre-test probability of PE', 'Wells score for PE'],
  abbreviations: ['PE', 'DVT', 'VTE', 'CTPA', 'PERC'],
  conditions: ['pulmonary embolism', 'venous thromboembolism', 'shortness of breath'],
  instructions:
    'Use for haemodynamically stable adults in whom pulmonary embolism is suspected. Answer every item; "PE is the most likely diagnosis" is your judgement after the history, examination, chest X-ray, ECG and blood tests. Not for patients with shock or hypotension (go straight to the high-risk pathway), and not validated in pregnancy.',
  whenToUse: [
    'When pulmonary embolism is being considered, before ordering a D-dimer or imaging.',
    'To decide whether a negative D-dimer can exclude PE, or whether imaging is needed directly.',
  ],
  pearls: [
    'One scheme is shown at a time, named in the result and the chart note: two-level by default (NICE NG158; ESC 2019 accepts either), three-level when chosen.',
    'A D-dimer is only useful to exclude PE when the probability is low or PE is unlikely; in high-probability patients a negative D-dimer does not exclude PE.',
    'The PERC rule applies only when clinical suspicion is already low; it is not a substitute for the Wells score in everyone.',
    'The item "PE is the most likely diagnosis" carries 3 points and is subjective, so scores vary between clinicians.',
  ],
  nextSteps: {
    advice: [
      'Two-level scheme (the default): PE unlikely (4 or less) → D-dimer, a negative result excludes PE and a positive one needs CTPA; PE likely (more than 4) → CTPA without a D-dimer.',
      'Three-level scheme: low (under 2) → consider the PERC rule, otherwise D-dimer; moderate (2–6) → D-dimer, a positive result needs CTPA; high (over 6) → CTPA without a D-dimer.',
    ],
    management: [
      'If imaging will be delayed in a patient with moderate or high probability, start anticoagulation meanwhile unless bleeding risk is too high.',
      'If CTPA is unsuitable (for example severe kidney impairment or contrast allergy), a ventilation–perfusion scan is an alternative.',
      'Shock or hypotension: treat as suspected high-risk PE without waiting for a score.',
    ],
  },
  evidence: [
    'Derived by logistic regression on 40 clinical variables in a random 80% of a prospective cohort of patients with suspected PE, and checked in the remaining 20%.',
    'In the derivation paper, a score below 2 with a negative SimpliRED D-dimer was followed by PE in 1.5% of the derivation set and 2.7% of the validation set.',
    'The same paper proposed the cut-off of 4 points (PE unlikely or likely) combined with D-dimer; a later emergency-department study by the same group used the three-tier version with D-dimer to avoid imaging in low-probability patients.',
  ],
  formula: [
    'Clinical signs and symptoms of DVT +3',
    'PE is the most likely diagnosis +3',
    'Heart rate > 100 beats per minute +1.5',
    'Immobilisation ≥ 3 days or surgery in the previous 4 weeks +1.5',
    'Previous PE or DVT +1.5',
    'Haemoptysis +1',
    'Active cancer (treatment within 6 months, or palliative) +1',
    'Total 0–12.5 points. Three tiers: low < 2, moderate 2–6, high > 6. Two tiers: PE unlikely ≤ 4, PE likely > 4.',
  ],
  resultSummary: 'Wells score for PE {{wells_pe_score}} points. {{pathway_result}}',
  testVectors: [
    {
      description: 'No criteria: 0 points',
      inputs: {
        haemodynamic_instability: 'no',
        dvt_signs: 'no',
        pe_most_likely: 'no',
        tachycardia: 'no',
        immobilisation_surgery: 'no',
        previous_vte: 'no',
        haemoptysis: 'no',
        malignancy: 'no',
      },
      expected: { wells_pe_score: 0 },
      source: 'wells2000 (item points); expected value summed by hand: 0',
    },
    {
      description: 'Heart rate > 100 only: 1.5 points, still low probability',
      inputs: {
        haemodynamic_instability: 'no',
        dvt_signs: 'no',
        pe_most_likely: 'no',
        tachycardia: 'yes',
        immobilisation_surgery: 'no',
        previous_vte: 'no',
        haemoptysis: 'no',
        malignancy: 'no',
      },
      expected: { wells_pe_score: 1.5 },
      source: 'wells2000 (item points); expected value summed by hand: 1.5',
    },
    {
      description: 'Tachycardia, recent surgery and previous DVT: 4.5 points, PE likely',
      inputs: {
        haemodynamic_instability: 'no',
        dvt_signs: 'no',
        pe_most_likely: 'no',
        tachycardia: 'yes',
        immobilisation_surgery: 'yes',
        previous_vte: 'yes',
        haemoptysis: 'no',
        malignancy: 'no',
      },
      expected: { wells_pe_score: 4.5 },
      source: 'wells2000 (item points); expected value summed by hand: 1.5 + 1.5 + 1.5 = 4.5',
    },
    {
      description: 'Every criterion: maximum 12.5 points',
      inputs: {
        haemodynamic_instability: 'no',
        dvt_signs: 'yes',
        pe_most_likely: 'yes',
        tachycardia: 'yes',
        immobilisation_surgery: 'yes',
        previous_vte: 'yes',
        haemoptysis: 'yes',
        malignancy: 'yes',
      },
      expected: { wells_pe_score: 12.5 },
      source: 'wells2000 (item points); expected value summed by hand: 3 + 3 + 1.5 + 1.5 + 1.5 + 1 + 1 = 12.5',
    },
  ],
} satisfies ToolDefinitionInput

export default wellsPe
