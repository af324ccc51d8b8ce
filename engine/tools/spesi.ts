import { AGE_PLAUSIBLE_MAX, HEART_RATE_RANGE, OXYGEN_SATURATION_RANGE, SYSTOLIC_BP_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result, score, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { KONSTANTINIDES_2020 } from './references.ts'

/**
 * Simplified Pulmonary Embolism Severity Index (sPESI). Jiménez D et al., Arch Intern Med
 * 2010;170:1383–1389: six items, 1 point each; 0 points is low risk. 30-day mortality in the
 * derivation cohort: 1.0 % (95 % CI 0.0–2.1) with 0 points, 10.9 % (8.5–13.2) with 1 or more.
 */
const spesi = {
  slug: 'spesi',
  name: 'sPESI: Simplified Pulmonary Embolism Severity Index',
  calcId: 'calc-spesi',
  ...TOOL_BASE,
  eligibility: 'Adults with confirmed acute pulmonary embolism.',
  description: 'Six yes/no items at presentation that separate adults with acute pulmonary embolism at low risk of death within 30 days (0 points) from the rest.',
  contentName: 'spesi',
  sections: {
    patient: ['age', 'cancer', 'cardiopulmonary_disease', 'heart_rate', 'systolic_bp', 'oxygen_saturation'],
  },
  ehrpdns: ['age', 'heart_rate', 'systolic_bp', 'oxygen_saturation'],
  controls: controls({
    age: measure('Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX }, { help: 'Older than 80 scores 1 point.' }),
    cancer: yesNo('Cancer', { help: 'Active cancer, or a history of cancer.', points: 1 }),
    cardiopulmonary_disease: yesNo('Chronic cardiopulmonary disease', { help: 'A history of heart failure or of chronic lung disease.', points: 1 }),
    heart_rate: measure('Heart rate', 'beats/min', HEART_RATE_RANGE, { help: '110 or more scores 1 point.' }),
    systolic_bp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE, { help: 'Below 100 mmHg scores 1 point.' }),
    oxygen_saturation: measure('Arterial oxygen saturation', '%', OXYGEN_SATURATION_RANGE, { help: 'Below 90 % scores 1 point.' }),
    score: score(
      'sPESI',
      'if(age > 80, 1, 0) + if(heart_rate >= 110, 1, 0) + if(systolic_bp < 100, 1, 0) + if(oxygen_saturation < 90, 1, 0) + points(cancer, cardiopulmonary_disease)',
      { cpdn: 'spesi_score', units: 'points' },
    ),
    risk_group: result('Risk group', "if(score = null, null, if(score = 0, 'Low risk (0 points)', 'Not low risk (1 point or more)'))", { cpdn: 'spesi_risk_group' }),
    mortality: result(
      '30-day mortality in this group (derivation cohort)',
      "if(score = null, null, if(score = 0, '1.0 % (95 % CI 0.0–2.1 %)', '10.9 % (95 % CI 8.5–13.2 %)'))",
      { cpdn: 'spesi_mortality' },
    ),
    interpretation: interpretation(
      "if(score = null, null, if(score = 0, 'sPESI 0: low risk. In the derivation cohort, 30-day mortality was 1.0 %. Without right ventricular dysfunction, a raised troponin or other reasons to admit, early discharge and home treatment can be considered (ESC 2019).', concat('sPESI ', score, ': not low risk. In the derivation cohort, 30-day mortality with 1 point or more was 10.9 %. In a haemodynamically stable patient this is intermediate risk: assess right ventricular function (echocardiography or CT) and troponin to separate intermediate-high from intermediate-low risk (ESC 2019).')))",
    ),
  }),
  risk: ['score', 'risk_group', 'mortality', 'interpretation'],
  chartNote: {
    cc: 'sPESI {{score}} ({{risk_group}}; 30-day mortality {{mortality}} in the derivation cohort). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'jimenez2010',
      citation:
        'Jiménez D, Aujesky D, Moores L, et al. Simplification of the pulmonary embolism severity index for prognostication in patients with acute symptomatic pulmonary embolism. Arch Intern Med. 2010;170(15):1383–1389.',
      doi: '10.1001/archinternmed.2010.199',
      kind: 'derivation and external validation',
      cohort: 'derivation in Spanish patients with acute symptomatic PE; external validation in the RIETE registry',
    },
    KONSTANTINIDES_2020,
  ],
  category: 'Pulmonology',
  synonyms: ['simplified PESI', 'sPESI score', '30-day mortality risk', 'home treatment eligibility'],
  abbreviations: ['sPESI', 'PESI', 'PE', 'VTE'],
  conditions: ['pulmonary embolism', 'venous thromboembolism'],
  instructions:
    'For adults with confirmed acute pulmonary embolism, with the findings at presentation. Patients with shock or sustained hypotension have high-risk PE and need immediate reperfusion treatment, whatever the score.',
  whenToUse: ['Once pulmonary embolism is confirmed, to identify patients at low risk who may be treated at home.'],
  pearls: [
    'Any single item makes the patient not low risk.',
    'Heart failure and chronic lung disease count as one item together.',
    'sPESI and PESI identify low-risk patients with similar accuracy; sPESI is quicker.',
  ],
  nextSteps: {
    advice: [
      '0 points (low risk): consider early discharge and home treatment with anticoagulation if there is no right ventricular dysfunction and follow-up is assured.',
      '1 point or more: admit; assess right ventricular function and troponin to refine intermediate risk.',
    ],
    management: ['Shock or hypotension: high-risk PE, treat with immediate reperfusion.', 'Anticoagulate every patient with confirmed PE unless contraindicated.'],
  },
  evidence: [
    'In the derivation cohort, 30-day mortality was 1.0 % (95 % CI 0.0–2.1 %) with 0 points and 10.9 % (8.5–13.2 %) with 1 point or more; accuracy was similar to the original PESI.',
    'Validated externally in the RIETE registry of venous thromboembolism.',
  ],
  formula: [
    'One point each: age > 80 years; cancer; chronic cardiopulmonary disease (heart failure or chronic lung disease); heart rate ≥ 110/min; systolic BP < 100 mmHg; arterial oxygen saturation < 90 %',
    '0 points: low risk; ≥ 1 point: not low risk',
  ],
  resultSummary: 'sPESI {{score}} ({{risk_group}}); 30-day mortality {{mortality}} in the derivation cohort.',
  testVectors: [
    {
      description: 'Age 60, no item: 0, low risk',
      inputs: { age: 60, cancer: 'no', cardiopulmonary_disease: 'no', heart_rate: 90, systolic_bp: 130, oxygen_saturation: 95 },
      expected: { spesi_score: 0, spesi_risk_group: 'Low risk (0 points)', spesi_mortality: '1.0 % (95 % CI 0.0–2.1 %)' },
      source: 'jimenez2010 (0 points: 30-day mortality 1.0 %)',
    },
    {
      description: 'Age 82 with heart rate 115: 2, not low risk',
      inputs: { age: 82, cancer: 'no', cardiopulmonary_disease: 'no', heart_rate: 115, systolic_bp: 130, oxygen_saturation: 95 },
      expected: { spesi_score: 2, spesi_risk_group: 'Not low risk (1 point or more)', spesi_mortality: '10.9 % (95 % CI 8.5–13.2 %)' },
      source: 'jimenez2010 (≥ 1 point: 30-day mortality 10.9 %)',
    },
  ],
  evidenceChecks: [
    {
      statement: '30-day mortality by group (1.0 % and 10.9 %, with 95 % CIs)',
      citations: ['jimenez2010'],
      checkedAgainstPrimary: false,
      note: 'The Arch Intern Med paper was not opened; the figures come from the ESC/ERS guideline table of the original and simplified PESI citing Jiménez 2010, and agree with the BMJ Best Practice summary.',
    },
  ],
} satisfies ToolDefinitionInput

export default spesi
