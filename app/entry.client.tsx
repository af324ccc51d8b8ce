import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

import { CSRF_META } from '#app/ehr/embed/csrf.ts'
import { EMBED_META } from '#app/ehr/embed/embed-state.ts'
import { fetchTranslator } from '#app/i18n/locale-files.ts'
import { I18nProvider } from '#app/i18n/use-translation.tsx'
import { hydrationReady } from '#app/utils/deferred-scripts.ts'

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
  // The page's own locale file is already on its way: the root preloads it in <head>.
  const [translator] = await Promise.all([fetchTranslator(document.documentElement.lang), installEhrEmbedding(), hydrationReady()])
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider translator={translator} load={fetchTranslator}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nProvider>,
    )
  })
}

void hydrate()
