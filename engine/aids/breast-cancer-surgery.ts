import type { ToolDefinitionInput } from '../schema/tool.ts'
import { AID_BASE, AID_GRID_STATEMENTS, aidEvidence, GRID_ONLY_AID } from './common.ts'

const REFS = {
  survival: ['veronesi2002', 'fisher2002'],
  local: ['veronesi2002', 'fisher2002', 'ebctcg2011'],
  reexcision: ['mccahill2012'],
  reconstruction: ['wilkins2018'],
  radiation: ['ebctcg2011', 'brunt2020'],
  practice: ['nccn-breast'],
}

/** Option grid only (tool type 1): the numbers are published figures, not calculated per person. */
const breastSurgeryAid = {
  slug: 'early-breast-cancer-surgery-choice',
  name: 'Early-Stage Breast Cancer: Choosing Surgery',
  ...AID_BASE,
  ...GRID_ONLY_AID,
  calcId: 'aid-early-breast-cancer-surgery',
  eligibility:
    'Women with early-stage breast cancer (stage I or II) who can safely have either breast-conserving surgery or mastectomy. Not for people for whom one option is not advised (for example several tumours in different parts of the breast, or radiation that cannot be given).',
  description:
    'Compares lumpectomy with radiation therapy, mastectomy, and mastectomy with breast reconstruction: survival, the cancer coming back, further operations, radiation, appearance and recovery.',
  contentName: 'early-breast-cancer-surgery-choice',
  optiongrid: {
    condition:
      'Early-stage breast cancer is a cancer found only in the breast, and sometimes in a few nearby lymph nodes. It can be removed by surgery. Most people then have other treatment too, such as hormone therapy or chemotherapy, whichever operation they choose.',
    decision: 'Should I have a lumpectomy with radiation, or a mastectomy, with or without a new breast shape made by reconstruction?',
    doNothingReasonable: false,
    doNothingRationale:
      'Without treatment, breast cancer keeps growing and can spread. Surgery is the usual first step, so this aid compares the kinds of surgery. Anyone can decline surgery; the care team can talk through what that would mean.',
    options: [
      {
        optionKey: 'lumpectomy_radiation',
        name: 'Lumpectomy with radiation',
        parts: [
          { name: 'Lumpectomy', description: 'The surgeon removes the cancer and a rim of normal tissue around it, and keeps the rest of the breast.' },
          { name: 'Radiation therapy', description: 'Daily treatments to the breast over 1 to 4 weeks, starting a few weeks after surgery.' },
        ],
      },
      { optionKey: 'mastectomy', name: 'Mastectomy' },
      {
        optionKey: 'mastectomy_reconstruction',
        name: 'Mastectomy with reconstruction',
        parts: [
          { name: 'Mastectomy', description: 'The surgeon removes the whole breast.' },
          { name: 'Breast reconstruction', description: 'A new breast shape is made with an implant or with tissue from another part of the body, at the same time or later.' },
        ],
      },
    ],
    questions: [
      {
        question: 'Will one choice help me live longer?',
        kind: 'benefit',
        answers: [
          {
            optionKey: 'lumpectomy_radiation',
            answer: 'No. Survival is the same with either operation. In one large trial, about 58 out of 100 women were alive 20 years later.',
            graph: { numerator: 58, denominator: 100 },
            citations: REFS.survival,
            evidenceQuality: 'high',
          },
          {
            optionKey: 'mastectomy',
            answer: 'No. Survival is the same with either operation. In the same trial, about 59 out of 100 women were alive 20 years later.',
            graph: { numerator: 59, denominator: 100 },
            citations: REFS.survival,
            evidenceQuality: 'high',
          },
          {
            optionKey: 'mastectomy_reconstruction',
            answer: 'No. Survival is the same as with mastectomy alone: about 59 out of 100 after 20 years in that trial. A new breast shape does not change it.',
            graph: { numerator: 59, denominator: 100 },
            citations: [...REFS.survival, ...REFS.practice],
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'How likely is the cancer to come back in the same breast or chest?',
        kind: 'benefit',
        answers: [
          {
            optionKey: 'lumpectomy_radiation',
            answer: 'In two large trials, it came back in the same breast in 9 to 14 out of 100 women over 20 years. With today’s treatment it happens less often. It is then usually treated with a mastectomy.',
            citations: REFS.local,
            evidenceQuality: 'moderate',
          },
          {
            optionKey: 'mastectomy',
            answer: 'It came back on the chest in about 2 out of 100 women over 20 years in one large trial.',
            graph: { numerator: 2, denominator: 100 },
            citations: ['veronesi2002'],
            evidenceQuality: 'moderate',
          },
          {
            optionKey: 'mastectomy_reconstruction',
            answer: 'The same as mastectomy alone: about 2 out of 100 over 20 years. Reconstruction does not hide a return of the cancer.',
            graph: { numerator: 2, denominator: 100 },
            citations: ['veronesi2002', ...REFS.practice],
            evidenceQuality: 'moderate',
          },
        ],
      },
      {
        question: 'Will I need another operation?',
        kind: 'harm',
        answers: [
          {
            optionKey: 'lumpectomy_radiation',
            answer: 'About 23 out of 100 women in a large study needed a second operation to remove more tissue. This is less common now.',
            graph: { numerator: 23, denominator: 100 },
            citations: REFS.reexcision,
            evidenceQuality: 'moderate',
          },
          { optionKey: 'mastectomy', answer: 'A second operation for the cancer is rarely needed. Some women later choose reconstruction.', citations: REFS.practice, evidenceQuality: 'low' },
          {
            optionKey: 'mastectomy_reconstruction',
            answer: 'Often. Most reconstructions take 2 or more operations. In the first 1 to 2 years, about 25 to 35 out of 100 women have a problem such as an infection or an implant issue.',
            citations: REFS.reconstruction,
            evidenceQuality: 'low',
          },
        ],
      },
      {
        question: 'Will I need radiation therapy?',
        kind: 'harm',
        answers: [
          {
            optionKey: 'lumpectomy_radiation',
            answer: 'Yes, almost always. It is given on weekdays for 1 to 4 weeks. Tiredness and red, sore skin are common. The breast may later feel firmer or look a bit smaller.',
            citations: REFS.radiation,
            evidenceQuality: 'high',
          },
          { optionKey: 'mastectomy', answer: 'Usually not. It may still be needed if the cancer is large or has spread to several lymph nodes.', citations: REFS.practice },
          {
            optionKey: 'mastectomy_reconstruction',
            answer: 'Usually not. If it is needed, it can harm the new breast shape and may change the timing or type of reconstruction.',
            citations: [...REFS.practice, ...REFS.reconstruction],
          },
        ],
      },
      {
        question: 'How will I look and feel?',
        kind: 'experience',
        answers: [
          { optionKey: 'lumpectomy_radiation', answer: 'You keep your breast. It will have a scar and may change in shape or size. Feeling in the breast mostly stays.', citations: REFS.practice },
          {
            optionKey: 'mastectomy',
            answer: 'Your chest will be flat on that side, with a scar. You can wear a breast form in your bra. There is little feeling across the scar.',
            citations: REFS.practice,
          },
          {
            optionKey: 'mastectomy_reconstruction',
            answer: 'You will have a new breast shape under clothes. It will have scars and will not feel like a natural breast; most feeling is lost.',
            citations: [...REFS.practice, ...REFS.reconstruction],
          },
        ],
      },
      {
        question: 'How long is recovery?',
        kind: 'practical',
        answers: [
          { optionKey: 'lumpectomy_radiation', answer: 'Most go home the same day and are back to usual activities in 1 to 2 weeks. Radiation visits follow.', citations: REFS.practice },
          { optionKey: 'mastectomy', answer: 'Most stay in hospital for up to 1 night and recover in 3 to 4 weeks.', citations: REFS.practice },
          { optionKey: 'mastectomy_reconstruction', answer: 'Most stay in hospital for 1 to 5 nights and recover in 4 to 8 weeks, longer when tissue is moved from the belly or back.', citations: [...REFS.practice, ...REFS.reconstruction] },
        ],
      },
    ],
    naturalFrequency: {
      denominator: 100,
      timeFrame: 'over 20 years for survival and the cancer coming back; within 2 years for further operations',
      referenceClass: '100 women with early-stage breast cancer who could have either operation',
    },
    clinicalInformation: [
      {
        title: 'Where the numbers come from',
        body:
          'Survival and local recurrence: the Milan trial (Veronesi 2002; tumours up to 2 cm) and NSABP B-06 (Fisher 2002; tumours up to 4 cm), both followed for 20 years. Neither trial tested reconstruction, which does not change survival or recurrence. Modern local recurrence after breast-conserving therapy is lower than in these trials.',
      },
      {
        title: 'Other treatment',
        body:
          'Chemotherapy, hormone therapy and targeted therapy depend on the cancer’s features, not on the operation chosen. Lymph node surgery (sentinel node biopsy) is done with either operation.',
      },
    ],
    evidenceDocument: aidEvidence([
      {
        statement: 'Milan trial, 20 years: death from any cause 41.7 % (breast-conserving surgery with radiation) versus 41.2 % (radical mastectomy); in-breast recurrence 8.8 % versus chest-wall recurrence 2.3 %.',
        citations: ['veronesi2002'],
        checkedAgainstPrimary: true,
        note: 'Checked against the published abstract; survival shown as 100 minus death from any cause (58 and 59 out of 100).',
      },
      {
        statement: 'NSABP B-06, 20 years: in-breast recurrence 14.3 % after lumpectomy with radiation (39.2 % without); no significant difference in overall survival versus mastectomy (HR for death 0.97, 0.83–1.14).',
        citations: ['fisher2002'],
        checkedAgainstPrimary: false,
      },
      {
        statement: 'Radiotherapy after breast-conserving surgery halves recurrence (10-year any first recurrence 35.0 % to 19.3 %) and reduces breast-cancer death (15-year 25.2 % to 21.4 %).',
        citations: ['ebctcg2011'],
        checkedAgainstPrimary: false,
      },
      { statement: 'Re-excision after lumpectomy: 22.9 % of women in four US health systems (2003–2008).', citations: ['mccahill2012'], checkedAgainstPrimary: false },
      {
        statement: 'Complications within 1–2 years of postmastectomy reconstruction: about 25 to 35 out of 100, higher with tissue (flap) techniques than with implants (odds ratios about 1.9–2.2 versus expander/implant).',
        citations: ['wilkins2018'],
        checkedAgainstPrimary: false,
        note: 'The odds ratios were checked against the abstract; the overall range is our reading of the consortium’s reports and was not checked against its tables.',
      },
      { statement: 'Whole-breast radiation in one week (26 Gy in 5 fractions) is as effective as three weeks.', citations: ['brunt2020'], checkedAgainstPrimary: false },
      {
        statement: 'Recovery times, appearance and the need for radiation after mastectomy are general clinical guidance rather than trial figures.',
        citations: ['nccn-breast'],
        checkedAgainstPrimary: false,
      },
    ]),
    ...AID_GRID_STATEMENTS,
    uncertainty:
      'The survival and recurrence numbers come from trials that started in the 1970s and 1980s. Treatment has improved since, so today’s numbers are better for every option, but the trials still show that the choices do about equally well for survival. Numbers for further operations and reconstruction problems vary a lot between hospitals and surgeons.',
  },
  chartNote: {
    sdm: 'A shared decision about breast cancer surgery was supported with the Consilium decision aid {{toolName}} (version {{version}}, {{modified}}), comparing lumpectomy with radiation, mastectomy and mastectomy with reconstruction.',
  },
  references: [
    {
      id: 'veronesi2002',
      citation:
        'Veronesi U, Cascinelli N, Mariani L, et al. Twenty-year follow-up of a randomized study comparing breast-conserving surgery with radical mastectomy for early breast cancer. N Engl J Med. 2002;347(16):1227–1232.',
      pmid: '12393819',
      doi: '10.1056/NEJMoa020989',
      kind: 'randomised trial',
      cohort: 'n = 701, tumours up to 2 cm',
    },
    {
      id: 'fisher2002',
      citation:
        'Fisher B, Anderson S, Bryant J, et al. Twenty-year follow-up of a randomized trial comparing total mastectomy, lumpectomy, and lumpectomy plus irradiation for the treatment of invasive breast cancer. N Engl J Med. 2002;347(16):1233–1241.',
      pmid: '12393820',
      doi: '10.1056/NEJMoa022152',
      kind: 'randomised trial',
      cohort: 'n = 1,851, tumours up to 4 cm',
    },
    {
      id: 'ebctcg2011',
      citation:
        'Early Breast Cancer Trialists’ Collaborative Group (EBCTCG). Effect of radiotherapy after breast-conserving surgery on 10-year recurrence and 15-year breast cancer death: meta-analysis of individual patient data for 10,801 women in 17 randomised trials. Lancet. 2011;378(9804):1707–1716.',
      pmid: '22019144',
      doi: '10.1016/S0140-6736(11)61629-2',
      kind: 'meta-analysis',
    },
    {
      id: 'mccahill2012',
      citation: 'McCahill LE, Single RM, Aiello Bowles EJ, et al. Variability in reexcision following breast conservation surgery. JAMA. 2012;307(5):467–475.',
      pmid: '22298678',
      kind: 'cohort',
      cohort: 'n = 2,206 women, 4 US institutions',
    },
    {
      id: 'wilkins2018',
      citation:
        'Wilkins EG, Hamill JB, Kim HM, et al. Complications in postmastectomy breast reconstruction: one-year outcomes of the Mastectomy Reconstruction Outcomes Consortium (MROC) study. Ann Surg. 2018;267(1):164–170.',
      kind: 'prospective cohort',
    },
    {
      id: 'brunt2020',
      citation:
        'Murray Brunt A, Haviland JS, Wheatley DA, et al. Hypofractionated breast radiotherapy for 1 week versus 3 weeks (FAST-Forward): 5-year efficacy and late normal tissue effects results from a multicentre, non-inferiority, randomised, phase 3 trial. Lancet. 2020;395(10237):1613–1626.',
      kind: 'randomised trial',
    },
    {
      id: 'nccn-breast',
      citation: 'National Comprehensive Cancer Network. NCCN Clinical Practice Guidelines in Oncology: Breast Cancer (current version at review).',
      kind: 'guideline',
    },
  ],
  definitions: [
    { term: 'Lumpectomy', definition: 'Surgery that removes the cancer and a rim of normal tissue, keeping the breast. Also called breast-conserving surgery.' },
    { term: 'Mastectomy', definition: 'Surgery that removes the whole breast.' },
    { term: 'Breast reconstruction', definition: 'Surgery to make a new breast shape, with an implant or your own tissue.' },
    { term: 'Radiation therapy', definition: 'Treatment with high-energy rays that kill cancer cells left after surgery.' },
    { term: 'Lymph nodes', definition: 'Small glands under the arm where breast cancer can spread first.' },
    { term: 'Recurrence', definition: 'Cancer that comes back after treatment.' },
  ],
  category: 'Oncology',
  synonyms: ['breast surgery choice', 'lumpectomy or mastectomy', 'breast conserving therapy decision'],
  abbreviations: ['BCT', 'BCS'],
  patient: {
    'en-US': {
      description:
        'Compare the kinds of surgery for early breast cancer: taking out the lump and then radiation, taking off the breast, or taking off the breast and making a new breast shape. See how each one changes your life and your body, and the chance that the cancer comes back.',
      instructions: 'Read each row to see how the options compare. You can hide the ones that do not fit you. Then talk about the ones you like with your care team.',
    },
    es: {
      description:
        'Compare los tipos de cirugía para el cáncer de mama temprano: quitar el bulto y luego radiación, quitar la mama, o quitar la mama y hacer una nueva forma de mama. Vea cómo cambia cada una su vida y su cuerpo, y la posibilidad de que el cáncer vuelva.',
      instructions: 'Lea cada fila para ver cómo se comparan las opciones. Puede ocultar las que no sean para usted. Luego hable de las que le gusten con su equipo de salud.',
    },
  },
  conditions: ['breast cancer', 'ductal carcinoma in situ'],
  instructions: 'Go through the rows with the patient; hide options that are not suitable for her. Each answer lists its sources.',
  whenToUse: ['After a diagnosis of stage I–II breast cancer when both breast-conserving surgery and mastectomy are suitable.'],
  pearls: ['Survival is equivalent; the decision rests on recurrence in the breast, radiation, further operations, body image and recovery.'],
  nextSteps: { advice: ['Ask what matters most: keeping the breast, avoiding radiation, fewer operations, appearance.'], management: ['Refer to plastic surgery early if reconstruction is of interest.'] },
  evidence: ['Milan and NSABP B-06 trials at 20 years; EBCTCG radiotherapy meta-analysis; re-excision and reconstruction cohorts.'],
  formula: ['No calculation: published figures per 100 women.'],
  resultSummary: 'Option grid reviewed: lumpectomy with radiation, mastectomy, mastectomy with reconstruction.',
  testVectors: [],
} satisfies ToolDefinitionInput

export default breastSurgeryAid
