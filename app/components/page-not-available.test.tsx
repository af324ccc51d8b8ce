// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createRoutesStub, useLoaderData } from 'react-router'
import { afterEach, expect, test } from 'vitest'

import en from '#app/locales/en-US/common.json'
import { i18nextOptions } from '#app/i18n/config.ts'

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

  const i18n = createInstance()
  await i18n.use(initReactI18next).init({ ...i18nextOptions, lng: 'en-US', resources: { 'en-US': { common: en } } })
  const Stub = createRoutesStub([{ path: '/systemcheck', Component: GatedRoute, loader, HydrateFallback: () => null }])
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={['/systemcheck']} />
    </I18nextProvider>,
  )
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Available' })).toBeTruthy()
  expect(screen.getByText('This page is switched off.')).toBeTruthy()
})
