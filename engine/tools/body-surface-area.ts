import { BSA_RANGES, CM_PER_INCH } from '../formulas/bmi.ts'
import { HEIGHT_IN_MEASURE, span, WEIGHT_KG_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, group, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { MOSTELLER_1987 } from './references.ts'

/** The BSA shown (two decimals) decides the band, so a value displayed as 1.73 is never "below 1.73". */
const SHOWN = 'round(bsa, 2)'

/**
 * Body surface area by Mosteller (Mosteller RD, N Engl J Med 1987;317:1098), with the Du Bois
 * formula (Du Bois D, Du Bois EF, Arch Intern Med 1916;17:863–871) alongside for comparison, and
 * the Haycock formula (Haycock GB, Schwartz GJ, Wisotsky DH, J Pediatr 1978;93:62–66), derived
 * and validated across infants, children and adults, which many paediatric protocols name.
 *
 * Design notes:
 * - Weight is canonical in kilograms. Height is canonical in INCHES, like every numeric.height in
 *   the library, because the page redraws a stored height as feet and inches assuming inches;
 *   the expressions convert it (cm = in × 2.54, exact). The height/weight container switches
 *   both fields between metric and imperial entry.
 * - Valid ranges are the plausibility limits exported with the formulas (BSA_RANGES in
 *   engine/formulas/bmi.ts), from the smallest live-born infant (8 in, 0.2 kg) to 107 in and
 *   454 kg: Mosteller is used for children's chemotherapy and fluids. Out-of-range entries are
 *   refused.
 * - Du Bois: BSA (m²) = 0.007184 × weight (kg)^0.425 × height (cm)^0.725 (the published
 *   71.84 cm² constant expressed in m²).
 * - Haycock: BSA (m²) = 0.024265 × weight (kg)^0.5378 × height (cm)^0.3964. Shown at every age
 *   (it was validated in adults too); Mosteller stays the headline value, as most protocols use it.
 * - The bands are reference points, not diagnoses: 1.73 m² is the conventional adult BSA used to
 *   index GFR and other measures; 2.0 m² is where many chemotherapy protocols ask whether a cap
 *   applies.
 */
const bodySurfaceArea = {
  slug: 'body-surface-area',
  name: 'Body Surface Area (BSA): Mosteller, Du Bois and Haycock',
  calcId: 'calc-body-surface-area',
  ...TOOL_BASE,
  eligibility:
    'Adults, children and infants (including preterm infants) whose height is 20–271 cm and weight 0.2–454 kg.',
  description:
    'Estimates body surface area from height (or length) and weight with the Mosteller formula, and shows the Du Bois estimate and the Haycock estimate (validated in infants and children) for comparison.',
  contentName: 'body-surface-area',
  sections: {
    patient: ['height_weight'],
  },
  ehrpdns: ['height', 'weight'],
  controls: controls({
    height_weight: group('Height and weight', ['height', 'weight'], { type: 'numeric.heightweight' }),
    height: measure(
      'Height',
      { ...HEIGHT_IN_MEASURE, uiDefaultMeasure: 'cm' },
      { ...BSA_RANGES.heightIn, reason: 'The range runs from the smallest live-born infants to the tallest adults recorded.' },
      { type: 'numeric.height', isChild: true, help: `20–271 cm (${span(BSA_RANGES.heightIn, 'in')}), infants included.` },
    ),
    weight: measure(
      'Weight',
      WEIGHT_KG_MEASURE,
      { ...BSA_RANGES.weightKg, reason: 'The range runs from the smallest live-born infants to the heaviest adults recorded.' },
      {
        type: 'numeric.weight',
        isChild: true,
        help: `${span(BSA_RANGES.weightKg, 'kg')} (about 0.5–1000 lb), infants included. Use the actual measured weight unless the protocol says otherwise.`,
      },
    ),
    bsa: result('Body surface area (Mosteller)', `bsa_mosteller(weight, height * ${CM_PER_INCH})`, { cpdn: 'bsa_mosteller', units: 'm²', decimals: 2 }),
    bsa_dubois: result('Body surface area (Du Bois, for comparison)', `0.007184 * pow(weight, 0.425) * pow(height * ${CM_PER_INCH}, 0.725)`, { units: 'm²', decimals: 2 }),
    bsa_haycock: result('Body surface area (Haycock, validated in infants and children)', `0.024265 * pow(weight, 0.5378) * pow(height * ${CM_PER_INCH}, 0.3964)`, {
      units: 'm²',
      decimals: 2,
    }),
    dubois_difference: result('Du Bois compared with Mosteller', '(bsa_dubois - bsa) / bsa * 100', { units: '%', decimals: 1 }),
    interpretation: interpretation(
      `if(bsa = null, null, if(${SHOWN} < 1.73, 'Below the conventional adult reference of 1.73 m² (the surface area used to index GFR and similar measures). This is a reference point, not a normal range.', ` +
        `if(${SHOWN} <= 2, 'Between the 1.73 m² adult reference and 2.0 m². Dose by the BSA formula your protocol names.', ` +
        `'Above 2.0 m². Check whether the dosing protocol caps BSA; for adults with obesity, oncology guidance favours full weight-based doses rather than routine capping.')) + ` +
        `if(abs(dubois_difference) > 5, ' The two formulas differ by more than 5% at this build: use the formula the protocol names.', ''))`,
    ),
  }),
  risk: ['bsa', 'bsa_dubois', 'bsa_haycock', 'dubois_difference', 'interpretation'],
  chartNote: {
    cc: 'Body surface area {{bsa_mosteller}} m² (Mosteller); Du Bois {{bsa_dubois}} m²; Haycock {{bsa_haycock}} m². Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    MOSTELLER_1987,
    {
      id: 'dubois1916',
      citation:
        'Du Bois D, Du Bois EF. A formula to estimate the approximate surface area if height and weight be known. Arch Intern Med. 1916;17(6_2):863–871.',
      kind: 'derivation',
      cohort: 'Direct surface measurements in a small number of subjects (nine)',
    },
    {
      id: 'haycock1978',
      citation:
        'Haycock GB, Schwartz GJ, Wisotsky DH. Geometric method for measuring body surface area: a height-weight formula validated in infants, children, and adults. J Pediatr. 1978;93(1):62–66.',
      kind: 'derivation and validation',
      cohort: 'Geometric surface measurements in infants, children and adults',
    },
    {
      id: 'griggs2012',
      citation:
        'Griggs JJ, Mangu PB, Anderson H, et al. Appropriate chemotherapy dosing for obese adult patients with cancer: American Society of Clinical Oncology clinical practice guideline. J Clin Oncol. 2012;30(13):1553–1561.',
      kind: 'guideline',
    },
  ],
  definitions: [
    { term: 'BSA', definition: 'Body surface area: an estimate of the area of the skin, in square metres, used to scale drug doses and physiological measures.' },
  ],
  category: 'Dosing and body size',
  synonyms: ['body surface area', 'Mosteller formula', 'Du Bois formula', 'DuBois', 'Haycock formula', 'paediatric BSA', 'pediatric BSA', 'child body surface area', 'chemotherapy dosing', 'BSA dosing', 'm2 dosing'],
  abbreviations: ['BSA'],
  conditions: ['cancer chemotherapy dosing', 'burns'],
  instructions:
    'Enter measured height (length for infants) and weight, in metric or imperial units: infants, children and adults are accepted. The Mosteller value is shown first; the Du Bois and Haycock values follow for protocols that name them. When a protocol names a BSA formula or a cap, follow the protocol.',
  whenToUse: [
    'Drug doses written per square metre, such as many chemotherapy and some antiviral or immunosuppressant regimens.',
    'Indexing physiological measures to body size (for example cardiac index or indexed valve areas).',
  ],
  pearls: [
    'Mosteller is a square root of height × weight / 3600; it is easy to check by hand and is the formula most dosing protocols use.',
    'Du Bois was fitted to direct surface measurements of only nine people in 1916. It agrees with Mosteller within about 1% for adults of average build, but gives lower values with obesity (about 4% lower at 160 cm and 100 kg, 6% lower at 170 cm and 150 kg) and the two drift further apart at extremes of build.',
    'Always use the same formula as the protocol or trial the dose comes from; switching formulas changes the dose.',
    'Haycock et al. (1978) fitted their formula to geometric surface measurements in infants, children and adults. For infants and children of average build it differs from Mosteller by about 2 % or less (a newborn of 50 cm and 3.5 kg: Haycock 0.224 m², Mosteller 0.220 m²); use the formula your protocol names.',
    'Some regimens cap BSA (often at 2.0 m²) or cap individual drugs; ASCO guidance for adults with obesity recommends full weight-based dosing when treatment aims at cure, rather than routine capping.',
    '1.73 m² is the conventional average adult BSA used to express GFR per 1.73 m²; it is a reference point, not a target.',
  ],
  nextSteps: {
    advice: [
      'Before a BSA-based dose, re-check the height and weight (measured, recent) and the units entered.',
      'Re-calculate when weight changes meaningfully during treatment, as the protocol requires.',
    ],
    management: ['Apply any protocol-specific caps, rounding of doses or dose banding after the BSA is calculated.'],
  },
  evidence: [
    'Mosteller (1987) proposed √(height cm × weight kg / 3600) as a simple formula that gives values close to the established formulas; it has been widely adopted for drug dosing.',
    'Du Bois and Du Bois (1916) derived their formula from direct measurements of body surface in nine subjects; it was the reference formula for most of the 20th century.',
    'Griggs et al. (ASCO 2012) reviewed dosing in obesity and found no evidence that full weight-based doses increase toxicity, recommending against routine BSA capping when treatment aims at cure.',
  ],
  formula: [
    'BSA (Mosteller, m²) = √(height (cm) × weight (kg) / 3600)',
    'BSA (Du Bois, m²) = 0.007184 × weight (kg)^0.425 × height (cm)^0.725',
    'BSA (Haycock, m²) = 0.024265 × weight (kg)^0.5378 × height (cm)^0.3964',
    'Difference (%) = (Du Bois − Mosteller) / Mosteller × 100',
    'Conversions: cm = in × 2.54; kg = lb × 0.45359237',
  ],
  resultSummary: 'BSA {{bsa_mosteller}} m² (Mosteller); Du Bois {{bsa_dubois}} m²; Haycock {{bsa_haycock}} m².',
  testVectors: [
    {
      description: '175 cm (68.9 in), 70 kg',
      inputs: { height: 175 / CM_PER_INCH, weight: 70 },
      expected: { bsa_mosteller: 1.84466, bsa_dubois: 1.84814 },
      tolerance: 0.00001,
      source:
        'No published worked example is reproduced: hand calculation from mosteller1987 (√(175 × 70 / 3600) = √3.402778 = 1.84466) and dubois1916 (0.007184 × 70^0.425 × 175^0.725 = 0.007184 × 6.08368 × 42.28658 = 1.84814)',
    },
    {
      description: '150 cm (59.1 in), 50 kg',
      inputs: { height: 150 / CM_PER_INCH, weight: 50 },
      expected: { bsa_mosteller: 1.44338, bsa_dubois: 1.4325 },
      tolerance: 0.00001,
      source:
        'Hand calculation: √(150 × 50 / 3600) = √2.083333 = 1.44338 (mosteller1987); 0.007184 × 50^0.425 × 150^0.725 = 0.007184 × 5.27305 × 37.81518 = 1.43250 (dubois1916)',
    },
    {
      description: 'Term newborn, 50 cm (19.7 in), 3.5 kg',
      inputs: { height: 50 / CM_PER_INCH, weight: 3.5 },
      expected: { bsa_mosteller: 0.22048, bsa_haycock: 0.22442 },
      tolerance: 0.00001,
      source:
        'No published worked example is reproduced: hand calculation √(50 × 3.5 / 3600) = √0.048611 = 0.22048 (mosteller1987); 0.024265 × 3.5^0.5378 × 50^0.3964 = 0.024265 × 1.961552 × 4.714892 = 0.22442 (haycock1978)',
    },
    {
      description: 'Child, 102.5 cm (40.4 in), 16.45 kg',
      inputs: { height: 102.5 / CM_PER_INCH, weight: 16.45 },
      expected: { bsa_mosteller: 0.68437, bsa_haycock: 0.68562 },
      tolerance: 0.00001,
      source: 'Hand calculation: √(102.5 × 16.45 / 3600) = 0.68437 (mosteller1987); 0.024265 × 16.45^0.5378 × 102.5^0.3964 = 0.024265 × 4.508728 × 6.266874 = 0.68562 (haycock1978)',
    },
  ],
  evidenceChecks: [
    {
      statement: 'The Haycock coefficients (0.024265, weight exponent 0.5378, height exponent 0.3964; kg and cm).',
      citations: ['haycock1978'],
      checkedAgainstPrimary: false,
      note: 'The 1978 paper could not be opened. The coefficients are those of independent public implementations (R packages and open-source BSA calculators), which agree to every digit; the hand-calculated vectors use them.',
    },
  ],
} satisfies ToolDefinitionInput

export default bodySurfaceArea
