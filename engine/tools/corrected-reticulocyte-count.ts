import { HAEMATOCRIT_RANGE, span } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

export const RETIC_RANGES = {
  retic: { min: 0, max: 60, reason: 'A reticulocyte count of 0–60 % covers every value reported, including brisk haemolysis; a value outside it is a measurement or entry error.' },
  hematocrit: HAEMATOCRIT_RANGE,
  normalHct: { min: 30, max: 55, reason: 'The reference haematocrit is a normal value: usually 45 %, sometimes 40–42 % for women.' },
} as const

/**
 * Maturation (shift) correction in days by haematocrit, as in Hutchinson and Davey (Henry’s
 * Clinical Diagnosis and Management by Laboratory Methods) and the Hillman–Finch scheme: Hct ≥ 40
 * → 1.0; 30 to < 40 → 1.5; 20 to < 30 → 2.0; < 20 → 2.5. Banded on the haematocrit as entered.
 */
const MATURATION = 'if(hematocrit >= 40, 1, if(hematocrit >= 30, 1.5, if(hematocrit >= 20, 2, 2.5)))'
/** Bands on the unrounded index, so that 1.995 (shown 2.00) still reads as below 2. */
const RPI = 'rpi'

const correctedReticulocyteCount = {
  slug: 'corrected-reticulocyte-count',
  name: 'Corrected Reticulocyte Count and Reticulocyte Production Index',
  calcId: 'calc-corrected-reticulocyte-count',
  ...TOOL_BASE,
  eligibility: 'Patients with anaemia and a reticulocyte percentage and haematocrit from the same blood count.',
  description:
    'Corrects the reticulocyte percentage for the degree of anaemia and for the longer circulation of immature reticulocytes, to judge whether the bone marrow is responding adequately to anaemia.',
  contentName: 'corrected-reticulocyte-count',
  sections: {
    patient: ['retic', 'hematocrit', 'normal_hct'],
  },
  ehrpdns: ['hematocrit'],
  controls: controls({
    retic: measure('Reticulocyte count', '%', RETIC_RANGES.retic, { help: `${span(RETIC_RANGES.retic, '%')} of red cells.` }),
    hematocrit: measure('Haematocrit', '%', HAEMATOCRIT_RANGE, { help: `${span(HAEMATOCRIT_RANGE, '%')}. A haemoglobin in g/dL × 3 gives a rough haematocrit.` }),
    normal_hct: measure('Normal haematocrit used for the correction', '%', RETIC_RANGES.normalHct, {
      help: '45 % by convention; some laboratories use 40–42 % for women.',
      defaults: [{ value: 45, message: 'Set to 45 %, the conventional normal haematocrit.' }],
    }),
    corrected_retic: result('Corrected reticulocyte count', 'retic * hematocrit / normal_hct', { cpdn: 'corrected_retic', units: '%', decimals: 2 }),
    maturation: result('Maturation correction for this haematocrit', MATURATION, { units: 'days', decimals: 1 }),
    rpi: result('Reticulocyte production index (RPI)', 'corrected_retic / maturation', { cpdn: 'rpi', decimals: 2 }),
    interpretation: interpretation(
      `if(rpi = null, null, if(hematocrit >= normal_hct, 'The haematocrit is not low: the index is mainly used in anaemia. ', '') + ` +
        `if(${RPI} < 2, 'RPI below 2: inadequate marrow response for the degree of anaemia (hypoproliferative), as in iron, B12 or folate deficiency, anaemia of inflammation or kidney disease, or marrow failure or infiltration.', ` +
        `if(${RPI} <= 3, 'RPI 2–3: borderline marrow response; interpret with the clinical picture and repeat the count.', ` +
        `'RPI above 3: the marrow is responding appropriately to anaemia, as after blood loss or in haemolysis, or during treatment of a deficiency.')))`,
    ),
  }),
  risk: ['corrected_retic', 'rpi', 'maturation', 'interpretation'],
  chartNote: {
    cc: 'Reticulocytes {{retic}} %, haematocrit {{hematocrit}} %: corrected reticulocyte count {{corrected_retic}} %, maturation correction {{maturation}} days, reticulocyte production index {{rpi}}. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'hillman1996',
      citation: 'Hillman RS, Finch CA. Red Cell Manual. 7th ed. Philadelphia: FA Davis; 1996.',
      kind: 'textbook',
    },
    {
      id: 'hutchinson1996',
      citation:
        'Hutchinson RE, Davey FR. Hematopoiesis. In: Henry JB, ed. Clinical Diagnosis and Management by Laboratory Methods. 19th ed. Philadelphia: WB Saunders; 1996.',
      kind: 'textbook',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Maturation correction 1.0 / 1.5 / 2.0 / 2.5 days at haematocrit ≥ 40, 30–39.9, 20–29.9, < 20 % and the RPI thresholds 2 and 3',
      citations: ['hutchinson1996', 'hillman1996'],
      checkedAgainstPrimary: false,
      note: 'The textbooks were not opened; the table is taken from calculators citing Hutchinson and Davey. Other versions of the table band at 35/25/15 % (Hillman–Finch anchor values 45, 35, 25 and 15 %); the two agree at those anchors.',
    },
  ],
  definitions: [
    { term: 'Corrected reticulocyte count', definition: 'Reticulocyte percentage × patient haematocrit ÷ normal haematocrit: the percentage corrected for fewer red cells.' },
    { term: 'Reticulocyte production index', definition: 'The corrected count divided by the days that reticulocytes released early stay in the blood; about 1 in a healthy person.' },
  ],
  category: 'Haematology',
  synonyms: ['reticulocyte index', 'corrected retic', 'RPI', 'reticulocyte production index', 'retic count correction', 'marrow response anemia'],
  abbreviations: ['RPI', 'CRC', 'RI', 'Hct', 'retic'],
  conditions: ['anaemia', 'anemia', 'haemolysis', 'hemolytic anemia', 'iron deficiency', 'bone marrow failure'],
  instructions: 'Enter the reticulocyte percentage and haematocrit from the same blood count. The normal haematocrit is set to 45 %; change it if your laboratory uses another value.',
  whenToUse: ['Anaemia, to classify it as hypoproliferative (low index) or with an appropriate marrow response (high index: haemolysis, blood loss).'],
  pearls: [
    'Automated analysers often report an absolute reticulocyte count (× 10⁹/L), which needs no haematocrit correction; above about 100 × 10⁹/L suggests an active marrow.',
    'The maturation correction assumes polychromatic (shift) reticulocytes are present on the film; without them, some authors skip it.',
    'A rising index after iron, B12 or folate treatment is the earliest sign of response (within about a week).',
  ],
  nextSteps: {
    advice: [
      'Low index: check iron studies, B12 and folate, kidney function, inflammatory markers and the blood film; consider bone marrow examination if unexplained.',
      'High index: look for bleeding and for haemolysis (bilirubin, LDH, haptoglobin, direct antiglobulin test, blood film).',
    ],
    management: ['Treat the cause of the anaemia; transfuse according to symptoms and thresholds.'],
  },
  evidence: [
    'Hillman and Finch described the correction of the reticulocyte count for haematocrit and for the longer survival in blood of reticulocytes released early under erythropoietin stimulation; the index is a long-established teaching method rather than a validated diagnostic test.',
  ],
  formula: [
    'Corrected reticulocyte count (%) = reticulocytes (%) × haematocrit ÷ normal haematocrit (45)',
    'Maturation correction (days): haematocrit ≥ 40 → 1.0; 30–39.9 → 1.5; 20–29.9 → 2.0; < 20 → 2.5',
    'RPI = corrected reticulocyte count ÷ maturation correction; < 2 inadequate, 2–3 borderline, > 3 adequate response',
  ],
  resultSummary: 'Corrected reticulocyte count {{corrected_retic}} %, RPI {{rpi}}.',
  testVectors: [
    {
      description: 'Reticulocytes 9 %, haematocrit 25 %: corrected 5 %, maturation 2.0, RPI 2.5',
      inputs: { retic: 9, hematocrit: 25, normal_hct: 45 },
      expected: { corrected_retic: 5, maturation: 2, rpi: 2.5 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 9 × 25 ÷ 45 = 5; 5 ÷ 2 = 2.5 (hutchinson1996 maturation table)',
    },
    {
      description: 'Reticulocytes 3 %, haematocrit 22 %: corrected 1.47 %, RPI 0.73',
      inputs: { retic: 3, hematocrit: 22 },
      expected: { corrected_retic: 1.466666666667, rpi: 0.733333333333 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 3 × 22 ÷ 45 = 1.467; ÷ 2.0 = 0.733',
    },
    {
      description: 'Reticulocytes 12 %, haematocrit 18 %: corrected 4.8 %, maturation 2.5, RPI 1.92',
      inputs: { retic: 12, hematocrit: 18 },
      expected: { corrected_retic: 4.8, maturation: 2.5, rpi: 1.92 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation 12 × 18 ÷ 45 = 4.8; ÷ 2.5 = 1.92',
    },
  ],
} satisfies ToolDefinitionInput

export default correctedReticulocyteCount
