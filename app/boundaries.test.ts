import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import ts from 'typescript'
import { beforeAll, describe, expect, test } from 'vitest'

/** The layers of docs/architecture.md, as ESLint and the import graph keep them. */
const root = fileURLToPath(new URL('..', import.meta.url))
const eslint = new ESLint({ cwd: root })

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax'])

/** The boundary messages ESLint gives for `code` as if it were the file at `filePath`. */
async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message)
}

async function allProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('the linter refuses an import across a layer', () => {
  // The first run loads the configuration and its plugins.
  beforeAll(() => eslint.lintText('', { filePath: 'app/sample.ts' }), 60_000)

  test.each([
    ['app/components/tool/sample.tsx', "import type { ToolPageState } from '#app/tools/tool-page.server.ts'\nexport type S = ToolPageState\n"],
    ['app/components/tool/sample.tsx', "import { getDb } from '#app/db/db.server.ts'\nexport const db = getDb\n"],
    ['app/components/tool/sample.ts', "export const load = () => import('#app/db/db.server.ts')\n"],
    ['app/hooks/use-sample.ts', "import type { SessionPolicy } from '#app/auth/session.server.ts'\nexport type S = SessionPolicy\n"],
    ['app/search/sample.tsx', "import type { ToolHit } from './search.server.ts'\nexport type S = ToolHit\n"],
    ['app/utils/sample.tsx', "import { getEnv } from './env.server.ts'\nexport const e = getEnv\n"],
  ])('browser code never imports a *.server module (%s)', async (filePath, code) => {
    expect(await boundaryProblems(filePath, code)).toEqual([expect.stringContaining('*.server')])
  })

  test.each([
    ['app/snapshots/sample.ts', "import { Field } from '#app/components/forms.tsx'\nexport const f = Field\n"],
    ['app/snapshots/sample.ts', "import { Field } from '../components/forms.tsx'\nexport const f = Field\n"],
    ['app/consent/sample.ts', "export const load = () => import('#app/components/forms.tsx')\n"],
  ])('a domain module never imports from app/components (%s)', async (filePath, code) => {
    expect(await boundaryProblems(filePath, code)).toEqual([expect.stringContaining('app/components')])
  })

  test.each([
    ["import { withSessionNumber } from '#app/auth/user-state.ts'\nexport const w = withSessionNumber\n"],
    ["import { withSessionNumber } from '../auth/user-state.ts'\nexport const w = withSessionNumber\n"],
    ["import { Field } from '#app/components/forms.tsx'\nexport const f = Field\n"],
  ])('app/utils imports no domain module (%s)', async (code) => {
    expect(await boundaryProblems('app/utils/sample.ts', code)).toEqual([expect.stringContaining('app/utils')])
  })

  test.each([
    ["import { escapeHtml } from '#app/utils/escape-html.ts'\nexport const e = escapeHtml\n"],
    ["import { escapeHtml } from '../../app/utils/escape-html.ts'\nexport const e = escapeHtml\n"],
    ["import { useState } from 'react'\nexport const s = useState\n"],
    ["import { data } from 'react-router'\nexport const d = data\n"],
  ])('the engine imports nothing from app/ nor a framework (%s)', async (code) => {
    expect(await boundaryProblems('engine/tools/sample.ts', code)).toHaveLength(1)
  })

  test.each([
    ['app/routes/sample.tsx', "import { getDb } from '#app/db/db.server.ts'\nimport { Field } from '#app/components/forms.tsx'\nexport const s = [getDb, Field]\n"],
    ['app/components/tool/sample.tsx', "import { track } from '#app/analytics/analytics.ts'\nimport { useHydrated } from '#app/hooks/use-hydrated.ts'\nexport const s = [track, useHydrated]\n"],
    ['app/snapshots/sample.server.ts', "import { getDb } from '#app/db/db.server.ts'\nimport { escapeHtml } from '#app/utils/escape-html.ts'\nexport const s = [getDb, escapeHtml]\n"],
    ['app/utils/sample.ts', "import { holdsNul } from './text.ts'\nimport { parseTrustProxy } from '../../server/trust-proxy.js'\nexport const s = [holdsNul, parseTrustProxy]\n"],
    ['engine/tools/sample.ts', "import { execute } from '#engine/execute.ts'\nimport { z } from 'zod'\nexport const s = [execute, z]\n"],
  ])('an import within the layers passes (%s)', async (filePath, code) => {
    expect(await allProblems(filePath, code)).toEqual([])
  })
})

/** Every module of app/, engine/, server/ and scripts/ with the project modules it imports (type imports and import() included). */
function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(`${root}tsconfig.json`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  if (!config) throw new Error('tsconfig.json could not be read')
  const cache = ts.createModuleResolutionCache(root, (name) => name, config.options)
  const files = config.fileNames.filter((file) => /^(app|engine|server|scripts)\/.*(?<!\.d)\.(ts|tsx|js)$/.test(file.slice(root.length)))
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true)
    const imported = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys, cache).resolvedModule)
      .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
      .map((resolved) => resolved!.resolvedFileName)
    graph.set(file, imported)
  }
  return graph
}

/** The groups of modules that import each other, directly or round a loop (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next)
    next++
    stack.push(file)
    onStack.add(file)
    for (const to of graph.get(file) ?? []) {
      if (!graph.has(to)) continue
      if (!index.has(to)) {
        visit(to)
        low.set(file, Math.min(low.get(file)!, low.get(to)!))
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!))
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member.slice(root.length))
      } while (member !== file)
      if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort())
    }
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

describe('the import graph', () => {
  test('no module imports itself round a loop', { timeout: 60_000 }, () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(300)
    expect(cycles(graph)).toEqual([])
  })

  test('the check finds a loop', () => {
    const graph = new Map([
      [`${root}app/a.ts`, [`${root}app/b.ts`]],
      [`${root}app/b.ts`, [`${root}app/c.ts`]],
      [`${root}app/c.ts`, [`${root}app/a.ts`]],
      [`${root}app/d.ts`, [`${root}app/a.ts`]],
    ])
    expect(cycles(graph)).toEqual([['app/a.ts', 'app/b.ts', 'app/c.ts']])
  })
})
