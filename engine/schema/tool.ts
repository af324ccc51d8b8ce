import { z } from 'zod'

import { FIELD_TYPES } from './field-types.ts'

/**
 * The tool definition format: a tool is data — typed, versioned, with its citations, valid
 * ranges and reference test vectors — that the engine evaluates and the app renders.
 * Member names follow spec 02 §3; what the spec leaves open is documented here.
 */

const expression = z.string().min(1).max(4000)
/** A bound is a number or an expression over other fields ("age - 10"). */
const bound = z.union([z.number(), expression])

export const LabelSchema = z.object({
  name: z.string().min(1),
  value: z.union([z.string().min(1), z.number()]),
  /** Points or weight a choice contributes, when a score reads it through `points(field)`. */
  points: z.number().optional(),
  description: z.string().optional(),
})

export const ConstraintsSchema = z
  .object({
    required: z.union([z.boolean(), z.enum(['yes', 'no'])]).optional(),
    minValue: bound.optional(),
    maxValue: bound.optional(),
    /** A second upper bound from the tool's own policy, declared where its source sets one. */
    maxValuePolicy: bound.optional(),
    /**
     * Whole numbers only: for counts (points, cigarettes, days, completed years a score counts).
     * Measured quantities (laboratory values, doses, weights, vital signs) never set it: they are
     * accepted at the precision the clinician or the laboratory gives (decision 0039).
     */
    integer: z.literal(true).optional(),
    /**
     * Why the range is what it is (the model's derivation population, physiology, the assay),
     * and what to use instead when a population is refused. Shown after the range message.
     */
    rangeReason: z.string().min(1).optional(),
  })
  .strict()

export const ValidationRuleSchema = z
  .object({
    /** Must hold (be truthy) when the field has a value; otherwise the message is shown. */
    rule: expression,
    message: z.string().min(1),
    type: z.enum(['error', 'warning']),
  })
  .strict()

export const UiDefaultSchema = z
  .object({
    value: z.union([z.string(), z.number(), z.boolean()]),
    /** Applies while the field is empty and this holds; absent means always. */
    condition: expression.optional(),
    link: z.string().optional(),
    message: z.string().optional(),
  })
  .strict()

export const BackgroundTextSchema = z
  .object({ content: z.string().min(1), condition: expression.optional() })
  .strict()

export const FieldInfoSchema = z
  .object({
    /** The field's label or, for text fields, its content (limited markup: see docs). */
    baseContent: z.string().optional(),
    /** Short hint shown under the label. */
    inlineText: z.string().optional(),
    backgroundText: z.array(BackgroundTextSchema).optional(),
    labels: z.array(LabelSchema).optional(),
    constraints: ConstraintsSchema.optional(),
    validations: z.array(ValidationRuleSchema).optional(),
    'ui-default': z.array(UiDefaultSchema).optional(),
    minText: z.string().optional(),
    maxText: z.string().optional(),
    iconType: z.string().optional(),
    units: z.string().optional(),
    /** An input's fixed unit as the reader sees it, when a translation words it otherwise (`units` stays its key). */
    unitsShown: z.string().optional(),
    /** Chooses how data is entered (enter a value or calculate it), not a patient fact: summaries leave it out. */
    interfaceChoice: z.boolean().optional(),
    /** For computed and result fields: the expression giving the value. */
    value: z.union([expression, z.number()]).optional(),
    /** Decimals shown for a computed number (full precision is kept in the outcome). */
    decimals: z.number().int().min(0).max(6).optional(),
    ehrPrepopulationMessage: z.string().optional(),
  })
  .strict()

export const IconSchema = z
  .object({
    order: z.number().int(),
    /** A number, or the name of the field (or outcome) holding the count. */
    count: z.union([z.number().int().min(0), z.string().min(1)]),
    icon: z.string().min(1),
    label: z.string().optional(),
  })
  .strict()

export const IconGroupSchema = z
  .object({
    visibility: expression.optional(),
    denominator: z.union([z.literal(100), z.literal(1000)]).optional(),
    heading: z.string().optional(),
    subheading: z.string().optional(),
    icons: z.array(IconSchema).min(1),
  })
  .strict()

export const MeasureLabelSchema = z
  .object({
    /** Unit key, e.g. 'in', 'cm', 'lb', 'kg', 'mg/dL', 'mmol/L'. The first listed is canonical. */
    value: z.string().min(1),
    name: z.string().min(1),
    format: z.string().optional(),
    /** 'imperial' or 'metric' for the unit switch. */
    system: z.enum(['imperial', 'metric', 'us', 'si']).optional(),
  })
  .strict()

export const MeasureInfoSchema = z
  .object({
    labels: z.array(MeasureLabelSchema).min(1),
    /** Decimals per unit key; conversion rounds to the target unit's precision. */
    precisions: z.record(z.string(), z.number().int().min(0).max(6)),
    uiDefaultMeasure: z.string().min(1),
  })
  .strict()

export const FieldDefinitionSchema = z
  .object({
    name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'field names are identifiers'),
    /** Shared clinical data name: fields with the same cpdn mirror value and label. */
    cpdn: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
      .optional(),
    type: z.enum(FIELD_TYPES),
    children: z.array(z.string()).optional(),
    isChild: z.boolean().optional(),
    visibility: expression.optional(),
    outputClass: z.string().optional(),
    parameters: z
      .object({
        population: z.union([z.literal(100), z.literal(1000)]).optional(),
      })
      .catchall(z.unknown())
      .optional(),
    attributes: z
      .object({
        fieldInfo: FieldInfoSchema.optional(),
        iconGroups: z.array(IconGroupSchema).optional(),
        measureInfo: MeasureInfoSchema.optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

export const ReferenceSchema = z
  .object({
    id: z.string().min(1),
    citation: z.string().min(10),
    url: z.url().optional(),
    pmid: z.string().regex(/^\d+$/).optional(),
    doi: z.string().optional(),
    /** What the study was: 'derivation', 'validation', 'guideline', 'meta-analysis', … */
    kind: z.string().optional(),
    /** e.g. "n = 24,626 (derivation)". */
    cohort: z.string().optional(),
  })
  .strict()

export const TestVectorSchema = z
  .object({
    description: z.string().min(1),
    /** Inputs keyed by cpdn, in the canonical units of each field. */
    inputs: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.array(z.string())])),
    /** Expected outcome values; numbers compare within `tolerance`. */
    expected: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
    tolerance: z.number().min(0).optional(),
    /** Where the expected value is published (reference id and location). */
    source: z.string().min(1),
  })
  .strict()

/** A cpdn value an option sets or an aid defaults (same kinds as test-vector inputs). */
const cpdnValue = z.union([z.number(), z.string(), z.boolean()])
const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'keys are identifiers')
/** Reference ids (of the tool's `references`) backing a statement. */
const citations = z.array(z.string().min(1)).min(1, 'every statement cites at least one reference')

export const OPTION_GRID_VIEW_TYPES = ['OPTION_GRID_GRID_VIEW', 'OPTION_GRID_LIST_VIEW'] as const
/** What a row answers, for the balance checks (IPDAS: benefits and harms in equal detail). */
export const QUESTION_KINDS = ['benefit', 'harm', 'experience', 'practical'] as const
export const EVIDENCE_QUALITY = ['high', 'moderate', 'low', 'very-low'] as const
export const LANGUAGES = ['en-US', 'es'] as const

export const OptionPartSchema = z
  .object({
    /** One part of a compound option, e.g. "Lumpectomy" and "Radiation therapy". */
    name: z.string().min(1),
    description: z.string().min(1).optional(),
  })
  .strict()

export const OptionSchema = z
  .object({
    optionKey: identifier,
    name: z.string().min(1),
    /** cpdn values this option sets on top of `cpdnDefaults` when its outcome is calculated. */
    cpdnOverrides: z.record(z.string(), cpdnValue).default({}),
    /** A compound option's parts; rendered only inside the option grid header. */
    parts: z.array(OptionPartSchema).min(2).optional(),
    /** The "no treatment / watch and wait" option. */
    doNothing: z.boolean().default(false),
  })
  .strict()

export const AnswerGraphSchema = z
  .object({
    /** A whole number, or the outcome (field name or cpdn) holding it for the option. */
    numerator: z.union([z.number().int().min(0), identifier]),
    denominator: z.union([z.literal(100), z.literal(1000)]),
  })
  .strict()

export const AnswerSchema = z
  .object({
    optionKey: identifier,
    /** The answer for this option; {{name}} placeholders are filled from the option's outcome. */
    answer: z.string(),
    graph: AnswerGraphSchema.optional(),
    /** Further detail; the first element is shown first (spec: its first element has content). */
    backgroundText: z.array(z.object({ content: z.string().min(1) }).strict()).optional(),
    citations,
    /** How sure the evidence behind this cell is (GRADE-style), when it carries a number or claim. */
    evidenceQuality: z.enum(EVIDENCE_QUALITY).optional(),
  })
  .strict()

export const QuestionSchema = z
  .object({
    question: z.string().min(1),
    kind: z.enum(QUESTION_KINDS),
    answers: z.array(AnswerSchema).min(1),
  })
  .strict()

export const ClinicalInformationSchema = z.object({ title: z.string().min(1), body: z.string().min(1) }).strict()

export const EvidenceDocumentSchema = z
  .object({
    /** How the evidence was found, selected and appraised, and when the search was done. */
    method: z.string().min(1),
    searchDate: z.iso.date(),
    /** One entry per figure or claim: what it says, where it comes from, how far it was checked. */
    entries: z
      .array(
        z
          .object({
            statement: z.string().min(1),
            citations,
            /** false when the figure could not be checked against its primary table. */
            checkedAgainstPrimary: z.boolean(),
            note: z.string().min(1).optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()

/**
 * An option grid decision aid (spec 02 §3 "Option grid state", plus what IPDAS certification
 * needs). Glossary terms are the tool's `definitions`; references, contributors, competing
 * interests and pop-up components stay at the tool's top level (spec: sections.optionGrid).
 */
export const OptionGridSchema = z
  .object({
    /** The health problem, in plain words (IPDAS qualifying criterion 1). */
    condition: z.string().min(1),
    /** The decision, as a question (IPDAS qualifying criterion 2). */
    decision: z.string().min(1),
    /** Whether "no treatment / watch and wait" is a reasonable option; when not, say why. */
    doNothingReasonable: z.boolean(),
    doNothingRationale: z.string().min(1).optional(),
    options: z.array(OptionSchema).min(2),
    /** cpdn values every option starts from before its own overrides. */
    cpdnDefaults: z.record(z.string(), cpdnValue).default({}),
    questions: z.array(QuestionSchema).min(1),
    /** Option keys shown at first (absent: all). */
    selected: z.array(identifier).optional(),
    viewType: z.enum(OPTION_GRID_VIEW_TYPES).default('OPTION_GRID_GRID_VIEW'),
    singleColumn: z.boolean().default(false),
    /** One denominator and one time frame for every number in the aid (natural frequencies). */
    naturalFrequency: z
      .object({
        denominator: z.union([z.literal(100), z.literal(1000)]),
        /** e.g. "over 10 years", "each year". */
        timeFrame: z.string().min(1),
        /** Who the numbers are about ("people like you: …"). */
        referenceClass: z.string().min(1),
      })
      .strict(),
    clinicalInformation: z.array(ClinicalInformationSchema).default([]),
    evidenceDocument: EvidenceDocumentSchema,
    publicationDate: z.iso.date(),
    lastReviewed: z.iso.date(),
    nextReviewDue: z.iso.date(),
    updatePolicy: z.string().min(1),
    uncertainty: z.string().min(1),
    funding: z.string().min(1),
    /** "This aid does not recommend an option." and what to do next. */
    neutralityStatement: z.string().min(1),
  })
  .strict()

export const STEP_KEYS = ['patient', 'assessment', 'options'] as const
export const TAB_KEYS = ['patientData', 'riskAndGuidelines', 'populationView', 'optionGrid'] as const

/** A field as a patient reads it on the consumer site: label, help and (a choice) which options in which words. */
const PatientFieldSchema = z
  .object({
    label: z.string().min(1).optional(),
    help: z.string().min(1).optional(),
    /** The options a patient is offered, by value, in the patient's words; the others are not shown. */
    options: z.record(z.string(), z.string().min(1)).optional(),
  })
  .strict()

/** What the consumer site shows a patient instead of the clinician's texts, in one language (decision 0066). */
export const PatientTextsSchema = z
  .object({
    description: z.string().min(1),
    instructions: z.string().min(1),
    fields: z.record(z.string(), PatientFieldSchema).default({}),
    /** Inputs a patient is not asked (their ui-default applies), each with the sentence the page shows in its place. */
    fixed: z.record(z.string(), z.string().min(1)).default({}),
    /** The assessment's results a patient reads, in place of the clinician's `risk` and `guideline` (field names; the same in every language). */
    risk: z.array(z.string()).optional(),
    guideline: z.array(z.string()).optional(),
  })
  .strict()

export type PatientTexts = z.output<typeof PatientTextsSchema>

export const ToolDefinitionSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slugs are lower-case words joined by hyphens'),
    name: z.string().min(2),
    calcId: z.string().min(1),
    status: z.enum(['released', 'draft', 'retired']),
    /** 1: option grid only; 2: patient data, assessment and guidance, options; 3: stepped. */
    toolType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    eligibility: z.string().min(1),
    description: z.string().min(1),
    isFree: z.boolean(),
    contentName: z.string().min(1),
    /** ISO date of the last change of content. */
    modified: z.iso.date(),
    pubType: z.string().regex(/^[a-z0-9-]+$/).optional(),
    /** Slugs this tool was published under before; old links are sent to the current one. */
    formerSlugs: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).default([]),
    version: z.string().regex(/^\d+\.\d+\.\d+$/, 'versions are semantic: 1.0.0'),
    steps: z.array(z.enum(STEP_KEYS)).min(1),
    /** Tabs of the tabbed layout in configuration order (absent: steps only). */
    tabs: z.array(z.enum(TAB_KEYS)).optional(),
    sections: z
      .object({
        /** Field names shown above the two columns of the patient step. */
        header: z.array(z.string()).optional(),
        /** Field names of the patient step, in order (split in halves into two columns); tool types 2 and 3 need one. */
        patient: z.array(z.string()),
      })
      .strict(),
    /** cpdns that an EHR may prefill. */
    ehrpdns: z.array(z.string()).default([]),
    controls: z.record(z.string(), FieldDefinitionSchema),
    groups: z.record(z.string(), z.array(z.string())).optional(),
    dataHeader: z.array(z.string()).optional(),
    /** Patient assessment: result and summary field names (tool types 2 and 3 need one). */
    risk: z.array(z.string()),
    /** Clinical guidance field names (text and results). */
    guideline: z.array(z.string()).default([]),
    populationHeader: z.array(z.string()).optional(),
    population: z.array(z.string()).optional(),
    optiongrid: OptionGridSchema.optional(),
    /** Language of every text in the definition; a translation is its own definition (decision 0022). */
    language: z.enum(LANGUAGES).default('en-US'),
    chartNote: z
      .object({
        cc: z.string().optional(),
        sdm: z.string().optional(),
        all: z.string().optional(),
      })
      .strict()
      .optional(),
    references: z.array(ReferenceSchema).min(1),
    /**
     * The content review (decision 0065). `lastReviewed` only when a review really took place:
     * absent, the page says "not yet reviewed" (an aid's option grid carries its own dates).
     */
    review: z
      .object({
        lastReviewed: z.iso.date().optional(),
        /** Months between reviews: the editorial policy's "at least once a year". */
        intervalMonths: z.number().int().min(1).max(60).default(12),
      })
      .strict()
      .default({ intervalMonths: 12 }),
    contributors: z.array(z.object({ name: z.string(), role: z.string() }).strict()).min(1),
    certifications: z.array(z.string()).default([]),
    competingInterests: z.string().min(1),
    definitions: z.array(z.object({ term: z.string(), definition: z.string() }).strict()).default([]),
    popUpComponents: z.array(z.object({ title: z.string(), body: z.string() }).strict()).default([]),
    /** The patient's texts on the consumer site, in every language (absent: the tool is not written for patients). */
    patient: z.record(z.enum(LANGUAGES), PatientTextsSchema).optional(),

    // What clinicians expect of the best calculator sites, beyond the spec.
    category: z.string().min(1),
    synonyms: z.array(z.string()).default([]),
    abbreviations: z.array(z.string()).default([]),
    /** Conditions the tool or aid is used for, as a clinician or a patient names them; search only. */
    conditions: z.array(z.string()).default([]),
    instructions: z.string().min(1),
    whenToUse: z.array(z.string()).min(1),
    pearls: z.array(z.string()).min(1),
    nextSteps: z.object({ advice: z.array(z.string()), management: z.array(z.string()) }).strict(),
    evidence: z.array(z.string()).min(1),
    /** The formula in plain notation, shown on the page. */
    formula: z.array(z.string()).min(1),
    /** The one-line result summary ("Copy result"): a template over outcome values. */
    resultSummary: z.string().min(1),
    testVectors: z.array(TestVectorSchema),
    /**
     * How far the tool's figures (coefficients, tables, bands, worked examples) were checked
     * against their primary publication (decision 0069). An entry with `checkedAgainstPrimary:
     * false` names what could not be opened or confirmed; the page lists it under Content status.
     */
    evidenceChecks: z
      .array(
        z
          .object({
            statement: z.string().min(1),
            citations,
            checkedAgainstPrimary: z.boolean(),
            note: z.string().min(1).optional(),
          })
          .strict(),
      )
      .default([]),
    /**
     * Results that step by a published stratified table (decision 0070): each named result jumps
     * where the table moves to another cell, and may then fall while an input rises. `cell` is the
     * result field that shows the cell's value (the factor read from the table); the library's
     * check that no band has a gap accepts a jump of these results only across a change of `cell`.
     */
    publishedStepTables: z
      .array(
        z
          .object({
            /** The table as its publication names it ("Figure 2"). */
            table: z.string().min(1),
            cell: z.string().min(1),
            results: z.array(z.string()).min(1),
            citations,
            /** Why the steps are the method itself rather than a gap to close. */
            reason: z.string().min(1),
          })
          .strict(),
      )
      .default([]),
  })
  .strict()

export type ToolDefinitionInput = z.input<typeof ToolDefinitionSchema>
export type ToolDefinition = z.output<typeof ToolDefinitionSchema>
export type FieldDefinition = z.output<typeof FieldDefinitionSchema>
export type MeasureInfo = z.output<typeof MeasureInfoSchema>
export type FieldLabel = z.output<typeof LabelSchema>
export type OptionGrid = z.output<typeof OptionGridSchema>
export type OptionGridInput = z.input<typeof OptionGridSchema>
export type OptionGridOption = z.output<typeof OptionSchema>
export type OptionGridQuestion = z.output<typeof QuestionSchema>
export type OptionGridAnswer = z.output<typeof AnswerSchema>

/** Parts of a definition only the server uses (tests, search, catalogue, EHR mapping, routing). */
export const SERVER_ONLY_TOOL_KEYS = [
  'testVectors',
  'synonyms',
  'abbreviations',
  'conditions',
  'formerSlugs',
  'calcId',
  'pubType',
  'ehrpdns',
  'eligibility',
  'isFree',
  'dataHeader',
  'category',
  'status',
  'review',
  'evidenceChecks',
  'publishedStepTables',
] as const satisfies readonly (keyof ToolDefinition)[]

type FieldAttributes = NonNullable<FieldDefinition['attributes']>
type FieldInfo = NonNullable<FieldAttributes['fieldInfo']>

/** A field as the browser gets it: without the expression of a computed value (the server evaluates). */
export type ClientField = Omit<FieldDefinition, 'attributes'> & {
  attributes?: Omit<FieldAttributes, 'fieldInfo'> & { fieldInfo?: Omit<FieldInfo, 'value'> }
}

/** A definition as the browser gets it for a tool page: everything the page renders. */
export type ClientTool = Omit<ToolDefinition, (typeof SERVER_ONLY_TOOL_KEYS)[number] | 'controls'> & {
  controls: Record<string, ClientField>
}
