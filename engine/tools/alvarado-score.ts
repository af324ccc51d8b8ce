import { BODY_TEMPERATURE_C, BODY_TEMPERATURE_F, TEMPERATURE_MEASURE, WHITE_CELL_COUNT_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, listText, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Temperature 37.3 °C or more (99.14 °F; a °F value arrives converted to °C at full precision). */
const FEVER = '(temperature >= 37.3)'
/** White cells above 10 × 10⁹/L (10,000/mm³). */
const LEUKOCYTOSIS = '(wbc > 10)'
/** Neutrophils above 75 % of the white cells ("shift to the left"). */
const LEFT_SHIFT = '(neutrophils > 75)'

const POINTS = `points(migration, anorexia, nausea_vomiting, rlq_tenderness, rebound) + ${FEVER} + 2 * ${LEUKOCYTOSIS} + ${LEFT_SHIFT}`

/**
 * Alvarado score (MANTRELS). Alvarado A, Ann Emerg Med 1986;15(5):557–564.
 *
 * Design notes:
 * - Temperature, white cell count and neutrophil percentage are entered as numbers so that each
 *   threshold (≥ 37.3 °C, > 10 × 10⁹/L, > 75 %) is applied exactly; temperature in °C or °F.
 * - Bands: Alvarado's own groups (5–6 compatible, 7–8 probable, 9–10 very probable) with the
 *   low band below 5 used by the 2011 meta-analysis (Ohle) and the WSES guideline to rule out.
 */
const alvaradoScore = {
  slug: 'alvarado-score',
  name: 'Alvarado Score for Acute Appendicitis',
  calcId: 'calc-alvarado-score',
  ...TOOL_BASE,
  eligibility: 'Adults and older children with acute abdominal pain in whom appendicitis is suspected.',
  description: 'Scores eight symptoms, signs and blood results (MANTRELS) from 0 to 10 to estimate how likely acute appendicitis is and who needs imaging or a surgical opinion.',
  contentName: 'alvarado-score',
  sections: {
    patient: ['migration', 'anorexia', 'nausea_vomiting', 'rlq_tenderness', 'rebound', 'temperature', 'wbc', 'neutrophils'],
  },
  ehrpdns: ['wbc'],
  controls: controls({
    migration: yesNo('Migration of pain to the right lower quadrant', { help: 'Pain that started around the umbilicus and moved to the right iliac fossa. 1 point.', points: 1 }),
    anorexia: yesNo('Anorexia (or ketones in the urine)', { help: '1 point.', points: 1 }),
    nausea_vomiting: yesNo('Nausea or vomiting', { help: '1 point.', points: 1 }),
    rlq_tenderness: yesNo('Tenderness in the right lower quadrant', { help: '2 points.', points: 2 }),
    rebound: yesNo('Rebound tenderness', { help: '1 point.', points: 1 }),
    temperature: measure('Temperature', TEMPERATURE_MEASURE, { min: BODY_TEMPERATURE_C.min, max: BODY_TEMPERATURE_C.max }, {
      help: `37.3 °C (99.1 °F) or higher scores 1 point. ${BODY_TEMPERATURE_C.min}–${BODY_TEMPERATURE_C.max} °C (${BODY_TEMPERATURE_F.min}–${BODY_TEMPERATURE_F.max} °F).`,
    }),
    wbc: measure('White cell count', '× 10⁹/L (= × 10³/mm³)', WHITE_CELL_COUNT_RANGE, {
      help: `Above 10 × 10⁹/L (10,000/mm³) scores 2 points. ${WHITE_CELL_COUNT_RANGE.min}–${WHITE_CELL_COUNT_RANGE.max} × 10⁹/L.`,
    }),
    neutrophils: measure(
      'Neutrophils (percentage of white cells)',
      '%',
      { min: 0, max: 100, reason: 'A percentage of the white cell count runs from 0 to 100 %.' },
      { help: 'Above 75 % ("shift to the left") scores 1 point. 0–100 %.', cpdn: 'neutrophil_percent' },
    ),
    score: score('Alvarado score', POINTS, { cpdn: 'alvarado_score', units: 'of 10' }),
    findings: result(
      'Findings scored',
      `if(score = 0, 'none', ${listText([
        ["migration = 'yes'", 'migration of pain'],
        ["anorexia = 'yes'", 'anorexia'],
        ["nausea_vomiting = 'yes'", 'nausea or vomiting'],
        ["rlq_tenderness = 'yes'", 'right lower quadrant tenderness'],
        ["rebound = 'yes'", 'rebound tenderness'],
        [FEVER, 'temperature ≥ 37.3 °C'],
        [LEUKOCYTOSIS, 'white cells > 10 × 10⁹/L'],
        [LEFT_SHIFT, 'neutrophils > 75 %'],
      ])})`,
      { cpdn: 'alvarado_findings' },
    ),
    group: result(
      'Likelihood group',
      "if(score <= 4, 'Appendicitis unlikely (score 0–4)', if(score <= 6, 'Compatible with appendicitis (score 5–6)', if(score <= 8, 'Probable appendicitis (score 7–8)', 'Very probable appendicitis (score 9–10)')))",
      { cpdn: 'alvarado_group' },
    ),
    interpretation: interpretation(
      "if(score <= 4, 'Score below 5: in a meta-analysis of 42 studies this ruled out appendicitis well (sensitivity 99 % for a cut-off of 5). Consider discharge with clear advice to return, or observation, if the clinical picture agrees; the score does not replace reassessment.', " +
        "if(score <= 6, 'Score 5–6: intermediate. Alvarado advised observation and repeated assessment; current guidance is imaging (ultrasound first, then CT or MRI as appropriate) and surgical review.', " +
        "'Score 7 or more: appendicitis probable. Ask for a surgical opinion. The score over-predicts appendicitis at this level, especially in women, so imaging is still commonly used before operating.'))",
      { label: 'Management' },
    ),
  }),
  risk: ['score', 'group', 'findings', 'interpretation'],
  chartNote: {
    cc: 'Alvarado score {{alvarado_score}} of 10: {{alvarado_group}} (findings: {{alvarado_findings}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'alvarado1986',
      citation: 'Alvarado A. A practical score for the early diagnosis of acute appendicitis. Ann Emerg Med. 1986;15(5):557–564. PMID 3963537.',
      pmid: '3963537',
      doi: '10.1016/S0196-0644(86)80993-3',
      kind: 'derivation',
      cohort: 'n = 305 patients admitted with abdominal pain suggesting acute appendicitis (retrospective)',
    },
    {
      id: 'ohle2011',
      citation: 'Ohle R, O’Reilly F, O’Brien KK, Fahey T, Dimitrov BD. The Alvarado score for predicting acute appendicitis: a systematic review. BMC Med. 2011;9:139. PMID 22204638.',
      pmid: '22204638',
      doi: '10.1186/1741-7015-9-139',
      kind: 'meta-analysis',
      cohort: '42 studies',
    },
    {
      id: 'disaverio2020',
      citation:
        'Di Saverio S, Podda M, De Simone B, et al. Diagnosis and treatment of acute appendicitis: 2020 update of the WSES Jerusalem guidelines. World J Emerg Surg. 2020;15(1):27.',
      doi: '10.1186/s13017-020-00306-3',
      kind: 'guideline',
    },
  ],
  category: 'Emergency medicine',
  synonyms: ['MANTRELS score', 'MANTRELS', 'appendicitis score', 'Alvarado appendicitis score', 'appendix score'],
  abbreviations: ['MANTRELS', 'RLQ', 'RIF', 'WBC'],
  conditions: ['acute appendicitis', 'appendicitis', 'right lower quadrant pain', 'right iliac fossa pain', 'abdominal pain'],
  instructions:
    'For patients with acute abdominal pain suggesting appendicitis. Use the history, examination and first full blood count with differential. In children, the Paediatric Appendicitis Score was designed for the purpose; in pregnancy the score has not been validated.',
  whenToUse: [
    'At first assessment of suspected appendicitis, to identify patients in whom it is unlikely and those who need imaging or a surgical opinion.',
    'Repeated during observation when the first assessment is equivocal.',
  ],
  pearls: [
    'The score is better at ruling out (below 5) than ruling in: at 7 or more it over-predicts appendicitis, most of all in women of reproductive age.',
    'Check a pregnancy test in women of childbearing age, and think of gynaecological and urological causes of right iliac fossa pain.',
    'Anorexia can be replaced by ketones in the urine, as in the original score.',
    'Newer scores with C-reactive protein (AIR, Adult Appendicitis Score) discriminate better in some studies; the WSES guideline accepts them alongside Alvarado.',
  ],
  nextSteps: {
    advice: [
      'Score 0–4: appendicitis unlikely; consider other causes, and discharge with safety-net advice or observe if concern remains.',
      'Score 5–6: observe and reassess, and arrange imaging (ultrasound first) and surgical review.',
      'Score 7–10: ask for a surgical opinion; imaging is commonly used to confirm before surgery.',
    ],
    management: ['Give analgesia: it does not mask the signs of appendicitis.', 'Keep nil by mouth and give intravenous fluids when surgery is likely.'],
  },
  evidence: [
    'Derived retrospectively in 305 patients admitted with suspected appendicitis at one hospital (Alvarado 1986), with weights from the diagnostic accuracy of each finding.',
    'A meta-analysis of 42 studies found a cut-off of 5 sensitive for ruling out appendicitis in men, women and children (about 96–99 %), while a cut-off of 7 was not specific enough to rule it in and over-predicted appendicitis in women (Ohle 2011).',
    'The 2020 WSES Jerusalem guidelines recommend clinical scores such as Alvarado to exclude appendicitis and to identify intermediate-risk patients who need imaging, not to diagnose it alone.',
  ],
  formula: [
    'M: migration of pain to the right lower quadrant +1',
    'A: anorexia (or urinary ketones) +1',
    'N: nausea or vomiting +1',
    'T: tenderness in the right lower quadrant +2',
    'R: rebound tenderness +1',
    'E: elevated temperature ≥ 37.3 °C +1',
    'L: leukocytosis > 10 × 10⁹/L +2',
    'S: shift to the left, neutrophils > 75 % +1',
    'Total 0–10: 0–4 unlikely, 5–6 compatible, 7–8 probable, 9–10 very probable',
  ],
  resultSummary: 'Alvarado {{alvarado_score}} of 10: {{alvarado_group}}.',
  testVectors: [
    {
      description: 'No findings, afebrile, normal count: score 0',
      inputs: { migration: 'no', anorexia: 'no', nausea_vomiting: 'no', rlq_tenderness: 'no', rebound: 'no', temperature: 36.8, wbc: 7, neutrophil_percent: 60 },
      expected: { alvarado_score: 0, alvarado_group: 'Appendicitis unlikely (score 0–4)', alvarado_findings: 'none' },
      source: 'alvarado1986 (item definitions); score counted by hand: 0',
    },
    {
      description: 'Classic presentation: migration, anorexia, vomiting, RLQ tenderness, rebound, 37.8 °C, WBC 14, neutrophils 82 %: score 10',
      inputs: { migration: 'yes', anorexia: 'yes', nausea_vomiting: 'yes', rlq_tenderness: 'yes', rebound: 'yes', temperature: 37.8, wbc: 14, neutrophil_percent: 82 },
      expected: { alvarado_score: 10, alvarado_group: 'Very probable appendicitis (score 9–10)' },
      source: 'alvarado1986 (maximum 10 points); score counted by hand: 1 + 1 + 1 + 2 + 1 + 1 + 2 + 1 = 10',
    },
    {
      description: 'RLQ tenderness, nausea, WBC 12.5, neutrophils 70 %, 37.1 °C: score 5',
      inputs: { migration: 'no', anorexia: 'no', nausea_vomiting: 'yes', rlq_tenderness: 'yes', rebound: 'no', temperature: 37.1, wbc: 12.5, neutrophil_percent: 70 },
      expected: { alvarado_score: 5, alvarado_group: 'Compatible with appendicitis (score 5–6)' },
      source: 'alvarado1986 (item points; 5–6 compatible with appendicitis); score counted by hand: 1 + 2 + 2 = 5',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Thresholds of the laboratory and temperature items: temperature ≥ 37.3 °C, white cells > 10 × 10⁹/L, neutrophils > 75 %',
      citations: ['alvarado1986'],
      checkedAgainstPrimary: false,
      note: 'Only the abstract and first page of Alvarado 1986 could be read. The thresholds are the most commonly reproduced ones (reviews, clinical references, open-source calculators); sources differ at the edges (some write > 37.3 °C oral, ≥ 10 × 10⁹/L or ≥ 75 %, a few 37.5 °C), so a value exactly at a threshold may be scored differently elsewhere.',
    },
    {
      statement: 'Sensitivity of the cut-off of 5 (99 % overall; 96 % men, 99 % women, 99 % children) and poor specificity of the cut-off of 7',
      citations: ['ohle2011'],
      checkedAgainstPrimary: true,
      note: 'Checked against the abstract of the open-access paper (PMC3299622).',
    },
  ],
} satisfies ToolDefinitionInput

export default alvaradoScore
