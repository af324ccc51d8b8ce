/** What every Consilium decision aid states the same way (IPDAS certification items). */

export const AID_PUBLICATION_DATE = '2026-11-22'
export const AID_NEXT_REVIEW_DUE = '2027-11-22'

export const AID_CONTRIBUTORS = [
  { name: 'Consilium clinical content team', role: 'Evidence review, writing and numbers' },
  { name: 'Consilium patient reviewers', role: 'Reading and plain-language review (not involved in writing)' },
]

export const AID_COMPETING_INTERESTS =
  'None declared. No author or reviewer has a financial interest in any option in this aid. Development fully supported by Consilium with no external funding.'

export const AID_FUNDING = 'No external funding: built and paid for by Consilium’s clinical content team. No drug or device maker paid for or reviewed this aid.'

export const AID_UPDATE_POLICY =
  'Reviewed at least every 12 months. A new guideline, a large new trial or a safety warning about any option starts a review straight away. Each version shows when it was published, last reviewed and next due for review.'

export const AID_NEUTRALITY =
  'This aid does not recommend an option. It shows what is known about each one so that you and your clinician can weigh them against what matters most to you.'

export const AID_EVIDENCE_METHOD =
  'Primary trials, meta-analyses and guidelines named in the references were identified from current guidelines and the research notes of the content team, then read in abstract or full text where available. Figures are taken from the published results; where a figure could not be checked against its primary table it is marked below. Absolute numbers are rounded to whole people.'
