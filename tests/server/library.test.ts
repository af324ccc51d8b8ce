import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { isInputType } from '#engine/schema/field-types.ts'
import { toolLibrary } from '#engine/library.ts'
import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir() })
})
afterAll(() => server.stop())

const tools = [...toolLibrary().values()].filter((t) => t.status === 'released')

describe('every tool in the library, served by the production build', () => {
  test.each(tools.map((t) => [t.slug, t] as const))('%s: the first step renders on the server; the executor answers its first vector', async (_slug, tool) => {
    const page = await fetch(`${server.url}/tool/${tool.slug}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('id="tool-title"')
    expect(html).not.toContain("Component doesn't exist")
    const alwaysShown = tool.sections.patient.filter((n) => {
      const f = tool.controls[n]
      return f && isInputType(f.type) && !f.visibility
    })
    for (const name of alwaysShown) expect(html, name).toContain(`data-field="${name}"`)
    if (tool.toolType === 1) {
      // An option-grid-only aid has no inputs to calculate: its page opens on the grid.
      expect(tool.testVectors).toEqual([])
      expect(html).toContain('<table')
      return
    }

    const vector = tool.testVectors[0]!
    const res = await fetch(`${server.url}/api-tool-experience/calculators/${tool.slug}/versions/${tool.version}/executor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(vector.inputs),
    })
    expect(res.status).toBe(200)
    const outcome = (await res.json()) as Record<string, unknown>
    // Every tool answers something for a valid input; every number it answers is finite
    // (date tools answer dates).
    expect(Object.values(outcome).filter((v) => v !== null).length).toBeGreaterThan(0)
    for (const n of Object.values(outcome).filter((v) => typeof v === 'number')) expect(Number.isFinite(n)).toBe(true)
  })
})
