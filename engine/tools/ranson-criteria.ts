import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const AT_48H = "timing = 'h48'"

/**
 * Ranson's prognostic signs for acute pancreatitis (Ranson JHC et al., Surg Gynecol Obstet
 * 1974;139:69–81), the criteria for pancreatitis not caused by gallstones: five signs on
 * admission and six during the first 48 hours, one point each; 3 or more predict a severe course.
 * The limits are given in the published units with their exact SI equivalents (glucose
 * 1 mmol/L = 18.016 mg/dL, calcium 1 mmol/L = 4.008 mg/dL, BUN = urea × 2.8, 1 kPa = 7.50062 mmHg).
 * The gallstone criteria (Ranson 1982) are not included: their limits differ between secondary
 * sources and the primary paper could not be checked.
 */
const ransonCriteria = {
  slug: 'ranson-criteria',
  name: 'Ranson’s Criteria for Acute Pancreatitis (Non-Gallstone, 1974)',
  calcId: 'calc-ranson-criteria',
  ...TOOL_BASE,
  eligibility: 'Adults with acute pancreatitis not caused by gallstones, on admission and at 48 hours.',
  description:
    'Counts Ranson’s eleven prognostic signs (five on admission, six over the first 48 hours) to predict a severe course of acute pancreatitis.',
  contentName: 'ranson-criteria',
  sections: {
    patient: [
      'timing',
      'age_over_55',
      'wbc_over_16',
      'glucose_over_200',
      'ldh_over_350',
      'ast_over_250',
      'haematocrit_fall',
      'bun_rise',
      'calcium_below_8',
      'pao2_below_60',
      'base_deficit_over_4',
      'fluid_over_6l',
    ],
  },
  ehrpdns: [],
  controls: controls({
    timing: choice(
      'Signs assessed',
      [
        ['On admission only (5 signs)', 'admission'],
        ['On admission and over the first 48 hours (11 signs)', 'h48'],
      ],
      { type: 'singleselect.radiogroup', help: 'The full score needs the six 48-hour signs; on admission only the first five can be counted.' },
    ),
    age_over_55: yesNo('Age over 55 years', { points: 1 }),
    wbc_over_16: yesNo('White cell count over 16 × 10⁹/L (16,000/mm³) on admission', { points: 1 }),
    glucose_over_200: yesNo('Blood glucose over 200 mg/dL (11.1 mmol/L) on admission', { points: 1 }),
    ldh_over_350: yesNo('Serum LDH over 350 IU/L on admission', { points: 1 }),
    ast_over_250: yesNo('Serum AST over 250 IU/L on admission', { points: 1 }),
    haematocrit_fall: yesNo('Haematocrit fall of more than 10 percentage points within 48 hours', { points: 1, visibility: AT_48H }),
    bun_rise: yesNo('BUN rise of more than 5 mg/dL (urea 1.8 mmol/L) within 48 hours', { points: 1, visibility: AT_48H }),
    calcium_below_8: yesNo('Serum calcium below 8 mg/dL (2.0 mmol/L) within 48 hours', { points: 1, visibility: AT_48H }),
    pao2_below_60: yesNo('Arterial PaO₂ below 60 mmHg (8.0 kPa) within 48 hours', { points: 1, visibility: AT_48H }),
    base_deficit_over_4: yesNo('Base deficit over 4 mEq/L (mmol/L) within 48 hours', { points: 1, visibility: AT_48H }),
    fluid_over_6l: yesNo('Estimated fluid sequestration over 6 L within 48 hours', { points: 1, visibility: AT_48H }),
    admission_signs: result('Signs on admission', 'points(age_over_55, wbc_over_16, glucose_over_200, ldh_over_350, ast_over_250)', { units: 'of 5', decimals: 0 }),
    signs_48h: result('Signs within 48 hours', 'points(haematocrit_fall, bun_rise, calcium_below_8, pao2_below_60, base_deficit_over_4, fluid_over_6l)', {
      units: 'of 6',
      decimals: 0,
      visibility: AT_48H,
    }),
    ranson: score('Ranson score', `admission_signs + if(${AT_48H}, signs_48h, 0)`, { cpdn: 'ranson_score', units: 'signs', decimals: 0 }),
    severity: result('Predicted course', "if(ranson >= 3, 'Severe (3 or more signs)', if(timing = 'admission', 'Not severe so far (fewer than 3 admission signs)', 'Not severe (fewer than 3 signs)'))", {
      cpdn: 'ranson_severity',
    }),
    interpretation: interpretation(
      "if(ranson >= 3, '3 or more signs: a severe course is likely. Monitor closely for organ failure and consider a high-dependency or intensive care setting.', if(timing = 'admission', 'Fewer than 3 signs on admission. The score is complete only at 48 hours: reassess the six 48-hour signs then.', 'Fewer than 3 signs at 48 hours: a severe course is unlikely. Continue standard care and reassess if the patient worsens.')) + ' Mortality rose steeply with the number of signs in Ranson’s series.'",
    ),
  }),
  risk: ['ranson', 'severity', 'interpretation', 'admission_signs', 'signs_48h'],
  chartNote: {
    cc: 'Ranson score {{ranson_score}} ({{ranson_severity}}). Calculated with Consilium {{toolName}} version {{version}}.',
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
  synonyms: ['Ranson score', 'Ranson criteria', 'Ranson’s criteria', 'pancreatitis severity', 'acute pancreatitis prognosis', 'Ranson signs'],
  abbreviations: ['Ranson', 'AP', 'LDH', 'AST', 'BUN', 'WBC'],
  conditions: ['acute pancreatitis', 'pancreatitis', 'alcoholic pancreatitis'],
  instructions:
    'For adults with acute pancreatitis not caused by gallstones. Count the five signs on admission; the score is complete after the six signs of the first 48 hours. Choose whether the 48-hour signs are being assessed.',
  whenToUse: ['On admission and at 48 hours in acute pancreatitis, to predict a severe course.'],
  pearls: [
    'The full score needs 48 hours; BISAP or SIRS give an earlier assessment.',
    'The criteria for gallstone pancreatitis (Ranson 1982) use different limits and are not calculated here.',
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
    'Later studies and meta-analyses confirm that 3 or more signs predict severe disease and death with moderate accuracy.',
  ],
  formula: [
    'On admission (1 point each): age > 55 years; WBC > 16 × 10⁹/L; glucose > 200 mg/dL (11.1 mmol/L); LDH > 350 IU/L; AST > 250 IU/L',
    'Within 48 hours (1 point each): haematocrit fall > 10 percentage points; BUN rise > 5 mg/dL (urea 1.8 mmol/L); calcium < 8 mg/dL (2.0 mmol/L); PaO₂ < 60 mmHg (8.0 kPa); base deficit > 4 mEq/L; fluid sequestration > 6 L',
    'Total 0–11; 3 or more: severe',
  ],
  resultSummary: 'Ranson score {{ranson_score}} ({{ranson_severity}}).',
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
  ],
  evidenceChecks: [
    {
      statement: 'The eleven signs and their limits for non-gallstone pancreatitis, and 3 or more signs as severe.',
      citations: ['ranson1974'],
      checkedAgainstPrimary: false,
      note: 'The 1974 paper could not be opened; the signs and limits agree across several independent secondary sources. Mortality per number of signs differs between those sources and is not shown.',
    },
  ],
} satisfies ToolDefinitionInput

export default ransonCriteria
