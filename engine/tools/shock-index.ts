import { DIASTOLIC_BP_RANGE, HEART_RATE_RANGE, SYSTOLIC_BP_RANGE } from '../schema/fields.ts'
import type { ToolDefinitionInput } from '../schema/tool.ts'
import { controls, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/** The bands are applied to the shock index as shown (two decimals), so a value shown as 1.00 is never called below 1.0. */
const SI = 'round(shock_index, 2)'
const MSI = 'round(modified_shock_index, 2)'
const HAS_DIASTOLIC = 'diastolic_bp != null'

/**
 * Shock index (heart rate ÷ systolic blood pressure). Allgöwer M, Burri C, Dtsch Med Wochenschr
 * 1967;92:1947–1950; trauma strata of Mutschler M et al., Crit Care 2013;17:R172. Modified shock
 * index (heart rate ÷ mean arterial pressure): Liu YC et al., World J Emerg Med 2012;3:114–117.
 *
 * Design notes:
 * - The diastolic pressure is optional: without it the modified shock index is not shown.
 * - Mean arterial pressure is estimated as (systolic + 2 × diastolic) ÷ 3.
 * - Bands are read from the values as shown (two decimals).
 */
const shockIndex = {
  slug: 'shock-index',
  name: 'Shock Index and Modified Shock Index',
  calcId: 'calc-shock-index',
  ...TOOL_BASE,
  eligibility: 'Adults with suspected shock, bleeding, trauma or sepsis. Age-specific thresholds apply to children.',
  description:
    'Divides heart rate by systolic blood pressure (shock index) and, when the diastolic pressure is given, by the mean arterial pressure (modified shock index), as an early sign of circulatory compromise.',
  contentName: 'shock-index',
  sections: {
    patient: ['heart_rate', 'systolic_bp', 'diastolic_bp'],
  },
  ehrpdns: ['heart_rate', 'systolic_bp', 'diastolic_bp'],
  controls: controls({
    heart_rate: measure('Heart rate', 'beats/min', HEART_RATE_RANGE),
    systolic_bp: measure('Systolic blood pressure', 'mmHg', SYSTOLIC_BP_RANGE),
    diastolic_bp: measure('Diastolic blood pressure (optional, for the modified shock index)', 'mmHg', DIASTOLIC_BP_RANGE, {
      required: false,
      validations: [
        {
          rule: 'diastolic_bp < systolic_bp',
          message: 'The diastolic pressure must be lower than the systolic pressure: check both readings.',
          type: 'error',
        },
      ],
    }),
    shock_index: result('Shock index (heart rate ÷ systolic BP)', 'heart_rate / systolic_bp', { cpdn: 'shock_index', decimals: 2 }),
    trauma_group: result(
      'Adult trauma shock index group (Mutschler 2013)',
      `if(${SI} < 0.6, 'Group I (below 0.6)', if(${SI} < 1.0, 'Group II (0.6 to below 1.0)', if(${SI} < 1.4, 'Group III (1.0 to below 1.4)', 'Group IV (1.4 or more)')))`,
      { cpdn: 'shock_index_trauma_group' },
    ),
    map: result('Mean arterial pressure (estimated)', '(systolic_bp + 2 * diastolic_bp) / 3', { units: 'mmHg', decimals: 1, visibility: HAS_DIASTOLIC }),
    modified_shock_index: result('Modified shock index (heart rate ÷ mean arterial pressure)', 'heart_rate / map', {
      cpdn: 'modified_shock_index',
      decimals: 2,
      visibility: HAS_DIASTOLIC,
    }),
    interpretation: interpretation(
      `if(${SI} >= 1.5, 'Shock index 1.5 or more: in the original description, values around 1.5 were reached in hypovolaemic shock. ', if(${SI} >= 1.0, 'Shock index 1.0 or more: in the original description, a value around 1.0 signalled incipient (impending) shock. ', 'Shock index below 1.0; the original description gave an average of about 0.54 in healthy adults. ')) + ` +
        `if(${SI} < 0.6, 'In adult trauma (TraumaRegister DGU), group I had a mortality of 10.9 % and the lowest transfusion needs.', if(${SI} >= 1.4, 'In adult trauma (TraumaRegister DGU), group IV had a mortality of 39.8 %, and more than half of these patients needed 10 or more units of blood before intensive care.', 'In adult trauma (TraumaRegister DGU), transfusion needs and mortality rose with each group.')) + ` +
        `if(${HAS_DIASTOLIC} and ${MSI} > 1.7, ' Modified shock index above 1.7: associated with a moderate increase in the likelihood of admission and of in-hospital mortality in adult emergency patients.', '')`,
    ),
  }),
  risk: ['shock_index', 'trauma_group', 'map', 'modified_shock_index', 'interpretation'],
  chartNote: {
    cc: 'Shock index {{shock_index}} ({{shock_index_trauma_group}}); modified shock index {{modified_shock_index}}. Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'allgower1967',
      citation: 'Allgöwer M, Burri C. „Schockindex“. Dtsch Med Wochenschr. 1967;92(43):1947–1950.',
      doi: '10.1055/s-0028-1106070',
      kind: 'original description',
    },
    {
      id: 'mutschler2013',
      citation:
        'Mutschler M, Nienaber U, Münzberg M, et al. The Shock Index revisited – a fast guide to transfusion requirement? A retrospective analysis on 21,853 patients derived from the TraumaRegister DGU. Crit Care. 2013;17(4):R172. PMID 23938104.',
      pmid: '23938104',
      doi: '10.1186/cc12851',
      kind: 'validation (trauma strata)',
      cohort: 'n = 21,853 adult trauma patients, TraumaRegister DGU 2002–2011',
    },
    {
      id: 'liu2012',
      citation: 'Liu YC, Liu JH, Fang ZA, et al. Modified shock index and mortality rate of emergency patients. World J Emerg Med. 2012;3(2):114–117. PMID 25215048.',
      pmid: '25215048',
      doi: '10.5847/wjem.j.issn.1920-8642.2012.02.006',
      kind: 'derivation (modified shock index)',
      cohort: 'n = 22,161 emergency department patients given intravenous fluids (Beijing, 2009)',
    },
    {
      id: 'hamade2023',
      citation:
        'Hamade B, Bayram JD, Hsieh YH, Khishfe B, Al Jalbout N. Modified shock index as a predictor of admission and in-hospital mortality in emergency departments; an analysis of a US national database. Arch Acad Emerg Med. 2023;11(1):e36. PMID 37215239.',
      pmid: '37215239',
      doi: '10.22037/aaem.v11i1.1901',
      kind: 'validation (modified shock index cut-off)',
      cohort: 'adult emergency department visits of the US National Hospital Ambulatory Medical Care Survey, 2005–2010',
    },
    {
      id: 'acker2015',
      citation: 'Acker SN, Ross JT, Partrick DA, Tong S, Bensard DD. Pediatric specific shock index accurately identifies severely injured children. J Pediatr Surg. 2015;50(2):331–334. PMID 25638631.',
      pmid: '25638631',
      doi: '10.1016/j.jpedsurg.2014.08.009',
      kind: 'derivation (paediatric thresholds)',
    },
  ],
  category: 'Emergency medicine',
  synonyms: ['SI', 'MSI', 'Allgöwer index', 'heart rate to systolic pressure ratio', 'modified shock index', 'haemorrhagic shock index'],
  abbreviations: ['SI', 'MSI', 'HR', 'SBP', 'MAP'],
  conditions: ['shock', 'haemorrhage', 'hemorrhage', 'trauma', 'sepsis', 'hypovolaemia'],
  instructions:
    'Enter the heart rate and systolic blood pressure measured at the same time; add the diastolic pressure for the modified shock index. For adults: children have higher normal heart rates and need age-specific thresholds.',
  whenToUse: [
    'At triage or in resuscitation, as a quick sign of occult shock in trauma, bleeding or sepsis.',
    'Repeated over time, to follow the response to resuscitation.',
  ],
  pearls: [
    'A normal blood pressure does not exclude shock: the shock index rises as the heart rate climbs before the pressure falls.',
    'Beta-blockers, pacemakers, pain, anxiety and fever change the heart rate and so the index; read it with the whole patient.',
    'In children, age-specific thresholds apply (for example the paediatric age-adjusted shock index of Acker 2015: above 1.22 at 4–6 years, 1.0 at 7–12 and 0.9 at 13–16).',
  ],
  nextSteps: {
    advice: [
      'Shock index 1.0 or more in trauma or bleeding: look for haemorrhage, activate the local major haemorrhage pathway if appropriate, and prepare blood products.',
      'Below 1.0: continue assessment; a rising index on repeat measurement is a warning sign.',
    ],
    management: ['Treat the cause (bleeding control, fluids or blood, antibiotics for sepsis) and re-measure after each intervention.'],
  },
  evidence: [
    'Allgöwer and Burri (1967) described the ratio of pulse rate to systolic pressure: about 0.54 on average in healthy adults, around 1.0 in incipient shock and up to about 1.5 in hypovolaemic shock.',
    'In 21,853 adult trauma patients (TraumaRegister DGU), four shock index groups (below 0.6, 0.6 to below 1.0, 1.0 to below 1.4, 1.4 or more) tracked base deficit, transfusion need and mortality, which rose from 10.9 % in group I to 39.8 % in group IV.',
    'The modified shock index was a stronger predictor of mortality than heart rate or blood pressure alone in 22,161 emergency patients (Liu 2012); in US emergency department data, a value above 1.7 was associated with admission and in-hospital mortality (positive likelihood ratio about 5).',
  ],
  formula: ['Shock index = heart rate ÷ systolic BP', 'Mean arterial pressure ≈ (systolic BP + 2 × diastolic BP) ÷ 3', 'Modified shock index = heart rate ÷ mean arterial pressure'],
  resultSummary: 'Shock index {{shock_index}} ({{shock_index_trauma_group}}); modified shock index {{modified_shock_index}}.',
  testVectors: [
    {
      description: 'HR 70, BP 130/80: SI 0.54 (group I), MAP 96.67, MSI 0.72',
      inputs: { heart_rate: 70, systolic_bp: 130, diastolic_bp: 80 },
      expected: { shock_index: 70 / 130, shock_index_trauma_group: 'Group I (below 0.6)', modified_shock_index: 70 / (290 / 3) },
      source: 'allgower1967 (formula; about 0.54 in healthy adults) and mutschler2013 (group I below 0.6); hand calculation 70 ÷ 130 and 70 ÷ ((130 + 160) ÷ 3)',
    },
    {
      description: 'HR 120, BP 100/60: SI 1.2 (group III), MSI 1.64',
      inputs: { heart_rate: 120, systolic_bp: 100, diastolic_bp: 60 },
      expected: { shock_index: 1.2, shock_index_trauma_group: 'Group III (1.0 to below 1.4)', modified_shock_index: 120 / (220 / 3) },
      source: 'mutschler2013 (group III 1.0 to below 1.4); hand calculation 120 ÷ 100 and 120 ÷ ((100 + 120) ÷ 3)',
    },
    {
      description: 'HR 140, systolic 90, no diastolic: SI 1.56 (group IV)',
      inputs: { heart_rate: 140, systolic_bp: 90 },
      expected: { shock_index: 140 / 90, shock_index_trauma_group: 'Group IV (1.4 or more)' },
      source: 'mutschler2013 (group IV 1.4 or more); hand calculation 140 ÷ 90',
    },
  ],
} satisfies ToolDefinitionInput

export default shockIndex
