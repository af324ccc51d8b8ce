import type { Route } from './+types/about.ts'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { ABOUT, PATIENT_SECTION_IDS } from '#app/content/about.ts'
import { ContentPageView } from '#app/content/content-page.tsx'
import { withBrand } from '#app/content/types.ts'
import { fallbackLanguage, isSupportedLanguage } from '#app/i18n/config.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'About' }]
  return [{ title: `${data.page.title} | ${data.brandName}` }, { name: 'description', content: data.page.description }]
}

/** GET /about: what the product is, how its tools are made and kept up to date, and plain-language guides for patients. */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context)
  const brand = brandForRequest(request)
  const page = withBrand(ABOUT[isSupportedLanguage(locale) ? locale : fallbackLanguage], brand.name)
  // The consumer site leads with the guides its home page links to.
  if (brand.variant === 'consumer') {
    const forPatients = (id: string) => (PATIENT_SECTION_IDS as readonly string[]).includes(id)
    page.sections = [...page.sections.filter((s) => forPatients(s.id)), ...page.sections.filter((s) => !forPatients(s.id))]
  }
  return { page, brandName: brand.name }
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />
}
