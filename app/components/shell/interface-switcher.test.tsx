// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, test } from 'vitest'

import { english } from '#app/i18n/test-i18n.tsx'
import { I18nProvider } from '#app/i18n/use-translation.tsx'

import { InterfaceSwitcher } from './interface-switcher.tsx'

afterEach(cleanup)

const SEAMLESS = 'https://auth.example.org/seamless?toInterfaceId=dmp'

async function tree(url: string | null) {
  return (
    <I18nProvider translator={english}>
      <MemoryRouter initialEntries={['/tool/wells-pe?session-number=S1#results']}>
        <InterfaceSwitcher seamlessAuthUrl={url} />
      </MemoryRouter>
    </I18nProvider>
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
