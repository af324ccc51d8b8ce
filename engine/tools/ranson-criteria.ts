import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const AT_48H = "timing = 'h48'"
const GALLSTONE = "aetiology = 'gallstone'"
const OTHER = "aetiology = 'other'"
const AT_48H_OTHER = `${AT_48H} and ${OTHER}`
const AT_48H_GALLSTONE = `${AT_48H} and ${GALLSTONE}`

/**
 * Ranson's prognostic signs for acute pancreatitis, one point each; 3 or more predict a severe
 * course. Not caused by gallstones (Ranson JHC et al., Surg Gynecol Obstet 1974;139:69–81): five
 * signs on admission and six during the first 48 hours. Gallstone pancreatitis (Ranson JHC, Am J
 * Gastroenterol 1982;77:633–638): five signs on admission and five during the first 48 hours, with
 * higher limits for age, white cells, glucose and LDH, a smaller BUN rise, a larger base deficit,
 * a smaller fluid sequestration and no PaO₂ sign. A sign whose limit is the same in both sets
 * (AST, haematocrit fall, calcium) is one field. The limits are given in the published units with
 * their exact SI equivalents (glucose 1 mmol/L = 18.016 mg/dL, calcium 1 mmol/L = 4.008 mg/dL,
 * BUN = urea × 2.8, 1 kPa = 7.50062 mmHg).
 */
const ransonCriteria = {
  slug: 'ranson-criteria',
  name: 'Ranson’s Criteria for Acute Pancreatitis',
  calcId: 'calc-ranson-criteria',
  ...TOOL_BASE,
  eligibility: 'Adults with acute pancreatitis, on admission and at 48 hours, with the criteria for gallstone pancreatitis or for pancreatitis of other causes.',
  description:
    'Counts Ranson’s prognostic signs on admission and over the first 48 hours (eleven for pancreatitis not caused by gallstones, ten for gallstone pancreatitis) to predict a severe course of acute pancreatitis.',
  contentName: 'ranson-criteria',
  sections: {
    patient: [
      'aetiology',
      'timing',
      'age_over_55',
      'age_over_70',
      'wbc_over_16',
      'wbc_over_18',
      'glucose_over_200',
      'glucose_over_220',
      'ldh_over_350',
      'ldh_over_400',
      'ast_over_250',
      'haematocrit_fall',
      'bun_rise',
      'bun_rise_over_2',
      'calcium_below_8',
      'pao2_below_60',
      'base_deficit_over_4',
      'base_deficit_over_5',
      'fluid_over_6l',
      'fluid_over_4l',
    ],
  },
  ehrpdns: [],
  controls: controls({
    aetiology: choice(
      'Cause of the pancreatitis',
      [
        ['Not gallstones (Ranson 1974)', 'other'],
        ['Gallstones (Ranson 1982)', 'gallstone'],
      ],
      {
        type: 'singleselect.radiogroup',
        help: 'The criteria for gallstone pancreatitis use different limits. Choose Gallstones when gallstones are the cause.',
        defaults: [{ value: 'other', message: 'Set to the criteria for pancreatitis not caused by gallstones. Choose Gallstones when gallstones are the cause.' }],
      },
    ),
    timing: choice(
      'Signs assessed',
      [
        ['On admission only (5 signs)', 'admission'],
        ['On admission and over the first 48 hours (11 signs)', 'h48'],
      ],
      { type: 'singleselect.radiogroup', help: 'The full score needs the six 48-hour signs; on admission only the first five can be counted.' },
    ),
    age_over_55: yesNo('Age over 55 years', { points: 1, visibility: OTHER }),
    age_over_70: yesNo('Age over 70 years', { points: 1, visibility: GALLSTONE }),
    wbc_over_16: yesNo('White cell count over 16 × 10⁹/L (16,000/mm³) on admission', { points: 1, visibility: OTHER }),
    wbc_over_18: yesNo('White cell count over 18 × 10⁹/L (18,000/mm³) on admission', { points: 1, visibility: GALLSTONE }),
    glucose_over_200: yesNo('Blood glucose over 200 mg/dL (11.1 mmol/L) on admission', { points: 1, visibility: OTHER }),
    glucose_over_220: yesNo('Blood glucose over 220 mg/dL (12.2 mmol/L) on admission', { points: 1, visibility: GALLSTONE }),
    ldh_over_350: yesNo('Serum LDH over 350 IU/L on admission', { points: 1, visibility: OTHER }),
    ldh_over_400: yesNo('Serum LDH over 400 IU/L on admission', { points: 1, visibility: GALLSTONE }),
    ast_over_250: yesNo('Serum AST over 250 IU/L on admission', { points: 1 }),
    haematocrit_fall: yesNo('Haematocrit fall of more than 10 percentage points within 48 hours', { points: 1, visibility: AT_48H }),
    bun_rise: yesNo('BUN rise of more than 5 mg/dL (urea 1.8 mmol/L) within 48 hours', { points: 1, visibility: AT_48H_OTHER }),
    bun_rise_over_2: yesNo('BUN rise of more than 2 mg/dL (urea 0.7 mmol/L) within 48 hours', { points: 1, visibility: AT_48H_GALLSTONE }),
    calcium_below_8: yesNo('Serum calcium below 8 mg/dL (2.0 mmol/L) within 48 hours', { points: 1, visibility: AT_48H }),
    pao2_below_60: yesNo('Arterial PaO₂ below 60 mmHg (8.0 kPa) within 48 hours', { points: 1, visibility: AT_48H_OTHER }),
    base_deficit_over_4: yesNo('Base deficit over 4 mEq/L (mmol/L) within 48 hours', { points: 1, visibility: AT_48H_OTHER }),
    base_deficit_over_5: yesNo('Base deficit over 5 mEq/L (mmol/L) within 48 hours', { points: 1, visibility: AT_48H_GALLSTONE }),
    fluid_over_6l: yesNo('Estimated fluid sequestration over 6 L within 48 hours', { points: 1, visibility: AT_48H_OTHER }),
    fluid_over_4l: yesNo('Estimated fluid sequestration over 4 L within 48 hours', { points: 1, visibility: AT_48H_GALLSTONE }),
    admission_signs: result(
      'Signs on admission',
      `if(${GALLSTONE}, points(age_over_70, wbc_over_18, glucose_over_220, ldh_over_400, ast_over_250), points(age_over_55, wbc_over_16, glucose_over_200, ldh_over_350, ast_over_250))`,
      { units: 'of 5', decimals: 0 },
    ),
    signs_48h: result(
      'Signs within 48 hours',
      `if(${GALLSTONE}, points(haematocrit_fall, bun_rise_over_2, calcium_below_8, base_deficit_over_5, fluid_over_4l), points(haematocrit_fall, bun_rise, calcium_below_8, pao2_below_60, base_deficit_over_4, fluid_over_6l))`,
      { units: 'signs', decimals: 0, visibility: AT_48H },
    ),
    criteria_used: result('Criteria used', "if(aetiology = 'gallstone', 'Gallstone pancreatitis (Ranson 1982)', 'Pancreatitis not caused by gallstones (Ranson 1974)')", {
      cpdn: 'ranson_criteria_set',
    }),
    ranson: score('Ranson score', `admission_signs + if(${AT_48H}, signs_48h, 0)`, { cpdn: 'ranson_score', units: 'signs', decimals: 0 }),
    severity: result('Predicted course', "if(ranson >= 3, 'Severe (3 or more signs)', if(timing = 'admission', 'Not severe so far (fewer than 3 admission signs)', 'Not severe (fewer than 3 signs)'))", {
      cpdn: 'ranson_severity',
    }),
    interpretation: interpretation(
      "if(ranson >= 3, '3 or more signs: a severe course is likely. Monitor closely for organ failure and consider a high-dependency or intensive care setting.', if(timing = 'admission', 'Fewer than 3 signs on admission. The score is complete only at 48 hours: reassess the six 48-hour signs then.', 'Fewer than 3 signs at 48 hours: a severe course is unlikely. Continue standard care and reassess if the patient worsens.')) + ' Mortality rose steeply with the number of signs in Ranson’s series.'",
    ),
  }),
  risk: ['ranson', 'severity', 'interpretation', 'criteria_used', 'admission_signs', 'signs_48h'],
  chartNote: {
    cc: 'Ranson score {{ranson_score}} ({{ranson_severity}}), criteria for {{ranson_criteria_set}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'ranson1974',
      citation:
        'Ranson JH, Rifkind KM, Roses DF, Fink SD, Eng K, Spencer FC. Prognostic signs and the role of operative management in acute pancreatitis. Surg Gynecol Obstet. 1974;139(1):69–81. PMID: 4834279.',
      pmid: '4834279',
      kind: 'derivation',
      cohort: 'Patients with acute pancreatitis at New York University Medical Center',
    },
    {
      id: 'ranson1982',
      citation: 'Ranson JH. Etiological and prognostic factors in human acute pancreatitis: a review. Am J Gastroenterol. 1982;77(9):633–638.',
      kind: 'review (criteria for gallstone pancreatitis)',
    },
    {
      id: 'gao2015',
      citation:
        'Gao W, Yang HX, Ma CE. The value of BISAP score for predicting mortality and severity in acute pancreatitis: a systematic review and meta-analysis. PLoS One. 2015;10(6):e0130412.',
      doi: '10.1371/journal.pone.0130412',
      kind: 'meta-analysis (comparison with Ranson)',
    },
  ],
  definitions: [
    { term: 'Base deficit', definition: 'The negative of the base excess on an arterial blood gas: a base excess of −5 mmol/L is a base deficit of 5.' },
    { term: 'Fluid sequestration', definition: 'Fluid given minus fluid lost (urine and other measured losses) over the first 48 hours.' },
  ],
  category: 'Hepatology and gastroenterology',
  synonyms: ['Ranson score', 'Ranson criteria', 'Ranson’s criteria', 'pancreatitis severity', 'acute pancreatitis prognosis', 'Ranson signs', 'gallstone pancreatitis criteria'],
  abbreviations: ['Ranson', 'AP', 'LDH', 'AST', 'BUN', 'WBC'],
  conditions: ['acute pancreatitis', 'pancreatitis', 'alcoholic pancreatitis', 'gallstone pancreatitis', 'biliary pancreatitis'],
  instructions:
    'For adults with acute pancreatitis. Choose the criteria by the cause: gallstone pancreatitis (Ranson 1982) or pancreatitis of other causes (Ranson 1974). Count the five signs on admission; the score is complete after the signs of the first 48 hours (six for other causes, five for gallstones). Choose whether the 48-hour signs are being assessed.',
  whenToUse: ['On admission and at 48 hours in acute pancreatitis, to predict a severe course.'],
  pearls: [
    'The full score needs 48 hours; BISAP or SIRS give an earlier assessment.',
    'The criteria for gallstone pancreatitis (Ranson 1982) use higher limits for age (70), white cells (18 × 10⁹/L), glucose (220 mg/dL) and LDH (400 IU/L), a smaller BUN rise (2 mg/dL), a larger base deficit (5 mEq/L), a smaller fluid sequestration (4 L) and no PaO₂ sign.',
    'Each sign is counted once; the 48-hour changes (haematocrit fall, BUN rise) are measured from the admission value.',
    'Compared with BISAP, Ranson’s criteria are more sensitive and less specific for death (meta-analysis, Gao 2015).',
  ],
  nextSteps: {
    advice: [
      '3 or more signs: closer monitoring for organ failure, consider a high-dependency or intensive care setting.',
      'Whatever the score: early fluids, analgesia, early oral feeding when tolerated, and investigation of the cause.',
    ],
    management: ['Reassess for organ failure (revised Atlanta classification) and local complications.'],
  },
  evidence: [
    'Ranson 1974 identified eleven early objective signs, five on admission and six during the first 48 hours, that were associated with death or a severe course of acute pancreatitis; 3 or more signs marked severe disease, and mortality rose steeply with the number of signs.',
    'Ranson 1982 gave separate criteria for gallstone pancreatitis: five signs on admission and five during the first 48 hours, with 3 or more again marking severe disease.',
    'Later studies and meta-analyses confirm that 3 or more signs predict severe disease and death with moderate accuracy.',
  ],
  formula: [
    'Not caused by gallstones (Ranson 1974), on admission (1 point each): age > 55 years; WBC > 16 × 10⁹/L; glucose > 200 mg/dL (11.1 mmol/L); LDH > 350 IU/L; AST > 250 IU/L',
    'Not caused by gallstones, within 48 hours (1 point each): haematocrit fall > 10 percentage points; BUN rise > 5 mg/dL (urea 1.8 mmol/L); calcium < 8 mg/dL (2.0 mmol/L); PaO₂ < 60 mmHg (8.0 kPa); base deficit > 4 mEq/L; fluid sequestration > 6 L. Total 0–11',
    'Gallstone pancreatitis (Ranson 1982), on admission (1 point each): age > 70 years; WBC > 18 × 10⁹/L; glucose > 220 mg/dL (12.2 mmol/L); LDH > 400 IU/L; AST > 250 IU/L',
    'Gallstone pancreatitis, within 48 hours (1 point each): haematocrit fall > 10 percentage points; BUN rise > 2 mg/dL (urea 0.7 mmol/L); calcium < 8 mg/dL (2.0 mmol/L); base deficit > 5 mEq/L; fluid sequestration > 4 L. Total 0–10',
    'Either set: 3 or more signs, severe',
  ],
  resultSummary: 'Ranson score {{ranson_score}} ({{ranson_severity}}); criteria for {{ranson_criteria_set}}.',
  testVectors: [
    {
      description: 'Admission only, age over 55 and AST over 250: 2 signs, not severe so far',
      inputs: { timing: 'admission', age_over_55: 'yes', wbc_over_16: 'no', glucose_over_200: 'no', ldh_over_350: 'no', ast_over_250: 'yes' },
      expected: { ranson_score: 2, ranson_severity: 'Not severe so far (fewer than 3 admission signs)' },
      source: 'ranson1974 admission signs; hand count 2',
    },
    {
      description: 'At 48 hours: 2 admission signs and calcium below 8 mg/dL → 3, severe',
      inputs: {
        timing: 'h48',
        age_over_55: 'yes',
        wbc_over_16: 'yes',
        glucose_over_200: 'no',
        ldh_over_350: 'no',
        ast_over_250: 'no',
        haematocrit_fall: 'no',
        bun_rise: 'no',
        calcium_below_8: 'yes',
        pao2_below_60: 'no',
        base_deficit_over_4: 'no',
        fluid_over_6l: 'no',
      },
      expected: { ranson_score: 3, ranson_severity: 'Severe (3 or more signs)' },
      source: 'ranson1974 signs; hand count 2 + 1 = 3 (3 or more: severe)',
    },
    {
      description: 'At 48 hours, every sign: 11',
      inputs: {
        timing: 'h48',
        age_over_55: 'yes',
        wbc_over_16: 'yes',
        glucose_over_200: 'yes',
        ldh_over_350: 'yes',
        ast_over_250: 'yes',
        haematocrit_fall: 'yes',
        bun_rise: 'yes',
        calcium_below_8: 'yes',
        pao2_below_60: 'yes',
        base_deficit_over_4: 'yes',
        fluid_over_6l: 'yes',
      },
      expected: { ranson_score: 11, admission_signs: 5, signs_48h: 6 },
      source: 'ranson1974 signs; hand count 5 + 6 = 11',
    },
    {
      description: 'Gallstone, admission only: age over 70, glucose over 220 and LDH over 400 → 3, severe',
      inputs: { aetiology: 'gallstone', timing: 'admission', age_over_70: 'yes', wbc_over_18: 'no', glucose_over_220: 'yes', ldh_over_400: 'yes', ast_over_250: 'no' },
      expected: { ranson_score: 3, ranson_severity: 'Severe (3 or more signs)', ranson_criteria_set: 'Gallstone pancreatitis (Ranson 1982)' },
      source: 'ranson1982 gallstone admission signs (limits as reproduced, see evidenceChecks); hand count 3',
    },
    {
      description: 'Gallstone, at 48 hours: WBC over 18 and base deficit over 5 → 2, not severe',
      inputs: {
        aetiology: 'gallstone',
        timing: 'h48',
        age_over_70: 'no',
        wbc_over_18: 'yes',
        glucose_over_220: 'no',
        ldh_over_400: 'no',
        ast_over_250: 'no',
        haematocrit_fall: 'no',
        bun_rise_over_2: 'no',
        calcium_below_8: 'no',
        base_deficit_over_5: 'yes',
        fluid_over_4l: 'no',
      },
      expected: { ranson_score: 2, ranson_severity: 'Not severe (fewer than 3 signs)' },
      source: 'ranson1982 gallstone signs (limits as reproduced, see evidenceChecks); hand count 1 + 1 = 2',
    },
    {
      description: 'Gallstone, at 48 hours, every sign: 10',
      inputs: {
        aetiology: 'gallstone',
        timing: 'h48',
        age_over_70: 'yes',
        wbc_over_18: 'yes',
        glucose_over_220: 'yes',
        ldh_over_400: 'yes',
        ast_over_250: 'yes',
        haematocrit_fall: 'yes',
        bun_rise_over_2: 'yes',
        calcium_below_8: 'yes',
        base_deficit_over_5: 'yes',
        fluid_over_4l: 'yes',
      },
      expected: { ranson_score: 10, admission_signs: 5, signs_48h: 5 },
      source: 'ranson1982 gallstone signs: five on admission, five within 48 hours; hand count 10',
    },
  ],
  evidenceChecks: [
    {
      statement: 'The eleven signs and their limits for non-gallstone pancreatitis, and 3 or more signs as severe.',
      citations: ['ranson1974'],
      checkedAgainstPrimary: false,
      note: 'The 1974 paper could not be opened; the signs and limits agree across several independent secondary sources. Mortality per number of signs differs between those sources and is not shown.',
    },
    {
      statement: 'The ten signs and their limits for gallstone pancreatitis: age > 70 years, WBC > 18 × 10⁹/L, glucose > 220 mg/dL, LDH > 400 IU/L, AST > 250 IU/L on admission; haematocrit fall > 10 points, BUN rise > 2 mg/dL, calcium < 8 mg/dL, base deficit > 5 mEq/L, fluid sequestration > 4 L within 48 hours.',
      citations: ['ranson1982'],
      checkedAgainstPrimary: false,
      note: 'The 1982 paper could not be opened. The admission limits, the BUN rise and the calcium limit agree in every reproduction read. Three limits differ between secondary sources: base deficit > 5 mEq/L (a medical calculator citing Ranson 1982; a wiki citing Ranson 1982, the Manual of Medical Therapeutics and MKSAP 16) against > 4 mEq/L (Wikipedia); fluid sequestration > 4 L (the same calculator and wiki, and Wikipedia) against > 6 L (an older Wikipedia copy, which repeats the non-gallstone limit); haematocrit fall > 10 points (Wikipedia and the wiki) against 10 points or more (the calculator). The limits used are those of the sources that cite Ranson 1982 directly, and > 10 points for the haematocrit, which two of three sources give and which matches the non-gallstone sign. The calculator gives no PaO₂ sign for gallstone pancreatitis, in agreement with the wiki. Mortality per number of signs is not shown.',
    },
  ],
} satisfies ToolDefinitionInput

export default ransonCriteria
