import { ALBUMIN_GDL_RANGE, ALBUMIN_MEASURE, BILIRUBIN_MEASURE, BILIRUBIN_MGDL_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Bilirubin and albumin are given in either unit with the unit beside them and reach the
 * bands in mg/dL and g/dL (1 mg/dL = 17.1 µmol/L, 1 g/dL = 10 g/L: engine/units.ts); the
 * published limits convert exactly (34.2, 51.3, 68.4 and 171 µmol/L; 35 and 28 g/L), so both
 * units give the same points.
 */
const RANGES = {
  bilirubinMgDl: BILIRUBIN_MGDL_RANGE,
  albuminGdl: ALBUMIN_GDL_RANGE,
  inr: { min: 0.5, max: 20 },
} as const

const BILIRUBIN_POINTS = "if(cholestatic = 'yes', if(bilirubin < 4, 1, if(bilirubin <= 10, 2, 3)), if(bilirubin < 2, 1, if(bilirubin <= 3, 2, 3)))"

const ALBUMIN_POINTS = 'if(albumin > 3.5, 1, if(albumin >= 2.8, 2, 3))'

/** Points 1–3 as text, for the one-line breakdown (the rule language has no number-to-text). */
const pointsText = (field: string) => `if(${field} = 1, '1', if(${field} = 2, '2', '3'))`

const severity = (none: string, mild: string, severe: string) =>
  [
    [none, 'none', 1],
    [mild, 'mild', 2],
    [severe, 'severe', 3],
  ] as const

/**
 * Child–Pugh score (Pugh RNH et al., Br J Surg 1973;60:646–649): five items of 1–3 points,
 * total 5–15, class A 5–6, B 7–9, C 10–15. INR limits (1.7, 2.3) replace the original
 * prothrombin-time prolongation (4 and 6 seconds), as in current practice.
 */
const childPugh = {
  slug: 'child-pugh',
  name: 'Child–Pugh Score for Cirrhosis Severity',
  calcId: 'calc-child-pugh',
  ...TOOL_BASE,
  eligibility: 'Adults with established cirrhosis (chronic liver disease).',
  description:
    'Grades how severe cirrhosis is (class A, B or C) from bilirubin, albumin, INR, ascites and hepatic encephalopathy, to guide prognosis, drug dosing and fitness for procedures.',
  contentName: 'child-pugh',
  sections: {
    patient: ['bilirubin', 'cholestatic', 'albumin', 'inr', 'ascites', 'encephalopathy'],
  },
  ehrpdns: ['inr'],
  controls: controls({
    bilirubin: measure('Total bilirubin', BILIRUBIN_MEASURE, RANGES.bilirubinMgDl, {
      help: `${RANGES.bilirubinMgDl.min}–${RANGES.bilirubinMgDl.max} mg/dL (2–1710 µmol/L).`,
    }),
    cholestatic: yesNo('Cholestatic liver disease (primary biliary cholangitis or primary sclerosing cholangitis)', {
      help: 'If yes, the modified bilirubin limits for cholestatic disease are used: < 4, 4–10, > 10 mg/dL.',
      defaults: [{ value: 'no' }],
    }),
    albumin: measure('Serum albumin', ALBUMIN_MEASURE, RANGES.albuminGdl, { help: `${RANGES.albuminGdl.min}–${RANGES.albuminGdl.max} g/dL (5–70 g/L).` }),
    inr: measure('INR', null, RANGES.inr, { help: `${RANGES.inr.min}–${RANGES.inr.max}. Not interpretable while on a vitamin K antagonist.` }),
    ascites: choice('Ascites', severity('None', 'Mild, or controlled with diuretics', 'Moderate to severe, or refractory to diuretics'), {
      type: 'singleselect.radiogroup',
    }),
    encephalopathy: choice('Hepatic encephalopathy', severity('None', 'Grade 1–2, or controlled with treatment', 'Grade 3–4, or refractory'), {
      type: 'singleselect.radiogroup',
    }),
    bilirubin_points: result('Bilirubin points', BILIRUBIN_POINTS, { decimals: 0 }),
    albumin_points: result('Albumin points', ALBUMIN_POINTS, { decimals: 0 }),
    inr_points: result('INR points', 'if(inr < 1.7, 1, if(inr <= 2.3, 2, 3))', { decimals: 0 }),
    ascites_points: result('Ascites points', 'points(ascites)', { decimals: 0 }),
    encephalopathy_points: result('Encephalopathy points', 'points(encephalopathy)', { decimals: 0 }),
    score: score('Child–Pugh score', 'bilirubin_points + albumin_points + inr_points + ascites_points + encephalopathy_points', {
      cpdn: 'child_pugh_score',
      units: 'points (5–15)',
      decimals: 0,
    }),
    child_class: result('Child–Pugh class', "if(score <= 6, 'A', if(score <= 9, 'B', 'C'))", { cpdn: 'child_pugh_class' }),
    breakdown: result(
      'Points by item',
      `'bilirubin ' + ${pointsText('bilirubin_points')} + ', albumin ' + ${pointsText('albumin_points')} + ', INR ' + ${pointsText('inr_points')} + ', ascites ' + ${pointsText('ascites_points')} + ', encephalopathy ' + ${pointsText('encephalopathy_points')}`,
      { cpdn: 'child_pugh_breakdown', type: 'summary.statement' },
    ),
    interpretation: interpretation(
      "if(child_class = 'A', 'Class A (5–6 points): well-compensated cirrhosis with the best prognosis of the three classes.', if(child_class = 'B', 'Class B (7–9 points): significant loss of liver function. Consider referral for transplant assessment, check drug labels for dose changes, and weigh the risk of surgery carefully.', 'Class C (10–15 points): decompensated cirrhosis with the poorest prognosis. Elective surgery carries a high risk; discuss transplant assessment if appropriate.'))",
    ),
  }),
  risk: ['score', 'child_class', 'interpretation', 'breakdown'],
  chartNote: {
    cc: 'Child–Pugh score {{child_pugh_score}} points, class {{child_pugh_class}} ({{child_pugh_breakdown}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'pugh1973',
      citation:
        'Pugh RNH, Murray-Lyon IM, Dawson JL, Pietroni MC, Williams R. Transection of the oesophagus for bleeding oesophageal varices. Br J Surg. 1973;60(8):646–649.',
      pmid: '4541913',
      doi: '10.1002/bjs.1800600817',
      kind: 'derivation',
      cohort: 'n = 38 patients undergoing emergency oesophageal transection for bleeding varices',
    },
    {
      id: 'child1964',
      citation:
        'Child CG, Turcotte JG. Surgery and portal hypertension. In: Child CG, ed. The Liver and Portal Hypertension. Philadelphia: WB Saunders; 1964:50–64.',
      kind: 'original classification',
    },
    {
      id: 'durand2005',
      citation: 'Durand F, Valla D. Assessment of the prognosis of cirrhosis: Child–Pugh versus MELD. J Hepatol. 2005;42(Suppl 1):S100–S107.',
      kind: 'review',
    },
  ],
  definitions: [
    {
      term: 'Hepatic encephalopathy grades',
      definition:
        'West Haven grades: 1, mild confusion or altered sleep; 2, lethargy, disorientation, asterixis; 3, somnolent but rousable, marked confusion; 4, coma.',
    },
  ],
  category: 'Hepatology and gastroenterology',
  synonyms: ['Child-Turcotte-Pugh', 'Child Pugh class', 'cirrhosis severity', 'liver cirrhosis grade', 'CTP score', 'Child score'],
  abbreviations: ['CTP', 'CPS', 'INR', 'PBC', 'PSC', 'HE'],
  conditions: ['cirrhosis', 'chronic liver disease', 'hepatic encephalopathy', 'ascites'],
  instructions:
    'For patients with cirrhosis. Use current results and the clinical picture on the day. Grade ascites and encephalopathy as they are, counting a complication controlled by treatment as mild. The INR is not interpretable on warfarin or another vitamin K antagonist. Tick cholestatic disease only for primary biliary cholangitis or primary sclerosing cholangitis.',
  whenToUse: [
    'To describe the severity of established cirrhosis in a way widely used in clinical practice, trials and drug labels.',
    'Before surgery, TIPS or liver-directed cancer treatment, as one part of the risk assessment.',
    'When a drug label gives dosing by Child–Pugh class.',
  ],
  pearls: [
    'Ascites and encephalopathy are judged at the bedside, so two observers may score the same patient differently; record what you saw.',
    'Albumin is lowered by infusions, sepsis and malnutrition, and bilirubin is raised by haemolysis or cholestasis unrelated to cirrhosis; both shift the score without a change in liver function.',
    'Cholestatic diseases raise bilirubin early; the modified limits (< 4, 4–10, > 10 mg/dL) for primary biliary cholangitis and primary sclerosing cholangitis stop bilirubin dominating the score.',
    'For transplant listing and short-term prognosis, MELD-Na or MELD 3.0 is preferred: it is purely laboratory-based and continuous.',
    'Some textbooks use albumin limits of 3.0 g/dL (30 g/L) instead of the 2.8 g/dL (28 g/L) in the original scoring; this tool uses 2.8.',
  ],
  nextSteps: {
    advice: [
      'Class A: continue surveillance for varices and liver cancer as indicated; most drugs can be used at usual doses.',
      'Class B: review drug doses against their labels, avoid elective surgery where possible, and consider referral for transplant assessment.',
      'Class C: specialist hepatology care; assess for transplantation where appropriate and avoid elective surgery.',
    ],
    management: ['Recalculate after a decompensating event or a change in treatment.', 'Pair with MELD-Na for short-term prognosis and transplant decisions.'],
  },
  evidence: [
    'Child and Turcotte (1964) graded cirrhosis with bilirubin, albumin, ascites, encephalopathy and nutrition to predict the risk of portosystemic shunt surgery.',
    'Pugh and colleagues (1973) replaced nutrition with prothrombin time and gave each item 1–3 points, in 38 patients having oesophageal transection for bleeding varices; the total of 5–15 and classes A–C came from this modification.',
    'The INR limits (below 1.7, 1.7–2.3, above 2.3) stand in for the original prolongation of prothrombin time (under 4, 4–6, over 6 seconds) and are the form in common use.',
    'Bilirubin in µmol/L is compared with the exact equivalents of the mg/dL limits (34.2 and 51.3 µmol/L; 68.4 and 171 µmol/L for cholestatic disease), so both units give the same points.',
    'The score has been validated widely as a prognostic index in cirrhosis, though it was never derived statistically; MELD-based scores predict short-term mortality better.',
  ],
  formula: [
    'Bilirubin: < 2 mg/dL (< 34.2 µmol/L) 1; 2–3 mg/dL (34.2–51.3 µmol/L) 2; > 3 mg/dL 3 — cholestatic disease: < 4 mg/dL 1; 4–10 mg/dL 2; > 10 mg/dL 3',
    'Albumin: > 3.5 g/dL (> 35 g/L) 1; 2.8–3.5 g/dL (28–35 g/L) 2; < 2.8 g/dL (< 28 g/L) 3',
    'INR: < 1.7 1; 1.7–2.3 2; > 2.3 3',
    'Ascites: none 1; mild or controlled 2; moderate–severe or refractory 3',
    'Encephalopathy: none 1; grade 1–2 or controlled 2; grade 3–4 or refractory 3',
    'Total 5–15: class A 5–6, B 7–9, C 10–15',
  ],
  resultSummary: 'Child–Pugh {{child_pugh_score}} points, class {{child_pugh_class}}.',
  testVectors: [
    {
      description: 'All items at their best: 5 points, class A',
      inputs: { bilirubin: 1.0, albumin: 4.0, inr: 1.1, ascites: 'none', encephalopathy: 'none' },
      expected: { child_pugh_score: 5, child_pugh_class: 'A', child_pugh_breakdown: 'bilirubin 1, albumin 1, INR 1, ascites 1, encephalopathy 1' },
      source: 'pugh1973 point table; hand sum 1 + 1 + 1 + 1 + 1 = 5',
    },
    {
      description: 'Values exactly on the lower limits of the 2-point bands: bilirubin 2.0, albumin 3.5, INR 1.7, mild ascites, no encephalopathy → 9, class B',
      inputs: { bilirubin: 2.0, albumin: 3.5, inr: 1.7, ascites: 'mild', encephalopathy: 'none' },
      expected: { child_pugh_score: 9, child_pugh_class: 'B' },
      source: 'pugh1973 point table (2.0–3.0 mg/dL, 2.8–3.5 g/dL and INR 1.7–2.3 score 2); hand sum 2 + 2 + 2 + 2 + 1 = 9',
    },
    {
      description: 'Primary biliary cholangitis, bilirubin 6.0 mg/dL: cholestatic limits give 2 points (standard limits would give 3) → 6, class A',
      inputs: { bilirubin: 6.0, cholestatic: 'yes', albumin: 3.8, inr: 1.0, ascites: 'none', encephalopathy: 'none' },
      expected: { child_pugh_score: 6, child_pugh_class: 'A' },
      source: 'Modified bilirubin limits for cholestatic disease (< 4, 4–10, > 10 mg/dL); hand sum 2 + 1 + 1 + 1 + 1 = 6',
    },
    {
      description: 'Every item at its worst: 15 points, class C',
      inputs: { bilirubin: 4.2, albumin: 2.5, inr: 2.5, ascites: 'severe', encephalopathy: 'severe' },
      expected: { child_pugh_score: 15, child_pugh_class: 'C' },
      source: 'pugh1973 point table; hand sum 3 × 5 = 15',
    },
    {
      description: 'SI units: bilirubin 40 µmol/L, albumin 30 g/L, INR 1.4, no ascites, grade 1–2 encephalopathy → 8, class B',
      inputs: {
        bilirubin: 40,
        'bilirubin.unit': 'µmol/L bilirubin',
        albumin: 30,
        'albumin.unit': 'g/L albumin',
        inr: 1.4,
        ascites: 'none',
        encephalopathy: 'mild',
      },
      expected: { child_pugh_score: 8, child_pugh_class: 'B' },
      source:
        'pugh1973 point table with 40 µmol/L = 2.34 mg/dL (2 points) and 30 g/L = 3.0 g/dL (2 points); hand sum 2 (bilirubin) + 2 (albumin) + 1 (INR) + 1 (ascites) + 2 (encephalopathy) = 8',
    },
  ],
} satisfies ToolDefinitionInput

export default childPugh
