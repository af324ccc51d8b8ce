import { useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Link } from 'react-router'

import type { ClientTool } from '#engine/schema/tool.ts'

/** A subscribers-only tool for a visitor without a subscription. */
export function SubscriptionView({ tool }: { tool: ClientTool }) {
  const { t } = useTranslation()
  const lang = useLangOf()(tool.language)
  return (
    <section aria-labelledby="subscription-title" className="mx-auto max-w-xl space-y-4 rounded-lg border border-slate-200 p-6 text-center">
      <h1 lang={lang} className="text-xl font-semibold">
        {tool.name}
      </h1>
      <p id="subscription-title" className="text-lg text-slate-800">
        {t('tool.subscribersOnly')}
      </p>
      <p>
        <a href="/about" className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('tool.learnSubscriptions')}
        </a>
      </p>
      <p>
        <Link to={`/login?returnToUrl=${encodeURIComponent(`/tool/${tool.slug}`)}`} className="text-brand-700 underline">
          {t('tool.alreadySubscriber')}
        </Link>
      </p>
    </section>
  )
}
