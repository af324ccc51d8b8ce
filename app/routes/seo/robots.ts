/** Crawlers may index tool pages; never snapshots, account pages or the API. */
export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /*?snapshotId=',
    'Disallow: /*&snapshotId=',
    'Disallow: /login',
    'Disallow: /logout',
    'Disallow: /patient-encounter-reports',
    'Disallow: /api-',
    'Disallow: /healthz',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
