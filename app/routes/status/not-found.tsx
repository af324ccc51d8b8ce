import { data } from 'react-router'

import type { Route } from './+types/not-found.ts'
import { NotFoundView } from '#app/components/status-views.tsx'

export const meta: Route.MetaFunction = () => [{ title: 'Page not found | Consilium' }]

// Unknown paths render inside the layout (so root middleware and i18n still run) with a 404.
export function loader() {
  return data(null, { status: 404 })
}

export function action() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  return <NotFoundView />
}
