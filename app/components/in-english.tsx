import { CONTENT_LANGUAGE, useLangOf } from '#app/i18n/content-language.ts'
import { useTranslation } from '#app/i18n/use-translation.tsx'

/**
 * Said above a block of content that has no translation in the page's language ('Disponible
 * en inglés'); nothing on an English page. The block itself is marked `lang` by its caller.
 */
export function InEnglishNote({ className = 'mt-2 text-sm italic text-slate-600' }: { className?: string }) {
  const { t } = useTranslation()
  const lang = useLangOf()(CONTENT_LANGUAGE)
  if (!lang) return null
  return <p className={className}>{t('tool.partInEnglish')}</p>
}
