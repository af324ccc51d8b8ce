/**
 * Autocomplete logic of the search box (spec 01 §4, §5, §9), free of timers and the DOM:
 * sections from a completion answer, keyboard movement and the addresses it leads to.
 */
import { tidyText } from './search-text.ts'

export { tidyText, toolPath } from './search-text.ts'

/** The decisions experience base of the completion call: our own origin. */
export const DECISIONS_BASE = ''
export const DEBOUNCE_MS = 250
/** At most this many suggestions per section. */
export const SECTION_LIMIT = 5
/** The completion call's max (its default). */
export const COMPLETION_MAX = 5
export const SLUGS_BY_AN_PATH = '/api-tool-experience/tool/content/slug/byANs'

export type Kind = 'topic' | 'term'
export type Option = { kind: Kind; suggestion: string; id: string }
/** 'topic' is shown under 'Go to', 'term' under 'Search for'. */
export type Section = { kind: Kind; options: Option[] }
export type State = {
  sections: Section[]
  open: boolean
  /** Index into all options of all sections, -1 when none is active. */
  active: number
  /** Suggestions in the last answer, announced to screen readers; null before any. */
  count: number | null
}
export type Action =
  | { type: 'results'; answer: unknown }
  | { type: 'typed' }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'close' }
  | { type: 'reset' }

export const initialState: State = { sections: [], open: false, active: -1, count: null }

/** Suggestions appear only for non-empty trimmed text. */
export function shouldSuggest(text: string): boolean {
  return text.trim() !== ''
}

export function completionPath(text: string): string {
  const params = new URLSearchParams({ query: tidyText(text), max: String(COMPLETION_MAX) })
  return `${DECISIONS_BASE}/api/decisions/v1/completion?${params}`
}

/** /search?q=a+b for the text, or null when there is nothing to search. */
export function searchPath(text: string): string | null {
  const q = tidyText(text)
  return q ? `/search?${new URLSearchParams({ q })}` : null
}

/** The slug of the first item of a byANs answer, if any. */
export function firstSlug(answer: unknown): string | null {
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined
  if (first && typeof first === 'object' && 'slug' in first && typeof first.slug === 'string') {
    return first.slug.trim() || null
  }
  return null
}

function optionsOf(list: unknown, kind: Kind): Option[] {
  if (!Array.isArray(list)) return []
  const out: Option[] = []
  for (const item of list) {
    if (out.length === SECTION_LIMIT) break
    if (!item || typeof item !== 'object') continue
    const { suggestion, id } = item as { suggestion?: unknown; id?: unknown }
    if (typeof suggestion !== 'string' || suggestion.trim() === '') continue
    out.push({ kind, suggestion: suggestion.trim(), id: typeof id === 'string' || typeof id === 'number' ? String(id) : '' })
  }
  return out
}

/** 'Go to' (topics) then 'Search for' (terms), at most 5 each, without text-less items or empty sections. */
export function sectionsFrom(answer: unknown): Section[] {
  const body = answer && typeof answer === 'object' ? (answer as { topics?: unknown; terms?: unknown }) : {}
  return [
    { kind: 'topic' as const, options: optionsOf(body.topics, 'topic') },
    { kind: 'term' as const, options: optionsOf(body.terms, 'term') },
  ].filter((s) => s.options.length > 0)
}

export function allOptions(state: State): Option[] {
  return state.sections.flatMap((s) => s.options)
}

export function isExpanded(state: State): boolean {
  return state.open && state.sections.length > 0
}

export function activeOption(state: State): Option | null {
  return isExpanded(state) ? (allOptions(state)[state.active] ?? null) : null
}

/** Escape closes an open list; on a closed one it clears the text. */
export function escapeIntent(state: State): 'close' | 'clear' {
  return isExpanded(state) ? 'close' : 'clear'
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'results': {
      const sections = sectionsFrom(action.answer)
      const count = sections.reduce((n, s) => n + s.options.length, 0)
      return { sections, open: count > 0, active: -1, count }
    }
    case 'typed':
      return state.active === -1 ? state : { ...state, active: -1 }
    case 'move': {
      const n = allOptions(state).length
      if (n === 0) return state
      // A closed list opens on the first (down) or last (up) option; movement wraps around.
      const from = state.open ? state.active : -1
      const active = from === -1 ? (action.by === 1 ? 0 : n - 1) : (from + action.by + n) % n
      return { ...state, open: true, active }
    }
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state
    case 'reset':
      return initialState
  }
}
