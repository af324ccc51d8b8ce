import { span } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result, SEXES } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** Plausibility limits (not from a source). HR 30–200 /min corresponds exactly to RR 2000–300 ms. */
const QT = { min: 200, max: 800 }
const HR = { min: 30, max: 200 }
const RR = { min: 300, max: 2000 }

/** The interpretation reads the selected QTc as displayed (whole ms). */
const SHOWN = 'round(qtc)'
/** Each QTc: whole milliseconds. */
const MS = { units: 'ms', decimals: 0 }
const DISAGREE =
  'the formulas disagree more: Bazett overcorrects at fast rates and undercorrects at slow ones. Prefer Fridericia or Framingham, and repeat the ECG at a steadier rate if you can.'

/**
 * Corrected QT interval by five formulas (QT in ms, RR in s, HR per minute):
 *   Bazett      QT / RR^(1/2)              Bazett HC, Heart 1920;7:353–370
 *   Fridericia  QT / RR^(1/3)              Fridericia LS, Acta Med Scand 1920;53:469–486
 *   Framingham  QT + 154 × (1 − RR)        Sagie A et al., Am J Cardiol 1992;70:797–801
 *   Hodges      QT + 1.75 × (HR − 60)      Hodges M et al., J Am Coll Cardiol 1983;1:694 (abstract)
 *   Rautaharju  QT × (120 + HR) / 180      Rautaharju PM et al., Int J Cardiol 2014;174:535–540
 * as compared by Vandenberk B et al., J Am Heart Assoc 2016;5:e003264. Thresholds: AHA/ACCF/HRS
 * 2009 (Rautaharju PM et al., J Am Coll Cardiol 2009;53:982–991) and, for ≥ 500 ms, Drew BJ et al.,
 * Circulation 2010;121:1047–1060.
 */
const qtc = {
  slug: 'qtc',
  name: 'Corrected QT Interval (QTc): Bazett, Fridericia, Framingham, Hodges, Rautaharju',
  calcId: 'calc-qtc',
  ...TOOL_BASE,
  eligibility:
    'Adults with a measured QT interval on a 12-lead ECG in a regular rhythm. The thresholds apply to adults with a normal QRS duration; interpret with care in bundle branch block, ventricular pacing, atrial fibrillation and at very fast or slow rates.',
  description:
    'Corrects the measured QT interval for heart rate with five common formulas and flags a prolonged or short QTc by sex-specific thresholds.',
  contentName: 'qtc',
  sections: {
    patient: ['sex', 'qt', 'rate_input', 'heart_rate', 'rr_interval', 'formula'],
  },
  ehrpdns: ['sex', 'heart_rate'],
  controls: controls({
    sex: choice('Sex', SEXES, { help: 'The upper limit of normal is 10 ms higher in women.' }),
    qt: measure('Measured QT interval', 'ms', QT, {
      help: `${span(QT, 'ms')}, from the start of the QRS complex to the end of the T wave (longest lead, usually II or V5).`,
      validations: [
        {
          rule: "if(rate_input = 'rr', rr_interval = null or qt < rr_interval, heart_rate = null or qt < 60000 / heart_rate)",
          type: 'error',
          message: 'The QT interval must be shorter than the RR interval (one full beat). Check the QT, the heart rate or the RR interval.',
        },
      ],
    }),
    rate_input: choice(
      'Enter the rate as',
      [
        ['Heart rate (per minute)', 'hr'],
        ['RR interval (ms)', 'rr'],
      ],
      { defaults: [{ value: 'hr' }] },
    ),
    heart_rate: measure(
      'Heart rate',
      'per minute',
      {
        ...HR,
        reason: `A corrected QT is not interpretable outside ${HR.min}–${HR.max} beats per minute (RR ${span(RR, 'ms')}): the correction formulas diverge at extreme rates. Assess the measured QT itself.`,
      },
      {
        visibility: "rate_input = 'hr'",
        help: `${span(HR, 'per minute')}, measured on the same ECG as the QT.`,
        validations: [{ rule: 'heart_rate >= 60 and heart_rate <= 100', type: 'warning', message: `Outside 60–100 per minute ${DISAGREE}` }],
      },
    ),
    rr_interval: measure('RR interval', 'ms', RR, {
      visibility: "rate_input = 'rr'",
      help: `${span(RR, 'ms')} (heart rate ${HR.max}–${HR.min} per minute), the interval between the two R waves around the measured QT or their average.`,
      validations: [{ rule: 'rr_interval >= 600 and rr_interval <= 1000', type: 'warning', message: `Outside an RR of 600–1000 ms (rate 60–100 per minute) ${DISAGREE}` }],
    }),
    formula: choice(
      'Formula used for the interpretation',
      [
        ['Fridericia', 'fridericia'],
        ['Framingham (Sagie)', 'framingham'],
        ['Bazett', 'bazett'],
        ['Hodges', 'hodges'],
        ['Rautaharju', 'rautaharju'],
      ],
      {
        type: 'singleselect.dropdown',
        help: 'All five results are shown; this choice decides which one is compared with the thresholds. Fridericia is the default (see evidence).',
        defaults: [{ value: 'fridericia' }],
      },
    ),
    rr_seconds: result('RR interval', "if(rate_input = 'rr', rr_interval / 1000, 60 / heart_rate)", { units: 's', decimals: 3 }),
    rate_used: result('Heart rate', "if(rate_input = 'rr', 60000 / rr_interval, heart_rate)", { units: 'per minute', decimals: 0 }),
    qtc_fridericia: result('QTc, Fridericia', 'qt / pow(rr_seconds, 1 / 3)', MS),
    qtc_framingham: result('QTc, Framingham', 'qt + 154 * (1 - rr_seconds)', MS),
    qtc_bazett: result('QTc, Bazett', 'qt / sqrt(rr_seconds)', MS),
    qtc_hodges: result('QTc, Hodges', 'qt + 1.75 * (rate_used - 60)', MS),
    qtc_rautaharju: result('QTc, Rautaharju', 'qt * (120 + rate_used) / 180', MS),
    qtc: result(
      'QTc used for the interpretation',
      "if(formula = 'bazett', qtc_bazett, if(formula = 'framingham', qtc_framingham, if(formula = 'hodges', qtc_hodges, if(formula = 'rautaharju', qtc_rautaharju, qtc_fridericia))))",
      { ...MS, cpdn: 'qtc_selected' },
    ),
    qtc_category: result(
      'Category',
      `if(qtc = null, null, if(${SHOWN} >= 500, 'Markedly prolonged', if(${SHOWN} >= if(sex = 'female', 460, 450), 'Prolonged', if(${SHOWN} <= 390, 'Short', 'Normal'))))`,
    ),
    interpretation: interpretation(
      "if(qtc_category = null, null, if(qtc_category = 'Markedly prolonged', 'QTc 500 ms or more: markedly prolonged, with a high risk of torsades de pointes. Stop or avoid QT-prolonging drugs where possible, correct potassium and magnesium, monitor the ECG and seek expert advice.', " +
        "if(qtc_category = 'Prolonged', if(sex = 'female', 'QTc 460 ms or more in a woman: prolonged. Review QT-prolonging drugs and electrolytes and repeat the ECG; consider congenital long QT syndrome if no cause is found.', 'QTc 450 ms or more in a man: prolonged. Review QT-prolonging drugs and electrolytes and repeat the ECG; consider congenital long QT syndrome if no cause is found.'), " +
        "if(qtc_category = 'Short', 'QTc 390 ms or less: short by the AHA/ACCF/HRS definition. Usually of no consequence on its own; short QT syndrome is considered only at clearly shorter values or with unexplained syncope, cardiac arrest or a family history of sudden death.', " +
        "if(sex = 'female', 'QTc below 460 ms in a woman: not prolonged.', 'QTc below 450 ms in a man: not prolonged.')))))",
    ),
  }),
  risk: ['qtc', 'qtc_category', 'interpretation', 'qtc_fridericia', 'qtc_framingham', 'qtc_bazett', 'qtc_hodges', 'qtc_rautaharju', 'rate_used', 'rr_seconds'],
  chartNote: {
    cc: 'QTc {{qtc}} ms ({{qtc_category}}) at a heart rate of {{rate_used}} per minute. QTc by formula: Fridericia {{qtc_fridericia}}, Framingham {{qtc_framingham}}, Bazett {{qtc_bazett}}, Hodges {{qtc_hodges}}, Rautaharju {{qtc_rautaharju}} ms. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'vandenberk2016',
      citation:
        'Vandenberk B, Vandael E, Robyns T, et al. Which QT correction formulae to use for QT monitoring? J Am Heart Assoc. 2016;5(6):e003264.',
      doi: '10.1161/JAHA.116.003264',
      kind: 'validation (comparison of the five formulas)',
      cohort: 'n = 6,609 adults with sinus rhythm, normal QRS and rate below 90 per minute',
    },
    {
      id: 'bazett1920',
      citation: 'Bazett HC. An analysis of the time-relations of electrocardiograms. Heart. 1920;7:353–370.',
      kind: 'derivation',
    },
    {
      id: 'fridericia1920',
      citation: 'Fridericia LS. Die Systolendauer im Elektrokardiogramm bei normalen Menschen und bei Herzkranken. Acta Med Scand. 1920;53:469–486.',
      kind: 'derivation',
    },
    {
      id: 'sagie1992',
      citation:
        'Sagie A, Larson MG, Goldberg RJ, Bengtson JR, Levy D. An improved method for adjusting the QT interval for heart rate (the Framingham Heart Study). Am J Cardiol. 1992;70(7):797–801.',
      kind: 'derivation',
      cohort: 'n = 5,018 Framingham Heart Study participants',
    },
    {
      id: 'hodges1983',
      citation: 'Hodges M, Salerno D, Erlien D. Bazett’s QT correction reviewed: evidence that a linear QT correction for heart rate is better. J Am Coll Cardiol. 1983;1:694 (abstract).',
      kind: 'derivation',
    },
    {
      id: 'rautaharju2014',
      citation:
        'Rautaharju PM, Mason JW, Akiyama T. New age- and sex-specific criteria for QT prolongation based on rate correction formulas that minimize bias at the upper normal limits. Int J Cardiol. 2014;174(3):535–540.',
      kind: 'derivation',
    },
    {
      id: 'rautaharju2009',
      citation:
        'Rautaharju PM, Surawicz B, Gettes LS. AHA/ACCF/HRS recommendations for the standardization and interpretation of the electrocardiogram. Part IV: the ST segment, T and U waves, and the QT interval. J Am Coll Cardiol. 2009;53(11):982–991.',
      doi: '10.1016/j.jacc.2008.12.014',
      kind: 'guideline',
    },
    {
      id: 'drew2010',
      citation:
        'Drew BJ, Ackerman MJ, Funk M, et al. Prevention of torsade de pointes in hospital settings: a scientific statement from the American Heart Association and the American College of Cardiology Foundation. Circulation. 2010;121(8):1047–1060.',
      kind: 'guideline',
    },
  ],
  definitions: [
    { term: 'QT interval', definition: 'Time from the start of the QRS complex to the end of the T wave: ventricular depolarisation and repolarisation.' },
    { term: 'QTc', definition: 'The QT interval adjusted to what it would be at a heart rate of 60 per minute (RR interval 1 second).' },
  ],
  category: 'Cardiology',
  synonyms: ['corrected QT', 'QT correction', 'long QT', 'QT prolongation', 'Bazett formula', 'Fridericia formula', 'Framingham QT', 'Hodges formula', 'Rautaharju formula'],
  abbreviations: ['QTc', 'QTcB', 'QTcF', 'QTcFra', 'QTcH', 'LQTS', 'TdP', 'ECG', 'HR', 'RR'],
  conditions: ['long QT syndrome', 'QT prolongation', 'torsades de pointes', 'arrhythmia'],
  instructions:
    'Measure the QT in milliseconds from the start of QRS to the end of the T wave (tangent method, lead II or V5, ignoring U waves), then enter either the heart rate or the RR interval from the same ECG. For atrial fibrillation, average several beats. In bundle branch block or ventricular pacing the QT includes a wide QRS and the thresholds overstate prolongation.',
  whenToUse: [
    'Before and after starting a drug that prolongs the QT interval (for example some antiarrhythmics, antipsychotics, macrolides, methadone, ondansetron).',
    'When assessing syncope, palpitations, electrolyte disturbance or suspected congenital long QT syndrome.',
  ],
  pearls: [
    'Bazett is the most widely used formula but overcorrects at fast heart rates (labelling too many people as prolonged) and undercorrects at slow ones. In the Leuven comparison (Vandenberk 2016), Fridericia and Framingham corrected best and predicted 30-day mortality better.',
    'At a heart rate of exactly 60 per minute (RR 1 s) all five formulas give the measured QT.',
    'A rise of more than 60 ms from baseline after starting a drug is, like a QTc of 500 ms or more, a signal of high risk of torsades de pointes (Drew 2010).',
    'Thresholds: 450 ms (men) and 460 ms (women) follow the 2009 AHA/ACCF/HRS recommendations; some drug-safety and long QT sources use 470 ms for women or higher cut-offs, which mainly changes borderline values.',
    'Hypokalaemia, hypomagnesaemia, hypocalcaemia, bradycardia, female sex, structural heart disease and combinations of QT-prolonging drugs add to the risk.',
  ],
  nextSteps: {
    advice: [
      'QTc ≥ 500 ms: review and stop QT-prolonging drugs where possible, correct electrolytes (aim for potassium ≥ 4 mmol/L and a normal magnesium) and monitor on telemetry.',
      'Prolonged QTc below 500 ms: check drugs and electrolytes, repeat the ECG, and weigh benefits before adding further QT-prolonging drugs.',
      'Unexplained prolongation, especially with syncope or a family history of sudden death: refer to cardiology to assess for congenital long QT syndrome.',
    ],
    management: ['Torsades de pointes: intravenous magnesium sulphate and correction of the cause; pacing or isoproterenol to raise the rate if it recurs.'],
  },
  evidence: [
    'Bazett and Fridericia proposed power-law corrections (square root and cube root of the RR interval) in 1920. Sagie and colleagues derived the Framingham linear correction from 5,018 participants of the Framingham Heart Study (1992); Hodges proposed a linear correction by heart rate (1983); Rautaharju and colleagues proposed the multiplicative heart-rate correction used here (2014).',
    'Vandenberk and colleagues (2016) compared all five in 6,609 adults: Fridericia and Framingham removed the dependence on heart rate best, Bazett worst, and Fridericia and Framingham predicted 30-day mortality better. This is why Fridericia is the default for the interpretation; the clinician may choose another.',
    'The 2009 AHA/ACCF/HRS recommendations define a prolonged QTc as 450 ms or more in men and 460 ms or more in women, and a short QTc as 390 ms or less. The 2010 AHA/ACCF statement on torsades prevention treats a QTc above 500 ms (or a rise of more than 60 ms) as high risk.',
    'The category is applied to the selected QTc as displayed (whole milliseconds).',
  ],
  formula: [
    'RR (s) = 60 / heart rate, or RR (ms) / 1000',
    'Bazett: QTc = QT / √RR',
    'Fridericia: QTc = QT / ∛RR',
    'Framingham (Sagie): QTc = QT + 154 × (1 − RR)',
    'Hodges: QTc = QT + 1.75 × (heart rate − 60)',
    'Rautaharju: QTc = QT × (120 + heart rate) / 180',
    'QT and QTc in ms; prolonged ≥ 450 ms (men) or ≥ 460 ms (women); markedly prolonged ≥ 500 ms; short ≤ 390 ms',
  ],
  resultSummary: 'QTc {{qtc}} ms ({{qtc_category}}); Fridericia {{qtc_fridericia}}, Framingham {{qtc_framingham}}, Bazett {{qtc_bazett}}, Hodges {{qtc_hodges}}, Rautaharju {{qtc_rautaharju}} ms.',
  testVectors: [
    {
      description: 'QT 400 ms at 75 per minute (RR 0.8 s), man, Fridericia',
      inputs: { sex: 'male', qt: 400, rate_input: 'hr', heart_rate: 75, formula: 'fridericia' },
      expected: {
        qtc_bazett: 447.2136,
        qtc_fridericia: 430.8869,
        qtc_framingham: 430.8,
        qtc_hodges: 426.25,
        qtc_rautaharju: 433.3333,
        qtc_selected: 430.8869,
        qtc_category: 'Normal',
      },
      tolerance: 0.0001,
      source:
        'Not a published example: hand calculations 400/√0.8, 400/0.8^(1/3), 400 + 154 × 0.2, 400 + 1.75 × 15, 400 × 195/180 with the formulas of bazett1920, fridericia1920, sagie1992, hodges1983 and rautaharju2014 (as tabulated in vandenberk2016)',
    },
    {
      description: 'Same ECG interpreted with Bazett: 447 ms in a man is not prolonged',
      inputs: { sex: 'male', qt: 400, rate_input: 'hr', heart_rate: 75, formula: 'bazett' },
      expected: { qtc_selected: 447.2136, qtc_category: 'Normal' },
      tolerance: 0.0001,
      source: 'Hand calculation 400/√0.8; threshold 450 ms for men from rautaharju2009',
    },
    {
      description: 'RR 1000 ms: every formula returns the measured QT (480 ms, woman → prolonged)',
      inputs: { sex: 'female', qt: 480, rate_input: 'rr', rr_interval: 1000, formula: 'framingham' },
      expected: { qtc_bazett: 480, qtc_fridericia: 480, qtc_framingham: 480, qtc_hodges: 480, qtc_rautaharju: 480, qtc_category: 'Prolonged' },
      tolerance: 1e-9,
      source: 'Identity of all five formulas at RR = 1 s (heart rate 60); threshold 460 ms for women from rautaharju2009',
    },
    {
      description: 'QT 440 ms at 50 per minute (RR 1.2 s), woman, Framingham: 409 ms',
      inputs: { sex: 'female', qt: 440, rate_input: 'hr', heart_rate: 50, formula: 'framingham' },
      expected: { qtc_framingham: 409.2, qtc_bazett: 401.6632, qtc_hodges: 422.5, qtc_rautaharju: 415.5556, qtc_selected: 409.2, qtc_category: 'Normal' },
      tolerance: 0.0001,
      source: 'Not a published example: hand calculations 440 + 154 × (1 − 1.2), 440/√1.2, 440 + 1.75 × (−10), 440 × 170/180',
    },
  ],
} satisfies ToolDefinitionInput

export default qtc
