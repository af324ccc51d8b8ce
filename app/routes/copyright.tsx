import { useTranslation } from '#app/i18n/use-translation.tsx'

import type { Route } from './+types/copyright.ts'
import { brandForRequest } from '#app/brand/brand.server.ts'
import { TERMS_PROSE } from '#app/components/shell/terms-prose.ts'
import { getLocale } from '#app/middleware/i18next.server.ts'
import { legalPageHtml } from '#app/shell/legal-pages.server.ts'

export const meta: Route.MetaFunction = () => [{ title: 'Copyright | Consilium' }]

export function loader({ request, context }: Route.LoaderArgs) {
  const brand = brandForRequest(request).name
  return { html: legalPageHtml('copyright', getLocale(context), { brand, year: new Date().getUTCFullYear() }) }
}

export default function Copyright({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <article aria-labelledby="copyright-title" className="mx-auto max-w-3xl">
      <h1 id="copyright-title" className="text-3xl font-semibold text-slate-900">
        {t('shell.copyright.title')}
      </h1>
      <div className={`mt-4 ${TERMS_PROSE}`} dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  )
}
