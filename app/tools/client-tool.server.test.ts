import { describe, expect, test } from 'vitest'

import { findTool, findToolIn } from '#engine/library.ts'
import { SERVER_ONLY_TOOL_KEYS, type ToolDefinition } from '#engine/schema/tool.ts'

import { clientToolOf } from './client-tool.server.ts'

const field = (tool: ToolDefinition, name: string) => tool.controls[name]?.attributes?.fieldInfo

describe('the tool page definition sent to the browser', () => {
  test('leaves out test vectors and the other server-only parts, and keeps everything else as it is', () => {
    const tool = findTool('prevent')!
    const sent = clientToolOf(tool)
    expect(tool.testVectors.length).toBeGreaterThan(0)
    for (const key of SERVER_ONLY_TOOL_KEYS) expect(sent).not.toHaveProperty(key)
    const kept = Object.keys(tool).filter((key) => !(SERVER_ONLY_TOOL_KEYS as readonly string[]).includes(key) && key !== 'controls')
    expect(Object.keys(sent).sort()).toEqual([...kept, 'controls'].sort())
    for (const key of kept) expect(sent[key as keyof typeof sent]).toBe(tool[key as keyof typeof tool])
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(tool).length - 10_000)
  })

  test('fields keep everything but the expression of a computed value', () => {
    const tool = findTool('prevent')!
    const sent = clientToolOf(tool)
    const computed = Object.values(tool.controls).filter((f) => typeof f.attributes?.fieldInfo?.value === 'string')
    expect(computed.length).toBeGreaterThan(0)
    expect(Object.keys(sent.controls)).toEqual(Object.keys(tool.controls))
    for (const [name, field] of Object.entries(tool.controls)) {
      const { value: _expression, ...info } = field.attributes?.fieldInfo ?? {}
      expect(sent.controls[name]?.attributes?.fieldInfo ?? {}).toEqual(info)
      expect(sent.controls[name]).toEqual({ ...field, ...(field.attributes ? { attributes: { ...field.attributes, ...(field.attributes.fieldInfo ? { fieldInfo: info } : {}) } } : {}) })
    }
    expect(field(tool, computed[0]!.name)).toHaveProperty('value')
    expect(sent.controls[computed[0]!.name]?.attributes?.fieldInfo).not.toHaveProperty('value')
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
