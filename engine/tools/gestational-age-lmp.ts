import { DATE_FIELD_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, date, interpretation, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { GESTATION_BANDS, MAX_GESTATION_DAYS } from './due-date-naegele.ts'
import { ACOG_2013, ACOG_2017 } from './references.ts'

/**
 * Gestational age by last menstrual period (menstrual age): whole days from the first day of the
 * LMP to the as-of date, shown as weeks + days, with the trimester and the 280-day due date
 * (ACOG Committee Opinion No. 700, Obstet Gynecol 2017;129:e150–e154). No cycle-length
 * correction here: that is what due-date-naegele offers.
 *
 * Date arithmetic is whole days on the UTC calendar (engine rule functions date_add and
 * days_between), so month lengths, leap days and year ends need no special handling.
 */

const INTERVAL = 'days_between(lmp, asof)'

// Trimester and term bands in completed days: 13w6d = 97, 27w6d = 195, 37w0d = 259, 39w0d = 273,
// 41w0d = 287, 42w0d = 294.
const TRIMESTER = "if(ga_days <= 97, 'First trimester', if(ga_days <= 195, 'Second trimester', 'Third trimester'))"

const gestationalAgeLmp = {
  slug: 'gestational-age-lmp',
  name: 'Gestational Age from the Last Menstrual Period',
  calcId: 'calc-gestational-age-lmp',
  ...TOOL_BASE,
  eligibility:
    'Pregnant patients whose first day of the last menstrual period (LMP) is known, on any date up to 44 weeks after it. Once an early ultrasound or an assisted-reproduction date has set the due date, date the pregnancy from that instead.',
  description:
    'Gives the gestational age in weeks and days on a chosen date (today by default) from the first day of the last menstrual period, with the trimester, the due date (280 days after the LMP) and the days left until it.',
  contentName: 'gestational-age-lmp',
  sections: { patient: ['lmp', 'asof'] },
  ehrpdns: ['lmp'],
  controls: controls({
    lmp: date('First day of the last menstrual period', DATE_FIELD_RANGE, {
      help: 'The day bleeding started, not the day it ended. At most 44 weeks before the as-of date.',
      validations: [
        {
          // An unusable as-of date is reported on its own field, not here.
          rule: `isEmpty(${INTERVAL}) or ${INTERVAL} >= 0`,
          message: 'The last period cannot start after the as-of date. Check the year, or move the as-of date.',
          type: 'error',
        },
        {
          rule: `isEmpty(${INTERVAL}) or ${INTERVAL} <= ${MAX_GESTATION_DAYS}`,
          message:
            'This is more than 44 weeks before the as-of date, longer than a pregnancy lasts. Check the date, or set the as-of date to the day the pregnancy should be dated on.',
          type: 'error',
        },
      ],
    }),
    asof: date('Gestational age on', DATE_FIELD_RANGE, {
      help: 'The date to calculate the gestational age for.',
      defaults: [{ value: '=today()', message: "Today's date. Change it to find the gestational age on another day." }],
    }),
    ga_days: result('Gestational age in days', INTERVAL, { units: 'days' }),
    ga_weeks: result('Completed weeks', 'floor(ga_days / 7)', { units: 'weeks' }),
    ga_extra_days: result('Days beyond the completed weeks', 'ga_days - 7 * ga_weeks', { units: 'days' }),
    ga_display: result('Gestational age', "concat(ga_weeks, if(ga_weeks = 1, ' week ', ' weeks '), ga_extra_days, if(ga_extra_days = 1, ' day', ' days'))"),
    ga_short: result('Gestational age (short form)', "concat(ga_weeks, 'w', ga_extra_days, 'd')"),
    trimester: result('Trimester', TRIMESTER),
    edd: result('Estimated due date (ISO)', 'date_add(lmp, 280)'),
    edd_display: result('Estimated due date (LMP + 280 days)', 'format_date(edd)'),
    days_to_edd: result('Days until the due date (negative once passed)', 'days_between(asof, edd)', { units: 'days' }),
    days_to_edd_display: result(
      'Until the due date',
      "if(days_to_edd > 1, concat(days_to_edd, ' days'), if(days_to_edd = 1, '1 day', if(days_to_edd = 0, 'Due today', if(days_to_edd = -1, 'Passed 1 day ago', concat('Passed ', 0 - days_to_edd, ' days ago')))))",
    ),
    lmp_display: result('Last menstrual period', 'format_date(lmp)'),
    asof_display: result('As of', 'format_date(asof)'),
    interpretation: interpretation(GESTATION_BANDS),
  }),
  risk: ['ga_display', 'trimester', 'edd_display', 'days_to_edd_display', 'interpretation'],
  chartNote: {
    cc: 'Gestational age {{ga_display}} ({{ga_short}}) on {{asof_display}} by LMP of {{lmp_display}}; {{trimester}}. Estimated due date by LMP {{edd_display}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [ACOG_2017, ACOG_2013],
  definitions: [
    { term: 'Gestational age', definition: 'Time since the first day of the last menstrual period, in completed weeks and days; about two weeks more than the time since conception.' },
    { term: 'Trimester', definition: 'First: up to 13 weeks 6 days. Second: 14 weeks 0 days to 27 weeks 6 days. Third: 28 weeks 0 days onwards.' },
  ],
  category: 'Obstetrics',
  synonyms: [
    'how many weeks pregnant',
    'pregnancy weeks calculator',
    'weeks of gestation',
    'menstrual age',
    'pregnancy wheel',
    'gestation calculator',
    'due date from last period',
  ],
  abbreviations: ['GA', 'LMP', 'EDD', 'EDC', 'EGA'],
  conditions: ['pregnancy'],
  instructions:
    'Enter the first day of the last menstrual period and, if not today, the date to calculate for. The result assumes a regular 28-day cycle with ovulation about two weeks after the period started. Do not use it once the dates have been set by a first-trimester ultrasound or by assisted reproduction; date from that due date instead. Less reliable with irregular cycles, recent hormonal contraception, breastfeeding, or bleeding in early pregnancy mistaken for a period.',
  whenToUse: [
    'At the first prenatal contact, to estimate how far along a pregnancy is before an ultrasound.',
    'To find the gestational age on a past or future date, such as the day of a test, a visit or a birth.',
  ],
  pearls: [
    'A first-trimester ultrasound dates a pregnancy more accurately than the LMP. ACOG redates to the ultrasound when the two disagree by more than 5 days before 9 weeks 0 days, or by more than 7 days from 9 weeks 0 days to 13 weeks 6 days; later scans allow wider margins.',
    'Once the due date is settled, keep it: the gestational age on any later day is counted back from that due date, not recalculated from each new scan.',
    'Gestational age counts from the period, not from conception: at conception a pregnancy is already about 2 weeks along.',
    'Longer or shorter cycles shift ovulation and so the true gestational age; the due-date calculator in this library offers a cycle-length correction.',
    'This tool counts exactly 280 days to the due date. The calendar shortcut (add 7 days, subtract 3 months, add 1 year) can land 1–3 days away, depending on the months crossed.',
  ],
  nextSteps: {
    advice: [
      'First trimester: offer a dating ultrasound and the screening tests that are timed by gestational age.',
      'From 42 weeks 0 days (postterm): confirm the dates and arrange prompt obstetric review.',
    ],
    management: [
      'Record the final due date and how it was set (LMP, ultrasound or assisted reproduction) in the record; change it later only for good reason, and tell the patient.',
    ],
  },
  evidence: [
    'The 280-day (40-week) pregnancy counted from the first day of the last period is the convention ACOG, AIUM and SMFM use for dating by LMP (acog2017).',
    'The same committee opinion ranks a first-trimester crown–rump length as the most accurate dating method and sets the thresholds for redating shown in the pearls (acog2017).',
    'Term categories (early, full, late term and postterm) follow ACOG/SMFM Committee Opinion No. 579 (acog2013); trimester limits follow the usual convention (first trimester up to 13 weeks 6 days, as in acog2017).',
    'This is a calendar calculation, not a predictive model: there is no derivation cohort. Its error comes from the dates entered and from variation in ovulation timing.',
  ],
  formula: [
    'Gestational age (days) = as-of date − first day of LMP',
    'Weeks = floor(days ÷ 7); extra days = days − 7 × weeks',
    'Due date = LMP + 280 days; days until the due date = 280 − gestational age in days',
    'Trimester: first up to 13w6d; second 14w0d–27w6d; third from 28w0d',
  ],
  resultSummary: 'Gestational age {{ga_display}} on {{asof_display}} (LMP {{lmp_display}}); {{trimester}}; due date {{edd_display}}.',
  testVectors: [
    {
      description: 'LMP Jan 1, 2026, dated on Mar 5, 2026: 63 days',
      inputs: { lmp: '2026-01-01', asof: '2026-03-05' },
      expected: { ga_days: 63, ga_weeks: 9, ga_extra_days: 0, ga_display: '9 weeks 0 days', trimester: 'First trimester', edd: '2026-10-08', days_to_edd: 217 },
      source:
        'acog2017 (280-day rule). Independent count: Jan 1 → Feb 1 is 31 days, → Mar 1 is 28 more, → Mar 5 is 4 more = 63 days = 9w0d; Naegele calendar check for the due date: Jan 1 − 3 months + 7 days, next year = Oct 8.',
    },
    {
      description: 'Leap day LMP (Feb 29, 2024) dated on Jun 1, 2024',
      inputs: { lmp: '2024-02-29', asof: '2024-06-01' },
      expected: { ga_days: 93, ga_display: '13 weeks 2 days', trimester: 'First trimester', edd: '2024-12-05', days_to_edd: 187 },
      source:
        'acog2017 (280-day rule). Independent count: Feb 29 → Mar 31 is 31 days, + April 30 + May 31 + 1 = 93 = 13w2d; due date Feb 29 + 275 days (March–November) = Nov 30, + 5 = Dec 5, 2024.',
    },
    {
      description: 'Across a year end: LMP Nov 20, 2025, dated on Jan 10, 2026',
      inputs: { lmp: '2025-11-20', asof: '2026-01-10' },
      expected: { ga_days: 51, ga_display: '7 weeks 2 days', edd: '2026-08-27' },
      source:
        'acog2017 (280-day rule). Independent count: Nov 20 → Nov 30 is 10 days, + 31 (December) + 10 = 51 = 7w2d; due date: Nov 20 → Nov 30 (10), Dec 31 (41), Jan 31 (72), Feb 28 (100), Mar 31 (131), Apr 30 (161), May 31 (192), Jun 30 (222), Jul 31 (253), Aug 27 (280).',
    },
    {
      description: 'On the due date: 40 weeks 0 days, full term',
      inputs: { lmp: '2025-06-15', asof: '2026-03-22' },
      expected: { ga_days: 280, ga_display: '40 weeks 0 days', trimester: 'Third trimester', edd: '2026-03-22', days_to_edd: 0, days_to_edd_display: 'Due today' },
      source:
        'acog2017 (280 days = 40w0d) and acog2013 (39w0d–40w6d is full term). Independent count: Jun 15 → Jun 30 (15), Jul (46), Aug (77), Sep (107), Oct (138), Nov (168), Dec (199), Jan (230), Feb (258), Mar 22 (280).',
    },
  ],
} satisfies ToolDefinitionInput

export default gestationalAgeLmp
