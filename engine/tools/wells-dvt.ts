import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** The items scoring +1 (each a field). */
const PLUS_ONE = [
  'active_cancer',
  'paralysis_cast',
  'bedridden_surgery',
  'vein_tenderness',
  'whole_leg_swollen',
  'calf_swelling',
  'pitting_oedema',
  'collateral_veins',
  'previous_dvt',
] as const

/**
 * Wells criteria for deep vein thrombosis, modified with "previously documented DVT" (Wells PS
 * et al., N Engl J Med 2003;349:1227–1235). The three-tier bands come from the original model
 * without that item (Wells PS et al., Lancet 1997;350:1795–1798).
 *
 * Design notes:
 * - Every item is required, with no defaults: a skipped item would lower the score, and a lower
 *   score can mean "DVT unlikely" and no ultrasound.
 * - The two-tier result (likely ≥ 2 / unlikely < 2) is the one the 2003 model was validated with;
 *   the three-tier bands (≤ 0, 1–2, ≥ 3) are shown too because many pathways still use them, with
 *   a note that they were derived before the previous-DVT item was added.
 */
const wellsDvt = {
  slug: 'wells-dvt',
  name: 'Wells Criteria for Deep Vein Thrombosis (DVT)',
  calcId: 'calc-wells-dvt',
  ...TOOL_BASE,
  eligibility: 'Outpatients and emergency department patients with a suspected first or recurrent DVT of the leg.',
  description: 'Estimates the clinical probability of a leg deep vein thrombosis to choose between D-dimer testing and ultrasound.',
  contentName: 'wells-dvt',
  sections: {
    patient: [...PLUS_ONE, 'alternative_diagnosis'],
  },
  ehrpdns: [],
  controls: controls({
    active_cancer: yesNo('Active cancer', { help: 'Treatment ongoing or within the previous 6 months, or palliative care.', points: 1 }),
    paralysis_cast: yesNo('Paralysis, paresis or recent plaster cast of a leg', { help: 'Weakness or recent plaster immobilisation of the lower limb.', points: 1 }),
    bedridden_surgery: yesNo('Bedridden recently for 3 days or more, or major surgery in the past 12 weeks', {
      help: 'Surgery under general or regional anaesthesia.',
      points: 1,
    }),
    vein_tenderness: yesNo('Localised tenderness along the deep venous system', { help: 'Along the course of the deep veins of the thigh or calf.', points: 1 }),
    whole_leg_swollen: yesNo('Entire leg swollen', { points: 1 }),
    calf_swelling: yesNo('Calf swelling at least 3 cm more than the other side', {
      help: 'Circumference measured 10 cm below the tibial tuberosity, compared with the asymptomatic leg.',
      points: 1,
    }),
    pitting_oedema: yesNo('Pitting oedema confined to the symptomatic leg', { points: 1 }),
    collateral_veins: yesNo('Collateral superficial veins (not varicose)', { points: 1 }),
    previous_dvt: yesNo('Previously documented DVT', { help: 'Objectively diagnosed.', points: 1 }),
    alternative_diagnosis: yesNo('An alternative diagnosis is at least as likely as DVT', {
      help: 'For example cellulitis, a ruptured Baker cyst, muscle injury or superficial thrombophlebitis. Subtracts 2 points.',
      points: -2,
    }),
    score: score(
      'Wells DVT score',
      `points(${PLUS_ONE.join(', ')}, alternative_diagnosis)`,
      { cpdn: 'wells_dvt_score', units: 'points' },
    ),
    two_tier: interpretation(
      "if(score >= 2, 'DVT likely (2 points or more). Arrange proximal leg vein or whole-leg ultrasound. If the scan is negative, a D-dimer helps: if it is raised, repeat the ultrasound in about a week. If the scan will be delayed, consider interim anticoagulation unless bleeding risk forbids it.', " +
        "'DVT unlikely (below 2 points). Measure a D-dimer: a negative result excludes DVT without a scan; a positive result needs ultrasound.')",
      { label: 'DVT likely or unlikely (2003 model)' },
    ),
    three_tier: interpretation(
      "if(score <= 0, 'Low probability (0 points or fewer).', if(score <= 2, 'Moderate probability (1 to 2 points).', 'High probability (3 points or more).')) + ' These bands were set for the original model, before previous DVT was added as an item.'",
      { label: 'Three-tier probability (1997 bands)' },
    ),
  }),
  risk: ['score', 'two_tier', 'three_tier'],
  chartNote: {
    cc: 'Wells DVT score {{wells_dvt_score}} points. {{two_tier}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'wells2003',
      citation:
        'Wells PS, Anderson DR, Rodger M, et al. Evaluation of D-dimer in the diagnosis of suspected deep-vein thrombosis. N Engl J Med. 2003;349(13):1227–1235.',
      kind: 'derivation (modified model) and randomised management study',
      cohort: 'outpatients with suspected DVT, randomised to ultrasound alone or D-dimer-guided testing',
    },
    {
      id: 'wells1997',
      citation:
        'Wells PS, Anderson DR, Bormanis J, et al. Value of assessment of pretest probability of deep-vein thrombosis in clinical management. Lancet. 1997;350(9094):1795–1798.',
      kind: 'derivation (original model and three-tier bands)',
    },
    {
      id: 'wells2006',
      citation: 'Wells PS, Owen C, Doucette S, Fergusson D, Tran H. Does this patient have deep vein thrombosis? JAMA. 2006;295(2):199–207.',
      kind: 'meta-analysis',
    },
  ],
  category: 'Cardiology',
  synonyms: ['deep vein thrombosis probability', 'DVT pretest probability', 'Wells score for DVT', 'leg clot risk'],
  abbreviations: ['DVT', 'VTE', 'PE', 'CUS'],
  conditions: ['deep vein thrombosis', 'venous thromboembolism', 'leg swelling'],
  instructions:
    'For outpatients and emergency department patients with suspected deep vein thrombosis of the leg. Answer every item; when both legs have symptoms, score the more symptomatic leg. The alternative-diagnosis item is your judgement after history and examination. Not validated in pregnancy, in hospitalised patients, or for upper-limb DVT.',
  whenToUse: [
    'When a leg DVT is suspected, before requesting a D-dimer or ultrasound.',
    'To decide whether a negative D-dimer alone can exclude DVT.',
  ],
  pearls: [
    'If both legs are symptomatic, score the more symptomatic leg.',
    'A negative D-dimer excludes DVT only when DVT is unlikely; when DVT is likely, image regardless of the D-dimer.',
    'The "alternative diagnosis" item subtracts 2 points and is subjective; record what the alternative is.',
    'The likely/unlikely split (2 points) belongs to the 2003 model that includes previous DVT; the older three-tier bands were set before that item existed.',
  ],
  nextSteps: {
    advice: [
      'DVT unlikely (< 2): D-dimer; negative excludes DVT, positive needs ultrasound.',
      'DVT likely (≥ 2): ultrasound; if negative, use a D-dimer to decide on a repeat scan after about a week.',
    ],
    management: [
      'If imaging cannot be done promptly in a patient with likely DVT, consider interim anticoagulation, weighing bleeding risk.',
      'A confirmed proximal DVT needs anticoagulation; assess for symptoms of pulmonary embolism.',
    ],
  },
  evidence: [
    'The original nine-item model (Wells 1997) sorted outpatients into low, moderate and high pretest probability, with DVT prevalence rising steeply across the three groups.',
    'The 2003 model added "previously documented DVT" and grouped patients into DVT likely (≥ 2) or unlikely (< 2). In a randomised trial of outpatients, a negative D-dimer in "unlikely" patients safely replaced ultrasound, with a low 3-month rate of venous thromboembolism.',
    'A 2006 meta-analysis confirmed that the Wells rule, combined with D-dimer, stratifies outpatients reliably but performs less well in inpatients and in older people with comorbidity.',
  ],
  formula: [
    '+1 each: active cancer; paralysis, paresis or recent leg cast; bedridden ≥ 3 days or major surgery within 12 weeks; localised deep-vein tenderness; entire leg swollen; calf swelling ≥ 3 cm; pitting oedema of the symptomatic leg; collateral superficial veins; previously documented DVT',
    '−2: alternative diagnosis at least as likely as DVT',
    'Total −2 to 9. Two tiers (2003): DVT likely ≥ 2, unlikely < 2. Three tiers (1997): low ≤ 0, moderate 1–2, high ≥ 3.',
  ],
  resultSummary: 'Wells DVT score {{wells_dvt_score}} points. {{two_tier}}',
  testVectors: [
    {
      description: 'No items: 0 points, DVT unlikely, low (three-tier)',
      inputs: {
        ...Object.fromEntries(PLUS_ONE.map((name) => [name, 'no'])),
        alternative_diagnosis: 'no',
      },
      expected: { wells_dvt_score: 0 },
      source: 'wells2003 (item points); expected value summed by hand: 0',
    },
    {
      description: 'Calf swelling, pitting oedema and tenderness, alternative diagnosis as likely: 3 − 2 = 1 point (unlikely)',
      inputs: {
        ...Object.fromEntries(PLUS_ONE.map((name) => [name, 'no'])),
        calf_swelling: 'yes',
        pitting_oedema: 'yes',
        vein_tenderness: 'yes',
        alternative_diagnosis: 'yes',
      },
      expected: { wells_dvt_score: 1 },
      source: 'wells2003 (item points); expected value summed by hand: 1 + 1 + 1 − 2 = 1',
    },
    {
      description: 'Active cancer and previous DVT: 2 points, the DVT-likely threshold',
      inputs: {
        ...Object.fromEntries(PLUS_ONE.map((name) => [name, 'no'])),
        active_cancer: 'yes',
        previous_dvt: 'yes',
        alternative_diagnosis: 'no',
      },
      expected: { wells_dvt_score: 2 },
      source: 'wells2003 (item points, likely ≥ 2); expected value summed by hand: 1 + 1 = 2',
    },
    {
      description: 'Only an alternative diagnosis: minimum −2 points',
      inputs: {
        ...Object.fromEntries(PLUS_ONE.map((name) => [name, 'no'])),
        alternative_diagnosis: 'yes',
      },
      expected: { wells_dvt_score: -2 },
      source: 'wells2003 (item points); expected value summed by hand: −2',
    },
    {
      description: 'All nine positive items, no alternative: maximum 9 points',
      inputs: {
        ...Object.fromEntries(PLUS_ONE.map((name) => [name, 'yes'])),
        alternative_diagnosis: 'no',
      },
      expected: { wells_dvt_score: 9 },
      source: 'wells2003 (item points); expected value summed by hand: 9 × 1 = 9',
    },
  ],
} satisfies ToolDefinitionInput

export default wellsDvt
