import type { Route } from './+types/static-pdf.ts'
import { requestInfoContext } from '#app/context.server.ts'
import { PdfUnavailableError } from '#app/pdf/renderer.server.ts'
import { staticHandout, staticPdfResponse } from '#app/pdf/static-handouts.server.ts'
import { staticPdfsFor } from '#app/pdf/static-pdfs.ts'
import { jsonError } from '#app/utils/http.server.ts'

/**
 * GET /api-datasource/pdf/default/{toolSlug}.pdf (a tool's English handout) and
 * GET /assets/pdf/{fileName}.pdf when the built file is missing (dev server): the static
 * handouts of decision 0027. Unknown names get a 404 JSON answer.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const name = /^([a-z0-9-]{1,100})\.pdf$/.exec(params.file)?.[1] ?? null
  const byToolSlug = new URL(request.url).pathname.startsWith('/api-datasource/')
  const fileName = name === null ? null : byToolSlug ? (staticPdfsFor(name)?.en ?? null) : name
  if (fileName === null) return notFound()
  try {
    const pdf = await staticHandout(fileName)
    return pdf ? staticPdfResponse(fileName, pdf) : notFound()
  } catch (error) {
    if (!(error instanceof PdfUnavailableError)) throw error
    context.get(requestInfoContext).log.warn({ reason: error.reason }, 'static handout not drawn')
    return jsonError(503, 'pdf_unavailable', 'The PDF cannot be made just now. Please try again later.', {}, { 'Retry-After': '5' })
  }
}

const notFound = () => jsonError(404, 'pdf_not_found', 'There is no such PDF.')
