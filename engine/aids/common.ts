import type { ToolDefinitionInput } from '../schema/tool.ts'
import { choice } from '../tools/build/index.ts'

/** What every Consilium decision aid states the same way (IPDAS certification items). */

export const AID_PUBLICATION_DATE = '2026-11-22'
export const AID_NEXT_REVIEW_DUE = '2027-11-22'

export const AID_CONTRIBUTORS = [{ name: 'Consilium clinical content team', role: 'Evidence review, writing, numbers and plain-language review' }]

export const AID_COMPETING_INTERESTS =
  'None declared. No author or reviewer has a financial interest in any option in this aid. Development fully supported by Consilium with no external funding.'

export const AID_FUNDING = 'No external funding: built and paid for by Consilium’s clinical content team. No drug or device maker paid for or reviewed this aid.'

export const AID_UPDATE_POLICY =
  'Reviewed at least every 12 months. A new guideline, a large new trial or a safety warning about any option starts a review straight away. Each version shows when it was published, last reviewed and next due for review.'

export const AID_NEUTRALITY =
  'This aid does not recommend an option. It shows what is known about each one so that you and your clinician can weigh them against what matters most to you.'

export const AID_EVIDENCE_METHOD =
  'Primary trials, meta-analyses and guidelines named in the references were identified from current guidelines and the research notes of the content team, then read in abstract or full text where available. Figures are taken from the published results; where a figure could not be checked against its primary table it is marked below. Absolute numbers are rounded to whole people.'

/** Members every aid shares: released, free, this version and date, written by the content team. */
export const AID_BASE = {
  status: 'released',
  isFree: true,
  modified: AID_PUBLICATION_DATE,
  version: '1.0.0',
  contributors: AID_CONTRIBUTORS,
  competingInterests: AID_COMPETING_INTERESTS,
} satisfies Partial<ToolDefinitionInput>

/** An aid that is an option grid only (tool type 1): no inputs, no results. */
export const GRID_ONLY_AID = {
  toolType: 1,
  steps: ['options'],
  tabs: ['optionGrid'],
  sections: { patient: [] },
  controls: {},
  risk: [],
} satisfies Partial<ToolDefinitionInput>

type OptionGrid = NonNullable<ToolDefinitionInput['optiongrid']>

/** The dates, review policy, funding and neutrality every option grid states. */
export const AID_GRID_STATEMENTS = {
  publicationDate: AID_PUBLICATION_DATE,
  lastReviewed: AID_PUBLICATION_DATE,
  nextReviewDue: AID_NEXT_REVIEW_DUE,
  updatePolicy: AID_UPDATE_POLICY,
  funding: AID_FUNDING,
  neutralityStatement: AID_NEUTRALITY,
} satisfies Partial<OptionGrid>

/** The evidence document of an option grid: the shared method, searched on the publication date. */
export const aidEvidence = (entries: NonNullable<OptionGrid['evidenceDocument']>['entries']): OptionGrid['evidenceDocument'] => ({
  method: AID_EVIDENCE_METHOD,
  searchDate: AID_PUBLICATION_DATE,
  entries,
})

/**
 * The field an option grid sets for each option (its cpdnOverrides), not asked on the patient
 * step: a dropdown of the options, starting at the first.
 */
export function optionField(label: string, options: readonly (readonly [value: string, name: string])[]) {
  return choice(
    label,
    options.map(([value, name]) => [name, value] as const),
    { type: 'singleselect.dropdown', required: false, defaults: [{ value: options[0]![0] }] },
  )
}

/** The options of a grid that differ by one field: each sets `field` to its key; `doNothing` marks the do-nothing option. */
export function fieldOptions(field: string, options: readonly (readonly [optionKey: string, name: string, doNothing?: true])[]): OptionGrid['options'] {
  return options.map(([optionKey, name, doNothing]) => ({ optionKey, name, cpdnOverrides: { [field]: optionKey }, ...(doNothing ? { doNothing } : {}) }))
}
