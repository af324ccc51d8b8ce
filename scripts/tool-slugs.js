// Slugs of the tool definitions (engine/tools/<slug>.ts) and of the decision aids (the `slug`
// of each English definition in engine/aids), for scripts that run without TypeScript.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const tools = path.resolve(import.meta.dirname, '../engine/tools')
const aids = path.resolve(import.meta.dirname, '../engine/aids')

const definitionFiles = (dir) => readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')

export const CALCULATOR_SLUGS = definitionFiles(tools).map((f) => f.replace(/\.ts$/, ''))

/** An aid file is one whose default export carries `optiongrid`; translations (*.es.ts) share the English slug. */
const aidSources = definitionFiles(aids)
  .filter((f) => !/\.[a-z]{2}\.ts$/.test(f))
  .map((f) => readFileSync(path.join(aids, f), 'utf8'))
  .filter((source) => /\boptiongrid:\s*\{/.test(source))
const slugOf = (source) => /^\s{2}slug: '([a-z0-9-]+)'/m.exec(source)?.[1]

export const AID_SLUGS = aidSources.map(slugOf).filter(Boolean)

/** Option-grid-only aids (tool type 1): their page opens on the grid, so it loads the grid's code at once. */
export const GRID_PAGE_SLUGS = aidSources.filter((source) => /^\s{2}toolType: 1,/m.test(source)).map(slugOf).filter(Boolean)

export const TOOL_SLUGS = [...CALCULATOR_SLUGS, ...AID_SLUGS].sort()
