import {
  BODY_TEMPERATURE_C,
  BODY_TEMPERATURE_F,
  HAEMOGLOBIN_GL_RANGE,
  HAEMOGLOBIN_MEASURE,
  PLATELETS_RANGE,
  span,
  TEMPERATURE_MEASURE,
  WHITE_CELL_COUNT_RANGE,
} from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, score, units, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const measurable = (what: string) => `The range covers every ${what} that can be measured; a value outside it is a measurement or entry error.`
export const HSCORE_RANGES = {
  ferritin: { min: 1, max: 500000, reason: measurable('serum ferritin, including the very high values of haemophagocytic syndrome,') },
  triglycerides: { min: 0.1, max: 60, reason: measurable('fasting or non-fasting triglyceride (0.1–60 mmol/L, 9–5314 mg/dL)') },
  fibrinogen: { min: 0, max: 15, reason: measurable('plasma fibrinogen (0–15 g/L, 0–1500 mg/dL)') },
  ast: { min: 1, max: 50000, reason: measurable('AST') },
} as const

/** Triglycerides, mmol/L canonical (the unit of the HScore thresholds); 1 mmol/L = 88.57 mg/dL (engine/units.ts). */
const TG_MEASURE = units([
  { value: 'mmol/L triglycerides', name: 'mmol/L', system: 'si', precision: 2 },
  { value: 'mg/dL triglycerides', name: 'mg/dL', system: 'us', precision: 0 },
])
/** Fibrinogen, g/L canonical (the unit of the HScore threshold); 1 g/L = 100 mg/dL. */
const FIBRINOGEN_MEASURE = units([
  { value: 'g/L fibrinogen', name: 'g/L', system: 'si', precision: 2 },
  { value: 'mg/dL fibrinogen', name: 'mg/dL', system: 'us', precision: 0 },
])

/**
 * HScore. Fardet L et al., Arthritis Rheumatol 2014;66:2613–2620. Points: known immunosuppression
 * 18; temperature < 38.4 °C 0, 38.4–39.4 33, > 39.4 49; organomegaly none 0, liver or spleen 23,
 * both 38; cytopenias (haemoglobin ≤ 92 g/L, white cells ≤ 5 × 10⁹/L, platelets ≤ 110 × 10⁹/L) one
 * lineage or none 0, two 24, three 34; ferritin < 2000 ng/mL 0, 2000–6000 35, > 6000 50;
 * triglycerides < 1.5 mmol/L 0, 1.5–4 44, > 4 64; fibrinogen > 2.5 g/L 0, ≤ 2.5 30; AST ≥ 30 U/L
 * 19; haemophagocytosis on bone marrow aspirate 35. Temperature is banded in °C rounded to 0.1.
 */
const TEMP_C = 'round(temperature, 1)'
const LINEAGES = '(haemoglobin <= 92) + (wbc <= 5) + (platelets <= 110)'
const POINTS = { decimals: 0 }

const hscore = {
  slug: 'hscore',
  name: 'HScore for Reactive Haemophagocytic Syndrome',
  calcId: 'calc-hscore',
  ...TOOL_BASE,
  eligibility: 'Adults with suspected reactive (secondary) haemophagocytic syndrome, also called haemophagocytic lymphohistiocytosis (HLH).',
  description:
    'Adds weighted points for nine clinical, laboratory and bone marrow findings to estimate how likely reactive haemophagocytic syndrome is, using the published diagnostic cut-off of 169.',
  contentName: 'hscore',
  sections: {
    patient: ['immunosuppression', 'temperature', 'organomegaly', 'haemoglobin', 'wbc', 'platelets', 'ferritin', 'triglycerides', 'fibrinogen', 'ast', 'haemophagocytosis'],
  },
  ehrpdns: ['wbc', 'platelets', 'triglycerides', 'ast'],
  controls: controls({
    immunosuppression: yesNo('Known underlying immunosuppression', {
      points: 18,
      help: 'HIV infection, or long-term immunosuppressive treatment (glucocorticoids, ciclosporin, azathioprine). 18 points.',
    }),
    temperature: measure('Maximum temperature', TEMPERATURE_MEASURE, BODY_TEMPERATURE_C, {
      help: `Below 38.4 °C: 0; 38.4–39.4: 33; above 39.4: 49 points. ${span(BODY_TEMPERATURE_C, '°C')} (${span(BODY_TEMPERATURE_F, '°F')}).`,
    }),
    organomegaly: choice(
      'Organomegaly',
      [
        ['None', 'none', 0],
        ['Hepatomegaly or splenomegaly', 'one', 23],
        ['Hepatomegaly and splenomegaly', 'both', 38],
      ],
      { type: 'singleselect.radiogroup' },
    ),
    haemoglobin: measure('Haemoglobin (lowest)', HAEMOGLOBIN_MEASURE, HAEMOGLOBIN_GL_RANGE, { help: '92 g/L (9.2 g/dL) or less counts as a cytopenia. 5–250 g/L.' }),
    wbc: measure('White cell count (lowest)', '× 10⁹/L (= × 10³/µL)', WHITE_CELL_COUNT_RANGE, { help: '5.0 × 10⁹/L or less counts as a cytopenia. 0–1000.' }),
    platelets: measure('Platelets (lowest)', '× 10⁹/L (= × 10³/µL)', PLATELETS_RANGE, { help: '110 × 10⁹/L or less counts as a cytopenia. 0–5000.' }),
    ferritin: measure('Ferritin (highest)', 'ng/mL (= µg/L)', HSCORE_RANGES.ferritin, { help: 'Below 2000: 0; 2000–6000: 35; above 6000: 50 points. 1–500,000 ng/mL.' }),
    triglycerides: measure('Triglycerides (highest)', TG_MEASURE, HSCORE_RANGES.triglycerides, {
      help: 'Below 1.5 mmol/L: 0; 1.5–4: 44; above 4: 64 points (1 mmol/L = 88.57 mg/dL).',
    }),
    fibrinogen: measure('Fibrinogen (lowest)', FIBRINOGEN_MEASURE, HSCORE_RANGES.fibrinogen, { help: '2.5 g/L (250 mg/dL) or less: 30 points.' }),
    ast: measure('AST (SGOT)', 'U/L', HSCORE_RANGES.ast, { help: '30 U/L or more: 19 points.' }),
    haemophagocytosis: yesNo('Haemophagocytosis on bone marrow aspirate', { points: 35, help: 'Answer No if no aspirate was done. 35 points.' }),
    temperature_c: result('Temperature used', TEMP_C, { units: '°C', decimals: 1 }),
    cytopenic_lineages: result('Cytopenic lineages', LINEAGES, { decimals: 0 }),
    temperature_points: result('Temperature points', 'if(temperature_c > 39.4, 49, if(temperature_c >= 38.4, 33, 0))', POINTS),
    cytopenia_points: result('Cytopenia points', 'if(cytopenic_lineages = 3, 34, if(cytopenic_lineages = 2, 24, 0))', POINTS),
    ferritin_points: result('Ferritin points', 'if(ferritin > 6000, 50, if(ferritin >= 2000, 35, 0))', POINTS),
    triglyceride_points: result('Triglyceride points', 'if(triglycerides > 4, 64, if(triglycerides >= 1.5, 44, 0))', POINTS),
    fibrinogen_points: result('Fibrinogen points', 'if(fibrinogen <= 2.5, 30, 0)', POINTS),
    ast_points: result('AST points', 'if(ast >= 30, 19, 0)', POINTS),
    score: score(
      'HScore',
      'points(immunosuppression, organomegaly, haemophagocytosis) + temperature_points + cytopenia_points + ferritin_points + triglyceride_points + fibrinogen_points + ast_points',
      { cpdn: 'hscore', units: 'points (0–337)' },
    ),
    cutoff_result: result('Against the diagnostic cut-off (169)', "if(score >= 169, 'At or above the cut-off of 169', 'Below the cut-off of 169')", { cpdn: 'hscore_cutoff' }),
    interpretation: interpretation(
      "if(score >= 169, 'At or above 169, the cut-off that best separated patients with and without reactive haemophagocytic syndrome in the derivation study (sensitivity 93 %, specificity 86 %).', 'Below 169, the diagnostic cut-off of the derivation study: reactive haemophagocytic syndrome is less likely, but repeat the score if the illness evolves, as the findings often appear over days.') + " +
        "if(score <= 90, ' In the derivation study the probability of the syndrome was below 1 % at scores of 90 or less.', if(score >= 250, ' In the derivation study the probability of the syndrome was above 99 % at scores of 250 or more.', ''))",
    ),
  }),
  risk: [
    'score',
    'cutoff_result',
    'interpretation',
    'temperature_points',
    'cytopenia_points',
    'ferritin_points',
    'triglyceride_points',
    'fibrinogen_points',
    'ast_points',
    'cytopenic_lineages',
    'temperature_c',
  ],
  chartNote: {
    cc: 'HScore {{hscore}} of 337: {{hscore_cutoff}}. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'fardet2014',
      citation:
        'Fardet L, Galicier L, Lambotte O, et al. Development and validation of the HScore, a score for the diagnosis of reactive hemophagocytic syndrome. Arthritis Rheumatol. 2014;66(9):2613–2620.',
      doi: '10.1002/art.38690',
      kind: 'derivation and validation',
      cohort: 'n = 312 patients judged by experts to have (162), not to have (104) or possibly to have (46) reactive haemophagocytic syndrome',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Points of the nine variables, the cut-off 169 (sensitivity 93 %, specificity 86 %) and the probability end points (< 1 % at ≤ 90, > 99 % at ≥ 250)',
      citations: ['fardet2014'],
      checkedAgainstPrimary: false,
      note: 'The abstract was read; the point table was cross-checked in two reproductions (a PMC table and a case report). The per-score probability curve of the paper could not be opened. Public implementations that compute a probability disagree with each other and with the paper’s end points: three use different curves of their own (a logistic curve of intercept −4.3 and slope 0.03, which gives 17 % at 90 where the paper gives under 1 %; a logistic curve centred on 169; straight lines between 90, 169 and 250), and online calculators give bands that differ (one gives over 93 % from 169). No per-score probability is shown.',
    },
  ],
  definitions: [
    { term: 'Haemophagocytic syndrome', definition: 'Haemophagocytic lymphohistiocytosis (HLH): uncontrolled activation of macrophages and T cells causing fever, cytopenias, organ enlargement and very high ferritin; reactive forms follow infection, cancer or autoimmune disease.' },
  ],
  category: 'Haematology',
  synonyms: ['H score', 'H-Score', 'HLH score', 'hemophagocytic syndrome score', 'haemophagocytic lymphohistiocytosis', 'macrophage activation syndrome', 'secondary HLH'],
  abbreviations: ['HScore', 'HLH', 'sHLH', 'MAS', 'RHS'],
  conditions: ['haemophagocytic lymphohistiocytosis', 'hemophagocytic lymphohistiocytosis', 'macrophage activation syndrome', 'cytokine storm', 'fever of unknown origin'],
  instructions:
    'Use the most abnormal values during the illness (highest temperature, ferritin, triglycerides and AST; lowest counts and fibrinogen). Answer No for haemophagocytosis if no bone marrow aspirate was done; the score can be repeated once it is.',
  whenToUse: ['Adults with fever, cytopenias and a very high ferritin, when reactive haemophagocytic syndrome is suspected (for example with infection, lymphoma or autoimmune disease, or in intensive care).'],
  pearls: [
    'The score was derived mostly in adults; the HLH-2004 criteria are used in children and for familial HLH.',
    'The score does not need a bone marrow aspirate, but haemophagocytosis adds 35 points; its absence does not exclude the syndrome.',
    'In critically ill patients with sepsis, the score can be raised by sepsis itself; interpret with a haematologist.',
    'Triglyceride and fibrinogen limits are applied in the paper’s units (mmol/L and g/L); values in mg/dL are converted (1 mmol/L triglycerides = 88.57 mg/dL; 1 g/L fibrinogen = 100 mg/dL).',
  ],
  nextSteps: {
    advice: [
      'Score at or near the cut-off: urgent haematology review; consider soluble CD25 (IL-2 receptor), bone marrow examination, and a search for the trigger (infection such as EBV, lymphoma, autoimmune disease).',
    ],
    management: ['Treatment (corticosteroids, etoposide-based or other immunosuppression) is specialist-led and should not wait for every test when the patient is deteriorating.'],
  },
  evidence: [
    'Derived in 312 patients (162 with the syndrome by expert judgement) by logistic regression; the probability of the syndrome ranged from below 1 % at the lowest scores to above 99 % at the highest, and a cut-off of 169 gave a sensitivity of 93 % and a specificity of 86 % (Fardet 2014).',
  ],
  formula: [
    'Known immunosuppression 18',
    'Temperature (°C): < 38.4 → 0; 38.4–39.4 → 33; > 39.4 → 49',
    'Organomegaly: none 0; hepatomegaly or splenomegaly 23; both 38',
    'Cytopenias (Hb ≤ 92 g/L, WBC ≤ 5 × 10⁹/L, platelets ≤ 110 × 10⁹/L): one lineage or none 0; two 24; three 34',
    'Ferritin (ng/mL): < 2000 → 0; 2000–6000 → 35; > 6000 → 50',
    'Triglycerides (mmol/L): < 1.5 → 0; 1.5–4 → 44; > 4 → 64',
    'Fibrinogen (g/L): > 2.5 → 0; ≤ 2.5 → 30',
    'AST (U/L): < 30 → 0; ≥ 30 → 19',
    'Haemophagocytosis on bone marrow aspirate 35. Total 0–337; cut-off 169',
  ],
  resultSummary: 'HScore {{hscore}} of 337: {{hscore_cutoff}}.',
  testVectors: [
    {
      description: 'No findings: HScore 0',
      inputs: {
        immunosuppression: 'no',
        temperature: 37,
        organomegaly: 'none',
        haemoglobin: 130,
        wbc: 7,
        platelets: 250,
        ferritin: 200,
        triglycerides: 1.2,
        fibrinogen: 3.5,
        ast: 25,
        haemophagocytosis: 'no',
      },
      expected: { hscore: 0, hscore_cutoff: 'Below the cut-off of 169' },
      source: 'fardet2014 point table; counted by hand: 0',
    },
    {
      description: 'Typical HLH: 39.8 °C, both organs, three cytopenias, ferritin 12,000, TG 3 mmol/L, fibrinogen 1.5 g/L, AST 80, marrow positive: 299',
      inputs: {
        immunosuppression: 'no',
        temperature: 39.8,
        organomegaly: 'both',
        haemoglobin: 80,
        wbc: 1.5,
        platelets: 40,
        ferritin: 12000,
        triglycerides: 3,
        fibrinogen: 1.5,
        ast: 80,
        haemophagocytosis: 'yes',
      },
      expected: { hscore: 299, hscore_cutoff: 'At or above the cut-off of 169' },
      source: 'fardet2014 point table; counted by hand: 49 + 38 + 34 + 50 + 44 + 30 + 19 + 35 = 299',
    },
    {
      description: 'Immunosuppressed, 38.5 °C, spleen, two cytopenias, ferritin 3,000, TG 200 mg/dL, fibrinogen 300 mg/dL, AST 30: 196',
      inputs: {
        immunosuppression: 'yes',
        temperature: 38.5,
        organomegaly: 'one',
        haemoglobin: 9.0,
        'haemoglobin.unit': 'g/dL haemoglobin',
        wbc: 4,
        platelets: 150,
        ferritin: 3000,
        triglycerides: 200,
        'triglycerides.unit': 'mg/dL triglycerides',
        fibrinogen: 300,
        'fibrinogen.unit': 'mg/dL fibrinogen',
        ast: 30,
        haemophagocytosis: 'no',
      },
      expected: { hscore: 196, hscore_cutoff: 'At or above the cut-off of 169' },
      source: 'fardet2014 point table; counted by hand: 18 + 33 + 23 + 24 + 35 + 44 (200 mg/dL = 2.26 mmol/L) + 0 + 19 = 196',
    },
  ],
} satisfies ToolDefinitionInput

export default hscore
