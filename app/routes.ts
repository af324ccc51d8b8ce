import { index, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),

  route('login', 'routes/auth/login.tsx'),
  route('logout', 'routes/auth/logout.tsx'),
  route('locale', 'routes/locale.ts'),

  route('unavailable', 'routes/status/unavailable.tsx'),
  route('access-denied', 'routes/status/access-denied.tsx'),
  route('authentication-error', 'routes/status/authentication-error.tsx'),

  route('healthz', 'routes/api/healthz.ts'),
  route('api-tool-experience/user', 'routes/api/user.ts'),
  route('api-tool-experience/users/preference', 'routes/api/user-preference.ts'),

  route('*', 'routes/status/not-found.tsx'),
] satisfies RouteConfig
