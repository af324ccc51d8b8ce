// Slugs of the tool definitions (engine/tools/<slug>.ts), for scripts that run without TypeScript.
import { readdirSync } from 'node:fs'
import path from 'node:path'

const dir = path.resolve(import.meta.dirname, '../engine/tools')
export const TOOL_SLUGS = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
  .map((f) => f.replace(/\.ts$/, ''))
  .sort()
