import { useTranslation } from '#app/i18n/use-translation.tsx'
import { data } from 'react-router'

import type { Route } from './+types/terms-of-use.ts'
import { TERMS_PROSE } from '#app/components/shell/terms-prose.ts'
import { loadTermsHtml } from '#app/shell/terms.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

export const meta: Route.MetaFunction = () => [{ title: 'Terms of Use | Consilium' }]

// The page behind the footer's Terms of Use link when JavaScript is off; the same text.
export async function loader({ request }: Route.LoaderArgs) {
  const html = await loadTermsHtml(getEnv().TERMS_URL, request.url)
  return data({ html }, { status: html ? 200 : 503 })
}

export default function TermsOfUse({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <article aria-labelledby="terms-title" className="mx-auto max-w-3xl">
      <h1 id="terms-title" className="text-3xl font-semibold text-slate-900">
        {t('shell.termsPage.title')}
      </h1>
      {loaderData.html ? (
        <div className={`mt-6 ${TERMS_PROSE}`} dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      ) : (
        <p role="alert" className="mt-6 font-medium text-red-800">
          {t('shell.terms.error')}
        </p>
      )}
    </article>
  )
}
