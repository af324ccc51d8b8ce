import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const ITEMS = ['hop_cough_tenderness', 'rif_tenderness', 'anorexia', 'fever', 'nausea_vomiting', 'migration', 'leukocytosis', 'neutrophilia'] as const

/**
 * Paediatric Appendicitis Score (PAS). Samuel M, J Pediatr Surg 2002;37(6):877–881.
 *
 * Design notes:
 * - Eight yes/no findings: two signs score 2 (cough/percussion/hopping tenderness; right iliac
 *   fossa tenderness), the others 1; total 0–10.
 * - Fever and the two blood results are yes/no answers with the thresholds of the prospective
 *   validation (Goldman 2008): temperature > 38 °C, white cells > 10 × 10⁹/L, absolute neutrophils
 *   > 7.5 × 10⁹/L.
 * - Samuel's cut-off (6 or more compatible with appendicitis) and the three groups of the
 *   validation (2 or less rules out, 7 or more predicts appendicitis, 3–6 intermediate) are both
 *   shown.
 */
const pediatricAppendicitisScore = {
  slug: 'pediatric-appendicitis-score',
  name: 'Paediatric Appendicitis Score (PAS)',
  calcId: 'calc-pediatric-appendicitis-score',
  ...TOOL_BASE,
  eligibility: 'Children and adolescents (derived at 4–15 years) with acute abdominal pain suggesting appendicitis.',
  description: 'Scores eight symptoms, signs and blood results from 0 to 10 to estimate how likely appendicitis is in a child, and who needs imaging or a surgical opinion.',
  contentName: 'pediatric-appendicitis-score',
  sections: {
    patient: [...ITEMS],
  },
  ehrpdns: [],
  controls: controls({
    hop_cough_tenderness: yesNo('Pain in the right lower quadrant on coughing, hopping or percussion', { help: '2 points.', points: 2 }),
    rif_tenderness: yesNo('Tenderness over the right iliac fossa', { help: '2 points.', points: 2 }),
    anorexia: yesNo('Anorexia', { help: '1 point.', points: 1 }),
    fever: yesNo('Fever: temperature above 38 °C (100.4 °F)', { help: '1 point.', points: 1 }),
    nausea_vomiting: yesNo('Nausea or vomiting', { help: '1 point.', points: 1 }),
    migration: yesNo('Migration of pain to the right lower quadrant', { help: 'Pain starting around the umbilicus and moving to the right iliac fossa. 1 point.', points: 1 }),
    leukocytosis: yesNo('Leukocytosis: white cells above 10 × 10⁹/L (10,000/mm³)', { help: '1 point.', points: 1 }),
    neutrophilia: yesNo('Neutrophilia: absolute neutrophil count above 7.5 × 10⁹/L (7,500/mm³)', { help: '1 point.', points: 1 }),
    score: score('Paediatric Appendicitis Score', `points(${ITEMS.join(', ')})`, { cpdn: 'pas_score', units: 'of 10' }),
    group: result('Risk group (Goldman 2008)', "if(score <= 2, 'Low (score 0–2)', if(score <= 6, 'Intermediate (score 3–6)', 'High (score 7–10)'))", { cpdn: 'pas_group' }),
    samuel_cutoff: result(
      'Samuel 2002 cut-off',
      "if(score >= 6, 'Score 6 or more: compatible with appendicitis in the derivation study', 'Score 5 or less: appendicitis unlikely in the derivation study')",
      { cpdn: 'pas_samuel_cutoff' },
    ),
    interpretation: interpretation(
      "if(score <= 2, 'Low score (2 or less): appendicitis is unlikely; in the validation study only 3 of 123 children with appendicitis scored this low. Consider discharge with clear advice to return, or a period of observation, if the clinical picture agrees; reassess if symptoms persist or worsen.', " +
        "if(score <= 6, 'Intermediate score (3–6): the score neither confirms nor excludes appendicitis. Arrange ultrasound, observation with repeat examination, and surgical review according to your pathway.', " +
        "'High score (7 or more): appendicitis is likely. Ask for a surgical opinion; imaging (ultrasound) is still commonly used before operating, since the score alone is not specific enough.'))",
      { label: 'Management' },
    ),
  }),
  risk: ['score', 'group', 'samuel_cutoff', 'interpretation'],
  chartNote: {
    cc: 'Paediatric Appendicitis Score {{pas_score}} of 10 ({{pas_group}}; {{pas_samuel_cutoff}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'samuel2002',
      citation: 'Samuel M. Pediatric appendicitis score. J Pediatr Surg. 2002;37(6):877–881. PMID 12037754.',
      pmid: '12037754',
      doi: '10.1053/jpsu.2002.32893',
      kind: 'derivation',
      cohort: 'n = 1,170 children aged 4–15 years with abdominal pain suggesting appendicitis (734 with appendicitis), two London hospitals',
    },
    {
      id: 'goldman2008',
      citation: 'Goldman RD, Carter S, Stephens D, Antoon R, Mounstephen W, Langer JC. Prospective validation of the pediatric appendicitis score. J Pediatr. 2008;153(2):278–282. PMID 18534219.',
      pmid: '18534219',
      doi: '10.1016/j.jpeds.2008.01.033',
      kind: 'validation',
      cohort: 'n = 849 children aged 1–17 years with abdominal pain in a paediatric emergency department (123 with appendicitis)',
    },
    {
      id: 'bundy2007',
      citation: 'Bundy DG, Byerley JS, Liles EA, Perrin EM, Katznelson J, Rice HE. Does this child have appendicitis? JAMA. 2007;298(4):438–451.',
      doi: '10.1001/jama.298.4.438',
      kind: 'systematic review',
    },
  ],
  category: 'Paediatrics',
  synonyms: ['pediatric appendicitis score', 'Samuel score', 'PAS score', 'appendicitis score in children', 'child appendicitis'],
  abbreviations: ['PAS', 'RIF', 'RLQ'],
  conditions: ['appendicitis in children', 'acute appendicitis', 'abdominal pain in children', 'right iliac fossa pain'],
  instructions:
    'For children with acute abdominal pain in whom appendicitis is suspected (the score was derived at 4–15 years). Use the history, examination and first full blood count with differential. In young children, who often cannot describe migration or anorexia, the score is less reliable.',
  whenToUse: [
    'At first assessment of suspected appendicitis in a child, to decide between discharge with safety-netting, imaging and observation, or a surgical opinion.',
    'Repeated during observation when the first assessment is equivocal.',
  ],
  pearls: [
    'Pain on coughing, hopping or percussion and right iliac fossa tenderness are the two findings worth 2 points.',
    'Later validation studies found the score much less accurate than in the derivation study; it is most useful at the extremes (low and high scores) and is often combined with ultrasound.',
    'Descriptions of the score differ slightly in the fever and neutrophil definitions (some use 38 °C or more, or neutrophils above 75 %); the tool uses those of the prospective validation.',
    'In adolescents and adults, the Alvarado score and newer scores with C-reactive protein are alternatives.',
  ],
  nextSteps: {
    advice: [
      'Low score (0–2): appendicitis unlikely; consider other causes and discharge with safety-net advice, or observe if concern remains.',
      'Intermediate score (3–6): ultrasound and/or observation with repeat examination, and surgical review as your pathway directs.',
      'High score (7–10): surgical opinion.',
    ],
    management: ['Give analgesia; it does not hide the signs of appendicitis.', 'Keep nil by mouth and give intravenous fluids when surgery is likely.'],
  },
  evidence: [
    'Derived prospectively in 1,170 children aged 4–15 years at two London hospitals; with a cut-off of 6 the derivation study reported sensitivity 1.00 and specificity 0.92.',
    'In a prospective validation in 849 unselected children with abdominal pain (Goldman 2008), a score of 2 or less was found in 73 % of children without appendicitis and in 3 of 123 with it, and a score of 7 or more in 61 % of children with appendicitis; the area under the ROC curve was 0.95.',
    'Later cohorts found lower accuracy, with the score most useful at its low and high ends and imaging for the intermediate group.',
  ],
  formula: [
    'Cough, percussion or hopping tenderness in the right lower quadrant +2',
    'Right iliac fossa tenderness +2',
    'Anorexia +1; fever > 38 °C +1; nausea or vomiting +1; migration of pain +1',
    'White cells > 10 × 10⁹/L +1; absolute neutrophils > 7.5 × 10⁹/L +1',
    'Total 0–10: Samuel cut-off ≥ 6 compatible with appendicitis; Goldman 2008 groups 0–2 low, 3–6 intermediate, 7–10 high',
  ],
  resultSummary: 'Paediatric Appendicitis Score {{pas_score}} of 10: {{pas_group}}.',
  testVectors: [
    {
      description: 'No findings: score 0',
      inputs: Object.fromEntries(ITEMS.map((k) => [k, 'no'])),
      expected: { pas_score: 0, pas_group: 'Low (score 0–2)' },
      source: 'samuel2002 (item points); score counted by hand: 0',
    },
    {
      description: 'Every finding: score 10',
      inputs: Object.fromEntries(ITEMS.map((k) => [k, 'yes'])),
      expected: { pas_score: 10, pas_group: 'High (score 7–10)' },
      source: 'samuel2002 (two signs scored 2, six findings scored 1, total 10); score counted by hand: 2 + 2 + 6 = 10',
    },
    {
      description: 'Migration, anorexia, vomiting, hopping pain, RLQ tenderness, afebrile, no blood results positive: score 7',
      inputs: { hop_cough_tenderness: 'yes', rif_tenderness: 'yes', anorexia: 'yes', fever: 'no', nausea_vomiting: 'yes', migration: 'yes', leukocytosis: 'no', neutrophilia: 'no' },
      expected: { pas_score: 7, pas_group: 'High (score 7–10)', pas_samuel_cutoff: 'Score 6 or more: compatible with appendicitis in the derivation study' },
      source: 'samuel2002 (item points), goldman2008 (7 or more: high); score counted by hand: 2 + 2 + 1 + 1 + 1 = 7',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Item thresholds (fever > 38 °C, white cells > 10 × 10⁹/L, neutrophils > 7.5 × 10⁹/L) and the groups 0–2, 3–6 and 7–10',
      citations: ['goldman2008', 'samuel2002'],
      checkedAgainstPrimary: false,
      note: 'Taken from the abstract of Goldman 2008 (PubMed), which states the definitions and cut-offs; the full texts of Samuel 2002 (abstract and first page read: items and points) and Goldman 2008 were not opened.',
    },
  ],
} satisfies ToolDefinitionInput

export default pediatricAppendicitisScore
