import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'

import { CSRF_META } from '#app/ehr/embed/csrf.ts'
import { EMBED_META } from '#app/ehr/embed/embed-state.ts'
import { defaultNS, i18nextOptions } from '#app/i18n/config.ts'
import { lazyBackend, MissingLocaleError } from '#app/i18n/lazy-backend.ts'

/**
 * Under an EHR session (the root renders its CSRF token and frame as meta tags), the fetch
 * wrapper and the embedded links, installed before hydration: no script post can come earlier.
 * Other pages never load that code. Forms posted without JavaScript carry the token as a field.
 */
async function installEhrEmbedding() {
  if (!document.querySelector(`meta[name="${CSRF_META}"], meta[name="${EMBED_META}"]`)) return
  const { installCsrfFetch, installEmbeddedLinks } = await import('#app/ehr/embed/embed-client.ts')
  installCsrfFetch()
  installEmbeddedLinks()
}

async function hydrate() {
  const lng = document.documentElement.lang
  await Promise.all([installEhrEmbedding(), i18next.use(initReactI18next).use(lazyBackend).init({ ...i18nextOptions, lng })])
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
