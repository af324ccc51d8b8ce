import { CSRF_FIELD } from '#app/ehr/embed/csrf.ts'
import { useRootData } from '#app/hooks/use-root-data.ts'

/**
 * The CSRF token of the EHR session, in every post form (csrf.server.ts checks it when the
 * EHR session cookie is present). Renders nothing outside an EHR session.
 */
export function CsrfField() {
  const token = useRootData()?.embed?.csrfToken
  return token ? <input type="hidden" name={CSRF_FIELD} value={token} /> : null
}
