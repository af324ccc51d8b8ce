import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const ITEMS = ['consciousness', 'cyanosis', 'stridor', 'air_entry', 'retractions'] as const

/**
 * Westley croup score. Westley CR, Cotton EK, Brooks JG. Am J Dis Child 1978;132(5):484–487.
 *
 * Design notes:
 * - Five findings with Westley's weights (consciousness 0/5, cyanosis 0/4/5, stridor 0–2, air
 *   entry 0–2, retractions 0–3); total 0–17.
 * - Severity bands as used in Canadian and UK guidance (Bjornson & Johnson): 0–2 mild, 3–5
 *   moderate, 6–11 severe, 12–17 impending respiratory failure. Westley 1978 gives the items;
 *   the bands came later.
 * - The child is assessed calm where possible: agitation worsens stridor and cyanosis.
 */
const westleyCroupScore = {
  slug: 'westley-croup-score',
  name: 'Westley Croup Score',
  calcId: 'calc-westley-croup-score',
  ...TOOL_BASE,
  eligibility: 'Children with croup (laryngotracheobronchitis), usually 6 months to 6 years old.',
  description: 'Grades the severity of croup from consciousness, cyanosis, stridor, air entry and chest wall retractions (0–17): mild, moderate, severe or impending respiratory failure.',
  contentName: 'westley-croup-score',
  sections: {
    patient: [...ITEMS],
  },
  ehrpdns: [],
  controls: controls({
    consciousness: choice(
      'Level of consciousness',
      [
        ['Normal, including asleep', 'normal', 0],
        ['Disoriented', 'disoriented', 5],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    cyanosis: choice(
      'Cyanosis',
      [
        ['None', 'none', 0],
        ['With agitation', 'agitation', 4],
        ['At rest', 'rest', 5],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    stridor: choice(
      'Stridor',
      [
        ['None', 'none', 0],
        ['With agitation', 'agitation', 1],
        ['At rest', 'rest', 2],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    air_entry: choice(
      'Air entry',
      [
        ['Normal', 'normal', 0],
        ['Decreased', 'decreased', 1],
        ['Markedly decreased', 'marked', 2],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    retractions: choice(
      'Chest wall retractions',
      [
        ['None', 'none', 0],
        ['Mild', 'mild', 1],
        ['Moderate', 'moderate', 2],
        ['Severe', 'severe', 3],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    score: score('Westley croup score', `points(${ITEMS.join(', ')})`, { cpdn: 'westley_score', units: 'of 17' }),
    severity: result(
      'Croup severity',
      "if(score >= 12, 'Impending respiratory failure (12–17)', if(score >= 6, 'Severe (6–11)', if(score >= 3, 'Moderate (3–5)', 'Mild (0–2)')))",
      { cpdn: 'westley_severity' },
    ),
    interpretation: interpretation(
      "if(score >= 12, 'Impending respiratory failure: give nebulised adrenaline (epinephrine) and a corticosteroid now, give oxygen, keep the child calm with the carer, and call the most experienced airway clinician and paediatric critical care at once.', " +
        "if(score >= 6, 'Severe croup: give a corticosteroid (oral dexamethasone) and nebulised adrenaline (epinephrine), observe in hospital, and involve senior paediatric and critical care staff if there is no rapid improvement.', " +
        "if(score >= 3, 'Moderate croup: give a single dose of oral dexamethasone and observe; nebulised adrenaline (epinephrine) if distress increases; discharge once stridor at rest and retractions have settled.', " +
        "'Mild croup: give a single dose of oral dexamethasone; usually managed at home with advice on when to return.')))",
      { label: 'Next step' },
    ),
  }),
  risk: ['score', 'severity', 'interpretation'],
  chartNote: {
    cc: 'Westley croup score {{westley_score}} of 17: {{westley_severity}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'westley1978',
      citation:
        'Westley CR, Cotton EK, Brooks JG. Nebulized racemic epinephrine by IPPB for the treatment of croup: a double-blind study. Am J Dis Child. 1978;132(5):484–487. PMID: 347921.',
      pmid: '347921',
      doi: '10.1001/archpedi.1978.02120300044008',
      kind: 'derivation (outcome measure of a trial)',
      cohort: 'Children admitted with croup in a double-blind trial of nebulised racemic epinephrine',
    },
    {
      id: 'bjornson2013',
      citation: 'Bjornson CL, Johnson DW. Croup in children. CMAJ. 2013;185(15):1317–1323. PMID: 23939212.',
      pmid: '23939212',
      doi: '10.1503/cmaj.121645',
      kind: 'review (severity bands and management)',
    },
  ],
  category: 'Paediatrics',
  synonyms: ['croup score', 'croup severity', 'Westley score', 'laryngotracheobronchitis severity', 'barking cough'],
  abbreviations: ['WCS', 'LTB'],
  conditions: ['croup', 'laryngotracheobronchitis', 'stridor', 'upper airway obstruction'],
  instructions:
    'Assess the child while calm, ideally on a carer’s lap, since agitation worsens stridor and cyanosis. Score each finding as observed. Think of other causes of stridor (epiglottitis, bacterial tracheitis, foreign body, anaphylaxis) when the picture is atypical.',
  whenToUse: ['At presentation with croup, to grade severity and choose treatment, and again after treatment to follow the response.'],
  pearls: [
    'Stridor at rest and chest wall retractions are the most important findings; retractions may lessen as a tiring child approaches respiratory failure.',
    'Agitation, drowsiness or cyanosis are late, ominous signs.',
    'Oxygen saturation can be normal in severe croup; a low saturation is a late sign.',
    'Most children seen with croup have mild disease (a score of 2 or less).',
  ],
  nextSteps: {
    advice: [
      'Score 0–2 (mild): single dose of oral dexamethasone; home with advice.',
      'Score 3–5 (moderate): dexamethasone; observe; nebulised adrenaline if distress increases.',
      'Score 6–11 (severe): dexamethasone and nebulised adrenaline; observe in hospital; senior review.',
      'Score 12–17 (impending respiratory failure): nebulised adrenaline, corticosteroid, oxygen and immediate airway and critical care support.',
    ],
    management: ['After nebulised adrenaline, observe for at least 2 hours before discharge, as its effect wears off.'],
  },
  evidence: [
    'Westley and colleagues devised the score to measure the response to nebulised racemic epinephrine in a double-blind trial in children with croup.',
    'It is the most widely studied croup score and is used in trials and guidelines to define mild (0–2), moderate (3–5), severe (6–11) croup and impending respiratory failure (12–17).',
  ],
  formula: [
    'Level of consciousness: normal (including asleep) 0, disoriented 5',
    'Cyanosis: none 0, with agitation 4, at rest 5',
    'Stridor: none 0, with agitation 1, at rest 2',
    'Air entry: normal 0, decreased 1, markedly decreased 2',
    'Retractions: none 0, mild 1, moderate 2, severe 3',
    'Total 0–17: 0–2 mild, 3–5 moderate, 6–11 severe, 12–17 impending respiratory failure',
  ],
  resultSummary: 'Westley croup score {{westley_score}} of 17: {{westley_severity}}.',
  testVectors: [
    {
      description: 'Stridor with agitation and mild retractions only: 2, mild',
      inputs: { consciousness: 'normal', cyanosis: 'none', stridor: 'agitation', air_entry: 'normal', retractions: 'mild' },
      expected: { westley_score: 2, westley_severity: 'Mild (0–2)' },
      source: 'westley1978 (weights); bjornson2013 (≤ 2 mild); counted by hand: 1 + 1',
    },
    {
      description: 'Stridor at rest, moderate retractions, decreased air entry: 5, moderate',
      inputs: { consciousness: 'normal', cyanosis: 'none', stridor: 'rest', air_entry: 'decreased', retractions: 'moderate' },
      expected: { westley_score: 5, westley_severity: 'Moderate (3–5)' },
      source: 'westley1978 (weights); bjornson2013 (3–5 moderate); counted by hand: 2 + 1 + 2',
    },
    {
      description: 'Stridor at rest, severe retractions, markedly decreased air entry: 7, severe',
      inputs: { consciousness: 'normal', cyanosis: 'none', stridor: 'rest', air_entry: 'marked', retractions: 'severe' },
      expected: { westley_score: 7, westley_severity: 'Severe (6–11)' },
      source: 'westley1978 (weights); bjornson2013 (6–11 severe); counted by hand: 2 + 2 + 3',
    },
    {
      description: 'Every finding at its worst: 17, impending respiratory failure',
      inputs: { consciousness: 'disoriented', cyanosis: 'rest', stridor: 'rest', air_entry: 'marked', retractions: 'severe' },
      expected: { westley_score: 17, westley_severity: 'Impending respiratory failure (12–17)' },
      source: 'westley1978 (maximum 17); bjornson2013 (≥ 12 impending respiratory failure); counted by hand: 5 + 5 + 2 + 2 + 3',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Items and weights (consciousness 0/5, cyanosis 0/4/5, stridor 0–2, air entry 0–2, retractions 0–3)',
      citations: ['westley1978'],
      checkedAgainstPrimary: false,
      note: 'Westley 1978 was not opened; the weights were checked against three reproductions (a paediatric review table, an emergency medicine learning module and a point-of-care reference).',
    },
    {
      statement: 'Bands 0–2 mild, 3–5 moderate, 6–11 severe, 12–17 impending respiratory failure',
      citations: ['bjornson2013'],
      checkedAgainstPrimary: false,
      note: 'Bjornson & Johnson 2013 was not opened; the bands were checked against an emergency medicine learning module and calculator references that cite Westley. One point-of-care reference uses other research bands (≤ 1, 2–4, ≥ 5).',
    },
  ],
} satisfies ToolDefinitionInput

export default westleyCroupScore
