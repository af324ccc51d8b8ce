import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, result, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const MALLEOLAR = "malleolar_pain = 'yes'"
const MIDFOOT = "midfoot_pain = 'yes'"
const ANKLE_SERIES = `(${MALLEOLAR} and (lateral_malleolus = 'yes' or medial_malleolus = 'yes' or unable_to_bear_weight = 'yes'))`
const FOOT_SERIES = `(${MIDFOOT} and (fifth_metatarsal = 'yes' or navicular = 'yes' or unable_to_bear_weight = 'yes'))`

const NO_PAIN = { malleolar_pain: 'no', midfoot_pain: 'no' }
const MALLEOLAR_ONLY = { malleolar_pain: 'yes', midfoot_pain: 'no', lateral_malleolus: 'no', medial_malleolus: 'no', unable_to_bear_weight: 'no' }
const BOTH_ZONES = { ...MALLEOLAR_ONLY, midfoot_pain: 'yes', fifth_metatarsal: 'no', navicular: 'no' }

/**
 * Ottawa ankle and foot rules, as refined and validated by Stiell IG et al., JAMA
 * 1993;269:1127–1132 (derived in Stiell 1992, Ann Emerg Med 21:384–390).
 *
 * Design notes:
 * - Two rules: an ankle series when there is pain in the malleolar zone and any ankle finding;
 *   a foot series when there is pain in the midfoot zone and any foot finding. Inability to bear
 *   weight belongs to both.
 * - Each tenderness question is shown only when pain is in its zone, and weight bearing only
 *   when there is pain in either zone; a hidden question never enters a result.
 */
const ottawaAnkleRule = {
  slug: 'ottawa-ankle-rule',
  name: 'Ottawa Ankle and Foot Rules',
  calcId: 'calc-ottawa-ankle-rule',
  ...TOOL_BASE,
  eligibility: 'Adults with an acute blunt ankle injury (the rules were derived and validated in adults; later studies support their use in children).',
  description: 'Decides whether an acute ankle injury needs an ankle X-ray series, a foot X-ray series, both or neither.',
  contentName: 'ottawa-ankle-rule',
  sections: {
    patient: ['malleolar_pain', 'midfoot_pain', 'lateral_malleolus', 'medial_malleolus', 'fifth_metatarsal', 'navicular', 'unable_to_bear_weight'],
  },
  ehrpdns: [],
  controls: controls({
    malleolar_pain: yesNo('Pain in the malleolar zone', { help: 'The area around and just above both malleoli.' }),
    midfoot_pain: yesNo('Pain in the midfoot zone', { help: 'The area of the navicular, cuboid, cuneiforms and bases of the metatarsals.' }),
    lateral_malleolus: yesNo('Bone tenderness at the posterior edge or tip of the lateral malleolus', {
      help: 'Along the distal 6 cm of the posterior edge of the fibula, or its tip.',
      visibility: MALLEOLAR,
    }),
    medial_malleolus: yesNo('Bone tenderness at the posterior edge or tip of the medial malleolus', {
      help: 'Along the distal 6 cm of the posterior edge of the tibia, or its tip.',
      visibility: MALLEOLAR,
    }),
    fifth_metatarsal: yesNo('Bone tenderness at the base of the fifth metatarsal', { visibility: MIDFOOT }),
    navicular: yesNo('Bone tenderness at the navicular', { visibility: MIDFOOT }),
    unable_to_bear_weight: yesNo('Unable to bear weight both immediately after the injury and in the emergency department', {
      help: 'Unable to take 4 steps (two transfers of weight onto each foot), limping or not.',
      visibility: `${MALLEOLAR} or ${MIDFOOT}`,
    }),
    ankle_xray: result('Ankle X-ray series', `if(${ANKLE_SERIES}, 'Indicated', 'Not indicated')`, { cpdn: 'ottawa_ankle_xray' }),
    foot_xray: result('Foot X-ray series', `if(${FOOT_SERIES}, 'Indicated', 'Not indicated')`, { cpdn: 'ottawa_foot_xray' }),
    interpretation: interpretation(
      `if(${ANKLE_SERIES} or ${FOOT_SERIES}, 'The Ottawa rules indicate X-rays: ' + if(${ANKLE_SERIES} and ${FOOT_SERIES}, 'an ankle series and a foot series.', if(${ANKLE_SERIES}, 'an ankle series.', 'a foot series.')), ` +
        "if(malleolar_pain != 'yes' and midfoot_pain != 'yes', 'No pain in the malleolar or midfoot zone: the rules do not indicate an X-ray of the ankle or foot.', 'No finding of the Ottawa rules: a fracture is very unlikely and X-rays are not needed. Treat as a sprain and advise review if the patient still cannot walk or pain persists after 5 to 7 days.'))",
    ),
  }),
  risk: ['ankle_xray', 'foot_xray', 'interpretation'],
  chartNote: {
    cc: 'Ottawa ankle and foot rules: ankle X-ray series {{ottawa_ankle_xray}}; foot X-ray series {{ottawa_foot_xray}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'stiell1992',
      citation:
        'Stiell IG, Greenberg GH, McKnight RD, Nair RC, McDowell I, Worthington JR. A study to develop clinical decision rules for the use of radiography in acute ankle injuries. Ann Emerg Med. 1992;21(4):384–390.',
      doi: '10.1016/S0196-0644(05)82656-3',
      kind: 'derivation',
      cohort: 'n = 750 adults with acute blunt ankle injuries (after a pilot of 155), two university emergency departments',
    },
    {
      id: 'stiell1993',
      citation:
        'Stiell IG, Greenberg GH, McKnight RD, et al. Decision rules for the use of radiography in acute ankle injuries: refinement and prospective validation. JAMA. 1993;269(9):1127–1132. PMID 8433468.',
      pmid: '8433468',
      kind: 'refinement and validation',
      cohort: 'n = 1,032 (refinement) and 453 (validation of the refined rules) adults with acute ankle injuries',
    },
    {
      id: 'bachmann2003',
      citation:
        'Bachmann LM, Kolb E, Koller MT, Steurer J, ter Riet G. Accuracy of Ottawa ankle rules to exclude fractures of the ankle and mid-foot: systematic review. BMJ. 2003;326(7386):417. PMID 12595378.',
      pmid: '12595378',
      doi: '10.1136/bmj.326.7386.417',
      kind: 'systematic review',
      cohort: '27 studies, 15,581 patients',
    },
  ],
  category: 'Emergency medicine',
  synonyms: ['Ottawa ankle rules', 'Ottawa foot rules', 'ankle x-ray rule', 'ankle sprain x-ray', 'foot x-ray rule'],
  abbreviations: ['OAR', 'X-ray'],
  conditions: ['ankle injury', 'ankle sprain', 'ankle fracture', 'foot fracture', 'twisted ankle'],
  instructions:
    'For an acute blunt ankle or foot injury. Note where the pain is, palpate the posterior edges and tips of both malleoli, the base of the fifth metatarsal and the navicular, and ask whether the patient could take 4 steps both straight after the injury and in the department.',
  whenToUse: [
    'In the emergency department, urgent care or primary care, when deciding whether an ankle or foot injury needs X-rays.',
    'To avoid X-rays in patients with a sprain and no finding of the rules.',
  ],
  pearls: [
    'Palpate the posterior edge of the malleoli along the distal 6 cm, not only the tip: this is where the fractures the rules look for occur.',
    'Weight bearing counts when the patient can take 4 steps, even with a limp.',
    'The rules do not apply to injuries more than 10 days old, patients with altered sensation in the legs, or those who cannot be examined reliably (intoxication, head injury, multiple injuries).',
    'A systematic review of 27 studies found a sensitivity close to 100 %, so a negative result reliably excludes a fracture.',
  ],
  nextSteps: {
    advice: ['X-ray indicated: ankle and/or foot series as shown.', 'No X-ray: manage as a sprain, with advice to return if still unable to walk or pain persists after 5 to 7 days.'],
    management: ['Re-examine at follow-up: ongoing bone tenderness or inability to bear weight justifies an X-ray then.'],
  },
  evidence: [
    'Derived in 750 adults at two Canadian university emergency departments (Stiell 1992).',
    'Refined and validated (Stiell 1993): the refined rules were 100 % sensitive for 50 malleolar zone fractures (95 % CI 93–100 %) and 19 midfoot fractures (95 % CI 83–100 %), with an estimated reduction of 34 % in ankle and 30 % in foot X-rays.',
    'A systematic review of 27 studies with 15,581 patients found a sensitivity close to 100 % (Bachmann 2003).',
  ],
  formula: [
    'Ankle X-ray series if pain in the malleolar zone and any of: bone tenderness at the posterior edge or tip of the lateral malleolus (distal 6 cm); bone tenderness at the posterior edge or tip of the medial malleolus (distal 6 cm); unable to bear weight both immediately and in the ED.',
    'Foot X-ray series if pain in the midfoot zone and any of: bone tenderness at the base of the fifth metatarsal; bone tenderness at the navicular; unable to bear weight both immediately and in the ED.',
  ],
  resultSummary: 'Ottawa ankle and foot rules: ankle X-ray {{ottawa_ankle_xray}}; foot X-ray {{ottawa_foot_xray}}.',
  testVectors: [
    {
      description: 'No pain in either zone: no X-ray',
      inputs: NO_PAIN,
      expected: { ottawa_ankle_xray: 'Not indicated', ottawa_foot_xray: 'Not indicated' },
      source: 'stiell1993 (rules, Figure); not a published example',
    },
    {
      description: 'Malleolar pain with lateral malleolus tenderness: ankle series only',
      inputs: { ...MALLEOLAR_ONLY, lateral_malleolus: 'yes' },
      expected: { ottawa_ankle_xray: 'Indicated', ottawa_foot_xray: 'Not indicated' },
      source: 'stiell1993 (ankle rule); not a published example',
    },
    {
      description: 'Pain in both zones, unable to bear weight: both series',
      inputs: { ...BOTH_ZONES, unable_to_bear_weight: 'yes' },
      expected: { ottawa_ankle_xray: 'Indicated', ottawa_foot_xray: 'Indicated' },
      source: 'stiell1993 (weight bearing belongs to both rules); not a published example',
    },
    {
      description: 'Pain in both zones, no finding: no X-ray',
      inputs: BOTH_ZONES,
      expected: { ottawa_ankle_xray: 'Not indicated', ottawa_foot_xray: 'Not indicated' },
      source: 'stiell1993; not a published example',
    },
  ],
} satisfies ToolDefinitionInput

export default ottawaAnkleRule
