import { DATE_FIELD_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, date, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { ACOG_2013, ACOG_2017, BERG_1991 } from './references.ts'

/**
 * Estimated due date (EDD) by Naegele's rule — 280 days after the first day of the last menstrual
 * period — with the usual cycle-length correction (+ (cycle − 28) days, which assumes ovulation
 * about 14 days before the next period whatever the cycle length), or from an IVF embryo
 * transfer: EDD = transfer date + 266 − embryo age in days, as ACOG Committee Opinion No. 700
 * states it (261 days after a day-5 transfer, 263 after a day-3 transfer).
 *
 * Gestational age is counted back from the EDD (day 280 = the EDD), so it always agrees with
 * the due date shown: with a corrected cycle or an IVF date it runs from the "equivalent LMP"
 * (EDD − 280 days), not from the period itself.
 */

export const CYCLE_RANGE = { min: 21, max: 45, standard: 28 } as const
/** Longest gestational age accepted on the as-of date (counted from the equivalent LMP): 44 weeks 0 days. */
export const MAX_GESTATION_DAYS = 308

const LMP_INTERVAL = 'days_between(lmp, asof)'
const TRANSFER_INTERVAL = 'days_between(transfer_date, asof)'

const TRIMESTER = "if(ga_days < 0, null, if(ga_days <= 97, 'First trimester', if(ga_days <= 195, 'Second trimester', 'Third trimester')))"
/** The interpretation by completed days of gestation: trimester, then the term bands. */
export const GESTATION_BANDS =
  "if(ga_days < 98, 'First trimester (up to 13 weeks 6 days). Confirm or set the dates with a crown–rump length ultrasound now: it is the most accurate way to date a pregnancy, and it replaces these dates when the two disagree by more than the allowed margin.', " +
  "if(ga_days < 196, 'Second trimester (14 weeks 0 days to 27 weeks 6 days). Dates not confirmed by an ultrasound before 22 weeks 0 days are considered suboptimal.', " +
  "if(ga_days < 259, 'Third trimester, preterm (28 weeks 0 days to 36 weeks 6 days): a birth now would be preterm.', " +
  "if(ga_days < 273, 'Early term (37 weeks 0 days to 38 weeks 6 days).', " +
  "if(ga_days < 287, 'Full term (39 weeks 0 days to 40 weeks 6 days).', " +
  "if(ga_days < 294, 'Late term (41 weeks 0 days to 41 weeks 6 days): plan the management of a prolonged pregnancy.', " +
  "'Postterm (42 weeks 0 days or more): check the dates, and arrange prompt obstetric review if they are right.'))))))"
const INTERPRETATION =
  "if(ga_days < 0, concat('The as-of date is before the start of dating for this cycle length (', format_date(dating_start), '): the due date stands, but there is no gestational age yet.'), " +
  GESTATION_BANDS +
  ')'

const dueDateNaegele = {
  slug: 'due-date-naegele',
  name: "Due Date Calculator (Naegele's Rule, Cycle Length or IVF Transfer)",
  calcId: 'calc-due-date-naegele',
  ...TOOL_BASE,
  eligibility:
    'Pregnant patients with a known first day of the last menstrual period (LMP) and fairly regular cycles of 21 to 45 days, or with a pregnancy from IVF with a known transfer date and embryo age (day 3 or day 5). Once a first-trimester ultrasound has set the dates, use that due date instead.',
  description:
    "Estimates the due date from the last menstrual period by Naegele's rule (280 days), corrected for a usual cycle longer or shorter than 28 days, or from an IVF embryo transfer date, and gives the gestational age and trimester on a chosen date.",
  contentName: 'due-date-naegele',
  sections: { patient: ['method', 'lmp', 'cycle_length', 'transfer_date', 'embryo_age', 'asof'] },
  ehrpdns: ['lmp'],
  controls: controls({
    method: choice(
      'Date the pregnancy from',
      [
        ['Last menstrual period', 'lmp'],
        ['IVF embryo transfer', 'ivf'],
      ],
      { defaults: [{ value: 'lmp' }] },
    ),
    lmp: date('First day of the last menstrual period', DATE_FIELD_RANGE, {
      help: 'The day bleeding started, not the day it ended.',
      visibility: "method = 'lmp'",
      validations: [
        {
          // An unusable as-of date is reported on its own field, not here.
          rule: `isEmpty(${LMP_INTERVAL}) or ${LMP_INTERVAL} >= 0`,
          message: 'The last period cannot start after the as-of date. Check the year, or move the as-of date.',
          type: 'error',
        },
        {
          // Gestational age on the as-of date (counted from the equivalent LMP) at most 44 weeks;
          // an unusable cycle length is reported on its own field.
          rule: `isEmpty(${LMP_INTERVAL}) or (not between(cycle_length, ${CYCLE_RANGE.min}, ${CYCLE_RANGE.max})) or ${LMP_INTERVAL} - (cycle_length - 28) <= ${MAX_GESTATION_DAYS}`,
          message:
            'By these dates the pregnancy would be more than 44 weeks along on the as-of date, longer than a pregnancy lasts. Check the date of the last period, or set the as-of date to the day the pregnancy should be dated on.',
          type: 'error',
        },
      ],
    }),
    cycle_length: measure(
      'Usual cycle length',
      'days',
      { min: CYCLE_RANGE.min, max: CYCLE_RANGE.max, integer: true },
      {
        help: `Days from the start of one period to the start of the next, ${CYCLE_RANGE.min}–${CYCLE_RANGE.max}. Only for fairly regular cycles.`,
        visibility: "method = 'lmp'",
        defaults: [
          {
            value: CYCLE_RANGE.standard,
            message: "Set to 28 days, the cycle Naegele's rule assumes. Change it if her cycles are regularly shorter or longer.",
          },
        ],
      },
    ),
    transfer_date: date('Embryo transfer date', DATE_FIELD_RANGE, {
      help: 'Fresh or frozen transfer.',
      visibility: "method = 'ivf'",
      validations: [
        {
          rule: `isEmpty(${TRANSFER_INTERVAL}) or ${TRANSFER_INTERVAL} >= 0`,
          message: 'The transfer cannot be after the as-of date. Check the year, or move the as-of date.',
          type: 'error',
        },
        {
          // Gestational age on the as-of date = days since transfer + 14 + embryo age.
          // An unanswered or unusable embryo age is reported on its own field.
          rule: `isEmpty(${TRANSFER_INTERVAL}) or (not (embryo_age = 3 or embryo_age = 5)) or ${TRANSFER_INTERVAL} + 14 + embryo_age <= ${MAX_GESTATION_DAYS}`,
          message:
            'By this transfer date the pregnancy would be more than 44 weeks along on the as-of date. Check the date, or set the as-of date to the day the pregnancy should be dated on.',
          type: 'error',
        },
      ],
    }),
    embryo_age: choice(
      'Embryo age at transfer',
      [
        ['Day 3 (cleavage stage)', 3],
        ['Day 5 (blastocyst)', 5],
      ],
      { help: 'Days since fertilisation (egg retrieval) when the embryo was transferred.', visibility: "method = 'ivf'" },
    ),
    asof: date('Gestational age on', DATE_FIELD_RANGE, {
      help: 'The date to give the gestational age for.',
      defaults: [{ value: '=today()', message: "Today's date. Change it to find the gestational age on another day." }],
    }),
    cycle_adjustment: result('Cycle-length correction', "if(method = 'lmp', cycle_length - 28, null)", { units: 'days' }),
    edd: result('Estimated due date (ISO)', "if(method = 'ivf', date_add(transfer_date, 266 - embryo_age), date_add(lmp, 280 + cycle_adjustment))"),
    edd_display: result('Estimated due date', 'format_date(edd)'),
    dating_start: result('Equivalent LMP (ISO)', 'date_add(edd, -280)'),
    // Worth showing only when it is not simply the LMP that was entered.
    dating_start_display: result('Equivalent LMP (due date − 280 days)', 'format_date(dating_start)', { visibility: "method = 'ivf' or cycle_length != 28" }),
    ga_days: result('Gestational age in days', 'days_between(dating_start, asof)', { units: 'days' }),
    ga_weeks: result('Completed weeks', 'if(ga_days < 0, null, floor(ga_days / 7))', { units: 'weeks' }),
    ga_extra_days: result('Days beyond the completed weeks', 'if(ga_days < 0, null, ga_days - 7 * ga_weeks)', { units: 'days' }),
    ga_display: result(
      'Gestational age',
      "if(ga_days < 0, 'Not started yet', concat(ga_weeks, if(ga_weeks = 1, ' week ', ' weeks '), ga_extra_days, if(ga_extra_days = 1, ' day', ' days')))",
    ),
    ga_short: result('Gestational age (short form)', "if(ga_days < 0, null, concat(ga_weeks, 'w', ga_extra_days, 'd'))"),
    trimester: result('Trimester', TRIMESTER),
    days_to_edd: result('Days until the due date (negative once passed)', 'days_between(asof, edd)', { units: 'days' }),
    days_to_edd_display: result(
      'Until the due date',
      "if(days_to_edd > 1, concat(days_to_edd, ' days'), if(days_to_edd = 1, '1 day', if(days_to_edd = 0, 'Due today', if(days_to_edd = -1, 'Passed 1 day ago', concat('Passed ', 0 - days_to_edd, ' days ago')))))",
    ),
    dating_basis: result(
      'Dated by',
      "if(method = 'ivf', concat('IVF transfer of a day-', embryo_age, ' embryo on ', format_date(transfer_date)), concat('LMP ', format_date(lmp), ' with a ', cycle_length, '-day cycle'))",
    ),
    asof_display: result('As of', 'format_date(asof)'),
    interpretation: interpretation(INTERPRETATION),
  }),
  risk: ['edd_display', 'ga_display', 'trimester', 'days_to_edd_display', 'dating_start_display', 'interpretation'],
  chartNote: {
    cc: 'Estimated due date {{edd_display}} by {{dating_basis}}. Gestational age {{ga_display}} on {{asof_display}}; {{trimester}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    ACOG_2017,
    BERG_1991,
    {
      id: 'bull2019',
      citation:
        'Bull JR, Rowland SP, Scherwitzl EB, Scherwitzl R, Gemzell Danielsson K, Harper J. Real-world menstrual cycle characteristics of more than 600,000 menstrual cycles. NPJ Digit Med. 2019;2:83.',
      doi: '10.1038/s41746-019-0152-7',
      kind: 'cohort',
      cohort: 'n = 612,613 ovulatory cycles from 124,648 app users',
    },
    ACOG_2013,
  ],
  definitions: [
    { term: "Naegele's rule", definition: 'Due date = first day of the last menstrual period + 280 days (40 weeks), assuming a 28-day cycle with ovulation on day 14.' },
    { term: 'Equivalent LMP', definition: 'The date 280 days before the due date; gestational age is counted from it when the due date comes from a corrected cycle or an IVF transfer.' },
  ],
  category: 'Obstetrics',
  synonyms: [
    'due date calculator',
    'pregnancy due date',
    'estimated date of delivery',
    'estimated date of confinement',
    "Naegele's rule",
    'Nagele rule',
    'pregnancy wheel',
    'IVF due date',
    'embryo transfer due date',
    'how many weeks pregnant',
  ],
  abbreviations: ['EDD', 'EDC', 'LMP', 'GA', 'IVF', 'ART', 'FET'],
  conditions: ['pregnancy'],
  instructions:
    'Choose how to date the pregnancy. From the LMP: enter the first day of the last period and the usual cycle length (28 days unless her cycles are regularly different). From IVF: enter the transfer date and whether a day-3 or day-5 embryo was transferred. The gestational age is given for the as-of date (today unless changed). Not for irregular cycles, an uncertain LMP, a conception soon after stopping hormonal contraception or while breastfeeding, or for pregnancies already dated by a first-trimester ultrasound.',
  whenToUse: [
    'At the first prenatal contact, to estimate the due date and how far along the pregnancy is.',
    'After IVF, to set the due date from the transfer date and embryo age.',
    'Before a dating ultrasound, to have LMP dates to compare the scan with.',
  ],
  pearls: [
    'A first-trimester ultrasound takes precedence when it disagrees with the LMP dates. ACOG redates to the scan when the difference is more than 5 days before 9 weeks 0 days, or more than 7 days from 9 weeks 0 days to 13 weeks 6 days; scans later in pregnancy are less precise and allow wider margins.',
    'After IVF, ACOG dates the pregnancy from the transfer date and embryo age rather than from the LMP or a scan, since the age of the embryo is known exactly.',
    'The cycle correction assumes that the time from ovulation to the next period stays about 14 days, so that a longer cycle means later ovulation. Real luteal phases vary, and one cohort found the full correction overshot in long cycles: treat it as an estimate.',
    'This tool counts exactly 280 days. The calendar shortcut (add 7 days, subtract 3 months, add 1 year) can land 1–3 days away, depending on the months crossed.',
    'A pregnancy not dated by an ultrasound before 22 weeks 0 days is considered suboptimally dated.',
  ],
  nextSteps: {
    advice: [
      'Offer a first-trimester dating ultrasound; if it disagrees beyond the redating margin, use its due date.',
      'Tell the patient the due date is an estimate: a birth at any time from 37 weeks 0 days to 41 weeks 6 days is at term.',
    ],
    management: [
      'Record the final due date and how it was set (LMP, ultrasound or IVF) in the record; change it later only for good reason, and tell the patient.',
      'Time screening tests, growth assessment and the planning of birth by the final gestational age.',
    ],
  },
  evidence: [
    "Naegele's 280-day rule from the first day of the last period is the convention ACOG, AIUM and SMFM use for dating by LMP; the same committee opinion gives the IVF examples (due 261 days after a day-5 and 263 days after a day-3 transfer, i.e. 266 days from fertilisation) and the ultrasound redating thresholds (acog2017).",
    'Cycle correction: the usual adjustment adds (cycle length − 28) days, assuming a fixed 14-day luteal phase. In 5,688 births, uncorrected LMP dating labelled more births in long cycles as post-term, while the full correction reversed the trend (berg1991): the correction helps, but may over-correct.',
    'In more than 600,000 app-recorded ovulatory cycles, the follicular phase varied far more than the luteal phase (95% ranges about 10–30 and 7–17 days), which is why cycle length mostly reflects when ovulation happens (bull2019).',
    'Term categories (early, full, late term and postterm) follow ACOG/SMFM Committee Opinion No. 579 (acog2013).',
    'This is a calendar calculation, not a predictive model: its error comes from the dates entered and the variation in ovulation timing. Test vectors are independent day counts of the published rules, not patient data.',
  ],
  formula: [
    'From the LMP: due date = LMP + 280 days + (cycle length − 28) days',
    'From IVF: due date = transfer date + (266 − embryo age) days (day 5: + 261; day 3: + 263)',
    'Equivalent LMP = due date − 280 days',
    'Gestational age on the as-of date = as-of date − equivalent LMP, as weeks + days',
    'Trimester: first up to 13w6d; second 14w0d–27w6d; third from 28w0d',
  ],
  resultSummary: 'Due date {{edd_display}} ({{dating_basis}}); gestational age {{ga_display}} on {{asof_display}}; {{trimester}}.',
  testVectors: [
    {
      description: 'LMP Jan 1, 2026, 28-day cycle, on Mar 5, 2026',
      inputs: { method: 'lmp', lmp: '2026-01-01', cycle_length: 28, asof: '2026-03-05' },
      expected: { edd: '2026-10-08', edd_display: 'Oct 8, 2026', ga_days: 63, ga_display: '9 weeks 0 days', trimester: 'First trimester', days_to_edd: 217 },
      source:
        "acog2017 (280 days from the LMP). Naegele's calendar form: Jan 1 + 7 days − 3 months + 1 year = Oct 8, 2026; independent day count Jan 1 → Oct 8 = 280; Jan 1 → Mar 5 = 31 + 28 + 4 = 63 days.",
    },
    {
      description: '35-day cycle: due date 7 days later (Oct 15, 2026)',
      inputs: { method: 'lmp', lmp: '2026-01-01', cycle_length: 35, asof: '2026-03-05' },
      expected: { cycle_adjustment: 7, edd: '2026-10-15', dating_start: '2026-01-08', ga_days: 56, ga_display: '8 weeks 0 days' },
      source: 'Cycle-length correction + (35 − 28) = + 7 days (berg1991 describes this fixed-luteal-phase correction); independent count: Oct 8 + 7 = Oct 15; Jan 8 → Mar 5 = 23 + 28 + 5 = 56 days.',
    },
    {
      description: '21-day cycle: due date 7 days earlier (Oct 1, 2026)',
      inputs: { method: 'lmp', lmp: '2026-01-01', cycle_length: 21, asof: '2026-03-05' },
      expected: { cycle_adjustment: -7, edd: '2026-10-01', dating_start: '2025-12-25', ga_days: 70, ga_display: '10 weeks 0 days' },
      source: 'Cycle-length correction + (21 − 28) = − 7 days; independent count: Oct 8 − 7 = Oct 1; Dec 25 → Mar 5 = 7 + 31 + 28 + 4 = 70 days.',
    },
    {
      description: 'IVF, day-5 embryo transferred Feb 1, 2026: due 261 days later',
      inputs: { method: 'ivf', transfer_date: '2026-02-01', embryo_age: 5, asof: '2026-03-05' },
      expected: { edd: '2026-10-20', dating_start: '2026-01-13', ga_days: 51, ga_display: '7 weeks 2 days' },
      source:
        'acog2017 (ART dating: a day-5 embryo is due 261 days after transfer). Independent count: Feb 1 → Feb 28 (27), Mar (58), Apr (88), May (119), Jun (149), Jul (180), Aug (211), Sep (241), Oct 20 (261).',
    },
    {
      description: 'IVF, day-3 embryo transferred Feb 1, 2026: due 263 days later',
      inputs: { method: 'ivf', transfer_date: '2026-02-01', embryo_age: 3, asof: '2026-03-05' },
      expected: { edd: '2026-10-22', dating_start: '2026-01-15', ga_days: 49, ga_display: '7 weeks 0 days' },
      source: 'acog2017 (ART dating: a day-3 embryo is due 263 days after transfer). Independent count: 261 days is Oct 20, + 2 = Oct 22, 2026.',
    },
    {
      description: 'Leap year: LMP Feb 29, 2024 is due Dec 5, 2024',
      inputs: { method: 'lmp', lmp: '2024-02-29', cycle_length: 28, asof: '2024-06-01' },
      expected: { edd: '2024-12-05', ga_display: '13 weeks 2 days' },
      source: 'acog2017 (280 days). Independent count: Feb 29 + 275 days (March–November) = Nov 30, + 5 = Dec 5; Feb 29 → Jun 1 = 31 + 30 + 31 + 1 = 93 days.',
    },
  ],
} satisfies ToolDefinitionInput

export default dueDateNaegele
