import { describe, expect, test } from 'vitest'

import {
  activeOption,
  allOptions,
  COMPLETION_MAX,
  completionPath,
  DEBOUNCE_MS,
  DECISIONS_BASE,
  escapeIntent,
  firstSlug,
  initialState,
  isExpanded,
  reducer,
  searchPath,
  SECTION_LIMIT,
  sectionsFrom,
  shouldSuggest,
  tidyText,
  toolPath,
  type Action,
  type State,
} from './autocomplete.ts'

const items = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ suggestion: `${prefix} ${i + 1}`, id: `${prefix}-${i + 1}` }))
const run = (state: State, ...actions: Action[]) => actions.reduce(reducer, state)
const withResults = (answer: unknown) => reducer(initialState, { type: 'results', answer })
const down: Action = { type: 'move', by: 1 }
const up: Action = { type: 'move', by: -1 }

describe('constants (spec 01 §9)', () => {
  test('250 ms debounce, 5 per section, max 5, our own origin', () => {
    expect(DEBOUNCE_MS).toBe(250)
    expect(SECTION_LIMIT).toBe(5)
    expect(COMPLETION_MAX).toBe(5)
    expect(DECISIONS_BASE).toBe('')
  })
})

describe('sectionsFrom', () => {
  test("topics under 'Go to' first, terms under 'Search for' second", () => {
    const sections = sectionsFrom({ topics: items('topic', 2), terms: items('term', 1) })
    expect(sections).toEqual([
      {
        kind: 'topic',
        options: [
          { kind: 'topic', suggestion: 'topic 1', id: 'topic-1' },
          { kind: 'topic', suggestion: 'topic 2', id: 'topic-2' },
        ],
      },
      { kind: 'term', options: [{ kind: 'term', suggestion: 'term 1', id: 'term-1' }] },
    ])
  })

  test('at most 5 topics and 5 terms', () => {
    const sections = sectionsFrom({ topics: items('topic', 9), terms: items('term', 7) })
    expect(sections.map((s) => s.options.length)).toEqual([5, 5])
    expect(sections[0]!.options.at(-1)!.suggestion).toBe('topic 5')
    expect(sections[1]!.options.at(-1)!.suggestion).toBe('term 5')
  })

  test('items without suggestion text are dropped before the limit is applied', () => {
    const topics = [
      { id: 'a' },
      { suggestion: '', id: 'b' },
      { suggestion: '   ', id: 'c' },
      { suggestion: null, id: 'd' },
      { suggestion: 42, id: 'e' },
      null,
      'text',
      ...items('topic', 6),
    ]
    const [section] = sectionsFrom({ topics, terms: [] })
    expect(section!.options.map((o) => o.id)).toEqual(['topic-1', 'topic-2', 'topic-3', 'topic-4', 'topic-5'])
  })

  test('suggestion text is trimmed; a missing id becomes empty, a numeric one a string', () => {
    const [section] = sectionsFrom({ topics: [{ suggestion: '  Wells  ' }, { suggestion: 'HAS-BLED', id: 7 }] })
    expect(section!.options).toEqual([
      { kind: 'topic', suggestion: 'Wells', id: '' },
      { kind: 'topic', suggestion: 'HAS-BLED', id: '7' },
    ])
  })

  test('empty sections are hidden', () => {
    expect(sectionsFrom({ topics: [], terms: items('term', 2) }).map((s) => s.kind)).toEqual(['term'])
    expect(sectionsFrom({ topics: items('topic', 1), terms: [{ suggestion: ' ' }] }).map((s) => s.kind)).toEqual(['topic'])
    expect(sectionsFrom({ topics: [], terms: [] })).toEqual([])
  })

  test.each([null, undefined, 'text', 42, [], {}, { topics: 'x', terms: { a: 1 } }])('a malformed answer %j gives no sections', (answer) => {
    expect(sectionsFrom(answer)).toEqual([])
  })
})

describe('reducer: results', () => {
  test('an answer with suggestions opens the list with none active and counts them', () => {
    const state = withResults({ topics: items('topic', 3), terms: items('term', 8) })
    expect(state).toMatchObject({ open: true, active: -1, count: 8 })
    expect(isExpanded(state)).toBe(true)
    expect(allOptions(state)).toHaveLength(8)
  })

  test('an empty answer hides the list and counts zero', () => {
    const state = withResults({ topics: [], terms: [] })
    expect(state).toEqual({ sections: [], open: false, active: -1, count: 0 })
    expect(isExpanded(state)).toBe(false)
  })

  test('a new answer replaces the old one and clears the active option', () => {
    const state = run(withResults({ topics: items('a', 3) }), down, down, { type: 'results', answer: { terms: items('b', 1) } })
    expect(state.active).toBe(-1)
    expect(allOptions(state).map((o) => o.id)).toEqual(['b-1'])
  })
})

describe('reducer: keyboard movement', () => {
  const start = withResults({ topics: items('topic', 2), terms: items('term', 2) })
  const ids = (state: State) => activeOption(state)?.id ?? null

  test('ArrowDown moves through both groups in order, then wraps to the first', () => {
    let state = start
    const seen: (string | null)[] = []
    for (let i = 0; i < 5; i++) {
      state = reducer(state, down)
      seen.push(ids(state))
    }
    expect(seen).toEqual(['topic-1', 'topic-2', 'term-1', 'term-2', 'topic-1'])
  })

  test('ArrowUp from nothing active goes to the last option and wraps to the last from the first', () => {
    expect(ids(run(start, up))).toBe('term-2')
    expect(ids(run(start, up, up, up, up))).toBe('topic-1')
    expect(ids(run(start, up, up, up, up, up))).toBe('term-2')
    expect(ids(run(start, down, up))).toBe('term-2')
  })

  test('a closed list reopens on ArrowDown at the first option, on ArrowUp at the last', () => {
    const closed = run(start, down, down, { type: 'close' })
    expect(isExpanded(closed)).toBe(false)
    expect(activeOption(closed)).toBeNull()
    expect(ids(run(closed, down))).toBe('topic-1')
    expect(ids(run(closed, up))).toBe('term-2')
  })

  test('with no suggestions, movement changes nothing', () => {
    expect(run(initialState, down, up)).toBe(initialState)
    const empty = withResults({ topics: [] })
    expect(run(empty, down)).toBe(empty)
  })

  test('typing clears the active option but keeps the list', () => {
    const state = run(start, down, { type: 'typed' })
    expect(state.active).toBe(-1)
    expect(isExpanded(state)).toBe(true)
    expect(run(start, { type: 'typed' })).toBe(start)
  })

  test('close hides the list and clears the active option; reset forgets everything', () => {
    const closed = run(start, down, { type: 'close' })
    expect(closed).toMatchObject({ open: false, active: -1 })
    expect(allOptions(closed)).toHaveLength(4)
    expect(run(closed, { type: 'close' })).toBe(closed)
    expect(run(start, down, { type: 'reset' })).toEqual(initialState)
  })
})

describe('activeOption and Escape', () => {
  const start = withResults({ terms: items('term', 2) })

  test('Enter has an option to choose only when one is active in an open list', () => {
    expect(activeOption(start)).toBeNull()
    expect(activeOption(run(start, down))).toEqual({ kind: 'term', suggestion: 'term 1', id: 'term-1' })
    expect(activeOption(run(start, down, { type: 'close' }))).toBeNull()
  })

  test('Escape closes an open list first, then clears', () => {
    expect(escapeIntent(start)).toBe('close')
    expect(escapeIntent(run(start, { type: 'close' }))).toBe('clear')
    expect(escapeIntent(initialState)).toBe('clear')
  })
})

describe('text rules (spec 01 §5)', () => {
  test('suggestions only for non-empty trimmed text', () => {
    expect(shouldSuggest('')).toBe(false)
    expect(shouldSuggest('   ')).toBe(false)
    expect(shouldSuggest('\t\n ')).toBe(false)
    expect(shouldSuggest(' a ')).toBe(true)
  })

  test('submit tidying trims and collapses whitespace runs', () => {
    expect(tidyText('  sore \t  throat \n')).toBe('sore throat')
    expect(tidyText('afib')).toBe('afib')
    expect(tidyText('   ')).toBe('')
  })

  test("the search address has '+' for whitespace runs; empty text does not search", () => {
    expect(searchPath('  sore   throat ')).toBe('/search?q=sore+throat')
    expect(searchPath('CHA₂DS₂-VASc & HAS-BLED')).toBe('/search?q=CHA%E2%82%82DS%E2%82%82-VASc+%26+HAS-BLED')
    expect(searchPath('')).toBeNull()
    expect(searchPath(' \t ')).toBeNull()
  })

  test('the completion call sends the tidy text and max 5 to our own origin', () => {
    expect(completionPath('  heart  attack ')).toBe('/api/decisions/v1/completion?query=heart+attack&max=5')
    expect(completionPath('a&b=c')).toBe('/api/decisions/v1/completion?query=a%26b%3Dc&max=5')
  })
})

describe('tool addresses (spec 01 §2)', () => {
  test('a slug opens /tool/{slug}; one that already contains a slash is used as given', () => {
    expect(toolPath('wells-pe')).toBe('/tool/wells-pe')
    expect(toolPath('calculators/wells-pe')).toBe('/calculators/wells-pe')
    expect(toolPath('/calculators/wells-pe')).toBe('/calculators/wells-pe')
  })

  test('never an address on another site', () => {
    expect(toolPath('//evil.example/x')).toBe('/evil.example/x')
    expect(toolPath('/\\evil.example')).toBe('/tool/evil.example')
  })

  test('firstSlug reads the first item of the byANs answer', () => {
    expect(firstSlug([{ an: 'wells-pe', slug: 'wells-pe' }, { slug: 'other' }])).toBe('wells-pe')
    expect(firstSlug([{ an: 'x', slug: ' ' }])).toBeNull()
    for (const answer of [[], [{ an: 'x' }], [null], [{ slug: 3 }], null, {}, 'slug'] as unknown[]) {
      expect(firstSlug(answer)).toBeNull()
    }
  })
})
