// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, test } from 'vitest'

import en from '#app/locales/en-US/common.json'
import { i18nextOptions } from '#app/i18n/config.ts'

import { InterfaceSwitcher } from './interface-switcher.tsx'

afterEach(cleanup)

const SEAMLESS = 'https://auth.example.org/seamless?toInterfaceId=dmp'

async function tree(url: string | null) {
  const i18n = createInstance()
  await i18n.use(initReactI18next).init({ ...i18nextOptions, lng: 'en-US', resources: { 'en-US': { common: en } } })
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/tool/wells-pe?session-number=S1#results']}>
        <InterfaceSwitcher seamlessAuthUrl={url} />
      </MemoryRouter>
    </I18nextProvider>
  )
}

test('server HTML carries path and query; in the browser the hash joins', async () => {
  const html = renderToString(await tree(SEAMLESS))
  expect(html).toContain('Back to Consilium Point of Care')
  expect(html).toContain(`returnToUri=${encodeURIComponent('/tool/wells-pe?session-number=S1')}"`)

  render(await tree(SEAMLESS))
  const link = screen.getByRole('link', { name: /Back to Consilium Point of Care/ })
  expect(new URL(link.getAttribute('href')!).searchParams.get('returnToUri')).toBe(
    '/tool/wells-pe?session-number=S1#results',
  )
})

test('no tab without a seamless-auth link', async () => {
  render(await tree(null))
  expect(screen.queryByRole('link')).toBeNull()
})
