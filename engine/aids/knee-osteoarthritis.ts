import type { ToolDefinitionInput } from '../schema/tool.ts'
import { AID_BASE, AID_GRID_STATEMENTS, aidEvidence, GRID_ONLY_AID } from './common.ts'

const REFS = {
  guideline: ['kolasinski2020', 'bannuru2019'],
  exercise: ['fransen2015', 'skou2015'],
  weight: ['messier2013'],
  topical: ['derry2016'],
  injection: ['juni2015'],
  replacement: ['skou2015', 'bourne2010'],
  revision: ['evans2019'],
  later: ['skou2015', 'skou2018'],
}

/** Option grid only (tool type 1). The Spanish version is built from this one (knee-osteoarthritis.es.ts). */
const kneeAid = {
  slug: 'knee-osteoarthritis-treatment-choice',
  name: 'Knee Osteoarthritis: Choosing Treatment',
  ...AID_BASE,
  ...GRID_ONLY_AID,
  calcId: 'aid-knee-osteoarthritis',
  eligibility: 'Adults with painful osteoarthritis of the knee, diagnosed by a clinician, who are thinking about what to do next.',
  description:
    'Compares watchful waiting with self-care, exercise and physiotherapy, weight loss, medicines (anti-inflammatory pills or gels and steroid injections) and knee replacement: pain relief, risks, what each involves and recovery.',
  contentName: 'knee-osteoarthritis-treatment-choice',
  optiongrid: {
    condition:
      'Osteoarthritis of the knee is wear of the smooth lining (cartilage) of the joint. It causes pain and stiffness, often worse after activity. It tends to change slowly, with good and bad spells.',
    decision: 'What should I do about my knee pain from osteoarthritis?',
    doNothingReasonable: true,
    options: [
      { optionKey: 'watchful_waiting', name: 'Watch and wait, with self-care', doNothing: true },
      { optionKey: 'exercise', name: 'Exercise and physiotherapy' },
      { optionKey: 'weight_loss', name: 'Weight loss' },
      {
        optionKey: 'medicines',
        name: 'Medicines',
        parts: [
          { name: 'Anti-inflammatory pills or gels (NSAIDs)', description: 'For example ibuprofen or naproxen pills, or diclofenac gel rubbed on the knee.' },
          { name: 'Steroid injection', description: 'A shot of a steroid medicine into the knee joint.' },
        ],
      },
      { optionKey: 'knee_replacement', name: 'Knee replacement surgery' },
    ],
    questions: [
      {
        question: 'Will it ease my pain and help me move?',
        kind: 'benefit',
        answers: [
          { optionKey: 'watchful_waiting', answer: 'Pain often goes up and down. Many people stay about the same over a year. Simple pain pills, heat and a cane can help on bad days.', citations: REFS.guideline },
          {
            optionKey: 'exercise',
            answer: 'Yes, for most people. In one trial, 68 out of 100 people who did 12 weeks of exercise and advice felt clearly better a year later.',
            graph: { numerator: 68, denominator: 100 },
            citations: REFS.exercise,
            evidenceQuality: 'high',
          },
          {
            optionKey: 'weight_loss',
            answer: 'Yes, if you are overweight. Losing about 10 out of every 100 pounds you weigh eases pain more than exercise alone.',
            citations: REFS.weight,
            evidenceQuality: 'moderate',
          },
          {
            optionKey: 'medicines',
            answer: 'For a while. With an anti-inflammatory gel, about 60 out of 100 people get good relief, compared with 50 out of 100 with a dummy gel. A steroid shot helps for a few weeks.',
            graph: { numerator: 60, denominator: 100 },
            citations: [...REFS.topical, ...REFS.injection],
            evidenceQuality: 'moderate',
          },
          {
            optionKey: 'knee_replacement',
            answer: 'Yes, for most people with severe damage. In one trial, 85 out of 100 felt clearly better a year later. About 80 out of 100 are happy with their new knee.',
            graph: { numerator: 85, denominator: 100 },
            citations: REFS.replacement,
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'What are the risks and side effects?',
        kind: 'harm',
        answers: [
          { optionKey: 'watchful_waiting', answer: 'No treatment side effects. Pain and stiffness may slowly get worse.', citations: REFS.guideline },
          { optionKey: 'exercise', answer: 'Muscles may be sore for the first few weeks. Serious harm is rare.', citations: REFS.exercise, evidenceQuality: 'moderate' },
          { optionKey: 'weight_loss', answer: 'Few risks. Diets can be hard to keep up, and weight often comes back.', citations: REFS.weight },
          {
            optionKey: 'medicines',
            answer: 'Pills can upset the stomach, cause bleeding, and strain the heart and kidneys, more so with age. Gels mostly cause skin rash. Many shots may wear down the joint.',
            citations: [...REFS.topical, ...REFS.injection, ...REFS.guideline],
            evidenceQuality: 'moderate',
          },
          {
            optionKey: 'knee_replacement',
            answer: 'In one trial, there were 48 serious problems, such as blood clots or a stiff knee, for every 100 people who had surgery, against 12 for every 100 who did not.',
            citations: ['skou2015'],
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'Will I need more treatment later?',
        kind: 'harm',
        answers: [
          { optionKey: 'watchful_waiting', answer: 'Maybe. You can try any other option at any time.', citations: REFS.guideline },
          {
            optionKey: 'exercise',
            answer: 'Some people do. In one trial, 26 out of 100 people who started with exercise had a knee replacement within a year.',
            graph: { numerator: 26, denominator: 100 },
            citations: REFS.later,
            evidenceQuality: 'moderate',
          },
          { optionKey: 'weight_loss', answer: 'Keeping the weight off takes lasting changes. Most people also exercise.', citations: REFS.weight },
          { optionKey: 'medicines', answer: 'The relief lasts only while you use them. Steroid shots are usually limited to a few a year.', citations: [...REFS.injection, ...REFS.guideline] },
          {
            optionKey: 'knee_replacement',
            answer: 'A new knee usually lasts a long time. About 4 out of 100 need to be redone within 10 years.',
            graph: { numerator: 4, denominator: 100 },
            citations: REFS.revision,
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'What does it involve?',
        kind: 'experience',
        answers: [
          { optionKey: 'watchful_waiting', answer: 'Staying active, using heat or ice, and pain pills when needed. Your clinician checks in from time to time.', citations: REFS.guideline },
          { optionKey: 'exercise', answer: 'Exercise 2 or 3 times a week, at home or in a class, often with a physical therapist at first.', citations: REFS.exercise },
          { optionKey: 'weight_loss', answer: 'Eating less and moving more, often with help from a diet program or a dietitian, over several months.', citations: REFS.weight },
          { optionKey: 'medicines', answer: 'Pills or gel when the knee hurts. A shot takes a few minutes in the clinic.', citations: [...REFS.topical, ...REFS.injection] },
          { optionKey: 'knee_replacement', answer: 'An operation to replace the worn joint surfaces with metal and plastic parts. Most stay in hospital for 0 to 3 nights.', citations: REFS.replacement },
        ],
      },
      {
        question: 'How soon would I notice a change?',
        kind: 'practical',
        answers: [
          { optionKey: 'watchful_waiting', answer: 'There is no change to wait for. Flares often settle in a few weeks.', citations: REFS.guideline },
          { optionKey: 'exercise', answer: 'Usually in 6 to 12 weeks, if you keep going.', citations: REFS.exercise },
          { optionKey: 'weight_loss', answer: 'Over months, as the weight comes off.', citations: REFS.weight },
          { optionKey: 'medicines', answer: 'Pills and gels within days. A shot within days, wearing off over weeks.', citations: [...REFS.topical, ...REFS.injection] },
          { optionKey: 'knee_replacement', answer: 'Recovery takes 3 to 6 months, with daily exercises. Many people feel the full benefit after a year.', citations: REFS.replacement },
        ],
      },
    ],
    naturalFrequency: {
      denominator: 100,
      timeFrame: 'over about 1 year, unless an answer says otherwise',
      referenceClass: '100 people with painful knee osteoarthritis like yours',
    },
    clinicalInformation: [
      {
        title: 'Options can be combined',
        body:
          'Exercise and, for people who are overweight, weight loss are first-line treatments in guidelines and work alongside any other option. Knee replacement is for severe pain and damage when the other options have not helped enough.',
      },
      {
        title: 'Not included',
        body: 'Arthroscopic washout or trimming of the knee, and injections of hyaluronic acid or platelet-rich plasma, are not included because guidelines advise against them or the evidence is weak.',
      },
    ],
    evidenceDocument: aidEvidence([
      {
        statement:
          'Total knee replacement plus non-surgical care versus non-surgical care alone (12 weeks of exercise, education, diet, insoles and pain medicine): clinically relevant improvement at 12 months in 85 % versus 68 %; 26 % of the non-surgical group had a replacement within 12 months; 24 versus 6 serious adverse events among 50 people in each group.',
        citations: ['skou2015'],
        checkedAgainstPrimary: false,
        note: 'The 26 % and the 24 versus 6 events were checked against the abstract; the 85 % versus 68 % figure was not.',
      },
      { statement: 'At 2 years, 32 % of the non-surgical group had had a knee replacement.', citations: ['skou2018'], checkedAgainstPrimary: true, note: 'Checked against the abstract.' },
      { statement: 'Exercise reduces pain (about 12 points on a 0–100 scale) and improves function right after treatment, with smaller effects months later.', citations: ['fransen2015'], checkedAgainstPrimary: false },
      { statement: 'Diet plus exercise with about 10 % weight loss reduced pain more than exercise alone over 18 months.', citations: ['messier2013'], checkedAgainstPrimary: false },
      { statement: 'Topical diclofenac: about 60 % versus 50 % with vehicle reached good pain relief over 6–12 weeks.', citations: ['derry2016'], checkedAgainstPrimary: false },
      { statement: 'Intra-articular corticosteroid: small-to-moderate benefit at 1–6 weeks, no clear benefit at 6 months.', citations: ['juni2015'], checkedAgainstPrimary: false },
      { statement: 'About 80 out of 100 (81 %) satisfied after total knee replacement.', citations: ['bourne2010'], checkedAgainstPrimary: false },
      { statement: 'About 96 % of total knee replacements last 10 years (about 4 out of 100 revised).', citations: ['evans2019'], checkedAgainstPrimary: false, note: 'Read from memory of the pooled registry curve; not re-read.' },
      { statement: 'Exercise, weight loss when overweight, topical and oral NSAIDs and intra-articular steroids are recommended options.', citations: ['kolasinski2020', 'bannuru2019'], checkedAgainstPrimary: false },
    ]),
    ...AID_GRID_STATEMENTS,
    uncertainty:
      'Most numbers come from single trials or from reviews of small trials, so the true effects could be somewhat bigger or smaller. People in trials may differ from you. The knee replacement trial was small (100 people) and its patients had severe osteoarthritis.',
  },
  chartNote: {
    sdm: 'A shared decision about knee osteoarthritis treatment was supported with the Consilium decision aid {{toolName}} (version {{version}}, {{modified}}), comparing watchful waiting, exercise, weight loss, medicines and knee replacement.',
  },
  references: [
    {
      id: 'skou2015',
      citation: 'Skou ST, Roos EM, Laursen MB, et al. A randomized, controlled trial of total knee replacement. N Engl J Med. 2015;373(17):1597–1606.',
      pmid: '26488691',
      doi: '10.1056/NEJMoa1505467',
      kind: 'randomised trial',
      cohort: 'n = 100',
    },
    {
      id: 'skou2018',
      citation:
        'Skou ST, Roos EM, Laursen MB, et al. Total knee replacement and non-surgical treatment of knee osteoarthritis: 2-year outcome from two parallel randomized controlled trials. Osteoarthritis Cartilage. 2018;26(9):1170–1180.',
      kind: 'randomised trial',
    },
    {
      id: 'fransen2015',
      citation: 'Fransen M, McConnell S, Harmer AR, et al. Exercise for osteoarthritis of the knee. Cochrane Database Syst Rev. 2015;(1):CD004376.',
      doi: '10.1002/14651858.CD004376.pub3',
      kind: 'systematic review',
    },
    {
      id: 'messier2013',
      citation:
        'Messier SP, Mihalko SL, Legault C, et al. Effects of intensive diet and exercise on knee joint loads, inflammation, and clinical outcomes among overweight and obese adults with knee osteoarthritis: the IDEA randomized clinical trial. JAMA. 2013;310(12):1263–1273.',
      pmid: '24065013',
      kind: 'randomised trial',
      cohort: 'n = 454',
    },
    {
      id: 'derry2016',
      citation: 'Derry S, Conaghan P, Da Silva JAP, Wiffen PJ, Moore RA. Topical NSAIDs for chronic musculoskeletal pain in adults. Cochrane Database Syst Rev. 2016;4:CD007400.',
      doi: '10.1002/14651858.CD007400.pub3',
      kind: 'systematic review',
    },
    {
      id: 'juni2015',
      citation: 'Jüni P, Hari R, Rutjes AWS, et al. Intra-articular corticosteroid for knee osteoarthritis. Cochrane Database Syst Rev. 2015;(10):CD005328.',
      doi: '10.1002/14651858.CD005328.pub3',
      kind: 'systematic review',
    },
    {
      id: 'bourne2010',
      citation:
        'Bourne RB, Chesworth BM, Davis AM, Mahomed NN, Charron KDJ. Patient satisfaction after total knee arthroplasty: who is satisfied and who is not? Clin Orthop Relat Res. 2010;468(1):57–63.',
      kind: 'cohort',
    },
    {
      id: 'evans2019',
      citation:
        'Evans JT, Walker RW, Evans JP, Blom AW, Sayers A, Whitehouse MR. How long does a knee replacement last? A systematic review and meta-analysis of case series and national registry reports with more than 15 years of follow-up. Lancet. 2019;393(10172):655–663.',
      kind: 'meta-analysis',
    },
    {
      id: 'kolasinski2020',
      citation:
        'Kolasinski SL, Neogi T, Hochberg MC, et al. 2019 American College of Rheumatology/Arthritis Foundation guideline for the management of osteoarthritis of the hand, hip, and knee. Arthritis Rheumatol. 2020;72(2):220–233.',
      doi: '10.1002/art.41142',
      kind: 'guideline',
    },
    {
      id: 'bannuru2019',
      citation:
        'Bannuru RR, Osani MC, Vaysbrot EE, et al. OARSI guidelines for the non-surgical management of knee, hip, and polyarticular osteoarthritis. Osteoarthritis Cartilage. 2019;27(11):1578–1589.',
      kind: 'guideline',
    },
  ],
  definitions: [
    { term: 'Osteoarthritis', definition: 'Wear of the cartilage that lines a joint, causing pain and stiffness.' },
    { term: 'Cartilage', definition: 'The smooth, tough layer that covers the ends of bones in a joint.' },
    { term: 'NSAID', definition: 'Anti-inflammatory pain medicine, such as ibuprofen, naproxen or diclofenac.' },
    { term: 'Steroid injection', definition: 'A shot of a medicine that calms swelling, given into the joint.' },
    { term: 'Physical therapist', definition: 'A health professional who teaches exercises to ease pain and improve movement.' },
    { term: 'Knee replacement', definition: 'An operation that replaces the worn joint surfaces with metal and plastic parts.' },
  ],
  category: 'Orthopaedics',
  synonyms: ['knee arthritis treatment', 'knee OA options', 'knee replacement decision'],
  abbreviations: ['OA', 'TKR', 'TKA'],
  patient: {
    'en-US': {
      description:
        'Compare ways to deal with knee pain from osteoarthritis: waiting and self-care, exercise, weight loss, medicines, and a new knee. See what each one can do for your pain, its risks, and what it takes.',
      instructions: 'Read each row to see how the options compare. You can hide the ones that do not fit you. Then talk about the ones you like with your care team.',
    },
    es: {
      description:
        'Compare formas de tratar el dolor de rodilla por artrosis: esperar y cuidarse, el ejercicio, bajar de peso, las medicinas y una rodilla nueva. Vea lo que cada una puede hacer por su dolor, sus riesgos y lo que pide de usted.',
      instructions: 'Lea cada fila para ver cómo se comparan las opciones. Puede ocultar las que no sean para usted. Luego hable de las que le gusten con su equipo de salud.',
    },
  },
  conditions: ['knee osteoarthritis', 'osteoarthritis', 'knee pain', 'arthritis'],
  instructions: 'Go through the rows with the patient; hide options that do not apply (for example weight loss at a healthy weight).',
  whenToUse: ['When a person with knee osteoarthritis is deciding what to try next.'],
  pearls: ['Exercise and weight loss help whatever else is chosen; surgery is for severe symptoms after other options.'],
  nextSteps: { advice: ['Ask what matters most: pain relief, avoiding surgery, time and effort, side effects.'], management: ['Refer to physiotherapy or a weight-management program as chosen; refer to orthopaedics for severe symptoms.'] },
  evidence: ['Skou 2015 and 2018 trials; Cochrane reviews of exercise, topical NSAIDs and steroid injections; ACR 2019 and OARSI 2019 guidelines.'],
  formula: ['No calculation: published figures per 100 people.'],
  resultSummary: 'Option grid reviewed: watchful waiting, exercise, weight loss, medicines, knee replacement.',
  testVectors: [],
} satisfies ToolDefinitionInput

export default kneeAid
