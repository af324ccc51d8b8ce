import MiniSearch, { type Query, type SearchOptions } from 'minisearch'

import { toolLibrary } from '#engine/library.ts'

/** One search hit: what the results page and the completion topics show. */
export type ToolHit = { slug: string; name: string; description: string; category: string }
export type Suggestion = { suggestion: string; id: string }
export type Completion = { topics: Suggestion[]; terms: Suggestion[] }

type IndexedTool = {
  id: string
  slug: string
  name: string
  description: string
  category: string
  contentName: string
  title: string
  synonyms: string
  abbreviations: string
}

/** Longest text searched; longer input is cut (no tool name comes near it). */
export const MAX_QUERY_LENGTH = 200

/**
 * Query-time expansion of clinical abbreviations and lay terms (keys are lower case and
 * may be two words). A word (or phrase) matches itself OR any of its expansions; every
 * word group of the query must match (AND), with an OR fallback when nothing does.
 */
const SYNONYMS: Record<string, string[]> = {
  afib: ['atrial fibrillation'],
  'a fib': ['atrial fibrillation'],
  af: ['atrial fibrillation'],
  'atrial flutter': ['atrial fibrillation'],
  anticoagulation: ['atrial fibrillation'],
  ckd: ['kidney function', 'creatinine clearance'],
  gfr: ['kidney function', 'creatinine clearance'],
  egfr: ['kidney function', 'creatinine clearance'],
  crcl: ['creatinine clearance'],
  kidney: ['renal', 'gfr', 'creatinine clearance'],
  renal: ['kidney'],
  'kidney function': ['gfr', 'creatinine clearance'],
  pe: ['pulmonary embolism'],
  dvt: ['deep vein thrombosis'],
  vte: ['thrombosis', 'embolism'],
  clot: ['thrombosis', 'embolism'],
  'blood clot': ['thrombosis', 'embolism'],
  ascvd: ['cardiovascular risk', 'pooled cohort'],
  cvd: ['cardiovascular'],
  'heart attack': ['myocardial infarction', 'coronary heart disease', 'cardiovascular risk'],
  mi: ['heart attack', 'myocardial infarction'],
  chd: ['coronary heart disease'],
  cholesterol: ['ldl', 'lipid', 'statin'],
  lipids: ['ldl', 'cholesterol'],
  statin: ['cardiovascular risk', 'cholesterol'],
  statins: ['statin'],
  cap: ['pneumonia'],
  'sore throat': ['pharyngitis', 'strep throat'],
  strep: ['streptococcal', 'pharyngitis'],
  opioid: ['mme', 'morphine'],
  opioids: ['opioid'],
  narcotic: ['opioid'],
  morphine: ['mme'],
  qt: ['qtc'],
  'long qt': ['qtc'],
  obesity: ['bmi'],
  overweight: ['bmi'],
  pregnancy: ['due date', 'gestational age', 'conception'],
  pregnant: ['pregnancy'],
  'due date': ['edd', 'naegele'],
  edd: ['due date'],
  htn: ['hypertension', 'blood pressure'],
  sepsis: ['septic', 'sofa', 'sirs'],
  'gi bleed': ['gastrointestinal bleeding', 'blatchford'],
  steroid: ['corticosteroid', 'glucocorticoid'],
  steroids: ['corticosteroid', 'glucocorticoid'],
  liver: ['hepatic', 'cirrhosis'],
  smoking: ['pack years'],
}

/** Lower case, compatibility-folded (₂ → 2) and without accents, for index and query alike. */
function normalise(term: string): string {
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, abbreviations: 3, synonyms: 2, category: 1, description: 0.5 },
  prefix: (term) => term.length >= 2,
  // Edit distance relative to length: "atrail" → "atrial" needs 2 edits; very short terms
  // (abbreviations) are matched exactly or by prefix only.
  fuzzy: (term) => (term.length <= 3 ? false : term.length <= 5 ? 1 : 0.34),
  combineWith: 'AND',
}

let index: MiniSearch<IndexedTool> | undefined
let byContentName: Map<string, string> | undefined
/** Search phrases offered under 'Search for': the tools' synonyms and abbreviations, the expansions above. */
let vocabulary: MiniSearch<{ id: string; phrase: string }> | undefined

let buildMs = 0

/** How many tools the index holds and how long building it took (built on first call). */
export function indexStats(): { documents: number; buildMs: number } {
  return { documents: getIndex().documentCount, buildMs }
}

function buildIndex(): MiniSearch<IndexedTool> {
  const tools = toolLibrary()
  const started = performance.now()
  const ms = new MiniSearch<IndexedTool>({
    idField: 'id',
    fields: ['title', 'description', 'category', 'synonyms', 'abbreviations'],
    storeFields: ['slug', 'name', 'description', 'category', 'contentName'],
    processTerm: (term) => {
      const t = normalise(term)
      return t.length > 0 ? t : null
    },
    searchOptions: SEARCH_OPTIONS,
    autoSuggestOptions: { ...SEARCH_OPTIONS, prefix: true, boost: { title: 2 } },
  })
  const docs: IndexedTool[] = []
  for (const tool of tools.values()) {
    if (tool.status !== 'released') continue
    docs.push({
      id: tool.slug,
      slug: tool.slug,
      name: tool.name,
      description: tool.description,
      category: tool.category,
      contentName: tool.contentName,
      title: tool.name,
      synonyms: tool.synonyms.join(' ; '),
      abbreviations: tool.abbreviations.join(' ; '),
    })
  }
  ms.addAll(docs)
  byContentName = new Map(docs.map((d) => [d.contentName, d.slug]))
  vocabulary = buildVocabulary([
    ...Object.entries(SYNONYMS).flat(2),
    ...[...tools.values()].filter((t) => t.status === 'released').flatMap((t) => [...t.synonyms, ...t.abbreviations]),
  ])
  buildMs = performance.now() - started
  return ms
}

function buildVocabulary(phrases: string[]): MiniSearch<{ id: string; phrase: string }> {
  const byKey = new Map<string, string>()
  for (const raw of phrases) {
    const phrase = raw.replace(/\s+/g, ' ').trim()
    const key = normalise(phrase)
    if (phrase.length >= 2 && phrase.length <= 60 && !byKey.has(key)) byKey.set(key, phrase)
  }
  const vocab = new MiniSearch<{ id: string; phrase: string }>({
    fields: ['phrase'],
    storeFields: ['phrase'],
    processTerm: (term) => normalise(term) || null,
    searchOptions: { prefix: true, fuzzy: SEARCH_OPTIONS.fuzzy, combineWith: 'AND' },
  })
  vocab.addAll([...byKey].map(([id, phrase]) => ({ id, phrase })))
  return vocab
}

function getIndex(): MiniSearch<IndexedTool> {
  index ??= buildIndex()
  return index
}

/** Reads search text from the address: '+' stands for a space; trimmed, runs of spaces collapsed. */
export function cleanQuery(raw: string | null | undefined): string {
  if (!raw) return ''
  return raw.replace(/\+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
}

function words(q: string): string[] {
  return normalise(q)
    .split(/[\s\p{P}]+/u)
    .filter((w) => w.length > 0)
}

/** The query tree: AND over word groups; each group is the word OR its expansions. */
export function expandQuery(q: string, combineWith: 'AND' | 'OR' = 'AND'): Query {
  const ws = words(q)
  const groups: Query[] = []
  for (let i = 0; i < ws.length; i++) {
    const pair = i + 1 < ws.length ? `${ws[i]} ${ws[i + 1]}` : ''
    const key = pair && SYNONYMS[pair] ? pair : ws[i]!
    if (key === pair) i++
    const expansions = SYNONYMS[key]
    if (!expansions) {
      groups.push(key)
      continue
    }
    groups.push({
      combineWith: 'OR',
      // A known abbreviation is matched as written (no typo tolerance: "afib" is not "fib"),
      // its expansions as usual.
      queries: [
        { combineWith: 'AND', queries: [key], fuzzy: false } satisfies Query,
        ...expansions.map((e) => ({ combineWith: 'AND', queries: [e] }) satisfies Query),
      ],
    })
  }
  return { combineWith, queries: groups }
}

/** Released tools matching the text, best first. */
export function searchTools(q: string, limit = 20): ToolHit[] {
  const text = cleanQuery(q)
  if (!text || words(text).length === 0) return []
  const ms = getIndex()
  let results = ms.search(expandQuery(text, 'AND'))
  if (results.length === 0) results = ms.search(expandQuery(text, 'OR'))
  return results.slice(0, Math.max(0, limit)).map((r) => ({
    slug: String(r.slug),
    name: String(r.name),
    description: String(r.description),
    category: String(r.category),
  }))
}

/** Autocomplete: tools to go to (id is the tool's content name) and search phrases. */
export function completion(query: string, max = 5): Completion {
  const text = cleanQuery(query)
  if (!text || words(text).length === 0) return { topics: [], terms: [] }
  const ms = getIndex()
  const topics = searchTools(text, max)
    .map((hit) => ({ suggestion: hit.name, id: contentNameOf(hit.slug) }))
    .filter((s) => s.suggestion.trim() !== '')
  const terms = searchTerms(text, ms)
    .slice(0, max)
    .map((suggestion) => ({ suggestion, id: suggestion }))
  return { topics, terms }
}

/**
 * Phrases to search for: the expansions of a known abbreviation or lay term first ("afib" →
 * "atrial fibrillation"), then known phrases the text begins, then those it matches by word
 * prefix or with a typo. The text itself is not repeated; Enter searches it.
 */
function searchTerms(text: string, ms: MiniSearch<IndexedTool>): string[] {
  const key = normalise(text)
  const out = new Map<string, string>()
  const add = (phrase: string) => {
    const k = normalise(phrase)
    if (k !== key && !out.has(k)) out.set(k, phrase)
  }
  for (const expansion of SYNONYMS[key] ?? []) add(expansion)
  // Phrases the text begins, then phrases whose words the text's words begin; typo matches
  // only when there are neither.
  const qWords = words(text)
  const ranked = vocabulary!.search(text).map((hit, order) => {
    const phrase = String(hit.phrase)
    const pWords = words(phrase)
    const tier = normalise(phrase).startsWith(key) ? 0 : qWords.every((w) => pWords.some((p) => p.startsWith(w))) ? 1 : 2
    return { phrase, tier, order }
  })
  const best = Math.min(2, ...ranked.map((r) => r.tier))
  ranked
    .filter((r) => r.tier < 2 || best === 2)
    .sort((a, b) => a.tier - b.tier || a.order - b.order)
    .forEach((r) => add(r.phrase))
  if (out.size === 0) {
    for (const s of ms.autoSuggest(text)) if (s.suggestion.trim()) add(s.suggestion.trim())
  }
  return [...out.values()]
}

function contentNameOf(slug: string): string {
  return toolLibrary().get(slug)?.contentName ?? slug
}

/** Slugs of released tools by content name ("an"), in the order asked; unknown ones skipped. */
export function slugsByContentName(ids: readonly string[]): { an: string; slug: string }[] {
  getIndex()
  const out: { an: string; slug: string }[] = []
  for (const an of ids) {
    const slug = byContentName?.get(an)
    if (slug) out.push({ an, slug })
  }
  return out
}
