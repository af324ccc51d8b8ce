// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub, useLoaderData } from 'react-router'
import { afterEach, expect, test } from 'vitest'

import { english } from '#app/i18n/test-i18n.tsx'
import { I18nProvider } from '#app/i18n/use-translation.tsx'

import { isPageNotAvailable, PageNotAvailable, pageNotAvailable } from './page-not-available.tsx'

afterEach(cleanup)

// How a flag-gated route uses it: the loader answers 404 and the component shows the page.
const flagOn = false
function loader() {
  if (!flagOn) return pageNotAvailable()
  return { checks: [] }
}
function GatedRoute() {
  const data = useLoaderData<typeof loader>()
  if (isPageNotAvailable(data)) return <PageNotAvailable><p>This page is switched off.</p></PageNotAvailable>
  return <h1>System Check</h1>
}

test('the loader sets the status; the route renders Page Not Available with its children', async () => {
  const result = loader()
  expect('init' in result && result.init?.status).toBe(404)
  expect(pageNotAvailable(410).init?.status).toBe(410)

  const Stub = createRoutesStub([{ path: '/systemcheck', Component: GatedRoute, loader, HydrateFallback: () => null }])
  render(
    <I18nProvider translator={english}>
      <Stub initialEntries={['/systemcheck']} />
    </I18nProvider>,
  )
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Available' })).toBeTruthy()
  expect(screen.getByText('This page is switched off.')).toBeTruthy()
})
