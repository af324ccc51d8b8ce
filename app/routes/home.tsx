import type { Route } from './+types/home.ts'
import { TrackPageView } from '#app/analytics/track-page-view.tsx'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { browseCategories, eligibilityByInfoPath, openedCategory } from '#app/catalogue/catalogue.server.ts'
import { homeDataFor } from '#app/catalogue/home.server.ts'
import { ClinicianHome } from '#app/components/home/clinician-home.tsx'
import { SharedHome } from '#app/components/home/shared-home.tsx'
import { useRootData } from '#app/hooks/use-root-data.ts'
import { getInstance } from '#app/middleware/i18next.server.ts'
import { userOf } from '#app/middleware/user.server.ts'
import { offerToPageCache } from '#app/utils/page-cache.server.ts'

/** Home: the brand's flavour decides the variant; everything is server-rendered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const brand = brandForRequest(request)
  const user = await userOf(context)
  const { t, language } = getInstance(context)
  // The same for every visitor the root loader did not mark personal (decision 0060 addendum).
  offerToPageCache(context)
  const meta = brand.flavour === 'shared-decision'
    ? { title: t('discovery.meta.sharedHomeTitle'), description: t('discovery.home.sharedLine') }
    : { title: t('discovery.meta.homeTitle'), description: t('discovery.meta.homeDescription') }
  if (brand.flavour === 'shared-decision') {
    const filter = brand.variant === 'consumer'
    const categories = browseCategories('sharedTools', undefined, { filter, language })
    const opened = openedCategory('sharedTools', new URL(request.url).searchParams.get('category'), user, { filter, language })
    return { meta, home: null, categories, opened, filter, eligibility: {} }
  }
  const home = await homeDataFor(context, request, user)
  const paths = [...home.myTools.items, ...home.tools.items].map((i) => i.info.functionArgs.apiPath)
  return { meta, home, categories: [], opened: null, filter: false, eligibility: eligibilityByInfoPath(paths, undefined, language) }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title ?? 'Consilium' },
  { name: 'description', content: data?.meta.description ?? '' },
]

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData()
  const flavour = root?.brand.flavour ?? (loaderData.home ? 'clinician' : 'shared-decision')
  if (flavour === 'shared-decision' || !loaderData.home) {
    return (
      <>
        <TrackPageView name="Home viewed" />
        <SharedHome categories={loaderData.categories} opened={loaderData.opened} filter={loaderData.filter} />
      </>
    )
  }
  return (
    <>
      <TrackPageView name="Home viewed" />
      <ClinicianHome home={loaderData.home} eligibility={loaderData.eligibility} />
    </>
  )
}
