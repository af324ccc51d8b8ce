import { describe, expect, test } from 'vitest'

import { toolLibrary } from '#engine/library.ts'

import { buildHomeData } from './home.server.ts'

const t = (key: string, options?: Record<string, unknown>) => (options?.title ? `${key}:${String(options.title)}` : key)

describe('home data', () => {
  test('has the shape of spec 01 §3 with the five benefits', () => {
    const home = buildHomeData({ t, favourites: [], aboutUrl: 'https://example.org/subscribe', seamlessAuthUrl: null })
    expect(Object.keys(home).sort()).toEqual(['about', 'banner', 'callToAction', 'myTools', 'seamlessAuthUrl', 'tools'])
    expect(home.about.descriptionItems).toEqual([
      'discovery.home.benefits.savesTime',
      'discovery.home.benefits.personalised',
      'discovery.home.benefits.engagement',
      'discovery.home.benefits.experts',
      'discovery.home.benefits.updated',
    ])
    expect(home.callToAction).toEqual({
      title: expect.any(String),
      description: expect.stringMatching(/^<p>/),
      button: { label: expect.any(String), route: 'https://example.org/subscribe' },
      signIn: { message: expect.any(String), link: { label: expect.any(String) } },
    })
    expect(home.tools.items.length).toBeGreaterThan(0)
    expect(home.tools.viewAll).toEqual({ route: '/tools', label: expect.any(String) })
    const item = home.tools.items[0]!
    expect(item).toEqual({
      title: { label: expect.any(String), route: '/tool/prevent' },
      language: 'en-US',
      shortDescription: expect.any(String),
      isFree: true,
      badgeLabel: 'Calculator',
      info: { glyph: 'info', altText: expect.any(String), functionArgs: { apiPath: expect.stringMatching(/^\/api-tool-experience\/content\/prevent\/.+\/info$/) } },
    })
    expect(home.myTools.items).toEqual([])
  })

  test('the call to action asks for a subscription only when some tool needs one', () => {
    const allFree = buildHomeData({ t, favourites: [], aboutUrl: '/about', seamlessAuthUrl: null })
    expect(allFree.callToAction.title).toBe('discovery.home.ctaFreeTitle')
    const library = [...toolLibrary().values()].map((tool) => (tool.slug === 'wells-pe' ? { ...tool, isFree: false } : tool))
    const withSubscriberTool = buildHomeData({ t, favourites: [], aboutUrl: '/about', seamlessAuthUrl: null, library })
    expect(withSubscriberTool.callToAction.title).toBe('discovery.home.ctaTitle')
  })

  test('favourites become My Tools with delete; unknown ones are skipped', () => {
    const wells = toolLibrary().get('wells-pe')!
    const id = '0b9f0c6e-35cf-4a64-9a2b-6f6c7d3f1a11'
    const home = buildHomeData({
      t,
      favourites: [
        { id, an: wells.contentName },
        { id: '1b9f0c6e-35cf-4a64-9a2b-6f6c7d3f1a11', an: 'gone' },
      ],
      aboutUrl: '/about',
      seamlessAuthUrl: 'https://auth.example.org/?toInterfaceId=dmx',
    })
    expect(home.myTools.items).toHaveLength(1)
    expect(home.myTools.items[0]!.delete).toEqual({
      glyph: 'delete',
      altText: `discovery.list.remove:${wells.name}`,
      functionArgs: { apiPath: `/api-tool-metadata/metadata/favourite-tool/${id}` },
    })
    expect(home.seamlessAuthUrl).toBe('https://auth.example.org/?toInterfaceId=dmx')
  })

  test('banner text is escaped into html', () => {
    const home = buildHomeData({ t: () => '<b>&', favourites: [], aboutUrl: '/about', seamlessAuthUrl: null })
    expect(home.banner.description).toBe('<p>&lt;b&gt;&amp;</p>')
  })
})
