import { toolLibrary } from '#engine/library.ts'

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Every released tool page, for search engines. */
export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin
  const urls = [{ loc: `${origin}/`, lastmod: undefined as string | undefined }]
  for (const tool of toolLibrary().values()) {
    if (tool.status !== 'released') continue
    urls.push({ loc: `${origin}/tool/${tool.slug}`, lastmod: tool.modified })
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('\n')}\n</urlset>\n`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
