import { useTranslation } from '#app/i18n/use-translation.tsx'

import type { Route } from './+types/privacy.ts'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { TERMS_PROSE } from '#app/components/shell/terms-prose.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'
import { legalPageHtml } from '#app/shell/legal-pages.server.ts'

export const meta: Route.MetaFunction = () => [{ title: 'Privacy Policy | Consilium' }]

export function loader({ request, context }: Route.LoaderArgs) {
  const brand = brandForRequest(request).name
  return { html: legalPageHtml('privacy', getLocale(context), { brand, year: new Date().getUTCFullYear() }) }
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <article aria-labelledby="privacy-title" className="mx-auto max-w-3xl">
      <h1 id="privacy-title" className="text-3xl font-semibold text-slate-900">
        {t('shell.privacy.title')}
      </h1>
      <div className={`mt-4 ${TERMS_PROSE}`} dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  )
}
