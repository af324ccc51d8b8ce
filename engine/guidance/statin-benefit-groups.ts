/**
 * Statin benefit groups that apply whatever the calculated 10-year risk, shared by the PREVENT
 * and Pooled Cohort calculators and the statins decision aid. They come before the risk bands:
 * the risk equation then informs the intensity and the conversation, not the indication.
 *
 * Source: 2018 AHA/ACC multisociety cholesterol guideline (Grundy 2019), §4.1 secondary
 * prevention, §4.2 severe hypercholesterolaemia (LDL-C ≥ 190 mg/dL), §4.3 diabetes in adults.
 * The 2026 ACC/AHA dyslipidemia guideline restricts its PREVENT-ASCVD risk bands to adults without
 * ASCVD whose LDL-C is 70–189 mg/dL, and keeps diabetes and severe hypercholesterolaemia as
 * separate groups (docs/decisions/0040-guidance-follows-the-guideline.md says what was verified).
 *
 * STATIN_GROUP_CONTROLS adds the two questions and the computed `statin_group` (from them, `diabetes`
 * and `age`); the expressions below read `statin_group`.
 */

import { controls, result, yesNo, type YesNoOptions } from '../tools/build/index.ts'

const NO_BY_DEFAULT: YesNoOptions = { required: false, defaults: [{ value: 'no' }] }

export const STATIN_GROUP_CONTROLS = controls({
  clinical_ascvd: yesNo('Known clinical ASCVD', {
    ...NO_BY_DEFAULT,
    help: 'A previous heart attack or acute coronary syndrome, stable angina, coronary or other arterial revascularisation, stroke or TIA, or peripheral artery disease. The risk equations are for people without it.',
  }),
  ldl_190: yesNo('LDL cholesterol 190 mg/dL (4.9 mmol/L) or higher', { ...NO_BY_DEFAULT, help: 'Untreated LDL-C, before any lipid-lowering medicine.' }),
  // The first group that applies, in the guideline's order.
  statin_group: result(
    'Statin benefit group',
    "if(clinical_ascvd = 'yes', 'ascvd', if(ldl_190 = 'yes' and age <= 75, 'ldl190', if(diabetes = 'yes' and age >= 40 and age <= 75, 'diabetes', 'none')))",
  ),
})

/** The computed field every expression below reads: 'ascvd' | 'ldl190' | 'diabetes' | 'none'. */
export const STATIN_GROUP = 'statin_group'

export const STATIN_GROUP_TEXT = {
  ascvd:
    'Clinical ASCVD: this is secondary prevention, and the primary-prevention risk equations (PREVENT, Pooled Cohort Equations) do not apply. A high-intensity statin is indicated, aiming to lower LDL-C by 50 % or more (ACC/AHA 2018 cholesterol guideline, §4.1, Class I).',
  ldl190:
    'LDL-C 190 mg/dL (4.9 mmol/L) or higher: a high-intensity statin is indicated without calculating the 10-year risk (ACC/AHA 2018 cholesterol guideline, §4.2, Class I, ages 20–75). The calculated risk informs the conversation, not the indication.',
  diabetes:
    'Diabetes at age 40–75: a moderate-intensity statin is indicated whatever the calculated risk (ACC/AHA 2018 cholesterol guideline, §4.3, recommendation 1, Class I, Level A). The calculated risk informs the intensity: with multiple ASCVD risk factors a high-intensity statin is reasonable (§4.3, recommendation 3, Class IIa).',
} as const

/** The group's statement, or null when none applies. */
export const STATIN_GROUP_STATEMENT = `if((${STATIN_GROUP}) = 'ascvd', '${STATIN_GROUP_TEXT.ascvd}', if((${STATIN_GROUP}) = 'ldl190', '${STATIN_GROUP_TEXT.ldl190}', if((${STATIN_GROUP}) = 'diabetes', '${STATIN_GROUP_TEXT.diabetes}', null)))`

/** A chart-note lead (the template adds the space after it): the group and its source, or that none applies. */
export const STATIN_GROUP_NOTE =
  `if((${STATIN_GROUP}) = 'ascvd', 'Clinical ASCVD (secondary prevention): primary-prevention risk equations do not apply; high-intensity statin indicated (ACC/AHA 2018 §4.1, Class I).', ` +
  `if((${STATIN_GROUP}) = 'ldl190', 'LDL-C ≥ 190 mg/dL: high-intensity statin indicated regardless of calculated risk (ACC/AHA 2018 §4.2, Class I).', ` +
  `if((${STATIN_GROUP}) = 'diabetes', 'Diabetes, age 40–75: moderate-intensity statin indicated regardless of calculated risk (ACC/AHA 2018 §4.3, Class I, LOE A).', 'No statin benefit group independent of the calculated risk (no clinical ASCVD, LDL-C below 190 mg/dL, no diabetes at age 40–75).')))`

/**
 * Guidance with the benefit group first. `category` is an expression giving 'low' |
 * 'borderline' | 'intermediate' | 'high' (or null); `byCategory` is the guidance when no group
 * applies; `intensity` is what the category says about intensity once a statin is indicated.
 */
export function groupFirstGuidance(options: { category: string; byCategory: string; intensity: Record<'low' | 'borderline' | 'intermediate' | 'high', string> }): string {
  const { category, byCategory, intensity } = options
  const group = `(${STATIN_GROUP})`
  const intensityText = `if((${category}) = null, '', if((${category}) = 'low', '${intensity.low}', if((${category}) = 'borderline', '${intensity.borderline}', if((${category}) = 'intermediate', '${intensity.intermediate}', '${intensity.high}'))))`
  return (
    `if(${group} = 'ascvd', '${STATIN_GROUP_TEXT.ascvd}', ` +
    `if(${group} = 'ldl190', '${STATIN_GROUP_TEXT.ldl190}', ` +
    `if(${group} = 'diabetes', '${STATIN_GROUP_TEXT.diabetes} ' + ${intensityText}, ${byCategory})))`
  )
}
