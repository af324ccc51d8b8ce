import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice, controls, interpretation, measure, result } from './build/index.ts'
import { TOOL_BASE } from './common.ts'

/**
 * Equivalent doses of systemic glucocorticoids (anti-inflammatory effect), from Liu D et al.,
 * Allergy Asthma Clin Immunol 2013;9:30, Table 1: hydrocortisone 20, cortisone 25, prednisone 5,
 * prednisolone 5, methylprednisolone 4, triamcinolone 4, dexamethasone 0.75, betamethasone 0.6 mg.
 *
 * Design notes:
 * - One drug and dose in; the equivalent dose of every drug out (the chosen drug included, which
 *   echoes the input). Each result = dose × (equivalent of the target) / (equivalent of the source).
 * - Valid doses: 0.01 mg upward, at any precision (a dose such as 7.125 mg is accepted), up to the equivalent of 1,250 mg prednisone
 *   (a 1 g methylprednisolone pulse, the largest dose in routine use), i.e. 250 × the drug's
 *   equivalent dose. The bound is an expression over the chosen drug.
 * - Dose-level band on the prednisone equivalent per day, using the EULAR standardised nomenclature
 *   (Buttgereit F et al., Ann Rheum Dis 2002;61:718–722): low ≤ 7.5 mg; medium > 7.5–30;
 *   high > 30–100; very high > 100; pulse ≥ 250 mg.
 * - The tables differ for betamethasone only: 0.6 mg in Liu 2013 (the default, the tool's source)
 *   and 0.75 mg in the BNF's table; the clinician chooses the table and the result names it.
 */
const STEROIDS = [
  { key: 'hydrocortisone', name: 'Hydrocortisone', eq: 20, decimals: 1 },
  { key: 'cortisone', name: 'Cortisone acetate', eq: 25, decimals: 1 },
  { key: 'prednisone', name: 'Prednisone', eq: 5, decimals: 1 },
  { key: 'prednisolone', name: 'Prednisolone', eq: 5, decimals: 1 },
  { key: 'methylprednisolone', name: 'Methylprednisolone', eq: 4, decimals: 1 },
  { key: 'triamcinolone', name: 'Triamcinolone', eq: 4, decimals: 1 },
  { key: 'dexamethasone', name: 'Dexamethasone', eq: 0.75, decimals: 2 },
  { key: 'betamethasone', name: 'Betamethasone', eq: 0.6, decimals: 2 },
] as const

/** Betamethasone in the BNF's table of equivalent anti-inflammatory doses: 750 micrograms. */
export const BNF_BETAMETHASONE = 0.75
/** A drug's equivalent dose under the chosen table, as an expression. */
const eqOf = (s: (typeof STEROIDS)[number]) => (s.key === 'betamethasone' ? `if(equivalence_table = 'bnf', ${BNF_BETAMETHASONE}, ${s.eq})` : String(s.eq))

export type SteroidKey = (typeof STEROIDS)[number]['key']
export const STEROID_EQUIVALENTS = Object.fromEntries(STEROIDS.map((s) => [s.key, s.eq])) as Record<SteroidKey, number>
/** Largest accepted dose: the equivalent of 1,250 mg prednisone (250 × the drug's equivalent dose). */
export const MAX_PREDNISONE_UNITS = 250

/** The source drug's equivalent dose, as an expression (null until a drug is chosen). */
const sourceEq = STEROIDS.reduceRight<string>((rest, s) => `if(drug = '${s.key}', ${eqOf(s)}, ${rest})`, 'null')
/** The prednisone equivalent to two decimals decides the band (no binary noise at 7.5, 30, 100, 250). */
const PRED = 'round(prednisone_equivalent, 2)'

/** The equivalent dose of every drug. */
const equivalents = Object.fromEntries(
  STEROIDS.map((s) => [
    `eq_${s.key}`,
    result(s.name, `dose * ${eqOf(s)} / (${sourceEq})`, {
      cpdn: s.key === 'prednisone' ? 'prednisone_equivalent' : undefined,
      units: 'mg',
      decimals: s.decimals,
    }),
  ]),
)

const corticosteroidConversion: ToolDefinitionInput = {
  slug: 'corticosteroid-conversion',
  name: 'Corticosteroid Dose Conversion (Glucocorticoid Equivalents)',
  calcId: 'calc-corticosteroid-conversion',
  ...TOOL_BASE,
  eligibility:
    'Systemic (oral or intravenous) glucocorticoid doses in adults and children. Not for inhaled, topical, intranasal, intra-articular or depot injections.',
  description:
    'Converts a dose of one systemic glucocorticoid into the equivalent anti-inflammatory dose of each of the others, and classes the prednisone-equivalent daily dose from low to pulse.',
  contentName: 'corticosteroid-conversion',
  sections: {
    patient: ['drug', 'dose', 'equivalence_table'],
  },
  ehrpdns: [],
  controls: controls({
    drug: choice(
      'Current glucocorticoid',
      STEROIDS.map((s) => [s.name, s.key] as const),
      {
        type: 'singleselect.dropdown',
        help: 'Equivalent doses: hydrocortisone 20 mg = cortisone 25 = prednisone 5 = prednisolone 5 = methylprednisolone 4 = triamcinolone 4 = dexamethasone 0.75 = betamethasone 0.6.',
      },
    ),
    dose: measure(
      'Total daily dose',
      'mg',
      { min: 0.01, max: `${MAX_PREDNISONE_UNITS} * ${sourceEq}` },
      {
        help: 'In mg, from 0.01 mg up to the equivalent of 1,250 mg prednisone. Conversion works the same for a single dose; the dose-level band assumes a 24-hour total.',
      },
    ),
    equivalence_table: choice(
      'Equivalence table',
      [
        ['Liu 2013, Table 1', 'liu2013'],
        ['BNF', 'bnf'],
      ],
      {
        help: 'The tables agree except for betamethasone: 0.6 mg in Liu 2013 (Table 1), 0.75 mg in the BNF.',
        defaults: [{ value: 'liu2013' }],
      },
    ),
    ...equivalents,
    table_used: result(
      'Equivalence table used',
      "if(equivalence_table = 'bnf', 'BNF, equivalent anti-inflammatory doses (betamethasone 0.75 mg = prednisolone 5 mg)', 'Liu 2013, Table 1 (betamethasone 0.6 mg = prednisone 5 mg)')",
    ),
    dose_level: result(
      'Dose level (prednisone equivalent per day)',
      `if(prednisone_equivalent = null, null, if(${PRED} <= 7.5, 'Low', if(${PRED} <= 30, 'Medium', if(${PRED} <= 100, 'High', if(${PRED} < 250, 'Very high', 'Pulse')))))`,
    ),
    interpretation: interpretation(
      `if(dose_level = null, null, ` +
        `if(dose_level = 'Low', 'Low dose: 7.5 mg/day prednisone equivalent or less.', ` +
        `if(dose_level = 'Medium', 'Medium dose: more than 7.5 and up to 30 mg/day prednisone equivalent.', ` +
        `if(dose_level = 'High', 'High dose: more than 30 and up to 100 mg/day prednisone equivalent.', ` +
        `if(dose_level = 'Very high', 'Very high dose: more than 100 mg/day prednisone equivalent.', ` +
        `'Pulse range: 250 mg/day prednisone equivalent or more, normally given for one to a few days.')))) + ` +
        `' The equivalents match anti-inflammatory effect only.' + ` +
        `if(drug = 'hydrocortisone' or drug = 'cortisone', ' Hydrocortisone and cortisone also retain salt (mineralocorticoid effect); methylprednisolone keeps less, and triamcinolone, dexamethasone and betamethasone almost none, so in adrenal insufficiency a switch may need fludrocortisone.', ` +
        `if(drug = 'dexamethasone' or drug = 'betamethasone', ' Dexamethasone and betamethasone act for 36 hours or more and have no useful mineralocorticoid effect: the same daily equivalent suppresses the adrenal axis more, and they do not replace aldosterone.', ` +
        `' Prednisone, prednisolone, methylprednisolone and triamcinolone act for about 12–36 hours; their salt-retaining effect is small or absent.')))`,
    ),
  }),
  risk: ['dose_level', ...STEROIDS.map((s) => `eq_${s.key}`), 'table_used', 'interpretation'],
  chartNote: {
    cc: 'Glucocorticoid dose equal to prednisone {{prednisone_equivalent}} mg (dose level: {{dose_level}}); methylprednisolone {{eq_methylprednisolone}} mg; hydrocortisone {{eq_hydrocortisone}} mg; dexamethasone {{eq_dexamethasone}} mg; betamethasone {{eq_betamethasone}} mg ({{table_used}}). Calculated with Consilium {{toolName}} version {{version}}.',
  },
  references: [
    {
      id: 'liu2013',
      citation:
        'Liu D, Ahmet A, Ward L, et al. A practical guide to the monitoring and prevention of glucocorticoid-induced adverse effects. Allergy Asthma Clin Immunol. 2013;9(1):30.',
      pmid: '23947590',
      doi: '10.1186/1710-1492-9-30',
      kind: 'review (Table 1: equivalent doses)',
    },
    {
      id: 'bnf-corticosteroids',
      citation:
        'Joint Formulary Committee. British National Formulary: glucocorticoid therapy, equivalent anti-inflammatory doses of corticosteroids (betamethasone 750 micrograms, cortisone acetate 25 mg, deflazacort 6 mg, dexamethasone 750 micrograms, hydrocortisone 20 mg, methylprednisolone 4 mg, prednisolone 5 mg, triamcinolone 4 mg). London: BMJ Group and Pharmaceutical Press.',
      url: 'https://bnf.nice.org.uk/treatment-summaries/glucocorticoid-therapy/',
      kind: 'formulary (table of equivalent doses)',
    },
    {
      id: 'buttgereit2002',
      citation:
        'Buttgereit F, da Silva JAP, Boers M, et al. Standardised nomenclature for glucocorticoid dosages and glucocorticoid treatment regimens: current questions and tentative answers in rheumatology. Ann Rheum Dis. 2002;61(8):718–722.',
      kind: 'consensus (dose-level nomenclature)',
    },
  ],
  definitions: [
    { term: 'Glucocorticoid effect', definition: 'Anti-inflammatory and metabolic effect; the basis of the equivalent doses.' },
    { term: 'Mineralocorticoid effect', definition: 'Salt and water retention with potassium loss, as aldosterone causes.' },
  ],
  category: 'Dosing and body size',
  synonyms: [
    'steroid conversion',
    'steroid equivalents',
    'prednisone equivalent',
    'glucocorticoid equivalence',
    'dexamethasone to prednisone',
    'hydrocortisone to prednisone',
    'methylprednisolone conversion',
  ],
  abbreviations: ['MP', 'HC', 'GC', 'HPA'],
  conditions: ['adrenal insufficiency', 'asthma', 'rheumatoid arthritis', 'inflammatory disease'],
  instructions:
    'Choose the glucocorticoid and enter its total daily dose in milligrams. For systemic (oral or intravenous) use only; not for inhaled, topical or depot preparations. The results are starting points: adjust for the condition, the route, and the different durations of action.',
  whenToUse: [
    'Changing from one systemic glucocorticoid to another (for example intravenous to oral, or when a drug is unavailable).',
    'Expressing any regimen as a prednisone-equivalent dose to compare regimens or judge side-effect risk.',
  ],
  pearls: [
    'Equivalences are approximate and reflect anti-inflammatory effect. The tables differ for betamethasone: 0.6 mg (Liu 2013, Table 1, the default) or 0.75 mg (BNF); the result names the table used.',
    'Duration matters: hydrocortisone and cortisone are short-acting (about 8–12 hours), prednisone, prednisolone, methylprednisolone and triamcinolone intermediate (about 12–36 hours), dexamethasone and betamethasone long-acting (36 hours or more).',
    'Mineralocorticoid (salt-retaining) effect is highest for hydrocortisone and cortisone, lower for prednisone and prednisolone, small for methylprednisolone, and negligible for triamcinolone, dexamethasone and betamethasone.',
    'Cortisone and prednisone are prodrugs activated in the liver (to hydrocortisone and prednisolone).',
    'Courses longer than about 3 weeks, or repeated courses, can suppress the adrenal axis: taper rather than stop, and cover stress such as surgery or serious illness.',
  ],
  nextSteps: {
    advice: [
      'After switching, watch the response and adjust the dose; a switch to a longer-acting drug may need a lower or less frequent dose.',
      'Counsel on side effects, and on not stopping suddenly after prolonged use.',
    ],
    management: [
      'For prolonged treatment, assess bone health (calcium, vitamin D, fracture-risk assessment), glucose, blood pressure and eyes.',
      'In adrenal insufficiency, replacement is usually hydrocortisone with fludrocortisone when aldosterone is also deficient.',
    ],
  },
  evidence: [
    'Liu et al. (2013) summarise the equivalent doses, relative potencies and durations of action of the systemic glucocorticoids (Table 1), drawn from classic pharmacological studies of anti-inflammatory potency and adrenal suppression.',
    'The dose-level terms low, medium, high, very high and pulse follow the EULAR standardised nomenclature (Buttgereit et al., 2002).',
  ],
  formula: [
    'Equivalent dose of B = dose of A × (equivalent dose of B) / (equivalent dose of A)',
    'Equivalent doses (mg): hydrocortisone 20; cortisone 25; prednisone 5; prednisolone 5; methylprednisolone 4; triamcinolone 4; dexamethasone 0.75; betamethasone 0.6',
    'Dose level by prednisone equivalent per day: low ≤ 7.5 mg; medium > 7.5–30; high > 30–100; very high > 100; pulse ≥ 250',
  ],
  resultSummary:
    'Prednisone equivalent {{prednisone_equivalent}} mg ({{dose_level}} dose); hydrocortisone {{eq_hydrocortisone}} mg; methylprednisolone {{eq_methylprednisolone}} mg; dexamethasone {{eq_dexamethasone}} mg.',
  testVectors: [
    {
      description: 'Prednisone 5 mg: the table row of equivalents',
      inputs: { drug: 'prednisone', dose: 5 },
      expected: {
        eq_hydrocortisone: 20,
        eq_cortisone: 25,
        prednisone_equivalent: 5,
        eq_prednisolone: 5,
        eq_methylprednisolone: 4,
        eq_triamcinolone: 4,
        eq_dexamethasone: 0.75,
        eq_betamethasone: 0.6,
        dose_level: 'Low',
      },
      tolerance: 1e-9,
      source: 'liu2013 Table 1 (equivalent glucocorticoid doses); buttgereit2002 (≤ 7.5 mg/day = low)',
    },
    {
      description: 'Dexamethasone 6 mg a day',
      inputs: { drug: 'dexamethasone', dose: 6 },
      expected: { prednisone_equivalent: 40, eq_methylprednisolone: 32, eq_hydrocortisone: 160, dose_level: 'High' },
      tolerance: 1e-9,
      source: 'Hand calculation from liu2013 Table 1: 6 × 5 / 0.75 = 40 mg prednisone; 6 × 4 / 0.75 = 32 mg methylprednisolone; 6 × 20 / 0.75 = 160 mg hydrocortisone',
    },
    {
      description: 'Methylprednisolone 1 g pulse',
      inputs: { drug: 'methylprednisolone', dose: 1000 },
      expected: { prednisone_equivalent: 1250, eq_dexamethasone: 187.5, dose_level: 'Pulse' },
      tolerance: 1e-9,
      source: 'Hand calculation from liu2013 Table 1: 1000 × 5 / 4 = 1250 mg prednisone (buttgereit2002: ≥ 250 mg = pulse)',
    },
  ],
}

export default corticosteroidConversion
