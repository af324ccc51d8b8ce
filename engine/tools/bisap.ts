import { AGE_PLAUSIBLE_MAX, UREA_MEASURE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

const RANGES = {
  age: { min: 18, max: AGE_PLAUSIBLE_MAX },
  ureaMmolL: { min: 0.3, max: 100, reason: 'The range covers every blood urea measured in a living patient (BUN 1–280 mg/dL); a value outside it is an entry error.' },
} as const

/**
 * BUN is compared in mg/dL, the published unit (urea mmol/L × 2.8 = BUN mg/dL; engine/units.ts),
 * rounded to 6 decimals so that a urea typed on the limit in mmol/L is compared exactly.
 */
const BUN_MGDL = 'round(urea * 2.8, 6)'

/**
 * BISAP, the Bedside Index for Severity in Acute Pancreatitis (Wu BU et al., Gut
 * 2008;57:1698–1703): one point each, in the first 24 hours, for BUN > 25 mg/dL, impaired mental
 * status, SIRS, age > 60 years and pleural effusion. Total 0–5.
 */
const bisap = {
  slug: 'bisap',
  name: 'BISAP Score for Acute Pancreatitis Mortality',
  calcId: 'calc-bisap',
  ...TOOL_BASE,
  eligibility: 'Adults admitted with acute pancreatitis, within the first 24 hours.',
  description:
    'Identifies, within 24 hours of admission, patients with acute pancreatitis at higher risk of in-hospital death from five bedside items: BUN, mental status, SIRS, age and pleural effusion.',
  contentName: 'bisap',
  sections: {
    patient: ['urea', 'impaired_mental_status', 'sirs', 'age', 'pleural_effusion'],
  },
  ehrpdns: ['urea', 'age'],
  controls: controls({
    urea: measure('Blood urea nitrogen (BUN) or blood urea', { ...UREA_MEASURE, uiDefaultMeasure: 'mg/dL BUN' }, RANGES.ureaMmolL, {
      help: 'BUN above 25 mg/dL (urea above 8.9 mmol/L) scores 1 point. BUN = urea × 2.8.',
    }),
    impaired_mental_status: yesNo('Impaired mental status', { points: 1, help: 'Disorientation, lethargy, somnolence, stupor or coma (Glasgow coma scale below 15).' }),
    sirs: yesNo('Systemic inflammatory response syndrome (SIRS)', {
      points: 1,
      help: 'Two or more of: temperature below 36 °C or above 38 °C; heart rate above 90/min; respiratory rate above 20/min or PaCO₂ below 32 mmHg (4.3 kPa); white cell count below 4 or above 12 × 10⁹/L, or more than 10 % band forms.',
    }),
    age: measure('Age', 'years', RANGES.age, { help: 'Above 60 years scores 1 point.' }),
    pleural_effusion: yesNo('Pleural effusion on imaging', { points: 1 }),
    bun_point: result('BUN point', `if(${BUN_MGDL} > 25, 1, 0)`, { decimals: 0 }),
    bisap: score('BISAP score', 'bun_point + points(impaired_mental_status, sirs, pleural_effusion) + if(age > 60, 1, 0)', {
      cpdn: 'bisap_score',
      units: 'points (0–5)',
      decimals: 0,
    }),
    risk_group: result('Risk group', "if(bisap >= 3, 'Higher risk (3–5)', 'Lower risk (0–2)')", { cpdn: 'bisap_risk_group' }),
    interpretation: interpretation(
      "if(bisap >= 3, 'BISAP 3–5: higher risk of in-hospital death and of organ failure. Monitor closely, consider a high-dependency or intensive care setting, and reassess fluid status and organ function often.', 'BISAP 0–2: lower risk of in-hospital death. Continue standard care with early fluids and analgesia, and reassess if the patient worsens: the score does not replace repeated clinical assessment.') + ' In the derivation study, in-hospital mortality ranged from under 1 % at the lowest scores to over 20 % at the highest.'",
    ),
  }),
  risk: ['bisap', 'risk_group', 'interpretation', 'bun_point'],
  chartNote: {
    cc: 'BISAP {{bisap_score}} ({{bisap_risk_group}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'wu2008',
      citation:
        'Wu BU, Johannes RS, Sun X, Tabak Y, Conwell DL, Banks PA. The early prediction of mortality in acute pancreatitis: a large population-based study. Gut. 2008;57(12):1698–1703. PMID: 18519429.',
      pmid: '18519429',
      doi: '10.1136/gut.2008.152702',
      kind: 'derivation',
      cohort: 'n = 17,992 cases of acute pancreatitis from 212 US hospitals, 2000–2001 (derivation); 18,256 cases from 177 hospitals, 2004–2005 (validation)',
    },
    {
      id: 'gao2015',
      citation:
        'Gao W, Yang HX, Ma CE. The value of BISAP score for predicting mortality and severity in acute pancreatitis: a systematic review and meta-analysis. PLoS One. 2015;10(6):e0130412. PMID: 26091293.',
      pmid: '26091293',
      doi: '10.1371/journal.pone.0130412',
      kind: 'meta-analysis',
      cohort: '12 cohorts from 10 studies',
    },
  ],
  definitions: [
    {
      term: 'SIRS',
      definition:
        'Systemic inflammatory response syndrome: two or more of abnormal temperature, heart rate above 90/min, respiratory rate above 20/min (or PaCO₂ below 32 mmHg), and abnormal white cell count.',
    },
  ],
  category: 'Hepatology and gastroenterology',
  synonyms: ['BISAP', 'bedside index for severity in acute pancreatitis', 'pancreatitis severity score', 'pancreatitis mortality', 'acute pancreatitis prognosis'],
  abbreviations: ['BISAP', 'BUN', 'SIRS', 'AP'],
  conditions: ['acute pancreatitis', 'pancreatitis'],
  instructions:
    'For adults with acute pancreatitis, using the worst values within the first 24 hours of admission. Enter BUN in mg/dL or blood urea in mmol/L; answer SIRS from its four criteria and pleural effusion from any imaging done.',
  whenToUse: ['Within 24 hours of admission with acute pancreatitis, to identify patients at higher risk of death before organ failure develops.'],
  pearls: [
    'BISAP can be completed on the first day, unlike Ranson’s criteria (48 hours) or the full APACHE II.',
    'A low score does not rule out severe pancreatitis: in a meta-analysis a score of 3 or more had a sensitivity of 56 % and a specificity of 91 % for death.',
    'Persistent SIRS and rising urea over the first 48 hours also predict a severe course; reassess repeatedly.',
    'BUN 25 mg/dL equals blood urea 8.9 mmol/L (BUN = urea × 2.8).',
  ],
  nextSteps: {
    advice: [
      'BISAP 3 or more: closer monitoring, consider a high-dependency or intensive care setting.',
      'Whatever the score: early goal-directed fluids, analgesia, early oral feeding when tolerated, and investigation of the cause (gallstones, alcohol, triglycerides, calcium).',
    ],
    management: ['Reassess for organ failure (revised Atlanta classification) over the first 48 hours.'],
  },
  evidence: [
    'Wu 2008 derived BISAP by classification and regression tree analysis in 17,992 cases from 212 US hospitals and validated it in 18,256 cases from 177 hospitals. Mortality ranged from under 1 % in the lowest risk group to over 20 % in the highest. In the validation cohort the area under the ROC curve was 0.82, similar to APACHE II (0.83).',
    'A meta-analysis of 12 cohorts (Gao 2015) found that a BISAP of 3 or more predicted death with a sensitivity of 56 % and a specificity of 91 %.',
  ],
  formula: [
    'One point each, within 24 hours: BUN > 25 mg/dL (urea > 8.9 mmol/L); impaired mental status; SIRS; age > 60 years; pleural effusion on imaging',
    'Total 0–5; 3 or more: higher risk',
  ],
  resultSummary: 'BISAP {{bisap_score}} ({{bisap_risk_group}}).',
  testVectors: [
    {
      description: 'No criterion: BUN 14 mg/dL, age 45 → 0, lower risk',
      inputs: { urea: 5, impaired_mental_status: 'no', sirs: 'no', age: 45, pleural_effusion: 'no' },
      expected: { bisap_score: 0, bisap_risk_group: 'Lower risk (0–2)' },
      source: 'wu2008 items; urea 5 mmol/L = BUN 14 mg/dL (not above 25); hand sum 0',
    },
    {
      description: 'BUN 30 mg/dL, SIRS and age 70 → 3, higher risk',
      inputs: { urea: 30, 'urea.unit': 'mg/dL BUN', impaired_mental_status: 'no', sirs: 'yes', age: 70, pleural_effusion: 'no' },
      expected: { bisap_score: 3, bisap_risk_group: 'Higher risk (3–5)' },
      source: 'wu2008 items: BUN > 25, SIRS, age > 60; hand sum 1 + 1 + 1 = 3',
    },
    {
      description: 'Every criterion: urea 12 mmol/L, confusion, SIRS, age 75, effusion → 5',
      inputs: { urea: 12, impaired_mental_status: 'yes', sirs: 'yes', age: 75, pleural_effusion: 'yes' },
      expected: { bisap_score: 5, bun_point: 1 },
      source: 'wu2008 items; urea 12 mmol/L = BUN 33.6 mg/dL; hand sum 5',
    },
  ],
  evidenceChecks: [
    {
      statement: 'The five BISAP items, one point each within 24 hours, and mortality from under 1 % to over 20 % across the risk groups.',
      citations: ['wu2008'],
      checkedAgainstPrimary: false,
      note: 'Taken from the published abstract of Wu 2008; the full text and its figures of in-hospital mortality by score could not be opened, nor could Singh 2009 (Am J Gastroenterol 2009;104:966–971). Calculators that give mortality per score disagree (one gives 2 % at a score of 2 and 5–8 % at 3, another about 7 % and 15 %), and no two independent ones agree, so mortality per score is not shown.',
    },
  ],
} satisfies ToolDefinitionInput

export default bisap
