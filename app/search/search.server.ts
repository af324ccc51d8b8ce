import MiniSearch, { type Query, type SearchOptions } from 'minisearch'

import { isWrittenForPatients } from '#app/catalogue/catalogue.server.ts'
import { aidLibrary, toolLibrary } from '#engine/library.ts'

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
  conditions: string
  forPatients: boolean
}

/** Who is searching: the consumer host finds only what is written for patients (decision 0066). */
export type Audience = 'clinician' | 'consumer'

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
  'blood thinner': ['anticoagulation', 'atrial fibrillation'],
  'blood thinners': ['anticoagulation', 'atrial fibrillation'],
  ckd: ['kidney function', 'creatinine clearance'],
  gfr: ['kidney function', 'creatinine clearance'],
  egfr: ['kidney function', 'creatinine clearance'],
  crcl: ['creatinine clearance'],
  kidney: ['renal', 'gfr', 'creatinine clearance'],
  kidneys: ['kidney'],
  renal: ['kidney'],
  'kidney function': ['gfr', 'creatinine clearance'],
  aki: ['acute kidney injury'],
  pe: ['pulmonary embolism'],
  dvt: ['deep vein thrombosis'],
  vte: ['thrombosis', 'embolism'],
  clot: ['thrombosis', 'embolism'],
  'blood clot': ['thrombosis', 'embolism'],
  ascvd: ['cardiovascular risk', 'pooled cohort'],
  cvd: ['cardiovascular'],
  'heart attack': ['myocardial infarction', 'cardiovascular risk'],
  mi: ['heart attack', 'myocardial infarction'],
  chd: ['coronary heart disease'],
  acs: ['acute coronary syndrome', 'chest pain'],
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
  'high blood pressure': ['hypertension'],
  'blood pressure': ['hypertension', 'arterial pressure'],
  hemorrhage: ['bleeding', 'bleed'],
  haemorrhage: ['hemorrhage'],
  bleed: ['bleeding'],
  diabetic: ['diabetes'],
  t2dm: ['type 2 diabetes'],
  dm: ['diabetes'],
  sepsis: ['septic', 'sofa', 'sirs'],
  'gi bleed': ['gastrointestinal bleeding', 'blatchford'],
  steroid: ['corticosteroid', 'glucocorticoid'],
  steroids: ['corticosteroid', 'glucocorticoid'],
  prednisone: ['corticosteroid'],
  liver: ['hepatic', 'cirrhosis'],
  smoking: ['pack years'],
  stroke: ['stroke prevention'],
  'chest pain': ['heart score', 'acute coronary syndrome'],
  breathless: ['shortness of breath'],
  icu: ['critical illness'],
  ards: ['respiratory failure'],
  dka: ['diabetic ketoacidosis'],
  oa: ['osteoarthritis'],
  arthritis: ['osteoarthritis'],
  lumpectomy: ['breast cancer surgery'],
  mastectomy: ['breast cancer surgery'],
}

/**
 * Spanish words and phrases (without accents) read as their English counterparts: the
 * catalogue is written in English, Spanish-speaking patients and clinicians search in Spanish.
 * Not offered as 'Search for' phrases.
 */
const SPANISH: Record<string, string[]> = {
  calculadora: ['calculator'],
  rinon: ['kidney'],
  rinones: ['kidney'],
  'funcion renal': ['kidney function'],
  'enfermedad renal cronica': ['chronic kidney disease'],
  'filtrado glomerular': ['glomerular filtration rate'],
  embarazo: ['pregnancy'],
  embarazada: ['pregnancy'],
  'fecha de parto': ['due date'],
  'fecha probable de parto': ['due date'],
  concepcion: ['conception'],
  'edad gestacional': ['gestational age'],
  colesterol: ['cholesterol'],
  estatina: ['statin'],
  estatinas: ['statin'],
  'presion arterial': ['blood pressure'],
  'tension arterial': ['blood pressure'],
  hipertension: ['hypertension'],
  neumonia: ['pneumonia'],
  'embolia pulmonar': ['pulmonary embolism'],
  'tromboembolismo pulmonar': ['pulmonary embolism'],
  'trombosis venosa profunda': ['deep vein thrombosis'],
  trombosis: ['thrombosis'],
  coagulo: ['thrombosis'],
  'fibrilacion auricular': ['atrial fibrillation'],
  anticoagulante: ['anticoagulation'],
  anticoagulantes: ['anticoagulation'],
  infarto: ['heart attack'],
  'ataque al corazon': ['heart attack'],
  'ataque cardiaco': ['heart attack'],
  ictus: ['stroke'],
  'accidente cerebrovascular': ['stroke'],
  corazon: ['heart'],
  higado: ['liver'],
  cirrosis: ['cirrhosis'],
  'higado graso': ['fatty liver'],
  rodilla: ['knee'],
  artrosis: ['osteoarthritis'],
  'cancer de mama': ['breast cancer'],
  'cancer de pulmon': ['lung cancer'],
  peso: ['weight'],
  'peso ideal': ['ideal body weight'],
  obesidad: ['obesity'],
  sodio: ['sodium'],
  calcio: ['calcium'],
  fumar: ['smoking'],
  tabaco: ['smoking'],
  'dolor de garganta': ['sore throat'],
  faringitis: ['pharyngitis'],
  amigdalitis: ['tonsillitis'],
  sangrado: ['bleeding'],
  hemorragia: ['bleeding'],
  'hemorragia digestiva': ['gastrointestinal bleeding'],
  opioides: ['opioid'],
  morfina: ['morphine'],
  insulina: ['insulin'],
  'resistencia a la insulina': ['insulin resistance'],
  'dolor toracico': ['chest pain'],
  'dolor de pecho': ['chest pain'],
  cirugia: ['surgery'],
  deshidratacion: ['dehydration'],
  corticoides: ['corticosteroid'],
  'superficie corporal': ['body surface area'],
  'indice de masa corporal': ['body mass index'],
  imc: ['bmi'],
}

/**
 * Words that say what kind of tool is wanted, not which: left out of matching ("egfr
 * calculator" is "egfr"), kept in phrases ("HEART score" still ranks the HEART Score first).
 * Query text made only of them is searched as written.
 */
const GENERIC = new Set([
  'calculator', 'calculators', 'calc', 'calculate', 'calculation', 'score', 'scores', 'scoring', 'risk', 'risks',
  'tool', 'tools', 'index', 'criteria', 'rule', 'equation', 'formula', 'test', 'assessment', 'estimator', 'estimate',
  'online', 'free', 'app', 'check', 'checker', 'chart',
  'a', 'an', 'the', 'of', 'for', 'and', 'or', 'in', 'on', 'to', 'with', 'my', 'i', 'what', 'is', 'how',
  'calculadora', 'puntuacion', 'riesgo', 'herramienta', 'escala', 'indice', 'criterios', 'formula', 'prueba',
  'de', 'del', 'la', 'el', 'los', 'las', 'y', 'o', 'en', 'para', 'por', 'con', 'mi', 'que', 'un', 'una',
])

/** Lower case, compatibility-folded (₂ → 2) and without accents, for index and query alike. */
function normalise(term: string): string {
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

// Field weights rank a match in the name or an abbreviation above one in a synonym or a
// condition, and both above one in the category or the description.
const BOOST = { title: 8, abbreviations: 6, synonyms: 3, conditions: 3, category: 1, description: 0.3 }

/** An expansion counts for less than the words typed: "heart attack" ranks tools named for it above those named for its expansions. */
const EXPANSION_BOOST = Object.fromEntries(Object.entries(BOOST).map(([field, weight]) => [field, weight * 0.4]))

/** Edit distance allowed for a query word: none for a word the index knows (or begins), little for short words. */
function fuzzyFor(term: string): number | false {
  if (term.length <= 3 || knownPrefix(term)) return false
  return term.length <= 5 ? 1 : 2
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: BOOST,
  prefix: (term) => term.length >= 3,
  fuzzy: fuzzyFor,
  weights: { fuzzy: 0.3, prefix: 0.4 },
  // Little length normalisation: a tool with many synonyms is not worse for having them.
  bm25: { k: 1.2, b: 0.2, d: 0.5 },
  combineWith: 'AND',
}

let index: MiniSearch<IndexedTool> | undefined
let byContentName: Map<string, string> | undefined
/** Search phrases offered under 'Search for': the tools' synonyms, abbreviations and conditions, the expansions above. */
let vocabulary: MiniSearch<{ id: string; phrase: string }> | undefined
/** Every indexed word, sorted: whether a query word is one (or begins one) decides typo tolerance. */
let indexWords: string[] = []

let buildMs = 0

/** How many tools the index holds and how long building it took (built on first call). */
export function indexStats(): { documents: number; buildMs: number } {
  return { documents: getIndex().documentCount, buildMs }
}

function knownPrefix(term: string): boolean {
  const at = firstAtOrAfter(term)
  return at < indexWords.length && indexWords[at]!.startsWith(term)
}

function knownWord(term: string): boolean {
  return indexWords[firstAtOrAfter(term)] === term
}

function firstAtOrAfter(term: string): number {
  let lo = 0
  let hi = indexWords.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (indexWords[mid]! < term) lo = mid + 1
    else hi = mid
  }
  return lo
}

const FIELDS = ['title', 'abbreviations', 'synonyms', 'conditions', 'category', 'description'] as const

function buildIndex(): MiniSearch<IndexedTool> {
  const tools = toolLibrary()
  const started = performance.now()
  const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
  const ms = new MiniSearch<IndexedTool>({
    idField: 'id',
    fields: [...FIELDS],
    storeFields: ['slug', 'name', 'description', 'category', 'contentName', 'forPatients'],
    processTerm: (term) => {
      const t = normalise(term)
      return t.length > 0 ? t : null
    },
    searchOptions: SEARCH_OPTIONS,
    autoSuggestOptions: { ...SEARCH_OPTIONS, prefix: true, boost: { title: 2 } },
  })
  const docs: IndexedTool[] = []
  const released = [...tools.values()].filter((t) => t.status === 'released')
  for (const tool of released) {
    // A translated aid is found by its translation's name too.
    const translations = tool.optiongrid ? [...aidLibrary().values()].filter((a) => a.slug === tool.slug && a.language !== tool.language) : []
    docs.push({
      id: tool.slug,
      slug: tool.slug,
      name: tool.name,
      description: tool.description,
      category: tool.category,
      contentName: tool.contentName,
      title: tool.name,
      synonyms: [...tool.synonyms, ...translations.map((a) => a.name)].join(' ; '),
      abbreviations: tool.abbreviations.join(' ; '),
      conditions: tool.conditions.join(' ; '),
      forPatients: isWrittenForPatients(tool),
    })
  }
  const seen = new Set<string>()
  for (const doc of docs) for (const field of FIELDS) for (const w of tokenize(doc[field])) if (w) seen.add(normalise(w))
  indexWords = [...seen].sort()
  ms.addAll(docs)
  byContentName = new Map(docs.map((d) => [d.contentName, d.slug]))
  vocabulary = buildVocabulary([
    ...Object.entries(SYNONYMS).flat(2),
    ...released.flatMap((t) => [...t.synonyms, ...t.abbreviations, ...t.conditions]),
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
    searchOptions: { prefix: true, fuzzy: (term) => (term.length <= 3 ? false : term.length <= 5 ? 1 : 0.34), combineWith: 'AND' },
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

function expansionsOf(key: string): string[] | undefined {
  return SYNONYMS[key] ?? SPANISH[key]
}

/** The longest known phrase (up to four words) at position i, or the word itself. */
function keyAt(ws: string[], i: number): string {
  for (let n = Math.min(4, ws.length - i); n >= 2; n--) {
    const phrase = ws.slice(i, i + n).join(' ')
    if (expansionsOf(phrase)) return phrase
  }
  return ws[i]!
}

/** The other number of a word the index has only in that form ("statin" → "statins", "bleeds" → "bleed"). */
function otherNumber(word: string): string | null {
  if (word.length < 4 || word.includes(' ')) return null
  if (word.endsWith('s') && !/(ss|is|us)$/.test(word)) return !knownPrefix(word) && knownWord(word.slice(0, -1)) ? word.slice(0, -1) : null
  return knownWord(`${word}s`) ? `${word}s` : null
}

/** The query tree: AND over word groups; each group is the word OR its expansions. Generic words are left out. */
export function expandQuery(q: string, combineWith: 'AND' | 'OR' = 'AND'): Query {
  getIndex()
  const ws = words(q)
  const keys: string[] = []
  for (let i = 0; i < ws.length; ) {
    const key = keyAt(ws, i)
    keys.push(key)
    i += key.split(' ').length
  }
  const specific = keys.filter((k) => k.includes(' ') || !GENERIC.has(k))
  const groups: Query[] = []
  for (const key of specific.length > 0 ? specific : keys) {
    const expansions = expansionsOf(key)
    const plain = otherNumber(key)
    if (!expansions && !plain) {
      groups.push(key)
      continue
    }
    groups.push({
      combineWith: 'OR',
      // A known abbreviation is matched as written (no typo tolerance: "afib" is not "fib"),
      // its expansions as usual.
      queries: [
        { combineWith: 'AND', queries: [key], ...(expansions ? { fuzzy: false } : {}) } satisfies Query,
        ...(plain ? [plain] : []),
        ...(expansions ?? []).map((e) => ({ combineWith: 'AND', queries: [e], boost: EXPANSION_BOOST }) satisfies Query),
      ],
    })
  }
  return { combineWith, queries: groups }
}

/**
 * Older models kept for reference rank below their successors when they match as well:
 * Framingham ATP III points (2001) gave way to the Pooled Cohort Equations (2013) and
 * PREVENT (2023) for statin decisions, MDRD to CKD-EPI for eGFR (KDIGO 2024).
 */
const SUPERSEDED: Record<string, number> = { 'framingham-hard-chd': 0.8, 'mdrd-gfr': 0.8 }

/**
 * Query text with a generic word, found whole in a tool's name ("HEART score", "Wells
 * criteria"): the generic word was left out of matching, the phrase still counts.
 */
function phraseInName(text: string, name: string): boolean {
  const ws = words(text)
  const q = ws.join(' ')
  return ws.length > 1 && ws.some((w) => GENERIC.has(w)) && ` ${words(name).join(' ')} `.includes(` ${q} `)
}

/** A tool whose name begins with the text (the last word may be unfinished): "framingham", "child pugh". */
function nameBegins(text: string, name: string): boolean {
  const q = words(text).join(' ')
  return q.length >= 3 && words(name).join(' ').startsWith(q)
}

/**
 * Two neighbouring letters typed the wrong way round ("atrail", "sepiss") are the commonest typo,
 * and edit distance counts them twice: a word the index does not know becomes the one word it
 * knows that swapping two neighbouring letters gives. Known words are left as typed.
 */
function withTranspositionsUndone(text: string): string {
  const typed = words(text)
  const fixed = typed.map((w) => {
    if (w.length <= 3 || knownWord(w)) return w
    const found = new Set<string>()
    for (let i = 0; i + 1 < w.length; i++) {
      const swapped = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)
      if (swapped !== w && knownWord(swapped)) found.add(swapped)
    }
    return found.size === 1 ? [...found][0]! : w
  })
  // Untouched, the text goes on as typed (punctuation and all).
  return fixed.every((w, i) => w === typed[i]) ? text : fixed.join(' ')
}

/** Released tools matching the text, best first. */
export function searchTools(q: string, limit = 20, audience: Audience = 'clinician'): ToolHit[] {
  const cleaned = cleanQuery(q)
  if (!cleaned || words(cleaned).length === 0) return []
  const ms = getIndex()
  const text = withTranspositionsUndone(cleaned)
  let results = ms.search(expandQuery(text, 'AND'))
  if (results.length === 0) results = ms.search(expandQuery(text, 'OR'))
  return results
    .filter((r) => audience === 'clinician' || r.forPatients === true)
    .map((r) => ({
      r,
      score: r.score * (phraseInName(text, String(r.name)) ? 3 : 1) * (nameBegins(text, String(r.name)) ? 2 : 1) * (SUPERSEDED[String(r.slug)] ?? 1),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.max(0, limit))
    .map(({ r }) => ({
      slug: String(r.slug),
      name: String(r.name),
      description: String(r.description),
      category: String(r.category),
    }))
}

/** Autocomplete: tools to go to (id is the tool's content name) and search phrases. */
export function completion(query: string, max = 5, audience: Audience = 'clinician'): Completion {
  const text = cleanQuery(query)
  if (!text || words(text).length === 0) return { topics: [], terms: [] }
  const ms = getIndex()
  const topics = searchTools(text, max, audience)
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
  for (const expansion of expansionsOf(key) ?? []) add(expansion)
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
