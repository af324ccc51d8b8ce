import { AGE_PLAUSIBLE_MAX } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { SEXES, controls, interpretation, measure, result, score, choice, yesNo } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** BMI as measured: from extreme underweight to the heaviest recorded adults. */
const BMI_RANGE = { min: 10, max: 150, reason: 'This covers every body mass index measured in adults, from extreme underweight to the heaviest patients recorded.' } as const

const STOP = "points(snoring, tired, observed, pressure)"
const BMI_ITEM = '(bmi > 35)'
const AGE_ITEM = '(age > 50)'
const MALE = "(sex = 'male')"

/**
 * STOP-Bang. Chung F et al., Anesthesiology 2008;108(5):812–821; scoring rules of Chung F,
 * Abdullah HR, Liao P, Chest 2016;149(3):631–638.
 *
 * Design notes:
 * - Eight yes/no items, one point each (0–8). Age (> 50 years) and BMI (> 35 kg/m²) are entered
 *   as numbers so that each threshold applies exactly (50 and 35 themselves do not count).
 * - Neck: the current form (stopbang.ca; Chung 2016) asks whether the shirt collar is 17 in
 *   (43 cm) or larger in men, 16 in (41 cm) or larger in women; the 2008 original used a
 *   measured neck circumference above 40 cm. Asked as yes/no in the collar-size wording, since
 *   the published inch and centimetre pairs are not exact conversions of each other.
 * - Bands (Chung 2016): 0–2 low, 3–4 intermediate, 5–8 high risk of moderate-to-severe OSA;
 *   a score of 3–4 is also high risk when at least 2 of the 4 STOP items are positive together
 *   with male sex, BMI > 35 kg/m² or a large neck.
 */
const stopBang = {
  slug: 'stop-bang',
  name: 'STOP-Bang Questionnaire for Obstructive Sleep Apnea',
  calcId: 'calc-stop-bang',
  ...TOOL_BASE,
  eligibility: 'Adults suspected of obstructive sleep apnoea, including surgical patients before anaesthesia; not validated in children.',
  description: 'Screens adults for obstructive sleep apnoea from four symptoms and four patient characteristics (0–8), grading the risk of moderate-to-severe OSA as low, intermediate or high.',
  contentName: 'stop-bang',
  sections: {
    patient: ['snoring', 'tired', 'observed', 'pressure', 'bmi', 'age', 'neck', 'sex'],
  },
  ehrpdns: ['age', 'sex', 'bmi'],
  controls: controls({
    snoring: yesNo('S: Snoring loudly', { help: 'Louder than talking, or loud enough to be heard through a closed door or to disturb a bed partner.', points: 1 }),
    tired: yesNo('T: Tired', { help: 'Often tired, fatigued or sleepy during the day, for example falling asleep while driving.', points: 1 }),
    observed: yesNo('O: Observed apnoea', { help: 'Someone has seen the person stop breathing, or choke or gasp, during sleep.', points: 1 }),
    pressure: yesNo('P: Pressure', { help: 'Has, or is treated for, high blood pressure.', points: 1 }),
    bmi: measure('B: Body mass index', 'kg/m²', BMI_RANGE, { help: 'More than 35 kg/m² scores 1 point.' }),
    age: measure('A: Age', 'years', { min: 18, max: AGE_PLAUSIBLE_MAX, reason: 'STOP-Bang was developed and validated in adults.' }, { help: 'Older than 50 years scores 1 point.' }),
    neck: yesNo('N: Neck size large', {
      help: 'Measured around the Adam’s apple: shirt collar 17 in (43 cm) or larger in men, 16 in (41 cm) or larger in women.',
      points: 1,
    }),
    sex: choice('G: Gender', SEXES, { help: 'Male scores 1 point.' }),
    score: score('STOP-Bang score', `${STOP} + ${BMI_ITEM} + ${AGE_ITEM} + points(neck) + ${MALE}`, { cpdn: 'stop_bang_score', units: 'of 8' }),
    stop_score: score('STOP items positive', STOP, { cpdn: 'stop_bang_stop', units: 'of 4' }),
    risk_band: result(
      'Risk of moderate-to-severe OSA',
      `if(score >= 5, 'High (5–8)', if(score >= 3 and stop_score >= 2 and (${MALE} or ${BMI_ITEM} or neck = 'yes'), 'High (2 or more STOP items with male sex, BMI above 35 or a large neck)', if(score >= 3, 'Intermediate (3–4)', 'Low (0–2)')))`,
      { cpdn: 'stop_bang_risk' },
    ),
    interpretation: interpretation(
      "if(score <= 2, 'Low risk of moderate-to-severe obstructive sleep apnoea: no further sleep testing on this screen unless symptoms suggest it.', " +
        "if(risk_band = 'Intermediate (3–4)', 'Intermediate risk of moderate-to-severe obstructive sleep apnoea: weigh symptoms and comorbidity; consider a sleep study, and before surgery take perioperative precautions for possible OSA.', " +
        "'High risk of moderate-to-severe obstructive sleep apnoea: arrange a sleep study (polysomnography or home sleep apnoea testing) or a sleep medicine referral; before surgery, manage as presumed OSA (airway planning, opioid-sparing analgesia, postoperative monitoring).'))",
      { label: 'Next step' },
    ),
  }),
  risk: ['score', 'stop_score', 'risk_band', 'interpretation'],
  chartNote: {
    cc: 'STOP-Bang score {{stop_bang_score}} of 8 ({{stop_bang_stop}} of 4 STOP items): risk of moderate-to-severe OSA {{stop_bang_risk}}. {{interpretation}} Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'chung2008',
      citation:
        'Chung F, Yegneswaran B, Liao P, et al. STOP questionnaire: a tool to screen patients for obstructive sleep apnea. Anesthesiology. 2008;108(5):812–821. PMID: 18431116.',
      pmid: '18431116',
      doi: '10.1097/ALN.0b013e31816d83e4',
      kind: 'derivation and validation',
      cohort: 'Surgical patients at preoperative clinics in Toronto; validated against polysomnography',
    },
    {
      id: 'chung2016',
      citation: 'Chung F, Abdullah HR, Liao P. STOP-Bang Questionnaire: a practical approach to screen for obstructive sleep apnea. Chest. 2016;149(3):631–638. PMID: 26378880.',
      pmid: '26378880',
      doi: '10.1378/chest.15-0903',
      kind: 'review (scoring rules)',
    },
    {
      id: 'chung2012',
      citation: 'Chung F, Subramanyam R, Liao P, et al. High STOP-Bang score indicates a high probability of obstructive sleep apnoea. Br J Anaesth. 2012;108(5):768–775. PMID: 22401881.',
      pmid: '22401881',
      doi: '10.1093/bja/aes022',
      kind: 'validation',
    },
  ],
  category: 'Pulmonology',
  synonyms: ['sleep apnea screening', 'sleep apnoea screening', 'OSA screening', 'STOP BANG', 'STOPBANG', 'snoring questionnaire', 'preoperative sleep apnea'],
  abbreviations: ['OSA', 'OSAS', 'STOP-Bang', 'AHI', 'BMI'],
  conditions: ['obstructive sleep apnea', 'obstructive sleep apnoea', 'sleep apnea', 'snoring', 'daytime sleepiness'],
  instructions:
    'Answer the four STOP questions with the person (and a bed partner if present), then enter BMI, age, neck size and sex. The score screens for sleep apnoea; a sleep study makes the diagnosis.',
  whenToUse: ['Before surgery, to find patients with undiagnosed obstructive sleep apnoea.', 'In clinics, for adults with snoring, daytime sleepiness, resistant hypertension or obesity.'],
  pearls: [
    'A score of 3 or more is sensitive for moderate and severe OSA but not specific: many people with 3 or 4 points do not have it. The higher the score, the higher the probability.',
    'The 2016 rule raises a score of 3–4 to high risk when 2 or more STOP items are positive together with male sex, BMI above 35 kg/m² or a large neck.',
    'The neck item asks about collar size in the current questionnaire (17 in or 43 cm in men, 16 in or 41 cm in women); the 2008 version used a neck circumference above 40 cm.',
    'Age above 50 and BMI above 35 kg/m² count only when strictly above the threshold.',
  ],
  nextSteps: {
    advice: [
      'Low risk (0–2): no further testing on this screen.',
      'Intermediate risk (3–4, not meeting the 2016 rule): consider a sleep study, depending on symptoms and comorbidity.',
      'High risk (5–8, or 3–4 meeting the 2016 rule): arrange a sleep study or referral; before surgery, treat as presumed OSA.',
    ],
    management: ['Perioperative care of presumed OSA: plan for a difficult airway, minimise opioids and sedatives, and monitor oxygen saturation after surgery.'],
  },
  evidence: [
    'Developed in surgical patients in Toronto against polysomnography: a score of 3 or more was highly sensitive for moderate and severe OSA, at a low specificity.',
    'Later studies found that the probability of moderate-to-severe OSA rises with the score, and that combining 2 or more STOP items with male sex, BMI above 35 kg/m² or a large neck improves specificity (Chung 2012, 2016).',
  ],
  formula: [
    'One point each: loud snoring; daytime tiredness; observed apnoea; high blood pressure; BMI > 35 kg/m²; age > 50 years; large neck (collar ≥ 17 in/43 cm in men, ≥ 16 in/41 cm in women); male sex',
    'Total 0–8: 0–2 low, 3–4 intermediate, 5–8 high risk',
    'Also high risk: 2 or more of the 4 STOP items with male sex, BMI > 35 kg/m² or a large neck',
  ],
  resultSummary: 'STOP-Bang {{stop_bang_score}} of 8: {{stop_bang_risk}} risk of moderate-to-severe OSA.',
  testVectors: [
    {
      description: 'Woman of 40, BMI 28, nothing positive: 0, low',
      inputs: { snoring: 'no', tired: 'no', observed: 'no', pressure: 'no', bmi: 28, age: 40, neck: 'no', sex: 'female' },
      expected: { stop_bang_score: 0, stop_bang_risk: 'Low (0–2)' },
      source: 'chung2008 (items), chung2016 (0–2 low); counted by hand',
    },
    {
      description: 'Woman of 55, snoring and tired, BMI 30: 3 with 2 STOP items but no male sex, BMI or neck: intermediate',
      inputs: { snoring: 'yes', tired: 'yes', observed: 'no', pressure: 'no', bmi: 30, age: 55, neck: 'no', sex: 'female' },
      expected: { stop_bang_score: 3, stop_bang_stop: 2, stop_bang_risk: 'Intermediate (3–4)' },
      source: 'chung2016 (3–4 intermediate; the 2-STOP rule needs male sex, BMI > 35 or a large neck); counted by hand: 1 + 1 + 1 (age)',
    },
    {
      description: 'Man of 45, snoring and tired, BMI 30: 3 with 2 STOP items and male sex: high',
      inputs: { snoring: 'yes', tired: 'yes', observed: 'no', pressure: 'no', bmi: 30, age: 45, neck: 'no', sex: 'male' },
      expected: { stop_bang_score: 3, stop_bang_risk: 'High (2 or more STOP items with male sex, BMI above 35 or a large neck)' },
      source: 'chung2016 (STOP ≥ 2 + male sex: high); counted by hand: 1 + 1 + 1 (male)',
    },
    {
      description: 'Man of 60, BMI 36, large neck, hypertension: 5, high',
      inputs: { snoring: 'no', tired: 'no', observed: 'no', pressure: 'yes', bmi: 36, age: 60, neck: 'yes', sex: 'male' },
      expected: { stop_bang_score: 5, stop_bang_risk: 'High (5–8)' },
      source: 'chung2016 (5–8 high); counted by hand: 1 + 1 + 1 + 1 + 1',
    },
  ],
  evidenceChecks: [
    {
      statement: 'Items and thresholds (BMI > 35 kg/m², age > 50 years, neck > 40 cm in 2008; collar 17 in/43 cm men, 16 in/41 cm women in the current form)',
      citations: ['chung2008', 'chung2016'],
      checkedAgainstPrimary: false,
      note: 'The primary papers were not opened; checked against reproductions of the questionnaire (including one printed with permission from Chung et al., BMJ Open 2022) and of the 2016 scoring rules.',
    },
    {
      statement: 'Risk bands 0–2 low, 3–4 intermediate, 5–8 high, and the rule of 2 or more STOP items with male sex, BMI > 35 kg/m² or a large neck',
      citations: ['chung2016'],
      checkedAgainstPrimary: false,
      note: 'Checked against a published reproduction of the 2016 scoring (Frontline Gastroenterology) and clinical summaries; Chung 2016 itself was not opened.',
    },
  ],
} satisfies ToolDefinitionInput

export default stopBang
