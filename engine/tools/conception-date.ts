import { DATE_FIELD_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, date, interpretation, measure, result, warnUnless } from './build/index.ts'
import { TOOL_BASE } from './common.ts'
import { ACOG_2017, BERG_1991 } from './references.ts'

/**
 * Estimated date of conception (fertilisation): LMP + 14 days + (cycle length − 28) days — ovulation
 * about 14 days before the next expected period — or, when the due date has already been set (for
 * example by an early ultrasound), due date − 266 days. Both follow the 280-day convention of ACOG
 * Committee Opinion No. 700, in which conception falls at 2 weeks 0 days of gestational age.
 *
 * The window around the estimate is a stated convention of ± 3 days, not a published confidence
 * interval: the day of ovulation varies even in regular cycles (Wilcox 2000) and fertilisation
 * follows ovulation within about a day (Wilcox 1995).
 */

export const CYCLE_RANGE = { min: 21, max: 45, standard: 28 } as const
/** Half-width of the window shown around the estimated conception date. */
export const WINDOW_DAYS = 3

const conceptionDate = {
  slug: 'conception-date',
  name: 'Conception Date Calculator (from the Last Period or the Due Date)',
  calcId: 'calc-conception-date',
  ...TOOL_BASE,
  eligibility:
    'Pregnant patients (or those planning a pregnancy) with a known first day of the last menstrual period and fairly regular cycles of 21 to 45 days, or with a due date already set, for example by an early ultrasound. Not for pregnancies from IVF, where the dates are known exactly.',
  description:
    'Estimates when conception most likely happened, with a window of 3 days either side, from the first day of the last menstrual period and the usual cycle length, or back from a known due date; also gives the due date.',
  contentName: 'conception-date',
  sections: { patient: ['method', 'lmp', 'cycle_length', 'known_edd'] },
  ehrpdns: ['lmp'],
  controls: controls({
    method: choice(
      'Estimate from',
      [
        ['Last menstrual period', 'lmp'],
        ['Known due date', 'edd'],
      ],
      { defaults: [{ value: 'lmp' }] },
    ),
    lmp: date('First day of the last menstrual period', DATE_FIELD_RANGE, {
      help: 'The day bleeding started, not the day it ended.',
      // A warning only: planning ahead from an expected period is a legitimate use.
      validations: [warnUnless('days_between(lmp, today()) >= 0', 'This date is in the future. Check the year; the result is a projection.')],
      visibility: "method = 'lmp'",
    }),
    cycle_length: measure(
      'Usual cycle length',
      'days',
      { min: CYCLE_RANGE.min, max: CYCLE_RANGE.max, integer: true },
      {
        help: `Days from the start of one period to the start of the next, ${CYCLE_RANGE.min}–${CYCLE_RANGE.max}. Only for fairly regular cycles.`,
        defaults: [
          {
            value: CYCLE_RANGE.standard,
            message: 'Set to 28 days, with ovulation about 14 days after the period starts. Change it if her cycles are regularly shorter or longer.',
          },
        ],
        visibility: "method = 'lmp'",
      },
    ),
    known_edd: date('Established due date', DATE_FIELD_RANGE, {
      help: 'The due date in the record, for example as set by a first-trimester ultrasound.',
      visibility: "method = 'edd'",
    }),
    conception: result('Estimated conception date (ISO)', "if(method = 'edd', date_add(known_edd, -266), date_add(lmp, 14 + (cycle_length - 28)))"),
    conception_display: result('Estimated conception date', 'format_date(conception)'),
    conception_convention: result(
      'Convention',
      "if(method = 'edd', 'Due date − 266 days (38 weeks)', 'Cycle-adjusted: LMP + 14 days + (cycle length − 28) days')",
    ),
    // The gestational-age convention (2 weeks 0 days at conception, ACOG 2017), without cycle adjustment.
    conception_lmp14: result('Conception date by LMP + 14 days (ISO)', 'date_add(lmp, 14)', { visibility: "method = 'lmp'" }),
    conception_other_convention: result(
      'Other convention',
      "if(method = 'lmp', concat('By LMP + 14 days without cycle adjustment: ', format_date(conception_lmp14), '.'), 'Dated from the due date: the LMP conventions do not apply.')",
    ),
    conception_lmp14_display: result(
      'By LMP + 14 days (gestational-age convention, no cycle adjustment)',
      "concat(format_date(conception_lmp14), if(cycle_length = 28, ' (the same date with a 28-day cycle)', ''))",
      { visibility: "method = 'lmp'" },
    ),
    window_start: result('Conception window from (ISO)', `date_add(conception, -${WINDOW_DAYS})`),
    window_end: result('Conception window to (ISO)', `date_add(conception, ${WINDOW_DAYS})`),
    window_display: result(`Likely window (± ${WINDOW_DAYS} days)`, "concat(format_date(window_start), ' to ', format_date(window_end))"),
    edd: result('Estimated due date (ISO)', 'date_add(conception, 266)'),
    edd_display: result('Estimated due date', 'format_date(edd)'),
    dating_basis: result(
      'Estimated from',
      "if(method = 'edd', concat('due date ', format_date(known_edd)), concat('LMP ', format_date(lmp), ' with a ', cycle_length, '-day cycle'))",
    ),
    interpretation: interpretation(
      `concat('Conception most likely happened around ', conception_display, ', give or take about ${WINDOW_DAYS} days (', window_display, '). Sperm can survive up to 5 days, so the intercourse that led to the pregnancy may have been up to 5 days before ovulation. ', if(method = 'edd', 'Counted back 266 days (38 weeks) from the due date; it is only as accurate as that due date.', 'Ovulation timing varies from cycle to cycle even when periods are regular, so the true date can fall outside this window.'))`,
    ),
  }),
  risk: ['conception_display', 'conception_convention', 'conception_lmp14_display', 'window_display', 'edd_display', 'interpretation'],
  chartNote: {
    cc: 'Estimated conception date {{conception_display}} ({{conception_convention}}; window {{window_display}}), from {{dating_basis}}. {{conception_other_convention}} Estimated due date {{edd_display}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    ACOG_2017,
    {
      id: 'wilcox1995',
      citation:
        'Wilcox AJ, Weinberg CR, Baird DD. Timing of sexual intercourse in relation to ovulation — effects on the probability of conception, survival of the pregnancy, and sex of the baby. N Engl J Med. 1995;333(23):1517–1521.',
      pmid: '7477165',
      doi: '10.1056/NEJM199512073332301',
      kind: 'cohort',
      cohort: 'n = 221 women, 625 cycles with an estimated ovulation day, 192 conceptions',
    },
    {
      id: 'wilcox2000',
      citation:
        'Wilcox AJ, Dunson D, Baird DD. The timing of the "fertile window" in the menstrual cycle: day specific estimates from a prospective study. BMJ. 2000;321(7271):1259–1262.',
      pmid: '11082086',
      doi: '10.1136/bmj.321.7271.1259',
      kind: 'cohort',
      cohort: 'n = 221 women, 696 menstrual cycles',
    },
    BERG_1991,
  ],
  definitions: [
    {
      term: 'Conception',
      definition: 'Here, fertilisation of the egg, which happens within about a day of ovulation. It is dated at 2 weeks 0 days of gestational age.',
    },
    { term: 'Fertile window', definition: 'The six days ending on the day of ovulation, when intercourse can lead to pregnancy.' },
  ],
  category: 'Obstetrics',
  synonyms: [
    'when did I conceive',
    'conception date calculator',
    'date of conception',
    'fertilisation date',
    'fertilization date',
    'ovulation date',
    'reverse due date calculator',
    'paternity dates',
  ],
  abbreviations: ['LMP', 'EDD', 'EDC', 'GA'],
  conditions: ['pregnancy'],
  instructions:
    'Choose whether to estimate from the last period or from a due date already set. From the last period: enter its first day and the usual cycle length (28 days unless her cycles are regularly different). From a due date: enter the due date in the record, ideally one set by a first-trimester ultrasound. Not for IVF pregnancies (the fertilisation date is known), irregular cycles, or a conception soon after stopping hormonal contraception or while breastfeeding.',
  whenToUse: [
    'When a patient asks when she conceived, or which intercourse most likely led to the pregnancy.',
    'To check whether an exposure (a medicine, an illness, radiation) happened before or after conception.',
  ],
  pearls: [
    'Conception is counted at 2 weeks 0 days of gestational age: 14 days after the LMP in a 28-day cycle, and 266 days (38 weeks) before the due date.',
    `The ± ${WINDOW_DAYS}-day window is a convention for display, not a statistical interval: even with regular cycles, ovulation often falls outside the textbook days 10–17, so the true date can be further off.`,
    'Sperm survive up to about 5 days, so conception can follow intercourse by several days: the window does not pin down a single act of intercourse, and dating alone should not be used to settle paternity.',
    'If a first-trimester ultrasound has set the due date, estimate from that due date: it is more accurate than the LMP.',
  ],
  nextSteps: {
    advice: [
      'Explain that the result is an estimate with a margin of several days, and more when the LMP is uncertain.',
      'For questions about an exposure near the estimated date, consider both sides of the window and seek specialist advice where it matters.',
    ],
    management: ['Use the established due date, not this estimate, for prenatal care timing.'],
  },
  evidence: [
    'The 280-day dating convention (ACOG, AIUM and SMFM) puts conception at 2 weeks 0 days of gestational age, 266 days before the due date (acog2017).',
    'In 221 women planning a pregnancy, conception followed only intercourse during the six days ending on the estimated day of ovulation (wilcox1995).',
    'In 696 cycles from the same cohort, the fertile window fell entirely within days 10–17 in only about 30% of women, even with regular cycles (wilcox2000): hence the margin around any calendar estimate.',
    'The cycle-length correction assumes a fixed 14-day interval from ovulation to the next period; in 5,688 births it removed much of the bias of uncorrected LMP dating in long cycles but tended to over-correct (berg1991).',
    `The ± ${WINDOW_DAYS}-day window is this tool's stated convention, not a published interval. Test vectors are independent day counts, not patient data.`,
  ],
  formula: [
    'From the LMP: conception = LMP + 14 days + (cycle length − 28) days',
    'From a known due date: conception = due date − 266 days',
    `Window = conception ± ${WINDOW_DAYS} days`,
    'Due date = conception + 266 days (= LMP + 280 + (cycle length − 28) days)',
  ],
  resultSummary: 'Estimated conception {{conception_display}} (window {{window_display}}) from {{dating_basis}}; due date {{edd_display}}.',
  testVectors: [
    {
      description: 'LMP Jan 1, 2026, 28-day cycle',
      inputs: { method: 'lmp', lmp: '2026-01-01', cycle_length: 28 },
      expected: { conception: '2026-01-15', window_start: '2026-01-12', window_end: '2026-01-18', edd: '2026-10-08', conception_display: 'Jan 15, 2026' },
      source:
        'acog2017 (280-day convention; conception at 14 days). Independent count: Jan 1 + 14 = Jan 15; ± 3 = Jan 12–18; Jan 15 + 266 = Oct 8 (= Jan 1 + 280).',
    },
    {
      description: '35-day cycle: conception 7 days later',
      inputs: { method: 'lmp', lmp: '2026-01-01', cycle_length: 35 },
      expected: { conception: '2026-01-22', edd: '2026-10-15' },
      source: 'Cycle correction + (35 − 28) days (fixed luteal phase, berg1991). Independent count: Jan 1 + 21 = Jan 22; Oct 8 + 7 = Oct 15.',
    },
    {
      description: '21-day cycle: conception 7 days earlier',
      inputs: { method: 'lmp', lmp: '2026-01-01', cycle_length: 21 },
      expected: { conception: '2026-01-08', edd: '2026-10-01' },
      source: 'Cycle correction + (21 − 28) days. Independent count: Jan 1 + 7 = Jan 8; Oct 8 − 7 = Oct 1.',
    },
    {
      description: 'From a known due date of Oct 8, 2026',
      inputs: { method: 'edd', known_edd: '2026-10-08' },
      expected: { conception: '2026-01-15', window_start: '2026-01-12', window_end: '2026-01-18', edd: '2026-10-08' },
      source: 'acog2017 (280 − 14 = 266 days from conception to the due date). Independent count: Oct 8, 2026 − 266 days = Jan 15, 2026.',
    },
    {
      description: 'Leap year: LMP Feb 20, 2024 → conception Mar 5, 2024',
      inputs: { method: 'lmp', lmp: '2024-02-20', cycle_length: 28 },
      expected: { conception: '2024-03-05', window_start: '2024-03-02', window_end: '2024-03-08' },
      source: 'Independent count: Feb 20 → Feb 29 is 9 days (2024 is a leap year), + 5 = Mar 5; ± 3 = Mar 2–8.',
    },
    {
      description: 'Window across a year end: LMP Dec 18, 2025 → conception Jan 1, 2026',
      inputs: { method: 'lmp', lmp: '2025-12-18', cycle_length: 28 },
      expected: { conception: '2026-01-01', window_start: '2025-12-29', window_end: '2026-01-04', edd: '2026-09-24' },
      source: 'Independent count: Dec 18 + 13 = Dec 31, + 1 = Jan 1; ± 3 = Dec 29 – Jan 4; Jan 1 + 266 = Sep 24, 2026.',
    },
  ],
} satisfies ToolDefinitionInput

export default conceptionDate
