import type { ToolDefinition } from '#engine/schema/tool.ts'
import type { RouterContextProvider } from 'react-router'

import { userOf } from '#app/middleware/user.server.ts'
import type { UserState } from '#app/auth/user-state.ts'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { sessionContext } from '#app/context.server.ts'
import { listFavourites, type FavouriteRow } from '#app/favourites/favourites.server.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

import { featuredTools, findReleasedByContent, hasSubscriberOnlyTools, infoPathOf, kindLabel, toolRoute, type Library } from './catalogue.server.ts'
import { BENEFIT_KEYS } from './content.ts'
import { FAVOURITE_API, type HomeData, type ToolListItem } from './types.ts'
import { escapeHtml } from '#app/utils/escape-html.ts'

export type Translate = (key: string, options?: Record<string, unknown>) => string

function listItem(tool: ToolDefinition, t: Translate, language: string | undefined, favouriteId?: string): ToolListItem {
  return {
    title: { label: tool.name, route: toolRoute(tool) },
    language: tool.language,
    shortDescription: tool.description,
    isFree: tool.isFree,
    badgeLabel: kindLabel(tool, language),
    info: { glyph: 'info', altText: t('discovery.list.info', { title: tool.name }), functionArgs: { apiPath: infoPathOf(tool) } },
    ...(favouriteId
      ? {
          delete: {
            glyph: 'delete' as const,
            altText: t('discovery.list.remove', { title: tool.name }),
            functionArgs: { apiPath: `${FAVOURITE_API}/${favouriteId}` },
          },
        }
      : {}),
  }
}

/** Home data (spec 01 §3) from its parts; the favourites are the signed-in user's, oldest first. */
export function buildHomeData(input: {
  t: Translate
  favourites: Pick<FavouriteRow, 'id' | 'an'>[]
  aboutUrl: string
  seamlessAuthUrl: string | null
  library?: Library
  /** The page's language: tools with a translation in it are shown translated. */
  language?: string
}): HomeData {
  const { t, library, language } = input
  const lib = library ? [...library] : undefined
  const myItems = input.favourites.flatMap((f) => {
    const tool = findReleasedByContent(f.an, undefined, lib, language)
    return tool ? [listItem(tool, t, language, f.id)] : []
  })
  return {
    tools: {
      title: t('discovery.home.featuredTitle'),
      icon: { glyph: 'sparkle', color: 'brand', size: 20 },
      items: featuredTools(lib, language).map((tool) => listItem(tool, t, language)),
      viewAll: { route: '/tools', label: t('discovery.home.viewAll') },
    },
    myTools: {
      title: t('discovery.home.myToolsTitle'),
      icon: { glyph: 'star', color: 'amber', size: 20 },
      items: myItems,
      viewAll: null,
    },
    banner: {
      title: t('discovery.home.bannerTitle'),
      description: `<p>${escapeHtml(t('discovery.home.bannerDescription'))}</p>`,
    },
    about: {
      title: t('discovery.home.aboutTitle'),
      description: t('discovery.home.aboutDescription'),
      descriptionItems: BENEFIT_KEYS.map((key) => t(`discovery.home.benefits.${key}`)),
    },
    // Every tool free: the card offers the free account instead of a subscription.
    callToAction: hasSubscriberOnlyTools(lib)
      ? {
          title: t('discovery.home.ctaTitle'),
          description: `<p>${escapeHtml(t('discovery.home.ctaDescription'))}</p>`,
          button: { label: t('discovery.home.ctaButton'), route: input.aboutUrl },
          signIn: { message: t('discovery.home.ctaSignInMessage'), link: { label: t('discovery.home.ctaSignInLink') } },
        }
      : {
          title: t('discovery.home.ctaFreeTitle'),
          description: `<p>${escapeHtml(t('discovery.home.ctaFreeDescription'))}</p>`,
          button: { label: t('discovery.home.ctaFreeButton'), route: input.aboutUrl },
          signIn: { message: t('discovery.home.ctaFreeSignInMessage'), link: { label: t('discovery.home.ctaSignInLink') } },
        },
    seamlessAuthUrl: input.seamlessAuthUrl,
  }
}

/** Home data for this request: the same module serves the home route and the API. */
export async function homeDataFor(
  context: Readonly<RouterContextProvider>,
  request: Request,
  user?: UserState,
): Promise<HomeData> {
  const state = user ?? (await userOf(context))
  const session = context.get(sessionContext)
  const favourites = session && state.userState.personalized ? await listFavourites(session.userId) : []
  const i18n = getInstance(context)
  return buildHomeData({
    t: (key, options) => i18n.t(key, options),
    language: i18n.language,
    favourites,
    aboutUrl: brandForRequest(request).aboutUrl,
    seamlessAuthUrl: getEnv().SEAMLESS_AUTH_URL ?? null,
  })
}
