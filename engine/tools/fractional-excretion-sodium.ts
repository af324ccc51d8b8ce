import { SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, SERUM_CREATININE_SPAN, SERUM_SODIUM_RANGE, span } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Valid input ranges (plausibility limits, not from the source). Serum creatinine reuses the
 * shared measurable creatinine range (engine/schema/fields.ts). Urine creatinine below 1 mg/dL
 * (88 µmol/L) is refused: this also catches a urine creatinine reported in mmol/L (typically
 * 1–40) and typed into the µmol/L box, an error that would change FENa a thousandfold.
 */
export const FENA_RANGES = {
  serumSodium: SERUM_SODIUM_RANGE,
  urineSodium: { min: 1, max: 300 },
  serumCreatinineMgDl: SERUM_CREATININE_MGDL_RANGE,
  urineCreatinineMgDl: { min: 1, max: 1000 },
} as const

/** Bands are applied to FENa as displayed (two decimals), so a value shown as 1.00 is never called "below 1 %". */
const SHOWN = 'round(fena, 2)'

/**
 * Fractional excretion of sodium (Espinel CH, JAMA 1976;236:579–581):
 * FENa (%) = (urine Na × plasma creatinine) / (plasma Na × urine creatinine) × 100.
 * Both creatinine fields are measure fields with mg/dL canonical: whatever unit each is typed
 * in, the page converts it to mg/dL (1 mg/dL = 88.4 µmol/L, engine/units.ts), so the two
 * creatinines always reach the formula in the same unit and cannot be mixed.
 */
const fractionalExcretionSodium = {
  slug: 'fractional-excretion-sodium',
  name: 'Fractional Excretion of Sodium (FENa)',
  calcId: 'calc-fractional-excretion-sodium',
  ...TOOL_BASE,
  eligibility:
    'Adults and children with acute kidney injury, ideally oliguric, with serum and spot urine sodium and creatinine taken at about the same time and before fluids or diuretics where possible.',
  description:
    'Calculates the percentage of filtered sodium that reaches the urine, to help tell a prerenal cause of acute kidney injury (kidneys holding on to sodium) from acute tubular injury (kidneys losing sodium).',
  contentName: 'fractional-excretion-sodium',
  sections: {
    patient: ['serum_sodium', 'urine_sodium', 'serum_creatinine', 'urine_creatinine', 'diuretics'],
  },
  ehrpdns: ['sodium', 'urine_sodium', 'creatinine', 'urine_creatinine'],
  controls: controls({
    serum_sodium: measure('Serum (plasma) sodium', 'mmol/L', FENA_RANGES.serumSodium, {
      cpdn: 'sodium',
      help: `${span(FENA_RANGES.serumSodium, 'mmol/L')} (mmol/L and mEq/L are the same for sodium).`,
    }),
    urine_sodium: measure('Urine sodium (spot sample)', 'mmol/L', FENA_RANGES.urineSodium, {
      help: `${span(FENA_RANGES.urineSodium, 'mmol/L')}. If the laboratory reports only "below" a limit (for example < 10), the true FENa is lower than the one shown.`,
    }),
    serum_creatinine: measure('Serum (plasma) creatinine', SERUM_CREATININE_MEASURE, SERUM_CREATININE_MGDL_RANGE, {
      cpdn: 'creatinine',
      help: `${SERUM_CREATININE_SPAN}.`,
    }),
    urine_creatinine: measure(
      'Urine creatinine (same spot sample)',
      { ...SERUM_CREATININE_MEASURE, precisions: { 'mg/dL creatinine': 1, 'µmol/L creatinine': 0 } },
      FENA_RANGES.urineCreatinineMgDl,
      {
        help: `${span(FENA_RANGES.urineCreatinineMgDl, 'mg/dL')} (89–88,400 µmol/L). A result in mmol/L is 1000 times smaller than in µmol/L: multiply it by 1000 before entering it in µmol/L.`,
      },
    ),
    diuretics: yesNo('Diuretic given in the past 24 hours?', {
      help: 'Optional. Diuretics raise urine sodium and can make a prerenal state look like tubular injury.',
      required: false,
    }),
    fena: result('Fractional excretion of sodium (FENa)', '(urine_sodium * serum_creatinine) / (serum_sodium * urine_creatinine) * 100', { units: '%', decimals: 2 }),
    interpretation: interpretation(
      `if(fena = null, null, if(${SHOWN} < 1, 'FENa below 1 %: the kidneys are conserving sodium, the pattern of a prerenal cause (reduced kidney perfusion). A low value is also seen in some intrinsic conditions, such as contrast nephropathy, rhabdomyolysis, acute glomerulonephritis or early obstruction.', ` +
        `if(${SHOWN} <= 2, 'FENa 1–2 %: indeterminate range; prerenal and intrinsic causes overlap here. Weigh the clinical picture, urine sediment and response to treatment.', ` +
        "'FENa above 2 %: sodium wasting suggests intrinsic kidney injury such as acute tubular necrosis, or urinary tract obstruction.')) + " +
        "if(diuretics = 'yes', ' A diuretic was given: it raises FENa even when the cause is prerenal, so a high value is unreliable (a value below 1 % despite the diuretic still supports a prerenal cause). The fractional excretion of urea is less affected: below about 35 % suggests a prerenal cause.', " +
        `if(diuretics = 'no' or ${SHOWN} < 1, '', ' If a diuretic was given in the past day, a high FENa is unreliable; the fractional excretion of urea is then more useful.')))`,
    ),
  }),
  risk: ['fena', 'interpretation'],
  chartNote: {
    cc: 'Fractional excretion of sodium {{fena}} %. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'espinel1976',
      citation: 'Espinel CH. The FENa test. Use in the differential diagnosis of acute renal failure. JAMA. 1976;236(6):579–581.',
      pmid: '947239',
      doi: '10.1001/jama.236.6.579',
      kind: 'derivation',
      cohort: 'Patients in the oliguric phase of acute renal failure (prerenal azotaemia vs acute tubular necrosis)',
    },
    {
      id: 'carvounis2002',
      citation:
        'Carvounis CP, Nisar S, Guro-Razuman S. Significance of the fractional excretion of urea in the differential diagnosis of acute renal failure. Kidney Int. 2002;62(6):2223–2229.',
      pmid: '12427149',
      doi: '10.1046/j.1523-1755.2002.00683.x',
      kind: 'validation',
      cohort: 'n = 102 episodes of acute renal failure (50 prerenal, 27 prerenal on diuretics, 25 acute tubular necrosis)',
    },
  ],
  definitions: [
    {
      term: 'FENa',
      definition: 'The share of the sodium filtered by the glomeruli that ends up in the urine, in per cent.',
    },
  ],
  category: 'Nephrology',
  synonyms: [
    'fractional sodium excretion',
    'FE sodium',
    'prerenal vs ATN',
    'prerenal azotemia',
    'acute tubular necrosis',
    'urine sodium acute kidney injury',
    'AKI workup',
  ],
  abbreviations: ['FENa', 'FeNa', 'AKI', 'ATN', 'UNa', 'UCr', 'PNa', 'PCr'],
  conditions: ['acute kidney injury', 'acute tubular necrosis', 'prerenal azotemia', 'oliguria'],
  instructions:
    'Use serum and spot urine samples taken at about the same time. Creatinine can be entered in mg/dL or µmol/L for each sample: both are converted to the same unit before the calculation. The test was described in oliguric acute kidney injury; it is less reliable in non-oliguric injury, chronic kidney disease, after diuretics or when glucose, mannitol or contrast cause an osmotic diuresis.',
  whenToUse: [
    'Acute kidney injury with low urine output, to help separate a prerenal cause from acute tubular necrosis.',
    'Before deciding whether a trial of fluids is likely to help, alongside the clinical assessment of volume status.',
  ],
  pearls: [
    'FENa reflects what the tubules do with sodium, not the cause itself: a low value means sodium is being held back, which also happens in heart failure, cirrhosis and hepatorenal syndrome.',
    'Diuretics (loop or thiazide) raise urine sodium for many hours and can push FENa above 1 % in a prerenal state. The fractional excretion of urea (FEUrea) is less affected by diuretics; values below about 35 % point to a prerenal cause (Carvounis 2002).',
    'In chronic kidney disease the baseline FENa is already higher, so values above 1 % do not prove tubular injury.',
    'Low FENa is also reported in contrast nephropathy, rhabdomyolysis, sepsis, acute glomerulonephritis and early urinary obstruction.',
    'Results depend on timing: a sample taken after intravenous saline may show a higher FENa than the underlying state.',
  ],
  nextSteps: {
    advice: [
      'Below 1 %: look for and correct reduced kidney perfusion (volume depletion, low cardiac output, vasodilation) and reassess creatinine and urine output.',
      '1–2 %: treat as indeterminate; rely on the history, examination, urine microscopy and trend.',
      'Above 2 %: consider acute tubular necrosis or obstruction; examine the urine sediment (muddy brown casts) and image the urinary tract if obstruction is possible.',
    ],
    management: [
      'Stop or avoid nephrotoxic drugs and adjust doses of renally cleared drugs.',
      'If a diuretic has been given, consider measuring urine urea to calculate the fractional excretion of urea.',
    ],
  },
  evidence: [
    'Espinel (1976) found FENa below 1 in prerenal azotaemia and above 3 in acute tubular necrosis among patients in the oliguric phase of acute renal failure, with no overlap.',
    'The bands used here (below 1 % prerenal, 1–2 % indeterminate, above 2 % intrinsic) are the conventional clinical reading of these studies; the original paper reported a gap between 1 and 3.',
    'In 102 episodes of acute renal failure, only 48 % of prerenal patients given diuretics had a FENa below 1 %, whereas 89 % had a fractional excretion of urea of 35 % or less (Carvounis 2002).',
  ],
  formula: [
    'FENa (%) = (urine Na × plasma creatinine) / (plasma Na × urine creatinine) × 100',
    'Sodium in mmol/L (= mEq/L); both creatinines in the same unit (converted to mg/dL here; 1 mg/dL = 88.4 µmol/L)',
    'Below 1 %: prerenal pattern; 1–2 %: indeterminate; above 2 %: intrinsic (tubular) pattern',
  ],
  resultSummary: 'FENa {{fena}} %.',
  testVectors: [
    {
      description: 'Sodium-avid urine: UNa 10, PNa 140 mmol/L, UCr 100, PCr 2.0 mg/dL',
      inputs: { sodium: 140, urine_sodium: 10, creatinine: 2.0, urine_creatinine: 100 },
      expected: { fena: 0.142857142857 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation (10 × 2.0) / (140 × 100) × 100 = 20/14000 × 100 = 0.142857 % with the espinel1976 formula, written out in the test file',
    },
    {
      description: 'Sodium-wasting urine: UNa 60, PNa 135 mmol/L, UCr 40, PCr 3.0 mg/dL, no diuretic',
      inputs: { sodium: 135, urine_sodium: 60, creatinine: 3.0, urine_creatinine: 40, diuretics: 'no' },
      expected: { fena: 3.333333333333 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation (60 × 3.0) / (135 × 40) × 100 = 180/5400 × 100 = 3.3333 % with the espinel1976 formula, written out in the test file',
    },
    {
      description: 'Indeterminate: UNa 30, PNa 140 mmol/L, UCr 50, PCr 2.5 mg/dL',
      inputs: { sodium: 140, urine_sodium: 30, creatinine: 2.5, urine_creatinine: 50 },
      expected: { fena: 1.071428571429 },
      tolerance: 1e-9,
      source: 'Not a published example: hand calculation (30 × 2.5) / (140 × 50) × 100 = 75/7000 × 100 = 1.0714 % with the espinel1976 formula, written out in the test file',
    },
  ],
} satisfies ToolDefinitionInput

export default fractionalExcretionSodium
