/**
 * The port of the browser tests' second server, the one in EHR accuracy test mode (its EHR data
 * comes from tests/e2e/ehr/prefill-bundle.json): E2E_EHR_PORT, else the main port + 1.
 */
export function ehrE2ePort(): number {
  const main = Number(process.env.E2E_PORT ?? 3100)
  return Number(process.env.E2E_EHR_PORT ?? main + 1)
}

export const ehrBaseURL = () => `http://127.0.0.1:${ehrE2ePort()}`
