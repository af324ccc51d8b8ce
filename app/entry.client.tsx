import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'

import { installCsrfFetch, installEmbeddedLinks } from '#app/ehr/embed/embed-client.ts'
import { defaultNS, i18nextOptions } from '#app/i18n/config.ts'
import { lazyBackend, MissingLocaleError } from '#app/i18n/lazy-backend.ts'

async function hydrate() {
  installCsrfFetch()
  installEmbeddedLinks()
  const lng = document.documentElement.lang
  await i18next.use(initReactI18next).use(lazyBackend).init({ ...i18nextOptions, lng })
  if (!i18next.hasResourceBundle(lng, defaultNS)) {
    throw new MissingLocaleError(`Cannot find module '../locales/${lng}/${defaultNS}.json'`)
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
