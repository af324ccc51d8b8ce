import type { ToolDefinitionInput } from '../schema/tool.ts'
import cha2ds2Vasc from '../tools/cha2ds2-vasc.ts'
import hasBled from '../tools/has-bled.ts'
import { controls, iconArray, type NamedField, result, text } from '../tools/build/index.ts'
import { AID_BASE, AID_GRID_STATEMENTS, aidEvidence, fieldOptions, optionField } from './common.ts'

/**
 * Relative effects against no anticoagulant.
 * Stroke: warfarin RR 0.36 (Hart 2007: −64 %, 95 % CI 49–74); DOAC = warfarin × 0.81 (Ruff 2014,
 * stroke or systemic embolism RR 0.81, 0.73–0.91), chaining the two meta-analyses.
 * Major bleeding: the HAS-BLED rates (Pisters 2010) stand for people on warfarin; without an
 * anticoagulant about 3 per 1000 a year fewer (Hart 2007: warfarin adds at most 0.3 % a year of major
 * extracranial bleeding); a DOAC × 0.86 (Ruff 2014, major bleeding RR 0.86, 0.73–1.00).
 */
export const AF_EFFECTS = {
  strokeRelativeRisk: { none: 1, warfarin: 0.36, doac: 0.36 * 0.81 },
  bleedRelativeToWarfarin: { doac: 0.86 },
  warfarinExtraBleedsPer1000: 3,
  /** HAS-BLED above 5: too few people for a published rate; the rate at 5 is used as a floor. */
  highestPublishedBleedRate: 12.5,
} as const

/** Renames identifiers (outside quoted text) in a reused calculator expression; fails loudly if one is missing. */
function renamed(expression: string, names: Record<string, string>): string {
  // Odd pieces are quoted strings, left alone.
  const pieces = expression.split(/('(?:[^'\\]|\\.)*')/)
  for (const [from, to] of Object.entries(names)) {
    const pattern = new RegExp(`(?<![A-Za-z0-9_.])${from}(?![A-Za-z0-9_])`, 'g')
    let found = false
    for (let i = 0; i < pieces.length; i += 2) {
      const piece = pieces[i]!
      const next = piece.replace(pattern, to)
      if (next !== piece) found = true
      pieces[i] = next
    }
    if (!found) throw new Error(`"${from}" does not occur in the reused expression`)
  }
  return pieces.join('')
}

const C = cha2ds2Vasc.controls
const H = hasBled.controls
const valueOf = (field: NamedField) => String(field.attributes?.fieldInfo?.value)
/** A reused result field computing `value` instead, under `name` (its own unless given). */
const withValue = (field: NamedField, value: string, name = field.name): NamedField => ({ ...field, name, attributes: { fieldInfo: { ...field.attributes?.fieldInfo, value } } })

const CHA2DS2_VASC_SCORE = valueOf(C.score)
/** HAS-BLED's stroke item is asked here with the CHA₂DS₂-VASc field, whose "Yes" carries that score's points: HAS-BLED's replace them. */
const HAS_BLED_STROKE_POINTS = H.stroke.attributes?.fieldInfo?.labels?.find((l) => l.value === 'yes')?.points ?? 0
const HAS_BLED_SCORE = `${renamed(valueOf(H.score), { hypertension: 'uncontrolled_bp', stroke: 'stroke_tia' })} - points(stroke_tia) + if(stroke_tia = 'yes', ${HAS_BLED_STROKE_POINTS}, 0)`
const STROKE_RATE = renamed(valueOf(C.stroke_rate), { score: 'cha2ds2_vasc_score' })
const BLEED_RATE = renamed(valueOf(H.bleed_rate), { score: 'has_bled_score' })

/**
 * The rates of CHA₂DS₂-VASc (Friberg 2012, Table 2) are of stroke, TIA or systemic embolism: that
 * composite is the outcome named wherever its numbers appear.
 */
export const AF_OUTCOME = 'stroke, TIA or systemic embolism'
/** Out of 1000: a non-zero rate shows at least 1 and at most 999, rounded in decimal (see engine/iconarray/counts.ts). */
const per1000 = (perThousand: string) => `if(${perThousand} > 0, min(999, max(1, round(round(${perThousand}, 9)))), 0)`
/** Events avoided out of 1000 a year, never more than the rounded benefit (engine/iconarray/counts.ts rule 4). */
const avoided1000 = (relativeRisk: string) => `icons_avoided(stroke_rate / 100, stroke_rate / 100 * ${relativeRisk}, 1000)`
const strokeRr = (option: string) =>
  `if(${option} = 'warfarin', ${AF_EFFECTS.strokeRelativeRisk.warfarin}, if(${option} = 'doac', ${AF_EFFECTS.strokeRelativeRisk.doac}, 1))`

const strokeArray = (heading: string, events: string, prevented: string | null) =>
  iconArray(
    [
      {
        denominator: 1000,
        heading,
        icons: prevented
          ? [
              { order: 1, count: events, icon: 'block', label: `would have a ${AF_OUTCOME} anyway` },
              { order: 2, count: prevented, icon: 'block-outline', label: `would avoid a ${AF_OUTCOME} because of the medicine` },
              { order: 3, count: 'no_stroke', icon: 'block-light', label: 'would not have one anyway' },
            ]
          : [
              { order: 1, count: events, icon: 'block', label: `would have a ${AF_OUTCOME}` },
              { order: 2, count: 'no_stroke', icon: 'block-light', label: 'would not' },
            ],
      },
    ],
    { population: 1000 },
  )

const REFS = {
  stroke: ['friberg2012', 'lip2010'],
  warfarin: ['hart2007'],
  doac: ['ruff2014'],
  bleeding: ['pisters2010'],
  practice: ['joglar2024'],
}

const afAid = {
  slug: 'af-stroke-prevention-choice',
  name: 'Atrial Fibrillation: Choosing Stroke Prevention',
  ...AID_BASE,
  calcId: 'aid-af-anticoagulation',
  toolType: 2,
  eligibility:
    'Adults with atrial fibrillation or flutter not caused by moderate–severe mitral stenosis or a mechanical heart valve, who are deciding whether to take a blood thinner (anticoagulant).',
  description:
    'Helps a person with atrial fibrillation and their clinician compare no anticoagulant, warfarin and a direct oral anticoagulant (DOAC): strokes and serious bleeds out of 1000 people a year, from the CHA₂DS₂-VASc and HAS-BLED scores.',
  contentName: 'af-stroke-prevention-choice',
  steps: ['patient', 'assessment', 'options'],
  sections: {
    patient: [
      'age',
      'sex',
      'chf',
      'hypertension',
      'stroke_tia',
      'vascular',
      'diabetes',
      'uncontrolled_bp',
      'renal_liver',
      'bleeding',
      'warfarin',
      'labile_inr',
      'drugs',
      'alcohol',
    ],
  },
  ehrpdns: ['age', 'sex', 'diabetes'],
  controls: controls({
    age: C.age,
    sex: C.sex,
    chf: C.chf,
    hypertension: C.hypertension,
    stroke_tia: C.stroke_tia,
    vascular: C.vascular,
    diabetes: C.diabetes,
    uncontrolled_bp: { ...H.hypertension, name: 'uncontrolled_bp' },
    renal_liver: H.renal_liver,
    bleeding: H.bleeding,
    warfarin: H.warfarin,
    labile_inr: H.labile_inr,
    drugs: H.drugs,
    alcohol: H.alcohol,
    anticoagulant_option: optionField('Option', [
      ['none', 'No anticoagulant'],
      ['warfarin', 'Warfarin'],
      ['doac', 'DOAC'],
    ]),
    cha2ds2_vasc_score: withValue(C.score, CHA2DS2_VASC_SCORE, 'cha2ds2_vasc_score'),
    has_bled_score: withValue(H.score, HAS_BLED_SCORE, 'has_bled_score'),
    stroke_rate: withValue(C.stroke_rate, STROKE_RATE),
    bleed_rate: withValue(H.bleed_rate, `coalesce(${BLEED_RATE}, ${AF_EFFECTS.highestPublishedBleedRate})`),
    stroke_interpretation: withValue(C.interpretation, renamed(valueOf(C.interpretation), { score: 'cha2ds2_vasc_score' }), 'stroke_interpretation'),
    bleed_interpretation: withValue(H.interpretation, renamed(valueOf(H.interpretation), { score: 'has_bled_score' }), 'bleed_interpretation'),
    strokes_none: result(`Out of 1000 a year: ${AF_OUTCOME} with no anticoagulant`, 'icon_count(stroke_rate / 100, 1000)'),
    no_stroke: result(`Out of 1000 a year: no ${AF_OUTCOME} with no anticoagulant`, '1000 - strokes_none'),
    strokes_warfarin: result(`Out of 1000 a year: ${AF_OUTCOME} on warfarin`, 'strokes_none - prevented_warfarin'),
    strokes_doac: result(`Out of 1000 a year: ${AF_OUTCOME} on a DOAC`, 'strokes_none - prevented_doac'),
    prevented_warfarin: result(`Out of 1000 a year: ${AF_OUTCOME} avoided by warfarin`, avoided1000(String(AF_EFFECTS.strokeRelativeRisk.warfarin))),
    prevented_doac: result(`Out of 1000 a year: ${AF_OUTCOME} avoided by a DOAC`, avoided1000(String(AF_EFFECTS.strokeRelativeRisk.doac))),
    bleeds_warfarin: result('Out of 1000 a year: serious bleeds on warfarin', per1000('bleed_rate * 10')),
    bleeds_none: result('Out of 1000 a year: serious bleeds with no anticoagulant', per1000(`max(0, bleed_rate * 10 - ${AF_EFFECTS.warfarinExtraBleedsPer1000})`)),
    bleeds_doac: result('Out of 1000 a year: serious bleeds on a DOAC', per1000(`bleed_rate * 10 * ${AF_EFFECTS.bleedRelativeToWarfarin.doac}`)),
    strokes_option: result(`Out of 1000 a year: ${AF_OUTCOME} with this option`, 'strokes_none - prevented_option'),
    prevented_option: result(`Out of 1000 a year: ${AF_OUTCOME} avoided by this option`, avoided1000(strokeRr('anticoagulant_option'))),
    // No picture when the benefit is real but below one person: an empty array would read "0".
    prevented_option_graph: result(
      `Out of 1000 a year, drawn: ${AF_OUTCOME} avoided by this option`,
      `if(prevented_option = 0 and anticoagulant_option != 'none' and stroke_rate > 0, null, prevented_option)`,
    ),
    prevented_option_text: result(
      `Out of 1000 a year, in words: ${AF_OUTCOME} avoided by this option`,
      `avoided_text(stroke_rate / 100, stroke_rate / 100 * ${strokeRr('anticoagulant_option')}, 1000, 'fewer than 1')`,
    ),
    bleeds_option: result(
      'Out of 1000 a year: serious bleeds with this option',
      "if(anticoagulant_option = 'warfarin', bleeds_warfarin, if(anticoagulant_option = 'doac', bleeds_doac, bleeds_none))",
    ),
    bleeds_extra_option: result('Out of 1000 a year: extra serious bleeds with this option', 'bleeds_option - bleeds_none'),
    keydata_warning: result(
      'Before you use these numbers',
      "'These are yearly numbers for a group of 1000 people with the same scores. The rates of stroke, TIA or systemic embolism come from people not taking a blood thinner; bleeding rates from people mostly on warfarin. Aspirin alone is not advised to prevent stroke in atrial fibrillation.'",
      { type: 'decision_warning' },
    ),
    header_none: text('text.heading', 'No anticoagulant'),
    header_warfarin: text('text.heading', 'Warfarin'),
    header_doac: text('text.heading', 'DOAC (apixaban, dabigatran, edoxaban or rivaroxaban)'),
    array_none: strokeArray('1000 people like you with no anticoagulant, over 1 year', 'strokes_none', null),
    array_warfarin: strokeArray('1000 people like you taking warfarin, over 1 year', 'strokes_warfarin', 'prevented_warfarin'),
    array_doac: strokeArray('1000 people like you taking a DOAC, over 1 year', 'strokes_doac', 'prevented_doac'),
  }),
  risk: ['cha2ds2_vasc_score', 'stroke_rate', 'stroke_interpretation', 'has_bled_score', 'bleed_rate', 'bleed_interpretation'],
  guideline: [],
  populationHeader: ['keydata_warning', 'header_none', 'header_warfarin', 'header_doac'],
  population: ['array_none', 'array_warfarin', 'array_doac'],
  optiongrid: {
    condition:
      'Atrial fibrillation is an uneven heartbeat. Blood can pool in the heart and form a clot. If a clot travels to the brain, it causes a stroke. Blood thinners (anticoagulants) make clots less likely, but they make bleeding more likely.',
    decision: 'Should I take a blood thinner to lower my chance of a stroke, and if so, which one?',
    doNothingReasonable: true,
    options: fieldOptions('anticoagulant_option', [
      ['none', 'No anticoagulant', true],
      ['warfarin', 'Warfarin'],
      ['doac', 'DOAC'],
    ]),
    cpdnDefaults: { anticoagulant_option: 'none' },
    questions: [
      {
        question: 'Out of 1000 people like me, how many will have a stroke, TIA or systemic embolism each year?',
        kind: 'benefit',
        answers: [
          { optionKey: 'none', answer: 'About {{strokes_option}} out of 1000 will have a stroke, TIA or systemic embolism each year. The other {{no_stroke}} will not.', graph: { numerator: 'strokes_option', denominator: 1000 }, citations: REFS.stroke, evidenceQuality: 'moderate' },
          {
            optionKey: 'warfarin',
            answer: 'About {{strokes_option}} out of 1000 will have a stroke, TIA or systemic embolism each year, even on warfarin.',
            graph: { numerator: 'strokes_option', denominator: 1000 },
            citations: [...REFS.stroke, ...REFS.warfarin],
            evidenceQuality: 'moderate',
          },
          {
            optionKey: 'doac',
            answer: 'About {{strokes_option}} out of 1000 will have a stroke, TIA or systemic embolism each year, even on a DOAC.',
            graph: { numerator: 'strokes_option', denominator: 1000 },
            citations: [...REFS.stroke, ...REFS.warfarin, ...REFS.doac],
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'How many strokes, TIAs or systemic embolisms does it prevent each year?',
        kind: 'benefit',
        answers: [
          { optionKey: 'none', answer: 'None. Without a blood thinner, none are prevented by one.', graph: { numerator: 0, denominator: 1000 }, citations: REFS.warfarin },
          {
            optionKey: 'warfarin',
            answer: 'Out of 1000, {{prevented_option_text}} a year. Warfarin lowers the chance of a stroke by about two thirds.',
            graph: { numerator: 'prevented_option_graph', denominator: 1000 },
            citations: REFS.warfarin,
            evidenceQuality: 'high',
          },
          {
            optionKey: 'doac',
            answer: 'Out of 1000, {{prevented_option_text}} a year. A DOAC works a little better than warfarin.',
            graph: { numerator: 'prevented_option_graph', denominator: 1000 },
            citations: [...REFS.warfarin, ...REFS.doac],
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'Out of 1000 people like me, how many will have a serious bleed each year?',
        kind: 'harm',
        answers: [
          {
            optionKey: 'none',
            answer: 'About {{bleeds_option}} out of 1000. Some serious bleeds happen without a blood thinner.',
            graph: { numerator: 'bleeds_option', denominator: 1000 },
            citations: [...REFS.bleeding, ...REFS.warfarin],
            evidenceQuality: 'low',
          },
          {
            optionKey: 'warfarin',
            answer: 'About {{bleeds_option}} out of 1000. That is about {{bleeds_extra_option}} more than with no blood thinner.',
            graph: { numerator: 'bleeds_option', denominator: 1000 },
            citations: [...REFS.bleeding, ...REFS.warfarin],
            evidenceQuality: 'moderate',
          },
          {
            optionKey: 'doac',
            answer: 'About {{bleeds_option}} out of 1000. That is about {{bleeds_extra_option}} more than with no blood thinner.',
            graph: { numerator: 'bleeds_option', denominator: 1000 },
            citations: [...REFS.bleeding, ...REFS.doac],
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'What about bleeding in the brain or the gut?',
        kind: 'harm',
        answers: [
          { optionKey: 'none', answer: 'No added chance from a blood thinner.', citations: REFS.warfarin },
          { optionKey: 'warfarin', answer: 'Bleeding in the brain is rare, but warfarin makes it more likely. Stomach and gut bleeds are the most common serious bleeds.', citations: [...REFS.warfarin, ...REFS.doac] },
          {
            optionKey: 'doac',
            answer: 'About half as many bleeds in the brain as with warfarin. Gut bleeds are a little more common than with warfarin.',
            citations: REFS.doac,
            evidenceQuality: 'high',
          },
        ],
      },
      {
        question: 'What would my daily life be like?',
        kind: 'experience',
        answers: [
          { optionKey: 'none', answer: 'No pill and no blood tests for this. You keep a higher chance of a stroke.', citations: REFS.practice },
          {
            optionKey: 'warfarin',
            answer: 'One pill a day. Blood tests (INR) every 1 to 4 weeks, with dose changes. Some foods and medicines change how it works.',
            citations: REFS.practice,
          },
          { optionKey: 'doac', answer: 'One or two pills a day. No regular INR tests, but a kidney blood test at least once a year. Missing doses matters more.', citations: REFS.practice },
        ],
      },
      {
        question: 'What if I need an operation, fall or start bleeding?',
        kind: 'practical',
        answers: [
          { optionKey: 'none', answer: 'Nothing extra to plan.', citations: REFS.practice },
          { optionKey: 'warfarin', answer: 'It is usually stopped about 5 days before an operation. Its effect can be reversed in an emergency.', citations: REFS.practice },
          { optionKey: 'doac', answer: 'It is usually stopped 1 to 3 days before an operation. Emergency reversal medicines exist for each DOAC.', citations: REFS.practice },
        ],
      },
      {
        question: 'Can I change my mind later?',
        kind: 'practical',
        answers: [
          { optionKey: 'none', answer: 'Yes. You can start a blood thinner at any time. Your chance of a stroke goes up with age.', citations: REFS.stroke },
          { optionKey: 'warfarin', answer: 'Yes. You can switch to a DOAC or stop. Stopping brings the stroke risk back.', citations: REFS.practice },
          { optionKey: 'doac', answer: 'Yes. You can switch to warfarin or stop. Stopping brings the stroke risk back.', citations: REFS.practice },
        ],
      },
    ],
    naturalFrequency: { denominator: 1000, timeFrame: 'each year', referenceClass: '1000 people with atrial fibrillation and the same CHA₂DS₂-VASc and HAS-BLED scores as you' },
    clinicalInformation: [
      {
        title: 'How the numbers are made',
        body:
          'Stroke, TIA or systemic embolism: the yearly rate of this composite without anticoagulation for the CHA₂DS₂-VASc score (Swedish AF cohort, Friberg 2012, Table 2), × 0.36 for warfarin (Hart 2007, measured on stroke) and × 0.29 (0.36 × 0.81) for a DOAC (Ruff 2014, measured on stroke or systemic embolism); applying these effects to the composite is an approximation. Serious bleeds: the HAS-BLED rate per year taken as the rate on warfarin; 3 per 1000 fewer without anticoagulation and × 0.86 with a DOAC. Each is rounded to whole people out of 1000; the people who avoid an event are never shown as more than the benefit rounded on its own.',
      },
      {
        title: 'Who these numbers do not fit',
        body:
          'Not for moderate–severe mitral stenosis or a mechanical valve (warfarin is needed), nor for severe kidney disease where DOAC doses and evidence differ. A HAS-BLED score of 3 or more calls for fixing what can be fixed (blood pressure, other drugs, alcohol); it is not a reason on its own to avoid anticoagulation.',
      },
      { title: 'Aspirin', body: 'Aspirin alone prevents far fewer strokes than anticoagulants and still causes bleeding; guidelines do not advise it for stroke prevention in atrial fibrillation.' },
    ],
    evidenceDocument: aidEvidence([
      {
        statement: 'Yearly stroke, TIA or systemic embolism without anticoagulation by CHA₂DS₂-VASc score: 0.3, 0.9, 2.9, 4.6, 6.7, 10.0, 13.6, 15.7, 15.2, 17.4 % (scores 0–9), as in the CHA₂DS₂-VASc calculator.',
        citations: ['friberg2012'],
        checkedAgainstPrimary: false,
        note: 'Taken from the research notes’ transcription of the cohort’s table; not re-read in the paper.',
      },
      { statement: 'Warfarin versus control: stroke reduced by 64 % (95 % CI 49–74 %); extra major extracranial bleeding at most 0.3 % a year.', citations: ['hart2007'], checkedAgainstPrimary: false },
      {
        statement: 'DOAC versus warfarin: stroke or systemic embolism RR 0.81 (0.73–0.91); intracranial haemorrhage RR 0.48 (0.39–0.59); major bleeding RR 0.86 (0.73–1.00); gastrointestinal bleeding RR 1.25 (1.01–1.55).',
        citations: ['ruff2014'],
        checkedAgainstPrimary: false,
      },
      {
        statement: 'Major bleeds per 100 patient-years by HAS-BLED score: 1.13, 1.02, 1.88, 3.74, 8.70, 12.50 (scores 0–5); too few people above 5, where the rate at 5 is shown as a floor.',
        citations: ['pisters2010'],
        checkedAgainstPrimary: false,
      },
      {
        statement: 'Chaining the DOAC-versus-warfarin effect onto warfarin-versus-control, and treating the HAS-BLED cohort rates as rates on warfarin, are approximations of ours; no single trial compares all three options.',
        citations: ['hart2007', 'ruff2014', 'pisters2010'],
        checkedAgainstPrimary: false,
      },
      { statement: 'Anticoagulation advised from CHA₂DS₂-VASc 2 in men and 3 in women; DOACs preferred over warfarin when eligible.', citations: ['joglar2024'], checkedAgainstPrimary: false },
    ]),
    ...AID_GRID_STATEMENTS,
    uncertainty:
      'Stroke rates come from one large cohort and are less certain at the highest scores, where few people were studied. The bleeding numbers are rougher: they come from a smaller cohort of people on mixed treatments, and the no-treatment and DOAC bleeding numbers are worked out from trial results rather than measured directly. Treat every number as a best estimate that could be somewhat higher or lower.',
  },
  chartNote: {
    sdm: 'A shared decision about stroke prevention in atrial fibrillation was supported with the Consilium decision aid {{toolName}} (version {{version}}, {{modified}}). CHA2DS2-VASc {{cha2ds2_vasc_score}} (stroke, TIA or systemic embolism {{stroke_rate}} % per year without anticoagulation), HAS-BLED {{has_bled_score}}; the benefits and harms of no anticoagulant, warfarin and a DOAC were reviewed.',
  },
  references: [
    ...cha2ds2Vasc.references,
    ...hasBled.references.filter((r) => r.id === 'pisters2010'),
    {
      id: 'hart2007',
      citation: 'Hart RG, Pearce LA, Aguilar MI. Meta-analysis: antithrombotic therapy to prevent stroke in patients who have nonvalvular atrial fibrillation. Ann Intern Med. 2007;146(12):857–867.',
      pmid: '17577005',
      kind: 'meta-analysis',
      cohort: '29 trials, n = 28,044',
    },
    {
      id: 'ruff2014',
      citation:
        'Ruff CT, Giugliano RP, Braunwald E, et al. Comparison of the efficacy and safety of new oral anticoagulants with warfarin in patients with atrial fibrillation: a meta-analysis of randomised trials. Lancet. 2014;383(9921):955–962.',
      pmid: '24315724',
      doi: '10.1016/S0140-6736(13)62343-0',
      kind: 'meta-analysis',
      cohort: '4 phase-3 trials, n = 71,683',
    },
  ],
  definitions: [
    { term: 'Atrial fibrillation (AF)', definition: 'An uneven, often fast heartbeat that starts in the upper chambers of the heart.' },
    { term: 'Anticoagulant (blood thinner)', definition: 'A medicine that makes blood clots less likely to form.' },
    { term: 'Warfarin', definition: 'An older anticoagulant. Its dose is set by regular INR blood tests.' },
    { term: 'DOAC', definition: 'Direct oral anticoagulant: apixaban, dabigatran, edoxaban or rivaroxaban. Fixed doses, no INR tests.' },
    { term: 'INR', definition: 'A blood test that shows how long blood takes to clot on warfarin.' },
    { term: 'TIA (mini-stroke)', definition: 'A short blockage of blood flow to the brain that causes stroke symptoms for minutes to hours and then goes away.' },
    { term: 'Systemic embolism', definition: 'A clot that travels from the heart and blocks an artery elsewhere in the body, such as in a leg, the gut or a kidney.' },
    { term: 'Serious bleed', definition: 'A bleed that needs a hospital stay or a blood transfusion, or is in the brain or another vital place.' },
  ],
  category: 'Cardiology',
  synonyms: ['anticoagulation choice', 'AF blood thinner decision', 'warfarin or DOAC'],
  abbreviations: ['AF', 'OAC', 'DOAC', 'NOAC'],
  patient: {
    'en-US': {
      description:
        'With atrial fibrillation, an uneven heartbeat, a blood thinner lowers your chance of a stroke. It also raises your chance of bleeding. Compare no blood thinner, warfarin, and the newer blood thinner pills.',
      instructions: 'Some questions need your health records, so answer them with your care team. Then compare the three choices side by side.',
      fields: {
        age: { label: 'Your age' },
        sex: { label: 'Your sex' },
        chf: { label: 'Have you been told you have heart failure?', help: 'Heart failure means your heart does not pump as well as it should. Your care team can tell you.' },
        hypertension: { label: 'Have you ever had high blood pressure?', help: 'Say yes if you take pills for it now.' },
        stroke_tia: { label: 'Have you had a stroke, a mini-stroke (TIA) or a blood clot?' },
        vascular: { label: 'Have you had a heart attack or a blocked blood vessel in your legs?' },
        diabetes: { label: 'Do you have diabetes?' },
        uncontrolled_bp: { label: 'Is your top blood pressure number often over 160?', help: 'The first, higher number, such as 165 in 165/90.' },
        renal_liver: {
          label: 'Do you have a kidney or liver problem?',
          help: 'Pick each one you have, or pick "Neither". A kidney problem here means dialysis, a kidney transplant, or kidneys that work far less well than normal. A liver problem means a lasting liver disease, such as cirrhosis. Your care team can tell you.',
          options: { renal: 'A kidney problem', liver: 'A liver problem', none: 'Neither' },
        },
        bleeding: { label: 'Have you had a serious bleed, or do you bleed easily?', help: 'For example a bleed that needed a hospital stay, low blood count (anemia) or a bleeding illness.' },
        warfarin: { label: 'Do you take warfarin now?' },
        labile_inr: { label: 'Are your INR results often too high or too low?', help: 'The INR is the blood test for warfarin. Your care team can tell you.' },
        drugs: { label: 'Do you take aspirin, clopidogrel or pain pills such as ibuprofen?', help: 'These make bleeding more likely.' },
        alcohol: { label: 'Do you have 8 or more drinks a week?' },
        cha2ds2_vasc_score: { label: 'Your stroke score (CHA₂DS₂-VASc)' },
        stroke_rate: { label: 'Your chance of a stroke, mini-stroke or clot each year, with no blood thinner' },
        stroke_interpretation: { label: 'What the guideline for doctors says about this score' },
        has_bled_score: { label: 'Your bleeding score (HAS-BLED)' },
        bleed_rate: { label: 'Serious bleeds in a year out of 100 people with this score' },
        bleed_interpretation: { label: 'What the guideline for doctors says about this score' },
      },
    },
    es: {
      description:
        'Si su corazón late de forma irregular (fibrilación auricular), una pastilla que hace la sangre más líquida baja su riesgo de un derrame. También sube su riesgo de sangrar. Compare no tomar nada, la warfarina y las pastillas más nuevas.',
      instructions: 'Algunas preguntas piden datos de su historia de salud. Contéstelas con su equipo de salud. Luego compare las tres opciones.',
      fields: {
        age: { label: 'Su edad' },
        sex: { label: 'Su sexo' },
        chf: { label: '¿Le han dicho que tiene insuficiencia cardíaca?', help: 'Quiere decir que su corazón no bombea tan bien como debe. Su equipo de salud se lo puede decir.' },
        hypertension: { label: '¿Ha tenido alguna vez la presión alta?', help: 'Diga que sí si ahora toma pastillas para ella.' },
        stroke_tia: { label: '¿Ha tenido un derrame cerebral, un mini derrame (AIT) o un coágulo?' },
        vascular: { label: '¿Ha tenido un infarto o un vaso de sangre tapado en las piernas?' },
        diabetes: { label: '¿Tiene diabetes?' },
        uncontrolled_bp: { label: '¿Su número alto de la presión pasa a menudo de 160?', help: 'El primer número, el más alto, como 165 en 165/90.' },
        renal_liver: {
          label: '¿Tiene un problema de los riñones o del hígado?',
          help: 'Elija cada uno que tenga, o elija "Ninguno". Aquí, un problema de los riñones es la diálisis, un trasplante de riñón o unos riñones que funcionan mucho peor de lo normal. Un problema del hígado es una enfermedad del hígado que dura, como la cirrosis. Su equipo de salud se lo puede decir.',
          options: { renal: 'Un problema de los riñones', liver: 'Un problema del hígado', none: 'Ninguno' },
        },
        bleeding: { label: '¿Ha tenido un sangrado grave o sangra con facilidad?', help: 'Por ejemplo un sangrado que lo llevó al hospital, tener la sangre baja (anemia) o una enfermedad que causa sangrados.' },
        warfarin: { label: '¿Toma warfarina ahora?' },
        labile_inr: { label: '¿Sus resultados de INR salen a menudo muy altos o muy bajos?', help: 'El INR es el análisis de sangre de la warfarina. Su equipo de salud se lo puede decir.' },
        drugs: { label: '¿Toma aspirina, clopidogrel o pastillas para el dolor como el ibuprofeno?', help: 'Hacen más probable sangrar.' },
        alcohol: { label: '¿Toma 8 o más bebidas con alcohol a la semana?' },
        cha2ds2_vasc_score: { label: 'Su puntuación de derrame (CHA₂DS₂-VASc)' },
        stroke_rate: { label: 'Su riesgo de un derrame, un mini derrame o un coágulo cada año, sin anticoagulante' },
        stroke_interpretation: { label: 'Lo que dice la guía para los médicos sobre esta puntuación' },
        has_bled_score: { label: 'Su puntuación de sangrado (HAS-BLED)' },
        bleed_rate: { label: 'Sangrados graves en un año de cada 100 personas con esta puntuación' },
        bleed_interpretation: { label: 'Lo que dice la guía para los médicos sobre esta puntuación' },
      },
    },
  },
  conditions: ['atrial fibrillation', 'stroke'],
  instructions: 'Answer the CHA₂DS₂-VASc and HAS-BLED items, review the scores, then open Patient Options to compare the three options with the person.',
  whenToUse: ['At diagnosis of atrial fibrillation or flutter, and when risk factors change.'],
  pearls: ['Stroke risk rises with the CHA₂DS₂-VASc score much faster than bleeding risk with HAS-BLED; the balance usually favours anticoagulation from a score of 2 in men and 3 in women.'],
  nextSteps: {
    advice: ['Ask which matters most to the person: avoiding a stroke, avoiding a bleed, blood tests, cost.'],
    management: ['Address modifiable bleeding risks (blood pressure, NSAIDs or antiplatelets, alcohol, labile INR).'],
  },
  evidence: ['Stroke rates: Friberg 2012; effects: Hart 2007 and Ruff 2014; bleeding: Pisters 2010.'],
  formula: [
    'CHA₂DS₂-VASc and HAS-BLED exactly as in the Consilium calculators.',
    'Stroke, TIA or systemic embolism out of 1000 a year: rate × 10 (none); avoided = the smaller of the difference of the rounded counts and the rounded difference, with RR warfarin 0.36, DOAC 0.36 × 0.81; on treatment = none − avoided.',
    'Serious bleeds out of 1000 a year: HAS-BLED rate × 10 on warfarin; minus 3 with none; × 0.86 with a DOAC.',
  ],
  resultSummary: 'CHA2DS2-VASc {{cha2ds2_vasc_score}}, HAS-BLED {{has_bled_score}}; stroke, TIA or systemic embolism out of 1000 a year: {{strokes_none}} none, {{strokes_warfarin}} warfarin, {{strokes_doac}} DOAC; serious bleeds: {{bleeds_none}}, {{bleeds_warfarin}}, {{bleeds_doac}}.',
  testVectors: [
    {
      description: 'Woman 70, no other factors: CHA₂DS₂-VASc 2 (2.9 %/year), HAS-BLED 1 (1.02/100): strokes 29 / 10 / 8, bleeds 7 / 10 / 9 out of 1000',
      inputs: {
        age: 70,
        sex: 'female',
        chf: 'no',
        hypertension: 'no',
        stroke_tia: 'no',
        vascular: 'no',
        diabetes: 'no',
        uncontrolled_bp: 'no',
        renal_liver: ['none'],
        bleeding: 'no',
        warfarin: 'no',
        drugs: 'no',
        alcohol: 'no',
      },
      expected: { cha2ds2_vasc_score: 2, has_bled_score: 1, strokes_none: 29, strokes_warfarin: 10, strokes_doac: 8, bleeds_warfarin: 10, bleeds_none: 7, bleeds_doac: 9 },
      source: 'friberg2012 (2.9 %), hart2007 (× 0.36: 10.44), ruff2014 (× 0.81: 8.46); pisters2010 (1.02 → 10.2; − 3 = 7.2; × 0.86 = 8.77)',
    },
    {
      description: 'Man 76 with hypertension and diabetes, on aspirin, drinks 8+ a week: CHA₂DS₂-VASc 4 (6.7 %), HAS-BLED 3 (3.74/100): strokes 67 / 24 / 20, bleeds 34 / 37 / 32',
      inputs: {
        age: 76,
        sex: 'male',
        chf: 'no',
        hypertension: 'yes',
        stroke_tia: 'no',
        vascular: 'no',
        diabetes: 'yes',
        uncontrolled_bp: 'no',
        renal_liver: ['none'],
        bleeding: 'no',
        warfarin: 'no',
        drugs: 'yes',
        alcohol: 'yes',
      },
      expected: { cha2ds2_vasc_score: 4, has_bled_score: 3, strokes_none: 67, strokes_warfarin: 24, strokes_doac: 20, bleeds_warfarin: 37, bleeds_none: 34, bleeds_doac: 32 },
      source: 'friberg2012 (6.7 %: 67 × 0.36 = 24.12, × 0.2916 = 19.54); pisters2010 (3.74 → 37.4; − 3 = 34.4; × 0.86 = 32.16)',
    },
  ],
} satisfies ToolDefinitionInput

export default afAid
