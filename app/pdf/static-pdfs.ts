/**
 * Static PDF handouts of the option-grid-only (type 1) decision aids, made from our own aids
 * at build time (decision 0027). Client-safe: the tool page imports it to show the English
 * and Spanish PDF buttons when the flag is on.
 */
export const STATIC_PDF_HANDOUTS_FLAG = 'f-static-pdf-handouts'

export type StaticPdfLanguage = 'en' | 'es'

export type StaticPdfFiles = { en: string; es?: string }

/** Tool slug → handout file names (without '.pdf'), by language. */
export const STATIC_PDFS: Readonly<Record<string, StaticPdfFiles>> = {
  'early-breast-cancer-surgery-choice': {
    en: 'early-breast-cancer-surgery-choice-en',
    es: 'early-breast-cancer-surgery-choice-es',
  },
  'knee-osteoarthritis-treatment-choice': {
    en: 'knee-osteoarthritis-treatment-choice-en',
    es: 'knee-osteoarthritis-treatment-choice-es',
  },
}

/** The tool language each handout language is drawn in. */
export const TOOL_LANGUAGE_OF: Record<StaticPdfLanguage, 'en-US' | 'es'> = { en: 'en-US', es: 'es' }

export function staticPdfsFor(toolSlug: string): StaticPdfFiles | null {
  return Object.hasOwn(STATIC_PDFS, toolSlug) ? STATIC_PDFS[toolSlug]! : null
}

/** Address of a handout by file name (served from build/client/assets/pdf). */
export const staticPdfUrl = (fileName: string) => `/assets/pdf/${fileName}.pdf`

/** Address of a tool's default handout (English). */
export const defaultStaticPdfUrl = (toolSlug: string) => `/api-datasource/pdf/default/${toolSlug}.pdf`

/** Every handout: file name, tool slug and language. */
export function allStaticPdfs(): { fileName: string; toolSlug: string; language: StaticPdfLanguage }[] {
  return Object.entries(STATIC_PDFS).flatMap(([toolSlug, files]) =>
    (Object.entries(files) as [StaticPdfLanguage, string][]).map(([language, fileName]) => ({ fileName, toolSlug, language })),
  )
}

export function staticPdfByFileName(fileName: string) {
  return allStaticPdfs().find((p) => p.fileName === fileName) ?? null
}
