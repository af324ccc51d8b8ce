import { describe, expect, test } from 'vitest'

import { findTool, findToolIn } from '#engine/library.ts'
import { SERVER_ONLY_TOOL_KEYS } from '#engine/schema/tool.ts'

import { clientToolOf } from './client-tool.server.ts'

describe('the tool page definition sent to the browser', () => {
  test('leaves out test vectors and the other server-only parts, and keeps everything else as it is', () => {
    const tool = findTool('prevent')!
    const sent = clientToolOf(tool)
    expect(tool.testVectors.length).toBeGreaterThan(0)
    for (const key of SERVER_ONLY_TOOL_KEYS) expect(sent).not.toHaveProperty(key)
    const kept = Object.keys(tool).filter((key) => !(SERVER_ONLY_TOOL_KEYS as readonly string[]).includes(key))
    expect(Object.keys(sent).sort()).toEqual(kept.sort())
    for (const key of kept) expect(sent[key as keyof typeof sent]).toBe(tool[key as keyof typeof tool])
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(tool).length - 10_000)
  })

  test('is made once per definition: slug, language and version', () => {
    const tool = findTool('cha2ds2-vasc')!
    expect(clientToolOf(tool)).toBe(clientToolOf(findTool('cha2ds2-vasc')!))
    const english = findTool('knee-osteoarthritis-treatment-choice')!
    const spanish = findToolIn(english.slug, 'es', english.version)!
    expect(spanish).not.toBe(english)
    expect(clientToolOf(spanish).language).toBe('es')
    expect(clientToolOf(english).language).toBe('en-US')
    expect(clientToolOf(spanish)).toBe(clientToolOf(findToolIn(english.slug, 'es', english.version)!))
  })
})
