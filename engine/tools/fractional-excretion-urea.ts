import { SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_SPAN, span, UREA_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { FENA_RANGES } from './fractional-excretion-sodium.ts'

/**
 * Plausibility limits, not from the source. Serum urea as in serum-osmolality (0.3–107 mmol/L,
 * BUN about 1–300 mg/dL). Urine urea 1–2000 mmol/L (urine urea nitrogen 2.8–5600 mg/dL).
 * Urine creatinine as in fractional-excretion-sodium (1–1000 mg/dL).
 */
export const FEUREA_RANGES = {
  serumUreaMmolL: { min: 0.3, max: 107 },
  urineUreaMmolL: { min: 1, max: 2000 },
  urineCreatinineMgDl: FENA_RANGES.urineCreatinineMgDl,
} as const

/** Bands on FEUrea as displayed (one decimal). */
const SHOWN = 'round(feurea, 1)'

/**
 * Fractional excretion of urea (Carvounis CP et al., Kidney Int 2002;62:2223–2229):
 * FEUrea (%) = (urine urea × serum creatinine) / (serum urea × urine creatinine) × 100.
 * Each urea is a measure field with mmol/L urea canonical (BUN/UUN mg/dL = urea mmol/L × 2.8,
 * engine/units.ts); each creatinine with mg/dL canonical (× 88.4 for µmol/L). Both pairs reach
 * the formula in the same unit, so a mixture of units cannot change the ratio.
 */
const fractionalExcretionUrea = {
  slug: 'fractional-excretion-urea',
  name: 'Fractional Excretion of Urea (FEUrea)',
  calcId: 'calc-fractional-excretion-urea',
  ...TOOL_BASE,
  eligibility:
    'Adults with acute kidney injury, with serum and spot urine urea and creatinine taken at about the same time; useful in particular after diuretics, when the fractional excretion of sodium is unreliable.',
  description:
    'Calculates the percentage of filtered urea that reaches the urine, to help tell a prerenal cause of acute kidney injury from acute tubular necrosis, including in patients who have received diuretics.',
  contentName: 'fractional-excretion-urea',
  sections: {
    patient: ['urea', 'urine_urea', 'serum_creatinine', 'urine_creatinine', 'diuretics'],
  },
  ehrpdns: ['urea', 'creatinine', 'urine_creatinine'],
  controls: controls({
    urea: measure(
      'Serum urea or blood urea nitrogen (BUN)',
      { ...UREA_MEASURE, uiDefaultMeasure: 'mg/dL BUN' },
      { ...FEUREA_RANGES.serumUreaMmolL, reason: 'The range covers every blood urea that can be measured in a living patient; a value outside it is a measurement or entry error.' },
      { help: `${span(FEUREA_RANGES.serumUreaMmolL, 'mmol/L')} (BUN about 1–300 mg/dL; BUN = urea × 2.8).` },
    ),
    urine_urea: measure(
      'Urine urea or urine urea nitrogen (UUN), same spot sample',
      { ...UREA_MEASURE, uiDefaultMeasure: 'mg/dL BUN', precisions: { 'mmol/L urea': 0, 'mg/dL BUN': 0 } },
      { ...FEUREA_RANGES.urineUreaMmolL, reason: 'The range covers every urine urea a laboratory reports; a value outside it is a measurement or entry error.' },
      { help: `${span(FEUREA_RANGES.urineUreaMmolL, 'mmol/L')} (urine urea nitrogen about 3–5600 mg/dL). Enter urine urea nitrogen in the mg/dL (BUN) unit.` },
    ),
    serum_creatinine: measure('Serum (plasma) creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      cpdn: 'creatinine',
      help: `${SERUM_CREATININE_SPAN}.`,
    }),
    urine_creatinine: measure(
      'Urine creatinine (same spot sample)',
      { ...SERUM_CREATININE_MEASURE, precisions: { 'mg/dL creatinine': 1, 'µmol/L creatinine': 0 } },
      { ...FEUREA_RANGES.urineCreatinineMgDl, reason: 'The range covers every urine creatinine a laboratory reports; below 1 mg/dL (88 µmol/L) is usually a result in mmol/L typed as µmol/L.' },
      {
        cpdn: 'urine_creatinine',
        help: `${span(FEUREA_RANGES.urineCreatinineMgDl, 'mg/dL')} (89–88,400 µmol/L). A result in mmol/L is 1000 times smaller than in µmol/L: multiply it by 1000 before entering it in µmol/L.`,
      },
    ),
    diuretics: yesNo('Diuretic given in the past 24 hours?', {
      required: false,
      help: 'Optional. FEUrea is used mainly because diuretics make the fractional excretion of sodium unreliable.',
    }),
    feurea: result('Fractional excretion of urea (FEUrea)', '(urine_urea * serum_creatinine) / (urea * urine_creatinine) * 100', { cpdn: 'feurea', units: '%', decimals: 1 }),
    interpretation: interpretation(
      `if(feurea = null, null, if(${SHOWN} <= 35, 'FEUrea 35 % or less: the kidneys are retaining urea, the pattern of a prerenal cause (reduced kidney perfusion), also after diuretics (Carvounis 2002).', ` +
        `if(${SHOWN} <= 50, 'FEUrea above 35 % and up to 50 %: indeterminate; weigh the clinical picture, urine sediment and response to treatment.', ` +
        "'FEUrea above 50 %: the pattern of intrinsic kidney injury such as acute tubular necrosis.')) + ' Urea handling is altered in sepsis, by osmotic diuresis, high protein intake or catabolism, and in old age; interpret with the whole clinical picture.')",
    ),
  }),
  risk: ['feurea', 'interpretation'],
  chartNote: {
    cc: 'Fractional excretion of urea {{feurea}} %. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'carvounis2002',
      citation:
        'Carvounis CP, Nisar S, Guro-Razuman S. Significance of the fractional excretion of urea in the differential diagnosis of acute renal failure. Kidney Int. 2002;62(6):2223–2229.',
      pmid: '12427149',
      doi: '10.1046/j.1523-1755.2002.00683.x',
      kind: 'derivation',
      cohort: 'n = 102 episodes of acute renal failure (50 prerenal, 27 prerenal on diuretics, 25 acute tubular necrosis)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Prerenal threshold FEUrea ≤ 35 % and the group means (27.9 %, 24.5 %, 58.6 %)',
      citations: ['carvounis2002'],
      checkedAgainstPrimary: true,
      note: 'From the published abstract of Carvounis 2002.',
    },
    {
      statement: 'Intrinsic (tubular) threshold FEUrea > 50 %, and 35–50 % as indeterminate',
      citations: ['carvounis2002'],
      checkedAgainstPrimary: false,
      note: 'The full text of Carvounis 2002 could not be opened; the abstract gives only the ≤ 35 % threshold and a mean of 58.6 % in acute tubular necrosis. The > 50 % cut-off is the one used by clinical references (for example fpnotebook, ClinLabNavigator: 50–65 % in tubular necrosis).',
    },
  ],
  definitions: [
    { term: 'FEUrea', definition: 'The share of the urea filtered by the glomeruli that ends up in the urine, in per cent.' },
    { term: 'BUN / UUN', definition: 'Blood urea nitrogen and urine urea nitrogen, in mg/dL: the nitrogen in urea (urea mmol/L × 2.8).' },
  ],
  category: 'Nephrology',
  synonyms: ['fractional urea excretion', 'FE urea', 'FEUN', 'fractional excretion of urea nitrogen', 'prerenal vs ATN', 'AKI on diuretics', 'urine urea'],
  abbreviations: ['FEUrea', 'FEUN', 'FEU', 'AKI', 'ATN', 'BUN', 'UUN'],
  conditions: ['acute kidney injury', 'acute tubular necrosis', 'prerenal azotemia', 'hepatorenal syndrome'],
  instructions:
    'Use serum and spot urine samples taken at about the same time. Each urea can be entered in mmol/L (urea) or mg/dL (urea nitrogen: BUN, UUN), and each creatinine in mg/dL or µmol/L: all are converted before the calculation, so the units may differ between fields.',
  whenToUse: [
    'Acute kidney injury in a patient who has received diuretics, when the fractional excretion of sodium cannot be interpreted.',
    'As a second index beside the fractional excretion of sodium when the cause of acute kidney injury is unclear.',
  ],
  pearls: [
    'Urea is reabsorbed mostly passively in the proximal tubule, so loop and thiazide diuretics change FEUrea much less than they change FENa.',
    'In Carvounis 2002, 89 % of prerenal patients on diuretics had FEUrea of 35 % or less, but only 48 % had FENa below 1 %.',
    'Some later studies found FEUrea less discriminating in sepsis and in critically ill patients; it is an aid, not a diagnosis.',
    'Urine urea nitrogen is a different quantity from urine urea in mg/dL (urea mg/dL = urea nitrogen mg/dL × 2.14): enter nitrogen values in the BUN/UUN unit.',
  ],
  nextSteps: {
    advice: [
      '35 % or less: look for and correct reduced kidney perfusion and reassess creatinine and urine output.',
      'Above 50 %: consider acute tubular necrosis; examine the urine sediment, stop nephrotoxins and adjust drug doses.',
    ],
    management: ['Stage the acute kidney injury (KDIGO) and follow creatinine and urine output.'],
  },
  evidence: [
    'In 102 episodes of acute renal failure, mean FEUrea was 27.9 % in prerenal azotaemia, 24.5 % in prerenal azotaemia treated with diuretics, and 58.6 % in acute tubular necrosis; FEUrea of 35 % or less was more sensitive and specific than FENa, particularly after diuretics (Carvounis 2002).',
  ],
  formula: [
    'FEUrea (%) = (urine urea × serum creatinine) / (serum urea × urine creatinine) × 100',
    'Urea in mmol/L or as urea nitrogen in mg/dL (mg/dL = mmol/L × 2.8); creatinine in mg/dL or µmol/L (× 88.4); each pair converted to one unit',
    '≤ 35 %: prerenal pattern; > 35–50 %: indeterminate; > 50 %: intrinsic (tubular) pattern',
  ],
  resultSummary: 'FEUrea {{feurea}} %.',
  testVectors: [
    {
      description: 'Prerenal pattern: serum urea 20, urine urea 300 mmol/L; serum creatinine 2.0, urine creatinine 100 mg/dL',
      inputs: { urea: 20, urine_urea: 300, creatinine: 2.0, urine_creatinine: 100 },
      expected: { feurea: 30 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation (300 × 2.0) / (20 × 100) × 100 = 30 % with the carvounis2002 formula',
    },
    {
      description: 'Tubular pattern: serum urea 20, urine urea 150 mmol/L; serum creatinine 3.0, urine creatinine 40 mg/dL',
      inputs: { urea: 20, urine_urea: 150, creatinine: 3.0, urine_creatinine: 40 },
      expected: { feurea: 56.25 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation (150 × 3.0) / (20 × 40) × 100 = 56.25 %',
    },
    {
      description: 'Indeterminate: serum urea 25, urine urea 200 mmol/L; serum creatinine 2.5, urine creatinine 50 mg/dL',
      inputs: { urea: 25, urine_urea: 200, creatinine: 2.5, urine_creatinine: 50 },
      expected: { feurea: 40 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation (200 × 2.5) / (25 × 50) × 100 = 40 %',
    },
  ],
} satisfies ToolDefinitionInput

export default fractionalExcretionUrea
