import { index, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),

  route('login', 'routes/auth/login.tsx'),
  route('logout', 'routes/auth/logout.tsx'),
  route('locale', 'routes/locale.ts'),
  route('cookies', 'routes/cookies.tsx'),
  route('browser-warning', 'routes/browser-warning.ts'),

  route('unavailable', 'routes/status/unavailable.tsx'),
  route('access-denied', 'routes/status/access-denied.tsx'),
  route('authentication-error', 'routes/status/authentication-error.tsx'),

  route('tool/:toolSlug', 'routes/tool/tool-page.tsx', { id: 'tool' }),
  route('tool/:toolSlug/version/:toolVersion', 'routes/tool/tool-page.tsx', { id: 'tool-version' }),
  route(':pubType/:toolSlug', 'routes/tool/tool-page.tsx', { id: 'tool-pubtype' }),
  route(':pubType/:toolSlug/version/:toolVersion', 'routes/tool/tool-page.tsx', { id: 'tool-pubtype-version' }),

  route('search', 'routes/search.tsx'),
  route('favourites', 'routes/favourites.ts'),

  route('privacy', 'routes/privacy.tsx'),
  route('copyright', 'routes/copyright.tsx'),
  route('terms-of-use', 'routes/terms-of-use.tsx'),
  route('tools', 'routes/tools.tsx'),

  route('about', 'routes/about.tsx'),
  route('editorial-leadership', 'routes/editorial-leadership.tsx'),
  route('systemcheck', 'routes/systemcheck.tsx'),
  route('feedback', 'routes/feedback.tsx'),

  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('.well-known/security.txt', 'routes/seo/security-txt.ts'),

  route('healthz', 'routes/api/healthz.ts'),
  route('api-tool-experience/tool/:toolSlug', 'routes/api/tool.ts', { id: 'api-tool' }),
  route('api-tool-experience/tool/:pubType/:toolSlug', 'routes/api/tool.ts', { id: 'api-tool-pubtype' }),
  route('api-tool-experience/calculators/:toolSlug/versions/:version/executor', 'routes/api/executor.ts', { id: 'api-executor' }),
  route('api-tool-experience/calculators/:pubType/:toolSlug/versions/:version/executor', 'routes/api/executor.ts', {
    id: 'api-executor-pubtype',
  }),
  route('api-tool-experience/calculators/:toolSlug/versions/:version/batch-executor', 'routes/api/batch-executor.ts', { id: 'api-batch-executor' }),
  route('api-tool-experience/calculators/:pubType/:toolSlug/versions/:version/batch-executor', 'routes/api/batch-executor.ts', {
    id: 'api-batch-executor-pubtype',
  }),
  route('api-tool-experience/user', 'routes/api/user.ts'),
  route('api-tool-experience/users/preference', 'routes/api/user-preference.ts'),
  route('api/decisions/v1/completion', 'routes/api/completion.ts'),
  route('experimentVariants', 'routes/api/experiment-variants.ts'),
  route('api-tool-experience/systemcheck', 'routes/api/systemcheck.ts'),
  route('api-feedback/api/feedbacks/v2/messages', 'routes/api/feedback.ts'),
  route('api-tool-experience/tool/content/slug/byANs', 'routes/api/slugs-by-an.ts'),
  route('api-tool-metadata/metadata/favourite-tool', 'routes/api/favourite-tool.ts', { id: 'api-favourite-tools' }),
  route('api-tool-metadata/metadata/favourite-tool/:favoriteToolId', 'routes/api/favourite-tool.ts', { id: 'api-favourite-tool' }),
  route('api-tool-experience/event/:eventType', 'routes/api/event.ts'),
  route('api-tool-experience/create', 'routes/api/snapshot-create.ts'),
  route('api-tool-experience/snapshot/:snapshotId', 'routes/api/snapshot.ts'),
  route('api-tool-experience/qr', 'routes/api/qr.ts'),
  route('api-tool-experience/pdf', 'routes/api/pdf.ts'),
  route('api-datasource/pdf/default/:file', 'routes/api/static-pdf.ts', { id: 'api-static-pdf-default' }),
  route('assets/pdf/:file', 'routes/api/static-pdf.ts', { id: 'api-static-pdf-asset' }),
  route('api-tool-experience/experiences/home', 'routes/api/experiences-home.ts'),
  route('api-tool-experience/browse/:categoryType', 'routes/api/browse.ts'),
  route('api-tool-experience/cdh/:categoryType', 'routes/api/cdh.ts'),
  route('api-tool-experience/content/:an/:version/info', 'routes/api/tool-info.ts'),
  route('api-analytics/events', 'routes/api/analytics-events.ts'),
  route('mock-ehr', 'routes/api/mock-ehr.ts'),
  route('api-tool-experience/report/request', 'routes/api/report/request.ts'),
  route('api-tool-experience/report/status', 'routes/api/report/status.ts'),
  route('api-tool-experience/report/download', 'routes/api/report/download.ts'),
  route('patient-encounter-reports', 'routes/patient-encounter-reports.tsx'),

  route('*', 'routes/status/not-found.tsx'),
] satisfies RouteConfig
